// @ts-check
/**
 * A round being entered (the draft) and how it becomes a docs/match-files.md round object: what is
 * still missing or wrong, and the declarations' places when only their lengths were given.
 * No DOM here: round entry renders the draft, the engine scores it.
 */
import { t, readDigits } from "./i18n.js";
import { RANKS, SUIT_LETTER } from "./cards.js";
import { bidsOf, dealTotal, declarationContest, hasFact, gamePoints } from "./variants.js";

/**
 * @typedef {{type: "sequence", length: number, top?: string, suit?: string, seat?: number} | {type: "carre", rank: string, seat?: number}} Decl
 * @typedef {{item?: string, points: number}} RoemEntry a roem called (an item of the description), or a number as the table added it up
 * @typedef {{
 *   key: string, taker: "A"|"B"|null, forced: boolean, contract: string|null, bid: number|string|null, double: string,
 *   side: "A"|"B", points: string, capot: "A"|"B"|null, belote: {A: number, B: number},
 *   decls: {A: Decl[], B: Decl[]}, roem: {A: RoemEntry[], B: RoemEntry[]}, more: boolean, dealer: number, needSeats: boolean,
 *   mode: "score" | "points", score: {A: string, B: string}, typed: {A: boolean, B: boolean},
 *   ashkal: boolean, locked: boolean, foul: "A"|"B"|null, reverse: boolean, projects: {A: string[], B: string[]}
 * }} Draft `mode`: where a variant's sheet writes game points (Baloot's `score`), whether the sheet's two numbers are
 *   typed ("score", the fast path) or one team's card points ("points"); `score`: the two numbers as typed, `typed`: which
 *   of them the user typed (the other is worked out from the deal's worth while it is not); `ashkal`, `locked`, `foul`,
 *   `reverse` (a reverse kaboot): Baloot's facts; `projects`: each team's projects by kind ("sira", "fifty", …)
 */

/**
 * Whether round entry of `variant` takes the sheet's numbers (game points) as well as card
 * points: the variant records typed game points (`score`).
 * @param {string} variant
 */
export function takesScore(variant) {
  return hasFact(variant, "score");
}

export const TEAMS = /** @type {("A"|"B")[]} */ (["A", "B"]);

/**
 * A fresh draft for a new round (`index` null), or the draft of round `index` to edit.
 * @param {import("./state.js").MatchView} m
 * @param {number | null} index
 * @param {{team: "A" | "B", points: number, contract: string} | null} counted pile points sent by the card counter
 * @returns {Draft}
 */
export function initDraft(m, index, counted) {
  const key = `${m.record.id}:${index}`;
  const fact = index === null ? null : m.record.rounds[index];
  const dealer = index === null ? m.next_dealer : m.rounds[index].dealer;
  if (!fact) {
    /** @type {Draft} */
    const d = {
      key,
      taker: null,
      forced: false,
      contract: null,
      bid: null,
      double: "none",
      side: "A",
      points: "",
      capot: null,
      belote: { A: 0, B: 0 },
      decls: { A: [], B: [] },
      roem: { A: [], B: [] },
      more: false,
      dealer,
      needSeats: false,
      mode: takesScore(m.record.variant) ? "score" : "points",
      score: { A: "", B: "" },
      typed: { A: false, B: false },
      ashkal: false,
      locked: false,
      foul: null,
      reverse: false,
      projects: { A: [], B: [] },
    };
    if (counted) {
      d.side = counted.team;
      d.points = String(counted.points);
      d.contract = counted.contract;
      d.mode = "points";
    }
    return d;
  }
  const side = fact.points && fact.points.A !== undefined ? "A" : "B";
  /** @returns {{projects: string[], decls: Decl[]}} a team's declarations: projects named by kind, and declarations given by their cards */
  const declsOf = (/** @type {"A"|"B"} */ team) => {
    const list = (fact.declarations && fact.declarations[team]) || [];
    return {
      projects: list.filter((/** @type {any} */ x) => typeof x === "string").map((/** @type {string} */ x) => x.toLowerCase()),
      decls: list.filter((/** @type {any} */ x) => typeof x !== "string").map((/** @type {any} */ x) => ({ ...x })),
    };
  };
  const given = { A: declsOf("A"), B: declsOf("B") };
  const typedScore = fact.score && typeof fact.score === "object";
  const points = new Map(m.roem.map((r) => [r.item, r.points]));
  /** @returns {RoemEntry[]} */
  const roemOf = (/** @type {any} */ r) =>
    typeof r === "number" ? (r ? [{ points: r }] : []) : Array.isArray(r) ? r.map((x) => ({ item: String(x).toLowerCase(), points: points.get(String(x).toLowerCase()) ?? 0 })) : [];
  return {
    key,
    taker: fact.taker,
    forced: Boolean(fact.forced),
    contract: fact.contract,
    bid: fact.bid ?? null,
    double: fact.double || "none",
    side,
    points: fact.points && fact.points[side] !== undefined ? String(fact.points[side]) : "",
    capot: fact.capot || null,
    belote: { A: (fact.belote && fact.belote.A) || 0, B: (fact.belote && fact.belote.B) || 0 },
    decls: { A: given.A.decls, B: given.B.decls },
    roem: { A: roemOf(fact.roem && fact.roem.A), B: roemOf(fact.roem && fact.roem.B) },
    more: Boolean(fact.capot || fact.belote || fact.declarations),
    dealer: fact.dealer ?? dealer,
    needSeats: false,
    mode: takesScore(m.record.variant) && (typedScore || !fact.points) ? "score" : "points",
    score: typedScore ? { A: String(fact.score.A ?? ""), B: String(fact.score.B ?? "") } : { A: "", B: "" },
    typed: { A: Boolean(typedScore), B: Boolean(typedScore) },
    ashkal: fact.ashkal === true,
    locked: fact.locked === true,
    foul: fact.foul || null,
    reverse: fact.capot_kind === "reverse",
    projects: { A: given.A.projects, B: given.B.projects },
  };
}

