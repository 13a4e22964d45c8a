// The WebAssembly build scores every score vector of the engine exactly as the native
// `belote score` does: every match file of crates/belote-core/tests/data (all six games, the
// good ones and the bad ones), in the three formats (pretty JSON, --compact, --text) and the
// five languages, explanations included — the same exit code, the same bytes on standard
// output and on standard error — both ways the module offers: the text in and the sheet out as
// one string (`score`), and both streamed (`score_stream`, the file read in small pieces). The
// module is target/web's, as scripts/build-web.sh made it, run under node; the command is the
// native build's (BELOTE_BIN, or target's newest).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import assert from "node:assert/strict";
import { beloteBin, repo } from "../ui/harness.js";
import { site, built } from "./phone.js";

const data = path.join(repo, "crates/belote-core/tests/data");

/** The WebAssembly module of the site, ready to call. */
async function loadWasm() {
  const dir = path.join(site, built().app, "wasm");
  const glue = path.join(dir, "belote_web.js");
  if (!fs.existsSync(glue)) throw new Error(`build the web app first: ./scripts/build-web.sh (no ${glue})`);
  const wasm = await import(glue);
  wasm.initSync({ module: fs.readFileSync(path.join(dir, "belote_web_bg.wasm")) });
  return wasm;
}

/** Every match file of the engine's vectors: `{where, text}`, folder by folder. */
function vectors() {
  const found = [];
  for (const dir of fs.readdirSync(data).sort()) {
    for (const file of fs.readdirSync(path.join(data, dir)).sort()) {
      if (!file.endsWith(".json") || file.startsWith("legal")) continue;
      for (const c of JSON.parse(fs.readFileSync(path.join(data, dir, file), "utf8"))) {
        if ("input" in c) found.push({ where: `${dir}/${file}: ${c.name}`, text: JSON.stringify(c.input, null, 2) });
      }
    }
  }
  return found;
}

const FORMATS = [["pretty", []], ["compact", ["--compact"]], ["text", ["--text"]]];
const LANGS = ["en", "fr", "bg", "hr", "nl"];

/** What `belote score - FLAGS` answers for `text` on its standard input. */
function native(bin, text, flags) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ["score", "-", ...flags]);
    const out = [];
    const err = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }));
    child.stdin.end(text);
  });
}

/**
 * `score_stream` of `text`, read at most `piece` bytes at a time: its answer, the sheet gathered
 * from the chunks the sink was given (what it was told to forget, forgotten).
 */
function scoreStreamed(wasm, text, format, lang, piece) {
  const bytes = Buffer.from(text, "utf8");
  let at = 0;
  let chunks = [];
  const source = {
    read(into) {
      const n = Math.min(piece, into.length, bytes.length - at);
      into.set(bytes.subarray(at, at + n));
      at += n;
      return n;
    },
    rewind() {
      at = 0;
    },
  };
  const sink = {
    write(chunk) {
      chunks.push(Buffer.from(chunk));
    },
    restart() {
      chunks = [];
    },
  };
  const got = wasm.score_stream(source, sink, format, lang);
  const answer = { code: got.code, stdout: got.code === 0 ? Buffer.concat(chunks).toString("utf8") : "", stderr: got.stderr };
  got.free();
  return answer;
}

test("the WebAssembly build scores every vector byte for byte as the native belote score", async () => {
  const wasm = await loadWasm();
  const bin = beloteBin();
  const runs = [];
  for (const v of vectors()) {
    for (const [format, flags] of FORMATS) {
      for (const lang of LANGS) runs.push({ ...v, format, lang, flags: lang === "en" ? flags : [...flags, "--lang", lang] });
    }
  }
  assert.ok(runs.length > 10000, `${runs.length} runs: the vectors were not found`);
  const counts = { good: 0, bad: 0 };
  const differences = [];
  // A few commands at once: the machine's cores are shared.
  let next = 0;
  const worker = async () => {
    while (next < runs.length) {
      const run = runs[next++];
      const expected = await native(bin, run.text, run.flags);
      const got = wasm.score(run.text, run.format, run.lang);
      const answer = { code: got.code, stdout: got.stdout, stderr: got.stderr };
      got.free();
      counts[expected.code === 0 ? "good" : "bad"]++;
      if (JSON.stringify(answer) !== JSON.stringify(expected)) differences.push({ run: `${run.where} (${run.flags.join(" ") || "pretty"})`, expected, got: answer });
      // Streamed: the file read in pieces of changing sizes, the sheet gathered from its chunks.
      const streamed = scoreStreamed(wasm, run.text, run.format, run.lang, 1 + (next % 61));
      if (JSON.stringify(streamed) !== JSON.stringify(expected)) differences.push({ run: `${run.where} (${run.flags.join(" ") || "pretty"}, streamed)`, expected, got: streamed });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  assert.deepEqual(differences.slice(0, 3), [], `${differences.length} of ${runs.length} runs differ`);
  // Both kinds are there: sheets and errors.
  assert.ok(counts.good > 5000 && counts.bad > 1000, JSON.stringify(counts));
});
