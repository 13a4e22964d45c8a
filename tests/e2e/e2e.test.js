// End to end through the real app in WebKitGTK: tauri-driver + WebKitWebDriver (run under
// xvfb-run). A match with a litige and a capot entered as at the table (the points field
// focused once the contract is chosen, Save tapped right after the number), an edited earlier
// round recomputing the totals, the app closed and started again: the match is exactly as left.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { Session, startDriver, waitFor, wd, metrics, repo } from "./driver.js";
import { CATALOGS } from "../../ui/js/i18n.js";

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
  let s = await Session.start();
  const t0 = Date.now();
  await s.waitFind("new-match");
  metrics.firstStartToUsableMs = s.startedMs + (Date.now() - t0);

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
  await s.waitFind("totals");
  metrics.restartToUsableMs = s.startedMs + (Date.now() - t1);
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

  const shot = await wd("GET", s.url("/screenshot"));
  fs.mkdirSync(path.join(repo, "tests/artifacts"), { recursive: true });
  fs.writeFileSync(path.join(repo, "tests/artifacts/e2e-webkit.png"), Buffer.from(shot, "base64"));
  await s.close();
});
