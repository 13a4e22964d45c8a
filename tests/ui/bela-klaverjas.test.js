// Croatian bela and Dutch klaverjas (issue 15) in headless Chromium at phone width (360 px),
// on the real back end (scores, explanations and legal plays from the engine) — in Croatian and
// Dutch (the games' own players) and in English (which also takes the docs' pictures):
//  - setup: every house rule with its sources, and a default that follows another rule
//    (klaverjas's Rotterdam system makes every four of a kind 100);
//  - a bela match: mus, zvanja, bela, a štiglja, a fall (pad); the round facts in the game's
//    words; Undo names what it undoes after a restart too;
//  - a klaverjas match: verplicht, roem by quick chips (a run, a stuk, four jacks worth what
//    the system says), a pit that leaves the other side without roem, deals left instead of
//    points to go; a round edited keeps its roem;
//  - the rules assistant: legal play under Amsterdam, Rotterdam and bela, declarations only
//    for games that have them, the rules reference;
//  - history (filter, export, import) and statistics with both games;
//  - the language follows the system locale until one is chosen in Settings.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openApp, useBrowser, describeVariants, texts, shotPath } from "./harness.js";
import { tid, enterRound, totals, waitTotals, checkLayout, tap, text } from "./flows.js";
import { CATALOGS } from "../../ui/js/i18n.js";

const env = useBrowser();
/** A variant's own wording of a key, else the general one (as the UI's `tv`). */
const tv = (T, variant, key, vars) => text(T, `${key}@${variant}` in T ? `${key}@${variant}` : key, vars);

async function shot(page, lang, name, top = false) {
  if (lang !== "en") return;
  if (top) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shotPath(`screenshots/${name}.png`) });
}

const waitText = (page, testid, re) => page.waitForFunction(([sel, src]) => new RegExp(src).test(document.querySelector(sel)?.textContent || ""), [tid(testid), re.source]);
const previewOk = (page) => page.waitForSelector('[data-testid="preview"][data-kind="ok"]');
const roundCount = (page) => page.evaluate(() => document.querySelectorAll('[data-testid="round-line"]').length);

/** Opens the setup of `variant` from the home screen, after checking its glance. */
async function setupOf(page, T, variant, glance) {
  await page.click(tid(`home-variant-${variant}`));
  assert.ok((await page.textContent(tid("glance"))).includes(glance), `${variant}: ${glance}`);
  assert.ok((await page.textContent(tid("glance"))).includes(T[`ref.${variant}.1`]));
  await page.click(tid("new-match"));
  assert.equal(await page.getAttribute(tid(`variant-${variant}`), "aria-pressed"), "true");
}

async function names(page) {
  await page.fill(tid("team-A"), "Ana & Ivo");
  await page.fill(tid("team-B"), "Mia & Luka");
  for (const [id, name] of [["player-A-0", "Ana"], ["player-B-0", "Mia"], ["player-A-1", "Ivo"], ["player-B-1", "Luka"]]) await page.fill(tid(id), name);
}

const described = describeVariants();

/** A house rule's summary as the UI shows it: translated, or the engine's own (English). */
function summaryOf(T, variant, key) {
  if (`optsum.${key}@${variant}` in T || `optsum.${key}` in T) return tv(T, variant, "optsum." + key);
  return described.find((v) => v.variant === variant).options.find((o) => o.key === key).summary;
}

/** Every house rule of the variant is offered with its summary and its sources. */
async function checkOptions(page, T, variant, keys) {
  for (const key of keys) {
    const box = await page.textContent(tid(`option-${key}`));
    assert.ok(box.includes(tv(T, variant, "opt." + key)), `${variant} ${key}: its name`);
    assert.ok(box.includes(summaryOf(T, variant, key)), `${variant} ${key}: its summary`);
    assert.ok(box.includes(T["setup.source"]), `${variant} ${key}: its sources`);
  }
}

