//! The commands over a real history: what a change answers is the match as a later read sees
//! it (the view is built from the change's own scoring, not from a second one).

use belote_api::{Api, MatchView};
use belote_store::{TeamInfo, Teams};
use serde_json::{json, Value};

fn teams() -> Teams {
    let team = |name: &str, a: &str, b: &str| TeamInfo {
        name: name.to_string(),
        players: [a.to_string(), b.to_string()],
    };
    Teams {
        a: team("Nous", "Ana", "Marc"),
        b: team("Eux", "Léa", "Paul"),
    }
}

fn json_of(view: &MatchView) -> Value {
    serde_json::to_value(view).unwrap()
}

#[test]
fn every_change_answers_the_match_as_it_is_stored() {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(dir.path().into(), dir.path().join("history.sqlite3"), 0);
    let created = api
        .create_match(
            "klaverjas",
            json!({"system": "rotterdam"}),
            teams(),
            3,
            Some("nl"),
        )
        .unwrap();
    let id = created.record.id.clone();
    assert_eq!(
        json_of(&created),
        json_of(&api.get_match(&id, Some("nl")).unwrap())
    );
    assert_eq!(
        created.last_change, None,
        "a match's creation is not undone from its scoreboard"
    );

    let round = |points: u32| json!({"taker": "A", "contract": "hearts", "points": {"A": points}});
    let first = api.append_round(&id, &round(85), Some("nl")).unwrap();
    assert_eq!(
        json_of(&first),
        json_of(&api.get_match(&id, Some("nl")).unwrap())
    );
    let second = api.append_round(&id, &round(100), Some("nl")).unwrap();
    assert_eq!(second.table.deals_left, Some(14));
    assert_eq!(second.rounds[1].dealer, 0);
    assert_eq!(second.table.next_dealer, 1);
    let edited = api.edit_round(&id, 0, &round(90), Some("nl")).unwrap();
    assert_eq!(
        json_of(&edited),
        json_of(&api.get_match(&id, Some("nl")).unwrap())
    );

    let undone = api.undo(&id, Some("nl")).unwrap().unwrap();
    assert_eq!(
        json_of(&undone),
        json_of(&api.get_match(&id, Some("nl")).unwrap())
    );
    assert_eq!(json_of(&undone)["totals"], json_of(&second)["totals"]);
    assert_eq!(
        json_of(&undone)["last_change"],
        json!({"kind": "append", "index": 1})
    );

    let finished = api.finish_match(&id, None).unwrap();
    assert_eq!(
        json_of(&finished)["last_change"],
        json!({"kind": "finish", "index": null})
    );
    let reopened = api.undo(&id, None).unwrap().unwrap();
    assert_eq!(
        json_of(&reopened),
        json_of(&api.get_match(&id, None).unwrap())
    );
    assert_eq!(json_of(&reopened)["record"]["state"], "in_play");
}

/// The explanations call the sides as the scoreboard does: the teams' names, and a team left
/// unnamed by the name its side has in the language (the one the match is stored under).
#[test]
fn explanations_name_the_sides_as_the_scoreboard_does() {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(dir.path().into(), dir.path().join("history.sqlite3"), 0);
    let mut named = teams();
    named.a.name = "Les Cochons".into();
    named.b.name = "Duo 2".into();
    let id = api
        .create_match("classic", json!({}), named, 0, Some("en"))
        .unwrap()
        .record
        .id;
    let round = json!({"taker": "A", "contract": "hearts", "points": {"A": 102}});
    let preview = api
        .preview_round(&id, None, round.clone(), Some("en"))
        .unwrap();
    assert!(
        preview
            .round
            .explanation
            .contains(&"takers Les Cochons 102 > defenders Duo 2 60: made".to_string()),
        "{:?}",
        preview.round.explanation
    );
    let view = api.append_round(&id, &round, Some("en")).unwrap();
    assert_eq!(
        json_of(&view)["names"],
        json!({"A": "Les Cochons", "B": "Duo 2"})
    );
    assert_eq!(view.rounds[0].round.explanation, preview.round.explanation);

    let mut unnamed = teams();
    unnamed.a.name = "  ".into();
    unnamed.b.name = String::new();
    let view = api
        .create_match("classic", json!({}), unnamed, 0, Some("fr"))
        .unwrap();
    assert_eq!(json_of(&view)["names"], json!({"A": "Nous", "B": "Eux"}));
    assert_eq!(
        view.record.teams.a.name, "Nous",
        "stored under its default name"
    );
    let view = api
        .append_round(&view.record.id, &round, Some("fr"))
        .unwrap();
    let text = view.rounds[0].round.explanation.join("\n");
    assert!(
        text.contains("preneurs Nous 102 > défense Eux 60"),
        "{text}"
    );
    // Read in another language, a stored name stays the team's own.
    let en = api.get_match(&view.record.id, Some("en")).unwrap();
    assert!(en.rounds[0]
        .round
        .explanation
        .join("\n")
        .contains("takers Nous 102"));
    assert_eq!(
        serde_json::to_value(api.default_names(Some("nl-BE"))).unwrap(),
        json!({"A": "Wij", "B": "Zij"})
    );
}
