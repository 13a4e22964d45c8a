// The rules assistant at phone width in each language (headless Chromium, on the real back
// end): legal play, declarations, card counter, rules reference.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openApp, useBrowser, texts } from "./harness.js";

const env = useBrowser();

const tid = (id) => `[data-testid="${id}"]`;

for (const lang of ["fr", "bg", "en"]) {
  test(`rules assistant at 360 px in ${lang}`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    const T = texts(lang);
    await page.waitForSelector(tid("tab-assist"));
    await page.click(tid("tab-assist"));
    assert.equal(await page.textContent(".assist h1"), T["assist.title"]);

    // Legal play: contrée does not require undertrumping, classic does.
    await page.click(tid("as-variant-contree"));
    await page.click(tid("as-contract-spades"));
    await page.click(tid("card-AH"));
    await page.click(tid("card-JS"));
    await page.click(tid("as-pick-hand"));
    for (const c of ["7S", "KD"]) await page.click(tid(`card-${c}`));
    await page.waitForSelector(tid("legal-allowed"));
    assert.equal(await page.textContent(tid("legal-allowed")), "7♠ K♦");
    await page.click(tid("as-variant-classic"));
    await page.waitForFunction(() => document.querySelector('[data-testid="legal-allowed"]')?.textContent === "7♠");
    await page.selectOption(tid("as-opt-undertrump"), JSON.stringify("not_required"));
    await page.waitForFunction(() => document.querySelector('[data-testid="legal-allowed"]')?.textContent === "7♠ K♦");
    assert.ok((await page.textContent(tid("legal-reason"))).length > 10);
    const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(scroll <= 360, `horizontal scroll ${scroll}`);

    // Declarations: the engine says whose count.
    await page.click(tid("as-tab-declarations"));
    await page.click(tid("as-add-seq-A"));
    await page.waitForSelector(tid("decl-answer"));
    assert.match(await page.textContent(tid("decl-answer")), /A 20/);

    // Card counter with the complement: the other pile's cards.
    await page.click(tid("as-tab-counter"));
    await page.click(tid("as-contract-hearts"));
    for (const c of ["JH", "9H"]) await page.click(tid(`card-${c}`));
    await page.check(tid("as-complement"));
    await page.waitForFunction(() => document.querySelector('[data-testid="count-points"]')?.textContent === "128");
    // Without a match in play the count cannot be sent anywhere.
    assert.equal(await page.isDisabled(tid("as-send")), true);

    // Reference: search in the table's language.
    await page.click(tid("as-tab-reference"));
    const word = { fr: "capot", bg: "капо", en: "capot" }[lang];
    await page.fill(tid("as-search"), word);
    await page.waitForSelector(tid("ref-classic"));
    assert.match((await page.textContent(tid("ref-classic"))).toLowerCase(), new RegExp(word));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
