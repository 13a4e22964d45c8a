//! Table-driven tests: every case under `tests/data/` is run by one loop. Each variant's
//! module has its folder (`classic/`, `contree/` for contrée and coinche, `bulgarian/`,
//! `bela/`, `klaverjas/` for both its systems);
//! `common/` holds the examples of docs/match-files.md and input that names no variant of ours. A file's
//! name says what its cases ask: `score*.json` a match file, `legal*.json` a legal-play
//! question, `disputed*.json` a point where the sources leave the engine a choice.
//!
//! A case is `{"name", "input", "expect"}` or `{"name", "input", "error": {"at"}}`. `expect`
//! is compared partially: every key it gives must match the output (round entries too), so
//! a case states only what it is about. Where the rules fix only the start of an error's
//! path, the case gives `"at_prefix"` instead of `"at"`; an error case may also give the
//! exact `"message"` where its wording is the point. A `"note"` on a case is for the
//! reader. A disputed case with
//! `"engine_output"` pins the choice the engine made (the scores, and the verdict and pot
//! where given, of the last round or of each round under `"rounds"`), so that changing it is
//! a decision, not an accident; one without it only records the readings for the reader.

use belote_core::{legal_value, score_value, InputError, ScoreSheet};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// Does `actual` contain everything `expected` says? Objects compare by the expected keys,
/// arrays element-wise with equal length, anything else exactly.
fn matches(expected: &Value, actual: &Value, path: &str, diffs: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                match a.get(k) {
                    Some(av) => matches(ev, av, &format!("{path}.{k}"), diffs),
                    None => diffs.push(format!("{path}.{k}: missing in output")),
                }
            }
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                diffs.push(format!(
                    "{path}: expected {} entries, got {}",
                    e.len(),
                    a.len()
                ));
            }
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                matches(ev, av, &format!("{path}[{i}]"), diffs);
            }
        }
        _ if expected == actual => {}
        _ => diffs.push(format!("{path}: expected {expected}, got {actual}")),
    }
}

/// The case files whose names start with `prefix`, folder by folder, in a stable order.
fn case_files(prefix: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = Vec::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let mut here: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                let name = p.file_name().unwrap_or_default().to_string_lossy();
                name.starts_with(prefix) && name.ends_with(".json")
            })
            .collect();
        here.sort();
        files.extend(here);
    }
    files
}

/// Runs every case of the files named `prefix*.json`; returns how many there were.
fn run_cases(prefix: &str, check: impl Fn(&Value, &mut Vec<String>)) -> usize {
    let mut failures = Vec::new();
    let mut count = 0;
    for file in case_files(prefix) {
        let text = std::fs::read_to_string(&file).unwrap();
        let cases: Vec<Value> = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{}: not a JSON array of cases: {e}", file.display()));
        let shown = file
            .strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"))
            .unwrap_or(&file)
            .display()
            .to_string();
        for case in cases {
            count += 1;
            let mut diffs = Vec::new();
            check(&case, &mut diffs);
            if !diffs.is_empty() {
                let name = case["name"].as_str().unwrap_or("?");
                failures.push(format!("{shown} / {name}:\n    {}", diffs.join("\n    ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} {prefix} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    count
}

/// An `expect` or `error` case.
fn expect_case(
    case: &Value,
    run: impl Fn(&Value) -> Result<Value, InputError>,
    diffs: &mut Vec<String>,
) {
    match (run(&case["input"]), case.get("expect"), case.get("error")) {
        (Ok(out), Some(expect), None) => matches(expect, &out, "", diffs),
        (Err(e), None, Some(err)) => {
            if let Some(at) = err.get("at") {
                if at.as_str() != Some(e.at.as_str()) {
                    diffs.push(format!(
                        "error at {:?}, expected {at} ({})",
                        e.at, e.message
                    ));
                }
            }
            if let Some(message) = err.get("message") {
                if message.as_str() != Some(e.message.as_str()) {
                    diffs.push(format!(
                        "error message {:?} at {:?}, expected {message}",
                        e.message, e.at
                    ));
                }
            }
            if let Some(prefix) = err.get("at_prefix") {
                if !prefix.as_str().is_some_and(|p| e.at.starts_with(p)) {
                    diffs.push(format!(
                        "error at {:?}, expected under {prefix} ({})",
                        e.at, e.message
                    ));
                }
            }
        }
        (Ok(out), None, Some(_)) => diffs.push(format!("expected an error, got {out}")),
        (Err(e), Some(_), None) => {
            diffs.push(format!("unexpected error at {:?}: {}", e.at, e.message))
        }
        _ => diffs.push("a case needs exactly one of \"expect\" and \"error\"".into()),
    }
}

#[test]
fn score_vectors() {
    let n = run_cases("score", |case, diffs| {
        expect_case(
            case,
            |v| score_value(v).map(|s| serde_json::to_value(s).unwrap()),
            diffs,
        )
    });
    assert!(n > 0);
}

#[test]
fn legal_vectors() {
    let n = run_cases("legal", |case, diffs| {
        expect_case(
            case,
            |v| legal_value(v).map(|s| serde_json::to_value(s).unwrap()),
            diffs,
        )
    });
    assert!(n > 0);
}

/// A round of a sheet in the shape of `engine_output`: scores, verdict, pot.
fn round_summary(sheet: &ScoreSheet, i: usize) -> Value {
    let r = &sheet.rounds[i];
    json!({"A": r.score.a, "B": r.score.b, "verdict": r.verdict, "pot": r.pot})
}

#[test]
fn disputed_choices_stay_as_pinned() {
    let n = run_cases("disputed", |case, diffs| {
        let Some(pinned) = case.get("engine_output") else {
            return;
        };
        let sheet = match score_value(&case["input"]) {
            Ok(s) => s,
            Err(e) => return diffs.push(format!("error at {:?}: {}", e.at, e.message)),
        };
        let (expected, actual) = match pinned.get("rounds") {
            Some(rounds) => (
                rounds.clone(),
                Value::Array(
                    (0..sheet.rounds.len())
                        .map(|i| round_summary(&sheet, i))
                        .collect(),
                ),
            ),
            None => (
                pinned.clone(),
                round_summary(&sheet, sheet.rounds.len().saturating_sub(1)),
            ),
        };
        matches(&expected, &actual, "", diffs);
    });
    assert!(n > 0);
}
