//! Migrations, pragmas, and damaged database files.

mod common;

use belote_store::{migrations, DbProblem, MatchFilter, Store, StoreError, SCHEMA_VERSION};
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

fn sidecars(path: &std::path::Path) -> Vec<std::path::PathBuf> {
    ["-wal", "-shm", "-journal"]
        .iter()
        .map(|s| std::path::PathBuf::from(format!("{}{s}", path.display())))
        .filter(|p| p.exists())
        .collect()
}

#[test]
fn a_newer_database_is_left_byte_for_byte_untouched() {
    // As a newer app would leave it: WAL (closed cleanly, so no -wal file) or a rollback
    // journal, with a schema version above ours.
    for journal in ["wal", "delete"] {
        let db = temp_db();
        drop(Store::open(&db.path).unwrap());
        {
            let conn = Connection::open(&db.path).unwrap();
            let _: String = conn
                .query_row(&format!("PRAGMA journal_mode = {journal}"), [], |r| {
                    r.get(0)
                })
                .unwrap();
            conn.execute_batch(&format!("PRAGMA user_version = {}", SCHEMA_VERSION + 7))
                .unwrap();
        }
        assert!(sidecars(&db.path).is_empty());
        let bytes = std::fs::read(&db.path).unwrap();
        let err = Store::open(&db.path).unwrap_err();
        assert!(
            matches!(err, StoreError::TooNew { found, .. } if found == SCHEMA_VERSION as i64 + 7),
            "{err}"
        );
        assert_eq!(err.problem(), Some(DbProblem::NewerSchema));
        assert!(err.to_string().contains(&db.path.display().to_string()));
        assert_eq!(std::fs::read(&db.path).unwrap(), bytes, "{journal}");
        assert!(
            sidecars(&db.path).is_empty(),
            "{journal}: {:?}",
            sidecars(&db.path)
        );
        // Nothing was moved aside either.
        assert_eq!(std::fs::read_dir(db.dir.path()).unwrap().count(), 1);
    }
}

#[cfg(unix)]
#[test]
fn a_newer_database_anywhere_is_read_and_left_untouched() {
    // Characters that mean something in an SQLite URI, and a name that is not UTF-8.
    use std::os::unix::ffi::OsStrExt;
    let db = temp_db();
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9 a?b#c%20d");
    let dir = db.dir.path().join(name);
    let path = dir.join("history.sqlite3");
    drop(Store::open(&path).unwrap());
    Connection::open(&path)
        .unwrap()
        .execute_batch(&format!("PRAGMA user_version = {}", SCHEMA_VERSION + 1))
        .unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::TooNew { .. }), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    assert!(sidecars(&path).is_empty(), "{:?}", sidecars(&path));
}

#[test]
fn a_path_where_no_database_can_be_created_is_unwritable() {
    let db = temp_db();
    let file = db.dir.path().join("a-file");
    std::fs::write(&file, b"x").unwrap();
    for path in [
        file.join("history.sqlite3"),
        file.join("sub").join("history.sqlite3"),
        db.dir.path().to_path_buf(),
    ] {
        let err = Store::open(&path).unwrap_err();
        assert_eq!(err.problem(), Some(DbProblem::Unwritable), "{err}");
        assert!(matches!(err, StoreError::Unusable { .. }), "{err}");
        assert!(
            err.to_string().contains(&path.display().to_string()),
            "{err}"
        );
    }
    assert_eq!(std::fs::read(&file).unwrap(), b"x");
}

#[test]
fn sqlite_errors_are_told_apart() {
    // A full disk, as SQLite reports it (the page limit stands in for the disk).
    let db = temp_db();
    drop(Store::open(&db.path).unwrap());
    let conn = Connection::open(&db.path).unwrap();
    let pages: i64 = conn
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .unwrap();
    let _: i64 = conn
        .query_row(&format!("PRAGMA max_page_count = {pages}"), [], |r| {
            r.get(0)
        })
        .unwrap();
    let full = conn
        .execute_batch("CREATE TABLE filler (x); INSERT INTO filler VALUES (randomblob(100000));")
        .unwrap_err();
    let err = StoreError::from(full).with_path(&db.path);
    assert_eq!(err.problem(), Some(DbProblem::DiskFull), "{err}");
    assert!(err.to_string().contains("disk is full"), "{err}");
    assert!(
        err.to_string().contains(&db.path.display().to_string()),
        "{err}"
    );

    // A lock held by another connection beyond the wait.
    let holder = Connection::open(&db.path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let other = Connection::open(&db.path).unwrap();
    other
        .busy_timeout(std::time::Duration::from_millis(50))
        .unwrap();
    let busy = other
        .execute_batch("BEGIN IMMEDIATE; CREATE TABLE t (x); COMMIT;")
        .unwrap_err();
    let err = StoreError::from(busy).with_path(&db.path);
    assert_eq!(err.problem(), Some(DbProblem::Locked), "{err}");
    assert!(err.to_string().contains("locked"), "{err}");

    // Bad input and stored-data problems are not database problems.
    assert_eq!(StoreError::UnknownMatch("x".into()).problem(), None);
    assert_eq!(StoreError::Inconsistent("x".into()).problem(), None);
}

#[test]
fn an_existing_database_is_not_locked_by_opening_it() {
    // An up-to-date database needs no write lock to open: a long write elsewhere (an import
    // in another process) does not stop another process from opening and reading it.
    let db = temp_db();
    {
        let mut store = Store::open(&db.path).unwrap();
        classic(&mut store);
    }
    let holder = Connection::open(&db.path).unwrap();
    holder
        .execute_batch("BEGIN IMMEDIATE; DELETE FROM changes;")
        .unwrap();
    let store = Store::open(&db.path).unwrap();
    assert_eq!(
        store.list_matches(&MatchFilter::default()).unwrap().len(),
        1
    );
    holder.execute_batch("ROLLBACK").unwrap();
}
