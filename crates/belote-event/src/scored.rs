//! An event scored once: every table's deals scored by the one route there is
//! ([`TableRules::score`]: totals, completeness, score sheet and the table's state), and the
//! standings worked out from them. Every view of an event is a projection of this value — the
//! plan, the standings, the projector's event, the draw check, one table as the phones' API
//! answers it and as the app shows a match — so a request scores each table at most once, and a
//! store that keeps it per event version scores a table again only when its deals change
//! ([`ScoredEvent::rebuild`]).

use std::sync::Arc;

use belote_core::{InputError, Variant};
use serde_json::Value;

use crate::definition::Tie;
use crate::event::{DrawRefusal, Event, Table};
pub use crate::scores::Scores;
use crate::standings::Standing;
use crate::table::{deals_error_under, TableRules, TableScore};
use crate::view::{EventView, PublicTable, SideNames, SidePlayers, StandingsView, TableView};

impl Scores {
    /// Scores every table of `event` under `rules`; an error is at
    /// `rounds[i].tables[j].deals[k]…`.
    pub fn of(event: &Event, rules: &TableRules) -> Result<Scores, InputError> {
        Scores::reusing(event, rules, None)
    }

    /// [`Scores::of`], taking each table's score from `earlier` (an earlier state of the same
    /// event, under the same rules) when that table has the same deals there.
    fn reusing(
        event: &Event,
        rules: &TableRules,
        earlier: Option<&ScoredEvent>,
    ) -> Result<Scores, InputError> {
        let mut rounds = Vec::with_capacity(event.rounds.len());
        // A staged event's tables play under their stage's rules.
        let per_stage: Vec<TableRules> = if event.def.is_staged() {
            event
                .def
                .stage_list()
                .iter()
                .map(|st| TableRules::of_stage(&event.def, st))
                .collect::<Result<_, _>>()?
        } else {
            Vec::new()
        };
        for (i, r) in event.rounds.iter().enumerate() {
            let rules = per_stage
                .get(event.stage_of_round(r.number))
                .unwrap_or(rules);
            let mut tables = Vec::with_capacity(r.tables.len());
            for (j, t) in r.tables.iter().enumerate() {
                let kept = earlier.and_then(|e| {
                    let before = e.event.round(r.number)?.tables.get(j)?;
                    let score = e.scores.rounds.get(i)?.get(j)?;
                    (before.deals == t.deals).then(|| Arc::clone(score))
                });
                let score =
                    match kept {
                        Some(s) => s,
                        None => Arc::new(rules.score(&t.deals).map_err(|e| {
                            deals_error_under(e, &format!("rounds[{i}].tables[{j}]"))
                        })?),
                    };
                tables.push(score);
            }
            rounds.push(tables);
        }
        Ok(Scores { rounds })
    }
}

/// An event with every table scored once and its standings: what every view of it projects.
#[derive(Debug, Clone)]
pub struct ScoredEvent {
    pub event: Event,
    pub rules: TableRules,
    pub scores: Scores,
    /// The standings now (every round drawn).
    standings: Vec<Standing>,
}

impl ScoredEvent {
    /// Scores every table of `event`. An error means stored deals the engine no longer
    /// accepts (at `rounds[i].tables[j].deals[k]…`), or rules it cannot read.
    pub fn new(event: Event) -> Result<ScoredEvent, InputError> {
        ScoredEvent::build(event, None)
    }

    /// `event` scored again after a change, with the scores of `earlier` (the same event
    /// before the change) for the tables whose deals are the same: only the tables that
    /// changed are scored.
    pub fn rebuild(event: Event, earlier: &ScoredEvent) -> Result<ScoredEvent, InputError> {
        let same_rules = event.id == earlier.event.id
            && event.def.variant == earlier.event.def.variant
            && event.def.options == earlier.event.def.options
            && event.def.format == earlier.event.def.format;
        ScoredEvent::build(event, same_rules.then_some(earlier))
    }

