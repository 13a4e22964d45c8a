//! `belote event …` of staged events (docs/events.md "Stages") through the real `belote`
//! binary: a concours from its pools through `stage` to the main bracket and the consolante,
//! with an extra deal on a tied knockout table; `stage --reopen`; `bracket` in text and JSON;
//! the staged standings; a mêlée; the event file there and back; and the errors at `stage`.

mod common;

use common::*;
use serde_json::{json, Value};

fn event(args: &[&str], stdin: &str) -> Run {
    let mut all = vec!["event"];
    all.extend_from_slice(args);
    belote(&all, stdin)
}

fn ok(r: &Run) -> Value {
    assert_eq!(r.code, 0, "stderr: {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("stdout is JSON")
}

fn concours() -> Value {
    let teams: Vec<Value> = (1..=8)
        .map(|k| json!({ "name": format!("Équipe {k}") }))
        .collect();
    json!({
        "name": "Concours en poules", "date": "2027-03-06", "variant": "classic",
        "options": { "announces": false, "litige": "made" },
        "format": { "deals": 1 },
        "teams": teams,
        "ranking": ["match_points", "difference", "head_to_head"],
        "stages": [
            { "id": "pools", "kind": "pools", "pools": 2, "seeding": "serpentine" },
            { "id": "finals", "kind": "knockout", "brackets": [
                { "id": "main", "from": { "places": [1, 2] }, "placing": "third" },
                { "id": "consolante", "from": { "places": [3, 4] }, "placing": "third" } ] } ],
        "prizes": { "places": 4 }
    })
}

/// One deal that side A wins (100–62) or loses (0–162), or a tie (81–81 under litige "made").
fn deal(result: &str) -> Value {
    let points = match result {
        "A" => 100,
        "B" => 60,
        _ => 81,
    };
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points } })
}

fn deals(list: &[&str]) -> String {
    json!({ "rounds": list.iter().map(|r| deal(r)).collect::<Vec<_>>() }).to_string()
}

/// Enters every table of `round`: the lower-numbered team wins.
fn play_round(id: &str, d: &str, round: &Value) {
    for t in round["tables"].as_array().unwrap() {
        let (a, b) = (t["A"][0].as_u64().unwrap(), t["B"][0].as_u64().unwrap());
        let n = t["table"].to_string();
        let r = round["round"].to_string();
        ok(&event(
            &["deals", id, &r, &n, "-", "--db", d],
            &deals(&[if a < b { "A" } else { "B" }]),
        ));
    }
}

