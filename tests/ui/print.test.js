// The organiser's printed pages (issue 20) in headless Chromium on the real back end (the
// bridge): an event of 5 teams (one sits out each round) whose names hold markup, ampersands,
// quotes and accents; round 1 drawn and played through the bridge; each print view of the
// event's Print tab laid out, rendered to an A4 PDF by Chromium (its print CSS) and read back
// page by page with poppler's `pdftotext -layout`:
//  - the score sheets: exactly one page per table, with the event's name, the round, the
//    table's number, both sides' names (as typed: escaped, never markup), its code, a line per
//    deal; the QR codes hold the codes, or the tables' phone pages once the tables are open to
//    phones (the Rust test decodes them: crates/belote-api/tests/print.rs);
//  - the table plan (every table and who sits out; no codes), the standings and the prize
//    list with their rows; the same pages in French.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, checkLayout, text } from "./flows.js";

const env = useBrowser();

const TEAMS = [
  { name: "Les <Cochons>", players: ["Jean", "Zoë"] },
  { name: 'Duo & "Fils"' },
  { name: "Atout Cœur", players: ["Léa", "Marc"] },
  { name: "L'Équipe <b>" },
  { name: "Dix de Der" },
];
const NAME = 'Concours <i>d\'été</i> & "amis"';

