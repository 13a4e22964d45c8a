// @ts-check
/**
 * The Belote table companion's UI: a scoreboard first, round entry in a few taps, history,
 * statistics, the rules assistant and settings. Plain ES modules, no framework: each screen
 * is a function that builds its part of the page from the shared state; this module composes
 * them — the page, the tab bar, what each view loads — and starts the app.
 */
import { h, mount } from "./dom.js";
import { t, getLang, applyLang, locale } from "./i18n.js";
import { state, onRender, call, dismissNotice } from "./state.js";
import { go, onEnter, openMatch } from "./nav.js";
import { loadVariants, loadWords } from "./variants.js";
import { homeView } from "./screens/home.js";
import { loadMatches, matchesInPlay } from "./matches.js";
import { dialogView } from "./dialog.js";
import { keepAwake, onWakeChange } from "./wake.js";
import "./keyboard.js";
import { historyView, loadHistory } from "./screens/history.js";
import { setupView, loadDefaultNames } from "./screens/setup.js";
import { scoreboardView, matchPhase } from "./screens/scoreboard.js";
import { roundEntry } from "./screens/round-entry.js";
import { statsView, loadStats } from "./screens/stats.js";
import { assistantView } from "./screens/assist.js";
import { settingsView, applyTheme, setAppInfo } from "./screens/settings.js";
import { startupView } from "./screens/startup.js";
import { organiserView, loadOrganiser } from "./screens/organiser.js";
import { invoke, listen, hasTransport, setTransport, tauriTransport, httpTransport } from "./ipc.js";
import { passView } from "./screens/pass.js";
import { host as pageHost } from "./host.js";

const root = /** @type {HTMLElement} */ (document.getElementById("app"));

/**
 * The page's way to the back end: Tauri's IPC in the app's window; the same page served over
 * HTTP (the UI tests' bridge) sends its commands there. The web app's page has set its own
 * already (its back end in a worker, `web/install.js`).
 */
const host = /** @type {any} */ (window);
const tauri = host.__TAURI_INTERNALS__;
if (!hasTransport()) {
  setTransport(
    tauri && typeof tauri.invoke === "function"
      ? tauriTransport(tauri, () => host.__TAURI_EVENT_PLUGIN_INTERNALS__)
      : httpTransport(),
  );
}

/** The open match: its round entry when one is open, else its scoreboard. */
function matchScreen() {
  const m = state.match;
  if (!m) return homeView();
  if (state.entry) return roundEntry(m, state.entry.index);
  return scoreboardView(m);
}

/** @type {Record<string, () => Node>} */
const views = {
  home: homeView,
  new: setupView,
  match: matchScreen,
  history: historyView,
  stats: statsView,
  assist: assistantView,
  settings: settingsView,
  events: organiserView,
};

/** @type {Record<string, () => unknown>} what a view loads when it opens */
const loaders = {
  home: loadMatches,
  new: loadDefaultNames,
  history: loadHistory,
  stats: loadStats,
  events: loadOrganiser,
};

/**
 * A tab was tapped. The Score tab opens the match at hand; tapped again on that match, it
 * shows the Score overview — every match in play, and a new one.
 * @param {string} view
 */
function scoreTab(view) {
  if (view !== "home") return go(view);
  if (state.match && state.view !== "match") return openMatch(state.match.record.id);
  go("home");
}

function tabBar() {
  const tabs = [
    ["home", "tab.score", "🂡"],
    ["history", "tab.history", "☰"],
    ["stats", "tab.stats", "↗"],
    ["assist", "tab.rules", "⚖"],
    ["events", "tab.events", "♛"],
    ["settings", "tab.settings", "⚙"],
  ];
  const current = state.view === "match" || state.view === "new" ? "home" : state.view;
  return h(
    "nav",
    { class: "tabs", "aria-label": t("tab.label") },
    tabs.map(([view, key, icon]) =>
      h(
        "button",
        {
          type: "button",
          class: "tab",
          "aria-current": current === view ? "page" : "false",
          "data-testid": `tab-${view}`,
          onclick: () => scoreTab(view),
        },
        h("span", { class: "tab-icon", "aria-hidden": "true" }, icon),
        h("span", { class: "tab-label" }, t(key)),
      ),
    ),
  );
}

/**
 * The history could not be opened at start-up (or was replaced): the start-up screen stands
 * in for the whole app until the user retries, continues or quits.
 * @type {{status: import("./screens/startup.js").StartupStatus, busy: boolean, retried: boolean} | null}
 */
let startup = null;

/** The notice at the bottom, with its action if it has one (e.g. "Undone — Redo"). */
function toast() {
  const n = state.notice;
  if (!n) return null;
  return h(
    "div",
    { class: "toast", role: "status", "data-testid": "notice" },
    h("span", { class: "toast-text" }, n.text),
    n.action
      ? h(
          "button",
          {
            type: "button",
            class: "toast-action",
            "data-testid": n.action.testid,
            onclick: () => {
              const run = n.action && n.action.run;
              dismissNotice();
              if (run) run();
            },
          },
          n.action.label,
        )
      : null,
  );
}

