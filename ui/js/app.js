// @ts-check
/**
 * The Belote table companion's UI: a scoreboard first, round entry in a few taps, history,
 * statistics, the rules assistant and settings. Plain ES modules, no framework: each view is
 * a function that rebuilds its part of the page from `state`.
 */
import { invoke } from "./ipc.js";
import { h, mount } from "./dom.js";
import { t, setLang, getLang, LANGS, optionSummary } from "./i18n.js";
import { VARIANTS } from "./rules.js";
import { roundEntry } from "./round.js";
import { assistantView } from "./assist.js";
import { progressChart } from "./chart.js";

/**
 * @typedef {{A: number, B: number}} TeamPoints
 * @typedef {{name: string, players: [string, string]}} TeamInfo
 * @typedef {{score: TeamPoints, verdict: string, pot: number, explanation: string[], totals: TeamPoints, dealer: number, fact: any}} RoundView
 * @typedef {{id: string, created: string, finished: string|null, state: string, teams: {A: TeamInfo, B: TeamInfo}, first_dealer: number, variant: import("./rules.js").Variant, options: Record<string, any>, rounds: any[], target: number}} MatchRecord
 * @typedef {{record: MatchRecord, rounds: RoundView[], totals: TeamPoints, pot: number, winner: string|null, next_dealer: number, to_target: TeamPoints}} MatchView
 */

export const state = {
  /** @type {string} */
  view: "home",
  /** @type {MatchView | null} */
  match: null,
  /** @type {number | null} round whose explanation is open */
  detail: null,
  /** @type {{index: number | null} | null} open round entry (index when editing) */
  entry: null,
  /** @type {string | null} */
  notice: null,
  /** @type {string | null} */
  error: null,
  /** @type {Record<string, any[]>} option catalog by variant */
  catalogs: {},
  /** Pile points sent by the card counter to the next round entry. */
  /** @type {{team: "A" | "B", points: number, contract: string} | null} */
  counted: null,
};

const root = /** @type {HTMLElement} */ (document.getElementById("app"));

/** Re-renders the whole page from `state`. */
export function render() {
  document.documentElement.lang = getLang();
  const views = /** @type {Record<string, () => Node>} */ ({
    home: homeView,
    new: newMatchView,
    match: matchView,
    history: historyView,
    stats: statsView,
    assist: () => assistantView(render),
    settings: settingsView,
  });
  mount(
    root,
    h("main", { class: "view", "data-view": state.view }, (views[state.view] || homeView)()),
    state.notice ? h("div", { class: "toast", role: "status", "data-testid": "notice" }, state.notice) : null,
    tabBar(),
  );
}

/**
 * Runs a command; shows its error (never a blank screen) and returns null on failure.
 * @template T
 * @param {string} cmd
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<T | null>}
 */
export async function call(cmd, args) {
  try {
    return /** @type {T} */ (await invoke(cmd, args));
  } catch (e) {
    state.error = /** @type {any} */ (e).message;
    render();
    return null;
  }
}

/** @param {string} text */
export function notify(text) {
  state.notice = text;
  render();
  setTimeout(() => {
    if (state.notice === text) {
      state.notice = null;
      render();
    }
  }, 3000);
}

/** @param {string} view */
export function go(view) {
  state.view = view;
  state.error = null;
  state.entry = null;
  state.detail = null;
  render();
  if (view === "home" || view === "history") loadMatches();
  if (view === "stats") loadStats();
}

function tabBar() {
  const tabs = [
    ["home", "tab.score", "🂡"],
    ["history", "tab.history", "☰"],
    ["stats", "tab.stats", "↗"],
    ["assist", "tab.rules", "⚖"],
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
          onclick: () => (view === "home" && state.match ? openMatch(state.match.record.id) : go(view)),
        },
        h("span", { class: "tab-icon", "aria-hidden": "true" }, icon),
        h("span", { class: "tab-label" }, t(key)),
      ),
    ),
  );
}

