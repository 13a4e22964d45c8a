// @ts-check
/**
 * A season's screen among the Events: its table — each evening's score, the ones that count
 * in bold, the others struck through, an excused absence marked — legible from across the
 * room; its evenings (the one just finished added with one tap), its excused absences, its
 * capots, its pages to print and its projector page. Everything on it is worked out by the
 * back end from the evenings' own deals.
 */
import { h, chips } from "../dom.js";
import { t } from "../i18n.js";
import { state, render, call, errorBox, notify } from "../state.js";
import { ask } from "../dialog.js";
import { sv, loadSeasons, changeSeason } from "../season-state.js";
import { printSeason } from "../print/season.js";
import { rulesLine, averageText } from "../season-text.js";
import { publishPanel } from "./hub-panel.js";

/** @typedef {import("../season-state.js").SeasonScreen} SeasonScreen */
/** @typedef {import("../season-state.js").SeasonStanding} SeasonStanding */

/**
 * Whether the season ranks on an average (then the table shows it, not the total).
 * @param {SeasonScreen} s
 */
function useAverage(s) {
  return s.definition.ranking.aggregate === "average";
}

/**
 * One evening's cell of a line: the score in bold when it counts, struck through when not,
 * marked when it is an excused absence; empty without a result.
 * @param {SeasonStanding} line
 * @param {string} event
 */
export function resultCell(line, event) {
  const r = line.results.find((x) => x.event === event);
  if (!r) return h("td", { class: "num none" }, "–");
  const mark = r.absent ? h("abbr", { class: "season-absent", title: t("season.absent") }, t("season.absent_short")) : null;
  return h(
    "td",
    { class: "num", "data-testid": "season-result", "data-counted": String(r.counted), "data-absent": String(r.absent) },
    r.counted ? h("strong", { class: "season-counted" }, String(r.score), mark) : h("s", { class: "season-dropped" }, String(r.score), mark),
  );
}

/**
 * A line's periods: each period's result, in bold when it counts, struck through when not.
 * @param {SeasonStanding} line
 */
function periodsCell(line) {
  return h(
    "td",
    { class: "num season-periods" },
    (line.periods || []).map((p, i) => [
      i ? " · " : "",
      h(p.counted ? "strong" : "s", { class: p.counted ? "season-counted" : "season-dropped", title: t("season.period_n", { n: p.period }) }, String(p.result)),
    ]),
  );
}

/**
 * The season's table: the legend under it says what bold, struck through and the absence
 * mark mean.
 * @param {SeasonScreen} s
 */
export function seasonTable(s) {
  const st = s.standings;
  const average = useAverage(s);
  const periods = Boolean(s.definition.ranking.periods);
  const teams = s.definition.ranking.rank === "teams";
  return [
    h(
      "div",
      { class: "season-table-box" },
      h(
        "table",
        { class: "ev-standings season-table", "data-testid": "season-table" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            h("th", { scope: "col" }, t("ev.rank")),
            h("th", { scope: "col", class: "name" }, t(teams ? "ev.team" : "ev.player")),
            st.events.map((e, i) =>
              h(
                "th",
                { scope: "col", class: e.final ? "num" : "num not-final", title: `${e.name} · ${e.date}${e.final ? "" : ` · ${t("season.not_final")}`}` },
                String(i + 1),
              ),
            ),
            periods ? h("th", { scope: "col", class: "num" }, t("season.periods")) : null,
            h("th", { scope: "col", class: "num" }, t(average ? "season.average" : "season.total")),
            h("th", { scope: "col", class: "num" }, t("ev.played")),
          ),
        ),
        h(
          "tbody",
          null,
          st.standings.map((line) =>
            h(
              "tr",
              { class: line.eligible ? null : "not-eligible", "data-testid": "season-standing", "data-name": line.name },
              h("td", { class: "rank" }, line.rank === null ? "" : String(line.rank)),
              h("td", { class: "name" }, line.name),
              st.events.map((e) => resultCell(line, e.event)),
              periods ? periodsCell(line) : null,
              h("td", { class: "big", "data-testid": "season-total" }, average && line.average !== null ? averageText(line.average) : String(line.total)),
              h("td", { class: "num" }, String(line.played) + (line.absences ? ` + ${line.absences}${t("season.absent_short")}` : "")),
            ),
          ),
        ),
      ),
    ),
    st.standings.length === 0 ? h("p", { class: "empty", "data-testid": "season-empty" }, t("season.empty")) : null,
    h("p", { class: "option-summary season-legend" }, t("season.legend", { a: t("season.absent_short") })),
  ];
}

