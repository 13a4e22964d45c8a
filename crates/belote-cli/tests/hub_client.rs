//! `belote hub publish|withdraw|member|outbox` through the real `belote` binary, without a hub:
//! every bad input with its exit code and `at` (nothing on stdout, nothing stored), the key
//! taken from `BELOTE_HUB_KEY`, and a publication to a hub that does not answer queued and
//! listed. Against a real hub: `hub_e2e.rs`.

mod common;

use common::*;
use serde_json::{json, Value};

const KEY: &str = "bhk_00000000000000000000000000000000000000000000000000000000000000aa";

fn ok(r: &Run) -> Value {
    assert_eq!(r.code, 0, "stderr: {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("stdout is JSON")
}

/// An evening of four players, one table drawn; played (one deal) when `play`. Its id.
fn evening(d: &str, play: bool) -> String {
    let def = json!({ "name": "Avond", "date": "2026-10-01", "variant": "classic",
        "options": { "announces": false }, "format": { "rounds": 2, "deals": 1 },
        "entrants": "players", "players": ["Léa", "Jan", "Piet", "Kees"],
        "draw": { "first": "order", "then": "order" } });
    let id = ok(&belote(
        &["event", "create", "-", "--db", d],
        &def.to_string(),
    ))["event"]
        .as_str()
        .unwrap()
        .to_string();
    let rounds = if play { 2 } else { 1 };
    for round in 1..=rounds {
        ok(&belote(&["event", "draw", &id, "--db", d], ""));
        if play {
            let deal =
                json!({"rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 100}}]});
            ok(&belote(
                &[
                    "event",
                    "deals",
                    &id,
                    &round.to_string(),
                    "1",
                    "-",
                    "--db",
                    d,
                ],
                &deal.to_string(),
            ));
        }
    }
    id
}

/// A port nothing listens on.
fn dead_url() -> String {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    format!("http://127.0.0.1:{}/", l.local_addr().unwrap().port())
}

fn hub(args: &[&str]) -> Run {
    let mut all = vec!["hub"];
    all.extend_from_slice(args);
    belote_env(&all, "", &[("BELOTE_HUB_KEY", "")])
}

#[test]
fn bad_input_is_refused_at_its_argument_and_nothing_is_stored() {
    let db = temp_db();
    let d = db.arg();
    let done = evening(d, true);
    let open = evening(d, false);
    let to = dead_url();
    let admin = KEY.replace("bhk_", "bha_");
    let long_id = "F".repeat(33);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["publish", "--db", d], "args"),
        (vec!["publish", &done, "--db", d, "--key", KEY], "args"),
        (
            vec![
                "publish", &done, "extra", "--to", &to, "--key", KEY, "--db", d,
            ],
            "args",
        ),
        (
            vec![
                "publish",
                &done,
                "--to",
                &to,
                "--key",
                KEY,
                "--db",
                d,
                "--frobnicate",
            ],
            "args",
        ),
        (
            vec![
                "publish", &done, "--to", &to, "--key", KEY, "--db", d, "--wait", "soon",
            ],
            "args",
        ),
        (
            vec![
                "publish", &done, "--to", &to, "--key", KEY, "--db", d, "--wait", "-1",
            ],
            "args",
        ),
        (
            vec![
                "publish", &done, "--to", &to, "--key", KEY, "--db", d, "--remove",
            ],
            "args",
        ),
        (
            vec![
                "publish",
                &done,
                "--to",
                "hub.example.org",
                "--key",
                KEY,
                "--db",
                d,
            ],
            "--to",
        ),
        (
            vec![
                "publish",
                &done,
                "--to",
                "ftp://hub.example.org/",
                "--key",
                KEY,
                "--db",
                d,
            ],
            "--to",
        ),
        (
            vec![
                "publish",
                &done,
                "--to",
                "http://192.0.2.1:8080/",
                "--key",
                KEY,
                "--db",
                d,
            ],
            "--to",
        ),
        (vec!["publish", &done, "--to", &to, "--db", d], "--key"),
        (
            vec!["publish", &done, "--to", &to, "--key", "secret", "--db", d],
            "--key",
        ),
        (
            vec!["publish", &done, "--to", &to, "--key", &admin, "--db", d],
            "--key",
        ),
        (
            vec![
                "publish",
                "e-2026-01-01-0000",
                "--to",
                &to,
                "--key",
                KEY,
                "--db",
                d,
            ],
            "id",
        ),
        (
            vec!["publish", &open, "--to", &to, "--key", KEY, "--db", d],
            "id",
        ),
        (
            vec!["withdraw", "--to", &to, "--key", KEY, "--db", d],
            "args",
        ),
        (
            vec![
                "withdraw", &done, "--to", &to, "--key", KEY, "--db", d, "--wait", "3",
            ],
            "args",
        ),
        (
            vec![
                "withdraw",
                "s-2026-01-01-0000",
                "--to",
                &to,
                "--key",
                KEY,
                "--db",
                d,
            ],
            "id",
        ),
        (
            vec!["member", "Léa", "--to", &to, "--key", KEY, "--db", d],
            "args",
        ),
        (
            vec![
                "member", "Léa", "F 1001", "--to", &to, "--key", KEY, "--db", d,
            ],
            "MEMBER_ID",
        ),
        (
            vec![
                "member", "Léa", &long_id, "--to", &to, "--key", KEY, "--db", d,
            ],
            "MEMBER_ID",
        ),
        (
            vec![
                "member", " ", "F-1001", "--to", &to, "--key", KEY, "--db", d,
            ],
            "NAME",
        ),
        (
            vec![
                "member", "Player 3", "F-1001", "--to", &to, "--key", KEY, "--db", d,
            ],
            "NAME",
        ),
        (
            vec![
                "member",
                "Léa",
                "F-1001",
                "--to",
                "http://10.1.2.3/",
                "--key",
                KEY,
                "--db",
                d,
            ],
            "--to",
        ),
        (vec!["outbox", "--db", d, "extra"], "args"),
        (vec!["outbox", "--db", d, "--supersede"], "args"),
        (vec!["outbox", "flush", "--db", d, "--json"], "args"),
        (vec!["outbox", "drop", "--db", d], "args"),
        (vec!["outbox", "drop", "x", "--db", d], "ENTRY"),
        (vec!["outbox", "drop", "0", "--db", d], "ENTRY"),
        (vec!["outbox", "drop", "7", "--db", d], "ENTRY"),
    ];
    for (args, at) in cases {
        let r = hub(&args);
        assert_eq!(error_at(&r), at, "belote hub {args:?}: {}", r.stderr);
    }
    // Nothing was queued by any of them.
    assert_eq!(ok(&hub(&["outbox", "--db", d, "--json"])), json!([]));
    let r = hub(&["outbox", "--db", d]);
    assert_eq!(r.stdout, "The outbox is empty.\n");
    // The message of an event still in play names what is in the way.
    let r = hub(&["publish", &open, "--to", &to, "--key", KEY, "--db", d]);
    assert!(
        error_of(&r)["message"]
            .as_str()
            .unwrap()
            .contains("1 of 2 rounds drawn"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_database_that_cannot_be_used_is_refused_at_db() {
    let db = temp_db();
    let d = db.arg();
    ok(&belote(&["event", "list", "--db", d], ""));
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    conn.execute_batch("PRAGMA user_version = 99").unwrap();
    drop(conn);
    let r = hub(&["outbox", "--db", d]);
    assert_eq!(error_at(&r), "--db");
    let r = hub(&[
        "publish",
        "e-1",
        "--to",
        &dead_url(),
        "--key",
        KEY,
        "--db",
        d,
    ]);
    assert_eq!(error_at(&r), "--db");
}

#[test]
fn a_hub_that_does_not_answer_leaves_the_publication_queued() {
    let db = temp_db();
    let d = db.arg();
    let done = evening(d, true);
    let to = dead_url();
    // The key from the environment; --wait 0 only queues.
    let r = belote_env(
        &[
            "hub", "publish", &done, "--to", &to, "--db", d, "--wait", "0",
        ],
        "",
        &[("BELOTE_HUB_KEY", KEY)],
    );
    let out = ok(&r);
    assert_eq!(
        out,
        json!({"hub": to, "queued": [{"kind": "event", "id": done}], "acknowledged": [],
               "pending": [{"kind": "event", "id": done}], "unchanged": []})
    );
    // Sent: no answer; still pending, exit 0.
    let r = hub(&[
        "publish", &done, "--to", &to, "--key", KEY, "--db", d, "--wait", "1",
    ]);
    let out = ok(&r);
    assert_eq!(
        out["queued"],
        json!([]),
        "the same file is on its way already"
    );
    assert_eq!(out["pending"], json!([{"kind": "event", "id": done}]));
    let list = ok(&hub(&["outbox", "--db", d, "--json"]));
    let entries = list.as_array().unwrap();
    assert_eq!(entries.len(), 1);
    let e = &entries[0];
    let keys: Vec<&str> = e.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "entry",
            "kind",
            "id",
            "hub",
            "club",
            "state",
            "queued",
            "attempts",
            "last_attempt",
            "next_attempt",
            "supersedes",
            "version",
            "error",
            "action"
        ]
    );
    assert_eq!(
        (e["state"].clone(), e["attempts"].clone()),
        (json!("queued"), json!(1))
    );
    assert!(e["error"]["message"]
        .as_str()
        .unwrap()
        .contains("no answer from the hub"));
    let text = hub(&["outbox", "--db", d]).stdout;
    assert!(
        text.contains(&done) && text.contains("queued") && text.contains("next attempt"),
        "{text}"
    );
    // Flushed: tried at once, still waiting.
    let flushed = ok(&hub(&["outbox", "flush", "--db", d]));
    assert_eq!(flushed[0]["attempts"], 2);
    // Dropped.
    let entry = e["entry"].as_i64().unwrap().to_string();
    let dropped = ok(&hub(&["outbox", "drop", &entry, "--db", d]));
    assert_eq!(dropped["dropped"], true);
    assert_eq!(ok(&hub(&["outbox", "--db", d, "--json"])), json!([]));
}

#[test]
fn help_names_every_command() {
    let r = hub(&["publish", "--help"]);
    assert_eq!(r.code, 0);
    for c in [
        "publish ID",
        "withdraw ID",
        "member NAME MEMBER_ID",
        "outbox flush",
        "outbox drop ENTRY",
        "BELOTE_HUB_KEY",
    ] {
        assert!(r.stdout.contains(c), "{c}: {}", r.stdout);
    }
}
