//! Head to head: the cases of tests/data/h2h.json, read by one loop.

mod review;

use belote_store::{Family, MatchFilter};
use review::*;
use serde_json::{json, Value};

#[test]
fn head_to_head_cases() {
    let table = data("h2h.json");
    let mut t = temp_store();
    import_data(&mut t.store, &table["history"]);
    let mut wrong = Vec::new();
    for case in table["cases"].as_array().unwrap() {
        let (first, second) = (
            case["first"].as_str().unwrap(),
            case["second"].as_str().unwrap(),
        );
        let label = format!("{first:?} / {second:?}");
        let filter = MatchFilter {
            family: case["family"].as_str().map(|f| Family::parse(f).unwrap()),
            ..MatchFilter::default()
        };
        let got = t.store.head_to_head(first, second, &filter);
        if let Some(at) = case["error_at"].as_str() {
            match got.map_err(|e| e.input_error()) {
                Err(Some(e))
                    if e.at == at && e.message.contains(case["message"].as_str().unwrap()) => {}
                other => wrong.push(format!("{label}: expected an error at {at}, got {other:?}")),
            }
            continue;
        }
        let h = match got {
            Ok(h) => h,
            Err(e) => {
                wrong.push(format!("{label}: {e}"));
                continue;
            }
        };
        let v = serde_json::to_value(&h).unwrap();
        for key in ["games", "won", "drawn", "points"] {
            if !case[key].is_null() && case[key] != v[key] {
                wrong.push(format!("{label}: {key} {}, expected {}", v[key], case[key]));
            }
        }
        let ids: Vec<Value> = h.results.iter().map(|r| json!(r.id)).collect();
        if Value::Array(ids.clone()) != case["results"] {
            wrong.push(format!("{label}: results {ids:?}"));
        }
        if !case["partners"].is_null() {
            let p = json!([h.partners.games, h.partners.won, h.partners.lost]);
            if p != case["partners"] {
                wrong.push(format!("{label}: partners {p}"));
            }
        }
        // every result is seen from the first contender
        for r in &h.results {
            let won_first = r.points[0] > r.points[1];
            let said = r.outcome == belote_store::H2hOutcome::First;
            if won_first != said {
                wrong.push(format!(
                    "{label}: {} says {:?} at {:?}",
                    r.id, r.outcome, r.points
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn head_to_head_follows_an_edit() {
    let mut t = temp_store();
    import_data(
        &mut t.store,
        &json!([
            { "id": "m-1", "created": "2026-01-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "A" },
        ]),
    );
    let before = t
        .store
        .head_to_head("nous", "eux", &MatchFilter::default())
        .unwrap();
    assert_eq!(before.won, [1, 0]);
    t.store.edit_round("m-1", 2, &b_capot()).unwrap();
    let after = t
        .store
        .head_to_head("nous", "eux", &MatchFilter::default())
        .unwrap();
    assert_eq!(after.won, [0, 1]);
    assert_eq!(after.points, [200, 376]);
}
