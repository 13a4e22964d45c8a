// @ts-check
/**
 * An event on the organiser's screen, legible from across the room: the next step (draw the
 * next round, or which tables are still open), the table plan of a round with each table's
 * deals and totals (a table opens for its deals), the entrants (late ones, withdrawals), the
 * standings and the prizes as they stand now, the pages to print — and the phones' panel, to
 * open the tables to the players' phones.
 */
import { h, chips } from "../dom.js";
import { t, listOf } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render, call, errorBox, notify } from "../state.js";
import { ask } from "../dialog.js";
import { ev, showEvent, openTable, openEvent, loadEvents } from "../event-state.js";
import { readEntrants, listProblem } from "../entrants-text.js";
import { phonesPanel } from "./phones-panel.js";
import { eventExport, eventImport } from "./event-files.js";
import { printPanel } from "../print/panel.js";
import { loadOffer } from "../season-state.js";
import { seasonOffer } from "./seasons.js";
import { listPage } from "./organiser-list.js";
import { stageStep, stagesPanel, stageLabel } from "./organiser-stages.js";
import { matchLabel } from "../bracket.js";
import { publishPanel } from "./hub-panel.js";

/** @typedef {import("../event-state.js").EventScreen} EventScreen */

/**
 * The name of entrant `n`.
 * @param {EventScreen} s
 * @param {number} n
 */
export function entrantName(s, n) {
  return s.entrants[n - 1]?.name ?? `#${n}`;
}

/**
 * A change to the event by a command; the event as it answered.
 * @param {string} cmd
 * @param {Record<string, unknown>} args
 */
async function change(cmd, args) {
  const screen = await call(cmd, args);
  if (screen) showEvent(/** @type {EventScreen} */ (screen));
  return screen;
}

/** @param {EventScreen} s */
async function draw(s) {
  const screen = await change("draw_round", { event: s.event });
  if (screen) {
    ev.round = 0;
    ev.tab = "tables";
    notify(t("ev.drawn", { n: /** @type {EventScreen} */ (screen).round }));
  }
}

/** @param {EventScreen} s */
async function redraw(s) {
  const yes = await ask({ title: t("ev.confirm_redraw", { n: s.round }), body: t("ev.confirm_redraw_body"), confirm: t("ev.redraw") });
  if (yes) await change("redraw_round", { event: s.event });
}

/**
 * Why the next round cannot be drawn, in the organiser's language: the tables of the current
 * round still playing, else the back end's own words.
 * @param {EventScreen} s
 */
function refusal(s) {
  const why = s.draw_refusal;
  if (why && why.why === "stage_over") return t("stage.over", { stage: stageLabel(s, why.stage) });
  return why && why.why === "open_tables" ? t("ev.tables_open", { n: why.round, tables: listOf(why.tables) }) : s.draw_refused;
}

/**
 * A table's place in a staged event: its pool, or its bracket and the places at stake.
 * @param {EventScreen} s
 * @param {import("../event-state.js").PlanTable} tb
 */
export function tableGroup(s, tb) {
  if (!tb.group) return null;
  const label = tb.places ? `${stageLabel(s, tb.group)} · ${matchLabel(tb.places)}` : t("stage.pool", { pool: tb.group });
  return h("span", { class: "ev-table-group", "data-testid": `ev-table-group-${tb.table}` }, label);
}

/** The next step: draw the next round, or why it cannot be drawn yet. */
function nextStep(/** @type {EventScreen} */ s) {
  const canDraw = s.draw_refused === null;
  return h(
    "div",
    { class: "ev-next" },
    s.finished
      ? h("p", { class: "ev-finished", "data-testid": "ev-finished" }, t("ev.finished"))
      : h(
          "button",
          { type: "button", class: "big primary", disabled: !canDraw, "data-testid": "ev-draw", onclick: () => draw(s) },
          t("ev.draw", { n: s.round + 1 }),
        ),
    // A stage that is over says so in its close, below.
    !canDraw && !s.finished && s.draw_refusal?.why !== "stage_over" ? h("p", { class: "ev-refused", "data-testid": "ev-draw-refused" }, refusal(s)) : null,
    s.redraw_refused === null
      ? h("button", { type: "button", class: "secondary", "data-testid": "ev-redraw", onclick: () => redraw(s) }, t("ev.redraw_round", { n: s.round }))
      : null,
    stageStep(s),
  );
}

