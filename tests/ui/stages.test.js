// A staged concours (issue 34) in headless Chromium on the real back end (the bridge):
//  - at desktop width (en): the preset "concours: pools, then main and consolante" edited (2
//    pools, places 1–2 to the main bracket, a consolante), eight teams pasted; the pools' three
//    rounds, each table's deal entered by the organiser; the close of the pools says who goes
//    where, one tap seeds the brackets; the brackets drawn as brackets; the tables opened to
//    phones and one knockout table entered from a phone's page at 360 px (its stage and group
//    above the deals); the semi-finals, the finals and third-place matches to the consolante's
//    final; the event's ranking; the projector's bracket at 1920×1080; the A4 bracket page and
//    pool sheets; the bracket at 360 px (it scrolls inside its box, never the page);
//  - a cup in Arabic at 360 px: right to left, the bracket's rounds running from the right.
// Its pictures, stages-*.png, go where the harness keeps them (shotPath).
import { test } from "node:test";
import assert from "node:assert/strict";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, enterRound, checkLayout, text } from "./flows.js";

const env = useBrowser();

/** @param {import("playwright-core").Page} page */
async function shot(page, name) {
  await page.evaluate(() => document.querySelectorAll(".notice, .toast").forEach((n) => /** @type {HTMLElement} */ (n).style.setProperty("visibility", "hidden")));
  await page.screenshot({ path: shotPath(`screenshots/stages-${name}.png`), fullPage: false });
}

const A100 = { taker: "A", contract: "hearts", points: 100 };
const B90 = { taker: "B", contract: "spades", side: "B", points: 90 };

/** Opens table `n` of the plan on show, enters `deals`, goes back to the plan. */
async function playTable(page, n, deals) {
  await page.click(tid(`ev-table-${n}`));
  await page.waitForSelector(tid("ev-table-title"));
  for (const d of deals) await enterRound(page, d);
  await page.click(tid("ev-back"));
  await page.waitForSelector(tid("ev-plan"));
}

/** Plays every table of the plan on show: side A wins each (one deal a table). */
async function playRound(page, skip = []) {
  await page.click(tid("ev-tab-tables"));
  await page.waitForSelector(tid("ev-plan"));
  const n = await page.$$eval('[data-testid^="ev-table-score-"]', (els) => els.length);
  for (let k = 1; k <= n; k++) if (!skip.includes(k)) await playTable(page, k, [A100]);
}

/** Draws the next round and waits for its plan. */
async function draw(page, n) {
  await page.click(tid("ev-draw"));
  await page.waitForFunction((n) => document.querySelector('[data-testid="ev-round"]')?.textContent.includes(String(n)), n);
  await page.click(tid("ev-tab-tables"));
  await page.waitForSelector(tid("ev-table-1"));
}

