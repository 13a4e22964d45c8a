//! Opening the history: where the app's database lives, the [`Store`] handle and the order of
//! the start-up checks, each step in its own module:
//! - `header`: the schema version read from the file's header, without a lock;
//! - `recovery`: the health check, and moving a damaged file aside;
//! - `connection`: the connection settings (how long a connection waits for another
//!   process's lock is `wait`'s) and the creation of a new database;
//! - `browser`: the same history in the browser (WebAssembly), in SQLite's own file system.
//!
//! The database and its `-wal`/`-shm` files are only ever opened by SQLite, never with plain
//! file I/O: that would drop the locks this process's open connections hold on them (see
//! `header::header_schema_version`).

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
mod browser;
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub use browser::{set_move_aside, MoveAside};
mod connection;
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
mod header;
mod recovery;

use std::path::{Path, PathBuf};

use rusqlite::{Connection, Transaction, TransactionBehavior};

use crate::error::{Result, StoreError};
use crate::schema::SCHEMA_VERSION;
use connection::{configure, connect};
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use {
    crate::error::{cause_of, io_problem, DbProblem},
    crate::schema::{migrate, Migrated},
    connection::{create_fresh, user_version},
    header::header_schema_version,
    recovery::{check_health, identity, move_aside, FolderLock, Health},
    std::{fs, io},
};

pub use recovery::Recovery;

/// The Tauri app's identifier; its data directory holds the database.
pub const APP_IDENTIFIER: &str = "com.belote.companion";
/// File name of the database inside the app's data directory.
pub const DB_FILE_NAME: &str = "history.sqlite3";

/// The database the app uses: the Tauri `app_data_dir()` (the platform data directory joined
/// with [`APP_IDENTIFIER`]) + `history.sqlite3`. On Linux: `$XDG_DATA_HOME/com.belote.companion`
/// or `$HOME/.local/share/com.belote.companion`.
pub fn default_db_path() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join(APP_IDENTIFIER)
        .join(DB_FILE_NAME)
}

/// The match history database.
pub struct Store {
    pub(crate) conn: Connection,
    path: PathBuf,
    recovery: Option<Recovery>,
    /// What the review reads of every match's rounds, kept while nothing changes (`scan`).
    pub(crate) digests: crate::scan::DigestCache,
    /// What each event gave a season when last asked, kept while the event does not change.
    pub(crate) outcomes: crate::seasons::outcomes::OutcomeCache,
    /// Events scored, per event version; shared with the stores opened from this one.
    pub(crate) scored: crate::events::ScoredMemo,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

/// `path` with `suffix` added to its file name (`-wal`, `-shm`, `.damaged-…`).
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

/// Best effort: makes a rename in `path`'s directory durable.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(crate) fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
}

fn too_new(path: &Path, found: i64) -> StoreError {
    StoreError::TooNew {
        path: path.to_path_buf(),
        found,
        known: SCHEMA_VERSION,
    }
}

/// A file-system error about the database (or its folder), as an [`StoreError::Unusable`].
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn unusable_io(path: &Path, e: &io::Error, what: &str) -> StoreError {
    let problem = io_problem(e);
    StoreError::Unusable {
        path: path.to_path_buf(),
        problem,
        cause: cause_of(problem, &format!("{what}: {e}")),
    }
}

