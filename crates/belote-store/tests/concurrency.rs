//! Many connections at once on one database file (each connection behaves like another
//! process to SQLite): opening a brand-new file, importing, undoing, and an export that reads
//! one snapshot while another connection writes. The `belote` command's tests do the same
//! with real processes.

mod common;

use std::sync::{Arc, Barrier};
use std::thread;

use belote_store::{ChangeKind, ExportFormat, MatchFilter, Store, SCHEMA_VERSION};
use common::*;
use serde_json::{json, Value};

/// Runs `f(i)` on `n` threads that start at the same moment; returns their results in order.
fn at_once<T: Send + 'static>(n: usize, f: impl Fn(usize) -> T + Send + Sync + 'static) -> Vec<T> {
    let barrier = Arc::new(Barrier::new(n));
    let f = Arc::new(f);
    let handles: Vec<_> = (0..n)
        .map(|i| {
            let (barrier, f) = (barrier.clone(), f.clone());
            thread::spawn(move || {
                barrier.wait();
                f(i)
            })
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

#[test]
fn forty_simultaneous_opens_of_a_brand_new_file_all_succeed() {
    for _ in 0..3 {
        let db = temp_db();
        let path = db.path.clone();
        let results = at_once(40, move |_| {
            Store::open(&path)
                .and_then(|s| s.schema_version())
                .map_err(|e| e.to_string())
        });
        for r in &results {
            assert_eq!(r.as_ref(), Ok(&(SCHEMA_VERSION as i64)), "{results:?}");
        }
        // One schema, created once.
        assert_eq!(
            count(
                &db.path,
                "SELECT count(*) FROM sqlite_master WHERE name = 'matches'"
            ),
            1
        );
        // The openers that lost the race to create it left none of their own files behind.
        let names: Vec<String> = std::fs::read_dir(db.dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            names.iter().all(|n| n.starts_with("history.sqlite3")),
            "{names:?}"
        );
    }
}

/// The first 100 bytes of `path` (fewer when the file is shorter).
fn header(path: &std::path::Path) -> Vec<u8> {
    use std::io::Read;
    let mut head = Vec::new();
    std::fs::File::open(path)
        .unwrap()
        .take(100)
        .read_to_end(&mut head)
        .unwrap();
    head
}

#[test]
fn a_brand_new_history_appears_complete() {
    // Another process must never find a new database empty or still in rollback mode: the
    // opener switching it to WAL would hold an exclusive lock across that commit's disk syncs,
    // and on a busy disk everyone else's first read would wait for them.
    for _ in 0..5 {
        let db = temp_db();
        let path = db.path.clone();
        let opener = thread::spawn(move || Store::open(&path).map(|_| ()));
        let mut seen = Vec::new();
        while !opener.is_finished() {
            if db.path.exists() {
                seen.push(header(&db.path));
            }
            thread::yield_now();
        }
        opener.join().unwrap().unwrap();
        seen.push(header(&db.path));
        for head in &seen {
            assert_eq!(head.len(), 100);
            assert_eq!(&head[..16], b"SQLite format 3\0");
            // WAL mode (file format bytes 18 and 19) and the current schema version.
            assert_eq!((head[18], head[19]), (2, 2));
            let version = i32::from_be_bytes([head[60], head[61], head[62], head[63]]);
            assert_eq!(version, SCHEMA_VERSION as i32);
        }
    }
}

#[test]
fn opening_a_file_in_rollback_mode_waits_for_its_writer() {
    // A file another program made (here empty, so in rollback mode) and another connection
    // writing to it: switching it to WAL must wait for that writer (SQLite fails that switch at
    // once, without calling the busy handler, while another connection holds the write lock).
    let db = temp_db();
    std::fs::write(&db.path, b"").unwrap();
    let writer = rusqlite::Connection::open(&db.path).unwrap();
    writer.execute_batch("BEGIN IMMEDIATE").unwrap();
    let path = db.path.clone();
    let opener = thread::spawn(move || Store::open(&path).and_then(|s| s.schema_version()));
    // Give the opener time to reach the switch while the write lock is held. (Should it get
    // there only later, it finds the lock gone and the test proves less, but never fails.)
    thread::sleep(std::time::Duration::from_millis(300));
    writer.execute_batch("ROLLBACK").unwrap();
    assert_eq!(opener.join().unwrap().unwrap(), SCHEMA_VERSION as i64);
}

fn file_of(prefix: &str, n: usize) -> Value {
    history_file(
        (0..n)
            .map(|k| {
                entry(
                    &format!("{prefix}-{k}"),
                    "2026-01-01T00:00:00Z",
                    vec![a_made(), b_inside()],
                )
            })
            .collect(),
    )
}

#[test]
fn twenty_simultaneous_imports_into_a_fresh_file_lose_nothing() {
    let db = temp_db();
    let path = db.path.clone();
    let results = at_once(20, move |i| {
        let mut store = Store::open(&path).map_err(|e| e.to_string())?;
        store
            .import_history(&file_of(&format!("p{i}"), 10))
            .map_err(|e| e.to_string())
    });
    for r in &results {
        let report = r.as_ref().expect("every import succeeds");
        assert_eq!((report.imported, report.skipped), (10, 0));
    }
    assert_eq!(count(&db.path, "SELECT count(*) FROM matches"), 200);
    assert_eq!(count(&db.path, "SELECT count(*) FROM rounds"), 400);
}

#[test]
fn simultaneous_undos_revert_different_changes() {
    let db = temp_db();
    let id = {
        let mut store = Store::open(&db.path).unwrap();
        let id = classic(&mut store);
        for _ in 0..4 {
            store.append_round(&id, &a_made()).unwrap();
        }
        id
    };
    let (path, match_id) = (db.path.clone(), id.clone());
    let undone = at_once(4, move |_| {
        let mut store = Store::open(&path).unwrap();
        store.undo_in_match(&match_id).unwrap().map(|u| u.kind)
    });
    // Four appends, four undos: each reverted one append, none was applied twice.
    assert_eq!(undone, vec![Some(ChangeKind::Append); 4]);
    let mut store = Store::open(&db.path).unwrap();
    assert!(store.get_match(&id).unwrap().rounds.is_empty());
    // The scoreboard's undo stops at the match's creation; the general undo removes it.
    assert!(store.undo_in_match(&id).unwrap().is_none());
    assert!(store.get_match(&id).is_ok());
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Create);
}

#[test]
fn undo_after_deleting_a_match_and_importing_it_again() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let other = classic(&mut store);
    store.append_round(&other, &b_inside()).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    store.append_round(&id, &a_made()).unwrap();
    let exported = store.export_history().unwrap();
    store.delete_match(&id).unwrap();
    let report = store.import_history(&exported).unwrap();
    assert_eq!((report.imported, report.skipped), (1, 1));
    // The imported match starts a fresh undo history: nothing of the deleted one is applied
    // to it, and undo carries on with the other match instead of getting stuck.
    assert!(store.undo_in_match(&id).unwrap().is_none());
    assert_eq!(store.get_match(&id).unwrap().rounds.len(), 2);
    let u = store.undo(None).unwrap().unwrap();
    assert_eq!(
        (u.match_id.as_str(), u.kind),
        (other.as_str(), ChangeKind::Append)
    );
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Create);
    assert!(store.undo(None).unwrap().is_none());
    assert_eq!(store.get_match(&id).unwrap().rounds.len(), 2);
}

