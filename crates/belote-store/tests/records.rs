//! Records: the cases of tests/data/records.json, read by one loop, and records that follow
//! an edit.

mod review;

use belote_store::{Family, MatchFilter};
use review::*;
use serde_json::{json, Value};

fn filter_of(v: &Value) -> MatchFilter {
    MatchFilter {
        player: v["player"].as_str().map(str::to_string),
        family: v["family"].as_str().map(|f| Family::parse(f).unwrap()),
        ..MatchFilter::default()
    }
}

fn rows(records: &belote_store::Records) -> Vec<Value> {
    records
        .records
        .iter()
        .map(|r| {
            let v = serde_json::to_value(r).unwrap();
            json!([
                v["variant"],
                v["kind"],
                v["value"],
                v["holder"],
                v["match_id"],
                v["deal"],
                v["last_match_id"]
            ])
        })
        .collect()
}

#[test]
fn records_cases() {
    let table = data("records.json");
    let mut t = temp_store();
    import_data(&mut t.store, &table["history"]);
    let mut wrong = Vec::new();
    for case in table["cases"].as_array().unwrap() {
        let got = rows(&t.store.records(&filter_of(&case["filter"])).unwrap());
        let want = case["records"].as_array().unwrap();
        if &got != want {
            wrong.push(format!(
                "{}:\n  got  {}\n  want {}",
                case["filter"],
                got.iter()
                    .map(Value::to_string)
                    .collect::<Vec<_>>()
                    .join("\n       "),
                want.iter()
                    .map(Value::to_string)
                    .collect::<Vec<_>>()
                    .join("\n       ")
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn records_follow_an_edit_and_name_their_deal() {
    let table = data("records.json");
    let mut t = temp_store();
    import_data(&mut t.store, &table["history"]);
    // The second capot of m-1 was in fact a made contract: two capots left, 866 in all.
    t.store
        .edit_round(
            "m-1",
            2,
            &json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } }),
        )
        .unwrap();
    // …so the match is not over any more: its total is no record, its capots and deals still are.
    let records = t.store.records(&MatchFilter::default()).unwrap();
    let classic: Vec<_> = records
        .records
        .iter()
        .filter(|r| r.variant.as_str() == "classic")
        .collect();
    let capots = classic
        .iter()
        .find(|r| r.label == "most capots in a match")
        .unwrap();
    assert_eq!((capots.value, capots.match_id.as_str()), (2, "m-1"));
    let total = classic
        .iter()
        .find(|r| r.label == "highest match total")
        .unwrap();
    assert_eq!((total.value, total.match_id.as_str()), (476, "m-6"));
    let bela = records
        .records
        .iter()
        .find(|r| r.variant.as_str() == "bela")
        .unwrap();
    assert_eq!(bela.label, "highest match total");
    let stiglje = records
        .records
        .iter()
        .find(|r| r.label == "most štiglje in a match")
        .unwrap();
    assert_eq!(stiglje.match_id, "m-3");
}

fn json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap()
}

/// The overview is the three answers asked one by one, whatever the filter.
#[test]
fn the_overview_is_statistics_ratings_and_records() {
    let table = data("records.json");
    let mut t = temp_store();
    import_data(&mut t.store, &table["history"]);
    for case in table["cases"].as_array().unwrap() {
        let filter = filter_of(&case["filter"]);
        let o = t.store.overview(&filter).unwrap();
        assert_eq!(json(&o.records), json(&t.store.records(&filter).unwrap()));
        assert_eq!(json(&o.ratings), json(&t.store.ratings(&filter).unwrap()));
        assert_eq!(
            json(&o.statistics),
            json(&t.store.statistics_of(&filter).unwrap())
        );
    }
}
