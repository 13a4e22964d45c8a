//! An event's screen ([`EventScreen`]): the definition, every round's tables with their totals,
//! the standings, and what the next step may be — derived from the stored facts at each call,
//! so a correction anywhere shows everywhere at once. The printed pages are made from it too.

use belote_core::InputError;
use belote_event::{Event, Standing};
use belote_store::Store;
use serde::Serialize;
use serde_json::Value;

use crate::error::{ApiError, ApiResult};

/// A table of a round as the plan and the organiser's screen show it.
#[derive(Debug, Clone, Serialize)]
pub struct PlanTable {
    pub table: u32,
    pub code: String,
    #[serde(rename = "A")]
    pub a: Vec<u32>,
    #[serde(rename = "B")]
    pub b: Vec<u32>,
    pub names: belote_event::SideNames,
    pub deals: usize,
    pub complete: bool,
    pub totals: belote_core::TeamPoints,
}

/// A drawn round: its tables and who sits out.
#[derive(Debug, Clone, Serialize)]
pub struct PlanRound {
    pub round: u32,
    pub tables: Vec<PlanTable>,
    pub byes: Vec<u32>,
}

/// An event as the organiser's screens show it, derived from its facts as they are now.
#[derive(Debug, Clone, Serialize)]
pub struct EventScreen {
    pub event: String,
    /// The definition with every default filled in and every entrant, late ones included
    /// (entrant `k` is `teams[k - 1]` or `players[k - 1]`).
    pub definition: Value,
    /// Withdrawn entrants.
    pub withdrawn: Vec<u32>,
    /// The current round (0 before the first draw) and the event's number of rounds.
    pub round: u32,
    pub rounds: u32,
    /// Every drawn round, the first first.
    pub draws: Vec<PlanRound>,
    pub standings: Vec<Standing>,
    /// Why the next round cannot be drawn now (`null`: it can).
    pub draw_refused: Option<String>,
    /// Why the current round cannot be drawn again (`null`: it can).
    pub redraw_refused: Option<String>,
    /// Every round drawn and every table complete.
    pub finished: bool,
}

/// The scores of a table's deals no longer agree with the engine: a damaged database.
pub(super) fn unscorable(e: InputError) -> ApiError {
    ApiError::storage(format!(
        "the event's stored deals no longer score: {} (at {})",
        e.message, e.at
    ))
}

pub(super) fn screen(store: &Store, id: &str) -> ApiResult<EventScreen> {
    screen_of(&store.event(id)?)
}

/// `event`'s screen.
pub(crate) fn screen_of(event: &Event) -> ApiResult<EventScreen> {
    let rules = event.rules().map_err(unscorable)?;
    let mut draws = Vec::with_capacity(event.rounds.len());
    let mut all_complete = true;
    for r in &event.rounds {
        let mut tables = Vec::with_capacity(r.tables.len());
        for t in &r.tables {
            let s = rules.score(&t.deals).map_err(unscorable)?;
            all_complete &= s.complete;
            tables.push(PlanTable {
                table: t.number,
                code: t.code.clone(),
                a: t.a.clone(),
                b: t.b.clone(),
                names: event.names(t),
                deals: s.deals,
                complete: s.complete,
                totals: s.totals,
            });
        }
        draws.push(PlanRound {
            round: r.number,
            tables,
            byes: r.byes.clone(),
        });
    }
    let standings = event
        .standings_after(&rules, event.rounds.len())
        .map_err(unscorable)?;
    let round = event.current_round();
    let rounds = event.def.format.rounds;
    Ok(EventScreen {
        event: event.id.clone(),
        definition: event.def.to_json(),
        withdrawn: event.withdrawn.clone(),
        round,
        rounds,
        draws,
        standings,
        draw_refused: event.check_draw(&rules).err().map(|e| e.message),
        redraw_refused: event.check_redraw().err().map(|e| e.message),
        finished: round == rounds && all_complete,
    })
}
