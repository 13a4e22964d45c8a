// The table phones (issue 21), in headless Chromium against the real `belote serve` (the
// pages and the API from the binary, a fresh history):
//  1. the phone page at 360 px enters a deal with the app's round entry: saved on the laptop;
//  2. offline, a deal is kept on the phone ("waiting to be sent") and lands once when the
//     phone is online again — a reload after that doubles nothing;
//  3. two pages on one table: the one that was offline hears that the other got there first,
//     shows the stored deal and moves on;
//  4. a deal the laptop refuses is shown in round entry, next to the field at fault (`about`);
//  5. the projector page follows the event live (no reload) and is screenshotted at 1920×1080
//     (docs/screenshots/projector.png); the phone page is screenshotted saved and waiting
//     (docs/screenshots/phone.png, phone-waiting.png).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, execFileSync } from "node:child_process";
import readline from "node:readline";
import { launch, beloteBin, shotPath } from "./harness.js";
import { CATALOGS } from "../../ui/js/i18n.js";

const tid = (id) => `[data-testid="${id}"]`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "belote-phones-"));
const db = path.join(dir, "history.sqlite3");
/** @type {{url: string, child: import("node:child_process").ChildProcess} | null} */
let server = null;
/** @type {import("playwright-core").Browser | null} */
let browser = null;

/** Runs `belote ARGS --db DB` with `input` and parses its JSON output. */
function belote(args, input) {
  const out = execFileSync(beloteBin(), [...args, "--db", db], { input: input ? JSON.stringify(input) : "" });
  return JSON.parse(out.toString());
}

/** An event with `teams` named teams, its first round drawn: its id and its codes. */
function event(name, teams, deals) {
  const def = { name, date: "2026-12-05", variant: "classic", format: { rounds: 4, deals }, draw: { first: "order" }, teams: teams.map((n) => ({ name: n })) };
  const { event: id } = belote(["event", "create", "-"], def);
  const round = belote(["event", "draw", id]);
  return { id, codes: round.tables.map((t) => t.code) };
}

