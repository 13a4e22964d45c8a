//! `belote score` streamed answers exactly as reading the whole document first did. The
//! oracle here is that old way — the input read into a string (bytes that are not UTF-8
//! refused), parsed by `serde_json` into one value, scored by `score_value`, serialized
//! whole — and every input is run through both, by file and by standard input, in the
//! three formats: every match file of the core's tables, each with its keys reordered,
//! repeated, misspelled, cut short or followed by garbage, generated matches of every
//! variant, and inputs that go wrong in every way a file can.

use super::run;
use crate::terminal;
use belote_core::{read_json, score_value, InputError, Variant};
use serde_json::{json, Value};
use std::io::Write as _;
use std::path::Path;

const FORMATS: [&[&str]; 3] = [&[], &["--compact"], &["--text"]];

/// What one run printed: exit code, stdout, stderr.
type Answer = (u8, Vec<u8>, Vec<u8>);

/// The old `belote score`: whole input, whole value, whole sheet.
fn oracle(input: &[u8], flags: &[&str], name: &str) -> Answer {
    let error = |e: InputError| (2, Vec::new(), format!("{}\n", e.to_json()).into_bytes());
    let Ok(text) = std::str::from_utf8(input) else {
        let message = format!("cannot read {name}: stream did not contain valid UTF-8");
        return error(InputError::new("", message));
    };
    let sheet = match read_json(text).and_then(|v| score_value(&v)) {
        Ok(sheet) => sheet,
        Err(e) => return error(e),
    };
    let out = match flags {
        ["--compact"] => serde_json::to_string(&sheet).unwrap() + "\n",
        ["--text"] => terminal::lines(&sheet.to_text()).into_owned(),
        _ => serde_json::to_string_pretty(&sheet).unwrap() + "\n",
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

/// A random round, mostly good, sometimes not: every fact of every variant, with values
/// in and out of range.
fn random_round(rng: &mut Rng) -> Value {
    let mut r = json!({
        "taker": rng.pick(&["A", "B", "A", "B", "C"]),
        "contract": rng.pick(&["clubs", "diamonds", "hearts", "spades", "no_trumps", "all_trumps", "hearts"]),
    });
    let team = rng.pick(&["A", "B"]);
    match rng.below(10) {
        0 => {}
        1 => r["capot"] = json!(team),
        2 => r["points"] = json!({"A": 81, "B": 81}),
        3 => r["points"] = json!({team: 130}),
        4 => r["points"] = json!({team: 258}),
        _ => r["points"] = json!({team: rng.below(170)}),
    }
    if rng.below(2) == 0 {
        r["bid"] = match rng.below(6) {
            0 => json!("capot"),
            1 => json!(85),
            _ => json!(80 + 10 * rng.below(9)),
        };
    }
    if rng.below(4) == 0 {
        r["double"] = json!(rng.pick(&["none", "double", "redouble"]));
    }
    if rng.below(3) == 0 {
        r["belote"] = json!({team: rng.below(3)});
    }
    if rng.below(3) == 0 {
        let seq = |top: &str, suit: &str, len: u64, seat: u64| json!({"type": "sequence", "length": len, "top": top, "suit": suit, "seat": seat});
        let carre = |rank: &str, seat: u64| json!({"type": "carre", "rank": rank, "seat": seat});
        let a = match rng.below(4) {
            0 => json!([seq("K", "H", 3 + rng.below(3), 0)]),
            1 => json!([carre(rng.pick(&["J", "9", "A", "10", "K", "Q", "7"]), 2)]),
            2 => json!([seq("A", "S", 3 + rng.below(6), 0), carre("J", 0)]),
            _ => json!([]),
        };
        let b = match rng.below(3) {
            0 => json!([seq("Q", "D", 3 + rng.below(3), 1)]),
            1 => json!([carre(rng.pick(&["9", "A", "10"]), 3)]),
            _ => json!([seq("K", "C", 3, 3)]),
        };
        r["declarations"] = json!({"A": a, "B": b});
        if rng.below(2) == 0 {
            r["dealer"] = json!(rng.below(5));
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
        for _ in 0..60 {
            let mut chosen = serde_json::Map::new();
            for o in &options {
                if rng.below(3) == 0 {
                    let values = o["values"].as_array().cloned().unwrap_or_default();
                    let value = if values.is_empty() {
                        json!(rng.pick(&[50, 200, 500, 1000, 0]))
                    } else {
                        values[rng.below(values.len() as u64) as usize].clone()
                    };
                    chosen.insert(o["key"].as_str().unwrap().to_string(), value);
                }
            }
            if rng.below(2) == 0 && !chosen.contains_key("target") {
                chosen.insert("target".into(), json!(300 + 100 * rng.below(10)));
            }
            let rounds: Vec<Value> = (0..1 + rng.below(14))
                .map(|_| random_round(&mut rng))
                .collect();
            let file = json!({"variant": v, "options": chosen, "rounds": rounds});
            same(file.to_string().as_bytes(), &format!("generated {v}"));
        }
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
