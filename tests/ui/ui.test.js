// UI tests in headless Chromium on the real back end (the app's commands over the test-only
// HTTP bridge: engine and history).
// The flows of a real table at phone width (360 px) in French, Bulgarian and English, and at
// desktop width: new match, rounds with a litige and a capot, explanations, edits, undo,
// impossible input, history, statistics, the rules assistant and settings.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { openApp, repo, useBrowser, texts, shotPath } from "./harness.js";
import { tid, newMatch, enterRound, totals, waitTotals, checkLayout } from "./flows.js";

const env = useBrowser();

for (const lang of ["fr", "bg", "en"]) {
  test(`a classic match at phone width in ${lang}: litige, capot, explanation, edit, undo, bad input`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    const T = texts(lang);
    await page.waitForSelector(tid("new-match"));
    assert.equal((await page.textContent(tid("tab-settings"))).includes(T["tab.settings"]), true);
    await checkLayout(page, 360);

    await newMatch(page);
    await checkLayout(page, 360);

    await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
    assert.deepEqual(await totals(page), [102, 60]);

    // Litige: 81 each; the takers' 81 is held.
    await enterRound(page, { taker: "B", contract: "spades", side: "A", points: 81 });
    assert.deepEqual(await totals(page), [183, 60]);
    assert.match(await page.textContent(tid("pot")), /81/);

    // A makes 90 + belote 20 = 110 against 72, and collects the 81 held.
    await enterRound(page, { taker: "A", contract: "clubs", points: 90, belote: "A" });
    assert.deepEqual(await totals(page), [183 + 191, 60 + 72]);
    assert.equal(await page.$(tid("pot")), null);

    // Capot by B: 252.
    await enterRound(page, { taker: "B", contract: "diamonds", capot: "B" });
    assert.deepEqual(await totals(page), [374, 384]);
    await checkLayout(page, 360);
    if (lang === "en") await page.screenshot({ path: shotPath("screenshot.png") });

    // Why this score: the explanation of round 1, in the chosen language.
    await page.click(`${tid("round-line")} >> nth=0`);
    await page.waitForSelector(tid("explanation"));
    assert.match(await page.textContent(tid("explanation")), /102/);
    assert.match(await page.textContent(tid("explanation")), { fr: /points de cartes/, bg: /точки/, en: /card points/ }[lang]);
    assert.match(await page.textContent(tid("round-detail")), new RegExp(T["round.why"]));

    // Edit round 1: 92 instead of 102, everything after it recomputed.
    await page.click(tid("edit-round"));
    await page.fill(tid("points"), "92");
    await page.click(tid("save-round"));
    await waitTotals(page, [364, 394]);

    // Undo the edit.
    await page.click(tid("undo"));
    await page.waitForFunction(() => document.querySelector('[data-testid="total-A"]').textContent === "374");
    assert.deepEqual(await totals(page), [374, 384]);

    // Impossible input is caught at once and cannot be saved.
    await page.click(tid("add-round"));
    await page.click(tid("taker-A"));
    await page.click(tid("contract-spades"));
    await page.fill(tid("points"), "170");
    await page.waitForFunction((sel) => /162/.test(document.querySelector(sel).textContent), tid("preview"));
    assert.equal(await page.getAttribute(tid("save-round"), "data-ready"), "false");
    // Equally long sequences on both sides: their top card and suit are asked for, and the
    // round cannot be saved until they are given; then the engine compares them (the
    // sequence in trumps wins).
    await page.fill(tid("points"), "100");
    await page.click(tid("more"));
    await page.click(tid("add-seq3-A"));
    await page.click(tid("add-seq3-B"));
    await page.waitForFunction(([sel, text]) => document.querySelector(sel).textContent.includes(text), [tid("preview"), T["decl.detail_needed"]]);
    assert.equal(await page.getAttribute(tid("save-round"), "data-ready"), "false");
    await page.selectOption(tid("decl-A-0-top"), "K");
    await page.selectOption(tid("decl-A-0-suit"), "H");
    await page.selectOption(tid("decl-B-0-top"), "K");
    await page.selectOption(tid("decl-B-0-suit"), "S");
    await page.waitForFunction((sel) => document.querySelector(sel).className.includes("ok"), tid("preview"));
    assert.match(await page.textContent(tid("preview")), /Nous 100 – 82 Eux/);
    await page.click(tid("cancel-round"));
    assert.deepEqual(await totals(page), [374, 384]);

    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("bidding games: contrée with a coinche, Bulgarian no trumps", async () => {
  const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang: "en" });
  await page.waitForSelector(tid("new-match"));
  await newMatch(page, "contree");
  // Bid 100 hearts, coinched, made with 110: (160 + 100) × 2 = 520.
  await enterRound(page, { taker: "A", contract: "hearts", bid: 100, double: "double", points: 110 });
  assert.deepEqual(await totals(page), [520, 0]);
  // A bid is required: without it the round cannot be saved.
  await page.click(tid("add-round"));
  await page.click(tid("taker-B"));
  await page.click(tid("contract-spades"));
  await page.fill(tid("points"), "90");
  await page.waitForFunction((sel) => document.querySelector(sel).textContent.length > 0, tid("preview"));
  assert.equal(await page.getAttribute(tid("save-round"), "data-ready"), "false");
  // Save says why it cannot save, and goes to what is missing.
  await page.click(tid("save-round"));
  assert.match(await page.textContent(tid("preview")), /bid/);
  assert.equal(await page.$$eval(tid("round-line"), (l) => l.length).catch(() => 0), 0);
  await page.click(tid("cancel-round"));

  await page.click(tid("tab-home"));
  await page.click(tid("new-match"));
  await page.click(tid("variant-bulgarian"));
  await page.click(tid("start-match"));
  await page.waitForSelector(tid("add-round"));
  // No trumps, 80 of 130 for the takers: 160 – 100 → 16 : 10.
  await enterRound(page, { taker: "A", contract: "no_trumps", points: 80 });
  assert.deepEqual(await totals(page), [16, 10]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("desktop width: history, statistics, rules assistant, settings", async () => {
  const { page, errors, context, backend } = await openApp(env.browser, { width: 1280, height: 860, lang: "en" });
  await page.waitForSelector(tid("new-match"));
  await newMatch(page);
  await enterRound(page, { taker: "A", contract: "hearts", points: 120 });
  await checkLayout(page, 1280);

  // History: the match is listed; export says where the file went; import reports.
  await page.click(tid("tab-history"));
  await page.waitForSelector(tid("open-match"));
  // Filters: by a player's name and by variant.
  await page.fill(tid("filter-player"), "Ana");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 1);
  await page.fill(tid("filter-player"), "Zed");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 0);
  await page.fill(tid("filter-player"), "");
  await page.selectOption(tid("filter-variant"), "bulgarian");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 0);
  await page.selectOption(tid("filter-variant"), "");
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 1);
  await page.click(tid("export-json"));
  await page.waitForSelector(tid("transfer-result"));
  assert.match(await page.textContent(tid("transfer-result")), /belote-history/);
  await page.setInputFiles(tid("import-file"), { name: "h.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ format: "belote-history", version: 1, matches: [] })) });
  await page.waitForFunction(() => /imported: 0/.test(document.querySelector('[data-testid="transfer-result"]')?.textContent || ""));
  // A bad file is refused with a message.
  await page.setInputFiles(tid("import-file"), { name: "bad.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
  await page.waitForFunction(() => /JSON/.test(document.querySelector('[data-testid="transfer-result"]')?.textContent || ""));

  // Statistics: the match in play is counted (no result yet, so no rating).
  await page.click(tid("tab-stats"));
  await page.waitForSelector(tid("lb-empty"));
  await page.click(tid("review-tab-stats"));
  await page.waitForSelector(tid("stat-card"));
  assert.deepEqual(await page.$$eval(tid("stat-name"), (els) => els.map((e) => e.textContent)).then((n) => n.sort()), ["Ana", "Léa", "Marc", "Paul"]);

  // Rules assistant: the legal-play example of docs/commands.md.
  await page.click(tid("tab-assist"));
  await page.click(tid("as-contract-spades"));
  await page.click(tid("card-AH"));
  await page.click(tid("card-9S"));
  await page.click(tid("as-pick-hand"));
  for (const c of ["JS", "7S", "KD"]) await page.click(tid(`card-${c}`));
  await page.waitForSelector(tid("legal-allowed"));
  assert.equal(await page.textContent(tid("legal-allowed")), "J♠");
  assert.match(await page.textContent(tid("legal-reason")), /overtrump/);

  // Card counter: J♠ 9♠ A♥ + last trick = 20 + 14 + 11 + 10 = 55, sent to round entry.
  await page.click(tid("as-tab-counter"));
  for (const c of ["JS", "9S", "AH"]) await page.click(tid(`card-${c}`));
  await page.check(tid("as-last-trick"));
  await page.waitForFunction(() => document.querySelector('[data-testid="count-points"]')?.textContent === "55");
  await page.click(tid("as-pile-B"));
  await page.click(tid("as-send"));
  await page.waitForSelector(tid("round-entry"));
  assert.equal(await page.inputValue(tid("points")), "55");
  assert.equal(await page.getAttribute(tid("side-B"), "aria-pressed"), "true");
  await page.click(tid("cancel-round"));

  // Rules reference: search finds the litige option.
  await page.click(tid("tab-assist"));
  await page.click(tid("as-tab-reference"));
  await page.fill(tid("as-search"), "litige");
  await page.waitForSelector(tid("ref-classic"));
  assert.match(await page.textContent(tid("ref-classic")), /Tie \(litige\)/);

  // Settings: dark theme and French.
  await page.click(tid("tab-settings"));
  await page.click(tid("theme-dark"));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
  await page.click(tid("lang-fr"));
  // The language switch re-renders once the back end has answered (explanations come in the
  // new language): wait for it rather than read the label at once.
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  assert.equal(await page.textContent(`${tid("tab-settings")} .tab-label`), "Réglages");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fr");
  assert.ok(backend.calls.includes("legal_check"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("the screenshot for the README exists", () => {
  assert.ok(fs.existsSync(path.join(repo, "docs/screenshot.png")));
});
