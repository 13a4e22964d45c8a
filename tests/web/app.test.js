// The web app in Chromium as a phone sees it (360×740, touch): target/web served by a plain
// static server — no project binary running — the back end in its worker (the Rust back end
// compiled to WebAssembly), the history in SQLite in the origin private file system.
// - the first visit: the manifest (name, icons at 192 and 512 px and maskable, colours,
//   standalone), the service worker and its cache of this version, installable, no 404, the
//   phone's language and dark mode, the page's modules bundled and preloaded;
// - a match in each of the six games entered through the UI, whose totals are the native
//   `belote score`'s of the same facts (and the facts stored are those entered);
// - offline from the second visit: a reload with the network gone, the match intact, a round
//   entered offline and still there after another reload;
// - installed (Chromium's own install), the browser closed and opened again offline on the same
//   profile, the history intact (and the docs' picture of it taken);
// - a new version offered ("Reload to update"), the page never mixing two versions' files.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { newMatch, enterRound, waitTotals } from "../ui/flows.js";
import { shotPath } from "../ui/harness.js";
import { serve } from "./static-server.js";
import { built, site, launchChromium, launchProfile, serveSite, tempDir, tid, open, invokeIn, nativeTotals, shownTotals, PHONE, repo } from "./phone.js";

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

/** Waits until the service worker of the page's scope is active. */
// The active service worker's state once it has finished activating (`ready` resolves as soon
// as there is an active worker, which may still be "activating" while it sets up its caches).
const swActive = (page) =>
  page.evaluate(async () => {
    const sw = (await navigator.serviceWorker.ready).active;
    if (sw?.state === "activating") {
      await new Promise((done) => sw.addEventListener("statechange", () => sw.state !== "activating" && done(undefined)));
    }
    return sw?.state;
  });

/** What the site's service worker names: its version and files (run with a stand-in `self`). */
function swBuild(source) {
  const self = { addEventListener() {}, registration: { scope: "" } };
  vm.runInNewContext(source, { self, location: {} });
  return self.BELOTE_BUILD;
}

