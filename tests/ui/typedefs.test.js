// The JSON the back end answers and the JSDoc types the UI reads it as agree: a real back end
// (the bridge, on a fresh history) is asked every view a screen relies on — the variants'
// description and the game's words, a match and its rounds as the scoreboard shows them, a
// preview, the match list, the review of the history (overview, statistics, ratings, records,
// head to head, a past match), a history file and a match's QR code, an event's screens (its screen, a table, a preview, the printed
// pages, the phones' status), a club's season, publishing to the federation's hub — after a few matches of every game have been played, and each
// answer is written out as a TypeScript constant of the typedef that screen declares (in
// ui/js). TypeScript then checks each one: a key the JSON has and the typedef lacks, a key the
// typedef requires and the JSON lacks, a value of another type, is an error here.
//
// Another view is one line of VIEWS: its name, the typedef (as `import("…").Name`) and the
// answer to check.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import ts from "typescript";
import { openBackend, stopBackends, repo } from "./harness.js";

const ui = (/** @type {string} */ file) => JSON.stringify(path.join(repo, "ui/js", file));
const type = (/** @type {string} */ file, /** @type {string} */ name) => `import(${ui(file)}).${name}`;

/** @type {Awaited<ReturnType<typeof openBackend>>} */
let backend;
before(async () => {
  backend = await openBackend();
});
after(async () => {
  await stopBackends();
});

const teams = (/** @type {string} */ a, /** @type {string} */ b) => ({
  A: { name: a, players: [`${a} 1`, `${a} 2`] },
  B: { name: b, players: [`${b} 1`, `${b} 2`] },
});

/**
 * Plays a match of `variant` round by round; answers each view the scoreboard gets.
 * @param {string} variant
 * @param {any[]} rounds
 * @param {Record<string, any>} [options]
 */
async function play(variant, rounds, options = {}) {
  const views = [await backend.call("create_match", { variant, options, teams: teams("Nous", "Eux"), first_dealer: 0, lang: "fr" })];
  for (const round of rounds) views.push(await backend.call("append_round", { id: views[0].record.id, round, lang: "en" }));
  return views;
}

