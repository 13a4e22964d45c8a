//! A club's seasons through the command table, the way the Seasons view uses them: a season
//! from a preset, the evening just finished added from the season (one tap) or from the
//! event's final standings, an excused absence, the table with what counts, and a corrected
//! deal showing at once; bad input at its key.

mod common;

use belote_api::{Api, ErrorKind, NoEvents};
use common::*;
use serde_json::{json, Value};

/// A klaverjas evening of four players from the preset, one round of one deal, drawn and
/// played (side A takes `a` card points) unless `play` is false. Its screen.
fn evening(api: &Api, name: &str, players: [&str; 4], a: u32, play: bool) -> Value {
    let presets = call(api, "event_presets", Value::Null);
    let mut def = presets
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "klaverjasavond")
        .unwrap()["definition"]
        .clone();
    def["name"] = json!(name);
    def["format"] = json!({ "rounds": 1, "deals": 1 });
    def["players"] = json!(players);
    let ev = call(api, "create_event", json!({ "definition": def }));
    let id = ev["event"].as_str().unwrap().to_string();
    call(api, "draw_round", json!({ "event": id }));
    if play {
        let deal = json!({ "taker": "A", "contract": "hearts", "points": { "A": a } });
        call(
            api,
            "event_table_append",
            json!({ "event": id, "round": 1, "table": 1, "deal": deal, "lang": "en" }),
        );
    }
    call(api, "get_event", json!({ "event": id }))
}

fn preset(api: &Api, id: &str) -> Value {
    call(api, "season_presets", Value::Null)
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap()["ranking"]
        .clone()
}

fn line<'a>(screen: &'a Value, name: &str) -> &'a Value {
    screen["standings"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {}", screen["standings"]))
}

#[test]
fn a_season_over_three_evenings() {
    let (_dir, api) = fresh();
    let ids: Vec<String> = call(&api, "season_presets", Value::Null)
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        ids,
        ["best_5_of_7", "average_6_of_8", "periods", "place_points"]
    );

    let mut ranking = preset(&api, "best_5_of_7");
    ranking["absence_score"] = json!(50);
    let s = call(
        &api,
        "create_season",
        json!({ "definition": { "name": "Competitie", "ranking": ranking, "side": ["capots"] } }),
    );
    let season = s["season"].as_str().unwrap().to_string();
    assert_eq!(
        s["definition"]["ranking"]["count"],
        json!({ "best": 5, "of": 7 })
    );
    assert_eq!(s["standings"]["standings"], json!([]));
    assert_eq!(s["candidates"], json!([]));

    // Evening 1 is over: the season offers it first, final, and takes it with one tap.
    let e1 = evening(&api, "Avond 1", ["Léa", "Jan", "Piet", "Kees"], 100, true);
    let e1_id = e1["event"].as_str().unwrap();
    assert_eq!(e1["finished"], json!(true));
    let s = call(&api, "get_season", json!({ "season": season }));
    assert_eq!(s["candidates"][0]["event"], json!(e1_id));
    assert_eq!(s["candidates"][0]["final"], json!(true));
    assert_eq!(s["candidates"][0]["fits"], json!(true));
    let s = call(
        &api,
        "season_add_event",
        json!({ "season": season, "event": e1_id }),
    );
    assert_eq!(s["candidates"], json!([]));
    let lea1 = e1["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "Léa")
        .unwrap()["points"]
        .clone();
    assert_eq!(line(&s, "Léa")["total"], lea1);
    assert_eq!(line(&s, "Léa")["eligible"], json!(false), "1 of 5 evenings");

    // Evening 2, added from its own final standings.
    let e2 = evening(&api, "Avond 2", ["LÉA", "jan ", "Piet", "Marie"], 120, true);
    let e2_id = e2["event"].as_str().unwrap();
    let offer = call(&api, "event_seasons", json!({ "event": e2_id }));
    assert_eq!(
        offer,
        json!([{ "season": season, "name": "Competitie", "member": false, "fits": true }])
    );
    call(
        &api,
        "season_add_event",
        json!({ "season": season, "event": e2_id }),
    );
    assert_eq!(
        call(&api, "event_seasons", json!({ "event": e2_id }))[0]["member"],
        json!(true)
    );

    // Evening 3 is still being played: offered, not final; Marie is excused at it.
    let e3 = evening(&api, "Avond 3", ["Léa", "Jan", "Piet", "Kees"], 90, false);
    let e3_id = e3["event"].as_str().unwrap();
    let s = call(
        &api,
        "season_add_event",
        json!({ "season": season, "event": e3_id }),
    );
    assert_eq!(s["standings"]["events"][2]["final"], json!(false));
    let s = call(
        &api,
        "season_absence",
        json!({ "season": season, "event": e3_id, "name": "marie", "absent": true }),
    );
    assert_eq!(
        s["definition"]["absences"],
        json!([{ "event": e3_id, "name": "marie" }])
    );
    assert_eq!(
        line(&s, "Marie")["absences"],
        json!(0),
        "evening 3 is not final"
    );
    let people = s["people"].as_array().unwrap();
    assert!(
        people.contains(&json!("Léa")) && people.contains(&json!("Marie")),
        "{people:?}"
    );
    assert_eq!(
        people.len(),
        5,
        "Léa, Jan, Piet, Kees, Marie once each: {people:?}"
    );

    // Evening 3's table done: it counts, Marie's absence with it.
    let deal = json!({ "taker": "A", "contract": "hearts", "points": { "A": 90 } });
    call(
        &api,
        "event_table_append",
        json!({ "event": e3_id, "round": 1, "table": 1, "deal": deal, "lang": "en" }),
    );
    let s = call(&api, "get_season", json!({ "season": season }));
    assert_eq!(line(&s, "Marie")["absences"], json!(1));
    assert_eq!(line(&s, "Marie")["results"][1]["score"], json!(50));
    assert_eq!(line(&s, "Léa")["played"], json!(3));
    assert_eq!(s["standings"]["events"][2]["final"], json!(true));

    // Bad input: at its key, nothing changed.
    let e = api
        .dispatch(
            "create_season",
            json!({ "definition": { "name": "X", "ranking": { "count": { "best": 0 } } } }),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!(
        (e.kind, e.at.as_deref()),
        (ErrorKind::Input, Some("ranking.count.best"))
    );
    let e = api
        .dispatch(
            "season_add_event",
            json!({ "season": season, "event": e1_id }),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!((e.kind, e.at.as_deref()), (ErrorKind::Input, Some("event")));
    let e = api
        .dispatch("get_season", json!({ "season": "s-none" }), &NoEvents)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound);
    assert_eq!(
        call(&api, "list_seasons", Value::Null)
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // Taking an evening out: its absences go with it.
    let s = call(
        &api,
        "season_remove_event",
        json!({ "season": season, "event": e3_id }),
    );
    assert_eq!(s["definition"]["absences"], json!([]));
    assert_eq!(s["standings"]["events"].as_array().unwrap().len(), 2);
}
