// Every key exists in every language, and every key the UI code names exists.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { CATALOGS } from "../../ui/js/i18n.js";
import { repo } from "./harness.js";

test("the three catalogs have exactly the same keys", () => {
  const en = Object.keys(CATALOGS.en).sort();
  for (const lang of ["fr", "bg"]) {
    const keys = Object.keys(CATALOGS[lang]).sort();
    assert.deepEqual(keys.filter((k) => !en.includes(k)), [], `${lang} has keys English lacks`);
    assert.deepEqual(en.filter((k) => !keys.includes(k)), [], `${lang} lacks keys`);
    for (const k of keys) assert.ok(CATALOGS[lang][k].trim().length > 0, `${lang}.${k} is empty`);
  }
});

test("placeholders match across languages", () => {
  const vars = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(",");
  for (const k of Object.keys(CATALOGS.en)) {
    for (const lang of ["fr", "bg"]) assert.equal(vars(CATALOGS[lang][k]), vars(CATALOGS.en[k]), `${lang}.${k}`);
  }
});

test("every key named in the UI code exists", () => {
  const dir = path.join(repo, "ui/js");
  const missing = [];
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    const src = fs.readFileSync(path.join(dir, f), "utf8");
    for (const m of src.matchAll(/\bt\("([a-z_]+\.[a-z_.0-9]+)"\s*[,)]/g)) if (!(m[1] in CATALOGS.en)) missing.push(`${f}: ${m[1]}`);
    for (const m of src.matchAll(/"((?:tab|stats|decl)\.[a-z_]+)"/g)) if (!(m[1] in CATALOGS.en)) missing.push(`${f}: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

test("every option, value, variant and contract of the engine has a label", () => {
  const prefixes = {
    variant: ["classic", "contree", "coinche", "bulgarian"],
    contract: ["clubs", "diamonds", "hearts", "spades", "no_trumps", "all_trumps"],
    opt: ["target", "announces", "contract_rule", "litige", "capot_value", "defenders_capot", "belote_on_inside", "inside_declarations", "capot_declarations", "declaration_tie", "rounding", "both_reach_target", "undertrump", "bid_80_needs_82", "must_beat_defence", "belote_counts_for_contract", "scoring", "fail_base", "double_scheme", "redouble_factor", "belote_on_failure", "capot_unbid", "capot_bid_failed", "reach_target", "tie_rounding", "nt_valat_doubled", "valat_cancels_double", "eight_card_run", "valat_end"],
    verdict: ["made", "inside", "tie"],
    state: ["in_play", "finished", "abandoned"],
  };
  for (const [prefix, names] of Object.entries(prefixes)) {
    for (const n of names) assert.ok(`${prefix}.${n}` in CATALOGS.en, `${prefix}.${n}`);
  }
  for (const n of prefixes.opt) assert.ok(`optsum.${n}` in CATALOGS.en, `optsum.${n}`);
});
