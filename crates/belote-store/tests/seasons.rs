//! Seasons in the store (docs/events.md "Seasons"): created over stored events, changed one
//! transaction at a time, their standings derived from the events' deals at every question
//! (a corrected deal, a last table completed), the season file exported and imported all or
//! nothing.

mod common;

use belote_store::{Store, StoreError};
use common::*;
use serde_json::{json, Value};

fn input_at(e: &StoreError) -> String {
    e.input_error()
        .unwrap_or_else(|| panic!("not bad input: {e}"))
        .at
}

/// An evening of four players, one round of one deal, drawn in order: table 1 is players
/// 1 and 4 against 2 and 3.
fn evening(store: &mut Store, name: &str, players: [&str; 4]) -> String {
    store
        .create_event(
            &json!({ "name": name, "date": "2026-10-01", "variant": "classic",
            "options": { "announces": false }, "format": { "rounds": 1, "deals": 1 },
            "entrants": "players", "players": players, "draw": { "first": "order" } }),
        )
        .unwrap()
}

/// Plays the evening's one table: side A takes `a` card points.
fn play(store: &mut Store, id: &str, a: u32) {
    if store.event(id).unwrap().rounds.is_empty() {
        store.draw_round(id).unwrap();
    }
    store
        .set_table_deals(
            id,
            1,
            1,
            vec![json!({ "taker": "A", "contract": "hearts", "points": { "A": a } })],
        )
        .unwrap();
}

/// A team event of two teams, one round of one deal: `a` for Les Cochons (Jean, Paul).
fn concours(store: &mut Store) -> String {
    store
        .create_event(&json!({ "name": "Concours", "date": "2026-10-02", "variant": "classic",
            "format": { "rounds": 1, "deals": 1 }, "draw": { "first": "order" },
            "teams": [ { "name": "Les Cochons", "players": ["Jean", "Paul"] }, { "name": "Duo" } ] }))
        .unwrap()
}

/// `[name, total, rank]` of each line.
fn table(store: &Store, season: &str) -> Value {
    let s = serde_json::to_value(store.season_standings(season).unwrap()).unwrap();
    json!(s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| json!([l["name"], l["total"], l["rank"]]))
        .collect::<Vec<_>>())
}

