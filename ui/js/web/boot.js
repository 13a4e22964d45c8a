// @ts-check
/**
 * The web app's very first step, loaded `async` by the web build's `index.html` so that it
 * runs as soon as it arrives — before the page is parsed and before the app's other modules
 * are in: it starts the back end's worker (the WebAssembly and the history take the longest
 * to be ready). It imports nothing, so that it runs as soon as its own few bytes are in;
 * `transport.js` takes the worker over (`takeEarlyWorker`) when `install.js` hands the
 * transport to the app (and marks it taken: a `boot.js` that arrives after that starts none).
 * A worker that fails before then is noted on it, for the transport to see.
 */
const page = /** @type {any} */ (globalThis);
// Unless the transport came first (this file arrived late) and started a worker of its own.
if (page.__beloteWorker === undefined) {
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.addEventListener("error", (e) => {
    e.preventDefault();
    /** @type {any} */ (worker).failed = e.message || "the worker failed";
  });
  page.__beloteWorker = worker;
  // A mark for the benchmark's account of a start (scripts/bench-web.sh).
  performance.mark("belote:worker-start");
}
