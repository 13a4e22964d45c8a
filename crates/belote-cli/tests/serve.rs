//! `belote serve` driven as phones drive it: the real binary on a free loopback port, plain
//! HTTP. Writes and their resends, two phones racing for one deal number, every refusal of
//! the contract with its status and `at`, the stream of versions, a clean stop on SIGTERM, and
//! a server killed in the middle of writes that keeps exactly what it acknowledged.

mod phones;

use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

use belote_store::Store;
use phones::*;
use serde_json::{json, Value};

#[test]
fn the_ready_line_and_a_clean_stop_on_sigterm() {
    let db = temp_db();
    let server = Server::start(&db.path);
    assert!(server.addr.ip().is_loopback());
    assert_ne!(server.addr.port(), 0);
    assert_eq!(server.get("/api/events/e-none").status, 404);
    assert_eq!(server.terminate(), Some(0));
}

#[test]
fn a_phone_writes_resends_and_reads_its_table() {
    let db = temp_db();
    let (event, codes) = concours(&db.path, 4, 2);
    let server = Server::start(&db.path);
    let code = &codes[0];

    let t = server.get(&format!("/api/tables/{code}"));
    assert_eq!(t.status, 200, "{}", t.text);
    assert_eq!(t.json["deals"], 0);
    assert_eq!(t.json["names"], json!({"A": "Team 1", "B": "Team 2"}));
    // A code in small letters is the same code.
    assert_eq!(
        server
            .get(&format!("/api/tables/{}", code.to_lowercase()))
            .status,
        200
    );

    let a = server.append(code, "op-1", 1, &deal(100));
    assert_eq!(a.status, 200, "{}", a.text);
    assert_eq!(a.json["deals"], 1);
    assert_eq!(a.json["totals"], json!({"A": 100, "B": 62}));
    // Sent again (the phone never saw the answer): nothing changes, 200 with the table.
    let again = server.append(code, "op-1", 1, &deal(100));
    assert_eq!((again.status, &again.json), (200, &a.json));
    // The same op with another body: 409 with the table.
    let reused = server.append(code, "op-1", 1, &deal(90));
    assert_eq!(reused.status, 409);
    assert_eq!(reused.error_at(), "op");
    assert_eq!(reused.json["error"]["table"]["deals"], 1);
    // Another phone got there first: 409 with the table.
    let late = server.append(code, "op-2", 1, &deal(90));
    assert_eq!(late.status, 409);
    assert_eq!(late.error_at(), "number");
    assert_eq!(late.json["error"]["table"], a.json);
    // The engine refuses the deal: 422 at deal…, with the part of the deal at fault (the
    // app's `about`), nothing stored.
    let bad = server.append(code, "op-3", 2, &deal(163));
    assert_eq!(bad.status, 422, "{}", bad.text);
    assert_eq!(bad.error_at(), "deal.points.A");
    assert_eq!(bad.json["error"]["about"], "points");
    assert_eq!(server.get(&format!("/api/tables/{code}")).json["deals"], 1);
    let bad = server.append(
        code,
        "op-3b",
        2,
        &json!({"taker": "A", "contract": "hearts", "points": {"A": 100}, "belote": {"A": 3}}),
    );
    assert_eq!(
        (bad.status, bad.error_at()),
        (422, "deal.belote.A"),
        "{}",
        bad.text
    );
    assert_eq!(bad.json["error"]["about"], "belote");
    // The preview says it the same way.
    let bad = server.post(
        &format!("/api/tables/{code}/preview?lang=en"),
        &json!({"deal": deal(163)}),
    );
    assert_eq!((bad.status, bad.error_at()), (422, "deal.points.A"));
    assert_eq!(bad.json["error"]["about"], "points");

    // The phone page's refresh: the table as the app shows a match, and where it is, in one
    // request.
    let m = server.get(&format!("/api/tables/{code}/match?lang=fr"));
    assert_eq!(m.status, 200, "{}", m.text);
    assert_eq!(
        m.json["event_table"],
        json!({"event": event, "round": 1, "table": 1, "code": code, "current": true, "complete": false})
    );
    assert_eq!(m.json["totals"], a.json["totals"]);
    assert_eq!(
        m.json["rounds"][0]["explanation"][0],
        "points de cartes : Team 1 100, Team 2 62"
    );

    // Replace deal 1, undo, append again.
    let put = server.put(
        &format!("/api/tables/{code}/deals/1"),
        &json!({"op": "op-4", "deal": deal(120)}),
    );
    assert_eq!(put.status, 200, "{}", put.text);
    assert_eq!(put.json["totals"], json!({"A": 120, "B": 42}));
    let missing = server.put(
        &format!("/api/tables/{code}/deals/2"),
        &json!({"op": "op-5", "deal": deal(120)}),
    );
    assert_eq!((missing.status, missing.error_at()), (409, "deal"));
    assert_eq!(missing.json["error"]["table"]["deals"], 1);
    let undo = server.post(&format!("/api/tables/{code}/undo"), &json!({"op": "op-6"}));
    assert_eq!((undo.status, &undo.json["deals"]), (200, &json!(0)));
    let empty = server.post(&format!("/api/tables/{code}/undo"), &json!({"op": "op-7"}));
    assert_eq!((empty.status, empty.error_at()), (409, "deal"));
    assert_eq!(empty.json["error"]["table"]["deals"], 0);

    // A complete table refuses appends, allows replace and undo.
    assert_eq!(server.append(code, "op-8", 1, &deal(100)).status, 200);
    let done = server.append(code, "op-9", 2, &deal(100));
    assert_eq!((done.status, &done.json["complete"]), (200, &json!(true)));
    let over = server.append(code, "op-10", 3, &deal(100));
    assert_eq!((over.status, over.error_at()), (409, "table"));
    assert_eq!(over.json["error"]["table"]["complete"], true);
    let put = server.put(
        &format!("/api/tables/{code}/deals/2"),
        &json!({"op": "op-11", "deal": deal(80)}),
    );
    assert_eq!(put.status, 200, "{}", put.text);

    // The event: no codes anywhere in it.
    let e = server.get(&format!("/api/events/{event}"));
    assert_eq!(e.status, 200);
    for key in [
        "event",
        "name",
        "variant",
        "round",
        "rounds",
        "tables",
        "byes",
        "standings",
    ] {
        assert!(e.json.get(key).is_some(), "{key} in {}", e.text);
    }
    for c in &codes {
        assert!(
            !e.text.contains(c.as_str()),
            "the event shows a code: {}",
            e.text
        );
    }
    assert_eq!(e.json["tables"][0]["deals"], 2);

    // The next round is drawn: the old tables are read-only from phones (409), yet an op
    // already applied is still answered 200 with the table as it is now.
    for (n, op) in [(1, "x-1"), (2, "x-2")] {
        assert_eq!(server.append(&codes[1], op, n, &deal(100)).status, 200);
    }
    Store::open(&db.path).unwrap().draw_round(&event).unwrap();
    let closed = server.post(&format!("/api/tables/{code}/undo"), &json!({"op": "op-12"}));
    assert_eq!((closed.status, closed.error_at()), (409, "table"));
    assert_eq!(closed.json["error"]["table"]["round"], 1);
    let replay = server.append(&codes[1], "x-2", 2, &deal(100));
    assert_eq!((replay.status, &replay.json["deals"]), (200, &json!(2)));
}

