// Publishing to the federation's hub (issue 33, HUB.md "The app") in headless Chromium on the
// real back end (the bridge), at 360 px:
//  - Settings takes the hub's address and the club's key once: refused as the back end says
//    (plain http to another machine), saved when the hub does not answer (checked at the first
//    publication), the key never shown back whole, changed, forgotten;
//  - an evening's final standings offer **Publish to the federation**, which says where to set
//    the hub first; published while the hub does not answer, the line says *waiting to send*
//    and when it tries again;
//  - against a real hub (`belote hub serve` on a throwaway PostgreSQL 15, unless
//    BELOTE_HUB_TESTS=skip): the key checked and the club shown, the evening *published,
//    version 1* (in Arabic, right to left, too), a correction *version 2*, a season under its
//    table, a refusal with the hub's reason, a conflict published over, and an evening that
//    waited while the hub was away sent at once when the network comes back;
//  - nothing wider than the page, and no WCAG A/AA violation axe-core finds on these screens.
// Its pictures, hub-*.png, go where the harness keeps them (shotPath).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, checkLayout, text } from "./flows.js";
import { startHub, hubSkipped } from "./hub-server.js";

const env = useBrowser();
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** @param {import("playwright-core").Page} page */
async function shot(page, name) {
  await page.evaluate(() => document.querySelectorAll(".notice, .toast").forEach((n) => /** @type {HTMLElement} */ (n).style.setProperty("visibility", "hidden")));
  await page.screenshot({ path: shotPath(`screenshots/hub-${name}.png`), fullPage: true });
}

/**
 * The WCAG A/AA violations axe-core finds on the page as it is.
 * @param {import("playwright-core").Page} page
 */
async function axe(page) {
  // Evaluated through the debugging protocol: the page's content security policy (script-src
  // 'self') rightly refuses an inline script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    // @ts-ignore
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  assert.deepEqual(found, [], "axe-core WCAG A/AA violations");
}

/** A port nothing listens on (bound, read, closed). */
async function deadPort() {
  const server = net.createServer();
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
  const port = /** @type {net.AddressInfo} */ (server.address()).port;
  await new Promise((r) => server.close(() => r(undefined)));
  return port;
}

const KEY = "bhk_" + "0123456789abcdef".repeat(4);

/** An evening of four players, one table, one deal won by side A with `a` points; its id. */
async function evening(backend, name, a = 100, date = "2026-10-01") {
  const ev = await backend.call("create_event", {
    definition: { name, date, variant: "klaverjas", format: { rounds: 1, deals: 1 }, entrants: "players", players: ["Anna de Vries", "Bram Bakker", "Cor Smit", "Dirk Visser"], draw: { first: "order" } },
  });
  await backend.call("draw_round", { event: ev.event });
  await backend.call("event_table_append", { event: ev.event, round: 1, table: 1, deal: { taker: "A", contract: "hearts", points: { A: a } }, lang: "en" });
  return ev.event;
}

/** Opens event `name`'s final standings. */
async function openStandings(page, name) {
  await page.click(tid("tab-events"));
  if (await page.$(tid("ev-all"))) await page.click(tid("ev-all"));
  if (await page.$(tid("mode-events"))) await page.click(tid("mode-events"));
  await page.click(`${tid("ev-open")}:has-text("${name}")`);
  await page.click(tid("ev-tab-standings"));
  await page.waitForSelector(tid("hub-publish-panel"));
}

/** Waits for the publication's line to say `state` (and `said`, when given); its text. */
async function line(page, state, said = null) {
  await page.waitForFunction(
    ([state, said]) => {
      const el = document.querySelector(`[data-testid="hub-state"][data-state="${state}"]`);
      return el && (said === null || el.textContent === said);
    },
    [state, said],
    { timeout: 20000 },
  );
  return page.textContent(tid("hub-state"));
}

/** Sets the hub in Settings. */
async function setHub(page, url, key) {
  await page.click(tid("tab-settings"));
  await page.waitForSelector(tid("hub-settings"));
  if (await page.$(tid("hub-change"))) await page.click(tid("hub-change"));
  await page.fill(tid("hub-url-input"), url);
  await page.fill(tid("hub-key-input"), key);
  await page.click(tid("hub-save"));
}

