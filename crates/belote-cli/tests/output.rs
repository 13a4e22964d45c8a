//! What `belote` prints: human-readable text never carries raw control characters that came
//! from names or files, JSON stays valid JSON, every usage error has the error shape of docs/commands.md,
//! and `--help` is human text on stdout.

mod common;

use common::*;
use serde_json::{json, Value};

/// Raw control characters other than line breaks (C0, DEL, C1).
fn raw_controls(s: &str) -> Vec<char> {
    s.chars().filter(|c| c.is_control() && *c != '\n').collect()
}

#[test]
fn names_cannot_send_control_characters_to_the_terminal() {
    let db = temp_db();
    let mut m = entry(
        "m-\u{1b}]0;pwned\u{7}",
        "2026-11-21T20:15:00Z",
        vec![a_made()],
    );
    m["teams"]["A"]["name"] = json!("Nous\u{1b}[2J\u{1b}[H");
    m["teams"]["A"]["players"] = json!(["Ana\u{9b}31m", "Marc\r\nforged line"]);
    m["teams"]["B"]["name"] = json!("Eux\u{7f}\u{202e}");
    let r = belote(
        &["history", "import", "-", "--db", db.arg()],
        &history_file(vec![m.clone()]).to_string(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let id = m["id"].as_str().unwrap();
    for args in [vec!["list"], vec!["show", id], vec!["stats"]] {
        let mut all = vec!["history"];
        all.extend(args.iter().copied());
        all.extend(["--db", db.arg()]);
        let r = belote(&all, "");
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        assert!(
            raw_controls(&r.stdout).is_empty(),
            "{args:?}: {:?}",
            r.stdout
        );
        assert!(!r.stdout.contains('\u{202e}'), "{args:?}");
        assert!(r.stdout.contains("\\u{1b}"), "{args:?}: {}", r.stdout);
    }
    let r = belote(&["history", "show", id, "--db", db.arg()], "");
    assert!(r.stdout.contains("Nous\\u{1b}[2J\\u{1b}[H"), "{}", r.stdout);
    assert!(
        r.stdout.contains("Marc\\u{d}\\u{a}forged line"),
        "{}",
        r.stdout
    );
    // No line of the output starts with the forged text.
    assert!(!r.stdout.lines().any(|l| l.starts_with("forged")));

    // JSON output keeps the names exactly, as valid JSON.
    let r = belote(&["history", "list", "--json", "--db", db.arg()], "");
    let list: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(list[0]["id"], m["id"]);
    assert!(raw_controls(&r.stdout).is_empty());
    let r = belote(&["history", "export", "--db", db.arg()], "");
    let file: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(file["matches"][0]["teams"], m["teams"]);
}

#[test]
fn every_usage_error_is_one_json_line() {
    let db = temp_db();
    let d = db.arg();
    let cases: Vec<Vec<&str>> = vec![
        vec![],
        vec!["frobnicate"],
        vec!["--frobnicate"],
        vec!["-x"],
        vec!["score", "--bogus"],
        vec!["score", "a.json", "b.json"],
        vec!["legal", "--text"],
        vec!["describe", "classic", "extra"],
        vec!["describe", "--bogus"],
        vec!["history"],
        vec!["history", "frobnicate"],
        vec!["history", "list", "--bogus"],
        vec!["history", "list", "-q"],
        vec!["history", "list", "--csv"],
        vec!["history", "list", "--variant", "whist"],
        vec!["history", "list", "--since", "yesterday"],
        vec!["history", "list", "--db"],
        vec!["history", "list", "--db", ""],
        vec!["history", "list", "extra", "--db", d],
        vec!["history", "import", "--db", d],
        vec!["history", "show", "a", "b", "--db", d],
        vec!["history", "stats", "--csv", "--db", d],
        vec!["history", "export", "a.json", "b.json", "--db", d],
    ];
    for args in cases {
        let r = belote(&args, "");
        let e = error_of(&r);
        assert_eq!(e["at"], "args", "{args:?}: {e}");
    }
    // None of them created the history.
    assert!(!db.path.exists());
    // A missing id is bad input at `id`, as before.
    assert_eq!(error_at(&belote(&["history", "show", "--db", d], "")), "id");
}

#[test]
fn help_is_human_text_on_stdout() {
    for args in [
        vec!["--help"],
        vec!["-h"],
        vec!["help"],
        vec!["score", "--help"],
        vec!["legal", "-h"],
        vec!["describe", "--help"],
        vec!["history", "--help"],
        vec!["history", "list", "--help"],
        vec!["history", "import", "--help"],
    ] {
        let r = belote(&args, "");
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        assert!(r.stderr.is_empty(), "{args:?}: {}", r.stderr);
        assert!(r.stdout.starts_with("usage"), "{args:?}: {}", r.stdout);
        assert!(serde_json::from_str::<Value>(&r.stdout).is_err());
    }
    let r = belote(&["--version"], "");
    assert_eq!(r.code, 0);
    assert_eq!(r.stdout, format!("belote {}\n", env!("CARGO_PKG_VERSION")));
}
