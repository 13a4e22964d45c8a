// A club's season (issue 28) in headless Chromium on the real back end (the bridge), built
// over three klaverjas evenings the way an organiser does it:
//  - a season from a preset (best 5 of 7, at least 5), changed to count the best 2 and to rank
//    from 2 evenings, an excused absence worth 150, the capots' side ranking;
//  - evening 1, once over, added with one tap from the season ("Add “Avond 1”"); evening 2
//    from its own final standings; evening 3 added while still being played (it gives nothing
//    yet), an excused absence marked there, then its table completed: it counts, absence and all;
//  - the table: one column an evening, what counts in bold, what does not struck through, the
//    absence marked, those without enough evenings unranked; the capots; a corrected deal moves
//    the season at once; the A4 page laid out for printing; the projector page (/s/SEASON) from
//    the phones' server; the same season in French at tablet width, nothing wider than the page.
// Its pictures, season-*.png, go where the harness keeps them (shotPath).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, checkLayout, text } from "./flows.js";

const env = useBrowser();

/** @param {import("playwright-core").Page} page */
async function shot(page, name) {
  await page.evaluate(() => document.querySelectorAll(".notice, .toast").forEach((n) => /** @type {HTMLElement} */ (n).style.setProperty("visibility", "hidden")));
  await page.screenshot({ path: shotPath(`screenshots/season-${name}.png`) });
}

const PLAYERS = ["Léa", "Jan", "Piet", "Kees", "Marie", "Sanne", "Bram", "Anouk"];

/**
 * A klaverjas evening of eight players, one round of two games, drawn in order (table 1:
 * players 1 & 4 against 2 & 3; table 2: 5 & 8 against 6 & 7). Its id.
 */
async function evening(backend, name, players = PLAYERS) {
  const ev = await backend.call("create_event", {
    definition: {
      name,
      date: "2026-10-01",
      variant: "klaverjas",
      format: { rounds: 1, deals: 2 },
      entrants: "players",
      players,
      draw: { first: "order" },
      ranking: ["points"],
    },
  });
  await backend.call("draw_round", { event: ev.event });
  return ev.event;
}

/** Enters `deals` (round facts) at table `table` of the evening. */
async function play(backend, event, table, deals) {
  for (const deal of deals) await backend.call("event_table_append", { event, round: 1, table, deal, lang: "en" });
}

const made = (a) => ({ taker: "A", contract: "hearts", points: { A: a } });
const pit = { taker: "A", contract: "hearts", capot: "A" };

/** The season's table as shown: name → {rank, total, cells: [{text, counted, absent} | null]}. */
async function table(page) {
  await page.waitForSelector(tid("season-table"));
  return page.$$eval('[data-testid="season-standing"]', (trs) =>
    Object.fromEntries(
      trs.map((tr) => [
        tr.getAttribute("data-name"),
        {
          rank: tr.querySelector(".rank").textContent,
          total: tr.querySelector('[data-testid="season-total"]').textContent,
          cells: [...tr.querySelectorAll("td.num:not(.big)")]
            .slice(0, -1)
            .map((td) => (td.dataset.counted ? { text: td.textContent, counted: td.dataset.counted === "true", absent: td.dataset.absent === "true" } : null)),
        },
      ]),
    ),
  );
}

/** Opens the Events tab's seasons and season `name`. */
async function openSeason(page, name) {
  await page.click(tid("tab-events"));
  await page.click(tid("mode-seasons"));
  await page.click(`${tid("season-open")}:has-text("${name}")`);
  await page.waitForSelector(tid("season-title"));
}

