// One event round through the real app in WebKitGTK (tauri-driver + WebKitWebDriver, under
// xvfb-run): a concours created from its preset with four teams pasted, round 1 drawn, table
// 1's deals entered with round entry (the explanation names the table's sides), the standings
// at once; then the tables opened to phones and a "phone" — Chromium (playwright-core), on
// loopback only — enters table 2's first deal on its table page, which the organiser's window
// shows on its phones' panel and in the plan.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { Session, startDriver, waitFor, wd, metrics, repo, screenshot } from "./driver.js";
import { launch, texts } from "../ui/harness.js";
import { text } from "../ui/flows.js";

const T = texts("en");

let driver;

before(async () => {
  driver = await startDriver();
});

after(async () => {
  await driver?.stop();
});

/** Sets a field's value as typing would, with the event the form listens to. */
async function setField(s, testid, value, event) {
  await s.waitFind(testid);
  await s.js(
    'const el = document.querySelector(`[data-testid="${arguments[0]}"]`); el.value = arguments[1]; el.dispatchEvent(new Event(arguments[2], { bubbles: true }))',
    [testid, value, event],
  );
}

/** Calls an app command in the window (Tauri IPC: the app's one command, `dispatch`), as the UI does: `{v}` or `{e}`. */
async function command(s, cmd, args) {
  return wd("POST", s.url("/execute/async"), {
    script: "const done = arguments[arguments.length - 1]; window.__TAURI_INTERNALS__.invoke('dispatch', { cmd: arguments[0], args: arguments[1] }).then((v) => done({ v }), (e) => done({ e: JSON.stringify(e) }))",
    args: [cmd, args],
  });
}

test("an event round in the app, and a phone's deal on the organiser's screen", async () => {
  const s = await Session.start();
  await s.waitFind("new-match");
  await s.click("tab-settings");
  await s.click("lang-en");

  // A concours from its preset: 2 rounds of 2 deals, four teams pasted.
  await s.click("tab-events");
  await s.click("ev-new");
  await s.click("ev-preset-concours");
  await s.type("ev-name", "Concours du comité");
  await setField(s, "ev-rounds", "2", "change");
  await setField(s, "ev-deals", "2", "change");
  await setField(s, "ev-entrants-text", "Les Cochons: Jean, Paul\nDuo 2\nAtout Cœur\nLes Capots", "input");
  await waitFor(async () => (await s.text("ev-entrants-count")) === text(T, "ev.count_teams", { n: 4 }), "four teams read");
  await s.click("ev-create");
  await s.waitFind("ev-draw");
  assert.equal(await s.text("ev-title"), "Concours du comité");

  // Round 1: two tables.
  await s.click("ev-draw");
  await s.waitFind("ev-table-2");
  assert.equal(await s.text("ev-round"), text(T, "ev.round_of", { n: 1, total: 2 }));

  // A deal at table 1 with round entry; its explanation names the table's sides.
  await s.click("ev-table-1");
  await s.waitFind("ev-table-title");
  const [a, b] = await waitFor(
    () => s.js('const n = [...document.querySelectorAll(".totals .team-name")].map((e) => e.textContent); return n.length === 2 ? n : null'),
    "the table's sides",
  );
  await s.enterRound({ taker: "A", contract: "hearts", points: 100 });
  await s.waitTotals([100, 62]);
  await s.js('document.querySelector("[data-testid=round-line]").click()');
  const why = await s.text("explanation");
  assert.ok(why.includes(`takers ${a} 100 > defenders ${b} 62: made`), why);
  // Its second deal completes the table (the standings count complete tables).
  await s.enterRound({ taker: "B", contract: "spades", side: "B", points: 90 });
  await s.waitTotals([172, 152]);
  assert.equal(await s.text("ev-table-state"), `✓ ${T["ev.complete"]}`);

  // The standings at once: table 1's sides on 172 and 152.
  await s.click("ev-back");
  await s.waitFind("ev-plan");
  assert.equal(await s.text("ev-table-score-1"), "172 – 152");
  await s.click("ev-tab-standings");
  await s.waitFind("ev-standings");
  const standings = await s.js(
    'return [...document.querySelectorAll("[data-testid=ev-standing]")].map((tr) => [tr.querySelector(".name").textContent, Number(tr.querySelector("[data-testid=ev-points]").textContent)])',
  );
  assert.deepEqual(standings.slice(0, 2), [
    [a, 172],
    [b, 152],
  ]);

  // The tables open to phones: the app serves them on the machine's network (port 8080 when
  // free, else any free port); the phone here reaches it on loopback.
  await s.click("ev-tab-phones");
  await s.click("ev-phones-open");
  await s.waitFind("ev-qr-2");
  const url = await s.text("ev-phones-url");
  assert.match(url, /^http:\/\/[\d.]+:\d+\/$/);
  const answer = await command(s, "phones_status", {});
  assert.ok(answer && answer.v, `phones_status: ${JSON.stringify(answer)}`);
  const status = answer.v;
  assert.equal(status.open, true);
  const port = new URL(status.url).port;
  const table2 = status.tables.find((x) => x.table === 2);
  assert.equal(await s.text("ev-phone-deals-2"), text(T, "ev.deals_n", { n: 0 }));

  // The UI tests' Chromium (Debian's, headless, nothing fetched on its own).
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "en-GB" });
    const phone = await context.newPage();
    const errors = [];
    phone.on("pageerror", (e) => errors.push(e.message));
    await phone.goto(`http://127.0.0.1:${port}/t/${table2.code}`);
    await phone.waitForSelector('[data-testid="phone-status"][data-state="saved"]');
    await phone.click('[data-testid="enter-deal"]');
    await phone.click('[data-testid="taker-B"]');
    await phone.click('[data-testid="contract-spades"]');
    await phone.click('[data-testid="side-B"]');
    await phone.fill('[data-testid="points"]', "90");
    await phone.waitForSelector('[data-testid="preview"][data-kind="ok"]');
    const t0 = Date.now();
    await phone.click('[data-testid="save-round"]');
    await phone.waitForSelector('[data-testid="deal-1"][data-pending="false"]');

    // The organiser's window shows it: on the phones' panel, then in the plan.
    await waitFor(async () => (await s.text("ev-phone-deals-2")) === text(T, "ev.deals_n", { n: 1 }), "the phone's deal on the panel", 5000, 50);
    metrics.phoneDealToPanelMs = Date.now() - t0;
    console.log(`# a phone's deal on the organiser's panel in WebKitGTK after ${metrics.phoneDealToPanelMs} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
  }
  screenshot(path.join(repo, "tests/artifacts/e2e-event-phones.png"));
  await s.click("ev-tab-tables");
  await waitFor(async () => (await s.text("ev-table-score-2")) === "72 – 90", "table 2's score in the plan");
  assert.equal(await s.text("ev-table-deals-2"), text(T, "ev.deals_of", { n: 1, total: 2 }));

  // Closed again: the phones' server stops.
  await s.click("ev-tab-phones");
  await s.click("ev-phones-close");
  await s.waitFind("ev-phones-open");
  await assert.rejects(fetch(`http://127.0.0.1:${port}/t/${table2.code}`, { signal: AbortSignal.timeout(3000) }));
  await s.close();
});