#[test]
fn a_season_from_create_to_standings() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let e1 = evening(&mut store, "Avond 1", ["Léa", "Jan", "Piet", "Kees"]);
    let e2 = evening(&mut store, "Avond 2", ["LÉA ", "jan", "Piet", "Marie"]);
    let e3 = evening(&mut store, "Avond 3", ["Léa", "Jan", "Piet", "Kees"]);
    play(&mut store, &e1, 100);
    play(&mut store, &e2, 120);

    let id = store
        .create_season(&json!({ "name": "Competitie", "events": [e1, e2],
            "ranking": { "count": { "best": 2, "of": 3 }, "min_events": 2, "absence_score": 50 } }))
        .unwrap();
    assert!(id.starts_with("s-"), "{id}");
    assert_eq!(
        serde_json::to_value(store.list_seasons().unwrap()).unwrap(),
        json!([{ "season": id, "name": "Competitie", "events": 2 }])
    );

    // Léa and Kees (side A) took 100 and made it at evening 1; at evening 2 LÉA and Marie
    // took 120.
    let points = |event: &str, who: &str| -> i64 {
        let s = store.standings(event).unwrap();
        s.standings.iter().find(|l| l.name == who).unwrap().points
    };
    let (lea1, jan1, lea2, jan2) = (
        points(&e1, "Léa"),
        points(&e1, "Jan"),
        points(&e2, "LÉA "),
        points(&e2, "jan"),
    );
    let t = table(&store, &id);
    assert_eq!(t[0], json!(["Léa", lea1 + lea2, 1]), "{t}");
    let jan = t
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l[0] == "Jan")
        .unwrap();
    assert_eq!(jan[1], json!(jan1 + jan2));
    let marie = t
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l[0] == "Marie")
        .unwrap();
    assert_eq!(marie[2], Value::Null, "one evening of two: not eligible");

    // Evening 3 joins the season, and counts once its table is complete.
    assert_eq!(
        store.season_add_event(&id, &e3).unwrap(),
        [e1.clone(), e2.clone(), e3.clone()]
    );
    let before = table(&store, &id);
    let s = store.season_standings(&id).unwrap();
    assert!(!s.events[2].is_final);
    assert_eq!(
        input_at(&store.season_add_event(&id, &e3).unwrap_err()),
        "event"
    );
    assert_eq!(
        input_at(&store.season_add_event(&id, "e-nope").unwrap_err()),
        "event"
    );
    // Marie is excused at evening 3: it counts once the evening is final.
    let a = store.season_absence(&id, &e3, "marie", true).unwrap();
    assert_eq!(
        serde_json::to_value(&a).unwrap(),
        json!({ "season": id, "event": e3, "name": "marie", "absent": true })
    );
    assert_eq!(table(&store, &id), before);
    play(&mut store, &e3, 130);
    let s = serde_json::to_value(store.season_standings(&id).unwrap()).unwrap();
    assert_eq!(s["events"][2]["final"], json!(true));
    let marie = s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "Marie")
        .unwrap()
        .clone();
    assert_eq!(marie["absences"], json!(1));
    assert_eq!(marie["eligible"], json!(true));
    assert_eq!(marie["results"][1]["score"], json!(50));

    // A corrected deal shows at once.
    let lea = |store: &Store| -> Value {
        let t = table(store, &id);
        let line = t
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l[0] == "Léa")
            .unwrap();
        line[1].clone()
    };
    let lea_before = lea(&store);
    play(&mut store, &e1, 140);
    let lea_after = lea(&store);
    assert_ne!(lea_before, lea_after);
    // So does one made through another connection (the phones' server, the command).
    let mut other = Store::open(&db.path).unwrap();
    play(&mut other, &e1, 60);
    assert_ne!(lea(&store), lea_after);
    assert_eq!(table(&store, &id), table(&other, &id));

    // Removing evening 3 takes Marie's absence with it.
    assert_eq!(
        store.season_remove_event(&id, &e3).unwrap(),
        [e1.clone(), e2.clone()]
    );
    assert!(store.season(&id).unwrap().def.absences.is_empty());
    assert_eq!(
        input_at(&store.season_remove_event(&id, &e3).unwrap_err()),
        "event"
    );
    assert_eq!(
        input_at(&store.season_absence(&id, &e3, "Marie", true).unwrap_err()),
        "event"
    );
    assert_eq!(
        input_at(&store.season_absence(&id, &e1, " ", true).unwrap_err()),
        "name"
    );
    // Twice, or removing what is not there, changes nothing.
    store.season_absence(&id, &e1, "Kees", true).unwrap();
    store.season_absence(&id, &e1, "KEES", true).unwrap();
    assert_eq!(store.season(&id).unwrap().def.absences.len(), 1);
    store.season_absence(&id, &e1, "Nobody", false).unwrap();
    store.season_absence(&id, &e1, "kees", false).unwrap();
    assert!(store.season(&id).unwrap().def.absences.is_empty());
}

#[test]
fn bad_input_stores_nothing() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let e1 = evening(&mut store, "Avond 1", ["A", "B", "C", "D"]);
    let c = concours(&mut store);
    let cases = [
        (json!({ "name": "S", "events": ["e-missing"] }), "events[0]"),
        (json!({ "name": "S", "events": [c, c] }), "events[1]"),
        (
            json!({ "name": "S", "events": [c, e1], "ranking": { "rank": "teams" } }),
            "events[1]",
        ),
        (
            json!({ "name": "S", "ranking": { "aggregate": "max" } }),
            "ranking.aggregate",
        ),
    ];
    for (def, at) in cases {
        assert_eq!(
            input_at(&store.create_season(&def).unwrap_err()),
            at,
            "{def}"
        );
    }
    assert!(store.list_seasons().unwrap().is_empty());
    assert_eq!(count(&db.path, "SELECT count(*) FROM season_events"), 0);

    let unknown = store.season_standings("s-nope").unwrap_err();
    assert_eq!(input_at(&unknown), "season");
    assert_eq!(
        input_at(&store.season_add_event("s-nope", &e1).unwrap_err()),
        "season"
    );

    let teams = store
        .create_season(&json!({ "name": "Teams", "ranking": { "rank": "teams" } }))
        .unwrap();
    assert_eq!(
        input_at(&store.season_add_event(&teams, &e1).unwrap_err()),
        "event"
    );
    store.season_add_event(&teams, &c).unwrap();
    let full = store
        .create_season(&json!({ "name": "One", "ranking": { "count": { "best": 1, "of": 1 } } }))
        .unwrap();
    store.season_add_event(&full, &c).unwrap();
    assert_eq!(
        input_at(&store.season_add_event(&full, &e1).unwrap_err()),
        "event"
    );
}