/* ---------------------------------------------------------------- home & history */

/** @type {any[] | null} */
let matchList = null;

/** The history's filters: a player's or team's name, and a variant. */
const historyFilter = { player: "", variant: "" };
let filterTimer = 0;

async function loadMatches() {
  const list = await call("list_matches", { variant: historyFilter.variant || null, player: historyFilter.player || null });
  if (list) {
    matchList = /** @type {any[]} */ (list);
    render();
  }
}

/** @param {any} m */
function matchLine(m) {
  const won = m.winner ? (m.winner === "draw" ? t("result.draw") : t("result.won", { team: m.teams[m.winner].name })) : null;
  return h(
    "li",
    { class: "match-line" },
    h(
      "button",
      { type: "button", class: "match-open", "data-testid": "open-match", onclick: () => openMatch(m.id) },
      h("span", { class: "match-teams" }, `${m.teams.A.name} ${m.totals.A} – ${m.totals.B} ${m.teams.B.name}`),
      h("span", { class: "match-meta" }, `${t("variant." + m.variant)} · ${new Date(m.created).toLocaleDateString(getLang())} · ${won || t("state." + m.state)}`),
    ),
  );
}

function homeView() {
  const unfinished = (matchList || []).filter((m) => m.state === "in_play");
  return h(
    "section",
    { class: "home" },
    h("h1", null, t("app.title")),
    h("p", { class: "lead" }, t("app.tagline")),
    h("button", { type: "button", class: "big primary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
    unfinished.length ? h("h2", null, t("home.resume")) : null,
    unfinished.length ? h("ul", { class: "match-list" }, unfinished.map(matchLine)) : null,
    errorBox(),
  );
}

async function historyImport(/** @type {Event} */ ev) {
  const input = /** @type {HTMLInputElement} */ (ev.target);
  const file = input.files && input.files[0];
  if (!file) return;
  const text = await file.text();
  const report = /** @type {any} */ (await call("import_history", { text }));
  input.value = "";
  if (report) {
    notify(t("history.imported", { n: report.imported, m: report.skipped }));
    loadMatches();
  }
}

/** @param {"json" | "csv"} format */
async function historyExport(format) {
  const path = await call("export_history", { format });
  if (path) notify(t("history.exported", { path: String(path) }));
}

/** @param {string} id */
async function deleteMatch(id) {
  if (!confirm(t("history.confirm_delete"))) return;
  const ok = await call("delete_match", { id });
  if (ok !== null) {
    if (state.match && state.match.record.id === id) state.match = null;
    loadMatches();
  }
}

function historyView() {
  const list = matchList || [];
  return h(
    "section",
    { class: "history" },
    h("h1", null, t("history.title")),
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", class: "secondary", "data-testid": "export-json", onclick: () => historyExport("json") }, t("history.export_json")),
      h("button", { type: "button", class: "secondary", "data-testid": "export-csv", onclick: () => historyExport("csv") }, t("history.export_csv")),
      h(
        "label",
        { class: "secondary file-button" },
        t("history.import"),
        h("input", { type: "file", accept: ".json,application/json", "data-testid": "import-file", onchange: historyImport }),
      ),
    ),
    h(
      "div",
      { class: "row filters" },
      h("input", {
        type: "search",
        placeholder: t("history.filter_player"),
        "aria-label": t("history.filter_player"),
        value: historyFilter.player,
        "data-testid": "filter-player",
        oninput: (/** @type {Event} */ e) => {
          historyFilter.player = /** @type {HTMLInputElement} */ (e.target).value;
          clearTimeout(filterTimer);
          filterTimer = window.setTimeout(() => loadMatches().then(() => {
            const el = /** @type {HTMLInputElement | null} */ (document.querySelector("[data-testid=filter-player]"));
            if (el) {
              el.focus();
              el.setSelectionRange(el.value.length, el.value.length);
            }
          }), 200);
        },
      }),
      h(
        "select",
        {
          "aria-label": t("history.filter_variant"),
          "data-testid": "filter-variant",
          onchange: (/** @type {Event} */ e) => {
            historyFilter.variant = /** @type {HTMLSelectElement} */ (e.target).value;
            loadMatches();
          },
        },
        h("option", { value: "", selected: historyFilter.variant === "" }, t("history.all_variants")),
        VARIANTS.map((v) => h("option", { value: v, selected: historyFilter.variant === v }, t("variant." + v))),
      ),
    ),
    list.length === 0 ? h("p", { class: "empty" }, t("history.empty")) : null,
    h(
      "ul",
      { class: "match-list" },
      list.map((m) =>
        h(
          "li",
          { class: "match-line" },
          matchLine(m).firstChild,
          h(
            "button",
            { type: "button", class: "icon danger", "aria-label": t("history.delete"), "data-testid": "delete-match", onclick: () => deleteMatch(m.id) },
            "✕",
          ),
        ),
      ),
    ),
    errorBox(),
  );
}

/* ---------------------------------------------------------------- new match */

const setup = {
  /** @type {import("./rules.js").Variant} */
  variant: "classic",
  /** @type {Record<string, any>} chosen house rules (only those changed from the default) */
  options: {},
  teams: { A: { name: "", players: ["", ""] }, B: { name: "", players: ["", ""] } },
  first_dealer: 0,
};

/** @param {string} variant */
async function catalog(variant) {
  if (!state.catalogs[variant]) {
    const list = await call("option_catalog", { variant });
    if (list) state.catalogs[variant] = /** @type {any[]} */ (list);
  }
  return state.catalogs[variant] || [];
}

/**
 * The effective options of a match: defaults from the catalog, then the chosen ones.
 * @param {string} variant
 * @param {Record<string, any>} chosen
 */
export function effectiveOptions(variant, chosen) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const o of state.catalogs[variant] || []) out[o.key] = o.default;
  return Object.assign(out, chosen || {});
}