#[test]
fn a_concours_from_its_pools_to_the_consolantes_final() {
    let db = temp_db();
    let d = db.arg();
    let id = ok(&event(&["create", "-", "--db", d], &concours().to_string()))["event"]
        .as_str()
        .unwrap()
        .to_string();
    let list = ok(&event(&["list", "--db", d], ""));
    assert_eq!(list[0]["rounds"], 5, "3 pool rounds and 2 knockout rounds");
    assert_eq!(list[0]["stage"], "pools");
    assert_eq!(
        keys_of(&list[0]),
        ["event", "name", "date", "variant", "round", "rounds", "stage"]
    );

    assert_eq!(error_at(&event(&["stage", &id, "--db", d], "")), "stage");
    assert_eq!(error_at(&event(&["bracket", &id, "--db", d], "")), "stage");

    let r1 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(keys_of(&r1), ["event", "round", "stage", "tables", "byes"]);
    assert_eq!(r1["stage"], "pools");
    assert_eq!(
        keys_of(&r1["tables"][0]),
        ["table", "code", "group", "A", "B"]
    );
    let sides: Vec<(Value, Value, Value)> = r1["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["A"][0].clone(), t["B"][0].clone(), t["group"].clone()))
        .collect();
    assert_eq!(
        sides,
        [
            (json!(1), json!(8), json!("A")),
            (json!(4), json!(5), json!("A")),
            (json!(2), json!(7), json!("B")),
            (json!(3), json!(6), json!("B"))
        ]
    );
    // A late team cannot join a pool.
    assert_eq!(
        error_at(&event(&["add", &id, "-", "--db", d], r#"{"name": "Late"}"#)),
        "stage"
    );

    play_round(&id, d, &r1);
    assert_eq!(
        error_at(&event(&["stage", &id, "--db", d], "")),
        "stage",
        "not over"
    );
    for _ in 2..=3 {
        let r = ok(&event(&["draw", &id, "--db", d], ""));
        play_round(&id, d, &r);
    }
    let refused = event(&["draw", &id, "--db", d], "");
    assert_eq!(error_at(&refused), "stage");
    assert!(error_of(&refused)["message"]
        .as_str()
        .unwrap()
        .contains("belote event stage"));

    let s = ok(&event(&["standings", &id, "--db", d, "--json"], ""));
    assert_eq!(
        keys_of(&s),
        [
            "event",
            "name",
            "round",
            "rounds",
            "stage",
            "final",
            "standings",
            "stages"
        ]
    );
    assert_eq!(s["final"], false);
    assert_eq!(
        keys_of(&s["standings"][0]),
        [
            "rank",
            "entrant",
            "name",
            "stage",
            "group",
            "place",
            "points",
            "against",
            "difference",
            "played",
            "wins",
            "draws",
            "losses",
            "byes",
            "match_points",
            "withdrawn",
            "prize"
        ]
    );
    let pools = &s["stages"][0];
    assert_eq!(pools["status"], "over");
    assert_eq!(
        keys_of(&pools["groups"][0]["standings"][0]),
        [
            "rank",
            "place",
            "entrant",
            "name",
            "points",
            "against",
            "difference",
            "played",
            "wins",
            "draws",
            "losses",
            "byes",
            "match_points",
            "withdrawn",
            "to"
        ]
    );
    let order: Vec<&Value> = pools["groups"][0]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["entrant"])
        .collect();
    assert_eq!(order, [&json!(1), &json!(4), &json!(5), &json!(8)]);

    // Closed, then reopened (no deal yet), then closed again.
    let seeded = ok(&event(&["stage", &id, "--db", d], ""));
    assert_eq!(
        seeded,
        json!({ "event": id, "closed": "pools", "stage": "finals", "kind": "knockout", "first_round": 4, "rounds": 2,
                "brackets": [ { "bracket": "main", "size": 4, "seeds": [1, 2, 4, 3], "slots": [1, 3, 2, 4] },
                              { "bracket": "consolante", "size": 4, "seeds": [5, 6, 8, 7], "slots": [5, 7, 6, 8] } ] })
    );
    assert_eq!(
        ok(&event(&["stage", &id, "--reopen", "--db", d], "")),
        json!({ "event": id, "reopened": "pools", "stage": "finals" })
    );
    assert_eq!(ok(&event(&["stage", &id, "--db", d], "")), seeded);
    assert_eq!(
        error_at(&event(&["stage", &id, "--db", d], "")),
        "stage",
        "the last stage"
    );

    let r4 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(
        keys_of(&r4["tables"][0]),
        ["table", "code", "group", "places", "A", "B"]
    );
    assert_eq!(r4["tables"][0]["places"], json!([1, 4]));
    assert_eq!(r4["tables"][2]["group"], "consolante");
    // Table 1 (1–3) ties after its deal: one more deal is expected.
    let tied = ok(&event(
        &["deals", &id, "4", "1", "-", "--db", d],
        &deals(&["tie"]),
    ));
    assert_eq!(
        keys_of(&tied),
        [
            "event", "round", "table", "stage", "group", "places", "A", "B", "names", "deals",
            "complete", "tie", "totals", "sheet"
        ]
    );
    assert_eq!(
        (tied["complete"].clone(), tied["tie"].clone()),
        (json!(false), json!("extra_deal"))
    );
    let two_ties = event(
        &["deals", &id, "4", "1", "-", "--db", d],
        &deals(&["A", "A"]),
    );
    assert_eq!(
        error_at(&two_ties),
        "rounds[1]",
        "a 2nd deal only while equal"
    );
    let done = ok(&event(
        &["deals", &id, "4", "1", "-", "--db", d],
        &deals(&["tie", "A"]),
    ));
    assert_eq!(
        (
            done["complete"].clone(),
            done["tie"].clone(),
            done["deals"].clone()
        ),
        (json!(true), Value::Null, json!(2))
    );
    for t in 2..=4 {
        ok(&event(
            &["deals", &id, "4", &t.to_string(), "-", "--db", d],
            &deals(&["A"]),
        ));
    }
    let r5 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(
        r5["tables"].as_array().unwrap().len(),
        4,
        "two finals and two third-place matches"
    );
    // Who went through round 4 can no longer change.
    let turn = event(&["deals", &id, "4", "2", "-", "--db", d], &deals(&["B"]));
    assert_eq!(error_at(&turn), "rounds");
    play_round(&id, d, &r5);

    let b = ok(&event(&["bracket", &id, "--db", d, "--json"], ""));
    assert_eq!(keys_of(&b), ["event", "stage", "brackets"]);
    assert_eq!(
        keys_of(&b["brackets"][0]),
        [
            "bracket",
            "name",
            "size",
            "teams",
            "placing",
            "first_round",
            "seeds",
            "slots",
            "matches",
            "places"
        ]
    );
    assert_eq!(
        keys_of(&b["brackets"][0]["matches"][0]),
        [
            "round",
            "bracket_round",
            "places",
            "table",
            "A",
            "B",
            "totals",
            "winner",
            "result"
        ]
    );
    assert_eq!(b["brackets"][0]["matches"][0]["result"], "extra_deals");
    assert_eq!(
        b["brackets"][0]["places"][0],
        json!({ "place": 1, "entrant": 1 })
    );
    let text = event(&["bracket", &id, "--db", d], "");
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout.contains("bracket consolante") && text.stdout.contains("Équipe 5"),
        "{}",
        text.stdout
    );

    let s = ok(&event(&["standings", &id, "--db", d, "--json"], ""));
    assert_eq!(s["final"], true);
    let ranking: Vec<(Value, Value, Value)> = s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["entrant"].clone(), r["group"].clone(), r["prize"].clone()))
        .collect();
    assert_eq!(ranking[0], (json!(1), json!("main"), json!(1)));
    assert_eq!(ranking[4], (json!(5), json!("consolante"), Value::Null));
    let text = event(&["standings", &id, "--db", d], "");
    assert!(
        text.stdout.contains("stage finals") && text.stdout.contains("final"),
        "{}",
        text.stdout
    );

    // The event file, there and back.
    let exported = ok(&event(&["export", &id, "--db", d], ""));
    assert_eq!(
        keys_of(&exported),
        [
            "format",
            "version",
            "event",
            "created",
            "definition",
            "withdrawn",
            "stages",
            "rounds"
        ]
    );
    assert_eq!(
        keys_of(&exported["rounds"][0]),
        ["round", "stage", "byes", "tables"]
    );
    let other = temp_db();
    assert_eq!(
        ok(&event(
            &["import", "-", "--db", other.arg()],
            &exported.to_string()
        )),
        json!({ "imported": 1, "skipped": 0 })
    );
    assert_eq!(
        ok(&event(&["export", &id, "--db", other.arg()], "")),
        exported
    );
    assert_eq!(
        ok(&event(
            &["standings", &id, "--db", other.arg(), "--json"],
            ""
        )),
        s
    );
}

