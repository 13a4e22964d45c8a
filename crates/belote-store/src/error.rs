//! The one error type of the store, and how an environment problem (a locked, unwritable,
//! full, damaged or too new database) is told apart from bad input.

use std::path::{Path, PathBuf};

use belote_core::InputError;
use rusqlite::ErrorCode;
use serde::Serialize;

use crate::wait::busy_timeout;

/// Why the database cannot be used. The app's start-up screen and the `belote` command tell
/// these apart; each comes with a cause in words ([`StoreError::Unusable`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DbProblem {
    /// Written by a newer version of the app (schema version above ours); left untouched.
    NewerSchema,
    /// Another process holds a lock on it for longer than the wait.
    Locked,
    /// It cannot be created or written where it is (permissions, read-only file system, a
    /// path through a regular file, …).
    Unwritable,
    /// The disk (or the file system holding it) is full.
    DiskFull,
    /// The file is not a sound SQLite database.
    Damaged,
    /// Any other input/output failure.
    Io,
}

impl DbProblem {
    /// The snake_case name (`"newer_schema"`, `"locked"`, …) used by the app's IPC.
    pub fn as_str(self) -> &'static str {
        match self {
            DbProblem::NewerSchema => "newer_schema",
            DbProblem::Locked => "locked",
            DbProblem::Unwritable => "unwritable",
            DbProblem::DiskFull => "disk_full",
            DbProblem::Damaged => "damaged",
            DbProblem::Io => "io",
        }
    }
}

/// What kind of error a [`StoreError`] is: the one classification that the app's commands and
/// the `belote` command each turn into their own answer (an error kind of the IPC, an exit
/// code), in one place each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StoreErrorKind {
    /// The caller's input was rejected (the engine or the history-file reader said why).
    Input,
    /// No such match, or no such round of it.
    NotFound,
    /// The change needs a match in play.
    NotInPlay,
    /// A match with this id already exists.
    Duplicate,
    /// A change refused by the state of an event's table: a reused op, a deal number another
    /// phone took first, a round already closed, a complete table, a deal that does not exist.
    Conflict,
    /// The database file cannot be used ([`StoreError::problem`] says why).
    Database(DbProblem),
    /// A file other than the database (an export or import file) could not be read or
    /// written.
    File,
    /// Anything else: a database error without a cause of the kinds above, a failed
    /// migration, stored data that no longer checks.
    Internal,
}

/// Everything that can go wrong in the match history.
///
/// Bad input (a round the engine rejects, a malformed history file, an unknown id, …) can be
/// turned into the error shape of docs/commands.md with [`StoreError::input_error`]; every other variant
/// is an environment problem (I/O, a database written by a newer app, …).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The engine (or the history-file reader) rejected the input; `at` locates the value.
    #[error("{0}")]
    Input(#[from] InputError),
    /// No match with this id is stored.
    #[error("no match with id {0:?} in the history")]
    UnknownMatch(String),
    /// The round index is out of range for this match.
    #[error("match {id:?} has {count} round(s); there is no round number {number}")]
    NoSuchRound {
        id: String,
        number: usize,
        count: usize,
    },
    /// The change needs a match in play, but this one is finished or abandoned.
    #[error("match {id:?} is {state}; {action} needs a match in play")]
    NotInPlay {
        id: String,
        state: &'static str,
        action: &'static str,
    },
    /// A match with this id already exists.
    #[error("a match with id {0:?} already exists")]
    DuplicateId(String),
    /// The database was written by a newer version of the app; it is left untouched.
    #[error(
        "the database {} has schema version {found}, newer than this version of the app knows \
         ({known}); it was left untouched: update the app",
        path.display()
    )]
    TooNew {
        path: PathBuf,
        found: i64,
        known: usize,
    },
    /// The database file cannot be used; `cause` says why in a sentence (see [`DbProblem`]).
    #[error("cannot use the match history {}: {cause}", path.display())]
    Unusable {
        path: PathBuf,
        problem: DbProblem,
        cause: String,
    },
    /// A file or directory could not be read or written.
    #[error("{context}: {source}")]
    Io {
        context: String,
        #[source]
        source: std::io::Error,
    },
    /// SQLite reported an error.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A schema migration failed (the database is left at its previous version).
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// Stored data that should be valid is not (e.g. a round the engine now rejects).
    #[error("stored data is inconsistent: {0}")]
    Inconsistent(String),
    /// An event operation was refused: an unknown event or table code, or a phone's write that
    /// conflicts with the table as it is (see [`EventError`](crate::EventError)).
    #[error(transparent)]
    Event(#[from] crate::events::EventError),
}

