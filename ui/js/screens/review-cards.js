// @ts-check
/**
 * The statistics as cards, one a player (or team, or game) in a game: three big numbers —
 * games, won, contracts made — and the rest on a tap. One column at phone width, in any
 * language: nothing scrolls sideways.
 */
import { h, chips } from "../dom.js";
import { t, tv, locale } from "../i18n.js";
import { render } from "../state.js";

/**
 * The store's statistics.
 * @typedef {{count: number, won: number}} DoubleStats
 * @typedef {{
 *   name: string, variant: string, matches: number, games_played: number, games_won: number, games_lost: number,
 *   games_drawn: number, win_pct: number, longest_win_streak: number, rounds_played: number, rounds_taken: number,
 *   rounds_made: number, made_pct: number, insides: number, litiges: number, capots: number, points: number,
 *   avg_points_per_round: number, doubles: DoubleStats, redoubles: DoubleStats, doubled_against: DoubleStats
 * }} SideStats
 * @typedef {{
 *   variant: string, matches: number, games_played: number, rounds: number, made: number, insides: number,
 *   litiges: number, capots: number, doubled: number, redoubled: number, avg_points_per_round: number
 * }} VariantStats
 * @typedef {{players: SideStats[], teams: SideStats[], variants: VariantStats[]}} Statistics
 */

/** Which cards are shown, and which one is open. */
const cards = {
  /** @type {"players" | "teams" | "variants"} */
  side: "players",
  /** @type {string | null} */
  open: null,
};

/** @param {number} x */
const pct = (x) => `${Math.round(x)}%`;
/** @param {number} x */
const dec = (x) => x.toLocaleString(locale(), { maximumFractionDigits: 1 });

/**
 * A big number with its label under it.
 * @param {string} label
 * @param {string | number} value
 * @param {string} testid
 */
function big(label, value, testid) {
  return h("span", { class: "stat-big" }, h("span", { class: "stat-number", "data-testid": testid }, String(value)), h("span", { class: "stat-label" }, label));
}

/**
 * The rest of a card, as a list of labels and values.
 * @param {[string, string | number][]} items
 */
function grid(items) {
  return h("dl", { class: "stat-grid", "data-testid": "stat-details" }, items.map(([k, v]) => [h("dt", null, k), h("dd", null, String(v))]));
}

/**
 * @param {string} id
 * @param {Node[]} head
 * @param {Node} more
 */
function card(id, head, more) {
  const opened = cards.open === id;
  return h(
    "li",
    { class: "stat-card" + (opened ? " open" : "") },
    h(
      "button",
      {
        type: "button",
        class: "stat-head",
        "aria-expanded": opened ? "true" : "false",
        "data-testid": "stat-card",
        onclick: () => {
          cards.open = opened ? null : id;
          render();
        },
      },
      head,
    ),
    opened ? more : null,
  );
}

/** @param {SideStats} s */
function sideCard(s) {
  const doubled = (/** @type {DoubleStats} */ d) => `${d.won} / ${d.count}`;
  return card(
    `${cards.side}:${s.variant}:${s.name}`,
    [
      h("span", { class: "stat-title" }, h("span", { class: "stat-name", "data-testid": "stat-name" }, s.name), h("span", { class: "stat-variant" }, t("variant." + s.variant))),
      h(
        "span",
        { class: "stat-bigs" },
        big(t("stats.games"), s.games_played, "stat-games"),
        big(t("stats.won"), s.games_played ? pct(s.win_pct) : "–", "stat-won"),
        big(t("stats.made"), s.rounds_taken ? pct(s.made_pct) : "–", "stat-made"),
      ),
    ],
    grid([
      [t("review.won_lost"), `${s.games_won} – ${s.games_lost}` + (s.games_drawn ? ` (${t("review.drawn_n", { n: s.games_drawn })})` : "")],
      [t("review.matches"), s.matches],
      [t("review.deals"), s.rounds_played],
      [t("stats.taken"), s.rounds_taken],
      [tv(s.variant, "review.made_count"), s.rounds_made],
      [tv(s.variant, "stats.insides"), s.insides],
      [tv(s.variant, "review.litiges"), s.litiges],
      [tv(s.variant, "stats.capots"), s.capots],
      [t("review.points"), s.points],
      [t("stats.avg"), dec(s.avg_points_per_round)],
      [t("stats.streak"), s.longest_win_streak],
      [tv(s.variant, "stats.doubles"), doubled(s.doubles)],
      [tv(s.variant, "review.redoubles"), doubled(s.redoubles)],
      [tv(s.variant, "review.doubled_against"), doubled(s.doubled_against)],
    ]),
  );
}

/** @param {VariantStats} v */
function variantCard(v) {
  return card(
    `variants:${v.variant}`,
    [
      h("span", { class: "stat-title" }, h("span", { class: "stat-name", "data-testid": "stat-name" }, t("variant." + v.variant))),
      h(
        "span",
        { class: "stat-bigs" },
        big(t("review.matches"), v.matches, "stat-matches"),
        big(t("review.deals"), v.rounds, "stat-deals"),
        big(tv(v.variant, "stats.capots"), v.capots, "stat-capots"),
      ),
    ],
    grid([
      [t("stats.games"), v.games_played],
      [tv(v.variant, "review.made_count"), v.made],
      [tv(v.variant, "stats.insides"), v.insides],
      [tv(v.variant, "review.litiges"), v.litiges],
      [tv(v.variant, "review.doubled"), v.doubled],
      [tv(v.variant, "review.redoubled"), v.redoubled],
      [t("review.avg_both"), dec(v.avg_points_per_round)],
    ]),
  );
}

/**
 * The statistics as cards: players, teams or games.
 * @param {Statistics} stats
 */
export function statsCards(stats) {
  const list = stats[cards.side] || [];
  return h(
    "div",
    { class: "stat-cards", "data-testid": "stat-cards" },
    chips(
      [
        { value: "players", label: t("stats.players"), testid: "cards-players" },
        { value: "teams", label: t("stats.teams"), testid: "cards-teams" },
        { value: "variants", label: t("stats.variants"), testid: "cards-variants" },
      ],
      cards.side,
      (v) => {
        cards.side = /** @type {"players" | "teams" | "variants"} */ (v);
        cards.open = null;
        render();
      },
      t("review.tab.stats"),
    ),
    list.length === 0
      ? h("p", { class: "empty" }, t("stats.none"))
      : h(
          "ul",
          { class: "plain-list card-list" },
          cards.side === "variants" ? /** @type {VariantStats[]} */ (list).map(variantCard) : /** @type {SideStats[]} */ (list).map(sideCard),
        ),
  );
}
