//! The outbox's state machine (HUB.md "the outbox", "More settled details" 1–2) on a real
//! SQLite history, sending over real HTTP to a scripted server on loopback: what is queued and
//! what replaces what, `supersedes` fixed at the first send, the order, the waits, and each
//! kind of answer — acknowledged, conflict, refused, no answer, no connection.

mod support;

use std::cell::Cell;
use std::time::Duration;

use belote_hub_client::queue::{files_to_publish, queue_files, Publication};
use belote_hub_client::run::{publish, Report, Target};
use belote_hub_client::{next_due, send_pass, Client, HubUrl, Pass, Supersede};
use belote_store::{OutboxState, PublicationKind, Store};
use serde_json::json;
use support::*;

/// A clock the test moves (ms since the epoch).
struct TestClock(Cell<i64>);

impl TestClock {
    fn new() -> TestClock {
        TestClock(Cell::new(1_790_000_000_000))
    }
    fn now(&self) -> i64 {
        self.0.get()
    }
    fn advance(&self, ms: i64) {
        self.0.set(self.0.get() + ms);
    }
}

fn target(url: &str) -> Target {
    Target {
        url: HubUrl::parse(url).unwrap(),
        key: KEY.into(),
        insecure_http: false,
    }
}

/// `belote hub publish ID --wait 0`: queued, nothing sent.
fn queue(store: &mut Store, url: &str, id: &str, force: bool, clock: &TestClock) -> Report {
    let files = files_to_publish(store, id).unwrap();
    publish(
        store,
        &Client::new(),
        &target(url),
        &files,
        force,
        Duration::ZERO,
        &|| clock.now(),
    )
    .unwrap()
}

fn pass(store: &mut Store, at_once: bool, clock: &TestClock) {
    let p = Pass {
        at_once,
        supersede: Supersede::No,
    };
    send_pass(store, &Client::new(), &p, &|| clock.now()).unwrap();
}

fn file(store: &Store, id: &str) -> Vec<u8> {
    let mut body = Vec::new();
    store.write_event(id, &mut body).unwrap();
    body
}

fn states(store: &Store) -> Vec<(i64, OutboxState)> {
    store
        .outbox_entries()
        .unwrap()
        .iter()
        .map(|e| (e.entry, e.state))
        .collect()
}

fn put_path(id: &str, supersedes: i64) -> String {
    format!("/api/v1/clubs/dedaele/events/{id}?supersedes={supersedes}")
}

#[test]
fn ten_corrections_offline_make_one_entry_sent_once() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let id = evening(&mut store, "Avond", 90);
    let r = queue(&mut store, &fake.url, &id, false, &clock);
    assert_eq!(r.queued, [(PublicationKind::Event, id.clone())]);
    for a in 91..100 {
        correct(&mut store, &id, a);
        queue(&mut store, &fake.url, &id, false, &clock);
    }
    let entries = store.outbox_entries().unwrap();
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0].state, OutboxState::Queued);
    assert_eq!(entries[0].supersedes, None);
    assert!(
        fake.seen.lock().unwrap().is_empty(),
        "nothing is sent with --wait 0"
    );

    fake.then([receipt(201, 1)]);
    pass(&mut store, true, &clock);
    let sent = fake.requests();
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].method, "PUT");
    assert_eq!(sent[0].path, put_path(&id, 0));
    assert_eq!(sent[0].authorization, format!("Bearer {KEY}"));
    assert_eq!(
        sent[0].body,
        file(&store, &id),
        "exactly what `belote event export` writes"
    );
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!(
        (e.state, e.version, e.supersedes, e.status),
        (OutboxState::Acknowledged, Some(1), Some(0), Some(201))
    );
    assert_eq!(
        e.club.as_deref(),
        Some("dedaele"),
        "learnt from GET /api/v1/key"
    );

    // The same file again: not queued.
    let r = queue(&mut store, &fake.url, &id, false, &clock);
    assert_eq!(r.unchanged, [(PublicationKind::Event, id.clone())]);
    assert!(r.queued.is_empty());
    assert_eq!(store.outbox_entries().unwrap().len(), 1);
}

