//! The organiser's commands over a real database, the way the app's screens use them: an
//! event from a preset, its draws, every table's deals entered one by one (each explained with
//! the table's side names), the standings, a correction of an earlier round, a late entrant
//! and a withdrawal, and the prizes — through `dispatch`, as the UI calls them.

mod common;

use belote_api::{Api, ErrorKind, NoEvents};
use common::*;
use serde_json::{json, Value};

/// A concours of 5 teams from the preset, 2 deals a table to keep it short.
fn concours(api: &Api) -> Value {
    let presets = call(api, "event_presets", Value::Null);
    let mut def = presets
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "concours")
        .unwrap()["definition"]
        .clone();
    def["name"] = json!("Concours <du> comité");
    def["format"]["deals"] = json!(2);
    def["draw"]["first"] = json!("order");
    def["teams"] = json!([
        {"name": "Les Cochons", "players": ["Jean", "Paul"]},
        {"name": "Duo 2"}, {"name": "Atout Cœur"}, {"name": "Les Capots"}, {"name": "Dix de Der"}
    ]);
    call(api, "create_event", json!({ "definition": def }))
}

const A100: &str = r#"{"taker": "A", "contract": "hearts", "points": {"A": 100}}"#;
const B90: &str = r#"{"taker": "B", "contract": "spades", "points": {"B": 90}}"#;

