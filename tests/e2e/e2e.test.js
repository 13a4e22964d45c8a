// End to end through the real app in WebKitGTK: tauri-driver + WebKitWebDriver (run under
// xvfb-run). A match with a litige and a capot entered as at the table (the points field
// focused once the contract is chosen, Save tapped right after the number), an edited earlier
// round recomputing the totals, the app closed and started again: the match is exactly as left.
// Then a round of Croatian bela in Croatian and of Dutch klaverjas (Rotterdam, roem) in Dutch,
// and after a restart Undo still names the change it undoes.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { Session, startDriver, waitFor, metrics, repo, screenshot } from "./driver.js";
import { CATALOGS } from "../../ui/js/i18n.js";
import { texts } from "../ui/harness.js";

let driver;

before(async () => {
  driver = await startDriver();
});

after(async () => {
  await driver?.stop();
  if (Object.keys(metrics).length) {
    console.log(`# e2e metrics: ${JSON.stringify(metrics)}`);
    if (process.env.E2E_METRICS) fs.writeFileSync(process.env.E2E_METRICS, JSON.stringify(metrics, null, 2));
  }
});

test("a match survives a restart exactly as left", async () => {
  // Start-up, two ways: as the driver sees it (asking tauri-driver for a session to the first
  // control found: driver and WebKitWebDriver start-up included), and as the app itself does
  // (its process start to its first screen rendered, then painted; see Session.appStartMs).
  let s = await Session.start();
  const t0 = Date.now();
  await s.waitFind("new-match", 10);
  metrics.firstStartToUsableMs = s.startedMs + (Date.now() - t0);
  const first = await s.appStartMs();
  metrics.firstStartAppMs = first.rendered;
  metrics.firstStartPaintedMs = first.painted;

  // French, to see the engine's explanation rendered in the table's language.
  await s.click("tab-settings");
  await s.click("lang-fr");
  await s.click("tab-home");
  await s.click("new-match");
  await s.type("team-A", "Nous");
  await s.type("team-B", "Eux");
  await s.click("start-match");
  await s.waitFind("add-round");

  await s.enterRound({ taker: "A", contract: "hearts", points: 102 });
  await s.waitTotals([102, 60]);
  await s.enterRound({ taker: "B", contract: "spades", side: "A", points: 81 });
  await s.waitTotals([183, 60]);
  assert.match(await s.text("pot"), /81/);
  await s.enterRound({ taker: "A", contract: "clubs", points: 90, belote: "A" });
  await s.waitTotals([374, 132]);
  await s.enterRound({ taker: "B", contract: "diamonds", capot: "B" });
  await s.waitTotals([374, 384]);

  // Why this score, in French.
  await s.js('document.querySelectorAll("[data-testid=round-line]")[0].click()');
  assert.match(await s.text("explanation"), /points de cartes/);

  // Edit round 1: totals recompute.
  await s.click("edit-round");
  await s.type("points", 92);
  await s.click("save-round");
  await s.waitTotals([364, 394]);

  const before = await s.js('return [...document.querySelectorAll("[data-testid=round-line]")].map(e => e.textContent)');
  await s.close();

  // Start again: the match in play opens as it was.
  s = await Session.start();
  const t1 = Date.now();
  await s.waitFind("totals", 10);
  metrics.restartToUsableMs = s.startedMs + (Date.now() - t1);
  const again = await s.appStartMs();
  metrics.restartAppMs = again.rendered;
  metrics.restartPaintedMs = again.painted;
  await s.waitTotals([364, 394]);
  const after = await s.js('return [...document.querySelectorAll("[data-testid=round-line]")].map(e => e.textContent)');
  assert.deepEqual(after, before);
  assert.equal(after.length, 4);

  // The screen is kept awake in WebKitGTK: its Screen Wake Lock is granted from the first tap
  // (the match opened by itself, without one), and Settings says so.
  await s.click("tab-settings");
  await waitFor(async () => (await s.text("wake-status")) === CATALOGS.fr["wake.web"], "the wake lock held");

  // The rules assistant in the real app: the card counter feeds round entry.
  await s.click("tab-assist");
  await s.click("as-tab-counter");
  await s.click("as-contract-spades");
  for (const c of ["JS", "9S", "AH"]) await s.click(`card-${c}`);
  await s.click("as-last-trick");
  await waitFor(async () => (await s.text("count-points")) === "55", "the pile's 55 points");
  await s.click("as-send");
  await s.waitFind("round-entry");
  assert.equal(await s.js('return document.querySelector("[data-testid=points]").value'), "55");
  await s.click("cancel-round");

  screenshot(path.join(repo, "tests/artifacts/e2e-webkit.png"));
  await s.close();
});

