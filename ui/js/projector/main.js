// @ts-check
/**
 * The projector page of an event (`/e/EVENT`): the current round's table plan and the live
 * standings, legible from the back of a hall at 1920×1080 (a season's page, `/s/SEASON`, is
 * projector/season.js). The page reads the event from the
 * API and again on every message of the event's stream (no reload); when the tables or the
 * standings do not fit, each pane shows them a page at a time, turning every few seconds.
 */
import { h, mount } from "../dom.js";
import { t, applyLang, num, listOf } from "../i18n.js";
import { applyTheme } from "../screens/settings.js";
import { rowsThatFit, paged, pane, TURN_MS } from "./paging.js";
import { startSeason } from "./season.js";
import { stagedPanes, stageLine, nextSession } from "./stages.js";

const root = /** @type {HTMLElement} */ (document.getElementById("app"));
const eventId = decodeURIComponent(location.pathname.split("/")[2] || "");

/** @type {any} the event as last read */
let event = null;
let live = false;
let failed = false;
/** The page shown in each pane (turns with the clock). */
let turn = 0;

/**
 * @param {any} e
 * @param {number} size
 */
function tablesPane(e, size) {
  const { rows, label } = paged(e.tables, size, turn);
  return h(
    "section",
    { "data-testid": "projector-tables" },
    h("h2", null, t("projector.tables"), label ? h("span", { class: "page" }, label) : null),
    h(
      "table",
      null,
      h(
        "tbody",
        null,
        rows.map((/** @type {any} */ tb) =>
          h(
            "tr",
            { class: tb.complete ? "done" : "" },
            h("td", { class: "table-n" }, num(tb.table)),
            h("td", null, h("bdi", null, tb.names.A)),
            h("td", { class: "vs" }, "–"),
            h("td", null, h("bdi", null, tb.names.B)),
            tb.complete
              ? h("td", { class: "state", "aria-label": t("projector.done") }, "✓")
              : h("td", { class: "state" }, t("projector.deals", { n: tb.deals })),
          ),
        ),
      ),
    ),
    e.byes && e.byes.length
      ? h("p", { class: "byes" }, t("projector.byes", { names: listOf(e.byes.map((/** @type {number} */ n) => nameOf(e, n))) }))
      : null,
  );
}

/**
 * @param {any} e
 * @param {number} n
 */
function nameOf(e, n) {
  const s = e.standings.find((/** @type {any} */ l) => l.entrant === n);
  return s ? s.name : `#${n}`;
}

/**
 * @param {any} e
 * @param {number} size
 */
function standingsPane(e, size) {
  const { rows, label } = paged(e.standings, size, turn);
  const mp = e.uses_match_points;
  return pane(
    "projector-standings",
    t("projector.standings"),
    label,
    h(
      "tr",
      null,
      h("th", null, "#"),
      h("th", null, t("projector.name")),
      h("th", { class: "num" }, t("projector.points")),
      h("th", { class: "num" }, t("projector.difference")),
      mp ? h("th", { class: "num" }, t("projector.match_points")) : null,
    ),
    rows.map((/** @type {any} */ l) =>
      h(
        "tr",
        null,
        h("td", { class: "rank" }, num(l.rank)),
        h("td", null, h("bdi", null, l.name)),
        h("td", { class: "num" }, num(l.points)),
        h("td", { class: "num" }, h("bdi", { dir: "ltr" }, l.difference > 0 ? `+${num(l.difference)}` : num(l.difference))),
        mp ? h("td", { class: "num" }, num(l.match_points)) : null,
      ),
    ),
  );
}

function renderPage() {
  applyLang();
  if (!event) {
    mount(root, h("p", { class: "proj-round", "data-testid": "projector-message" }, failed ? t("projector.unknown") : "…"));
    return;
  }
  const size = rowsThatFit();
  mount(
    root,
    h(
      "header",
      null,
      h("h1", { "data-testid": "projector-name" }, event.name),
      h("span", { class: "proj-round", "data-testid": "projector-round" }, event.round ? t("projector.round", { round: event.round, rounds: event.rounds }) : t("projector.no_round")),
      stageLine(event),
      h("span", { class: live ? "live" : "live off" }, live ? "●" : t("projector.reconnecting")),
    ),
    event.staged ? nextSession(event.staged) : null,
    stagedPanes(event, turn, (e) => tablesPane(e, size)) ?? h("div", { class: "panes" }, tablesPane(event, size), standingsPane(event, size)),
  );
}

let reading = false;
let again = false;

/** Reads the event (once at a time; a message meanwhile reads it once more after). */
async function read() {
  if (reading) {
    again = true;
    return;
  }
  reading = true;
  try {
    const res = await fetch(`/api/events/${encodeURIComponent(eventId)}`, { cache: "no-store" });
    if (res.ok) {
      event = await res.json();
      document.documentElement.dataset.version = String(Number(document.documentElement.dataset.version || 0) + 1);
    } else if (res.status === 404) {
      failed = true;
    }
  } catch {
    // The laptop is away: the stream reconnects by itself and the next message reads again.
  } finally {
    reading = false;
  }
  renderPage();
  if (again) {
    again = false;
    read();
  }
}

function start() {
  applyTheme();
  renderPage();
  const stream = new EventSource(`/api/events/${encodeURIComponent(eventId)}/stream`);
  stream.onopen = () => {
    live = true;
  };
  stream.onmessage = () => {
    live = true;
    read();
  };
  stream.onerror = () => {
    live = false;
    renderPage();
  };
  read();
  setInterval(() => {
    turn += 1;
    renderPage();
  }, TURN_MS);
  window.addEventListener("resize", renderPage);
}

// `/s/SEASON` is a season's page; `/e/EVENT` an event's.
if (location.pathname.startsWith("/s/")) startSeason(root);
else start();