#[test]
fn a_lost_answer_is_sent_again_with_the_same_supersedes_before_anything_newer() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let id = evening(&mut store, "Avond", 100);
    let first = file(&store, &id);
    queue(&mut store, &fake.url, &id, false, &clock);
    fake.then([Reply::Drop]);
    pass(&mut store, true, &clock);
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!(
        (e.state, e.supersedes, e.attempts, e.failures),
        (OutboxState::Pending, Some(0), 1, 1)
    );
    let wait = e.next_ms.unwrap() - clock.now();
    assert!((4_000..=6_000).contains(&wait), "5 s ± 20 %: {wait}");

    // A correction: the sent entry may have arrived, so it is kept and goes first.
    correct(&mut store, &id, 110);
    let r = queue(&mut store, &fake.url, &id, false, &clock);
    assert_eq!(r.queued.len(), 1);
    assert_eq!(store.outbox_entries().unwrap().len(), 2);

    // Its wait is not over: nothing goes, the correction waits behind it.
    clock.advance(3_000);
    pass(&mut store, false, &clock);
    assert_eq!(fake.requests().len(), 1);

    clock.advance(4_000);
    fake.then([receipt(200, 1), receipt(201, 2)]);
    pass(&mut store, false, &clock);
    let sent = fake.requests();
    assert_eq!(sent.len(), 3);
    assert_eq!(
        (sent[1].path.clone(), sent[1].body.clone()),
        (put_path(&id, 0), first.clone()),
        "the resend is the same request"
    );
    assert_eq!(
        sent[2].path,
        put_path(&id, 1),
        "the correction supersedes what the hub acknowledged"
    );
    assert_eq!(sent[2].body, file(&store, &id));
    let versions: Vec<_> = store
        .outbox_entries()
        .unwrap()
        .iter()
        .map(|e| (e.state, e.version))
        .collect();
    assert_eq!(
        versions,
        [
            (OutboxState::Acknowledged, Some(1)),
            (OutboxState::Acknowledged, Some(2))
        ]
    );
    let p = store
        .hub_publication(&fake.url, "dedaele", PublicationKind::Event, &id)
        .unwrap()
        .unwrap();
    assert_eq!((p.version, p.withdrawn), (2, false));
}

#[test]
fn a_crash_during_a_request_counts_it_as_sent() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let id = evening(&mut store, "Avond", 100);
    queue(&mut store, &fake.url, &id, false, &clock);
    store
        .set_hub_club(
            &HubUrl::parse(&fake.url).unwrap().to_string(),
            KEY,
            "dedaele",
            "0123456789ab",
        )
        .unwrap();
    let entry = store.outbox_entries().unwrap()[0].entry;
    // Claimed for a request, then the process is gone before the answer was recorded.
    let claimed = store.claim_outbox_entry(entry, clock.now()).unwrap();
    assert!(matches!(claimed, belote_store::ClaimResult::Claimed(_)));
    drop(claimed);
    let e = store.outbox_entry(entry).unwrap().unwrap();
    assert_eq!((e.state, e.supersedes), (OutboxState::Pending, Some(0)));
    correct(&mut store, &id, 120);
    queue(&mut store, &fake.url, &id, false, &clock);
    assert_eq!(
        store.outbox_entries().unwrap().len(),
        2,
        "a sent entry is never replaced"
    );
}

