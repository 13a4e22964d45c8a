//! The club's side end to end: the real `belote hub publish|withdraw|member|outbox` against a
//! real `belote hub serve` on a throwaway PostgreSQL 15 (HUB.md, the outbox): a publication and
//! its resend, an answer lost on the way back (a proxy drops it after the hub committed), ten
//! corrections made while the hub is stopped landing as one version once it is started again, a
//! conflict between two laptops settled with `--supersede`, a refusal, a withdrawal, member ids,
//! and `belote hub publish` SIGKILLed at random moments — nothing doubled, nothing lost.
//! Skipped only with `BELOTE_HUB_TESTS=skip`.

mod common;
mod hub_support;

use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::time::Duration;

use common::*;
use hub_support::*;
use serde_json::{json, Value};

const PLAYERS: [&str; 4] = ["Anna de Vries", "Bram Bakker", "Cor Smit", "Dirk Visser"];

fn ev(kind: &str, id: &str) -> Value {
    json!({"kind": kind, "id": id})
}

#[test]
fn a_publication_lands_once_and_a_lost_answer_is_sent_again() {
    let Some(hub) = Hub::start() else { return };
    let key = hub.club("dedaele");
    // The club reaches the hub through a proxy that can lose the hub's answers.
    let proxy = Proxy::to(&hub.url);
    let to = proxy.url.as_str();
    let db = temp_db();
    let d = db.arg();
    let e1 = evening(d, "Avond 1", "2026-10-01", PLAYERS, 100);

    let out = ok(&hub_cmd(&["publish", &e1, "--to", to, "--db", d], &key));
    assert_eq!(out["queued"], json!([ev("event", &e1)]));
    assert_eq!(
        out["acknowledged"],
        json!([{"kind": "event", "id": e1, "version": 1, "status": 201}])
    );
    assert_eq!(hub.versions("dedaele", "event", &e1).len(), 1);
    let entry = &outbox(d)[0];
    assert_eq!(
        (entry["state"].clone(), entry["club"].clone()),
        (json!("acknowledged"), json!("dedaele"))
    );
    // The same file again: not sent.
    let out = ok(&hub_cmd(&["publish", &e1, "--to", to, "--db", d], &key));
    assert_eq!(out["unchanged"], json!([ev("event", &e1)]));
    assert_eq!(outbox(d).len(), 1);

    // The answers are lost: the correction lands, nobody hears it.
    correct(d, &e1, 110);
    proxy.lose.store(true, Ordering::SeqCst);
    let out = ok(&hub_cmd(
        &["publish", &e1, "--to", to, "--db", d, "--wait", "1"],
        &key,
    ));
    assert_eq!(out["pending"], json!([ev("event", &e1)]), "{out}");
    let versions = hub.versions("dedaele", "event", &e1);
    assert_eq!(versions.len(), 2, "the hub has it: {versions:?}");
    // Another correction meanwhile: queued behind the one that may have arrived.
    correct(d, &e1, 120);
    let out = ok(&hub_cmd(
        &["publish", &e1, "--to", to, "--db", d, "--wait", "0"],
        &key,
    ));
    assert_eq!(out["queued"], json!([ev("event", &e1)]));
    let waiting: Vec<Value> = outbox(d)
        .into_iter()
        .filter(|e| e["state"] != "acknowledged")
        .collect();
    assert_eq!(waiting.len(), 2);
    assert_eq!(
        (
            waiting[0]["state"].clone(),
            waiting[0]["supersedes"].clone()
        ),
        (json!("pending"), json!(1)),
        "{waiting:?}"
    );
    assert_eq!(waiting[1]["state"], "queued");

    // Answers come through again: the resend is answered with the version it made (200), the
    // second correction supersedes it.
    proxy.lose.store(false, Ordering::SeqCst);
    ok(&hub_cmd(&["outbox", "flush", "--db", d], &key));
    let after = outbox(d);
    let states: Vec<_> = after
        .iter()
        .map(|e| {
            (
                e["state"].clone(),
                e["version"].clone(),
                e["supersedes"].clone(),
            )
        })
        .collect();
    assert_eq!(
        states,
        [
            (json!("acknowledged"), json!(1), json!(0)),
            (json!("acknowledged"), json!(2), json!(1)),
            (json!("acknowledged"), json!(3), json!(2)),
        ],
        "{after:?}"
    );
    let versions = hub.versions("dedaele", "event", &e1);
    assert_eq!(versions.len(), 3, "{versions:?}");
    assert_eq!(versions[2].2, json!(file_sha(d, &e1)));
}