/**
 * The sheet's two numbers as the draft has them: each team's as typed, and the one not typed
 * worked out from the other while the deal is a plain one — what it is worth on the sheet
 * (Baloot's 26 or 16, from the engine's description) less the number typed — or empty when
 * only the engine could say (a double, a project, a Baloot: the sheet's second number is then
 * typed too). The engine checks both either way.
 * @param {Draft} d
 * @param {string} variant
 * @returns {{A: string, B: string}}
 */
export function sheetNumbers(d, variant) {
  const out = { A: readDigits(d.score.A), B: readDigits(d.score.B) };
  const typed = TEAMS.filter((team) => d.typed[team] && out[team] !== "");
  if (typed.length !== 1) return out;
  const [team] = typed;
  const other = team === "A" ? "B" : "A";
  const worth = gamePoints(variant, d.contract);
  const plain = d.double === "none" && !d.belote.A && !d.belote.B && !d.projects.A.length && !d.projects.B.length;
  const n = Number(out[team]);
  if (worth !== null && plain && /^\d+$/.test(out[team]) && n <= worth) out[other] = String(worth - n);
  else if (!d.typed[other]) out[other] = "";
  return out;
}

/**
 * Cards a declaration shows.
 * @param {Decl} d
 */
function cardsOf(d) {
  if (d.type === "carre") return ["S", "H", "D", "C"].map((s) => d.rank + s);
  if (!d.top || !d.suit) return [];
  const top = RANKS.indexOf(d.top);
  return Array.from({ length: d.length }, (_, k) => RANKS[top - k] + d.suit).filter((c) => !c.startsWith("undefined"));
}

/**
 * Gives every sequence without a chosen top card and suit a place that no other
 * declaration (or a belote) needs: those details matter only when the comparison needs them.
 * @param {Draft} d
 * @returns {{A: Decl[], B: Decl[]}}
 */
function placeDeclarations(d) {
  const trump = d.contract && SUIT_LETTER[d.contract] ? SUIT_LETTER[d.contract] : null;
  /** @type {{A: Decl[], B: Decl[]}} */
  const out = { A: d.decls.A.map((x) => ({ ...x })), B: d.decls.B.map((x) => ({ ...x })) };
  /** @type {Map<string, "A"|"B">} */
  const used = new Map();
  for (const team of TEAMS) for (const x of out[team]) if (x.type === "carre" || (x.top && x.suit)) for (const c of cardsOf(x)) used.set(c, team);
  for (const team of TEAMS) {
    const other = team === "A" ? "B" : "A";
    if (d.belote[other] > 0 && trump) {
      used.set("K" + trump, other);
      used.set("Q" + trump, other);
    }
  }
  for (const team of TEAMS) {
    const suits = (team === "A" ? ["H", "D", "S", "C"] : ["C", "S", "D", "H"]).sort((a, b) => Number(a === trump) - Number(b === trump));
    for (const x of out[team]) {
      if (x.type !== "sequence" || (x.top && x.suit)) continue;
      search: for (const suit of suits) {
        for (let top = 7; top >= x.length - 1; top--) {
          const cand = { ...x, top: RANKS[top], suit };
          const cards = cardsOf(cand);
          if (cards.every((c) => !used.has(c) || (used.get(c) === team && out[team].some((y) => y.type === "carre" && c.startsWith(y.rank))))) {
            Object.assign(x, { top: RANKS[top], suit });
            for (const c of cards) used.set(c, team);
            break search;
          }
        }
      }
    }
  }
  return out;
}

/**
 * A sequence's class for the comparison: its length, five and longer alike (they score the
 * same, and may then compare on their top card).
 * @param {number} length
 */
export function sequenceClass(length) {
  return Math.min(length, 5);
}

/**
 * Do the two teams' best sequences compare on their top card (and suit)? Then the entry asks
 * for those details, for the sequences of that class (the returned class; 0: none).
 * @param {Draft} d
 * @param {string} variant
 */