impl StoreError {
    pub(crate) fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        StoreError::Io {
            context: context.into(),
            source,
        }
    }

    /// What kind of error this is. Every variant is classified here (an exhaustive match: a
    /// new variant must say what it is).
    pub fn kind(&self) -> StoreErrorKind {
        match self {
            StoreError::Input(_) => StoreErrorKind::Input,
            StoreError::UnknownMatch(_) | StoreError::NoSuchRound { .. } => {
                StoreErrorKind::NotFound
            }
            StoreError::NotInPlay { .. } => StoreErrorKind::NotInPlay,
            StoreError::DuplicateId(_) => StoreErrorKind::Duplicate,
            StoreError::TooNew { .. } => StoreErrorKind::Database(DbProblem::NewerSchema),
            StoreError::Unusable { problem, .. } => StoreErrorKind::Database(*problem),
            StoreError::Sqlite(e) => {
                sqlite_problem(e).map_or(StoreErrorKind::Internal, StoreErrorKind::Database)
            }
            StoreError::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => {
                sqlite_problem(err).map_or(StoreErrorKind::Internal, StoreErrorKind::Database)
            }
            StoreError::Migration(_) => StoreErrorKind::Internal,
            StoreError::Io { .. } => StoreErrorKind::File,
            StoreError::Inconsistent(_) => StoreErrorKind::Internal,
            StoreError::Event(e) if e.is_unknown() => StoreErrorKind::NotFound,
            StoreError::Event(_) => StoreErrorKind::Conflict,
        }
    }

    /// The error of docs/commands.md (`at` + `message`) when this error is bad input from the caller,
    /// `None` when it is an environment problem.
    pub fn input_error(&self) -> Option<InputError> {
        match (self, self.kind()) {
            (StoreError::Input(e), _) => Some(e.clone()),
            (StoreError::Event(e), _) => Some(e.input_error()),
            (StoreError::NoSuchRound { .. }, _) => Some(InputError::new("round", self.to_string())),
            (
                _,
                StoreErrorKind::NotFound | StoreErrorKind::Duplicate | StoreErrorKind::NotInPlay,
            ) => Some(InputError::new("id", self.to_string())),
            _ => None,
        }
    }

    /// True when the error is the caller's bad input (see [`StoreError::input_error`]).
    pub fn is_input(&self) -> bool {
        self.input_error().is_some()
    }

    /// What is wrong with the database file, when this error is an environment problem of the
    /// kinds in [`DbProblem`]; `None` for bad input and for other failures (including a file
    /// error of an export or import file, [`StoreError::Io`]).
    pub fn problem(&self) -> Option<DbProblem> {
        // A file error is about the database only where `Store::open` says so (it turns
        // those into `Unusable`); elsewhere it concerns an export or import file.
        match self.kind() {
            StoreErrorKind::Database(problem) => Some(problem),
            _ => None,
        }
    }

    /// The same error, naming the database file `path` when it is an environment problem
    /// ([`StoreError::problem`]) that does not name it yet: `database is locked` becomes
    /// `cannot use the match history /…/history.sqlite3: it is locked by another process …`.
    pub fn with_path(self, path: &Path) -> StoreError {
        let problem = match (&self, self.problem()) {
            (StoreError::TooNew { .. } | StoreError::Unusable { .. }, _) | (_, None) => {
                return self
            }
            (_, Some(p)) => p,
        };
        let detail = match &self {
            StoreError::Sqlite(e) => e.to_string(),
            StoreError::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => {
                err.to_string()
            }
            other => other.to_string(),
        };
        StoreError::Unusable {
            path: path.to_path_buf(),
            problem,
            cause: cause_of(problem, &detail),
        }
    }
}

/// The sentence that says what is wrong, from the problem and the system's own words.
pub(crate) fn cause_of(problem: DbProblem, detail: &str) -> String {
    match problem {
        DbProblem::Locked => format!(
            "it is locked by another process and stayed locked for longer than the wait ({} ms); \
             close the other program using it, or try again ({detail})",
            busy_timeout().as_millis()
        ),
        DbProblem::Unwritable => format!(
            "it cannot be created or written there ({detail}); check that the folder exists, \
             is a folder and can be written"
        ),
        DbProblem::DiskFull => {
            format!("the disk is full ({detail}); free some space and try again")
        }
        DbProblem::Damaged => format!("the file is damaged ({detail})"),
        DbProblem::NewerSchema | DbProblem::Io => detail.to_string(),
    }
}

/// The problem behind an SQLite error, if it is one of the environment problems.
pub(crate) fn sqlite_problem(e: &rusqlite::Error) -> Option<DbProblem> {
    // Growing the shared-memory file of the WAL fails only when there is no room for it.
    if e.sqlite_extended_error_code() == Some(rusqlite::ffi::SQLITE_IOERR_SHMSIZE) {
        return Some(DbProblem::DiskFull);
    }
    match e.sqlite_error_code()? {
        ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => Some(DbProblem::Locked),
        ErrorCode::DiskFull => Some(DbProblem::DiskFull),
        ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied => {
            Some(DbProblem::Unwritable)
        }
        ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase => Some(DbProblem::Damaged),
        ErrorCode::SystemIoFailure | ErrorCode::FileLockingProtocolFailed => Some(DbProblem::Io),
        _ => None,
    }
}

/// The problem behind a file-system error.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(crate) fn io_problem(e: &std::io::Error) -> DbProblem {
    use std::io::ErrorKind;
    // errno values shared by Linux and the BSDs/macOS: EPERM, EACCES, EEXIST (a file where a
    // folder should be), ENOTDIR, EISDIR, EROFS, ENOSPC; EDQUOT differs (Linux 122, BSD 69).
    match e.raw_os_error() {
        Some(1 | 13 | 17 | 20 | 21 | 30) => return DbProblem::Unwritable,
        Some(28) => return DbProblem::DiskFull,
        #[cfg(target_os = "linux")]
        Some(122) => return DbProblem::DiskFull,
        #[cfg(any(target_os = "macos", target_os = "freebsd"))]
        Some(69) => return DbProblem::DiskFull,
        _ => {}
    }
    match e.kind() {
        ErrorKind::PermissionDenied => DbProblem::Unwritable,
        _ => DbProblem::Io,
    }
}

/// Result alias of the store.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;