for (const lang of ["hr", "nl", "en"]) {
  const T = texts(lang);

  test(`a bela match at 360 px in ${lang}: mus, zvanja, štiglja, pad, Undo after a restart`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    await setupOf(page, T, "bela", text(T, "home.target", { n: 1001 }));
    await checkOptions(page, T, "bela", ["target", "litige", "capot_declarations", "belote_on_inside", "trump_sequence_first", "both_reach_target"]);
    assert.ok((await page.textContent(tid("option-litige"))).includes("Croatian club rulebook"));
    assert.equal(await page.$eval(tid("opt-litige"), (el) => el.selectedOptions[0].textContent), T["val.inside@bela"]);
    await checkLayout(page, 360);
    await names(page);
    await page.click(tid("start-match"));
    await page.waitForSelector(tid("add-round"));
    assert.ok((await page.textContent(tid("to-target-A"))).includes(text(T, "match.to_target", { n: 1001 })));

    // Round 1: nobody would call, the dealer had to (mus); A's kvarta beats B's terca, and
    // A passes with 70 + 50 against 92: 120 : 92.
    await page.click(tid("add-round"));
    assert.equal(await page.textContent(`[data-step="taker"] .step-label`), T["entry.taker@bela"]);
    await page.click(tid("taker-A"));
    await page.click(tid("forced"));
    assert.equal(await page.getAttribute(tid("forced"), "aria-pressed"), "true");
    assert.equal(await page.textContent(tid("forced")), T["entry.forced@bela"]);
    await page.click(tid("contract-hearts"));
    await page.keyboard.type("70");
    await page.click(tid("more"));
    assert.ok((await page.textContent(".more")).includes(T["entry.declarations@bela"]));
    assert.ok((await page.textContent(tid("add-seq4-A"))).includes(T["decl.seq4@bela"]));
    await page.click(tid("add-seq4-A"));
    await page.click(tid("add-seq3-B"));
    await previewOk(page);
    await checkLayout(page, 360);
    await page.click(tid("save-round"));
    await waitTotals(page, [120, 92]);

    // Round 2: B takes every trick against caller A (štiglja): 162 + 90 + A's terca = 272.
    await page.click(tid("add-round"));
    await page.click(tid("taker-A"));
    await page.click(tid("contract-spades"));
    await page.click(tid("more"));
    assert.ok((await page.textContent(".more")).includes(T["entry.capot@bela"]));
    await page.click(tid("capot-B"));
    await page.click(tid("add-seq3-A"));
    await page.click(tid("save-round"));
    await waitTotals(page, [120, 364]);

    // Round 3: 81 each — the caller falls (pad): 162 to A.
    await enterRound(page, { taker: "B", contract: "spades", side: "B", points: 81 });
    await waitTotals(page, [282, 364]);

    // The rounds in the game's words, explained by the engine in the table's language.
    const line = (i) => page.getAttribute(`${tid("round-line")} >> nth=${i}`, "aria-label");
    assert.ok((await line(0)).includes(T["verdict.made@bela"]));
    assert.ok((await line(2)).includes(T["verdict.inside@bela"]));
    await page.click(`${tid("round-line")} >> nth=0`);
    const fact0 = await page.textContent(".round-fact");
    assert.ok(fact0.includes(text(T, "round.taken_by@bela", { team: "Ana & Ivo" })), fact0);
    assert.ok(fact0.includes(`(${T["entry.forced@bela"]})`), fact0);
    await page.click(`${tid("round-line")} >> nth=1`);
    assert.ok((await page.textContent(".round-fact")).includes(text(T, "round.capot_by@bela", { team: "Mia & Luka" })));
    assert.match(await page.textContent(tid("explanation")), /štiglja|štiglj/i);
    await checkLayout(page, 360);
    await shot(page, lang, "bela", true);

    // Undo names the last change, also after a restart (the app says what it would undo).
    const undoLabel = text(T, "undo.button", { what: text(T, "undo.append", { n: 3 }) });
    assert.equal((await page.textContent(tid("undo"))).replace("↶", "").trim(), undoLabel);
    await page.reload();
    await page.waitForSelector(tid("add-round"));
    assert.equal((await page.textContent(tid("undo"))).replace("↶", "").trim(), undoLabel);
    await page.click(tid("undo"));
    await waitTotals(page, [120, 364]);
    assert.equal((await page.textContent(tid("undo"))).replace("↶", "").trim(), text(T, "undo.button", { what: text(T, "undo.append", { n: 2 }) }));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a klaverjas match at 360 px in ${lang}: Rotterdam, verplicht, roem chips, pit, deals left`, async () => {
    const { page, errors, context, backend } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    await setupOf(page, T, "klaverjas", text(T, "home.deals", { n: 16 }));
    await checkOptions(page, T, "klaverjas", ["system", "four_of_a_kind", "litige", "defenders_pit", "game_end", "deals", "target"]);
    assert.ok((await page.textContent(tid("option-system"))).includes("NKU"));
    // The system sets the default of four of a kind (default_when): Rotterdam, all 100.
    const fourShown = () => page.$eval(tid("opt-four_of_a_kind"), (el) => el.selectedOptions[0].textContent);
    assert.equal(await fourShown(), T["val.jacks_200"]);
    await page.selectOption(tid("opt-system"), JSON.stringify("rotterdam"));
    assert.equal(await fourShown(), T["val.all_100"]);
    await page.selectOption(tid("opt-system"), JSON.stringify("amsterdam"));
    assert.equal(await fourShown(), T["val.jacks_200"]);
    await page.selectOption(tid("opt-system"), JSON.stringify("rotterdam"));
    await checkLayout(page, 360);
    await page.$eval(tid("option-system"), (el) => el.scrollIntoView({ block: "start" }));
    await shot(page, lang, "klaverjas-setup");
    await names(page);
    await page.click(tid("start-match"));
    await page.waitForSelector(tid("add-round"));
    assert.deepEqual((await backend.matches())[0].options, { system: "rotterdam" }, "only what differs from the defaults is kept");
    // A game of 16 deals: deals left, not points to go.
    assert.equal(await page.textContent(tid("deals-left")), text(T, "match.deals_left", { n: 16 }));
    assert.equal(await page.$(tid("to-target-A")), null);
    assert.ok((await page.textContent(tid("variant-tag"))).includes(text(T, "match.deals", { n: 16 })));

    // Round 1, in taps: A had to play (verplicht), 85 card points, A's three in a row,
    // B's four: A 105 < B 127, nat: 0 : 162 + 70 = 232.
    let taps = 0;
    for (const id of ["add-round", "taker-A", "forced", "contract-hearts"]) {
      await tap(page, id);
      taps++;
    }
    assert.equal(await page.textContent(tid("forced")), T["entry.forced@klaverjas"]);
    await page.keyboard.type("85");
    for (const id of ["roem-A-run3", "roem-B-run4"]) {
      await tap(page, id);
      taps++;
    }
    assert.equal(await page.textContent(tid("roem-A-total")), "20");
    assert.equal(await page.textContent(tid("roem-B-total")), "50");
    await previewOk(page);
    assert.ok((await page.textContent(tid("preview"))).includes(T["verdict.inside@klaverjas"]));
    await checkLayout(page, 360);
    await shot(page, lang, "klaverjas-entry");
    await tap(page, "save-round");
    taps++;
    await waitTotals(page, [0, 232]);
    assert.ok(taps <= 7, `a klaverjas round with verplicht and two roem: ${taps} taps`);
    console.log(`# klaverjas round with verplicht and roem (${lang}): ${taps} taps + the number`);

    // Round 2: four jacks are 100 in Rotterdam: A 70 + 100 = 170 against 92.
    await page.click(tid("add-round"));
    await page.click(tid("taker-A"));
    await page.click(tid("contract-spades"));
    await page.keyboard.type("70");
    await page.selectOption(tid("roem-A-four"), "four_J");
    assert.equal(await page.textContent(tid("roem-A-total")), "100");
    // A roem called by mistake is taken back.
    await page.click(tid("roem-A-run3"));
    assert.equal(await page.textContent(tid("roem-A-total")), "120");
    await page.click(tid("roem-A-undo"));
    assert.equal(await page.textContent(tid("roem-A-total")), "100");
    await page.click(tid("save-round"));
    await waitTotals(page, [170, 324]);

    // Round 3: B takes every trick (pit) with a stuk: A, without a trick, can have no roem.
    // Defenders' pit: 162 + 100 + 20 = 282.
    await page.click(tid("add-round"));
    await page.click(tid("taker-A"));
    await page.click(tid("contract-clubs"));
    await page.click(tid("roem-A-run3"));
    await page.click(tid("more"));
    assert.ok((await page.textContent(".more")).includes(T["entry.capot@klaverjas"]));
    await page.click(tid("capot-B"));
    assert.equal(await page.isDisabled(tid("roem-A-run3")), true);
    assert.equal(await page.textContent(tid("roem-A-total")), "0");
    await page.click(tid("roem-B-stuk"));
    await page.click(tid("save-round"));
    await waitTotals(page, [170, 606]);
    assert.deepEqual((await backend.matches())[0].rounds[2].roem, { B: ["stuk"] });
    assert.equal(await page.textContent(tid("deals-left")), text(T, "match.deals_left", { n: 13 }));

    // The round's facts: verplicht, roem per team, nat; edited, it keeps its roem.
    await page.click(`${tid("round-line")} >> nth=0`);
    const fact = await page.textContent(".round-fact");
    assert.ok(fact.includes(`(${T["entry.forced@klaverjas"]})`), fact);
    assert.ok(fact.includes(`${T["entry.roem"]}: Ana & Ivo 20, Mia & Luka 50`), fact);
    assert.ok(fact.includes(T["verdict.inside@klaverjas"]), fact);
    await shot(page, lang, "klaverjas", true);
    await page.click(tid("edit-round"));
    assert.equal(await page.textContent(tid("roem-B-total")), "50");
    assert.equal(await page.getAttribute(tid("forced"), "aria-pressed"), "true");
    await page.click(tid("roem-B-stuk"));
    await page.click(tid("save-round"));
    await waitTotals(page, [170, 626]);
    assert.equal(await roundCount(page), 3);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const lang of ["nl", "hr"]) {
  const T = texts(lang);
  test(`the rules assistant for bela and klaverjas in ${lang}: Amsterdam, Rotterdam, bela; declarations; reference`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("tab-assist"));
    await page.click(tid("tab-assist"));
    const allowed = (cards) => page.waitForFunction((c) => document.querySelector('[data-testid="legal-allowed"]')?.textContent === c, cards);

    // Spades trump; A♥ led, 7♥ on it, the partner of the leader is void in hearts.
    await page.click(tid("as-variant-klaverjas"));
    await page.click(tid("as-contract-spades"));
    await page.click(tid("card-AH"));
    await page.click(tid("card-7H"));
    await page.click(tid("as-pick-hand"));
    for (const c of ["7S", "KD"]) await page.click(tid(`card-${c}`));
    // Amsterdam (the default): the partner is winning, so any card.
    await allowed("7♠ K♦");
    assert.ok((await page.textContent(tid("as-opt-system"))).includes(T["val.amsterdam"]));
    // Rotterdam: must trump, whoever is winning.
    await page.selectOption(tid("as-opt-system"), JSON.stringify("rotterdam"));
    await allowed("7♠");
    assert.ok((await page.textContent(tid("legal-reason"))).length > 10);
    // An opponent's jack of trumps on the ace: Rotterdam undertrumps, Amsterdam never does.
    await page.click(tid("as-pick-trick"));
    await page.click(tid("card-7H"));
    await page.click(tid("card-JS"));
    await page.click(tid("as-pick-hand"));
    await allowed("7♠");
    await page.selectOption(tid("as-opt-system"), JSON.stringify("amsterdam"));
    await allowed("K♦");
    // Bela has no such rule: must trump over a winning partner as well.
    await page.click(tid("as-pick-trick"));
    await page.click(tid("card-JS"));
    await page.click(tid("card-7H"));
    await page.click(tid("as-variant-bela"));
    assert.equal(await page.$(tid("as-opt-system")), null);
    await allowed("7♠");
    const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(scroll <= 360, `horizontal scroll ${scroll}`);

    // Declarations: offered for the games that have them (bela), not for klaverjas (roem).
    await page.click(tid("as-tab-declarations"));
    assert.ok(await page.$(tid("as-variant-bela")));
    assert.equal(await page.$(tid("as-variant-klaverjas")), null);

    // The rules reference in the table's language, house rules with their sources.
    await page.click(tid("as-tab-reference"));
    await page.fill(tid("as-search"), "roem");
    await page.waitForSelector(tid("ref-klaverjas"));
    assert.ok((await page.textContent(tid("ref-klaverjas"))).includes(T["ref.klaverjas.2"]));
    await page.fill(tid("as-search"), "štiglja");
    await page.waitForSelector(tid("ref-bela"));
    assert.ok((await page.textContent(tid("ref-bela"))).includes(T["ref.bela.5"]));
    await checkLayout(page, 360);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`history and statistics with bela and klaverjas in ${lang}: filter, export, import`, async () => {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, lang });
    await page.waitForSelector(tid("new-match"));
    for (const [variant, round, expected] of [
      ["bela", { taker: "A", contract: "hearts", points: 90 }, [90, 72]],
      ["klaverjas", { taker: "B", contract: "spades", side: "B", points: 100 }, [62, 100]],
    ]) {
      await page.click(tid("tab-home"));
      await page.click(tid(`home-variant-${variant}`));
      await page.click(tid("new-match"));
      await page.click(tid("start-match"));
      await page.waitForSelector(tid("add-round"));
      await enterRound(page, round);
      assert.deepEqual(await totals(page), expected);
    }

    await page.click(tid("tab-history"));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 2);
    const lines = await page.$$eval(tid("open-match"), (els) => els.map((e) => e.textContent));
    assert.ok(lines.some((l) => l.includes(T["variant.bela"])) && lines.some((l) => l.includes(T["variant.klaverjas"])), lines.join(" | "));
    await page.selectOption(tid("filter-variant"), "klaverjas");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 1);
    assert.ok((await page.textContent(tid("open-match"))).includes(T["variant.klaverjas"]));
    await page.selectOption(tid("filter-variant"), "");
    await page.click(tid("export-json"));
    await page.waitForSelector(tid("transfer-result"));
    // A klaverjas match from another device, its roem as a list and as a number.
    const file = {
      format: "belote-history",
      version: 1,
      matches: [
        {
          id: "m-imported-1",
          created: "2025-01-05T20:00:00Z",
          finished: null,
          teams: { A: { name: "Jan", players: ["Jan", "Piet"] }, B: { name: "Kees", players: ["Kees", "Joop"] } },
          first_dealer: 0,
          match: { variant: "klaverjas", options: { system: "rotterdam" }, rounds: [{ taker: "A", contract: "hearts", points: { A: 85 }, roem: { A: 20, B: ["run4"] } }] },
        },
      ],
    };
    await page.setInputFiles(tid("import-file"), { name: "h.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForSelector(tid("imported-count"));
    assert.equal(await page.textContent(tid("imported-count")), text(T, "history.imported_n", { n: 1 }));
    await page.click(tid("transfer-ok"));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="open-match"]').length === 3);
    // A roem that is not a roem is refused, nothing imported.
    file.matches[0].id = "m-imported-2";
    file.matches[0].match.rounds[0].roem = { A: 30 };
    await page.setInputFiles(tid("import-file"), { name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForFunction(() => /roem/.test(document.querySelector('[data-testid="transfer-result"]')?.textContent || ""));

    // The imported match opens with its roem.
    await page.click(tid("transfer-ok"));
    await page.click(`${tid("open-match")} >> text=Jan`);
    await waitTotals(page, [0, 232]);
    await page.click(tid("round-line"));
    assert.ok((await page.textContent(".round-fact")).includes(`${T["entry.roem"]}: Jan 20, Kees 50`));

    await page.click(tid("tab-stats"));
    await page.click(tid("review-tab-stats"));
    await page.click(tid("cards-variants"));
    await page.waitForSelector(tid("stat-card"));
    const stats = await page.textContent(".stats");
    for (const v of ["bela", "klaverjas"]) assert.ok(stats.includes(T[`variant.${v}`]), `${v} in the statistics`);
    await checkLayout(page, 360);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the language follows the system locale until one is chosen in Settings", async () => {
  for (const [locale, lang] of [["nl-BE", "nl"], ["hr-HR", "hr"], ["bg", "bg"], ["de-DE", "en"]]) {
    const { page, errors, context } = await openApp(env.browser, { width: 360, height: 740, locale });
    await page.waitForSelector(tid("new-match"));
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, locale);
    assert.equal(await page.textContent(`${tid("tab-settings")} .tab-label`), CATALOGS[lang]["tab.settings"]);
    if (locale === "nl-BE") {
      await page.click(tid("tab-settings"));
      assert.equal(await page.getAttribute(tid("lang-system"), "aria-pressed"), "true");
      assert.equal(await page.textContent(tid("lang-system")), text(CATALOGS.nl, "settings.lang_system", { name: "Nederlands" }));
      // Chosen: Croatian, kept after a restart; then back to the system's.
      await page.click(tid("lang-hr"));
      // The screen changes language once the game's words of the new one are there.
      const label = `${tid("tab-settings")} .tab-label`;
      await page.waitForFunction(([sel, want]) => document.querySelector(sel)?.textContent === want, [label, CATALOGS.hr["tab.settings"]]);
      await page.reload();
      await page.click(tid("tab-settings"));
      assert.equal(await page.evaluate(() => document.documentElement.lang), "hr");
      assert.equal(await page.getAttribute(tid("lang-hr"), "aria-pressed"), "true");
      await page.click(tid("lang-system"));
      await page.waitForFunction(() => document.documentElement.lang === "nl");
      await page.reload();
      await page.click(tid("tab-settings"));
      assert.equal(await page.evaluate(() => document.documentElement.lang), "nl");
      assert.equal(await page.getAttribute(tid("lang-system"), "aria-pressed"), "true");
      await checkLayout(page, 360);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
