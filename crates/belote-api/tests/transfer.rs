//! Between devices, through the command table as the UI calls it: the history as a file to
//! share (read back by another history's import), and a match passed by QR code — drawn by one
//! history, read from the code's image (its grey levels, as a camera frame) by another,
//! checked and imported like any history file; a foreign, damaged or tampered code is refused
//! and nothing is stored.

mod common;

use common::*;

use belote_api::transfer::{base45, CODE_PREFIX};
use belote_api::{Api, ErrorKind, NoEvents};
use serde_json::{json, Value};

/// Standard base64 with padding, as a browser's `btoa` writes it.
fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                A[(n >> (18 - 6 * i) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    out
}

/// A classic match with `rounds` rounds and names that are markup and accents.
fn a_match(api: &Api, rounds: usize) -> String {
    let id = call(
        api,
        "create_match",
        json!({
            "variant": "classic",
            // Long enough for every test's rounds.
            "options": {"target": 100000},
            "teams": {
                "A": {"name": "Léa & <b>Ana</b>", "players": ["Léa", "Ana"]},
                "B": {"name": "Иван \"и\" Marc", "players": ["Иван", "Marc"]}
            },
            "first_dealer": 1,
        }),
    )["record"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    for i in 0..rounds {
        let (taker, points) = if i % 2 == 0 { ("A", 102) } else { ("B", 91) };
        let round = json!({"taker": taker, "contract": "hearts", "points": {"A": points}});
        call(api, "append_round", json!({"id": id, "round": round}));
    }
    id
}

/// The code's image as a camera would give it: grey levels, base64.
fn frame(svg: &str) -> Value {
    let (w, h, grey) = qr_image(svg, 3);
    json!({"width": w, "height": h, "luma": base64(&grey)})
}

#[test]
fn the_history_file_is_what_another_historys_import_reads() {
    let (_dir, api) = fresh();
    let id = a_match(&api, 3);
    let file = call(&api, "history_file", json!({"format": "json"}));
    assert_eq!(file["mime"], "application/json");
    let name = file["name"].as_str().unwrap();
    assert!(
        name.starts_with("belote-history-") && name.ends_with(".json"),
        "{name}"
    );
    let text = file["text"].as_str().unwrap();
    let (_other_dir, other) = fresh();
    let report = call(&other, "import_history", json!({"text": text}));
    assert_eq!(report["imported"], 1);
    let here = call(&api, "get_match", json!({"id": id}));
    let there = call(&other, "get_match", json!({"id": id}));
    assert_eq!(here["record"], there["record"]);
    assert_eq!(here["totals"], there["totals"]);

    let csv = call(&api, "history_file", json!({"format": "csv"}));
    assert_eq!(csv["mime"], "text/csv");
    assert_eq!(csv["text"].as_str().unwrap().lines().count(), 1 + 3);
}

#[test]
fn a_match_passes_to_another_history_by_its_code() {
    let (_dir, api) = fresh();
    let id = a_match(&api, 12);
    let code = call(&api, "match_code", json!({"id": id}));
    let text = code["code"].as_str().unwrap();
    assert!(text.starts_with(CODE_PREFIX), "{text}");
    // Alphanumeric mode only: upper case, digits and nine signs.
    assert!(
        text.bytes()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || b" $%*+-./:".contains(&c)),
        "{text}"
    );
    let modules = code["modules"].as_u64().unwrap();
    assert!(
        modules <= 77,
        "12 rounds fit a code of version 15 or less: {modules}"
    );

    // The other phone reads the code from its image and shows the match before storing it.
    let (_other_dir, other) = fresh();
    let scanned = call(
        &other,
        "scan_match_code",
        frame(code["svg"].as_str().unwrap()),
    );
    assert_eq!(scanned["code"], text);
    assert_eq!(scanned["id"], id.as_str());
    assert_eq!(scanned["variant"], "classic");
    assert_eq!(
        scanned["names"],
        json!({"A": "Léa & <b>Ana</b>", "B": "Иван \"и\" Marc"})
    );
    assert_eq!(scanned["rounds"], 12);
    let here = call(&api, "get_match", json!({"id": id}));
    assert_eq!(scanned["totals"], here["totals"]);
    assert_eq!(scanned["state"], "in_play");
    assert_eq!(scanned["known"], false);
    assert_eq!(
        call(&other, "list_matches", json!({})),
        json!([]),
        "nothing stored yet"
    );

    let imported = call(&other, "import_match_code", json!({"code": text}));
    assert_eq!(imported, json!({"id": id, "imported": true}));
    let there = call(&other, "get_match", json!({"id": id}));
    assert_eq!(here["record"], there["record"]);
    assert_eq!(here["totals"], there["totals"]);

    // Read again: known, and its import leaves the history as it is.
    let again = call(&other, "read_match_code", json!({"code": text}));
    assert_eq!(again["known"], true);
    let imported = call(&other, "import_match_code", json!({"code": text}));
    assert_eq!(imported["imported"], false);
    assert_eq!(
        call(&other, "list_matches", json!({}))
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn a_frame_without_a_code_is_nothing_yet_and_a_bad_frame_is_bad_input() {
    let (_dir, api) = fresh();
    let grey = vec![200u8; 64 * 48];
    let nothing = call(
        &api,
        "scan_match_code",
        json!({"width": 64, "height": 48, "luma": base64(&grey)}),
    );
    assert_eq!(nothing, Value::Null);
    for (args, at) in [
        (
            json!({"width": 64, "height": 47, "luma": base64(&grey)}),
            "luma",
        ),
        (json!({"width": 0, "height": 48, "luma": ""}), "width"),
        (
            json!({"width": 100000, "height": 100000, "luma": ""}),
            "width",
        ),
        (
            json!({"width": 64, "height": 48, "luma": "not base64!"}),
            "luma",
        ),
    ] {
        let e = api
            .dispatch("scan_match_code", args.clone(), &NoEvents)
            .unwrap_err();
        assert_eq!(
            (e.kind, e.at.as_deref()),
            (ErrorKind::Input, Some(at)),
            "{args}"
        );
    }
}

/// A code made by hand from a history file's JSON, as a hostile or broken phone could.
fn code_of(file: &Value) -> String {
    let json = serde_json::to_vec(file).unwrap();
    let deflated = miniz_oxide::deflate::compress_to_vec(&json, 6);
    format!("{CODE_PREFIX}{}", base45::encode(&deflated))
}

#[test]
fn a_foreign_damaged_or_tampered_code_is_refused_and_nothing_is_stored() {
    let (_dir, api) = fresh();
    let id = a_match(&api, 2);
    let good = call(&api, "match_code", json!({"id": id}))["code"]
        .as_str()
        .unwrap()
        .to_string();
    let mut file = call(&api, "history_file", json!({"format": "json"}));
    let mut file: Value = serde_json::from_str(file["text"].take().as_str().unwrap()).unwrap();
    let mut second = file["matches"][0].clone();
    second["id"] = json!("another");
    let two = json!({"format": "belote-history", "version": 1, "matches": [
        file["matches"][0].clone(), second]});
    // 170 card points in a deal of 162.
    file["matches"][0]["match"]["rounds"][1]["points"]["A"] = json!(170);
    let tampered = code_of(&file);
    let (_other_dir, other) = fresh();
    for (code, says) in [
        (
            "WIFI:S:home;T:WPA;P:secret;;".to_string(),
            "not a Belote match",
        ),
        (format!("{}x", &good[..good.len() - 4]), "damaged"),
        (tampered, "does not check"),
        (code_of(&two), "exactly one match"),
        (
            code_of(&json!({"format": "belote-history", "version": 99, "matches": []})),
            "does not check",
        ),
    ] {
        for cmd in ["read_match_code", "import_match_code"] {
            let e = other
                .dispatch(cmd, json!({"code": code}), &NoEvents)
                .unwrap_err();
            assert_eq!(
                (e.kind, e.at.as_deref()),
                (ErrorKind::Input, Some("code")),
                "{cmd} {code}"
            );
            assert!(e.message.contains(says), "{cmd} {code}: {}", e.message);
        }
    }
    assert_eq!(call(&other, "list_matches", json!({})), json!([]));
}

#[test]
fn a_match_too_long_for_one_code_says_to_pass_the_file() {
    let (_dir, api) = fresh();
    // 2,000 rounds of random numbers (they do not deflate to nothing), imported at once.
    let mut seed = 12345u64;
    let rounds: Vec<Value> = (0..2000)
        .map(|i| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let contract = ["hearts", "spades", "clubs", "diamonds"][(seed >> 20) as usize % 4];
            let taker = ["A", "B"][i % 2];
            json!({"taker": taker, "contract": contract, "points": {"A": 82 + (seed >> 33) % 80}})
        })
        .collect();
    let file = json!({"format": "belote-history", "version": 1, "matches": [{
        "id": "long-evening", "created": "2026-01-01T20:00:00Z", "finished": null,
        "teams": {"A": {"name": "A", "players": ["", ""]}, "B": {"name": "B", "players": ["", ""]}},
        "first_dealer": 0,
        "match": {"variant": "classic", "options": {"target": 10000000}, "rounds": rounds}}]});
    let report = call(&api, "import_history", json!({"text": file.to_string()}));
    assert_eq!(report["imported"], 1);
    let e = api
        .dispatch("match_code", json!({"id": "long-evening"}), &NoEvents)
        .unwrap_err();
    assert_eq!((e.kind, e.at.as_deref()), (ErrorKind::Input, Some("id")));
    assert!(e.message.contains("history file"), "{}", e.message);
}
