//! Opening the history in the browser (WebAssembly, `wasm32-unknown-unknown`): the database
//! is a file of the SQLite virtual file system its host installed first — the origin private
//! file system through sqlite-wasm-rs's OPFS SAH pool, whose files one dedicated worker holds
//! exclusively. No other process can open the file, and the standard library has no file
//! system there, so the steps of [`Store::open`](super::Store::open) that guard a file shared
//! on disk (the header read before any lock, the folder lock, the database built aside and
//! renamed into place) have nothing to guard. What protects the data stays, in this order:
//! 1. a database of a newer app is refused and left untouched (its version is read before
//!    anything is written);
//! 2. `PRAGMA quick_check`: a damaged database is refused and left as it is, never deleted
//!    (there is no rename to move it aside with: the host may offer to save it);
//! 3. pending migrations run in one immediate transaction, as on disk.
//!
//! Every change is then committed on a rollback journal with `synchronous = FULL`: SQLite
//! syncs the journal and the database (the pool flushes its OPFS access handles) before the
//! commit returns. WAL needs shared memory, which that file system has not.

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use super::connection::{configure, connect, user_version};
use super::recovery::is_damage;
use super::{too_new, Store};
use crate::error::{cause_of, DbProblem, Result, StoreError};
use crate::schema::{migrate, Migrated, SCHEMA_VERSION};

/// A damaged database, refused and left as it is.
fn damaged(path: &Path, reason: &str) -> StoreError {
    StoreError::Unusable {
        path: path.to_path_buf(),
        problem: DbProblem::Io,
        cause: format!(
            "{}; it was left as it is (nothing was deleted)",
            cause_of(DbProblem::Damaged, reason)
        ),
    }
}

/// `PRAGMA quick_check`: `None` when the database is sound, else SQLite's reason.
fn quick_check(conn: &Connection) -> rusqlite::Result<Option<String>> {
    let mut st = conn.prepare("PRAGMA quick_check")?;
    let rows: Vec<String> = st
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok((rows.len() != 1 || rows[0] != "ok")
        .then(|| format!("integrity check: {}", rows.join("; "))))
}

pub(super) fn open_checked(path: PathBuf) -> Result<Store> {
    let mut conn = connect(&path)?;
    let damage = |e: StoreError| match e {
        StoreError::Sqlite(e) if is_damage(&e) => damaged(&path, &e.to_string()),
        other => other,
    };
    let found = user_version(&conn).map_err(damage)?;
    if found > SCHEMA_VERSION as i64 {
        return Err(too_new(&path, found));
    }
    if let Some(reason) = quick_check(&conn).map_err(|e| damage(e.into()))? {
        return Err(damaged(&path, &reason));
    }
    configure(&conn, &path)?;
    if let Migrated::TooNew(found) = migrate(&mut conn)? {
        return Err(too_new(&path, found));
    }
    Ok(Store {
        conn,
        path,
        recovery: None,
        digests: Default::default(),
        outcomes: Default::default(),
        scored: Default::default(),
    })
}
