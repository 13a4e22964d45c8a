//! A database that stops answering does not stop the hub (HUB.md "Starting the hub"): requests
//! get 503 at `database` with `Retry-After` within 10 s, and the hub reconnects by itself when
//! the database is back. (Its own test process: it stops the process's PostgreSQL.)

mod common;

use std::time::{Duration, Instant};

use common::*;

#[test]
fn the_hub_answers_503_while_the_database_is_down_and_comes_back_by_itself() {
    let Some(hub) = hub(&["dedaele"]) else { return };
    let cluster = belote_pgtest::shared().unwrap();
    let events = worked_example();
    assert_eq!(hub.publish("dedaele", &events[0].1, 0).status, 201);
    assert_eq!(hub.get("/api/v1/status").status, 200);
    cluster.stop().unwrap();
    for path in ["/api/v1/status", "/api/v1/ranking/klaverjas", "/"] {
        let start = Instant::now();
        let a = hub.get(path);
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{path}: {:?}",
            start.elapsed()
        );
        assert_eq!(a.status, 503, "{path}: {}", a.text());
        assert_eq!(a.header("retry-after"), Some("5"), "{path}");
        if path.starts_with("/api") {
            assert_eq!(a.at(), "database");
        }
    }
    let write = hub.publish("dedaele", &events[4].1, 0);
    assert_eq!(
        write.status, 503,
        "nothing is stored while the database is down"
    );
    cluster.start_again().unwrap();
    let start = Instant::now();
    loop {
        let a = hub.get("/api/v1/status");
        if a.status == 200 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the hub did not come back: {}",
            a.text()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    let write = hub.publish("dedaele", &events[4].1, 0);
    assert_eq!(write.status, 201, "{}", write.text());
    let r = hub.ranking("klaverjas").json();
    assert_eq!(r["events"], 2);
}