test("a concours in pools, then the main bracket and a consolante, one knockout table from a phone", async () => {
  const { page, errors, context, backend } = await openApp(env.browser, { width: 1280, height: 900, lang: "en" });
  const T = texts("en");
  await page.waitForSelector(tid("tab-events"));
  await page.click(tid("tab-events"));
  await page.click(tid("ev-new"));
  await page.click(tid("ev-preset-concours_pools"));
  await page.waitForSelector(tid("stages-editor"));
  await page.fill(tid("ev-name"), "Concours de l'amicale");
  await page.fill(tid("ev-deals"), "1");
  await page.dispatchEvent(tid("ev-deals"), "change");
  await page.fill(tid("stage-pools"), "2");
  await page.dispatchEvent(tid("stage-pools"), "change");
  assert.equal(await page.textContent(tid("stages-summary")), text(T, "stage.summary", { pools: 2, main: 2, consolante: T["stage.summary_consolante"] }));
  await page.fill(tid("ev-entrants-text"), "Les Cochons\nLes Belotes\nAtout Cœur\nLes Capots\nDix de Der\nLes Rebelotes\nPique et Pique\nLe Litige");
  await page.screenshot({ path: shotPath("screenshots/stages-new.png") });
  await page.click(tid("ev-create"));
  await page.waitForSelector(tid("ev-draw"));
  assert.equal(await page.$(tid("error")), null);
  assert.equal(await page.textContent(tid("ev-round")), text(T, "ev.rounds_n", { n: 5 }), "3 pool rounds and 2 knockout rounds");

  // The pools: three rounds of the Berger table of four, every table in its pool.
  for (let r = 1; r <= 3; r++) {
    await draw(page, r);
    const groups = await page.$$eval('[data-testid^="ev-table-group-"]', (els) => els.map((e) => e.textContent));
    assert.deepEqual(groups, [1, 2, 3, 4].map((k) => text(T, "stage.pool", { pool: k <= 2 ? "A" : "B" })));
    if (r === 1) await checkLayout(page, 1280);
    await playRound(page);
  }
  // The pools are over: the draw waits for the close, which says who goes where.
  assert.equal(await page.isDisabled(tid("ev-draw")), true);
  await page.waitForSelector(tid("stage-close-box"));
  const moves = await page.$$eval(`${tid("stage-moves")} li`, (lis) => lis.map((li) => li.textContent));
  assert.equal(moves.length, 2, JSON.stringify(moves));
  assert.match(moves[0], /^Main: A1 .* · B1 .* · A2 .* · B2 /);
  assert.match(moves[1], /^Consolante: A3 .* · B3 /);
  await shot(page, "close");
  await page.click(tid("ev-tab-stages"));
  await page.waitForSelector(tid("pool-A"));
  await page.$eval(tid("stages-panel"), (el) => el.scrollIntoView());
  await shot(page, "pools");
  await page.click(tid("stage-close"));
  await page.waitForSelector(tid("bracket-main"));
  assert.equal(await page.$(tid("stage-close-box")), null);
  assert.ok(await page.$(tid("stage-reopen")), "the close can be undone until a deal");

  // The semi-finals: main and consolante, each table its bracket and the places at stake.
  await draw(page, 4);
  const semis = await page.$$eval('[data-testid^="ev-table-group-"]', (els) => els.map((e) => e.textContent));
  assert.deepEqual(semis, [`Main · ${T["stage.semi"]}`, `Main · ${T["stage.semi"]}`, `Consolante · ${T["stage.semi"]}`, `Consolante · ${T["stage.semi"]}`]);

  // Table 3 (a consolante semi-final) from a phone at 360 px: the tables opened to phones.
  await page.click(tid("ev-tab-phones"));
  await page.click(tid("ev-phones-open"));
  await page.waitForSelector(tid("ev-qr-4"));
  const status = await backend.call("phones_status");
  const phoneCtx = await env.browser.newContext({ viewport: { width: 360, height: 740 }, locale: "en-US" });
  const phone = await phoneCtx.newPage();
  await phone.goto(new URL(`t/${status.tables[2].code}`, status.url).href);
  await phone.waitForSelector(tid("phone-group"));
  assert.equal(await phone.textContent(tid("phone-group")), text(T, "phone.group_bracket", { bracket: "Consolante", what: T["stage.semi"] }));
  await phone.click(tid("enter-deal"));
  await phone.click(tid("taker-A"));
  await phone.click(tid("contract-hearts"));
  await phone.fill(tid("points"), "100");
  await phone.click(tid("save-round"));
  await phone.waitForSelector(tid("phone-complete"));
  await phone.screenshot({ path: shotPath("screenshots/stages-phone.png") });
  await phoneCtx.close();
  await page.click(tid("ev-tab-tables"));
  await page.waitForFunction(() => document.querySelector('[data-testid="ev-table-3"]')?.classList.contains("complete"));
  await playRound(page, [3]);

  // The finals and the third-place matches, to the consolante's final.
  await draw(page, 5);
  const finals = await page.$$eval('[data-testid^="ev-table-group-"]', (els) => els.map((e) => e.textContent));
  assert.deepEqual(finals, [
    `Main · ${T["stage.final"]}`,
    `Main · ${text(T, "stage.place_match", { n: 3 })}`,
    `Consolante · ${T["stage.final"]}`,
    `Consolante · ${text(T, "stage.place_match", { n: 3 })}`,
  ]);
  await playTable(page, 1, [A100]);
  await playTable(page, 2, [B90]);
  await playTable(page, 3, [A100]);
  await playTable(page, 4, [A100]);
  await page.waitForSelector(tid("ev-finished"));

  // The brackets drawn as brackets; the event's ranking: the main bracket, then the consolante.
  await page.click(tid("ev-tab-stages"));
  await page.waitForSelector(tid("bracket-consolante"));
  await shot(page, "bracket");
  const mainPlaces = await page.$$eval(`${tid("bracket-places-main")} li`, (lis) => lis.length);
  assert.equal(mainPlaces, 4);
  await page.click(tid("ev-tab-standings"));
  const finish = await page.$$eval('[data-testid="ev-standing"] td.finish', (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(finish, ["Main · 1", "Main · 2", "Main · 3", "Main · 4", "Consolante · 1", "Consolante · 2", "Consolante · 3", "Consolante · 4"]);

  // The projector: the bracket as a tree at 1920×1080.
  const proj = await env.browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await proj.goto(new URL(`e/${status.event}`, status.url).href);
  await proj.waitForSelector(tid("projector-bracket"));
  assert.ok(await proj.$(".projector .bk-tree"), "the bracket is drawn as a tree");
  await proj.screenshot({ path: shotPath("screenshots/stages-projector.png") });
  await proj.close();

  // The A4 pages: a bracket page a bracket (landscape), a sheet a pool.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__printed = 0;
    w.print = () => (w.__printed += 1);
  });
  await page.click(tid("ev-tab-print"));
  await page.click(tid("print-brackets"));
  await page.waitForFunction(() => /** @type {any} */ (window).__printed === 1);
  assert.equal(await page.$$eval('[data-testid^="print-bracket-"]', (els) => els.length), 2);
  await page.click(tid("print-pool_sheets"));
  await page.waitForFunction(() => /** @type {any} */ (window).__printed === 2);
  const sheet = await page.textContent(tid("print-pool-A"));
  assert.ok(sheet.includes(T["print.schedule"]) && sheet.includes(T["print.cross_table"]), sheet);
  assert.ok(!/[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}/.test(sheet.replace(/[a-zà-ÿœ' ]/gi, " ")), "no table code on a pool sheet");

  // At 360 px the bracket scrolls inside its box, never the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.click(tid("ev-tab-stages"));
  await page.waitForSelector(tid("bracket-main"));
  await checkLayout(page, 360);
  await shot(page, "bracket-360");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a cup in Arabic at 360 px: the bracket right to left", async () => {
  const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang: "ar" });
  const T = texts("ar");
  await page.waitForSelector(tid("tab-events"));
  await page.click(tid("tab-events"));
  await page.click(tid("ev-new"));
  await page.click(tid("ev-preset-cup"));
  await page.fill(tid("ev-entrants-text"), "الصقور\nالنخبة\nالنجوم\nالأبطال\nالفرسان\nالرواد");
  await page.click(tid("ev-create"));
  await page.waitForSelector(tid("ev-draw"));
  await page.click(tid("ev-draw"));
  await page.waitForSelector(tid("ev-table-2"));
  await page.click(tid("ev-tab-stages"));
  await page.waitForSelector(tid("bracket-cup"));
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  // The first round's column is on the right in Arabic.
  const [first, second] = await page.$$eval(`${tid("bracket-cup")} .bk-round`, (cols) => cols.slice(0, 2).map((c) => c.getBoundingClientRect().left));
  assert.ok(first > second, `round 1 at ${first}, round 2 at ${second}`);
  assert.equal(await page.textContent(`${tid("stage-list")} li:first-child strong`), T["stage.name.cup"]);
  await checkLayout(page, 360);
  await shot(page, "cup-ar");
  assert.deepEqual(errors, []);
  await context.close();
});