#[test]
fn a_melee_pairs_its_players_once() {
    let db = temp_db();
    let d = db.arg();
    let def = json!({
        "name": "Jeudi", "variant": "classic", "format": { "deals": 1 },
        "options": { "announces": false },
        "entrants": "players", "partners": "once_in_order",
        "players": ["Alain", "Bernard", "Chantal", "Denise", "Émile", "Fabien", "Gisèle", "Henri", "Irène"],
        "stages": [ { "id": "ko", "kind": "knockout", "seeding": "order", "tie": "seed",
                      "brackets": [ { "id": "ko", "placing": "third" } ] } ] });
    let id = ok(&event(&["create", "-", "--db", d], &def.to_string()))["event"]
        .as_str()
        .unwrap()
        .to_string();
    let odd = event(&["draw", &id, "--db", d], "");
    assert_eq!(error_at(&odd), "round");
    assert_eq!(odd.code, 2);
    ok(&event(
        &["add", &id, "-", "--db", d],
        r#"{"name": "Jacques"}"#,
    ));
    let r1 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(
        keys_of(&r1),
        ["event", "round", "stage", "teams", "tables", "byes"]
    );
    assert_eq!(r1["teams"][4], json!({ "team": 5, "players": [9, 10] }));
    assert_eq!(r1["tables"][0]["A"], json!([4]));
    let t = ok(&event(
        &["deals", &id, "1", "1", "-", "--db", d],
        &json!({ "rounds": [deal("A")] }).to_string(),
    ));
    assert_eq!(
        t["names"],
        json!({ "A": "Gisèle & Henri", "B": "Irène & Jacques" })
    );
    assert_eq!(
        error_at(&event(
            &["add", &id, "-", "--db", d],
            r#"{"name": "Kévin"}"#
        )),
        "stage"
    );
    let w = ok(&event(&["withdraw", &id, "5", "--db", d], ""));
    assert_eq!(w["withdrawn"], true);
    let s = ok(&event(&["standings", &id, "--db", d, "--json"], ""));
    let five = s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["entrant"] == 5)
        .unwrap()
        .clone();
    assert_eq!(five["players"], json!([9, 10]));
    assert_eq!(five["withdrawn"], true);
    assert_eq!(
        keys_of(&five)[..5],
        ["rank", "entrant", "name", "players", "stage"]
    );
}

