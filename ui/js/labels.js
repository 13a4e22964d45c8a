// @ts-check
/**
 * The words for the games' things — house rules and their values, doubles, bids, sequences,
 * players — in the table's language and, where a variant names them its own way, in its words.
 */
import { t, tv, has } from "./i18n.js";

/**
 * A house rule's name, as `variant` calls it ("Tie (litige)"; in bela "Equal totals (pad)").
 * @param {string} variant
 * @param {string} key
 */
export function optionName(variant, key) {
  return tv(variant, "opt." + key);
}

/**
 * A house rule's value: "nearest ten, 5 up", yes / no, or the number itself — in `variant`'s
 * words when it has its own ("inside" is "pad" in bela).
 * @param {string} key
 * @param {any} v
 * @param {string} [variant]
 */
export function optionValueLabel(key, v, variant) {
  if (typeof v === "number") return String(v);
  const k = `val.${v}`;
  if (variant) return has(k) || has(`${k}@${variant}`) ? tv(variant, k) : String(v);
  return has(k) ? t(k) : String(v);
}

/**
 * The one-line summary of a house rule, as it applies in `variant`: the engine's own
 * (`describe` gives it, in English), translated by the catalogue of the table's language —
 * `optsum.KEY@variant` where the variant's summary differs from the others', else
 * `optsum.KEY`. English has no such keys: the engine's text is the one English source.
 * @param {string} variant
 * @param {import("./variants.js").OptionInfo} opt
 */
export function optionSummary(variant, opt) {
  const key = "optsum." + opt.key;
  return has(`${key}@${variant}`) || has(key) ? tv(variant, key) : opt.summary;
}

/**
 * "Coinche ×2" in contrée, "Контра" in Bulgarian.
 * @param {string} variant
 * @param {string} double
 */
export function doubleLabel(variant, double) {
  return tv(variant, "double." + double);
}

/**
 * A bid: its number, or "Capot".
 * @param {number | string} bid
 */
export function bidLabel(bid) {
  return typeof bid === "number" ? String(bid) : t("bid." + bid);
}

/**
 * A sequence's name: tierce, fifty, hundred (French) — or tierce, quarte, quinte (Bulgarian);
 * a variant may name a length of its own (bela's eight: the belot).
 * @param {string} variant
 * @param {number} length
 */
export function sequenceLabel(variant, length) {
  if (has(`decl.seq${length}@${variant}`)) return t(`decl.seq${length}@${variant}`);
  const name = tv(variant, `decl.seq${Math.min(length, 5)}`);
  return length > 5 ? `${name} (${length})` : name;
}

/**
 * A hint about entering points in this contract of this variant, if there is one
 * ("No trumps: enter the points as counted (0–130)…").
 * @param {string} variant
 * @param {string | null} contract
 */
export function contractHint(variant, contract) {
  const key = `entry.hint.${contract}@${variant}`;
  return contract && has(key) ? t(key) : null;
}

/**
 * Name of the player at `seat`, with the team's name.
 * @param {import("./state.js").Teams} teams
 * @param {number} seat
 */
export function seatName(teams, seat) {
  const team = seat % 2 === 0 ? teams.A : teams.B;
  return `${team.players[Math.floor(seat / 2)]} (${team.name})`;
}
