//! Croatian bela and Dutch klaverjas in the history: their matches — zvanja, bela, štiglja and
//! a belot; roem lists and numbers, `forced`, the Rotterdam system — are kept, exported and
//! imported exactly, filtered by variant, and counted in the statistics like any other.

mod common;

use belote_core::{Variant, Winner};
use belote_store::{MatchFilter, MatchState, NewMatch, Store};
use common::*;
use serde_json::{json, Value};

/// A bela match that a belot ends, and a klaverjas match of two deals.
fn bela_and_klaverjas_file() -> Value {
    let mut bela = entry("bela-1", "2026-11-23T19:00:00Z", vec![]);
    bela["finished"] = json!("2026-11-23T20:00:00Z");
    bela["match"] = json!({
        "variant": "bela",
        "options": { "litige": "hold" },
        "rounds": [
            { "taker": "A", "contract": "hearts", "points": { "A": 86 }, "belote": { "A": 1 },
              "declarations": { "B": [ { "type": "sequence", "length": 4, "top": "A", "suit": "S" } ] } },
            { "taker": "B", "contract": "clubs", "forced": true, "capot": "B" },
            { "taker": "A", "contract": "spades", "points": { "A": 81 } },
            { "taker": "A", "contract": "diamonds",
              "declarations": { "A": [ { "type": "sequence", "length": 8, "top": "A", "suit": "H" } ] } }
        ]
    });
    let mut klaverjas = entry("klaverjas-1", "2026-11-23T18:00:00Z", vec![]);
    klaverjas["finished"] = json!("2026-11-23T18:30:00Z");
    klaverjas["match"] = json!({
        "variant": "klaverjas",
        "options": { "system": "rotterdam", "deals": 2 },
        "rounds": [
            { "taker": "A", "contract": "hearts", "points": { "A": 85 },
              "roem": { "A": 20, "B": ["run4"] } },
            { "taker": "B", "contract": "spades", "capot": "B", "forced": true,
              "roem": { "B": ["run3", "stuk"] } }
        ]
    });
    history_file(vec![bela, klaverjas])
}

#[test]
fn bela_and_klaverjas_round_trip_through_export_and_import() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let file = bela_and_klaverjas_file();
    let report = store.import_history(&file).unwrap();
    assert_eq!((report.imported, report.skipped), (2, 0));
    let exported = store.export_history().unwrap();
    for m in file["matches"].as_array().unwrap() {
        let back = exported["matches"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["id"] == m["id"])
            .unwrap();
        assert_eq!(back, m, "{} comes back as it went in", m["id"]);
    }

    let bela = store.get_match("bela-1").unwrap();
    assert_eq!(bela.variant, Variant::Bela);
    assert_eq!(bela.state, MatchState::Finished);
    assert_eq!(bela.target, 1001);
    // A's fall 0:232, B's štiglja 0:252, the 81:81 hangs, A's belot ends it unplayed.
    assert_eq!((bela.totals.a, bela.totals.b), (0, 565));
    assert_eq!(bela.winner, Some(Winner::A));
    let klaverjas = store.get_match("klaverjas-1").unwrap();
    assert_eq!(klaverjas.variant, Variant::Klaverjas);
    assert_eq!((klaverjas.totals.a, klaverjas.totals.b), (0, 534));
    assert_eq!(klaverjas.winner, Some(Winner::B));
    assert_eq!(klaverjas.pot, 0);

    // Into a fresh database and out again: the same file.
    let other = db.dir.path().join("other.sqlite3");
    let mut store2 = Store::open(&other).unwrap();
    let text = serde_json::to_string(&exported).unwrap();
    assert_eq!(store2.import_history_text(&text).unwrap().imported, 2);
    assert_eq!(store2.export_history().unwrap(), exported);
    // A second import is idempotent.
    assert_eq!(store2.import_history(&exported).unwrap().skipped, 2);

    let only = store
        .list_matches(&MatchFilter {
            variant: Some(Variant::Klaverjas),
            ..MatchFilter::default()
        })
        .unwrap();
    assert_eq!(only.len(), 1);
    assert_eq!(only[0].id, "klaverjas-1");
}

#[test]
fn a_bad_roem_rejects_the_whole_import() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let mut file = bela_and_klaverjas_file();
    file["matches"][1]["match"]["rounds"][1]["roem"]["A"] = json!(["run3"]);
    let err = store.import_history(&file).unwrap_err();
    let input = err.input_error().expect("bad input");
    assert_eq!(input.at, "matches[1].match.rounds[1].roem.A");
    assert!(store.export_history().unwrap()["matches"]
        .as_array()
        .unwrap()
        .is_empty());
}

#[test]
fn statistics_count_the_new_variants() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    store.import_history(&bela_and_klaverjas_file()).unwrap();
    let stats = store.statistics().unwrap();
    let variant = |variant: Variant| {
        stats
            .variants
            .iter()
            .find(|v| v.variant == variant)
            .unwrap_or_else(|| panic!("{variant} in the statistics"))
    };
    let bela = variant(Variant::Bela);
    assert_eq!((bela.matches, bela.games_played, bela.rounds), (1, 1, 4));
    assert_eq!((bela.made, bela.insides, bela.litiges), (2, 1, 1));
    assert_eq!(bela.capots, 1);
    let klaverjas = variant(Variant::Klaverjas);
    assert_eq!((klaverjas.matches, klaverjas.rounds), (1, 2));
    assert_eq!(
        (klaverjas.made, klaverjas.insides, klaverjas.litiges),
        (1, 1, 0)
    );
    let nous_klaverjas = stats
        .teams
        .iter()
        .find(|t| t.name == "Nous" && t.variant == Variant::Klaverjas)
        .unwrap();
    assert_eq!(
        (nous_klaverjas.games_played, nous_klaverjas.games_lost),
        (1, 1)
    );
    let nous_bela = stats
        .teams
        .iter()
        .find(|t| t.name == "Nous" && t.variant == Variant::Bela)
        .unwrap();
    assert_eq!(nous_bela.games_won, 1);
}

#[test]
fn a_match_played_in_the_app_keeps_roem_and_forced() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = store
        .create_match(&NewMatch {
            variant: Variant::Klaverjas,
            options: json!({ "system": "rotterdam" }),
            teams: teams(),
            first_dealer: 1,
        })
        .unwrap()
        .id;
    let round = json!({ "taker": "B", "contract": "clubs", "points": { "B": 100 },
                        "forced": true, "dealer": 1, "roem": { "B": ["run3", "stuk"], "A": 0 } });
    store.append_round(&id, &round).unwrap();
    let record = store.get_match(&id).unwrap();
    assert_eq!(record.rounds, vec![round]);
    assert_eq!((record.totals.a, record.totals.b), (62, 140));
    // The explanation as `belote score` prints it.
    let sheet = serde_json::to_value(store.score_sheet(&id).unwrap()).unwrap();
    let lines = sheet["rounds"][0]["explanation"].as_array().unwrap();
    assert!(lines.iter().any(|l| l
        .as_str()
        .unwrap()
        .starts_with("roem for B: 20 (run of three) + 20 (stuk")));
    // A roem the engine refuses is refused, and nothing is stored.
    let bad = json!({ "taker": "A", "contract": "clubs", "points": { "A": 100 },
                      "roem": { "A": ["four_J", "four_J"] } });
    assert!(store.append_round(&id, &bad).is_err());
    assert_eq!(store.get_match(&id).unwrap().rounds.len(), 1);
}
