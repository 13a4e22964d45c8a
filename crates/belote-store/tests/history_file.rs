//! Export and import of the docs/match-files.md history file.

mod common;

use belote_store::{ExportFormat, MatchFilter, MatchState, Store, StoreError};
use common::*;
use serde_json::{json, Value};

fn sample_file() -> Value {
    let mut finished = entry(
        "m-2026-11-21-7f3a",
        "2026-11-21T20:15:00Z",
        vec![a_made(), a_made(), a_made(), a_made(), a_made(), a_made()],
    );
    finished["finished"] = json!("2026-11-21T21:02:40Z");
    let in_play = entry(
        "m-2026-11-22-0001",
        "2026-11-22T10:00:00+01:00",
        vec![json!({ "taker": "B", "contract": "clubs", "points": { "A": 81, "B": 81 } })],
    );
    let mut contree = entry("contree-1", "2026-11-20T18:00:00Z", vec![]);
    contree["match"] = json!({
        "variant": "contree",
        "options": { "target": 1001 },
        "rounds": [ { "taker": "A", "contract": "hearts", "bid": 90, "double": "double",
                      "points": { "A": 100 } } ]
    });
    history_file(vec![finished, in_play, contree])
}

#[test]
fn round_trip_is_exact_and_oldest_first() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let file = sample_file();
    let report = store.import_history(&file).unwrap();
    assert_eq!((report.imported, report.skipped), (3, 0));
    let exported = store.export_history().unwrap();
    assert_eq!(exported["format"], "belote-history");
    assert_eq!(exported["version"], 1);
    let ids: Vec<&str> = exported["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["contree-1", "m-2026-11-21-7f3a", "m-2026-11-22-0001"]);
    // Every match comes back exactly as it went in.
    for m in file["matches"].as_array().unwrap() {
        let back = exported["matches"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == m["id"])
            .unwrap();
        assert_eq!(back, m);
    }
    let won = store.get_match("m-2026-11-21-7f3a").unwrap();
    assert_eq!(won.state, MatchState::Finished);
    assert_eq!(won.target, 501);
    assert_eq!(
        store.get_match("m-2026-11-22-0001").unwrap().state,
        MatchState::InPlay
    );
    assert_eq!(store.get_match("contree-1").unwrap().target, 1001);

    // Export to a file, import into a fresh database, export again: the same file.
    let out = db.dir.path().join("export.json");
    store.export_history_to(&out).unwrap();
    let other = db.dir.path().join("other.sqlite3");
    let mut store2 = Store::open(&other).unwrap();
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(store2.import_history_text(&text).unwrap().imported, 3);
    assert_eq!(store2.export_history().unwrap(), exported);
    // No temp file left behind.
    let names: Vec<String> = std::fs::read_dir(db.dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tmp"))
        .collect();
    assert!(names.is_empty(), "{names:?}");
}

#[test]
fn importing_twice_changes_nothing() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    store.import_history(&sample_file()).unwrap();
    let before = store.export_history().unwrap();
    let report = store.import_history(&sample_file()).unwrap();
    assert_eq!((report.imported, report.skipped), (0, 3));
    assert_eq!(store.export_history().unwrap(), before);
    assert_eq!(count(&db.path, "SELECT count(*) FROM matches"), 3);
}

#[test]
fn matches_made_in_the_app_export_and_import() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    let gone = classic(&mut store);
    store.abandon_match(&gone).unwrap();
    let exported = store.export_history().unwrap();
    assert_eq!(exported["matches"][0]["id"], id.as_str());
    assert_eq!(exported["matches"][0]["finished"], Value::Null);
    assert_eq!(exported["matches"][1]["abandoned"], true);
    let mut fresh = Store::open(db.dir.path().join("b.sqlite3")).unwrap();
    fresh.import_history(&exported).unwrap();
    assert_eq!(fresh.get_match(&gone).unwrap().state, MatchState::Abandoned);
    assert_eq!(fresh.export_history().unwrap(), exported);
}

fn rejected(file: &Value) -> String {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    store
        .import_history(&history_file(vec![entry(
            "keep",
            "2026-01-01T00:00:00Z",
            vec![],
        )]))
        .unwrap();
    let before = store.export_history().unwrap();
    let err = store.import_history(file).unwrap_err();
    // Rejected whole: nothing changed.
    assert_eq!(store.export_history().unwrap(), before);
    assert_eq!(count(&db.path, "SELECT count(*) FROM matches"), 1);
    err.input_error().expect("bad input").at
}

