// @ts-check
/**
 * An event as a file: the event screen's "Save the event to a file" (the whole event —
 * definition, draws, every table's deals — written under the app's data folder, the file
 * `belote event import` and another laptop read), and the events list's "Import an event…"
 * (checked whole, stored all or nothing; the same file twice is skipped the second time).
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { render } from "../state.js";
import { invoke } from "../ipc.js";
import { loadEvents, openEvent } from "../event-state.js";

/**
 * What the last export or import said, and whether one is under way.
 * @type {{busy: boolean, said: string | null, failed: boolean}}
 */
const files = { busy: false, said: null, failed: false };

/** The largest event file the back end reads (belote-event's MAX_EVENT_BYTES). */
const MAX_EVENT_BYTES = 64 << 20;

/**
 * Runs `work`, then says how it went (under the buttons, until the next one).
 * @param {() => Promise<string>} work the sentence to show when it went well
 */
async function run(work) {
  files.busy = true;
  files.said = null;
  render();
  try {
    files.said = await work();
    files.failed = false;
  } catch (e) {
    files.said = t("evfile.failed", { message: /** @type {any} */ (e).message ?? String(e) });
    files.failed = true;
  } finally {
    files.busy = false;
  }
  render();
}

/** What the last export or import said. */
function saidBox() {
  if (!files.said) return null;
  return h("p", { class: files.failed ? "error" : "option-summary", role: files.failed ? "alert" : "status", "data-testid": "evfile-said" }, files.said);
}

/**
 * The event screen's button: saves event `id` to a file.
 * @param {string} id
 */
export function eventExport(id) {
  const save = () =>
    run(async () => {
      const path = /** @type {string} */ (await invoke("export_event", { event: id }));
      return t("history.exported", { path });
    });
  return h(
    "div",
    { class: "evfile" },
    h("button", { type: "button", class: "secondary", disabled: files.busy, "data-testid": "ev-export", onclick: save }, t("evfile.export")),
    saidBox(),
  );
}

/** The events list's control: imports an event file the organiser picks, then opens it. */
export function eventImport() {
  /** @param {Event} e */
  const picked = async (e) => {
    const input = /** @type {HTMLInputElement} */ (e.target);
    const file = input.files && input.files[0];
    if (!file) return;
    input.value = "";
    // An event file is at most 64 MiB (the back end's limit): a bigger file is not read at all.
    if (file.size > MAX_EVENT_BYTES) {
      files.said = t("evfile.failed", { message: t("evfile.too_big", { max: MAX_EVENT_BYTES >> 20 }) });
      files.failed = true;
      render();
      return;
    }
    const text = await file.text();
    let opened = "";
    await run(async () => {
      const answer = /** @type {{event: string, imported: number, skipped: number}} */ (await invoke("import_event", { text }));
      opened = answer.event;
      return t(answer.imported ? "evfile.imported" : "evfile.skipped");
    });
    if (opened) {
      await loadEvents();
      await openEvent(opened);
    }
  };
  return h(
    "div",
    { class: "evfile" },
    h(
      "label",
      { class: "secondary file-button" + (files.busy ? " disabled" : "") },
      t("evfile.import"),
      h("input", { type: "file", accept: ".json,application/json", disabled: files.busy, "data-testid": "ev-import-file", onchange: picked }),
    ),
    saidBox(),
  );
}
