// Saudi Baloot in Arabic, right to left (issue 29), in headless Chromium at phone width (360 px)
// on the real back end:
//  - a Baloot match from setup to the end of its first sakka, entered the Saudi way: the
//    sheet's numbers typed (an undoubled Hokum deal in four taps and the number, nothing
//    scrolled; numbers typed in Arabic-Indic digits too), a pair the engine refuses shown
//    beside the two numbers, projects, a Baloot, a double, a kaboot, a foul, card abnat for
//    one deal — and the totals, deal by deal and sakka by sakka, those of the native
//    `belote score` of the same facts;
//  - the page mirrored (dir="rtl", the first column on the right) and nothing wider than the
//    phone on every screen visited: home, setup, scoreboard, round entry, history, a past
//    match, statistics, ratings, records, the rules, settings, the events (a Baloot night), a
//    table's phone page and the projector in an Arabic browser;
//  - the digits setting: Arabic-Indic digits on the scoreboard and in the explanations.
// It takes the README's pictures of the Arabic scoreboard and round entry
// (screenshots/baloot-scoreboard-ar.png, baloot-entry-ar.png).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { openApp, useBrowser, texts, beloteBin, shotPath } from "./harness.js";
import { tid, checkLayout, tap, text } from "./flows.js";

const env = useBrowser();
const T = texts("ar");
/** A variant's own wording of a key, else the general one (as the UI's `tv`). */
const tv = (variant, key, vars) => text(T, `${key}@${variant}` in T ? `${key}@${variant}` : key, vars);
/** Text as the screens show it, the isolating marks around names and numbers left out. */
const plain = (s) => String(s ?? "").replace(/[\u2066-\u2069]/g, "");

const previewOk = (page) => page.waitForSelector('[data-testid="preview"][data-kind="ok"]');
const roundCount = (page) => page.evaluate(() => document.querySelectorAll('[data-testid="round-line"]').length);

/** The native engine's score sheet of a match file (`belote score`). */
function native(file) {
  const r = spawnSync(beloteBin(), ["score", "-"], { input: JSON.stringify(file), encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** The page reads right to left, and nothing is wider than the phone. */
async function mirrored(page, where) {
  assert.equal(await page.getAttribute("html", "dir"), "rtl", `${where}: dir`);
  assert.equal(await page.getAttribute("html", "lang"), "ar", `${where}: lang`);
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(scroll <= 360, `${where}: sideways scroll ${scroll} > 360`);
  // Nor cut off at a side (the page hides what would scroll sideways): every element shown is
  // within the window, unless it is in a box of its own that scrolls.
  const out = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (/** @type {Element} */ el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 0 && (r.left < -1 || r.right > width + 1) && !scrolls(el))
      .map(({ el, r }) => `${el.outerHTML.slice(0, 70)} ${Math.round(r.left)}…${Math.round(r.right)}`)
      .slice(0, 5);
  });
  assert.deepEqual(out, [], `${where}: cut off at a side`);
}

/** Whether the element `a` sits to the right of `b` (the first column of a mirrored row). */
async function rightOf(page, a, b) {
  const [ra, rb] = await Promise.all([a, b].map((s) => page.$eval(s, (el) => el.getBoundingClientRect().left)));
  return ra > rb;
}

/** The numbers the scoreboard shows, read as numbers whatever their digits. */
async function shownTotals(page) {
  const read = (s) => Number(s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
  return [read(await page.textContent(tid("total-A"))), read(await page.textContent(tid("total-B")))];
}

/** Waits for the round just saved, back on the scoreboard. */
async function saved(page, before) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="round-line"]').length === n, before + 1);
}

/** Types the sheet's numbers into the two fields (the one left out is worked out). */
async function sheet(page, numbers) {
  for (const team of ["A", "B"]) {
    if (numbers[team] === undefined) continue;
    await page.click(tid(`score-${team}`));
    await page.fill(tid(`score-${team}`), String(numbers[team]));
  }
}

