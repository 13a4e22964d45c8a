// @ts-check
/** The History tab: every match, filtered by a name or a variant; export, import, delete. */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { invoke, listen } from "../ipc.js";
import { state, render, call, errorBox } from "../state.js";
import { variantNames } from "../variants.js";
import { matchLine } from "../match-line.js";
import { ask } from "../dialog.js";
import { playerFilter, settle } from "../name-search.js";
import { openMatch } from "../nav.js";
import { reviewOver, closeReview, openReview } from "./review-match.js";
import { host } from "../host.js";

/** @type {any[] | null} */
let matchList = null;

/** The history's filters: a player's or team's name, and a variant. */
const historyFilter = { player: "", variant: "" };

/** Opens the tab: leaves a past match under review, loads the list. */
export async function loadHistory() {
  closeReview();
  await reloadHistory();
}

/**
 * Loads the list with the current filters. A filter's reload never closes a match opened
 * meanwhile (a tap right after typing).
 */
async function reloadHistory() {
  const list = await call("list_matches", { variant: historyFilter.variant || null, player: historyFilter.player || null });
  if (list) {
    matchList = /** @type {any[]} */ (list);
    render();
  }
}

/**
 * @typedef {{op: "import" | "export", done: number, total: number}} Progress
 * @typedef {{op: "import" | "export", imported?: number, skipped?: number, errors?: any[], path?: string, failed?: string, handed?: string}} Outcome
 */

/** @type {Progress | null} an import or export under way */
let running = null;
/** @type {Outcome | null} how the last one ended */
let outcome = null;
let frame = 0;

/** Re-renders at most once a frame while progress events pour in. */
function renderSoon() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    render();
  });
}

/**
 * Runs an import or export off the UI thread (the back end's async command), showing its
 * `history-progress` events, then its outcome. Progress is a nicety: without events (or
 * without permission to listen) the command still runs and its outcome shows.
 * @param {"import" | "export"} op
 * @param {string} cmd
 * @param {Record<string, unknown>} args
 */
async function transfer(op, cmd, args) {
  running = { op, done: 0, total: 0 };
  outcome = null;
  state.error = null;
  render();
  /** @type {(() => Promise<void>) | null} */
  let stop = null;
  try {
    stop = await listen("history-progress", (/** @type {Progress} */ p) => {
      if (running && p && p.op === op) {
        running = { op, done: p.done, total: p.total };
        renderSoon();
      }
    });
  } catch {
    stop = null;
  }
  try {
    const answer = /** @type {any} */ (await invoke(cmd, args));
    if (op === "import") outcome = { op, imported: answer.imported, skipped: answer.skipped, errors: answer.errors || [] };
    // A host without a folder for it hands the file to the user (share sheet or download).
    else if (host.saveFile && typeof answer === "object") outcome = { op, path: answer.name, handed: await host.saveFile(answer) };
    else outcome = { op, path: String(answer) };
  } catch (e) {
    outcome = { op, failed: /** @type {any} */ (e).message };
  } finally {
    running = null;
    if (stop) stop().catch(() => {});
  }
  render();
  if (op === "import" && !outcome.failed) reloadHistory();
}

async function historyImport(/** @type {Event} */ ev) {
  const input = /** @type {HTMLInputElement} */ (ev.target);
  const file = input.files && input.files[0];
  if (!file) return;
  const text = await file.text();
  input.value = "";
  await transfer("import", "import_history", { text });
}

/** @param {"json" | "csv"} format */
function historyExport(format) {
  return transfer("export", host.saveFile ? "history_file" : "export_history", { format });
}

/** One reason a match of the file was not imported, as the back end gave it. */
function importError(/** @type {any} */ e) {
  if (typeof e === "string") return e;
  const where = e.id || e.at || "";
  return where ? `${where}: ${e.message}` : String(e.message ?? JSON.stringify(e));
}