#[test]
fn a_bad_match_rejects_the_whole_file() {
    let good = entry("good", "2026-11-21T20:15:00Z", vec![a_made()]);
    let bad = entry(
        "bad",
        "2026-11-21T20:15:00Z",
        vec![a_made(), a_made(), bad_round()],
    );
    let at = rejected(&history_file(vec![good.clone(), bad.clone()]));
    assert!(at.starts_with("matches[1].match.rounds[2]"), "{at}");

    let mut missing = good.clone();
    missing.as_object_mut().unwrap().remove("teams");
    assert_eq!(
        rejected(&history_file(vec![good.clone(), missing])),
        "matches[1]"
    );

    let mut bad_id = good.clone();
    bad_id["id"] = json!("");
    assert_eq!(rejected(&history_file(vec![bad_id])), "matches[0].id");

    let mut bad_time = good.clone();
    bad_time["created"] = json!("yesterday");
    assert_eq!(
        rejected(&history_file(vec![bad_time])),
        "matches[0].created"
    );

    let mut bad_players = good.clone();
    bad_players["teams"]["B"]["players"] = json!(["Léa"]);
    assert_eq!(
        rejected(&history_file(vec![bad_players])),
        "matches[0].teams.B.players"
    );

    let mut bad_dealer = good.clone();
    bad_dealer["first_dealer"] = json!(7);
    assert_eq!(
        rejected(&history_file(vec![bad_dealer])),
        "matches[0].first_dealer"
    );

    let mut bad_variant = good.clone();
    bad_variant["match"]["variant"] = json!("whist");
    assert!(rejected(&history_file(vec![bad_variant])).starts_with("matches[0].match"));

    let mut after_end = good.clone();
    after_end["match"]["rounds"] = json!(vec![a_made(); 7]);
    assert_eq!(
        rejected(&history_file(vec![after_end])),
        "matches[0].match.rounds[6]"
    );

    assert_eq!(
        rejected(&history_file(vec![good.clone(), good.clone()])),
        "matches[1].id"
    );
    assert_eq!(
        rejected(&json!({ "format": "other", "version": 1, "matches": [] })),
        "format"
    );
    assert_eq!(
        rejected(&json!({ "format": "belote-history", "version": 2, "matches": [] })),
        "version"
    );
    assert_eq!(
        rejected(&json!({ "format": "belote-history", "version": 1 })),
        ""
    );
    assert_eq!(rejected(&json!([1, 2])), "");

    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let err = store.import_history_text("{ not json").unwrap_err();
    assert_eq!(err.input_error().unwrap().at, "");
    assert!(store
        .list_matches(&MatchFilter::default())
        .unwrap()
        .is_empty());
}

#[test]
fn a_match_that_reached_its_end_must_say_when() {
    // Six made rounds win a classic game: `finished: null` would store it half true.
    let ended = entry("ended", "2026-11-21T20:15:00Z", vec![a_made(); 6]);
    let at = rejected(&history_file(vec![ended.clone()]));
    assert_eq!(at, "matches[0].finished");
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let err = store
        .import_history(&history_file(vec![ended.clone()]))
        .unwrap_err();
    assert!(err.to_string().contains("team A wins"), "{err}");
    // With its end time it imports as finished, won by A.
    let mut done = ended;
    done["finished"] = json!("2026-11-21T21:00:00Z");
    store.import_history(&history_file(vec![done])).unwrap();
    let m = store.get_match("ended").unwrap();
    assert_eq!(m.state, MatchState::Finished);
    assert_eq!(m.winner, Some(belote_core::Winner::A));
    // Abandoned and in-play matches without a winner are as before.
    let mut gone = entry("gone", "2026-11-21T20:15:00Z", vec![a_made()]);
    gone["abandoned"] = json!(true);
    let open = entry("open", "2026-11-21T20:15:00Z", vec![a_made()]);
    store
        .import_history(&history_file(vec![gone, open]))
        .unwrap();
    assert_eq!(
        store.get_match("gone").unwrap().state,
        MatchState::Abandoned
    );
    assert_eq!(store.get_match("open").unwrap().state, MatchState::InPlay);
}

/// The error of importing `text`, from the text (streamed) and, when it is JSON, from the value.
fn text_rejected(text: &str) -> (String, String) {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let err = store.import_history_text(text).unwrap_err();
    let e = err.input_error().expect("bad input");
    // (A JSON value keeps the last of two equal keys: the stream refuses them instead.)
    let twice = text.matches("\"matches\"").count() > 1;
    if let (Ok(v), false) = (serde_json::from_str::<Value>(text), twice) {
        let same = store.import_history(&v).unwrap_err().input_error().unwrap();
        assert_eq!(
            (same.at.as_str(), same.message.as_str()),
            (e.at.as_str(), e.message.as_str())
        );
    }
    assert!(store
        .list_matches(&MatchFilter::default())
        .unwrap()
        .is_empty());
    (e.at, e.message)
}