test("Settings take the hub once, and Publish waits for a hub that does not answer", async () => {
  const { page, backend, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang: "en" });
  const T = texts("en");
  const done = await evening(backend, "Avond 1");

  // No hub yet: the evening's standings say where to set one.
  await openStandings(page, "Avond 1");
  assert.equal(await page.textContent(`${tid("hub-publish-panel")} h2`), T["hub.publish_title"]);
  await page.click(tid("hub-to-settings"));
  await page.waitForSelector(tid("hub-form"));
  await checkLayout(page, 360);
  await axe(page);

  // Plain http to another machine: refused, as the back end says, nothing saved.
  await page.fill(tid("hub-url-input"), "http://192.0.2.10:8080/");
  await page.fill(tid("hub-key-input"), KEY);
  await page.click(tid("hub-save"));
  await page.waitForSelector(tid("hub-error"));
  assert.match(await page.textContent(tid("hub-error")), /plain http/);

  // A hub that does not answer: saved all the same, the key never shown back whole.
  const port = await deadPort();
  await setHub(page, `http://127.0.0.1:${port}`, KEY);
  await page.waitForSelector(tid("hub-note"));
  assert.equal(await page.textContent(tid("hub-note")), T["hub.saved_unchecked"]);
  assert.equal(await page.textContent(tid("hub-url")), `http://127.0.0.1:${port}/`);
  assert.equal(await page.textContent(tid("hub-key")), "bhk_…cdef");
  assert.equal(await page.textContent(tid("hub-club")), T["hub.club_unknown"]);
  assert.ok(!(await page.content()).includes(KEY), "the key is not in the page");
  await checkLayout(page, 360);
  await axe(page);
  await shot(page, "settings");

  // Publish: waiting to send, and when it tries again.
  await openStandings(page, "Avond 1");
  await page.click(tid("hub-publish"));
  const waiting = await line(page, "waiting");
  assert.ok(waiting === T["hub.state.waiting"] || waiting.startsWith(T["hub.state.waiting_until"].split("{time}")[0]), waiting);
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="hub-state"]')?.textContent || ""));
  const entries = await backend.call("hub_settings", {});
  assert.equal(entries.waiting, 1);
  assert.equal((await backend.call("hub_state", { kind: "event", id: done })).state, "waiting");
  await checkLayout(page, 360);
  await axe(page);
  await shot(page, "waiting");

  // Forgotten: Publish says where to set a hub again.
  await page.click(tid("tab-settings"));
  await page.click(tid("hub-forget"));
  await page.waitForSelector(tid("hub-form"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("against a real hub: published, a correction, a season, a refusal, a conflict — and in Arabic", { skip: hubSkipped() }, async () => {
  const hub = await startHub("dedaele");
  after(async () => await hub.stop());
  const { page, backend, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang: "en" });
  const T = texts("en");
  const e1 = await evening(backend, "Avond 1", 100);

  await setHub(page, hub.url, hub.key);
  await page.waitForSelector(tid("hub-note"));
  assert.equal(await page.textContent(tid("hub-note")), T["hub.saved"]);
  assert.equal(await page.textContent(tid("hub-club")), "dedaele");

  // Published: version 1, as the hub says.
  await openStandings(page, "Avond 1");
  await page.click(tid("hub-publish"));
  assert.equal(await line(page, "published"), text(T, "hub.state.published", { version: 1 }));
  assert.equal((await hub.get(`/api/v1/clubs/dedaele/events/${e1}`)).version, 1);
  await checkLayout(page, 360);
  await axe(page);
  await shot(page, "published");

  // A correction: version 2.
  await backend.call("event_table_edit", { event: e1, round: 1, table: 1, index: 0, deal: { taker: "A", contract: "hearts", points: { A: 110 } }, lang: "en" });
  await page.click(tid("ev-tab-tables"));
  await page.click(tid("ev-tab-standings"));
  await page.click(tid("hub-publish"));
  await line(page, "published", text(T, "hub.state.published", { version: 2 }));

  // Another device publishes version 3 meanwhile: this one's correction is a conflict, then
  // published over it on the organiser's word.
  hub.publishElsewhere(e1, 2);
  await backend.call("event_table_edit", { event: e1, round: 1, table: 1, index: 0, deal: { taker: "A", contract: "hearts", points: { A: 120 } }, lang: "en" });
  await page.click(tid("ev-tab-tables"));
  await page.click(tid("ev-tab-standings"));
  await page.click(tid("hub-publish"));
  await line(page, "conflict", text(T, "hub.state.conflict", { version: 3 }));
  await axe(page);
  await shot(page, "conflict");
  await page.click(tid("hub-supersede"));
  await line(page, "published", text(T, "hub.state.published", { version: 4 }));

  // A season: published under its table.
  const season = await backend.call("create_season", { definition: { name: "Competitie", events: [e1] } });
  await page.click(tid("tab-events"));
  await page.click(tid("ev-all"));
  await page.click(tid("mode-seasons"));
  await page.click(`${tid("season-open")}:has-text("Competitie")`);
  await page.waitForSelector(tid("hub-publish-panel"));
  await page.click(tid("hub-publish"));
  assert.equal(await line(page, "published"), text(T, "hub.state.published", { version: 1 }));
  assert.equal((await hub.get(`/api/v1/clubs/dedaele/seasons/${season.season}`)).version, 1);
  await page.click(tid("season-all"));

  // A refusal: an evening dated after tomorrow, with the hub's reason.
  await evening(backend, "Avond 9", 100, "2099-01-01");
  await openStandings(page, "Avond 9");
  await page.click(tid("hub-publish"));
  const refused = await line(page, "refused");
  assert.ok(refused.startsWith(text(T, "hub.state.refused", { reason: "" })), refused);
  assert.ok(refused.length > text(T, "hub.state.refused", { reason: "" }).length + 5, refused);
  await axe(page);
  await shot(page, "refused");
  // The hub goes away: the evening waits to be sent (tried twice, so the next try is 8 to 12 s
  // off); the hub comes back, and so does the network: it goes at once.
  const e3 = await evening(backend, "Avond 3", 95, "2026-10-05");
  await hub.stopServer();
  await openStandings(page, "Avond 3");
  await page.click(tid("hub-publish"));
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="hub-state"][data-state="waiting"]')?.textContent || ""));
  await backend.call("hub_publish", { kind: "event", id: e3 });
  await new Promise((r) => setTimeout(r, 500));
  await hub.startAgain();
  await context.setOffline(true);
  await context.setOffline(false);
  const back = Date.now();
  await line(page, "published", text(T, "hub.state.published", { version: 1 }));
  assert.ok(Date.now() - back < 5000, `sent ${Date.now() - back} ms after the network came back`);
  assert.deepEqual(errors, []);
  await context.close();

  // In Arabic, right to left: the same evening's line.
  const ar = await openApp(env.browser, { width: 360, height: 740, lang: "ar" });
  const TA = texts("ar");
  const e2 = await evening(ar.backend, "Avond 2", 90, "2026-10-02");
  await setHub(ar.page, hub.url, hub.key);
  await ar.page.waitForSelector(tid("hub-note"));
  assert.equal(await ar.page.getAttribute("html", "dir"), "rtl");
  await checkLayout(ar.page, 360);
  await axe(ar.page);
  await openStandings(ar.page, "Avond 2");
  await ar.page.click(tid("hub-publish"));
  // Arabic sets each value apart from the text around it (first strong isolate … pop).
  const said = (await line(ar.page, "published")).replace(/[\u2068\u2069]/g, "");
  assert.equal(said, text(TA, "hub.state.published", { version: 1 }));
  assert.equal((await hub.get(`/api/v1/clubs/dedaele/events/${e2}`)).version, 1);
  await checkLayout(ar.page, 360);
  await axe(ar.page);
  await shot(ar.page, "published-ar");
  assert.deepEqual(ar.errors, []);
  await ar.context.close();
});

// The pictures' folder exists for `scripts/screenshots.sh`.
fs.mkdirSync(path.dirname(shotPath("screenshots/hub-settings.png")), { recursive: true });