#[test]
fn sessions_and_errors_at_stage() {
    let db = temp_db();
    let d = db.arg();
    let plain = json!({ "name": "Sans étapes", "date": "2027-03-06", "variant": "classic",
                        "format": { "rounds": 2, "deals": 1 },
                        "teams": [ { "name": "A" }, { "name": "B" } ] });
    let id = ok(&event(&["create", "-", "--db", d], &plain.to_string()))["event"]
        .as_str()
        .unwrap()
        .to_string();
    let r = event(&["stage", &id, "--db", d], "");
    assert_eq!((r.code, error_at(&r)), (2, "stage".to_string()));
    assert_eq!(error_at(&event(&["bracket", &id, "--db", d], "")), "stage");
    assert_eq!(error_at(&event(&["stage", "--db", d], "")), "args");

    // Sessions on an event without stages: the round's session, and the standings' sessions.
    let with_sessions = json!({ "name": "Week-end", "variant": "klaverjas", "format": { "rounds": 2, "deals": 1 },
        "teams": [ { "name": "A" }, { "name": "B" } ],
        "sessions": [ { "name": "Zaterdag", "date": "2027-03-06" },
                      { "name": "Zondag", "date": "2027-03-07", "starts": { "round": 2 } } ] });
    let id = ok(&event(
        &["create", "-", "--db", d],
        &with_sessions.to_string(),
    ))["event"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        id.starts_with("e-2027-03-06-"),
        "the first session's date: {id}"
    );
    let r1 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(
        keys_of(&r1),
        ["event", "round", "session", "tables", "byes"]
    );
    assert_eq!(r1["session"], 1);
    let k = json!({ "rounds": [ { "taker": "A", "contract": "hearts", "points": { "A": 100 } } ] });
    ok(&event(
        &["deals", &id, "1", "1", "-", "--db", d],
        &k.to_string(),
    ));
    let s = ok(&event(&["standings", &id, "--db", d, "--json"], ""));
    assert_eq!(
        keys_of(&s),
        [
            "event",
            "name",
            "round",
            "rounds",
            "session",
            "standings",
            "sessions"
        ]
    );
    assert_eq!(
        s["sessions"],
        json!([ { "session": 1, "name": "Zaterdag", "date": "2027-03-06", "first_round": 1, "last_round": 1, "complete": true },
                { "session": 2, "name": "Zondag", "date": "2027-03-07", "first_round": null, "last_round": null, "complete": false } ])
    );
    let text = event(&["standings", &id, "--db", d], "");
    assert!(
        text.stdout
            .contains("after session 1 (Zaterdag, 2027-03-06) · next: session 2, 2027-03-07"),
        "{}",
        text.stdout
    );
    let r2 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(r2["session"], 2);
}
