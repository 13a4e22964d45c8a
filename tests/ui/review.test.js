// Reviewing past matches, in headless Chromium on the real back end, at phone width (360 px)
// in every language: names found as people type them (history list and setup), the Stats
// tab's leaderboard in the store's order with its trend, head to head from a row (players and
// fixed teams), filters that change the numbers, records that open their match, any past
// match read only with its chart and every deal explained — and nothing that scrolls
// sideways. Screenshots of the leaderboard and the statistics for the README (English).
import { test } from "node:test";
import assert from "node:assert/strict";
import { openApp, useBrowser, texts, shotPath } from "./harness.js";
import { tid, checkLayout } from "./flows.js";
import { CATALOGS, LANGS } from "../../ui/js/i18n.js";

const env = useBrowser();
const WIDTH = 360;

/** A made deal of `taker` (100 card points), or a capot. */
const made = (taker, variant, capot = false) => {
  const r = capot ? { taker, contract: "hearts", capot: taker } : { taker, contract: "hearts", points: { [taker]: 100 } };
  if (variant === "coinche") r.bid = 80;
  return r;
};

/** A finished match won by `winner` (two made deals and a capot), or one abandoned after a deal. */
function match(id, day, variant, a, b, winner) {
  const taker = winner === "abandoned" ? "A" : winner;
  const rounds = winner === "abandoned" ? [made("A", variant)] : [made(taker, variant), made(taker, variant), made(taker, variant, true)];
  const entry = {
    id,
    created: `2026-01-${String(day).padStart(2, "0")}T20:00:00Z`,
    finished: `2026-01-${String(day).padStart(2, "0")}T21:00:00Z`,
    teams: { A: { name: a[0], players: [a[1], a[2]] }, B: { name: b[0], players: [b[1], b[2]] } },
    first_dealer: 0,
    match: { variant, options: { target: variant === "coinche" ? 500 : 300 }, rounds },
  };
  if (winner === "abandoned") entry.abandoned = true;
  return entry;
}

const NOUS = ["Nous", "Léa", "Šime"];
const EUX = ["Eux", "Иван", "Paul"];
const HISTORY = {
  format: "belote-history",
  version: 1,
  matches: [
    match("m-01", 1, "classic", NOUS, EUX, "A"),
    match("m-02", 2, "classic", NOUS, EUX, "A"),
    match("m-03", 3, "classic", EUX, NOUS, "A"),
    match("m-04", 4, "coinche", NOUS, ["Les Rouges", "Zoë", "Tom"], "A"),
    match("m-05", 10, "classic", ["Mix", "Léa", "Иван"], ["Other", "Šime", "Paul"], "B"),
    match("m-06", 12, "bela", ["Dalmacija", "Đorđe", "Ivana"], EUX, "A"),
    match("m-07", 15, "classic", NOUS, EUX, "abandoned"),
  ],
};

/** Nothing on the page is wider than the phone. */
async function noSideways(page, where) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= WIDTH, `${where}: the page is ${width} px wide`);
}

/** The names of the leaderboard's rows, in order. */
const rowNames = (page) => page.$$eval(`${tid("lb-row")} ${tid("lb-name")}`, (els) => els.map((e) => e.textContent));

/** Waits for the open-match lines of the history list to be `n`. */
const listed = (page, n) => page.waitForFunction((n) => document.querySelectorAll('[data-testid="open-match"]').length === n, n);

/** Types `text` in a name field and waits for a suggestion naming `name`. */
async function suggestion(page, field, text, name) {
  await page.fill(tid(field), text);
  // The suggestions for this very text (not those of the empty field, offered on focus).
  const sel = `${tid(`${field}-suggestions`)}[data-query="${text}"] ${tid("suggestion")}`;
  await page.waitForFunction(([sel, name]) => [...document.querySelectorAll(sel)].some((b) => b.querySelector(".suggestion-name")?.textContent === name), [sel, name]);
  return page.$$eval(sel, (els) => els.map((e) => e.querySelector(".suggestion-name").textContent));
}