#[test]
fn a_streamed_import_reports_what_a_whole_file_would() {
    let good = entry("good", "2026-11-21T20:15:00Z", vec![a_made()]);
    let bad = entry("bad", "2026-11-21T20:15:00Z", vec![bad_round()]);
    // Keys in any order: `format` after the matches is still checked first.
    let text = format!(r#"{{"matches": [{good}, {bad}], "version": 1, "format": "other"}}"#);
    assert_eq!(text_rejected(&text).0, "format");
    let text =
        format!(r#"{{"matches": [{good}, {bad}], "version": 1, "format": "belote-history"}}"#);
    assert!(text_rejected(&text)
        .0
        .starts_with("matches[1].match.rounds[0]"));
    // A JSON error anywhere, even after a bad match, is reported as one.
    let text =
        format!(r#"{{"format": "belote-history", "version": 1, "matches": [{bad}, {good}, ]}}"#);
    let (at, message) = text_rejected(&text);
    assert_eq!(at, "");
    assert!(message.contains("not valid JSON"), "{message}");
    let text = format!(r#"{{"format": "belote-history", "version": 1, "matches": [{good}]}} x"#);
    assert_eq!(text_rejected(&text).0, "");
    // The top level's shape.
    assert_eq!(text_rejected("[1, 2]").0, "");
    assert_eq!(text_rejected("17").0, "");
    assert_eq!(
        text_rejected(r#"{"format": "belote-history", "version": 1, "matches": {"a": 1}}"#).0,
        "matches"
    );
    assert_eq!(
        text_rejected(
            r#"{"format": "belote-history", "version": 1, "matches": [], "matches": []}"#
        )
        .0,
        "matches"
    );
    assert_eq!(
        text_rejected(&format!(
            r#"{{"format": "belote-history", "version": 1, "matches": [{good}, {good}]}}"#
        ))
        .0,
        "matches[1].id"
    );
    // And a good file with unknown keys imports.
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let text = format!(
        r#"{{"note": {{"any": [1, 2]}}, "format": "belote-history", "version": 1, "matches": [{good}]}}"#
    );
    let mut seen = 0;
    let report = store
        .import_history_from(text.as_bytes(), &mut |n| seen = n)
        .unwrap();
    assert_eq!(report.imported, 1);
    assert_eq!(seen, text.len() as u64);
}

#[test]
fn a_match_larger_than_the_limit_is_refused_before_it_is_held() {
    let limit = belote_store::MAX_MATCH_BYTES as usize;
    let mut huge = entry("huge", "2026-11-21T20:15:00Z", vec![]);
    huge["teams"]["A"]["name"] = json!("x".repeat(limit + 300_000));
    let small = entry("small", "2026-11-21T20:15:00Z", vec![a_made()]);
    let text = history_file(vec![small, huge]).to_string();
    let (at, message) = {
        let db = temp_db();
        let mut store = Store::open(&db.path).unwrap();
        let e = store.import_history_text(&text).unwrap_err();
        assert!(store
            .list_matches(&MatchFilter::default())
            .unwrap()
            .is_empty());
        let e = e.input_error().unwrap();
        (e.at, e.message)
    };
    assert_eq!(at, "matches[1]");
    assert!(message.contains("4 MiB"), "{message}");
    // Just under the limit is fine.
    let mut big = entry("big", "2026-11-21T20:15:00Z", vec![]);
    big["teams"]["A"]["name"] = json!("x".repeat(limit - 100_000));
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let report = store
        .import_history_text(&history_file(vec![big]).to_string())
        .unwrap();
    assert_eq!(report.imported, 1);
}

#[test]
fn the_streamed_export_is_byte_for_byte_the_pretty_file() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    for n in [0usize, 1, 3] {
        if n > 0 {
            store.import_history(&sample_file()).unwrap();
        }
        let mut streamed = Vec::new();
        store.write_history(&mut streamed).unwrap();
        let whole = serde_json::to_string_pretty(&store.export_history().unwrap()).unwrap() + "\n";
        assert_eq!(String::from_utf8(streamed).unwrap(), whole);
    }
}

#[cfg(unix)]
#[test]
fn an_export_never_follows_a_link_planted_beside_it() {
    use std::os::unix::fs::symlink;
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    store.import_history(&sample_file()).unwrap();
    let victim = db.dir.path().join("victim.txt");
    std::fs::write(&victim, b"precious").unwrap();
    // The temporary name older versions used (predictable: name + pid), and other guesses.
    let out = db.dir.path().join("out.json");
    for name in [
        format!(".out.json.tmp-{}", std::process::id()),
        ".out.json.tmp".to_string(),
        "out.json.tmp".to_string(),
    ] {
        symlink(&victim, db.dir.path().join(name)).unwrap();
    }
    store.export_history_to(&out).unwrap();
    store.export_csv_to(&db.dir.path().join("out.csv")).unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(written, store.export_history().unwrap());
    // A destination that is itself a link is replaced by the export; its target is kept.
    let link = db.dir.path().join("link.json");
    symlink(&victim, &link).unwrap();
    store.export_history_to(&link).unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
    assert!(!std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    // No temporary file left behind.
    let left: Vec<String> = std::fs::read_dir(db.dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| {
            n.ends_with(".tmp")
                && !std::fs::symlink_metadata(db.dir.path().join(n))
                    .unwrap()
                    .file_type()
                    .is_symlink()
        })
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn an_export_never_replaces_the_history_itself() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    store.import_history(&sample_file()).unwrap();
    let before = store.export_history().unwrap();
    let dir = db.dir.path();
    let spelt_otherwise = dir.join(".").join("history.sqlite3");
    let relative = std::path::PathBuf::from(format!(
        "{}/../{}/history.sqlite3",
        dir.display(),
        dir.file_name().unwrap().to_string_lossy()
    ));
    for dest in [
        db.path.clone(),
        spelt_otherwise,
        relative,
        dir.join("history.sqlite3-wal"),
        dir.join("history.sqlite3-shm"),
        dir.join("history.sqlite3-journal"),
    ] {
        for format in [ExportFormat::History, ExportFormat::Csv] {
            let err = store.export_to(&dest, format, &mut |_| {}).unwrap_err();
            assert!(matches!(err, StoreError::Io { .. }), "{err}");
            assert!(err.to_string().contains("match history"), "{err}");
        }
    }
    // Nothing was replaced: the store goes on working on its file, and another connection sees
    // what it writes.
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    let other = Store::open(&db.path).unwrap();
    assert_eq!(other.get_match(&id).unwrap().rounds.len(), 1);
    assert_eq!(
        other.list_matches(&MatchFilter::default()).unwrap().len(),
        before["matches"].as_array().unwrap().len() + 1
    );
    assert_eq!(other.integrity_check().unwrap(), Ok(()));
    // A file beside it with another name is fine.
    store
        .export_history_to(&dir.join("history.sqlite3.json"))
        .unwrap();
}

#[test]
fn csv_cells_from_names_cannot_become_formulas() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let mut m = entry("=cmd|' /C calc'!A0", "2026-11-21T20:15:00Z", vec![a_made()]);
    m["teams"]["A"]["name"] = json!("=HYPERLINK(\"http://x\",\"y\")");
    m["teams"]["B"]["name"] = json!("+33, \"Eux\"\nsecond line");
    store.import_history(&history_file(vec![m])).unwrap();
    let mut out = Vec::new();
    store.write_csv(&mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let row = text.split_once('\n').unwrap().1;
    assert!(row.starts_with("'=cmd|' /C calc'!A0,classic,"), "{row}");
    assert!(
        row.contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","),
        "{row}"
    );
    assert!(
        row.contains(",\"'+33, \"\"Eux\"\"\nsecond line\","),
        "{row}"
    );
    // Numbers stay numbers.
    assert!(row.trim_end().ends_with(",made,100,62,0,100,62,"), "{row}");
}

/// A match of several games (Baloot's sakkas) restarts its running totals with each game, as
/// the engine's do, and says which game each round is in; other matches leave that cell empty.
#[test]
fn csv_totals_start_again_with_each_sakka() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let mut m = entry("sakkas", "2026-11-21T20:15:00Z", Vec::new());
    m["match"] = json!({"variant": "baloot", "options": {"sakkas": 3}, "rounds": [
        {"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}},
        {"taker": "B", "contract": "sun", "points": {"B": 85}},
        {"taker": "A", "contract": "sun", "points": {"A": 85}},
    ]});
    store.import_history(&history_file(vec![m])).unwrap();
    let mut out = Vec::new();
    store.write_csv(&mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert!(rows[0].ends_with(",total_a,total_b,sakka"), "{}", rows[0]);
    assert!(rows[1].ends_with(",made,152,0,0,152,0,1"), "{}", rows[1]);
    assert!(rows[2].ends_with(",made,9,17,0,9,17,2"), "{}", rows[2]);
    assert!(rows[3].ends_with(",made,17,9,0,26,26,2"), "{}", rows[3]);
}
