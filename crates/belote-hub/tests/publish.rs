//! Publishing (HUB.md "Publishing an event", "Withdrawing", "Publishing a season",
//! "Conventions"): resends answered with the same receipt byte for byte, corrections that
//! supersede, 409 instead of a silent overwrite, withdrawal and publishing again, seasons,
//! gzip bodies, ETags, HEAD, caching and CORS headers.

mod common;

use std::io::Write;

use common::*;
use serde_json::{json, Value};

fn path(e: &EventFile) -> String {
    format!("/api/v1/clubs/dedaele/events/{}", e.id)
}

#[test]
fn resends_corrections_conflicts_and_withdrawals() {
    let Some(hub) = hub(&["dedaele", "bedum"]) else {
        return;
    };
    let e = worked_example().remove(0).1;
    let first = hub.publish("dedaele", &e, 0);
    assert_eq!(first.status, 201, "{}", first.text());
    assert_eq!(
        first.header("location"),
        Some(format!("{}?version=1", path(&e)).as_str())
    );
    let r = first.json();
    assert_eq!(
        r.as_object().unwrap().keys().collect::<Vec<_>>(),
        [
            "kind",
            "club",
            "event",
            "version",
            "supersedes",
            "withdrawn",
            "current",
            "sha256",
            "received",
            "family",
            "url",
            "warnings"
        ]
    );
    assert_eq!(
        (r["version"].clone(), r["family"].clone()),
        (json!(1), json!("klaverjas"))
    );
    assert_eq!(r["url"], format!("/c/dedaele/e/{}", e.id));
    // Rule 1: the same file again, whatever supersedes says, is the same receipt.
    for s in [0, 1, 7] {
        let again = hub.publish("dedaele", &e, s);
        assert_eq!(
            (again.status, &again.body),
            (200, &first.body),
            "supersedes={s}"
        );
    }
    // A correction supersedes; another one after it; then the first correction's resend is
    // answered with its own receipt, not made current again.
    let b = e.with(|v| v["definition"]["name"] = json!("Avond 1 (b)"));
    let c = e.with(|v| v["definition"]["name"] = json!("Avond 1 (c)"));
    let vb = hub.publish("dedaele", &b, 1);
    assert_eq!((vb.status, vb.json()["version"].clone()), (201, json!(2)));
    let vc = hub.publish("dedaele", &c, 2);
    assert_eq!((vc.status, vc.json()["version"].clone()), (201, json!(3)));
    let resend = hub.publish("dedaele", &b, 1);
    assert_eq!(resend.status, 200);
    let rr = resend.json();
    assert_eq!(
        (rr["version"].clone(), rr["current"].clone()),
        (json!(2), json!(false))
    );
    assert_eq!(hub.get(&path(&e)).json()["name"], "Avond 1 (c)");
    // Rule 3: two different files both superseding 3: one lands, the other is 409.
    let d1 = e.with(|v| v["definition"]["name"] = json!("D1"));
    let d2 = e.with(|v| v["definition"]["name"] = json!("D2"));
    let (x, y) = std::thread::scope(|s| {
        let a = s.spawn(|| hub.publish("dedaele", &d1, 3));
        let b = s.spawn(|| hub.publish("dedaele", &d2, 3));
        (a.join().unwrap(), b.join().unwrap())
    });
    let mut statuses = [x.status, y.status];
    statuses.sort();
    assert_eq!(statuses, [201, 409], "{} / {}", x.text(), y.text());
    let lost = if x.status == 409 { &x } else { &y };
    assert_eq!(lost.at(), "supersedes");
    assert_eq!(lost.json()["error"]["current"]["version"], 4);
    assert_eq!(
        lost.json()["error"]["current"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>(),
        ["version", "received", "sha256", "withdrawn"]
    );
    // Withdrawal: a version without a file; twice the same; reads 410 but for the admin.
    let w = hub.send("DELETE", &path(&e), &hub.key("dedaele"), b"");
    assert_eq!(w.status, 200);
    let wr = w.json();
    assert_eq!(
        (
            wr["version"].clone(),
            wr["withdrawn"].clone(),
            wr["sha256"].clone()
        ),
        (json!(5), json!(true), Value::Null)
    );
    assert_eq!(wr["family"], "klaverjas");
    let w2 = hub.send("DELETE", &path(&e), &hub.key("dedaele"), b"");
    assert_eq!((w2.status, &w2.body), (200, &w.body));
    assert_eq!(hub.get(&path(&e)).status, 410);
    assert_eq!(hub.get(&format!("{}?version=1", path(&e))).at(), "event");
    assert_eq!(hub.get(&format!("/c/dedaele/e/{}", e.id)).status, 410);
    let admin = hub.get_with(
        &format!("{}?version=1", path(&e)),
        &[("Authorization", &format!("Bearer {}", hub.admin))],
    );
    assert_eq!(admin.status, 200, "{}", admin.text());
    let own = hub.get_with(
        &format!("{}/file?version=1", path(&e)),
        &[("Authorization", &format!("Bearer {}", hub.key("dedaele")))],
    );
    assert_eq!((own.status, &own.body), (200, &e.bytes));
    assert!(hub.get("/api/v1/clubs/dedaele").json()["events"]
        .as_array()
        .unwrap()
        .is_empty());
    // Publishing again is a correction of the withdrawal.
    assert_eq!(hub.publish("dedaele", &e, 4).status, 409);
    let back = hub.publish("dedaele", &e, 5);
    assert_eq!(
        (back.status, back.json()["version"].clone()),
        (201, json!(6)),
        "{}",
        back.text()
    );
    let versions = hub.get(&path(&e)).json()["versions"].clone();
    assert_eq!(versions.as_array().unwrap().len(), 6);
    hub.settle();
}

#[test]
fn gzip_bodies_headers_and_caching() {
    let Some(hub) = hub(&["dedaele"]) else { return };
    let e = worked_example().remove(0).1;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(&e.bytes).unwrap();
    let body = gz.finish().unwrap();
    let auth = format!("Bearer {}", hub.key("dedaele"));
    let a = request(
        "PUT",
        &format!("{}{}", hub.url, path(&e)),
        &[("Authorization", &auth), ("Content-Encoding", "gzip")],
        &body,
    );
    assert_eq!(a.status, 201, "{}", a.text());
    assert_eq!(
        a.json()["sha256"],
        belote_hub::keys::sha256_hex(&e.bytes),
        "the hash is of the body once gzip is undone"
    );
    assert!(
        a.header("access-control-allow-origin").is_none(),
        "writes carry no CORS headers"
    );
    let read = hub.get(&path(&e));
    let tag = read.header("etag").unwrap().to_string();
    assert!(tag.starts_with('"') && tag.ends_with('"'));
    assert_eq!(read.header("cache-control"), Some("public, max-age=60"));
    assert_eq!(read.header("access-control-allow-origin"), Some("*"));
    let same = hub.get_with(&path(&e), &[("If-None-Match", &tag)]);
    assert_eq!((same.status, same.body.len()), (304, 0));
    let head = request("HEAD", &format!("{}{}", hub.url, path(&e)), &[], b"");
    assert_eq!((head.status, head.body.len()), (200, 0));
    assert_eq!(head.header("etag"), Some(tag.as_str()));
    let keyed = hub.get_with("/api/v1/key", &[("Authorization", &auth)]);
    assert_eq!(keyed.header("cache-control"), Some("private, no-store"));
    // Every GET JSON answer carries CORS, a keyed one and a refusal too.
    assert_eq!(keyed.header("access-control-allow-origin"), Some("*"));
    let missing = hub.get("/api/v1/clubs/dedaele/events/no-such-event");
    assert_eq!(missing.status, 404);
    assert_eq!(missing.header("access-control-allow-origin"), Some("*"));
    let k = keyed.json();
    assert_eq!(
        (k["club"].clone(), k["admin"].clone()),
        (json!("dedaele"), json!(false))
    );
    // Equal bodies, equal tags: the event read twice; a change changes it.
    assert_eq!(hub.get(&path(&e)).header("etag"), Some(tag.as_str()));
    let ev = read.json();
    assert_eq!(ev["standings"][0]["people"][0]["name"], "Anna de Vries");
    assert_eq!(ev["entrants"], "players");
    assert_eq!(
        (ev["round"].clone(), ev["rounds"].clone()),
        (json!(3), json!(3))
    );
    let rounds = hub.get(&format!("{}/rounds", path(&e))).json();
    assert_eq!(rounds["rounds"][0]["tables"][0]["winner"], "A");
    let table = hub.get(&format!("{}/rounds/2/tables/1", path(&e))).json();
    assert_eq!(
        table.as_object().unwrap().keys().collect::<Vec<_>>(),
        [
            "club", "event", "version", "round", "table", "A", "B", "names", "deals", "complete",
            "totals", "sheet", "facts"
        ]
    );
    assert_eq!(table["facts"], json!([won_by("B")]));
    // Lists: offset beyond the total is an empty list.
    let clubs = hub.get("/api/v1/clubs?offset=50").json();
    assert_eq!(
        (clubs["total"].clone(), clubs["clubs"].clone()),
        (json!(1), json!([]))
    );
}

#[test]
fn a_season_shows_events_not_yet_published() {
    let Some(hub) = hub(&["dedaele"]) else { return };
    let events = worked_example();
    let (e1, e5) = (&events[0].1, &events[4].1);
    assert_eq!(hub.publish("dedaele", e1, 0).status, 201);
    let season = json!({
        "format": "belote-season", "version": 1, "season": "s-2026-10-01-abcd",
        "created": "2026-10-01T10:00:00Z",
        "definition": { "name": "Winter", "events": [e1.id, e5.id] }
    });
    let body = serde_json::to_vec_pretty(&season).unwrap();
    let a = hub.send(
        "PUT",
        "/api/v1/clubs/dedaele/seasons/s-2026-10-01-abcd",
        &hub.key("dedaele"),
        &body,
    );
    assert_eq!(a.status, 201, "{}", a.text());
    let r = a.json();
    assert_eq!(
        (r["kind"].clone(), r["season"].clone(), r["family"].clone()),
        (json!("season"), json!("s-2026-10-01-abcd"), Value::Null)
    );
    let s = hub
        .get("/api/v1/clubs/dedaele/seasons/s-2026-10-01-abcd")
        .json();
    assert_eq!(
        (s["club"].clone(), s["version"].clone()),
        (json!("dedaele"), json!(1))
    );
    assert_eq!(s["events"][0]["published"], true);
    assert_eq!(s["events"][1]["published"], false);
    assert_eq!(s["events"][1]["name"], Value::Null);
    assert_eq!(s["standings"][0]["name"], "Anna de Vries");
    // Publishing the missing evening makes it count.
    assert_eq!(hub.publish("dedaele", e5, 0).status, 201);
    let s = hub
        .get("/api/v1/clubs/dedaele/seasons/s-2026-10-01-abcd")
        .json();
    assert_eq!(s["events"][1]["published"], true);
    assert_eq!(s["events"][1]["final"], true);
    let club = hub.get("/api/v1/clubs/dedaele").json();
    assert_eq!(club["seasons"][0]["name"], "Winter");
    assert_eq!(
        club["events"][0]["event"],
        e5.id.as_str(),
        "events newest first"
    );
}
