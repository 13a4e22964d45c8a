//! An event as a file from the app: exported under the data folder, imported into another
//! history (the same event, standings and all), the same file again skipped, and a bad or
//! hostile file refused with nothing stored.

mod common;

use belote_api::{Api, ErrorKind, NoEvents};
use common::*;
use serde_json::{json, Value};

/// Four teams, one deal a table, round 1 drawn and played.
fn played_event(api: &Api) -> String {
    let def = json!({ "name": "Concours <du> comité", "variant": "classic",
        "options": { "announces": false }, "format": { "rounds": 2, "deals": 1 },
        "teams": [{ "name": "Les Cochons" }, { "name": "Duo 2" }, { "name": "Atout Cœur" },
                  { "name": "Dix de Der" }],
        "draw": { "first": "order" } });
    let ev = call(api, "create_event", json!({ "definition": def }));
    let id = ev["event"].as_str().unwrap().to_string();
    call(api, "draw_round", json!({ "event": id }));
    let d = json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } });
    for table in 1..=2 {
        call(
            api,
            "event_table_append",
            json!({ "event": id, "round": 1, "table": table, "deal": d }),
        );
    }
    id
}

#[test]
fn an_event_goes_out_as_a_file_and_comes_back_whole_once() {
    let (dir, from) = fresh();
    let id = played_event(&from);
    let path = call(&from, "export_event", json!({ "event": id }));
    let path = std::path::PathBuf::from(path.as_str().unwrap());
    assert!(path.starts_with(dir.path().join("exports")), "{path:?}");
    let text = std::fs::read_to_string(&path).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(file["event"], json!(id));

    let (_other, to) = fresh();
    let report = call(&to, "import_event", json!({ "text": text }));
    assert_eq!(report, json!({ "event": id, "imported": 1, "skipped": 0 }));
    let (a, b) = (
        call(&from, "get_event", json!({ "event": id })),
        call(&to, "get_event", json!({ "event": id })),
    );
    assert_eq!(a["standings"], b["standings"]);
    assert_eq!(b["name"], "Concours <du> comité");
    // The same file again changes nothing.
    let again = call(&to, "import_event", json!({ "text": text }));
    assert_eq!(again, json!({ "event": id, "imported": 0, "skipped": 1 }));
    assert_eq!(
        call(&to, "list_events", Value::Null)
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn bad_files_and_unknown_events_are_refused_with_nothing_stored() {
    let (dir, api) = fresh();
    let id = played_event(&api);
    let text = std::fs::read_to_string(
        call(&api, "export_event", json!({ "event": id }))
            .as_str()
            .unwrap(),
    )
    .unwrap();
    let (_other, to) = fresh();
    let mut bad: Value = serde_json::from_str(&text).unwrap();
    bad["rounds"][0]["tables"][0]["deals"][0]["points"]["A"] = json!(170);
    let e = to
        .dispatch(
            "import_event",
            json!({ "text": bad.to_string() }),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Input, "{e:?}");
    assert!(
        e.at.as_deref()
            .unwrap_or("")
            .starts_with("rounds[0].tables[0].deals[0]"),
        "{e:?}"
    );
    for junk in ["", "not json", "[]", r#"{"format": "belote-history"}"#] {
        let e = to
            .dispatch("import_event", json!({ "text": junk }), &NoEvents)
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::Input, "{junk}: {e:?}");
    }
    assert!(call(&to, "list_events", Value::Null)
        .as_array()
        .unwrap()
        .is_empty());

    let e = api
        .dispatch("export_event", json!({ "event": "e-none" }), &NoEvents)
        .unwrap_err();
    assert_ne!(e.kind, ErrorKind::Storage, "{e:?}");
    assert!(!dir.path().join("exports").join("e-none.json").exists());
}
