// A stand-in for the Tauri side in UI tests: matches live in memory, but every score, preview
// and legal-play answer comes from the real engine through the `belote` command (explanations
// and reasons in the language the UI asks for), so the UI is tested against true numbers while
// the IPC is mocked.
import { spawnSync } from "node:child_process";

/**
 * The engine's description of the variants (`describe_variants` in the app), from the real
 * `belote describe`.
 * @param {string} belote path of the `belote` binary
 */
export function describeVariants(belote) {
  const r = spawnSync(belote, ["describe"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`belote describe failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

export class MockBackend {
  /** @param {string} belote path of the `belote` binary */
  constructor(belote) {
    this.belote = belote;
    this.matches = new Map();
    this.undoLog = [];
    this.seq = 0;
    this.calls = [];
    this.lang = "en";
    /** What `startup_status` reports, then what each `retry_open` reports (the last repeats). */
    this.startup = null;
    this.retries = [];
    this.events = [];
    /** Resolves when the UI asks the app to quit. */
    this.quitRequested = new Promise((resolve) => (this.quit = resolve));
  }

  /** @param {string} event @param {any} payload */
  emit(event, payload) {
    this.events.push({ event, payload });
  }

  /** The events emitted since last asked. */
  takeEvents() {
    return this.events.splice(0);
  }

  run(args, input) {
    const r = spawnSync(this.belote, args, { input: JSON.stringify(input), encoding: "utf8" });
    if (r.status === 0) return JSON.parse(r.stdout);
    const line = (r.stderr || "").trim().split("\n").pop() || "{}";
    let err;
    try {
      err = JSON.parse(line).error;
    } catch {
      err = { at: "", message: r.stderr };
    }
    throw { kind: "input", message: err.message, at: err.at };
  }

  /** Scores with the engine, explanations in the language the UI last asked for (as the app). */
  score(m, rounds = m.rounds) {
    return this.run(["score", "-", "--lang", this.lang], { variant: m.variant, options: m.options, rounds });
  }

  view(m) {
    const sheet = this.score(m);
    const running = { A: 0, B: 0 };
    const rounds = sheet.rounds.map((r, i) => {
      running.A += r.score.A;
      running.B += r.score.B;
      const fact = m.rounds[i];
      return { ...r, totals: { ...running }, dealer: fact.dealer ?? (m.first_dealer + i) % 4, fact };
    });
    const next = rounds.length ? (rounds[rounds.length - 1].dealer + 1) % 4 : m.first_dealer;
    const options = this.effectiveOptions(m);
    const target = options.target;
    const state = sheet.winner ? "finished" : m.state;
    const record = { ...m, state, target, totals: sheet.totals, pot: sheet.pot, winner: sheet.winner, rounds: [...m.rounds] };
    const last = this.undoLog.filter((u) => u.id === m.id).pop();
    return {
      record,
      rounds,
      totals: sheet.totals,
      pot: sheet.pot,
      winner: sheet.winner,
      next_dealer: next,
      to_target: { A: Math.max(0, target - sheet.totals.A), B: Math.max(0, target - sheet.totals.B) },
      // As the app: deals left in a game of a number of deals (klaverjas's game_end), and
      // what Undo would revert.
      deals_left: options.game_end === "deals" ? Math.max(0, options.deals - m.rounds.length) : null,
      last_change: last ? { kind: last.kind, index: last.index ?? null } : null,
    };
  }

  /** A match's options with every default filled in, `default_when` honoured. */
  effectiveOptions(m) {
    this.variants ??= describeVariants(this.belote);
    const all = this.variants.find((v) => v.variant === m.variant).options;
    const out = {};
    for (const o of all) {
      const when = (o.default_when || []).find((w) => JSON.stringify(m.options[w.option]) === JSON.stringify(w.value));
      out[o.key] = when ? when.default : o.default;
    }
    return { ...out, ...m.options };
  }

  /** The statistics of the matches held, in the shape of the app's (abandoned ones left out). */
  statistics() {
    const variants = new Map();
    const teams = new Map();
    for (const m of this.matches.values()) {
      const v = this.view(m);
      if (v.record.state === "abandoned") continue;
      const vs = variants.get(m.variant) || { variant: m.variant, matches: 0, rounds: 0, made: 0, insides: 0, litiges: 0, capots: 0 };
      vs.matches++;
      for (const r of v.rounds) {
        vs.rounds++;
        if (r.verdict === "made") vs.made++;
        else if (r.verdict === "inside") vs.insides++;
        else vs.litiges++;
        if (r.fact.capot) vs.capots++;
      }
      variants.set(m.variant, vs);
      for (const id of ["A", "B"]) {
        const key = `${m.teams[id].name}|${m.variant}`;
        const ts = teams.get(key) || { name: m.teams[id].name, variant: m.variant, games_played: 0, games_won: 0, rounds_taken: 0, rounds_made: 0, insides: 0, capots: 0, points: 0, rounds: 0, longest_win_streak: 0, doubles: { count: 0, won: 0 } };
        if (v.record.state === "finished") ts.games_played++;
        if (v.winner === id) ts.games_won++;
        for (const r of v.rounds) {
          ts.rounds++;
          ts.points += r.score[id];
          if (r.fact.capot === id) ts.capots++;
          if (r.fact.taker !== id) continue;
          ts.rounds_taken++;
          if (r.verdict === "made") ts.rounds_made++;
          if (r.verdict === "inside") ts.insides++;
        }
        teams.set(key, ts);
      }
    }
    const rows = [...teams.values()].map(({ points, rounds, ...t }) => ({ ...t, avg_points_per_round: rounds ? points / rounds : 0 }));
    return { teams: rows, players: [], variants: [...variants.values()] };
  }

  get(id) {
    const m = this.matches.get(id);
    if (!m) throw { kind: "not_found", message: `no match with id "${id}" in the history` };
    return m;
  }

  change(m, rounds, kind, index) {
    const v = this.view(m);
    if (v.record.state !== "in_play" && !v.winner && rounds.length > m.rounds.length) throw { kind: "not_in_play", message: `match ${m.id} is ${v.record.state}: adding a round is refused` };
    this.score(m, rounds);
    this.undoLog.push({ id: m.id, rounds: m.rounds, kind, index });
    m.rounds = rounds;
    return this.view(m);
  }

  handle(cmd, a) {
    this.calls.push(cmd);
    if (a && typeof a.lang === "string") this.lang = a.lang;
    switch (cmd) {
      case "startup_status":
        return this.startup;
      case "retry_open":
        this.startup = this.retries.length > 1 ? this.retries.shift() : (this.retries[0] ?? null);
        return this.startup;
      case "quit_app":
        this.quit();
        return null;
      case "set_keep_awake":
        if (!this.keepAwakeCommand) throw { kind: "storage", message: `unknown command ${cmd}` };
        this.awake = a.on;
        return a.on;
      case "app_info":
        return { version: "test", data_dir: "/tmp/mock", recovered: null };
      case "describe_variants":
        return (this.variants ??= describeVariants(this.belote));
      case "create_match": {
        const id = `m-test-${++this.seq}`;
        const m = { id, created: new Date().toISOString(), finished: null, state: "in_play", teams: a.teams, first_dealer: a.first_dealer, variant: a.variant, options: a.options || {}, rounds: [] };
        this.matches.set(id, m);
        return this.view(m);
      }
      case "list_matches":
        return [...this.matches.values()]
          .reverse()
          .filter((m) => !a.variant || m.variant === a.variant)
          .filter((m) => !a.state_filter || this.view(m).record.state === a.state_filter)
          .filter((m) => !a.player || [m.teams.A.name, m.teams.B.name, ...m.teams.A.players, ...m.teams.B.players].includes(a.player))
          .map((m) => {
          const v = this.view(m);
          return { id: m.id, variant: m.variant, created: m.created, finished: m.finished, state: v.record.state, teams: m.teams, rounds: m.rounds.length, totals: v.totals, pot: v.pot, winner: v.winner };
        });
      case "get_match":
        return this.view(this.get(a.id));
      case "preview_round": {
        const m = this.get(a.id);
        const rounds = [...m.rounds];
        const at = a.index ?? rounds.length;
        rounds[at] = a.round;
        const sheet = this.score(m, rounds);
        const r = sheet.rounds[at];
        return { ...r, totals: sheet.totals, winner: sheet.winner };
      }
      case "append_round": {
        const m = this.get(a.id);
        return this.change(m, [...m.rounds, a.round], "append", m.rounds.length);
      }
      case "edit_round": {
        const m = this.get(a.id);
        const rounds = [...m.rounds];
        rounds[a.index] = a.round;
        return this.change(m, rounds, "edit", a.index);
      }
      case "delete_round": {
        const m = this.get(a.id);
        return this.change(m, m.rounds.filter((_, i) => i !== a.index), "delete_round", a.index);
      }
      case "undo": {
        const i = this.undoLog.map((u) => u.id).lastIndexOf(a.id);
        if (i < 0) return null;
        const [u] = this.undoLog.splice(i, 1);
        const m = this.get(a.id);
        m.rounds = u.rounds;
        if (u.state) {
          m.state = u.state;
          m.finished = u.finished;
        }
        return this.view(m);
      }
      case "finish_match":
      case "abandon_match": {
        const m = this.get(a.id);
        if (this.view(m).record.state !== "in_play") throw { kind: "not_in_play", message: `match ${m.id} is not in play` };
        this.undoLog.push({ id: m.id, rounds: m.rounds, state: m.state, finished: m.finished, kind: cmd === "finish_match" ? "finish" : "abandon" });
        m.state = cmd === "finish_match" ? "finished" : "abandoned";
        m.finished = new Date().toISOString();
        return this.view(m);
      }
      case "reopen_match": {
        const m = this.get(a.id);
        const v = this.view(m);
        if (v.record.state === "in_play" || v.winner) throw { kind: "not_in_play", message: `match ${m.id} cannot be reopened` };
        this.undoLog.push({ id: m.id, rounds: m.rounds, state: m.state, finished: m.finished, kind: "reopen" });
        m.state = "in_play";
        m.finished = null;
        return this.view(m);
      }
      case "delete_match":
        this.matches.delete(a.id);
        return null;
      case "statistics":
        return this.statistics();
      case "progression":
        return [];
      case "export_history": {
        const total = this.matches.size;
        for (let done = 0; done <= total; done++) this.emit("history-progress", { op: "export", done, total });
        return `/tmp/mock/exports/belote-history.${a.format}`;
      }
      case "import_history": {
        let file;
        try {
          file = JSON.parse(a.text);
        } catch (e) {
          throw { kind: "input", message: `the history file is not valid JSON: ${e.message}`, at: "" };
        }
        if (file.format !== "belote-history") throw { kind: "input", message: "not a belote history file", at: "format" };
        const total = file.matches.length;
        let imported = 0;
        let skipped = 0;
        this.emit("history-progress", { op: "import", done: 0, total });
        // All or nothing, as the store: every match is checked before any is added.
        const parsed = file.matches.map((entry) => {
          const m = { id: entry.id, created: entry.created, finished: entry.finished, state: entry.finished ? "finished" : "in_play", teams: entry.teams, first_dealer: entry.first_dealer, variant: entry.match.variant, options: entry.match.options || {}, rounds: entry.match.rounds };
          this.score(m);
          return m;
        });
        for (const [i, m] of parsed.entries()) {
          if (this.matches.has(m.id)) skipped++;
          else {
            this.matches.set(m.id, m);
            imported++;
          }
          this.emit("history-progress", { op: "import", done: i + 1, total });
        }
        return { imported, skipped };
      }
      case "legal_check":
        return this.run(["legal", "-", "--lang", this.lang], a.question);
      case "compare_declarations":
        return { counted: { A: 20, B: 0 }, explanation: ["A's declarations count (higher top card): 20"], steps: [] };
      case "count_pile": {
        const trump = { spades: "S", hearts: "H", diamonds: "D", clubs: "C" }[a.question.contract];
        const tv = { J: 20, 9: 14, A: 11, 10: 10, K: 4, Q: 3, 8: 0, 7: 0 };
        const pv = { A: 11, 10: 10, K: 4, Q: 3, J: 2, 9: 0, 8: 0, 7: 0 };
        let p = a.question.cards.reduce((s, c) => s + (c.endsWith(trump) ? tv : pv)[c.slice(0, -1)], 0) + (a.question.last_trick ? 10 : 0);
        if (a.question.complement) p = 162 - p;
        return { points: p, total: 162, other: 162 - p };
      }
      default:
        throw { kind: "storage", message: `unknown command ${cmd}` };
    }
  }
}