export function detailNeeded(d, variant) {
  const best = (/** @type {"A"|"B"} */ team) => {
    const list = d.decls[team];
    const carre = list.some((x) => x.type === "carre");
    const seq = Math.max(0, ...list.filter((x) => x.type === "sequence").map((x) => sequenceClass(/** @type {any} */ (x).length)));
    return { carre, seq };
  };
  const a = best("A");
  const b = best("B");
  if (a.seq === 0 || b.seq === 0 || a.seq !== b.seq) return 0;
  // Where the single best declaration decides, a four of a kind on either side settles it
  // before sequences are compared.
  if (declarationContest(variant) === "overall" && (a.carre || b.carre)) return 0;
  return a.seq;
}

/**
 * What keeps the draft from being a round: the next thing to enter (a step, shown as a
 * hint) or something wrong (shown as an error), with its text.
 * @typedef {{step: "taker" | "contract" | "bid" | "points" | "declarations", error: boolean, text: string}} Problem
 */

/**
 * The round object of docs/match-files.md from the draft, or the problem to show. Computed in the page,
 * synchronously, so Save never waits for the engine.
 * @param {Draft} d
 * @param {string} variant
 * @returns {{round: any, problem?: undefined} | {round?: undefined, problem: Problem}}
 */
export function buildRound(d, variant) {
  /** @type {(step: Problem["step"], key: string, error?: boolean, vars?: Record<string, string | number>) => {problem: Problem}} */
  const stop = (step, key, error = false, vars) => ({ problem: { step, error, text: t(key, vars) } });
  if (!d.taker) return stop("taker", "entry.need_taker");
  if (!d.contract) return stop("contract", "entry.need_contract");
  const bidding = bidsOf(variant).length > 0;
  if (bidding && d.bid === null) return stop("bid", "entry.need_bid");
  const total = dealTotal(variant, d.contract);
  /** @type {any} */
  const round = { taker: d.taker };
  if (d.forced) round.forced = true;
  round.contract = d.contract;
  if (bidding) round.bid = d.bid;
  if (d.ashkal && d.contract === "sun") round.ashkal = true;
  if (d.double !== "none") round.double = d.double;
  if (d.locked && d.double !== "none") round.locked = true;
  if (d.foul) {
    round.foul = d.foul;
  } else if (d.capot) {
    round.capot = d.capot;
    if (d.reverse) round.capot_kind = "reverse";
  } else if (d.mode === "score") {
    const numbers = sheetNumbers(d, variant);
    if (numbers.A === "" || numbers.B === "") return stop("points", "entry.need_score");
    if (!TEAMS.every((team) => /^\d+$/.test(numbers[team]))) return stop("points", "entry.score_range", true);
    round.score = { A: Number(numbers.A), B: Number(numbers.B) };
  } else {
    const text = readDigits(d.points);
    if (text === "") return stop("points", "entry.need_points");
    if (!/^\d+$/.test(text) || Number(text) > total) return stop("points", "entry.points_range", true, { total });
    round.points = { [d.side]: Number(text) };
  }
  if (d.belote.A || d.belote.B) {
    round.belote = {};
    for (const team of TEAMS) if (d.belote[team]) round.belote[team] = d.belote[team];
  }
  if (d.projects.A.length || d.projects.B.length) {
    // Projects named by kind, as the sheet has them (the engine runs their contest); any
    // given by their cards (a file imported) stay as they were.
    round.declarations = {};
    for (const team of TEAMS) if (d.projects[team].length || d.decls[team].length) round.declarations[team] = [...d.projects[team], ...d.decls[team]];
  } else if (d.decls.A.length || d.decls.B.length) {
    // When the best sequences compare on their top card and suit, those must come from the
    // table, not from defaults.
    const needed = detailNeeded(d, variant);
    const missing = TEAMS.some((team) => d.decls[team].some((x) => x.type === "sequence" && sequenceClass(x.length) === needed && (!x.top || !x.suit)));
    if (needed && missing) return stop("declarations", "decl.detail_needed");
    const placed = placeDeclarations(d);
    round.declarations = {};
    for (const team of TEAMS) if (placed[team].length) round.declarations[team] = placed[team];
  }
  // Roem: the items called, or the total when a number from the table is among them. A team
  // that took no trick (the other side's capot) has none.
  /** @type {Record<string, any>} */
  const roem = {};
  for (const team of TEAMS) {
    const list = d.capot && d.capot !== team ? [] : d.roem[team];
    if (list.length) roem[team] = list.every((e) => e.item) ? list.map((e) => e.item) : list.reduce((sum, e) => sum + e.points, 0);
  }
  if (Object.keys(roem).length) round.roem = roem;
  round.dealer = d.dealer;
  return { round };
}

/**
 * The points of the other team, as the table would say them ("–" while the number is not
 * one of this deal).
 * @param {Draft} d
 * @param {number} total
 */
export function otherPoints(d, total) {
  const mine = readDigits(d.points);
  if (d.capot) return String(d.capot === d.side ? 0 : total);
  return /^\d+$/.test(mine) && Number(mine) <= total ? String(total - Number(mine)) : "–";
}
