//! Opening the history when the app starts, without ever panicking: a database that cannot be
//! used becomes a [`StartupStatus`] that the start-up screen shows (the file, the cause, what
//! the user can do), and the app runs without a store until the user retries or quits.

use std::path::Path;

use belote_store::{DbProblem, Store, StoreError};
use serde::Serialize;

/// What the start-up screen shows: `{kind, file, cause, moved_to, found_version,
/// supported_version}`. `kind` is `newer_schema`, `locked`, `unwritable`, `disk_full`,
/// `damaged` (informational: the file was moved aside and a fresh history is open) or `io`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StartupStatus {
    pub kind: &'static str,
    /// The database file, absolute.
    pub file: String,
    /// What went wrong, as an English sentence (the UI words it in the user's language by
    /// `kind`; this is the detail).
    pub cause: String,
    /// Where a damaged file was moved.
    pub moved_to: Option<String>,
    /// The schema version found in a database of a newer app.
    pub found_version: Option<i64>,
    /// The newest schema version this app knows.
    pub supported_version: Option<i64>,
}

impl StartupStatus {
    /// Whether the history is open all the same (a damaged file was moved aside).
    pub fn has_store(&self) -> bool {
        self.kind == DbProblem::Damaged.as_str()
    }

    /// The status when even the app's data folder is unknown.
    pub fn no_data_dir(cause: String) -> StartupStatus {
        StartupStatus {
            kind: DbProblem::Io.as_str(),
            file: String::new(),
            cause: format!("the app's data folder cannot be found: {cause}"),
            moved_to: None,
            found_version: None,
            supported_version: None,
        }
    }
}

fn absolute(path: &Path) -> String {
    std::path::absolute(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

/// What went wrong opening `path`, for the start-up screen.
pub fn status_of(path: &Path, e: &StoreError) -> StartupStatus {
    let kind = e.problem().unwrap_or(DbProblem::Io);
    let mut status = StartupStatus {
        kind: kind.as_str(),
        file: absolute(path),
        cause: e.to_string(),
        moved_to: None,
        found_version: None,
        supported_version: None,
    };
    match e {
        StoreError::TooNew { found, known, .. } => {
            status.cause = format!(
                "it was written by a newer version of the app (schema version {found}; this \
                 version knows up to {known}); it was left untouched"
            );
            status.found_version = Some(*found);
            status.supported_version = i64::try_from(*known).ok();
        }
        StoreError::Unusable { cause, .. } => status.cause = cause.clone(),
        _ => {}
    }
    status
}

/// Opens the history at `path`: the store when it can be used (with the `damaged` status when
/// a damaged file was moved aside for a fresh one), else no store and why.
pub fn open_history(path: &Path) -> (Option<Store>, Option<StartupStatus>) {
    match Store::open(path) {
        Ok(store) => {
            let status = store.recovery().map(|r| StartupStatus {
                kind: DbProblem::Damaged.as_str(),
                file: absolute(path),
                cause: r.reason.clone(),
                moved_to: Some(absolute(&r.moved_to)),
                found_version: None,
                supported_version: None,
            });
            (Some(store), status)
        }
        Err(e) => (None, Some(status_of(path, &e))),
    }
}

#[cfg(test)]
mod tests {
    //! Each start-up state on real SQLite files (the Tauri window is not needed to decide it).

    use super::*;
    use belote_store::SCHEMA_VERSION;
    use rusqlite::Connection;

    fn temp() -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.sqlite3");
        (dir, path)
    }

    #[test]
    fn a_healthy_history_opens_with_nothing_to_report() {
        let (_dir, path) = temp();
        let (store, status) = open_history(&path);
        assert!(store.is_some());
        assert_eq!(status, None);
    }

    #[test]
    fn a_newer_database_is_reported_and_left_untouched() {
        let (dir, path) = temp();
        drop(Store::open(&path).unwrap());
        Connection::open(&path)
            .unwrap()
            .execute_batch("PRAGMA user_version = 9")
            .unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let (store, status) = open_history(&path);
        assert!(store.is_none());
        let status = status.unwrap();
        assert_eq!(status.kind, "newer_schema");
        assert_eq!(status.file, path.display().to_string());
        assert_eq!(status.found_version, Some(9));
        assert_eq!(status.supported_version, Some(SCHEMA_VERSION as i64));
        assert!(status.cause.contains("newer version"), "{}", status.cause);
        assert_eq!(std::fs::read(&path).unwrap(), bytes);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_damaged_file_is_moved_aside_and_reported_once_open() {
        let (_dir, path) = temp();
        std::fs::write(&path, b"not a database at all, only words ".repeat(40)).unwrap();
        let (store, status) = open_history(&path);
        assert!(store.is_some());
        let status = status.unwrap();
        assert_eq!(status.kind, "damaged");
        assert!(status.has_store());
        let moved = status.moved_to.clone().unwrap();
        assert!(moved.contains("history.sqlite3.damaged-"), "{moved}");
        assert!(std::path::Path::new(&moved).exists());
    }

    #[test]
    fn a_place_where_no_database_can_be_created_is_unwritable() {
        let (dir, _) = temp();
        let file = dir.path().join("a-file");
        std::fs::write(&file, b"x").unwrap();
        let path = file.join("history.sqlite3");
        let (store, status) = open_history(&path);
        assert!(store.is_none());
        let status = status.unwrap();
        assert_eq!(status.kind, "unwritable");
        assert_eq!(status.file, path.display().to_string());
        assert!(
            status.cause.contains("cannot be created or written"),
            "{}",
            status.cause
        );
    }

    #[test]
    fn a_database_locked_beyond_the_wait_is_reported() {
        // Locked whole (rollback journal, exclusive lock) by another connection for longer
        // than the wait (5 s by default; the test does not change the environment).
        let (_dir, path) = temp();
        drop(Store::open(&path).unwrap());
        let holder = Connection::open(&path).unwrap();
        let _: String = holder
            .query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0))
            .unwrap();
        holder
            .execute_batch("BEGIN EXCLUSIVE; DELETE FROM changes;")
            .unwrap();
        let (store, status) = open_history(&path);
        assert!(store.is_none());
        let status = status.unwrap();
        assert_eq!(status.kind, "locked");
        assert!(status.cause.contains("locked"), "{}", status.cause);
        holder.execute_batch("ROLLBACK").unwrap();
        drop(holder);
        // Retrying once the other process let go opens it.
        let (store, status) = open_history(&path);
        assert!(store.is_some());
        assert_eq!(status, None);
    }

    #[test]
    fn a_full_disk_is_reported_as_such() {
        // SQLite's own "database or disk is full", from a connection whose page limit stands
        // in for the disk.
        let (_dir, path) = temp();
        drop(Store::open(&path).unwrap());
        let conn = Connection::open(&path).unwrap();
        let pages: i64 = conn
            .query_row("PRAGMA page_count", [], |r| r.get(0))
            .unwrap();
        let _: i64 = conn
            .query_row(&format!("PRAGMA max_page_count = {pages}"), [], |r| {
                r.get(0)
            })
            .unwrap();
        let full = conn
            .execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (randomblob(99999));")
            .unwrap_err();
        let status = status_of(&path, &StoreError::from(full).with_path(&path));
        assert_eq!(status.kind, "disk_full");
        assert!(status.cause.contains("disk is full"), "{}", status.cause);
    }
}