/** @param {any} opt */
function optionControl(opt) {
  const current = opt.key in setup.options ? setup.options[opt.key] : opt.default;
  const set = (/** @type {any} */ v) => {
    if (JSON.stringify(v) === JSON.stringify(opt.default)) delete setup.options[opt.key];
    else setup.options[opt.key] = v;
    render();
  };
  let control;
  if (opt.key === "target") {
    control = h("input", {
      type: "number",
      inputmode: "numeric",
      min: 1,
      value: current,
      "data-testid": "opt-target",
      onchange: (/** @type {Event} */ e) => {
        const n = Number(/** @type {HTMLInputElement} */ (e.target).value);
        if (Number.isInteger(n) && n > 0) set(n);
      },
    });
  } else if (opt.values.length === 2 && typeof opt.values[0] === "boolean") {
    control = h("input", {
      type: "checkbox",
      role: "switch",
      checked: current === true,
      "data-testid": `opt-${opt.key}`,
      onchange: (/** @type {Event} */ e) => set(/** @type {HTMLInputElement} */ (e.target).checked),
    });
  } else {
    control = h(
      "select",
      {
        "data-testid": `opt-${opt.key}`,
        onchange: (/** @type {Event} */ e) => set(JSON.parse(/** @type {HTMLSelectElement} */ (e.target).value)),
      },
      opt.values.map((/** @type {any} */ v) =>
        h("option", { value: JSON.stringify(v), selected: JSON.stringify(v) === JSON.stringify(current) }, optionValueLabel(opt.key, v)),
      ),
    );
  }
  return h(
    "div",
    { class: "option" },
    h("label", { class: "option-head" }, h("span", { class: "option-name" }, t("opt." + opt.key)), control),
    h("p", { class: "option-summary" }, optionSummary(setup.variant, opt.key)),
    h("p", { class: "option-source" }, t("setup.source"), " ", opt.source),
  );
}

/**
 * @param {string} key
 * @param {any} v
 */
