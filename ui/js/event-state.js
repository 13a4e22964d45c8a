// @ts-check
/**
 * The organiser's screens' state: the event on show (as the back end derives it from its
 * facts), which part of it is open, the table being entered and the new event being set up.
 * The screens (screens/organiser*.js) draw it; round entry hands a table's saved deals back
 * here (showTable), as it hands a match's back to the scoreboard.
 */
import { state, render, call } from "./state.js";
import { locale } from "./i18n.js";

/**
 * @typedef {{A: string, B: string}} SideNames
 * @typedef {{table: number, code: string, A: number[], B: number[], names: SideNames, deals: number, complete: boolean, totals: {A: number, B: number}, group: string | null, places: [number, number] | null}} PlanTable a table of the plan; `group`: its pool's letter or bracket's id in a staged event, `places`: the places at stake in a knockout
 * @typedef {{round: number, tables: PlanTable[], byes: number[]}} PlanRound
 * @typedef {{rank: number, entrant: number, name: string, players?: number[], stage?: string, group?: string | null, place?: number | null, points: number, against: number, difference: number, played: number, wins: number, draws: number, losses: number, byes: number, match_points: number, buchholz?: number, median_buchholz?: number, opponents_points?: number, withdrawn: boolean, prize: number | null}} Standing a line of the standings; a staged event's says where the team finished (`stage`, `group`, `place`), a mêlée's names its two players, and the tie-break values the ranking uses follow the match points
 * @typedef {{entrant: number, name: string, players: string[], withdrawn: boolean}} EntrantView an entrant, numbered from 1; `players`: a team's as registered (none for a player)
 * @typedef {{why: "open_tables", round: number, tables: number[]} | {why: "all_drawn", rounds: number} | {why: "stage_over", stage: string}} DrawRefusal why the next round cannot be drawn
 * @typedef {{stage: string, name: string, kind: string, status: string, first_round: number | null, rounds: number}} StageItem a stage: its status "pending", "running", "over" or "closed"
 * @typedef {{session: number, name: string | null, date: string, first_round: number | null, last_round: number | null, complete: boolean}} SessionItem
 * @typedef {{
 *   names: Record<string, string>, stage: string, name: string, kind: string, status: string, final: boolean, stages: StageItem[],
 *   pools: import("./bracket.js").PoolView[], listing: any[], brackets: import("./bracket.js").Bracket[] | null,
 *   session: number | null, sessions: SessionItem[] | null, close: {refused: string | null, seeding: any}, reopen: boolean
 * }} StagesScreen a staged event's stages: the current one, every one's status, the latest pools (with where each place goes), the latest knockout's brackets, the sessions; `close.seeding`: who goes where if the current stage is closed now (null: it cannot be, `close.refused` says why)
 * @typedef {{
 *   event: string, name: string, date: string, variant: string, kind: "teams" | "players", deals: number | null,
 *   uses_match_points: boolean, booby: boolean, entrants: EntrantView[], withdrawn: number[], round: number, rounds: number,
 *   draws: PlanRound[], standings: Standing[], draw_refused: string | null, draw_refusal: DrawRefusal | null,
 *   redraw_refused: string | null, finished: boolean, stages: StagesScreen | null
 * }} EventScreen the back end's view of an event, in named, typed fields: `deals`: a table's, null for one game to the target; `entrants`: every entrant in number order; `draw_refused`/`redraw_refused`: why not (the back end's sentence), or null; `draw_refusal`: why not, typed
 * @typedef {{event: string, round: number, table: number, code: string, current: boolean, complete: boolean, group?: string, group_name?: string, places?: [number, number], tie?: string}} TableAt where a table is; in a staged event its group (`group_name`: as people know it), in a knockout the places at stake and what equal totals call for (`tie`)
 * @typedef {import("./state.js").MatchView & {event_table: TableAt}} TableView an event table as the app shows a match
 * @typedef {{event: string, name: string, date: string, variant: string, round: number, rounds: number, stage?: string}} EventSummary
 * @typedef {{table: number, names: SideNames, code: string, deals: number, complete: boolean, url: string, qr_svg: string}} PhoneTable
 * @typedef {{open: boolean, event: string | null, url: string | null, projector: string | null, round: number, tables: PhoneTable[]}} PhonesStatus
 */

export const ev = {
  /** @type {EventSummary[]} */
  list: [],
  /** @type {EventScreen | null} the open event */
  screen: null,
  /** @type {"tables" | "stages" | "entrants" | "standings" | "prizes" | "phones" | "print"} the part of the event on show */
  tab: /** @type {"tables" | "stages" | "entrants" | "standings" | "prizes" | "phones" | "print"} */ ("tables"),
  /** @type {number} the round the table plan shows (0: the current one) */
  round: 0,
  /** @type {TableView | null} the table open for its deals */
  table: null,
  /** @type {boolean} the new-event form is open */
  creating: false,
  /** @type {PhonesStatus | null} the phones' panel, while the tables are open to phones */
  phones: null,
};

/** The events, for the list. */
export async function loadEvents() {
  const list = await call("list_events", {});
  if (list) {
    ev.list = /** @type {EventSummary[]} */ (list);
    render();
  }
}

/**
 * Shows an event as a command returned it.
 * @param {EventScreen} screen
 */
export function showEvent(screen) {
  ev.screen = screen;
  ev.creating = false;
  state.error = null;
  render();
}

/** @param {string} id */
export async function openEvent(id) {
  const screen = await call("get_event", { event: id });
  if (screen) {
    ev.table = null;
    ev.round = 0;
    ev.tab = "tables";
    showEvent(/** @type {EventScreen} */ (screen));
  }
}

/** Reads the open event again (after a change, or a phone's deal). */
export async function refreshEvent() {
  if (!ev.screen) return;
  const screen = await call("get_event", { event: ev.screen.event });
  if (screen) showEvent(/** @type {EventScreen} */ (screen));
}

/**
 * Opens a table for its deals.
 * @param {number} round
 * @param {number} table
 */
export async function openTable(round, table) {
  if (!ev.screen) return;
  const view = await call("event_table", { event: ev.screen.event, round, table, lang: locale() });
  if (view) setTable(/** @type {TableView} */ (view));
}

/**
 * Reads the open table again (a phone changed something), keeping what the organiser is doing
 * there: a deal being entered, a deal's explanation open. Nothing is shown if, while the table
 * was being read, the organiser opened a deal's entry or left the table.
 */
export async function refreshTable() {
  const open = ev.table;
  if (!open || state.entry) return;
  const at = open.event_table;
  const view = await call("event_table", { event: at.event, round: at.round, table: at.table, lang: locale() });
  if (view && ev.table === open && !state.entry) {
    ev.table = /** @type {TableView} */ (view);
    render();
  }
}

/**
 * Shows table `view`, its entry closed, no deal open, no error.
 * @param {TableView} view
 */
function setTable(view) {
  ev.table = view;
  state.entry = null;
  state.detail = null;
  state.error = null;
  render();
}

/**
 * A table as a command returned it (round entry saved a deal): the table with its deals, and
 * the standings behind it read again.
 * @param {TableView} view
 */
export function showTable(view) {
  setTable(view);
  refreshEvent();
}

/** Back from a table to its event. */
export function closeTable() {
  ev.table = null;
  state.entry = null;
  state.detail = null;
  refreshEvent();
}
