// @ts-check
/**
 * A staged event on the organiser's screen (docs/events.md "Pools, brackets and a
 * consolante"): the current stage and every stage's state; the pools, each its standings with
 * the qualifying places marked; the brackets drawn as brackets; the sessions. When a stage is
 * over, the screen says who goes where — the seeding closing would store — and one tap closes
 * it; until the next stage has a deal, the close can be undone.
 */
import { h } from "../dom.js";
import { t, num } from "../i18n.js";
import { call, notify } from "../state.js";
import { showEvent } from "../event-state.js";
import { bracketTree, poolTable } from "../bracket.js";

/** @typedef {import("../event-state.js").EventScreen} EventScreen */

/**
 * The name of team `n` of the event.
 * @param {EventScreen} s
 * @param {number} n
 */
const teamName = (s, n) => s.entrants[n - 1]?.name ?? `#${n}`;

/**
 * The name people know a stage or a bracket by, from its id.
 * @param {EventScreen} s
 * @param {string} id
 */
export function stageLabel(s, id) {
  return s.stages?.names[id] ?? id;
}

/**
 * Where each team stands in the current pools: "A1", "B2", … (its pool and place).
 * @param {EventScreen} s
 */
function poolMarks(s) {
  /** @type {Map<number, string>} */
  const marks = new Map();
  for (const p of s.stages?.pools ?? []) {
    for (const r of p.standings) if (r.place !== null) marks.set(r.entrant, `${p.group}${num(r.place)}`);
  }
  return marks;
}

/**
 * Who goes where if the stage is closed now: one line a bracket (or pool), its teams in seed
 * order, each with where it finished.
 * @param {EventScreen} s
 * @param {any} seeding the seeding `stage` would print
 */
function whoGoesWhere(s, seeding) {
  const marks = poolMarks(s);
  const team = (/** @type {number} */ n) => (marks.has(n) ? `${marks.get(n)} ${teamName(s, n)}` : teamName(s, n));
  /** @type {[string, number[]][]} */
  const lines = [];
  if (seeding.brackets) {
    for (const b of seeding.brackets) lines.push([stageLabel(s, b.bracket), b.seeds ?? []]);
  } else if (seeding.pools) {
    for (const p of seeding.pools) lines.push([t("stage.pool", { pool: p.pool }), p.teams]);
  } else if (seeding.entrants) {
    lines.push([stageLabel(s, seeding.stage), seeding.entrants]);
  }
  return h(
    "ul",
    { class: "stage-moves", "data-testid": "stage-moves" },
    lines.map(([label, teams]) =>
      h("li", null, h("strong", null, label), ": ", teams.length ? teams.map(team).join(" · ") : t("stage.after_round1")),
    ),
  );
}

/** @param {EventScreen} s */
async function close(s) {
  const screen = await call("close_stage", { event: s.event });
  if (screen) {
    showEvent(/** @type {EventScreen} */ (screen));
    notify(t("stage.closed", { stage: stageLabel(s, /** @type {EventScreen} */ (screen).stages?.stage ?? "") }));
  }
}

/** @param {EventScreen} s */
async function reopen(s) {
  const screen = await call("reopen_stage", { event: s.event });
  if (screen) showEvent(/** @type {EventScreen} */ (screen));
}

/**
 * The stage's next step beside the draw: once it is over, who goes where and one button to
 * close it; while the stage just seeded has no deal, a button to undo that.
 * @param {EventScreen} s
 */
export function stageStep(s) {
  const st = s.stages;
  if (!st) return null;
  const seeding = st.close.seeding;
  return h(
    "div",
    { class: "stage-step" },
    seeding
      ? h(
          "div",
          { class: "stage-close", "data-testid": "stage-close-box" },
          h("p", { class: "stage-over" }, t("stage.over", { stage: stageLabel(s, st.stage) })),
          whoGoesWhere(s, seeding),
          h(
            "button",
            { type: "button", class: "big primary", "data-testid": "stage-close", onclick: () => close(s) },
            t("stage.close", { stage: stageLabel(s, st.stage), next: stageLabel(s, seeding.stage) }),
          ),
        )
      : null,
    st.reopen
      ? h("button", { type: "button", class: "secondary", "data-testid": "stage-reopen", onclick: () => reopen(s) }, t("stage.reopen", { stage: stageLabel(s, st.stage) }))
      : null,
  );
}

/**
 * The stages' part of the event: every stage with its state, then the current one's pools or
 * brackets (the latest pools stay shown under a knockout, with where each place went).
 * @param {EventScreen} s
 */
export function stagesPanel(s) {
  const st = s.stages;
  if (!st) return null;
  const name = (/** @type {number} */ n) => teamName(s, n);
  const label = (/** @type {string} */ id) => stageLabel(s, id);
  return h(
    "div",
    { class: "stages-panel", "data-testid": "stages-panel" },
    h(
      "ol",
      { class: "stage-list", "data-testid": "stage-list" },
      st.stages.map((x) =>
        h(
          "li",
          { class: `stage-item ${x.status}` + (x.stage === st.stage ? " current" : ""), "data-testid": `stage-${x.stage}` },
          h("strong", null, x.name),
          " · ",
          t(`stage.kind.${x.kind}`),
          " · ",
          t(`stage.status.${x.status}`),
          x.first_round !== null && x.rounds > 0
            ? h("small", null, " · ", x.rounds > 1 ? t("stage.rounds_range", { from: x.first_round, to: x.first_round + x.rounds - 1 }) : t("ev.round_n", { n: x.first_round }))
            : null,
        ),
      ),
    ),
    sessionsLine(s),
    st.brackets ? h("div", { class: "brackets", "data-testid": "brackets" }, st.brackets.map((b) => bracketTree(b, name))) : null,
    st.pools.length
      ? h("div", { class: "pools", "data-testid": "pools" }, st.pools.map((p) => poolTable({ ...p, standings: p.standings.map((r) => ({ ...r, to: r.to ? label(r.to) : null })) }, { mp: s.uses_match_points, label })))
      : null,
  );
}

/**
 * The sessions, when the event has them: each with its date, the current one marked, and the
 * next one's date once the current one is over.
 * @param {EventScreen} s
 */
function sessionsLine(s) {
  const st = s.stages;
  if (!st || !st.sessions) return null;
  return h(
    "ul",
    { class: "stage-sessions", "data-testid": "stage-sessions" },
    st.sessions.map((x) =>
      h(
        "li",
        { class: x.session === st.session ? "current" : "" },
        t("stage.session", { n: x.session, name: x.name ?? "", date: x.date }),
        x.complete ? h("span", { class: "ev-tag final" }, "✓") : null,
      ),
    ),
  );
}