#[test]
fn an_undo_log_left_by_an_older_version_does_not_get_stuck() {
    // Before imports cleared the undo log of the matches they bring in, a deleted match that
    // was imported again left its deletion at the top of the log, and every undo failed.
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    let exported = store.export_history().unwrap();
    store.delete_match(&id).unwrap();
    let log: Vec<(String, String, String, String)> = {
        let conn = rusqlite::Connection::open(&db.path).unwrap();
        let mut st = conn
            .prepare("SELECT match_id, kind, at, undo FROM changes ORDER BY seq")
            .unwrap();
        let rows = st
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        rows
    };
    store.import_history(&exported).unwrap();
    {
        // Put the old log back, as the older version left it.
        let conn = rusqlite::Connection::open(&db.path).unwrap();
        for (m, k, at, undo) in &log {
            conn.execute(
                "INSERT INTO changes (match_id, kind, at, undo) VALUES (?1, ?2, ?3, ?4)",
                [m, k, at, undo],
            )
            .unwrap();
        }
    }
    // Undoing the deletion finds the match there already: done, and the deleted match's older
    // entries go with it.
    let u = store.undo(None).unwrap().unwrap();
    assert_eq!(u.kind, ChangeKind::DeleteMatch);
    assert_eq!(store.get_match(&id).unwrap().rounds, vec![a_made()]);
    assert!(store.undo(None).unwrap().is_none());
}

