// Opens the UI in Debian's Chromium (playwright-core) on the real back end: each test page
// gets its own belote-ui-bridge process (the app's commands over HTTP, the IPC bridge) on a
// fresh history in a temporary folder, which also serves the UI's files. Start-up problems
// are made for real before the bridge starts (a newer app's database, a database locked by
// another process, an unwritable folder, a full disk, a failing disk, a damaged file). Only
// the web view's wake lock, and the app command a web view without one would use, are
// stand-ins, in the page.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";
import { CATALOGS } from "../../ui/js/i18n.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "../..");
const uiDir = path.join(repo, "ui");

/**
 * Where the UI tests keep the pictures they take of the screens: `target/screenshots/`, laid out
 * as `docs/` is (`screenshot.png`, `screenshots/NAME.png`), so running the tests leaves the
 * checkout as it was; `scripts/screenshots.sh` copies them over the docs' pictures.
 */
export const shotsDir = path.join(process.env.CARGO_TARGET_DIR ? path.resolve(repo, process.env.CARGO_TARGET_DIR) : path.join(repo, "target"), "screenshots");

/**
 * The file of the picture `name` (a path as under `docs/`: "screenshots/bela.png"), its folder made.
 * @param {string} name
 */
export function shotPath(name) {
  const file = path.join(shotsDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** The app's version (the workspace's), as `app_info` reports it. */
export const appVersion = /^\[workspace\.package\][^[]*?^version = "([^"]+)"/ms.exec(fs.readFileSync(path.join(repo, "Cargo.toml"), "utf8"))[1];

/** The newest build of binary `name` (release or debug), or `env` when set. */
function binary(name, env) {
  if (process.env[env]) return process.env[env];
  const dir = process.env.CARGO_TARGET_DIR || path.join(repo, "target");
  const found = ["release", "debug"]
    .map((profile) => path.join(dir, profile, name))
    .filter((p) => fs.existsSync(p))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (found.length === 0) throw new Error(`build ${name} first: cargo build --bin ${name}`);
  return found[0];
}

export function beloteBin() {
  return binary("belote", "BELOTE_BIN");
}

export function bridgeBin() {
  return binary("belote-ui-bridge", "BELOTE_UI_BRIDGE");
}

/**
 * The engine's description of the variants (`describe_variants` in the app), from the real
 * `belote describe`.
 */
export function describeVariants() {
  const r = spawnSync(beloteBin(), ["describe"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`belote describe failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/**
 * The game's words in `lang` (`game_words` in the app), from the real `belote describe --words`.
 * @param {string} [lang]
 */
export function gameWords(lang = "en") {
  const r = spawnSync(beloteBin(), ["describe", "--words", "--lang", lang], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`belote describe --words failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** @type {Map<string, Record<string, string>>} */
const textsOf = new Map();

/**
 * Every text the screens show in `lang`, by key: the screens' catalogue and the game's words
 * the back end sends (as the UI's `t` finds them).
 * @param {string} lang
 * @returns {Record<string, string>}
 */
export function texts(lang) {
  if (!textsOf.has(lang)) textsOf.set(lang, { ...CATALOGS[lang], ...gameWords(lang) });
  return /** @type {Record<string, string>} */ (textsOf.get(lang));
}

/** Resolves to the first line `stream` prints. */
function firstLine(stream, what) {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: stream });
    lines.once("line", (line) => resolve(line));
    lines.once("close", () => reject(new Error(`${what} stopped before it was ready`)));
  });
}

/**
 * Makes the database at `db` (in the folder `dir`) what start-up must face, for real.
 * Returns how to start the bridge on it (a command line) and what to undo once done.
 * @param {string} kind newer_schema, locked, unwritable, disk_full, io, damaged
 */