/** Runs a poppler tool; its output. */
function poppler(tool, args) {
  const r = spawnSync(tool, args, { encoding: "utf8" });
  if (r.error) throw new Error(`${tool} is missing (scripts/setup-debian.sh installs poppler-utils): ${r.error.message}`);
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

/**
 * The page as Chromium prints it (A4, its print CSS): the text of each PDF page.
 * @param {import("playwright-core").Page} page
 * @param {{ink?: boolean, shot?: string}} [opts] ink: check that the first page is black on white;
 *   shot: keep the first page as a picture for docs/screenshots/print-SHOT.png (harness shotPath)
 */
async function printedPages(page, opts = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "belote-print-"));
  try {
    const file = path.join(dir, "pages.pdf");
    fs.writeFileSync(file, await page.pdf({ format: "A4" }));
    // BELOTE_PRINT_PDFS=DIR keeps every PDF there, to look at.
    const keep = process.env.BELOTE_PRINT_PDFS;
    if (keep) fs.copyFileSync(file, path.join(keep, `${await page.$eval(tid("print-root"), (r) => r.dataset.kind)}-${Date.now()}.pdf`));
    const info = poppler("pdfinfo", [file]);
    const count = Number(/^Pages:\s+(\d+)/m.exec(info)[1]);
    assert.match(info, /^Page size:.* pts \(A4\)$/m);
    if (opts.ink) {
      // Black on white, whatever the app's theme: the first page, as grey levels, is mostly white.
      poppler("pdftoppm", ["-gray", "-r", "30", "-f", "1", "-l", "1", file, path.join(dir, "page")]);
      const shot = fs.readdirSync(dir).find((f) => f.startsWith("page"));
      const mean = spawnSync("convert", [path.join(dir, shot), "-format", "%[fx:mean]", "info:"], { encoding: "utf8" });
      assert.equal(mean.status, 0, mean.stderr);
      assert.ok(Number(mean.stdout) > 0.8, `the page is white with black lines (mean grey ${mean.stdout})`);
    }
    if (opts.shot) {
      poppler("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, shotPath(`screenshots/print-${opts.shot}`)]);
    }
    return Array.from({ length: count }, (_, i) => poppler("pdftotext", ["-layout", "-f", String(i + 1), "-l", String(i + 1), file, "-"]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens the event's Print tab (the only event). The print dialog a headless browser cannot
 * show is stood in for: window.print counts its calls.
 */
async function openPrintTab(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__printed = 0;
    w.print = () => (w.__printed += 1);
  });
  await page.click(tid("tab-events"));
  await page.click(tid("ev-open"));
  await page.click(tid("ev-tab-print"));
}

/**
 * Presses a print button of the Print tab; resolves once the pages are laid out and the print
 * dialog was asked for.
 */
async function print(page, kind) {
  const before = await page.evaluate(() => /** @type {any} */ (window).__printed);
  await page.click(tid(`print-${kind}`));
  await page.waitForFunction((n) => /** @type {any} */ (window).__printed === n + 1, before);
  assert.equal(await page.$eval(tid("print-root"), (r) => r.dataset.kind), kind);
}

const A100 = { taker: "A", contract: "hearts", points: { A: 100 } };
const B90 = { taker: "B", contract: "spades", points: { B: 90 } };

/** A page's text on one line (a caption may wrap). */
const flat = (pageText) => pageText.replace(/\s+/g, " ");

/** Lines of a page that are a deal's line of the grid: its number alone. */
const dealLines = (pageText) => pageText.split("\n").filter((l) => /^\s*\d+\s*$/.test(l)).map((l) => Number(l.trim()));

test("an event's printed pages: a score sheet per table with its code and QR code, the plan, the standings and the prizes, on A4", async () => {
  const { page, backend, errors, context } = await openApp(env.browser, { width: 1280, height: 900, lang: "en" });
  const T = texts("en");
  const created = await backend.call("create_event", {
    definition: {
      name: NAME,
      date: "2026-12-05",
      variant: "classic",
      options: { announces: false },
      format: { rounds: 3, deals: 12 },
      teams: TEAMS,
      draw: { first: "order", then: "ranked" },
      prizes: { places: 3, booby: true },
    },
  });
  const event = created.event;
  const round1 = await backend.call("draw_round", { event });
  const tables = round1.draws[0].tables;
  assert.equal(tables.length, 2);
  await openPrintTab(page);
  assert.equal(await page.textContent(tid("print-qr-holds")), T["print.qr_code"]);
  // Nothing of the pages shows on screen; the app does not show on paper.
  await print(page, "sheets");
  assert.equal(await page.isVisible(tid("print-root")), false);
  // Names are text, never markup.
  assert.equal(await page.$("#print-root b, #print-root i"), null);

  // Each sheet's QR code is the back end's SVG, as an image (nothing of it runs in the page).
  const qrs = await page.$$eval("#print-root img.qr", (imgs) => imgs.map((i) => i.getAttribute("src")));
  assert.equal(qrs.length, 2);
  for (const src of qrs) assert.ok(src.startsWith("data:image/svg+xml;charset=utf-8,%3C%3Fxml"), src.slice(0, 60));
  const sheets = await printedPages(page, { shot: "sheet" });
  assert.equal(sheets.length, tables.length, "one A4 page per table");
  for (const [i, tb] of tables.entries()) {
    const sheet = sheets[i];
    assert.ok(sheet.includes(NAME), sheet);
    assert.ok(sheet.includes(text(T, "print.sheet_title", { table: tb.table, round: 1, rounds: 3 })), sheet);
    assert.ok(sheet.includes(tb.names.A) && sheet.includes(tb.names.B), sheet);
    assert.ok(sheet.includes(tb.code), sheet);
    assert.ok(flat(sheet).includes(T["print.scan_code"]), sheet);
    assert.ok(!sheet.includes(T["tab.events"]), "the app's tabs are not printed");
    for (const other of tables.filter((x) => x !== tb)) assert.ok(!sheet.includes(other.code), "one table's code per sheet");
    // A line for each of the 12 deals, numbered.
    assert.deepEqual(dealLines(sheet), Array.from({ length: 12 }, (_, k) => k + 1), sheet);
  }
  // Order draw: 1–2 and 3–4 (Jean & Zoë named beside their team), team 5 sits out.
  assert.ok(sheets[0].includes("Les <Cochons>") && sheets[0].includes("Jean & Zoë") && sheets[0].includes('Duo & "Fils"'), sheets[0]);
  assert.ok(sheets[1].includes("Atout Cœur") && sheets[1].includes("L'Équipe <b>"), sheets[1]);

  // The table plan: both tables, who sits out, and no code (a code lets its holder enter deals).
  await print(page, "plan");
  const plan = (await printedPages(page)).join("\f");
  assert.ok(plan.includes(text(T, "print.plan_title", { round: 1, rounds: 3 })), plan);
  for (const team of TEAMS.slice(0, 4)) assert.ok(plan.includes(team.name), `${team.name} in ${plan}`);
  assert.ok(plan.includes(text(T, "ev.byes", { names: "Dix de Der" })), plan);
  for (const tb of tables) assert.ok(!plan.includes(tb.code), plan);

  // Round 1 played (through the bridge, as the tables' phones would): 200–124 and 152–172.
  for (const [table, deals] of [
    [1, [A100, A100]],
    [2, [A100, B90]],
  ]) {
    for (let k = 0; k < 12; k += 1) await backend.call("event_table_append", { event, round: 1, table, deal: deals[k % 2] });
  }
  await page.click(tid("ev-tab-tables"));
  await page.click(tid("ev-tab-print"));
  const screen = await backend.call("get_event", { event });
  await print(page, "standings");
  const standings = (await printedPages(page, { shot: "standings" })).join("\f");
  assert.ok(standings.includes(text(T, "ev.standings_after", { n: 1 })), standings);
  const rows = standings.split("\n").filter((l) => /^\s*\d+\s+\S/.test(l));
  assert.equal(rows.length, 5, standings);
  for (const [k, st] of screen.standings.entries()) {
    assert.ok(rows[k].includes(st.name), `row ${k + 1}: ${rows[k]}`);
    assert.match(rows[k], new RegExp(`^\\s*${st.rank}\\s.*\\s${st.points}\\s+${st.against}\\s`), rows[k]);
  }

  // The prize list: the first three, then the booby prize for the last listed team.
  await print(page, "prizes");
  const prizes = (await printedPages(page)).join("\f");
  assert.ok(prizes.includes(text(T, "print.prizes_so_far", { n: 1 })), prizes);
  const won = screen.standings.filter((s) => s.prize !== null).sort((a, b) => a.prize - b.prize);
  assert.equal(won.length, 4);
  const prizeRows = prizes.split("\n").filter((l) => /^\s*\d+\s+\S/.test(l));
  assert.equal(prizeRows.length, 4, prizes);
  for (const [k, st] of won.entries()) assert.match(prizeRows[k], new RegExp(`^\\s*${st.prize}\\s+.*${st.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), prizeRows[k]);
  assert.ok(prizeRows[3].includes(`(${T["ev.booby"]})`), prizeRows[3]);

  // Round 2 drawn and the tables opened to phones: the QR codes now hold each table's phone page.
  await backend.call("draw_round", { event });
  const status = await backend.call("phones_open", { event, bind: "127.0.0.1:0" });
  // The Events tab asks whether the tables are open when it opens.
  await page.click(tid("ev-all"));
  await page.click(tid("tab-settings"));
  await openPrintTab(page);
  assert.equal(await page.textContent(tid("print-qr-holds")), T["print.qr_page"]);
  await print(page, "sheets");
  // While printing, the document's title names the pages (a PDF's file name)…
  assert.equal(await page.title(), `${NAME} – ${text(T, "print.sheets", { n: 2 })}`);
  const pack = await backend.call("event_print", { event });
  assert.equal(pack.qr, "page");
  for (const tb of pack.tables) assert.equal(tb.qr_text, `${status.url}t/${tb.code}`);
  const sheets2 = await printedPages(page);
  // …and once printed, the title is the app's again; a print that is not the tab's (the
  // browser's own menu) prints the screen, not the last pages.
  assert.equal(await page.title(), "Belote");
  assert.equal(await page.$eval(tid("print-root"), (r) => r.childElementCount), pack.tables.length);
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  assert.equal(await page.$eval(tid("print-root"), (r) => r.childElementCount), 0);
  assert.equal(sheets2.length, pack.tables.length);
  for (const [i, tb] of pack.tables.entries()) {
    assert.ok(sheets2[i].includes(text(T, "print.sheet_title", { table: tb.table, round: 2, rounds: 3 })), sheets2[i]);
    assert.ok(sheets2[i].includes(tb.code) && flat(sheets2[i]).includes(T["print.scan_page"]), sheets2[i]);
  }
  await backend.call("phones_close");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the printed pages in French, and an event of players: a side's two names on the sheet", async () => {
  const { page, backend, errors, context } = await openApp(env.browser, { width: 820, height: 1180, lang: "fr", theme: "dark" });
  const T = texts("fr");
  const created = await backend.call("create_event", {
    definition: {
      name: "Klaverjasavond & co",
      variant: "klaverjas",
      format: { rounds: 2, deals: 40 },
      entrants: "players",
      players: ["Ans", "Bram", "Cor", "Dirk", "Éls", "Fien", "Gijs", "Henk", "Ida"],
      draw: { first: "order" },
    },
  });
  const event = created.event;
  const drawn = await backend.call("draw_round", { event });
  await openPrintTab(page);
  await checkLayout(page, 820);
  await print(page, "sheets");
  const sheets = await printedPages(page, { ink: true });
  const tables = drawn.draws[0].tables;
  assert.equal(sheets.length, 2);
  for (const [i, tb] of tables.entries()) {
    assert.ok(sheets[i].includes(text(T, "print.sheet_title", { table: tb.table, round: 1, rounds: 2 })), sheets[i]);
    assert.match(tb.names.A, / & /);
    assert.ok(sheets[i].includes(tb.names.A) && sheets[i].includes(tb.names.B) && sheets[i].includes(tb.code), sheets[i]);
    assert.ok(flat(sheets[i]).includes(T["print.scan_code"]), sheets[i]);
    // 40 deals (the most an event allows) still fit on the one page.
    assert.deepEqual(dealLines(sheets[i]), Array.from({ length: 40 }, (_, k) => k + 1));
  }
  await print(page, "plan");
  const plan = (await printedPages(page)).join("\f");
  assert.ok(plan.includes(text(T, "print.plan_title", { round: 1, rounds: 2 })), plan);
  assert.ok(plan.includes(text(T, "ev.byes", { names: "Ida" })), plan);
  await print(page, "standings");
  const standings = (await printedPages(page)).join("\f");
  assert.equal(standings.split("\n").filter((l) => /^\s*\d+\s+\S/.test(l)).length, 9, standings);
  assert.deepEqual(errors, []);
  await context.close();
});
