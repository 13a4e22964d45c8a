//! Migrations, pragmas, and damaged database files.

mod common;

use belote_store::{migrations, MatchFilter, Store, StoreError, SCHEMA_VERSION};
use common::*;
use rusqlite::Connection;

#[test]
fn an_empty_file_is_migrated_to_the_latest_schema() {
    let db = temp_db();
    std::fs::write(&db.path, b"").unwrap();
    let store = Store::open(&db.path).unwrap();
    assert!(store.recovery().is_none());
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION as i64);
    drop(store);
    let conn = Connection::open(&db.path).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn every_earlier_schema_version_migrates_with_its_data() {
    for version in 1..SCHEMA_VERSION {
        let db = temp_db();
        {
            let mut conn = Connection::open(&db.path).unwrap();
            migrations().to_version(&mut conn, version).unwrap();
            // A match as version 1 stored it.
            conn.execute_batch(
                r#"INSERT INTO matches (pk, id, variant, options, target, team_a, team_b,
                       seat0, seat1, seat2, seat3, first_dealer, created, created_ms,
                       total_a, total_b, round_count)
                   VALUES (1, 'old', 'classic', '{}', 501, 'Nous', 'Eux', 'Ana', 'Léa', 'Marc',
                       'Paul', 0, '2025-01-01T00:00:00Z', 1735689600000, 100, 62, 1);
                   INSERT INTO rounds (match_pk, pos, fact, taker, dbl, capot, verdict,
                       score_a, score_b, pot)
                   VALUES (1, 0, '{"taker":"A","contract":"hearts","points":{"A":100}}',
                       'A', 'none', NULL, 'made', 100, 62, 0);"#,
            )
            .unwrap();
        }
        let mut store = Store::open(&db.path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION as i64);
        let m = store.get_match("old").unwrap();
        assert_eq!(m.rounds, vec![a_made()]);
        // And the migrated database works: append, undo.
        store.append_round("old", &a_made()).unwrap();
        assert!(store.undo(Some("old")).unwrap().is_some());
        assert_eq!(store.get_match("old").unwrap().rounds.len(), 1);
    }
}

#[test]
fn a_database_from_a_newer_app_is_left_alone() {
    let db = temp_db();
    drop(Store::open(&db.path).unwrap());
    Connection::open(&db.path)
        .unwrap()
        .execute_batch("PRAGMA user_version = 99")
        .unwrap();
    let err = Store::open(&db.path).unwrap_err();
    assert!(matches!(err, StoreError::TooNew { found: 99, .. }), "{err}");
    assert!(err.to_string().contains("newer"));
    assert!(db.path.exists());
}

fn damaged_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.to_string_lossy();
            name.contains(".damaged-") && !name.ends_with("-wal") && !name.ends_with("-shm")
        })
        .collect()
}

#[test]
fn a_garbage_file_is_moved_aside_and_a_fresh_history_started() {
    let db = temp_db();
    let garbage = b"this is not a database, just some text that happens to be here".repeat(100);
    std::fs::write(&db.path, &garbage).unwrap();
    let mut store = Store::open(&db.path).unwrap();
    let recovery = store.recovery().expect("recovered").clone();
    assert!(recovery.moved_to.exists());
    assert_eq!(std::fs::read(&recovery.moved_to).unwrap(), garbage);
    assert!(recovery
        .moved_to
        .to_string_lossy()
        .contains("history.sqlite3.damaged-"));
    let message = recovery.message(&db.path);
    assert!(
        message.contains(&recovery.moved_to.display().to_string()),
        "{message}"
    );
    // The fresh database works.
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    drop(store);
    let store = Store::open(&db.path).unwrap();
    assert!(store.recovery().is_none());
    assert_eq!(
        store.list_matches(&MatchFilter::default()).unwrap().len(),
        1
    );
}

#[test]
fn a_corrupted_page_is_detected_and_the_file_kept() {
    let db = temp_db();
    {
        let mut store = Store::open(&db.path).unwrap();
        for _ in 0..40 {
            let id = classic(&mut store);
            for _ in 0..3 {
                store.append_round(&id, &a_made()).unwrap();
            }
        }
    }
    // Checkpointed and closed: everything is in the main file. Scribble over the pages
    // after the first one (the header stays valid).
    let mut bytes = std::fs::read(&db.path).unwrap();
    assert!(bytes.len() > 8192);
    for b in bytes[4096..].iter_mut().step_by(7) {
        *b = 0x5a;
    }
    std::fs::write(&db.path, &bytes).unwrap();
    let store = Store::open(&db.path).unwrap();
    let recovery = store.recovery().expect("damage detected");
    assert_eq!(std::fs::read(&recovery.moved_to).unwrap(), bytes);
    assert_eq!(damaged_files(db.dir.path()).len(), 1);
    assert!(store
        .list_matches(&MatchFilter::default())
        .unwrap()
        .is_empty());
}

#[test]
fn wal_and_shm_files_move_with_the_damaged_database() {
    let db = temp_db();
    std::fs::write(
        &db.path,
        b"garbage garbage garbage garbage garbage garbage garbage!",
    )
    .unwrap();
    let wal = db.dir.path().join("history.sqlite3-wal");
    std::fs::write(&wal, b"old wal").unwrap();
    let store = Store::open(&db.path).unwrap();
    let moved = store.recovery().unwrap().moved_to.clone();
    let moved_wal = std::path::PathBuf::from(format!("{}-wal", moved.display()));
    assert_eq!(std::fs::read(moved_wal).unwrap(), b"old wal");
}
