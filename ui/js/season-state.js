// @ts-check
/**
 * The seasons' state on the organiser's screens: whether the Events tab lists events or
 * seasons, the seasons, the season on show (as the back end works it out from its events'
 * facts at every call), which part of it is open, the new season being set up, and what an
 * event's standings offer ("add to the season"). The screens (screens/seasons.js and
 * screens/season-view.js) draw it.
 */
import { state, render, call } from "./state.js";

/**
 * @typedef {{event: string, score: number, absent: boolean, counted: boolean}} SeasonResult
 * @typedef {{period: number, result: number, counted: boolean}} PeriodLine
 * @typedef {{
 *   rank: number | null, name: string, eligible: boolean, played: number, absences: number, total: number,
 *   average: number | null, results: SeasonResult[], periods?: PeriodLine[], capots?: number
 * }} SeasonStanding
 * @typedef {{event: string, name: string, date: string, final: boolean, period: number | null}} SeasonEventLine
 * @typedef {{rank: number, name: string, capots: number}} SideLine
 * @typedef {{season: string, name: string, events: SeasonEventLine[], standings: SeasonStanding[], sides: {capots?: SideLine[]}}} SeasonStandings the contract's JSON (docs/events.md)
 * @typedef {{event: string, name: string, date: string, variant: string, final: boolean, fits: boolean, why: string | null}} Candidate
 * @typedef {{season: string, definition: any, standings: SeasonStandings, candidates: Candidate[], people: string[]}} SeasonScreen
 * @typedef {{season: string, name: string, events: number}} SeasonSummary
 * @typedef {{id: string, ranking: any}} SeasonPreset
 * @typedef {{season: string, name: string, member: boolean, fits: boolean}} EventSeason
 */

/** @typedef {"table" | "evenings" | "absences" | "sides" | "print"} SeasonTab */

export const sv = {
  /** @type {"events" | "seasons"} what the Events tab lists */
  mode: /** @type {"events" | "seasons"} */ ("events"),
  /** @type {SeasonSummary[]} */
  list: [],
  /** @type {SeasonScreen | null} the open season */
  screen: null,
  /** @type {SeasonTab} the part of the season on show */
  tab: /** @type {SeasonTab} */ ("table"),
  /** @type {boolean} the new-season form is open */
  creating: false,
  /** @type {{event: string, seasons: EventSeason[]} | null} the seasons an event's standings offer */
  offer: null,
  /** @type {string | null} the season's projector page, once the phones' server is open */
  projector: null,
};

/** The seasons, for the list. */
export async function loadSeasons() {
  const list = await call("list_seasons", {});
  if (list) {
    sv.list = /** @type {SeasonSummary[]} */ (list);
    render();
  }
}

/**
 * Shows a season as a command returned it.
 * @param {SeasonScreen} screen
 */
export function showSeason(screen) {
  if (!sv.screen || sv.screen.season !== screen.season) sv.projector = null;
  sv.screen = screen;
  sv.creating = false;
  state.error = null;
  render();
}

/** @param {string} id */
export async function openSeason(id) {
  const screen = await call("get_season", { season: id });
  if (screen) {
    sv.tab = "table";
    sv.mode = "seasons";
    showSeason(/** @type {SeasonScreen} */ (screen));
  }
}

/**
 * A change to the season by a command; the season as it answered.
 * @param {string} cmd
 * @param {Record<string, unknown>} args
 */
export async function changeSeason(cmd, args) {
  const screen = await call(cmd, args);
  if (screen) showSeason(/** @type {SeasonScreen} */ (screen));
  return /** @type {SeasonScreen | null} */ (screen);
}

/**
 * The seasons event `event` could join, or is in (its standings offer them), read once per
 * event shown.
 * @param {string} event
 */
export async function loadOffer(event) {
  if (sv.offer && sv.offer.event === event) return;
  sv.offer = { event, seasons: [] };
  const seasons = await call("event_seasons", { event });
  if (seasons && sv.offer && sv.offer.event === event) {
    sv.offer.seasons = /** @type {EventSeason[]} */ (seasons);
    render();
  }
}
