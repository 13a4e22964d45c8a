//! The Belote app's commands as plain functions over shared state, without Tauri: the Tauri
//! shell exposes each one as an IPC command, and the HTTP server can call any of them by name
//! ([`Api::dispatch`]). Each command parses its arguments, calls the core or the store, and
//! returns what the UI shows, built from the store's own result (a match is scored once per
//! change). Changes are committed before a command returns.
//!
//! Start-up never panics: when the history cannot be opened (a newer app's database, a lock
//! held by another process, an unwritable folder, a full disk), the app runs all the same and
//! `startup_status` tells the UI why, for its start-up screen (Retry, Quit).

mod commands;
mod dispatch;
mod error;
pub mod event_files;
pub mod events;
pub mod phones;
pub mod print;
mod review;
pub mod seasons;
pub mod startup;
mod view;

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, OnceLock};

use belote_store::{Store, DB_FILE_NAME};
use serde_json::Value;

pub use commands::{AppInfo, HistoryProgress};
pub use error::{ApiError, ApiResult, ErrorKind};
pub use review::{ReviewFilter, ReviewSheet, ReviewView};
pub use startup::{open_history, StartupStatus};
pub use view::{place, ExplainedRound, MatchView, Names, Preview, RoundView};

/// Where the back end sends what it has to tell its host: events for the UI (the
/// `history-progress` of an import or export), and the UI's wish to quit.
pub trait EventSink: Sync {
    /// Sends `event` with its payload to the UI.
    fn emit(&self, event: &str, payload: Value);

    /// The UI asked the app to quit (the start-up screen's Quit).
    fn quit(&self) {}
}

/// A sink for commands that send no events.
pub struct NoEvents;

impl EventSink for NoEvents {
    fn emit(&self, _event: &str, _payload: Value) {}
}

/// What the commands share: the history (when it could be opened) and what the start-up
/// check found.
pub struct Api {
    /// `None` while the history cannot be used; every store command then answers
    /// `{kind: "unavailable"}`.
    store: Mutex<Option<Store>>,
    /// What the start-up screen should show: why there is no store, or (once) that a damaged
    /// file was moved aside.
    startup: Mutex<Option<StartupStatus>>,
    /// A damaged database moved aside at start-up, as a sentence for the user (`app_info`).
    recovered: Mutex<Option<String>>,
    data_dir: PathBuf,
    /// The database file (empty when the data folder is unknown).
    db_path: PathBuf,
    /// When the app's process started (ms since the Unix epoch), for `app_info`.
    started_ms: u64,
    /// The table phones' server the organiser opens, when the host has one
    /// ([`Api::with_phones`]).
    phones: OnceLock<phones::Phones>,
}

impl Api {
    /// Opens the history at `db_path`, recording what the start-up screen must show.
    pub fn open(data_dir: PathBuf, db_path: PathBuf, started_ms: u64) -> Api {
        let (store, status) = open_history(&db_path);
        let recovered = store
            .as_ref()
            .and_then(|s| s.recovery().map(|r| r.message(&db_path)));
        Api {
            store: Mutex::new(store),
            startup: Mutex::new(status),
            recovered: Mutex::new(recovered),
            data_dir,
            db_path,
            started_ms,
            phones: OnceLock::new(),
        }
    }

    /// The history in the app's data folder (`Err`: why that folder is unknown).
    pub fn in_data_dir(data_dir: &Result<PathBuf, String>, started_ms: u64) -> Api {
        match data_dir {
            Ok(dir) => Api::open(dir.clone(), dir.join(DB_FILE_NAME), started_ms),
            Err(cause) => Api::without_data_dir(cause.clone(), started_ms),
        }
    }

    /// No history at all: the data folder itself is unknown.
    pub fn without_data_dir(cause: String, started_ms: u64) -> Api {
        Api {
            store: Mutex::new(None),
            startup: Mutex::new(Some(StartupStatus::no_data_dir(cause))),
            recovered: Mutex::new(None),
            data_dir: PathBuf::new(),
            db_path: PathBuf::new(),
            started_ms,
            phones: OnceLock::new(),
        }
    }

    /// The app with its table phones' server (the organiser's "open the tables to phones"):
    /// the host hands it in, as the server is built on this crate.
    pub fn with_phones(self, server: Box<dyn phones::TableServer>) -> Api {
        let _ = self.phones.set(phones::Phones::new(server));
        self
    }
}

/// Locks a mutex of the state; a poisoned lock (a panic elsewhere) is an error for the UI,
/// never a second panic.
fn lock<T>(m: &Mutex<T>) -> ApiResult<MutexGuard<'_, T>> {
    m.lock()
        .map_err(|_| ApiError::storage("the match history is unavailable; restart the app"))
}