/**
 * The table plan of a round: one card a table, with its number, sides, deals and totals,
 * big enough to read from across the room; a card opens the table.
 * @param {EventScreen} s
 */
function plan(s) {
  if (s.draws.length === 0) return h("p", { class: "empty", "data-testid": "ev-no-round" }, t("ev.no_round"));
  const shown = ev.round >= 1 && ev.round <= s.draws.length ? ev.round : s.round;
  const r = s.draws[shown - 1];
  const perTable = s.deals;
  return h(
    "div",
    { class: "ev-plan" },
    s.draws.length > 1
      ? chips(
          s.draws.map((d) => ({ value: d.round, label: t("ev.round_n", { n: d.round }), testid: `ev-round-${d.round}` })),
          shown,
          (n) => {
            ev.round = n;
            render();
          },
          t("ev.rounds"),
        )
      : null,
    h("h2", null, t("ev.plan_of", { n: shown }), shown < s.round ? h("span", { class: "ev-closed" }, " · ", t("ev.round_over")) : null),
    h(
      "div",
      { class: "ev-tables", "data-testid": "ev-plan" },
      r.tables.map((tb) =>
        h(
          "button",
          {
            type: "button",
            class: "ev-table" + (tb.complete ? " complete" : ""),
            "data-testid": `ev-table-${tb.table}`,
            "aria-label": t("ev.table_label", { n: tb.table, a: tb.names.A, b: tb.names.B }),
            onclick: () => openTable(shown, tb.table),
          },
          h("span", { class: "ev-table-no" }, String(tb.table)),
          tableGroup(s, tb),
          h(
            "span",
            { class: "ev-sides" },
            h("span", { class: "team-A-text" }, tb.names.A),
            h("span", { class: "ev-vs" }, t("ev.vs")),
            h("span", { class: "team-B-text" }, tb.names.B),
          ),
          h(
            "span",
            { class: "ev-table-score", "data-testid": `ev-table-score-${tb.table}` },
            h("span", { class: "team-A-text" }, String(tb.totals.A)),
            " – ",
            h("span", { class: "team-B-text" }, String(tb.totals.B)),
          ),
          h(
            "span",
            { class: "ev-table-deals", "data-testid": `ev-table-deals-${tb.table}` },
            tb.complete ? `✓ ${t("ev.complete")}` : perTable ? t("ev.deals_of", { n: tb.deals, total: perTable }) : t("ev.deals_n", { n: tb.deals }),
          ),
        ),
      ),
    ),
    r.byes.length ? h("p", { class: "ev-byes", "data-testid": "ev-byes" }, t("ev.byes", { names: listOf(r.byes.map((n) => entrantName(s, n))) })) : null,
  );
}

/** The late entrants typed in the entrants' panel. */
let lateText = "";

/** @param {EventScreen} s */
async function addLate(s) {
  const read = readEntrants(lateText, s.kind);
  const taken = s.entrants.map((e) => e.name);
  const problem = listProblem(read, { taken });
  if (problem) {
    state.error = t(problem.key, problem.vars);
    render();
    return;
  }
  let added = 0;
  for (const [i, entrant] of read.entrants.entries()) {
    try {
      const screen = await invoke("add_entrant", { event: s.event, entrant });
      ev.screen = /** @type {EventScreen} */ (screen);
      added += 1;
    } catch (e) {
      const err = /** @type {any} */ (e);
      // The rest of the list stays to be corrected and added.
      lateText = lateText.split(/\r?\n/).slice(read.lines[i] - 1).join("\n");
      state.error = t("ev.line_error", { line: 1, message: err.message });
      render();
      return;
    }
  }
  lateText = "";
  if (ev.screen) showEvent(ev.screen);
  if (added) notify(t("ev.added", { n: added }));
}

/**
 * @param {EventScreen} s
 * @param {number} n
 */
async function withdraw(s, n) {
  const yes = await ask({ title: t("ev.confirm_withdraw", { name: entrantName(s, n) }), body: t("ev.confirm_withdraw_body"), confirm: t("ev.withdraw"), danger: true });
  if (yes) await change("withdraw_entrant", { event: s.event, entrant: n });
}

