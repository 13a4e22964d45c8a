//! The match history of the Belote table companion: every match and every round, durable in
//! one SQLite file, with edits, undo, statistics and the docs/match-files.md history file.
//!
//! Rounds are stored as the facts of docs/match-files.md (the round objects, as given); scores are
//! always derived by the engine (`belote_core::score_value`), and the copies kept in the
//! database for fast lists and statistics are rewritten on every change.
//!
//! Durability: WAL journal, `synchronous = FULL`, one transaction per change: when a
//! method that changes the history returns `Ok`, the change is on disk.
//!
//! The crate offers a typed API only; the `belote history` command that prints it lives in
//! the `belote-cli` crate. Modules, one concern each:
//! - `names`: the players and teams a name finds, to pick one;
//! - `open`: where the database lives, opening it, the health check, migrations;
//! - `wait`: how long to wait for another process's lock on the database;
//! - `error`: the error type, and how a problem of the database is told apart from bad input;
//! - `model`: the public value types;
//! - `rows`: how a match and its rounds are laid out in SQLite;
//! - `matches`: changes to matches and rounds, and the queries that read them;
//! - `undo`: the change log and "undo the last change";
//! - `export`: the docs/match-files.md history file and the CSV export, written atomically;
//! - `entry`: checking one match entry of a history file;
//! - `import`: reading a history file one match at a time (within a size limit per match),
//!   checking it whole and writing it in one transaction;
//! - `scan`: one pass over the rounds of the kept matches, for statistics and records;
//! - `search`: names as people type them (accents, case, any part) and who a player is;
//! - `filter`: which matches a query reads (a `MatchFilter` as an SQL condition);
//! - `overview`: statistics, ratings and records at once, from one pass;
//! - `ratings`: the games played (from every source) and the players' and teams' ratings;
//! - `h2h`: head to head of two players or teams;
//! - `records`: the records of the history, per variant;
//! - `stats`: statistics and a match's progression;
//! - `events`: events (docs/events.md) — their facts, the organiser's changes, the phones' writes
//!   with their op log, the event file;
//! - `seasons`: seasons over the events (docs/events.md "Seasons") — their definitions, events
//!   and absences, their standings derived from the events' facts, the season file;
//! - `hub`: publishing to results hubs — the hubs, their keys and the outbox (HUB.md);
//! - `schema`: the migrations.

mod entry;
mod error;
mod events;
mod export;
mod fast_map;
mod filter;
mod h2h;
mod hub;
mod import;
mod matches;
mod model;
mod names;
mod open;
mod overview;
mod ratings;
mod records;
mod review_rows;
mod rows;
mod scan;
mod schema;
mod search;
mod seasons;
mod stats;
mod undo;
mod wait;

pub use error::{DbProblem, Result, StoreError, StoreErrorKind};
pub use events::{check_event_file, event_loads, EventError, PhoneWrite, Work};
pub use export::{write_atomically, ExportFormat, Progress, HISTORY_FORMAT, HISTORY_VERSION};
pub use filter::parse_instant;
pub use h2h::{head_to_head_of, Contender, H2hGame, H2hOutcome, HeadToHead, Partners};
pub use hub::{
    rfc3339_ms, Claim, ClaimResult, HubAccount, OutboxAction, OutboxEntry, OutboxState,
    PublicationKind, Published, Queued, Settle,
};
pub use import::{check_history, ImportReport, MAX_MATCH_BYTES};
pub use model::{
    Applied, ChangeKind, Family, LastChange, MatchFilter, MatchRecord, MatchState, MatchSummary,
    NewMatch, ScoredMatch, TeamInfo, Teams, Undone,
};
pub use names::{NameHit, NameKind};
pub use open::{default_db_path, Recovery, Store, APP_IDENTIFIER, DB_FILE_NAME};
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub use open::{set_move_aside, MoveAside};
pub use overview::Overview;
pub use ratings::{
    rate, rating_config, rating_system, Game, GameSource, Rated, RatingSystem, Ratings, TREND_GAMES,
};
pub use records::{Record, RecordKind, Records};
pub use schema::{migrations, SCHEMA_VERSION};
pub use search::{fold_name, is_unnamed, name_matches, player_key, UNNAMED_PLAYER_PATTERNS};
pub use seasons::{check_season_file, AbsenceChange};
pub use stats::{
    progression_of, DoubleStats, MatchReview, ProgressPoint, SideStats, Statistics, VariantStats,
};
pub use wait::busy_timeout;
