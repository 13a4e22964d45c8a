//! Opening the history: where the app's database lives, the [`Store`] handle, the start-up
//! health check that moves a damaged file aside, connection settings and migrations.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;
use rusqlite::{Connection, ErrorCode, OpenFlags, Transaction, TransactionBehavior};

use crate::error::{Result, StoreError};
use crate::schema::{migrations, SCHEMA_VERSION};

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

/// A damaged database that [`Store::open`] moved aside before starting a fresh one.
#[derive(Debug, Clone)]
pub struct Recovery {
    /// Where the damaged file now is (its `-wal`/`-shm` files, if any, sit beside it).
    pub moved_to: PathBuf,
    /// What SQLite said about it.
    pub reason: String,
}

impl Recovery {
    /// A sentence for the user.
    pub fn message(&self, original: &Path) -> String {
        format!(
            "the match history {} was damaged ({}); it was moved aside to {} (nothing was \
             deleted) and a fresh history was started",
            original.display(),
            self.reason,
            self.moved_to.display()
        )
    }
}

/// The match history database.
pub struct Store {
    pub(crate) conn: Connection,
    path: PathBuf,
    recovery: Option<Recovery>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

// ---------------------------------------------------------------------------------------
// Opening, health check, recovery

fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseCorrupt) | Some(ErrorCode::NotADatabase)
    )
}

/// `Some(reason)` when the file is damaged, `None` when it is healthy or when the check
/// could not tell (busy, permissions, …: the normal open then reports the problem). The check
/// uses a read-only connection, which leaves the `-wal` file alone (a read-write connection
/// would delete it on close when the main file is unreadable).
fn check_health(path: &Path) -> Option<String> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = match Connection::open_with_flags(path, flags) {
        Ok(c) => c,
        Err(e) if is_damage(&e) => return Some(e.to_string()),
        Err(_) => return None,
    };
    let _ = conn.busy_timeout(std::time::Duration::from_secs(5));
    let rows: rusqlite::Result<Vec<String>> = (|| {
        let mut st = conn.prepare("PRAGMA quick_check")?;
        let rows = st.query_map([], |r| r.get::<_, String>(0))?;
        rows.collect()
    })();
    match rows {
        Ok(rows) if rows.len() == 1 && rows[0] == "ok" => None,
        Ok(rows) => Some(format!("integrity check: {}", rows.join("; "))),
        Err(e) if is_damage(&e) => Some(e.to_string()),
        Err(_) => None,
    }
}

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

/// Renames the database and its `-wal`/`-shm` files to `<name>.damaged-<timestamp>[-n]`.
fn move_aside(path: &Path) -> Result<PathBuf> {
    let stamp = Utc::now().format("%Y%m%dT%H%M%SZ").to_string();
    let mut n = 0;
    let target = loop {
        let suffix = if n == 0 {
            format!(".damaged-{stamp}")
        } else {
            format!(".damaged-{stamp}-{n}")
        };
        let candidate = sidecar(path, &suffix);
        if !candidate.exists()
            && !sidecar(&candidate, "-wal").exists()
            && !sidecar(&candidate, "-shm").exists()
        {
            break candidate;
        }
        n += 1;
    };
    for extra in ["-wal", "-shm"] {
        let from = sidecar(path, extra);
        if from.exists() {
            let to = sidecar(&target, extra);
            fs::rename(&from, &to)
                .map_err(|e| StoreError::io(format!("cannot move {} aside", from.display()), e))?;
        }
    }
    fs::rename(path, &target)
        .map_err(|e| StoreError::io(format!("cannot move {} aside", path.display()), e))?;
    sync_dir(path);
    Ok(target)
}

/// Best effort: makes a rename in `path`'s directory durable.
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

fn configure(conn: &Connection) -> Result<()> {
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Inconsistent(format!(
            "could not switch the database to WAL (journal mode is {mode})"
        )));
    }
    conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")?;
    Ok(())
}

impl Store {
    /// Opens (or creates) the history at `path`.
    ///
    /// Runs `PRAGMA quick_check` first: a damaged file is moved aside to
    /// `<name>.damaged-<timestamp>` (with its `-wal`/`-shm`), never deleted, and a fresh
    /// database is started; [`Store::recovery`] then says where the old one went. Then applies
    /// pending migrations. A database from a newer app is refused ([`StoreError::TooNew`]).
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref().to_path_buf();
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                fs::create_dir_all(dir).map_err(|e| {
                    StoreError::io(format!("cannot create the directory {}", dir.display()), e)
                })?;
            }
        }
        let mut recovery = None;
        if path.exists() {
            if let Some(reason) = check_health(&path) {
                let moved_to = move_aside(&path)?;
                recovery = Some(Recovery { moved_to, reason });
            }
        }
        let mut conn = Connection::open(&path)?;
        configure(&conn)?;
        let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if found > SCHEMA_VERSION as i64 {
            return Err(StoreError::TooNew {
                path,
                found,
                known: SCHEMA_VERSION,
            });
        }
        migrations().to_latest(&mut conn)?;
        Ok(Store {
            conn,
            path,
            recovery,
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

    pub(crate) fn write_tx(&mut self) -> Result<Transaction<'_>> {
        Ok(self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?)
    }
}