export function optionValueLabel(key, v) {
  if (typeof v === "number") return String(v);
  const k = `val.${v}`;
  const label = t(k);
  return label === k ? String(v) : label;
}

function newMatchView() {
  const opts = state.catalogs[setup.variant];
  if (!opts) {
    catalog(setup.variant).then(render);
  }
  const team = (/** @type {"A" | "B"} */ id) =>
    h(
      "fieldset",
      { class: "team-setup" },
      h("legend", null, t("setup.team", { team: id })),
      h("input", {
        type: "text",
        placeholder: t(id === "A" ? "setup.us" : "setup.them"),
        value: setup.teams[id].name,
        "aria-label": t("setup.team_name", { team: id }),
        "data-testid": `team-${id}`,
        oninput: (/** @type {Event} */ e) => (setup.teams[id].name = /** @type {HTMLInputElement} */ (e.target).value),
      }),
      [0, 1].map((k) =>
        h("input", {
          type: "text",
          placeholder: t("setup.player_seat", { seat: id === "A" ? 2 * k : 2 * k + 1 }),
          value: setup.teams[id].players[k],
          "aria-label": t("setup.player_seat", { seat: id === "A" ? 2 * k : 2 * k + 1 }),
          "data-testid": `player-${id}-${k}`,
          oninput: (/** @type {Event} */ e) => (setup.teams[id].players[k] = /** @type {HTMLInputElement} */ (e.target).value),
        }),
      ),
    );
  return h(
    "section",
    { class: "setup" },
    h("h1", null, t("setup.title")),
    h(
      "div",
      { class: "chips", role: "group", "aria-label": t("setup.variant") },
      VARIANTS.map((v) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            "aria-pressed": setup.variant === v ? "true" : "false",
            "data-testid": `variant-${v}`,
            onclick: async () => {
              setup.variant = v;
              setup.options = {};
              await catalog(v);
              render();
            },
          },
          t("variant." + v),
        ),
      ),
    ),
    team("A"),
    team("B"),
    h(
      "label",
      { class: "field" },
      t("setup.first_dealer"),
      h(
        "select",
        {
          "data-testid": "first-dealer",
          onchange: (/** @type {Event} */ e) => (setup.first_dealer = Number(/** @type {HTMLSelectElement} */ (e.target).value)),
        },
        [0, 1, 2, 3].map((s) => h("option", { value: s, selected: setup.first_dealer === s }, seatName(setupTeams(), s))),
      ),
    ),
    h("h2", null, t("setup.house_rules")),
    opts ? h("div", { class: "options" }, opts.map(optionControl)) : h("p", null, "…"),
    errorBox(),
    h("div", { class: "sticky-actions" }, h("button", { type: "button", class: "big primary", "data-testid": "start-match", onclick: startMatch }, t("setup.start"))),
  );
}

function setupTeams() {
  const name = (/** @type {"A"|"B"} */ id) => setup.teams[id].name.trim() || t(id === "A" ? "setup.us" : "setup.them");
  /** @type {any} */
  const teams = {};
  for (const id of /** @type {("A"|"B")[]} */ (["A", "B"])) {
    teams[id] = {
      name: name(id),
      players: setup.teams[id].players.map((p, k) => p.trim() || t("setup.player_seat", { seat: id === "A" ? 2 * k : 2 * k + 1 })),
    };
  }
  return teams;
}

async function startMatch() {
  const view = await call("create_match", {
    variant: setup.variant,
    options: setup.options,
    teams: setupTeams(),
    first_dealer: setup.first_dealer,
    lang: getLang(),
  });
  if (view) {
    state.match = /** @type {MatchView} */ (view);
    setup.options = {};
    state.view = "match";
    state.error = null;
    render();
  }
}

/* ---------------------------------------------------------------- scoreboard */

/**
 * Name of the player at `seat`.
 * @param {{A: TeamInfo, B: TeamInfo}} teams
 * @param {number} seat
 */