/** The entrants: number, name, players; late entrants added, withdrawals. */
function entrants(/** @type {EventScreen} */ s) {
  const kind = s.kind;
  const list = s.entrants;
  return h(
    "div",
    { class: "ev-entrants" },
    h("h2", null, t(kind === "teams" ? "ev.teams" : "ev.players"), ` (${list.length - s.withdrawn.length})`),
    h(
      "ol",
      { class: "ev-entrant-list", "data-testid": "ev-entrants" },
      list.map((e) => {
        const n = e.entrant;
        const out = e.withdrawn;
        return h(
          "li",
          { class: "ev-entrant" + (out ? " withdrawn" : ""), "data-testid": `ev-entrant-${n}` },
          h("span", { class: "ev-entrant-no" }, String(n)),
          h("span", { class: "ev-entrant-name" }, e.name, e.players.length ? h("small", null, ` · ${e.players.join(" & ")}`) : null),
          out
            ? h("span", { class: "ev-tag" }, t("ev.withdrawn"))
            : h("button", { type: "button", class: "secondary", "data-testid": `ev-withdraw-${n}`, onclick: () => withdraw(s, n) }, t("ev.withdraw")),
        );
      }),
    ),
    h("h2", null, t("ev.late")),
    h("p", { class: "option-summary" }, t(kind === "teams" ? "ev.paste_teams" : "ev.paste_players")),
    h("textarea", {
      class: "entrants-text",
      rows: 3,
      value: lateText,
      placeholder: t(kind === "teams" ? "ev.paste_teams_example" : "ev.paste_players_example"),
      "data-testid": "ev-late-text",
      oninput: (/** @type {Event} */ e) => (lateText = /** @type {HTMLTextAreaElement} */ (e.target).value),
    }),
    h("div", { class: "row" }, h("button", { type: "button", class: "primary", "data-testid": "ev-add", onclick: () => addLate(s) }, t("ev.add"))),
  );
}

/**
 * Where a team of a staged event finished: its bracket (or pool) and its place there.
 * @param {EventScreen} s
 * @param {import("../event-state.js").Standing} st
 */
function finishOf(s, st) {
  if (!st.stage) return "";
  const group = st.group ? (st.group.length === 1 ? t("stage.pool", { pool: st.group }) : stageLabel(s, st.group)) : stageLabel(s, st.stage);
  return st.place ? `${group} · ${st.place}` : group;
}

/** The standings as they stand now, with big points. */
export function standingsTable(/** @type {EventScreen} */ s) {
  // The event ranks on match points: the standings show them.
  const mp = s.uses_match_points;
  return h(
    "table",
    // On a phone the standings scroll sideways in their own box: reachable by keyboard too.
    { class: "ev-standings", "data-testid": "ev-standings", tabindex: "0" },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", { scope: "col" }, t("ev.rank")),
        h("th", { scope: "col", class: "name" }, t(s.kind === "teams" ? "ev.team" : "ev.player")),
        s.stages ? h("th", { scope: "col" }, t("ev.finish")) : null,
        mp ? h("th", { scope: "col" }, t("ev.match_points")) : null,
        h("th", { scope: "col" }, t("ev.points")),
        h("th", { scope: "col" }, t("ev.against")),
        h("th", { scope: "col" }, t("ev.difference")),
        h("th", { scope: "col" }, t("ev.played")),
        h("th", { scope: "col" }, t("ev.wdl")),
        h("th", { scope: "col" }, t("ev.prize")),
      ),
    ),
    h(
      "tbody",
      null,
      s.standings.map((st) =>
        h(
          "tr",
          { class: st.withdrawn ? "withdrawn" : null, "data-testid": "ev-standing", "data-entrant": st.entrant },
          h("td", { class: "rank" }, String(st.rank)),
          h("td", { class: "name" }, st.name, st.withdrawn ? h("small", null, ` · ${t("ev.withdrawn")}`) : null),
          s.stages ? h("td", { class: "num finish" }, finishOf(s, st)) : null,
          mp ? h("td", { class: "big" }, String(st.match_points)) : null,
          h("td", { class: mp ? "num" : "big", "data-testid": "ev-points" }, String(st.points)),
          h("td", { class: "num" }, String(st.against)),
          h("td", { class: "num" }, st.difference > 0 ? `+${st.difference}` : String(st.difference)),
          h("td", { class: "num" }, String(st.played)),
          h("td", { class: "num" }, `${st.wins}-${st.draws}-${st.losses}` + (st.byes ? ` (+${st.byes})` : "")),
          h("td", { class: "num" }, st.prize === null ? "" : String(st.prize)),
        ),
      ),
    ),
  );
}