#[test]
fn a_refused_connection_leaves_the_entry_never_sent() {
    let (_dir, mut store) = store();
    let clock = TestClock::new();
    let url = dead_url();
    let id = evening(&mut store, "Avond", 100);
    queue(&mut store, &url, &id, false, &clock);
    pass(&mut store, true, &clock);
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!(
        (e.state, e.supersedes, e.attempts),
        (OutboxState::Queued, None, 1)
    );
    assert!(e.error.as_ref().unwrap()["message"]
        .as_str()
        .unwrap()
        .contains("no answer from the hub"));
    correct(&mut store, &id, 101);
    queue(&mut store, &url, &id, false, &clock);
    let entries = store.outbox_entries().unwrap();
    assert_eq!(entries.len(), 1, "never sent: replaced");
    assert_eq!(entries[0].attempts, 0);
}

#[test]
fn waits_double_and_a_longer_retry_after_wins() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let id = evening(&mut store, "Avond", 100);
    queue(&mut store, &fake.url, &id, false, &clock);
    let busy = || answer(503, json!({"error": {"at": "", "message": "busy"}}));
    fake.then([
        busy(),
        busy(),
        Reply::Answer(
            503,
            json!({"error": {"at": "database", "message": "down"}}),
            vec![("Retry-After", "600".into())],
        ),
    ]);
    let mut waits = Vec::new();
    for _ in 0..3 {
        pass(&mut store, false, &clock);
        let e = &store.outbox_entries().unwrap()[0];
        let wait = e.next_ms.unwrap() - clock.now();
        waits.push(wait);
        // Before its wait is over, a pass sends nothing.
        let n = fake.requests().len();
        clock.advance(wait - 500);
        pass(&mut store, false, &clock);
        assert_eq!(fake.requests().len(), n);
        assert_eq!(next_due(&store).unwrap(), e.next_ms);
        clock.advance(500);
    }
    assert!((4_000..=6_000).contains(&waits[0]), "{waits:?}");
    assert!((8_000..=12_000).contains(&waits[1]), "{waits:?}");
    assert_eq!(waits[2], 600_000, "Retry-After 600 beats 20 s ± 20 %");
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!(
        (e.state, e.status, e.failures),
        (OutboxState::Pending, Some(503), 3)
    );
    assert_eq!(e.error.as_ref().unwrap()["at"], "database");
    // `flush` does not wait.
    clock.advance(-600_000);
    fake.then([receipt(201, 1)]);
    pass(&mut store, true, &clock);
    assert_eq!(
        store.outbox_entries().unwrap()[0].state,
        OutboxState::Acknowledged
    );
    assert_eq!(next_due(&store).unwrap(), None);
}

#[test]
fn a_conflict_holds_its_publication_until_the_user_decides() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let a = evening(&mut store, "A", 100);
    let b = evening(&mut store, "B", 100);
    queue(&mut store, &fake.url, &a, false, &clock);
    queue(&mut store, &fake.url, &b, false, &clock);
    let conflict = |v| {
        answer(
            409,
            json!({"error": {"at": "supersedes", "message": "version 4 is current",
            "current": {"version": v, "received": "2026-10-02T08:14:03Z", "sha256": "ab", "withdrawn": false}}}),
        )
    };
    fake.then([conflict(4), receipt(201, 1)]);
    pass(&mut store, true, &clock);
    let s = states(&store);
    assert_eq!(
        s.iter().map(|x| x.1).collect::<Vec<_>>(),
        [OutboxState::Conflict, OutboxState::Acknowledged]
    );
    assert_eq!(
        next_due(&store).unwrap(),
        None,
        "nothing to send until the user decides"
    );
    pass(&mut store, true, &clock);
    assert_eq!(
        fake.requests().len(),
        2,
        "a conflict is not sent again by itself"
    );

    // --supersede: sent again superseding the hub's version.
    fake.then([receipt(201, 5)]);
    let p = Pass {
        at_once: true,
        supersede: Supersede::These(vec![(PublicationKind::Event, a.clone())]),
    };
    send_pass(&mut store, &Client::new(), &p, &|| clock.now()).unwrap();
    let sent = fake.requests();
    assert_eq!(sent.len(), 3);
    assert_eq!(sent[2].path, put_path(&a, 4));
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!(
        (e.state, e.version, e.supersedes),
        (OutboxState::Acknowledged, Some(5), Some(4))
    );
}

