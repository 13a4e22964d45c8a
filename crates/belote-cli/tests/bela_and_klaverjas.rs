//! `belote score` and `belote legal` for Croatian bela and Dutch klaverjas, end to end through
//! the binary: the klaverjas example of docs/match-files.md, a score sheet as text, explanations and legal
//! reasons in the five languages (`--lang`), and bad input the contract refuses.

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn belote(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_belote"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the belote binary runs");
    // `belote` may refuse its arguments and exit before reading its input: a broken pipe
    // here is then expected, and the exit status and stderr tell the test what happened.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn json_out(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

const FORMAT_EXAMPLE: &str = r#"{ "variant": "klaverjas", "options": { "system": "rotterdam" },
  "rounds": [ { "taker": "A", "contract": "hearts", "points": { "A": 85 }, "roem": { "A": 20, "B": ["run4"] } },
              { "taker": "B", "contract": "spades", "capot": "B", "roem": { "B": ["run3", "stuk"] } } ] }"#;

#[test]
fn the_format_example_scores_as_written() {
    let sheet = json_out(&belote(&["score", "-"], FORMAT_EXAMPLE));
    assert_eq!(sheet["variant"], "klaverjas");
    assert_eq!(sheet["rounds"][0]["score"], json!({"A": 0, "B": 232}));
    assert_eq!(sheet["rounds"][0]["verdict"], "inside");
    assert_eq!(sheet["rounds"][1]["score"], json!({"A": 0, "B": 302}));
    assert_eq!(sheet["rounds"][1]["verdict"], "made");
    assert_eq!(sheet["pot"], 0);
    assert_eq!(sheet["winner"], Value::Null);
    let why = sheet["rounds"][0]["explanation"].as_array().unwrap();
    assert!(
        why.iter().any(|l| l == "playing team A 105 < B 127: nat"),
        "{why:?}"
    );
}

#[test]
fn explanations_in_every_language() {
    let bela = r#"{"variant": "bela", "rounds": [{"taker": "A", "contract": "hearts",
        "points": {"A": 86}, "belote": {"A": 1},
        "declarations": {"B": [{"type": "sequence", "length": 4, "top": "A", "suit": "S"}]}}]}"#;
    let words = [
        ("en", "fall (pad)"),
        ("fr", "chute (pad)"),
        ("bg", "(pad)"),
        ("hr", ": pad"),
        ("nl", "gevallen (pad)"),
    ];
    for (lang, word) in words {
        let sheet = json_out(&belote(&["score", "-", "--lang", lang], bela));
        let lines: Vec<&str> = sheet["rounds"][0]["explanation"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap())
            .collect();
        assert!(lines.iter().any(|l| l.contains(word)), "{lang}: {lines:?}");
        assert_eq!(sheet["rounds"][0]["score"], json!({"A": 0, "B": 232}));
    }
    let text = belote(&["score", "-", "--text", "--lang=nl"], FORMAT_EXAMPLE);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.starts_with("Klaverjassen — scoreblad"), "{text}");
    assert!(
        text.contains("spelende partij A 105 < B 127: nat"),
        "{text}"
    );
    assert!(
        text.contains("roem voor B: 20 (driekaart) + 20 (stuk"),
        "{text}"
    );
}

#[test]
fn legal_reasons_in_every_language() {
    let question = r#"{"variant": "klaverjas", "contract": "spades", "trick": ["KH", "JS"],
        "hand": ["9S", "7S", "KD", "8C"], "card": "9S"}"#;
    for (lang, word) in [
        ("en", "no undertrumping"),
        ("fr", "pas de sous-coupe"),
        ("bg", "без подцакване"),
        ("hr", "manji adut"),
        ("nl", "niet ondertroeven"),
    ] {
        let answer = json_out(&belote(&["legal", "-", "--lang", lang], question));
        assert_eq!(answer["legal"], false);
        assert_eq!(answer["allowed"], json!(["KD", "8C"]));
        assert!(
            answer["reason"].as_str().unwrap().contains(word),
            "{answer}"
        );
    }
    let rotterdam = question.replace(
        "\"card\"",
        "\"options\": {\"system\": \"rotterdam\"}, \"card\"",
    );
    let answer = json_out(&belote(&["legal", "-"], &rotterdam));
    assert_eq!(answer["legal"], true);
    assert_eq!(answer["allowed"], json!(["9S", "7S"]));
}

#[test]
fn bad_input_and_bad_languages() {
    let out = belote(
        &["score", "-"],
        r#"{"variant": "bela", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 90}, "roem": {"A": 20}}]}"#,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["at"], "rounds[0].roem");

    for args in [
        &["score", "-", "--lang", "de"][..],
        &["legal", "-", "--lang=xx"],
        &["legal", "-", "--lang"],
    ] {
        let out = belote(args, FORMAT_EXAMPLE);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let err: Value = serde_json::from_slice(&out.stderr).unwrap();
        assert_eq!(err["error"]["at"], "args");
        assert!(err["error"]["message"]
            .as_str()
            .unwrap()
            .contains("language"));
    }
}