/** Chooses `value` in the select `testid` as a tap on the list would (a change event). */
async function choose(s, testid, value) {
  await s.js(
    'const el = document.querySelector(`[data-testid="${arguments[0]}"]`); el.value = arguments[1]; el.dispatchEvent(new Event("change", { bubbles: true }))',
    [testid, value],
  );
}

test("a round of Croatian bela and of Dutch klaverjas, in Croatian and Dutch, and Undo after a restart", async () => {
  let s = await Session.start();
  await s.waitFind("new-match");
  const hr = texts("hr");
  const nl = texts("nl");

  // Bela in Croatian: mus, A's kvarta against B's terca: 70 + 50 = 120 against 92.
  await s.click("tab-settings");
  await s.click("lang-hr");
  // (The match in play opens on the Score tab: New match is on its scoreboard.)
  await s.click("tab-home");
  await s.click("new-match");
  await s.click("variant-bela");
  await s.click("start-match");
  await s.waitFind("add-round");
  await s.click("add-round");
  await s.click("taker-A");
  await s.click("forced");
  await s.click("contract-hearts");
  await s.type("points", 70);
  await s.click("more");
  await s.click("add-seq4-A");
  await s.click("add-seq3-B");
  await s.click("save-round");
  await s.waitTotals([120, 92]);
  await s.js('document.querySelector("[data-testid=round-line]").click()');
  assert.match(await s.text("explanation"), /bodovi iz karata/);
  assert.ok((await s.text("round-detail")).includes(`(${hr["entry.forced@bela"]})`));

  // Klaverjas in Dutch, Rotterdam: verplicht, roem 20 against 50: nat, 0 : 232; then four
  // jacks, 100 in Rotterdam: 70 + 100 against 92.
  await s.click("tab-settings");
  await s.click("lang-nl");
  await s.click("tab-home");
  await s.click("new-match");
  await s.click("variant-klaverjas");
  await choose(s, "opt-system", JSON.stringify("rotterdam"));
  await waitFor(async () => (await s.js('return document.querySelector("[data-testid=opt-four_of_a_kind]").value')) === JSON.stringify("all_100"), "four of a kind follows the system");
  await s.click("start-match");
  await s.waitFind("deals-left");
  assert.equal(await s.text("deals-left"), nl["match.deals_left"].replace("{n}", "16"));
  await s.click("add-round");
  await s.click("taker-A");
  await s.click("forced");
  await s.click("contract-hearts");
  await s.type("points", 85);
  await s.click("roem-A-run3");
  await s.click("roem-B-run4");
  await s.click("save-round");
  await s.waitTotals([0, 232]);
  await s.click("add-round");
  await s.click("taker-A");
  await s.click("contract-spades");
  await s.type("points", 70);
  await choose(s, "roem-A-four", "four_J");
  await waitFor(async () => (await s.text("roem-A-total")) === "100", "four jacks: 100");
  await s.click("save-round");
  await s.waitTotals([170, 324]);
  assert.equal(await s.text("deals-left"), nl["match.deals_left"].replace("{n}", "14"));
  await s.js('document.querySelector("[data-testid=round-line]").click()');
  assert.ok((await s.text("round-detail")).includes(`${nl["entry.roem"]}:`));
  assert.ok((await s.text("round-detail")).includes(nl["verdict.inside@klaverjas"]));
  await s.close();

  // Started again: the klaverjas match opens, and Undo still says what it undoes.
  s = await Session.start();
  await s.waitFind("deals-left");
  await s.waitTotals([170, 324]);
  const undo = nl["undo.button"].replace("{what}", nl["undo.append"].replace("{n}", "2"));
  await waitFor(async () => (await s.text("undo")).replace("↶", "").trim() === undo, `"${undo}"`);
  await s.click("undo");
  await s.waitTotals([0, 232]);
  await s.close();
});
