//! `belote season …` through the real `belote` binary: every command, its output shapes
//! (docs/events.md "Seasons"), the readable standings with names escaped, and bad input with
//! its `at` and exit code, nothing stored.

mod common;

use common::*;
use serde_json::{json, Value};

fn run(group: &str, args: &[&str], stdin: &str) -> Run {
    let mut all = vec![group];
    all.extend_from_slice(args);
    belote(&all, stdin)
}

fn season(args: &[&str], stdin: &str) -> Run {
    run("season", args, stdin)
}

fn ok(r: &Run) -> Value {
    assert_eq!(r.code, 0, "stderr: {}", r.stderr);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("stdout is JSON")
}

/// An evening of four players drawn in order (table 1: players 1 and 4 against 2 and 3),
/// one deal in which side A takes `a` card points, or a capot when `a` is `None`; `play`
/// false leaves its table empty. Its id.
fn evening(d: &str, name: &str, players: [&str; 4], a: Option<u32>, play: bool) -> String {
    let def = json!({ "name": name, "date": "2026-10-01", "variant": "classic",
        "options": { "announces": false }, "format": { "rounds": 1, "deals": 1 },
        "entrants": "players", "players": players, "draw": { "first": "order" } });
    let id = ok(&run("event", &["create", "-", "--db", d], &def.to_string()))["event"]
        .as_str()
        .unwrap()
        .to_string();
    ok(&run("event", &["draw", &id, "--db", d], ""));
    if play {
        let deal = match a {
            Some(a) => json!({ "taker": "A", "contract": "hearts", "points": { "A": a } }),
            None => json!({ "taker": "A", "contract": "hearts", "capot": "A" }),
        };
        ok(&run(
            "event",
            &["deals", &id, "1", "1", "-", "--db", d],
            &json!({ "rounds": [deal] }).to_string(),
        ));
    }
    id
}

