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

/// A Baloot match of several games (sakkas) through the commands: every view says which game
/// each round is in and who won a game it ended, the games won so far and the current game's
/// totals; a typed score the engine refuses is about the `score`; the explanations are in
/// Arabic, in Arabic-Indic digits when the locale asks for them (`ar-u-nu-arab`).
#[test]
fn a_baloot_match_of_sakkas_in_arabic() {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(dir.path().into(), dir.path().join("history.sqlite3"), 0);
    let created = api
        .create_match("baloot", json!({"sakkas": 3}), teams(), 0, Some("ar"))
        .unwrap();
    let id = created.record.id.clone();
    assert_eq!(json_of(&created)["sakkas"], json!({"A": 0, "B": 0}));
    let gahwa = json!({"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}});
    let view = api.append_round(&id, &gahwa, Some("ar")).unwrap();
    let v = json_of(&view);
    assert_eq!(v["rounds"][0]["sakka"], 1);
    assert_eq!(v["rounds"][0]["sakka_winner"], "A");
    assert_eq!(v["sakkas"], json!({"A": 1, "B": 0}));
    assert_eq!(
        v["totals"],
        json!({"A": 152, "B": 0}),
        "the game just ended"
    );
    assert!(v["winner"].is_null());

    let typed = json!({"taker": "B", "contract": "hokum", "score": {"A": 8, "B": 9}});
    let e = api.preview_round(&id, None, typed, Some("ar")).unwrap_err();
    assert_eq!(serde_json::to_value(&e).unwrap()["about"], "score");
    let typed = json!({"taker": "B", "contract": "hokum", "score": {"A": 7, "B": 9}});
    let preview = serde_json::to_value(
        api.preview_round(&id, None, typed.clone(), Some("ar-u-nu-arab"))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(preview["score"], json!({"A": 7, "B": 9}));
    assert_eq!(preview["sakka"], 2);
    assert_eq!(
        preview["totals"],
        json!({"A": 7, "B": 9}),
        "the next game starts at 0 : 0"
    );
    let said = preview["explanation"].to_string();
    assert!(
        said.contains('٩') && !said.chars().any(|c| c.is_ascii_digit()),
        "{said}"
    );

    let view = api.append_round(&id, &typed, Some("ar")).unwrap();
    let v = json_of(&view);
    assert_eq!(v["rounds"][1]["sakka"], 2);
    assert!(v["rounds"][1].get("sakka_winner").is_none());
    assert!(v["rounds"][1]["explanation"].to_string().contains('9'));
    let reviewed = serde_json::to_value(api.review_match(&id, Some("ar")).unwrap()).unwrap();
    assert_eq!(reviewed["sheet"]["sakkas"], json!({"A": 1, "B": 0}));
    assert_eq!(reviewed["sheet"]["rounds"][0]["sakka_winner"], "A");
    assert_eq!(
        reviewed["progression"][2]["A"], 7,
        "the chart's totals start again too"
    );
}
