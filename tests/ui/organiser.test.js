// The organiser's screens (issue 20) in headless Chromium on the real back end (the bridge):
//  - a concours at desktop width (en): a preset, entrants pasted, round 1 drawn, every table's
//    deals entered with the same round entry as a match (the explanation names the sides), the
//    standings; round 2 drawn, a deal of round 1 corrected (the standings move); a late team
//    and a withdrawal, round 3 drawn without the one and with the other; the prizes;
//  - a klaverjas evening at tablet width in French: players pasted, the plan, a table's deal
//    explained with its two players' names, the tables opened to phones, a phone's deal on the
//    organiser's panel, plan and standings within a second, its last deal marks the table done.
// Its pictures, organiser-*.png, go where the harness keeps them (shotPath).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, enterRound, checkLayout, text } from "./flows.js";

const env = useBrowser();

/** @param {import("playwright-core").Page} page */
async function shot(page, name) {
  // A passing notice ("Round 1 is drawn") is not part of the screen.
  await page.evaluate(() => document.querySelectorAll(".notice, .toast").forEach((n) => /** @type {HTMLElement} */ (n).style.setProperty("visibility", "hidden")));
  await page.screenshot({ path: shotPath(`screenshots/organiser-${name}.png`) });
}

/** Creates an event from the Events tab: preset, name, rounds, deals a table, entrants. */
async function createEvent(page, { preset, name, rounds, deals, entrants, screenshot = false }) {
  await page.click(tid("tab-events"));
  await page.click(tid("ev-new"));
  await page.click(tid(`ev-preset-${preset}`));
  await page.fill(tid("ev-name"), name);
  await page.fill(tid("ev-rounds"), String(rounds));
  await page.dispatchEvent(tid("ev-rounds"), "change");
  await page.fill(tid("ev-deals"), String(deals));
  await page.dispatchEvent(tid("ev-deals"), "change");
  await page.fill(tid("ev-entrants-text"), entrants);
  if (screenshot) await shot(page, "new");
  await page.click(tid("ev-create"));
  await page.waitForSelector(`${tid("ev-draw")}, ${tid("error")}`);
  assert.equal(await page.$(tid("error")), null, await page.textContent(tid("error")).catch(() => ""));
}

/** The standings as the screen shows them: entrant number → points. */
async function points(page) {
  await page.click(tid("ev-tab-standings"));
  await page.waitForSelector(tid("ev-standings"));
  const rows = await page.$$eval('[data-testid="ev-standing"]', (trs) => trs.map((tr) => [Number(tr.dataset.entrant), Number(tr.querySelector('[data-testid="ev-points"]').textContent)]));
  return Object.fromEntries(rows);
}

/** Opens table `n` of the plan on show, enters `deals` with round entry, goes back. */
async function playTable(page, n, deals) {
  await page.click(tid(`ev-table-${n}`));
  await page.waitForSelector(tid("ev-table-title"));
  for (const d of deals) await enterRound(page, d);
  await page.click(tid("ev-back"));
  await page.waitForSelector(tid("ev-plan"));
}

const A100 = { taker: "A", contract: "hearts", points: 100 };
const B90 = { taker: "B", contract: "spades", side: "B", points: 90 };

