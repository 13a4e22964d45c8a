//! The schema version in a database file's header, read before anything else opens it.

use std::fs;
use std::io;
use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use super::recovery::is_damage;
use super::unusable_io;
use crate::error::{cause_of, sqlite_problem, DbProblem, Result, StoreError};

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
pub(super) fn header_schema_version(path: &Path) -> Result<Option<i64>> {
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
#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

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
