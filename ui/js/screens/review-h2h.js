// @ts-check
/**
 * Head to head: how two players (or two fixed teams) do against each other over the matches
 * the filters keep — wins, points for and against, how they do as partners, and the results,
 * the last first, each a tap away from its match (or, for an event's table, from that table in
 * its event).
 */
import { h } from "../dom.js";
import { t, locale } from "../i18n.js";
import { render, call, errorBox } from "../state.js";
import { openReview } from "./review-match.js";
import { go } from "../nav.js";
import { openEvent, openTable } from "../event-state.js";

/**
 * Opens an event's table from its game id `EVENT/ROUND/TABLE` (read only once its round is over).
 * @param {string} id
 */
async function openEventTable(id) {
  const [event, round, table] = id.split("/");
  go("events");
  await openEvent(event);
  await openTable(Number(round), Number(table));
}

/**
 * The store's head to head.
 * @typedef {{kind: string, name: string, key: string}} Contender
 * @typedef {{source: "match" | "event_table", id: string, when: string, variant: string, first_side: string, teams: import("../state.js").Teams, points: [number, number], outcome: "first" | "second" | "draw"}} H2hGame
 * @typedef {{
 *   first: Contender, second: Contender, games: number, won: [number, number], drawn: number,
 *   points: [number, number], results: H2hGame[], partners: {games: number, won: number, lost: number, drawn: number}
 * }} HeadToHead
 */

/** @type {{first: string, second: string, data: HeadToHead | null} | null} the head to head on show */
let duel = null;

/** How many results are listed. */
const SHOWN = 20;

/**
 * Opens head to head of two contenders as the back end names them (`player:NAME`,
 * `pair:NAME & NAME`), over the matches `filter` keeps.
 * @param {string} first
 * @param {string} second
 * @param {Record<string, unknown>} filter
 */
export async function openH2h(first, second, filter) {
  const mine = { first, second, data: null };
  duel = mine;
  render();
  const data = /** @type {HeadToHead | null} */ (await call("history_h2h", { first, second, filter }));
  if (duel !== mine) return;
  if (data) mine.data = data;
  else duel = null;
  render();
}

export function closeH2h() {
  duel = null;
}

/** Whether a head to head is on show. */
export function h2hOpen() {
  return duel !== null;
}

/** @param {H2hGame} g */
function resultLine(g) {
  const mark = g.outcome === "first" ? "✓" : g.outcome === "second" ? "✗" : "=";
  const said = t(g.outcome === "draw" ? "review.h2h_draw" : "review.h2h_won_by", { name: g.outcome === "first" ? duel?.data?.first.name ?? "" : duel?.data?.second.name ?? "" });
  return h(
    "li",
    null,
    h(
      "button",
      // A match opens for review; an event's table opens in its event.
      { type: "button", class: `h2h-result outcome-${g.outcome}`, "data-testid": "h2h-result", onclick: () => (g.source === "match" ? openReview(g.id) : openEventTable(g.id)) },
      h("span", { class: "h2h-mark", "aria-hidden": "true" }, mark),
      h(
        "span",
        { class: "h2h-line" },
        h("span", { class: "h2h-score" }, `${g.points[0]} – ${g.points[1]}`),
        h("span", { class: "h2h-meta" }, `${said} · ${t("variant." + g.variant)} · ${new Date(g.when).toLocaleDateString(locale())}`),
      ),
    ),
  );
}

/**
 * The head to head on show.
 * @param {() => void} back leaves it (for the leaderboard)
 */
export function h2hView(back) {
  const backButton = h(
    "button",
    {
      type: "button",
      class: "secondary review-back",
      "data-testid": "h2h-back",
      onclick: () => {
        duel = null;
        back();
      },
    },
    h("span", { class: "mirror", "aria-hidden": "true" }, "←"), " ",
    t("review.tab.ratings"),
  );
  const d = duel?.data;
  if (!d) return h("section", { class: "h2h" }, backButton, h("p", { class: "empty" }, "…"), errorBox());
  const players = d.first.kind === "player" && d.second.kind === "player";
  return h(
    "section",
    { class: "h2h", "data-testid": "h2h" },
    backButton,
    h("h1", null, t("review.h2h_title")),
    h(
      "div",
      { class: "totals h2h-totals" },
      [0, 1].map((i) =>
        h(
          "div",
          { class: `total team-${i ? "B" : "A"}` },
          h("div", { class: "team-name", "data-testid": `h2h-name-${i ? "second" : "first"}` }, (i ? d.second : d.first).name),
          h("div", { class: "big-number", "data-testid": `h2h-won-${i ? "second" : "first"}` }, String(d.won[i])),
          h("div", { class: "to-target" }, t("review.h2h_wins", { n: d.won[i] })),
        ),
      ),
    ),
    h(
      "p",
      { class: "h2h-summary", "data-testid": "h2h-summary" },
      d.games === 0 ? t("review.h2h_never") : t("review.h2h_games", { n: d.games, drawn: d.drawn }),
    ),
    d.games
      ? h(
          "dl",
          { class: "stat-grid h2h-points" },
          h("dt", null, t("review.points_for", { name: d.first.name })),
          h("dd", { "data-testid": "h2h-points-first" }, String(d.points[0])),
          h("dt", null, t("review.points_for", { name: d.second.name })),
          h("dd", { "data-testid": "h2h-points-second" }, String(d.points[1])),
        )
      : null,
    players && d.partners.games
      ? h("p", { class: "h2h-partners", "data-testid": "h2h-partners" }, t("review.h2h_partners", { n: d.partners.games, won: d.partners.won }))
      : null,
    d.results.length ? [h("h2", null, t("review.h2h_last")), h("ul", { class: "plain-list h2h-results" }, d.results.slice(0, SHOWN).map(resultLine))] : null,
    errorBox(),
  );
}
