//! The health check at start-up, and what is done with a damaged database: moved aside
//! (with its `-wal`/`-shm` files), never deleted, under a lock on its folder so that
//! processes opening the same damaged file at once move it aside only once.

use std::path::{Path, PathBuf};

use rusqlite::ErrorCode;

// The health check and the move aside are the file system's; the browser keeps a damaged
// database where it is (`browser`).
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use {
    super::{sidecar, sync_dir},
    crate::error::{cause_of, sqlite_problem, DbProblem, Result, StoreError},
    crate::wait::busy_timeout,
    chrono::Utc,
    rusqlite::{Connection, OpenFlags},
    std::{fs, io, time::Duration},
};

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
pub(super) fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseCorrupt) | Some(ErrorCode::NotADatabase)
    )
}

/// What the health check found.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(super) enum Health {
    /// Sound, or the check could not tell (permissions, …: the normal open then reports it).
    Sound,
    /// Damaged, with SQLite's reason.
    Damaged(String),
    /// Another process kept it locked for longer than the wait: opening it would wait again
    /// for nothing.
    Locked(rusqlite::Error),
}

/// `PRAGMA quick_check` on a read-only connection, which leaves the `-wal` file alone (a
/// read-write connection would delete it on close when the main file is unreadable).
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(super) fn check_health(path: &Path) -> Health {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = match Connection::open_with_flags(path, flags) {
        Ok(c) => c,
        Err(e) if is_damage(&e) => return Health::Damaged(e.to_string()),
        Err(_) => return Health::Sound,
    };
    let _ = conn.busy_timeout(busy_timeout());
    let rows: rusqlite::Result<Vec<String>> = (|| {
        let mut st = conn.prepare("PRAGMA quick_check")?;
        let rows = st.query_map([], |r| r.get::<_, String>(0))?;
        rows.collect()
    })();
    match rows {
        Ok(rows) if rows.len() == 1 && rows[0] == "ok" => Health::Sound,
        Ok(rows) => Health::Damaged(format!("integrity check: {}", rows.join("; "))),
        Err(e) if is_damage(&e) => Health::Damaged(e.to_string()),
        Err(e) if sqlite_problem(&e) == Some(DbProblem::Locked) => Health::Locked(e),
        Err(_) => Health::Sound,
    }
}
/// An exclusive advisory lock (`flock`) on the database's folder, held while the health check
/// runs and a damaged file is moved aside: processes opening the same damaged file at once
/// then move it aside once, and none of them moves aside the fresh file another one just
/// started. Best effort where the file system has no such locks (none is taken then).
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(super) struct FolderLock {
    #[cfg(unix)]
    _dir: fs::File,
}

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
impl FolderLock {
    #[cfg(unix)]
    pub(super) fn acquire(path: &Path) -> Result<Option<FolderLock>> {
        use std::os::unix::io::AsRawFd;
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let Ok(file) = fs::File::open(dir) else {
            return Ok(None);
        };
        let deadline = std::time::Instant::now() + busy_timeout();
        loop {
            // SAFETY: flock on a file descriptor we own; it is released when `file` closes.
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
                return Ok(Some(FolderLock { _dir: file }));
            }
            let e = io::Error::last_os_error();
            if e.raw_os_error() != Some(libc::EWOULDBLOCK) {
                return Ok(None);
            }
            if std::time::Instant::now() >= deadline {
                return Err(StoreError::Unusable {
                    path: path.to_path_buf(),
                    problem: DbProblem::Locked,
                    cause: cause_of(
                        DbProblem::Locked,
                        "another process kept checking it at start-up",
                    ),
                });
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[cfg(not(unix))]
    pub(super) fn acquire(_path: &Path) -> Result<Option<FolderLock>> {
        Ok(None)
    }
}
/// Which file a path names (device and inode), to notice that it was replaced.
#[cfg(unix)]
pub(super) fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(all(not(unix), not(all(target_family = "wasm", target_os = "unknown"))))]
pub(super) fn identity(path: &Path) -> Option<(u64, u64)> {
    fs::metadata(path).ok().map(|m| (m.len(), 0))
}
/// Renames the database and its `-wal`/`-shm` files to `<name>.damaged-<timestamp>[-n]`.
/// `None` when the damaged file is gone already: another process, opening it at the same
/// moment, moved it aside first (and may have started a fresh one, which is left alone).
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(super) fn move_aside(path: &Path, checked: Option<(u64, u64)>) -> Result<Option<PathBuf>> {
    if identity(path) != checked {
        return Ok(None);
    }
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
    let gone = |e: &io::Error| e.kind() == io::ErrorKind::NotFound;
    for extra in ["-wal", "-shm"] {
        let from = sidecar(path, extra);
        if from.exists() {
            match fs::rename(&from, sidecar(&target, extra)) {
                Ok(()) => {}
                Err(e) if gone(&e) => {}
                Err(e) => {
                    return Err(StoreError::io(
                        format!("cannot move {} aside", from.display()),
                        e,
                    ))
                }
            }
        }
    }
    match fs::rename(path, &target) {
        Ok(()) => {}
        Err(e) if gone(&e) => return Ok(None),
        Err(e) => {
            return Err(StoreError::io(
                format!("cannot move {} aside", path.display()),
                e,
            ))
        }
    }
    sync_dir(path);
    Ok(Some(target))
}
