//! The match history of the Belote table companion: every match and every round, durable in
//! one SQLite file, with edits, undo, statistics and the FORMAT.md history file.
//!
//! Rounds are stored as the facts of FORMAT.md (the round objects, as given); scores are
//! always derived by the engine (`belote_core::score_value`), and the copies kept in the
//! database for fast lists and statistics are rewritten on every change.
//!
//! Durability: WAL journal, `synchronous = FULL`, one transaction per change: when a
//! method that changes the history returns `Ok`, the change is on disk.

mod error;
mod schema;
mod store;

pub use error::{Result, StoreError};
pub use schema::{migrations, SCHEMA_VERSION};
pub use store::{
    default_db_path, Applied, ChangeKind, MatchFilter, MatchRecord, MatchState, MatchSummary,
    NewMatch, Recovery, Store, TeamInfo, Teams, Undone, APP_IDENTIFIER, DB_FILE_NAME,
};

mod cli;
mod history;
mod stats;

pub use cli::{run_history_cli, EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK};
pub use history::{write_atomically, ImportReport, HISTORY_FORMAT, HISTORY_VERSION};
pub use stats::{DoubleStats, ProgressPoint, SideStats, Statistics, VariantStats};
