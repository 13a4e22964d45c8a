// @ts-check
/**
 * The browser's storage of the history, said plainly: the app asks the browser to keep it
 * (`navigator.storage.persist()`: not to clear it when space runs low), and Settings and the
 * History tab say what the browser answered — kept, may be cleared (export it now and then),
 * or no storage at all — with how much the history takes of what the site may use.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {"kept" | "may_clear" | "unknown"} Persistence */

/** @type {Persistence} */
let persistence = "unknown";
/** @type {{usage: number, quota: number} | null} */
let estimate = null;

/** Asks the browser to keep the storage; remembers its answer. */
export async function askPersistence() {
  const storage = navigator.storage;
  if (!storage) return;
  try {
    const kept = (await storage.persisted?.()) || (await storage.persist?.());
    persistence = kept ? "kept" : "may_clear";
  } catch {
    persistence = "unknown";
  }
  try {
    const e = await storage.estimate?.();
    if (e && typeof e.usage === "number" && typeof e.quota === "number") estimate = { usage: e.usage, quota: e.quota };
  } catch {
    estimate = null;
  }
}

/** What the browser answered (Settings, the tests). */
export function persistenceState() {
  return persistence;
}

/** A size in the units people read: 812 kB, 1.2 MB, 2.3 GB. */
function size(/** @type {number} */ bytes) {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let n = bytes;
  let u = 0;
  while (n >= 1000 && u < units.length - 1) {
    n /= 1000;
    u++;
  }
  return `${n >= 10 || u === 0 ? Math.round(n) : n.toFixed(1)} ${units[u]}`;
}

/** Settings' word on the storage: kept or not, and how much it takes. */
export function storageSettings() {
  return h(
    "section",
    { class: "storage", "aria-labelledby": "storage-title", "data-testid": "storage" },
    h("h2", { id: "storage-title" }, t("web.storage_title")),
    h("p", { "data-testid": "storage-persistence", "data-state": persistence }, t(`web.storage_${persistence}`)),
    estimate ? h("p", { class: "hint", "data-testid": "storage-usage" }, t("web.storage_usage", { used: size(estimate.usage), quota: size(estimate.quota) })) : null,
  );
}

/** The History tab's reminder when the browser may clear the storage. */
export function storageNote() {
  return persistence === "may_clear" ? h("p", { class: "hint", "data-testid": "storage-note" }, t("web.storage_export_hint")) : null;
}
