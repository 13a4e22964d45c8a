// "At the table" (issue 14), in headless Chromium at phone width (360 px) in French,
// Bulgarian and English, on the real back end (engine and history):
//  1. the screen stays awake while a match is in play (a setting turns it off);
//  2. a round in ≤ 4 taps (classic) or ≤ 5 (contrée, Bulgarian, bela, klaverjas — with a roem
//     too) plus the number, without scrolling, at 360×740 and at 360×420 (the room an
//     on-screen keyboard leaves), in every language; the points field is focused with the
//     numeric keyboard and stays visible with its message;
//  3. ending or abandoning asks first; an ended match shows its result, Rematch, New match;
//  4. Undo says what it undoes, is not the form's "Cancel", and can be redone;
//  5. wrong numbers show as errors, Save says why it cannot save, and no tap is dropped;
//  6. every match in play is one tap away; a fresh install starts on an inviting screen;
//  7. targets ≥ 44 px, the round list's team headers and colours, names for unnamed players.
// The English runs also take the pictures of the main screens for the docs (harness shotPath).
import { test } from "node:test";
import assert from "node:assert/strict";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, newMatch, enterRound, totals, waitTotals, checkLayout, onScreen, tap, text } from "./flows.js";
import { CATALOGS } from "../../ui/js/i18n.js";

const env = useBrowser();
const LANGS = ["fr", "bg", "en"];
async function shot(page, lang, name) {
  if (lang !== "en") return;
  await page.screenshot({ path: shotPath(`screenshots/${name}.png`) });
}

/**
 * 2. A round in a few taps and the number, without scrolling, at 360×740 and 360×420.
 * @param {string} lang
 */
async function roundInFewTaps(lang) {
  const counts = {};
  for (const height of [740, 420]) {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height, lang });
    await page.waitForSelector(tid("new-match"));
    for (const [variant, steps, number, expected, after = []] of [
      ["classic", ["taker-A", "contract-hearts"], "102", [102, 60]],
      ["contree", ["taker-A", "contract-hearts", "bid-100"], "110", [210, 50]],
      ["bulgarian", ["taker-A", "contract-no_trumps"], "80", [16, 10]],
      ["bela", ["taker-A", "contract-hearts"], "85", [85, 77]],
      ["klaverjas", ["taker-A", "contract-hearts"], "85", [85, 77]],
      // With roem (the keyboard down: at 740 only): A 85 + 20 against 77.
      ...(height === 740 ? [["klaverjas", ["taker-A", "contract-hearts"], "85", [105, 77], ["roem-A-run3"]]] : []),
    ]) {
      const key = `${variant}${after.length ? "+roem" : ""}@${height}`;
      if (variant !== "classic") await page.click(tid("tab-home")).then(() => page.click(tid("new-match")).catch(() => {}));
      if (variant === "classic") await newMatch(page, variant);
      else {
        await page.click(tid(`variant-${variant}`));
        await page.click(tid("start-match"));
        await page.waitForSelector(tid("add-round"));
      }
      let taps = 0;
      await tap(page, "add-round");
      taps++;
      for (const s of steps) {
        await tap(page, s);
        taps++;
      }
      // The points field is the next thing to enter: it has the focus, asks for the numeric
      // keyboard, and it and its message are on screen, above the Save bar.
      assert.equal(await activeTestid(page), "points", `${variant} at ${height}: the points field is focused`);
      assert.equal(await page.getAttribute(tid("points"), "inputmode"), "numeric");
      await page.keyboard.type(number);
      for (const id of ["points", "preview", "save-round"]) {
        const where = await onScreen(page, id);
        assert.ok(where.ok, `${key}: ${id} visible: ${where.why}`);
      }
      if (height === 740 && variant === "classic" && lang === "en") {
        await page.waitForSelector('[data-testid="preview"][data-kind="ok"]');
        await shot(page, lang, "round-entry");
      }
      for (const s of after) {
        await tap(page, s);
        taps++;
      }
      // Save right after the last digit: the tap is not lost to the preview.
      await tap(page, "save-round");
      taps++;
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="round-line"]').length === 1);
      await waitTotals(page, expected);
      counts[key] = taps;
      assert.ok(taps <= (variant === "classic" ? 4 : 5), `${key}: ${taps} taps`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  console.log(`# taps per round (${lang}): ${JSON.stringify(counts)}`);
}