#[test]
fn players_of_a_team_event_and_their_capots() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let c = concours(&mut store);
    store.draw_round(&c).unwrap();
    store
        .set_table_deals(
            &c,
            1,
            1,
            vec![json!({ "taker": "A", "contract": "hearts", "capot": "A" })],
        )
        .unwrap();
    let id = store
        .create_season(&json!({ "name": "S", "events": [c], "side": ["capots"] }))
        .unwrap();
    let s = serde_json::to_value(store.season_standings(&id).unwrap()).unwrap();
    assert_eq!(
        s["sides"],
        json!({ "capots": [ { "rank": 1, "name": "Jean", "capots": 1 },
                             { "rank": 1, "name": "Paul", "capots": 1 } ] })
    );
    assert_eq!(
        s["standings"].as_array().unwrap().len(),
        2,
        "Duo has no players: {s}"
    );
}

#[test]
fn the_season_file_round_trips_all_or_nothing() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let e1 = evening(&mut store, "Avond 1", ["A", "B", "C", "D"]);
    play(&mut store, &e1, 100);
    let id = store
        .create_season(&json!({ "name": "S", "events": [e1],
            "ranking": { "score": "place", "place_points": [3, 2, 1] },
            "absences": [ { "event": e1, "name": "Zoë" } ], "side": ["capots"] }))
        .unwrap();
    let file = store.export_season(&id).unwrap();
    assert_eq!(file["format"], "belote-season");
    assert_eq!(file["version"], 1);
    assert_eq!(file["season"], json!(id));
    assert_eq!(
        file["definition"],
        json!({ "name": "S", "events": [e1],
            "ranking": { "rank": "players", "score": "place", "place_points": [3, 2, 1],
                         "place_default": 0, "count": null, "aggregate": "sum", "min_events": 0,
                         "absence_score": 0, "periods": null },
            "absences": [ { "event": e1, "name": "Zoë" } ], "side": ["capots"] })
    );
    let event_file = store.export_event(&e1).unwrap();
    let text = file.to_string();

    // Elsewhere: the season needs its events first.
    let other = temp_db();
    let mut there = Store::open(&other.path).unwrap();
    let e = there.import_season_from(text.as_bytes()).unwrap_err();
    assert_eq!(input_at(&e), "definition.events[0]");
    assert!(there.list_seasons().unwrap().is_empty());
    there
        .import_event_from(event_file.to_string().as_bytes())
        .unwrap();
    let r = there.import_season_from(text.as_bytes()).unwrap();
    assert_eq!((r.imported, r.skipped), (1, 0));
    let r = there.import_season_from(text.as_bytes()).unwrap();
    assert_eq!((r.imported, r.skipped), (0, 1));
    assert_eq!(there.export_season(&id).unwrap(), file);
    assert_eq!(
        serde_json::to_value(there.season_standings(&id).unwrap()).unwrap(),
        serde_json::to_value(store.season_standings(&id).unwrap()).unwrap()
    );

    // A bad file: its error at its value, nothing stored.
    let mut bad = file.clone();
    bad["season"] = json!("s-other");
    bad["definition"]["ranking"]["min_events"] = json!(-1);
    let e = there
        .import_season_from(bad.to_string().as_bytes())
        .unwrap_err();
    assert_eq!(input_at(&e), "definition.ranking.min_events");
    assert_eq!(there.list_seasons().unwrap().len(), 1);
    let e = there.import_season_from(&b"{\"format\": "[..]).unwrap_err();
    assert_eq!(input_at(&e), "");
}