async function prepare(kind, dir, db) {
  const bridge = bridgeBin();
  const serve = ["serve", "--db", db, "--ui", uiDir];
  switch (kind) {
    case undefined:
      return { db, command: [bridge, ...serve] };
    case "newer_schema": {
      const r = spawnSync(bridge, ["newer-schema", db], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`cannot make a newer database: ${r.stderr}`);
      return { db, command: [bridge, ...serve] };
    }
    case "locked": {
      // Another process holds the database whole (an exclusive lock) until told to let go.
      const holder = spawn(bridge, ["lock", db], { stdio: ["pipe", "pipe", "inherit"] });
      const line = await firstLine(holder.stdout, "the lock holder");
      if (line !== "locked") throw new Error(`the lock holder said ${line}`);
      const unlock = () =>
        new Promise((resolve) => {
          if (holder.exitCode !== null) return resolve();
          holder.once("exit", resolve);
          holder.stdin.end();
        });
      return { db, command: [bridge, ...serve], unlock };
    }
    case "unwritable": {
      // The database's folder is a regular file: nothing can be created there.
      fs.writeFileSync(path.join(dir, "a-file"), "x");
      const inside = path.join(dir, "a-file", "history.sqlite3");
      return { db: inside, command: [bridge, "serve", "--db", inside, "--ui", uiDir] };
    }
    case "disk_full": {
      // The history's folder is a file system of 12 KiB, in a mount namespace of the bridge's
      // own: full before the database is.
      const small = path.join(dir, "small");
      fs.mkdirSync(small);
      const inside = path.join(small, "history.sqlite3");
      const script = 'mount -t tmpfs -o size=12k tmpfs "$0" && exec "$@"';
      return { db: inside, command: ["unshare", "-rm", "sh", "-c", script, small, bridge, "serve", "--db", inside, "--ui", uiDir] };
    }
    case "io": {
      // Every write to a file fails (a file-size limit of 0, its signal ignored): the disk
      // answers with an input/output error.
      const script = 'trap "" XFSZ; ulimit -f 0; exec "$0" "$@"';
      return { db, command: ["bash", "-c", script, bridge, ...serve] };
    }
    case "damaged":
      fs.writeFileSync(db, Buffer.from("not a database at all, only words ".repeat(40)));
      return { db, command: [bridge, ...serve] };
    default:
      throw new Error(`no such database state: ${kind}`);
  }
}

/** The bridges still running: a test that failed before closing its page leaves its own, which
 * the suite's end stops (a bridge left running would keep the test file from ever ending). */
const running = new Set();

/**
 * Starts a bridge on a fresh history (or one in the state `kind`); resolves once it serves.
 * @param {string | undefined} kind
 */
async function startBridge(kind) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "belote-ui-"));
  const prepared = await prepare(kind, dir, path.join(dir, "history.sqlite3"));
  const [cmd, ...args] = prepared.command;
  // A lock is waited for a moment only (the app waits longer): the start-up screen comes at once.
  const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, BELOTE_BUSY_TIMEOUT_MS: "300" } });
  child.stdin.on("error", () => {}); // gone already (it quit)
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const { url } = JSON.parse(await firstLine(child.stdout, "the bridge"));
  const stop = async () => {
    running.delete(stop);
    child.stdin.end();
    await exited;
    await prepared.unlock?.();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  running.add(stop);
  return { url, db: prepared.db, exited, stop, unlock: prepared.unlock };
}

/**
 * Calls a command of the back end at `url` over HTTP, as the UI does: its answer, or its error
 * thrown (with the error's `kind`, `at`, `about`).
 * @param {string} url
 */
function caller(url) {
  return async (/** @type {string} */ cmd, args = {}) => {
    const r = await fetch(new URL(`ipc/${cmd}`, url), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(args) });
    const body = await r.json();
    if (!r.ok) throw Object.assign(new Error(body.message), body);
    return body;
  };
}

/**
 * A back end with no page: the bridge on a fresh history, for a test that only asks it
 * commands. `stop` ends it (the suite's end does too, for a test that failed first).
 */
export async function openBackend() {
  const bridge = await startBridge(undefined);
  return { url: bridge.url, call: caller(bridge.url), stop: bridge.stop };
}

