// A Saudi Baloot play dispute settled in Arabic, right to left, at phone width (360 px), in
// headless Chromium on the real back end (issue 35): the rules assistant's "was this play
// legal?" for Baloot — the trick, the hand and the card played picked on the grid, «إكه» and the
// locked game (مقفول) one tap each, offered only where they can be true — answers as the native
// `belote legal --lang ar` does, in the Saudi words, and names the foul as Kammelna's qaid menu
// does («ما دق بحكم», «ربع في الدبل»). The page is mirrored, nothing is wider than the phone,
// every control is a thumb's size, and axe-core finds no WCAG 2 A/AA violation on the screen.
// It takes the docs' picture of the settled dispute (screenshots/baloot-legal-ar.png).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import axe from "axe-core";
import { openApp, useBrowser, texts, beloteBin, shotPath } from "./harness.js";
import { tid, checkLayout, onScreen, text } from "./flows.js";

const env = useBrowser();
const T = texts("ar");
/** Text as the screen shows it, the isolating marks around names, numbers and cards left out. */
const plain = (s) => String(s ?? "").replace(/[\u2066-\u2069]/g, "");
const read = async (page, id) => plain(await page.textContent(tid(id)));

/** The native engine's answer to a question (`belote legal --lang ar`). */
function native(question) {
  const r = spawnSync(beloteBin(), ["legal", "-", "--lang", "ar"], { input: JSON.stringify(question), encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Every WCAG 2.0 and 2.1 A and AA rule axe-core checks, on the page as it is. */
async function axeViolations(page) {
  // Evaluated over the debugging protocol, which the page's content security policy does not
  // govern (it allows no inline script).
  await page.evaluate(axe.source);
  const found = await page.evaluate(async () => {
    // @ts-ignore the global axe-core defines
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  });
  return found;
}

/** Waits until the answer is the engine's to the question the screen now asks. */
async function answered(page, verdict) {
  await page.waitForFunction(([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/[\u2066-\u2069]/g, "") === want, ["legal-verdict", verdict]);
}

test("a Baloot play dispute settled in Arabic at 360 px", async () => {
  const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang: "ar" });
  await page.waitForSelector(tid("tab-assist"));
  await page.click(tid("tab-assist"));
  assert.equal(await page.getAttribute("html", "dir"), "rtl");
  assert.equal(await page.getAttribute("html", "lang"), "ar");
  // An Arabic player's game comes first.
  assert.equal(await page.getAttribute(tid("as-variant-baloot"), "aria-pressed"), "true");
  await page.click(tid("as-variant-baloot"));
  // Sun and Hokum's suits; a Hokum without its suit cannot be asked about.
  assert.equal(await page.$(tid("as-contract-hokum")), null);
  await page.click(tid("as-contract-hearts"));
  assert.equal(await read(page, "as-contract-hearts"), T["contract.hearts"]);
  // The house rules that change the answer, named in Arabic.
  assert.ok(await page.$(tid("as-opt-partner_relief")));
  assert.ok(await page.$(tid("as-opt-undertrump")));
  // On an empty trick in Hokum, the locked game can be said, «إكه» cannot yet.
  assert.equal(await read(page, "as-fact-locked"), T["entry.locked"]);
  assert.equal(await page.$(tid("as-fact-aka")), null);

  // The dispute (BALOOT.md E.4, case BL35): hearts trump, the partner led the K♠, an opponent
  // played the 7♠; the player, void in spades, held the 8♥ and the A♦ and played the A♦.
  for (const c of ["KS", "7S"]) await page.click(tid(`card-${c}`));
  assert.equal(await read(page, "as-fact-aka"), T["entry.aka"]);
  await page.click(tid("as-pick-hand"));
  for (const c of ["8H", "AD"]) await page.click(tid(`card-${c}`));
  await page.click(tid("as-pick-card"));
  await page.click(tid("card-AD"));
  await answered(page, text(T, "assist.played_illegal", { card: "A♦" }));
  // The verdict is in sight under the cards, without scrolling.
  const seen = await onScreen(page, "legal-verdict");
  assert.ok(seen.ok, `the verdict is not in sight: ${seen.why}`);
  assert.equal(await read(page, "legal-qaid"), text(T, "assist.qaid", { qaid: T["qaid.did_not_trump"] }));
  assert.equal(await read(page, "legal-allowed"), "8♥");
  const question = { variant: "baloot", contract: "hearts", trick: ["KS", "7S"], hand: ["8H", "AD"], card: "AD" };
  const expected = native(question);
  assert.equal(expected.qaid, "did_not_trump");
  assert.equal(await page.textContent(tid("legal-reason")), expected.reason);
  assert.match(expected.reason, /لازم تدق بالحكم/);
  assert.equal(await page.getAttribute(tid("card-AD"), "class"), "card suit-D illegal played");
  await checkLayout(page, 360);
  assert.deepEqual(await axeViolations(page), [], "axe-core: WCAG A/AA violations");
  await page.screenshot({ path: shotPath("screenshots/baloot-legal-ar.png") });

  // The partner had called «إكه» on his K♠: one tap, and the A♦ was a legal discard.
  await page.click(tid("as-fact-aka"));
  await answered(page, text(T, "assist.played_legal", { card: "A♦" }));
  assert.equal(await page.$(tid("legal-qaid")), null);
  assert.equal(await read(page, "legal-allowed"), "8♥ A♦");
  assert.equal(await page.textContent(tid("legal-reason")), native({ ...question, aka: true }).reason);

  // A locked game (مقفول): leading the J♥ of trumps while holding the A♦ is «ربع في الدبل».
  await page.click(tid("as-pick-trick"));
  for (const c of ["KS", "7S"]) await page.click(tid(`card-${c}`));
  assert.equal(await page.$(tid("as-fact-aka")), null, "«إكه» needs a card led");
  await page.click(tid("as-fact-locked"));
  assert.equal(await page.getAttribute(tid("as-fact-locked"), "aria-pressed"), "true");
  await page.click(tid("as-pick-card"));
  await page.click(tid("card-JH"));
  await answered(page, text(T, "assist.played_illegal", { card: "J♥" }));
  assert.equal(await read(page, "legal-qaid"), text(T, "assist.qaid", { qaid: T["qaid.locked_trump_lead"] }));
  assert.equal(await read(page, "legal-allowed"), "A♦", "the 8♥ is a trump too");
  const locked = native({ variant: "baloot", contract: "hearts", locked: true, trick: [], hand: ["8H", "AD", "JH"], card: "JH" });
  assert.equal(await page.textContent(tid("legal-reason")), locked.reason);
  assert.match(locked.reason, /مقفول/);
  await checkLayout(page, 360);
  assert.deepEqual(await axeViolations(page), [], "axe-core: WCAG A/AA violations");
  // And in the dark theme (the system's, by default).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
  assert.deepEqual(await axeViolations(page), [], "axe-core, dark theme: WCAG A/AA violations");
  assert.deepEqual(errors, []);
  await context.close();
});