const activeTestid = (page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
const roundCount = (page) => page.evaluate(() => document.querySelectorAll('[data-testid="round-line"]').length);

for (const lang of Object.keys(CATALOGS)) {
  test(`2. a round in a few taps and the number, without scrolling, at 360×740 and 360×420 (${lang})`, () => roundInFewTaps(lang));
}

/** What the back end (the core's language files) calls unnamed sides, in each language. */
const UNNAMED = { en: ["Us", "Them"], fr: ["Nous", "Eux"], bg: ["Ние", "Вие"], hr: ["Mi", "Vi"], nl: ["Wij", "Zij"] };

for (const lang of LANGS) {
  const T = texts(lang);
  const [us, them] = UNNAMED[lang];

  test(`1. the screen stays awake while a match is in play, with a setting to turn it off (${lang})`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang, wakeLock: "gesture" });
    await page.waitForSelector(tid("new-match"));
    assert.deepEqual(await page.evaluate(() => window.__wakeLog), [], "no lock without a match");
    await newMatch(page);
    // The match opens once the tap has been handled: a web view that wants a gesture may
    // refuse then; the lock is asked for again, and held, from the next tap.
    await page.waitForFunction(() => window.__wakeLog.length > 0);
    await page.click(tid("dealer"));
    await page.waitForFunction(() => window.__wakeHeld() === 1);

    // Settings shows it and turns it off and on again.
    await page.click(tid("tab-settings"));
    assert.equal(await page.textContent(tid("wake-status")), T["wake.web"]);
    await page.click(tid("keep-awake"));
    await page.waitForFunction(() => window.__wakeHeld() === 0);
    assert.equal(await page.textContent(tid("wake-status")), T["wake.off"]);
    await page.click(tid("keep-awake"));
    await page.waitForFunction(() => window.__wakeHeld() === 1);
    await checkLayout(page, 360);

    // Started again, the match in play opens by itself, with no tap: refused; asked for again
    // and held from the first tap.
    await page.reload();
    await page.waitForSelector(tid("add-round"));
    await page.waitForFunction(() => window.__wakeLog.length > 0);
    assert.deepEqual(await page.evaluate(() => window.__wakeLog), ["refused"]);
    await page.click(tid("dealer"));
    await page.waitForFunction(() => window.__wakeHeld() === 1);

    // Ending the match lets the screen sleep again.
    await page.click(tid("finish-match"));
    await page.click(tid("dialog-confirm"));
    await page.waitForSelector(tid("match-ended"));
    await page.waitForFunction(() => window.__wakeHeld() === 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`1. without a wake lock in the web view, Settings says the screen may sleep (${lang})`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang, wakeLock: "none" });
    await page.waitForSelector(tid("new-match"));
    await newMatch(page);
    await page.click(tid("tab-settings"));
    await page.waitForFunction(([id, text]) => document.querySelector(id)?.textContent === text, [tid("wake-status"), T["wake.unsupported"]]);
    await page.click(tid("keep-awake"));
    assert.equal(await page.textContent(tid("wake-status")), T["wake.off"]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`3. ending and abandoning ask first; an ended match shows its result, Rematch, New match (${lang})`, async () => {
    const { page, errors, context, backend } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    await newMatch(page);
    await enterRound(page, { taker: "A", contract: "hearts", points: 102 });

    // Going back from the question changes nothing.
    await page.click(tid("finish-match"));
    await page.waitForSelector(tid("dialog"));
    assert.equal(await page.textContent("#dialog-title"), T["match.confirm_finish"]);
    await checkLayout(page, 360);
    await page.click(tid("dialog-cancel"));
    assert.equal(await page.$(tid("dialog")), null);
    assert.ok(await page.$(tid("add-round")), "still in play");

    // Ended by hand: the result, no "+ Add round", no "to go", nothing the store would refuse.
    await page.click(tid("finish-match"));
    await page.click(tid("dialog-confirm"));
    await page.waitForSelector(tid("match-ended"));
    assert.equal(await page.textContent(tid("game-over")), text(T, "result.ended", { score: "102 – 60" }));
    for (const gone of ["add-round", "to-target-A", "finish-match", "abandon-match", "dealer"]) assert.equal(await page.$(tid(gone)), null, `${gone} is not offered`);
    assert.ok(await page.$(tid("rematch")));
    assert.ok(await page.$(tid("new-match")));
    assert.ok(await page.$(tid("reopen-match")), "a match ended by hand can be resumed");
    assert.match(await page.textContent(tid("undo")), new RegExp(T["undo.finish"]));
    await checkLayout(page, 360);
    await shot(page, lang, "match-ended");

    // Rematch: the same teams and game, a fresh score.
    await page.click(tid("rematch"));
    await page.waitForSelector(tid("add-round"));
    assert.deepEqual(await totals(page), [0, 0]);
    assert.equal(await page.textContent(".total.team-A .team-name"), "Nous");
    assert.equal((await backend.matches()).length, 2);

    // Abandon (after asking), then resume.
    await page.click(tid("abandon-match"));
    assert.equal(await page.textContent("#dialog-title"), T["match.confirm_abandon"]);
    await page.click(tid("dialog-confirm"));
    await page.waitForSelector(tid("match-ended"));
    assert.equal(await page.textContent(tid("game-over")), text(T, "result.abandoned", { score: "0 – 0" }));
    await page.click(tid("reopen-match"));
    await page.waitForSelector(tid("add-round"));

    // Won by the engine: the winner, and no "resume" (the store would refuse it).
    await enterRound(page, { taker: "A", contract: "hearts", capot: "A" });
    await enterRound(page, { taker: "A", contract: "spades", capot: "A" });
    await page.waitForSelector(tid("match-ended"));
    assert.equal(await page.textContent(tid("game-over")), text(T, "result.won_score", { team: "Nous", score: "504 – 0" }));
    assert.equal(await page.$(tid("reopen-match")), null);
    assert.equal(await page.$(tid("add-round")), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`4. Undo says what it undoes, is not "Cancel", and can be redone (${lang})`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    await newMatch(page);
    await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
    await enterRound(page, { taker: "B", contract: "clubs", side: "B", points: 100 });
    const undoText = (what, vars) => text(T, "undo.button", { what: text(T, what, vars) });
    assert.equal((await page.textContent(tid("undo"))).replace("↶", "").trim(), undoText("undo.append", { n: 2 }));
    assert.notEqual(text(T, "undo.button", { what: "" }).trim(), T["entry.cancel"], "Undo and Cancel differ");
    // Undo is away from "+ Add round": not in the fixed bar beside it.
    assert.equal(await page.$eval(tid("undo"), (el) => Boolean(el.closest(".sticky-actions"))), false);

    // Undo, then Redo from the notice: nothing lost.
    await page.click(tid("undo"));
    await waitTotals(page, [102, 60]);
    assert.ok((await page.textContent(tid("notice"))).includes(text(T, "undo.done", { what: text(T, "undo.append", { n: 2 }) })));
    await page.click(tid("toast-redo"));
    await waitTotals(page, [164, 160]);

    // An edit: undone by name, redone with the Redo button.
    await page.click(`${tid("round-line")} >> nth=0`);
    await page.click(tid("edit-round"));
    await page.fill(tid("points"), "92");
    await page.click(tid("save-round"));
    await waitTotals(page, [154, 170]);
    assert.equal((await page.textContent(tid("undo"))).replace("↶", "").trim(), undoText("undo.edit", { n: 1 }));
    await page.click(tid("undo"));
    await waitTotals(page, [164, 160]);
    assert.equal((await page.textContent(tid("redo"))).replace("↷", "").trim(), text(T, "undo.redo_what", { what: text(T, "undo.edit", { n: 1 }) }));
    await page.click(tid("redo"));
    await waitTotals(page, [154, 170]);

    // Deleting a round asks first, and is undone too.
    await page.click(`${tid("round-line")} >> nth=1`);
    await page.click(tid("delete-round"));
    await page.click(tid("dialog-confirm"));
    await waitTotals(page, [92, 70]);
    assert.equal((await page.textContent(tid("undo"))).replace("↶", "").trim(), undoText("undo.delete_round", { n: 2 }));
    await page.click(tid("undo"));
    await waitTotals(page, [154, 170]);
    await checkLayout(page, 360);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`5. wrong numbers look wrong, Save says why, and no tap is dropped (${lang})`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    await newMatch(page);

    // Save before anything is chosen: it says what is missing, as a hint.
    await page.click(tid("add-round"));
    await page.click(tid("save-round"));
    assert.equal(await page.getAttribute(tid("preview"), "data-kind"), "hint");
    assert.ok((await page.textContent(tid("preview"))).includes(T["entry.need_taker"]));
    assert.equal(await page.getAttribute(tid("save-round"), "aria-describedby"), "entry-msg");
    assert.equal(await page.getAttribute(tid("preview"), "id"), "entry-msg");

    // Out of range: an error, not a hint — colour, icon, aria-invalid, announced.
    await page.click(tid("taker-A"));
    await page.click(tid("contract-spades"));
    const hintStyle = await page.$eval(tid("preview"), (el) => getComputedStyle(el).backgroundColor);
    await page.keyboard.type("170");
    await page.waitForFunction(() => document.querySelector('[data-testid="preview"]').dataset.kind === "error");
    assert.equal(await page.getAttribute(tid("points"), "aria-invalid"), "true");
    assert.equal(await page.getAttribute(tid("preview"), "role"), "alert");
    assert.ok((await page.textContent(tid("preview"))).includes("⚠"));
    assert.ok((await page.textContent(tid("preview"))).includes(text(T, "entry.points_range", { total: 162 })));
    assert.notEqual(await page.$eval(tid("preview"), (el) => getComputedStyle(el).backgroundColor), hintStyle);
    assert.equal(await page.getAttribute(tid("save-round"), "data-ready"), "false");
    // Save refuses and says why; nothing is saved.
    await page.click(tid("save-round"));
    assert.equal(await page.getAttribute(tid("preview"), "data-kind"), "error");
    assert.equal(await roundCount(page).catch(() => 0), 0);

    // Fixed: the error goes; a tap on Save right after the last digit saves.
    await page.fill(tid("points"), "");
    await page.keyboard.type("90");
    assert.equal(await page.getAttribute(tid("points"), "aria-invalid"), "false");
    await page.click(tid("save-round"));
    await waitTotals(page, [90, 72]);

    // Enter on the numeric keyboard saves too, at once.
    await page.click(tid("add-round"));
    await page.click(tid("taker-B"));
    await page.click(tid("contract-clubs"));
    await page.keyboard.type("81");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="round-line"]').length === 2);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`6. every match in play is one tap away; a fresh install starts on an inviting screen (${lang})`, async () => {
    const { page, errors, context, backend } = await openApp(env.browser, { width: 360, height: 740, lang });
    // A fresh install: the game to play with its rules at a glance, then New match.
    await page.waitForSelector(tid("glance"));
    assert.ok((await page.textContent(tid("glance"))).includes(text(T, "home.target", { n: 501 })));
    assert.ok((await page.textContent(tid("glance"))).includes(T["ref.classic.1"]));
    await checkLayout(page, 360);
    await shot(page, lang, "home");
    await page.click(tid("home-variant-bulgarian"));
    assert.ok((await page.textContent(tid("glance"))).includes(text(T, "home.target", { n: 151 })));
    await page.click(tid("new-match"));
    assert.equal(await page.getAttribute(tid("variant-bulgarian"), "aria-pressed"), "true");
    await page.click(tid("variant-classic"));
    await page.fill(tid("team-A"), "Nous");
    await page.fill(tid("team-B"), "Eux");
    await page.fill(tid("player-A-0"), "Ana");
    await page.click(tid("start-match"));
    await page.waitForSelector(tid("add-round"));
    await enterRound(page, { taker: "A", contract: "hearts", points: 102 });

    // A second match in play: the first is one tap away from the scoreboard.
    await page.click(tid("new-match"));
    await page.fill(tid("team-A"), "Ana");
    await page.fill(tid("team-B"), "Léa");
    await page.click(tid("start-match"));
    await page.waitForSelector(tid("other-matches"));
    assert.ok((await page.textContent(tid("other-matches"))).includes(text(T, "match.others", { n: 1 })));
    await tap(page, "switch-match");
    await waitTotals(page, [102, 60]);
    await shot(page, lang, "scoreboard");

    // Started again: the newest opens, and says the other exists.
    await page.reload();
    await page.waitForSelector(tid("other-matches"));
    assert.equal(await page.textContent(".total.team-A .team-name"), "Ana");
    // Home lists both; recent teams start the next match with their names.
    assert.equal((await backend.matches()).length, 2);
    await page.click(tid("switch-match"));
    await waitTotals(page, [102, 60]);
    await page.click(tid("finish-match"));
    await page.click(tid("dialog-confirm"));
    await page.waitForSelector(tid("match-ended"));
    // The Score tab, tapped on the scoreboard, shows the overview: the matches in play, and
    // recent teams that start the next match with their names.
    await page.click(tid("tab-home"));
    await page.waitForSelector(tid("in-play"));
    assert.equal(await page.$$eval(`${tid("in-play")} li`, (l) => l.length), 1);
    await page.click(`[data-testid^="recent-teams-"] >> text=Nous`);
    assert.equal(await page.inputValue(tid("team-A")), "Nous");
    assert.equal(await page.inputValue(tid("player-A-0")), "Ana");
    assert.equal(await page.inputValue(tid("player-A-1")), "", "made-up names are not copied");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`7. targets ≥ 44 px, team headers and colours, names for unnamed players (${lang})`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    await page.click(tid("new-match"));
    // The setup is drawn again once the unnamed sides' names come back: measure after that.
    await page.waitForFunction(() => /** @type {HTMLInputElement | null} */ (document.querySelector('[data-testid="team-A"]'))?.placeholder);
    await page.locator('input[type="checkbox"]').first().waitFor({ state: "visible" });
    await checkLayout(page, 360); // the house rules' switches included
    const box = await page.$eval('input[type="checkbox"]', (el) => el.getBoundingClientRect().toJSON());
    assert.ok(box.height >= 44 && box.width >= 44, `switch ${box.width}×${box.height}`);
    await page.click(tid("start-match"));
    await page.waitForSelector(tid("add-round"));
    // Nobody named: "Player 1" (of the team "Us"), not "Player, seat 0".
    assert.equal(await page.textContent(tid("dealer")), text(T, "match.deal", { name: `${text(T, "setup.player_n", { n: 1 })} (${us})` }));
    await enterRound(page, { taker: "A", contract: "hearts", points: 102 });
    await enterRound(page, { taker: "B", contract: "clubs", side: "B", points: 100 });
    // The round list has the teams' names as headers, in the teams' colours.
    assert.deepEqual(await page.$$eval(".round-head .round-score", (els) => els.map((e) => e.textContent)), [us, them]);
    const colour = (sel) => page.$eval(sel, (el) => getComputedStyle(el).color);
    assert.equal(await colour(".round-head .team-A"), await colour(".round .round-score.team-A"));
    assert.equal(await colour(".round-head .team-A"), await colour(".total.team-A .big-number"));
    assert.notEqual(await colour(".round .round-score.team-A"), await colour(".round .round-score.team-B"));
    await page.click(tid("chart-toggle"));
    await checkLayout(page, 360); // the "Score progression" toggle included
    assert.deepEqual(errors, []);
    await context.close();
  });
}