#[test]
fn ten_corrections_while_the_hub_is_stopped_are_one_version_once_it_is_back() {
    let Some(mut hub) = Hub::start() else { return };
    let key = hub.club("bedum");
    let db = temp_db();
    let d = db.arg();
    let e = evening(d, "Avond", "2026-10-03", PLAYERS, 100);
    ok(&hub_cmd(
        &["publish", &e, "--to", &hub.url, "--db", d],
        &key,
    ));

    hub.stop();
    for a in 90..100 {
        correct(d, &e, a);
        let out = ok(&hub_cmd(
            &["publish", &e, "--to", &hub.url, "--db", d, "--wait", "1"],
            &key,
        ));
        assert_eq!(out["pending"], json!([ev("event", &e)]));
    }
    let waiting: Vec<Value> = outbox(d)
        .into_iter()
        .filter(|x| x["state"] != "acknowledged")
        .collect();
    assert_eq!(
        waiting.len(),
        1,
        "never sent: each correction replaced the last: {waiting:?}"
    );
    assert_eq!(waiting[0]["state"], "queued");
    assert!(waiting[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("no answer"));

    hub.start_again();
    let out = ok(&hub_cmd(&["outbox", "flush", "--db", d], &key));
    assert_eq!(out[0]["state"], "acknowledged", "{out}");
    assert_eq!(out[0]["version"], 2);
    let versions = hub.versions("bedum", "event", &e);
    assert_eq!(versions.len(), 2);
    assert_eq!(versions[1].2, json!(file_sha(d, &e)));
}

#[test]
fn a_conflict_between_two_laptops_is_settled_by_the_user() {
    let Some(hub) = Hub::start() else { return };
    let key = hub.club("champcommun");
    let (a, b) = (temp_db(), temp_db());
    let e = evening(a.arg(), "Concours", "2026-10-04", PLAYERS, 100);
    // The same event on the second laptop (its file imported), then corrected there.
    let file = belote(&["event", "export", &e, "--db", a.arg()], "").stdout;
    assert_eq!(
        belote(&["event", "import", "-", "--db", b.arg()], &file).code,
        0
    );
    ok(&hub_cmd(
        &["publish", &e, "--to", &hub.url, "--db", a.arg()],
        &key,
    ));
    correct(b.arg(), &e, 130);

    let r = hub_cmd(&["publish", &e, "--to", &hub.url, "--db", b.arg()], &key);
    let err = error_of(&r);
    assert_eq!(err["at"], "hub");
    assert_eq!(err["hub"]["status"], 409);
    assert_eq!(err["hub"]["error"]["at"], "supersedes");
    assert_eq!(err["hub"]["error"]["current"]["version"], 1);
    assert!(err["message"].as_str().unwrap().contains("--supersede"));
    assert_eq!(outbox(b.arg())[0]["state"], "conflict");
    // Nothing is sent again until the user decides.
    ok(&hub_cmd(&["outbox", "flush", "--db", b.arg()], &key));
    assert_eq!(outbox(b.arg())[0]["state"], "conflict");
    assert_eq!(hub.versions("champcommun", "event", &e).len(), 1);

    let out = ok(&hub_cmd(
        &[
            "publish",
            &e,
            "--to",
            &hub.url,
            "--db",
            b.arg(),
            "--supersede",
        ],
        &key,
    ));
    assert_eq!(out["acknowledged"][0]["version"], 2, "{out}");
    let versions = hub.versions("champcommun", "event", &e);
    assert_eq!((versions[1].0, versions[1].1), (2, 1));
    assert_eq!(versions[1].2, json!(file_sha(b.arg(), &e)));
}

#[test]
fn refusals_withdrawals_seasons_and_member_ids() {
    let Some(hub) = Hub::start() else { return };
    let key = hub.club("dedaele");
    let db = temp_db();
    let d = db.arg();

    // After tomorrow: the hub refuses it, with its reason, and it is never sent again.
    let late = evening(d, "Later", "2099-01-01", PLAYERS, 100);
    let r = hub_cmd(&["publish", &late, "--to", &hub.url, "--db", d], &key);
    let err = error_of(&r);
    assert_eq!(
        (err["at"].clone(), err["hub"]["status"].clone()),
        (json!("hub"), json!(422))
    );
    assert_eq!(err["hub"]["error"]["at"], "definition.date");
    ok(&hub_cmd(&["outbox", "flush", "--db", d], &key));
    assert_eq!(outbox(d)[0]["state"], "refused");
    let entry = outbox(d)[0]["entry"].as_i64().unwrap().to_string();
    assert_eq!(
        ok(&hub_cmd(&["outbox", "drop", &entry, "--db", d], &key))["dropped"],
        true
    );

    // A wrong key is refused at the hub too.
    let e1 = evening(d, "Avond 1", "2026-10-01", PLAYERS, 100);
    let wrong = format!("bhk_{}", "f".repeat(64));
    let other = temp_db();
    let e_other = evening(other.arg(), "Avond", "2026-10-01", PLAYERS, 100);
    let err = error_of(&hub_cmd(
        &["publish", &e_other, "--to", &hub.url, "--db", other.arg()],
        &wrong,
    ));
    assert_eq!(
        (
            err["hub"]["status"].clone(),
            err["hub"]["error"]["at"].clone()
        ),
        (json!(401), json!("authorization"))
    );

    // A season: its final events first, then the season; an evening still open is left out.
    let open = {
        let def = json!({ "name": "Avond 2", "date": "2026-10-08", "variant": "klaverjas",
            "format": { "rounds": 1, "deals": 1 }, "entrants": "players", "players": PLAYERS,
            "draw": { "first": "order" } });
        let v: Value = serde_json::from_str(
            &belote(&["event", "create", "-", "--db", d], &def.to_string()).stdout,
        )
        .unwrap();
        v["event"].as_str().unwrap().to_string()
    };
    let season: Value = serde_json::from_str(
        &belote(
            &["season", "create", "-", "--db", d],
            &json!({"name": "Competitie", "events": [e1, open]}).to_string(),
        )
        .stdout,
    )
    .unwrap();
    let s = season["season"].as_str().unwrap().to_string();
    let out = ok(&hub_cmd(
        &["publish", &s, "--to", &hub.url, "--db", d],
        &key,
    ));
    assert_eq!(out["queued"], json!([ev("event", &e1), ev("season", &s)]));
    assert_eq!(out["acknowledged"].as_array().unwrap().len(), 2, "{out}");
    let (status, shown) = hub.get(&format!("api/v1/clubs/dedaele/seasons/{s}"), &key);
    assert_eq!(status, 200, "{shown}");

    // Withdrawn: a version of its own; again: unchanged; published again: supersedes it.
    let out = ok(&hub_cmd(
        &["withdraw", &e1, "--to", &hub.url, "--db", d],
        &key,
    ));
    assert_eq!(out["acknowledged"][0]["version"], 2, "{out}");
    assert_eq!(
        hub.get(&format!("api/v1/clubs/dedaele/events/{e1}"), &key)
            .0,
        410
    );
    let out = ok(&hub_cmd(
        &["withdraw", &e1, "--to", &hub.url, "--db", d],
        &key,
    ));
    assert_eq!(out["unchanged"], json!([ev("event", &e1)]));
    let out = ok(&hub_cmd(
        &["publish", &e1, "--to", &hub.url, "--db", d],
        &key,
    ));
    assert_eq!(out["acknowledged"][0]["version"], 3, "{out}");
    let versions = hub.versions("dedaele", "event", &e1);
    assert_eq!(
        versions.iter().map(|v| (v.0, v.1, v.3)).collect::<Vec<_>>(),
        [(1, 0, false), (2, 1, true), (3, 2, false)]
    );

    // Member ids: set, set again (unchanged), read back by the club, removed.
    let set = ok(&hub_cmd(
        &[
            "member",
            "anna de vries",
            "f-1001",
            "--to",
            &hub.url,
            "--db",
            d,
        ],
        &key,
    ));
    assert_eq!(
        (set["set"].clone(), set["removed"].clone()),
        (json!(1), json!(0)),
        "{set}"
    );
    let again = ok(&hub_cmd(
        &[
            "member",
            "Anna de Vries",
            "F-1001",
            "--to",
            &hub.url,
            "--db",
            d,
        ],
        &key,
    ));
    assert_eq!(again["unchanged"], 1);
    let (_, members) = hub.get("api/v1/clubs/dedaele/members", &key);
    assert_eq!(members["members"][0]["member"], "F-1001", "{members}");
    let removed = ok(&hub_cmd(
        &[
            "member",
            "Anna de Vries",
            "--remove",
            "--to",
            &hub.url,
            "--db",
            d,
        ],
        &key,
    ));
    assert_eq!(removed["removed"], 1);
    let err = error_of(&hub_cmd(
        &["member", "Léa", "F-1", "--to", &hub.url, "--db", d],
        &wrong,
    ));
    assert_eq!(err["hub"]["status"], 401);
}

#[test]
fn a_publish_killed_at_any_moment_loses_nothing_and_doubles_nothing() {
    let Some(hub) = Hub::start() else { return };
    let key = hub.club("dedaele");
    let db = temp_db();
    let d = db.arg();
    let events: Vec<String> = (1..=3)
        .map(|i| {
            evening(
                d,
                &format!("Avond {i}"),
                &format!("2026-10-0{i}"),
                PLAYERS,
                100,
            )
        })
        .collect();
    let season: Value = serde_json::from_str(
        &belote(
            &["season", "create", "-", "--db", d],
            &json!({"name": "Competitie", "events": events}).to_string(),
        )
        .stdout,
    )
    .unwrap();
    let s = season["season"].as_str().unwrap().to_string();
    // A pseudo-random run of delays, the same every time.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // How long a publication of the season with one corrected evening takes here (the second:
    // the first sends every file): the kills land within it.
    let command = || {
        let mut c = Command::new(BELOTE);
        c.args([
            "hub", "publish", &s, "--to", &hub.url, "--key", &key, "--db", d,
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
        c
    };
    let publish = || command().status().unwrap();
    let mut span = 0;
    for a in [78, 79] {
        correct(d, &events[0], a);
        let started = std::time::Instant::now();
        assert!(publish().success());
        span = (started.elapsed().as_millis() as u64).max(2);
    }
    let mut interrupted = 0;
    for round in 0..12 {
        // Correct one evening, then publish the season and kill the command somewhere.
        let which = (next() % 3) as usize;
        correct(d, &events[which], 80 + round);
        let mut child = command().spawn().unwrap();
        std::thread::sleep(Duration::from_millis(next() % span));
        if child.try_wait().unwrap().is_none() {
            interrupted += 1;
        }
        let _ = child.kill();
        let _ = child.wait();
    }
    assert!(
        interrupted >= 4,
        "only {interrupted} of 12 runs were killed while running"
    );
    // The last command may have been killed before it queued anything: it is run again, as
    // its user would, then everything waiting goes.
    assert!(publish().success());
    for _ in 0..5 {
        ok(&hub_cmd(&["outbox", "flush", "--db", d], &key));
        if outbox(d).iter().all(|e| e["state"] == "acknowledged") {
            break;
        }
        std::thread::sleep(WAIT);
    }
    let entries = outbox(d);
    assert!(
        entries.iter().all(|e| e["state"] == "acknowledged"),
        "{entries:?}"
    );
    for id in &events {
        let versions = hub.versions("dedaele", "event", id);
        // Nothing lost: the hub holds the file as it is now.
        assert_eq!(
            versions.last().unwrap().2,
            json!(file_sha(d, id)),
            "{id}: {versions:?}"
        );
        // Nothing doubled: each version superseded the one before, and no file came twice in
        // a row.
        for (i, v) in versions.iter().enumerate() {
            assert_eq!((v.0, v.1), (i as i64 + 1, i as i64), "{id}: {versions:?}");
            if i > 0 {
                assert_ne!(v.2, versions[i - 1].2, "{id}: {versions:?}");
            }
        }
        // Each version is one acknowledged entry of this database.
        let acked: Vec<i64> = entries
            .iter()
            .filter(|e| e["id"] == json!(id))
            .map(|e| e["version"].as_i64().unwrap())
            .collect();
        let mut distinct = acked.clone();
        distinct.dedup();
        assert_eq!(
            distinct,
            (1..=versions.len() as i64).collect::<Vec<_>>(),
            "{id}: {acked:?}"
        );
    }
    assert_eq!(hub.versions("dedaele", "season", &s).len(), 1);
}
