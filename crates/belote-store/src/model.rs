//! The store's public value types: teams, match states, what a caller passes in to start a
//! match and what it gets back (records, list lines, applied changes, undo entries), and the
//! docs/match-files.md match file (`{variant, options, rounds}`) a match is scored from.

use belote_core::{ScoreSheet, TableState, TeamPoints, Variant, Winner};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::error::{Result, StoreError};

/// The docs/match-files.md match file `{"variant", "options", "rounds"}` of a match: what the engine
/// scores, and the `match` of a history-file entry.
pub(crate) fn match_file(variant: Variant, options: &Value, rounds: &[Value]) -> Value {
    json!({ "variant": variant, "options": options, "rounds": rounds })
}

/// A team: its name and its players by seat (team A: seats 0 and 2; team B: seats 1 and 3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamInfo {
    pub name: String,
    pub players: [String; 2],
}

/// Both teams, serialised as docs/match-files.md's `{"A": {…}, "B": {…}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Teams {
    #[serde(rename = "A")]
    pub a: TeamInfo,
    #[serde(rename = "B")]
    pub b: TeamInfo,
}

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchState {
    InPlay,
    Finished,
    Abandoned,
}

impl MatchState {
    pub fn as_str(self) -> &'static str {
        match self {
            MatchState::InPlay => "in_play",
            MatchState::Finished => "finished",
            MatchState::Abandoned => "abandoned",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<Self> {
        match s {
            "in_play" => Ok(MatchState::InPlay),
            "finished" => Ok(MatchState::Finished),
            "abandoned" => Ok(MatchState::Abandoned),
            other => Err(StoreError::Inconsistent(format!(
                "unknown match state {other:?}"
            ))),
        }
    }

    pub(crate) fn words(self) -> &'static str {
        match self {
            MatchState::InPlay => "in play",
            MatchState::Finished => "finished",
            MatchState::Abandoned => "abandoned",
        }
    }
}

/// What is needed to start a match.
#[derive(Debug, Clone)]
pub struct NewMatch {
    pub variant: Variant,
    /// The match file's `options` object (house rules); `Value::Null` means none.
    pub options: Value,
    pub teams: Teams,
    /// Seat (0–3) of the first dealer.
    pub first_dealer: u8,
}

/// One stored match with its rounds (the facts) and the engine's derived summary.
#[derive(Debug, Clone, Serialize)]
pub struct MatchRecord {
    pub id: String,
    pub created: String,
    pub finished: Option<String>,
    pub state: MatchState,
    pub teams: Teams,
    pub first_dealer: u8,
    pub variant: Variant,
    pub options: Value,
    pub rounds: Vec<Value>,
    pub target: i64,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
}

impl MatchRecord {
    /// The docs/match-files.md match file `{"variant", "options", "rounds"}`.
    pub fn match_file(&self) -> Value {
        match_file(self.variant, &self.options, &self.rounds)
    }
}

/// A line of the match list.
#[derive(Debug, Clone, Serialize)]
pub struct MatchSummary {
    pub id: String,
    pub variant: Variant,
    pub created: String,
    pub finished: Option<String>,
    pub state: MatchState,
    pub teams: Teams,
    pub rounds: usize,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
}

/// Families of variants (the engine's): games close enough that a rating carries over.
pub use belote_core::Family;

/// Which matches [`Store::list_matches`](crate::Store::list_matches) returns (and which the
/// statistics, ratings, head to head and records read). The default lists every match,
/// oldest first.
#[derive(Debug, Clone, Default)]
pub struct MatchFilter {
    pub variant: Option<Variant>,
    /// The variants of one family (with `variant` too, both must hold).
    pub family: Option<Family>,
    /// Part of a player's name (any seat) or of a team's name, as typed: accents, case and
    /// white space are ignored ("lea" finds "Léa"; see [`fold_name`](crate::fold_name)).
    pub player: Option<String>,
    /// Created at or after this instant.
    pub since: Option<DateTime<Utc>>,
    /// Created before this instant.
    pub until: Option<DateTime<Utc>>,
    pub state: Option<MatchState>,
    pub newest_first: bool,
    pub limit: Option<usize>,
}

/// The result of a change to a match's rounds: the round's index, the new score sheet, and
/// the match as it now is — scored once, in the change's own transaction.
#[derive(Debug, Clone, Serialize)]
pub struct Applied {
    /// Index (0-based) of the round appended, edited, inserted or deleted.
    pub index: usize,
    pub sheet: ScoreSheet,
    pub state: MatchState,
    pub finished: Option<String>,
    /// The match after the change (its facts and the summary derived from `sheet`).
    pub record: MatchRecord,
    /// The state of its table, from `sheet`.
    pub table: TableState,
    /// The change itself, which an undo would revert.
    pub change: LastChange,
}

/// A match read with its score sheet and the state of its table (scored once), and what an
/// undo would revert.
#[derive(Debug, Clone, Serialize)]
pub struct ScoredMatch {
    pub record: MatchRecord,
    pub sheet: ScoreSheet,
    pub table: TableState,
    pub last_change: Option<LastChange>,
}

/// Kinds of change recorded in the undo log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Create,
    Append,
    Edit,
    Insert,
    DeleteRound,
    Finish,
    Abandon,
    Reopen,
    DeleteMatch,
}

impl ChangeKind {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Create => "create",
            ChangeKind::Append => "append",
            ChangeKind::Edit => "edit",
            ChangeKind::Insert => "insert",
            ChangeKind::DeleteRound => "delete_round",
            ChangeKind::Finish => "finish",
            ChangeKind::Abandon => "abandon",
            ChangeKind::Reopen => "reopen",
            ChangeKind::DeleteMatch => "delete_match",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<Self> {
        Ok(match s {
            "create" => ChangeKind::Create,
            "append" => ChangeKind::Append,
            "edit" => ChangeKind::Edit,
            "insert" => ChangeKind::Insert,
            "delete_round" => ChangeKind::DeleteRound,
            "finish" => ChangeKind::Finish,
            "abandon" => ChangeKind::Abandon,
            "reopen" => ChangeKind::Reopen,
            "delete_match" => ChangeKind::DeleteMatch,
            other => {
                return Err(StoreError::Inconsistent(format!(
                    "unknown change kind {other:?} in the undo log"
                )))
            }
        })
    }
}

/// The last change of a match, which an undo would revert: its kind and, for a change to
/// one round, that round's index (`append` of round 3: index 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LastChange {
    pub kind: ChangeKind,
    pub index: Option<usize>,
}

/// A change that [`Store::undo`](crate::Store::undo) reverted.
#[derive(Debug, Clone, Serialize)]
pub struct Undone {
    pub match_id: String,
    pub kind: ChangeKind,
    /// The match as the undo left it, when reverting a change to its rounds scored it (in
    /// the undo's own transaction); `None` for other changes.
    #[serde(skip)]
    pub scored: Option<ScoredMatch>,
}
