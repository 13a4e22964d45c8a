// @ts-check
/** The Stats tab: teams' and players' records, each variant's totals, the open match's chart. */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { state, render, call, errorBox } from "../state.js";
import { progressChart } from "../chart.js";

/** @type {any} */
let stats = null;

export async function loadStats() {
  const s = await call("statistics", {});
  if (s) {
    stats = s;
    render();
  }
}

/** @param {any[]} rows */
function statsTable(rows) {
  if (!rows || rows.length === 0) return h("p", { class: "empty" }, t("stats.none"));
  const pct = (/** @type {number} */ a, /** @type {number} */ b) => (b ? Math.round((100 * a) / b) + "%" : "–");
  return h(
    "div",
    { class: "table-scroll" },
    h(
      "table",
      { class: "stats-table" },
      h("thead", null, h("tr", null, ["stats.name", "stats.variant", "stats.games", "stats.won", "stats.taken", "stats.made", "stats.insides", "stats.capots", "stats.avg", "stats.streak", "stats.doubles"].map((k) => h("th", { scope: "col" }, t(k))))),
      h(
        "tbody",
        null,
        rows.map((r) =>
          h(
            "tr",
            null,
            h("th", { scope: "row" }, r.name),
            h("td", null, t("variant." + r.variant)),
            h("td", null, String(r.games_played)),
            h("td", null, String(r.games_won)),
            h("td", null, String(r.rounds_taken)),
            h("td", null, pct(r.rounds_made, r.rounds_taken)),
            h("td", null, String(r.insides)),
            h("td", null, String(r.capots)),
            h("td", null, (r.avg_points_per_round ?? 0).toFixed(1)),
            h("td", null, String(r.longest_win_streak)),
            h("td", null, `${r.doubles.won}/${r.doubles.count}`),
          ),
        ),
      ),
    ),
  );
}

export function statsView() {
  return h(
    "section",
    { class: "stats" },
    h("h1", null, t("stats.title")),
    !stats ? h("p", null, "…") : null,
    stats ? [h("h2", null, t("stats.teams")), statsTable(stats.teams), h("h2", null, t("stats.players")), statsTable(stats.players)] : null,
    stats
      ? [
          h("h2", null, t("stats.variants")),
          h(
            "ul",
            { class: "plain" },
            (stats.variants || []).map((/** @type {any} */ v) =>
              h("li", null, `${t("variant." + v.variant)}: ${t("stats.variant_line", { matches: v.matches, rounds: v.rounds, made: v.made, inside: v.insides, litiges: v.litiges, capots: v.capots })}`),
            ),
          ),
        ]
      : null,
    state.match && state.match.rounds.length > 0 ? [h("h2", null, t("stats.progression")), progressChart(state.match)] : null,
    errorBox(),
  );
}
