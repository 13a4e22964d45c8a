// The real app in WebKitGTK for the end-to-end tests: tauri-driver (with WebKitWebDriver
// under it, run under xvfb-run) started with its own XDG_DATA_HOME, and a small WebDriver
// client whose clicks and typing survive the UI re-rendering.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const targetDir = process.env.CARGO_TARGET_DIR || path.join(repo, "target");
const app = process.env.BELOTE_APP || path.join(targetDir, "debug", "belote-app");
const driverBin = process.env.TAURI_DRIVER || path.join(os.homedir(), ".cargo/bin/tauri-driver");
export const appPath = app;
const port = 4444 + (process.pid % 1000);
const base = `http://127.0.0.1:${port}`;
export const metrics = {};

export async function wd(method, url, body) {
  // A WebDriver call that gets no answer (the app died under the driver) fails within a
  // minute and a half with the call named, instead of hanging for fetch's five minutes.
  const res = await fetch(base + url, {
    signal: AbortSignal.timeout(90000),
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json.value || json)}`);
  return json.value;
}

/** Polls `fn` every `every` ms until it answers something truthy (that answer), for `ms`. */
export async function waitFor(fn, what, ms = 20000, every = 100) {
  const start = Date.now();
  let last;
  while (Date.now() - start < ms) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ""}`);
}

export class Session {
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

  /** Waits for the element `testid`; `every` ms between looks (tighter when timing start-up). */
  async waitFind(testid, every = 100) {
    return waitFor(() => this.find(testid), testid, 20000, every);
  }

  /**
   * How long the app itself took to start, in ms: from its process start (`app_info`'s
   * `started_ms`, recorded first thing in the Rust `run`) to its first usable screen in the
   * page (`rendered`: `<html data-ready-at>`, set right after that screen's first render) and
   * on the screen (`painted`: `<html data-painted-at>`, once the frame showing it is drawn).
   * All are epoch milliseconds of this machine's clock; no driver time is in them.
   */
  async appStartMs() {
    const at = await waitFor(
      () => this.js("const d = document.documentElement.dataset; return d.paintedAt ? [Number(d.readyAt), Number(d.paintedAt)] : null"),
      "data-painted-at",
    );
    const info = await wd("POST", this.url("/execute/async"), {
      script: "const done = arguments[arguments.length - 1]; window.__TAURI_INTERNALS__.invoke('dispatch', { cmd: 'app_info', args: {} }).then(done, (e) => done({ error: String(e) }))",
      args: [],
    });
    assert.ok(Number.isFinite(info.started_ms), `app_info.started_ms: ${JSON.stringify(info)}`);
    assert.ok(at[0] >= info.started_ms && at[1] >= at[0], `started ${info.started_ms}, rendered ${at[0]}, painted ${at[1]}`);
    return { rendered: at[0] - info.started_ms, painted: at[1] - info.started_ms };
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

  /**
   * Enters a round as at the table: once the contract is chosen the points field has the
   * focus (with the numeric keyboard), and Save is tapped right after the number — no wait
   * for the preview.
   */
  async enterRound({ taker, contract, side, points, capot, belote }) {
    const count = () => this.js('return document.querySelectorAll("[data-testid=round-line]").length');
    const before = await count();
    await this.click("add-round");
    await this.click(`taker-${taker}`);
    await this.click(`contract-${contract}`);
    await waitFor(() => this.js('const a = document.activeElement; return a && a.dataset.testid === "points" && a.inputMode === "numeric"'), "the points field focused");
    if (capot || belote) {
      await this.click("more");
      if (capot) await this.click(`capot-${capot}`);
      if (belote) await this.click(`belote-${belote}`);
    }
    if (side) await this.click(`side-${side}`);
    if (points !== undefined) await this.type("points", points);
    await this.click("save-round");
    await waitFor(async () => (await count()) === before + 1, "the round saved");
    metrics.saveMs = Math.max(metrics.saveMs || 0, await this.js("return window.__lastSaveMs || 0"));
  }

  async close() {
    await wd("DELETE", this.url(""));
  }
}

/**
 * Saves a picture of the app's window (PNG), taken from the X server as the user sees it:
 * WebKitWebDriver's own screenshot never answers when WebKit's compositing mode is off, as
 * the app sets it on a machine without a GPU (src-tauri/src/lib.rs), so this one does not
 * ask the web view. Needs x11-utils and imagemagick (scripts/setup-debian.sh).
 * @param {string} file
 */
export function screenshot(file) {
  const tree = execFileSync("xwininfo", ["-root", "-tree"], { encoding: "utf8" });
  const win = tree.match(/^\s*(0x[0-9a-f]+) "Belote": \(/m);
  assert.ok(win, "no window titled Belote on this display");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync("import", ["-window", win[1], file]);
}

/**
 * Starts tauri-driver with a fresh XDG_DATA_HOME (returned); `prepare(dataHome)` may put
 * files there first. Stop it with stopDriver().
 * @param {(dataHome: string) => void} [prepare]
 */
export async function startDriver(prepare) {
  assert.ok(fs.existsSync(app), `build the app first: cargo build --bin belote-app (${app})`);
  const dataHome = fs.mkdtempSync(path.join(os.tmpdir(), "belote-e2e-"));
  if (prepare) prepare(dataHome);
  const driver = spawn(driverBin, ["--port", String(port), "--native-port", String(port + 1)], {
    env: { ...process.env, XDG_DATA_HOME: dataHome },
    stdio: ["ignore", "inherit", "inherit"],
    // Its own process group, so stopping it also stops the WebKitWebDriver it started.
    detached: true,
  });
  await waitFor(async () => (await fetch(`${base}/status`)).ok, "tauri-driver");
  return { dataHome, stop: () => stopDriver(driver, dataHome) };
}

/**
 * Stops tauri-driver and what it started (SIGTERM to its process group: WebKitWebDriver
 * would otherwise outlive it) and removes its data home.
 */
async function stopDriver(driver, dataHome) {
  const exited =
    driver.exitCode !== null || driver.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => driver.once("exit", resolve));
  try {
    process.kill(-driver.pid, "SIGTERM");
  } catch {
    driver.kill("SIGTERM");
  }
  await exited;
  fs.rmSync(dataHome, { recursive: true, force: true });
}
