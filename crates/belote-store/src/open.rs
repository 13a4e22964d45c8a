//! Opening the history: where the app's database lives, the [`Store`] handle, the order of
//! the start-up checks (schema version from the header, health check that moves a damaged file
//! aside, creation of a new database, migrations) and the connection settings (how long a
//! connection waits for another process's lock is `wait`'s). The database and its
//! `-wal`/`-shm` files are only ever opened by SQLite, never with plain file I/O: that would
//! drop the locks this process's open connections hold on them (see `header_schema_version`).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::Utc;
use rusqlite::{Connection, ErrorCode, OpenFlags, Transaction, TransactionBehavior};

use crate::error::{cause_of, io_problem, sqlite_problem, DbProblem, Result, StoreError};
use crate::schema::{migrate, Migrated, SCHEMA_VERSION};
use crate::wait::busy_timeout;

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
    /// What the review reads of every match's rounds, kept while nothing changes (`scan`).
    pub(crate) digests: crate::scan::DigestCache,
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

/// What the health check found.
enum Health {
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
fn check_health(path: &Path) -> Health {
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

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

/// An exclusive advisory lock (`flock`) on the database's folder, held while the health check
/// runs and a damaged file is moved aside: processes opening the same damaged file at once
/// then move it aside once, and none of them moves aside the fresh file another one just
/// started. Best effort where the file system has no such locks (none is taken then).
struct FolderLock {
    #[cfg(unix)]
    _dir: fs::File,
}

impl FolderLock {
    #[cfg(unix)]
    fn acquire(path: &Path) -> Result<Option<FolderLock>> {
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
    fn acquire(_path: &Path) -> Result<Option<FolderLock>> {
        Ok(None)
    }
}

/// Which file a path names (device and inode), to notice that it was replaced.
#[cfg(unix)]
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn identity(path: &Path) -> Option<(u64, u64)> {
    fs::metadata(path).ok().map(|m| (m.len(), 0))
}

/// Renames the database and its `-wal`/`-shm` files to `<name>.damaged-<timestamp>[-n]`.
/// `None` when the damaged file is gone already: another process, opening it at the same
/// moment, moved it aside first (and may have started a fresh one, which is left alone).
fn move_aside(path: &Path, checked: Option<(u64, u64)>) -> Result<Option<PathBuf>> {
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

/// The schema version in the file's header (`user_version`), read by SQLite from the main
/// file alone: the connection is opened with the URI parameters `mode=ro&immutable=1`, so it
/// takes no lock, never looks at a `-wal` or `-shm` file (nor creates one) and writes nothing —
/// a database of a newer app is left byte for byte as it was. `None` when there is no file yet
/// or SQLite does not read it as a database (empty is version 0; damaged is for the health
/// check to say).
///
/// Never with plain file I/O: on Unix, closing *any* descriptor of a file drops all of the
/// process's POSIX locks on it, and this process may have the database open already (a second
/// `Store::open` while the first store is in use). With its lock on the database gone, another
/// process's SQLite believes, when it closes, that it is the last connection, checkpoints and
/// deletes the `-wal` file this process still writes to: what is written afterwards is lost,
/// and the file may be damaged. (The SQLite built into this app looks at the `-shm` file's
/// locks too before it deletes anything, but other programs may use an older one, such as the
/// 3.40 `sqlite3` shell of Debian 12.) SQLite's unix layer knows the locks this process holds
/// on the file and keeps a descriptor it is asked to close open until they are released.
fn header_schema_version(path: &Path) -> Result<Option<i64>> {
    // No file yet (or no folder yet, or a path through a regular file): nothing to read; the
    // steps after this one create it or say why they cannot. `metadata` opens no descriptor.
    match fs::metadata(path) {
        Ok(_) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound || e.raw_os_error() == Some(20) => {
            return Ok(None)
        }
        Err(e) => return Err(unusable_io(path, &e, "cannot read it")),
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let cannot_read = |e: rusqlite::Error| {
        let problem = sqlite_problem(&e).unwrap_or(DbProblem::Io);
        StoreError::Unusable {
            path: path.to_path_buf(),
            problem,
            cause: cause_of(problem, &format!("cannot read it: {e}")),
        }
    };
    let conn = match Connection::open_with_flags(immutable_uri(path), flags) {
        Ok(c) => c,
        Err(e) if is_damage(&e) => return Ok(None),
        // Gone meanwhile: another process opening this damaged file moved it aside.
        Err(_) if matches!(fs::metadata(path), Err(e) if e.kind() == io::ErrorKind::NotFound) => {
            return Ok(None)
        }
        Err(e) => return Err(cannot_read(e)),
    };
    match conn.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0)) {
        Ok(version) => Ok(Some(version)),
        Err(e) if is_damage(&e) => Ok(None),
        Err(e) => Err(cannot_read(e)),
    }
}

/// The SQLite URI that opens `path` read-only and immutable: `file:` and the path, every byte
/// but letters, digits, `-._~` and `/` written `%HH` (SQLite decodes them; `?`, `#` and `%`
/// would otherwise end or change the path).
fn immutable_uri(path: &Path) -> String {
    let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    #[cfg(unix)]
    let bytes = {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().to_vec()
    };
    #[cfg(not(unix))]
    let bytes = path.to_string_lossy().replace('\\', "/").into_bytes();
    // `file:///…` (an empty authority): a path that starts with `//` is not read as a host.
    let mut uri = String::from("file://");
    if bytes.first() != Some(&b'/') {
        uri.push('/');
    }
    for b in bytes {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            uri.push(char::from(b));
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push_str("?mode=ro&immutable=1");
    uri
}

fn too_new(path: &Path, found: i64) -> StoreError {
    StoreError::TooNew {
        path: path.to_path_buf(),
        found,
        known: SCHEMA_VERSION,
    }
}

/// A file-system error about the database (or its folder), as an [`StoreError::Unusable`].
fn unusable_io(path: &Path, e: &io::Error, what: &str) -> StoreError {
    let problem = io_problem(e);
    StoreError::Unusable {
        path: path.to_path_buf(),
        problem,
        cause: cause_of(problem, &format!("{what}: {e}")),
    }
}

/// A connection with the busy timeout, so that every statement waits for another process's
/// lock instead of failing at once.
fn connect(path: &Path) -> Result<Connection> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(busy_timeout())?;
    crate::search::register(&conn)?;
    Ok(conn)
}

fn user_version(conn: &Connection) -> Result<i64> {
    Ok(conn.query_row("PRAGMA user_version", [], |r| r.get(0))?)
}

/// WAL journal (readers never wait for the writer), `synchronous = FULL` (a committed change
/// survives a power cut), foreign keys on.
fn configure(conn: &Connection, path: &Path) -> Result<()> {
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
/// already in WAL mode and at [`SCHEMA_VERSION`], so opening it writes nothing.
///
/// Best effort: where the folder does not allow it (or renames cannot refuse to replace), the
/// caller's in-place path creates the file, and reports the problem if it cannot either.
fn create_fresh(path: &Path) {
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
        Ok(Store {
            conn,
            path,
            recovery,
            digests: Default::default(),
        })
    }

    /// Another connection to the same database, already checked and migrated by this one (no
    /// health check, no migration): for work on another thread, such as a long import or an
    /// export, while this connection keeps serving.
    pub fn open_another(&self) -> Result<Store> {
        let conn = connect(&self.path).map_err(|e| e.with_path(&self.path))?;
        configure(&conn, &self.path).map_err(|e| e.with_path(&self.path))?;
        Ok(Store {
            conn,
            path: self.path.clone(),
            recovery: None,
            digests: Default::default(),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn files_in(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
        let mut files: Vec<_> = fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                let p = e.unwrap().path();
                let bytes = fs::read(&p).unwrap();
                (p, bytes)
            })
            .collect();
        files.sort();
        files
    }

    #[test]
    fn the_header_is_read_by_sqlite_from_the_main_file_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.sqlite3");
        assert_eq!(header_schema_version(&path).unwrap(), None);
        assert_eq!(
            header_schema_version(&path.join("below-a-missing-file")).unwrap(),
            None
        );

        fs::write(&path, b"").unwrap();
        assert_eq!(header_schema_version(&path).unwrap(), Some(0));
        fs::write(&path, b"not a database, only words ".repeat(40)).unwrap();
        assert_eq!(header_schema_version(&path).unwrap(), None);
        // A path through a regular file.
        assert_eq!(header_schema_version(&path.join("x")).unwrap(), None);
        fs::remove_file(&path).unwrap();

        // A WAL database in use, its latest version only in the -wal file: the header read
        // sees the main file's version and changes nothing, neither the main file nor the
        // -wal and -shm files.
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; PRAGMA user_version = 3; \
             PRAGMA wal_checkpoint(TRUNCATE); PRAGMA user_version = 4;",
        )
        .unwrap();
        let before = files_in(dir.path());
        assert_eq!(before.len(), 3, "{before:?}");
        assert_eq!(header_schema_version(&path).unwrap(), Some(3));
        assert_eq!(files_in(dir.path()), before);
        let current: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(current, 4);
    }

    #[cfg(unix)]
    #[test]
    fn the_uri_names_any_path() {
        assert_eq!(
            immutable_uri(Path::new("/data/a b?c#d%e/h.sqlite3")),
            "file:///data/a%20b%3Fc%23d%25e/h.sqlite3?mode=ro&immutable=1"
        );
        assert_eq!(
            immutable_uri(Path::new("//server/h")),
            "file:////server/h?mode=ro&immutable=1"
        );
        let relative = immutable_uri(Path::new("h.sqlite3"));
        assert!(relative.starts_with("file:///"), "{relative}");
        assert!(
            relative.ends_with("/h.sqlite3?mode=ro&immutable=1"),
            "{relative}"
        );
    }
}
