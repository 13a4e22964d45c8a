//! Opening the history in the browser (WebAssembly, `wasm32-unknown-unknown`): the database
//! is a file of the SQLite virtual file system its host installed first — the origin private
//! file system through sqlite-wasm-rs's OPFS SAH pool, whose files one dedicated worker holds
//! exclusively. No other process can open the file, and the standard library has no file
//! system there, so the steps of [`Store::open`](super::Store::open) that guard a file shared
//! on disk (the header read before any lock, the folder lock, the database built aside and
//! renamed into place) have nothing to guard. What protects the data stays, in this order:
//! 1. a database of a newer app is refused and left untouched (its version is read before
//!    anything is written);
//! 2. `PRAGMA quick_check`: a damaged database is moved aside, never deleted, and a fresh
//!    history started, as on disk — by the host's own rename ([`set_move_aside`]: the file
//!    system is the host's), after which [`Store::recovery`](super::Store::recovery) says
//!    where it went. A host that gave no way to move it has it refused and left as it is;
//! 3. pending migrations run in one immediate transaction, as on disk.
//!
//! Every change is then committed with `synchronous = FULL` in WAL mode, the connection holding
//! the database exclusively (WAL's index then lives in memory: that file system has no shared
//! memory): SQLite flushes the log (the pool flushes its OPFS access handle) before the commit
//! returns (`connection::configure`).

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use rusqlite::Connection;

use super::connection::{configure, connect, user_version};
use super::recovery::{is_damage, Recovery};
use super::{too_new, Store};
use crate::error::{cause_of, DbProblem, Result, StoreError};
use crate::schema::{migrate, Migrated, SCHEMA_VERSION};

/// How the host moves a damaged database aside: given the database's path, it renames the
/// file (and its journal) to a new name in the same file system and answers that name, or
/// why it could not.
pub type MoveAside = Box<dyn Fn(&Path) -> std::result::Result<PathBuf, String>>;

thread_local! {
    /// The host's way to move a damaged database aside (one thread runs the WebAssembly).
    static MOVE_ASIDE: RefCell<Option<MoveAside>> = const { RefCell::new(None) };
}

/// Gives the store the host's way to move a damaged database aside (the OPFS pool's files
/// are the host's): from then on [`Store::open`](super::Store::open) moves a damaged file
/// aside and starts a fresh history instead of refusing it.
pub fn set_move_aside(move_aside: MoveAside) {
    MOVE_ASIDE.with(|m| *m.borrow_mut() = Some(move_aside));
}

/// Moves the damaged database at `path` aside by the host's rename: where it went, or the
/// error that refuses it (left as it is) when the host has none or it failed.
fn move_aside(path: &Path, reason: &str) -> Result<Recovery> {
    let moved = MOVE_ASIDE.with(|m| m.borrow().as_ref().map(|f| f(path)));
    match moved {
        Some(Ok(moved_to)) => Ok(Recovery {
            moved_to,
            reason: reason.to_string(),
        }),
        Some(Err(why)) => Err(damaged(
            path,
            &format!("{reason}; it could not be moved aside: {why}"),
        )),
        None => Err(damaged(path, reason)),
    }
}

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
    match open_sound(&path)? {
        Ok(conn) => finish(conn, path, None),
        Err(reason) => {
            // The damaged file's connection is closed (dropped) before it is moved.
            let recovery = move_aside(&path, &reason)?;
            let conn = connect(&path)?;
            if let Err(reason) = sound(&conn, &path)? {
                return Err(damaged(&path, &reason));
            }
            finish(conn, path, Some(recovery))
        }
    }
}

/// The database opened and checked: `Ok(conn)` when sound, `Err(reason)` when damaged.
fn open_sound(path: &Path) -> Result<std::result::Result<Connection, String>> {
    let conn = connect(path)?;
    Ok(sound(&conn, path)?.map(|()| conn))
}

/// Whether the open database is sound (`Err`: SQLite's reason it is not); a database of a
/// newer app is refused untouched.
fn sound(conn: &Connection, path: &Path) -> Result<std::result::Result<(), String>> {
    let found = match user_version(conn) {
        Ok(found) => found,
        Err(StoreError::Sqlite(e)) if is_damage(&e) => return Ok(Err(e.to_string())),
        Err(e) => return Err(e),
    };
    if found > SCHEMA_VERSION as i64 {
        return Err(too_new(path, found));
    }
    // SQLite's own page cache is the only one between it and the file here: each page it
    // reads again is a call out of the module to the origin private file system's access
    // handle (natively the system's file cache answers, for the cost of a copy). 48 MiB holds
    // the whole of a 10,000-match history (35 MB), read once by the health check just below,
    // so that the questions after it read nothing from the file again; it grows only as pages
    // are read (docs/performance.md, "The engine in the browser"). Set once the header is
    // known to be sound: the pragma reads the schema, and a damaged one fails it.
    match conn.execute_batch("PRAGMA cache_size = -49152") {
        Ok(()) => {}
        Err(e) if is_damage(&e) => return Ok(Err(e.to_string())),
        Err(e) => return Err(e.into()),
    }
    match quick_check(conn) {
        Ok(None) => Ok(Ok(())),
        Ok(Some(reason)) => Ok(Err(reason)),
        Err(e) if is_damage(&e) => Ok(Err(e.to_string())),
        Err(e) => Err(e.into()),
    }
}

/// The sound database set up and migrated.
fn finish(mut conn: Connection, path: PathBuf, recovery: Option<Recovery>) -> Result<Store> {
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