export function seatName(teams, seat) {
  const team = seat % 2 === 0 ? teams.A : teams.B;
  return `${team.players[Math.floor(seat / 2)]} (${team.name})`;
}

/** @param {string} id */
export async function openMatch(id) {
  const view = await call("get_match", { id, lang: getLang() });
  if (view) {
    state.match = /** @type {MatchView} */ (view);
    await catalog(state.match.record.variant);
    state.view = "match";
    state.entry = null;
    state.detail = null;
    state.error = null;
    render();
  }
}

/** @param {MatchView} view */
export function showMatch(view) {
  state.match = view;
  state.entry = null;
  state.detail = null;
  state.error = null;
  render();
}

async function undo() {
  if (!state.match) return;
  const id = state.match.record.id;
  const view = /** @type {MatchView | null | undefined} */ (await call("undo", { id, lang: getLang() }).then((v) => (v === null && state.error ? undefined : v)));
  if (view === undefined) return;
  if (view === null) {
    notify(t("match.nothing_to_undo"));
    return;
  }
  showMatch(view);
  notify(t("match.undone"));
}

/** @param {number} index */
async function deleteRound(index) {
  if (!state.match || !confirm(t("round.confirm_delete", { n: index + 1 }))) return;
  const view = await call("delete_round", { id: state.match.record.id, index, lang: getLang() });
  if (view) showMatch(/** @type {MatchView} */ (view));
}

function verdictMark(/** @type {string} */ v) {
  return v === "made" ? "✓" : v === "inside" ? "✗" : "=";
}

