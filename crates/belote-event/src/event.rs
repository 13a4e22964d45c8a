//! A whole event in memory: its definition, who withdrew, and its rounds with every table's
//! deals. Everything else — scores, standings, prizes, the next draw — is derived from these
//! facts here, from the tables scored once ([`Scores`]); a store keeps only the facts.

use belote_core::InputError;
use serde::Serialize;
use serde_json::Value;

use crate::definition::{Definition, EntrantKind};
use crate::draw::{self, DrawSpec, Drawn, History};
use crate::rank::standings;
use crate::staging::Results;
use crate::standings::{RoundResults, Standing, TableResult};
use crate::table::{TableRules, TableScore};
use crate::view::StandingsView;

/// A table of a round: its sides (entrant numbers, in seat order) and its deals (round facts).
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub number: u32,
    pub code: String,
    pub a: Vec<u32>,
    pub b: Vec<u32>,
    pub deals: Vec<Value>,
    /// In a staged event: the table's pool letter or bracket id, fixed when it was drawn.
    pub group: Option<String>,
    /// In a knockout: the places at stake, fixed when it was drawn.
    pub places: Option<[u32; 2]>,
}

/// A drawn round.
#[derive(Debug, Clone, PartialEq)]
pub struct Round {
    pub number: u32,
    pub tables: Vec<Table>,
    pub byes: Vec<u32>,
}

/// An event: its facts.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub id: String,
    /// When it was created (RFC 3339).
    pub created: String,
    /// The definition; every entrant, late ones included, is in `def.entrants`.
    pub def: Definition,
    /// Withdrawn entrants, ascending.
    pub withdrawn: Vec<u32>,
    pub rounds: Vec<Round>,
    /// A mêlée's pairs once drawn: team k is `pairs[k - 1]` (player numbers).
    pub pairs: Vec<[u32; 2]>,
    /// The stored seeding of every stage seeded so far, in stage order (an event without
    /// stages has none).
    pub seedings: Vec<crate::staging::Seeding>,
}

impl Event {
    /// A new event: its definition, nothing drawn yet.
    pub fn new(id: impl Into<String>, created: impl Into<String>, def: Definition) -> Event {
        Event {
            id: id.into(),
            created: created.into(),
            def,
            withdrawn: Vec::new(),
            rounds: Vec::new(),
            pairs: Vec::new(),
            seedings: Vec::new(),
        }
    }

    /// The number of the current round (the last drawn), 0 before the first draw.
    pub fn current_round(&self) -> u32 {
        self.rounds.len() as u32
    }

    pub fn is_withdrawn(&self, entrant: u32) -> bool {
        self.withdrawn.contains(&entrant)
    }

    /// What scores this event's tables.
    pub fn rules(&self) -> Result<TableRules, InputError> {
        TableRules::of(&self.def)
    }

    pub fn round(&self, number: u32) -> Option<&Round> {
        self.rounds.get((number as usize).checked_sub(1)?)
    }

    /// The results the standings count from the first `count` rounds, from the tables'
    /// `scores`: complete tables and byes.
    pub fn results(&self, scores: &dyn Results, count: usize) -> Vec<RoundResults> {
        self.rounds
            .iter()
            .take(count)
            .map(|r| RoundResults {
                complete: r
                    .tables
                    .iter()
                    .filter_map(|t| {
                        let s = scores.played(r.number, t.number)?;
                        s.complete.then(|| TableResult {
                            a: t.a.clone(),
                            b: t.b.clone(),
                            points_a: s.a,
                            points_b: s.b,
                        })
                    })
                    .collect(),
                byes: r.byes.clone(),
            })
            .collect()
    }

    /// The standings over the first `count` rounds.
    pub fn standings_after(&self, scores: &dyn Results, count: usize) -> Vec<Standing> {
        standings(&self.def, &self.withdrawn, &self.results(scores, count))
    }

    /// The standings now.
    pub fn standings_view(&self, scores: &dyn Results) -> StandingsView {
        if self.uses_stages() || self.def.sessions.is_some() {
            return self.staged_standings_view(scores);
        }
        StandingsView {
            event: self.id.clone(),
            name: self.def.name.clone(),
            round: self.current_round(),
            rounds: self.def.format.rounds,
            stage: None,
            is_final: None,
            session: None,
            standings: self.standings_after(scores, self.rounds.len()),
            sessions: None,
            stages: None,
        }
    }

    /// Who met whom, partnered whom and sat out in the first `count` rounds.
    pub fn history(&self, count: usize) -> History {
        let mut h = History::default();
        for r in self.rounds.iter().take(count) {
            for t in &r.tables {
                h.add_table(&t.a, &t.b);
            }
            for &e in &r.byes {
                h.add_bye(e);
            }
        }
        h
    }

