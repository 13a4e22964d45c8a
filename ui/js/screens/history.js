// @ts-check
/** The History tab: every match, filtered by a name or a variant; export, import, delete. */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { state, render, call, notify, errorBox } from "../state.js";
import { variantNames } from "../variants.js";
import { matchLine } from "../match-line.js";

/** @type {any[] | null} */
let matchList = null;

/** The history's filters: a player's or team's name, and a variant. */
const historyFilter = { player: "", variant: "" };
let filterTimer = 0;

/** Loads the list with the current filters. */
export async function loadHistory() {
  const list = await call("list_matches", { variant: historyFilter.variant || null, player: historyFilter.player || null });
  if (list) {
    matchList = /** @type {any[]} */ (list);
    render();
  }
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
    loadHistory();
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
    loadHistory();
  }
}

export function historyView() {
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
          filterTimer = window.setTimeout(() => loadHistory().then(() => {
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
            loadHistory();
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
          matchLine(m),
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
