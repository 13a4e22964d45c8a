// @ts-check
/**
 * The open match: big totals with what each team still needs (or, in a game of a number of
 * deals, how many are left), whose deal it is, the rounds (team by team, in the teams'
 * colours) with why each scored so. Undo says what it will undo and can be redone; ending or
 * abandoning asks first; an ended match shows its result with Rematch and New match; the
 * other matches in play are a tap away.
 */
import { h } from "../dom.js";
import { t, tv, locale, num, sidesLine, pairLine } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render, call, notify, errorBox } from "../state.js";
import { go, showMatch, openMatch } from "../nav.js";
import { seatName, sideTeams, factLine } from "../labels.js";
import { progressChart } from "../chart.js";
import { ask } from "../dialog.js";
import { matchesInPlay, loadMatches } from "../matches.js";
import { recordChange, lastChange, forgetLast, redoOf, setRedo, pendingRedo, clearRedo } from "../changes.js";
import { passButton } from "./pass.js";

/** @typedef {import("../state.js").MatchView} MatchView */
/** @typedef {import("../changes.js").Change} Change */

/**
 * What Undo (or Redo) is about, in words: "round 4", "the edit of round 2", "ending the match".
 * @param {Change | import("../state.js").LastChange | null | undefined} c
 */
function changeLabel(c) {
  if (!c) return t("undo.last");
  const n = (c.index ?? 0) + 1;
  return t(`undo.${c.kind}`, { n });
}

/**
 * What Undo would revert: the app's word (`last_change`, which survives a restart), else the
 * change this session made; null when the app says there is nothing to undo.
 * @param {MatchView} m
 */
function undoTarget(m) {
  if (m.last_change !== undefined) return m.last_change;
  return lastChange(m.record.id);
}

/** @param {MatchView} m */
async function undo(m) {
  const id = m.record.id;
  let view;
  try {
    view = /** @type {MatchView | null} */ (await invoke("undo", { id, lang: locale() }));
  } catch (e) {
    state.error = /** @type {any} */ (e).message;
    render();
    return;
  }
  if (view === null) {
    notify(t("match.nothing_to_undo"));
    return;
  }
  forgetLast(id);
  const redo = redoOf(m, view);
  setRedo(id, redo);
  showMatch(view);
  loadMatches();
  notify(t("undo.done", { what: redo ? changeLabel(redo.change) : t("undo.last") }), redo ? { label: t("undo.redo"), testid: "toast-redo", run: redoLast } : null);
}

/** Re-applies the change the last undo reverted, through the ordinary commands. */
async function redoLast() {
  if (!state.match) return;
  const id = state.match.record.id;
  const redo = pendingRedo(id);
  if (!redo) return;
  clearRedo();
  const view = /** @type {MatchView | null} */ (await call(redo.cmd, { ...redo.args, lang: locale() }));
  if (view) {
    recordChange(id, redo.change);
    showMatch(view);
    notify(t("undo.redone", { what: changeLabel(redo.change) }));
  }
}

/**
 * A command that changes the match, remembered for Undo.
 * @param {string} cmd
 * @param {Change} change
 * @param {Record<string, unknown>} [args]
 */
async function change(cmd, change, args = {}) {
  if (!state.match) return;
  const id = state.match.record.id;
  const view = /** @type {MatchView | null} */ (await call(cmd, { id, ...args, lang: locale() }));
  if (view) {
    recordChange(id, change);
    showMatch(view);
    loadMatches();
  }
}

/** @param {number} index */
async function deleteRound(index) {
  if (!state.match) return;
  const yes = await ask({ title: t("round.confirm_delete", { n: index + 1 }), body: t("round.confirm_delete_body"), confirm: t("round.delete"), danger: true });
  if (yes) await change("delete_round", { kind: "delete_round", index }, { index });
}

/**
 * Ends the match by hand or abandons it, after asking.
 * @param {MatchView} m
 * @param {"finish" | "abandon"} how
 */
async function endMatch(m, how) {
  const names = sideTeams(m);
  const score = sidesLine(names.A.name, m.totals.A, m.totals.B, names.B.name);
  const yes = await ask({
    title: t(how === "finish" ? "match.confirm_finish" : "match.confirm_abandon"),
    body: t(how === "finish" ? "match.confirm_finish_body" : "match.confirm_abandon_body", { score }),
    confirm: t(how === "finish" ? "match.finish" : "match.abandon"),
    danger: true,
  });
  if (yes) await change(how === "finish" ? "finish_match" : "abandon_match", { kind: how });
}

