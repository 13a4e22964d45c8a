//! `belote history …` through the real `belote` binary: import, list, show, stats, export,
//! bad input and a damaged database.

mod common;

use belote_store::Store;
use common::*;
use serde_json::{json, Value};

fn run(args: &[&str], stdin: &str) -> Run {
    let mut all = vec!["history"];
    all.extend_from_slice(args);
    belote(&all, stdin)
}

fn sample() -> Value {
    let mut done = entry("m-1", "2026-11-21T20:15:00Z", vec![a_made(); 6]);
    done["finished"] = json!("2026-11-21T21:02:40Z");
    history_file(vec![
        done,
        entry("m-2", "2026-11-22T20:15:00Z", vec![b_inside()]),
    ])
}

#[test]
fn import_list_show_stats_export() {
    let db = temp_db();
    let dbp = db.path.to_str().unwrap();
    let file = db.dir.path().join("in.json");
    std::fs::write(&file, sample().to_string()).unwrap();
    let r = run(&["import", file.to_str().unwrap(), "--db", dbp], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        serde_json::from_str::<Value>(&r.stdout).unwrap(),
        json!({"imported": 2, "skipped": 0})
    );
    // from stdin, again: skipped
    let r = run(&["import", "-", "--db", dbp], &sample().to_string());
    assert_eq!(
        serde_json::from_str::<Value>(&r.stdout).unwrap(),
        json!({"imported": 0, "skipped": 2})
    );

    let r = run(&["list", "--db", dbp, "--json"], "");
    assert_eq!(r.code, 0);
    let list: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(list.as_array().unwrap().len(), 2);
    let first = &list[0];
    let keys = keys_of(first);
    assert_eq!(
        keys,
        ["id", "variant", "created", "finished", "totals", "winner"]
    );
    assert_eq!(first["id"], "m-1");
    assert_eq!(first["winner"], "A");
    assert_eq!(first["totals"]["A"], 600);
    assert_eq!(list[1]["winner"], Value::Null);
    assert_eq!(list[1]["finished"], Value::Null);

    let r = run(&["list", "--db", dbp], "");
    assert_eq!(r.stdout.lines().count(), 2);
    assert!(r.stdout.lines().next().unwrap().starts_with("m-1"));
    let r = run(
        &["list", "--db", dbp, "--json", "--since", "2026-11-22"],
        "",
    );
    assert_eq!(
        serde_json::from_str::<Value>(&r.stdout)
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let r = run(&["show", "m-1", "--db", dbp], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Nous") && r.stdout.contains("Eux"));
    assert!(r.stdout.contains("600"));

    let r = run(&["stats", "--db", dbp, "--json"], "");
    assert_eq!(r.code, 0);
    let stats: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(stats["teams"].as_array().unwrap().len(), 2);
    assert_eq!(stats["players"].as_array().unwrap().len(), 4);
    let r = run(&["stats", "--db", dbp], "");
    assert!(r.stdout.contains("Ana"));

    let r = run(&["export", "--db", dbp], "");
    assert_eq!(r.code, 0);
    assert_eq!(serde_json::from_str::<Value>(&r.stdout).unwrap(), sample());
    let out = db.dir.path().join("out.json");
    let r = run(&["export", out.to_str().unwrap(), "--db", dbp], "");
    assert_eq!(r.code, 0);
    assert!(r.stdout.is_empty());
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(written, sample());
    let r = run(&["export", "-", "--csv", "--db", dbp], "");
    assert_eq!(r.stdout.lines().count(), 1 + 7);
}

#[test]
fn bad_input_exits_2_with_one_json_line() {
    let db = temp_db();
    let dbp = db.path.to_str().unwrap();
    let mut file = sample();
    file["matches"][1]["match"]["rounds"] = json!([a_made(), bad_round()]);
    let r = run(&["import", "-", "--db", dbp], &file.to_string());
    assert!(error_at(&r).starts_with("matches[1].match.rounds[1]"));
    // nothing was imported
    let r = run(&["list", "--db", dbp, "--json"], "");
    assert_eq!(r.stdout.trim(), "[]");

    assert_eq!(error_at(&run(&["import", "-", "--db", dbp], "{ nope")), "");
    assert_eq!(error_at(&run(&["show", "nope", "--db", dbp], "")), "id");
    assert_eq!(error_at(&run(&["frobnicate", "--db", dbp], "")), "args");
    assert_eq!(error_at(&run(&["list", "--bogus"], "")), "args");
    assert_eq!(error_at(&run(&[], "")), "args");
    let r = run(&["--help"], "");
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("belote history"));
}

#[test]
fn a_damaged_database_is_moved_aside_with_a_message() {
    let db = temp_db();
    std::fs::write(&db.path, b"definitely not sqlite ".repeat(50)).unwrap();
    // The command carries on with a fresh history and says where the damaged file went.
    let r = run(&["list", "--db", db.path.to_str().unwrap(), "--json"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim(), "[]");
    assert!(r.stderr.contains("damaged"), "{}", r.stderr);
    let moved: Vec<_> = std::fs::read_dir(db.dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.to_string_lossy();
            name.contains(".damaged-") && !name.ends_with("-wal") && !name.ends_with("-shm")
        })
        .collect();
    assert_eq!(moved.len(), 1);
    assert!(
        r.stderr.contains(&moved[0].display().to_string()),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read(&moved[0]).unwrap(),
        b"definitely not sqlite ".repeat(50)
    );
    // The next run uses the same fresh history, with nothing more to report.
    let r = run(&["list", "--db", db.path.to_str().unwrap(), "--json"], "");
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim(), "[]");
    assert!(Store::open(&db.path).unwrap().recovery().is_none());
}
