// @ts-check
/**
 * The filters of the Stats tab — a game or a family of games, a player or a team, a period —
 * and what they are as the back end's review filter. Statistics, the leaderboard, head to head
 * and records all read the same matches.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { families } from "../variants.js";
import { playerFilter, settle } from "../name-search.js";

/**
 * The filters as chosen: `game` is "" (every game), "family:F" or "variant:V"; `since` and
 * `until` are days (yyyy-mm-dd, the device's own days), both included.
 */
export const filters = { game: "", player: "", since: "", until: "" };

/**
 * The start of a local day, as an instant (RFC 3339); `days` later when asked.
 * @param {string} day yyyy-mm-dd
 * @param {number} [days]
 */
function startOf(day, days = 0) {
  const [y, m, d] = day.split("-").map(Number);
  const at = new Date(y, m - 1, d + days);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The back end's review filter (`ReviewFilter`) of the filters chosen. */
export function reviewFilter() {
  const [what, name] = filters.game.split(":");
  return {
    variant: what === "variant" ? name : null,
    family: what === "family" ? name : null,
    player: filters.player.trim() || null,
    since: filters.since ? startOf(filters.since) : null,
    // The last day is included: the filter keeps what came before the next one.
    until: filters.until ? startOf(filters.until, 1) : null,
  };
}

/** How many filters are set (for the heading of the filter bar). */
export function filterCount() {
  return [filters.game, filters.player.trim(), filters.since, filters.until].filter(Boolean).length;
}

/** The choices of games: all, then each family (as the engine groups them) with its own variants under it. */
function gameOptions() {
  const options = [h("option", { value: "", selected: filters.game === "" }, t("history.all_variants"))];
  for (const [family, own] of families()) {
    if (own.length > 1) {
      options.push(h("option", { value: `family:${family}`, selected: filters.game === `family:${family}` }, t(`family.${family}`)));
    }
    for (const v of own) {
      const label = own.length > 1 ? `\u2003${t("variant." + v)}` : t("variant." + v);
      options.push(h("option", { value: `variant:${v}`, selected: filters.game === `variant:${v}` }, label));
    }
  }
  return options;
}

/**
 * The first or last day of the period, bounded by the other one; a change reloads at once.
 * @param {"since" | "until"} key
 * @param {string} label
 * @param {{min?: string, max?: string}} bound
 * @param {() => unknown} now
 */
function dateField(key, label, { min, max }, now) {
  return h(
    "label",
    { class: "review-date" },
    h("span", null, label),
    h("input", {
      type: "date",
      value: filters[key],
      min: min || undefined,
      max: max || undefined,
      "data-testid": "review-" + key,
      onchange: (/** @type {Event} */ e) => {
        filters[key] = /** @type {HTMLInputElement} */ (e.target).value;
        now();
      },
    }),
  );
}

/**
 * The filter bar. `changed` reloads what the filters choose; typing a name reloads after a
 * short pause, and the field keeps the focus.
 * @param {() => Promise<unknown>} changed
 */
export function filterBar(changed) {
  const now = () => {
    settle("review-player");
    return changed();
  };
  const count = filterCount();
  return h(
    "div",
    { class: "review-filters", role: "search", "aria-label": t("review.filters"), "data-testid": "review-filters" },
    h(
      "select",
      {
        "aria-label": t("review.game"),
        "data-testid": "review-game",
        onchange: (/** @type {Event} */ e) => {
          filters.game = /** @type {HTMLSelectElement} */ (e.target).value;
          now();
        },
      },
      gameOptions(),
    ),
    playerFilter({ testid: "review-player", value: filters.player, set: (value) => (filters.player = value), reload: changed }),
    h(
      "div",
      { class: "review-dates" },
      dateField("since", t("review.since"), { max: filters.until }, now),
      dateField("until", t("review.until"), { min: filters.since }, now),
    ),
    count
      ? h(
          "button",
          {
            type: "button",
            class: "link review-clear",
            "data-testid": "review-clear",
            onclick: () => {
              Object.assign(filters, { game: "", player: "", since: "", until: "" });
              now();
            },
          },
          t("review.clear_filters", { n: count }),
        )
      : null,
  );
}