fn deal(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

/// Enters deals into every table of the current round.
fn play_round(api: &Api, ev: &Value, deals: &[&str]) -> Value {
    let id = ev["event"].as_str().unwrap();
    let round = ev["round"].as_u64().unwrap();
    let tables = ev["draws"][round as usize - 1]["tables"]
        .as_array()
        .unwrap()
        .clone();
    for t in &tables {
        for d in deals {
            call(
                api,
                "event_table_append",
                json!({"event": id, "round": round, "table": t["table"], "deal": deal(d), "lang": "en"}),
            );
        }
    }
    call(api, "get_event", json!({ "event": id }))
}

fn points_of(ev: &Value, entrant: u64) -> i64 {
    ev["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["entrant"] == entrant)
        .unwrap()["points"]
        .as_i64()
        .unwrap()
}

#[test]
fn an_organiser_runs_a_concours_from_the_app() {
    let (_dir, api) = fresh();
    let ev = concours(&api);
    let id = ev["event"].as_str().unwrap().to_string();
    assert_eq!(ev["round"], 0);
    // Named, typed fields: no screen reads the definition.
    assert!(ev.get("definition").is_none(), "{ev}");
    assert_eq!(
        (&ev["name"], &ev["variant"], &ev["kind"], &ev["deals"]),
        (
            &json!("Concours <du> comité"),
            &json!("classic"),
            &json!("teams"),
            &json!(2)
        )
    );
    assert_eq!(
        (&ev["uses_match_points"], &ev["booby"]),
        (&json!(false), &json!(false))
    );
    assert_eq!(
        ev["entrants"][0],
        json!({"entrant": 1, "name": "Les Cochons", "players": ["Jean", "Paul"], "withdrawn": false})
    );
    assert_eq!(ev["entrants"][1]["players"], json!([]));
    assert_eq!(ev["draw_refused"], Value::Null);
    assert_eq!(ev["draw_refusal"], Value::Null);
    assert!(ev["redraw_refused"].is_string());
    let listed = call(&api, "list_events", Value::Null);
    assert_eq!(listed[0]["name"], "Concours <du> comité");

    // Round 1, in order: 1–2, 3–4, team 5 sits out.
    let ev = call(&api, "draw_round", json!({ "event": id }));
    let plan = &ev["draws"][0];
    assert_eq!(plan["byes"], json!([5]));
    assert_eq!(
        plan["tables"][0]["names"],
        json!({"A": "Les Cochons", "B": "Duo 2"})
    );
    assert_eq!(plan["tables"][0]["code"].as_str().unwrap().len(), 6);
    assert!(ev["draw_refused"]
        .as_str()
        .unwrap()
        .contains("not complete"));
    assert_eq!(
        ev["draw_refusal"],
        json!({"why": "open_tables", "round": 1, "tables": [1, 2]})
    );

    // A table's deal is previewed, then entered; its explanation names the sides.
    let at = json!({"event": id, "round": 1, "table": 1, "lang": "en"});
    let preview = call(
        &api,
        "event_table_preview",
        json!({"event": id, "round": 1, "table": 1, "deal": deal(A100), "lang": "en"}),
    );
    let why = preview["explanation"].as_array().unwrap();
    assert!(
        why.iter()
            .any(|l| l == "takers Les Cochons 100 > defenders Duo 2 62: made"),
        "{why:?}"
    );
    let table = call(
        &api,
        "event_table_append",
        json!({"event": id, "round": 1, "table": 1, "deal": deal(A100), "lang": "fr"}),
    );
    assert_eq!(table["names"], json!({"A": "Les Cochons", "B": "Duo 2"}));
    assert_eq!(table["event_table"]["current"], true);
    // The event's house rules are the table's.
    assert_eq!(table["record"]["options"]["announces"], false);
    assert_eq!(table["record"]["options"]["litige"], "hold");
    assert_eq!(
        table["rounds"][0]["explanation"],
        json!([
            "points de cartes : Les Cochons 100, Duo 2 62",
            "preneurs Les Cochons 100 > défense Duo 2 62 : contrat rempli",
            "Les Cochons marque 100",
            "Duo 2 marque 62"
        ])
    );
    assert_eq!(table["totals"], json!({"A": 100, "B": 62}));
    // Undo takes the deal back; the same table read again has none.
    let undone = call(&api, "event_table_undo", at.clone());
    assert_eq!(undone["rounds"], json!([]));
    assert_eq!(call(&api, "event_table", at.clone())["rounds"], json!([]));

    let ev = play_round(&api, &ev, &[A100, A100]);
    assert_eq!(ev["draw_refused"], Value::Null);
    // Round 1: 1 and 3 score 200, 2 and 4 score 124; the bye the average, 162.
    assert_eq!(points_of(&ev, 1), 200);
    assert_eq!(points_of(&ev, 5), 162);
    // A full table refuses one more deal.
    let refused = api
        .dispatch(
            "event_table_append",
            json!({"event": id, "round": 1, "table": 1, "deal": deal(A100)}),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!(refused.kind, ErrorKind::Conflict, "{refused:?}");

    let ev = call(&api, "draw_round", json!({ "event": id }));
    assert_eq!(ev["round"], 2);
    // A correction of round 1 once round 2 is drawn: the standings follow at once.
    let edited = call(
        &api,
        "event_table_edit",
        json!({"event": id, "round": 1, "table": 1, "index": 1, "deal": deal(B90), "lang": "en"}),
    );
    assert_eq!(edited["event_table"]["current"], false);
    assert_eq!(edited["totals"], json!({"A": 172, "B": 152}));
    let ev = call(&api, "get_event", json!({ "event": id }));
    assert_eq!(points_of(&ev, 1), 200 - 28);
    assert_eq!(points_of(&ev, 2), 124 + 28);
    // Removing a deal of an earlier round would leave its table incomplete: refused.
    let refused = api
        .dispatch(
            "event_table_undo",
            json!({"event": id, "round": 1, "table": 1}),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!(refused.kind, ErrorKind::Input);

    // A late team, a withdrawal, then round 3 without the withdrawn team and with the new one.
    play_round(&api, &ev, &[A100, B90]);
    let ev = call(
        &api,
        "add_entrant",
        json!({"event": id, "entrant": {"name": "Les Retardataires"}}),
    );
    assert_eq!(ev["entrants"][5]["name"], "Les Retardataires");
    assert_eq!(ev["entrants"][5]["entrant"], 6);
    let ev = call(&api, "withdraw_entrant", json!({"event": id, "entrant": 2}));
    assert_eq!(ev["withdrawn"], json!([2]));
    assert_eq!(ev["entrants"][1]["withdrawn"], true);
    let ev = call(&api, "draw_round", json!({ "event": id }));
    let seated: Vec<u64> = ev["draws"][2]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| [t["A"][0].as_u64().unwrap(), t["B"][0].as_u64().unwrap()])
        .chain(
            ev["draws"][2]["byes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b.as_u64().unwrap()),
        )
        .collect();
    assert!(!seated.contains(&2) && seated.contains(&6), "{seated:?}");
    play_round(&api, &ev, &[A100, A100]);
    let ev = call(&api, "draw_round", json!({ "event": id }));
    let ev = play_round(&api, &ev, &[B90, A100]);
    assert_eq!(ev["finished"], true);
    assert!(ev["draw_refused"]
        .as_str()
        .unwrap()
        .contains("all 4 rounds"));
    assert_eq!(ev["draw_refusal"], json!({"why": "all_drawn", "rounds": 4}));
    // Every team has a prize (the preset: "all"), in standings order.
    let prizes: Vec<u64> = ev["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["prize"].as_u64().unwrap())
        .collect();
    assert_eq!(prizes, (1..=6).collect::<Vec<_>>());
}

#[test]
fn bad_input_says_where() {
    let (_dir, api) = fresh();
    let e = api
        .dispatch("create_event", json!({"definition": {"name": "x", "variant": "classic", "format": {"rounds": 2}, "teams": [{"name": "A"}, {"name": "A"}]}}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Input);
    assert_eq!(e.at.as_deref(), Some("teams[1].name"));
    let e = api
        .dispatch("get_event", json!({"event": "e-nope"}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound, "{e:?}");
    let e = api
        .dispatch(
            "event_table_append",
            json!({"event": "e-nope", "round": 1, "table": 1}),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!(e.at.as_deref(), Some("args"));
    // Without a server handed in, the tables cannot be opened to phones: said, not a panic.
    let e = api
        .dispatch("phones_status", Value::Null, &NoEvents)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unavailable);
}
