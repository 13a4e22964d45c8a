// @ts-check
/**
 * The printed pages of a staged event (docs/events.md "The table phones, the projector, the
 * printed pages"): a **bracket page** a bracket, A4 landscape — the seeds and names in the
 * first column, a box for each later match with its table number and room for both totals,
 * the placing matches under the tree labelled by places; a bracket of more than 32 slots on
 * several pages, a half a page, then a page for the last rounds — and a **pool sheet** a pool:
 * its teams, its Berger schedule (round → tables) and a cross-table to fill in. Names are
 * printed as typed; no table code appears on either.
 */
import { h } from "../dom.js";
import { t, num } from "../i18n.js";
import { bracketTree, placesLabel } from "../bracket.js";

/** @typedef {import("../event-state.js").EventScreen} EventScreen */
/** @typedef {import("../bracket.js").Bracket} Bracket */
/** @typedef {import("../bracket.js").PoolView} PoolView */

/**
 * A page's head: the event, its date, what the page is.
 * @param {EventScreen} s
 * @param {string} what
 */
function head(s, what) {
  return h(
    "header",
    { class: "print-head" },
    h("p", { class: "print-event" }, s.name),
    h("p", { class: "print-meta" }, `${s.date} · ${t("variant." + s.variant)}`),
    h("h1", { class: "print-what" }, what),
  );
}

/**
 * The part of bracket `b` whose slots run from `from` for `size` slots: its own bracket of
 * those teams' matches.
 * @param {Bracket} b
 * @param {number} from
 * @param {number} size
 * @returns {Bracket}
 */
function part(b, from, size) {
  const slots = /** @type {(number | null)[]} */ (b.slots).slice(from, from + size);
  const inside = new Set(slots.filter((x) => x !== null));
  return {
    ...b,
    size,
    slots,
    matches: b.matches.filter((m) => m.places[0] === 1 && inside.has(m.A) && (m.B === null || inside.has(m.B))),
    places: [],
  };
}

/**
 * The pages of one bracket: one page up to 32 slots; above, a page a half (its rounds up to
 * the semi-final of the whole) and a page for the last rounds and the placing matches.
 * @param {EventScreen} s
 * @param {Bracket} b
 */
function bracketPages(s, b) {
  const name = (/** @type {number} */ n) => s.entrants[n - 1]?.name ?? `#${n}`;
  const page = (/** @type {string} */ what, /** @type {Node} */ body) =>
    h("section", { class: "print-page print-bracket-page", "data-testid": `print-bracket-${b.bracket}` }, head(s, what), body);
  if (!b.size || !b.slots || b.size <= 32) return [page(b.name, bracketTree(b, name, { title: false }))];
  const rounds = Math.round(Math.log2(b.size));
  const half = b.size / 2;
  const last = {
    ...b,
    matches: b.matches.filter((m) => m.bracket_round === rounds || m.places[0] > 1),
  };
  return [
    page(`${b.name} · 1/2`, bracketTree(part(b, 0, half), name, { title: false, rounds })),
    page(`${b.name} · 2/2`, bracketTree(part(b, half, half), name, { title: false, rounds })),
    page(
      `${b.name} · ${t("stage.final")}`,
      h(
        "div",
        { class: "bk-placing" },
        last.matches.map((m) =>
          h("div", { class: "bk-match" }, h("div", { class: "bk-label" }, m.places[0] === 1 ? t("stage.final") : placesLabel(m.places)), h("div", { class: "bk-side" }, h("bdi", null, name(m.A))), h("div", { class: "bk-side" }, h("bdi", null, m.B === null ? "—" : name(m.B)))),
        ),
      ),
    ),
  ];
}

/**
 * Every bracket of the event's latest knockout, a page (or more) each.
 * @param {EventScreen} s
 */
export function bracketsPrint(s) {
  return (s.stages?.brackets ?? []).flatMap((b) => bracketPages(s, b));
}

/**
 * A pool's sheet: its teams by position, the Berger schedule, a cross-table to fill in.
 * @param {EventScreen} s
 * @param {PoolView} p
 */
function poolSheet(s, p) {
  const name = (/** @type {number | null} */ n) => (n === null ? t("print.bye") : s.entrants[n - 1]?.name ?? `#${n}`);
  return h(
    "section",
    { class: "print-page print-pool-sheet", "data-testid": `print-pool-${p.group}` },
    head(s, t("stage.pool", { pool: p.group })),
    h("ol", { class: "print-pool-teams" }, p.teams.map((n) => h("li", null, h("strong", null, name(n))))),
    h("h2", null, t("print.schedule")),
    h(
      "table",
      { class: "print-list print-schedule" },
      h("tbody", null, p.schedule.map((tables, r) =>
        h(
          "tr",
          null,
          h("th", { scope: "row" }, t("stage.round_n", { n: r + 1 })),
          h("td", null, tables.map(([a, b]) => (a === null || b === null ? `${name(a === null ? b : a)} (${t("print.bye")})` : `${name(a)} – ${name(b)}`)).join(" · ")),
        ),
      )),
    ),
    h("h2", null, t("print.cross_table")),
    h(
      "table",
      { class: "print-grid print-cross" },
      h("thead", null, h("tr", null, h("th", null, ""), p.teams.map((_, i) => h("th", { scope: "col" }, num(i + 1))), h("th", { scope: "col" }, t("ev.points")), h("th", { scope: "col" }, t("ev.rank")))),
      h("tbody", null, p.teams.map((n, i) =>
        h(
          "tr",
          null,
          h("th", { scope: "row" }, `${num(i + 1)}. `, name(n)),
          p.teams.map((_, j) => h("td", { class: i === j ? "none" : "" }, "")),
          h("td", null, ""),
          h("td", null, ""),
        ),
      )),
    ),
  );
}

/**
 * A sheet for each pool of the latest pools stage.
 * @param {EventScreen} s
 */
export function poolSheetsPrint(s) {
  return (s.stages?.pools ?? []).map((p) => poolSheet(s, p));
}