/**
 * A new match with the same teams, game and house rules; the deal passes on.
 * @param {MatchView} m
 */
async function rematch(m) {
  const view = await call("create_match", {
    variant: m.record.variant,
    options: m.record.options || {},
    teams: m.record.teams,
    first_dealer: m.next_dealer,
    lang: locale(),
  });
  if (view) {
    clearRedo();
    state.view = "match";
    showMatch(/** @type {MatchView} */ (view));
    loadMatches();
  }
}

function verdictMark(/** @type {string} */ v) {
  return v === "made" ? "✓" : v === "inside" ? "✗" : "=";
}

/**
 * How the match stands: in play, won (or drawn) by the engine, ended by hand, abandoned.
 * @param {MatchView} m
 */
export function matchPhase(m) {
  if (m.winner !== null) return "won";
  if (m.record.state === "abandoned") return "abandoned";
  if (m.record.state === "finished") return "ended";
  return "in_play";
}

/** @param {MatchView} m */
function resultLine(m) {
  const teams = sideTeams(m);
  const score = pairLine(m.totals.A, m.totals.B);
  const phase = matchPhase(m);
  // A match of several games (Baloot's sakkas) is won by its games.
  if (phase === "won" && m.sakkas && m.winner !== "draw") {
    return t("result.sakkas", { team: teams[/** @type {"A"|"B"} */ (m.winner)].name, score: pairLine(m.sakkas.A, m.sakkas.B) });
  }
  if (phase === "won") {
    return m.winner === "draw" ? t("result.draw_score", { score }) : t("result.won_score", { team: teams[/** @type {"A"|"B"} */ (m.winner)].name, score });
  }
  return t(phase === "abandoned" ? "result.abandoned" : "result.ended", { score });
}

/**
 * The other matches in play, each a tap away.
 * @param {MatchView} m
 */
function otherMatches(m) {
  const others = matchesInPlay().filter((x) => x.id !== m.record.id);
  if (others.length === 0) return null;
  return h(
    "nav",
    { class: "other-matches", "aria-label": t("match.others", { n: others.length }), "data-testid": "other-matches" },
    h("span", { class: "other-label" }, t("match.others", { n: others.length })),
    h(
      "div",
      { class: "other-list" },
      others.map((x) =>
        h(
          "button",
          { type: "button", class: "chip other-match", "data-testid": "switch-match", onclick: () => openMatch(x.id) },
          sidesLine(x.teams.A.name, x.totals.A, x.totals.B, x.teams.B.name),
        ),
      ),
    ),
  );
}

/**
 * The game being played in a match of several (Baloot's sakkas), from 1: the last round's, or
 * the next one once the last round ended a game.
 * @param {MatchView} m
 */
function currentSakka(m) {
  const last = m.rounds[m.rounds.length - 1];
  if (!last || !last.sakka) return 1;
  return last.sakka_winner && m.winner === null ? last.sakka + 1 : last.sakka;
}

/**
 * The totals the table plays on, and what each team still needs: the engine's — but once a
 * round has ended a game of a match of several (a sakka) and the match goes on, the next game
 * starts at 0 : 0 (the engine's totals are then the finished game's, which its last line
 * keeps on the sheet).
 * @param {MatchView} m
 */
function standing(m) {
  const last = m.rounds[m.rounds.length - 1];
  if (!last || !last.sakka_winner || m.winner !== null || !m.length.target) return { totals: m.totals, to_target: m.to_target };
  return { totals: { A: 0, B: 0 }, to_target: { A: m.length.target, B: m.length.target } };
}