/** Stops every bridge still running (a suite's end). */
export async function stopBackends() {
  await Promise.all([...running].map((stop) => stop()));
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

/**
 * What a test may ask of the back end of its page, besides what the page shows.
 * @typedef {{
 *   url: string, db: string, calls: string[], answers: Record<string, any>,
 *   quitRequested: Promise<void>, unlock?: () => Promise<void>,
 *   call: (cmd: string, args?: object) => Promise<any>, matches: () => Promise<any[]>
 * }} Backend
 */

/** The bridge of each page. */
const bridges = new WeakMap();

/**
 * A page of the UI on a real back end of its own (a fresh history).
 *
 * `opts.database` makes the history what start-up must face (see `prepare`).
 * `opts.wakeLock` stands in for the web view's Screen Wake Lock API: "grant" grants every
 * request, "gesture" only requests made while a tap or key press is handled (WebKitGTK wants
 * a user gesture; this is stricter), "none" has no API; requests, refusals and releases are
 * logged in window.__wakeLog (the app has no command of its own for it: a web view without the
 * API says the screen may sleep).
 * `opts.locale` is the system's locale (the browser's language; en-US by default); `opts.lang`
 * a language chosen in Settings.
 * @param {import("playwright-core").Browser} browser
 * @param {{width: number, height: number, lang?: string, locale?: string, theme?: string, wakeLock?: "grant" | "gesture" | "none", database?: string}} opts
 */
export async function openApp(browser, opts) {
  const bridge = await startBridge(opts.database);
  const context = await browser.newContext({ viewport: { width: opts.width, height: opts.height }, locale: opts.locale || "en-US" });
  const closeContext = context.close.bind(context);
  context.close = async () => {
    await closeContext();
    await bridge.stop();
  };
  /** @type {Backend} */
  const backend = {
    url: bridge.url,
    db: bridge.db,
    calls: [],
    answers: {},
    // The app quits: its process ends.
    quitRequested: bridge.exited.then((code) => {
      if (code !== 0) throw new Error(`the bridge ended with ${code}`);
    }),
    unlock: bridge.unlock,
    call: caller(bridge.url),
    // Every match of the history with its facts, oldest first.
    matches: async () => {
      const list = await backend.call("list_matches", {});
      return Promise.all(list.reverse().map(async (m) => (await backend.call("get_match", { id: m.id })).record));
    },
  };
  backend.quitRequested.catch(() => {});
  const page = await context.newPage();
  bridges.set(page, bridge);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => {
    const at = new URL(r.url());
    if (r.method() === "POST" && at.pathname.startsWith("/ipc/")) backend.calls.push(at.pathname.slice("/ipc/".length));
  });
  // What the back end answered at start-up, to compare with what the page shows.
  page.on("response", async (r) => {
    const at = new URL(r.url());
    if (at.pathname === "/ipc/startup_status" || at.pathname === "/ipc/retry_open") backend.answers[at.pathname.slice(5)] = await r.json().catch(() => undefined);
  });
  await page.addInitScript(({ lang, theme, wakeLock }) => {
    if (lang) localStorage.setItem("lang", lang);
    if (theme) localStorage.setItem("theme", theme);
    if (wakeLock) {
      const log = [];
      let held = 0;
      // "gesture": a request is granted only shortly after a tap or key press, as browsers
      // grant it under a user's transient activation (Chromium keeps one for 5 s; 1 s here).
      // Not only while the press is handled: a loaded machine may run a timer between a
      // click's pointerdown and its click, and a web view does not refuse then.
      let activatedAt = -Infinity;
      const gesture = () => (activatedAt = performance.now());
      const inGesture = () => performance.now() - activatedAt < 1000;
      window.addEventListener("pointerdown", gesture, true);
      window.addEventListener("keydown", gesture, true);
      // @ts-ignore
      window.__wakeLog = log;
      // @ts-ignore
      window.__wakeHeld = () => held;
      const api =
        wakeLock === "none"
          ? undefined
          : {
              request: async (type) => {
                if (wakeLock === "gesture" && !inGesture()) {
                  log.push("refused");
                  throw new DOMException("Permission was denied", "NotAllowedError");
                }
                log.push("request");
                held++;
                const listeners = [];
                const sentinel = {
                  type,
                  released: false,
                  addEventListener: (_ev, fn) => listeners.push(fn),
                  release: async () => {
                    if (sentinel.released) return;
                    sentinel.released = true;
                    held--;
                    log.push("release");
                    listeners.forEach((fn) => fn());
                  },
                };
                return sentinel;
              },
            };
      Object.defineProperty(Navigator.prototype, "wakeLock", { configurable: true, get: () => api });
    }
  }, { lang: opts.lang, theme: opts.theme, wakeLock: opts.wakeLock });
  await page.goto(bridge.url);
  return { page, backend, context, errors };
}

/**
 * Holds the answers of `cmd` back (the command runs and its events still arrive) until the
 * returned function is called.
 * @param {import("playwright-core").Page} page
 * @param {string} cmd
 */
export async function holdCommand(page, cmd) {
  const { url } = bridges.get(page);
  const control = (what) => fetch(new URL(`test/${what}/${cmd}`, url), { method: "POST" }).then((r) => assertOk(r, what));
  await control("hold");
  return () => control("release");
}

function assertOk(r, what) {
  if (!r.ok) throw new Error(`${what}: ${r.status}`);
}

/** Registers the suite's browser; the returned object holds it once the suite has started. */
export function useBrowser() {
  const env = { browser: null };
  before(async () => {
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await stopBackends();
  });
  return env;
}
