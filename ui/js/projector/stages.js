// @ts-check
/**
 * The projector page of a staged event (docs/events.md "The table phones, the projector, the
 * printed pages"): in a pools stage the round's tables and one standings panel a pool with the
 * qualifying places marked; in a knockout each bracket as a tree — live totals while a table
 * plays, the team through in bold, byes as "—", placing matches under it — a bracket a page
 * when they do not fit; between sessions, the standings and the next session's date.
 */
import { h } from "../dom.js";
import { t, num } from "../i18n.js";
import { bracketTree, poolTable } from "../bracket.js";

/**
 * The name of team `n` of the event on show.
 * @param {any} e
 * @param {number} n
 */
function nameOf(e, n) {
  const s = e.standings.find((/** @type {any} */ l) => l.entrant === n);
  return s ? s.name : `#${n}`;
}

/**
 * A stage's or bracket's name by its id.
 * @param {any} st the event's `staged`
 * @param {string} id
 */
function label(st, id) {
  return st.names?.[id] ?? id;
}

/**
 * A bracket's matches with the live totals of the tables still playing.
 * @param {any} e
 * @param {any} b
 */
function withLiveTotals(e, b) {
  const live = new Map(e.tables.filter((/** @type {any} */ tb) => tb.totals && tb.group === b.bracket).map((/** @type {any} */ tb) => [tb.table, tb.totals]));
  return {
    ...b,
    matches: b.matches.map((/** @type {any} */ m) =>
      m.totals === null && m.table !== null && m.round === e.round && live.has(m.table) ? { ...m, totals: live.get(m.table) } : m,
    ),
  };
}

/**
 * The next session's line between sessions (the current one complete, another to come).
 * @param {any} st
 */
export function nextSession(st) {
  if (!st.sessions || st.session === null) return null;
  const now = st.sessions[st.session - 1];
  const next = st.sessions[st.session];
  if (!now || !next || !now.complete) return null;
  return h(
    "p",
    { class: "proj-next", "data-testid": "projector-next-session" },
    t("projector.after_session", { n: now.session, name: now.name ?? "", date: now.date }),
    " · ",
    t("projector.next_session", { n: next.session, date: next.date }),
  );
}

/**
 * The staged panes, or `null` when the plain ones (tables and standings) fit the stage: a
 * knockout's brackets (one a page, turning), or the pools beside the round's tables.
 * @param {any} e the event as the API gives it
 * @param {number} turn
 * @param {(e: any) => Node} tables the round's tables pane
 */
export function stagedPanes(e, turn, tables) {
  const st = e.staged;
  if (!st) return null;
  const name = (/** @type {number} */ n) => nameOf(e, n);
  if (st.kind === "knockout" && st.brackets && st.brackets.length) {
    const shown = st.brackets.filter((/** @type {any} */ b) => b.seeds);
    const list = shown.length ? shown : st.brackets;
    const b = list[turn % list.length];
    return h(
      "div",
      { class: "panes staged" },
      h(
        "section",
        { class: "proj-brackets", "data-testid": "projector-bracket" },
        h("h2", null, b.name, list.length > 1 ? h("span", { class: "page" }, t("projector.page", { page: (turn % list.length) + 1, pages: list.length })) : null),
        bracketTree(withLiveTotals(e, b), name, { title: false }),
      ),
    );
  }
  if (st.kind === "pools" && st.pools.length && st.status !== "closed") {
    return h(
      "div",
      { class: "panes staged" },
      tables(e),
      h(
        "section",
        { class: "proj-pools", "data-testid": "projector-pools" },
        h("h2", null, label(st, st.stage)),
        h("div", { class: "pools" }, st.pools.map((/** @type {any} */ p) => poolTable(p, { mp: e.uses_match_points, label: (id) => label(st, id) }))),
      ),
    );
  }
  return null;
}

/** The round line of a staged event: its stage's name beside the round. */
export function stageLine(/** @type {any} */ e) {
  const st = e.staged;
  if (!st || !st.stages) return null;
  return h("span", { class: "proj-stage", "data-testid": "projector-stage" }, label(st, st.stage), st.final ? ` · ${num(e.round)}/${num(e.rounds)}` : "");
}
