// @ts-check
/**
 * The app's back end in the browser: a dedicated worker that loads the WebAssembly build of
 * the Rust back end (`crates/belote-web`, made by scripts/build-web.sh into `wasm/`), opens
 * the match history in SQLite in the origin private file system, and answers the page's
 * commands one message at a time — so the page never waits on the engine or the disk.
 *
 * Messages: the page sends `{id, cmd, args}`; the worker answers `{id, answer}` (a JSON
 * string: `{"ok": …}` or `{"error": {kind, message, …}}`), sends the back end's events as
 * `{event, payload}` (payload: JSON) and the start-up screen's Quit as `{quit: true}`.
 * `{ready: {storage}}` tells the page once the history is open (or known not to be);
 * `storage` is false when the browser's storage could not be used at all (a retry then needs a
 * fresh worker: the one that failed may still hold some of the files).
 */

/** The worker's global scope (typed loosely: the project's type check knows the page's). */
const scope = /** @type {any} */ (self);

/** What the worker could not do before the WebAssembly was there to ask. */
function startupError(kind, cause) {
  return { kind, file: "/belote/history.sqlite3", cause, moved_to: null, found_version: null, supported_version: null };
}

/**
 * Whether this browser gives a worker what the history needs (the origin private file system
 * with synchronous access handles): a reason in words when it does not.
 */
function storageMissing() {
  const storage = scope.navigator && scope.navigator.storage;
  if (!storage || typeof storage.getDirectory !== "function") {
    return "this browser gives the page no private storage (an old browser, or a page not served over HTTPS)";
  }
  if (typeof scope.FileSystemSyncAccessHandle !== "function") {
    return "this browser's private storage cannot be written from a worker (an old browser)";
  }
  return null;
}

/**
 * Loads the back end and opens the history. Resolves to the module, or to the start-up status
 * that explains why there is none.
 * @returns {Promise<{wasm: any, status: object | null}>}
 */
async function start() {
  let wasm;
  try {
    wasm = await import(new URL("../../wasm/belote_web.js", import.meta.url).href);
    await wasm.default({ module_or_path: new URL("../../wasm/belote_web_bg.wasm", import.meta.url) });
  } catch (e) {
    const cause = `this browser cannot run the app's back end (WebAssembly): ${e && e.message ? e.message : e}`;
    return { wasm: null, status: startupError("io", cause) };
  }
  wasm.set_event_handler((/** @type {string} */ event, /** @type {string} */ payload) => {
    if (event === "quit") scope.postMessage({ quit: true });
    else scope.postMessage({ event, payload });
  });
  const missing = storageMissing();
  if (missing) {
    wasm.open_unavailable("unwritable", missing);
  } else {
    try {
      await wasm.open();
    } catch (e) {
      wasm.open_unavailable("io", `the browser's storage failed: ${e && e.message ? e.message : e}`);
    }
  }
  return { wasm, status: null };
}

const ready = start();
ready.then(({ wasm }) => scope.postMessage({ ready: { storage: Boolean(wasm && wasm.has_storage()) } }));

/**
 * Set when the back end stopped (a Rust panic is a WebAssembly trap here): every command
 * after it is refused with that sentence rather than run on a module in an unknown state.
 * What was committed before it is in the history.
 * @type {string | null}
 */
let stopped = null;

const error = (/** @type {string} */ kind, /** @type {string} */ message) => JSON.stringify({ error: { kind, message } });

scope.onmessage = async (/** @type {MessageEvent} */ e) => {
  const { id, cmd, args } = e.data;
  const { wasm, status } = await ready;
  let answer;
  if (stopped) {
    answer = error("storage", stopped);
  } else if (wasm) {
    try {
      answer = wasm.dispatch(cmd, JSON.stringify(args ?? {}));
    } catch (e) {
      stopped = `The app's back end stopped (${e && e.message ? e.message : e}); reload the page. What was saved before is kept.`;
      answer = error("storage", stopped);
    }
  } else if (cmd === "startup_status" || cmd === "retry_open") {
    answer = JSON.stringify({ ok: status });
  } else {
    answer = error("unavailable", status ? status.cause : "the app's back end did not start");
  }
  scope.postMessage({ id, answer });
};