    fn build(event: Event, earlier: Option<&ScoredEvent>) -> Result<ScoredEvent, InputError> {
        let rules = event.rules()?;
        let scores = Scores::reusing(&event, &rules, earlier)?;
        let standings = if event.uses_stages() {
            event.standings_view(&scores).standings
        } else {
            event.standings_after(&scores, event.rounds.len())
        };
        Ok(ScoredEvent {
            event,
            rules,
            scores,
            standings,
        })
    }

    /// The standings now, in listing order.
    pub fn standings(&self) -> &[Standing] {
        &self.standings
    }

    /// The standings as `belote event standings --json` prints them.
    pub fn standings_view(&self) -> StandingsView {
        if self.event.uses_stages() || self.event.def.sessions.is_some() {
            return self.event.standings_view(&self.scores);
        }
        StandingsView {
            event: self.event.id.clone(),
            name: self.event.def.name.clone(),
            round: self.event.current_round(),
            rounds: self.event.def.format.rounds,
            stage: None,
            is_final: None,
            session: None,
            standings: self.standings.clone(),
            sessions: None,
            stages: None,
        }
    }

    /// The event as the projector shows it (`GET /api/events/EVENT`): the current round's
    /// tables without their codes, its byes, and the standings.
    pub fn event_view(&self) -> EventView {
        let e = &self.event;
        let (tables, byes) = match e.rounds.last() {
            None => (Vec::new(), Vec::new()),
            Some(r) => (
                r.tables
                    .iter()
                    .map(|t| {
                        let s = self.scores.table(r.number, t.number);
                        let staged = e.def.is_staged();
                        PublicTable {
                            table: t.number,
                            a: t.a.clone(),
                            b: t.b.clone(),
                            names: e.names(t),
                            deals: s.map_or(t.deals.len(), |s| s.deals),
                            complete: s.is_some_and(|s| s.complete),
                            group: t.group.clone().filter(|_| staged),
                            places: t.places,
                            totals: s.filter(|_| staged).map(|s| s.totals),
                        }
                    })
                    .collect(),
                r.byes.clone(),
            ),
        };
        EventView {
            event: e.id.clone(),
            name: e.def.name.clone(),
            variant: e.def.variant.as_str().to_string(),
            round: e.current_round(),
            rounds: e.summary().rounds,
            tables,
            byes,
            standings: self.standings.clone(),
            uses_match_points: e.def.uses_match_points(),
            staged: (e.uses_stages() || e.def.sessions.is_some()).then(|| {
                let runs = crate::stage::progress::stages(e, &self.scores);
                crate::stage::view::staged_json(e, &runs, &self.scores)
            }),
        }
    }

    /// Whether the next round may be drawn now (see [`Event::check_draw`]).
    pub fn check_draw(&self) -> Result<(), InputError> {
        self.event.check_draw(&self.scores)
    }

    /// Why the next round cannot be drawn now, if it cannot.
    pub fn draw_refusal(&self) -> Option<DrawRefusal> {
        self.event.draw_refusal(&self.scores)
    }

    /// Every round drawn and every table of the last one complete.
    pub fn finished(&self) -> bool {
        let e = &self.event;
        if e.uses_stages() {
            let runs = crate::stage::progress::stages(e, &self.scores);
            return crate::stage::progress::is_final(e, &runs);
        }
        e.current_round() == e.def.format.rounds && e.incomplete_tables(&self.scores).is_empty()
    }

    /// Table `table` of round `round` with its score (`at` `round` or `table` when there is
    /// none).
    pub fn table(&self, round: u32, table: u32) -> Result<ScoredTable, InputError> {
        let t = self.event.table(round, table)?;
        let score = self.scores.table(round, table).ok_or_else(|| {
            InputError::new(
                "table",
                format!("table {table} of round {round} is not scored"),
            )
        })?;
        Ok(ScoredTable::of(&self.event, round, t, score.clone()))
    }

