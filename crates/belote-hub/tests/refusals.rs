//! Every refusal of HUB.md's table, read from `tests/data/refusals.json` by one loop: each
//! request's status and `at`, and that nothing it asked for was stored.

mod common;

use std::io::Write;

use common::*;
use serde_json::Value;

fn set_path(v: &mut Value, path: &str, to: Value) {
    let mut cur = v;
    for part in path.split('.') {
        let (key, index) = match part.split_once('[') {
            Some((k, rest)) => (k, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (part, None),
        };
        if cur.get(key).is_none() {
            cur[key] = Value::Null;
        }
        cur = &mut cur[key];
        if let Some(i) = index {
            cur = &mut cur[i];
        }
    }
    *cur = to;
}

fn body_of(case: &Value, file: &EventFile) -> Vec<u8> {
    let Some(b) = case.get("body") else {
        return Vec::new();
    };
    if let Some(t) = b.get("text").and_then(Value::as_str) {
        return t.as_bytes().to_vec();
    }
    if let Some(mib) = b.get("gzip_zeros").and_then(Value::as_u64) {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        let zeros = vec![b' '; 1 << 20];
        for _ in 0..mib {
            e.write_all(&zeros).unwrap();
        }
        return e.finish().unwrap();
    }
    let mut v = file.value();
    if b.get("drop_last_round").is_some() {
        v["rounds"].as_array_mut().unwrap().pop();
    }
    for (path, to) in b
        .get("set")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        set_path(&mut v, path, to.clone());
    }
    serde_json::to_vec_pretty(&v).unwrap()
}

#[test]
fn every_refusal_has_its_status_and_at() {
    let Some(hub) = hub(&["dedaele", "bedum"]) else {
        return;
    };
    let data: Value = serde_json::from_str(include_str!("data/refusals.json")).unwrap();
    let e = worked_example().remove(0).1;
    assert_eq!(hub.publish("dedaele", &e, 0).status, 201);
    let long = "x".repeat(2100);
    let mut failures = Vec::new();
    for case in data["cases"].as_array().unwrap() {
        let name = case["name"].as_str().unwrap();
        let path = case["path"]
            .as_str()
            .unwrap()
            .replace("{E}", &e.id)
            .replace("{LONG}", &long);
        let key = match case["key"].as_str().unwrap() {
            "none" => None,
            "club" => Some(format!("Bearer {}", hub.key("dedaele"))),
            "other" => Some(format!("Bearer {}", hub.key("bedum"))),
            "admin" => Some(format!("Bearer {}", hub.admin)),
            "unknown" => Some(format!("Bearer bhk_{}", "0".repeat(64))),
            _ => Some("Basic dXNlcjpwYXNz".to_string()),
        };
        let mut headers: Vec<(&str, &str)> = Vec::new();
        if let Some(k) = &key {
            headers.push(("Authorization", k));
        }
        if let Some(enc) = case.get("encoding").and_then(Value::as_str) {
            headers.push(("Content-Encoding", enc));
        }
        let body = body_of(case, &e);
        let a = request(
            case["method"].as_str().unwrap(),
            &format!("{}{path}", hub.url),
            &headers,
            &body,
        );
        let want = (
            case["status"].as_u64().unwrap() as u16,
            case["at"].as_str().unwrap().to_string(),
        );
        let got_at = serde_json::from_slice::<Value>(&a.body)
            .ok()
            .and_then(|v| v["error"]["at"].as_str().map(str::to_string));
        if (a.status, got_at.clone()) != (want.0, Some(want.1.clone())) {
            failures.push(format!(
                "{name}: expected {} at {:?}, got {} {}",
                want.0,
                want.1,
                a.status,
                a.text()
            ));
        }
        if a.status == 401 && a.header("www-authenticate") != Some("Bearer") {
            failures.push(format!("{name}: 401 without WWW-Authenticate: Bearer"));
        }
        if let Some(allow) = case.get("allow").and_then(Value::as_str) {
            if a.header("allow") != Some(allow) {
                failures.push(format!(
                    "{name}: Allow {:?}, expected {allow}",
                    a.header("allow")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Nothing refused was stored: the event is still at version 1, its file unchanged.
    let ev = hub
        .get(&format!("/api/v1/clubs/dedaele/events/{}", e.id))
        .json();
    assert_eq!(ev["version"], 1);
    let file = hub.get_with(
        &format!("/api/v1/clubs/dedaele/events/{}/file", e.id),
        &[("Authorization", &format!("Bearer {}", hub.key("dedaele")))],
    );
    assert_eq!(file.body, e.bytes);
}

#[test]
fn failed_authentications_from_an_address_are_held_back() {
    let Some(hub) = hub(&["dedaele"]) else { return };
    let bad = format!("Bearer bhk_{}", "1".repeat(64));
    for _ in 0..20 {
        assert_eq!(
            hub.get_with("/api/v1/key", &[("Authorization", &bad)])
                .status,
            401
        );
    }
    let held = hub.get_with(
        "/api/v1/key",
        &[("Authorization", &format!("Bearer {}", hub.key("dedaele")))],
    );
    assert_eq!((held.status, held.at()), (429, "authorization".to_string()));
    assert!(held.header("retry-after").is_some());
    // Requests without a key are not held back.
    assert_eq!(hub.get("/api/v1").status, 200);
}

#[test]
fn reads_past_the_limit_are_429() {
    let Some(hub) = hub_with(&["dedaele"], 5) else {
        return;
    };
    for _ in 0..5 {
        assert_eq!(hub.get("/api/v1/clubs").status, 200);
    }
    let a = hub.get("/api/v1/clubs");
    assert_eq!((a.status, a.at()), (429, String::new()));
    assert!(a.header("retry-after").is_some());
}