test("a concours at desktop width: preset, pasted teams, draws, every table's deals, a correction, late entrant and withdrawal, prizes", async () => {
  const { page, errors, context } = await openApp(env.browser, { width: 1280, height: 860, lang: "en" });
  const T = texts("en");
  await page.waitForSelector(tid("tab-events"));
  await createEvent(page, {
    preset: "concours",
    name: "Concours <b>du</b> comité",
    rounds: 3,
    deals: 2,
    entrants: "1. Les Cochons: Jean, Paul\n2. Duo 2\n\n3. Atout Cœur\tLéa\tMarc\n4. Les Capots\n5. Dix de Der",
    screenshot: true,
  });
  // The name is shown as typed, never as markup.
  assert.equal(await page.textContent(tid("ev-title")), "Concours <b>du</b> comité");
  assert.equal(await page.$("h1 b"), null);
  await page.click(tid("ev-tab-entrants"));
  assert.match(await page.textContent(tid("ev-entrant-1")), /Les Cochons · Jean & Paul/);
  assert.match(await page.textContent(tid("ev-entrant-3")), /Atout Cœur · Léa & Marc/);
  await page.click(tid("ev-tab-tables"));
  assert.equal(await page.textContent(tid("ev-no-round")), T["ev.no_round"]);

  // Round 1: two tables and a bye (5 teams; the first draw at random from the seed).
  await page.click(tid("ev-draw"));
  await page.waitForSelector(tid("ev-table-2"));
  assert.equal(await page.textContent(tid("ev-round")), text(T, "ev.round_of", { n: 1, total: 3 }));
  assert.match(await page.textContent(tid("ev-byes")), new RegExp(`^${T["ev.byes"].replace("{names}", "")}`));
  assert.equal(await page.isDisabled(tid("ev-draw")), true, "round 2 waits for round 1");
  assert.equal(await page.textContent(tid("ev-draw-refused")), text(T, "ev.tables_open", { n: 1, tables: "1, 2" }));
  await checkLayout(page, 1280);

  // Table 1's deals with the same round entry as a match; the explanation names the sides.
  await page.click(tid("ev-table-1"));
  const title = await page.textContent(tid("ev-table-title"));
  assert.ok(title.startsWith(text(T, "ev.table_title", { table: 1, round: 1 })), title);
  const [a, b] = await page.$$eval(".totals .team-name", (els) => els.map((e) => e.textContent));
  await enterRound(page, A100);
  await page.click(tid("round-line"));
  const why = await page.$$eval(`${tid("explanation")} li`, (lis) => lis.map((li) => li.textContent));
  assert.ok(why.includes(`takers ${a} 100 > defenders ${b} 62: made`), JSON.stringify(why));
  assert.ok(!why.some((l) => / A \d| B \d/.test(l)), JSON.stringify(why));
  await shot(page, "table");
  await enterRound(page, A100);
  assert.equal(await page.textContent(tid("ev-table-state")), `✓ ${T["ev.complete"]}`);
  assert.equal(await page.$(tid("add-round")), null, "a complete table takes no more deals");
  await page.click(tid("ev-back"));
  await page.waitForSelector(tid("ev-table-2"));
  assert.equal(await page.textContent(tid("ev-table-score-1")), "200 – 124");
  await shot(page, "plan");
  await playTable(page, 2, [A100, B90]);
  assert.equal(await page.isDisabled(tid("ev-draw")), false);

  // The standings at once: 200, 124, 172 and 152 for the tables' sides; the bye the average (162).
  const round1 = await points(page);
  assert.deepEqual(Object.values(round1).sort((x, y) => x - y), [124, 152, 162, 172, 200]);
  await shot(page, "standings");

  // Round 2, then a correction of round 1: its table 1's second deal becomes B90.
  await page.click(tid("ev-draw"));
  await page.waitForFunction(() => document.querySelector('[data-testid="ev-round"]')?.textContent.includes("2"));
  await page.click(tid("ev-tab-tables"));
  await page.click(tid("ev-round-1"));
  await page.click(tid("ev-table-1"));
  await page.waitForSelector(tid("ev-correction"));
  assert.equal(await page.$(tid("ev-undo-deal")), null, "a round that is over keeps its deals: they are corrected");
  const lines = await page.$$(tid("round-line"));
  await lines[1].click();
  await page.click(tid("edit-round"));
  await page.click(tid("taker-B"));
  await page.click(tid("contract-spades"));
  await page.click(tid("side-B"));
  await page.fill(tid("points"), "90");
  await page.click(tid("save-round"));
  await page.waitForFunction(() => document.querySelector('[data-testid="total-A"]')?.textContent === "172");
  await page.click(tid("ev-back"));
  const corrected = await points(page);
  const winner1 = Object.keys(round1).find((k) => round1[k] === 200);
  assert.equal(corrected[winner1], 172, "the correction moves the standings at once");

  // Round 2's deals, then a late team and a withdrawal before round 3.
  await page.click(tid("ev-tab-tables"));
  await page.click(tid("ev-round-2"));
  await playTable(page, 1, [A100, A100]);
  await playTable(page, 2, [B90, A100]);
  await page.click(tid("ev-tab-entrants"));
  await page.fill(tid("ev-late-text"), "Les Retardataires: Ana & Marc");
  await page.click(tid("ev-add"));
  await page.waitForSelector(tid("ev-entrant-6"));
  await page.click(tid("ev-withdraw-2"));
  await page.click(tid("dialog-confirm"));
  await page.waitForSelector(`${tid("ev-entrant-2")}.withdrawn`);
  await page.click(tid("ev-draw"));
  await page.waitForFunction(() => document.querySelector('[data-testid="ev-round"]')?.textContent.includes("3"));
  await page.click(tid("ev-tab-tables"));
  const plan3 = await page.textContent(tid("ev-plan")) + (await page.textContent(tid("ev-byes")).catch(() => ""));
  assert.ok(plan3.includes("Les Retardataires"), plan3);
  assert.ok(!plan3.includes("Duo 2"), plan3);
  await playTable(page, 1, [A100, B90]);
  await playTable(page, 2, [A100, A100]);
  await page.waitForSelector(tid("ev-finished"));

  // The prizes: every team (the concours preset), in standings order, withdrawn included.
  await page.click(tid("ev-tab-prizes"));
  const prizes = await page.$$eval(tid("ev-prize"), (lis) => lis.map((li) => li.querySelector(".ev-prize-no").textContent));
  assert.deepEqual(prizes, ["1", "2", "3", "4", "5", "6"]);
  await shot(page, "prizes");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a klaverjas evening at tablet width in French: pasted players, the plan, a deal explained with the players' names, the tables opened to phones", async () => {
  const { page, errors, context, backend } = await openApp(env.browser, { width: 820, height: 1180, lang: "fr" });
  const T = texts("fr");
  await page.waitForSelector(tid("tab-events"));
  await createEvent(page, {
    preset: "klaverjasavond",
    name: "Klaverjasavond",
    rounds: 2,
    deals: 2,
    entrants: "Ans\nBram\nCor\nDirk\nEls\nFien\nGijs\nHenk",
  });
  assert.equal(await page.textContent(tid("ev-round")), text(T, "ev.rounds_n", { n: 2 }));
  await page.click(tid("ev-draw"));
  await page.waitForSelector(tid("ev-table-2"));
  await checkLayout(page, 820);
  // A side of two players is named by both: "Ans & Els".
  const card = await page.textContent(tid("ev-table-1"));
  assert.match(card, /\S+ & \S+/);
  await page.click(tid("ev-table-1"));
  await page.waitForSelector(".totals .team-name");
  const [a, b] = await page.$$eval(".totals .team-name", (els) => els.map((e) => e.textContent));
  assert.match(a, / & /);
  await enterRound(page, A100);
  await page.click(tid("round-line"));
  const why = await page.$$eval(`${tid("explanation")} li`, (lis) => lis.map((li) => li.textContent));
  assert.ok(why.some((l) => l.startsWith(`équipe qui joue ${a} `) && l.includes(` ${b} `)), JSON.stringify(why));
  await checkLayout(page, 820);
  await page.click(tid("ev-back"));

  // The tables open to phones: the address, the projector page, a QR code per table.
  await page.click(tid("ev-tab-phones"));
  await page.click(tid("ev-phones-open"));
  await page.waitForSelector(tid("ev-qr-2"));
  const url = await page.textContent(tid("ev-phones-url"));
  assert.match(url, /^http:\/\/[\d.]+:\d+\/$/);
  assert.ok((await page.textContent(tid("ev-projector-url"))).startsWith(`${url}e/`));
  const qr = await page.$eval(tid("ev-qr-2"), (img) => img.getBoundingClientRect().width);
  assert.ok(qr >= 200, `QR code ${qr} px: big enough to scan from the screen`);
  assert.equal(await page.textContent(tid("ev-phone-deals-1")), text(T, "ev.deals_n", { n: 1 }));
  await shot(page, "phones");

  // A phone enters table 2's first deal (the table API, on loopback): the panel shows it
  // within a second, and so do the plan and the standings.
  const status = await backend.call("phones_status");
  const port = new URL(status.url).port;
  const code = status.tables[1].code;
  const t0 = Date.now();
  const r = await fetch(`http://127.0.0.1:${port}/api/tables/${code}/deals`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ op: "phone-1", number: 1, deal: { taker: "B", contract: "clubs", points: { B: 100 } } }),
  });
  assert.equal(r.status, 200, await r.text());
  await page.waitForFunction((n) => document.querySelector('[data-testid="ev-phone-deals-2"]')?.textContent === n, text(T, "ev.deals_n", { n: 1 }), { timeout: 1000 });
  console.log(`# a phone's deal on the organiser's panel after ${Date.now() - t0} ms`);
  await page.click(tid("ev-tab-tables"));
  assert.equal(await page.textContent(tid("ev-table-deals-2")), text(T, "ev.deals_of", { n: 1, total: 2 }));
  await page.click(tid("ev-tab-phones"));

  // Its second deal finishes the table: the panel says it is done, and so does the plan.
  const r2 = await fetch(`http://127.0.0.1:${port}/api/tables/${code}/deals`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ op: "phone-2", number: 2, deal: { taker: "A", contract: "hearts", points: { A: 90 } } }),
  });
  assert.equal(r2.status, 200, await r2.text());
  await page.waitForFunction((done) => document.querySelector('[data-testid="ev-phone-deals-2"]')?.textContent === done, `✓ ${T["ev.complete"]}`, { timeout: 1000 });
  assert.ok(await page.$(`${tid("ev-phone-table-2")}.complete`));
  assert.equal(await page.textContent(tid("ev-phone-deals-1")), text(T, "ev.deals_n", { n: 1 }));
  await page.click(tid("ev-tab-tables"));
  assert.equal(await page.textContent(tid("ev-table-deals-2")), `✓ ${T["ev.complete"]}`);
  await page.click(tid("ev-tab-phones"));
  await page.click(tid("ev-phones-close"));
  await page.waitForSelector(tid("ev-phones-open"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("slips in a pasted list are said at once in the organiser's language, and nothing is created until they are fixed", async () => {
  const { page, errors, context } = await openApp(env.browser, { width: 820, height: 1180, lang: "fr" });
  const T = texts("fr");
  await page.click(tid("tab-events"));
  await page.click(tid("ev-new"));
  await page.click(tid("ev-preset-concours"));
  // The same team twice (lines 1 and 3): said while typing, and again on Create.
  await page.fill(tid("ev-entrants-text"), "Les Cochons\nDuo 2\nLes Cochons: Jean, Paul");
  const repeat = text(T, "ev.problem_repeat", { line: 3, name: "Les Cochons", first: 1 });
  assert.equal(await page.textContent(tid("ev-entrants-problem")), repeat);
  await page.click(tid("ev-create"));
  assert.equal(await page.textContent(tid("error")), repeat);
  // One team is not an event.
  await page.fill(tid("ev-entrants-text"), "Les Cochons");
  assert.equal(await page.textContent(tid("ev-entrants-problem")), "");
  await page.click(tid("ev-create"));
  assert.equal(await page.textContent(tid("error")), text(T, "ev.problem_few", { n: 2 }));
  // Fixed: created.
  await page.fill(tid("ev-entrants-text"), "Les Cochons\nDuo 2\nAtout Cœur");
  await page.click(tid("ev-create"));
  await page.waitForSelector(tid("ev-draw"));
  // A late team already registered is refused before it is sent.
  await page.click(tid("ev-tab-entrants"));
  await page.fill(tid("ev-late-text"), "Duo 2");
  await page.click(tid("ev-add"));
  assert.equal(await page.textContent(tid("error")), text(T, "ev.problem_taken", { line: 1, name: "Duo 2" }));
  assert.deepEqual(errors, []);
  await context.close();
});

test("an event's table is a game of the leaderboard: head to head lists it and opens it in its event", async () => {
  const { page, errors, context, backend } = await openApp(env.browser, { width: 1280, height: 860, lang: "en" });
  const created = await backend.call("create_event", {
    definition: {
      name: "Club night",
      variant: "classic",
      format: { rounds: 2, deals: 1 },
      teams: [
        { name: "Les Cochons", players: ["Léa", "Šime"] },
        { name: "Duo 2", players: ["Ivana", "Jan"] },
        { name: "Atout Cœur", players: ["Marko", "Ana"] },
        { name: "Dix de Der", players: ["Paul", "Zoë"] },
      ],
      draw: { first: "order" },
    },
  });
  const event = created.event;
  await backend.call("draw_round", { event });
  for (const table of [1, 2]) {
    await backend.call("event_table_append", { event, round: 1, table, deal: { taker: "A", contract: "hearts", points: { A: 100 } } });
  }
  await page.click(tid("tab-stats"));
  await page.waitForSelector(tid("lb-row"));
  await page.locator(tid("lb-row"), { hasText: "Léa" }).locator(tid("lb-vs")).click();
  await page.waitForSelector(tid("h2h-picker"));
  await page.click(`${tid("h2h-pick")} >> text=Ivana`);
  await page.waitForSelector(tid("h2h"));
  assert.equal(await page.textContent(tid("h2h-won-first")), "1");
  assert.equal((await page.$$(tid("h2h-result"))).length, 1);
  await page.click(tid("h2h-result"));
  await page.waitForSelector(tid("ev-table-title"));
  assert.match(await page.textContent(tid("ev-table-title")), /1/);
  assert.equal(await page.$(tid("ev-title")), null, "the table itself, not its event's screen");
  assert.deepEqual(errors, []);
  await context.close();
});
