// @ts-check
/**
 * The words for the games' things — house rules and their values, doubles, bids, sequences,
 * players — in the table's language and, where a variant names them its own way, in its words:
 * the game's words the back end sends from the core's language files (`opt.*`, `val.*`,
 * `optsum.*`, `double.*`, `decl.seq*`, …), put together here as the screens show them.
 */
import { t, tv, has, locale, listOf } from "./i18n.js";

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
 * The one-line summary of a house rule, as it applies in `variant`, in the table's language: a
 * game word from the core (`optsum.KEY@variant` where the variant's summary differs from the
 * others', else `optsum.KEY`; in English the engine's own text), or the engine's English one
 * (`describe` gives it) until the words have come.
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
 * A match's teams as the screens name them: the players as stored, each team under the name
 * the back end gives its side (`names`: the team's own, or the language's name for a side
 * without one — the same the explanations use).
 * @param {import("./state.js").MatchView} m
 * @returns {import("./state.js").Teams}
 */
export function sideTeams(m) {
  return { A: { ...m.record.teams.A, name: m.names.A }, B: { ...m.record.teams.B, name: m.names.B } };
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

/**
 * A deal's facts in a line, naming the sides as the players know them: "taken by Les Cochons ·
 * Hearts · 100 · Coinche ×2", "taken by Us (mus)", "roem Us 40, Them 20" where the variant
 * records them. `roem`: the variant's roem values (item → points), to add up listed roem.
 * @param {string} variant
 * @param {{A: string, B: string}} names
 * @param {any} f the deal's facts
 * @param {{item: string, points: number}[]} [roem]
 */
export function factLine(variant, names, f, roem = []) {
  if (!f || typeof f !== "object") return "";
  const team = (/** @type {string} */ id) => names[/** @type {"A"|"B"} */ (id)] ?? id;
  const parts = [];
  if (f.taker) {
    const taker = tv(variant, "round.taken_by", { team: team(f.taker) });
    parts.push(f.forced ? `${taker} (${tv(variant, "entry.forced")})` : taker);
  }
  if (f.contract) parts.push(f.ashkal ? `${t("contract." + f.contract)} (${tv(variant, "entry.ashkal")})` : t("contract." + f.contract));
  if (f.bid !== undefined) parts.push(bidLabel(f.bid));
  if (f.double && f.double !== "none") parts.push(f.locked ? `${doubleLabel(variant, f.double)} (${tv(variant, "entry.locked")})` : doubleLabel(variant, f.double));
  if (f.capot) parts.push(f.capot_kind === "reverse" ? `${tv(variant, "round.capot_by", { team: team(f.capot) })} (${tv(variant, "entry.reverse_capot")})` : tv(variant, "round.capot_by", { team: team(f.capot) }));
  if (f.foul) parts.push(t("round.foul_by", { team: team(f.foul) }));
  // Projects named by kind (Baloot's sira, fifty…), as the sheet lists them.
  if (f.declarations) {
    for (const id of /** @type {("A"|"B")[]} */ (["A", "B"])) {
      const kinds = (f.declarations[id] || []).filter((/** @type {any} */ x) => typeof x === "string" && has(`project.${x.toLowerCase()}`));
      if (kinds.length) parts.push(t("round.projects_of", { team: team(id), list: new Intl.ListFormat(locale(), { type: "unit", style: "short" }).format(kinds.map((/** @type {string} */ k) => t(`project.${k.toLowerCase()}`))) }));
    }
  }
  if (f.roem) {
    const points = new Map(roem.map((r) => [r.item, r.points]));
    const total = (/** @type {any} */ r) => (typeof r === "number" ? r : (r || []).reduce((/** @type {number} */ s, /** @type {string} */ x) => s + (points.get(String(x).toLowerCase()) ?? 0), 0));
    const each = (/** @type {("A"|"B")[]} */ (["A", "B"])).filter((id) => f.roem[id] !== undefined).map((id) => `${team(id)} ${total(f.roem[id])}`);
    if (each.length) parts.push(`${tv(variant, "entry.roem")}: ${listOf(each)}`);
  }
  return parts.join(" · ");
}
