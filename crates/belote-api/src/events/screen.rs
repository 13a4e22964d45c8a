//! An event's screen ([`EventScreen`]): the event in named, typed fields, every round's tables
//! with their totals, the standings, and what the next step may be — a projection of the event
//! scored once ([`belote_event::ScoredEvent`], kept by the store per event version), so a
//! correction anywhere shows everywhere at once. The printed pages are made from it too.

use belote_core::Variant;
use belote_event::{DrawRefusal, EntrantView, ScoredEvent, Standing};
use belote_store::Store;
use serde::Serialize;

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
    /// In a staged event: the table's pool letter or bracket id (`null` elsewhere).
    pub group: Option<String>,
    /// In a knockout: the places at stake.
    pub places: Option<[u32; 2]>,
}

/// A drawn round: its tables and who sits out.
#[derive(Debug, Clone, Serialize)]
pub struct PlanRound {
    pub round: u32,
    pub tables: Vec<PlanTable>,
    pub byes: Vec<u32>,
}

/// An event as the organiser's screens show it, derived from its facts as they are now: named,
/// typed fields, so that no screen reads the event's definition itself.
#[derive(Debug, Clone, Serialize)]
pub struct EventScreen {
    pub event: String,
    pub name: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub variant: Variant,
    /// Who plays: `teams` or `players`.
    pub kind: &'static str,
    /// Deals a table, or `null` for one game to the variant's target.
    pub deals: Option<u32>,
    /// Whether the ranking counts match points (the standings show them then).
    pub uses_match_points: bool,
    /// Whether the last-ranked entrant gets a booby prize.
    pub booby: bool,
    /// Every entrant in number order, late ones included (entrant `k` is `entrants[k - 1]`).
    pub entrants: Vec<EntrantView>,
    /// Withdrawn entrants.
    pub withdrawn: Vec<u32>,
    /// The current round (0 before the first draw) and the event's number of rounds.
    pub round: u32,
    pub rounds: u32,
    /// Every drawn round, the first first.
    pub draws: Vec<PlanRound>,
    pub standings: Vec<Standing>,
    /// Why the next round cannot be drawn now (`null`: it can), as a sentence.
    pub draw_refused: Option<String>,
    /// The same, typed: `{"why": "open_tables", "round", "tables"}` or
    /// `{"why": "all_drawn", "rounds"}` (`null`: it can be drawn).
    pub draw_refusal: Option<DrawRefusal>,
    /// Why the current round cannot be drawn again (`null`: it can).
    pub redraw_refused: Option<String>,
    /// Every round drawn and every table complete (a staged event: its last stage over).
    pub finished: bool,
    /// A staged event (or one with sessions): its stages, pools, brackets, sessions, and the
    /// stage's close ([`super::stages`]); `null` for an event without stages.
    pub stages: Option<serde_json::Value>,
}

pub(super) fn screen(store: &Store, id: &str) -> ApiResult<EventScreen> {
    screen_of(&*store.scored_event(id)?)
}

/// `scored`'s screen: a projection of the event scored once (nothing is scored here).
pub(crate) fn screen_of(scored: &ScoredEvent) -> ApiResult<EventScreen> {
    let event = &scored.event;
    let mut draws = Vec::with_capacity(event.rounds.len());
    for r in &event.rounds {
        let mut tables = Vec::with_capacity(r.tables.len());
        for t in &r.tables {
            let s = scored
                .scores
                .table(r.number, t.number)
                .ok_or_else(|| ApiError::storage("the event's tables are not all scored"))?;
            tables.push(PlanTable {
                table: t.number,
                code: t.code.clone(),
                a: t.a.clone(),
                b: t.b.clone(),
                names: event.names(t),
                deals: s.deals,
                complete: s.complete,
                totals: s.totals,
                group: t.group.clone(),
                places: t.places,
            });
        }
        draws.push(PlanRound {
            round: r.number,
            tables,
            byes: r.byes.clone(),
        });
    }
    let def = &event.def;
    let refusal = scored.draw_refusal();
    let entrants = entrants_of(event);
    let withdrawn = entrants
        .iter()
        .filter(|e| e.withdrawn)
        .map(|e| e.entrant)
        .collect();
    Ok(EventScreen {
        event: event.id.clone(),
        name: def.name.clone(),
        date: def.date.clone(),
        variant: def.variant,
        // A mêlée once paired is an event of its teams.
        kind: if def.is_melee() && !event.pairs.is_empty() {
            "teams"
        } else {
            def.kind.as_str()
        },
        deals: def.format.deals,
        uses_match_points: def.uses_match_points(),
        booby: def.prizes.booby,
        entrants,
        withdrawn,
        round: event.current_round(),
        rounds: event.summary().rounds,
        draws,
        standings: scored.standings().to_vec(),
        draw_refused: refusal.as_ref().map(DrawRefusal::message),
        draw_refusal: refusal,
        redraw_refused: event.check_redraw().err().map(|e| e.message),
        finished: scored.finished(),
        stages: super::staged::stages_of(scored),
    })
}

/// The entrants as the screen lists them: a mêlée once paired lists its teams (each its two
/// players), whose numbers the draws and withdrawals use.
fn entrants_of(event: &belote_event::Event) -> Vec<EntrantView> {
    if !event.def.is_melee() || event.pairs.is_empty() {
        return event.entrants();
    }
    event
        .teams()
        .into_iter()
        .map(|t| EntrantView {
            entrant: t.number,
            name: t.name,
            players: t
                .players
                .map(|ps| ps.iter().map(|&p| event.def.name_of(p)).collect())
                .unwrap_or_default(),
            withdrawn: t.withdrawn,
        })
        .collect()
}