/**
 * The capots' side ranking.
 * @param {SeasonScreen} s
 */
export function capotsTable(s) {
  const list = s.standings.sides.capots || [];
  if (!list.length) return h("p", { class: "empty", "data-testid": "season-capots-none" }, t("season.capots_none"));
  return h(
    "table",
    { class: "ev-standings", "data-testid": "season-capots" },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", { scope: "col" }, t("ev.rank")),
        h("th", { scope: "col", class: "name" }, t(s.definition.ranking.rank === "teams" ? "ev.team" : "ev.player")),
        h("th", { scope: "col" }, t("season.capots_h")),
      ),
    ),
    h(
      "tbody",
      null,
      list.map((c) => h("tr", { "data-testid": "season-capot" }, h("td", { class: "rank" }, String(c.rank)), h("td", { class: "name" }, c.name), h("td", { class: "big" }, String(c.capots)))),
    ),
  );
}

/**
 * The newest finished evening the season takes: what one tap adds.
 * @param {SeasonScreen} s
 */
function latest(s) {
  return s.candidates.find((c) => c.final && c.fits) || null;
}

/**
 * @param {SeasonScreen} s
 * @param {string} event
 */
async function add(s, event) {
  const name = s.candidates.find((c) => c.event === event)?.name ?? event;
  const screen = await changeSeason("season_add_event", { season: s.season, event });
  if (screen) notify(t("season.added", { name }));
}

/**
 * @param {SeasonScreen} s
 * @param {import("../season-state.js").SeasonEventLine} e
 */
async function remove(s, e) {
  const yes = await ask({ title: t("season.confirm_remove", { name: e.name }), body: t("season.confirm_remove_body"), confirm: t("season.remove"), danger: true });
  if (yes) await changeSeason("season_remove_event", { season: s.season, event: e.event });
}

/** The next step: add the evening just finished with one tap. */
function nextStep(/** @type {SeasonScreen} */ s) {
  const next = latest(s);
  return h(
    "div",
    { class: "ev-next" },
    next
      ? h("button", { type: "button", class: "big primary", "data-testid": "season-add-latest", onclick: () => add(s, next.event) }, t("season.add_latest", { name: next.name, date: next.date }))
      : h("p", { class: "ev-refused", "data-testid": "season-nothing-to-add" }, t("season.nothing_to_add")),
  );
}

/** The season's evenings in order, and the events that could join it. */
function evenings(/** @type {SeasonScreen} */ s) {
  const st = s.standings;
  return h(
    "div",
    { class: "season-evenings" },
    h("h2", null, t("season.tab.evenings"), ` (${st.events.length})`),
    st.events.length === 0 ? h("p", { class: "empty" }, t("season.no_evenings")) : null,
    h(
      "ol",
      { class: "ev-entrant-list", "data-testid": "season-evenings" },
      st.events.map((e, i) =>
        h(
          "li",
          { class: "ev-entrant", "data-testid": `season-evening-${i + 1}` },
          h("span", { class: "ev-entrant-no" }, String(i + 1)),
          h(
            "span",
            { class: "ev-entrant-name" },
            e.name,
            h("small", null, ` · ${e.date}`, e.period === null ? "" : ` · ${t("season.period_n", { n: e.period })}`),
          ),
          h("span", { class: e.final ? "ev-tag final" : "ev-tag" }, t(e.final ? "season.final" : "season.not_final")),
          h("button", { type: "button", class: "secondary", "data-testid": `season-remove-${i + 1}`, onclick: () => remove(s, e) }, t("season.remove")),
        ),
      ),
    ),
    h("h2", null, t("season.add_evening")),
    s.candidates.length === 0 ? h("p", { class: "empty" }, t("season.no_candidates")) : null,
    h(
      "ul",
      { class: "ev-entrant-list", "data-testid": "season-candidates" },
      s.candidates.map((c) =>
        h(
          "li",
          { class: "ev-entrant" },
          h("span", { class: "ev-entrant-name" }, c.name, h("small", null, ` · ${c.date} · ${t("variant." + c.variant)}`), c.fits ? null : h("small", { class: "season-why" }, ` — ${c.why}`)),
          h("span", { class: c.final ? "ev-tag final" : "ev-tag" }, t(c.final ? "season.final" : "season.not_final")),
          h("button", { type: "button", class: "primary", disabled: !c.fits, "data-testid": "season-add", "data-event": c.event, onclick: () => add(s, c.event) }, t("season.add")),
        ),
      ),
    ),
  );
}

