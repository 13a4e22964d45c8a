//! Stages (docs/events.md "Stages: pools, brackets, consolante"): an event run as rounds
//! drawn as today, round-robin pools and single-elimination brackets, one after the other.
//! Every result is a projection of the one scored event: the facts are the rounds and their
//! deals, a mêlée's pairs and each stage's seeding, stored when the stage was seeded and never
//! recomputed; everything else — pool standings, brackets, places, the event's ranking — is
//! derived here each time.
//!
//! - [`pools`]: the snake that deals teams into pools, and the Berger tables they play;
//! - [`seed`]: bracket order, byes to the top seeds, pool-mates kept apart, lots;
//! - [`bracket`]: a bracket's matches, who went through and every team's place;
//! - [`progress`]: each stage's state and standings from the event's facts;
//! - [`ranking`]: the event's ranking and prizes over every stage;
//! - [`draw`]: drawing a staged round, closing a stage (seeding the next), reopening it;
//! - [`sessions`]: the rounds each session holds;
//! - [`file`]: a staged event's keys in the event file;
//! - [`view`]: the JSON of `belote event stage`, `bracket` and the staged standings.

pub mod bracket;
pub mod draw;
pub mod file;
pub mod pools;
pub mod progress;
pub mod ranking;
pub mod seed;
pub mod sessions;
pub mod view;

use crate::event::Event;
pub use crate::staging::{pool_letter, Given, Played, Results, Seeded, Seeding};

/// A team of a staged event: its number, name, a mêlée team's players, whether it withdrew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    pub number: u32,
    pub name: String,
    pub players: Option<[u32; 2]>,
    pub withdrawn: bool,
}

impl Event {
    /// The stage (its index) that round `round` belongs to.
    pub fn stage_of_round(&self, round: u32) -> usize {
        self.seedings
            .iter()
            .rposition(|s| s.first_round <= round)
            .unwrap_or(0)
    }

    /// The current stage: the one whose round was drawn last (before the first draw: the
    /// first stage) — the last stage seeded.
    pub fn current_stage(&self) -> usize {
        self.seedings.len().saturating_sub(1)
    }

    /// The teams of the event: the entrants, or a mêlée's pairs once drawn (before: none).
    pub fn teams(&self) -> Vec<Team> {
        if self.def.is_melee() {
            return self
                .pairs
                .iter()
                .zip(1..)
                .map(|(&[p, q], n)| Team {
                    number: n,
                    name: format!("{} & {}", self.def.name_of(p), self.def.name_of(q)),
                    players: Some([p, q]),
                    withdrawn: self.is_withdrawn(p) && self.is_withdrawn(q),
                })
                .collect();
        }
        self.def
            .entrants
            .iter()
            .zip(1..)
            .map(|(e, n)| Team {
                number: n,
                name: e.name.clone(),
                players: None,
                withdrawn: self.is_withdrawn(n),
            })
            .collect()
    }

    /// Whether team `t` (an entrant, or a mêlée team) has withdrawn.
    pub fn team_withdrawn(&self, t: u32) -> bool {
        if self.def.is_melee() {
            match self.pairs.get((t as usize).wrapping_sub(1)) {
                Some(&[p, q]) => self.is_withdrawn(p) && self.is_withdrawn(q),
                None => false,
            }
        } else {
            self.is_withdrawn(t)
        }
    }

    /// The name of team `t` (a mêlée team: its two players' names joined by " & ").
    pub fn team_name(&self, t: u32) -> String {
        if self.def.is_melee() && !self.pairs.is_empty() {
            match self.pairs.get((t as usize).wrapping_sub(1)) {
                Some(&[p, q]) => format!("{} & {}", self.def.name_of(p), self.def.name_of(q)),
                None => format!("#{t}"),
            }
        } else {
            self.def.name_of(t)
        }
    }

    /// The active teams now, by number.
    pub fn active_teams(&self) -> Vec<u32> {
        if self.def.is_melee() && self.pairs.is_empty() {
            return Vec::new();
        }
        self.teams()
            .into_iter()
            .filter(|t| !t.withdrawn)
            .map(|t| t.number)
            .collect()
    }

    /// How many rounds of stage `k` are drawn.
    pub fn rounds_drawn_in(&self, k: usize) -> u32 {
        match self.seedings.get(k) {
            None => 0,
            Some(s) => {
                let end = self
                    .seedings
                    .get(k + 1)
                    .map_or(self.current_round() + 1, |n| n.first_round);
                end.saturating_sub(s.first_round)
            }
        }
    }
}