/** Every view of a screen, with the typedef it is read as. */
async function views() {
  const classic = await play("classic", [
    { taker: "A", contract: "hearts", points: { A: 81 } },
    { taker: "B", contract: "spades", points: { A: 100 }, belote: { B: 1 } },
    { taker: "A", contract: "clubs", capot: "A", declarations: { A: [{ type: "sequence", length: 3, top: "K", suit: "C", seat: 0 }] } },
  ]);
  const id = classic[0].record.id;
  const coinche = await play("coinche", [{ taker: "A", contract: "no_trumps", bid: 120, double: "double", points: { A: 130 } }]);
  const bulgarian = await play("bulgarian", [{ taker: "B", contract: "all_trumps", points: { A: 100 }, double: "double" }]);
  const bela = await play("bela", [
    { taker: "A", contract: "hearts", forced: true, points: { A: 70 }, declarations: { A: [{ type: "sequence", length: 4, top: "A", suit: "S" }] } },
  ]);
  const klaverjas = await play("klaverjas", [
    { taker: "A", contract: "hearts", points: { A: 85 }, roem: { A: 20, B: ["run4"] } },
    { taker: "B", contract: "spades", capot: "B", roem: { B: ["run3", "stuk"] } },
  ]);
  // Saudi Baloot, best of three sakkas: the sheet's numbers typed, a Gahwa ending the first
  // sakka, in Arabic with Arabic-Indic digits.
  const baloot = await play(
    "baloot",
    [
      { taker: "A", contract: "hokum", score: { A: 9, B: 7 } },
      { taker: "B", contract: "sun", ashkal: true, points: { B: 85 }, declarations: { B: ["sira"] } },
      { taker: "A", contract: "hearts", double: "gahwa", points: { A: 90 }, belote: { A: 1 } },
    ],
    { sakkas: 3 },
  );
  const balootId = baloot[0].record.id;
  const finished = await backend.call("finish_match", { id: coinche[0].record.id, lang: "en" });
  const undone = await backend.call("undo", { id: coinche[0].record.id, lang: "en" });
  const filter = { variant: null, family: null, player: null, since: null, until: null };
  const match = type("state.js", "MatchView");
  const season = await seasonViews();
  return [
    ["describe_variants", `${type("variants.js", "VariantInfo")}[]`, await backend.call("describe_variants")],
    ["game_words", "Record<string, string>", await backend.call("game_words", { lang: "bg" })],
    ["a new match", match, classic[0]],
    ...[classic, coinche, bulgarian, bela, klaverjas, baloot].map((vs) => [`a match of ${vs[0].record.variant}`, match, vs[vs.length - 1]]),
    ["a Baloot match in Arabic, Arabic-Indic digits", match, await backend.call("get_match", { id: balootId, lang: "ar-u-ca-gregory-nu-arab" })],
    ["a Baloot preview in a new sakka", type("state.js", "Preview"), await backend.call("preview_round", { id: balootId, index: null, round: { taker: "B", contract: "sun", score: { A: 9, B: 17 } }, lang: "ar" })],
    ["review_match of a Baloot match", type("screens/review-match.js", "MatchReview"), await backend.call("review_match", { id: balootId, lang: "ar" })],
    ["a finished match", match, finished],
    ["a match after Undo", match, undone],
    ["get_match", match, await backend.call("get_match", { id, lang: "nl" })],
    ["preview_round", type("state.js", "Preview"), await backend.call("preview_round", { id: bela[0].record.id, index: null, round: { taker: "B", contract: "hearts", points: { B: 90 } }, lang: "hr" })],
    ["list_matches", `${type("matches.js", "MatchSummary")}[]`, await backend.call("list_matches", {})],
    ["history_overview", type("screens/stats.js", "Overview"), await backend.call("history_overview", { filter })],
    ["history_stats", type("screens/review-cards.js", "Statistics"), await backend.call("history_stats", { filter })],
    ["history_ratings", type("screens/review-leaderboard.js", "Ratings"), await backend.call("history_ratings", { filter })],
    ["history_records", `{records: ${type("screens/review-records.js", "Record")}[]}`, await backend.call("history_records", { filter })],
    ["history_h2h", type("screens/review-h2h.js", "HeadToHead"), await backend.call("history_h2h", { first: "Nous 1", second: "Eux 1", filter })],
    ["review_match", type("screens/review-match.js", "MatchReview"), await backend.call("review_match", { id, lang: "bg" })],
    ["find_names", `${type("name-search.js", "NameHit")}[]`, await backend.call("find_names", { query: "nous", limit: 5 })],
    ...(await transferViews(id)),
    ...season,
    ...(await eventViews()),
  ];
}

/** Between devices: the history as a file to share, a match's code, the match read from it. */
async function transferViews(id) {
  const code = await backend.call("match_code", { id });
  return [
    ["history_file", type("host.js", "UserFile"), await backend.call("history_file", { format: "json" })],
    ["match_code", type("screens/pass.js", "MatchCode"), code],
    ["read_match_code", type("screens/pass.js", "ScannedMatch"), await backend.call("read_match_code", { code: code.code })],
    ["import_match_code", type("screens/pass.js", "CodeImport"), await backend.call("import_match_code", { code: code.code })],
  ];
}

