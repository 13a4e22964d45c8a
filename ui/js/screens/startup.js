// @ts-check
/**
 * The screen shown instead of the app when the match history could not be opened at start-up
 * (or was damaged and replaced): what happened, to which file, why, and what the user can do
 * — Quit or Retry, or Continue with the fresh history. In a browser's tab there is nothing to
 * quit (the tab is closed as any other), its help speaks of the browser (`startup.help.KIND.web`),
 * and a tab that another tab of the app took the history from (`elsewhere`) offers to use it
 * here.
 */
import { h } from "../dom.js";
import { t, has } from "../i18n.js";
import { invoke } from "../ipc.js";
import { host } from "../host.js";

/**
 * @typedef {{kind: string, file: string, cause: string, moved_to: string | null,
 *   found_version: number | null, supported_version: number | null}} StartupStatus
 */

/**
 * @param {StartupStatus} status
 * @param {{retry: () => void, carryOn: () => void, busy: boolean, retried: boolean}} actions
 */
export function startupView(status, actions) {
  const kind = has(`startup.title.${status.kind}`) ? status.kind : "io";
  const damaged = status.kind === "damaged";
  const elsewhere = status.kind === "elsewhere";
  const help = host.web && has(`startup.help.${kind}.web`) ? `startup.help.${kind}.web` : `startup.help.${kind}`;
  return h(
    "section",
    { class: "startup", role: "alertdialog", "aria-labelledby": "startup-title", "aria-describedby": "startup-help", "data-testid": "startup", "data-kind": status.kind },
    h("div", { class: "startup-icon", "aria-hidden": "true" }, "⚠"),
    h("h1", { id: "startup-title" }, t(`startup.title.${kind}`)),
    h("p", { id: "startup-help", class: "startup-help" }, t(help)),
    status.kind === "newer_schema" && typeof status.found_version === "number"
      ? h("p", { "data-testid": "startup-version" }, t("startup.version", { found: status.found_version, supported: status.supported_version ?? "?" }))
      : null,
    // Another tab has the history: there is no file or cause to show.
    elsewhere ? null : facts(status, damaged),
    actions.retried && !damaged ? h("p", { class: "error", role: "alert", "data-testid": "startup-still" }, t(elsewhere ? "startup.still_elsewhere" : "startup.still")) : null,
    h(
      "div",
      { class: "startup-actions" },
      damaged
        ? h("button", { type: "button", class: "big primary", "data-testid": "startup-continue", onclick: actions.carryOn }, t("startup.continue"))
        : [
            host.web ? null : h("button", { type: "button", class: "big secondary", "data-testid": "startup-quit", onclick: () => invoke("quit_app").catch(() => window.close()) }, t("startup.quit")),
            h("button", { type: "button", class: "big primary", disabled: actions.busy, "data-testid": "startup-retry", onclick: actions.retry }, t(elsewhere ? "startup.use_here" : "startup.retry")),
          ],
    ),
  );
}

/**
 * The file, where a damaged one went, and the cause.
 * @param {StartupStatus} status
 * @param {boolean} damaged
 */
function facts(status, damaged) {
  return h(
    "dl",
    { class: "startup-facts" },
    h("dt", null, t("startup.file")),
    h("dd", null, h("code", { "data-testid": "startup-file" }, status.file)),
    damaged && status.moved_to ? [h("dt", null, t("startup.moved")), h("dd", null, h("code", { "data-testid": "startup-moved" }, status.moved_to))] : null,
    h("dt", null, t("startup.cause")),
    h("dd", { "data-testid": "startup-cause" }, status.cause),
  );
}