    /// The table that has `code`, with its score.
    pub fn table_by_code(&self, code: &str) -> Option<ScoredTable> {
        self.event.rounds.iter().find_map(|r| {
            let t = r.tables.iter().find(|t| t.code == code)?;
            let score = self.scores.table(r.number, t.number)?;
            Some(ScoredTable::of(&self.event, r.number, t, score.clone()))
        })
    }
}

/// One table of an event with its score and what its views need of the event (its names and
/// players, the options it is played under): the phones' table and the app's match of that
/// table are projections of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoredTable {
    pub event: String,
    /// When the event was created (RFC 3339).
    pub created: String,
    pub round: u32,
    /// Whether its round is the event's current one (phones may write to it).
    pub current: bool,
    /// The table: its number, code, sides and deals.
    pub table: Table,
    pub names: SideNames,
    /// Each side's players by seat, as far as they are known.
    pub players: SidePlayers,
    pub variant: Variant,
    /// The options the table is played under, as a match file writes them
    /// ([`crate::Definition::table_options_json`]).
    pub options: Value,
    pub score: TableScore,
    /// In a staged event: the table's stage.
    pub stage: Option<String>,
    /// In a knockout: what decides equal totals, and the deals a table plays.
    pub tie: Option<Tie>,
    pub stage_deals: Option<u32>,
    /// In a staged event: the name people know the table's group by (a bracket's name, a
    /// pool's letter).
    pub group_name: Option<String>,
}

impl ScoredTable {
    /// Table `t` of round `round` of `event`, scored `score`.
    pub fn of(event: &Event, round: u32, t: &Table, score: TableScore) -> ScoredTable {
        let stages = event.def.stage_list();
        let stage = &stages[event.stage_of_round(round)];
        let tie = stage.knockout().map(|k| k.tie);
        // A knockout table's extra deals make a match of more deals.
        let deals = match (tie, stage.deals) {
            (Some(Tie::ExtraDeal), Some(n)) => Some(n.max(score.deals as u32)),
            (_, d) => d,
        };
        ScoredTable {
            event: event.id.clone(),
            created: event.created.clone(),
            round,
            current: round == event.current_round(),
            table: t.clone(),
            names: event.names(t),
            players: SidePlayers {
                a: event.seat_names(&t.a),
                b: event.seat_names(&t.b),
            },
            variant: event.def.variant,
            options: event.def.table_options_json_for(deals),
            score,
            stage: event.def.is_staged().then(|| stage.id.clone()),
            tie,
            stage_deals: stage.deals,
            group_name: t.group.as_ref().map(|g| {
                stage
                    .knockout()
                    .and_then(|k| k.brackets.iter().find(|b| &b.id == g))
                    .map_or_else(|| g.clone(), |b| b.name.clone())
            }),
        }
    }

    /// In a knockout: `None`, or what equal totals call for once the table's deals are played.
    pub fn tie_now(&self) -> Option<&'static str> {
        let tie = self.tie?;
        let s = &self.score;
        let played = match self.stage_deals {
            Some(n) => s.deals >= n as usize,
            None => s.sheet.winner.is_some() || s.complete,
        };
        (played && s.totals.a == s.totals.b).then_some(tie.as_str())
    }

    /// The table as `belote event deals` and the phones' API give it.
    pub fn view(&self) -> TableView {
        TableView {
            event: self.event.clone(),
            round: self.round,
            table: self.table.number,
            stage: self.stage.clone(),
            group: self.stage.as_ref().map(|_| self.table.group.clone()),
            places: self.table.places,
            a: self.table.a.clone(),
            b: self.table.b.clone(),
            names: self.names.clone(),
            deals: self.score.deals,
            complete: self.score.complete,
            tie: self.tie.map(|_| self.tie_now()),
            totals: self.score.totals,
            sheet: self.score.sheet.clone(),
        }
    }
}