/** A season's views: over a finished evening and one still played, with periods, an average, an absence and capots. */
async function seasonViews() {
  const evening = async (name, play) => {
    const ev = await backend.call("create_event", {
      definition: { name, variant: "klaverjas", format: { rounds: 1, deals: 1 }, entrants: "players", players: ["Léa", "Jan", "Piet", "Kees"], draw: { first: "order" } },
    });
    await backend.call("draw_round", { event: ev.event });
    if (play) await backend.call("event_table_append", { event: ev.event, round: 1, table: 1, deal: { taker: "A", contract: "hearts", capot: "A" }, lang: "en" });
    return ev.event;
  };
  const done = await evening("Avond 1", true);
  const open = await evening("Avond 2", false);
  const created = await backend.call("create_season", {
    definition: {
      name: "Competitie",
      events: [done],
      ranking: { periods: [{ events: 2, best: 1 }], aggregate: "average", absence_score: 10 },
      absences: [{ event: done, name: "Marie" }],
      side: ["capots"],
    },
  });
  const seasonScreen = type("season-state.js", "SeasonScreen");
  return [
    ["season_presets", `${type("season-state.js", "SeasonPreset")}[]`, await backend.call("season_presets")],
    ["create_season", seasonScreen, created],
    ["season_add_event", seasonScreen, await backend.call("season_add_event", { season: created.season, event: open })],
    ["list_seasons", `${type("season-state.js", "SeasonSummary")}[]`, await backend.call("list_seasons")],
    ["event_seasons", `${type("season-state.js", "EventSeason")}[]`, await backend.call("event_seasons", { event: done })],
    ...(await hubViews(done)),
  ];
}

/** Publishing evening `done` to the federation's hub: one that does not answer (a closed port). */
async function hubViews(done) {
  const server = net.createServer();
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
  const port = /** @type {net.AddressInfo} */ (server.address()).port;
  await new Promise((r) => server.close(() => r(undefined)));
  const line = type("hub-state.js", "PublicationState");
  return [
    ["hub_settings", type("hub-state.js", "HubSettings"), await backend.call("hub_settings")],
    ["hub_save_settings", type("hub-state.js", "HubSaved"), await backend.call("hub_save_settings", { url: `http://127.0.0.1:${port}/`, key: "bhk_" + "ab".repeat(32) })],
    ["hub_publish", line, await backend.call("hub_publish", { kind: "event", id: done })],
    ["hub_state", line, await backend.call("hub_state", { kind: "event", id: done })],
  ];
}

