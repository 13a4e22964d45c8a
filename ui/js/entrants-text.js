// @ts-check
/**
 * Entrants typed or pasted as a list, one a line: a team's name, then its players if known
 * (`Les Cochons: Jean, Paul`, `Les Cochons: Jean & Paul`, or the columns of a spreadsheet,
 * separated by tabs), or a player's name. Blank lines are skipped, and so is a list's own
 * numbering (`1.`, `2)`), so a list copied from anywhere reads as it is.
 */

/**
 * @typedef {{name: string, players?: string[]}} EntrantInput
 * @typedef {{entrants: EntrantInput[], lines: number[]}} ReadEntrants `lines[i]`: the line (from 1) entrant i was on
 */

const NUMBERING = /^\s*\d{1,4}\s*[.)]\s+/;

/**
 * @param {string} text
 * @param {"teams" | "players"} kind
 * @returns {ReadEntrants}
 */
export function readEntrants(text, kind) {
  /** @type {EntrantInput[]} */
  const entrants = [];
  /** @type {number[]} */
  const lines = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(NUMBERING, "").trim();
    if (!line) return;
    let name = line;
    /** @type {string[]} */
    let players = [];
    if (line.includes("\t")) {
      const cells = line.split("\t").map((c) => c.trim()).filter(Boolean);
      name = cells[0] || "";
      players = cells.slice(1);
    } else if (kind === "teams" && line.includes(":")) {
      const at = line.indexOf(":");
      name = line.slice(0, at).trim();
      players = line
        .slice(at + 1)
        .split(/\s*(?:,|&|\+|;|\/)\s*/)
        .map((p) => p.trim())
        .filter(Boolean);
    }
    if (!name) return;
    entrants.push(kind === "teams" && players.length ? { name, players } : { name });
    lines.push(i + 1);
  });
  return { entrants, lines };
}

/**
 * The line an error of the back end is about, for an error `at` `teams[3].name` or
 * `players[2]` (null when it is about no entrant).
 * @param {string | undefined} at
 * @param {number[]} lines
 */
export function lineOf(at, lines) {
  const m = /^(?:teams|players)\[(\d+)\]/.exec(at || "");
  return m ? lines[Number(m[1])] ?? null : null;
}

/** The longest name the back end takes (belote-event's MAX_NAME_CHARS). */
export const MAX_NAME_CHARS = 200;

/**
 * The first thing wrong with a list before it is sent, as a catalogue key and its values, or
 * null: an entrant's name (a team's, or a player's at an event of players) given twice — also
 * against `taken`, the entrants already in the event —, a name too long, too few entrants for an event (`least`: 2 teams or 4 players; 0 for
 * late entrants). Names are compared as typed, as the back end compares them; the back end
 * checks everything again.
 * @param {ReadEntrants} read
 * @param {{least?: number, taken?: string[]}} [opts]
 * @returns {{key: string, vars: Record<string, string | number>} | null}
 */
export function listProblem(read, { least = 0, taken = [] } = {}) {
  /** @type {Map<string, number>} name → the line it was first on (0: already in the event) */
  const seen = new Map(taken.map((name) => [name, 0]));
  for (const [i, e] of read.entrants.entries()) {
    const line = read.lines[i];
    if ([e.name, ...(e.players || [])].some((name) => [...name].length > MAX_NAME_CHARS)) return { key: "ev.problem_long", vars: { line, max: MAX_NAME_CHARS } };
    const name = e.name;
    const first = seen.get(name);
    if (first === 0) return { key: "ev.problem_taken", vars: { line, name } };
    if (first !== undefined) return { key: "ev.problem_repeat", vars: { line, name, first } };
    seen.set(name, line);
  }
  if (read.entrants.length < least) return { key: "ev.problem_few", vars: { n: least } };
  return null;
}
