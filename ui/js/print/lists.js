// @ts-check
/**
 * The printed lists of an event, for the wall or the prize-giving: the table plan of a round
 * (who plays whom at which table, and who sits out — no codes: a code lets its holder enter the
 * table's deals, so it is on the table's own sheet only), the standings and the prize list.
 * Long lists run on over several A4 pages, their column heads repeated on each.
 */
import { h } from "../dom.js";
import { t, listOf } from "../i18n.js";
import { pageHead } from "./sheet.js";

/** @typedef {import("./sheet.js").PrintPages} PrintPages */

/**
 * A table of rows with its column heads.
 * @param {string} kind
 * @param {(string | null)[]} heads the columns (null: left out)
 * @param {any[][]} rows each row's cells, in the heads' order
 */
function list(kind, heads, rows) {
  const keep = heads.map((x) => x !== null);
  return h(
    "table",
    { class: `print-list print-${kind}` },
    h("thead", null, h("tr", null, heads.filter((x) => x !== null).map((x) => h("th", { scope: "col" }, x)))),
    h(
      "tbody",
      null,
      rows.map((cells) => h("tr", null, cells.filter((_, i) => keep[i]).map((c) => h("td", null, c)))),
    ),
  );
}

/**
 * A side of the plan: its name, and its players when they say more.
 * @param {import("./sheet.js").SheetTable} tb
 * @param {"A" | "B"} side
 */
function side(tb, side) {
  const players = tb.players[side].join(" & ");
  return [h("strong", null, tb.names[side]), players && players !== tb.names[side] ? h("small", null, ` (${players})`) : null];
}

/** The table plan of the round. @param {PrintPages} p */
export function planPage(p) {
  return h(
    "section",
    { class: "print-page print-plan-page" },
    pageHead(p, t("print.plan_title", { round: p.round, rounds: p.rounds })),
    list(
      "plan",
      [t("print.table"), "A", "", "B"],
      p.tables.map((tb) => [h("span", { class: "print-big" }, String(tb.table)), side(tb, "A"), t("ev.vs"), side(tb, "B")]),
    ),
    p.byes.length ? h("p", { class: "print-byes" }, t("ev.byes", { names: listOf(p.byes.map((b) => b.name)) })) : null,
  );
}

/**
 * A signed number: +12, 0, −7.
 * @param {number} n
 */
const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** The standings as they are now (final once every table is complete). @param {PrintPages} p */
export function standingsPage(p) {
  const mp = p.uses_match_points;
  const title = p.finished ? t("print.final_standings") : t("ev.standings_after", { n: p.current });
  return h(
    "section",
    { class: "print-page print-standings-page" },
    pageHead(p, title),
    list(
      "standings",
      [t("ev.rank"), t(p.entrants === "teams" ? "ev.team" : "ev.player"), mp ? t("ev.match_points") : null, t("ev.points"), t("ev.against"), t("ev.difference"), t("ev.played"), t("ev.wdl"), t("ev.prize")],
      p.standings.map((st) => [
        String(st.rank),
        [st.name, st.withdrawn ? h("small", null, ` (${t("ev.withdrawn")})`) : null],
        String(st.match_points),
        String(st.points),
        String(st.against),
        signed(st.difference),
        String(st.played),
        `${st.wins}-${st.draws}-${st.losses}` + (st.byes ? ` (+${st.byes})` : ""),
        st.prize === null ? "" : String(st.prize),
      ]),
    ),
  );
}

/** The prize list, by prize number; the booby prize said so. @param {PrintPages} p */
export function prizesPage(p) {
  return h(
    "section",
    { class: "print-page print-prizes-page" },
    pageHead(p, p.finished ? t("print.prizes_title") : t("print.prizes_so_far", { n: p.current })),
    p.prizes.length
      ? list(
          "prizes",
          [t("ev.prize"), t(p.entrants === "teams" ? "ev.team" : "ev.player"), t("print.rank"), t("ev.points")],
          p.prizes.map((x) => [
            h("span", { class: "print-big" }, String(x.prize)),
            [x.name, x.booby ? h("small", null, ` (${t("ev.booby")})`) : null, x.withdrawn ? h("small", null, ` (${t("ev.withdrawn")})`) : null],
            String(x.rank),
            String(x.points),
          ]),
        )
      : h("p", null, t("print.no_prizes")),
  );
}
