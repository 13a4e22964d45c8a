// A real hub for the UI tests: a throwaway PostgreSQL 15 (scripts/hub-db.sh), a club created
// with `belote hub club create`, and `belote hub serve` on it, on loopback at a free port.
// Never a stand-in: what the app shows is what the hub answered.
import { spawn, spawnSync } from "node:child_process";
import readline from "node:readline";
import path from "node:path";
import { repo, beloteBin } from "./harness.js";

/**
 * Why the tests against a real hub are skipped: only `BELOTE_HUB_TESTS=skip`, set explicitly
 * (HUB.md). `false` when they run.
 * @returns {string | false}
 */
export function hubSkipped() {
  return process.env.BELOTE_HUB_TESTS === "skip" ? "hub tests skipped: BELOTE_HUB_TESTS=skip" : false;
}

/**
 * Starts a hub with club `club`; `stop` ends the hub and its database.
 * @param {string} club
 */
export async function startHub(club) {
  const db = spawnSync(path.join(repo, "scripts/hub-db.sh"), { encoding: "utf8" });
  if (db.status !== 0) throw new Error(`cannot start a throwaway PostgreSQL: ${db.stderr}`);
  const database = db.stdout.trim();
  const dir = /in (\S+) \(log/.exec(db.stderr)?.[1];
  const belote = beloteBin();
  const made = spawnSync(belote, ["hub", "club", "create", "Club " + club, "--id", club, "--database", database], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`belote hub club create: ${made.stderr}`);
  const key = JSON.parse(made.stdout).key;
  /** @type {import("node:child_process").ChildProcess | null} */
  let server = null;
  /** Starts `belote hub serve` on `listen`; the address it prints. */
  const serve = async (listen) => {
    const child = spawn(belote, ["hub", "serve", "--database", database, "--listen", listen], { stdio: ["ignore", "pipe", "inherit"] });
    server = child;
    const first = await new Promise((resolve, reject) => {
      const lines = readline.createInterface({ input: /** @type {import("node:stream").Readable} */ (child.stdout) });
      lines.once("line", resolve);
      child.once("exit", (code) => reject(new Error(`belote hub serve ended with ${code}`)));
    });
    return JSON.parse(/** @type {string} */ (first)).url;
  };
  const stopServer = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await gone;
  };
  const url = await serve("127.0.0.1:0");
  const port = new URL(url).port;
  /** @param {string} p */
  const get = async (p) => {
    const r = await fetch(new URL(p.replace(/^\//, ""), url), { headers: { authorization: `Bearer ${key}` } });
    return r.json();
  };
  return {
    url,
    key,
    get,
    /**
     * Another device publishes event `id` meanwhile: the hub's current file with one more
     * byte, superseding version `supersedes`.
     * @param {string} id
     * @param {number} supersedes
     */
    async publishElsewhere(id, supersedes) {
      const file = await fetch(new URL(`api/v1/clubs/${club}/events/${id}/file`, url), { headers: { authorization: `Bearer ${key}` } }).then((r) => r.text());
      const r = await fetch(new URL(`api/v1/clubs/${club}/events/${id}?supersedes=${supersedes}`, url), {
        method: "PUT",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: file + " ",
      });
      if (r.status !== 201) throw new Error(`publishing elsewhere: ${r.status} ${await r.text()}`);
    },
    /** The hub stops (its database stays). */
    stopServer,
    /** The hub starts again, at the same address. */
    async startAgain() {
      await serve(`127.0.0.1:${port}`);
    },
    async stop() {
      await stopServer();
      if (dir) spawnSync(path.join(repo, "scripts/hub-db.sh"), ["stop", dir]);
    },
  };
}
