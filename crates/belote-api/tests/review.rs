//! The review commands over a real history, called by name as the UI calls them: names found
//! as people type them, filters that change the numbers, the leaderboard with its trend, head
//! to head of players and of pairs, records that lead to their match, any past match again,
//! and bad filters refused with where they are wrong.

use belote_api::{Api, NoEvents};
use serde_json::{json, Value};

/// A match (classic to 300, coinche to 500) between two teams of two, won by `winner` (two made deals and a
/// capot), created on `day` of January 2026.
fn game(id: &str, day: u32, variant: &str, a: [&str; 3], b: [&str; 3], winner: &str) -> Value {
    let taker = winner;
    let made = json!({"taker": taker, "contract": "hearts", "points": {taker: 100}, "bid": 80});
    let mut rounds = vec![made.clone(), made.clone()];
    rounds.push(json!({"taker": taker, "contract": "hearts", "capot": taker, "bid": 80}));
    if variant != "coinche" {
        for r in &mut rounds {
            r.as_object_mut().unwrap().remove("bid");
        }
    }
    json!({
        "id": id,
        "created": format!("2026-01-{day:02}T20:00:00Z"),
        "finished": format!("2026-01-{day:02}T21:00:00Z"),
        "teams": {
            "A": {"name": a[0], "players": [a[1], a[2]]},
            "B": {"name": b[0], "players": [b[1], b[2]]},
        },
        "first_dealer": 0,
        "match": {"variant": variant, "options": {"target": if variant == "coinche" { 500 } else { 300 }}, "rounds": rounds},
    })
}

fn api_with_history() -> (tempfile::TempDir, Api) {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(dir.path().into(), dir.path().join("history.sqlite3"), 0);
    let nous = ["Nous", "Léa", "Šime"];
    let eux = ["Eux", "Иван", "Paul"];
    let matches = json!([
        game("m-1", 1, "classic", nous, eux, "A"),
        game("m-2", 2, "classic", nous, eux, "A"),
        game("m-3", 3, "classic", eux, nous, "A"),
        game("m-4", 4, "coinche", nous, ["Les Rouges", "Zoë", "Tom"], "A"),
        game(
            "m-5",
            10,
            "classic",
            ["Mix", "Léa", "Иван"],
            ["Other", "Šime", "Paul"],
            "B"
        ),
    ]);
    let file = json!({"format": "belote-history", "version": 1, "matches": matches});
    let report = call(&api, "import_history", json!({"text": file.to_string()}));
    assert_eq!(report["imported"], 5, "{report}");
    (dir, api)
}

fn call(api: &Api, cmd: &str, args: Value) -> Value {
    api.dispatch(cmd, args, &NoEvents)
        .unwrap_or_else(|e| panic!("{cmd}: {e:?}"))
}

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect()
}

#[test]
fn names_are_found_as_people_type_them() {
    let (_dir, api) = api_with_history();
    let lea = call(&api, "find_names", json!({"query": "lea"}));
    assert_eq!(names(&lea), ["Léa"]);
    assert_eq!(lea[0]["kind"], "player");
    assert_eq!(lea[0]["matches"], 5);
    assert_eq!(
        names(&call(&api, "find_names", json!({"query": "иван"}))),
        ["Иван"]
    );
    assert_eq!(
        names(&call(&api, "find_names", json!({"query": "SIME"}))),
        ["Šime"]
    );
    // players and teams; the most matches first; a limit
    let e = call(&api, "find_names", json!({"query": "e"}));
    assert!(names(&e).contains(&"Les Rouges"), "{e}");
    assert_eq!(e[0]["name"], "Léa");
    let two = call(&api, "find_names", json!({"query": "e", "limit": 2}));
    assert_eq!(two.as_array().unwrap().len(), 2);
}