/** The organiser's views of an event played a little: its screen, a table, a preview, prints. */
async function eventViews() {
  const screen = type("event-state.js", "EventScreen");
  const created = await backend.call("create_event", {
    definition: {
      name: "Club night",
      variant: "classic",
      format: { rounds: 2, deals: 2 },
      ranking: ["match_points", "points"],
      teams: [
        { name: "Les Cochons", players: ["Léa", "Šime"] },
        { name: "Duo 2", players: ["Ivana", "Jan"] },
        { name: "Atout Cœur", players: ["Marko", "Ana"] },
        { name: "Dix de Der", players: ["Paul", "Zoë"] },
        { name: "Bye", players: ["Un", "Deux"] },
      ],
      draw: { first: "order" },
    },
  });
  const event = created.event;
  const drawn = await backend.call("draw_round", { event });
  const deal = { taker: "A", contract: "hearts", points: { A: 100 } };
  const table = await backend.call("event_table_append", { event, round: 1, table: 1, deal, lang: "fr" });
  const preview = await backend.call("event_table_preview", { event, round: 1, table: 1, index: null, deal, lang: "nl" });
  for (const t of [1, 2]) for (let i = t === 1 ? 1 : 0; i < 2; i++) await backend.call("event_table_append", { event, round: 1, table: t, deal, lang: "en" });
  const done = await backend.call("get_event", { event });
  // A staged event: two pools of four, then a main bracket and a consolante, one table played
  // in pools and the pools closed (each table's deal entered); its screen, a knockout table.
  const staged = await backend.call("create_event", {
    definition: {
      name: "Concours en poules",
      variant: "classic",
      format: { deals: 1 },
      teams: ["A", "B", "C", "D", "E", "F", "G", "H"].map((n) => ({ name: `Équipe ${n}` })),
      ranking: ["match_points", "buchholz", "head_to_head"],
      stages: [
        { id: "pools", kind: "pools", pools: 2 },
        { id: "finals", kind: "knockout", brackets: [{ id: "main", from: { places: [1, 2] } }, { id: "consolante", from: { places: [3, null] } }] },
      ],
      sessions: [{ name: "Samedi", date: "2027-03-06" }, { date: "2027-03-07", starts: { stage: "finals" } }],
    },
  });
  for (let r = 1; r <= 3; r++) {
    await backend.call("draw_round", { event: staged.event });
    for (const t of [1, 2, 3, 4]) await backend.call("event_table_append", { event: staged.event, round: r, table: t, deal, lang: "en" });
  }
  const overStage = await backend.call("get_event", { event: staged.event });
  const closed = await backend.call("close_stage", { event: staged.event });
  const knockout = await backend.call("draw_round", { event: staged.event });
  return [
    ["a staged event, its pools over", screen, overStage],
    ["close_stage", screen, closed],
    ["draw_round of a knockout", screen, knockout],
    ["event_table of a knockout", type("event-state.js", "TableView"), await backend.call("event_table", { event: staged.event, round: 4, table: 1, lang: "en" })],
    ["event_presets", `${type("screens/organiser-new.js", "Preset")}[]`, await backend.call("event_presets")],
    ["create_event", screen, created],
    ["draw_round", screen, drawn],
    ["get_event after a round", screen, done],
    ["list_events", `${type("event-state.js", "EventSummary")}[]`, await backend.call("list_events")],
    ["event_table_append", type("event-state.js", "TableView"), table],
    ["event_table", type("event-state.js", "TableView"), await backend.call("event_table", { event, round: 1, table: 2, lang: "bg" })],
    ["event_table_preview", type("state.js", "Preview"), preview],
    ["event_print", type("print/sheet.js", "PrintPages"), await backend.call("event_print", { event, round: 1 })],
    ["phones_status", type("event-state.js", "PhonesStatus"), await backend.call("phones_status")],
  ];
}

test("every view the screens read agrees with the typedef they read it as", async () => {
  const checked = await views();
  const dir = path.join(repo, "target", "typedef-check");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "views.ts");
  const lines = checked.map(([name, typedef, answer], i) => `// ${name}\nexport const view${i}: ${typedef} = ${JSON.stringify(answer, null, 1)};\n`);
  fs.writeFileSync(file, lines.join("\n"));
  const program = ts.createProgram([file], {
    allowJs: true,
    checkJs: false,
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    skipLibCheck: true,
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file || !d.file)
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null;
      const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      // Which view: the nearest "// name" line above.
      const view = where ? fs.readFileSync(file, "utf8").split("\n").slice(0, where.line + 1).reverse().find((l) => l.startsWith("// ")) : "";
      return `${view} (target/typedef-check/views.ts:${where ? where.line + 1 : "?"}): ${text}`;
    });
  assert.deepEqual(problems, [], `the back end's JSON and the UI's typedefs disagree:\n${problems.join("\n")}`);
  assert.ok(checked.length >= 18);
});

test("the check catches a disagreement: a key too many, a key missing, a value of another type", () => {
  const dir = path.join(repo, "target", "typedef-check");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "wrong.ts");
  const points = type("state.js", "TeamPoints");
  fs.writeFileSync(
    file,
    [`export const extra: ${points} = {"A": 1, "B": 2, "C": 3};`, `export const missing: ${points} = {"A": 1};`, `export const wrong: ${points} = {"A": "1", "B": 2};`].join("\n"),
  );
  const program = ts.createProgram([file], { allowJs: true, noEmit: true, strict: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022, skipLibCheck: true });
  const lines = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === file)
    .map((d) => d.file.getLineAndCharacterOfPosition(/** @type {number} */ (d.start)).line);
  assert.deepEqual([...new Set(lines)].sort(), [0, 1, 2]);
});
