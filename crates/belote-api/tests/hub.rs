//! Publishing to the federation's hub from the app's commands, without a hub: the settings
//! (address and key checked, the key never shown back whole, a hub that does not answer saved
//! all the same), Publish refused for an event still in play and without a hub, and what
//! waits in the outbox shown as *waiting* with the reason. A real hub answers in the end-to-end
//! tests (`crates/belote-cli/tests/hub_e2e.rs`) and the UI test (`tests/ui/hub.test.js`).

mod common;

use belote_api::{Api, ErrorKind, NoEvents};
use serde_json::{json, Value};

const KEY: &str = "bhk_00000000000000000000000000000000000000000000000000000000000000ff";

fn fails(api: &Api, cmd: &str, args: Value) -> (ErrorKind, Option<String>, String) {
    let e = api.dispatch(cmd, args, &NoEvents).unwrap_err();
    (e.kind, e.at, e.message)
}

/// A port nothing listens on.
fn dead_url() -> String {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    format!("http://127.0.0.1:{port}")
}

/// A finished evening of four players (one table, one deal), and one still in play: their ids.
fn evenings(api: &Api) -> (String, String) {
    let def = |name: &str| {
        json!({ "name": name, "date": "2026-10-01", "variant": "classic",
            "options": { "announces": false }, "format": { "rounds": 1, "deals": 1 },
            "entrants": "players", "players": ["Léa", "Jan", "Piet", "Kees"],
            "draw": { "first": "order" } })
    };
    let done = common::call(api, "create_event", json!({"definition": def("Avond 1")}));
    let done = done["event"].as_str().unwrap().to_string();
    common::call(api, "draw_round", json!({"event": done}));
    common::call(
        api,
        "event_table_append",
        json!({"event": done, "round": 1, "table": 1,
               "deal": {"taker": "A", "contract": "hearts", "points": {"A": 100}}}),
    );
    let open = common::call(api, "create_event", json!({"definition": def("Avond 2")}));
    let open = open["event"].as_str().unwrap().to_string();
    common::call(api, "draw_round", json!({"event": open}));
    (done, open)
}

#[test]
fn settings_take_an_address_and_a_key_once() {
    let (_dir, api) = common::fresh();
    let none = common::call(&api, "hub_settings", Value::Null);
    assert_eq!(
        none,
        json!({"available": true, "url": null, "club": null, "key": null, "waiting": 0})
    );
    let cases = [
        (json!({"url": "hub.example.org", "key": KEY}), "url"),
        (json!({"url": "http://192.0.2.1:8080/", "key": KEY}), "url"),
        (json!({"url": "https://hub.example.org/"}), "key"),
        (
            json!({"url": "https://hub.example.org/", "key": "secret"}),
            "key",
        ),
        (
            json!({"url": "https://hub.example.org/", "key": KEY.replace("bhk_", "bha_")}),
            "key",
        ),
    ];
    for (args, at) in cases {
        let (kind, got, _) = fails(&api, "hub_save_settings", args.clone());
        assert_eq!(
            (kind, got.as_deref()),
            (ErrorKind::Input, Some(at)),
            "{args}"
        );
    }
    // A hub that does not answer: saved, the key to be checked at the first publication.
    let url = dead_url();
    let saved = common::call(&api, "hub_save_settings", json!({"url": url, "key": KEY}));
    assert_eq!(saved["checked"], false);
    assert!(
        saved["note"].as_str().unwrap().contains("no answer"),
        "{saved}"
    );
    let shown = common::call(&api, "hub_settings", Value::Null);
    assert_eq!(shown["url"], format!("{url}/"));
    assert_eq!(shown["key"], "bhk_…00ff", "never shown back whole");
    assert!(!shown.to_string().contains(KEY));
    // Saved again without the key: the one given is kept.
    let again = common::call(&api, "hub_save_settings", json!({"url": url}));
    assert_eq!(again["settings"]["key"], "bhk_…00ff");
    let cleared = common::call(&api, "hub_clear_settings", Value::Null);
    assert_eq!(cleared["url"], Value::Null);
}

#[test]
fn publish_waits_for_a_hub_that_does_not_answer() {
    let (_dir, api) = common::fresh();
    let (done, open) = evenings(&api);
    let line = common::call(&api, "hub_state", json!({"kind": "event", "id": done}));
    assert_eq!(
        (line["configured"].clone(), line["state"].clone()),
        (json!(false), json!("none"))
    );
    let (kind, at, _) = fails(&api, "hub_publish", json!({"kind": "event", "id": done}));
    assert_eq!((kind, at.as_deref()), (ErrorKind::Input, Some("hub")));

    common::call(
        &api,
        "hub_save_settings",
        json!({"url": dead_url(), "key": KEY}),
    );
    let (kind, at, message) = fails(&api, "hub_publish", json!({"kind": "event", "id": open}));
    assert_eq!(
        (kind, at.as_deref()),
        (ErrorKind::Input, Some("id")),
        "{message}"
    );
    assert!(message.contains("not complete"), "{message}");
    let (_, at, _) = fails(&api, "hub_publish", json!({"kind": "season", "id": done}));
    assert_eq!(at.as_deref(), Some("kind"));
    let (_, at, _) = fails(
        &api,
        "hub_publish",
        json!({"kind": "event", "id": "e-none"}),
    );
    assert_eq!(at.as_deref(), Some("id"));

    let line = common::call(&api, "hub_publish", json!({"kind": "event", "id": done}));
    assert_eq!(line["state"], "waiting");
    // The background thread tries at once and records why it could not send.
    let mut line = line;
    for _ in 0..100 {
        line = common::call(&api, "hub_state", json!({"kind": "event", "id": done}));
        if line["message"].is_string() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(line["state"], "waiting");
    assert!(
        line["message"]
            .as_str()
            .unwrap()
            .contains("no answer from the hub"),
        "{line}"
    );
    assert!(line["next_attempt"].is_string(), "{line}");
    assert_eq!(common::call(&api, "hub_flush", Value::Null)["waiting"], 1);
}