    /// The tables of the current round that are not complete, by number.
    pub fn incomplete_tables(&self, scores: &dyn Results) -> Vec<u32> {
        let Some(r) = self.rounds.last() else {
            return Vec::new();
        };
        r.tables
            .iter()
            .filter(|t| {
                !scores
                    .played(r.number, t.number)
                    .is_some_and(|s| s.complete)
            })
            .map(|t| t.number)
            .collect()
    }

    /// Draws round `number` (the next one, or the current one again for a redraw) from the
    /// rounds before it; `attempt` counts the earlier draws of that round. Codes are left
    /// to the caller. The checks that decide whether the round may be drawn are
    /// [`Event::check_draw`] and [`Event::check_redraw`].
    pub fn draw_round(
        &self,
        scores: &dyn Results,
        number: u32,
        attempt: u32,
    ) -> Result<Drawn, InputError> {
        let before = (number as usize).saturating_sub(1).min(self.rounds.len());
        let order: Vec<u32> = self
            .standings_after(scores, before)
            .into_iter()
            .map(|s| s.entrant)
            .filter(|&e| !self.is_withdrawn(e))
            .collect();
        let history = self.history(before);
        let spec = DrawSpec {
            kind: self.def.kind,
            method: self.def.draw.method(number),
            avoid_repeats: self.def.draw.avoid_repeats,
            order: &order,
            history: &history,
            seeds: None,
        };
        let mut rng = draw::round_rng(self.def.draw.seed.unwrap_or(0), number, attempt);
        draw::draw(&spec, &mut rng).map_err(|m| InputError::new("round", m))
    }

    /// Why the next round cannot be drawn now, if it cannot: every round is drawn, or tables
    /// of the current round are not complete.
    pub fn draw_refusal(&self, scores: &dyn Results) -> Option<DrawRefusal> {
        if self.uses_stages() {
            return self.staged_draw_refusal(scores);
        }
        let rounds = self.def.format.rounds;
        if self.current_round() >= rounds {
            return Some(DrawRefusal::AllDrawn { rounds });
        }
        let open = self.incomplete_tables(scores);
        (!open.is_empty()).then(|| DrawRefusal::OpenTables {
            round: self.current_round(),
            tables: open,
        })
    }

    /// Whether the next round may be drawn: not past the last round, and every table of the
    /// current round complete (the message names the others).
    pub fn check_draw(&self, scores: &dyn Results) -> Result<(), InputError> {
        match self.draw_refusal(scores) {
            None => Ok(()),
            Some(why @ DrawRefusal::StageOver { .. }) => {
                Err(InputError::new("stage", why.message()))
            }
            Some(why) => Err(InputError::new("round", why.message())),
        }
    }

    /// Whether the current round may be redrawn: it exists, and none of its tables has a deal.
    pub fn check_redraw(&self) -> Result<(), InputError> {
        let Some(r) = self.rounds.last() else {
            return Err(InputError::new("round", "no round has been drawn yet"));
        };
        let played: Vec<u32> = r
            .tables
            .iter()
            .filter(|t| !t.deals.is_empty())
            .map(|t| t.number)
            .collect();
        if !played.is_empty() {
            return Err(InputError::new(
                "round",
                format!(
                    "round {} cannot be redrawn: {} {} deals already",
                    r.number,
                    tables_words(&played),
                    if played.len() == 1 { "has" } else { "have" }
                ),
            ));
        }
        Ok(())
    }

    /// The rules a table of round `round` plays under: its stage's deals, a knockout's tie.
    pub fn table_rules(&self, round: u32) -> Result<TableRules, InputError> {
        if !self.def.is_staged() {
            return self.rules();
        }
        let stages = self.def.stage_list();
        TableRules::of_stage(&self.def, &stages[self.stage_of_round(round)])
    }

    /// The entrants of this event's kind: how many sit on a side.
    pub fn kind(&self) -> EntrantKind {
        self.def.kind
    }

    // -----------------------------------------------------------------------------------
    // Changes: each checks first and changes nothing when it fails.

    /// Draws the next round (see [`Event::check_draw`]) from the tables' `scores` as they are;
    /// `code` gives each table its code.
    pub fn draw_next(
        &mut self,
        scores: &dyn Results,
        code: impl FnMut() -> String,
    ) -> Result<&Round, InputError> {
        self.check_draw(scores)?;
        let number = self.current_round() + 1;
        if self.uses_stages() {
            let (next, drawn) = self.staged_draw(scores, number, 0)?;
            *self = next;
            self.rounds.push(round_from(number, drawn, code));
            return Ok(self.rounds.last().expect("just drawn"));
        }
        let drawn = self.draw_round(scores, number, 0)?;
        self.rounds.push(round_from(number, drawn, code));
        Ok(self.rounds.last().expect("just drawn"))
    }

