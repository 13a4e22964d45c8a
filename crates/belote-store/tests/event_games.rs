//! The events' complete tables count as games: in the ratings, in head to head and when a name
//! is picked; a correction of a table's deals changes the ratings at once; tables still being
//! played, and the records' streaks, leave them out.

mod common;

use belote_store::{GameSource, MatchFilter, NameKind, Store};
use common::*;
use serde_json::{json, Value};

/// Four teams with their players, one round of one deal a table, tables drawn in order
/// (table 1: Les Cochons – Duo 2, table 2: Trèfles – Carreaux).
fn concours() -> Value {
    json!({ "name": "Concours", "date": "2026-12-05", "variant": "classic",
            "options": { "announces": false }, "format": { "rounds": 2, "deals": 1 },
            "teams": [
                { "name": "Les Cochons", "players": ["Léa", "Šime"] },
                { "name": "Duo 2", "players": ["Ivana", "Jan"] },
                { "name": "Trèfles", "players": ["Marko", "Ana"] },
                { "name": "Carreaux" }
            ],
            "draw": { "first": "order" } })
}

fn won_by(side: &str) -> Value {
    json!({ "taker": side, "contract": "hearts", "points": { side: 100 } })
}

fn rating_of(store: &Store, name: &str) -> Option<(f64, u64, u64)> {
    let r = store.ratings(&MatchFilter::default()).unwrap();
    r.players
        .iter()
        .find(|p| p.name == name)
        .map(|p| (p.rating, p.won, p.lost))
}

#[test]
fn complete_tables_are_rated_and_a_correction_changes_the_ratings() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = store.create_event(&concours()).unwrap();
    store.draw_round(&id).unwrap();
    // Nothing is complete yet: no games.
    assert!(store.games(&MatchFilter::default()).unwrap().is_empty());

    store.set_table_deals(&id, 1, 1, vec![won_by("A")]).unwrap();
    let games = store.games(&MatchFilter::default()).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].source, GameSource::EventTable);
    assert_eq!(games[0].id, format!("{id}/1/1"));
    assert_eq!(games[0].teams.a.name, "Les Cochons");
    assert_eq!(games[0].teams.a.players, ["Léa", "Šime"]);

    let (lea, won, lost) = rating_of(&store, "Léa").expect("Léa is rated");
    let (ivana, ..) = rating_of(&store, "Ivana").expect("Ivana is rated");
    assert_eq!((won, lost), (1, 0));
    assert!(lea > ivana, "{lea} > {ivana}");

    // A correction: Duo 2 won that table after all.
    store.set_table_deals(&id, 1, 1, vec![won_by("B")]).unwrap();
    let (lea, won, lost) = rating_of(&store, "Léa").unwrap();
    let (ivana, ..) = rating_of(&store, "Ivana").unwrap();
    assert_eq!((won, lost), (0, 1));
    assert!(lea < ivana, "{lea} < {ivana}");

    // A team registered without its players' names has no rated players; its opponents do.
    store.set_table_deals(&id, 1, 2, vec![won_by("A")]).unwrap();
    let r = store.ratings(&MatchFilter::default()).unwrap();
    assert_eq!(r.players.len(), 6, "{:?}", r.players);
    assert!(r.players.iter().any(|p| p.name == "Marko"));

    // Filters: another variant keeps none; the player filter keeps their tables.
    let bela = MatchFilter {
        variant: Some(belote_core::Variant::Bela),
        ..MatchFilter::default()
    };
    assert!(store.games(&bela).unwrap().is_empty());
    let marko = MatchFilter {
        player: Some("marko".into()),
        ..MatchFilter::default()
    };
    let games = store.games(&marko).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].id, format!("{id}/1/2"));

    // Records' streaks count the history's matches only (each links to its match).
    let records = serde_json::to_value(store.records(&MatchFilter::default()).unwrap()).unwrap();
    assert!(!records.to_string().contains(&id), "{records}");
}

#[test]
fn an_event_player_is_found_by_name_and_met_head_to_head() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = store.create_event(&concours()).unwrap();
    store.draw_round(&id).unwrap();
    store.set_table_deals(&id, 1, 1, vec![won_by("A")]).unwrap();

    let hits = store.find_names("sime").unwrap();
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert_eq!(
        (hits[0].kind, hits[0].name.as_str()),
        (NameKind::Player, "Šime")
    );
    let teams = store.find_names("cochons").unwrap();
    assert_eq!(teams[0].kind, NameKind::Team);

    let h = store
        .head_to_head("team:les cochons", "team:duo 2", &MatchFilter::default())
        .unwrap();
    assert_eq!(h.games, 1);
    assert_eq!(h.won, [1, 0]);
    assert_eq!(h.results[0].source, GameSource::EventTable);
    let h = store
        .head_to_head("lea", "ivana", &MatchFilter::default())
        .unwrap();
    assert_eq!((h.games, h.won), (1, [1, 0]));
}
