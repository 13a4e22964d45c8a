// @ts-check
/**
 * The leaderboard: every player (or fixed team) with their rating, how sure it is, and their
 * form — best first, as the store ranks them (by the low end of the rating's range). A tap on
 * a row shows its record; its ⚔ button asks for an opponent and opens head to head.
 */
import { h, chips } from "../dom.js";
import { t, locale } from "../i18n.js";
import { render } from "../state.js";
import { sparkline } from "../chart.js";
import { openReview } from "./review-match.js";

/**
 * A rated player or fixed team (the store's `Rated`).
 * @typedef {{
 *   rank: number, name: string, key: string, players: string[], team_name: string,
 *   rating: number, uncertainty: number, conservative: number,
 *   games: number, won: number, lost: number, drawn: number, last_game: string, last_played: string,
 *   trend: number[], change: number
 * }} Rated
 * @typedef {{games: number, players: Rated[], teams: Rated[], system: any}} Ratings
 */

/** What the leaderboard shows: players or teams, the row opened, the row picking an opponent. */
export const board = {
  /** @type {"players" | "teams"} */
  side: "players",
  /** @type {string | null} key of the row whose details are open */
  open: null,
  /** @type {Rated | null} the row whose opponent is being picked */
  picking: null,
};

/** The top of the scale the ratings' ranges are drawn on (a newcomer's range is 0 to 50). */
const SCALE = 50;

