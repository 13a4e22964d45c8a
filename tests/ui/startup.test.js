// The start-up screen (headless Chromium, on the real back end): when the history cannot be
// opened the app shows, in the user's language, what happened to which file and why, with
// Quit and Retry — or, for a damaged history already replaced, Continue. Each database state
// is made for real before the back end starts. Import and export show their progress and how
// they ended; Settings shows the version.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { openApp, useBrowser, holdCommand, appVersion, texts, shotPath } from "./harness.js";
import { CATALOGS } from "../../ui/js/i18n.js";

const env = useBrowser();
const tid = (id) => `[data-testid="${id}"]`;

/** The database states start-up faces, made for real (tests/ui/harness.js). */
const KINDS = ["newer_schema", "locked", "unwritable", "disk_full", "damaged", "io"];

/** The store commands the app must not call while it has no history. */
const STORE = ["list_matches", "get_match", "create_match", "statistics", "append_round"];

/** Nothing wider than the window; every visible button at least 44 px. */
async function checkLayout(page, width) {
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(scroll <= width, `horizontal scroll: ${scroll} > ${width}`);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("button")]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el: el.outerHTML.slice(0, 80), r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ el, r }) => `${el} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, [], "touch targets under 44 px");
}

KINDS.forEach((kind, i) => {
  const lang = ["en", "fr", "bg"][i % 3];
  test(`start-up screen for a ${kind} history in ${lang}: the file, the cause, what to do`, async () => {
    const { page, backend, errors, context } = await openApp(env.browser, {
      width: 360, height: 740, lang, database: kind,
    });
    const T = texts(lang);
    await page.waitForSelector(tid("startup"));
    // What the back end found: the page shows it.
    const status = backend.answers.startup_status;
    assert.equal(status.kind, kind);
    assert.equal(status.file, backend.db);
    assert.equal(await page.textContent(".startup h1"), T[`startup.title.${kind}`]);
    assert.equal(await page.textContent(".startup-help"), T[`startup.help.${kind}`]);
    assert.equal(await page.textContent(tid("startup-file")), status.file);
    assert.equal(await page.textContent(tid("startup-cause")), status.cause);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.$(".tabs"), null, "a full screen: no tab bar");
    assert.equal(await page.getAttribute(tid("startup"), "role"), "alertdialog");
    await checkLayout(page, 360);
    if (kind === "newer_schema") {
      // The docs' picture shows where the app keeps its history on Linux, not this test's
      // temporary folder (a new name each run).
      await page.$eval(tid("startup-file"), (el) => (el.textContent = "/home/ana/.local/share/com.belote.companion/history.sqlite3"));
      await page.screenshot({ path: shotPath("screenshots/start-up.png") });
      assert.equal(await page.textContent(tid("startup-version")), T["startup.version"].replace("{found}", String(status.found_version)).replace("{supported}", String(status.supported_version)));
      assert.ok(status.found_version > status.supported_version, "a newer app's file");
    }
    if (kind === "damaged") {
      assert.equal(await page.textContent(tid("startup-moved")), status.moved_to);
      assert.ok(fs.existsSync(status.moved_to), "the damaged file was moved aside, not deleted");
      assert.equal(await page.$(tid("startup-retry")), null);
      await page.click(tid("startup-continue"));
      await page.waitForSelector(tid("new-match"));
      // Told once, on the screen: no second message about it.
      assert.equal(await page.$(tid("error")), null);
    } else {
      assert.equal(await page.textContent(tid("startup-quit")), T["startup.quit"]);
      assert.equal(await page.textContent(tid("startup-retry")), T["startup.retry"]);
      assert.deepEqual(backend.calls.filter((c) => STORE.includes(c)), [], "no store command without a store");
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

test("Retry: still locked says so; once the lock is gone the app opens", async () => {
  const { page, backend, errors, context } = await openApp(env.browser, {
    width: 360, height: 740, lang: "en",
    database: "locked",
  });
  await page.waitForSelector(tid("startup-retry"));
  await page.click(tid("startup-retry"));
  await page.waitForSelector(tid("startup-still"));
  assert.equal(await page.textContent(tid("startup-still")), CATALOGS.en["startup.still"]);
  assert.equal(await page.getAttribute(tid("startup-still"), "role"), "alert");
  // The other program lets go.
  await backend.unlock();
  await page.click(tid("startup-retry"));
  await page.waitForSelector(tid("new-match"));
  assert.ok(await page.$(".tabs"));
  assert.equal(backend.calls.filter((c) => c === "retry_open").length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Quit asks the app to quit", async () => {
  const { page, backend, context } = await openApp(env.browser, {
    width: 360, height: 740, lang: "fr", database: "newer_schema",
  });
  await page.click(tid("startup-quit"));
  await backend.quitRequested;
  await context.close();
});

/** A history file of `n` classic matches, ids m-0…m-(n-1). */
function historyFile(n, from = 0) {
  return JSON.stringify({
    format: "belote-history",
    version: 1,
    matches: Array.from({ length: n }, (_, k) => ({
      id: `m-${from + k}`,
      created: "2026-11-21T20:15:00Z",
      finished: null,
      teams: { A: { name: "Nous", players: ["Ana", "Marc"] }, B: { name: "Eux", players: ["Léa", "Paul"] } },
      first_dealer: 0,
      match: { variant: "classic", options: {}, rounds: [{ taker: "A", contract: "hearts", points: { A: 102 } }] },
    })),
  });
}

for (const lang of ["fr", "bg", "en"]) {
  test(`import and export show their progress and how they ended, in ${lang}`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    const T = texts(lang);
    const fill = (key, vars) => Object.entries(vars).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), T[key]);
    await page.waitForSelector(tid("new-match"));
    await page.click(tid("tab-history"));

    // Import 3 matches; while the command runs its progress shows, and the buttons wait.
    let release = await holdCommand(page, "import_history");
    await page.setInputFiles(tid("import-file"), { name: "h.json", mimeType: "application/json", buffer: Buffer.from(historyFile(3)) });
    await page.waitForSelector(tid("transfer-progress"));
    await page.waitForFunction((text) => document.querySelector('[data-testid="transfer-progress"]')?.textContent.includes(text), fill("history.importing", { percent: 100 }));
    // An import's progress counts the bytes of the file read (the back end's unit).
    assert.equal(await page.getAttribute(`${tid("transfer-progress")} progress`, "value"), String(Buffer.byteLength(historyFile(3))));
    assert.equal(await page.isDisabled(tid("export-json")), true);
    await release();
    await page.waitForSelector(tid("transfer-result"));
    assert.equal(await page.textContent(tid("imported-count")), fill("history.imported_n", { n: 3 }));
    assert.equal(await page.$(tid("skipped-count")), null);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 3);

    // The same file plus one new match: one imported, three skipped, and why.
    await page.setInputFiles(tid("import-file"), { name: "h.json", mimeType: "application/json", buffer: Buffer.from(historyFile(4)) });
    await page.waitForFunction((text) => document.querySelector('[data-testid="imported-count"]')?.textContent === text, fill("history.imported_n", { n: 1 }));
    assert.equal(await page.textContent(tid("skipped-count")), fill("history.skipped_n", { n: 3 }));

    // A file that is not a history: nothing imported, and why — as an error.
    await page.setInputFiles(tid("import-file"), { name: "bad.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
    await page.waitForFunction(() => document.querySelector('[data-testid="transfer-result"]')?.getAttribute("role") === "alert");
    const failed = await page.textContent(tid("transfer-result"));
    assert.ok(failed.includes(T["history.import_failed"].split("{message}")[0].trim()), failed);
    assert.match(failed, /JSON/);

    // Export: progress, then where the file went.
    release = await holdCommand(page, "export_history");
    await page.click(tid("export-json"));
    await page.waitForFunction((text) => document.querySelector('[data-testid="transfer-progress"]')?.textContent.includes(text), fill("history.exporting", { percent: 100 }));
    await release();
    await page.waitForFunction(() => /belote-history/.test(document.querySelector('[data-testid="transfer-result"]')?.textContent || ""));
    await checkLayout(page, 360);
    await page.click(tid("transfer-ok"));
    assert.equal(await page.$(tid("transfer-result")), null);

    // About: the version from app_info.
    await page.click(tid("tab-settings"));
    await page.waitForSelector(tid("about-version"));
    assert.equal(await page.textContent(tid("about-version")), T["settings.version"].replace("{version}", appVersion));
    assert.equal(await page.textContent(`${tid("about")} h2`), T["settings.about_title"]);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