/** Re-renders the whole page from `state`. */
function renderPage() {
  if (startup) {
    mount(root, h("main", { class: "view", "data-view": "startup" }, startupView(startup.status, { ...startup, retry, carryOn })));
    applyLang();
    return;
  }
  // The page's language and class are set once the new page is in (changed before, they
  // would make the browser work out the old page's styles again as it goes).
  mount(
    root,
    h("main", { class: "view", "data-view": state.view }, (views[state.view] || homeView)()),
    toast(),
    tabBar(),
    dialogView(),
    passView(),
  );
  applyLang();
  root.classList.toggle("entry-open", (state.view === "match" || state.view === "events") && Boolean(state.entry));
  keepAwake(Boolean(state.match && matchPhase(state.match) === "in_play"));
}

/**
 * Notes when the first usable screen was rendered and when it was painted (ms since the Unix
 * epoch, on the same clock as `app_info`'s `started_ms`): `<html data-ready-at>` right after
 * it is in the page, `<html data-painted-at>` once the frame that shows it is drawn (a
 * requestAnimationFrame callback runs just before that frame is painted; the timeout after
 * it, once it is). The end-to-end test reads both: how long the app takes to start.
 */
function markReady() {
  const html = document.documentElement;
  if (html.dataset.readyAt) return;
  html.dataset.readyAt = String(Date.now());
  requestAnimationFrame(() => setTimeout(() => (html.dataset.paintedAt = String(Date.now()))));
}

/** Asks the back end to open the history again; opens the app when it could. */
async function retry() {
  if (!startup) return;
  startup.busy = true;
  renderPage();
  /** @type {import("./screens/startup.js").StartupStatus | null} */
  let status = startup.status;
  try {
    status = await invoke("retry_open");
  } catch (e) {
    status = { ...startup.status, cause: /** @type {any} */ (e).message };
  }
  if (status && status.kind !== "damaged") {
    startup = { status, busy: false, retried: true };
    renderPage();
    return;
  }
  startup = status ? { status, busy: false, retried: false } : null;
  if (startup) renderPage();
  else openApp(false);
}

/** Leaves the "damaged history was replaced" screen for the app. */
function carryOn() {
  startup = null;
  openApp(true);
}

/**
 * What the first screen needs besides the history, asked for at once (in parallel with
 * `startup_status` at start-up): the games' description and words, and the app's info. None
 * touches the history, so they are safe to ask before knowing it is open.
 * @returns {{variants: Promise<string | null>, info: Promise<any>}} `variants`: the error, if any
 */
function askFirstScreen() {
  return {
    variants: Promise.all([loadVariants(), loadWords(getLang())]).then(
      () => null,
      (e) => /** @type {any} */ (e).message,
    ),
    info: call("app_info", {}),
  };
}

/**
 * Opens the app proper: the games' description, the app's info, and the newest match in play.
 * @param {boolean} told whether the start-up screen already told of a replaced history
 * @param {ReturnType<typeof askFirstScreen>} [asked] what start-up already asked for
 */
async function openApp(told, asked = askFirstScreen()) {
  const [variantsError, info] = await Promise.all([asked.variants, asked.info]);
  if (variantsError) state.error = variantsError;
  setAppInfo(info);
  if (info && info.recovered && !told) state.error = t("app.recovered", { message: info.recovered });
  // One render, of the screen that comes first: no Score overview drawn (and painted) on the
  // way to the match in play.
  await loadMatches(true);
  const open = matchesInPlay()[0];
  if (open) await openMatch(open.id);
  // openMatch rendered the match it opened; else (none in play, or it could not be read) the
  // Score overview, with what went wrong if anything did.
  if (!open || state.view !== "match") renderPage();
  markReady();
}

/**
 * In a browser, another tab of the app may take the history over (the start-up screen then
 * says so, and offers to use it here again; the history opens here by itself once the other
 * tab lets go), and a tab that let go of it while in the background opens it again when it
 * comes back (`web/transport.js`).
 */
function followOtherTabs() {
  listen("history-closed", (/** @type {import("./screens/startup.js").StartupStatus} */ status) => {
    startup = { status, busy: false, retried: false };
    renderPage();
  });
  listen("history-reopened", async () => {
    // The other tab let go: a tab that said so opens the history now.
    if (startup) {
      if (startup.status.kind === "elsewhere") retry();
      return;
    }
    // Another tab may have changed the history meanwhile: what is on show is read again.
    await loadMatches(true);
    const open = state.match && (await call("get_match", { id: state.match.record.id, lang: getLang() }));
    if (open) state.match = /** @type {import("./state.js").MatchView} */ (open);
    loaders[state.view]?.();
    renderPage();
  });
}

async function start() {
  onRender(renderPage);
  if (pageHost.web) followOtherTabs();
  onWakeChange(() => queueMicrotask(() => state.view === "settings" && renderPage()));
  onEnter((view) => loaders[view]?.());
  applyTheme();
  const asked = askFirstScreen();
  /** @type {import("./screens/startup.js").StartupStatus | null} */
  let status = null;
  try {
    status = await invoke("startup_status");
  } catch {
    status = null; // a back end without the command opened its history or would not have started
  }
  if (status) {
    startup = { status, busy: false, retried: false };
    renderPage();
    markReady();
    return;
  }
  await openApp(false, asked);
}

start();
