// @ts-check
/**
 * The phone page of one table (`/t/CODE`): the table's deals and totals, and the app's own
 * round entry to enter the next deal — the same screens, catalogues and explanations as the
 * app, in the phone's language. Only the transport differs: the app's commands that round
 * entry calls (`describe_variants`, `game_words`, `get_match`, `preview_round`,
 * `append_round`, `edit_round`) are answered here from the table's HTTP API: the page hands
 * ipc.js that transport (`tableTransport`) in place of Tauri's IPC.
 *
 * The page reads its table in one request (the table as the app shows a match, with where it
 * is: `event_table`). Every deal goes through the outbox (outbox.js): kept on the phone first,
 * sent with its op until the laptop answers. A deal the laptop refuses while round entry waits
 * for it is shown there, next to the field at fault (`about`), as in the app. The page says plainly whether everything is "saved on the
 * laptop" or how many deals are "waiting to be sent". When another phone of the table got
 * there first, the laptop's table comes back with the refusal: the page shows the deal it
 * stored and moves on. The event's stream keeps two phones of a table in step.
 */
import { h, mount } from "../dom.js";
import { t, getLang, applyLang, locale, num, pairLine } from "../i18n.js";
import { state, onRender, render } from "../state.js";
import { loadVariants, loadWords } from "../variants.js";
import { roundEntry } from "../screens/round-entry.js";
import { factLine } from "../labels.js";
import { applyTheme } from "../screens/settings.js";
import * as api from "./table-api.js";
import { matchLabel } from "../bracket.js";
import { keep, waiting, flush } from "./outbox.js";
import { setTransport } from "../ipc.js";

const root = /** @type {HTMLElement} */ (document.getElementById("app"));
const code = decodeURIComponent(location.pathname.split("/")[2] || "").toUpperCase();

/** What the page knows of its table. */
const page = {
  /** @type {{event: string, round: number, table: number, complete: boolean, group?: string | null, group_name?: string | null, places?: [number, number] | null, tie?: string | null} | null} where the table is, and whether it is complete (the match's `event_table`, or the table a refusal carried) */
  table: null,
  /** @type {any} the table as a match (GET …/match), as the laptop last said */
  stored: null,
  /** @type {{kind: "taken" | "refused" | "closed" | "unknown" | "offline", text: string} | null} */
  notice: null,
  /** no answer from the laptop at the last try */
  offline: false,
  /** @type {number} */
  retry: 0,
};

/**
 * The match view round entry works on: the laptop's, with the deals still waiting on the
 * phone after it (unscored: the laptop scores them when they arrive).
 * @returns {any}
 */
function localView() {
  const m = page.stored;
  if (!m) return null;
  const appends = waiting(code).filter((w) => w.kind === "append");
  if (appends.length === 0) return m;
  const pending = appends.map((w, i) => ({
    score: { A: "…", B: "…" },
    verdict: "offline",
    pot: 0,
    explanation: [],
    totals: m.totals,
    dealer: (m.next_dealer + i) % 4,
    fact: w.deal,
    pending: true,
  }));
  return {
    ...m,
    record: { ...m.record, rounds: [...m.record.rounds, ...appends.map((w) => w.deal)] },
    rounds: [...m.rounds, ...pending],
    next_dealer: (m.next_dealer + appends.length) % 4,
  };
}

/** Reads the table from the laptop, in one request (keeps what it had when there is no answer). */
async function refresh() {
  const match = await api.getMatch(code, locale());
  if (match.status === 404) {
    page.notice = { kind: "unknown", text: t("phone.unknown") };
  } else if (match.status === 200) {
    // Where the table is stays the page's: round entry answers here as for a match.
    const { event_table, ...stored } = match.body;
    page.table = event_table;
    page.stored = stored;
    page.offline = false;
    if (page.notice && (page.notice.kind === "unknown" || page.notice.kind === "offline")) page.notice = null;
  } else if (match.status === 0) {
    page.offline = true;
  }
  syncMatch();
}

/** Puts the local view where the screens read the match. */
function syncMatch() {
  const m = localView();
  if (m) state.match = m;
  state.view = "match";
  render();
}

/** The ops of the writes round entry waits for (it shows their refusal itself). */
const awaited = new Set();
/** @type {Map<string, import("./outbox.js").Outcome>} what the laptop said to an awaited write */
const answered = new Map();

/**
 * The laptop's refusal of a deal (422, or 400 for a deal that is not one) as the app's
 * commands throw it: `about` names the part of the deal at fault, which round entry marks.
 * @param {any} error the answer's `error`
 */
function refusedDeal(error) {
  return { kind: "input", message: error.message, at: String(error.at || "deal").replace(/^deal/, "rounds[0]"), about: error.about || "other" };
}

/**
 * What the laptop said to each write that left the outbox.
 * @param {import("./outbox.js").Outcome[]} outcomes
 */
