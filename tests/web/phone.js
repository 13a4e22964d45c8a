// What the web app's browser tests share: the site (target/web, as scripts/build-web.sh made
// it) served by the plain static server, Chromium as a phone (360×740, touch), the app's own
// commands reached from a page (the same module the page runs), and the native `belote` for
// the scores and files to compare with.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { beloteBin, repo } from "../ui/harness.js";
import { serve } from "./static-server.js";

export const site = process.env.BELOTE_WEB_DIR || path.join(repo, "target/web");

/** The site's version and its app folder (`app/VERSION/`), as the build wrote them. */
export function built() {
  const file = path.join(site, "version.json");
  if (!fs.existsSync(file)) throw new Error("build the web app first: ./scripts/build-web.sh");
  return /** @type {{version: string, app: string}} */ (JSON.parse(fs.readFileSync(file, "utf8")));
}

/** Chromium's flags for every test browser (as tests/ui/harness.js launches it). */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

/** A phone: 360×740, touch, English unless said. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: "en-US" };

/** Starts Chromium (with `args` added). */
export function launchChromium(args = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true, args: [...CHROMIUM_ARGS, ...args] });
}

/** A browser that keeps its profile in `dir` (closed and opened again, as a phone's). */
export function launchProfile(dir, options = {}) {
  return chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS, ...PHONE, ...options });
}

/** Starts the static server on the site (`options`: the server's). */
export function serveSite(options = {}) {
  built();
  return serve(site, options);
}

/** A fresh folder for a browser profile or files, removed by the caller. */
export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const tid = (id) => `[data-testid="${id}"]`;

/**
 * Opens the app in a new page of `context`; collects the page's errors and every response
 * of 400 or more (a missing icon, a favicon).
 */
export async function open(context, url) {
  const page = await context.newPage();
  const errors = [];
  const missing = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("response", (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(url);
  return { page, errors, missing };
}

/** Command `cmd` of the app, run by the page's own back end (its worker), as a screen runs it. */
export function invokeIn(page, url, cmd, args = {}) {
  return page.evaluate(async ([base, cmd, args]) => (await import(base + "js/ipc.js")).invoke(cmd, args), [url + built().app, cmd, args]);
}

/** The totals `{A, B}` the native `belote score` gives the match file `match`. */
export function nativeTotals(match) {
  const r = spawnSync(beloteBin(), ["score", "-", "--compact"], { input: JSON.stringify(match), encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  const { totals } = JSON.parse(r.stdout);
  return totals;
}

/** Runs the native `belote` with `args`; its standard output (it must succeed). */
export function belote(args, input) {
  const r = spawnSync(beloteBin(), args, { input, encoding: "utf8" });
  assert.equal(r.status, 0, `belote ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

/** The totals the scoreboard shows, `[A, B]`. */
export async function shownTotals(page) {
  return [Number(await page.textContent(tid("total-A"))), Number(await page.textContent(tid("total-B")))];
}

export { repo };
