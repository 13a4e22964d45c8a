// Every key exists in every language, every key the UI code names exists (a screen's own text
// in the catalogues, a game word from the back end), every language file is registered, no
// catalogue holds a game word (those come from the core's language files: a catalogue that
// repeats one fails), and everything the engine describes (variants, families, contracts, house
// rules, their values and summaries, each game's rules in brief) has its words in every language.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { CATALOGS, LANGS } from "../../ui/js/i18n.js";
import { repo, describeVariants, gameWords } from "./harness.js";

const variants = describeVariants();
const words = gameWords("en");
/** A text of the screens: a game word or a catalogue's key (English). */
const known = (/** @type {string} */ key) => key in words || key in CATALOGS.en;

test("every language file is registered, and every catalogue names its language", () => {
  const files = fs.readdirSync(path.join(repo, "ui/js/lang")).filter((f) => f.endsWith(".js") && f !== "index.js").map((f) => f.slice(0, -3)).sort();
  assert.deepEqual([...LANGS].sort(), files);
  const names = LANGS.map((l) => CATALOGS[l]["lang.name"]);
  assert.equal(new Set(names).size, names.length, `language names: ${names}`);
});

test("the catalogues have exactly the same keys", () => {
  const en = Object.keys(CATALOGS.en).sort();
  for (const lang of LANGS) {
    const keys = Object.keys(CATALOGS[lang]).sort();
    assert.deepEqual(keys.filter((k) => !en.includes(k)), [], `${lang} has keys English lacks`);
    assert.deepEqual(en.filter((k) => !keys.includes(k)), [], `${lang} lacks keys`);
    for (const k of keys) assert.ok(CATALOGS[lang][k].trim().length > 0, `${lang}.${k} is empty`);
  }
});

test("placeholders match across languages", () => {
  const vars = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(",");
  for (const k of Object.keys(CATALOGS.en)) {
    for (const lang of LANGS) assert.equal(vars(CATALOGS[lang][k]), vars(CATALOGS.en[k]), `${lang}.${k}`);
  }
});

test("a variant's own wording (key@variant) is for a variant the engine knows", () => {
  const names = variants.map((v) => v.variant);
  for (const k of Object.keys(CATALOGS.en).filter((k) => k.includes("@"))) {
    assert.ok(names.includes(k.split("@")[1]), `${k}: no such variant`);
  }
});

test("every key named in the UI code exists", () => {
  const dir = path.join(repo, "ui/js");
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".js") && !f.startsWith("lang"));
  const missing = [];
  for (const f of files) {
    const src = fs.readFileSync(path.join(dir, f), "utf8");
    for (const m of src.matchAll(/\bt\("([a-z_]+\.[a-z_.0-9]+)"\s*[,)]/g)) if (!known(m[1])) missing.push(`${f}: ${m[1]}`);
    for (const m of src.matchAll(/"((?:tab|stats|decl)\.[a-z_]+)"/g)) if (!known(m[1])) missing.push(`${f}: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

/**
 * The kinds of text only the core's language files give: a catalogue key of one of these kinds
 * repeats a game word (or would add one the core does not have) — the variants, their families,
 * contracts, bids, doubles, projects, roem, house rules, their values and summaries, the rules in
 * brief and the fouls of play.
 */
const CORE_ONLY = ["bid", "contract", "double", "family", "opt", "optsum", "project", "qaid", "ref", "roem", "val", "variant"];

test("no catalogue holds a game word: the game's words come from the core's language files", () => {
  const game = new Set(Object.keys(words).map((k) => k.split("@")[0]));
  const kinds = new Set(Object.keys(words).map((k) => k.split(".")[0]));
  for (const kind of CORE_ONLY) assert.ok(kinds.has(kind), `the core gives no ${kind}.* word`);
  for (const lang of LANGS) {
    const copies = Object.keys(CATALOGS[lang]).filter((k) => game.has(k.split("@")[0]) || CORE_ONLY.includes(k.split(".")[0]));
    assert.deepEqual(copies, [], `${lang} repeats the back end's game words`);
  }
  for (const lang of LANGS) {
    const theirs = gameWords(lang);
    assert.deepEqual(Object.keys(theirs), Object.keys(words), `${lang}: the game's words have English's keys`);
  }
});

test("everything the engine describes has a label: variants, families, contracts, bids, doubles, house rules and their values", () => {
  const missing = [];
  const need = (key) => known(key) || missing.push(key);
  for (const v of variants) {
    need(`variant.${v.variant}`);
    need(`family.${v.family}`);
    need(`ref.${v.variant}.1`);
    for (const c of v.contracts) need(`contract.${c.contract}`);
    for (const b of v.bids) if (typeof b === "string") need(`bid.${b}`);
    for (const d of v.doubles) need(`double.${d}`);
    for (const o of v.options) {
      need(`opt.${o.key}`);
      if (!o.summary?.trim()) missing.push(`${v.variant}.${o.key}: no summary from the engine`);
      for (const val of o.values) if (typeof val === "string") need(`val.${val}`);
    }
  }
  for (const verdict of ["made", "inside", "tie"]) need(`verdict.${verdict}`);
  for (const s of ["in_play", "finished", "abandoned"]) need(`state.${s}`);
  assert.deepEqual(missing, []);
});

test("every house rule's summary and every game's rules in brief come from the core, in every language; English's summaries are the engine's own", () => {
  for (const lang of LANGS) {
    const T = gameWords(lang);
    const problems = [];
    /** @type {Map<string, string>} the English summary → its words in this language */
    const said = new Map();
    for (const v of variants) {
      if (!T[`ref.${v.variant}.1`]) problems.push(`${lang} has no rules in brief for ${v.variant}`);
      for (const o of v.options) {
        const key = `optsum.${o.key}@${v.variant}` in T ? `optsum.${o.key}@${v.variant}` : `optsum.${o.key}`;
        const text = T[key];
        if (!text) {
          problems.push(`${lang} has no summary of ${v.variant}.${o.key}`);
          continue;
        }
        if (lang === "en" && text !== o.summary) problems.push(`en ${key}: "${text}" is not the engine's "${o.summary}"`);
        const before = said.get(o.summary);
        if (before !== undefined && before !== text) problems.push(`${lang} says "${o.summary}" two ways`);
        said.set(o.summary, text);
      }
    }
    assert.deepEqual(problems, []);
  }
});
