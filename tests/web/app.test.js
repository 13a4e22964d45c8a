// The web app in Chromium, as a phone sees it (360×740, touch): target/web served by a plain
// static server — no project binary running — the back end in its worker (the Rust back end
// compiled to WebAssembly), the history in SQLite in the origin private file system. A match
// is created and a round entered through the UI; after a reload the match is still there,
// read back from OPFS; and a second tab, which cannot have the history while the first holds
// it, says so on the start-up screen instead of showing nothing.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { beloteBin, launch, repo } from "../ui/harness.js";
import { tid, newMatch, enterRound, totals, waitTotals } from "../ui/flows.js";
import { serve } from "./static-server.js";

const site = process.env.BELOTE_WEB_DIR || path.join(repo, "target/web");

let browser;
let server;
before(async () => {
  if (!fs.existsSync(path.join(site, "wasm/belote_web_bg.wasm"))) throw new Error("build the web app first: ./scripts/build-web.sh");
  server = await serve(site);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The totals `[A, B]` the native `belote score` gives the match file `match`. */
function nativeTotals(match) {
  const r = spawnSync(beloteBin(), ["score", "-", "--compact"], { input: JSON.stringify(match), encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  const { totals } = JSON.parse(r.stdout);
  return [totals.A, totals.B];
}

/** A phone's browser: 360×740, touch, English. */
function phone() {
  return browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: "en-US" });
}

/** Opens the app in a new page of `context`; collects the page's errors. */
async function open(context) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url);
  return { page, errors };
}

test("a match entered on a phone survives a reload (SQLite in the origin private file system)", async () => {
  const context = await phone();
  const { page, errors } = await open(context);
  await page.waitForSelector(tid("new-match"));
  // The back end is the worker's: the page made no request for a command.
  assert.equal(await page.evaluate(() => "__TAURI_INTERNALS__" in window), false);
  await newMatch(page);
  await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
  await enterRound(page, { taker: "B", contract: "spades", side: "A", points: 81 });
  // The totals are the native `belote score`'s of the same facts.
  const before = await totals(page);
  assert.deepEqual(before, nativeTotals({ variant: "classic", rounds: [{ taker: "A", contract: "hearts", points: { A: 102 } }, { taker: "B", contract: "spades", points: { A: 81 } }] }));

  await page.reload();
  // The match in play opens again, its rounds and totals as they were.
  await page.waitForSelector(tid("add-round"));
  await waitTotals(page, before);
  assert.equal(await page.$$eval(tid("round-line"), (l) => l.length), 2);
  const stored = await page.evaluate(() => navigator.storage.getDirectory().then(async (root) => {
    const names = [];
    // @ts-ignore: the directory's async iterator
    for await (const [name] of root.entries()) names.push(name);
    return names;
  }));
  assert.ok(stored.includes("belote"), `the origin private file system holds ${stored}`);
  assert.deepEqual(errors, []);

  // A second tab of the app cannot have the history the first holds: its start-up screen says
  // so (and offers Retry), never a blank page.
  const second = await open(context);
  await second.page.waitForSelector(tid("startup"));
  assert.equal(await second.page.getAttribute(tid("startup"), "data-kind"), "locked");
  assert.match(await second.page.textContent(tid("startup-cause")), /another tab/);
  if (process.env.BELOTE_WEB_SHOTS) await second.page.screenshot({ path: path.join(process.env.BELOTE_WEB_SHOTS, "web-second-tab.png") });
  // Once the first tab is closed, Retry opens the history there, the match intact.
  await page.close();
  await second.page.click(tid("startup-retry"));
  await second.page.waitForSelector(tid("add-round"));
  await waitTotals(second.page, before);
  if (process.env.BELOTE_WEB_SHOTS) await second.page.screenshot({ path: path.join(process.env.BELOTE_WEB_SHOTS, "web-reopened.png") });
  assert.deepEqual(second.errors, []);
  await context.close();
});

test("storage the browser refuses is said plainly on the start-up screen, never a blank page", async () => {
  const context = await phone();
  // The browser refuses the origin private file system, as in private browsing: the worker's
  // script is served with a getDirectory that rejects with the browser's SecurityError.
  await context.route("**/js/web/worker.js", async (route) => {
    const response = await route.fetch();
    const refuse = 'navigator.storage.getDirectory = () => Promise.reject(new DOMException("The request was denied.", "SecurityError"));\n';
    await route.fulfill({ response, body: refuse + (await response.text()) });
  });
  const { page, errors } = await open(context);
  await page.waitForSelector(tid("startup"));
  assert.equal(await page.getAttribute(tid("startup"), "data-kind"), "unwritable");
  assert.match(await page.textContent(tid("startup-cause")), /does not let this site keep data.*SecurityError/);
  // Retry starts a fresh worker: still refused, and said so.
  await page.click(tid("startup-retry"));
  await page.waitForSelector(tid("startup-still"));
  assert.equal(await page.getAttribute(tid("startup"), "data-kind"), "unwritable");
  assert.deepEqual(errors, []);
  await context.close();
});
