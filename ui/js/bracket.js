// @ts-check
/**
 * Pools and brackets drawn as people draw them (docs/events.md "Pools, brackets and a
 * consolante"): a bracket as a tree — a column a round, each match its two teams with their
 * seeds and totals, the team through in bold, a bye as "—" — with its placing matches under
 * the tree, labelled by the places they decide; a pool as its standings with the qualifying
 * places marked. One drawing for the organiser's screen (readable at 360 px: the tree scrolls
 * sideways inside its box), the projector (across a room) and the printed A4 bracket page.
 */
import { h } from "./dom.js";
import { t, num } from "./i18n.js";

/**
 * @typedef {{round: number, bracket_round: number, places: [number, number], table: number | null, A: number, B: number | null, totals: {A: number, B: number} | null, winner: number | null, result: string}} BracketMatch
 * @typedef {{bracket: string, name: string, size: number | null, teams: number | null, placing: string, first_round: number, seeds: number[] | null, slots: (number | null)[] | null, matches: BracketMatch[], places: {place: number, entrant: number}[]}} Bracket
 * @typedef {{places: [number, number | null], to: string}} Qualify
 * @typedef {{group: string, stage: string, qualify: Qualify[], standings: any[], teams: number[], schedule: [number | null, number | null][][]}} PoolView a pool: its teams in position order, its Berger schedule (each round's tables, `null` the dummy: a bye)
 */

/**
 * The label of the places a placing match decides: "3rd place", "5th–8th".
 * @param {[number, number]} places
 */
export function placesLabel(places) {
  const [lo, hi] = places;
  return hi - lo === 1 ? t("stage.place_match", { n: lo }) : t("stage.places", { lo, hi });
}

/**
 * What a match decides, by the places at stake: the final, a semi-final, a quarter-final on
 * the main line; else the places it is played for.
 * @param {[number, number]} places
 */
export function matchLabel(places) {
  const [lo, hi] = places;
  const span = hi - lo + 1;
  return lo === 1 && span <= 8 ? roundLabel(1, Math.log2(span)) : placesLabel(places);
}

/**
 * A round's name in a bracket of `rounds` rounds: the final, the semi-finals, the quarter-finals,
 * else "round r".
 * @param {number} rho
 * @param {number} rounds
 */
export function roundLabel(rho, rounds) {
  const left = rounds - rho;
  if (left === 0) return t("stage.final");
  if (left === 1) return t("stage.semi");
  if (left === 2) return t("stage.quarter");
  return t("stage.round_n", { n: rho });
}

/**
 * One match's box: its table, then each side — seed, name, total — the team through in bold.
 * @param {BracketMatch | null} m
 * @param {Bracket} b
 * @param {(n: number) => string} name
 * @param {string} [label]
 */
function matchBox(m, b, name, label) {
  const seedOf = (/** @type {number | null} */ team) => {
    if (team === null || !b.seeds) return "";
    const i = b.seeds.indexOf(team);
    return i < 0 ? "" : num(i + 1);
  };
  /** @param {"A" | "B"} side */
  const line = (side) => {
    const team = m ? m[side] : null;
    const through = m && m.winner !== null && m.winner === team;
    const total = m && m.totals ? num(m.totals[side]) : "";
    return h(
      "div",
      { class: "bk-side" + (through ? " through" : "") + (team === null ? " bye" : "") },
      h("span", { class: "bk-seed" }, seedOf(team)),
      h("bdi", { class: "bk-name" }, team === null ? (m ? "—" : "…") : name(team)),
      h("span", { class: "bk-total" }, total),
    );
  };
  return h(
    "div",
    { class: "bk-match" + (m && m.winner !== null ? " decided" : ""), "data-testid": m ? `bk-match-${b.bracket}-${m.round}-${m.A}` : null },
    label || (m && m.table !== null)
      ? h("div", { class: "bk-label" }, label ?? "", m && m.table !== null ? h("span", { class: "bk-table" }, t("stage.table_n", { n: m.table })) : null)
      : null,
    line("A"),
    line("B"),
  );
}

/**
 * A bracket as a tree, its placing matches under it, and its places.
 * @param {Bracket} b
 * @param {(n: number) => string} name
 * @param {{title?: boolean, rounds?: number}} [opts] `rounds`: the whole bracket's rounds, when
 *   `b` is a part of it (a printed half), for the rounds' names
 */
