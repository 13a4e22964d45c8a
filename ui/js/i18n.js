// @ts-check
/**
 * The renderer of the UI's texts: the current language, and a key's text in it with its
 * `{name}` placeholders filled. The screens' own texts live in one catalogue per language
 * (./lang/); a test proves every catalogue has the same keys. The game's words (`contract.*`,
 * `verdict.*`, `opt.*`, `val.*`, …) come from the back end, from the core's language files,
 * once per language (`setWords`); `t` finds both alike.
 *
 * A key may have a variant's own wording beside the general one: `key@variant`
 * (e.g. "double.double@bulgarian" is "Контра" where the general "double.double" says
 * "Coinche"). `tv(variant, key)` prefers it; a new variant needs only such keys, no code.
 */
import * as registered from "./lang/index.js";

/** @typedef {string} Lang a language code with a catalogue in ./lang/ */

export const CATALOGS = /** @type {Record<Lang, Record<string, string>>} */ ({ ...registered });

/** Codes of the languages, in the order the settings offer them. */
export const LANGS = /** @type {Lang[]} */ (Object.keys(CATALOGS));

/** The languages written right to left. */
const RTL = new Set(["ar"]);

/**
 * The writing direction of a language: "rtl" for Arabic, "ltr" for the others.
 * @param {Lang} l
 */
export function dirOf(l) {
  return RTL.has(l) ? "rtl" : "ltr";
}

const fallback = CATALOGS.en;

/** @type {Record<string, string>} the game's words in the current language (`setWords`) */
let words = {};

/**
 * Takes the game's words of the current language, as the back end gives them (`game_words`).
 * @param {Record<string, string>} table
 */
export function setWords(table) {
  words = table;
}

/**
 * The language of the system (the browser's or web view's preferred languages, in order):
 * the first with a catalogue, by its primary subtag ("nl-BE" → nl, "hr-HR" → hr); English
 * when none has one.
 * @returns {Lang}
 */
export function systemLang() {
  if (typeof navigator === "undefined") return "en";
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
  for (const tag of wanted) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    if (primary in CATALOGS) return primary;
  }
  return "en";
}

/** The language chosen in Settings, or "system" (the default) to follow the system's. */
export function langChoice() {
  const saved = typeof localStorage !== "undefined" ? localStorage.getItem("lang") : null;
  return saved && saved in CATALOGS ? saved : "system";
}

/** @returns {Lang} */
function initialLang() {
  const choice = langChoice();
  return choice === "system" ? systemLang() : choice;
}

/** @type {Lang} */
let lang = initialLang();

export function getLang() {
  return lang;
}

/**
 * Chooses the language: a code with a catalogue, or "system" to follow the system's again.
 * @param {Lang | "system"} l
 */
export function setLang(l) {
  if (l !== "system" && !(l in CATALOGS)) return;
  lang = l === "system" ? systemLang() : l;
  try {
    if (l === "system") localStorage.removeItem("lang");
    else localStorage.setItem("lang", l);
  } catch {
    /* storage may be unavailable; the choice then lasts this session */
  }
}

/**
 * Gives the page the current language and its direction (`<html lang dir>`): the layout
 * mirrors for a language written right to left.
 */
export function applyLang() {
  if (typeof document === "undefined") return;
  // Written only when it changes: setting even the same value makes the browser work out the
  // whole page's styles again.
  const html = document.documentElement;
  if (html.lang !== lang) html.lang = lang;
  if (html.dir !== dirOf(lang)) html.dir = dirOf(lang);
}

/**
 * How numbers are written: Western digits (0–9, "latn", the default) or Arabic-Indic ones
 * (٠–٩, "arab") — a choice Arabic offers (Settings); every other language writes 0–9.
 * @typedef {"latn" | "arab"} Digits
 */

/** The languages that offer Arabic-Indic digits. */
const DIGIT_CHOICE = new Set(["ar"]);

/** Whether the current language offers a choice of digits. */
export function hasDigitChoice() {
  return DIGIT_CHOICE.has(lang);
}

/** The digits chosen in Settings ("latn" unless "arab" was chosen). @returns {Digits} */
export function digitsChoice() {
  const saved = typeof localStorage !== "undefined" ? localStorage.getItem("digits") : null;
  return saved === "arab" ? "arab" : "latn";
}

/** @param {Digits} d */
export function setDigits(d) {
  try {
    if (d === "arab") localStorage.setItem("digits", d);
    else localStorage.removeItem("digits");
  } catch {
    /* storage may be unavailable */
  }
}

/** The digits the current language writes in. @returns {Digits} */
export function getDigits() {
  return hasDigitChoice() ? digitsChoice() : "latn";
}

