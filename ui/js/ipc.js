// @ts-check
/**
 * The one door to the Rust side: commands (`invoke`) and the events the back end sends
 * (`listen`). In the app that is Tauri's IPC; in a page served by the app's HTTP server
 * without it (the UI tests drive the real back end so), commands are POSTed to `/ipc/<cmd>`
 * and events come as Server-Sent Events from `/ipc/events`.
 */

/**
 * `about`: for bad input, the part of a round it is in (`points`, `belote`, `roem`,
 * `declarations`, `seat`, `bid`, `round`, `fact`, `other`).
 * @typedef {{kind: string, message: string, at?: string, about?: string}} IpcError
 */

/**
 * A transport given by the page (the web app's, to its back end in a worker): commands and
 * events go through it instead of Tauri's IPC or HTTP.
 * @typedef {{
 *   invoke: (cmd: string, args: Record<string, unknown>) => Promise<any>,
 *   listen: (event: string, handler: (payload: any) => void) => Promise<() => Promise<void>>,
 * }} Transport
 */

/** @type {Transport | null} */
let transport = null;

/**
 * Sends the page's commands and events through `t` from now on.
 * @param {Transport} t
 */
export function setTransport(t) {
  transport = t;
}

function internals() {
  return /** @type {any} */ (window).__TAURI_INTERNALS__;
}

/** Whether the page runs inside the app (Tauri's IPC), not over HTTP. */
function inApp() {
  const tauri = internals();
  return Boolean(tauri && typeof tauri.invoke === "function");
}

/**
 * Calls a command of the app.
 * @template T
 * @param {string} cmd
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<T>}
 */
export async function invoke(cmd, args = {}) {
  if (transport) {
    try {
      return await transport.invoke(cmd, args);
    } catch (e) {
      throw toError(e);
    }
  }
  if (!inApp()) return overHttp(cmd, args);
  try {
    return await internals().invoke(cmd, args);
  } catch (e) {
    throw toError(e);
  }
}

/**
 * A command over HTTP: its answer, or its error (the same JSON as the app's).
 * @param {string} cmd
 * @param {Record<string, unknown>} args
 */
async function overHttp(cmd, args) {
  let response;
  try {
    response = await fetch(`/ipc/${encodeURIComponent(cmd)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(args),
    });
  } catch {
    throw { kind: "storage", message: "The app's back end is not available." };
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) throw toError(body ?? `${response.status} ${response.statusText}`);
  return body;
}

/** @type {Promise<EventSource> | null} the page's one stream of the back end's events */
let stream = null;

/** The stream of events over HTTP, open (or failed: then no event comes). */
function eventStream() {
  if (!stream) {
    stream = new Promise((resolve) => {
      const source = new EventSource("/ipc/events");
      source.addEventListener("open", () => resolve(source), { once: true });
      source.addEventListener("error", () => resolve(source), { once: true });
    });
  }
  return stream;
}

/**
 * Listens to an event of the back end; resolves to a function that stops listening.
 * (In the app, Tauri's event plugin, as its JS API calls it: the handler gets `{event, id,
 * payload}`.)
 * @template P
 * @param {string} event
 * @param {(payload: P) => void} handler
 * @returns {Promise<() => Promise<void>>}
 */
export async function listen(event, handler) {
  if (transport) return transport.listen(event, handler);
  if (!inApp()) {
    const source = await eventStream();
    const onEvent = (/** @type {MessageEvent} */ e) => handler(JSON.parse(e.data));
    source.addEventListener(event, onEvent);
    return async () => source.removeEventListener(event, onEvent);
  }
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
 * Normalises whatever the back end threw into `{kind, message, at?, about?}`.
 * @param {unknown} e
 * @returns {IpcError}
 */
export function toError(e) {
  if (e && typeof e === "object" && "message" in e) {
    const o = /** @type {any} */ (e);
    return { kind: String(o.kind || "storage"), message: String(o.message), at: o.at, about: o.about };
  }
  return { kind: "storage", message: String(e) };
}