/** @param {number} x */
const one = (x) => x.toLocaleString(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * How a player or team is named to the back end's head to head: a player by their name, a
 * fixed team as its two players.
 * @param {Rated} r
 */
export function contenderOf(r) {
  return r.players.length === 2 ? `pair:${r.players[0]} & ${r.players[1]}` : `player:${r.name}`;
}

/**
 * The range a rating is almost surely in (μ ± 3σ), as a band on a scale of 0 to 50 with the
 * rating as a dot: a newcomer's band spans it all, a regular's is narrow. (SVG: the app's
 * content security policy allows no inline styles.)
 * @param {Rated} r
 */
function rangeBar(r) {
  const at = (/** @type {number} */ v) => (100 * Math.min(Math.max(v, 0), SCALE)) / SCALE;
  const lo = at(r.rating - 3 * r.uncertainty);
  const hi = at(r.rating + 3 * r.uncertainty);
  const root = svgEl("svg", { viewBox: "0 0 100 12", preserveAspectRatio: "none", class: "lb-range", "aria-hidden": "true" });
  root.append(
    svgEl("rect", { x: 0, y: 3, width: 100, height: 6, rx: 3, class: "lb-range-track" }),
    svgEl("rect", { x: lo, y: 3, width: Math.max(hi - lo, 1), height: 6, rx: 3, class: "lb-range-band" }),
    svgEl("rect", { x: Math.max(at(r.rating) - 1.5, 0), y: 0, width: 3, height: 12, class: "lb-range-dot" }),
  );
  return root;
}

/**
 * An SVG element.
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svgEl(tag, attrs) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * The form of the moment: the trend's sparkline and how much it moved.
 * @param {Rated} r
 */
function form(r) {
  if (r.trend.length < 2) return null;
  const games = r.trend.length - 1;
  const moved = r.change > 0 ? `▲ ${one(r.change)}` : r.change < 0 ? `▼ ${one(-r.change)}` : "= 0";
  const said = t("review.trend", { change: (r.change > 0 ? "+" : "") + one(r.change), n: games });
  return h(
    "span",
    { class: "lb-form", title: said },
    sparkline(r.trend, said),
    h("span", { class: "lb-change " + (r.change > 0 ? "up" : r.change < 0 ? "down" : "flat"), "data-testid": "lb-change" }, moved),
  );
}

/**
 * A row's details: its record, its rating's numbers, its last game.
 * @param {Rated} r
 */
function details(r) {
  const item = (/** @type {string} */ key, /** @type {any} */ value) => [h("dt", null, t(key)), h("dd", null, String(value))];
  return h(
    "div",
    { class: "lb-details", "data-testid": "lb-details" },
    h(
      "dl",
      { class: "stat-grid" },
      item("review.won_lost", `${r.won} – ${r.lost}` + (r.drawn ? ` (${t("review.drawn_n", { n: r.drawn })})` : "")),
      item("review.rating", one(r.rating)),
      item("review.uncertainty", `± ${one(3 * r.uncertainty)}`),
      item("review.floor", one(r.conservative)),
      r.team_name ? item("review.team_name", r.team_name) : null,
    ),
    r.last_game
      ? h(
          "button",
          { type: "button", class: "link", "data-testid": "lb-last-game", onclick: () => openReview(r.last_game) },
          t("review.last_game", { date: new Date(r.last_played).toLocaleDateString(locale()) }),
        )
      : null,
  );
}

/**
 * One row.
 * @param {Rated} r
 * @param {(first: Rated, second: Rated) => void} duel
 */
function row(r, duel) {
  const opened = board.open === r.key;
  return h(
    "li",
    { class: "lb-row" + (opened ? " open" : ""), "data-testid": "lb-row", "data-key": r.key },
    h(
      "button",
      {
        type: "button",
        class: "lb-main",
        "aria-expanded": opened ? "true" : "false",
        onclick: () => {
          board.open = opened ? null : r.key;
          render();
        },
      },
      h("span", { class: "lb-rank" }, String(r.rank)),
      h(
        "span",
        { class: "lb-who" },
        h("span", { class: "lb-name", "data-testid": "lb-name" }, r.name),
        h("span", { class: "lb-sub" }, t("review.games_record", { n: r.games, won: r.won, lost: r.lost })),
      ),
      h(
        "span",
        { class: "lb-score" },
        h("span", { class: "lb-rating", "data-testid": "lb-rating" }, one(r.rating)),
        h("span", { class: "lb-pm" }, `± ${one(3 * r.uncertainty)}`),
      ),
      h("span", { class: "lb-line2" }, form(r), rangeBar(r)),
    ),
    h(
      "button",
      {
        type: "button",
        class: "icon lb-vs",
        "aria-label": t("review.h2h_with", { name: r.name }),
        title: t("review.h2h_with", { name: r.name }),
        "data-testid": "lb-vs",
        onclick: () => {
          board.picking = r;
          render();
          window.scrollTo({ top: 0 });
        },
      },
      "⚔",
    ),
    opened ? details(r) : null,
  );
}

/**
 * Picking the opponent of `first` among the other rows.
 * @param {Rated} first
 * @param {Rated[]} list
 * @param {(first: Rated, second: Rated) => void} duel
 */
function picker(first, list, duel) {
  const others = list.filter((r) => r.key !== first.key);
  return h(
    "div",
    { class: "lb-picker", "data-testid": "h2h-picker" },
    h("h2", null, t("review.h2h_pick", { name: first.name })),
    others.length === 0 ? h("p", { class: "empty" }, t("review.h2h_nobody")) : null,
    h(
      "ul",
      { class: "plain-list" },
      others.map((r) =>
        h(
          "li",
          null,
          h(
            "button",
            {
              type: "button",
              class: "lb-pick",
              "data-testid": "h2h-pick",
              onclick: () => {
                board.picking = null;
                duel(first, r);
              },
            },
            h("span", { class: "lb-rank" }, String(r.rank)),
            h("span", { class: "lb-name" }, r.name),
          ),
        ),
      ),
    ),
    h(
      "button",
      {
        type: "button",
        class: "secondary",
        "data-testid": "h2h-cancel",
        onclick: () => {
          board.picking = null;
          render();
        },
      },
      t("review.cancel"),
    ),
  );
}

/**
 * The leaderboard of `ratings`; `duel` opens head to head of two of its rows.
 * @param {Ratings} ratings
 * @param {(first: Rated, second: Rated) => void} duel
 */
export function leaderboard(ratings, duel) {
  const list = ratings[board.side] || [];
  return h(
    "div",
    { class: "leaderboard", "data-testid": "leaderboard" },
    chips(
      [
        { value: "players", label: t("stats.players"), testid: "lb-players" },
        { value: "teams", label: t("review.fixed_teams"), testid: "lb-teams" },
      ],
      board.side,
      (v) => {
        board.side = /** @type {"players" | "teams"} */ (v);
        board.open = null;
        board.picking = null;
        render();
      },
      t("review.tab.ratings"),
    ),
    board.picking ? picker(board.picking, list, duel) : null,
    list.length === 0
      ? h("p", { class: "empty", "data-testid": "lb-empty" }, t("review.lb_empty"))
      : [
          h("p", { class: "hint lb-hint" }, t("review.lb_hint", { games: ratings.games })),
          h("ol", { class: "lb-list" }, list.map((r) => row(r, duel))),
        ],
  );
}
