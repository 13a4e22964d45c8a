// Serves ui/ on loopback and opens it in Debian's Chromium (playwright-core) with the Tauri IPC
// replaced by the mock back end.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import { chromium } from "playwright-core";
import { MockBackend } from "./mock-backend.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "../..");
const uiDir = path.join(repo, "ui");
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".png": "image/png", ".svg": "image/svg+xml" };

export function beloteBin() {
  if (process.env.BELOTE_BIN) return process.env.BELOTE_BIN;
  const dir = process.env.CARGO_TARGET_DIR || path.join(repo, "target");
  const found = ["release", "debug"]
    .map((profile) => path.join(dir, profile, "belote"))
    .filter((p) => fs.existsSync(p))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (found.length === 0) throw new Error("build the belote command first: cargo build --bin belote");
  return found[0];
}

/** Starts the static server; resolves to its base URL and a close function. */
export function serveUi() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    const file = path.normalize(path.join(uiDir, url.pathname === "/" ? "index.html" : url.pathname));
    if (!file.startsWith(uiDir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {any} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

/**
 * A page of the UI with a fresh mock back end. `opts.backend` may prepare it before the page
 * loads (e.g. a start-up status to report).
 *
 * The page's IPC stub also plays Tauri's event plugin: `listen` registers a callback in the
 * page, and events the back end emits while a command runs reach the page before the
 * command's answer, as in the app. A test may hold a command's answer back until it releases
 * it (`holdCommand`), to see the UI while the command is under way.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 *
 * `opts.wakeLock` stands in for the web view's Screen Wake Lock API: "grant" grants every
 * request, "gesture" only requests made while a tap or key press is handled (WebKitGTK wants
 * a user gesture; this is stricter), "none" has no API; requests, refusals and releases are
 * logged in window.__wakeLog.
 * `opts.locale` is the system's locale (the browser's language; en-US by default); `opts.lang`
 * a language chosen in Settings.
 * @param {{width: number, height: number, lang?: string, locale?: string, theme?: string, wakeLock?: "grant" | "gesture" | "none", backend?: (b: MockBackend) => void}} opts
 */
export async function openApp(browser, url, opts) {
  const context = await browser.newContext({ viewport: { width: opts.width, height: opts.height }, locale: opts.locale || "en-US" });
  const backend = new MockBackend(beloteBin());
  if (opts.backend) opts.backend(backend);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.exposeFunction("__mockInvoke", (cmd, args) => {
    try {
      const ok = backend.handle(cmd, args) ?? null;
      return { ok, events: backend.takeEvents() };
    } catch (e) {
      return { err: e, events: backend.takeEvents() };
    }
  });
  await page.addInitScript(({ lang, theme, wakeLock }) => {
    if (lang) localStorage.setItem("lang", lang);
    if (theme) localStorage.setItem("theme", theme);
    if (wakeLock) {
      const log = [];
      let held = 0;
      // "gesture": a request is granted only while a tap or key press is being handled.
      let inGesture = false;
      const gesture = () => {
        inGesture = true;
        setTimeout(() => (inGesture = false));
      };
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
                if (wakeLock === "gesture" && !inGesture) {
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
    const callbacks = new Map();
    const listeners = new Map();
    let next = 1;
    // @ts-ignore
    window.__mockHolds = {};
    // @ts-ignore
    window.__TAURI_INTERNALS__ = {
      transformCallback: (fn) => {
        const id = next++;
        callbacks.set(id, fn);
        return id;
      },
      invoke: async (cmd, args) => {
        if (cmd === "plugin:event|listen") {
          const eventId = next++;
          listeners.set(eventId, { event: args.event, handler: args.handler });
          return eventId;
        }
        if (cmd === "plugin:event|unlisten") {
          listeners.delete(args.eventId);
          return null;
        }
        // @ts-ignore
        const r = await window.__mockInvoke(cmd, args);
        for (const e of r.events || []) {
          for (const [id, l] of listeners) if (l.event === e.event) callbacks.get(l.handler)?.({ event: e.event, id, payload: e.payload });
        }
        // @ts-ignore
        const hold = window.__mockHolds[cmd];
        if (hold) await hold.promise;
        if (r.err) throw r.err;
        return r.ok;
      },
    };
  }, { lang: opts.lang, theme: opts.theme, wakeLock: opts.wakeLock });
  await page.goto(url);
  return { page, backend, context, errors };
}

/**
 * Holds the answer of `cmd` back (its events still arrive) until the returned function is
 * called.
 * @param {import("playwright-core").Page} page
 * @param {string} cmd
 */
export async function holdCommand(page, cmd) {
  await page.evaluate((c) => {
    let release;
    const promise = new Promise((r) => (release = r));
    // @ts-ignore
    window.__mockHolds[c] = { promise, release };
  }, cmd);
  return () =>
    page.evaluate((c) => {
      // @ts-ignore
      const hold = window.__mockHolds[c];
      // @ts-ignore
      delete window.__mockHolds[c];
      hold.release();
    }, cmd);
}

/**
 * Registers the suite's static server and browser; the returned object holds them once the
 * suite has started.
 */
export function useBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await serveUi();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
