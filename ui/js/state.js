// @ts-check
/**
 * The state the screens share (which view is open, the open match, the message on show) and
 * the few things every screen does with it: re-render, run a command showing its error,
 * show a short notice. The page itself is composed by app.js, which registers the renderer.
 */
import { invoke } from "./ipc.js";
import { h } from "./dom.js";

/**
 * The back end's views, as the screens read them (tests/ui/typedefs.test.js checks them against
 * the back end's JSON).
 * @typedef {{A: number, B: number}} TeamPoints
 * @typedef {{name: string, players: [string, string]}} TeamInfo
 * @typedef {{A: TeamInfo, B: TeamInfo}} Teams
 * @typedef {"made" | "inside" | "tie"} Verdict
 * @typedef {"A" | "B" | "draw"} Winner
 * @typedef {"in_play" | "finished" | "abandoned"} MatchState
 * @typedef {{score: TeamPoints, verdict: Verdict, pot: number, explanation: string[], sakka?: number, sakka_winner?: "A" | "B"}} ExplainedRound a round scored, as every screen shows it: explained in the screen's language, the sides by their names; in a match of several games (Baloot's sakkas) the game it is in, and who won the game it ended
 * @typedef {ExplainedRound & {totals: TeamPoints, dealer: number, fact: any}} RoundView a round of a match: the running totals after it (of its game, in a match of several), its dealer's seat, the round as entered
 * @typedef {ExplainedRound & {totals: TeamPoints, winner: Winner | null, sakkas?: TeamPoints}} Preview a round scored before it is saved, and the totals it would leave (and the games won, in a match of several)
 * @typedef {{
 *   id: string, created: string, finished: string|null, state: MatchState, teams: Teams, first_dealer: number, variant: string,
 *   options: Record<string, any>, rounds: any[], target: number, totals: TeamPoints, pot: number, winner: Winner | null
 * }} MatchRecord a stored match: its facts (`options` as given, `rounds` as entered) and the engine's summary of them
 * @typedef {{kind: string, index: number | null}} LastChange what Undo would revert ("append" of round index…)
 * @typedef {{item: string, points: number}} RoemValue a roem item and its points under the match's house rules
 * @typedef {{
 *   record: MatchRecord, names: {A: string, B: string}, rounds: RoundView[], variant: string, by_round: {dealer: number, totals: TeamPoints}[],
 *   totals: TeamPoints, pot: number, winner: Winner | null, over: boolean, next_dealer: number,
 *   length: {target?: number, deals?: number}, to_target: TeamPoints, deals_left: number | null, options: Record<string, any>,
 *   roem: RoemValue[], declarations: boolean, last_change: LastChange | null, sakkas?: TeamPoints
 * }} MatchView the back end's view of a match and its table: `by_round`: each round's dealer and the totals after it; `deals_left`: deals still to play in a game of a number of deals, null in a game to a target; `options`: every house rule, defaults filled in; `roem`: what each roem is worth under them; `declarations`: whether they allow declarations; `last_change`: null when there is nothing to undo; `names`: what the screens and explanations call the two sides; `sakkas`: in a match of several games (Baloot's sakkas), the games each team has won — `totals` are then the current game's
 * @typedef {{label: string, testid: string, run: () => void}} Action
 */

export const state = {
  /** @type {string} */
  view: "home",
  /** @type {MatchView | null} */
  match: null,
  /** @type {number | null} round whose explanation is open */
  detail: null,
  /** @type {{index: number | null} | null} open round entry (index when editing) */
  entry: null,
  /** @type {{text: string, action: Action | null} | null} a short notice, maybe with an action (Redo) */
  notice: null,
  /** @type {string | null} */
  error: null,
  /** Pile points sent by the card counter to the next round entry. */
  /** @type {{team: "A" | "B", points: number, contract: string} | null} */
  counted: null,
};

/** @type {() => void} */
let renderer = () => {};

/**
 * Sets the function that rebuilds the page (app.js).
 * @param {() => void} fn
 */
export function onRender(fn) {
  renderer = fn;
}

/** Re-renders the page from `state`. */
export function render() {
  renderer();
}

/**
 * Runs a command; shows its error (never a blank screen) and returns null on failure.
 * @template T
 * @param {string} cmd
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<T | null>}
 */
export async function call(cmd, args) {
  try {
    return /** @type {T} */ (await invoke(cmd, args));
  } catch (e) {
    state.error = /** @type {any} */ (e).message;
    render();
    return null;
  }
}

/**
 * Shows a short notice for a few seconds — longer when it offers an action (e.g. "Undone —
 * Redo"), which stays until used, replaced, or the time is up.
 * @param {string} text
 * @param {Action | null} [action]
 */
export function notify(text, action = null) {
  const notice = { text, action };
  state.notice = notice;
  render();
  setTimeout(() => {
    if (state.notice === notice) {
      state.notice = null;
      render();
    }
  }, action ? 10000 : 3000);
}

/** Takes the notice away (its action was used). */
export function dismissNotice() {
  state.notice = null;
}

/** The last command's error, if any, where the screen shows it. */
export function errorBox() {
  return state.error ? h("p", { class: "error", role: "alert", "data-testid": "error" }, state.error) : null;
}