test("a Baloot match in Arabic at 360 px: setup to the end of a sakka the Saudi way, the native engine's totals", async () => {
  const { page, errors, context, backend } = await openApp(env.browser, { width: 360, height: 740, locale: "ar-SA" });
  await page.waitForSelector(tid("new-match"));
  // The phone's locale (ar-SA) chose Arabic, right to left.
  await mirrored(page, "home");
  await page.click(tid("new-match"));
  await page.click(tid("variant-baloot"));
  // Best of three sakkas, typed in Arabic-Indic digits.
  await page.fill(tid("opt-sakkas"), "٣");
  await page.dispatchEvent(tid("opt-sakkas"), "change");
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.querySelector('[data-testid="opt-sakkas"]')).value === "3");
  // Mixed Arabic and Latin names.
  await page.fill(tid("team-A"), "الصقور");
  await page.fill(tid("team-B"), "Team Ω");
  for (const [id, name] of [["player-A-0", "فهد"], ["player-B-0", "Sam"], ["player-A-1", "سعد"], ["player-B-1", "خالد"]]) await page.fill(tid(id), name);
  await mirrored(page, "setup");
  await checkLayout(page, 360);
  await page.click(tid("start-match"));
  await page.waitForSelector(tid("add-round"));
  await mirrored(page, "scoreboard");
  // Mirrored like the paper sheet: لنا (A) on the right.
  assert.ok(await rightOf(page, tid("total-A"), tid("total-B")), "A's total on the right");
  assert.equal(plain(await page.textContent(tid("sakka"))), text(T, "match.sakka", { n: 1, of: 3 }));

  // 1. An undoubled Hokum deal the Saudi way: Add round, the buyer, Hokum, the number, Save —
  // four taps and the number, every one on screen without scrolling. The other number (16 − 9)
  // follows, and the engine confirms the pair before it is saved.
  await tap(page, "add-round");
  await tap(page, "taker-A");
  await tap(page, "contract-hokum");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "score-A", "the buyer's number has the focus");
  await page.keyboard.type("9");
  assert.equal(await page.inputValue(tid("score-B")), "7");
  await previewOk(page);
  assert.match(plain(await page.textContent(tid("preview"))), /9 – 7/);
  assert.ok(plain(await page.textContent(tid("preview"))).includes(tv("baloot", "verdict.made")));
  await checkLayout(page, 360);
  await mirrored(page, "round entry");
  assert.ok(await rightOf(page, tid("score-A"), tid("score-B")), "the sheet's first number on the right");
  await page.screenshot({ path: shotPath("screenshots/baloot-entry-ar.png") });
  await tap(page, "save-round");
  await saved(page, 0);
  assert.deepEqual(await shownTotals(page), [9, 7]);

  // 2. B buys Sun with a sira: both numbers typed (22 : 8), the second in Arabic-Indic digits.
  await page.click(tid("add-round"));
  await page.click(tid("taker-B"));
  await page.click(tid("contract-sun"));
  await page.click(tid("project-sira-B"));
  await sheet(page, { B: "٢٢", A: "٨" });
  await previewOk(page);
  await page.click(tid("save-round"));
  await saved(page, 1);
  assert.deepEqual(await shownTotals(page), [17, 29]);

  // 3. A pair no deal gives (9 : 8 in Hokum) is refused beside the two numbers; doubled, A's
  // 32 : 0 is.
  await page.click(tid("add-round"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-hokum"));
  await sheet(page, { A: 9, B: 8 });
  await page.waitForSelector('[data-testid="preview"][data-kind="error"]');
  assert.ok(plain(await page.textContent(tid("preview"))).includes(T["entry.err_score"]), plain(await page.textContent(tid("preview"))));
  assert.equal(await page.getAttribute(tid("score-A"), "aria-invalid"), "true");
  assert.equal(await page.getAttribute(tid("score-B"), "aria-invalid"), "true");
  // The message sits right under the two numbers.
  const [fields, message] = await Promise.all([tid("score-A"), tid("preview")].map((s) => page.$eval(s, (el) => el.getBoundingClientRect())));
  assert.ok(message.top >= fields.bottom && message.top - fields.bottom < 80, `the refusal under the numbers: ${fields.bottom} → ${message.top}`);
  await page.click(tid("double-double"));
  await sheet(page, { A: 32, B: 0 });
  await previewOk(page);
  await page.click(tid("save-round"));
  await saved(page, 2);
  assert.deepEqual(await shownTotals(page), [49, 29]);

  // 4. A kaboot in Sun: one tap, no number.
  await page.click(tid("add-round"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-sun"));
  await page.click(tid("capot-A"));
  assert.equal(await page.isDisabled(tid("score-A")), true);
  await previewOk(page);
  await page.click(tid("save-round"));
  await saved(page, 3);
  assert.deepEqual(await shownTotals(page), [93, 29]);

  // 5. B's proven foul (qaid) in A's Hokum: A writes the deal's 16.
  await page.click(tid("add-round"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-hokum"));
  await page.click(tid("foul-B"));
  await previewOk(page);
  await page.click(tid("save-round"));
  await saved(page, 4);
  assert.deepEqual(await shownTotals(page), [109, 29]);

  // 6. The other path: card abnat. A buys hearts with the Baloot and 100 abnat: 10 + 2 : 6.
  await page.click(tid("add-round"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-hokum"));
  await page.click(tid("contract-hearts"));
  await page.click(tid("belote-A"));
  await page.click(tid("mode-points"));
  await page.fill(tid("points"), "١٠٠");
  assert.match(await page.textContent(tid("points-other")), /62/);
  await previewOk(page);
  await page.click(tid("save-round"));
  await saved(page, 5);
  assert.deepEqual(await shownTotals(page), [121, 35]);

  // 7. Four hundred in Sun: 60 : 6 takes A past 152: the first sakka is A's, the next starts
  // at 0 : 0.
  await page.click(tid("add-round"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-sun"));
  await page.click(tid("project-four_hundred-A"));
  await sheet(page, { A: 60, B: 6 });
  await previewOk(page);
  assert.ok(plain(await page.textContent(tid("preview"))).includes(text(T, "round.sakka_over", { n: 1, team: "الصقور" })));
  await page.click(tid("save-round"));
  await saved(page, 6);
  assert.deepEqual(await shownTotals(page), [0, 0]);
  assert.equal(plain(await page.textContent(tid("sakkas-A"))), text(T, "match.sakkas_won", { n: 1 }));
  assert.equal(plain(await page.textContent(tid("sakkas-B"))), text(T, "match.sakkas_won", { n: 0 }));
  assert.equal(plain(await page.textContent(tid("sakka"))), text(T, "match.sakka", { n: 2, of: 3 }));
  assert.equal(plain(await page.textContent(tid("sakka-over"))), text(T, "round.sakka_over", { n: 1, team: "الصقور" }));

  // 8. The second sakka's first deal, counted from 0 : 0: B buys Hokum and writes 10.
  await tap(page, "add-round");
  await tap(page, "taker-B");
  await tap(page, "contract-hokum");
  await page.keyboard.type("10");
  assert.equal(await page.inputValue(tid("score-A")), "6");
  await previewOk(page);
  await tap(page, "save-round");
  await saved(page, 7);
  assert.deepEqual(await shownTotals(page), [6, 10]);
  assert.equal(plain(await page.textContent(tid("sakkas-A"))), text(T, "match.sakkas_won", { n: 1 }));

  // The same facts scored by the native engine: every deal, the sakka's end and the totals.
  const [stored] = await backend.matches();
  const file = { variant: "baloot", options: stored.options, rounds: stored.rounds };
  const sheetOf = native(file);
  const view = await backend.call("get_match", { id: stored.id, lang: "ar" });
  assert.deepEqual(view.rounds.map((r) => r.score), sheetOf.rounds.map((r) => r.score));
  assert.deepEqual(view.rounds.map((r) => r.totals), [[9, 7], [17, 29], [49, 29], [93, 29], [109, 29], [121, 35], [181, 41], [6, 10]].map(([A, B]) => ({ A, B })));
  assert.deepEqual(sheetOf.rounds.map((r) => r.sakka), [1, 1, 1, 1, 1, 1, 1, 2]);
  assert.equal(sheetOf.rounds[6].sakka_winner, "A");
  assert.deepEqual(sheetOf.sakkas, { A: 1, B: 0 });
  assert.deepEqual(view.sakkas, sheetOf.sakkas);
  assert.deepEqual(view.totals, sheetOf.totals);
  assert.deepEqual(await shownTotals(page), [sheetOf.totals.A, sheetOf.totals.B], "the scoreboard shows the native engine's totals");
  // As typed: the sheet's numbers where they were typed, card abnat where they were counted.
  assert.deepEqual(stored.rounds[0], { taker: "A", contract: "hokum", score: { A: 9, B: 7 }, dealer: 0 });
  assert.deepEqual(stored.rounds[5].points, { A: 100 });
  assert.equal(stored.rounds[4].foul, "B");

  // A deal's explanation, in Arabic, names the sides as the scoreboard does.
  await page.click(`${tid("round-line")} >> nth=1`);
  const why = await page.$$eval(`${tid("explanation")} li`, (lis) => lis.map((li) => li.textContent));
  assert.ok(why.some((l) => l.includes("Team Ω")), JSON.stringify(why));
  assert.ok(why.every((l) => /[\u0600-\u06FF]/.test(l)), "every step in Arabic");
  await page.click(`${tid("round-line")} >> nth=1`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkLayout(page, 360);
  await page.screenshot({ path: shotPath("screenshots/baloot-scoreboard-ar.png") });

  // Arabic-Indic digits, chosen in Settings: the scoreboard and the explanations write them.
  await page.click(tid("tab-settings"));
  await mirrored(page, "settings");
  await page.click(tid("digits-arab"));
  await page.click(tid("tab-home"));
  await page.waitForSelector(tid("round-line"));
  assert.equal(await page.textContent(`${tid("round-line")} .round-score.team-A >> nth=0`), "٩");
  await page.click(`${tid("round-line")} >> nth=0`);
  const digits = (await page.$$eval(`${tid("explanation")} li`, (lis) => lis.map((li) => li.textContent))).join(" ");
  assert.ok(/[٠-٩]/.test(digits) && !/[0-9]/.test(digits), digits);
  assert.deepEqual(errors, []);
  await context.close();
});

test("every screen in Arabic at 360 px is mirrored and never scrolls sideways: history, a past match, statistics, the rules, the events, a table's phone and the projector", async () => {
  const { page, errors, context, backend } = await openApp(env.browser, { width: 360, height: 740, lang: "ar" });
  await page.waitForSelector(tid("new-match"));
  // A finished Baloot match (one sakka, a Gahwa) and one in play, to review.
  const teams = { A: { name: "الصقور", players: ["فهد", "سعد"] }, B: { name: "Team Ω", players: ["Sam", "خالد"] } };
  const done = await backend.call("create_match", { variant: "baloot", options: {}, teams, first_dealer: 0, lang: "ar" });
  await backend.call("append_round", { id: done.record.id, round: { taker: "A", contract: "hearts", double: "gahwa", points: { A: 90 } }, lang: "ar" });
  const playing = await backend.call("create_match", { variant: "baloot", options: { sakkas: 3 }, teams, first_dealer: 1, lang: "ar" });
  await backend.call("append_round", { id: playing.record.id, round: { taker: "B", contract: "sun", score: { A: 9, B: 17 } }, lang: "ar" });

  await page.click(tid("tab-history"));
  await page.waitForSelector(tid("open-match"));
  await mirrored(page, "history");
  await checkLayout(page, 360);
  // The past match, read only: its result in sakkas' words, mirrored.
  await page.click(`${tid("open-match")}:has-text("152")`);
  await page.waitForSelector(tid("review"));
  await mirrored(page, "a past match");
  assert.ok(await rightOf(page, tid("total-A"), tid("total-B")));
  assert.match(plain(await page.textContent(tid("review-result"))), /152/);
  await page.click(tid("review-back"));

  for (const tab of ["stats"]) {
    await page.click(tid(`tab-${tab}`));
    await page.waitForLoadState("networkidle");
    await mirrored(page, tab);
  }
  for (const view of ["review-tab-stats", "review-tab-records", "review-tab-ratings"]) {
    const el = await page.$(tid(view));
    if (!el) continue;
    await el.click();
    await page.waitForLoadState("networkidle");
    await mirrored(page, view);
  }
  await page.click(tid("tab-assist"));
  await mirrored(page, "rules");
  await page.click(tid("tab-settings"));
  await mirrored(page, "settings");
  await checkLayout(page, 360);

  // A Baloot night: the preset, two teams, round 1 drawn, its table's deal the Saudi way.
  await page.click(tid("tab-events"));
  await page.click(tid("ev-new"));
  await page.click(tid("ev-preset-baloot"));
  assert.equal(await page.textContent(tid("ev-preset-about")), T["ev.preset_about.baloot"]);
  await page.fill(tid("ev-entrants-text"), "الصقور: فهد، سعد\nTeam Ω: Sam, خالد\nالنخبة\nأهل الديرة");
  await mirrored(page, "a new event");
  await page.click(tid("ev-create"));
  await page.waitForSelector(tid("ev-draw"));
  await page.click(tid("ev-draw"));
  await page.waitForSelector(tid("ev-table-1"));
  await mirrored(page, "the event");
  await page.click(tid("ev-table-1"));
  await page.waitForSelector(tid("ev-table-title"));
  await page.click(tid("add-round"));
  await page.click(tid("taker-B"));
  await page.click(tid("contract-hokum"));
  await page.keyboard.type("10");
  await previewOk(page);
  await mirrored(page, "a table's round entry");
  await page.click(tid("save-round"));
  await page.waitForSelector(tid("round-line"));
  await page.click(tid("ev-back"));
  await page.click(tid("ev-tab-standings"));
  await page.waitForSelector(tid("ev-standings"));
  await mirrored(page, "the event's standings");

  // Its tables opened to phones: a phone in Arabic, and the projector.
  await page.click(tid("ev-tab-phones"));
  await page.click(tid("ev-phones-open"));
  await page.waitForSelector(tid("ev-qr-1"));
  const status = await backend.call("phones_status");
  // The tables' server on loopback (its address names the machine on the hall's network).
  const at = (/** @type {string} */ p) => `http://127.0.0.1:${new URL(status.url).port}${p}`;
  const phoneCtx = await env.browser.newContext({ viewport: { width: 360, height: 740 }, locale: "ar-SA" });
  const phone = await phoneCtx.newPage();
  const phoneErrors = [];
  phone.on("pageerror", (e) => phoneErrors.push(e.message));
  await phone.goto(at(`/t/${status.tables[0].code}`));
  await phone.waitForSelector(`${tid("phone-status")}[data-state="saved"]`);
  await mirrored(phone, "a table's phone");
  assert.ok(await rightOf(phone, ".phone-totals .team-A", ".phone-totals .team-B"));
  await phone.click(tid("enter-deal"));
  await phone.click(tid("taker-A"));
  await phone.click(tid("contract-sun"));
  await phone.keyboard.type("14");
  await previewOk(phone);
  await mirrored(phone, "the phone's round entry");
  await phone.click(tid("save-round"));
  await phone.waitForSelector(`${tid("deal-2")}[data-pending="false"]`);
  assert.deepEqual(phoneErrors, []);
  const projector = await phoneCtx.newPage();
  await projector.setViewportSize({ width: 1920, height: 1080 });
  await projector.goto(at(new URL(status.projector).pathname));
  await projector.waitForSelector(tid("projector-standings"));
  assert.equal(await projector.getAttribute("html", "dir"), "rtl");
  assert.ok((await projector.evaluate(() => document.scrollingElement.scrollWidth)) <= 1920);
  await phoneCtx.close();
  await page.click(tid("ev-phones-close"));
  assert.deepEqual(errors, []);
  await context.close();
});