function understand(outcomes) {
  for (const outcome of outcomes) {
    const { write, status, body } = outcome;
    const error = body && body.error;
    if (awaited.has(write.op)) answered.set(write.op, outcome);
    if (status === 200) continue;
    // Round entry, still open on this deal, shows the refusal next to the field at fault.
    if ((status === 422 || status === 400) && error && awaited.has(write.op)) continue;
    if (status === 409 && error && error.table) {
      page.table = error.table;
      if (error.at === "number") page.notice = { kind: "taken", text: t("phone.taken", { n: write.number }) };
      else if (error.at === "table" && error.table.complete) page.notice = { kind: "closed", text: t("phone.complete") };
      else page.notice = { kind: "closed", text: `${t("phone.refused", { n: write.number })} ${error.message}` };
    } else if (status === 404) {
      page.notice = { kind: "unknown", text: t("phone.unknown") };
    } else {
      page.notice = { kind: "refused", text: `${t("phone.refused", { n: write.number })} ${error ? error.message : status}` };
    }
  }
}

/** One sending at a time; the screen follows. */
let syncing = null;

/** Sends what waits, then reads the table again; tries again later while something waits. */
function sync() {
  if (syncing) return syncing;
  syncing = (async () => {
    const { outcomes, stuck } = await flush(code);
    understand(outcomes);
    page.offline = stuck;
    if (outcomes.length || !stuck) await refresh();
    else syncMatch();
    clearTimeout(page.retry);
    if (stuck) page.retry = window.setTimeout(sync, 3000);
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/**
 * What the laptop answered, kept on the phone for when it cannot be reached; or what was kept.
 * @param {string} key
 * @param {import("./table-api.js").Answer} a
 */
function kept(key, a) {
  if (a.status === 200) {
    localStorage.setItem(key, JSON.stringify(a.body));
    return a.body;
  }
  const stored = localStorage.getItem(key);
  if (stored) return JSON.parse(stored);
  throw { kind: "unavailable", message: t("phone.offline") };
}

/**
 * Answers a command of the app from the table's API.
 * @param {string} cmd
 * @param {any} args
 */
async function command(cmd, args) {
  switch (cmd) {
    case "describe_variants":
      return kept("belote.phone.variants", await api.getVariants());
    case "game_words":
      return kept(`belote.phone.words.${args.lang}`, await api.getWords(args.lang));
    case "get_match":
      await refresh();
      return state.match;
    case "preview_round": {
      const a = await api.preview(code, args.round, args.index === null || args.index === undefined ? null : args.index + 1, locale());
      if (a.status === 200) return a.body;
      if (a.status === 422 || a.status === 400) throw refusedDeal(a.body.error);
      // No laptop to score it now: it will be scored when it arrives.
      return { score: { A: "…", B: "…" }, verdict: "offline", pot: 0, explanation: [t("phone.offline_preview")], totals: state.match ? state.match.totals : { A: 0, B: 0 }, winner: null };
    }
    case "append_round": {
      const m = localView();
      return sent(keep(code, { kind: "append", number: m ? m.rounds.length + 1 : 1, deal: args.round }));
    }
    case "edit_round":
      return sent(keep(code, { kind: "replace", number: args.index + 1, deal: args.round }));
    default:
      throw { kind: "unavailable", message: t("phone.not_here") };
  }
}

/**
 * The app's commands as the table's API answers them; no event comes this way (the page
 * follows the event's stream itself).
 * @type {import("../ipc.js").Transport}
 */
const tableTransport = {
  invoke: command,
  listen: async () => async () => {},
};

/**
 * Sends a deal just kept and answers round entry: the table with it (or with it waiting on
 * the phone), or the laptop's refusal of the deal, which round entry shows beside the field.
 * @param {import("./outbox.js").Write} write
 */
async function sent(write) {
  awaited.add(write.op);
  // A sending already under way does not take this deal: send again after it.
  const busy = Boolean(syncing);
  try {
    await sync();
    if (busy) await sync();
  } finally {
    awaited.delete(write.op);
  }
  const outcome = answered.get(write.op);
  answered.delete(write.op);
  const error = outcome && outcome.body && outcome.body.error;
  if (outcome && (outcome.status === 422 || outcome.status === 400) && error) {
    syncMatch();
    throw refusedDeal(error);
  }
  return localView();
}

/** Undoes the table's last deal (through the outbox too). */
async function undoLast() {
  keep(code, { kind: "undo", number: 0 });
  await sync();
}

function statusLine() {
  const n = waiting(code).length;
  const saved = n === 0;
  return h(
    "div",
    { class: `phone-status ${saved ? "saved" : "waiting"}`, role: "status", "aria-live": "polite", "data-testid": "phone-status", "data-state": saved ? "saved" : "waiting" },
    h("span", { class: "phone-status-icon", "aria-hidden": "true" }, saved ? "✓" : "↻"),
    h("span", null, saved ? t("phone.saved") : t("phone.waiting", { n })),
    saved ? null : h("button", { type: "button", class: "link", "data-testid": "send-now", onclick: () => sync() }, t("phone.send_now")),
  );
}

/** @param {any} m */
function dealList(m) {
  const teams = m.record.teams;
  return h(
    "ol",
    { class: "phone-deals", "data-testid": "phone-deals" },
    m.rounds.map((/** @type {any} */ r, /** @type {number} */ i) =>
      h(
        "li",
        { class: r.pending ? "pending" : "", "data-testid": `deal-${i + 1}`, "data-pending": r.pending ? "true" : "false" },
        h("span", { class: "deal-n" }, num(i + 1)),
        h("span", { class: "deal-score" }, pairLine(r.score.A, r.score.B)),
        h("span", { class: "deal-why" }, r.pending ? t("phone.pending") : factLine(m.record.variant, m.names, r.fact, m.roem)),
        !r.pending && !page.offline
          ? h("button", { type: "button", class: "link", "aria-label": `${t("phone.correct")} ${i + 1}`, "data-testid": `edit-${i + 1}`, onclick: () => { state.entry = { index: i }; render(); } }, t("phone.correct"))
          : null,
      ),
    ),
    m.rounds.length === 0 ? h("li", { class: "empty" }, `${teams.A.name} – ${teams.B.name}`) : null,
  );
}

/**
 * A staged event's table: its pool, or its bracket and what the match decides (the final, a
 * semi-final, a placing match).
 * @param {any} tb
 */
function groupLine(tb) {
  if (!tb.group) return null;
  let text;
  if (!tb.places) text = t("phone.group_pool", { pool: tb.group });
  else text = t("phone.group_bracket", { bracket: tb.group_name ?? tb.group, what: matchLabel(tb.places) });
  return h("p", { class: "phone-group", "data-testid": "phone-group" }, text);
}

/**
 * A knockout table whose totals ended equal: one more deal to play, or the better seed (side
 * A) goes through.
 * @param {any} tb
 * @param {any} teams
 */
function tieLine(tb, teams) {
  if (!tb.tie) return null;
  const text = tb.tie === "seed" ? t("phone.tie_seed", { name: teams.A.name }) : t("phone.tie_extra");
  return h("p", { class: "phone-tie", role: "status", "data-testid": "phone-tie" }, text);
}

function tableScreen() {
  const m = /** @type {any} */ (state.match);
  const tb = page.table;
  if (!m || !tb) {
    return h("section", { class: "phone-table" }, page.notice ? h("p", { class: "error", role: "alert", "data-testid": "phone-notice" }, page.notice.text) : h("p", null, t("entry.scoring")));
  }
  const teams = m.record.teams;
  const complete = tb.complete && waiting(code).length === 0;
  const total = m.length && m.length.deals ? m.length.deals : null;
  return h(
    "section",
    { class: "phone-table", "data-testid": "phone-table" },
    h("h1", { class: "phone-title" }, t("phone.title", { table: tb.table, round: tb.round })),
    groupLine(tb),
    tieLine(tb, teams),
    h(
      "div",
      { class: "phone-totals", "data-testid": "phone-totals" },
      h("div", { class: "team-A" }, h("span", { class: "name" }, h("bdi", null, teams.A.name)), h("strong", { class: "digits" }, num(m.totals.A))),
      h("div", { class: "team-B" }, h("span", { class: "name" }, h("bdi", null, teams.B.name)), h("strong", { class: "digits" }, num(m.totals.B))),
    ),
    statusLine(),
    page.notice ? h("p", { class: `phone-notice ${page.notice.kind}`, role: "alert", "data-testid": "phone-notice" }, page.notice.text) : null,
    complete
      ? h("p", { class: "phone-done", "data-testid": "phone-complete" }, t("phone.complete"))
      : h(
          "button",
          { type: "button", class: "big primary", "data-testid": "enter-deal", onclick: () => { page.notice = null; state.entry = { index: null }; render(); } },
          t("phone.enter", { n: m.rounds.length + 1 }),
        ),
    h("p", { class: "phone-count" }, total ? t("phone.deals_of", { n: m.rounds.length, total }) : t("phone.deals", { n: m.rounds.length })),
    dealList(m),
    m.rounds.length && !page.offline
      ? h("button", { type: "button", class: "big secondary", "data-testid": "undo-deal", onclick: undoLast }, t("phone.undo"))
      : null,
    h("p", { class: "phone-code" }, t(`variant.${m.record.variant}`), " · ", code),
  );
}

function renderPage() {
  applyLang();
  const m = state.match;
  mount(root, h("main", { class: "view", "data-view": state.entry && m ? "entry" : "table" }, state.entry && m ? roundEntry(m, state.entry.index) : tableScreen()));
}

async function start() {
  setTransport(tableTransport);
  applyTheme();
  onRender(renderPage);
  render();
  try {
    await Promise.all([loadVariants(), loadWords(getLang())]);
  } catch (e) {
    page.notice = { kind: "offline", text: /** @type {any} */ (e).message };
  }
  await refresh();
  await sync();
  window.addEventListener("online", () => sync());
  // Two phones of a table stay in step: every change of the event brings the table again.
  if (page.table && typeof EventSource === "function") {
    const events = new EventSource(`/api/events/${encodeURIComponent(page.table.event)}/stream`);
    events.onmessage = () => {
      if (!state.entry && !syncing) refresh();
    };
  }
  document.documentElement.dataset.ready = "true";
}

start();
