// @ts-check
/**
 * Undo and redo on the scoreboard. The store undoes the last change of a match; the UI
 * remembers the changes it made this session so the Undo button can say what it will undo,
 * and after an undo it compares the match before and after to offer Redo — re-applying the
 * undone change through the ordinary commands (append, edit, delete a round; end, abandon,
 * reopen the match).
 */
import { state, dismissNotice } from "./state.js";

/**
 * @typedef {{kind: "append" | "edit" | "delete_round" | "finish" | "abandon" | "reopen", index?: number}} Change
 * @typedef {{cmd: string, args: Record<string, unknown>, change: Change}} Redo
 */

/** @type {Map<string, Change[]>} changes made this session, per match, oldest first */
const journal = new Map();

/** @type {{id: string, redo: Redo} | null} the change the last undo reverted, while it can be redone */
let redoable = null;

/**
 * Notes a change the UI just made to a match. Any new change ends what Redo could do.
 * @param {string} id
 * @param {Change} change
 */
export function recordChange(id, change) {
  const list = journal.get(id) || [];
  list.push(change);
  journal.set(id, list);
  clearRedo();
}

/**
 * Keeps what an undo reverted, for Redo.
 * @param {string} id
 * @param {Redo | null} redo
 */
export function setRedo(id, redo) {
  redoable = redo ? { id, redo } : null;
}

/**
 * What Redo would re-apply to match `id`, if anything.
 * @param {string} id
 */
export function pendingRedo(id) {
  return redoable && redoable.id === id ? redoable.redo : null;
}

/** Nothing to redo any more (and the "Undone — Redo" notice goes). */
export function clearRedo() {
  if (!redoable) return;
  redoable = null;
  if (state.notice && state.notice.action && state.notice.action.testid === "toast-redo") dismissNotice();
}

/**
 * The change an undo would revert, if this session made it (null: not known here).
 * @param {string} id
 */
export function lastChange(id) {
  const list = journal.get(id);
  return list && list.length ? list[list.length - 1] : null;
}

/**
 * Forgets the last change (it was undone).
 * @param {string} id
 */
export function forgetLast(id) {
  journal.get(id)?.pop();
}

const same = (/** @type {any} */ a, /** @type {any} */ b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an undo reverted, from the match before and after it, and how to do it again.
 * Null when the difference is not one the commands can redo (e.g. an inserted round).
 * @param {import("./state.js").MatchView} before
 * @param {import("./state.js").MatchView} after
 * @returns {Redo | null}
 */
export function redoOf(before, after) {
  const a = before.record.rounds;
  const b = after.record.rounds;
  const id = before.record.id;
  let i = 0;
  while (i < Math.min(a.length, b.length) && same(a[i], b[i])) i++;
  if (a.length === b.length + 1) {
    // A round was removed by the undo: redo appends it again if it was the last one.
    if (i !== a.length - 1 || !same(a.slice(0, i), b)) return null;
    return { cmd: "append_round", args: { id, round: a[i] }, change: { kind: "append", index: i } };
  }
  if (a.length + 1 === b.length) {
    if (!same(a.slice(i), b.slice(i + 1))) return null;
    return { cmd: "delete_round", args: { id, index: i }, change: { kind: "delete_round", index: i } };
  }
  if (a.length === b.length && i < a.length) {
    if (!same(a.slice(i + 1), b.slice(i + 1))) return null;
    return { cmd: "edit_round", args: { id, index: i, round: a[i] }, change: { kind: "edit", index: i } };
  }
  if (a.length === b.length && before.record.state !== after.record.state) {
    if (before.record.state === "finished") return { cmd: "finish_match", args: { id }, change: { kind: "finish" } };
    if (before.record.state === "abandoned") return { cmd: "abandon_match", args: { id }, change: { kind: "abandon" } };
    return { cmd: "reopen_match", args: { id }, change: { kind: "reopen" } };
  }
  return null;
}
