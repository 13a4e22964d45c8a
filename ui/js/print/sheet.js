// @ts-check
/**
 * A table's score sheet, one A4 page: the event, the round and the table's number in big
 * figures, both sides' names (and players), the table's code with its QR code, and a grid with
 * a line per deal — each side's points and running total — to write by hand, then the final
 * score and the signatures. Names go into the page as text (textContent), never as markup.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { qrImage } from "../screens/phones-panel.js";

/**
 * @typedef {{A: string, B: string}} SideNames
 * @typedef {{table: number, code: string, A: number[], B: number[], names: SideNames, players: {A: string[], B: string[]}, deals: number, complete: boolean, totals: {A: number, B: number}, group: string | null, places: [number, number] | null, date: string, qr_text: string, qr_svg: string}} SheetTable
 * @typedef {{entrant: number, name: string}} Named
 * @typedef {{prize: number, rank: number, entrant: number, name: string, points: number, withdrawn: boolean, booby: boolean}} Prize
 * @typedef {import("../event-state.js").Standing} Standing
 * @typedef {{
 *   event: string, name: string, date: string, variant: string, entrants: "teams" | "players",
 *   round: number, current: number, rounds: number, deals: number | null, uses_match_points: boolean,
 *   qr: "page" | "code", tables: SheetTable[], byes: Named[], standings: Standing[], prizes: Prize[], finished: boolean
 * }} PrintPages what `event_print` answers
 */

/** Lines of a sheet for a game to the target (no fixed number of deals). */
export const GAME_LINES = 24;

/**
 * The header every printed page starts with: the event, its date and game, and what the page is.
 * @param {PrintPages} p
 * @param {string} what
 */
export function pageHead(p, what) {
  return h(
    "header",
    { class: "print-head" },
    h("p", { class: "print-event" }, p.name),
    h("p", { class: "print-meta" }, `${p.date} · ${t("variant." + p.variant)}`),
    h("h1", { class: "print-what" }, what),
  );
}

/**
 * A side on the sheet: its letter, name and players.
 * @param {SheetTable} tb
 * @param {"A" | "B"} side
 */
function sideBox(tb, side) {
  const players = tb.players[side];
  return h(
    "div",
    { class: `print-side side-${side}` },
    h("span", { class: "print-side-letter" }, side),
    h("span", { class: "print-side-name", "data-side": side }, tb.names[side]),
    players.length && players.join(" & ") !== tb.names[side] ? h("span", { class: "print-side-players" }, players.join(" & ")) : null,
  );
}

/**
 * The grid of deals: a line a deal, each side's points and running total, then the final score.
 * @param {PrintPages} p
 * @param {SheetTable} tb
 */
function grid(p, tb) {
  const lines = p.deals ?? GAME_LINES;
  const empty = () => [h("td", { class: "pts" }), h("td", { class: "tot" })];
  return h(
    "table",
    { class: "print-grid" },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", { rowspan: 2, class: "no" }, t("print.deal")),
        h("th", { colspan: 2, class: "side" }, "A · ", tb.names.A),
        h("th", { colspan: 2, class: "side" }, "B · ", tb.names.B),
      ),
      h("tr", null, [0, 1].map(() => [h("th", null, t("print.points")), h("th", null, t("print.running"))])),
    ),
    h(
      "tbody",
      null,
      Array.from({ length: lines }, (_, i) => h("tr", null, h("td", { class: "no" }, String(i + 1)), empty(), empty())),
    ),
    h("tfoot", null, h("tr", null, h("th", { class: "no" }, t("print.final")), h("td", { colspan: 2 }), h("td", { colspan: 2 }))),
  );
}

/**
 * One table's sheet, an A4 page.
 * @param {PrintPages} p
 * @param {SheetTable} tb
 */
export function scoreSheet(p, tb) {
  const lines = p.deals ?? GAME_LINES;
  const page = h(
    "section",
    { class: "print-page print-sheet", "data-table": tb.table },
    h(
      "div",
      { class: "print-sheet-top" },
      h(
        "div",
        { class: "print-sheet-title" },
        // A sheet prints its round's date: its session's in an event with sessions.
        pageHead({ ...p, date: tb.date ?? p.date }, t("print.sheet_title", { table: tb.table, round: p.round, rounds: p.rounds })),
        h("p", { class: "print-format" }, p.deals ? t("print.deals_n", { n: p.deals }) : t("print.to_target")),
        h("div", { class: "print-sides" }, sideBox(tb, "A"), h("span", { class: "print-vs" }, t("ev.vs")), sideBox(tb, "B")),
      ),
      h(
        "figure",
        { class: "print-code" },
        qrImage(tb.qr_svg, t("ev.qr_of", { n: tb.table }), `print-qr-${tb.table}`),
        h("figcaption", null, h("span", { class: "print-code-label" }, t("print.code")), h("strong", { class: "print-code-text" }, tb.code), h("small", null, t(p.qr === "page" ? "print.scan_page" : "print.scan_code"))),
      ),
    ),
    grid(p, tb),
    h("p", { class: "print-sign" }, h("span", null, t("print.signatures")), h("span", { class: "print-line" }, "A"), h("span", { class: "print-line" }, "B")),
  );
  // The lines share the page's height: 12 deals get roomy lines, 40 still fit on one page.
  page.style.setProperty("--lines", String(lines));
  return page;
}
