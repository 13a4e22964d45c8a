// End to end through the real app in WebKitGTK: tauri-driver + WebKitWebDriver (run under
// xvfb-run). A match with a litige and a capot, an edited earlier round recomputing the
// totals, the app closed and started again: the match is exactly as left.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const targetDir = process.env.CARGO_TARGET_DIR || path.join(repo, "target");
const app = process.env.BELOTE_APP || path.join(targetDir, "debug", "belote-app");
const driverBin = process.env.TAURI_DRIVER || path.join(os.homedir(), ".cargo/bin/tauri-driver");
const port = 4444 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
const dataHome = fs.mkdtempSync(path.join(os.tmpdir(), "belote-e2e-"));
const metrics = {};
let driver;

async function wd(method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json.value || json)}`);
  return json.value;
}

async function waitFor(fn, what, ms = 20000) {
  const start = Date.now();
  let last;
  while (Date.now() - start < ms) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ""}`);
}

class Session {
  static async start() {
    const t0 = Date.now();
    const value = await wd("POST", "/session", {
      capabilities: { alwaysMatch: { "tauri:options": { application: app } } },
    });
    const s = new Session(value.sessionId);
    s.startedMs = Date.now() - t0;
    return s;
  }

  constructor(id) {
    this.id = id;
  }

  url(p) {
    return `/session/${this.id}${p}`;
  }

  async find(testid) {
    const v = await wd("POST", this.url("/element"), { using: "css selector", value: `[data-testid="${testid}"]` });
    return Object.values(v)[0];
  }

  async waitFind(testid) {
    return waitFor(() => this.find(testid), testid);
  }

  /** Clicks an element; the UI re-renders freely, so a stale element is looked up again. */
  async click(testid) {
    await waitFor(async () => {
      const el = await this.find(testid);
      const ref = { "element-6066-11e4-a52e-4f735466cecf": el };
      await this.js("arguments[0].scrollIntoView({block: 'center'})", [ref]);
      try {
        await wd("POST", this.url(`/element/${el}/click`), {});
      } catch (e) {
        if (/stale/.test(e.message)) throw e;
        await this.js("arguments[0].click()", [ref]);
      }
      return true;
    }, `click ${testid}`);
  }

  async type(testid, text) {
    await waitFor(async () => {
      const el = await this.find(testid);
      await wd("POST", this.url(`/element/${el}/clear`), {});
      await wd("POST", this.url(`/element/${el}/value`), { text: String(text) });
      return true;
    }, `type into ${testid}`);
  }

  async text(testid) {
    return waitFor(async () => {
      const el = await this.find(testid);
      const v = await wd("GET", this.url(`/element/${el}/text`));
      return { v };
    }, `text of ${testid}`).then((r) => r.v);
  }

  async js(script, args = []) {
    return wd("POST", this.url("/execute/sync"), { script, args });
  }

  async totals() {
    return [Number(await this.text("total-A")), Number(await this.text("total-B"))];
  }

  async waitTotals(expected) {
    await waitFor(async () => JSON.stringify(await this.totals()) === JSON.stringify(expected), `totals ${expected}`);
  }

  async enterRound({ taker, contract, side, points, capot, belote }) {
    await this.click("add-round");
    await this.click(`taker-${taker}`);
    await this.click(`contract-${contract}`);
    if (capot || belote) {
      await this.click("more");
      if (capot) await this.click(`capot-${capot}`);
      if (belote) await this.click(`belote-${belote}`);
    }
    if (side) await this.click(`side-${side}`);
    if (points !== undefined) await this.type("points", points);
    await waitFor(() => this.js('return !document.querySelector("[data-testid=save-round]").disabled'), "a scorable round");
    await this.click("save-round");
    await this.waitFind("totals");
    metrics.saveMs = Math.max(metrics.saveMs || 0, await this.js("return window.__lastSaveMs || 0"));
  }