async function api(method, p, body) {
  const res = await fetch(new URL(p, server.url), { method, headers: body ? { "content-type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json() };
}

let small;
before(async () => {
  small = event("Club night", ["Les Cochons", "Duo 2", "Les As", "Belote Royale"], 4);
  const child = spawn(beloteBin(), ["serve", "--db", db], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise((resolve) => readline.createInterface({ input: child.stdout }).once("line", resolve));
  server = { url: JSON.parse(line).url, child };
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (server) {
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A phone's page of table `code` at 360 px. */
async function phone(code, context) {
  const ctx = context || (await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "fr-FR" }));
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(new URL(`/t/${code}`, server.url).href);
  await page.waitForSelector(`${tid("phone-status")}[data-state="saved"]`);
  return { page, context: ctx, errors };
}

/** Enters a classic deal: A takes in hearts, A's card points. */
async function enterDeal(page, points) {
  await page.click(tid("enter-deal"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-hearts"));
  await page.fill(tid("points"), String(points));
  await page.waitForSelector(`${tid("preview")}[data-kind="ok"]`);
  await page.click(tid("save-round"));
  await page.waitForSelector(tid("phone-table"));
}

/** Keeps a picture of the page, for docs/screenshots/NAME.png (harness shotPath). */
async function shot(page, name) {
  await page.screenshot({ path: shotPath(`screenshots/${name}.png`) });
}

const deals = async (code) => (await api("GET", `/api/tables/${code}`)).body.deals;

test("a deal entered on the phone page at 360 px is saved on the laptop, in the phone's language", async () => {
  const { page, errors, context } = await phone(small.codes[0]);
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.match(await page.textContent(tid("phone-status")), /Enregistré sur l'ordinateur/);
  await enterDeal(page, 100);
  await page.waitForSelector(`${tid("deal-1")}[data-pending="false"]`);
  assert.match(await page.textContent(tid("deal-1")), /100 – 62/);
  assert.equal(await deals(small.codes[0]), 1);
  await shot(page, "phone");
  // Nothing wider than the phone.
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
  assert.deepEqual(errors, []);
  await context.close();
});

test("offline, a deal waits on the phone and lands once when the phone is back online", async () => {
  const code = small.codes[0];
  const { page, errors, context } = await phone(code);
  await context.setOffline(true);
  await enterDeal(page, 90);
  await page.waitForSelector(`${tid("phone-status")}[data-state="waiting"]`);
  assert.match(await page.textContent(tid("phone-status")), /En attente d'envoi : 1/);
  assert.equal(await page.getAttribute(tid("deal-2"), "data-pending"), "true");
  const kept = await page.evaluate((c) => JSON.parse(localStorage.getItem(`belote.phone.${c}.outbox`)), code);
  assert.equal(kept.length, 1);
  assert.equal(await deals(code), 1, "not on the laptop yet");
  await shot(page, "phone-waiting");
  await context.setOffline(false);
  await page.waitForSelector(`${tid("phone-status")}[data-state="saved"]`, { timeout: 10000 });
  await page.waitForSelector(`${tid("deal-2")}[data-pending="false"]`);
  assert.equal(await deals(code), 2);
  // A reload resends nothing twice.
  await page.reload();
  await page.waitForSelector(`${tid("phone-status")}[data-state="saved"]`);
  await page.waitForSelector(tid("deal-2"));
  assert.equal(await deals(code), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test("two pages on one table: the late one shows the deal the other stored and moves on", async () => {
  const code = small.codes[1];
  const a = await phone(code);
  const b = await phone(code);
  await a.context.setOffline(true);
  await enterDeal(a.page, 70);
  await a.page.waitForSelector(`${tid("phone-status")}[data-state="waiting"]`);
  await enterDeal(b.page, 120);
  await b.page.waitForSelector(`${tid("deal-1")}[data-pending="false"]`);
  await a.context.setOffline(false);
  await a.page.waitForSelector(`${tid("phone-status")}[data-state="saved"]`, { timeout: 10000 });
  await a.page.waitForSelector(tid("phone-notice"));
  assert.match(await a.page.textContent(tid("phone-notice")), /La donne 1 a déjà été saisie par un autre téléphone/);
  await a.page.waitForSelector(`${tid("deal-1")}[data-pending="false"]`);
  assert.match(await a.page.textContent(tid("deal-1")), /120 – 42/);
  assert.equal(await deals(code), 1);
  // It moves on: its next deal is deal 2.
  assert.match(await a.page.textContent(tid("enter-deal")), /donne 2/);
  await enterDeal(a.page, 81);
  await a.page.waitForSelector(`${tid("deal-2")}[data-pending="false"]`);
  assert.equal(await deals(code), 2);
  // The other page follows through the event's stream.
  await b.page.waitForSelector(tid("deal-2"), { timeout: 5000 });
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test("a deal the laptop refuses is shown next to the field at fault, as in the app", async () => {
  const { codes } = event("Refusals", ["Les Cochons", "Duo 2"], 4);
  const code = codes[0];
  const { page, errors, context } = await phone(code);
  // The laptop refuses the deal (as it does a deal the phone could not check itself): its
  // card points, says `about`.
  const refusal = { error: { at: "deal.points.A", message: "the laptop says no", about: "points" } };
  await page.route("**/api/tables/*/deals", (route) => route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify(refusal) }));
  await page.click(tid("enter-deal"));
  await page.click(tid("taker-A"));
  await page.click(tid("contract-hearts"));
  await page.fill(tid("points"), "100");
  await page.waitForSelector(`${tid("preview")}[data-kind="ok"]`);
  await page.click(tid("save-round"));
  // Round entry stays open on the deal, the points marked and the reason beside them.
  await page.waitForSelector(`${tid("points")}[aria-invalid="true"]`);
  assert.equal(await page.getAttribute("main", "data-view"), "entry");
  const said = await page.textContent(tid("preview"));
  assert.ok(said.includes(CATALOGS.fr["entry.err_points"]) && said.includes("the laptop says no"), said);
  assert.equal(await page.$(tid("phone-notice")), null, "said in round entry, not as a notice");
  const kept = await page.evaluate((c) => JSON.parse(localStorage.getItem(`belote.phone.${c}.outbox`) || "[]"), code);
  assert.equal(kept.length, 0, "a refused deal does not wait on the phone");
  assert.equal(await deals(code), 0);
  // Corrected, it is saved.
  await page.unroute("**/api/tables/*/deals");
  await page.fill(tid("points"), "101");
  await page.waitForSelector(`${tid("preview")}[data-kind="ok"]`);
  await page.click(tid("save-round"));
  await page.waitForSelector(`${tid("deal-1")}[data-pending="false"]`);
  assert.equal(await deals(code), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the projector page follows the event live and is legible at 1920×1080", async () => {
  const names = ["Les Cochons", "Duo de Choc", "Les As de Trèfle", "Belote Royale", "Capot Club", "Les Rebelotes", "Dix de Der", "La Coinche", "Atout Cœur", "Les Valets", "Tierce Majeure", "Les Neuf", "Carré d'As", "Pique Dame", "Les Litiges", "Sans Atout", "Les Archis", "Quinte Flush", "Les Manilles", "Le Dernier Pli", "Les Contrés", "Trèfle Noir", "Les Surcontrés", "Roi de Cœur"];
  const big = event("Concours du comité des fêtes", names, 12);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: "fr-FR" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(new URL(`/e/${big.id}`, server.url).href);
  await page.waitForSelector(tid("projector-standings"));
  const version = await page.getAttribute("html", "data-version");
  // Tables enter deals: the page follows without a reload.
  for (const [i, code] of big.codes.entries()) {
    for (let n = 1; n <= (i % 5 === 0 ? 12 : (i % 4) * 3 + (i % 3)); n++) {
      const r = await api("POST", `/api/tables/${code}/deals`, { op: `${code}-${n}`, number: n, deal: { taker: n % 2 ? "A" : "B", contract: "hearts", points: { A: 40 + ((i * 37 + n * 11) % 90) } } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
  }
  await page.waitForFunction((v) => document.documentElement.dataset.version !== v, version, { timeout: 5000 });
  await page.waitForFunction(() => /✓/.test(document.querySelector('[data-testid="projector-tables"]').textContent));
  const text = await page.textContent(tid("projector-round"));
  assert.match(text, /Partie 1 sur 4/);
  // No scrolling: everything on one screen, pages turn instead.
  assert.ok((await page.evaluate(() => document.documentElement.scrollHeight)) <= 1080);
  const size = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector(".projector td")).fontSize));
  assert.ok(size >= 32, `rows of ${size}px`);
  await page.waitForTimeout(300);
  await shot(page, "projector");
  assert.deepEqual(errors, []);
  await context.close();
});
