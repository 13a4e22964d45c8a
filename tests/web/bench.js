// The web app's budgets, measured (scripts/bench-web.sh runs it; a benchmark, not a test):
// - what a first visit downloads, compressed as the static server sends it (gzip -9 for text
//   and WebAssembly, PNG as it is), the service worker's copy of the version included;
// - on a phone-class CPU (Chromium throttled 4× by CDP's Emulation.setCPUThrottlingRate), a
//   second visit from the navigation to the scoreboard of the match in play painted;
// - on the same CPU, a saved round to the new totals painted (the tap on Save, the worker's
//   command, the page drawn again, the next frame), rounds 6 to 15 of a klaverjas match;
// - rounds scored per second by the engine in the browser (the module's `belote score`, in a
//   worker, unthrottled and at 4×) against the native `belote score` of the same file.
//
// Usage: node web/bench.js MATCH_FILE ROUNDS NATIVE_SECONDS [RUNS]
//   MATCH_FILE: a classic match of ROUNDS rounds; NATIVE_SECONDS: the native command's median
//   wall time on it (`belote score --compact`), measured by the script.
import fs from "node:fs";
import { newMatch, enterRound } from "../ui/flows.js";
import { built, launchProfile, serveSite, tempDir, tid } from "./phone.js";

const [file, roundsArg, nativeArg, runsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
const native = Number(nativeArg);
const runs = Number(runsArg || 7);
if (!file || !rounds || !native) {
  console.error("usage: node web/bench.js MATCH_FILE ROUNDS NATIVE_SECONDS [RUNS]");
  process.exit(2);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
const mb = (bytes) => (bytes / 1e6).toFixed(2);

// Without the content security policy: the engine's benchmark runs a worker of its own.
const server = await serveSite({ csp: false });
// A browser profile on disk, as a phone's browser keeps one: the site's storage (the history's
// SQLite files in the origin private file system) is then on disk. A fresh context of a
// browser without one (Playwright's newContext, like a private window) keeps that storage in
// memory in the browser's own process, and each of SQLite's writes and reads crosses to it:
// a save there spent ~30 ms on its 13 writes where a profile on disk spends under 1 ms.
const profile = tempDir("belote-bench-profile-");
const context = await launchProfile(profile);
const { app } = built();
const rows = [];
const step = (/** @type {string} */ what) => console.error(`-- ${what}`);
try {
  step("the first visit");
  // 1. The first visit: everything sent until the service worker holds the version.
  server.reset();
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector(tid("new-match"));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const first = server.sent();
  const wasm = first.requests.filter((r) => r.endsWith(".wasm")).length;
  rows.push(["everything a first visit downloads (compressed, the service worker's copy included)", `${mb(first.bytes)} MB in ${first.requests.length} requests (the module fetched ${wasm}×)`, "≤ 2.5 MB"]);

  // A klaverjas match in play (16 deals) with 5 rounds, for the second visits.
  await newMatch(page, "klaverjas");
  for (let i = 0; i < 5; i++) await enterRound(page, i % 2 ? { taker: "B", contract: "clubs", points: 100 } : { taker: "A", contract: "hearts", points: 85 });
  await page.close();

  step("second visits");
  // 2. Second visits at 4× throttling: navigation → the scoreboard painted.
  const second = [];
  for (let i = 0; i < runs; i++) {
    const p = await context.newPage();
    const cdp = await context.newCDPSession(p);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    server.reset();
    await p.goto(server.url);
    await p.waitForSelector(`html[data-painted-at] ${tid("add-round")}`);
    second.push(await p.evaluate(() => Number(document.documentElement.dataset.paintedAt) - performance.timeOrigin));
    if (i === 0) rows.push(["a second visit: requests reaching the host", `${server.sent().requests.length} (${server.sent().requests.join(", ") || "none"})`, "—"]);
    // 3. On the last page, saved rounds to the totals painted.
    if (i === runs - 1) {
      step("saves");
      const saves = [];
      for (let k = 0; k < 10; k++) {
        const before = await p.$$eval(tid("round-line"), (l) => l.length);
        await p.click(tid("add-round"));
        await p.click(tid("taker-A"));
        await p.click(tid("contract-diamonds"));
        await p.fill(tid("points"), String(90 + (k % 5)));
        await p.waitForSelector('[data-testid="preview"][data-kind="ok"]');
        // From the tap's input event to the frame after the new round is on the page.
        await p.evaluate((before) => {
          const w = /** @type {any} */ (window);
          w.__saveMs = null;
          let t0 = 0;
          document.addEventListener("click", (e) => (t0 = e.timeStamp), { capture: true, once: true });
          const seen = new MutationObserver(() => {
            if (document.querySelectorAll('[data-testid="round-line"]').length !== before + 1) return;
            seen.disconnect();
            requestAnimationFrame(() => setTimeout(() => (w.__saveMs = performance.now() - t0)));
          });
          seen.observe(document.body, { childList: true, subtree: true });
        }, before);
        await p.click(tid("save-round"));
        saves.push(await (await p.waitForFunction(() => /** @type {any} */ (window).__saveMs)).jsonValue());
      }
      saves.shift(); // the first warms the page's code paths
      rows.push(["a saved round to the totals painted, CPU throttled 4×", `median ${Math.round(median(saves))} ms, ${range(saves)} ms over ${saves.length}`, "≤ 100 ms"]);
    }
    await p.close();
  }
  rows.splice(1, 0, ["a second visit to the scoreboard painted (a match of 5 rounds in play), CPU throttled 4×", `median ${Math.round(median(second))} ms, ${range(second)} ms over ${runs}`, "≤ 1.5 s"]);

  // 4. The engine in the browser: `belote score --compact` of the file, in a worker as the app
  // runs it, and on the page's main thread throttled 4× (Chromium's throttling slows the
  // page's main thread only, not its workers: that row stands for a phone-class CPU).
  const text = fs.readFileSync(file, "utf8");
  for (const [rate, where] of [[1, "worker"], [4, "page"]]) {
    step(`the engine in a ${where} at ${rate}×`);
    const p = await context.newPage();
    await p.goto(server.url + app + "styles.css");
    const cdp = await context.newCDPSession(p);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const times = await p.evaluate(
      async ([base, text, runs, where]) => {
        const bench = `
          const times = [];
          for (let i = 0; i < runs; i++) {
            const t0 = performance.now();
            const answer = score(text, "compact", "en");
            times.push(performance.now() - t0);
            if (answer.code !== 0) throw new Error(answer.stderr);
          }
          return times;`;
        if (where === "page") {
          const wasm = await import(base + "wasm/belote_web.js");
          await wasm.default({ module_or_path: base + "wasm/belote_web_bg.wasm" });
          return new Function("score", "text", "runs", bench)(wasm.score, text, runs);
        }
        const source = `
          import init, { score } from "${base}wasm/belote_web.js";
          await init({ module_or_path: "${base}wasm/belote_web_bg.wasm" });
          onmessage = (e) => postMessage(((text, runs) => { ${bench} })(e.data.text, e.data.runs));
          postMessage("ready");`;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
        await new Promise((resolve) => (worker.onmessage = resolve));
        return new Promise((resolve) => {
          worker.onmessage = (e) => resolve(e.data);
          worker.postMessage({ text, runs });
        });
      },
      [server.url + app, text, Math.min(runs, 5), where],
    );
    const best = Math.min(...times) / 1000;
    const mid = median(times) / 1000;
    rows.push([
      where === "worker"
        ? `rounds scored by the engine in the browser (\`belote score --compact\` of ${rounds.toLocaleString("en")} rounds of classic, in a worker as the app runs it)`
        : "the same on a phone-class CPU (on the page's main thread throttled 4×: Chromium does not throttle workers)",
      `${(rounds / mid / 1e6).toFixed(2)} M rounds/s (median ${mid.toFixed(2)} s, best ${best.toFixed(2)} s); the native command ${(rounds / native / 1e6).toFixed(2)} M rounds/s (${native.toFixed(3)} s): ${(mid / native).toFixed(1)} × its time`,
      "—",
    ]);
    await p.close();
  }
} finally {
  await context.close();
  await server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

console.log("| what | result | goal |");
console.log("|---|---|---|");
for (const [what, result, goal] of rows) console.log(`| ${what} | ${result} | ${goal} |`);