/**
 * The prizes in order: prize number, the entrant, its points; the booby prize said so.
 * @param {EventScreen} s
 */
export function prizeList(s) {
  const won = s.standings.filter((st) => st.prize !== null).sort((a, b) => /** @type {number} */ (a.prize) - /** @type {number} */ (b.prize));
  const booby = s.booby;
  const last = s.standings[s.standings.length - 1];
  return won.map((st) =>
    h(
      "li",
      { class: "ev-prize", "data-testid": "ev-prize" },
      h("span", { class: "ev-prize-no" }, String(st.prize)),
      h("span", { class: "ev-prize-name" }, st.name),
      h("span", { class: "ev-prize-points" }, t("ev.points_n", { n: st.points })),
      booby && last && st.entrant === last.entrant && st.prize === won.length ? h("span", { class: "ev-tag" }, t("ev.booby")) : null,
    ),
  );
}

/**
 * Once the event is over, its final standings offer the seasons it may join (one tap adds
 * it), and publishing them to the federation.
 * @param {EventScreen} s
 */
function finalOffer(s) {
  if (!s.finished) return null;
  loadOffer(s.event);
  return [seasonOffer(s.event), publishPanel("event", s.event)];
}

/** The event's screen. */
export function eventView(/** @type {EventScreen} */ s) {
  const tabs = /** @type {("tables" | "stages" | "entrants" | "standings" | "prizes" | "phones" | "print")[]} */ (
    s.stages ? ["tables", "stages", "entrants", "standings", "prizes", "phones", "print"] : ["tables", "entrants", "standings", "prizes", "phones", "print"]
  );
  return h(
    "section",
    { class: "organiser event" },
    h(
      "div",
      { class: "ev-head" },
      h(
        "button",
        {
          type: "button",
          class: "link",
          "data-testid": "ev-all",
          onclick: () => {
            ev.screen = null;
            state.error = null;
            loadEvents();
            render();
          },
        },
        h("span", { class: "mirror", "aria-hidden": "true" }, "←"), " ",
        t("ev.all"),
      ),
      h("h1", { "data-testid": "ev-title" }, s.name),
      h(
        "p",
        { class: "ev-meta" },
        `${s.date} · ${t("variant." + s.variant)} · `,
        h("strong", { "data-testid": "ev-round" }, s.round ? t("ev.round_of", { n: s.round, total: s.rounds }) : t("ev.rounds_n", { n: s.rounds })),
      ),
    ),
    nextStep(s),
    chips(
      tabs.map((tab) => ({ value: tab, label: t(`ev.tab.${tab}`), testid: `ev-tab-${tab}` })),
      ev.tab,
      (tab) => {
        ev.tab = tab;
        state.error = null;
        render();
      },
      t("ev.parts"),
    ),
    errorBox(),
    ev.tab === "tables" ? plan(s) : null,
    ev.tab === "stages" ? stagesPanel(s) : null,
    ev.tab === "entrants" ? entrants(s) : null,
    ev.tab === "standings" ? h("div", { class: "ev-standings-box" }, h("h2", null, t("ev.standings_after", { n: s.round })), standingsTable(s), finalOffer(s)) : null,
    ev.tab === "prizes" ? h("div", null, h("h2", null, t("ev.tab.prizes")), h("ol", { class: "ev-prizes", "data-testid": "ev-prizes" }, prizeList(s))) : null,
    // The phones' panel: open the tables to the players' phones, their QR codes, deals as they come.
    ev.tab === "phones" ? phonesPanel(s) : null,
    ev.tab === "print" ? printPanel(s) : null,
    // The whole event as a file (for another laptop, or `belote event import`).
    eventExport(s.event),
  );
}

/** The events, newest last, and a new one. */
export function eventList() {
  return listPage({
    kind: "events",
    testid: "ev",
    title: "ev.title",
    intro: "ev.intro",
    none: "ev.none",
    items: ev.list.map((e) => ({
      name: e.name,
      detail: `${e.date} · ${t("variant." + e.variant)} · ${e.round ? t("ev.round_of", { n: e.round, total: e.rounds }) : t("ev.rounds_n", { n: e.rounds })}`,
      open: () => openEvent(e.event),
    })),
    create: "ev.new",
    onCreate: () => (ev.creating = true),
    after: eventImport(),
  });
}

