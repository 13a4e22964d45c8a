// End to end: the real app started where it cannot work. On a history written by a newer
// version of the app (a SQLite file whose `PRAGMA user_version` is above the app's schema
// version), in WebKitGTK: the app must not start on it, must not touch it, and must say so: the
// start-up screen names the file and the cause, offers Quit and Retry, and the file stays byte
// for byte as it was. Without a display to open: a clear message and status 1, not a panic.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Session, appPath, startDriver } from "./driver.js";
import { beloteBin } from "../ui/harness.js";

/** The app's data folder under XDG_DATA_HOME (its identifier) and the history's file name. */
const APP_DIR = "com.belote.companion";
const DB = "history.sqlite3";
const NEWER = 999;

const digest = (file) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
/** The history's files: the database and anything SQLite or the app would put beside it. */
const listing = (dir) => fs.readdirSync(dir).filter((f) => f.startsWith(DB)).sort();

/**
 * A real history made by the `belote` command (one match), then marked as written by a newer
 * schema: SQLite keeps `user_version` as 4 big-endian bytes at offset 60 of the file's header.
 */
function newerHistory(dataHome) {
  const dir = path.join(dataHome, APP_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const db = path.join(dir, DB);
  const file = path.join(dataHome, "one-match.json");
  fs.writeFileSync(
    file,
    JSON.stringify({
      format: "belote-history",
      version: 1,
      matches: [
        {
          id: "m-newer-1",
          created: "2026-11-21T20:15:00Z",
          finished: null,
          teams: { A: { name: "Nous", players: ["Ana", "Marc"] }, B: { name: "Eux", players: ["Léa", "Paul"] } },
          first_dealer: 0,
          match: { variant: "classic", options: {}, rounds: [{ taker: "A", contract: "hearts", points: { A: 102 } }] },
        },
      ],
    }),
  );
  const r = spawnSync(beloteBin(), ["history", "import", file, "--db", db], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  fs.rmSync(file);
  const fd = fs.openSync(db, "r+");
  const header = Buffer.alloc(4);
  header.writeUInt32BE(NEWER);
  fs.writeSync(fd, header, 0, 4, 60);
  fs.closeSync(fd);
  return db;
}

test("a history from a newer version: the start-up screen says so, and the file is left untouched", async () => {
  let db;
  const driver = await startDriver((home) => (db = newerHistory(home)));
  const dir = path.dirname(db);
  const before = { hash: digest(db), files: listing(dir) };
  try {
    const s = await Session.start();
    await s.waitFind("startup");
    assert.equal(await s.js('return document.querySelector("[data-testid=startup]").dataset.kind'), "newer_schema");
    assert.equal(await s.text("startup-file"), db);
    assert.ok((await s.text("startup-cause")).length > 0);
    assert.match(await s.text("startup-version"), new RegExp(String(NEWER)));
    assert.equal(await s.js('return document.querySelector(".tabs")'), null, "no way into the app");
    // Retry: still a newer history, and still untouched.
    await s.click("startup-retry");
    await s.waitFind("startup-still");
    assert.ok(await s.find("startup-quit"));
    await s.close();
    assert.equal(digest(db), before.hash, "the history file is byte for byte unchanged");
    assert.deepEqual(listing(dir), before.files, "no journal, WAL or copy beside it");
  } finally {
    await driver.stop();
  }
});

test("no display to open: a clear message and status 1, not a panic, and no history made", () => {
  const dataHome = fs.mkdtempSync(path.join(os.tmpdir(), "belote-nodisplay-"));
  try {
    const env = { ...process.env, XDG_DATA_HOME: dataHome, RUST_BACKTRACE: "1" };
    delete env.WAYLAND_DISPLAY;
    // A display number no X server here answers on.
    const r = spawnSync(appPath, [], { env: { ...env, DISPLAY: ":4711" }, encoding: "utf8", timeout: 60000 });
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /^the Belote app cannot open the X display ":4711": /m);
    assert.doesNotMatch(r.stderr, /panicked|backtrace/);
    delete env.DISPLAY;
    const none = spawnSync(appPath, [], { env, encoding: "utf8", timeout: 60000 });
    assert.equal(none.status, 1, none.stderr);
    assert.match(none.stderr, /neither DISPLAY nor WAYLAND_DISPLAY is set/);
    assert.deepEqual(fs.readdirSync(dataHome), [], "nothing written");
  } finally {
    fs.rmSync(dataHome, { recursive: true, force: true });
  }
});