#[test]
fn a_season_from_create_to_import() {
    let db = temp_db();
    let d = db.arg();
    let e1 = evening(
        d,
        "Avond 1",
        ["Léa", "Jan", "Piet", "Kees"],
        Some(100),
        true,
    );
    let e2 = evening(
        d,
        "Avond 2",
        ["LÉA", "jan", "Piet", "Tom \u{1b}[2J"],
        None,
        true,
    );
    let e3 = evening(
        d,
        "Avond 3",
        ["Léa", "Jan", "Piet", "Kees"],
        Some(90),
        false,
    );

    let def = json!({ "name": "Competitie \u{7}", "events": [e1, e2],
        "ranking": { "count": { "best": 1, "of": 3 }, "min_events": 2, "absence_score": 10 },
        "side": ["capots"] });
    let created = ok(&season(&["create", "-", "--db", d], &def.to_string()));
    assert_eq!(keys_of(&created), ["season"]);
    let id = created["season"].as_str().unwrap().to_string();
    assert!(id.starts_with("s-"), "{id}");

    assert_eq!(
        ok(&season(&["list", "--db", d], "")),
        json!([{ "season": id, "name": "Competitie \u{7}", "events": 2 }])
    );
    assert_eq!(
        ok(&season(&["add", &id, &e3, "--db", d], "")),
        json!({ "season": id, "events": [e1, e2, e3] })
    );
    let absent = json!({ "season": id, "event": e3, "name": "Kees", "absent": true });
    assert_eq!(
        ok(&season(&["absent", &id, &e3, "Kees", "--db", d], "")),
        absent
    );
    // Twice changes nothing.
    assert_eq!(
        ok(&season(&["absent", &id, &e3, "Kees", "--db", d], "")),
        absent
    );

    let standings = ok(&season(&["standings", &id, "--json", "--db", d], ""));
    assert_eq!(
        keys_of(&standings),
        ["season", "name", "events", "standings", "sides"]
    );
    assert_eq!(standings["events"][2]["final"], json!(false));
    assert_eq!(
        keys_of(&standings["standings"][0]),
        [
            "rank", "name", "eligible", "played", "absences", "total", "average", "results",
            "capots"
        ]
    );
    // Léa and Kees won evening 1 (100 + 62·0 … as the engine scores it); at evening 2 LÉA and
    // Tom took every trick: the capot is theirs.
    let lines = standings["standings"].as_array().unwrap();
    let lea = lines.iter().find(|l| l["name"] == "Léa").unwrap();
    assert_eq!(lea["played"], json!(2));
    assert_eq!(lea["capots"], json!(1));
    assert_eq!(lea["rank"], json!(1));
    assert_eq!(
        lea["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["counted"] == json!(true))
            .count(),
        1,
        "best 1: {lea}"
    );
    let tom = lines.iter().find(|l| l["name"] == "Tom \u{1b}[2J").unwrap();
    assert_eq!(tom["eligible"], json!(false));
    assert_eq!(tom["rank"], Value::Null);
    assert_eq!(
        standings["sides"]["capots"],
        json!([{ "rank": 1, "name": "Léa", "capots": 1 },
               { "rank": 1, "name": "Tom \u{1b}[2J", "capots": 1 }])
    );

    // Evening 3 completed: it counts, and Kees's absence with it.
    ok(&run(
        "event",
        &["deals", &e3, "1", "1", "-", "--db", d],
        &json!({ "rounds": [{ "taker": "B", "contract": "hearts", "points": { "A": 20 } }] })
            .to_string(),
    ));
    let standings = ok(&season(&["standings", &id, "--json", "--db", d], ""));
    let kees = standings["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "Kees")
        .unwrap()
        .clone();
    // Kees played at evening 3 after all: a result always wins over an absence.
    assert_eq!(kees["absences"], json!(0));
    assert_eq!(kees["played"], json!(2));

    // The readable table: names escaped, what does not count in brackets.
    let text = season(&["standings", &id, "--db", d], "");
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .starts_with("Competitie \\u{7} · 3 of 3 event(s) final\n"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("Tom \\u{1b}[2J"), "{}", text.stdout);
    assert!(!text.stdout.contains('\u{1b}'), "{}", text.stdout);
    assert!(text.stdout.contains('('), "{}", text.stdout);
    assert!(text.stdout.contains("\ncapots\n"), "{}", text.stdout);

    // --remove, and removing what is not there.
    let gone = json!({ "season": id, "event": e3, "name": "kees", "absent": false });
    assert_eq!(
        ok(&season(
            &["absent", &id, &e3, "kees", "--remove", "--db", d],
            ""
        )),
        gone
    );
    assert_eq!(
        ok(&season(
            &["absent", &id, &e3, "kees", "--remove", "--db", d],
            ""
        )),
        gone
    );
    // An absence goes with its event.
    ok(&season(&["absent", &id, &e3, "Marie", "--db", d], ""));
    assert_eq!(
        ok(&season(&["remove", &id, &e3, "--db", d], "")),
        json!({ "season": id, "events": [e1, e2] })
    );

    // The season file, to stdout and to a file: the same.
    let file = ok(&season(&["export", &id, "--db", d], ""));
    assert_eq!(
        keys_of(&file),
        ["format", "version", "season", "created", "definition"]
    );
    assert_eq!(file["definition"]["absences"], json!([]));
    assert_eq!(file["definition"]["ranking"]["aggregate"], json!("sum"));
    let path = db.dir.path().join("season.json");
    let r = season(&["export", &id, path.to_str().unwrap(), "--db", d], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(written, file);

    // Elsewhere: its events first, then the season; again: skipped.
    let other = temp_db();
    let o = other.arg();
    let r = season(&["import", path.to_str().unwrap(), "--db", o], "");
    assert_eq!(error_at(&r), "definition.events[0]");
    assert_eq!(ok(&season(&["list", "--db", o], "")), json!([]));
    for e in [&e1, &e2] {
        let f = ok(&run("event", &["export", e, "--db", d], ""));
        ok(&run("event", &["import", "-", "--db", o], &f.to_string()));
    }
    assert_eq!(
        ok(&season(&["import", "-", "--db", o], &file.to_string())),
        json!({ "imported": 1, "skipped": 0 })
    );
    assert_eq!(
        ok(&season(&["import", path.to_str().unwrap(), "--db", o], "")),
        json!({ "imported": 0, "skipped": 1 })
    );
    assert_eq!(
        ok(&season(&["standings", &id, "--json", "--db", o], "")),
        ok(&season(&["standings", &id, "--json", "--db", d], ""))
    );
}

#[test]
fn bad_input_is_one_error_line_at_its_value() {
    let db = temp_db();
    let d = db.arg();
    let e1 = evening(d, "Avond", ["A", "B", "C", "D"], Some(100), true);
    let defs = [
        (json!({ "name": "S", "colour": 1 }), "colour"),
        (json!({ "name": "" }), "name"),
        (json!({ "name": "S", "events": ["e-none"] }), "events[0]"),
        (json!({ "name": "S", "events": [e1, e1] }), "events[1]"),
        (
            json!({ "name": "S", "events": [e1], "ranking": { "rank": "teams" } }),
            "events[0]",
        ),
        (
            json!({ "name": "S", "ranking": { "best": 5 } }),
            "ranking.best",
        ),
        (
            json!({ "name": "S", "ranking": { "count": { "best": 0 } } }),
            "ranking.count.best",
        ),
        (
            json!({ "name": "S", "ranking": { "count": { "best": 3, "of": 2 } } }),
            "ranking.count",
        ),
        (
            json!({ "name": "S", "ranking": { "score": "place" } }),
            "ranking.place_points",
        ),
        (json!({ "name": "S", "side": ["pits"] }), "side[0]"),
        (
            json!({ "name": "S", "events": [e1], "absences": [{ "event": e1, "name": "" }] }),
            "absences[0].name",
        ),
    ];
    for (def, at) in defs {
        let r = season(&["create", "-", "--db", d], &def.to_string());
        assert_eq!(error_at(&r), at, "{def}");
    }
    assert_eq!(error_at(&season(&["create", "-", "--db", d], "{nope")), "");
    assert_eq!(ok(&season(&["list", "--db", d], "")), json!([]));

    let id = ok(&season(
        &["create", "-", "--db", d],
        &json!({ "name": "S", "ranking": { "count": { "best": 1, "of": 1 } } }).to_string(),
    ))["season"]
        .as_str()
        .unwrap()
        .to_string();
    let e2 = evening(d, "Avond 2", ["A", "B", "C", "D"], Some(100), true);
    for args in [
        vec!["--db", d],
        vec!["play", "--db", d],
        vec!["list", "extra", "--db", d],
        vec!["add", &id, "--db", d],
        vec!["add", &id, &e1, "more", "--db", d],
        vec!["absent", &id, &e1, "--db", d],
        vec!["standings", "--db", d],
        vec!["standings", &id, "--remove", "--db", d],
        vec!["add", &id, &e1, "--json", "--db", d],
        vec!["list", "--colour", "--db", d],
        vec!["create", "--db", d],
        vec!["export", "--db", d],
    ] {
        assert_eq!(error_at(&season(&args, "")), "args", "{args:?}");
    }
    for args in [
        vec!["standings", "s-none"],
        vec!["add", "s-none", &e1],
        vec!["remove", "s-none", &e1],
        vec!["absent", "s-none", &e1, "Jan"],
        vec!["export", "s-none"],
    ] {
        let mut args = args.clone();
        args.extend(["--db", d]);
        assert_eq!(error_at(&season(&args, "")), "season", "{args:?}");
    }
    assert_eq!(
        error_at(&season(&["add", &id, "e-none", "--db", d], "")),
        "event"
    );
    assert_eq!(
        error_at(&season(&["remove", &id, &e1, "--db", d], "")),
        "event"
    );
    assert_eq!(
        error_at(&season(&["absent", &id, &e1, "Jan", "--db", d], "")),
        "event"
    );
    ok(&season(&["add", &id, &e1, "--db", d], ""));
    assert_eq!(
        error_at(&season(&["add", &id, &e1, "--db", d], "")),
        "event"
    );
    // One too many for "of": 1.
    assert_eq!(
        error_at(&season(&["add", &id, &e2, "--db", d], "")),
        "event"
    );
    assert_eq!(
        error_at(&season(&["absent", &id, &e1, " ", "--db", d], "")),
        "name"
    );

    // Import: a file that is not a season file, or checks badly, stores nothing.
    assert_eq!(error_at(&season(&["import", "-", "--db", d], "[]")), "");
    let missing = db.dir.path().join("missing.json");
    assert_eq!(
        error_at(&season(
            &["import", missing.to_str().unwrap(), "--db", d],
            ""
        )),
        ""
    );
    let file = ok(&season(&["export", &id, "--db", d], ""));
    let mut bad = file.clone();
    bad["season"] = json!("s-new");
    bad["definition"]["ranking"]["aggregate"] = json!("median");
    let r = season(&["import", "-", "--db", d], &bad.to_string());
    assert_eq!(error_at(&r), "definition.ranking.aggregate");
    let mut bad = file;
    bad["version"] = json!(9);
    assert_eq!(
        error_at(&season(&["import", "-", "--db", d], &bad.to_string())),
        "version"
    );
    assert_eq!(
        ok(&season(&["list", "--db", d], ""))
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // A database that cannot be used.
    let dir = db.dir.path().to_str().unwrap();
    assert_eq!(error_at(&season(&["list", "--db", dir], "")), "--db");
    let help = season(&["--help"], "");
    assert_eq!(help.code, 0);
    assert!(
        help.stdout.starts_with("usage: belote season"),
        "{}",
        help.stdout
    );
}
