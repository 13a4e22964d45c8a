// @ts-check
/**
 * The web app's transport: the app's commands go to the back end running in a dedicated
 * worker (`worker.js`, the Rust back end compiled to WebAssembly), by message, so the page
 * never blocks; the back end's events come back the same way. The answers and errors are the
 * desktop app's (the same command table answers them).
 *
 * One tab at a time has the history: the worker's storage (SQLite's files in the origin
 * private file system) can be held by one worker only. The tab that has it holds a Web Lock
 * (`belote-history`); a tab opened while another holds it does not touch the storage and says
 * the app is open elsewhere (start-up kind `elsewhere`), and its "Use here" (the start-up
 * screen's retry) takes the lock over: the other tab closes its worker and says the same.
 * A tab that says so waits for the lock meanwhile, and opens the history by itself once the
 * other tab lets go. A tab that is frozen in the background or kept in the back/forward cache
 * lets go of the storage first (so it never locks the user out of a tab in front), and takes
 * it back when it comes back to the front — if no other tab has it by then.
 */

/** @typedef {import("../ipc.js").IpcError} IpcError */
/** @typedef {import("../ipc.js").Transport} Transport */

/** The Web Lock the tab that has the history holds. */
export const HISTORY_LOCK = "belote-history";

/** The start-up status of a tab while another tab has the history. */
function elsewhereStatus() {
  return {
    kind: "elsewhere",
    file: "",
    cause: "another tab or window of this browser has the match history open",
    moved_to: null,
    found_version: null,
    supported_version: null,
  };
}

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/**
 * A transport over a worker made by `makeWorker` (a fresh one after a failed start: the
 * start-up screen's Retry then starts again from nothing).
 * @param {() => Worker} makeWorker
 * @param {{locks?: any, lifecycle?: boolean}} [options] `locks`: the Web Locks API
 *   (`navigator.locks`; without it every tab tries the storage itself), `lifecycle`: let go of
 *   the storage when the page is frozen or cached (default true)
 * @returns {Transport}
 */
