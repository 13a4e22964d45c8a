//! Reviewing past matches with the real `belote` binary: names found as typed, statistics
//! filtered, ratings, head to head and records, and their bad input.

mod common;

use common::*;
use serde_json::{json, Value};

fn run(args: &[&str]) -> Run {
    let mut all = vec!["history"];
    all.extend_from_slice(args);
    belote(&all, "")
}

/// A finished match (classic to 300, coinche to 500): `winner` "A" or "B" takes three rounds, the last a capot.
fn game(id: &str, day: u32, variant: &str, a: [&str; 3], b: [&str; 3], winner: &str) -> Value {
    let round = |taker: &str, capot: bool| {
        let mut r = json!({ "taker": taker, "contract": "hearts", "points": { taker: 100 } });
        if capot {
            r = json!({ "taker": taker, "contract": "hearts", "capot": taker });
        }
        if variant == "coinche" {
            r["bid"] = json!(80);
        }
        r
    };
    let created = format!("2026-03-{day:02}T20:00:00Z");
    json!({
        "id": id,
        "created": created,
        "finished": created,
        "teams": { "A": { "name": a[0], "players": [a[1], a[2]] },
                   "B": { "name": b[0], "players": [b[1], b[2]] } },
        "first_dealer": 0,
        "match": {
            "variant": variant,
            "options": { "target": if variant == "coinche" { 500 } else { 300 } },
            "rounds": [round(winner, false), round(winner, false), round(winner, true)],
        }
    })
}

/// Léa and Šime (Nous) beat Иван and Paul (Eux) three times, lose once; a coinche match
/// between other people.
fn db_with_history() -> TempDb {
    let db = temp_db();
    let nous = ["Nous", "Léa", "Šime"];
    let eux = ["Eux", "Иван", "Paul"];
    let file = history_file(vec![
        game("m-1", 1, "classic", nous, eux, "A"),
        game("m-2", 2, "classic", nous, eux, "A"),
        game("m-3", 3, "classic", eux, nous, "A"),
        game("m-4", 4, "classic", nous, eux, "A"),
        game(
            "m-5",
            5,
            "coinche",
            ["Ici", "Ana", "Marc"],
            ["Là", "Zoë", "Tom"],
            "B",
        ),
    ]);
    let path = db.dir.path().join("in.json");
    std::fs::write(&path, file.to_string()).unwrap();
    let r = run(&["import", path.to_str().unwrap(), "--db", db.arg()]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    db
}

fn json_of(r: &Run) -> Value {
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    serde_json::from_str(&r.stdout).expect("stdout is JSON")
}

fn ids(v: &Value) -> Vec<&str> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect()
}

#[test]
fn list_finds_players_as_typed() {
    let db = db_with_history();
    for (query, expected) in [
        ("lea", vec!["m-1", "m-2", "m-3", "m-4"]),
        ("LÉA", vec!["m-1", "m-2", "m-3", "m-4"]),
        ("иван", vec!["m-1", "m-2", "m-3", "m-4"]),
        ("sime", vec!["m-1", "m-2", "m-3", "m-4"]),
        ("zoe", vec!["m-5"]),
        ("là", vec!["m-5"]),
        ("nobody", vec![]),
    ] {
        let v = json_of(&run(&[
            "list",
            "--db",
            db.arg(),
            "--json",
            "--player",
            query,
        ]));
        assert_eq!(ids(&v), expected, "--player {query}");
    }
}

#[test]
fn stats_take_the_filters_of_list() {
    let db = db_with_history();
    let all = json_of(&run(&["stats", "--db", db.arg(), "--json"]));
    assert_eq!(all["variants"].as_array().unwrap().len(), 2);
    let classic = json_of(&run(&[
        "stats",
        "--db",
        db.arg(),
        "--json",
        "--variant",
        "classic",
    ]));
    assert_eq!(classic["variants"].as_array().unwrap().len(), 1);
    assert_eq!(classic["variants"][0]["matches"], 4);
    let lea = json_of(&run(&[
        "stats",
        "--db",
        db.arg(),
        "--json",
        "--player",
        "LEA",
    ]));
    let names: Vec<&str> = lea["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Léa", "Paul", "Šime", "Иван"]);
    let row = &lea["players"][0];
    assert_eq!(
        (row["games_played"].clone(), row["games_won"].clone()),
        (json!(4), json!(3))
    );
    let dates = json_of(&run(&[
        "stats",
        "--db",
        db.arg(),
        "--json",
        "--since",
        "2026-03-02",
        "--until",
        "2026-03-04",
    ]));
    assert_eq!(dates["variants"][0]["matches"], 2); // m-2 and m-3
    let none = json_of(&run(&[
        "stats",
        "--db",
        db.arg(),
        "--json",
        "--since",
        "2027-01-01",
    ]));
    assert_eq!(none["players"], json!([]));
    // text output has the same filters
    let text = run(&["stats", "--db", db.arg(), "--player", "zoe"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout.contains("Zoë") && !text.stdout.contains("Léa"),
        "{}",
        text.stdout
    );
}

