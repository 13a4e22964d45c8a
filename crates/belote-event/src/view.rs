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
    /// In a staged event: the pool's letter or the bracket's id (`null` in a rounds stage).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<Option<String>>,
    /// In a knockout: the places at stake.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub places: Option<[u32; 2]>,
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
    /// In a staged event: the round's stage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<String>,
    /// With sessions: the round's session (from 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<u32>,
    /// A mêlée's first draw: the teams it paired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<PairedTeam>>,
    pub tables: Vec<DrawnTable>,
    pub byes: Vec<u32>,
}

/// A team a mêlée's first draw paired: its number and its two players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairedTeam {
    pub team: u32,
    pub players: [u32; 2],
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
    /// In a staged event: the table's stage and group, and in a knockout the places at stake.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub places: Option<[u32; 2]>,
    #[serde(rename = "A")]
    pub a: Vec<u32>,
    #[serde(rename = "B")]
    pub b: Vec<u32>,
    pub names: SideNames,
    pub deals: usize,
    pub complete: bool,
    /// In a knockout: `null`, or what equal totals call for (`"extra_deal"`, `"seed"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<Option<&'static str>>,
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
    /// In a staged event: the current stage and whether the event is final.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<String>,
    #[serde(default, rename = "final", skip_serializing_if = "Option::is_none")]
    pub is_final: Option<bool>,
    /// With sessions: the current round's session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<u32>,
    pub standings: Vec<Standing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sessions: Option<Vec<SessionView>>,
    /// In a staged event: every stage with its groups (`docs/events.md`'s shape).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stages: Option<Vec<serde_json::Value>>,
}

/// A session as the standings list it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionView {
    pub session: u32,
    pub name: Option<String>,
    pub date: String,
    pub first_round: Option<u32>,
    pub last_round: Option<u32>,
    pub complete: bool,
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
    /// In a staged event: the current stage's id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<String>,
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
    /// In a staged event: the table's group, places at stake and live totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub places: Option<[u32; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub totals: Option<TeamPoints>,
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
    /// A staged event (or one with sessions): its stages, pools, brackets and sessions
    /// ([`crate::stage::view::staged_json`]); added after the contract's keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staged: Option<serde_json::Value>,
}
