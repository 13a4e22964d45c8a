//! The Belote app's commands as plain functions over shared state ([`Api`]), without Tauri,
//! and the one table that names them ([`Api::dispatch`], the `dispatch` module): the Tauri
//! shell, the test-only HTTP bridge and the WebAssembly build each reach every command through
//! it, by name with its arguments as JSON. Each command parses its arguments, calls the core or
//! the store, and returns what the UI shows, built from the store's own result (a match is
//! scored once per change). Changes are committed before a command returns.
//!
//! Start-up never panics: when the history cannot be opened (a newer app's database, a lock
//! held by another process, an unwritable folder, a full disk), the app runs all the same and
//! `startup_status` tells the UI why, for its start-up screen (Retry, Quit).

mod commands;
mod dispatch;
mod error;
pub mod event_files;
pub mod events;
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub mod hub;
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
#[path = "hub_off.rs"]
pub mod hub;
pub mod phones;
pub mod print;
mod review;
pub mod seasons;
mod sink;
pub mod startup;
mod state;
pub mod transfer;
mod view;

pub use commands::{AppInfo, HistoryProgress};
pub use dispatch::COMMANDS;
pub use error::{ApiError, ApiResult, ErrorKind};
pub use review::{ReviewFilter, ReviewSheet, ReviewView};
pub use sink::{EventSink, NoEvents};
pub use startup::{open_history, StartupStatus};
pub use state::Api;
pub use view::{place, ExplainedRound, Locale, MatchView, Names, Preview, RoundView};
