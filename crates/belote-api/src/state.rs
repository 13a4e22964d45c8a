//! What the commands share: the history (when it could be opened), what the start-up check
//! found, the data folder, and the table phones' server. The command modules use it from here,
//! beside them; none reaches up to the crate's root.

use std::ops::{Deref, DerefMut};
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, OnceLock};

use belote_store::{Store, DB_FILE_NAME};

use crate::error::{ApiError, ApiResult};
use crate::phones::server::{Phones, TableServer};
use crate::startup::{open_history, StartupStatus};

/// What the commands share: the history (when it could be opened) and what the start-up
/// check found.
pub struct Api {
    /// `None` while the history cannot be used; every store command then answers
    /// `{kind: "unavailable"}`.
    pub(crate) store: Mutex<Option<Store>>,
    /// What the start-up screen should show: why there is no store, or (once) that a damaged
    /// file was moved aside.
    pub(crate) startup: Mutex<Option<StartupStatus>>,
    /// A damaged database moved aside at start-up, as a sentence for the user (`app_info`).
    pub(crate) recovered: Mutex<Option<String>>,
    pub(crate) data_dir: PathBuf,
    /// The database file (empty when the data folder is unknown).
    pub(crate) db_path: PathBuf,
    /// When the app's process started (ms since the Unix epoch), for `app_info`.
    pub(crate) started_ms: u64,
    /// The table phones' server the organiser opens, when the host has one
    /// ([`Api::with_phones`]).
    pub(crate) phones: OnceLock<Phones>,
    /// The thread that sends the outbox to the federation's hub, once started (not in the
    /// WebAssembly build: the web app does not publish).
    #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
    pub(crate) hub: OnceLock<crate::hub::Sender>,
}

impl Api {
    /// Opens the history at `db_path`, recording what the start-up screen must show.
    pub fn open(data_dir: PathBuf, db_path: PathBuf, started_ms: u64) -> Api {
        let (store, status) = open_history(&db_path);
        let recovered = store
            .as_ref()
            .and_then(|s| s.recovery().map(|r| r.message(&db_path)));
        let api = Api {
            store: Mutex::new(store),
            startup: Mutex::new(status),
            recovered: Mutex::new(recovered),
            data_dir,
            db_path,
            started_ms,
            phones: OnceLock::new(),
            #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
            hub: OnceLock::new(),
        };
        // What the outbox still holds for the federation's hub goes out in the background.
        #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
        api.start_hub_sender_if_needed();
        api
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
        Api::unavailable(StartupStatus::no_data_dir(cause), started_ms)
    }

    /// No history, for the reason `status` gives (the browser refused its storage, another
    /// tab holds it, …): the start-up screen shows it, and `retry_open` answers it again.
    pub fn unavailable(status: StartupStatus, started_ms: u64) -> Api {
        Api {
            store: Mutex::new(None),
            startup: Mutex::new(Some(status)),
            recovered: Mutex::new(None),
            data_dir: PathBuf::new(),
            db_path: PathBuf::new(),
            started_ms,
            phones: OnceLock::new(),
            #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
            hub: OnceLock::new(),
        }
    }

    /// The app with its table phones' server (the organiser's "open the tables to phones"):
    /// the host hands it in, as the server is built on this crate.
    pub fn with_phones(self, server: Box<dyn TableServer>) -> Api {
        let _ = self.phones.set(Phones::new(server));
        self
    }
}

/// Locks a mutex of the state; a poisoned lock (a panic elsewhere) is an error for the UI,
/// never a second panic.
pub(crate) fn lock<T>(m: &Mutex<T>) -> ApiResult<MutexGuard<'_, T>> {
    m.lock()
        .map_err(|_| ApiError::storage("the match history is unavailable; restart the app"))
}

/// The open history, locked for one command.
pub(crate) struct StoreGuard<'a>(MutexGuard<'a, Option<Store>>);

impl Deref for StoreGuard<'_> {
    type Target = Store;
    fn deref(&self) -> &Store {
        self.0.as_ref().expect("a StoreGuard holds a store")
    }
}

impl DerefMut for StoreGuard<'_> {
    fn deref_mut(&mut self) -> &mut Store {
        self.0.as_mut().expect("a StoreGuard holds a store")
    }
}

impl Api {
    /// The history, or `{kind: "unavailable"}` while it could not be opened (the start-up
    /// screen says why).
    pub(crate) fn store(&self) -> ApiResult<StoreGuard<'_>> {
        let guard = lock(&self.store)?;
        if guard.is_none() {
            let why = lock(&self.startup)?
                .as_ref()
                .map(|s| format!(": {}", s.cause))
                .unwrap_or_default();
            return Err(ApiError::unavailable(format!(
                "the match history is not open{why}"
            )));
        }
        Ok(StoreGuard(guard))
    }
}