/**
 * The locale the back end and the browser's formatting are asked for: the language, and for a
 * language with a choice of digits, BCP 47's extension for them and for the calendar —
 * `ar-u-ca-gregory-nu-latn`, `ar-u-ca-gregory-nu-arab`. Dates are Gregorian in every language
 * (`ar-SA` alone would give the Umm al-Qura calendar): the history's and the events' dates are
 * stored and filtered as Gregorian dates, and Saudi civil life keeps them too.
 */
export function locale() {
  return hasDigitChoice() ? `${lang}-u-ca-gregory-nu-${getDigits()}` : lang;
}

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/**
 * A number as the current language writes it (its digits); anything else as it is.
 * @param {number | string} n
 */
export function num(n) {
  const s = String(n);
  return getDigits() === "arab" ? s.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : s;
}

/**
 * What was typed in a number field, its digits made Western: Arabic-Indic (٠–٩) and Eastern
 * Arabic-Indic (۰–۹, Persian and Urdu keyboards) become 0–9; spaces around are dropped.
 * @param {string} text
 */
export function readDigits(text) {
  return String(text)
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** First Strong Isolate … Pop Directional Isolate: a name or a number kept whole in any direction. */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * A piece of text (a name, a number) isolated from the text around it when the language is
 * written right to left, so a Latin name or a score does not pull its neighbours along.
 * @param {string | number} x
 */
export function iso(x) {
  return dirOf(lang) === "rtl" && !String(x).includes(FSI) ? FSI + String(x) + PDI : String(x);
}

/** How a language separates the items of a list, where not with a comma and a space. */
const LIST_SEPARATOR = /** @type {Record<string, string>} */ ({ ar: "، " });

/**
 * Items (names, numbers) in a list as the language writes one — "1, 2", "١، ٢" — each kept
 * whole in a language written right to left.
 * @param {(string | number)[]} items
 */
export function listOf(items) {
  return items.map((x) => iso(typeof x === "number" ? num(x) : x)).join(LIST_SEPARATOR[lang] ?? ", ");
}

/**
 * Two sides and their numbers in a line — "Nous 120 – 30 Eux" — each name and number kept
 * whole, the line itself in the paragraph's direction (so right to left, the first side is
 * on the right, as on the sheet).
 * @param {string} a the first side's name
 * @param {number | string} pa
 * @param {number | string} pb
 * @param {string} b the second side's name
 */
export function sidesLine(a, pa, pb, b) {
  const rtl = dirOf(lang) === "rtl";
  const keep = (/** @type {string} */ x) => (rtl ? FSI + x + PDI : x);
  return `${keep(a)} ${keep(num(pa))} – ${keep(num(pb))} ${keep(b)}`;
}

/**
 * Two numbers in a line — "120 – 30" — as `sidesLine` writes them, without the names.
 * @param {number | string} pa
 * @param {number | string} pb
 */
export function pairLine(pa, pb) {
  const rtl = dirOf(lang) === "rtl";
  const keep = (/** @type {string} */ x) => (rtl ? FSI + x + PDI : x);
  return `${keep(num(pa))} – ${keep(num(pb))}`;
}

/**
 * The name of a language in that language ("Français").
 * @param {Lang} l
 */
export function langName(l) {
  return CATALOGS[l]["lang.name"];
}

/**
 * @param {string} text
 * @param {Record<string, string | number>} [vars]
 */
function fill(text, vars) {
  if (!vars) return text;
  // Numbers in the language's digits; in a right-to-left language every value — a name, a
  // number, a score — isolated, so a Latin name or "9 – 7" keeps its place in the sentence.
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? iso(typeof vars[name] === "number" ? num(vars[name]) : vars[name]) : m));
}

/**
 * The text of `key` in the current language, with `{name}` placeholders filled.
 * A missing key shows as itself (the catalogue test keeps that from happening).
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 */
export function t(key, vars) {
  return fill(digitsOf(words[key] ?? CATALOGS[lang][key] ?? fallback[key] ?? key), vars);
}

/**
 * A text's own numbers ("0–130", "152") in the language's digits; a number that belongs to a
 * Latin word ("A4", "QR") stays as it is.
 * @param {string} text
 */
function digitsOf(text) {
  return getDigits() === "arab" ? text.replace(/(?<![A-Za-z0-9])[0-9]+/g, (n) => num(n)) : text;
}

/**
 * Whether `key` has a text (for texts that exist only for some variants or contracts).
 * @param {string} key
 */
export function has(key) {
  return key in words || key in CATALOGS[lang] || key in fallback;
}

/**
 * The text of `key` as said in `variant`'s game: `key@variant` when the catalogue has one,
 * else the general `key`.
 * @param {string} variant
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 */
export function tv(variant, key, vars) {
  const own = `${key}@${variant}`;
  return has(own) ? t(own, vars) : t(key, vars);
}