/** The import or export under way, or how the last one ended. */
function transferBox() {
  if (running) {
    const { op, done, total } = running;
    return h(
      "div",
      { class: "transfer", role: "status", "data-testid": "transfer-progress" },
      // Import counts bytes read, export matches written: a percentage says both.
      h("p", null, total ? t(op === "import" ? "history.importing" : "history.exporting", { percent: Math.floor((100 * done) / total) }) : t("history.working")),
      h("progress", total ? { max: total, value: done } : {}),
    );
  }
  if (!outcome) return null;
  const o = outcome;
  const lines = o.failed
    ? [h("p", null, t(o.op === "import" ? "history.import_failed" : "history.export_failed", { message: o.failed }))]
    : o.op === "import"
      ? [
          h("p", { "data-testid": "imported-count" }, t("history.imported_n", { n: o.imported ?? 0 })),
          o.skipped ? h("p", { "data-testid": "skipped-count" }, t("history.skipped_n", { n: o.skipped })) : null,
          o.errors && o.errors.length
            ? [h("p", null, t("history.import_errors")), h("ul", { class: "plain" }, o.errors.map((e) => h("li", null, importError(e))))]
            : null,
        ]
      : [h("p", { "data-testid": "exported" }, t(o.handed ? `history.handed_${o.handed}` : "history.exported", { path: o.path || "" }))];
  return h(
    "div",
    { class: "transfer " + (o.failed ? "error" : "done"), role: o.failed ? "alert" : "status", "data-testid": "transfer-result" },
    h("h2", null, t(o.op === "import" ? "history.import_done" : "history.export_done")),
    lines,
    h("button", { type: "button", class: "secondary", "data-testid": "transfer-ok", onclick: () => { outcome = null; render(); } }, t("history.dismiss")),
  );
}

/** @param {string} id */
async function deleteMatch(id) {
  if (!(await ask({ title: t("history.confirm_delete"), body: t("history.confirm_delete_body"), confirm: t("history.delete"), danger: true }))) return;
  const ok = await call("delete_match", { id });
  if (ok !== null) {
    if (state.match && state.match.record.id === id) state.match = null;
    reloadHistory();
  }
}

export function historyView() {
  const reviewing = reviewOver("history");
  if (reviewing) return reviewing;
  const list = matchList || [];
  return h(
    "section",
    { class: "history" },
    h("h1", null, t("history.title")),
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", class: "secondary", disabled: Boolean(running), "data-testid": "export-json", onclick: () => historyExport("json") }, t("history.export_json")),
      h("button", { type: "button", class: "secondary", disabled: Boolean(running), "data-testid": "export-csv", onclick: () => historyExport("csv") }, t("history.export_csv")),
      h(
        "label",
        { class: "secondary file-button" + (running ? " disabled" : "") },
        t("history.import"),
        h("input", { type: "file", accept: ".json,application/json", disabled: Boolean(running), "data-testid": "import-file", onchange: historyImport }),
      ),
    ),
    transferBox(),
    host.historyNote ? host.historyNote() : null,
    h(
      "div",
      { class: "row filters" },
      playerFilter({
        testid: "filter-player",
        value: historyFilter.player,
        set: (value) => (historyFilter.player = value),
        reload: reloadHistory,
      }),
      h(
        "select",
        {
          "aria-label": t("history.filter_variant"),
          "data-testid": "filter-variant",
          onchange: (/** @type {Event} */ e) => {
            historyFilter.variant = /** @type {HTMLSelectElement} */ (e.target).value;
            settle("filter-player");
            reloadHistory();
          },
        },
        h("option", { value: "", selected: historyFilter.variant === "" }, t("history.all_variants")),
        variantNames().map((v) => h("option", { value: v, selected: historyFilter.variant === v }, t("variant." + v))),
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
          // A match in play opens on its scoreboard, any other read only (chart, every deal).
          matchLine(m, () => (m.state === "in_play" ? openMatch(m.id) : openReview(m.id))),
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