test("a season over three evenings: a preset, the evening just finished in one tap, an excused absence, what counts, the capots, print and projector", async () => {
  const { page, backend, errors, context } = await openApp(env.browser, { width: 1280, height: 900, lang: "en" });
  const T = texts("en");

  // Evening 1 is over: Léa & Kees 100 + 100 at table 1, Marie & Anouk a pit at table 2.
  const e1 = await evening(backend, "Avond 1");
  await play(backend, e1, 1, [made(100), made(100)]);
  await play(backend, e1, 2, [pit, made(60)]);

  // A season from the preset "best 5 of 7", changed: the best 2 count, 2 evenings to be ranked.
  await page.click(tid("tab-events"));
  await page.click(tid("mode-seasons"));
  assert.equal(await page.$$eval(`${tid("season-list")} li`, (l) => l.length), 0);
  await page.click(tid("season-new"));
  await page.click(tid("season-preset-average_6_of_8"));
  assert.equal(await page.textContent(tid("season-preset-about")), T["season.preset_about.average_6_of_8"]);
  await page.click(tid("season-preset-best_5_of_7"));
  assert.equal(await page.inputValue(tid("season-best")), "5");
  assert.equal(await page.inputValue(tid("season-of")), "7");
  assert.equal(await page.inputValue(tid("season-min")), "5");
  await page.fill(tid("season-name"), "Klaverjascompetitie 2026/27");
  for (const [field, value] of [["season-best", "2"], ["season-min", "2"], ["season-absence-score", "150"]]) {
    await page.fill(tid(field), value);
    await page.dispatchEvent(tid(field), "change");
  }
  const rules = "the best 2 of 7 · at least 2 evenings · excused absence 150";
  assert.equal(await page.textContent(tid("season-new-rules")), rules);
  await shot(page, "new");
  await page.click(tid("season-create"));
  await page.waitForSelector(tid("season-title"));
  assert.equal(await page.textContent(tid("season-title")), "Klaverjascompetitie 2026/27");
  assert.equal(await page.textContent(tid("season-rules")), rules);
  assert.equal(await page.textContent(tid("season-empty")), T["season.empty"]);

  // One tap adds the evening just finished.
  assert.equal(await page.textContent(tid("season-add-latest")), text(T, "season.add_latest", { name: "Avond 1", date: "2026-10-01" }));
  await page.click(tid("season-add-latest"));
  await page.waitForSelector(tid("season-standing"));
  let rows = await table(page);
  assert.deepEqual(Object.keys(rows).sort(), [...PLAYERS].sort());
  assert.equal(rows["Léa"].rank, "", "one evening of the two needed: not ranked yet");
  assert.equal(await page.textContent(tid("season-finals")), text(T, "season.final_of", { n: 1, total: 1 }));
  assert.equal(await page.textContent(tid("season-nothing-to-add")), T["season.nothing_to_add"]);

  // Evening 2 (Léa typed "LÉA", Jan away: Joost in his place), added from its final standings.
  const e2 = await evening(backend, "Avond 2", ["LÉA", "Joost", "Piet", "Kees", "Marie", "Sanne", "Bram", "Anouk"]);
  await play(backend, e2, 1, [made(120), made(90)]);
  await play(backend, e2, 2, [made(40), pit]);
  await page.click(tid("season-all"));
  await page.click(tid("mode-events"));
  await page.click(`${tid("ev-open")}:has-text("Avond 2")`);
  await page.click(tid("ev-tab-standings"));
  await page.waitForSelector(tid("season-offer-add"));
  assert.equal(await page.textContent(tid("season-offer-add")), text(T, "season.offer_add", { name: "Klaverjascompetitie 2026/27" }));
  await page.click(tid("season-offer-add"));
  const added = text(T, "season.added_to", { name: "Klaverjascompetitie 2026/27" });
  await page.waitForFunction((said) => document.querySelector('[data-testid="notice"]')?.textContent === said, added);
  await page.waitForSelector(tid("season-offer-open"));
  assert.equal(await page.textContent(tid("season-offer-open")), text(T, "season.offer_in", { name: "Klaverjascompetitie 2026/27" }));
  await page.click(tid("ev-all"));

  // Evening 3 is still being played: added from the season's evenings, it gives nothing yet;
  // Joost is excused at it.
  const e3 = await evening(backend, "Avond 3");
  await openSeason(page, "Competitie");
  await page.click(tid("season-tab-evenings"));
  assert.equal(await page.$$eval(`${tid("season-evenings")} li`, (l) => l.length), 2);
  await page.click(`${tid("season-add")}[data-event="${e3}"]`);
  await page.waitForSelector(tid("season-evening-3"));
  assert.match(await page.textContent(tid("season-evening-3")), new RegExp(T["season.not_final"]));
  await page.click(tid("season-tab-absences"));
  await page.selectOption(tid("season-absence-event"), e3);
  assert.ok((await page.$$eval("#season-people option", (o) => o.map((x) => x.value))).includes("Joost"));
  await page.fill(tid("season-absence-name"), "joost");
  await page.click(tid("season-excuse"));
  await page.waitForSelector(tid("season-absence"));
  assert.match(await page.textContent(tid("season-absence")), /joost · Avond 3/);
  await page.click(tid("season-tab-table"));
  rows = await table(page);
  assert.equal(rows["Joost"].cells[2], null, "evening 3 is not over: the absence counts later");
  // Jan (evening 1) and Joost (evening 2) have one evening each: not ranked yet.
  assert.equal(rows["Jan"].rank, "");
  assert.equal(rows["Joost"].rank, "");

  // Evening 3's tables completed (a pit for Léa & Kees): it counts now, and so does the absence.
  await play(backend, e3, 1, [pit, made(82)]);
  await play(backend, e3, 2, [made(100), made(100)]);
  await page.click(tid("season-all"));
  await page.click(`${tid("season-open")}:has-text("Competitie")`);
  rows = await table(page);
  const joost = rows["Joost"];
  assert.deepEqual(joost.cells[0], null);
  assert.equal(joost.cells[2].absent, true);
  assert.match(joost.cells[2].text, /^150/);
  // Léa has three evenings: the best two count, the third is struck through.
  const lea = rows["Léa"];
  assert.equal(lea.cells.filter((c) => c && c.counted).length, 2);
  assert.equal(lea.cells.filter((c) => c && !c.counted).length, 1);
  assert.equal(await page.$$eval(`${tid("season-standing")}[data-name="Léa"] s.season-dropped`, (s) => s.length), 1);
  assert.equal(await page.$$eval(`${tid("season-standing")}[data-name="Léa"] strong.season-counted`, (s) => s.length), 2);
  const counted = lea.cells.filter((c) => c && c.counted).map((c) => Number(c.text));
  assert.equal(Number(lea.total), counted[0] + counted[1]);
  assert.notEqual(lea.rank, "");
  // Jan played evenings 1 and 3: ranked; Joost played one and is excused at one: ranked too.
  assert.notEqual(rows["Jan"].rank, "");
  assert.notEqual(joost.rank, "");
  await checkLayout(page, 1280);
  await shot(page, "table");

  // The capots, as the deals say: Marie & Anouk took every trick at evenings 1 and 2, Léa & Kees
  // at evening 3 (table 1's side A is players 1 and 4, table 2's players 5 and 8).
  await page.click(tid("season-tab-sides"));
  const capots = await page.$$eval(tid("season-capot"), (trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
  assert.deepEqual(capots, [
    ["1", "Anouk", "2"],
    ["1", "Marie", "2"],
    ["3", "Kees", "1"],
    ["3", "Léa", "1"],
  ]);
  await page.click(tid("season-tab-table"));

  // A corrected deal of evening 1 moves the season at once.
  const before = rows["Léa"].total;
  await backend.call("event_table_edit", { event: e1, round: 1, table: 1, index: 0, deal: made(160), lang: "en" });
  await page.click(tid("season-tab-evenings"));
  await page.click(tid("season-tab-table"));
  await page.click(tid("season-all"));
  await page.click(`${tid("season-open")}:has-text("Competitie")`);
  rows = await table(page);
  assert.notEqual(rows["Léa"].total, before);

  // The A4 page: laid out for printing (the dialog a headless browser cannot show stood in for).
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__printed = 0;
    w.print = () => (w.__printed += 1);
  });
  await page.click(tid("season-tab-print"));
  await page.click(tid("season-print-table"));
  await page.waitForFunction(() => /** @type {any} */ (window).__printed === 1);
  assert.equal(await page.$eval(tid("print-root"), (r) => r.dataset.kind), "season-table");
  assert.equal(await page.isVisible(tid("print-root")), false, "nothing of the page on screen");
  const printed = await page.textContent(tid("print-root"));
  assert.ok(printed.includes("Klaverjascompetitie 2026/27") && printed.includes("Joost") && printed.includes(T["season.print_table"]), printed);
  assert.ok((await page.$$eval("#print-root s", (s) => s.length)) >= 1);
  // As Chromium prints it (A4, the print CSS): one page, read back with poppler.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "belote-season-"));
  try {
    const pdf = path.join(dir, "season.pdf");
    fs.writeFileSync(pdf, await page.pdf({ format: "A4" }));
    const info = spawnSync("pdfinfo", [pdf], { encoding: "utf8" });
    assert.equal(info.status, 0, info.stderr);
    assert.match(info.stdout, /^Pages:\s+1$/m);
    assert.match(info.stdout, /^Page size:.* pts \(A4\)$/m);
    const paper = spawnSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).stdout;
    for (const name of ["Klaverjascompetitie 2026/27", ...PLAYERS, "Joost", T["season.print_table"]]) assert.ok(paper.includes(name), `${name} on paper:\n${paper}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // The projector page: the phones' server opened, the season's page at /s/SEASON.
  await page.click(tid("season-tab-table"));
  await page.click(tid("season-projector"));
  await page.waitForSelector(tid("season-projector-url"));
  const url = await page.textContent(tid("season-projector-url"));
  assert.match(url, /^http:\/\/[\d.]+:\d+\/s\/s-/);
  const proj = await context.newPage();
  await proj.setViewportSize({ width: 1920, height: 1080 });
  const local = new URL(url);
  await proj.goto(`http://127.0.0.1:${local.port}${local.pathname}`);
  await proj.waitForSelector(`${tid("projector-season")} tbody tr`);
  assert.equal(await proj.textContent(tid("projector-name")), "Klaverjascompetitie 2026/27");
  const first = await proj.$eval(`${tid("projector-season")} tbody tr`, (tr) => tr.querySelector("td:nth-child(2)").textContent);
  assert.equal(first, Object.keys(rows)[0], "the app's table and the projector's in the same order");
  assert.ok(await proj.$(tid("projector-capots")));
  await proj.screenshot({ path: shotPath("screenshots/season-projector.png") });
  await proj.close();
  await backend.call("phones_close");

  // Taking evening 3 out takes the absence with it.
  await page.click(tid("season-tab-evenings"));
  await page.click(tid("season-remove-3"));
  await page.click(tid("dialog-confirm"));
  await page.waitForFunction(() => !document.querySelector('[data-testid="season-evening-3"]'));
  await page.click(tid("season-tab-absences"));
  await page.waitForSelector(tid("season-absences-none"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a season in French at tablet width: its words, its name as typed, its average with a decimal comma, nothing wider than the page", async () => {
  const { page, backend, errors, context } = await openApp(env.browser, { width: 820, height: 1180, lang: "fr" });
  const T = texts("fr");
  const e1 = await evening(backend, "Soirée 1");
  await play(backend, e1, 1, [made(100), made(101)]);
  await play(backend, e1, 2, [made(90), made(90)]);
  const name = "Saison <i>d'hiver</i> & co";
  const s = await backend.call("create_season", { definition: { name, events: [e1], ranking: { count: { best: 6, of: 8 }, aggregate: "average" } } });
  await openSeason(page, "Saison");
  assert.equal(await page.textContent(tid("season-title")), name);
  assert.equal(await page.$("h1 i"), null, "a name is text, never markup");
  assert.equal(await page.textContent(tid("season-tab-table")), T["season.tab.table"]);
  assert.equal(await page.textContent(tid("season-rules")), `${text(T, "season.rule.best_of", { n: 6, of: 8 })} · ${T["season.rule.average"]}`);
  const rows = await table(page);
  const avg = rows["Léa"].total;
  assert.match(avg, /^\d+,\d\d$/, `an average with 2 decimals and a comma: ${avg}`);
  assert.equal(s.standings.standings.length, 8);
  await checkLayout(page, 820);
  await page.click(tid("season-tab-evenings"));
  await checkLayout(page, 820);
  await page.click(tid("season-tab-absences"));
  await checkLayout(page, 820);
  assert.deepEqual(errors, []);
  await context.close();
});
