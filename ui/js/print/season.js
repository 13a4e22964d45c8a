// @ts-check
/**
 * A season's pages on A4, like an event's standings: the season's table (each evening's score,
 * what counts in bold, what does not struck through, an excused absence marked; the total or
 * average; the evenings listed under it) and the capots' side ranking. Long tables run on over
 * several pages, their column heads repeated on each. Names go into the page as text.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { printPages } from "./panel.js";
import { rulesLine, averageText } from "../season-text.js";

/** @typedef {import("../season-state.js").SeasonScreen} SeasonScreen */

/**
 * The header of a season's page: the season, how it counts, and what the page is.
 * @param {SeasonScreen} s
 * @param {string} what
 */
function head(s, what) {
  const st = s.standings;
  const finals = st.events.filter((e) => e.final).length;
  return h(
    "header",
    { class: "print-head" },
    h("p", { class: "print-event" }, st.name),
    h("p", { class: "print-meta" }, `${rulesLine(s.definition)} · ${t("season.final_of", { n: finals, total: st.events.length })}`),
    h("h1", { class: "print-what" }, what),
  );
}

/** The season's table. @param {SeasonScreen} s */
function tablePage(s) {
  const st = s.standings;
  const average = s.definition.ranking.aggregate === "average";
  const mark = t("season.absent_short");
  return h(
    "section",
    { class: "print-page print-season-page" },
    head(s, t("season.print_table")),
    h(
      "table",
      { class: "print-list print-season" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, t("ev.rank")),
          h("th", { scope: "col" }, t(s.definition.ranking.rank === "teams" ? "ev.team" : "ev.player")),
          st.events.map((e, i) => h("th", { scope: "col", class: "num" }, String(i + 1), e.final ? "" : "*")),
          h("th", { scope: "col", class: "num" }, t(average ? "season.average" : "season.total")),
          h("th", { scope: "col", class: "num" }, t("ev.played")),
        ),
      ),
      h(
        "tbody",
        null,
        st.standings.map((line) =>
          h(
            "tr",
            { class: line.eligible ? null : "not-eligible" },
            h("td", null, line.rank === null ? "" : h("span", { class: "print-big" }, String(line.rank))),
            h("td", null, line.name),
            st.events.map((e) => {
              const r = line.results.find((x) => x.event === e.event);
              if (!r) return h("td", { class: "num" }, "–");
              const text = `${r.score}${r.absent ? mark : ""}`;
              return h("td", { class: "num" }, r.counted ? h("strong", null, text) : h("s", null, text));
            }),
            h("td", { class: "num" }, h("strong", null, average && line.average !== null ? averageText(line.average) : String(line.total))),
            h("td", { class: "num" }, String(line.played)),
          ),
        ),
      ),
    ),
    h("p", { class: "print-legend" }, t("season.legend", { a: mark })),
    h(
      "ol",
      { class: "print-season-events" },
      st.events.map((e) =>
        h("li", null, `${e.name} · ${e.date}`, e.period === null ? "" : ` · ${t("season.period_n", { n: e.period })}`, e.final ? "" : ` · * ${t("season.not_final")}`),
      ),
    ),
  );
}

/** The capots' side ranking. @param {SeasonScreen} s */
function capotsPage(s) {
  const list = s.standings.sides.capots || [];
  return h(
    "section",
    { class: "print-page print-season-page" },
    head(s, t("season.print_capots")),
    list.length
      ? h(
          "table",
          { class: "print-list" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { scope: "col" }, t("ev.rank")),
              h("th", { scope: "col" }, t(s.definition.ranking.rank === "teams" ? "ev.team" : "ev.player")),
              h("th", { scope: "col" }, t("season.capots_h")),
            ),
          ),
          h(
            "tbody",
            null,
            list.map((c) => h("tr", null, h("td", null, h("span", { class: "print-big" }, String(c.rank))), h("td", null, c.name), h("td", null, String(c.capots)))),
          ),
        )
      : h("p", null, t("season.capots_none")),
  );
}

/**
 * Prints the season's table or its capots.
 * @param {SeasonScreen} s
 * @param {"table" | "capots"} kind
 */
export function printSeason(s, kind) {
  const what = t(kind === "table" ? "season.print_table" : "season.print_capots");
  printPages(`season-${kind}`, kind === "table" ? tablePage(s) : capotsPage(s), `${s.standings.name} – ${what}`);
}