  async close() {
    await wd("DELETE", this.url(""));
  }
}

before(async () => {
  assert.ok(fs.existsSync(app), `build the app first: cargo build --bin belote-app (${app})`);
  driver = spawn(driverBin, ["--port", String(port), "--native-port", String(port + 1)], {
    env: { ...process.env, XDG_DATA_HOME: dataHome },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(async () => (await fetch(`${base}/status`)).ok, "tauri-driver");
});

after(async () => {
  driver?.kill("SIGTERM");
  if (Object.keys(metrics).length) {
    console.log(`# e2e metrics: ${JSON.stringify(metrics)}`);
    if (process.env.E2E_METRICS) fs.writeFileSync(process.env.E2E_METRICS, JSON.stringify(metrics, null, 2));
  }
  fs.rmSync(dataHome, { recursive: true, force: true });
});

test("a match survives a restart exactly as left", async () => {
  let s = await Session.start();
  const t0 = Date.now();
  await s.waitFind("new-match");
  metrics.firstStartToUsableMs = s.startedMs + (Date.now() - t0);

  // French, to see the engine's explanation rendered in the table's language.
  await s.click("tab-settings");
  await s.click("lang-fr");
  await s.click("tab-home");
  await s.click("new-match");
  await s.type("team-A", "Nous");
  await s.type("team-B", "Eux");
  await s.click("start-match");
  await s.waitFind("add-round");

  await s.enterRound({ taker: "A", contract: "hearts", points: 102 });
  await s.waitTotals([102, 60]);
  await s.enterRound({ taker: "B", contract: "spades", side: "A", points: 81 });
  await s.waitTotals([183, 60]);
  assert.match(await s.text("pot"), /81/);
  await s.enterRound({ taker: "A", contract: "clubs", points: 90, belote: "A" });
  await s.waitTotals([374, 132]);
  await s.enterRound({ taker: "B", contract: "diamonds", capot: "B" });
  await s.waitTotals([374, 384]);

  // Why this score, in French.
  await s.js('document.querySelectorAll("[data-testid=round-line]")[0].click()');
  assert.match(await s.text("explanation"), /points de cartes/);

  // Edit round 1: totals recompute.
  await s.click("edit-round");
  await s.type("points", 92);
  await waitFor(() => s.js('return !document.querySelector("[data-testid=save-round]").disabled'), "a scorable edit");
  await s.click("save-round");
  await s.waitTotals([364, 394]);

  const before = await s.js('return [...document.querySelectorAll("[data-testid=round-line]")].map(e => e.textContent)');
  await s.close();

  // Start again: the match in play opens as it was.
  s = await Session.start();
  const t1 = Date.now();
  await s.waitFind("totals");
  metrics.restartToUsableMs = s.startedMs + (Date.now() - t1);
  await s.waitTotals([364, 394]);
  const after = await s.js('return [...document.querySelectorAll("[data-testid=round-line]")].map(e => e.textContent)');
  assert.deepEqual(after, before);
  assert.equal(after.length, 4);

  // The rules assistant in the real app: the card counter feeds round entry.
  await s.click("tab-assist");
  await s.click("as-tab-counter");
  await s.click("as-contract-spades");
  for (const c of ["JS", "9S", "AH"]) await s.click(`card-${c}`);
  await s.click("as-last-trick");
  await waitFor(async () => (await s.text("count-points")) === "55", "the pile's 55 points");
  await s.click("as-send");
  await s.waitFind("round-entry");
  assert.equal(await s.js('return document.querySelector("[data-testid=points]").value'), "55");
  await s.click("cancel-round");

  const shot = await wd("GET", s.url("/screenshot"));
  fs.mkdirSync(path.join(repo, "tests/artifacts"), { recursive: true });
  fs.writeFileSync(path.join(repo, "tests/artifacts/e2e-webkit.png"), Buffer.from(shot, "base64"));
  await s.close();
});
