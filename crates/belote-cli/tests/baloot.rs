//! Saudi Baloot through the real `belote` binary: BALOOT.md B.1's example scored as the
//! contract gives it, its explanations in Arabic in both kinds of digits, a match of sakkas
//! in JSON and as text, `belote legal` settling its disputes, and Baloot matches in the history (import,
//! export, list, show, statistics, records, the family filter) and in a club night.

mod common;

use common::*;
use serde_json::{json, Value};

fn ok(r: &Run) -> Value {
    assert_eq!(r.code, 0, "stderr: {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("stdout is JSON")
}

/// BALOOT.md B.1's match file.
fn example() -> Value {
    json!({ "variant": "baloot",
      "options": { "project_multiplier": "full" },
      "rounds": [
        { "taker": "A", "contract": "sun", "points": { "B": 45 } },
        { "taker": "B", "contract": "hearts", "points": { "A": 62 }, "belote": { "B": 1 },
          "declarations": { "B": [ "sira" ] } },
        { "taker": "A", "contract": "spades", "double": "three", "locked": true, "points": { "A": 100 },
          "declarations": { "A": [ "fifty" ] } },
        { "taker": "A", "contract": "sun", "ashkal": true, "capot": "A" },
        { "taker": "B", "contract": "hokum", "score": { "A": 0, "B": 16 } },
        { "taker": "B", "contract": "clubs", "double": "gahwa", "points": { "B": 90 } }
      ] })
}

#[test]
fn the_contracts_example_scores_as_written() {
    for flags in [&[][..], &["--compact"]] {
        let mut args = vec!["score", "-"];
        args.extend_from_slice(flags);
        let sheet = ok(&belote(&args, &example().to_string()));
        let scores: Vec<Value> = sheet["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["score"].clone())
            .collect();
        assert_eq!(
            scores,
            [
                json!({"A": 17, "B": 9}),
                json!({"A": 6, "B": 14}),
                json!({"A": 63, "B": 0}),
                json!({"A": 44, "B": 0}),
                json!({"A": 0, "B": 16}),
                json!({"A": 0, "B": 152}),
            ]
        );
        assert_eq!(sheet["totals"], json!({"A": 130, "B": 191}));
        assert_eq!(sheet["winner"], "B");
        assert!(sheet.get("sakkas").is_none(), "one sakka: no sakka keys");
        assert!(sheet["rounds"][0].get("sakka").is_none());
    }
}

#[test]
fn arabic_explanations_in_both_digits() {
    let input = example().to_string();
    let latin = ok(&belote(&["score", "-", "--lang", "ar"], &input));
    let lines = |sheet: &Value, i: usize| -> Vec<String> {
        sheet["rounds"][i]["explanation"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect()
    };
    let first = lines(&latin, 0);
    assert_eq!(first[0], "A اشترى صن");
    assert!(
        first.contains(
            &"A: 85 بنطًا تساوي 17 نقطة (صن: تُضاعف وتُقسم على عشرة، والخمسة تبقى)".to_string()
        ),
        "{first:?}"
    );
    let arab = ok(&belote(
        &["score", "-", "--lang=ar", "--digits", "arab"],
        &input,
    ));
    let first = lines(&arab, 0);
    assert!(
        first.contains(&"أبناط الورق مع عشرة الأرض: A ٨٥، B ٤٥".to_string()),
        "{first:?}"
    );
    // The scores stay JSON numbers; only the sentences change their digits.
    assert_eq!(arab["rounds"][0]["score"], json!({"A": 17, "B": 9}));
    for i in 0..6 {
        for line in lines(&arab, i) {
            assert!(!line.chars().any(|c| c.is_ascii_digit()), "{line}");
        }
    }
    let gahwa = lines(&latin, 5);
    assert!(
        gahwa
            .iter()
            .any(|l| l.starts_with("قهوة: B يكسب التوزيعة والصكة كلها: 152")),
        "{gahwa:?}"
    );

    let bad = belote(&["score", "-", "--digits", "roman"], &input);
    assert_eq!(error_at(&bad), "args");
    let text = belote(&["score", "-", "--text", "--lang", "ar"], &input);
    assert_eq!(text.code, 0);
    assert!(
        text.stdout.contains("· A اشترى حكم سبيت، ثري، مقفول"),
        "{}",
        text.stdout
    );
}

#[test]
fn a_match_of_sakkas_in_json_and_text() {
    let m = json!({"variant": "baloot", "options": {"sakkas": 3}, "rounds": [
        {"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}},
        {"taker": "B", "contract": "spades", "double": "gahwa", "points": {"B": 100}},
        {"taker": "A", "contract": "clubs", "double": "gahwa", "points": {"A": 82}}]});
    for flags in [&[][..], &["--compact"]] {
        let mut args = vec!["score", "-"];
        args.extend_from_slice(flags);
        let sheet = ok(&belote(&args, &m.to_string()));
        assert_eq!(sheet["rounds"][1]["sakka"], 2);
        assert_eq!(sheet["rounds"][1]["sakka_winner"], "B");
        assert_eq!(sheet["sakkas"], json!({"A": 2, "B": 1}));
        assert_eq!(sheet["totals"], json!({"A": 152, "B": 0}));
        assert_eq!(sheet["winner"], "A");
    }
    let text = belote(&["score", "-", "--text"], &m.to_string());
    assert!(text.stdout.contains("sakka 2 won by B"), "{}", text.stdout);
    assert!(
        text.stdout.contains("sakkas won: A 2, B 1"),
        "{}",
        text.stdout
    );
    assert!(
        text.stdout.ends_with("game over: A wins\n"),
        "{}",
        text.stdout
    );
}

#[test]
fn typed_scores_and_bad_input() {
    let typed = json!({"variant": "baloot", "rounds": [{"taker": "A", "contract": "hokum", "score": {"A": 9, "B": 8}}]});
    let err = error_of(&belote(&["score", "-"], &typed.to_string()));
    assert_eq!(err["at"], "rounds[0].score");
    let message = err["message"].as_str().unwrap();
    assert!(message.contains("the nearest are A 9, B 7"), "{message}");
    let sun_three = json!({"variant": "baloot", "rounds": [{"taker": "A", "contract": "sun", "double": "three", "points": {"A": 90}}]});
    assert_eq!(
        error_at(&belote(&["score", "-"], &sun_three.to_string())),
        "rounds[0].double"
    );
    let question = json!({"variant": "baloot", "contract": "hokum", "trick": ["AH"], "hand": ["7H"], "card": "7H"});
    assert_eq!(
        error_at(&belote(&["legal", "-"], &question.to_string())),
        "contract"
    );
}

/// `belote legal` settles a Baloot dispute (BALOOT.md E.4's example, case BL35): the rule's
/// code, the qaid an illegal card is, the reason in Arabic in the Saudi words.
#[test]
fn legal_answers_for_baloot_and_names_the_qaid() {
    let question = json!({"variant": "baloot", "contract": "hearts", "trick": ["KS", "7S"],
        "hand": ["8H", "AD"], "card": "AD"});
    let answer = ok(&belote(&["legal", "-"], &question.to_string()));
    assert_eq!(answer["legal"], false);
    assert_eq!(answer["allowed"], json!(["8H"]));
    assert_eq!(answer["rule"], "partner_not_settled");
    assert_eq!(answer["qaid"], "did_not_trump");
    let ar = ok(&belote(
        &["legal", "-", "--lang", "ar"],
        &question.to_string(),
    ));
    let reason = ar["reason"].as_str().unwrap();
    assert!(reason.contains("لازم تدق بالحكم"), "{reason}");
    assert_eq!(ar["rule"], "partner_not_settled");
    let locked = json!({"variant": "baloot", "contract": "hearts", "locked": true, "trick": [],
        "hand": ["JH", "AS", "7D"], "card": "JH"});
    let answer = ok(&belote(&["legal", "-", "--lang=ar"], &locked.to_string()));
    assert_eq!(answer["qaid"], "locked_trump_lead");
    assert!(answer["reason"].as_str().unwrap().contains("مقفول"));
    let fine =
        json!({"variant": "baloot", "contract": "sun", "trick": [], "hand": ["7H"], "card": "7H"});
    assert!(ok(&belote(&["legal", "-"], &fine.to_string()))
        .get("qaid")
        .is_none());
}

/// A Baloot match and a match of sakkas, as a history file.
fn history() -> Value {
    let mut one = entry("baloot-1", "2026-12-01T20:00:00Z", vec![]);
    one["finished"] = json!("2026-12-01T21:00:00Z");
    one["match"] = example();
    let mut three = entry("baloot-3", "2026-12-02T20:00:00Z", vec![]);
    three["finished"] = json!("2026-12-02T21:00:00Z");
    three["match"] = json!({"variant": "baloot", "options": {"sakkas": 3}, "rounds": [
        {"taker": "A", "contract": "sun", "capot": "A"},
        {"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}},
        {"taker": "A", "contract": "sun", "capot": "A", "declarations": {"A": ["sira"]}},
        {"taker": "A", "contract": "clubs", "double": "gahwa", "points": {"A": 82}}]});
    history_file(vec![one, three])
}

#[test]
fn baloot_matches_in_the_history() {
    let db = temp_db();
    let d = db.arg();
    let file = history();
    let imported = ok(&belote(
        &["history", "import", "-", "--db", d],
        &file.to_string(),
    ));
    assert_eq!(imported, json!({"imported": 2, "skipped": 0}));
    let exported = ok(&belote(&["history", "export", "-", "--db", d], ""));
    assert_eq!(
        exported["matches"], file["matches"],
        "they come back as they went in"
    );

    let list = ok(&belote(
        &["history", "list", "--db", d, "--json", "--family", "baloot"],
        "",
    ));
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 2);
    let three = list.iter().find(|m| m["id"] == "baloot-3").unwrap();
    assert_eq!(three["winner"], "A");
    assert_eq!(three["variant"], "baloot");
    let none = ok(&belote(
        &["history", "list", "--db", d, "--json", "--family", "bela"],
        "",
    ));
    assert_eq!(none, json!([]));

    let show = belote(&["history", "show", "baloot-1", "--db", d], "");
    assert_eq!(show.code, 0, "{}", show.stderr);
    assert!(show.stdout.contains("Saudi Baloot"), "{}", show.stdout);

    let stats = ok(&belote(
        &[
            "history",
            "stats",
            "--db",
            d,
            "--json",
            "--variant",
            "baloot",
        ],
        "",
    ));
    let baloot = stats["variants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["variant"] == "baloot")
        .expect("baloot in the statistics");
    assert_eq!(baloot["matches"], 2);
    assert_eq!(baloot["rounds"], 10);

    let records = ok(&belote(
        &[
            "history", "records", "--db", d, "--json", "--family", "baloot",
        ],
        "",
    ));
    let kaboots = records["records"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["kind"] == "most_capots")
        .expect("a kaboot record");
    assert_eq!(kaboots["label"], "most kaboots in a match");
    assert_eq!(kaboots["value"], 2);
    let ratings = belote(
        &[
            "history", "ratings", "--db", d, "--json", "--family", "baloot",
        ],
        "",
    );
    assert_eq!(ratings.code, 0, "{}", ratings.stderr);

    // A bad Baloot round rejects the whole file, at its path.
    let mut bad = history();
    bad["matches"][0]["id"] = json!("baloot-bad");
    bad["matches"][0]["match"]["rounds"][0]["belote"] = json!({"A": 1});
    let err = belote(&["history", "import", "-", "--db", d], &bad.to_string());
    assert_eq!(error_at(&err), "matches[0].match.rounds[0].belote");
}

#[test]
fn a_baloot_club_night() {
    let db = temp_db();
    let d = db.arg();
    let definition = json!({
        "name": "ليلة البلوت", "date": "2026-12-10", "variant": "baloot",
        "options": {"target": 152},
        "format": {"rounds": 1, "deals": null},
        "teams": [{"name": "الصقور"}, {"name": "النمور"}],
        "draw": {"first": "order", "then": "ranked", "seed": 7}
    });
    let created = ok(&belote(
        &["event", "create", "-", "--db", d],
        &definition.to_string(),
    ));
    let id = created["event"].as_str().unwrap().to_string();
    ok(&belote(&["event", "draw", &id, "--db", d], ""));
    let deals = json!({"rounds": [
        {"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}}]});
    let table = ok(&belote(
        &["event", "deals", &id, "1", "1", "-", "--db", d],
        &deals.to_string(),
    ));
    assert_eq!(table["totals"], json!({"A": 152, "B": 0}));
    assert_eq!(table["complete"], true);
    assert_eq!(table["sheet"]["winner"], "A");
    let standings = ok(&belote(
        &["event", "standings", &id, "--db", d, "--json"],
        "",
    ));
    assert_eq!(standings["standings"][0]["name"], "الصقور");
    assert_eq!(standings["standings"][0]["wins"], 1);
    // A Sun doubled at 0 : 0 is refused at the table's deal.
    let sun = json!({"rounds": [{"taker": "A", "contract": "sun", "double": "double", "points": {"A": 80}}]});
    let err = belote(
        &["event", "deals", &id, "1", "1", "-", "--db", d],
        &sun.to_string(),
    );
    assert!(error_at(&err).ends_with(".double"), "{}", err.stderr);
}
