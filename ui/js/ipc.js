// @ts-check
/**
 * The one door to the Rust side: the app's commands (`invoke`) and the events the back end
 * sends (`listen`), through a transport the page hands in once at start-up (`setTransport`):
 * Tauri's IPC in the app, HTTP to the test bridge, the table's API on a phone's page (later a
 * Worker). Every transport reaches the same table of commands; the screens never know which.
 */

/**
 * `about`: for bad input, the part of a round it is in (`points`, `belote`, `roem`,
 * `declarations`, `seat`, `bid`, `round`, `fact`, `other`).
 * @typedef {{kind: string, message: string, at?: string, about?: string}} IpcError
 */

/**
 * How commands reach the back end: `invoke` answers a command's result or throws its error;
 * `listen` subscribes to an event and resolves to a function that stops listening.
 * @typedef {{
 *   invoke: (cmd: string, args: Record<string, unknown>) => Promise<unknown>,
 *   listen: (event: string, handler: (payload: any) => void) => Promise<() => Promise<void>>,
 * }} Transport
 */

/** @type {Transport | null} */
let transport = null;

/**
 * Sets the transport every command and event goes through (once, when the page starts).
 * @param {Transport} t
 */
export function setTransport(t) {
  transport = t;
}

/** Whether a transport is set already (the web app's page sets its worker's first). */
export function hasTransport() {
  return transport !== null;
}

/** The transport set, or an error a screen can show. */
function current() {
  if (!transport) throw { kind: "unavailable", message: "The app's back end is not connected." };
  return transport;
}

/**
 * Calls a command of the app.
 * @template T
 * @param {string} cmd
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<T>}
 */
export async function invoke(cmd, args = {}) {
  try {
    return /** @type {T} */ (await current().invoke(cmd, args));
  } catch (e) {
    throw toError(e);
  }
}

/**
 * Listens to an event of the back end; resolves to a function that stops listening.
 * @template P
 * @param {string} event
 * @param {(payload: P) => void} handler
 * @returns {Promise<() => Promise<void>>}
 */
export async function listen(event, handler) {
  return current().listen(event, handler);
}

/**
 * Tauri's IPC: every command goes to the app's one command, `dispatch`, with its name and
 * arguments; events come from Tauri's event plugin (its handler gets `{event, id, payload}`).
 * @param {any} tauri the page's `__TAURI_INTERNALS__` (`invoke`, `transformCallback`)
 * @param {() => any} [eventPlugin] the page's `__TAURI_EVENT_PLUGIN_INTERNALS__`, when there
 * @returns {Transport}
 */
export function tauriTransport(tauri, eventPlugin = () => undefined) {
  return {
    invoke: (cmd, args) => tauri.invoke("dispatch", { cmd, args }),
    async listen(event, handler) {
      const callback = tauri.transformCallback((/** @type {{payload: any}} */ e) => handler(e.payload));
      const eventId = await tauri.invoke("plugin:event|listen", { event, target: { kind: "Any" }, handler: callback });
      return async () => {
        const plugin = eventPlugin();
        if (plugin && typeof plugin.unregisterListener === "function") plugin.unregisterListener(event, eventId);
        await tauri.invoke("plugin:event|unlisten", { event, eventId });
      };
    },
  };
}

/**
 * HTTP to a server of the app's commands (the test bridge): a command is POSTed to
 * `<base><cmd>` with its arguments as JSON and answers its JSON result, or its error (the same
 * JSON as the app's) with a 4xx/5xx status; events come as Server-Sent Events from
 * `<base>events`.
 * @param {string} [base]
 * @returns {Transport}
 */
export function httpTransport(base = "/ipc/") {
  /** @type {Promise<EventSource> | null} the page's one stream of the back end's events */
  let stream = null;
  /** The stream of events, open (or failed: then no event comes). */
  const eventStream = () => {
    if (!stream) {
      stream = new Promise((resolve) => {
        const source = new EventSource(`${base}events`);
        source.addEventListener("open", () => resolve(source), { once: true });
        source.addEventListener("error", () => resolve(source), { once: true });
      });
    }
    return stream;
  };
  return {
    async invoke(cmd, args) {
      let response;
      try {
        response = await fetch(`${base}${encodeURIComponent(cmd)}`, {
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
    },
    async listen(event, handler) {
      const source = await eventStream();
      const onEvent = (/** @type {MessageEvent} */ e) => handler(JSON.parse(e.data));
      source.addEventListener(event, onEvent);
      return async () => source.removeEventListener(event, onEvent);
    },
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
