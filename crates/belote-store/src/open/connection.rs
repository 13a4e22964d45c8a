//! A connection's settings (busy timeout, WAL journal, `synchronous = FULL`, foreign keys),
//! and the creation of a brand-new database that nobody ever sees half made.

use std::path::Path;

use rusqlite::Connection;

use crate::error::{cause_of, DbProblem, Result, StoreError};
use crate::wait::busy_timeout;
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use {
    super::{sidecar, sync_dir},
    crate::schema::{migrate, Migrated},
    rusqlite::ErrorCode,
    std::fs,
};

/// A connection with the busy timeout, so that every statement waits for another process's
/// lock instead of failing at once.
pub(super) fn connect(path: &Path) -> Result<Connection> {
    let conn = Connection::open(path)?;
    // In the browser the connection holds the database exclusively from its first read: a
    // database in WAL mode can only be read so there (`configure`).
    #[cfg(all(target_family = "wasm", target_os = "unknown"))]
    let _: String = conn.query_row("PRAGMA locking_mode = EXCLUSIVE", [], |r| r.get(0))?;
    conn.busy_timeout(busy_timeout())?;
    crate::search::register(&conn)?;
    Ok(conn)
}

pub(super) fn user_version(conn: &Connection) -> Result<i64> {
    Ok(conn.query_row("PRAGMA user_version", [], |r| r.get(0))?)
}

/// WAL journal (readers never wait for the writer), `synchronous = FULL` (a committed change
/// survives a power cut), foreign keys on.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(super) fn configure(conn: &Connection, path: &Path) -> Result<()> {
    let mode = switch_to_wal(conn)?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Unusable {
            path: path.to_path_buf(),
            problem: DbProblem::Unwritable,
            cause: cause_of(
                DbProblem::Unwritable,
                &format!("its journal cannot be switched to WAL; the journal mode stays {mode}"),
            ),
        });
    }
    conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")?;
    Ok(())
}

/// In the browser: WAL with the connection holding the database exclusively, `synchronous =
/// FULL`, foreign keys on. One worker owns the database (the OPFS pool's files are its own),
/// so the exclusive lock costs nothing, and it lets SQLite keep WAL's index in memory: that file
/// system has no shared memory. A commit is then one write to the log and one flush of it,
/// where a rollback journal needs four (a save is faster by about 20 ms on a phone's storage).
/// A file system where WAL cannot be set keeps a rollback journal (truncated after each
/// commit).
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub(super) fn configure(conn: &Connection, path: &Path) -> Result<()> {
    let mut mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        mode = conn.query_row("PRAGMA journal_mode = TRUNCATE", [], |r| r.get(0))?;
    }
    if !mode.eq_ignore_ascii_case("wal") && !mode.eq_ignore_ascii_case("truncate") {
        return Err(StoreError::Unusable {
            path: path.to_path_buf(),
            problem: DbProblem::Unwritable,
            cause: cause_of(
                DbProblem::Unwritable,
                &format!("its journal cannot be set up; the journal mode stays {mode}"),
            ),
        });
    }
    conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")?;
    Ok(())
}

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn is_busy(e: &rusqlite::Error) -> bool {
    e.sqlite_error_code() == Some(ErrorCode::DatabaseBusy)
}

/// `PRAGMA journal_mode = WAL`; the journal mode it leaves.
///
/// On a database already in WAL mode this writes nothing. On one still in rollback mode (an
/// empty file, a file made by another program) SQLite switches it in a transaction that takes
/// a read lock and then upgrades it to a write lock, and it does not call the busy handler for
/// that upgrade: while another connection is switching the same file, the pragma fails at once
/// with `SQLITE_BUSY` although nobody held a lock for long. So on `SQLITE_BUSY` this waits
/// for the other connection's write lock the ordinary way (`BEGIN IMMEDIATE`, which does honour
/// the busy timeout) and asks again: by then the file is in WAL mode and the pragma is a no-op.
/// A lock that really outlasts the wait still fails, from `BEGIN IMMEDIATE`.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn switch_to_wal(conn: &Connection) -> Result<String> {
    let deadline = std::time::Instant::now() + busy_timeout();
    loop {
        match conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0)) {
            Ok(mode) => return Ok(mode),
            Err(e) if is_busy(&e) && std::time::Instant::now() < deadline => {
                conn.execute_batch("BEGIN IMMEDIATE; ROLLBACK;")?;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// Creates the database at `path` when there is none yet, without anyone ever seeing it half
/// made: the schema is built in a private file beside it, which is then given the name only if
/// the name is still free (a rename that never replaces). Processes opening a brand-new history
/// at the same moment each build one; the first to publish wins and the others open its file.
///
/// Built in place instead, the new file would be in rollback mode while the first opener
/// switches it to WAL and migrates it, holding an exclusive lock across that commit's
/// `fsync`s: every other opener's first read then waits for the disk, and on a busy disk a
/// sync takes seconds. Here nobody waits for anyone's lock or disk, and what gets published is
/// already in WAL mode and at [`SCHEMA_VERSION`](crate::SCHEMA_VERSION), so opening it writes nothing.
///
/// Best effort: where the folder does not allow it (or renames cannot refuse to replace), the
/// caller's in-place path creates the file, and reports the problem if it cannot either.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(super) fn create_fresh(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let prefix = format!(".{name}.new-");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        // The permissions SQLite gives a database it creates, less the umask.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o644));
    }
    let Ok(file) = builder.tempfile_in(dir) else {
        return;
    };
    // Closed here (SQLite opens it by name); the file is removed when `tmp` is dropped,
    // unless it was published.
    let tmp = file.into_temp_path();
    let tmp_name = tmp.to_path_buf();
    let built = (|| -> Result<()> {
        let mut conn = Connection::open(&tmp)?;
        // Nobody else sees this file, so no journal on disk and no syncs while building; it is
        // synced once, whole, before it gets its name.
        conn.execute_batch("PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;")?;
        if !matches!(migrate(&mut conn)?, Migrated::Current) {
            return Err(StoreError::Inconsistent("a new database is not new".into()));
        }
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
        conn.close().map_err(|(_, e)| e)?;
        // Nothing was written after the switch: everything is in the main file, and closing
        // removed the empty -wal. Check it rather than publish a file that needs its -wal.
        if !mode.eq_ignore_ascii_case("wal") || sidecar(&tmp, "-wal").exists() {
            return Err(StoreError::Inconsistent(
                "the new database is incomplete".into(),
            ));
        }
        fs::OpenOptions::new()
            .write(true)
            .open(&tmp)
            .and_then(|f| f.sync_all())
            .map_err(|e| StoreError::io("cannot sync the new database", e))
    })();
    if built.is_ok() {
        // When another process published first, this fails and the file is removed: the other
        // one's database is used.
        if tmp.persist_noclobber(path).is_ok() {
            sync_dir(path);
        }
    }
    for extra in ["-wal", "-shm", "-journal"] {
        let _ = fs::remove_file(sidecar(&tmp_name, extra));
    }
}
