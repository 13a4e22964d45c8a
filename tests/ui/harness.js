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
 * A page of the UI with a fresh mock back end.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {{width: number, height: number, lang?: string, theme?: string}} opts
 */
export async function openApp(browser, url, opts) {
  const context = await browser.newContext({ viewport: { width: opts.width, height: opts.height }, locale: "en-US" });
  const backend = new MockBackend(beloteBin());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.exposeFunction("__mockInvoke", (cmd, args) => {
    try {
      return { ok: backend.handle(cmd, args) ?? null };
    } catch (e) {
      return { err: e };
    }
  });
  await page.addInitScript(({ lang, theme }) => {
    if (lang) localStorage.setItem("lang", lang);
    if (theme) localStorage.setItem("theme", theme);
    // @ts-ignore
    window.__TAURI_INTERNALS__ = {
      invoke: async (cmd, args) => {
        // @ts-ignore
        const r = await window.__mockInvoke(cmd, args);
        if (r.err) throw r.err;
        return r.ok;
      },
    };
  }, { lang: opts.lang, theme: opts.theme });
  await page.goto(url);
  return { page, backend, context, errors };
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