#[test]
fn bad_filters_are_usage_errors() {
    let db = db_with_history();
    for args in [
        vec!["stats", "--db", db.arg(), "--variant", "poker"],
        vec!["stats", "--db", db.arg(), "--since", "yesterday"],
        vec!["stats", "--db", db.arg(), "--until"],
        vec!["stats", "--db", db.arg(), "--csv"],
        vec!["stats", "--db", db.arg(), "extra"],
    ] {
        let r = run(&args);
        assert_eq!(error_at(&r), "args", "{args:?}");
    }
}

#[test]
fn ratings_rank_the_players_and_teams() {
    let db = db_with_history();
    let r = json_of(&run(&["ratings", "--db", db.arg(), "--json"]));
    assert_eq!(r["games"], 5);
    assert_eq!(r["system"]["initial_rating"], 25.0);
    let players = r["players"].as_array().unwrap();
    let first: Vec<&str> = players[..2]
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(first, ["Léa", "Šime"]); // 3 won of 4
    assert_eq!(players[0]["rank"], 1);
    assert_eq!(
        (players[0]["won"].clone(), players[0]["lost"].clone()),
        (json!(3), json!(1))
    );
    for key in [
        "rating",
        "uncertainty",
        "conservative",
        "games",
        "last_game",
        "last_played",
    ] {
        assert!(players[0].get(key).is_some(), "{key}");
    }
    assert_eq!(r["teams"][0]["name"], "Léa & Šime");
    assert_eq!(r["teams"][0]["team_name"], "Nous");
    // a variant: only the coinche match
    let coinche = json_of(&run(&[
        "ratings",
        "--db",
        db.arg(),
        "--json",
        "--variant",
        "coinche",
    ]));
    assert_eq!(coinche["games"], 1);
    assert_eq!(coinche["players"].as_array().unwrap().len(), 4);
    let bela = json_of(&run(&[
        "ratings",
        "--db",
        db.arg(),
        "--json",
        "--family",
        "bela",
    ]));
    assert_eq!(
        (bela["games"].clone(), bela["players"].clone()),
        (json!(0), json!([]))
    );
    // --player picks rows; the ratings are those of everyone's games
    let ivan = json_of(&run(&[
        "ratings",
        "--db",
        db.arg(),
        "--json",
        "--player",
        "ИВАН",
    ]));
    assert_eq!(ivan["players"].as_array().unwrap().len(), 1);
    let all_ivan = players.iter().find(|p| p["name"] == "Иван").unwrap();
    assert_eq!(ivan["players"][0], *all_ivan);
    // text
    let text = run(&["ratings", "--db", db.arg()]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout.contains("5 games rated with Weng-Lin"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("Léa & Šime (Nous)"), "{}", text.stdout);
}

#[test]
fn ratings_bad_input() {
    let db = db_with_history();
    for args in [
        vec!["ratings", "--db", db.arg(), "--family", "tarot"],
        vec!["ratings", "--db", db.arg(), "--family"],
        vec!["ratings", "--db", db.arg(), "--csv"],
        vec!["ratings", "--db", db.arg(), "Léa"],
        vec!["ratings", "--db", db.arg(), "--since", "2026-13-01"],
    ] {
        assert_eq!(error_at(&run(&args)), "args", "{args:?}");
    }
    let empty = temp_db();
    let r = json_of(&run(&["ratings", "--db", empty.arg(), "--json"]));
    assert_eq!(
        (r["games"].clone(), r["players"].clone()),
        (json!(0), json!([]))
    );
}

#[test]
fn h2h_of_two_players_or_teams() {
    let db = db_with_history();
    let h = json_of(&run(&["h2h", "lea", "иван", "--db", db.arg(), "--json"]));
    assert_eq!(h["first"]["name"], "Léa");
    assert_eq!(h["first"]["kind"], "player");
    assert_eq!(h["second"]["name"], "Иван");
    assert_eq!(h["games"], 4);
    assert_eq!(h["won"], json!([3, 1]));
    assert_eq!(h["points"], json!([452 * 3 + 124, 124 * 3 + 452]));
    assert_eq!(ids(&h["results"]), ["m-4", "m-3", "m-2", "m-1"]);
    assert_eq!(h["results"][1]["outcome"], "second");
    assert_eq!(h["results"][1]["first_side"], "B");
    assert_eq!(h["partners"]["games"], 0);
    let teams = json_of(&run(&[
        "h2h",
        "team:Eux",
        "NOUS",
        "--db",
        db.arg(),
        "--json",
    ]));
    assert_eq!(teams["second"]["kind"], "team");
    assert_eq!(teams["won"], json!([1, 3]));
    // partners
    let p = json_of(&run(&["h2h", "lea", "sime", "--db", db.arg(), "--json"]));
    assert_eq!(
        (p["games"].clone(), p["partners"]["won"].clone()),
        (json!(0), json!(3))
    );
    // filters
    let none = json_of(&run(&[
        "h2h",
        "lea",
        "иван",
        "--db",
        db.arg(),
        "--json",
        "--since",
        "2026-03-04",
    ]));
    assert_eq!(ids(&none["results"]), ["m-4"]);
    // text
    let text = run(&["h2h", "lea", "иван", "--db", db.arg()]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout
            .starts_with("Léa (player) against Иван (player): 4 games, Léa won 3, Иван won 1"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("m-3"), "{}", text.stdout);
}

#[test]
fn h2h_bad_input() {
    let db = db_with_history();
    for (args, at) in [
        (vec!["h2h", "lea", "--db", db.arg()], "args"),
        (vec!["h2h", "--db", db.arg()], "args"),
        (vec!["h2h", "a", "b", "c", "--db", db.arg()], "args"),
        (
            vec!["h2h", "lea", "paul", "--player", "x", "--db", db.arg()],
            "args",
        ),
        (vec!["h2h", "nobody", "paul", "--db", db.arg()], "first"),
        (vec!["h2h", "lea", "a", "--db", db.arg()], "second"),
        (vec!["h2h", "lea", "LÉA", "--db", db.arg()], "second"),
        (vec!["h2h", "team:lea", "paul", "--db", db.arg()], "first"),
        (vec!["h2h", "", "paul", "--db", db.arg()], "first"),
    ] {
        assert_eq!(error_at(&run(&args)), at, "{args:?}");
    }
    let r = run(&["h2h", "lea", "a", "--db", db.arg()]);
    let message = error_of(&r)["message"].as_str().unwrap().to_string();
    assert!(message.contains("finds several"), "{message}");
}

#[test]
fn records_of_the_history() {
    let db = db_with_history();
    let r = json_of(&run(&["records", "--db", db.arg(), "--json"]));
    let records = r["records"].as_array().unwrap();
    let kinds: Vec<(&str, &str)> = records
        .iter()
        .map(|x| (x["variant"].as_str().unwrap(), x["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(kinds.len(), 12, "{kinds:?}");
    assert_eq!(kinds[0], ("classic", "highest_match_total"));
    assert_eq!(kinds[6], ("coinche", "highest_match_total"));
    let streak = &records[4];
    assert_eq!(streak["kind"], "longest_winning_streak");
    assert_eq!(streak["value"], 2); // Léa: m-1, m-2 won, m-3 lost, m-4 won
    assert_eq!(
        (
            streak["match_id"].as_str(),
            streak["last_match_id"].as_str()
        ),
        (Some("m-1"), Some("m-2"))
    );
    assert_eq!(records[1]["deal"], 3); // the capot
    assert_eq!(records[1]["value"], 252);
    // held by the players NAME finds
    let zoe = json_of(&run(&[
        "records",
        "--db",
        db.arg(),
        "--json",
        "--player",
        "zoe",
    ]));
    assert!(zoe["records"]
        .as_array()
        .unwrap()
        .iter()
        .all(|x| x["holder"] == "Là" || x["holder"] == "Zoë"));
    let text = run(&["records", "--db", db.arg(), "--variant", "coinche"]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stdout.starts_with("coinche\n  highest match total"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("Là (Zoë, Tom)"), "{}", text.stdout);
    let empty = temp_db();
    let none = run(&["records", "--db", empty.arg()]);
    assert_eq!(none.stdout, "No records yet.\n");
    for args in [
        vec!["records", "--db", db.arg(), "extra"],
        vec!["records", "--db", db.arg(), "--csv"],
        vec!["records", "--db", db.arg(), "--family", "poker"],
    ] {
        assert_eq!(error_at(&run(&args)), "args", "{args:?}");
    }
}