function matchView() {
  const m = state.match;
  if (!m) return homeView();
  if (state.entry) return roundEntry(m, state.entry.index);
  const { record } = m;
  const teams = record.teams;
  const over = m.winner !== null;
  return h(
    "section",
    { class: "scoreboard" },
    h(
      "div",
      { class: "totals", "data-testid": "totals" },
      (/** @type {("A"|"B")[]} */ (["A", "B"])).map((id) =>
        h(
          "div",
          { class: `total team-${id}` + (m.winner === id ? " winner" : "") },
          h("div", { class: "team-name" }, teams[id].name),
          h("div", { class: "big-number", "data-testid": `total-${id}` }, String(m.totals[id])),
          h("div", { class: "to-target" }, over ? "" : t("match.to_target", { n: m.to_target[id] })),
        ),
      ),
    ),
    h(
      "div",
      { class: "status-line" },
      over
        ? h("strong", { class: "game-over", "data-testid": "game-over" }, m.winner === "draw" ? t("result.draw") : t("result.won", { team: teams[/** @type {"A"|"B"} */ (m.winner)].name }))
        : h("span", { "data-testid": "dealer" }, t("match.deal", { name: seatName(teams, m.next_dealer) })),
      m.pot > 0 ? h("span", { class: "pot", "data-testid": "pot" }, t("match.pot", { n: m.pot })) : null,
      h("span", { class: "variant-tag" }, `${t("variant." + record.variant)} · ${record.target}`),
    ),
    h(
      "ol",
      { class: "rounds", "data-testid": "rounds" },
      m.rounds.map((r, i) =>
        h(
          "li",
          { class: `round verdict-${r.verdict}` + (state.detail === i ? " open" : "") },
          h(
            "button",
            { type: "button", class: "round-line", "data-testid": "round-line", "aria-expanded": state.detail === i ? "true" : "false", onclick: () => { state.detail = state.detail === i ? null : i; render(); } },
            h("span", { class: "round-no" }, String(i + 1)),
            h("span", { class: "round-score" }, String(r.score.A)),
            h("span", { class: "round-score" }, String(r.score.B)),
            h("span", { class: "round-verdict", title: t("verdict." + r.verdict) }, verdictMark(r.verdict)),
            h("span", { class: "round-running" }, `${r.totals.A} · ${r.totals.B}`),
          ),
          state.detail === i ? roundDetail(r, i) : null,
        ),
      ),
    ),
    m.rounds.length === 0 ? h("p", { class: "empty" }, t("match.no_rounds")) : null,
    errorBox(),
    h(
      "div",
      { class: "sticky-actions" },
      h("button", { type: "button", class: "big secondary", "data-testid": "undo", onclick: undo }, "↶ ", t("match.undo")),
      over
        ? h("button", { type: "button", class: "big primary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new"))
        : h("button", { type: "button", class: "big primary", "data-testid": "add-round", onclick: () => { state.entry = { index: null }; state.error = null; render(); } }, "+ ", t("match.add_round")),
    ),
    m.rounds.length > 1 ? h("details", { class: "chart-box" }, h("summary", null, t("stats.progression")), progressChart(m)) : null,
    over || record.state !== "in_play"
      ? null
      : h(
          "div",
          { class: "row small-actions" },
          h("button", { type: "button", class: "secondary", "data-testid": "finish-match", onclick: async () => { const v = await call("finish_match", { id: record.id, lang: getLang() }); if (v) showMatch(/** @type {MatchView} */ (v)); } }, t("match.finish")),
          h("button", { type: "button", class: "secondary", "data-testid": "abandon-match", onclick: async () => { const v = await call("abandon_match", { id: record.id, lang: getLang() }); if (v) showMatch(/** @type {MatchView} */ (v)); } }, t("match.abandon")),
          h("button", { type: "button", class: "secondary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
        ),
  );
}

/**
 * @param {RoundView} r
 * @param {number} i
 */
function roundDetail(r, i) {
  return h(
    "div",
    { class: "round-detail", "data-testid": "round-detail" },
    h("p", { class: "round-fact" }, describeFact(r.fact), " · ", t("verdict." + r.verdict)),
    h("h3", null, t("round.why")),
    h("ol", { class: "explanation", "data-testid": "explanation" }, r.explanation.map((line) => h("li", null, line))),
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", class: "secondary", "data-testid": "edit-round", onclick: () => { state.entry = { index: i }; state.error = null; render(); } }, t("round.edit")),
      h("button", { type: "button", class: "danger", "data-testid": "delete-round", onclick: () => deleteRound(i) }, t("round.delete")),
    ),
  );
}

/** @param {any} f */
function describeFact(f) {
  if (!f || !state.match) return "";
  const teams = state.match.record.teams;
  const parts = [t("round.taken_by", { team: teams[/** @type {"A"|"B"} */ (f.taker)].name }), t("contract." + f.contract)];
  if (f.bid !== undefined) parts.push(f.bid === "capot" ? t("round.capot") : String(f.bid));
  if (f.double && f.double !== "none") parts.push(t("double." + f.double + "." + (state.match.record.variant === "bulgarian" ? "bg" : "fr")));
  if (f.capot) parts.push(t("round.capot_by", { team: teams[/** @type {"A"|"B"} */ (f.capot)].name }));
  return parts.join(" · ");
}

/* ---------------------------------------------------------------- statistics */

/** @type {any} */
let stats = null;

async function loadStats() {
  const s = await call("statistics", {});
  if (s) {
    stats = s;
    render();
  }
}

/** @param {any[]} rows */
function statsTable(rows) {
  if (!rows || rows.length === 0) return h("p", { class: "empty" }, t("stats.none"));
  const pct = (/** @type {number} */ a, /** @type {number} */ b) => (b ? Math.round((100 * a) / b) + "%" : "–");
  return h(
    "div",
    { class: "table-scroll" },
    h(
      "table",
      { class: "stats-table" },
      h("thead", null, h("tr", null, ["stats.name", "stats.variant", "stats.games", "stats.won", "stats.taken", "stats.made", "stats.insides", "stats.capots", "stats.avg", "stats.streak", "stats.doubles"].map((k) => h("th", { scope: "col" }, t(k))))),
      h(
        "tbody",
        null,
        rows.map((r) =>
          h(
            "tr",
            null,
            h("th", { scope: "row" }, r.name),
            h("td", null, t("variant." + r.variant)),
            h("td", null, String(r.games_played)),
            h("td", null, String(r.games_won)),
            h("td", null, String(r.rounds_taken)),
            h("td", null, pct(r.rounds_made, r.rounds_taken)),
            h("td", null, String(r.insides)),
            h("td", null, String(r.capots)),
            h("td", null, (r.avg_points_per_round ?? 0).toFixed(1)),
            h("td", null, String(r.longest_win_streak)),
            h("td", null, `${r.doubles.won}/${r.doubles.count}`),
          ),
        ),
      ),
    ),
  );
}

function statsView() {
  return h(
    "section",
    { class: "stats" },
    h("h1", null, t("stats.title")),
    !stats ? h("p", null, "…") : null,
    stats ? [h("h2", null, t("stats.teams")), statsTable(stats.teams), h("h2", null, t("stats.players")), statsTable(stats.players)] : null,
    stats
      ? [
          h("h2", null, t("stats.variants")),
          h(
            "ul",
            { class: "plain" },
            (stats.variants || []).map((/** @type {any} */ v) =>
              h("li", null, `${t("variant." + v.variant)}: ${t("stats.variant_line", { matches: v.matches, rounds: v.rounds, made: v.made, inside: v.insides, litiges: v.litiges, capots: v.capots })}`),
            ),
          ),
        ]
      : null,
    state.match && state.match.rounds.length > 0 ? [h("h2", null, t("stats.progression")), progressChart(state.match)] : null,
    errorBox(),
  );
}

/* ---------------------------------------------------------------- settings */

const systemDark = window.matchMedia("(prefers-color-scheme: dark)");

/** Light or dark from the setting, or from the system when the setting is "system". */
function applyTheme() {
  const theme = localStorage.getItem("theme") || "system";
  const dark = theme === "dark" || (theme === "system" && systemDark.matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

systemDark.addEventListener("change", applyTheme);

function settingsView() {
  const theme = localStorage.getItem("theme") || "system";
  return h(
    "section",
    { class: "settings" },
    h("h1", null, t("settings.title")),
    h("h2", null, t("settings.language")),
    h(
      "div",
      { class: "chips", role: "group", "aria-label": t("settings.language") },
      LANGS.map((l) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            "aria-pressed": getLang() === l ? "true" : "false",
            "data-testid": `lang-${l}`,
            onclick: async () => {
              setLang(l);
              if (state.match) {
                const v = await call("get_match", { id: state.match.record.id, lang: l });
                if (v) state.match = /** @type {MatchView} */ (v);
              }
              render();
            },
          },
          t("lang." + l),
        ),
      ),
    ),
    h("h2", null, t("settings.theme")),
    h(
      "div",
      { class: "chips", role: "group", "aria-label": t("settings.theme") },
      ["light", "dark", "system"].map((th) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            "aria-pressed": theme === th ? "true" : "false",
            "data-testid": `theme-${th}`,
            onclick: () => {
              localStorage.setItem("theme", th);
              applyTheme();
              render();
            },
          },
          t("theme." + th),
        ),
      ),
    ),
    aboutBox(),
  );
}

/** @type {any} */
let info = null;

function aboutBox() {
  if (!info) return null;
  return h("p", { class: "about" }, t("settings.about", { version: info.version, dir: info.data_dir }));
}

/* ---------------------------------------------------------------- shared */

export function errorBox() {
  return state.error ? h("p", { class: "error", role: "alert", "data-testid": "error" }, state.error) : null;
}

async function start() {
  applyTheme();
  info = await call("app_info", {});
  if (info && info.recovered) state.error = t("app.recovered", { message: info.recovered });
  await loadMatches();
  const open = (matchList || []).find((m) => m.state === "in_play");
  if (open) await openMatch(open.id);
  else render();
}

start();
