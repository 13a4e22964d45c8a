//! The match history of the Belote table companion: every match and every round, durable in
//! one SQLite file, with edits, undo, statistics and the FORMAT.md history file.
//!
//! Rounds are stored as the facts of FORMAT.md (the round objects, as given); scores are
//! always derived by the engine (`belote_core::score_value`), and the copies kept in the
//! database for fast lists and statistics are rewritten on every change.
//!
//! Durability: WAL journal, `synchronous = FULL`, one transaction per change: when a
//! method that changes the history returns `Ok`, the change is on disk.
//!
//! The crate offers a typed API only; the `belote history` command that prints it lives in
//! the `belote-cli` crate. Modules, one concern each:
//! - `open`: where the database lives, opening it, the health check, migrations;
//! - `wait`: how long to wait for another process's lock on the database;
//! - `error`: the error type, and how a problem of the database is told apart from bad input;
//! - `model`: the public value types;
//! - `rows`: how a match and its rounds are laid out in SQLite;
//! - `matches`: changes to matches and rounds, and the queries that read them;
//! - `undo`: the change log and "undo the last change";
//! - `export`: the FORMAT.md history file and the CSV export, written atomically;
//! - `entry`: checking one match entry of a history file;
//! - `import`: reading a history file one match at a time (within a size limit per match),
//!   checking it whole and writing it in one transaction;
//! - `stats`: statistics and a match's progression;
//! - `events`: events (EVENTS.md) — their facts, the organiser's changes, the phones' writes
//!   with their op log, the event file;
//! - `schema`: the migrations.

mod entry;
mod error;
mod events;
mod export;
mod import;
mod matches;
mod model;
mod open;
mod rows;
mod schema;
mod stats;
mod undo;
mod wait;

pub use error::{DbProblem, Result, StoreError};
pub use events::{check_event_file, EventError};
pub use export::{write_atomically, ExportFormat, Progress, HISTORY_FORMAT, HISTORY_VERSION};
pub use import::{check_history, ImportReport, MAX_MATCH_BYTES};
pub use model::{
    Applied, ChangeKind, LastChange, MatchFilter, MatchRecord, MatchState, MatchSummary, NewMatch,
    TeamInfo, Teams, Undone,
};
pub use open::{default_db_path, Recovery, Store, APP_IDENTIFIER, DB_FILE_NAME};
pub use schema::{migrations, SCHEMA_VERSION};
pub use stats::{DoubleStats, ProgressPoint, SideStats, Statistics, VariantStats};
pub use wait::busy_timeout;
