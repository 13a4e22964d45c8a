//! `belote score` streamed answers exactly as reading the whole document first did. The
//! oracle here is that old way — the input read into a string (bytes that are not UTF-8
//! refused), parsed by `serde_json` into one value, scored by `score_value`, serialized
//! whole — and every input is run through both, by file and by standard input, in the
//! three formats: every match file of the core's tables, each with its keys reordered,
//! repeated, misspelled, cut short or followed by garbage, generated matches of every
//! variant, and inputs that go wrong in every way a file can. With `--lang` the oracle is the
//! way main printed other languages: each round's explanation replaced by `render_all` of
//! its steps.

use super::run;
use crate::terminal;
use belote_core::{read_json, render_all, score_value, InputError, Lang, Sides, Variant};
use serde_json::{json, Value};
use std::io::Write as _;
use std::path::Path;

const FORMATS: [&[&str]; 3] = [&[], &["--compact"], &["--text"]];

/// What one run printed: exit code, stdout, stderr.
type Answer = (u8, Vec<u8>, Vec<u8>);

/// The languages other than English, with the flags that ask for them (both spellings).
const LANGS: [(Lang, &[&str]); 4] = [
    (Lang::Fr, &["--lang", "fr"]),
    (Lang::Bg, &["--lang=bg"]),
    (Lang::Hr, &["--lang", "hr"]),
    (Lang::Nl, &["--lang=nl"]),
];

/// The old `belote score`: whole input, whole value, whole sheet.
fn oracle(input: &[u8], flags: &[&str], name: &str) -> Answer {
    oracle_in(input, flags, name, Lang::En)
}

/// The old `belote score --lang`: the whole sheet, each round's explanation rendered in
/// `lang` from its steps (`--text`: the text sheet of those sentences).
fn oracle_in(input: &[u8], flags: &[&str], name: &str, lang: Lang) -> Answer {
    let error = |e: InputError| (2, Vec::new(), format!("{}\n", e.to_json()).into_bytes());
    let Ok(text) = std::str::from_utf8(input) else {
        let message = format!("cannot read {name}: stream did not contain valid UTF-8");
        return error(InputError::new("", message));
    };
    let mut sheet = match read_json(text).and_then(|v| score_value(&v)) {
        Ok(sheet) => sheet,
        Err(e) => return error(e),
    };
    let mut value = serde_json::to_value(&sheet).unwrap();
    if lang != Lang::En {
        for (i, r) in sheet.rounds.iter().enumerate() {
            value["rounds"][i]["explanation"] =
                json!(render_all(&r.explanation, lang, Sides::LETTERS));
        }
    }
    sheet.set_lang(lang);
    let out = match flags {
        ["--compact"] => serde_json::to_string(&value).unwrap() + "\n",
        ["--text"] => terminal::lines(&sheet.to_text_in(lang, "A", "B")).into_owned(),
        _ => serde_json::to_string_pretty(&value).unwrap() + "\n",
    };
    (0, out.into_bytes(), Vec::new())
}

fn streamed(input: &[u8], flags: &[&str], path: Option<&Path>) -> Answer {
    let mut args = vec![path.map_or("-".to_string(), |p| p.display().to_string())];
    args.extend(flags.iter().map(|f| f.to_string()));
    let mut stdin: &[u8] = if path.is_some() { b"" } else { input };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run(&args, &mut stdin, &mut out, &mut err);
    (code, out, err)
}

