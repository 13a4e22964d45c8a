// Reviewing a long history in the web app's worker, timed (scripts/bench-web-engine.sh runs
// it; a benchmark, not a test). The history file — 10,000 finished matches of 30 deals, the
// one belote-store's review_bench imports natively — is imported into the app's own worker
// (ui/js/web/worker.js, the history in SQLite in the origin private file system of a Chromium
// profile on disk), then the review's commands are timed from the page, as the review screen
// asks them (the message to the worker and its answer back included):
// - first: the first question of a fresh worker (the history just opened: a new connection,
//   as the native benchmark's "cold");
// - after a change: the first question after a write to the history (a match created and
//   deleted), as the app asks after a save;
// - asked again: nothing changed since the last question.
// Prints the rows as JSON lines: {what, first_ms, changed_ms, again_ms}, each the median and
// the best of RUNS (on a busy machine the best is the steadier figure), and the same three
// for the module's call alone, timed inside the worker (`module_ms`: the command run and its
// JSON answer written and made a JavaScript string, as the desktop app's back end answers —
// without the answer posted to the page and parsed there). The worker is the app's own,
// served with two lines added that time the call and send the time with the answer. Then,
// in one worker kept open as the app keeps its own, the questions asked again in turn
// (`warm_module_ms`: the least and the median of the module's call over 15 asks each).
//
// With BELOTE_NATIVE_REVIEW set to belote-api's review_answer benchmark (and
// BELOTE_REVIEW_BENCH_DB to the same history in SQLite, as review_bench left it), each run of
// the fresh worker is paired with a native run of the same question just before it
// (`BELOTE_REVIEW_ANSWER_ONCE`: a new connection in a warm process, as the native benchmark's
// runs): the rows then also give `native_ms` (the medians of those runs) and `ratio`, the
// median of each pair's module time over its native time — on a machine whose speed changes
// from minute to minute, runs minutes apart compare badly.
//
// Usage: node web/bench-review.js HISTORY_FILE [RUNS]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { built, launchProfile, serveSite, tempDir } from "./phone.js";

const [file, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 7);
if (!file) {
  console.error("usage: node web/bench-review.js HISTORY_FILE [RUNS]");
  process.exit(2);
}

/** The native review_answer benchmark to pair each run with (see above), if any. */
const native = process.env.BELOTE_NATIVE_REVIEW || null;
if (native && !process.env.BELOTE_REVIEW_BENCH_DB) {
  console.error("bench-review: BELOTE_NATIVE_REVIEW needs BELOTE_REVIEW_BENCH_DB (the same history in SQLite)");
  process.exit(2);
}

