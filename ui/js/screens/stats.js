// @ts-check
/**
 * The Stats tab: reviewing the history. Three views of the same matches — the leaderboard
 * ("who is the best player among us?", with head to head one tap from a row: "how do we do
 * against them?"), the statistics as cards, and the records — under one set of filters (a game
 * or a family, a player or a team, a period). Everything comes from one read of the history
 * (`history_overview`); a record or a head-to-head result opens its match, read only.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { render, call, errorBox } from "../state.js";
import { filterBar, reviewFilter } from "./review-filter.js";
import { leaderboard, contenderOf } from "./review-leaderboard.js";
import { statsCards } from "./review-cards.js";
import { recordsView } from "./review-records.js";
import { openH2h, closeH2h, h2hOpen, h2hView } from "./review-h2h.js";
import { reviewOver, closeReview } from "./review-match.js";

/**
 * The store's overview: statistics, ratings and records of the same matches.
 * @typedef {{
 *   statistics: import("./review-cards.js").Statistics,
 *   ratings: import("./review-leaderboard.js").Ratings,
 *   records: {records: import("./review-records.js").Record[]}
 * }} Overview
 */

const hub = {
  /** @type {"ratings" | "stats" | "records"} */
  tab: "ratings",
  /** @type {Overview | null} */
  data: null,
  /** the last question asked (older answers are dropped) */
  asked: 0,
};

/** Opens the tab: leaves a match or a head to head on show, loads what the filters keep. */
export async function loadStats() {
  closeReview();
  closeH2h();
  await reloadStats();
}

/**
 * Loads what the filters keep. A filter's reload never closes a match or a head to head opened
 * meanwhile (a tap right after typing a name).
 */
async function reloadStats() {
  const n = ++hub.asked;
  const data = /** @type {Overview | null} */ (await call("history_overview", { filter: reviewFilter() }));
  if (n !== hub.asked || !data) return;
  hub.data = data;
  render();
}

/** The three views, as a segmented control. */
function tabs() {
  const tab = (/** @type {typeof hub.tab} */ id) =>
    h(
      "button",
      {
        type: "button",
        class: "review-tab",
        "aria-pressed": hub.tab === id ? "true" : "false",
        "data-testid": `review-tab-${id}`,
        onclick: () => {
          hub.tab = id;
          render();
        },
      },
      t(`review.tab.${id}`),
    );
  return h("div", { class: "review-tabs", role: "group", "aria-label": t("stats.title") }, tab("ratings"), tab("stats"), tab("records"));
}

export function statsView() {
  const reviewing = reviewOver("stats");
  if (reviewing) return reviewing;
  if (h2hOpen()) return h2hView(render);
  const d = hub.data;
  let body = null;
  if (d) {
    if (hub.tab === "ratings") body = leaderboard(d.ratings, (first, second) => openH2h(contenderOf(first), contenderOf(second), reviewFilter()));
    else if (hub.tab === "stats") body = statsCards(d.statistics);
    else body = recordsView(d.records);
  }
  return h(
    "section",
    { class: "stats review", "data-testid": "stats" },
    h("h1", null, t("stats.title")),
    tabs(),
    filterBar(reloadStats),
    errorBox(),
    d ? body : h("p", { class: "empty" }, "…"),
  );
}