/// Checks `input` by standard input in every format, and by file in the default one.
fn same(input: &[u8], what: &str) {
    let show = |a: &Answer| {
        format!(
            "exit {}, stdout {:.300}, stderr {}",
            a.0,
            String::from_utf8_lossy(&a.1),
            String::from_utf8_lossy(&a.2)
        )
    };
    for flags in FORMATS {
        let want = oracle(input, flags, "standard input");
        let got = streamed(input, flags, None);
        assert!(
            got == want,
            "{what} {flags:?} on stdin\n  input: {:.400}\n  want: {}\n  got:  {}",
            String::from_utf8_lossy(input),
            show(&want),
            show(&got)
        );
    }
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(input).unwrap();
    let want = oracle(input, &[], &file.path().display().to_string());
    let got = streamed(input, &[], Some(file.path()));
    assert!(
        got == want,
        "{what} by file\n  input: {:.400}\n  want: {}\n  got:  {}",
        String::from_utf8_lossy(input),
        show(&want),
        show(&got)
    );
}

/// Checks `input` by standard input in every format and every language but English.
fn same_in_every_language(input: &[u8], what: &str) {
    for (lang, lang_flags) in LANGS {
        for flags in FORMATS {
            let want = oracle_in(input, flags, "standard input", lang);
            let all: Vec<&str> = flags.iter().chain(lang_flags).copied().collect();
            let got = streamed(input, &all, None);
            assert!(
                got == want,
                "{what} {all:?}\n  input: {:.400}\n  want: {}\n  got:  {}",
                String::from_utf8_lossy(input),
                String::from_utf8_lossy(&want.1),
                String::from_utf8_lossy(&got.1),
            );
        }
    }
}

/// The match files of the core's tables (`score*` and `disputed*` cases).
fn table_inputs() -> Vec<(String, Value)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../belote-core/tests/data");
    let mut out = Vec::new();
    let mut files: Vec<_> = walk(&root);
    files.sort();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        if !(name.starts_with("score") || name.starts_with("disputed")) {
            continue;
        }
        let cases: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        for case in cases.as_array().into_iter().flatten() {
            if let Some(input) = case.get("input") {
                out.push((format!("{name}: {}", case["name"]), input.clone()));
            }
        }
    }
    assert!(out.len() > 200, "the core's tables are found");
    out
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
    out
}

/// The top-level entries of a match file written in the given order, with text between.
fn object(entries: &[(&str, String)]) -> String {
    let body: Vec<String> = entries
        .iter()
        .map(|(k, v)| format!("{}: {v}", json!(k)))
        .collect();
    format!("{{{}}}", body.join(", "))
}

