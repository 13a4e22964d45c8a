//! What the `belote event` command prints and the table phones' API answers, as typed values
//! whose serialization is the JSON of docs/events.md: a drawn round, a table, the standings, the
//! list of events, and an event as the projector shows it.

use belote_core::{ScoreSheet, TeamPoints};
use serde::{Deserialize, Serialize};

use crate::standings::Standing;

/// A drawn table with its code (the round as `draw` prints it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnTable {
    pub table: u32,
    pub code: String,
    #[serde(rename = "A")]
    pub a: Vec<u32>,
    #[serde(rename = "B")]
    pub b: Vec<u32>,
}

/// A round: `{"event", "round", "tables": [{"table", "code", "A", "B"}], "byes"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundView {
    pub event: String,
    pub round: u32,
    pub tables: Vec<DrawnTable>,
    pub byes: Vec<u32>,
}

/// The names of a table's two sides: a team's name, or two players' joined by " & ".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideNames {
    #[serde(rename = "A")]
    pub a: String,
    #[serde(rename = "B")]
    pub b: String,
}

/// Each side's players by seat, as far as they are known: a team's players as registered, or
/// the two players of a side of players.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SidePlayers {
    #[serde(rename = "A")]
    pub a: Vec<String>,
    #[serde(rename = "B")]
    pub b: Vec<String>,
}

/// A table with its deals scored: `belote event deals` and the phones' `GET /api/tables/CODE`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub event: String,
    pub round: u32,
    pub table: u32,
    #[serde(rename = "A")]
    pub a: Vec<u32>,
    #[serde(rename = "B")]
    pub b: Vec<u32>,
    pub names: SideNames,
    pub deals: usize,
    pub complete: bool,
    pub totals: TeamPoints,
    /// The score sheet `belote score` prints for these deals.
    pub sheet: ScoreSheet,
}

/// The standings: `{"event", "name", "round", "rounds", "standings": [...]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingsView {
    pub event: String,
    pub name: String,
    /// Rounds drawn so far.
    pub round: u32,
    pub rounds: u32,
    pub standings: Vec<Standing>,
}

/// An entrant as the organiser's screens list it: its number, its name, a team's players as
/// registered (none for a player, or a team registered without them), and whether it withdrew.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntrantView {
    pub entrant: u32,
    pub name: String,
    pub players: Vec<String>,
    pub withdrawn: bool,
}

/// One line of `belote event list`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventSummary {
    pub event: String,
    pub name: String,
    pub date: String,
    pub variant: String,
    pub round: u32,
    pub rounds: u32,
}

/// A table as the projector shows it: no code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicTable {
    pub table: u32,
    #[serde(rename = "A")]
    pub a: Vec<u32>,
    #[serde(rename = "B")]
    pub b: Vec<u32>,
    pub names: SideNames,
    pub deals: usize,
    pub complete: bool,
}

/// An event as the phones' `GET /api/events/EVENT` gives it: the current round's tables
/// (without their codes), its byes and the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventView {
    pub event: String,
    pub name: String,
    pub variant: String,
    pub round: u32,
    pub rounds: u32,
    pub tables: Vec<PublicTable>,
    pub byes: Vec<u32>,
    pub standings: Vec<Standing>,
    /// Whether the event ranks on match points (a projector shows them then); added to the
    /// contract's shape, after its keys.
    #[serde(default)]
    pub uses_match_points: bool,
}
