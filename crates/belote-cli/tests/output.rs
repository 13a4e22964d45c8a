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

/// `belote score --text --lang L` writes the whole sheet in L — title, column heads, verdicts,
/// the pot held and the end — and its columns stay aligned under heads as wide as their words;
/// English is as it always was.
#[test]
fn the_text_sheet_is_written_whole_in_its_language() {
    let won = r#"{"variant":"classic","options":{"target":300},"rounds":[
        {"taker":"A","contract":"hearts","points":{"A":81}},
        {"taker":"B","contract":"spades","points":{"A":100}},
        {"taker":"A","contract":"clubs","capot":"A"}]}"#;
    let held =
        r#"{"variant":"classic","rounds":[{"taker":"A","contract":"hearts","points":{"A":81}}]}"#;
    let english = [
        "score sheet",
        "verdict",
        "game in progress",
        "game over",
        "held for the next",
        "inside",
    ];
    let heads = [
        ("en", "Classic belote — score sheet", "round", "total"),
        (
            "fr",
            "Belote classique — feuille de marque",
            "donne",
            "total",
        ),
        ("bg", "Класически белот — резултати", "раздаване", "общо"),
        ("hr", "Klasični belot — bodovna lista", "runda", "ukupno"),
        ("nl", "Klassieke belote — scoreblad", "spel", "totaal"),
    ];
    for (lang, title, round, total) in heads {
        for input in [won, held] {
            let r = belote(&["score", "-", "--text", "--lang", lang], input);
            assert_eq!(r.code, 0, "{}", r.stderr);
            let lines: Vec<&str> = r.stdout.lines().collect();
            assert_eq!(lines[0], title);
            assert!(
                lines[1].trim_start().starts_with(round),
                "{lang}: {}",
                lines[1]
            );
            let frame: Vec<&str> = lines
                .iter()
                .copied()
                .filter(|l| !l.trim_start().starts_with('·'))
                .collect();
            if lang != "en" {
                for word in english {
                    assert!(
                        !frame.iter().any(|l| l.contains(word)),
                        "{lang}: {word:?} in {frame:?}"
                    );
                }
            }
            // Team A's numbers end where its head does, on every line of numbers.
            let chars = |l: &str| l.chars().collect::<Vec<char>>();
            let head = chars(lines[1]);
            let a = (1..head.len())
                .find(|&i| head[i] == 'A' && head[i - 1] == ' ')
                .unwrap();
            for line in frame.iter().skip(2) {
                let t = line.trim_start();
                if t.starts_with(|c: char| c.is_ascii_digit()) || t.starts_with(total) {
                    let c = chars(line);
                    assert!(
                        c[a].is_ascii_digit() && c.get(a + 1) == Some(&' '),
                        "{lang}: {line}"
                    );
                }
            }
        }
    }
    let en = belote(&["score", "-", "--text"], held).stdout;
    assert!(
        en.contains("\npot: 81 (held for the next round's winner)\ngame in progress\n"),
        "{en}"
    );
    let bg = belote(&["score", "-", "--text", "--lang", "bg"], held).stdout;
    assert!(
        bg.contains("\nвисящи: 81 (за победителя в следващото раздаване)\nиграта продължава\n"),
        "{bg}"
    );
}