/** The width and height a PNG's header says. */
function pngSize(buffer) {
  assert.equal(buffer.subarray(1, 4).toString("latin1"), "PNG", "a PNG");
  return [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
}

test("first visit: manifest, icons, service worker with this version's files, installable, no 404", async (t) => {
  // A profile of its own, as a phone's browser (an incognito context is never installable).
  const dir = tempDir("belote-first-");
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const context = await launchProfile(dir, { locale: "nl-NL", colorScheme: "dark" });
  const { page, errors, missing } = await open(context, server.url);
  await page.waitForSelector(tid("new-match"));
  // The phone's language and dark mode, with nothing chosen in Settings.
  assert.equal(await page.textContent(tid("new-match")), "Nieuwe partij");
  assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  assert.equal(await page.getAttribute("html", "data-host"), "web");

  // The manifest, as the page links it.
  const href = await page.getAttribute('link[rel="manifest"]', "href");
  const manifestUrl = new URL(href, server.url).href;
  const manifest = await (await fetch(manifestUrl)).json();
  assert.equal(manifest.short_name, "Belote");
  assert.match(manifest.name, /Belote/);
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.start_url, "./");
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const icons = [];
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, manifestUrl));
    assert.equal(response.status, 200, icon.src);
    assert.equal(response.headers.get("content-type"), "image/png");
    const [w, h] = pngSize(Buffer.from(await response.arrayBuffer()));
    assert.equal(`${w}x${h}`, icon.sizes, icon.src);
    icons.push(`${icon.sizes} ${icon.purpose}`);
  }
  assert.deepEqual(icons.sort(), ["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
  for (const media of ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]) {
    assert.match(await page.getAttribute(`meta[name="theme-color"][media="${media}"]`, "content"), /^#[0-9a-f]{6}$/);
  }

  // The service worker: active, one cache of this version holding every file of it.
  assert.equal(await swActive(page), "activated");
  const { version } = built();
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    return { names, count: (await (await caches.open(names[0])).keys()).length };
  });
  const listed = Object.keys(swBuild(fs.readFileSync(path.join(site, "sw.js"), "utf8")).files);
  assert.deepEqual(cached.names, [`belote-${version}`]);
  assert.equal(cached.count, listed.length);

  // Chromium finds it installable (manifest, icons, service worker, secure context).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, []);

  // The page's modules come bundled (a phone reads and compiles a dozen files, not eighty), and
  // the start page names every module its scripts import (modulepreload), all asked for at once.
  const scripts = await page.evaluate(() => ({
    loaded: performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => n.endsWith(".js") && !n.includes("/wasm/")),
    preloaded: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => /** @type {HTMLLinkElement} */ (l).href),
  }));
  assert.ok(scripts.loaded.length <= 16, `the page loads ${scripts.loaded.length} scripts: ${scripts.loaded.join(", ")}`);
  assert.ok(scripts.preloaded.length > 0, "the start page preloads the modules its scripts import");
  for (const href of scripts.preloaded) assert.ok(scripts.loaded.includes(href), `${href} is preloaded and used`);

  // No file the browser asked for is missing, the favicon included.
  assert.equal((await fetch(new URL("favicon.ico", server.url))).status, 200);
  assert.deepEqual(missing, []);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Each game: rounds entered through the UI (tests/ui/flows.js's steps), and their facts. */
const GAMES = {
  classic: [
    [{ taker: "A", contract: "hearts", points: 102, belote: "A" }, { taker: "A", contract: "hearts", points: { A: 102 }, belote: { A: 1 } }],
    [{ taker: "B", contract: "spades", side: "A", points: 81 }, { taker: "B", contract: "spades", points: { A: 81 } }],
  ],
  contree: [
    [{ taker: "A", contract: "hearts", bid: 100, double: "double", points: 110 }, { taker: "A", contract: "hearts", bid: 100, double: "double", points: { A: 110 } }],
    [{ taker: "B", contract: "clubs", bid: 80, points: 90 }, { taker: "B", contract: "clubs", bid: 80, points: { B: 90 } }],
  ],
  coinche: [
    [{ taker: "A", contract: "no_trumps", bid: 90, points: 100 }, { taker: "A", contract: "no_trumps", bid: 90, points: { A: 100 } }],
    [{ taker: "B", contract: "all_trumps", bid: 80, points: 70 }, { taker: "B", contract: "all_trumps", bid: 80, points: { B: 70 } }],
  ],
  bulgarian: [
    [{ taker: "A", contract: "no_trumps", points: 80 }, { taker: "A", contract: "no_trumps", points: { A: 80 } }],
    [{ taker: "B", contract: "hearts", points: 90 }, { taker: "B", contract: "hearts", points: { B: 90 } }],
  ],
  bela: [
    [{ taker: "A", contract: "hearts", points: 90 }, { taker: "A", contract: "hearts", points: { A: 90 } }],
    [{ taker: "B", contract: "spades", capot: "B" }, { taker: "B", contract: "spades", capot: "B" }],
  ],
  klaverjas: [
    [{ taker: "A", contract: "hearts", points: 85 }, { taker: "A", contract: "hearts", points: { A: 85 } }],
    [{ taker: "B", contract: "clubs", points: 100 }, { taker: "B", contract: "clubs", points: { B: 100 } }],
  ],
};

test("a match in each of the six games, entered on the phone, scores as the native belote score", async () => {
  const context = await browser.newContext(PHONE);
  const { page, errors } = await open(context, server.url);
  await page.waitForSelector(tid("new-match"));
  const shown = {};
  for (const [variant, rounds] of Object.entries(GAMES)) {
    if (variant !== "classic") {
      await page.click(tid("tab-home"));
      await page.click(tid("tab-home"));
    }
    await newMatch(page, variant);
    for (const [steps] of rounds) await enterRound(page, steps);
    shown[variant] = await shownTotals(page);
    const facts = { variant, rounds: rounds.map(([, fact]) => fact) };
    const native = nativeTotals(facts);
    assert.deepEqual(shown[variant], [native.A, native.B], `${variant}: the scoreboard says what belote score says`);
  }
  // What the phone stored are those facts (and the dealer of each round).
  const file = JSON.parse((await invokeIn(page, server.url, "history_file", { format: "json" })).text);
  assert.equal(file.matches.length, 6);
  for (const entry of file.matches) {
    const { variant, rounds } = entry.match;
    assert.deepEqual(rounds.map(({ dealer, ...fact }) => fact), GAMES[variant].map(([, fact]) => fact), variant);
    const native = nativeTotals(entry.match);
    assert.deepEqual([native.A, native.B], shown[variant], `${variant}: its stored facts score the same`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("offline from the second visit: a reload without network, the match intact, a round entered offline", async () => {
  const context = await browser.newContext(PHONE);
  const { page, errors } = await open(context, server.url);
  await page.waitForSelector(tid("new-match"));
  assert.equal(await swActive(page), "activated");
  await newMatch(page);
  await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
  const first = { variant: "classic", rounds: [{ taker: "A", contract: "hearts", points: { A: 102 } }] };

  await context.setOffline(true);
  server.reset();
  await page.reload();
  await page.waitForSelector(tid("add-round"));
  const t1 = nativeTotals(first);
  await waitTotals(page, [t1.A, t1.B]);
  // A round entered offline is saved (the back end is on the phone) and still there after
  // another reload without network.
  await enterRound(page, { taker: "B", contract: "clubs", points: 90 });
  const both = { ...first, rounds: [...first.rounds, { taker: "B", contract: "clubs", points: { B: 90 } }] };
  const t2 = nativeTotals(both);
  await waitTotals(page, [t2.A, t2.B]);
  await page.reload();
  await page.waitForSelector(tid("add-round"));
  await waitTotals(page, [t2.A, t2.B]);
  assert.equal(await page.$$eval(tid("round-line"), (l) => l.length), 2);
  assert.deepEqual(server.sent().requests, [], "nothing reached the server while offline");
  assert.deepEqual(errors, []);
  await context.close();
});

test("installed, the browser closed and opened again offline: the history intact (a persistent profile)", async () => {
  const dir = tempDir("belote-profile-");
  try {
    let context = await launchProfile(dir);
    let { page, errors } = await open(context, server.url);
    await page.waitForSelector(tid("new-match"));
    assert.equal(await swActive(page), "activated");
    // Installed as a phone installs it (Chromium's own install, by its manifest id).
    const cdp = await context.newCDPSession(page);
    const manifestId = server.url;
    await assert.rejects(cdp.send("PWA.getOsAppState", { manifestId }), /Unknown web-app manifest id/);
    await cdp.send("PWA.install", { manifestId });
    assert.equal((await cdp.send("PWA.getOsAppState", { manifestId })).badgeCount, 0);
    await newMatch(page, "klaverjas");
    await enterRound(page, { taker: "A", contract: "hearts", points: 85 });
    await enterRound(page, { taker: "B", contract: "clubs", points: 100 });
    const before = await shownTotals(page);
    assert.deepEqual(errors, []);
    await context.close();

    // Opened again with no network at all: the installed app, its match in play as it was.
    context = await launchProfile(dir, { offline: true });
    ({ page, errors } = await open(context, server.url));
    await page.waitForSelector(tid("add-round"));
    await waitTotals(page, before);
    assert.equal(await page.$$eval(tid("round-line"), (l) => l.length), 2);
    // The docs' picture: the installed app at 360 px, a match in play, offline — the page alone,
    // as the app's own window shows it (headless Chromium draws no window around it).
    await page.screenshot({ path: shotPath("screenshots/web-installed-offline.png") });
    await page.click(tid("tab-history"));
    await page.waitForSelector(tid("open-match"));
    assert.equal(await page.$$eval(tid("open-match"), (l) => l.length), 1);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A copy of the site as version 2 (one file changed), made by the build's own site writer. */
function secondVersion(into) {
  const app = tempDir("belote-app-");
  fs.cpSync(path.join(site, built().app), app, { recursive: true });
  fs.copyFileSync(path.join(repo, "ui/index.html"), path.join(app, "index.html"));
  fs.copyFileSync(path.join(repo, "ui/js/web/service-worker.js"), path.join(app, "js/web/service-worker.js"));
  fs.appendFileSync(path.join(app, "styles.css"), "\n/* version 2 */\n");
  const r = spawnSync("python3", [path.join(repo, "scripts/web-site.py"), app, into, "0.1.0"], { encoding: "utf8" });
  fs.rmSync(app, { recursive: true, force: true });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

test("a new version is offered, Reload to update, and a page never mixes two versions' files", async () => {
  const root = tempDir("belote-site-");
  fs.cpSync(site, root, { recursive: true });
  const host = await serve(root);
  const context = await browser.newContext(PHONE);
  try {
    const { page, errors } = await open(context, host.url);
    await page.waitForSelector(tid("new-match"));
    assert.equal(await swActive(page), "activated");
    await newMatch(page);
    await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
    const v1 = built().version;

    // The host publishes version 2 in place of version 1 (its folder gone).
    const staged = tempDir("belote-site2-");
    const v2 = secondVersion(path.join(staged, "site"));
    assert.notEqual(v2, v1);
    fs.rmSync(root, { recursive: true, force: true });
    fs.cpSync(path.join(staged, "site"), root, { recursive: true });
    fs.rmSync(staged, { recursive: true, force: true });

    // The next visit is still version 1, whole, and offers version 2 once it is ready.
    await page.reload();
    await page.waitForSelector(tid("update-bar"));
    assert.match(await page.textContent(tid("update-bar")), /new version/);
    // Every file the page loaded: its scripts, style sheets and what they fetched.
    const files = () =>
      page.evaluate(() => [
        ...performance.getEntriesByType("resource").map((e) => e.name),
        ...[...document.querySelectorAll("script[src]")].map((e) => /** @type {HTMLScriptElement} */ (e).src),
        ...[...document.querySelectorAll('link[rel="stylesheet"]')].map((e) => /** @type {HTMLLinkElement} */ (e).href),
      ]);
    const versions = (list) => [...new Set(list.map((u) => /\/app\/([^/]+)\//.exec(u)?.[1]).filter(Boolean))];
    assert.deepEqual(versions(await files()), [v1]);
    // Version 1 keeps working meanwhile, from its own cache.
    await enterRound(page, { taker: "B", contract: "clubs", points: 90 });
    const totals = await shownTotals(page);

    await page.click(tid("update-reload"));
    await page.waitForFunction((v) => [...document.querySelectorAll("script[src]")].some((s) => s.src.includes(`/app/${v}/`)), v2);
    await page.waitForSelector(tid("add-round"));
    await waitTotals(page, totals);
    assert.deepEqual(versions(await files()), [v2]);
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`belote-${v2}`]);
    assert.equal(await page.$(tid("update-bar")), null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await host.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
