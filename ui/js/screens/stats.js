// @ts-check
/**
 * The Stats tab: the statistics of the matches the filters keep (a game or a family, a player
 * or a team, a period), as cards — one column at phone width, details on a tap.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { render, call, errorBox } from "../state.js";
import { filterBar, reviewFilter } from "./review-filter.js";
import { statsCards } from "./review-cards.js";

/** @type {{statistics: import("./review-cards.js").Statistics} | null} */
let data = null;
/** the last question asked (older answers are dropped) */
let asked = 0;

/** Loads what the filters keep. */
export async function loadStats() {
  const n = ++asked;
  const answer = await call("history_overview", { filter: reviewFilter() });
  if (n !== asked || !answer) return;
  data = /** @type {any} */ (answer);
  render();
}

export function statsView() {
  return h(
    "section",
    { class: "stats review", "data-testid": "stats" },
    h("h1", null, t("stats.title")),
    filterBar(loadStats),
    errorBox(),
    data ? statsCards(data.statistics) : h("p", { class: "empty" }, "…"),
  );
}