/** One native run of `cmd`: `{first_ms, changed_ms, again_ms}`. */
function nativeRun(/** @type {string} */ cmd) {
  const run = spawnSync(/** @type {string} */ (native), [], { env: { ...process.env, BELOTE_REVIEW_ANSWER_ONCE: cmd }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`bench-review: the native run of ${cmd} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop() || "{}");
}

/** How often each question is asked of the worker kept open. */
const WARM_ASKS = 15;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = await serveSite({ csp: false });
const profile = tempDir("belote-bench-review-");
const context = await launchProfile(profile);
const { app } = built();
const base = server.url + app;
const step = (/** @type {string} */ what) => console.error(`-- ${what}`);
try {
  const page = await context.newPage();
  // A page of the site that starts no worker of its own (the app's page would hold the
  // history): the benchmark starts the app's worker itself and speaks its messages.
  // The app's worker with the module's call timed (the test fails if the lines it times move).
  const workerSource = fs.readFileSync(new URL("../../ui/js/web/worker.js", import.meta.url), "utf8");
  const call = "answer = wasm.dispatch(cmd, JSON.stringify(args ?? {}));";
  const reply = "scope.postMessage({ id, answer });";
  if (!workerSource.includes(call) || !workerSource.includes(reply)) throw new Error("bench-review: ui/js/web/worker.js no longer has the lines it times");
  const timed = workerSource
    .replace(call, "const t0 = performance.now(); " + call + " scope.moduleMs = performance.now() - t0;")
    .replace(reply, "scope.postMessage({ id, answer, ms: scope.moduleMs });");
  await context.route("**/js/web/worker.js", (route) => route.fulfill({ body: timed, contentType: "text/javascript" }));
  await page.route("**/bench-history.json", (route) => route.fulfill({ path: file, contentType: "application/json" }));
  await page.goto(base + "styles.css");
  await page.evaluate((base) => {
    const w = /** @type {any} */ (window);
    let next = 0;
    /** Starts the app's worker and opens the history; resolves when it is open. */
    w.startWorker = () =>
      new Promise((resolve, reject) => {
        w.worker?.terminate();
        const worker = new Worker(base + "js/web/worker.js", { type: "module" });
        w.worker = worker;
        w.pending = new Map();
        worker.onmessage = (e) => {
          const d = e.data;
          if (d.ready) return d.ready.storage ? resolve(null) : reject(new Error(JSON.stringify(d.ready)));
          if (d.id !== undefined) {
            w.pending.get(d.id)(d.answer, d.ms);
            w.pending.delete(d.id);
          }
        };
        worker.postMessage({ open: true });
      });
    /** The app's command `cmd`: its answer's `ok` and the time to it, in ms. */
    w.ask = (cmd, args) =>
      new Promise((resolve, reject) => {
        const id = next++;
        const t0 = performance.now();
        w.pending.set(id, (answer, moduleMs) => {
          const ms = performance.now() - t0;
          const a = JSON.parse(answer);
          if (a.error) reject(new Error(`${cmd}: ${JSON.stringify(a.error)}`));
          else if (typeof moduleMs !== "number") reject(new Error("bench-review: the worker did not time its call"));
          else resolve({ ok: a.ok, ms, moduleMs });
        });
        w.worker.postMessage({ id, cmd, args });
      });
  }, base);

  step("importing the history into the worker");
  const imported = await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    await w.startWorker();
    const text = await (await fetch("/bench-history.json")).text();
    const { ok, ms } = await w.ask("import_history", { text });
    return { ...ok, ms };
  });
  console.error(`-- imported ${imported.imported} matches in ${Math.round(imported.ms)} ms`);

  const questions = [
    ["statistics, ratings and records at once (history_overview)", "history_overview"],
    ["statistics (history_stats)", "history_stats"],
    ["ratings (history_ratings)", "history_ratings"],
    ["records (history_records)", "history_records"],
  ];
  for (const [what, cmd] of questions) {
    step(what);
    /** @type {Record<string, number[]>} */
    const times = { first: [], changed: [], again: [], firstModule: [], changedModule: [], againModule: [], firstNative: [], changedNative: [], againNative: [] };
    for (let i = 0; i < runs; i++) {
      if (native) {
        const n = nativeRun(cmd);
        for (const k of ["first", "changed", "again"]) times[k + "Native"].push(n[k + "_ms"]);
      }
      const t = await page.evaluate(async (cmd) => {
        const w = /** @type {any} */ (window);
        await w.startWorker();
        const first = await w.ask(cmd, { filter: null });
        // A write to the history: a match created, then deleted.
        const made = await w.ask("create_match", { variant: "classic", teams: { A: { name: "X", players: ["X1", "X2"] }, B: { name: "Y", players: ["Y1", "Y2"] } }, first_dealer: 0 });
        await w.ask("delete_match", { id: made.ok.record.id });
        const changed = await w.ask(cmd, { filter: null });
        const again = await w.ask(cmd, { filter: null });
        // Ended before the next native run: V8 may still be compiling its code in the
        // background, on cores the native run would share.
        w.worker.terminate();
        w.worker = null;
        return { first, changed, again };
      }, cmd);
      for (const k of ["first", "changed", "again"]) {
        times[k].push(t[k].ms);
        times[k + "Module"].push(t[k].moduleMs);
      }
    }
    const figures = (xs) => ({ median: Number(median(xs).toFixed(1)), best: Number(Math.min(...xs).toFixed(1)) });
    const module_ms = { first: figures(times.firstModule), changed: figures(times.changedModule), again: figures(times.againModule) };
    const row = { what, first_ms: figures(times.first), changed_ms: figures(times.changed), again_ms: figures(times.again), module_ms, runs };
    if (native) {
      const paired = (k) => Number(median(times[k + "Module"].map((m, i) => m / times[k + "Native"][i])).toFixed(2));
      row.native_ms = { first: figures(times.firstNative).median, changed: figures(times.changedNative).median, again: figures(times.againNative).median };
      row.ratio = { first: paired("first"), changed: paired("changed"), again: paired("again") };
    }
    console.log(JSON.stringify(row));
  }

  // A worker kept open, as the app keeps its own: each question asked in turn, WARM_ASKS times
  // (its first answers not counted), the least and the median of the module's call. A fresh
  // worker's questions vary by a third from one run to the next on a busy machine (V8 still
  // optimising the module's hot functions), more than most changes measured.
  step(`asked again in a worker kept open (${WARM_ASKS} times each, in turn)`);
  const warm = await page.evaluate(
    async ([cmds, asks]) => {
      const w = /** @type {any} */ (window);
      await w.startWorker();
      /** @type {Record<string, number[]>} */
      const out = {};
      for (const cmd of cmds) await w.ask(cmd, { filter: null });
      for (let i = 0; i < asks; i++) {
        for (const cmd of cmds) (out[cmd] ??= []).push((await w.ask(cmd, { filter: null })).moduleMs);
      }
      return out;
    },
    [questions.map(([, cmd]) => cmd), WARM_ASKS],
  );
  for (const [what, cmd] of questions) {
    const xs = warm[cmd];
    console.log(JSON.stringify({ what, warm_module_ms: { least: Number(Math.min(...xs).toFixed(1)), median: Number(median(xs).toFixed(1)) }, asks: xs.length }));
  }
} finally {
  await context.close();
  await server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