/** The excused absence being typed. */
const absence = { event: "", name: "" };

/** @param {SeasonScreen} s */
async function excuse(s) {
  const event = absence.event || s.standings.events[s.standings.events.length - 1]?.event;
  if (!event) return;
  const name = absence.name;
  const screen = await changeSeason("season_absence", { season: s.season, event, name, absent: true });
  if (screen) {
    absence.name = "";
    const evening = screen.standings.events.find((e) => e.event === event);
    notify(t("season.excused", { name: name.trim(), event: evening ? evening.name : event }));
    render();
  }
}

/** The excused absences: a form to mark one, and the list with each one's Remove. */
function absences(/** @type {SeasonScreen} */ s) {
  const events = s.standings.events;
  const list = /** @type {{event: string, name: string}[]} */ (s.definition.absences);
  const nameOf = (/** @type {string} */ id) => events.find((e) => e.event === id)?.name ?? id;
  if (!events.some((e) => e.event === absence.event)) absence.event = events.length ? events[events.length - 1].event : "";
  return h(
    "div",
    { class: "season-absences" },
    h("h2", null, t("season.tab.absences")),
    h("p", { class: "option-summary" }, t("season.absences_intro", { n: s.definition.ranking.absence_score })),
    events.length === 0
      ? h("p", { class: "empty" }, t("season.no_evenings"))
      : h(
          "div",
          { class: "form-grid" },
          h(
            "label",
            { class: "field" },
            t("season.absence_event"),
            h(
              "select",
              { "data-testid": "season-absence-event", onchange: (/** @type {Event} */ e) => (absence.event = /** @type {HTMLSelectElement} */ (e.target).value) },
              events.map((e, i) => h("option", { value: e.event, selected: e.event === absence.event }, `${i + 1}. ${e.name} · ${e.date}`)),
            ),
          ),
          h(
            "label",
            { class: "field" },
            t("season.absence_name"),
            h("input", {
              type: "text",
              list: "season-people",
              value: absence.name,
              "data-testid": "season-absence-name",
              oninput: (/** @type {Event} */ e) => (absence.name = /** @type {HTMLInputElement} */ (e.target).value),
            }),
            h(
              "datalist",
              { id: "season-people" },
              s.people.map((p) => h("option", { value: p })),
            ),
          ),
          h("div", { class: "field" }, h("span", null, "\u00a0"), h("button", { type: "button", class: "primary", "data-testid": "season-excuse", onclick: () => excuse(s) }, t("season.excuse"))),
        ),
    list.length === 0 ? h("p", { class: "empty", "data-testid": "season-absences-none" }, t("season.absences_none")) : null,
    h(
      "ul",
      { class: "ev-entrant-list", "data-testid": "season-absences" },
      list.map((a) =>
        h(
          "li",
          { class: "ev-entrant", "data-testid": "season-absence" },
          h("span", { class: "ev-entrant-name" }, a.name, h("small", null, ` · ${nameOf(a.event)}`)),
          h(
            "button",
            { type: "button", class: "secondary", "data-testid": "season-unexcuse", onclick: () => changeSeason("season_absence", { season: s.season, event: a.event, name: a.name, absent: false }) },
            t("season.remove"),
          ),
        ),
      ),
    ),
  );
}

