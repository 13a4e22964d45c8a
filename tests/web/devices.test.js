// The web app's storage told honestly, and the history between devices, in Chromium as a
// phone (360×740, touch) on target/web served by a plain static server:
// - two tabs: the second says the app is open elsewhere and takes the history over on "Use
//   here" (the first then says so), nothing lost either way; a tab frozen in the background
//   lets go of the storage, so a new tab opens the history at once;
// - storage the browser refuses (private browsing) is said on the start-up screen, never a
//   blank page; a full storage while saving says "full" and keeps what was typed; a damaged
//   database is moved aside and a fresh history started, as the desktop app does;
// - the history exported on one phone (a download where there is no share sheet) is read by
//   the native `belote history import`, and imported on a fresh profile;
// - a match passed by QR code: the code one page shows is the other's camera (a fake camera
//   playing the code's image), read in WebAssembly, checked and imported.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { newMatch, enterRound, waitTotals } from "../ui/flows.js";
import { shotPath } from "../ui/harness.js";
import { launchChromium, serveSite, tempDir, tid, open, invokeIn, nativeTotals, shownTotals, belote, PHONE } from "./phone.js";

let browser;
let server;
before(async () => {
  server = await serveSite();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page of the app with a classic match of `rounds` rounds in play; its facts. */
async function withMatch(context, rounds = 2) {
  const opened = await open(context, server.url);
  await opened.page.waitForSelector(tid("new-match"));
  await newMatch(opened.page);
  const all = [
    [{ taker: "A", contract: "hearts", points: 102 }, { taker: "A", contract: "hearts", points: { A: 102 } }],
    [{ taker: "B", contract: "spades", side: "A", points: 81 }, { taker: "B", contract: "spades", points: { A: 81 } }],
    [{ taker: "A", contract: "clubs", points: 90, belote: "A" }, { taker: "A", contract: "clubs", points: { A: 90 }, belote: { A: 1 } }],
  ].slice(0, rounds);
  for (const [steps] of all) await enterRound(opened.page, steps);
  return { ...opened, match: { variant: "classic", rounds: all.map(([, fact]) => fact) } };
}

const kind = (page) => page.getAttribute(tid("startup"), "data-kind");

test("two tabs: the second says the app is open elsewhere and takes it over on Use here; a frozen tab lets go", async () => {
  const context = await browser.newContext(PHONE);
  const a = await withMatch(context);
  const totals = await shownTotals(a.page);

  // A second tab: the start-up screen says so, offers Use here, and no Quit (a tab).
  const b = await open(context, server.url);
  await b.page.waitForSelector(tid("startup"));
  assert.equal(await kind(b.page), "elsewhere");
  assert.equal(await b.page.$(tid("startup-quit")), null);
  assert.equal(await b.page.textContent(tid("startup-retry")), "Use here");
  await b.page.screenshot({ path: shotPath("screenshots/web-elsewhere.png") });

  // Use here: the second tab has the match; the first says it is open elsewhere.
  await b.page.click(tid("startup-retry"));
  await b.page.waitForSelector(tid("add-round"));
  await waitTotals(b.page, totals);
  await a.page.waitForSelector(tid("startup"));
  assert.equal(await kind(a.page), "elsewhere");
  await enterRound(b.page, { taker: "A", contract: "clubs", points: 90 });
  const after = await shownTotals(b.page);

  // And back: the first tab has it again, with the round the second entered.
  await a.page.click(tid("startup-retry"));
  await a.page.waitForSelector(tid("add-round"));
  await waitTotals(a.page, after);
  await b.page.waitForSelector(tid("startup"));
  assert.equal(await kind(b.page), "elsewhere");
  await b.page.close();

  // The first tab frozen in the background (as a phone freezes it: the page's `freeze` event;
  // headless Chromium freezes no page it shows) lets go of the storage: a new tab opens the
  // history at once, and the first, back in front (`resume`), says where it is.
  await a.page.evaluate(() => document.dispatchEvent(new Event("freeze")));
  const c = await open(context, server.url);
  await c.page.waitForSelector(tid("add-round"));
  await waitTotals(c.page, after);
  await a.page.evaluate(() => document.dispatchEvent(new Event("resume")));
  await a.page.waitForSelector(tid("startup"));
  assert.equal(await kind(a.page), "elsewhere");
  // Kept in the back/forward cache (`pagehide` with `persisted`), the same: the tab that
  // said the app was open elsewhere opens the history by itself. Back (`pageshow`) once that
  // tab is closed, the first opens it again, with the round the other entered.
  await a.page.click(tid("startup-retry"));
  await a.page.waitForSelector(tid("add-round"));
  await c.page.waitForSelector(tid("startup"));
  await a.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
  await c.page.waitForSelector(tid("add-round"));
  await enterRound(c.page, { taker: "B", contract: "hearts", points: 100 });
  const last = await shownTotals(c.page);
  await c.page.close();
  await a.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  await waitTotals(a.page, last);
  await a.page.waitForSelector(tid("add-round"));
  assert.equal(await a.page.$(tid("startup")), null);
  for (const page of [a, b, c]) assert.deepEqual(page.errors, []);
  await context.close();
});

/**
 * A context whose app worker runs `prelude` first (served in front of worker.js), without a
 * service worker in the way of the route.
 */
async function withPrelude(prelude) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  await context.route("**/js/web/worker.js", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: prelude + "\n" + (await response.text()) });
  });
  return context;
}