/** @param {MatchView} m */
export function scoreboardView(m) {
  const { record } = m;
  const now = standing(m);
  const teams = sideTeams(m);
  const phase = matchPhase(m);
  const over = phase !== "in_play";
  const last = undoTarget(m);
  const nothingToUndo = m.last_change === null;
  const dealsLeft = m.deals_left ?? null;
  const redo = pendingRedo(record.id);
  const canReopen = phase === "abandoned" || phase === "ended";
  return h(
    "section",
    { class: "scoreboard" + (over ? " over" : "") },
    otherMatches(m),
    h(
      "div",
      { class: "totals", "data-testid": "totals" },
      (/** @type {("A"|"B")[]} */ (["A", "B"])).map((id) =>
        h(
          "div",
          { class: `total team-${id}` + (m.winner === id ? " winner" : "") },
          h("div", { class: "team-name" }, m.winner === id ? "🏆 " : "", h("bdi", null, teams[id].name)),
          h("div", { class: "big-number digits", "data-testid": `total-${id}` }, num(now.totals[id])),
          over || dealsLeft !== null ? null : h("div", { class: "to-target", "data-testid": `to-target-${id}` }, t("match.to_target", { n: now.to_target[id] })),
          m.sakkas ? h("div", { class: "sakkas-won", "data-testid": `sakkas-${id}` }, t("match.sakkas_won", { n: m.sakkas[id] })) : null,
        ),
      ),
    ),
    over
      ? h("div", { class: `result result-${phase}`, role: "status", "data-testid": "match-ended" }, h("strong", { "data-testid": "game-over" }, resultLine(m)))
      : null,
    h(
      "div",
      { class: "status-line" },
      over ? null : h("span", { "data-testid": "dealer" }, t("match.deal", { name: seatName(teams, m.next_dealer) })),
      over || dealsLeft === null ? null : h("span", { class: "deals-left", "data-testid": "deals-left" }, t("match.deals_left", { n: dealsLeft })),
      m.pot > 0 ? h("span", { class: "pot", "data-testid": "pot" }, tv(record.variant, "match.pot", { n: m.pot })) : null,
      m.sakkas && !over ? h("span", { class: "sakka-tag", "data-testid": "sakka" }, t("match.sakka", { n: currentSakka(m), of: m.options.sakkas })) : null,
      h(
        "span",
        { class: "variant-tag", "data-testid": "variant-tag" },
        `${t("variant." + record.variant)} · ${dealsLeft === null ? num(record.target) : t("match.deals", { n: dealsLeft + m.rounds.length })}`,
      ),
    ),
    m.rounds.length ? roundHead(m.names) : null,
    h(
      "ol",
      { class: "rounds", "data-testid": "rounds" },
      m.rounds.map((r, i) =>
        matchRound(m, r, i, {
          names: m.names,
          edit: t("round.edit"),
          more: () => [h("button", { type: "button", class: "danger", "data-testid": "delete-round", onclick: () => deleteRound(i) }, t("round.delete"))],
        }),
      ),
    ),
    m.rounds.length === 0 ? h("p", { class: "empty" }, t("match.no_rounds")) : null,
    errorBox(),
    h(
      "div",
      { class: "row undo-row" },
      h(
        "button",
        { type: "button", class: "secondary undo", disabled: nothingToUndo, "data-testid": "undo", onclick: () => undo(m) },
        h("span", { class: "mirror", "aria-hidden": "true" }, "↶"), " ",
        nothingToUndo ? t("match.nothing_to_undo") : t("undo.button", { what: changeLabel(last) }),
      ),
      redo ? h("button", { type: "button", class: "secondary", "data-testid": "redo", onclick: redoLast }, h("span", { class: "mirror", "aria-hidden": "true" }, "↷"), " ", t("undo.redo_what", { what: changeLabel(redo.change) })) : null,
    ),
    m.rounds.length > 1 ? h("details", { class: "chart-box" }, h("summary", { "data-testid": "chart-toggle" }, t("stats.progression")), progressChart(m)) : null,
    over
      ? h(
          "div",
          { class: "row small-actions" },
          canReopen ? h("button", { type: "button", class: "secondary", "data-testid": "reopen-match", onclick: () => change("reopen_match", { kind: "reopen" }) }, t("match.reopen")) : null,
          passButton(record.id),
        )
      : h(
          "div",
          { class: "row small-actions" },
          h("button", { type: "button", class: "secondary", "data-testid": "finish-match", onclick: () => endMatch(m, "finish") }, t("match.finish")),
          h("button", { type: "button", class: "secondary", "data-testid": "abandon-match", onclick: () => endMatch(m, "abandon") }, t("match.abandon")),
          h("button", { type: "button", class: "secondary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
          passButton(record.id),
        ),
    h(
      "div",
      { class: "sticky-actions" },
      over
        ? [
            h("button", { type: "button", class: "big secondary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
            h("button", { type: "button", class: "big primary", "data-testid": "rematch", onclick: () => rematch(m) }, t("match.rematch")),
          ]
        : h("button", { type: "button", class: "big primary", "data-testid": "add-round", onclick: () => { state.entry = { index: null }; state.error = null; render(); } }, "+ ", t("match.add_round")),
    ),
  );
}

/**
 * The head over a sheet of deals: #, the two sides' names, Σ.
 * @param {{A: string, B: string}} names
 */
export function roundHead(names) {
  return h(
    "div",
    { class: "round-head", "aria-hidden": "true" },
    h("span", { class: "round-no" }, "#"),
    h("span", { class: "round-score team-A" }, h("bdi", null, names.A)),
    h("span", { class: "round-score team-B" }, h("bdi", null, names.B)),
    h("span", null, ""),
    h("span", { class: "round-running" }, "Σ"),
  );
}

/**
 * A deal's line in a sheet of deals — its number, the two sides' points, the verdict's mark, the
 * running totals after it — a tap opening or closing its detail underneath: the scoreboard's,
 * an event table's and a reviewed match's.
 * @param {{
 *   variant: string,
 *   names?: {A: string, B: string},
 *   i: number,
 *   round: {score: {A: number, B: number}, verdict: string, sakka?: number, sakka_winner?: "A" | "B"},
 *   running: {A: number, B: number},
 *   open: boolean,
 *   toggle: () => void,
 *   button?: Record<string, any>,
 *   detail: (verdict: string) => HTMLElement,
 * }} o `names`: the line's spoken label names the sides; `button`: more attributes of the line
 */
export function roundItem({ variant, names, i, round, running, open, toggle, button = {}, detail }) {
  const verdict = tv(variant, "verdict." + round.verdict);
  // The round that ended a game of a match of several (a sakka) closes it on the sheet.
  const ended = round.sakka_winner ? t("round.sakka_over", { n: round.sakka ?? 1, team: names ? names[round.sakka_winner] : round.sakka_winner }) : null;
  return h(
    "li",
    { class: `round verdict-${round.verdict}` + (open ? " open" : "") + (ended ? " sakka-end" : "") },
    h(
      "button",
      {
        type: "button",
        class: "round-line",
        "data-testid": "round-line",
        ...button,
        "aria-expanded": open ? "true" : "false",
        "aria-label": names ? t("round.line", { n: i + 1, a: names.A, pa: round.score.A, b: names.B, pb: round.score.B, verdict }) + (ended ? ` · ${ended}` : "") : undefined,
        onclick: toggle,
      },
      h("span", { class: "round-no" }, num(i + 1)),
      h("span", { class: "round-score team-A" }, num(round.score.A)),
      h("span", { class: "round-score team-B" }, num(round.score.B)),
      h("span", { class: "round-verdict", title: verdict }, verdictMark(round.verdict)),
      h("span", { class: "round-running" }, h("bdi", null, num(running.A)), " · ", h("bdi", null, num(running.B))),
    ),
    ended ? h("span", { class: "sakka-over", "data-testid": "sakka-over" }, ended) : null,
    open ? detail(verdict) : null,
  );
}

/**
 * A round of a match's list (a match, or an event's table): a tap opens its explanation with
 * Edit, under the label `edit`, which opens the round entry on it, then the `more` buttons.
 * @param {MatchView} m
 * @param {import("../state.js").RoundView} r
 * @param {number} i
 * @param {{edit: string, names?: {A: string, B: string}, more?: () => HTMLElement[]}} o
 *   `names`: the line's spoken label names the sides
 */
export function matchRound(m, r, i, { edit, names, more = () => [] }) {
  return roundItem({
    variant: m.record.variant,
    names,
    i,
    round: r,
    running: r.totals,
    open: state.detail === i,
    toggle: () => {
      state.detail = state.detail === i ? null : i;
      render();
    },
    detail: (verdict) =>
      roundDetail(describeFact(m, r.fact), verdict, r.explanation, [
        h("button", { type: "button", class: "secondary", "data-testid": "edit-round", onclick: () => { state.entry = { index: i }; state.error = null; render(); } }, edit),
        ...more(),
      ]),
  });
}

/**
 * A deal's detail: its facts and verdict, why it scored so, and its `actions` if any.
 * @param {string} fact
 * @param {string} verdict
 * @param {string[]} explanation
 * @param {HTMLElement[]} [actions]
 */
export function roundDetail(fact, verdict, explanation, actions) {
  return h(
    "div",
    { class: "round-detail", "data-testid": "round-detail" },
    h("p", { class: "round-fact" }, fact, " · ", verdict),
    h("h3", null, t("round.why")),
    h("ol", { class: "explanation", "data-testid": "explanation" }, explanation.map((line) => h("li", null, line))),
    actions ? h("div", { class: "row" }, actions) : null,
  );
}

/**
 * A round's facts in a line, with the match's side names (see [factLine]).
 * @param {MatchView} m
 * @param {any} f
 */
export function describeFact(m, f) {
  return factLine(m.record.variant, m.names, f, m.roem);
}