    /// Draws the current round afresh, with new codes (see [`Event::check_redraw`]);
    /// `attempt` counts its earlier draws, so that a random draw is a new one.
    pub fn redraw(
        &mut self,
        scores: &dyn Results,
        attempt: u32,
        code: impl FnMut() -> String,
    ) -> Result<&Round, InputError> {
        self.check_redraw()?;
        let number = self.current_round();
        if self.uses_stages() {
            let (next, drawn) = self.staged_draw(scores, number, attempt)?;
            *self = next;
            self.rounds.push(round_from(number, drawn, code));
            return Ok(self.rounds.last().expect("just drawn"));
        }
        let drawn = self.draw_round(scores, number, attempt)?;
        let slot = self.rounds.last_mut().expect("checked");
        *slot = round_from(number, drawn, code);
        Ok(slot)
    }

    /// Table `table` of round `round` (`at` `round` or `table` when there is none).
    pub fn table(&self, round: u32, table: u32) -> Result<&Table, InputError> {
        let r = self.round(round).ok_or_else(|| {
            InputError::new(
                "round",
                format!(
                    "round {round} has not been drawn: this event has {} drawn round(s)",
                    self.current_round()
                ),
            )
        })?;
        r.tables
            .get((table as usize).wrapping_sub(1))
            .ok_or_else(|| {
                InputError::new(
                    "table",
                    format!(
                        "round {round} has no table {table}: it has {} table(s)",
                        r.tables.len()
                    ),
                )
            })
    }

    /// Replaces a table's deals; they are scored first (errors at `rounds[i]…`). A table of
    /// a round that is over (a later round is drawn) stays complete.
    pub fn set_deals(
        &mut self,
        rules: &TableRules,
        round: u32,
        table: u32,
        deals: Vec<Value>,
    ) -> Result<TableScore, InputError> {
        self.table(round, table)?;
        let staged_rules;
        let rules = if self.def.is_staged() {
            staged_rules = self.table_rules(round)?;
            &staged_rules
        } else {
            rules
        };
        let score = rules.score(&deals)?;
        if let Some(tie) = rules.tie {
            self.check_knockout_correction(round, table, &score, tie, rules)?;
        }
        if round < self.current_round() && !score.complete {
            return Err(InputError::new(
                "rounds",
                format!(
                    "round {round} is over (round {} is drawn): its tables stay complete, so \
                     give all {} deals",
                    self.current_round(),
                    rules.deals.map_or("the".to_string(), |n| n.to_string())
                ),
            ));
        }
        let t = &mut self.rounds[round as usize - 1].tables[table as usize - 1];
        t.deals = deals;
        Ok(score)
    }
}

/// Why the next round of an event cannot be drawn: `{"why": "all_drawn", "rounds"}` or
/// `{"why": "open_tables", "round", "tables"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum DrawRefusal {
    /// Every round of the event is drawn.
    AllDrawn { rounds: u32 },
    /// These tables of the current round are not complete.
    OpenTables { round: u32, tables: Vec<u32> },
    /// The current stage is over and another follows: it is closed first (`stage`).
    StageOver { stage: String },
}

impl DrawRefusal {
    /// The refusal as a sentence (the error of `belote event draw`).
    pub fn message(&self) -> String {
        match self {
            DrawRefusal::AllDrawn { rounds } => {
                format!("all {rounds} rounds of this event are drawn")
            }
            DrawRefusal::OpenTables { round, tables } => format!(
                "round {round} is not over: {} {} not complete",
                tables_words(tables),
                if tables.len() == 1 { "is" } else { "are" }
            ),
            DrawRefusal::StageOver { stage } => {
                format!("stage {stage} is over: close it with belote event stage")
            }
        }
    }
}

/// "table 3", "tables 2, 5 and 7".
pub fn tables_words(numbers: &[u32]) -> String {
    let list: Vec<String> = numbers.iter().map(u32::to_string).collect();
    match list.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("tables {} and {last}", rest.join(", "))
        }
        _ => format!("table {}", list.join("")),
    }
}

/// A drawn round with its codes, as it is stored.
pub fn round_from(number: u32, drawn: Drawn, mut code: impl FnMut() -> String) -> Round {
    Round {
        number,
        tables: drawn
            .tables
            .clone()
            .into_iter()
            .enumerate()
            .map(|(i, (a, b))| {
                let (group, places) = drawn.labels.get(i).cloned().unwrap_or_default();
                Table {
                    number: i as u32 + 1,
                    code: code(),
                    a,
                    b,
                    deals: Vec::new(),
                    group,
                    places,
                }
            })
            .collect(),
        byes: drawn.byes,
    }
}