/**
 * Opens the phones' server (on the season's last evening) and shows the season's projector
 * page: the season's table, big, a page at a time.
 * @param {SeasonScreen} s
 */
async function toProjector(s) {
  const events = s.standings.events;
  const last = events[events.length - 1];
  if (!last) return;
  // A server already open (the tables of tonight's evening) serves the season's page too:
  // it is not moved to another event.
  const open = /** @type {any} */ (await call("phones_status", {}));
  const status = open && open.open ? open : /** @type {any} */ (await call("phones_open", { event: last.event }));
  if (status && status.url) {
    sv.projector = `${status.url}s/${encodeURIComponent(s.season)}`;
    render();
  }
}

/** The season's projector page: where it is, or the button that opens it. */
function projector(/** @type {SeasonScreen} */ s) {
  return h(
    "div",
    { class: "ev-phones-where season-projector" },
    sv.projector
      ? [h("span", null, t("season.projector_at")), h("a", { class: "ev-url", href: sv.projector, target: "_blank", rel: "noopener", "data-testid": "season-projector-url" }, sv.projector)]
      : h(
          "button",
          { type: "button", class: "secondary", disabled: s.standings.events.length === 0, "data-testid": "season-projector", onclick: () => toProjector(s) },
          t("season.projector"),
        ),
  );
}

/** The pages to print: the table, and the capots. */
function printing(/** @type {SeasonScreen} */ s) {
  return h(
    "div",
    { class: "ev-print", "data-testid": "season-print" },
    h("p", { class: "option-summary" }, t("season.print_intro")),
    h(
      "div",
      { class: "ev-print-buttons" },
      h("button", { type: "button", class: "big secondary", "data-testid": "season-print-table", onclick: () => printSeason(s, "table") }, t("season.print_table")),
      s.standings.sides.capots
        ? h("button", { type: "button", class: "big secondary", "data-testid": "season-print-capots", onclick: () => printSeason(s, "capots") }, t("season.print_capots"))
        : null,
    ),
  );
}

/** A season's screen. */
export function seasonView(/** @type {SeasonScreen} */ s) {
  const st = s.standings;
  const tabs = /** @type {import("../season-state.js").SeasonTab[]} */ (["table", "evenings", "absences", ...(st.sides.capots ? ["sides"] : []), "print"]);
  if (!tabs.includes(sv.tab)) sv.tab = "table";
  const finals = st.events.filter((e) => e.final).length;
  return h(
    "section",
    { class: "organiser season" },
    h(
      "div",
      { class: "ev-head" },
      h(
        "button",
        {
          type: "button",
          class: "link",
          "data-testid": "season-all",
          onclick: () => {
            sv.screen = null;
            state.error = null;
            loadSeasons();
            render();
          },
        },
        "← ",
        t("season.all"),
      ),
      h("h1", { "data-testid": "season-title" }, st.name),
      h("p", { class: "ev-meta" }, h("span", { "data-testid": "season-rules" }, rulesLine(s.definition)), " · ", h("strong", { "data-testid": "season-finals" }, t("season.final_of", { n: finals, total: st.events.length }))),
    ),
    nextStep(s),
    chips(
      tabs.map((tab) => ({ value: tab, label: t(`season.tab.${tab}`), testid: `season-tab-${tab}` })),
      sv.tab,
      (tab) => {
        sv.tab = tab;
        state.error = null;
        render();
      },
      t("season.parts"),
    ),
    errorBox(),
    sv.tab === "table" ? [seasonTable(s), projector(s), publishPanel("season", s.season)] : null,
    sv.tab === "evenings" ? evenings(s) : null,
    sv.tab === "absences" ? absences(s) : null,
    sv.tab === "sides" ? h("div", null, h("h2", null, t("season.tab.sides")), capotsTable(s)) : null,
    sv.tab === "print" ? printing(s) : null,
  );
}
