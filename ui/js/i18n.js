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
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/**
 * The text of `key` in the current language, with `{name}` placeholders filled.
 * A missing key shows as itself (the catalogue test keeps that from happening).
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 */
export function t(key, vars) {
  return fill(words[key] ?? CATALOGS[lang][key] ?? fallback[key] ?? key, vars);
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
