//! Export and import of the FORMAT.md history file.

mod common;

use belote_store::{MatchFilter, MatchState, Store};
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
