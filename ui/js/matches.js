// @ts-check
/**
 * The lists of matches the Score tab offers: the matches in play (every one a tap away, the
 * newest first) and the teams of recent matches (to start the next one in a tap or two).
 */
import { call, render } from "./state.js";
import { CATALOGS } from "./i18n.js";

/** Names the setup gives unnamed players ("Player 3", "Joueur 3", …): not worth suggesting. */
const DEFAULT_NAME = new RegExp(
  `^(${Object.values(CATALOGS)
    .map((c) => c["setup.player_n"].replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{n}", "\\d+"))
    .join("|")})$`,
);

/**
 * A line of the match list (the store's `MatchSummary`).
 * @typedef {{
 *   id: string, variant: string, created: string, finished: string | null, state: import("./state.js").MatchState,
 *   teams: import("./state.js").Teams, rounds: number, totals: import("./state.js").TeamPoints, pot: number,
 *   winner: import("./state.js").Winner | null
 * }} MatchSummary
 */

/** @type {MatchSummary[]} matches in play, newest first */
let inPlay = [];
/** @type {MatchSummary[]} recent matches of any state, newest first */
let recent = [];

/**
 * Whether a player's name is one the setup gave an unnamed player.
 * @param {string} name
 */
export function isDefaultName(name) {
  return DEFAULT_NAME.test(name);
}

/**
 * Loads the matches in play and the recent ones; re-renders, unless `quiet` (start-up renders
 * once, when it knows which screen comes first: the match in play or the Score overview).
 * @param {boolean} [quiet]
 */
export async function loadMatches(quiet = false) {
  const [playing, all] = await Promise.all([call("list_matches", { state_filter: "in_play" }), call("list_matches", {})]);
  if (playing) inPlay = /** @type {any[]} */ (playing);
  if (all) recent = /** @type {any[]} */ (all).slice(0, 30);
  if (!quiet) render();
}

/** The matches in play as last loaded. */
export function matchesInPlay() {
  return inPlay;
}

/**
 * Distinct pairings of the recent matches (teams and players, with the variant last played),
 * most recent first.
 * @param {number} max
 * @returns {{teams: import("./state.js").Teams, variant: string}[]}
 */
export function recentTeams(max) {
  const seen = new Set();
  /** @type {{teams: any, variant: string}[]} */
  const out = [];
  for (const m of recent) {
    const key = JSON.stringify([m.teams.A, m.teams.B]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ teams: m.teams, variant: m.variant });
    if (out.length === max) break;
  }
  return out;
}