#[test]
fn two_phones_racing_for_one_deal_number_store_it_once() {
    let db = temp_db();
    let (_, codes) = concours(&db.path, 2, 12);
    let server = Arc::new(Server::start(&db.path));
    let code = codes[0].clone();
    // Up to deal 11 of 12 (after deal 12 the table is complete: a late phone hears that).
    for n in 1..=11usize {
        let barrier = Arc::new(Barrier::new(2));
        let phones: Vec<_> = ["left", "right"]
            .into_iter()
            .map(|phone| {
                let (server, barrier, code) =
                    (Arc::clone(&server), Arc::clone(&barrier), code.clone());
                thread::spawn(move || {
                    barrier.wait();
                    let points = if phone == "left" { 100 } else { 90 };
                    server.append(&code, &format!("{phone}-{n}"), n, &deal(points))
                })
            })
            .collect();
        let answers: Vec<Answer> = phones.into_iter().map(|p| p.join().unwrap()).collect();
        let won: Vec<&Answer> = answers.iter().filter(|a| a.status == 200).collect();
        let lost: Vec<&Answer> = answers.iter().filter(|a| a.status == 409).collect();
        assert_eq!((won.len(), lost.len()), (1, 1), "{answers:?}");
        // The loser sees the deal the winner stored, and moves on.
        assert_eq!(lost[0].error_at(), "number");
        assert_eq!(lost[0].json["error"]["table"], won[0].json);
        assert_eq!(won[0].json["deals"], n);
    }
}