#[test]
fn every_table_case_in_every_key_order_repeat_and_misspelling() {
    for (what, input) in table_inputs() {
        same(input.to_string().as_bytes(), &what);
        same_in_every_language(input.to_string().as_bytes(), &what);
        same(
            serde_json::to_string_pretty(&input).unwrap().as_bytes(),
            &what,
        );
        let Some(map) = input.as_object() else {
            continue;
        };
        let entries: Vec<(&str, String)> = map
            .iter()
            .map(|(k, v)| (k.as_str(), v.to_string()))
            .collect();
        // Every order of the keys: the variant and options may follow the rounds.
        for order in permutations(entries.len()) {
            let reordered: Vec<_> = order.iter().map(|&i| entries[i].clone()).collect();
            same(
                object(&reordered).as_bytes(),
                &format!("{what} (order {order:?})"),
            );
        }
        // Keys given twice: the last value counts, in the place of the first.
        let mut twice = entries.clone();
        twice.push(("variant", json!("bulgarian").to_string()));
        same(
            object(&twice).as_bytes(),
            &format!("{what} (variant twice)"),
        );
        let mut twice = entries.clone();
        twice.insert(0, ("rounds", "[{\"taker\": \"Z\"}]".to_string()));
        same(object(&twice).as_bytes(), &format!("{what} (rounds twice)"));
        let mut twice = entries.clone();
        twice.push(("options", "{\"target\": 50}".to_string()));
        same(
            object(&twice).as_bytes(),
            &format!("{what} (options twice)"),
        );
        // An unknown key, first or last.
        let mut odd = entries.clone();
        odd.push(("round", "[]".to_string()));
        same(
            object(&odd).as_bytes(),
            &format!("{what} (unknown key last)"),
        );
        odd.rotate_right(1);
        same(
            object(&odd).as_bytes(),
            &format!("{what} (unknown key first)"),
        );
    }
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n <= 1 {
        return vec![(0..n).collect()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for at in 0..n {
            let mut q = p.clone();
            q.insert(at, n - 1);
            out.push(q);
        }
    }
    out
}

/// A good match of a few rounds, in compact text.
const GOOD: &str = r#"{"variant":"classic","options":{"litige":"hold"},"rounds":[{"taker":"A","contract":"hearts","points":{"A":102}},{"taker":"B","contract":"spades","points":{"A":81,"B":81}},{"taker":"A","contract":"clubs","points":{"A":90},"belote":{"A":1},"declarations":{"A":[{"type":"sequence","length":3,"top":"K","suit":"H","seat":0}],"B":[{"type":"sequence","length":3,"top":"Q","suit":"S","seat":1}]}}]}"#;

#[test]
fn a_file_cut_anywhere_or_followed_by_anything() {
    let good = GOOD.as_bytes();
    for cut in 0..good.len() {
        same(&good[..cut], &format!("cut at {cut}"));
    }
    for tail in [
        " ",
        "\n\n",
        "x",
        "}",
        "]",
        "{}",
        ",",
        "null",
        "\u{feff}",
        " // comment",
        "\0",
    ] {
        same(
            format!("{GOOD}{tail}").as_bytes(),
            &format!("followed by {tail:?}"),
        );
    }
    same(format!("\u{feff}{GOOD}").as_bytes(), "byte order mark");
    same(format!(" \t\r\n{GOOD}").as_bytes(), "leading whitespace");
}

#[test]
fn input_that_goes_wrong_in_every_way() {
    let deep = |n: usize| "[".repeat(n) + &"]".repeat(n);
    let mut cases: Vec<Vec<u8>> = vec![
        b"".to_vec(),
        b"   ".to_vec(),
        b"null".to_vec(),
        b"[]".to_vec(),
        b"\"classic\"".to_vec(),
        b"{}".to_vec(),
        br#"{"variant": "classic"}"#.to_vec(),
        br#"{"variant": "classic", "rounds": null}"#.to_vec(),
        br#"{"variant": "classic", "rounds": {}}"#.to_vec(),
        br#"{"variant": "classic", "rounds": "none"}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [1, 2]}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [], "rounds": null}"#.to_vec(),
        br#"{"variant": "klassic", "rounds": []}"#.to_vec(),
        br#"{"variant": 5, "rounds": [{"x": 1}]}"#.to_vec(),
        br#"{"variant": "classic", "options": [], "rounds": [{"x": 1}]}"#.to_vec(),
        br#"{"variant": "classic", "options": {"litige": "hold", "litige": "nope"}, "rounds": []}"#
            .to_vec(),
        br#"{"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 1e400}}]}"#.to_vec(),
        b"{\"variant\": \"classic\", \"rounds\": [{\"points\": {\"A\": 1e400\n}}]}".to_vec(),
        b"{\"variant\": \"classic\", \"rounds\": [{\"points\": {\"A\": -2e308 }}]}".to_vec(),
        b"{\"variant\": \"classic\", \"rounds\": [{\"points\": {\"A\": 1e400".to_vec(),
        format!("[{}]", "9".repeat(400)).into_bytes(),
        br#"{"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 18446744073709551616}}]}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 102.0}}]}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": -0}}]}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 102}, "taker": "B"}]}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [{"taker": "\u0041", "contract": "hearts", "points": {"A": 102}}]}"#.to_vec(),
        br#"{"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 102}, "note": "caf\u00e9"}]}"#.to_vec(),
        "{\"variant\": \"classic\", \"rounds\": [{\"taker\": \"Ä\"}]}".as_bytes().to_vec(),
        b"{\"variant\": \"classic\", \"rounds\": [{\"taker\": \"\xff\"}]}".to_vec(),
        b"{\"variant\": \"classic\", \"rounds\": []}\xc3".to_vec(),
        b"{\"variant\": \"classic\", \"rounds\": [}\xff".to_vec(),
        format!("{{\"variant\": \"classic\", \"rounds\": [{}]}}", deep(126)).into_bytes(),
        format!("{{\"variant\": \"classic\", \"rounds\": [{}]}}", deep(127)).into_bytes(),
        format!("{{\"variant\": \"classic\", \"rounds\": [{{\"x\": {}}}]}}", deep(200)).into_bytes(),
        format!("{{\"x\": {}, \"variant\": \"classic\"}}", deep(127)).into_bytes(),
    ];
    // A round after the game ended, then a round that cannot be read: the second wins.
    let over = r#"{"taker": "A", "contract": "hearts", "points": {"A": 162}, "capot": "A"}"#;
    let bad = r#"{"taker": "A", "contract": "hearts", "points": {"A": 200}}"#;
    cases.push(
        format!(r#"{{"variant": "classic", "options": {{"target": 100}}, "rounds": [{over}, {over}, {over}]}}"#)
            .into_bytes(),
    );
    cases.push(
        format!(r#"{{"variant": "classic", "options": {{"target": 100}}, "rounds": [{over}, {over}, {bad}]}}"#)
            .into_bytes(),
    );
    for (i, input) in cases.iter().enumerate() {
        same(input, &format!("case {i}"));
    }
}

/// A deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    fn pick<T: Copy>(&mut self, list: &[T]) -> T {
        list[self.below(list.len() as u64) as usize]
    }
}

/// A random round of a variant (`info`: its description), good unless `noisy`: then any
/// fact may hold a value out of range or be one the variant does not record.
fn random_round(rng: &mut Rng, info: &Value, noisy: bool) -> Value {
    let facts: Vec<&str> = info["facts"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    let has = |fact: &str| noisy || facts.contains(&fact);
    let odd = |rng: &mut Rng| noisy && rng.below(12) == 0;
    let contracts = info["contracts"].as_array().unwrap();
    let contract = &contracts[rng.below(contracts.len() as u64) as usize];
    let total = contract["deal_total"].as_u64().unwrap();
    let mut r = json!({
        "taker": if odd(rng) { "C" } else { rng.pick(&["A", "B"]) },
        "contract": if odd(rng) { json!("no_trumps") } else { contract["contract"].clone() },
    });
    let team = rng.pick(&["A", "B"]);
    match rng.below(12) {
        0 if noisy => {}
        1 => r["capot"] = json!(team),
        2 if total == 162 => r["points"] = json!({"A": 81, "B": 81}),
        3 if noisy => r["points"] = json!({team: rng.below(300)}),
        _ => r["points"] = json!({team: 20 + rng.below(total - 40)}),
    }
    let bids = info["bids"].as_array().cloned().unwrap_or_default();
    if !bids.is_empty() || odd(rng) {
        r["bid"] = if bids.is_empty() || odd(rng) {
            json!(rng.pick(&[85, 80, 170]))
        } else {
            bids[rng.below(bids.len() as u64) as usize].clone()
        };
    }
    if rng.below(4) == 0 {
        // The contract's own doubles (Baloot's Sun is only doubled).
        let doubles = contract["doubles"].as_array().unwrap();
        r["double"] = if odd(rng) {
            json!("double")
        } else {
            doubles[rng.below(doubles.len() as u64) as usize].clone()
        };
    }
    if has("forced") && rng.below(4) == 0 {
        r["forced"] = if odd(rng) {
            json!("yes")
        } else {
            json!(rng.pick(&[true, false]))
        };
    }
    let max_belotes = contract["max_belotes"].as_u64().unwrap_or(0);
    if has("belote") && rng.below(3) == 0 && (max_belotes > 0 || noisy) {
        r["belote"] = json!({team: if odd(rng) { 2 } else { 1 }});
    }
    if has("roem") && rng.below(2) == 0 {
        let items = ["run3", "run4", "stuk", "four_J", "FOUR_t", "four_Q"];
        let roem = match rng.below(3) {
            0 => json!(rng.pick(&[0, 20, 40, 50, 70, 100])),
            1 => json!([rng.pick(&items)]),
            _ => json!([rng.pick(&items[..3]), rng.pick(&items[3..])]),
        };
        let roem = if odd(rng) {
            json!(rng.pick(&[30, 1000]))
        } else {
            roem
        };
        r["roem"] = json!({rng.pick(&["A", "B"]): roem});
    }
    let declarations = contract["declarations"].as_bool().unwrap_or(false)
        && info["declarations_option"].is_null();
    if has("declarations") && rng.below(3) == 0 && (declarations || noisy) {
        let seq = |top: &str, suit: &str, len: u64, seat: u64| json!({"type": "sequence", "length": len, "top": top, "suit": suit, "seat": seat});
        let carre = |rank: &str, seat: u64| json!({"type": "carre", "rank": rank, "seat": seat});
        // Team A's cards (K Q J of spades, the aces) and team B's (10 9 8 of diamonds, 9 8
        // 7 of clubs, the tens) never meet.
        let a = match rng.below(4) {
            0 => json!([seq("K", "S", 3, 0)]),
            1 => json!([carre("A", 2)]),
            2 => json!([seq("K", "S", 3, 0), carre("A", 0)]),
            _ => json!([]),
        };
        let b = match rng.below(3) {
            0 => json!([seq(if odd(rng) { "8" } else { "10" }, "D", 3, 1)]),
            1 => json!([carre("10", 3)]),
            _ => json!([seq("9", "C", 3, 3)]),
        };
        r["declarations"] = json!({"A": a, "B": b});
        if rng.below(2) == 0 {
            r["dealer"] = json!(if odd(rng) { 5 } else { rng.below(4) });
        }
    }
    r
}

#[test]
fn generated_matches_of_every_variant_and_option() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for v in Variant::ALL {
        let info = belote_core::describe(v);
        let info = serde_json::to_value(&info).unwrap();
        let options: Vec<Value> = info["options"].as_array().cloned().unwrap_or_default();
        let mut good = 0;
        for i in 0..60 {
            // Two files in three are good; the others go wrong anywhere.
            let noisy = i % 3 == 2;
            let mut chosen = serde_json::Map::new();
            for o in &options {
                if rng.below(3) == 0 {
                    let values = o["values"].as_array().cloned().unwrap_or_default();
                    let value = if values.is_empty() {
                        let numbers: &[u64] = match (noisy, o["key"].as_str()) {
                            (true, _) => &[50, 3, 1000, 0],
                            (false, Some("deals")) => &[14, 16, 20],
                            (false, _) if o["odd"] == true => &[1, 3, 5],
                            (false, _) => &[5000, 10000],
                        };
                        json!(rng.pick(numbers))
                    } else {
                        values[rng.below(values.len() as u64) as usize].clone()
                    };
                    chosen.insert(o["key"].as_str().unwrap().to_string(), value);
                }
            }
            let has_target = options.iter().any(|o| o["key"] == "target");
            if !noisy && has_target && !chosen.contains_key("target") {
                chosen.insert("target".into(), json!(10000));
            }
            let rounds: Vec<Value> = (0..1 + rng.below(14))
                .map(|_| random_round(&mut rng, &info, noisy))
                .collect();
            let file = json!({"variant": v, "options": chosen, "rounds": rounds}).to_string();
            same(file.as_bytes(), &format!("generated {v}"));
            same_in_every_language(file.as_bytes(), &format!("generated {v}"));
            good += usize::from(oracle(file.as_bytes(), &[], "-").0 == 0);
        }
        assert!(
            good >= 25,
            "{v}: only {good} of 60 generated matches are good"
        );
    }
}

/// Output beyond the spool's memory goes to its temporary file and comes back whole; a bad
/// last round of a large file still leaves stdout empty.
#[test]
fn a_large_file_good_or_bad_at_its_end() {
    let round = r#"{"taker":"A","contract":"hearts","points":{"A":100},"belote":{"B":1}}"#;
    let rounds = vec![round; 20_000].join(",\n");
    let good =
        format!(r#"{{"variant":"classic","options":{{"target":100000000}},"rounds":[{rounds}]}}"#);
    let (code, out, err) = streamed(good.as_bytes(), &[], None);
    assert_eq!((code, err.len()), (0, 0));
    assert!(
        out.len() > super::spool::Spool::MEMORY,
        "spilled: {}",
        out.len()
    );
    assert_eq!(out, oracle(good.as_bytes(), &[], "standard input").1);

    let bad = good.replace(
        "]}",
        r#",{"taker":"A","contract":"hearts","points":{"A":163}}]}"#,
    );
    for input in [good.replace("]}", ",]}"), bad] {
        let want = oracle(input.as_bytes(), &[], "standard input");
        let got = streamed(input.as_bytes(), &[], None);
        assert_eq!(got.0, 2);
        assert!(got.1.is_empty(), "nothing on stdout");
        assert_eq!(got, want);
    }
}

/// `--lang` is read with the other flags: an unknown or missing language is a usage error
/// (at `args`) before any input is read, with nothing on stdout; `--lang en` is English.
#[test]
fn a_language_is_a_flag_like_the_others() {
    let input = b"not json at all";
    for flags in [
        &["--lang", "de"][..],
        &["--lang=xx", "--compact"],
        &["--text", "--lang"],
        &["--text", "--compact", "--lang", "fr"],
    ] {
        let (code, out, err) = streamed(input, flags, None);
        let err: Value = serde_json::from_slice(&err).unwrap();
        assert_eq!((code, out.len()), (2, 0), "{flags:?}");
        assert_eq!(err["error"]["at"], "args", "{flags:?}");
    }
    for flags in FORMATS {
        let mut with_en: Vec<&str> = flags.to_vec();
        with_en.extend(["--lang", "en"]);
        assert_eq!(
            streamed(GOOD.as_bytes(), &with_en, None),
            oracle(GOOD.as_bytes(), flags, "standard input")
        );
    }
}

/// A long bela and a long klaverjas match in Croatian and Dutch, through the spool's
/// temporary file: the same bytes as the whole sheet in that language.
#[test]
fn a_large_match_in_another_language() {
    let bela = r#"{"taker":"A","contract":"hearts","points":{"A":90},"belote":{"A":1},"declarations":{"A":[{"type":"sequence","length":3,"top":"K","suit":"S"}]}}"#;
    let klaverjas = r#"{"taker":"B","contract":"spades","points":{"B":100},"roem":{"B":["run3","stuk"]},"forced":true}"#;
    for (variant, options, round, lang) in [
        ("bela", r#"{"target":100000000}"#, bela, (Lang::Hr, "hr")),
        (
            "klaverjas",
            r#"{"game_end":"target","target":100000000}"#,
            klaverjas,
            (Lang::Nl, "nl"),
        ),
    ] {
        let rounds = vec![round; 12_000].join(",");
        let input = format!(r#"{{"variant":"{variant}","options":{options},"rounds":[{rounds}]}}"#);
        let got = streamed(input.as_bytes(), &["--lang", lang.1], None);
        assert_eq!((got.0, got.2.len()), (0, 0), "{variant}");
        assert!(got.1.len() > super::spool::Spool::MEMORY, "spilled");
        assert!(got.1 == oracle_in(input.as_bytes(), &[], "standard input", lang.0).1);
    }
}
