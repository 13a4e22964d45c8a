// `belote score` in the WebAssembly module under node, timed (scripts/bench-web-engine.sh runs
// it; a benchmark, not a test): the module of target/web loaded as web/vectors.test.js loads
// it, warmed on a small match, then the match file scored RUNS times in FORMAT, one way:
// - `text`: the file's text handed to `score` as a string, the sheet back as one string (the
//   answer's `stdout` read: the call is not over until the caller has the sheet);
// - `stream`: `score_stream`, the file read from its descriptor block by block and the sheet
//   written to a file chunk by chunk as it is made (memory does not grow with the match).
// Prints one line of JSON: the median and best wall time of the call and its median CPU time
// (the node process's, user + system: on a busy machine the wall time grows with the load,
// the CPU time much less), the time per deal, the ratios to the native command's times on the
// same file, and the node process's peak memory (its largest resident set: the warm-up and
// every run included).
//
// With BELOTE_NATIVE set to the native `belote` command, each call is paired with a run of that
// command on the same file, just before it (its whole wall time, and its CPU time by GNU
// time): the ratios are then the median of each pair's, both measured at the same moment —
// on a machine whose speed changes from minute to minute, runs minutes apart compare badly —
// and NATIVE_WALL_S and NATIVE_CPU_S are replaced by the medians of the paired runs.
//
// Usage: node web/bench-score.js FILE DEALS FORMAT WAY NATIVE_WALL_S NATIVE_CPU_S WARM_FILE [RUNS]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The site as web/phone.js finds it — not imported: its browser harness (playwright) would
// weigh on the peak memory measured here.
const site = process.env.BELOTE_WEB_DIR || path.join(path.dirname(new URL(import.meta.url).pathname), "../../target/web");
const built = () => JSON.parse(fs.readFileSync(path.join(site, "version.json"), "utf8"));

const [file, dealsArg, format, way, nativeArg, nativeCpuArg, warmFile, runsArg] = process.argv.slice(2);
const deals = Number(dealsArg);
const native = Number(nativeArg);
const nativeCpu = Number(nativeCpuArg);
const runs = Number(runsArg || 7);
if (!file || !deals || !["pretty", "compact"].includes(format) || !["text", "stream"].includes(way) || !native || !nativeCpu || !warmFile) {
  console.error("usage: node web/bench-score.js FILE DEALS pretty|compact text|stream NATIVE_WALL_S NATIVE_CPU_S WARM_FILE [RUNS]");
  process.exit(2);
}

const dir = path.join(site, built().app, "wasm");
const wasm = await import(path.join(dir, "belote_web.js"));
const instance = wasm.initSync({ module: fs.readFileSync(path.join(dir, "belote_web_bg.wasm")) });
if (way === "stream" && typeof wasm.score_stream !== "function") {
  console.log(JSON.stringify({ file: path.basename(file), format, way, missing: "this build has no score_stream" }));
  process.exit(0);
}

const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "belote-bench-score-")), "sheet.json");

/** A match file read from its descriptor, block by block, as `score_stream` asks. */
function source(fd) {
  let at = 0;
  return {
    read: (/** @type {Uint8Array} */ into) => {
      const n = fs.readSync(fd, into, 0, into.length, at);
      at += n;
      return n;
    },
    rewind: () => {
      at = 0;
    },
  };
}

/** A sheet written to the file `fd` chunk by chunk; started again when the scorer says so. */
function sink(fd) {
  let at = 0;
  return {
    write: (/** @type {Uint8Array} */ chunk) => {
      at += fs.writeSync(fd, chunk, 0, chunk.length, at);
    },
    restart: () => {
      fs.ftruncateSync(fd, 0);
      at = 0;
    },
  };
}