/** The games played on the statistics card of `name` in a variant (its label), null without one. */
function cardGames(page, name, variantLabel) {
  return page.evaluate(([name, variant]) => {
    const card = [...document.querySelectorAll('[data-testid="stat-card"]')].find(
      (c) => c.querySelector('[data-testid="stat-name"]')?.textContent === name && c.querySelector(".stat-variant")?.textContent === variant,
    );
    return card ? Number(card.querySelector('[data-testid="stat-games"]').textContent) : null;
  }, [name, variantLabel]);
}

/** Waits until the statistics card of `name` in a variant shows `games` (null: no such card). */
async function waitCard(page, name, variantLabel, games) {
  await page
    .waitForFunction(
      ([name, variant, games]) => {
        const card = [...document.querySelectorAll('[data-testid="stat-card"]')].find(
          (c) => c.querySelector('[data-testid="stat-name"]')?.textContent === name && c.querySelector(".stat-variant")?.textContent === variant,
        );
        return (card ? Number(card.querySelector('[data-testid="stat-games"]').textContent) : null) === games;
      },
      [name, variantLabel, games],
      { timeout: 5000 },
    )
    .catch(async () => assert.equal(await cardGames(page, name, variantLabel), games, `${name} in ${variantLabel}`));
}

for (const lang of LANGS) {
  test(`reviewing past matches at ${WIDTH} px in ${lang}: search, leaderboard, head to head, filters, records, a past match`, async () => {
    const { page, errors, context, backend } = await openApp(env.browser, { width: WIDTH, height: 740, lang });
    const T = texts(lang);
    await page.waitForSelector(tid("new-match"));
    const report = await backend.call("import_history", { text: JSON.stringify(HISTORY) });
    assert.equal(report.imported, HISTORY.matches.length);

    // History: names found as people type them, suggested under the field.
    await page.click(tid("tab-history"));
    await listed(page, 7);
    assert.deepEqual(await suggestion(page, "filter-player", "lea", "Léa"), ["Léa"]);
    await listed(page, 6);
    assert.ok((await suggestion(page, "filter-player", "иван", "Иван")).includes("Иван"));
    await listed(page, 6);
    assert.ok((await suggestion(page, "filter-player", "sime", "Šime")).includes("Šime"));
    await noSideways(page, "history with suggestions");
    await checkLayout(page, WIDTH);
    // A tap on a suggestion picks that name.
    await page.click(`${tid("filter-player-suggestions")} ${tid("suggestion")} >> text=Šime`);
    await page.waitForFunction(() => document.querySelector('[data-testid="filter-player"]').value === "Šime");
    await listed(page, 6);
    await page.fill(tid("filter-player"), "dalm");
    await listed(page, 1);

    // A past match, read only: its chart and each deal's explanation; nothing to edit.
    await page.click(tid("open-match"));
    await page.waitForSelector(tid("review"));
    assert.ok(await page.$(tid("chart")), "the chart of a past match");
    assert.equal(await page.textContent(tid("total-A")), "452");
    await page.click(`${tid("round-line")} >> nth=2`);
    await page.waitForSelector(tid("explanation"));
    assert.match(await page.textContent(tid("round-detail")), new RegExp(T["round.why"]));
    assert.ok((await page.textContent(tid("explanation"))).length > 10);
    // The explanation names the sides as the scoreboard above it does, never A and B.
    const sides = await page.$$eval(".totals .team-name", (els) => els.map((e) => e.textContent.replace("🏆 ", "")));
    const why = await page.$$eval(`${tid("explanation")} li`, (lis) => lis.map((li) => li.textContent));
    assert.ok(why.some((l) => sides.some((side) => l.includes(side))), JSON.stringify({ sides, why }));
    assert.ok(!why.some((l) => /(^|\s)[AB](\s|:|,|$)/.test(l)), JSON.stringify(why));
    for (const gone of ["undo", "edit-round", "delete-round", "add-round", "reopen-match"]) assert.equal(await page.$(tid(gone)), null, `${gone} on a past match`);
    await noSideways(page, "a past match");
    await checkLayout(page, WIDTH);
    await page.click(tid("review-back"));
    await listed(page, 1);

    // The abandoned match can be taken up again: Reopen, the scoreboard's own action.
    await page.fill(tid("filter-player"), "");
    await listed(page, 7);
    await page.click(`${tid("open-match")} >> nth=0`);
    await page.waitForSelector(tid("review"));
    await page.waitForSelector(tid("reopen-match"));
    await page.click(tid("review-back"));

    // The leaderboard, in the store's order, each row with its range and its trend.
    await page.click(tid("tab-stats"));
    await page.waitForSelector(tid("lb-row"));
    const ratings = await backend.call("history_ratings", {});
    assert.deepEqual(await rowNames(page), ratings.players.map((p) => p.name));
    assert.equal((await rowNames(page))[0], "Šime");
    assert.ok((await page.$$(`${tid("lb-row")} .sparkline`)).length >= 4, "trends");
    await noSideways(page, "leaderboard");
    await checkLayout(page, WIDTH);
    if (lang === "en") await page.screenshot({ path: shotPath("screenshots/leaderboard.png") });
    // A tap on a row: its record.
    await page.click(`${tid("lb-row")} >> nth=0 >> .lb-main`);
    await page.waitForSelector(tid("lb-details"));
    await noSideways(page, "leaderboard, a row open");

    // Head to head, one tap from a row: Šime against Léa.
    await page.click(`${tid("lb-row")} >> nth=0 >> ${tid("lb-vs")}`);
    await page.waitForSelector(tid("h2h-picker"));
    await page.click(`${tid("h2h-pick")} >> text=Léa`);
    await page.waitForSelector(tid("h2h"));
    const duel = await backend.call("history_h2h", { first: "player:Šime", second: "player:Léa" });
    assert.equal(await page.textContent(tid("h2h-won-first")), String(duel.won[0]));
    assert.equal(await page.textContent(tid("h2h-won-second")), String(duel.won[1]));
    assert.equal(await page.textContent(tid("h2h-name-first")), "Šime");
    assert.equal((await page.$$(tid("h2h-result"))).length, duel.results.length);
    assert.ok(await page.$(tid("h2h-partners")), "as partners too");
    await noSideways(page, "head to head");
    await checkLayout(page, WIDTH);
    // A result opens its match.
    await page.click(`${tid("h2h-result")} >> nth=0`);
    await page.waitForSelector(tid("review"));
    await page.click(tid("review-back"));
    await page.waitForSelector(tid("h2h"));
    await page.click(tid("h2h-back"));

    // Fixed teams: the pairs, and head to head of two pairs.
    await page.click(tid("lb-teams"));
    await page.waitForFunction(() => document.querySelector('[data-testid="lb-name"]')?.textContent.includes(" & "));
    assert.deepEqual(await rowNames(page), ratings.teams.map((p) => p.name));
    const at = ratings.teams.findIndex((x) => x.name === "Léa & Šime");
    const first = ratings.teams[at];
    const opponent = ratings.teams.find((x) => x.name === "Paul & Иван");
    await page.click(`${tid("lb-row")} >> nth=${at} >> ${tid("lb-vs")}`);
    await page.click(`${tid("h2h-pick")} >> text=${opponent.name}`);
    await page.waitForSelector(tid("h2h"));
    const pairs = await backend.call("history_h2h", { first: `pair:${first.players.join(" & ")}`, second: `pair:${opponent.players.join(" & ")}` });
    assert.equal(pairs.games, 3);
    assert.equal(await page.textContent(tid("h2h-won-first")), String(pairs.won[0]));
    await noSideways(page, "head to head of pairs");
    await page.click(tid("h2h-back"));
    await page.click(tid("lb-players"));

    // Filters change the numbers: a game, a period, a player.
    await page.click(tid("review-tab-stats"));
    await page.waitForSelector(tid("stat-card"));
    const classic = T["variant.classic"];
    const coinche = T["variant.coinche"];
    assert.equal(await cardGames(page, "Léa", classic), 4);
    assert.equal(await cardGames(page, "Léa", coinche), 1);
    await noSideways(page, "statistics");
    await checkLayout(page, WIDTH);
    await page.click(`${tid("stat-card")} >> nth=0`);
    await page.waitForSelector(tid("stat-details"));
    await noSideways(page, "statistics, a card open");
    await page.selectOption(tid("review-game"), "variant:coinche");
    await waitCard(page, "Léa", classic, null);
    assert.equal(await cardGames(page, "Léa", coinche), 1);
    assert.equal((await page.$$(tid("stat-card"))).length, 4);
    await page.selectOption(tid("review-game"), "family:french");
    await waitCard(page, "Léa", classic, 4);
    if (lang === "en") await page.screenshot({ path: shotPath("screenshots/stats.png") });
    await page.fill(tid("review-since"), "2026-01-05");
    await waitCard(page, "Léa", classic, 1);
    assert.equal(await cardGames(page, "Léa", coinche), null);
    await page.fill(tid("review-since"), "");
    await page.fill(tid("review-until"), "2026-01-03");
    await waitCard(page, "Léa", classic, 3);
    await page.click(tid("review-clear"));
    await page.waitForFunction(() => !document.querySelector('[data-testid="review-clear"]'));
    await waitCard(page, "Léa", classic, 4);
    assert.deepEqual(await suggestion(page, "review-player", "zoe", "Zoë"), ["Zoë"]);
    await waitCard(page, "Léa", classic, null);
    assert.equal(await cardGames(page, "Léa", coinche), 1);
    // The leaderboard follows the filters too: only bela's players.
    await page.fill(tid("review-player"), "");
    await page.selectOption(tid("review-game"), "variant:bela");
    await page.click(tid("review-tab-ratings"));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="lb-row"]').length === 4);
    assert.ok((await rowNames(page)).includes("Đorđe"));
    await noSideways(page, "filtered leaderboard");
    await page.selectOption(tid("review-game"), "");
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="lb-row"]').length === n, ratings.players.length);

    // Records: each opens its match.
    await page.click(tid("review-tab-records"));
    await page.waitForSelector(tid("record"));
    await noSideways(page, "records");
    await checkLayout(page, WIDTH);
    const [record, deal] = await page.$eval(`${tid("record")}[data-kind="biggest_deal"]`, (e) => [e.dataset.match, Number(e.dataset.deal)]);
    await page.click(`${tid("record")}[data-kind="biggest_deal"] >> nth=0`);
    await page.waitForSelector(tid("review"));
    const held = await backend.call("review_match", { id: record, lang });
    assert.equal(await page.textContent(tid("total-A")), String(held.sheet.totals.A));
    assert.equal(await page.textContent(tid("total-B")), String(held.sheet.totals.B));
    // The record's deal is open, with its explanation in the app's language.
    await page.waitForSelector(tid("explanation"));
    assert.deepEqual(await page.$$eval(`${tid("explanation")} li`, (els) => els.map((e) => e.textContent)), held.sheet.rounds[deal - 1].explanation);
    await noSideways(page, "a record's match");
    await page.click(tid("review-back"));
    await page.waitForSelector(tid("record"));

    // Setup's name fields: the history's names, as people type them.
    await page.click(tid("tab-home"));
    await page.click(tid("new-match"));
    assert.deepEqual(await suggestion(page, "player-A-0", "lea", "Léa"), ["Léa"]);
    await noSideways(page, "setup with suggestions");
    await page.click(`${tid("player-A-0-suggestions")} ${tid("suggestion")}`);
    assert.equal(await page.inputValue(tid("player-A-0")), "Léa");
    assert.ok((await suggestion(page, "team-B", "ROUG", "Les Rouges")).includes("Les Rouges"));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
