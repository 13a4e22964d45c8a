//! `belote describe`: every variant as a JSON array, one variant as an object, and an unknown
//! variant as bad input (exit 2, the JSON error line on stderr).

use serde_json::Value;
use std::process::{Command, Output};

fn belote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_belote"))
        .args(args)
        .output()
        .expect("the belote binary runs")
}

#[test]
fn describes_every_variant_or_one() {
    let all = belote(&["describe"]);
    assert!(all.status.success());
    let list: Value = serde_json::from_slice(&all.stdout).unwrap();
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["variant"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "classic",
            "contree",
            "coinche",
            "bulgarian",
            "bela",
            "klaverjas",
            "baloot"
        ]
    );

    let one = belote(&["describe", "coinche"]);
    assert!(one.status.success());
    let coinche: Value = serde_json::from_slice(&one.stdout).unwrap();
    assert_eq!(coinche, list[2]);
    assert_eq!(coinche["contracts"].as_array().unwrap().len(), 6);
    assert_eq!(coinche["bids"][9], "capot");
}

#[test]
fn an_unknown_variant_is_bad_input() {
    let out = belote(&["describe", "jass"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["at"], "variant");
    assert_eq!(
        belote(&["describe", "classic", "extra"]).status.code(),
        Some(2)
    );
}

#[test]
fn bela_and_klaverjas_describe_their_own_facts() {
    let bela: Value = serde_json::from_slice(&belote(&["describe", "bela"]).stdout).unwrap();
    assert_eq!(
        bela["facts"],
        serde_json::json!([
            "taker",
            "forced",
            "contract",
            "points",
            "capot",
            "belote",
            "declarations",
            "dealer"
        ])
    );
    assert_eq!(bela["target_default"], 1001);
    assert_eq!(bela["roem_items"], serde_json::json!([]));
    assert_eq!(bela["declarations_option"], Value::Null);

    let out = belote(&["describe", "klaverjas"]);
    let kj: Value = serde_json::from_slice(&out.stdout).unwrap();
    let facts = kj["facts"].as_array().unwrap();
    assert!(facts.contains(&"roem".into()) && facts.contains(&"forced".into()));
    assert!(!facts.contains(&"belote".into()) && !facts.contains(&"declarations".into()));
    assert_eq!(kj["contracts"][0]["max_belotes"], 0);
    assert_eq!(kj["contracts"][0]["declarations"], false);
    let items: Vec<&str> = kj["roem_items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["item"].as_str().unwrap())
        .collect();
    assert_eq!(items[..3], ["run3", "run4", "stuk"]);
    let four_j = &kj["roem_items"][3];
    assert_eq!(four_j["points"], 200);
    assert_eq!(four_j["option"], "four_of_a_kind");
    assert_eq!(four_j["points_by"]["all_100"], 100);
    let fours = kj["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["key"] == "four_of_a_kind")
        .unwrap();
    assert_eq!(fours["default"], "jacks_200");
    assert_eq!(
        fours["default_when"],
        serde_json::json!([{"option": "system", "value": "rotterdam", "default": "all_100"}])
    );
}

/// Baloot's description: its facts, Sun and Hokum with their doubles, projects by kind, the
/// ranks of its fours, and its house rules (`sakkas` an odd number).
#[test]
fn baloot_describes_sun_hokum_and_its_projects() {
    let b: Value = serde_json::from_slice(&belote(&["describe", "baloot"]).stdout).unwrap();
    assert_eq!(
        b["facts"],
        serde_json::json!([
            "taker",
            "contract",
            "ashkal",
            "double",
            "locked",
            "points",
            "score",
            "capot",
            "capot_kind",
            "foul",
            "belote",
            "declarations",
            "dealer"
        ])
    );
    let contracts = b["contracts"].as_array().unwrap();
    let names: Vec<&str> = contracts
        .iter()
        .map(|c| c["contract"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["sun", "clubs", "diamonds", "hearts", "spades", "hokum"]
    );
    assert_eq!(contracts[0]["deal_total"], 130);
    assert_eq!(
        contracts[0]["doubles"],
        serde_json::json!(["none", "double"])
    );
    assert_eq!(contracts[0]["max_belotes"], 0);
    assert_eq!(contracts[5]["deal_total"], 162);
    assert_eq!(
        b["doubles"],
        serde_json::json!(["none", "double", "three", "four", "gahwa"])
    );
    assert_eq!(
        b["project_kinds"],
        serde_json::json!(["sira", "fifty", "hundred", "four_hundred"])
    );
    assert_eq!(
        b["carre_ranks"],
        serde_json::json!(["A", "K", "Q", "J", "10"])
    );
    assert_eq!(b["target_default"], 152);
    let options = b["options"].as_array().unwrap();
    assert_eq!(options.len(), 22);
    assert_eq!(b["legal_play"], true);
    assert_eq!(
        b["play_options"],
        serde_json::json!(["partner_relief", "undertrump"])
    );
    let keys: Vec<&str> = b["play_facts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["key"].as_str().unwrap())
        .collect();
    assert_eq!(keys, ["ashkal", "locked", "aka"]);
    let sakkas = options.iter().find(|o| o["key"] == "sakkas").unwrap();
    assert_eq!(
        (sakkas["kind"].as_str(), sakkas["odd"].as_bool()),
        (Some("number"), Some(true))
    );
    assert_eq!(sakkas["default"], 1);
    let classic: Value = serde_json::from_slice(&belote(&["describe", "classic"]).stdout).unwrap();
    assert!(
        classic.get("project_kinds").is_none(),
        "left out where there are none"
    );
}

/// `belote describe [VARIANT] --lang L`: each variant's name in that language, its game word.
#[test]
fn names_come_in_the_language_asked_for() {
    let ar: Value =
        serde_json::from_slice(&belote(&["describe", "baloot", "--lang", "ar"]).stdout).unwrap();
    assert_eq!(ar["name"], "البلوت السعودي");
    let words: Value =
        serde_json::from_slice(&belote(&["describe", "--words", "--lang=fr"]).stdout).unwrap();
    let all: Value = serde_json::from_slice(&belote(&["describe", "--lang", "fr"]).stdout).unwrap();
    for v in all.as_array().unwrap() {
        let key = format!("variant.{}", v["variant"].as_str().unwrap());
        assert_eq!(v["name"], words[&key], "{key}");
    }
    let en: Value = serde_json::from_slice(&belote(&["describe", "classic"]).stdout).unwrap();
    assert_eq!(en["name"], "Classic belote");
}

/// `belote describe --words [--lang L]`: the game's words as one object, the same keys in
/// every language, a label for everything the description lists; a variant with `--words`,
/// or an unknown language, is a usage error.
#[test]
fn the_words_name_everything_the_description_lists() {
    let words = |lang: &str| -> Value {
        let out = belote(&["describe", "--words", "--lang", lang]);
        assert!(out.status.success(), "{lang}");
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let en = words("en");
    assert_eq!(
        en,
        serde_json::from_slice::<Value>(&belote(&["describe", "--words"]).stdout).unwrap()
    );
    let keys = |w: &Value| w.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    for lang in ["fr", "bg", "hr", "nl", "ar"] {
        assert_eq!(keys(&words(lang)), keys(&en), "{lang}");
    }
    let all: Value = serde_json::from_slice(&belote(&["describe"]).stdout).unwrap();
    let has = |key: String| {
        assert!(
            en.get(&key).is_some_and(Value::is_string),
            "no word for {key}"
        )
    };
    for v in all.as_array().unwrap() {
        has(format!("variant.{}", v["variant"].as_str().unwrap()));
        has(format!("family.{}", v["family"].as_str().unwrap()));
        for c in v["contracts"].as_array().unwrap() {
            has(format!("contract.{}", c["contract"].as_str().unwrap()));
        }
        for d in v["doubles"].as_array().unwrap() {
            has(format!("double.{}", d.as_str().unwrap()));
        }
        for o in v["options"].as_array().unwrap() {
            has(format!("opt.{}", o["key"].as_str().unwrap()));
            for value in o["values"].as_array().unwrap() {
                match value {
                    Value::String(s) => has(format!("val.{s}")),
                    Value::Bool(b) => has(format!("val.{b}")),
                    _ => {}
                }
            }
        }
    }
    assert_eq!(en["verdict.inside@bela"], "fall (pad)");
    for bad in [
        &["describe", "--lang", "de"][..],
        &["describe", "--text"],
        &["describe", "bela", "--words"],
        &["describe", "--words", "--lang", "de"],
    ] {
        let out = belote(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(out.stdout.is_empty());
        let error: Value = serde_json::from_slice(&out.stderr).unwrap();
        assert_eq!(error["error"]["at"], "args", "{bad:?}");
    }
}
