//! Crash safety: a child process (this test binary started again, `common::other_process`)
//! appends rounds and prints each acknowledged one; it is killed with SIGKILL at random moments. After each kill the database passes `integrity_check` and
//! holds every acknowledged round. Same for an import killed half-way: all or nothing.

mod common;

use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use belote_store::{MatchFilter, Store};
use common::*;
use rusqlite::Connection;

/// Not a test: what the child process does (`common::other_process`).
#[test]
#[ignore = "run by the other tests, as another process"]
fn the_other_process() {
    other_process::serve();
}

/// A small xorshift generator seeded from the clock (the seed is printed on failure).
struct Rng(u64);
impl Rng {
    fn new() -> Rng {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64
            | 1;
        eprintln!("crash test seed: {seed}");
        Rng(seed)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Reads complete lines (ending in '\n') the child says on its stdout, on a thread.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        loop {
            let mut line = String::new();
            match reader.read_line(&mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) if line.ends_with('\n') => {
                    if let Some(said) = other_process::said_in(line.trim_end()) {
                        let _ = tx.send(said.to_string());
                    }
                }
                Ok(_) => break, // cut short by the kill: not acknowledged
            }
        }
    });
    rx
}

fn integrity_ok(path: &std::path::Path) {
    assert_eq!(integrity_check(path), ["ok"]);
    let conn = Connection::open(path).unwrap();
    let fk: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(fk, 0);
}

#[test]
fn killed_appends_lose_no_acknowledged_round() {
    let db = temp_db();
    let mut rng = Rng::new();
    let mut acknowledged: HashSet<(String, i64)> = HashSet::new();
    let started = Instant::now();
    let mut kills = 0;
    while kills < 40 && started.elapsed() < Duration::from_secs(20) {
        let mut child = other_process::command(&["append", path_str(&db.path)])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let lines = lines_of(&mut child);
        std::thread::sleep(Duration::from_millis(5 + rng.below(120)));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        kills += 1;
        for line in lines.iter() {
            let (id, index) = line.split_once(' ').unwrap();
            acknowledged.insert((id.to_string(), index.parse().unwrap()));
        }
        integrity_ok(&db.path);
        let conn = Connection::open(&db.path).unwrap();
        // Killed before its first open finished: the schema is not there yet (and nothing
        // was acknowledged).
        let schema: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE name = 'rounds'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        let stored: HashSet<(String, i64)> = if schema == 0 {
            HashSet::new()
        } else {
            let mut st = conn
                .prepare("SELECT m.id, r.pos FROM rounds r JOIN matches m ON m.pk = r.match_pk")
                .unwrap();
            let rows = st
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            rows
        };
        let lost: Vec<_> = acknowledged.difference(&stored).collect();
        assert!(lost.is_empty(), "after kill {kills}: lost {lost:?}");
    }
    assert!(kills >= 10, "only {kills} kills");
    assert!(!acknowledged.is_empty());
    // The store opens cleanly and every match still scores with the engine.
    let store = Store::open(&db.path).unwrap();
    assert!(store.recovery().is_none());
    for m in store.list_matches(&MatchFilter::default()).unwrap() {
        let sheet = store.score_sheet(&m.id).unwrap();
        assert_eq!((sheet.totals.a, sheet.totals.b), (m.totals.a, m.totals.b));
    }
    eprintln!("{kills} kills, {} acknowledged rounds", acknowledged.len());
}

#[test]
fn a_killed_import_is_all_or_nothing() {
    let db = temp_db();
    let file = db.dir.path().join("big.json");
    let matches: Vec<_> = (0..1500)
        .map(|i| {
            entry(
                &format!("imp-{i}"),
                "2026-11-21T20:15:00Z",
                vec![a_made(), b_inside(), a_made(), b_all()],
            )
        })
        .collect();
    std::fs::write(&file, history_file(matches).to_string()).unwrap();
    drop(Store::open(&db.path).unwrap());
    let mut rng = Rng::new();
    let mut outcomes = HashSet::new();
    for _ in 0..12 {
        let mut child = other_process::command(&["import", path_str(&db.path), path_str(&file)])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let lines = lines_of(&mut child);
        std::thread::sleep(Duration::from_millis(rng.below(400)));
        child.kill().unwrap();
        child.wait().unwrap();
        let done = lines.iter().any(|l| l.starts_with("done"));
        integrity_ok(&db.path);
        let n = count(&db.path, "SELECT count(*) FROM matches");
        let rounds = count(&db.path, "SELECT count(*) FROM rounds");
        assert!(n == 0 || n == 1500, "half an import: {n} matches");
        assert_eq!(rounds, n * 4);
        if done {
            assert_eq!(n, 1500);
        }
        outcomes.insert(n);
        if n == 1500 {
            // Start again from an empty history to kill more imports half-way.
            let conn = Connection::open(&db.path).unwrap();
            conn.execute_batch("PRAGMA foreign_keys = ON; DELETE FROM matches;")
                .unwrap();
        }
    }
    eprintln!("import outcomes seen: {outcomes:?}");
}
