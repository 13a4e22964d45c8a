//! The one error type of the store.

use std::path::PathBuf;

use belote_core::InputError;

/// Everything that can go wrong in the match history.
///
/// Bad input (a round the engine rejects, a malformed history file, an unknown id, …) can be
/// turned into the FORMAT.md error shape with [`StoreError::input_error`]; every other variant
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
}

impl StoreError {
    pub(crate) fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        StoreError::Io {
            context: context.into(),
            source,
        }
    }

    /// The FORMAT.md error (`at` + `message`) when this error is bad input from the caller,
    /// `None` when it is an environment problem.
    pub fn input_error(&self) -> Option<InputError> {
        match self {
            StoreError::Input(e) => Some(e.clone()),
            StoreError::UnknownMatch(_) | StoreError::DuplicateId(_) => {
                Some(InputError::new("id", self.to_string()))
            }
            StoreError::NoSuchRound { .. } => Some(InputError::new("round", self.to_string())),
            StoreError::NotInPlay { .. } => Some(InputError::new("id", self.to_string())),
            _ => None,
        }
    }

    /// True when the error is the caller's bad input (see [`StoreError::input_error`]).
    pub fn is_input(&self) -> bool {
        self.input_error().is_some()
    }
}

/// Result alias of the store.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;