#[test]
fn publishing_over_a_conflict_supersedes_when_asked() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let a = evening(&mut store, "A", 100);
    let conflict = |v| {
        answer(
            409,
            json!({"error": {"at": "supersedes", "message": "…", "current": {"version": v}}}),
        )
    };
    queue(&mut store, &fake.url, &a, false, &clock);
    fake.then([conflict(2)]);
    pass(&mut store, true, &clock);
    // A correction replaces the entry that never landed; asked to supersede, it replaces the
    // hub's version even when that moved on meanwhile.
    correct(&mut store, &a, 130);
    let r = queue(&mut store, &fake.url, &a, true, &clock);
    assert_eq!(r.queued.len(), 1);
    assert_eq!(store.outbox_entries().unwrap().len(), 1);
    fake.then([conflict(3), receipt(201, 4)]);
    pass(&mut store, true, &clock);
    let sent = fake.requests();
    let paths: Vec<_> = sent.iter().map(|s| s.path.clone()).collect();
    assert_eq!(paths, [put_path(&a, 0), put_path(&a, 0), put_path(&a, 3)]);
    assert_eq!(store.outbox_entries().unwrap()[0].version, Some(4));
}

#[test]
fn a_refusal_is_final_and_holds_up_nothing() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let a = evening(&mut store, "A", 100);
    let b = evening(&mut store, "B", 100);
    queue(&mut store, &fake.url, &a, false, &clock);
    queue(&mut store, &fake.url, &b, false, &clock);
    fake.then([
        answer(
            422,
            json!({"error": {"at": "definition.date", "message": "later than tomorrow"}}),
        ),
        receipt(201, 1),
    ]);
    pass(&mut store, true, &clock);
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!((e.state, e.status), (OutboxState::Refused, Some(422)));
    assert_eq!(e.error.as_ref().unwrap()["at"], "definition.date");
    assert_eq!(
        store.outbox_entries().unwrap()[1].state,
        OutboxState::Acknowledged
    );
    pass(&mut store, true, &clock);
    assert_eq!(fake.requests().len(), 2, "never sent again");
    // Fixed and published again: a new entry, superseding nothing.
    correct(&mut store, &a, 99);
    queue(&mut store, &fake.url, &a, false, &clock);
    fake.then([receipt(201, 1)]);
    pass(&mut store, true, &clock);
    assert_eq!(fake.requests()[2].path, put_path(&a, 0));
}

