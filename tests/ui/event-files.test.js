// An event as a file in the app (Chromium on the real back end): an event made and drawn in
// one history is saved to a file from its screen, imported into another history from the
// events list (it opens, same name, same plan), and importing it again changes nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { openApp, useBrowser, texts } from "./harness.js";
import { tid } from "./flows.js";

const env = useBrowser();

test("an event saved to a file is imported whole into another history, once", async () => {
  const T = texts("en");
  const first = await openApp(env.browser, { width: 1280, height: 860, lang: "en" });
  const page = first.page;
  await page.click(tid("tab-events"));
  await page.click(tid("ev-new"));
  await page.click(tid("ev-preset-concours"));
  await page.fill(tid("ev-name"), "Concours <b>du</b> comité");
  await page.fill(tid("ev-entrants-text"), "Les Cochons\nDuo 2\nAtout Cœur\nDix de Der");
  await page.click(tid("ev-create"));
  await page.click(tid("ev-draw"));
  await page.waitForSelector(tid("ev-plan"));
  const plan = await page.textContent(tid("ev-plan"));

  await page.click(tid("ev-export"));
  const said = await page.waitForSelector(tid("evfile-said"));
  const path = /** @type {string} */ ((await said.textContent()) ?? "").replace(T["history.exported"].replace("{path}", ""), "").trim();
  assert.ok(fs.existsSync(path), `the file ${path} exists`);
  const file = JSON.parse(fs.readFileSync(path, "utf8"));
  assert.equal(file.definition.name, "Concours <b>du</b> comité");
  assert.equal(file.rounds.length, 1);

  const second = await openApp(env.browser, { width: 1280, height: 860, lang: "en" });
  const other = second.page;
  await other.click(tid("tab-events"));
  await other.setInputFiles(tid("ev-import-file"), path);
  await other.waitForSelector(tid("ev-title"));
  assert.equal(await other.textContent(tid("ev-title")), "Concours <b>du</b> comité");
  assert.equal(await other.textContent(tid("ev-plan")), plan);

  await other.click(tid("ev-all"));
  await other.setInputFiles(tid("ev-import-file"), path);
  await other.waitForFunction((text) => document.querySelector('[data-testid="evfile-said"]')?.textContent === text, T["evfile.skipped"]);
  await other.click(tid("ev-all")).catch(() => {});
  await other.waitForSelector(tid("ev-list"));
  assert.equal((await other.$$(tid("ev-open"))).length, 1);

  // A file that is not an event: said plainly, nothing stored.
  const junk = path.replace(/\.json$/, "-junk.json");
  fs.writeFileSync(junk, '{"format": "belote-history", "version": 1, "matches": []}');
  await other.setInputFiles(tid("ev-import-file"), junk);
  await other.waitForSelector(`${tid("evfile-said")}.error`);
  assert.equal((await other.$$(tid("ev-open"))).length, 1);
  // A file bigger than an event file can be is not read at all.
  const huge = path.replace(/\.json$/, "-huge.json");
  fs.closeSync(fs.openSync(huge, "w"));
  fs.truncateSync(huge, 64 * 1024 * 1024 + 1);
  await other.setInputFiles(tid("ev-import-file"), huge);
  await other.waitForFunction((text) => document.querySelector('[data-testid="evfile-said"]')?.textContent === text, T["evfile.failed"].replace("{message}", T["evfile.too_big"].replace("{max}", "64")));
  fs.rmSync(huge);
  assert.equal((await other.$$(tid("ev-open"))).length, 1);
  assert.deepEqual(first.errors, []);
  assert.deepEqual(second.errors, []);
  await first.context.close();
  await second.context.close();
});
