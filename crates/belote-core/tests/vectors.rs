//! Table-driven tests: every case in `tests/data/{score,legal}/*.json` is run by one loop.
//!
//! A case is `{"name", "input", "expect"}` or `{"name", "input", "error": {"at"}}`. `expect`
//! is compared partially: every key it gives must match the output (round entries too), so
//! a case states only what it is about.

use belote_core::{legal_value, score_value};
use serde_json::Value;
use std::path::Path;

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

fn run_dir(dir: &str, run: impl Fn(&Value) -> Result<Value, belote_core::InputError>) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut count = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let cases: Vec<Value> = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{}: not a JSON array of cases: {e}", file.display()));
        for case in cases {
            count += 1;
            let name = format!(
                "{} / {}",
                file.file_name().unwrap().to_string_lossy(),
                case["name"].as_str().unwrap_or("?")
            );
            let input = &case["input"];
            let mut diffs = Vec::new();
            match (run(input), case.get("expect"), case.get("error")) {
                (Ok(out), Some(expect), None) => matches(expect, &out, "", &mut diffs),
                (Err(e), None, Some(err)) => {
                    if let Some(at) = err.get("at") {
                        if at.as_str() != Some(e.at.as_str()) {
                            diffs.push(format!(
                                "error at {:?}, expected {at} ({})",
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
            if !diffs.is_empty() {
                failures.push(format!("{name}:\n    {}", diffs.join("\n    ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} {dir} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    count
}

#[test]
fn score_vectors() {
    let n = run_dir("score", |v| {
        score_value(v).map(|s| serde_json::to_value(s).unwrap())
    });
    assert!(n > 0);
}

#[test]
fn legal_vectors() {
    let n = run_dir("legal", |v| {
        legal_value(v).map(|s| serde_json::to_value(s).unwrap())
    });
    assert!(n > 0);
}