/** One scoring of `name` (its text `text` for the `text` way): its wall and CPU time in seconds. */
function once(name, text) {
  // The garbage of the calls before is collected first (node --expose-gc, as the script runs
  // it): each call's time and memory are its own, as a page scoring one file would see them.
  if (globalThis.gc) globalThis.gc();
  const c0 = process.cpuUsage();
  const cpu = () => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1e6;
  };
  if (way === "text") {
    const t0 = performance.now();
    const answer = wasm.score(text, format, "en");
    const code = answer.code;
    const sheet = answer.stdout;
    const stderr = answer.stderr;
    answer.free();
    const t = { wall: (performance.now() - t0) / 1000, cpu: cpu() };
    if (code !== 0) throw new Error(stderr);
    if (!sheet.endsWith("\n")) throw new Error("no sheet");
    return t;
  }
  const input = fs.openSync(name, "r");
  const output = fs.openSync(out, "w");
  try {
    const t0 = performance.now();
    const answer = wasm.score_stream(source(input), sink(output), format, "en");
    const code = answer.code;
    const stderr = answer.stderr;
    answer.free();
    const t = { wall: (performance.now() - t0) / 1000, cpu: cpu() };
    if (code !== 0) throw new Error(stderr);
    return t;
  } finally {
    fs.closeSync(input);
    fs.closeSync(output);
  }
}

// Warmed up: the module compiled by V8's optimizing tier for the functions a sheet runs.
const warmText = way === "text" ? fs.readFileSync(warmFile, "utf8") : null;
for (let i = 0; i < 5; i++) once(warmFile, warmText);

/** The native command on `file` (the sheet written to a file): its wall and CPU time in seconds. */
function nativeOnce() {
  const sheet = fs.openSync(out + ".native", "w");
  const times = out + ".time";
  try {
    const flags = format === "compact" ? ["--compact"] : [];
    const t0 = performance.now();
    const run = spawnSync("/usr/bin/time", ["-f", "%U %S", "-o", times, process.env.BELOTE_NATIVE, "score", file, ...flags], { stdio: ["ignore", sheet, "inherit"] });
    const wall = (performance.now() - t0) / 1000;
    if (run.status !== 0) throw new Error(`the native command failed (${run.status ?? run.error})`);
    const [user, system] = fs.readFileSync(times, "utf8").trim().split("\n").pop().split(" ").map(Number);
    return { wall, cpu: user + system };
  } finally {
    fs.closeSync(sheet);
  }
}

const text = way === "text" ? fs.readFileSync(file, "utf8") : null;
const paired = Boolean(process.env.BELOTE_NATIVE);
if (paired) nativeOnce(); // the file in the page cache
const times = [];
const natives = [];
for (let i = 0; i < runs; i++) {
  if (paired) natives.push(nativeOnce());
  times.push(once(file, text));
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const wall = median(times.map((t) => t.wall));
const cpu = median(times.map((t) => t.cpu));
const nativeWall = paired ? median(natives.map((t) => t.wall)) : native;
const nativeCpuTime = paired ? median(natives.map((t) => t.cpu)) : nativeCpu;
const ratio = paired ? median(times.map((t, i) => t.wall / natives[i].wall)) : wall / native;
const cpuRatio = paired ? median(times.map((t, i) => t.cpu / Math.max(natives[i].cpu, 0.005))) : cpu / nativeCpu;
fs.rmSync(path.dirname(out), { recursive: true, force: true });
console.log(
  JSON.stringify({
    file: path.basename(file),
    deals,
    format,
    way,
    median_s: Number(wall.toFixed(4)),
    best_s: Number(Math.min(...times.map((t) => t.wall)).toFixed(4)),
    cpu_s: Number(cpu.toFixed(4)),
    per_deal_us: Number(((wall / deals) * 1e6).toFixed(3)),
    native_s: Number(nativeWall.toFixed(4)),
    native_cpu_s: Number(nativeCpuTime.toFixed(3)),
    paired,
    ratio: Number(ratio.toFixed(2)),
    cpu_ratio: Number(cpuRatio.toFixed(2)),
    peak_mib: Number((process.resourceUsage().maxRSS / 1024).toFixed(1)),
    wasm_memory_mib: Number((instance.memory.buffer.byteLength / 2 ** 20).toFixed(1)),
  }),
);
