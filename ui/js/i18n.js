// @ts-check
/**
 * The renderer of the UI's texts: the current language, and a key's text in it with its
 * `{name}` placeholders filled. The texts themselves live in one catalogue per language
 * (./lang/); a test proves every catalogue has the same keys.
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

/** @returns {Lang} */
function initialLang() {
  const saved = typeof localStorage !== "undefined" ? localStorage.getItem("lang") : null;
  if (saved && saved in CATALOGS) return saved;
  const nav = typeof navigator !== "undefined" ? (navigator.language || "en").slice(0, 2) : "en";
  return nav in CATALOGS ? nav : "en";
}

/** @type {Lang} */
let lang = initialLang();

export function getLang() {
  return lang;
}

/** @param {Lang} l */
export function setLang(l) {
  if (!(l in CATALOGS)) return;
  lang = l;
  try {
    localStorage.setItem("lang", l);
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
  return fill(CATALOGS[lang][key] ?? fallback[key] ?? key, vars);
}

/**
 * Whether `key` has a text (for texts that exist only for some variants or contracts).
 * @param {string} key
 */
export function has(key) {
  return key in CATALOGS[lang] || key in fallback;
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