impl Store {
    /// Opens (or creates) the history at `path`. Any number of processes may do so at the
    /// same moment, a brand-new file included.
    ///
    /// In this order, so that nothing writes before it is known to be safe:
    /// 1. the schema version is read from the file header (by SQLite, read-only and without a
    ///    lock): a database of a newer app is refused ([`StoreError::TooNew`]) and left byte
    ///    for byte as it was;
    /// 2. `PRAGMA quick_check`: a damaged file is moved aside to `<name>.damaged-<timestamp>`
    ///    (with its `-wal`/`-shm`), never deleted, and a fresh database is started;
    ///    [`Store::recovery`] then says where the old one went;
    /// 3. a missing database is built complete in a private file and only then given its name
    ///    (see `create_fresh`), so nobody ever opens one half made;
    /// 4. pending migrations run in one immediate transaction that reads the version again.
    ///
    /// A database that cannot be used (locked beyond [`busy_timeout`], not writable, a full
    /// disk) is a [`StoreError::Unusable`] naming the file and the cause.
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref().to_path_buf();
        Store::open_checked(path.clone()).map_err(|e| e.with_path(&path))
    }

    #[cfg(all(target_family = "wasm", target_os = "unknown"))]
    fn open_checked(path: PathBuf) -> Result<Store> {
        browser::open_checked(path)
    }

    #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
    fn open_checked(path: PathBuf) -> Result<Store> {
        // A database is a regular file (or none yet): not a folder, a device or a pipe, beside
        // which SQLite would create its -wal and -shm files.
        if let Ok(meta) = fs::metadata(&path) {
            if !meta.is_file() {
                let what = if meta.is_dir() {
                    "it is a folder, not a database file; name a file inside it"
                } else {
                    "it is not a regular file (a device, a pipe, …), so it cannot hold a database"
                };
                return Err(StoreError::Unusable {
                    path,
                    problem: DbProblem::Unwritable,
                    cause: what.to_string(),
                });
            }
        }
        if let Some(found) = header_schema_version(&path)? {
            if found > SCHEMA_VERSION as i64 {
                return Err(too_new(&path, found));
            }
        }
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                fs::create_dir_all(dir).map_err(|e| {
                    unusable_io(
                        &path,
                        &e,
                        &format!("cannot create the folder {}", dir.display()),
                    )
                })?;
            }
        }
        let mut recovery = None;
        let checking = FolderLock::acquire(&path)?;
        if path.exists() {
            let checked = identity(&path);
            let reason = match check_health(&path) {
                Health::Sound => None,
                Health::Damaged(reason) => Some(reason),
                Health::Locked(e) => return Err(e.into()),
            };
            if let Some(reason) = reason {
                let moved_to = move_aside(&path, checked).map_err(|e| match e {
                    StoreError::Io { context, source } => unusable_io(
                        &path,
                        &source,
                        &format!("the file is damaged ({reason}) and {context}"),
                    ),
                    other => other,
                })?;
                recovery = moved_to.map(|moved_to| Recovery { moved_to, reason });
            }
        }
        drop(checking);
        if !path.exists() {
            create_fresh(&path);
        }
        let mut conn = connect(&path)?;
        let found = user_version(&conn)?;
        if found > SCHEMA_VERSION as i64 {
            return Err(too_new(&path, found));
        }
        configure(&conn, &path)?;
        if let Migrated::TooNew(found) = migrate(&mut conn)? {
            return Err(too_new(&path, found));
        }
        let digests = crate::scan::DigestCache::watching(&conn)?;
        Ok(Store {
            conn,
            path,
            recovery,
            digests,
            outcomes: Default::default(),
            scored: Default::default(),
        })
    }

    /// Another connection to the same database, already checked and migrated by this one (no
    /// health check, no migration): for work on another thread, such as a long import or an
    /// export, while this connection keeps serving.
    pub fn open_another(&self) -> Result<Store> {
        let conn = connect(&self.path).map_err(|e| e.with_path(&self.path))?;
        configure(&conn, &self.path).map_err(|e| e.with_path(&self.path))?;
        let digests = crate::scan::DigestCache::watching(&conn)?;
        Ok(Store {
            conn,
            path: self.path.clone(),
            recovery: None,
            digests,
            outcomes: Default::default(),
            scored: self.scored.clone(),
        })
    }

    /// Opens the app's own database ([`default_db_path`]).
    pub fn open_default() -> Result<Store> {
        Store::open(default_db_path())
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Set when [`Store::open`] found the file damaged and moved it aside.
    pub fn recovery(&self) -> Option<&Recovery> {
        self.recovery.as_ref()
    }

    /// The schema version of the open database (`PRAGMA user_version`).
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// Runs `PRAGMA integrity_check`; `Ok(())` when the database is sound.
    pub fn integrity_check(&self) -> Result<std::result::Result<(), String>> {
        let mut st = self.conn.prepare("PRAGMA integrity_check")?;
        let rows: Vec<String> = st
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<_>>()?;
        if rows.len() == 1 && rows[0] == "ok" {
            Ok(Ok(()))
        } else {
            Ok(Err(rows.join("; ")))
        }
    }

    /// The transaction every change runs in. Immediate: it takes the write lock before reading
    /// anything, waiting for another writer through the busy timeout. A deferred transaction
    /// that read first would have to upgrade its read lock to write, and SQLite refuses that at
    /// once with `SQLITE_BUSY` (no wait) whenever another connection writes meanwhile.
    pub(crate) fn write_tx(&mut self) -> Result<Transaction<'_>> {
        Ok(self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?)
    }
}
