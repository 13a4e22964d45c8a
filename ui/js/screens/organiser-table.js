// @ts-check
/**
 * One table of an event, for its deals: the two sides with their totals, the deals entered so
 * far (each one's explanation a tap away, naming the sides), and the same round entry as a
 * match to enter the next deal or correct one — in a round that is over too: the standings
 * follow at once.
 */
import { h } from "../dom.js";
import { t, locale } from "../i18n.js";
import { state, render, call, errorBox } from "../state.js";
import { ask } from "../dialog.js";
import { sideTeams } from "../labels.js";
import { ev, showTable, closeTable } from "../event-state.js";
import { roundEntry } from "./round-entry.js";
import { matchRound } from "./scoreboard.js";

/** @typedef {import("../event-state.js").TableView} TableView */

/** @param {TableView} m */
async function undoLast(m) {
  const at = m.event_table;
  const yes = await ask({ title: t("ev.confirm_undo", { n: m.rounds.length }), confirm: t("ev.undo_deal"), danger: true });
  if (!yes) return;
  const view = await call("event_table_undo", { event: at.event, round: at.round, table: at.table, lang: locale() });
  if (view) showTable(/** @type {TableView} */ (view));
}

/**
 * The table's screen, or its round entry while one is open.
 * @param {TableView} m
 */
export function tableView(m) {
  if (state.entry) return roundEntry(m, state.entry.index);
  const at = m.event_table;
  const teams = sideTeams(m);
  const perTable = ev.screen ? ev.screen.deals : null;
  return h(
    "section",
    { class: "organiser ev-table-screen" },
    h(
      "div",
      { class: "ev-head" },
      h("button", { type: "button", class: "link", "data-testid": "ev-back", onclick: closeTable }, h("span", { class: "mirror", "aria-hidden": "true" }, "←"), " ", t("ev.back")),
      h("h1", { "data-testid": "ev-table-title" }, t("ev.table_title", { table: at.table, round: at.round }), h("small", { class: "ev-code" }, ` · ${at.code}`)),
      at.current ? null : h("p", { class: "ev-refused", "data-testid": "ev-correction" }, t("ev.correction", { n: at.round })),
    ),
    h(
      "div",
      { class: "totals", "data-testid": "totals" },
      /** @type {("A"|"B")[]} */ (["A", "B"]).map((id) =>
        h(
          "div",
          { class: `total team-${id}` },
          h("div", { class: "team-name" }, teams[id].name),
          h("div", { class: "big-number", "data-testid": `total-${id}` }, String(m.totals[id])),
        ),
      ),
    ),
    h(
      "p",
      { class: "status-line", "data-testid": "ev-table-state" },
      at.complete ? `✓ ${t("ev.complete")}` : perTable ? t("ev.deals_of", { n: m.rounds.length, total: perTable }) : t("ev.deals_n", { n: m.rounds.length }),
    ),
    h("ol", { class: "rounds", "data-testid": "rounds" }, m.rounds.map((r, i) => matchRound(m, r, i, { edit: t("phone.correct") }))),
    m.rounds.length === 0 ? h("p", { class: "empty" }, t("ev.no_deals")) : null,
    errorBox(),
    h(
      "div",
      { class: "row small-actions" },
      at.current && m.rounds.length > 0
        ? h("button", { type: "button", class: "secondary", "data-testid": "ev-undo-deal", onclick: () => undoLast(m) }, t("ev.undo_deal"))
        : null,
    ),
    at.complete
      ? null
      : h(
          "div",
          { class: "sticky-actions" },
          h(
            "button",
            { type: "button", class: "big primary", "data-testid": "add-round", onclick: () => { state.entry = { index: null }; state.error = null; render(); } },
            t("phone.enter", { n: m.rounds.length + 1 }),
          ),
        ),
  );
}