#[test]
fn filters_change_the_numbers() {
    let (_dir, api) = api_with_history();
    let all = call(&api, "history_overview", json!({}));
    let played = |o: &Value, name: &str| -> u64 {
        o["statistics"]["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["name"] == name)
            .map(|p| p["games_played"].as_u64().unwrap())
            .sum()
    };
    assert_eq!(played(&all, "Léa"), 5);
    let french = call(
        &api,
        "history_overview",
        json!({"filter": {"family": "french"}}),
    );
    assert_eq!(played(&french, "Léa"), 5);
    let coinche = call(
        &api,
        "history_stats",
        json!({"filter": {"variant": "coinche"}}),
    );
    assert_eq!(names(&coinche["teams"]), ["Les Rouges", "Nous"]);
    let early = call(
        &api,
        "history_overview",
        json!({"filter": {"since": "2026-01-02", "until": "2026-01-04T00:00:00Z"}}),
    );
    assert_eq!(played(&early, "Léa"), 2);
    assert_eq!(early["ratings"]["games"], 2);
    let zoe = call(
        &api,
        "history_overview",
        json!({"filter": {"player": "zoe", "family": ""}}),
    );
    assert_eq!(played(&zoe, "Léa"), 1);
}

#[test]
fn the_leaderboard_has_a_trend_and_pairs_meet_head_to_head() {
    let (_dir, api) = api_with_history();
    let r = call(&api, "history_ratings", json!({}));
    assert_eq!(r["games"], 5);
    let by_name = |list: &Value, name: &str| -> Value {
        list.as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} is not rated"))
    };
    // Šime won four of five, Léa three: Šime leads
    assert_eq!(r["players"][0]["name"], "Šime");
    assert_eq!(r["players"][0]["rank"], 1);
    let lea = &by_name(&r["players"], "Léa");
    // Léa won the last but one and lost the last: her trend ends with a fall
    let trend: Vec<f64> = lea["trend"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert_eq!(trend.len(), 6);
    assert_eq!(trend[0], 25.0);
    assert!(trend[5] < trend[4], "{trend:?}");
    assert!(lea["change"].as_f64().unwrap() > 0.0);
    let pair = by_name(&r["teams"], "Léa & Šime");
    assert_eq!(pair["players"], json!(["Léa", "Šime"]));
    assert_eq!(pair["games"], 4);

    let h = call(
        &api,
        "history_h2h",
        json!({"first": "pair:Léa & Šime", "second": "pair:Иван & Paul"}),
    );
    assert_eq!(h["games"], 3);
    assert_eq!(h["won"], json!([2, 1]));
    assert_eq!(h["first"]["kind"], "pair");
    assert_eq!(h["results"][0]["id"], "m-3");
    let players = call(
        &api,
        "history_h2h",
        json!({"first": "player:Léa", "second": "player:Šime", "filter": {"family": "french"}}),
    );
    assert_eq!(players["partners"]["games"], 4);
    assert_eq!(players["games"], 1);
}

#[test]
fn a_record_leads_to_a_match_that_can_be_reviewed() {
    let (_dir, api) = api_with_history();
    let records = call(
        &api,
        "history_records",
        json!({"filter": {"variant": "classic"}}),
    );
    let list = records["records"].as_array().unwrap();
    let capots = list
        .iter()
        .find(|r| r["kind"] == "most_capots")
        .expect("a capot record");
    let id = capots["match_id"].as_str().unwrap();
    let review = call(&api, "review_match", json!({"id": id, "lang": "fr"}));
    assert_eq!(review["record"]["id"], id);
    assert_eq!(review["progression"].as_array().unwrap().len(), 4);
    let why = review["sheet"]["rounds"][0]["explanation"].to_string();
    assert!(why.contains("points"), "{why}");
    assert_eq!(review["sheet"]["totals"], json!({"A": 452, "B": 124}));
}

#[test]
fn a_reviewed_match_names_its_sides_as_the_scoreboard_does() {
    let (_dir, api) = api_with_history();
    // m-5: "Mix" against "Other", won by B; its explanations name the teams, never A or B.
    let review = call(&api, "review_match", json!({"id": "m-5", "lang": "en"}));
    assert_eq!(review["names"], json!({"A": "Mix", "B": "Other"}));
    let why: Vec<&str> = review["sheet"]["rounds"][0]["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(
        why.contains(&"takers Other 100 > defenders Mix 62: made"),
        "{why:?}"
    );
    assert!(
        !why.iter().any(|l| l.contains(" A ") || l.contains(" B ")),
        "{why:?}"
    );
    // The same names as the match's own view gives it.
    let view = call(&api, "get_match", json!({"id": "m-5", "lang": "en"}));
    assert_eq!(view["names"], review["names"]);
    assert_eq!(
        view["rounds"][0]["explanation"],
        review["sheet"]["rounds"][0]["explanation"]
    );

    // A match created without names (stored under the default names of the language it was
    // created in): the same names on the scoreboard and in the review, in any language.
    let unnamed = json!({"variant": "classic", "first_dealer": 0, "lang": "fr",
        "teams": {"A": {"name": "", "players": ["Léa", "Paul"]}, "B": {"name": " ", "players": ["Ana", "Tom"]}}});
    let m = call(&api, "create_match", unnamed);
    let id = m["record"]["id"].as_str().unwrap().to_string();
    let deal = json!({"taker": "A", "contract": "hearts", "points": {"A": 100}});
    call(&api, "append_round", json!({"id": id, "round": deal}));
    for lang in ["fr", "nl", "bg"] {
        let review = call(&api, "review_match", json!({"id": id, "lang": lang}));
        let view = call(&api, "get_match", json!({"id": id, "lang": lang}));
        assert_eq!(review["names"], view["names"], "{lang}");
        assert_eq!(review["names"], json!({"A": "Nous", "B": "Eux"}), "{lang}");
        let why = review["sheet"]["rounds"][0]["explanation"].to_string();
        assert!(
            why.contains("Nous 100") && why.contains("Eux 62"),
            "{lang}: {why}"
        );
        assert_eq!(
            view["rounds"][0]["explanation"],
            review["sheet"]["rounds"][0]["explanation"]
        );
    }
}

#[test]
fn bad_filters_say_where_they_are_wrong() {
    let (_dir, api) = api_with_history();
    let cases = [
        (
            "history_overview",
            json!({"filter": {"variant": "poker"}}),
            "filter.variant",
        ),
        (
            "history_ratings",
            json!({"filter": {"family": "latin"}}),
            "filter.family",
        ),
        (
            "history_records",
            json!({"filter": {"since": "yesterday"}}),
            "filter.since",
        ),
        (
            "history_stats",
            json!({"filter": {"until": "2026-13-01"}}),
            "filter.until",
        ),
        (
            "history_h2h",
            json!({"first": "Léa", "second": "Nobody"}),
            "second",
        ),
        (
            "history_h2h",
            json!({"first": "e", "second": "Léa"}),
            "first",
        ),
        (
            "history_stats",
            json!({"filter": {"colour": "red"}}),
            "args",
        ),
    ];
    for (cmd, args, at) in cases {
        let e = api.dispatch(cmd, args.clone(), &NoEvents).unwrap_err();
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["kind"], "input", "{cmd} {args}: {v}");
        assert_eq!(v["at"], at, "{cmd} {args}: {v}");
    }
    let e = api
        .dispatch("review_match", json!({"id": "nope"}), &NoEvents)
        .unwrap_err();
    assert_eq!(serde_json::to_value(&e).unwrap()["kind"], "not_found");
}
