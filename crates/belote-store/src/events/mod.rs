//! Events (docs/events.md) in the same database as the match history: the facts of an event — its
//! definition, entrants, drawn rounds, tables with their codes, every table's deals — and the
//! phones' log of operations per table. Standings and scores are derived by `belote-event`
//! from these facts and never stored, so editing an earlier round's deals recomputes them.
//!
//! Durable like matches: every change is one immediate transaction, committed (WAL,
//! `synchronous = FULL`) before the method returns `Ok`; it raises the event's `version`.
//! Modules:
//! - `rows`: how an event is laid out in SQLite, loading it whole and writing its parts;
//! - `ops`: the organiser's changes (`belote event create|draw|redraw|deals|add|withdraw`)
//!   and the queries (list, standings, one table);
//! - `phones`: the table phones' writes (append, replace, undo a deal) with their op log;
//! - `file`: the event file, exported from one snapshot and imported all or nothing;
//! - `games`: the complete tables as games, for the ratings and head to head;
//! - `scored`: each event scored once per version, which every read projects.

mod file;
mod games;
pub(crate) mod ops;
mod phones;
pub(crate) mod rows;
mod scored;

use belote_core::InputError;
use belote_event::TableView;

pub use file::check_event_file;
pub use phones::PhoneWrite;
pub use rows::event_loads;
pub(crate) use scored::ScoredMemo;

/// The work a piece of code did, counted: the matches and tables the engine scored from their
/// first deal ([`belote_core::scorings`]) and the events the store loaded ([`event_loads`]).
/// Both counters are process-wide: a test that reads them runs alone in its binary.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Work {
    pub scorings: u64,
    pub loads: u64,
}

impl Work {
    pub const fn new(scorings: u64, loads: u64) -> Work {
        Work { scorings, loads }
    }

    /// The counters as they are now.
    pub fn now() -> Work {
        Work {
            scorings: belote_core::scorings(),
            loads: event_loads(),
        }
    }

    /// What was done since `before` (a [`Work::now`]).
    pub fn since(before: Work) -> Work {
        let now = Work::now();
        Work {
            scorings: now.scorings - before.scorings,
            loads: now.loads - before.loads,
        }
    }

    /// Runs `f` and counts what it did.
    pub fn of<T>(f: impl FnOnce() -> T) -> (T, Work) {
        let before = Work::now();
        let out = f();
        (out, Work::since(before))
    }
}

/// Why an event operation was refused, when it is not bad input of the usual kind
/// ([`StoreError::Input`](crate::StoreError::Input)). The phones' API answers the unknown
/// ones with 404 and the others with 409, carrying the table as it is now.
#[derive(Debug, thiserror::Error)]
pub enum EventError {
    /// No event with this id is stored.
    #[error("no event with id {0:?} in the database")]
    UnknownEvent(String),
    /// No season with this id is stored.
    #[error("no season with id {0:?} in the database")]
    UnknownSeason(String),
    /// No table has this code (a redrawn round's old codes are unknown too).
    #[error("no table has the code {0:?}")]
    UnknownCode(String),
    /// The op was applied before to a different write.
    #[error("the operation {op:?} was already used for another change of this table")]
    OpReused { op: String, table: Box<TableView> },
    /// An appended deal's number is not the table's deal count + 1 (another phone got there
    /// first).
    #[error("deal {got} cannot be added: the table has {} deal(s), so the next is deal {expected}", expected - 1)]
    WrongNumber {
        expected: usize,
        got: usize,
        table: Box<TableView>,
    },
    /// The table's round is over (the next round is drawn): it is read-only from phones.
    #[error("round {} is over: its tables can no longer be changed from a phone", table.round)]
    RoundClosed { table: Box<TableView> },
    /// The table has all its deals (or its game has ended): no deal can be added.
    #[error("table {} is complete: no deal can be added (a deal can still be replaced or undone)", table.table)]
    TableComplete { table: Box<TableView> },
    /// The deal to replace, or the last deal to undo, does not exist.
    #[error("the table has {} deal(s): there is no deal {number}", table.deals)]
    NoSuchDeal {
        number: usize,
        table: Box<TableView>,
    },
}

impl EventError {
    /// The table as it is now, for the refusals that carry it (409).
    pub fn table(&self) -> Option<&TableView> {
        match self {
            EventError::UnknownEvent(_)
            | EventError::UnknownSeason(_)
            | EventError::UnknownCode(_) => None,
            EventError::OpReused { table, .. }
            | EventError::WrongNumber { table, .. }
            | EventError::RoundClosed { table }
            | EventError::TableComplete { table }
            | EventError::NoSuchDeal { table, .. } => Some(table),
        }
    }

    /// Whether it says that something does not exist (404), rather than a conflict (409).
    pub fn is_unknown(&self) -> bool {
        matches!(
            self,
            EventError::UnknownEvent(_) | EventError::UnknownSeason(_) | EventError::UnknownCode(_)
        )
    }

    /// The error of docs/commands.md: `at` names what is wrong.
    pub fn input_error(&self) -> InputError {
        let at = match self {
            EventError::UnknownEvent(_) => "event",
            EventError::UnknownSeason(_) => "season",
            EventError::UnknownCode(_) => "code",
            EventError::OpReused { .. } => "op",
            EventError::WrongNumber { .. } => "number",
            EventError::RoundClosed { .. } | EventError::TableComplete { .. } => "table",
            EventError::NoSuchDeal { .. } => "deal",
        };
        InputError::new(at, self.to_string())
    }
}