test("storage the browser refuses is said plainly on the start-up screen, never a blank page", async () => {
  // As in private browsing: the origin private file system refused with the browser's error.
  const context = await withPrelude('navigator.storage.getDirectory = () => Promise.reject(new DOMException("The request was denied.", "SecurityError"));');
  const { page, errors } = await open(context, server.url);
  await page.waitForSelector(tid("startup"));
  assert.equal(await kind(page), "unwritable");
  assert.match(await page.textContent("#startup-help"), /private browsing/);
  assert.match(await page.textContent(tid("startup-cause")), /does not let this site keep data.*SecurityError/);
  assert.equal(await page.$(tid("startup-quit")), null, "nothing to quit in a tab");
  // Retry starts a fresh worker: still refused, and said so.
  await page.click(tid("startup-retry"));
  await page.waitForSelector(tid("startup-still"));
  assert.equal(await kind(page), "unwritable");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a full storage while saving says full and keeps what was typed; Save works once there is room", async () => {
  // The browser's storage refuses writes while the worker's `__full` is set, as a full phone.
  const context = await withPrelude(`
    self.__full = false;
    const write = FileSystemSyncAccessHandle.prototype.write;
    FileSystemSyncAccessHandle.prototype.write = function (...args) {
      if (self.__full) throw new DOMException("The operation failed because the quota was exceeded.", "QuotaExceededError");
      return write.apply(this, args);
    };`);
  const { page, errors, match } = await withMatch(context, 1);
  const worker = page.workers()[0];
  await worker.evaluate(() => (self.__full = true));
  await page.click(tid("add-round"));
  await page.click(tid("taker-B"));
  await page.click(tid("contract-spades"));
  await page.fill(tid("points"), "90");
  await page.click(tid("save-round"));
  await page.waitForFunction((sel) => /full/.test(document.querySelector(sel)?.textContent || ""), tid("preview"));
  assert.match(await page.textContent(tid("preview")), /Not saved: the storage is full.*QuotaExceededError/);
  // Nothing was lost: the round entry is still open with what was typed.
  assert.equal(await page.inputValue(tid("points")), "90");
  assert.equal(await page.getAttribute(tid("contract-spades"), "aria-pressed"), "true");

  await worker.evaluate(() => (self.__full = false));
  await page.click(tid("save-round"));
  await page.waitForSelector(tid("add-round"));
  const both = { ...match, rounds: [...match.rounds, { taker: "B", contract: "spades", points: { B: 90 } }] };
  const t = nativeTotals(both);
  await waitTotals(page, [t.A, t.B]);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * Spoils the history's database in the OPFS pool (its SQLite header, and its log's), as a failing phone
 * could, from a worker of the test's own on the site's origin while the app is closed.
 */
async function spoil(context) {
  const page = await context.newPage();
  await page.goto(new URL("manifest.webmanifest", server.url).href);
  const found = await page.evaluate(() => {
    const source = `
      const root = await navigator.storage.getDirectory();
      const pool = await (await root.getDirectoryHandle("belote")).getDirectoryHandle(".opaque");
      const names = [];
      for await (const [, handle] of pool.entries()) {
        const file = await handle.createSyncAccessHandle();
        const header = new Uint8Array(512);
        file.read(header, { at: 0 });
        const name = new TextDecoder().decode(header).replace(/\\0[\\s\\S]*$/, "");
        names.push(name);
        // The database and its log (WAL would otherwise give the database's first page back).
        if (name.startsWith("/belote/history.sqlite3")) file.write(new TextEncoder().encode("not a database, only words ".repeat(40)), { at: 4096 });
        file.flush();
        file.close();
      }
      postMessage(names);`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
    return new Promise((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
  });
  await page.close();
  assert.ok(found.includes("/belote/history.sqlite3"), `the pool holds ${found}`);
}

test("a damaged history is moved aside and a fresh one started, the user told", async () => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  const first = await withMatch(context, 1);
  await first.page.close();
  await spoil(context);
  const { page, errors } = await open(context, server.url);
  await page.waitForSelector(tid("startup"));
  assert.equal(await kind(page), "damaged");
  assert.match(await page.textContent("#startup-help"), /moved aside in the browser's storage/);
  assert.match(await page.textContent(tid("startup-moved")), /^\/belote\/history\.sqlite3\.damaged-\d+$/);
  assert.match(await page.textContent(tid("startup-cause")), /not a database/);
  // Continue: a fresh, empty history that saves.
  await page.click(tid("startup-continue"));
  await page.waitForSelector(tid("new-match"));
  assert.equal(await page.$(tid("in-play")), null);
  await newMatch(page);
  await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
  // Opened again: the fresh history, nothing more to report.
  await page.reload();
  await page.waitForSelector(tid("add-round"));
  assert.equal(await page.$$eval(tid("round-line"), (l) => l.length), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the history exported on the phone is read by the native belote history import and imported on a fresh profile", async (t) => {
  const dir = tempDir("belote-export-");
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
  const { page, errors, match } = await withMatch(context, 3);
  const totals = await shownTotals(page);
  await page.click(tid("tab-history"));
  await page.waitForSelector(tid("open-match"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.click(tid("export-json"))]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  assert.match(download.suggestedFilename(), /^belote-history-\d{4}-\d{2}-\d{2}\.json$/);
  await page.waitForSelector(tid("transfer-result"));
  assert.equal(await page.textContent(tid("exported")), `Downloaded: ${download.suggestedFilename()}`);
  assert.deepEqual(errors, []);

  // The desktop's command reads it: the same match, the same totals.
  const db = path.join(dir, "desktop.sqlite3");
  assert.deepEqual(JSON.parse(belote(["history", "import", file, "--db", db])), { imported: 1, skipped: 0 });
  const stored = JSON.parse(fs.readFileSync(file, "utf8")).matches[0];
  assert.deepEqual(stored.match.rounds.map(({ dealer, ...fact }) => fact), match.rounds);
  const back = JSON.parse(belote(["history", "export", "-", "--db", db])).matches;
  assert.deepEqual(back, [stored], "the desktop's history holds the phone's match as it was");
  const native = nativeTotals(stored.match);
  assert.deepEqual([native.A, native.B], totals);
  await context.close();

  // A fresh phone imports it: the match is there, in play, with its totals.
  const fresh = await browser.newContext(PHONE);
  const other = await open(fresh, server.url);
  await other.page.waitForSelector(tid("new-match"));
  await other.page.click(tid("tab-history"));
  await other.page.setInputFiles(tid("import-file"), file);
  await other.page.waitForSelector(tid("imported-count"));
  assert.equal(await other.page.textContent(tid("imported-count")), "Matches imported: 1.");
  await other.page.click(tid("open-match"));
  await other.page.waitForSelector(tid("add-round"));
  await waitTotals(other.page, totals);
  assert.deepEqual(other.errors, []);
  await fresh.close();
});

/** A Y4M video (what Chromium's fake camera plays) of one still picture: its grey levels. */
function y4m(width, height, grey) {
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), Buffer.from(grey), chroma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]);
}

test("a match passed by QR code: one phone shows it, the other's camera reads it, checked and imported", async (t) => {
  const dir = tempDir("belote-qr-");
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const context = await browser.newContext(PHONE);
  const { page, errors, match } = await withMatch(context, 3);
  const totals = await shownTotals(page);
  await page.click(tid("pass-match"));
  await page.waitForSelector(`${tid("pass-code")}[data-code]`);
  await page.waitForFunction((sel) => document.querySelector(sel).complete, tid("pass-code"));
  await page.screenshot({ path: shotPath("screenshots/web-pass.png") });
  // What the other phone's camera sees: the code as this page draws it, on a 640×480 frame.
  const [width, height] = [640, 480];
  const grey = await page.evaluate(
    ([sel, width, height]) => {
      const img = /** @type {HTMLImageElement} */ (document.querySelector(sel));
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#d8d8d8";
      ctx.fillRect(0, 0, width, height);
      const side = 440;
      ctx.drawImage(img, (width - side) / 2, (height - side) / 2, side, side);
      const rgba = ctx.getImageData(0, 0, width, height).data;
      const out = [];
      for (let i = 0; i < rgba.length; i += 4) out.push(Math.round(0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]));
      return out;
    },
    [tid("pass-code"), width, height],
  );
  const video = path.join(dir, "code.y4m");
  fs.writeFileSync(video, y4m(width, height, grey));
  await page.click(tid("pass-done"));
  assert.deepEqual(errors, []);

  // The other phone: a browser whose camera plays that picture.
  const camera = await launchChromium(["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`]);
  try {
    const other = await camera.newContext({ ...PHONE, permissions: ["camera"] });
    const b = await open(other, server.url);
    await b.page.waitForSelector(tid("receive-match"));
    await b.page.click(tid("receive-match"));
    await b.page.waitForSelector(tid("pass-found"), { timeout: 20000 });
    assert.equal(await b.page.textContent(tid("pass-totals")), `${totals[0]} – ${totals[1]}`);
    assert.match(await b.page.textContent(tid("pass-found")), /Nous – Eux/);
    assert.equal(await b.page.$(tid("pass-known")), null);
    await b.page.screenshot({ path: shotPath("screenshots/web-receive.png") });
    await b.page.click(tid("pass-import"));
    await b.page.waitForSelector(tid("add-round"));
    await waitTotals(b.page, totals);
    // The same facts, stored as the first phone's (the same match, by its id).
    const there = JSON.parse((await invokeIn(b.page, server.url, "history_file", { format: "json" })).text).matches;
    const here = JSON.parse((await invokeIn(page, server.url, "history_file", { format: "json" })).text).matches;
    assert.equal(there.length, 1);
    assert.deepEqual(there[0], here[0]);
    assert.deepEqual(there[0].match.rounds.map(({ dealer, ...fact }) => fact), match.rounds);
    assert.deepEqual(b.errors, []);
  } finally {
    await camera.close();
  }
  await context.close();
});