#[test]
fn every_bad_request_of_the_contract_is_refused_and_stores_nothing() {
    let db = temp_db();
    let (event, codes) = concours(&db.path, 2, 12);
    let server = Server::start(&db.path);
    let code = &codes[0];
    let version = || {
        Store::open(&db.path)
            .unwrap()
            .event_version(&event)
            .unwrap()
    };
    let before = version();
    let deals = format!("/api/tables/{code}/deals");
    let send =
        |method: &str, path: &str, body: &str| request(server.addr, method, path, Some(body));

    // 400: not JSON, not an object, a missing, ill-typed or unknown key.
    let cases: &[(&str, &str)] = &[
        ("{\"op\": \"a\", \"number\": 1, ", "body"),
        ("[1, 2]", "body"),
        ("{\"number\": 1, \"deal\": {}}", "op"),
        ("{\"op\": 7, \"number\": 1, \"deal\": {}}", "op"),
        ("{\"op\": \"\", \"number\": 1, \"deal\": {}}", "op"),
        ("{\"op\": \"a\", \"deal\": {}}", "number"),
        ("{\"op\": \"a\", \"number\": \"1\", \"deal\": {}}", "number"),
        ("{\"op\": \"a\", \"number\": 0, \"deal\": {}}", "number"),
        ("{\"op\": \"a\", \"number\": 1}", "deal"),
        ("{\"op\": \"a\", \"number\": 1, \"deal\": 5}", "deal"),
        (
            "{\"op\": \"a\", \"number\": 1, \"deal\": {}, \"table\": 1}",
            "table",
        ),
    ];
    for (body, at) in cases {
        let a = send("POST", &deals, body);
        assert_eq!((a.status, a.error_at()), (400, *at), "{body}: {}", a.text);
    }
    let long_op = "x".repeat(65);
    let a = send(
        "POST",
        &format!("/api/tables/{code}/undo"),
        &json!({"op": long_op}).to_string(),
    );
    assert_eq!((a.status, a.error_at()), (400, "op"));
    let a = send(
        "POST",
        &format!("/api/tables/{code}/undo"),
        "{\"op\": \"u\", \"why\": 1}",
    );
    assert_eq!((a.status, a.error_at()), (400, "why"));
    let a = send(
        "PUT",
        &format!("/api/tables/{code}/deals/one"),
        "{\"op\": \"r\", \"deal\": {}}",
    );
    assert_eq!((a.status, a.error_at()), (400, "number"));
    // An op of 64 characters is fine (the deal is refused by the engine instead: 422).
    let a = server.append(code, &"y".repeat(64), 1, &json!({"taker": "C"}));
    assert_eq!(a.status, 422, "{}", a.text);
    assert!(a.error_at().starts_with("deal"), "{}", a.text);

    // 404: an unknown code or event, a path outside the API's.
    let a = server.append("ZZZZZZ", "o", 1, &deal(100));
    assert_eq!((a.status, a.error_at()), (404, "code"));
    assert_eq!(server.get("/api/tables/not-a-code").status, 404);
    let a = server.get("/api/events/e-2026-01-01-0000");
    assert_eq!((a.status, a.error_at()), (404, "event"));
    assert_eq!(
        server.get("/api/events/e-2026-01-01-0000/stream").status,
        404
    );
    assert_eq!(server.get("/api/nothing").status, 404);

    // 405: other methods, with the error body.
    for (method, path) in [
        ("DELETE", format!("/api/tables/{code}")),
        ("GET", deals.clone()),
        ("PATCH", format!("/api/tables/{code}/deals/1")),
        ("GET", format!("/api/tables/{code}/undo")),
        ("POST", format!("/api/events/{event}")),
    ] {
        let a = request(server.addr, method, &path, None);
        assert_eq!(a.status, 405, "{method} {path}");
        assert!(a.json["error"]["message"].is_string(), "{}", a.text);
    }

    // 413: a body over 64 KiB, whether its length is announced or not.
    let big = json!({"op": "big", "number": 1, "deal": {"taker": "A", "pad": "p".repeat(70_000)}})
        .to_string();
    let a = send("POST", &deals, &big);
    assert_eq!(a.status, 413, "{}", a.text);
    assert!(a.json["error"]["message"].is_string());
    let mut chunked = format!(
        "POST {deals} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .into_bytes();
    for piece in big.as_bytes().chunks(8192) {
        chunked.extend_from_slice(format!("{:x}\r\n", piece.len()).as_bytes());
        chunked.extend_from_slice(piece);
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    assert_eq!(raw(server.addr, &chunked).status, 413);

    // Nothing was stored by any of them.
    assert_eq!(version(), before);
    assert_eq!(server.get(&format!("/api/tables/{code}")).json["deals"], 0);
    // Every error is JSON.
    let a = server.get("/api/tables/ZZZZZZ");
    assert_eq!(a.header("content-type"), Some("application/json"));
}

#[test]
fn sixty_unknown_codes_in_a_minute_slow_that_address_down() {
    let db = temp_db();
    let (_, codes) = concours(&db.path, 2, 12);
    let server = Server::start(&db.path);
    // Every guess is 404 until the 60th; then the address gets 429 for any table request,
    // its own table's too, while the event's page still answers.
    for i in 0..60 {
        let a = server.get(&format!("/api/tables/Z{i:05}"));
        assert_eq!(a.status, 404, "guess {i}: {}", a.text);
    }
    let a = server.get(&format!("/api/tables/{}", codes[0]));
    assert_eq!((a.status, a.error_at()), (429, "code"), "{}", a.text);
    let a = server.append(&codes[0], "o", 1, &deal(100));
    assert_eq!(a.status, 429);
    assert!(a.json["error"]["message"]
        .as_str()
        .unwrap()
        .contains("try again"));
}

#[test]
fn the_stream_sends_the_version_at_once_then_within_a_second_of_each_change() {
    let db = temp_db();
    let (event, codes) = concours(&db.path, 4, 12);
    let server = Server::start(&db.path);
    let versions = stream(server.addr, &event);
    let first = versions
        .recv_timeout(Duration::from_secs(5))
        .expect("the version at once");
    assert!(first >= 1);
    // A phone's write.
    let t0 = Instant::now();
    assert_eq!(server.append(&codes[0], "s-1", 1, &deal(100)).status, 200);
    let next = versions
        .recv_timeout(Duration::from_secs(1))
        .expect("within a second");
    assert!(next > first, "{next} > {first}");
    assert!(t0.elapsed() < Duration::from_secs(1));
    // A change made by another program (the organiser's belote event deals).
    let t0 = Instant::now();
    Store::open(&db.path)
        .unwrap()
        .set_table_deals(&event, 1, 2, vec![deal(80)])
        .unwrap();
    let later = versions.recv_timeout(Duration::from_secs(2)).expect("seen");
    assert!(later > next);
    assert!(
        t0.elapsed() < Duration::from_millis(1500),
        "{:?}",
        t0.elapsed()
    );
    // A burst of writes: the messages only go up, and the last one carries the latest.
    for n in 2..=6 {
        assert_eq!(
            server
                .append(&codes[0], &format!("s-{n}"), n, &deal(100))
                .status,
            200
        );
    }
    let latest = Store::open(&db.path)
        .unwrap()
        .event_version(&event)
        .unwrap();
    let mut seen = later;
    while seen < latest {
        let v = versions
            .recv_timeout(Duration::from_secs(1))
            .expect("up to the latest");
        assert!(v > seen);
        seen = v;
    }
}

/// What one phone of the kill test sent: its deals acknowledged, and the one in flight.
struct Sent {
    code: String,
    acked: usize,
    in_flight: Option<(String, usize, Value)>,
}

#[test]
fn a_killed_server_keeps_exactly_the_acknowledged_deals() {
    let db = temp_db();
    let (_, codes) = concours(&db.path, 16, 40);
    let server = Server::start(&db.path);
    let addr = server.addr;
    let phones: Vec<_> = codes
        .iter()
        .cloned()
        .map(|code| {
            thread::spawn(move || {
                let mut sent = Sent {
                    code: code.clone(),
                    acked: 0,
                    in_flight: None,
                };
                for n in 1..=40usize {
                    let op = format!("{code}-{n}");
                    let d = deal(60 + n as i64);
                    sent.in_flight = Some((op.clone(), n, d.clone()));
                    let body = json!({"op": op, "number": n, "deal": d}).to_string();
                    // A connection refused or cut: the server is gone.
                    let answer = std::panic::catch_unwind(|| {
                        request(
                            addr,
                            "POST",
                            &format!("/api/tables/{code}/deals"),
                            Some(&body),
                        )
                    });
                    match answer {
                        Ok(a) if a.status == 200 => {
                            assert_eq!(a.json["deals"], n);
                            sent.acked = n;
                            sent.in_flight = None;
                        }
                        _ => break,
                    }
                }
                sent
            })
        })
        .collect();
    thread::sleep(Duration::from_millis(700));
    let mut server = server;
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    let sent: Vec<Sent> = phones.into_iter().map(|p| p.join().unwrap()).collect();
    assert!(
        sent.iter().any(|s| s.acked > 0),
        "some deals were acknowledged"
    );

    let server = Server::start(&db.path);
    for s in &sent {
        let t = server.get(&format!("/api/tables/{}", s.code));
        let stored = t.json["deals"].as_u64().unwrap() as usize;
        // Every acknowledged deal is there; the one in flight may be, nothing else.
        assert!(
            stored == s.acked || (stored == s.acked + 1 && s.in_flight.is_some()),
            "{}: stored {stored}, acknowledged {}",
            s.code,
            s.acked
        );
        // The phone resends what it was unsure of, with the same op: stored once.
        if let Some((op, n, d)) = &s.in_flight {
            let a = server.append(&s.code, op, *n, d);
            assert_eq!(a.status, 200, "{}", a.text);
            assert_eq!(a.json["deals"], *n);
            let again = server.append(&s.code, op, *n, d);
            assert_eq!(again.json["deals"], *n);
        }
    }
    let store = Store::open(&db.path).unwrap();
    assert_eq!(store.integrity_check().unwrap(), Ok(()));
}

/// A season's projector page and its standings: the standings are those of `belote season
/// standings --json`, and the deal a phone enters to finish an evening shows in them at the
/// next read.
#[test]
fn a_season_on_the_projector() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let event = store
        .create_event(&json!({ "name": "Soirée", "variant": "classic",
            "format": { "rounds": 1, "deals": 1 }, "draw": { "first": "order" },
            "teams": [ { "name": "Les Cochons", "players": ["Jean", "Paul"] }, { "name": "Duo" } ] }))
        .unwrap();
    let code = store.draw_round(&event).unwrap().tables[0].code.clone();
    let season = store
        .create_season(&json!({ "name": "Saison", "events": [event], "side": ["capots"] }))
        .unwrap();
    let server = Server::start(&db.path);
    let page = server.get(&format!("/s/{season}"));
    assert_eq!(page.status, 200);
    assert!(page.text.contains("projector"), "{}", page.text);
    let s = server.get(&format!("/api/seasons/{season}"));
    assert_eq!(s.status, 200, "{}", s.text);
    assert_eq!(s.json["name"], json!("Saison"));
    assert_eq!(s.json["events"][0]["final"], json!(false));
    assert_eq!(s.json["standings"], json!([]));
    assert_eq!(s.json["sides"], json!({ "capots": [] }));
    assert_eq!(server.get("/api/seasons/s-none").status, 404);
    let body = json!({ "op": "one", "number": 1, "deal": deal(100) });
    assert_eq!(
        server
            .post(&format!("/api/tables/{code}/deals"), &body)
            .status,
        200
    );
    let s = server.get(&format!("/api/seasons/{season}"));
    assert_eq!(s.json["events"][0]["final"], json!(true));
    let names: Vec<&Value> = s.json["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| &l["name"])
        .collect();
    assert_eq!(names, [&json!("Jean"), &json!("Paul")]);
    assert_eq!(
        s.json,
        serde_json::to_value(store.season_standings(&season).unwrap()).unwrap()
    );
    assert_eq!(server.terminate(), Some(0));
}

/// The phone page names the game's things from the server: `GET /api/words?lang=L`, the same
/// words as `belote describe --words --lang L` (English for a language the product lacks).
#[test]
fn the_phones_get_the_games_words_in_their_language() {
    let db = temp_db();
    let server = Server::start(&db.path);
    let words = |lang: &str| {
        let a = server.get(&format!("/api/words?lang={lang}"));
        assert_eq!(a.status, 200, "{}", a.text);
        a.json
    };
    assert_eq!(words("nl-BE")["verdict.inside@bela"], "gevallen (pad)");
    assert_eq!(words("fr")["contract.hearts"], "Cœur");
    assert_eq!(words("de")["contract.hearts"], "Hearts");
    assert_eq!(server.terminate(), Some(0));
}
