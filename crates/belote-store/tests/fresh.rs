//! The statistics and records keep what they read of the rounds while the history does not
//! change; every change — an edit here, an undo, an import, a write by another connection —
//! is seen by the next question.

mod review;

use belote_store::{MatchFilter, Store};
use review::*;
use serde_json::json;

fn capots_of(store: &Store) -> u64 {
    store
        .statistics()
        .unwrap()
        .variants
        .iter()
        .map(|v| v.capots)
        .sum()
}

fn biggest_deal(store: &Store) -> i64 {
    store
        .records(&MatchFilter::default())
        .unwrap()
        .records
        .iter()
        .find(|r| r.label == "biggest deal")
        .map_or(0, |r| r.value)
}

#[test]
fn every_change_is_seen_by_the_next_question() {
    let mut t = temp_store();
    import_data(
        &mut t.store,
        &json!([
            { "id": "m-1", "created": "2026-01-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"],
              "result": "in_play", "target": 1000, "rounds": [a_made(), a_made(), a_capot()] },
        ]),
    );
    assert_eq!(capots_of(&t.store), 1);
    assert_eq!(capots_of(&t.store), 1); // asked again: the same
    assert_eq!(biggest_deal(&t.store), 252);

    // an edit by this store
    t.store.edit_round("m-1", 0, &a_capot()).unwrap();
    assert_eq!(capots_of(&t.store), 2);
    // an undo
    t.store.undo(None).unwrap();
    assert_eq!(capots_of(&t.store), 1);
    // an import
    import_data(
        &mut t.store,
        &json!([
            { "id": "m-2", "created": "2026-01-02T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "B" },
        ]),
    );
    assert_eq!(capots_of(&t.store), 2);

    // another connection (another program) deletes a match and edits a round
    let mut other = Store::open(t.store.path()).unwrap();
    other.delete_match("m-2").unwrap();
    assert_eq!(capots_of(&t.store), 1);
    other
        .edit_round(
            "m-1",
            2,
            &json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } }),
        )
        .unwrap();
    assert_eq!(capots_of(&t.store), 0);
    assert_eq!(biggest_deal(&t.store), 100);
    // and the overview agrees
    let o = t.store.overview(&MatchFilter::default()).unwrap();
    assert_eq!(o.statistics.variants[0].capots, 0);
}

/// What a store answers after its own changes — when it reads again only the matches it wrote
/// — is what a new connection, reading everything, answers.
#[test]
fn own_changes_read_again_match_by_match_agree_with_a_fresh_read() {
    let mut t = temp_store();
    import_data(
        &mut t.store,
        &json!([
            { "id": "m-1", "created": "2026-01-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"],
              "result": "in_play", "target": 2000, "rounds": [a_made(), a_made(), a_capot()] },
            { "id": "m-2", "created": "2026-01-02T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"],
              "result": "in_play", "target": 2000, "rounds": [b_made(), a_inside()] },
        ]),
    );
    let all = MatchFilter::default();
    let agree = |store: &Store, what: &str| {
        let fresh = store.open_another().unwrap();
        assert_eq!(
            serde_json::to_value(store.overview(&all).unwrap()).unwrap(),
            serde_json::to_value(fresh.overview(&all).unwrap()).unwrap(),
            "after {what}"
        );
    };
    agree(&t.store, "the import");
    t.store.append_round("m-1", &b_capot()).unwrap();
    agree(&t.store, "a round appended");
    t.store.edit_round("m-2", 0, &a_capot()).unwrap();
    agree(&t.store, "a round edited");
    t.store.insert_round("m-2", 0, &b_made()).unwrap();
    agree(&t.store, "a round inserted");
    t.store.delete_round("m-1", 0).unwrap();
    agree(&t.store, "a round deleted");
    t.store.undo(None).unwrap();
    agree(&t.store, "an undo");
    t.store.abandon_match("m-2").unwrap();
    agree(&t.store, "a match abandoned");
    t.store.delete_match("m-1").unwrap();
    agree(&t.store, "a match deleted");
    t.store.undo(None).unwrap();
    agree(&t.store, "the deletion undone");
    // More matches written at once than are read again one by one: all read again.
    let many: Vec<serde_json::Value> = (0..300)
        .map(|n| json!({ "id": format!("x-{n}"), "created": "2026-02-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"],
                         "b": ["Eux", "Иван", "Paul"], "result": "in_play", "target": 2000, "rounds": [a_capot()] }))
        .collect();
    import_data(&mut t.store, &json!(many));
    agree(&t.store, "an import of 300 matches");
    assert_eq!(
        capots_of(&t.store),
        capots_of(&t.store.open_another().unwrap())
    );
}