#[test]
fn an_export_reads_one_snapshot_while_another_connection_writes() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    store.import_history(&file_of("m", 3)).unwrap();
    let before = store.export_history().unwrap();
    let mut writer = Store::open(&db.path).unwrap();
    let out = db.dir.path().join("export.json");
    let mut steps = Vec::new();
    store
        .export_to(&out, ExportFormat::History, &mut |p| {
            steps.push((p.done, p.total));
            if p.done == 1 {
                // Another connection changes what the export has not read yet.
                writer.delete_match("m-2").unwrap();
                writer.append_round("m-1", &a_made()).unwrap();
                writer.import_history(&file_of("late", 2)).unwrap();
            }
        })
        .unwrap();
    assert_eq!(steps, vec![(1, 3), (2, 3), (3, 3)]);
    let written: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(written, before);
    // The changes did land.
    let after = store.list_matches(&MatchFilter::default()).unwrap();
    assert_eq!(after.len(), 4);
    assert_eq!(store.get_match("m-1").unwrap().rounds.len(), 3);
    // CSV too.
    let mut csv = Vec::new();
    let csv_before = {
        let mut v = Vec::new();
        store.write_csv(&mut v).unwrap();
        v
    };
    store
        .write_export(&mut csv, ExportFormat::Csv, &mut |p| {
            if p.done == 1 {
                writer
                    .append_round(
                        "m-1",
                        &json!({ "taker": "B", "contract": "spades", "points": { "B": 92 } }),
                    )
                    .unwrap();
            }
        })
        .unwrap();
    assert_eq!(csv, csv_before);
}

#[test]
fn simultaneous_opens_of_a_damaged_file_move_it_aside_once_and_lose_nothing() {
    for _ in 0..3 {
        let db = temp_db();
        let garbage = b"not a database, only words that happen to be here ".repeat(80);
        std::fs::write(&db.path, &garbage).unwrap();
        let path = db.path.clone();
        let results = at_once(20, move |_| {
            let mut store = Store::open(&path).map_err(|e| e.to_string())?;
            Ok::<_, String>(classic(&mut store))
        });
        let ids: Vec<String> = results.into_iter().map(|r| r.unwrap()).collect();
        // Every match made after opening is in the history at its path: none went into a
        // file moved aside by another opener.
        let store = Store::open(&db.path).unwrap();
        for id in &ids {
            assert!(store.get_match(id).is_ok(), "match {id} was lost");
        }
        let damaged: Vec<_> = std::fs::read_dir(db.dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let n = p.to_string_lossy();
                n.contains(".damaged-") && !n.ends_with("-wal") && !n.ends_with("-shm")
            })
            .collect();
        assert_eq!(damaged.len(), 1, "{damaged:?}");
        assert_eq!(std::fs::read(&damaged[0]).unwrap(), garbage);
    }
}
