//! `belote event …` through the real `belote` binary: every command, its output shapes
//! (docs/events.md), the readable standings with names escaped, and bad input with its `at` and
//! exit code.

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
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("stdout is JSON")
}

fn definition() -> Value {
    json!({
        "name": "Concours \u{1b}[2J du comité",
        "date": "2026-12-05",
        "variant": "classic",
        "options": { "announces": false },
        "format": { "rounds": 2, "deals": 1 },
        "teams": [ { "name": "Les Cochons", "players": ["Jean", "Paul"] }, { "name": "Duo 2" },
                   { "name": "Trio \u{7}" } ],
        "draw": { "first": "order", "then": "ranked", "seed": 42 },
        "prizes": { "places": 2, "booby": true }
    })
}

/// Creates the event of [`definition`] in database `d`; its id.
fn create(d: &str) -> String {
    ok(&event(
        &["create", "-", "--db", d],
        &definition().to_string(),
    ))["event"]
        .as_str()
        .unwrap()
        .to_string()
}

fn deals(points_a: u32) -> String {
    json!({ "rounds": [ { "taker": "A", "contract": "hearts", "points": { "A": points_a } } ] })
        .to_string()
}

#[test]
fn an_event_from_create_to_import() {
    let db = temp_db();
    let d = db.arg();
    let id = create(d);
    assert!(id.starts_with("e-2026-12-05-"), "{id}");

    let list = ok(&event(&["list", "--db", d], ""));
    assert_eq!(
        list,
        json!([{ "event": id, "name": "Concours \u{1b}[2J du comité", "date": "2026-12-05",
                 "variant": "classic", "round": 0, "rounds": 2 }])
    );

    let round = ok(&event(&["draw", &id, "--db", d], ""));
    let keys = keys_of(&round);
    assert_eq!(keys, ["event", "round", "tables", "byes"]);
    assert_eq!(round["tables"][0]["A"], json!([1]));
    assert_eq!(round["tables"][0]["B"], json!([2]));
    assert_eq!(round["byes"], json!([3]));
    let code = round["tables"][0]["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 6);

    // Redraw while no deal is entered: new codes.
    let again = ok(&event(&["redraw", &id, "--db", d], ""));
    assert_ne!(again["tables"][0]["code"], json!(code));

    let table = ok(&event(
        &["deals", &id, "1", "1", "-", "--db", d],
        &deals(100),
    ));
    let keys = keys_of(&table);
    assert_eq!(
        keys,
        ["event", "round", "table", "A", "B", "names", "deals", "complete", "totals", "sheet"]
    );
    assert_eq!(table["names"], json!({ "A": "Les Cochons", "B": "Duo 2" }));
    assert_eq!(table["totals"], json!({ "A": 100, "B": 62 }));
    assert_eq!(table["complete"], true);
    assert_eq!(table["sheet"]["winner"], Value::Null);
    assert_eq!(table["sheet"]["rounds"][0]["verdict"], "made");

    let redraw = event(&["redraw", &id, "--db", d], "");
    assert_eq!(error_at(&redraw), "round");

    let added = ok(&event(&["add", &id, "-", "--db", d], r#"{"name": "Late"}"#));
    assert_eq!(added, json!({ "event": id, "entrant": 4 }));
    let w = ok(&event(&["withdraw", &id, "2", "--db", d], ""));
    assert_eq!(w, json!({ "event": id, "entrant": 2, "withdrawn": true }));
    let w = ok(&event(&["withdraw", &id, "2", "--db", d], ""));
    assert_eq!(w["withdrawn"], true, "withdrawing twice changes nothing");

    let s = ok(&event(&["standings", &id, "--db", d, "--json"], ""));
    let keys = keys_of(&s);
    assert_eq!(keys, ["event", "name", "round", "rounds", "standings"]);
    let first = &s["standings"][0];
    let keys = keys_of(first);
    assert_eq!(
        keys,
        [
            "rank",
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
            "prize"
        ]
    );
    assert_eq!(first["entrant"], 1);
    assert_eq!(first["prize"], 1);
    // The bye of round 1 scores the mean of the two sides: (100 + 62) / 2 = 81.
    let bye = s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["entrant"] == 3)
        .unwrap();
    assert_eq!(bye["points"], 81);
    let two = s["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["entrant"] == 2)
        .unwrap();
    assert_eq!(two["withdrawn"], true);

    // The readable table: names escaped, the withdrawn marked.
    let text = event(&["standings", &id, "--db", d], "");
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        !text.stdout.contains('\u{1b}') && !text.stdout.contains('\u{7}'),
        "{}",
        text.stdout
    );
    assert!(
        text.stdout
            .contains("Concours \\u{1b}[2J du comité · round 1 of 2"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("Trio \\u{7}"), "{}", text.stdout);
    assert!(text.stdout.contains("(withdrawn)"), "{}", text.stdout);

    // Round 2: team 2 withdrew, team 4 joined.
    let r2 = ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(r2["round"], 2);
    let all = event(&["draw", &id, "--db", d], "");
    assert_eq!(error_at(&all), "round");

    // Export to stdout and to a file; import elsewhere: imported, then skipped.
    let exported = ok(&event(&["export", &id, "--db", d], ""));
    assert_eq!(exported["format"], "belote-event");
    assert_eq!(exported["version"], 1);
    assert_eq!(exported["event"], json!(id));
    assert_eq!(exported["withdrawn"], json!([2]));
    assert_eq!(exported["definition"]["teams"][3]["name"], "Late");
    assert_eq!(exported["definition"]["draw"]["seed"], 42);
    let file = db.dir.path().join("event.json");
    let r = event(&["export", &id, file.to_str().unwrap(), "--db", d], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    let other = temp_db();
    let imported = ok(&event(
        &["import", file.to_str().unwrap(), "--db", other.arg()],
        "",
    ));
    assert_eq!(imported, json!({ "imported": 1, "skipped": 0 }));
    let again = ok(&event(
        &["import", "-", "--db", other.arg()],
        &exported.to_string(),
    ));
    assert_eq!(again, json!({ "imported": 0, "skipped": 1 }));
    assert_eq!(
        ok(&event(&["export", &id, "--db", other.arg()], "")),
        exported
    );
}

#[test]
fn bad_input_is_one_error_line_at_its_value() {
    let db = temp_db();
    let d = db.arg();
    let id = create(d);
    let mut unknown_option = definition();
    unknown_option["options"]["frobs"] = json!(true);
    let mut few = definition();
    few["teams"] = json!([{ "name": "Alone" }]);
    let mut both = definition();
    both["players"] = json!(["a", "b", "c", "d"]);
    let mut dup = definition();
    dup["teams"][1]["name"] = json!("Les Cochons");
    let mut range = definition();
    range["format"]["deals"] = json!(41);
    for (def, at) in [
        (unknown_option, "options.frobs"),
        (few, "teams"),
        (both, "players"),
        (dup, "teams[1].name"),
        (range, "format.deals"),
    ] {
        let r = event(&["create", "-", "--db", d], &def.to_string());
        assert_eq!(error_at(&r), at, "{def}");
    }
    assert_eq!(error_at(&event(&["create", "-", "--db", d], "{nope")), "");
    assert_eq!(
        ok(&event(&["list", "--db", d], ""))
            .as_array()
            .unwrap()
            .len(),
        1,
        "nothing stored"
    );

    // Arguments.
    for args in [
        vec![],
        vec!["frob"],
        vec!["list", "extra", "--db", d],
        vec!["draw", "--db", d],
        vec!["list", "--json", "--db", d],
        vec!["list", "--colour", "--db", d],
        vec!["deals", &id, "one", "1", "-", "--db", d],
        vec!["withdraw", &id, "0", "--db", d],
        vec!["standings", &id, "--db"],
    ] {
        assert_eq!(error_at(&event(&args, "")), "args", "{args:?}");
    }
    // Unknown event, round, table, entrant.
    assert_eq!(
        error_at(&event(&["draw", "e-none", "--db", d], "")),
        "event"
    );
    assert_eq!(
        error_at(&event(&["standings", "e-none", "--db", d], "")),
        "event"
    );
    assert_eq!(
        error_at(&event(&["export", "e-none", "--db", d], "")),
        "event"
    );
    assert_eq!(
        error_at(&event(
            &["deals", &id, "1", "1", "-", "--db", d],
            &deals(100)
        )),
        "round"
    );
    ok(&event(&["draw", &id, "--db", d], ""));
    assert_eq!(
        error_at(&event(
            &["deals", &id, "1", "5", "-", "--db", d],
            &deals(100)
        )),
        "table"
    );
    assert_eq!(
        error_at(&event(&["withdraw", &id, "9", "--db", d], "")),
        "entrant"
    );
    // Deals: the engine's path, an extra deal, an unknown key, not the shape.
    let r = event(&["deals", &id, "1", "1", "-", "--db", d], &deals(170));
    assert_eq!(error_at(&r), "rounds[0].points.A");
    let two = json!({ "rounds": [ { "taker": "A", "contract": "hearts", "points": { "A": 100 } },
                                   { "taker": "A", "contract": "hearts", "points": { "A": 100 } } ] });
    assert_eq!(
        error_at(&event(
            &["deals", &id, "1", "1", "-", "--db", d],
            &two.to_string()
        )),
        "rounds[1]"
    );
    assert_eq!(
        error_at(&event(
            &["deals", &id, "1", "1", "-", "--db", d],
            r#"{"deals": []}"#
        )),
        "deals"
    );
    assert_eq!(
        error_at(&event(&["deals", &id, "1", "1", "-", "--db", d], "[]")),
        ""
    );
    // The round is not over: the draw names the table in the way.
    let r = event(&["draw", &id, "--db", d], "");
    assert_eq!(error_of(&r)["at"], "round");
    assert!(
        error_of(&r)["message"]
            .as_str()
            .unwrap()
            .contains("table 1"),
        "{}",
        r.stderr
    );
    // Add: an empty or taken name.
    assert_eq!(
        error_at(&event(&["add", &id, "-", "--db", d], r#"{"name": ""}"#)),
        "name"
    );
    assert_eq!(
        error_at(&event(
            &["add", &id, "-", "--db", d],
            r#"{"name": "Duo 2"}"#
        )),
        "name"
    );
    assert_eq!(
        error_at(&event(&["add", &id, "-", "--db", d], r#"{"nom": "X"}"#)),
        "nom"
    );
    // Import: not an event file, a bad deal at its path; nothing stored.
    let other = temp_db();
    assert_eq!(
        error_at(&event(
            &["import", "-", "--db", other.arg()],
            r#"{"format": "belote-history"}"#
        )),
        "format"
    );
    let mut file = ok(&event(&["export", &id, "--db", d], ""));
    file["event"] = json!("e-bad");
    file["rounds"][0]["tables"][0]["deals"] =
        json!([{ "taker": "A", "contract": "hearts", "points": { "A": 170 } }]);
    let r = event(&["import", "-", "--db", other.arg()], &file.to_string());
    assert_eq!(error_at(&r), "rounds[0].tables[0].deals[0].points.A");
    assert!(
        !other.path.exists(),
        "a bad file never touches the database"
    );
    // Help.
    let h = event(&["--help"], "");
    assert_eq!(h.code, 0);
    assert!(h.stdout.starts_with("usage: belote event"));
    assert!(belote(&["--help"], "").stdout.contains("belote event"));
}
