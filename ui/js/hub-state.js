// @ts-check
/**
 * The federation's hub on the app's screens (HUB.md, "The app"): the hub of the settings (its
 * address, the club its key belongs to, the key's start and end — never the key), the form
 * that sets it, and each publication's state line, read from the back end and read again
 * while it waits to be sent. When the network comes back the outbox is sent at once. The
 * screens (screens/hub-panel.js) draw it; the web app does not publish (`available` false).
 */
import { render, call } from "./state.js";
import { invoke } from "./ipc.js";

/**
 * @typedef {{available: boolean, url: string | null, club: string | null, key: string | null, waiting: number}} HubSettings the hub of the settings: `key` its start and end only
 * @typedef {{settings: HubSettings, checked: boolean, note: string | null}} HubSaved what saving the settings found: `checked` false when the hub did not answer (the key is checked at the first publication)
 * @typedef {"none" | "waiting" | "published" | "withdrawn" | "refused" | "conflict"} PublicationStateName
 * @typedef {{configured: boolean, state: PublicationStateName, version: number | null, message: string | null, current: number | null, next_attempt: string | null}} PublicationState a publication's state on the hub: `message` the hub's reason (refused) or why it waits; `current` the hub's version in a conflict
 */

export const hub = {
  /** @type {HubSettings | null} */
  settings: null,
  /** The form of Settings (what is typed stays through redraws). */
  form: {
    url: "",
    key: "",
    /** Changing a hub already set. */
    editing: false,
    busy: false,
    /** @type {string | null} what saving said (saved, not checked) */
    note: null,
    /** @type {string | null} */
    error: null,
  },
  /** @type {Map<string, {line: PublicationState, at: number}>} each publication's line, by "kind:id" */
  lines: new Map(),
  /** @type {Set<string>} the lines being read */
  reading: new Set(),
  /** @type {Map<string, ReturnType<typeof setTimeout>>} lines read again while they wait */
  timers: new Map(),
};

/** How long a line read stays fresh (ms), and how often a waiting one is read again. */
const FRESH = 3000;
const WAITING_POLL = 2000;

let settingsAsked = false;

/** The hub of the settings, read once (then kept as the commands answer it). */
export async function loadHubSettings(force = false) {
  if (settingsAsked && !force) return;
  settingsAsked = true;
  try {
    hub.settings = /** @type {HubSettings} */ (await invoke("hub_settings", {}));
    render();
  } catch {
    // No history open: nothing to publish from (the start-up screen says why).
  }
}

/**
 * The line of publication `kind` `id`, read when it is not fresh.
 * @param {"event" | "season"} kind
 * @param {string} id
 */
export function loadLine(kind, id, force = false) {
  const key = `${kind}:${id}`;
  const known = hub.lines.get(key);
  if (hub.reading.has(key) || (!force && known && Date.now() - known.at < FRESH)) return;
  hub.reading.add(key);
  invoke("hub_state", { kind, id })
    .then((line) => showLine(kind, id, /** @type {PublicationState} */ (line)))
    .catch(() => {})
    .finally(() => hub.reading.delete(key));
}

/**
 * Shows a line as a command answered it; a waiting one is read again in a moment.
 * @param {"event" | "season"} kind
 * @param {string} id
 * @param {PublicationState} line
 */
export function showLine(kind, id, line) {
  const key = `${kind}:${id}`;
  hub.lines.set(key, { line, at: Date.now() });
  clearTimeout(hub.timers.get(key));
  hub.timers.delete(key);
  if (line.state === "waiting") {
    hub.timers.set(
      key,
      setTimeout(() => {
        hub.timers.delete(key);
        loadLine(kind, id, true);
      }, WAITING_POLL),
    );
  }
  render();
}

/**
 * Publishes an event or a season to the hub (`supersede`: over what someone else published).
 * @param {"event" | "season"} kind
 * @param {string} id
 * @param {boolean} [supersede]
 */
export async function publish(kind, id, supersede = false) {
  const line = await call("hub_publish", { kind, id, supersede });
  if (line) showLine(kind, id, /** @type {PublicationState} */ (line));
  return line;
}

/** Saves the settings' form: the address, and the key when one was typed. */
export async function saveHub() {
  const f = hub.form;
  f.busy = true;
  f.error = null;
  f.note = null;
  render();
  try {
    const saved = /** @type {HubSaved} */ (await invoke("hub_save_settings", { url: f.url.trim(), key: f.key.trim() || null }));
    hub.settings = saved.settings;
    f.editing = false;
    f.key = "";
    f.note = saved.checked ? "saved" : "unchecked";
    hub.lines.clear();
  } catch (e) {
    f.error = /** @type {any} */ (e).message;
  } finally {
    f.busy = false;
    render();
  }
}

/** The app no longer publishes to its hub. */
export async function forgetHub() {
  const settings = await call("hub_clear_settings", {});
  if (settings) {
    hub.settings = /** @type {HubSettings} */ (settings);
    hub.form = { url: "", key: "", editing: false, busy: false, note: null, error: null };
    hub.lines.clear();
    render();
  }
}

// The network is back: what waits in the outbox goes now, and the lines follow.
window.addEventListener("online", () => {
  invoke("hub_flush", {})
    .then(() => {
      for (const key of hub.lines.keys()) {
        const [kind, ...rest] = key.split(":");
        loadLine(/** @type {"event" | "season"} */ (kind), rest.join(":"), true);
      }
    })
    .catch(() => {});
});