export function bracketTree(b, name, opts = {}) {
  const title = opts.title === false ? null : h("h3", { class: "bk-title" }, b.name);
  if (!b.seeds || !b.slots || !b.size) {
    const waiting = b.places.map((p) => name(p.entrant));
    return h(
      "section",
      { class: "bracket", "data-testid": `bracket-${b.bracket}` },
      title,
      h("p", { class: "empty" }, waiting.length ? t("stage.waiting_losers", { names: waiting.join(", ") }) : t("stage.not_seeded")),
    );
  }
  const rounds = Math.round(Math.log2(b.size));
  const slots = b.slots;
  const slotOf = (/** @type {number} */ team) => slots.indexOf(team);
  /** The main line's match of round `rho` in block `i`, if reached. */
  const mainMatch = (/** @type {number} */ rho, /** @type {number} */ i) =>
    b.matches.find((m) => m.bracket_round === rho && m.places[0] === 1 && Math.floor(slotOf(m.A) / 2 ** rho) === i) ?? null;
  const columns = [];
  for (let rho = 1; rho <= rounds; rho++) {
    const count = b.size / 2 ** rho;
    const boxes = [];
    for (let i = 0; i < count; i++) {
      const m = mainMatch(rho, i);
      // Two byes meet nowhere: their box is left out of round 1.
      const empty = rho === 1 && slots[2 * i] === null && slots[2 * i + 1] === null;
      boxes.push(h("div", { class: "bk-cell" }, empty ? null : matchBox(m, b, name)));
    }
    columns.push(
      h("div", { class: "bk-round", style: `--cells: ${count}` }, h("div", { class: "bk-round-name" }, roundLabel(rho, opts.rounds ?? rounds)), h("div", { class: "bk-cells" }, boxes)),
    );
  }
  const placing = b.matches.filter((m) => m.places[0] > 1 && m.B !== null);
  // A third-place match still to come has its box (its table and totals to fill in on paper).
  const third = b.placing === "third" && rounds >= 2 && !b.matches.some((m) => m.places[0] === 3);
  const placeLines = b.places.map((p) => h("li", null, h("span", { class: "bk-place" }, num(p.place)), " ", h("bdi", null, name(p.entrant))));
  return h(
    "section",
    { class: "bracket", "data-testid": `bracket-${b.bracket}` },
    title,
    h("div", { class: "bk-scroll" }, h("div", { class: "bk-tree", style: `--rounds: ${rounds}; --rows: ${b.size / 2}` }, columns)),
    placing.length || third
      ? h(
          "div",
          { class: "bk-placing" },
          placing.map((m) => matchBox(m, b, name, placesLabel(m.places))),
          third ? matchBox(null, b, name, placesLabel([3, 4])) : null,
        )
      : null,
    h("ol", { class: "bk-places", "data-testid": `bracket-places-${b.bracket}` }, placeLines),
  );
}

/**
 * Where place `p` of a pool goes, if anywhere (the next stage's id, or a bracket's).
 * @param {Qualify[]} qualify
 * @param {number | null} p
 */
export function goesTo(qualify, p) {
  if (p === null) return null;
  const q = qualify.find((x) => p >= x.places[0] && (x.places[1] === null || p <= x.places[1]));
  return q ? q.to : null;
}

/**
 * A pool's standings: rank, team, match points, points, difference; the qualifying places
 * marked with where they go.
 * @param {PoolView} pool
 * @param {{mp: boolean, label?: (id: string) => string}} opts `label`: a stage's or bracket's name by its id
 */
export function poolTable(pool, opts) {
  const label = opts.label ?? ((/** @type {string} */ id) => id);
  return h(
    "section",
    { class: "pool", "data-testid": `pool-${pool.group}` },
    h("h3", { class: "pool-title" }, t("stage.pool", { pool: pool.group })),
    h(
      "table",
      { class: "ev-standings pool-standings" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, t("ev.rank")),
          h("th", { scope: "col", class: "name" }, t("ev.team")),
          opts.mp ? h("th", { scope: "col" }, t("ev.match_points")) : null,
          h("th", { scope: "col" }, t("ev.points")),
          h("th", { scope: "col" }, t("ev.difference")),
          h("th", { scope: "col" }, t("stage.goes")),
        ),
      ),
      h(
        "tbody",
        null,
        pool.standings.map((r) => {
          const next = goesTo(pool.qualify, r.place);
          const to = r.to ?? (next === null ? null : label(next));
          return h(
            "tr",
            { class: (r.withdrawn ? "withdrawn " : "") + (to ? "qualified" : ""), "data-testid": "pool-row", "data-entrant": r.entrant },
            h("td", { class: "rank" }, num(r.rank)),
            h("td", { class: "name" }, h("bdi", null, r.name)),
            opts.mp ? h("td", { class: "big" }, num(r.match_points)) : null,
            h("td", { class: opts.mp ? "num" : "big" }, num(r.points)),
            h("td", { class: "num" }, h("bdi", { dir: "ltr" }, r.difference > 0 ? `+${num(r.difference)}` : num(r.difference))),
            h("td", { class: "num goes" }, to ? h("span", { class: "ev-tag goes-tag" }, to) : ""),
          );
        }),
      ),
    ),
  );
}
