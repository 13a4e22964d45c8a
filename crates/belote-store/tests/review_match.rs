//! Every past match can be reviewed, whatever its state: its rounds, every deal's score and
//! explanation, and its progression.

mod review;

use belote_core::{Lang, Winner};
use belote_store::{MatchState, StoreError};
use review::*;
use serde_json::json;

#[test]
fn every_match_is_reviewable_whatever_its_state() {
    let mut t = temp_store();
    import_data(
        &mut t.store,
        &json!([
            { "id": "won", "created": "2026-01-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "A" },
            { "id": "abandoned", "created": "2026-01-02T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "abandoned" },
            { "id": "in-play", "created": "2026-01-03T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "in_play" },
            { "id": "by-hand", "created": "2026-01-04T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "in_play" },
            { "id": "empty", "created": "2026-01-05T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "abandoned", "rounds": [] },
        ]),
    );
    t.store.finish_match("by-hand").unwrap();
    for (id, state, rounds, winner) in [
        ("won", MatchState::Finished, 3, Some(Winner::A)),
        ("abandoned", MatchState::Abandoned, 1, None),
        ("in-play", MatchState::InPlay, 1, None),
        ("by-hand", MatchState::Finished, 1, None),
        ("empty", MatchState::Abandoned, 0, None),
    ] {
        let review = t.store.review_match(id, Lang::En).unwrap();
        assert_eq!(review.record.state, state, "{id}");
        assert_eq!(review.record.rounds.len(), rounds, "{id}");
        assert_eq!(review.sheet.rounds.len(), rounds, "{id}");
        assert_eq!(review.sheet.winner, winner, "{id}");
        assert_eq!(review.progression.len(), rounds + 1, "{id}");
        let last = review.progression.last().unwrap();
        assert_eq!(
            (last.a, last.b),
            (review.sheet.totals.a, review.sheet.totals.b),
            "{id}"
        );
        assert_eq!(review.sheet.totals, review.record.totals, "{id}");
        let json = serde_json::to_value(&review).unwrap();
        for (i, deal) in json["sheet"]["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
        {
            let lines = deal["explanation"].as_array().expect("an explanation");
            assert!(!lines.is_empty(), "{id}: deal {i} has no explanation");
        }
        // the same through the older calls
        assert_eq!(t.store.progression(id).unwrap(), review.progression, "{id}");
        assert_eq!(
            t.store.get_match(id).unwrap().rounds,
            review.record.rounds,
            "{id}"
        );
    }
    // explanations in the players' language
    let en = serde_json::to_value(t.store.review_match("won", Lang::En).unwrap()).unwrap();
    let fr = serde_json::to_value(t.store.review_match("won", Lang::Fr).unwrap()).unwrap();
    assert_ne!(
        en["sheet"]["rounds"][0]["explanation"],
        fr["sheet"]["rounds"][0]["explanation"]
    );
    assert_eq!(en["sheet"]["totals"], fr["sheet"]["totals"]);
    assert!(matches!(
        t.store.review_match("nope", Lang::En),
        Err(StoreError::UnknownMatch(_))
    ));
}