export function workerTransport(makeWorker, options = {}) {
  let locks = "locks" in options ? options.locks : /** @type {any} */ (navigator).locks;
  let next = 1;
  /** @type {Map<number, {resolve: (v: any) => void, reject: (e: IpcError) => void}>} */
  const pending = new Map();
  /** @type {Map<string, Set<(payload: any) => void>>} */
  const listeners = new Map();
  /** @type {Worker | null} */
  let worker = null;
  /** The worker's start: whether it has the storage, and the start-up kind when it has not. */
  let ready = /** @type {Promise<{storage: boolean, kind: string | null}>} */ (Promise.resolve({ storage: false, kind: null }));
  /** Whether this tab has the history's lock (always, without the Web Locks API). */
  let holding = !locks;
  /** Lets go of the lock this tab holds. */
  let unlock = () => {};
  /** Set while the page let go of the storage because it was frozen or cached. */
  let suspended = false;
  /** Settles once the tab knows whether it has the history (and its worker is ready). */
  let opening = Promise.resolve();
  /**
   * The first worker, started at once: it loads the WebAssembly while the tab finds out
   * whether it may open the history, and opens it only when told (`{open: true}`).
   * @type {Worker | null}
   */
  let early = makeWorker();

  const emit = (/** @type {string} */ event, /** @type {any} */ payload) => {
    for (const handler of listeners.get(event) || []) handler(payload);
  };

  const failAll = (/** @type {string} */ message) => {
    for (const { reject } of pending.values()) reject({ kind: "storage", message });
    pending.clear();
  };

  const spawn = () => {
    const w = early || makeWorker();
    early = null;
    worker = w;
    let said = (/** @type {{storage: boolean, kind: string | null}} */ _ready) => {};
    ready = new Promise((resolve) => (said = resolve));
    w.onmessage = (/** @type {MessageEvent} */ e) => {
      const data = e.data;
      if (data.ready) {
        // A mark for the benchmark's account of a start (scripts/bench-web.sh).
        performance.mark("belote:worker-ready");
        return said({ storage: Boolean(data.ready.storage), kind: data.ready.kind ?? null });
      }
      if (data.quit) return window.close();
      if (data.event) return emit(data.event, JSON.parse(data.payload));
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      const answer = JSON.parse(data.answer);
      if ("error" in answer) call.reject(answer.error);
      else call.resolve(answer.ok);
    };
    // The worker's script could not run at all: every call waiting is told, none hangs.
    const failed = (/** @type {string} */ message) => {
      said({ storage: false, kind: "io" });
      failAll(`The app's back end could not start in this browser: ${message}`);
    };
    w.onerror = (/** @type {ErrorEvent} */ e) => {
      e.preventDefault();
      failed(e.message || "the worker failed");
    };
    // It failed before it was handed over (boot.js noted it).
    const before = /** @type {any} */ (w).failed;
    if (before) failed(before);
    w.postMessage({ open: true });
  };

  /**
   * Ends the worker: at once (the page is being frozen or cached: nothing may wait), or after
   * it closed the history (another tab takes it over). Every change it acknowledged is
   * committed either way.
   * @param {boolean} gently
   */
  const stopWorker = async (gently) => {
    const w = worker;
    worker = null;
    if (!w) return;
    failAll("The match history was closed in this tab.");
    if (gently) {
      const closed = new Promise((done) => w.addEventListener("message", (e) => e.data && e.data.closed && done(null)));
      w.postMessage({ close: true });
      await Promise.race([closed, sleep(1000)]);
    }
    w.terminate();
  };

  /**
   * Starts a worker on the storage. While this tab holds the lock, a storage still held is
   * another tab letting go of it (it was just taken over): tried again for a few seconds.
   */
  const spawnOpen = async () => {
    for (let attempt = 0; ; attempt++) {
      spawn();
      const { storage, kind } = await ready;
      if (storage || kind !== "locked" || !holding || !locks || attempt >= 20) return;
      await stopWorker(false);
      await sleep(250);
    }
  };

  /** Set while this tab waits for the lock another tab holds (to open the history then). */
  /** @type {AbortController | null} */
  let waiting = null;

  /**
   * Asks for the history's lock with `lockOptions` (`ifAvailable`, `steal`, or a wait);
   * `granted` runs once this tab has it. Resolves to whether it got it (a wait resolves only
   * then, or when cancelled). When another tab takes it later, this tab closes its worker,
   * says so (`history-closed`, with the start-up status to show) and waits to have it back.
   * @param {any} lockOptions
   * @param {() => void} [granted]
   * @returns {Promise<boolean>}
   */
  const request = (lockOptions, granted) =>
    new Promise((resolve) => {
      locks
        .request(HISTORY_LOCK, lockOptions, (/** @type {any} */ lock) => {
          if (!lock) return resolve(false);
          holding = true;
          resolve(true);
          if (granted) granted();
          return new Promise((release) => (unlock = () => release(null)));
        })
        .catch((/** @type {any} */ e) => {
          if (!holding && !(e && e.name === "AbortError")) {
            // The browser would not lock at all: every tab tries the storage itself.
            locks = null;
            holding = true;
            return resolve(true);
          }
          resolve(false);
          // A wait this tab cancelled; else taken over by another tab.
          if (!holding) return;
          holding = false;
          stopWorker(true);
          emit("history-closed", elsewhereStatus());
          waitForIt();
        });
    });

  /**
   * While another tab has the history, waits for it to let go (closed, or frozen in the
   * background): then opens it here (`history-reopened`).
   */
  const waitForIt = () => {
    if (!locks || waiting || suspended || holding) return;
    const wait = new AbortController();
    waiting = wait;
    request({ signal: wait.signal }, () => {
      waiting = null;
      opening = spawnOpen().then(() => emit("history-reopened", null));
    });
  };

  /** Opens the history in this tab if it can (`steal`: even when another tab has it). */
  const open = (/** @type {boolean} */ steal) => {
    if (waiting) waiting.abort();
    waiting = null;
    opening = (async () => {
      if (locks && !holding && !(await request(steal ? { steal: true } : { ifAvailable: true }))) return waitForIt();
      await spawnOpen();
    })();
    return opening;
  };

  /** The page is frozen or cached: it lets go of the storage at once. */
  const letGo = () => {
    if (!holding || !locks) return;
    suspended = true;
    holding = false;
    stopWorker(false);
    unlock();
  };

  /** The page is back: it takes the storage again, unless another tab has it now. */
  const comeBack = async () => {
    if (!suspended) return;
    suspended = false;
    await open(false);
    if (holding) emit("history-reopened", null);
    else emit("history-closed", elsewhereStatus());
  };

  if (locks && options.lifecycle !== false) {
    document.addEventListener("freeze", letGo);
    document.addEventListener("resume", comeBack);
    window.addEventListener("pagehide", (e) => e.persisted && letGo());
    window.addEventListener("pageshow", (e) => e.persisted && comeBack());
  }

  /** @param {string} cmd @param {Record<string, unknown>} args */
  const send = (cmd, args) =>
    new Promise((resolve, reject) => {
      if (!worker) return reject({ kind: "unavailable", message: "The match history is open in another tab." });
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, cmd, args });
    });

  open(false);
  return {
    async invoke(cmd, args) {
      await opening;
      if (locks && !holding) {
        // Another tab has the history: this one says so; its retry ("Use here") takes it.
        if (cmd === "startup_status") return elsewhereStatus();
        if (cmd === "quit_app") return null;
        if (cmd === "retry_open") {
          await open(true);
          if (!holding) return elsewhereStatus();
        }
      } else if (cmd === "retry_open" && !(await ready).storage) {
        // Retrying with no storage at all: a fresh worker tries again from nothing.
        await stopWorker(false);
        await open(false);
      }
      return send(cmd, args);
    },
    async listen(event, handler) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(handler);
      return async () => {
        listeners.get(event)?.delete(handler);
      };
    },
  };
}

/**
 * The worker `boot.js` started before the app's modules were in, once: the page's transport's
 * first worker (a retry starts a fresh one). Null where `boot.js` has not run (it arrives
 * late): it is marked taken either way, so a late `boot.js` starts no second one.
 * @returns {Worker | null}
 */
function takeEarlyWorker() {
  const page = /** @type {any} */ (globalThis);
  const worker = page.__beloteWorker || null;
  page.__beloteWorker = null;
  return worker;
}

/** @type {Transport | null} the page's one transport */
let single = null;

/**
 * The page's transport, made on the first call (by `install.js`, before the app), on the
 * worker `boot.js` started when there is one.
 * @returns {Transport}
 */
export function webTransport() {
  if (!single) single = workerTransport(() => takeEarlyWorker() || new Worker(new URL("./worker.js", import.meta.url), { type: "module" }));
  return single;
}
