//! The one table of commands: every command it names is reached by `dispatch` (the door every
//! transport goes through), bad arguments are bad input at `args`, and an answer sent through
//! the table is byte for byte the JSON of the method's own result.

mod common;

use belote_api::{Api, ErrorKind, NoEvents, COMMANDS};
use serde::Serialize;
use serde_json::{json, Value};

/// `cmd` through the table, as a transport sends it: the answer's JSON text.
fn sent(api: &Api, cmd: &str, args: Value) -> String {
    serde_json::to_string(&common::call(api, cmd, args)).unwrap()
}

/// The method's own result as JSON text, as a typed IPC would have sent it.
fn direct<T: Serialize>(value: T) -> String {
    serde_json::to_string(&value).unwrap()
}

#[test]
fn every_command_of_the_table_is_reached() {
    let (_dir, api) = common::fresh();
    assert_eq!(COMMANDS.len(), 74);
    let mut names = COMMANDS.to_vec();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), COMMANDS.len(), "a command is listed twice");
    for cmd in COMMANDS {
        // Arguments that fit no command: each one answers, or refuses them as bad input at
        // `args`, or fails on its own terms — never "unknown command".
        if let Err(e) = api.dispatch(cmd, json!({"id": 1, "event": 2}), &NoEvents) {
            assert_ne!(e.kind, ErrorKind::UnknownCommand, "{cmd}: {e:?}");
        }
    }
    let e = api
        .dispatch("no_such_command", Value::Null, &NoEvents)
        .unwrap_err();
    assert_eq!(
        (e.kind, e.message.as_str()),
        (ErrorKind::UnknownCommand, "unknown command no_such_command")
    );
}

#[test]
fn bad_arguments_are_bad_input_at_args() {
    let (_dir, api) = common::fresh();
    let e = api
        .dispatch("get_match", json!({"lang": "en"}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Input);
    assert_eq!(e.at.as_deref(), Some("args"));
    assert_eq!(
        e.message,
        "invalid arguments for get_match: missing field `id`"
    );
    let e = api
        .dispatch(
            "event_table_edit",
            json!({"event": "e", "round": 1, "table": 1, "deal": {}}),
            &NoEvents,
        )
        .unwrap_err();
    assert_eq!(
        (e.message.as_str(), e.at.as_deref()),
        (
            "invalid arguments for event_table_edit: missing field `index`",
            Some("args")
        )
    );
    // No arguments at all is an empty object: a command without any answers.
    assert!(api.dispatch("list_events", Value::Null, &NoEvents).is_ok());
    // A review filter may be left out or sent as null.
    for filter in [json!({}), json!({"filter": null}), json!({"filter": {}})] {
        assert!(api.dispatch("history_overview", filter, &NoEvents).is_ok());
    }
}

#[test]
fn an_answer_through_the_table_is_the_methods_json_byte_for_byte() {
    let (_dir, api) = common::fresh();
    assert_eq!(
        sent(&api, "describe_variants", json!({})),
        direct(api.describe_variants(None))
    );
    assert_eq!(
        sent(&api, "game_words", json!({"lang": "hr"})),
        direct(api.game_words(Some("hr")))
    );
    assert_eq!(
        sent(&api, "option_catalog", json!({"variant": "klaverjas"})),
        direct(api.option_catalog("klaverjas").unwrap())
    );
    let teams = json!({"A": {"name": "Nous", "players": ["Ana", "Marc"]}, "B": {"name": "Eux", "players": ["Léa", "Paul"]}});
    let created = common::call(
        &api,
        "create_match",
        json!({"variant": "classic", "teams": teams, "first_dealer": 1, "lang": "fr"}),
    );
    let id = created["record"]["id"].as_str().unwrap().to_string();
    let round = json!({"taker": "A", "contract": "hearts", "points": {"A": 102}});
    common::call(
        &api,
        "append_round",
        json!({"id": id, "round": round, "lang": "fr"}),
    );
    assert_eq!(
        sent(&api, "get_match", json!({"id": id, "lang": "bg"})),
        direct(api.get_match(&id, Some("bg")).unwrap())
    );
    assert_eq!(
        sent(&api, "review_match", json!({"id": id, "lang": "fr"})),
        direct(api.review_match(&id, Some("fr")).unwrap())
    );
    assert_eq!(
        sent(&api, "list_matches", json!({})),
        direct(api.list_matches(None, None, None).unwrap())
    );
    let definition = json!({"name": "Concours", "variant": "classic", "format": {"rounds": 2, "deals": 2},
        "teams": [{"name": "Les Cochons"}, {"name": "Duo 2"}]});
    let screen = common::call(&api, "create_event", json!({ "definition": definition }));
    let event = screen["event"].as_str().unwrap().to_string();
    common::call(&api, "draw_round", json!({ "event": event }));
    assert_eq!(
        sent(&api, "get_event", json!({ "event": event })),
        direct(api.get_event(&event).unwrap())
    );
    assert_eq!(
        sent(
            &api,
            "event_table",
            json!({"event": event, "round": 1, "table": 1, "lang": "nl"})
        ),
        direct(api.event_table(&event, 1, 1, Some("nl")).unwrap())
    );
    // The text the WebAssembly worker sends (written straight from the result) is the same
    // JSON, in ASCII: its letters beyond ASCII escaped (the Arabic sheet, the names).
    for (cmd, args) in [
        ("describe_variants", json!({})),
        ("get_match", json!({"id": id, "lang": "ar"})),
        ("list_matches", json!({})),
        ("history_overview", json!({})),
        ("history_stats", json!({"filter": {"player": "léa"}})),
        ("get_event", json!({ "event": event })),
        ("app_info", json!({})),
    ] {
        let text = api.dispatch_text(cmd, args.clone(), &NoEvents).unwrap();
        assert!(text.is_ascii(), "{cmd}");
        let sent = sent(&api, cmd, args);
        assert_eq!(
            serde_json::from_str::<Value>(&text).unwrap(),
            serde_json::from_str::<Value>(&sent).unwrap(),
            "{cmd}"
        );
        if sent.is_ascii() {
            assert_eq!(text, sent, "{cmd}");
        }
    }
    let e = api
        .dispatch_text("get_match", json!({}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.at.as_deref(), Some("args"));
}
