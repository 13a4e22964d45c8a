// @ts-check
/**
 * The one door to the Rust side: Tauri's IPC — commands (`invoke`) and the events the back
 * end sends (`listen`). In tests a mock stands in its place.
 */

/**
 * @typedef {{kind: string, message: string, at?: string}} IpcError
 */

function internals() {
  return /** @type {any} */ (window).__TAURI_INTERNALS__;
}

/**
 * Calls a command of the app.
 * @template T
 * @param {string} cmd
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<T>}
 */
export async function invoke(cmd, args = {}) {
  const tauri = internals();
  if (!tauri || typeof tauri.invoke !== "function") {
    throw { kind: "storage", message: "The app's back end is not available." };
  }
  try {
    return await tauri.invoke(cmd, args);
  } catch (e) {
    throw toError(e);
  }
}

/**
 * Listens to an event of the back end; resolves to a function that stops listening.
 * (Tauri's event plugin, as its JS API calls it: the handler gets `{event, id, payload}`.)
 * @template P
 * @param {string} event
 * @param {(payload: P) => void} handler
 * @returns {Promise<() => Promise<void>>}
 */
export async function listen(event, handler) {
  const tauri = internals();
  const callback = tauri.transformCallback((/** @type {{payload: P}} */ e) => handler(e.payload));
  const eventId = await invoke("plugin:event|listen", { event, target: { kind: "Any" }, handler: callback });
  return async () => {
    const plugin = /** @type {any} */ (window).__TAURI_EVENT_PLUGIN_INTERNALS__;
    if (plugin && typeof plugin.unregisterListener === "function") plugin.unregisterListener(event, eventId);
    await invoke("plugin:event|unlisten", { event, eventId });
  };
}

/**
 * Normalises whatever the back end threw into `{kind, message, at?}`.
 * @param {unknown} e
 * @returns {IpcError}
 */
export function toError(e) {
  if (e && typeof e === "object" && "message" in e) {
    const o = /** @type {any} */ (e);
    return { kind: String(o.kind || "storage"), message: String(o.message), at: o.at };
  }
  return { kind: "storage", message: String(e) };
}