#[test]
fn a_season_sends_its_final_events_first_and_withdrawals_supersede_nothing() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let e1 = evening(&mut store, "Avond 1", 100);
    let e2 = store
        .create_event(
            &json!({ "name": "Avond 2", "date": "2026-10-08", "variant": "classic",
            "format": { "rounds": 1, "deals": 1 }, "entrants": "players",
            "players": ["Léa", "Jan", "Piet", "Kees"], "draw": { "first": "order" } }),
        )
        .unwrap();
    let season = store
        .create_season(&json!({"name": "Competitie", "events": [e1, e2]}))
        .unwrap();
    let r = queue(&mut store, &fake.url, &season, false, &clock);
    assert_eq!(
        r.queued,
        [
            (PublicationKind::Event, e1.clone()),
            (PublicationKind::Season, season.clone())
        ]
    );
    fake.then([receipt(201, 1), receipt(201, 1)]);
    pass(&mut store, true, &clock);
    let paths: Vec<_> = fake.requests().iter().map(|s| s.path.clone()).collect();
    assert_eq!(
        paths,
        [
            put_path(&e1, 0),
            format!("/api/v1/clubs/dedaele/seasons/{season}?supersedes=0")
        ]
    );
    let mut season_file = Vec::new();
    store.write_season(&season, &mut season_file).unwrap();
    assert_eq!(
        fake.requests()[1].body,
        season_file,
        "exactly what `belote season export` writes"
    );

    // A corrected evening: the season queues it again, the season itself is unchanged.
    correct(&mut store, &e1, 80);
    let r = queue(&mut store, &fake.url, &season, false, &clock);
    assert_eq!(r.queued, [(PublicationKind::Event, e1.clone())]);
    assert_eq!(r.unchanged, [(PublicationKind::Season, season.clone())]);

    // Withdrawn before the correction was sent: the withdrawal replaces it (one DELETE), and
    // publishing again supersedes the withdrawal's version.
    let withdraw = [Publication {
        kind: PublicationKind::Event,
        id: e1.clone(),
        body: None,
    }];
    let hub = HubUrl::parse(&fake.url).unwrap();
    let w = queue_files(&mut store, &hub, &withdraw, false, clock.now()).unwrap();
    assert_eq!(w.queued.len(), 1);
    assert_eq!(
        store.outbox_entries().unwrap().len(),
        3,
        "the correction never sent is replaced"
    );
    fake.then([answer(
        200,
        json!({"version": 2, "withdrawn": true, "sha256": null}),
    )]);
    pass(&mut store, true, &clock);
    let last = fake.requests().last().cloned().unwrap();
    assert_eq!(
        (last.method.as_str(), last.path),
        ("DELETE", format!("/api/v1/clubs/dedaele/events/{e1}"))
    );
    let p = store
        .hub_publication(&fake.url, "dedaele", PublicationKind::Event, &e1)
        .unwrap()
        .unwrap();
    assert_eq!((p.version, p.withdrawn, p.sha256), (2, true, None));
    let again = queue_files(&mut store, &hub, &withdraw, false, clock.now()).unwrap();
    assert_eq!(again.unchanged.len(), 1, "withdrawn already");
    queue(&mut store, &fake.url, &e1, false, &clock);
    fake.then([receipt(201, 3)]);
    pass(&mut store, true, &clock);
    assert_eq!(fake.requests().last().unwrap().path, put_path(&e1, 2));
}

#[test]
fn large_files_go_compressed_and_arrive_whole() {
    let (_dir, mut store) = store();
    let fake = Fake::start();
    let clock = TestClock::new();
    let big = serde_json::to_vec_pretty(
        &json!({"format": "belote-event", "names": vec!["Léa de Vries"; 4000]}),
    )
    .unwrap();
    assert!(big.len() > 40_000);
    let hub = HubUrl::parse(&fake.url).unwrap();
    store
        .save_hub_account(hub.as_str(), KEY, false, false, clock.now())
        .unwrap();
    let files = [Publication {
        kind: PublicationKind::Event,
        id: "e-2026-10-01-0001".into(),
        body: Some(big.clone()),
    }];
    queue_files(&mut store, &hub, &files, false, clock.now()).unwrap();
    fake.then([receipt(201, 1)]);
    pass(&mut store, true, &clock);
    let sent = &fake.requests()[0];
    assert!(sent.gzip);
    assert_eq!(sent.body, big);
}

#[test]
fn a_key_never_goes_over_plain_http_to_another_machine() {
    let (_dir, mut store) = store();
    let clock = TestClock::new();
    let url = "http://192.0.2.7:8080/";
    let hub = HubUrl::parse(url).unwrap();
    store
        .save_hub_account(hub.as_str(), KEY, false, false, clock.now())
        .unwrap();
    let files = [Publication {
        kind: PublicationKind::Event,
        id: "e-1".into(),
        body: Some(b"{}".to_vec()),
    }];
    queue_files(&mut store, &hub, &files, false, clock.now()).unwrap();
    pass(&mut store, true, &clock);
    let e = &store.outbox_entries().unwrap()[0];
    assert_eq!(
        (e.state, e.attempts),
        (OutboxState::Queued, 0),
        "not even tried"
    );
    assert_eq!(next_due(&store).unwrap(), None);
}
