// @ts-check
/**
 * The web app's transport: the app's commands go to the back end running in a dedicated
 * worker (`worker.js`, the Rust back end compiled to WebAssembly), by message, so the page
 * never blocks; the back end's events come back the same way. The answers and errors are the
 * desktop app's (the same command table answers them).
 */

/** @typedef {import("../ipc.js").IpcError} IpcError */
/** @typedef {import("../ipc.js").Transport} Transport */

/**
 * A transport over a worker made by `makeWorker` (a fresh one after a failed start: the
 * start-up screen's Retry then starts again from nothing).
 * @param {() => Worker} makeWorker
 * @returns {Transport}
 */
export function workerTransport(makeWorker) {
  let next = 1;
  /** @type {Map<number, {resolve: (v: any) => void, reject: (e: IpcError) => void}>} */
  const pending = new Map();
  /** @type {Map<string, Set<(payload: any) => void>>} */
  const listeners = new Map();
  /** Resolves once the worker's history is open (or known not to be): whether it has storage. */
  let ready = /** @type {Promise<boolean>} */ (Promise.resolve(false));
  /** @type {Worker} */
  let worker;

  const failAll = (/** @type {string} */ message) => {
    for (const { reject } of pending.values()) reject({ kind: "storage", message });
    pending.clear();
  };

  const spawn = () => {
    worker = makeWorker();
    let said = (/** @type {boolean} */ _storage) => {};
    ready = new Promise((resolve) => (said = resolve));
    worker.onmessage = (/** @type {MessageEvent} */ e) => {
      const data = e.data;
      if (data.ready) return said(Boolean(data.ready.storage));
      if (data.quit) return window.close();
      if (data.event) {
        const payload = JSON.parse(data.payload);
        for (const handler of listeners.get(data.event) || []) handler(payload);
        return;
      }
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      const answer = JSON.parse(data.answer);
      if ("error" in answer) call.reject(answer.error);
      else call.resolve(answer.ok);
    };
    // The worker's script could not run at all: every call waiting is told, none hangs.
    worker.onerror = (/** @type {ErrorEvent} */ e) => {
      e.preventDefault();
      said(false);
      failAll(`The app's back end could not start in this browser: ${e.message || "the worker failed"}`);
    };
  };

  /** @param {string} cmd @param {Record<string, unknown>} args */
  const send = (cmd, args) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, cmd, args });
    });

  spawn();
  return {
    async invoke(cmd, args) {
      // Retrying with no storage at all: a fresh worker tries again from nothing.
      if (cmd === "retry_open" && !(await ready)) {
        worker.terminate();
        failAll("The app's back end was restarted.");
        spawn();
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
