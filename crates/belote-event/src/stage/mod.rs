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

use serde_json::{json, Value};

use crate::definition::{Stage, StageKind};
use crate::event::Event;

/// A stage's stored seeding: the round its first round is, and how its teams were placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seeding {
    /// The event round of the stage's first round.
    pub first_round: u32,
    pub seeded: Seeded,
}

/// How a stage's teams were placed when it was seeded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seeded {
    /// A rounds stage: its entrants in seed order (late entrants appended).
    Entrants(Vec<u32>),
    /// A pools stage: each pool's teams in position order.
    Pools(Vec<Vec<u32>>),
    /// A knockout: each bracket's teams by seed; `None` for a bracket of losers not seeded yet.
    Brackets(Vec<Option<Vec<u32>>>),
}

impl Seeded {
    /// Every team the stage holds, in seed order: a pools stage's by position, then pool
    /// (A1, B1, …, A2, B2, …); a knockout's bracket by bracket (losers' brackets left out).
    pub fn teams(&self) -> Vec<u32> {
        match self {
            Seeded::Entrants(list) => list.clone(),
            Seeded::Pools(pools) => {
                let longest = pools.iter().map(Vec::len).max().unwrap_or(0);
                (0..longest)
                    .flat_map(|k| pools.iter().filter_map(move |p| p.get(k).copied()))
                    .collect()
            }
            Seeded::Brackets(list) => list.iter().flatten().flatten().copied().collect(),
        }
    }

    /// The seeding as `stage` prints it and the event file stores it.
    pub fn to_json(&self, stage: &Stage) -> Value {
        match self {
            Seeded::Entrants(list) => json!({ "entrants": list }),
            Seeded::Pools(pools) => json!({ "pools": pools
                .iter()
                .enumerate()
                .map(|(k, teams)| json!({ "pool": pool_letter(k), "teams": teams }))
                .collect::<Vec<_>>() }),
            Seeded::Brackets(list) => {
                let ids = match &stage.kind {
                    StageKind::Knockout(k) => k.brackets.iter().map(|b| b.id.clone()).collect(),
                    _ => Vec::new(),
                };
                json!({ "brackets": list
                    .iter()
                    .zip(ids)
                    .map(|(seeds, id)| json!({ "bracket": id, "seeds": seeds }))
                    .collect::<Vec<_>>() })
            }
        }
    }
}

/// Pool `k`'s letter (from 0: `A`).
pub fn pool_letter(k: usize) -> String {
    char::from(b'A' + (k % 26) as u8).to_string()
}

/// A drawn table as the stages read it: its sides (teams), and once scored its totals, deals
/// and whether it is complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    pub a: i64,
    pub b: i64,
    pub deals: usize,
    pub complete: bool,
}

/// Every drawn table's result, by round and table (from 1), as the stages read it.
pub trait Results {
    fn played(&self, round: u32, table: u32) -> Option<Played>;
}

impl Results for crate::scores::Scores {
    fn played(&self, round: u32, table: u32) -> Option<Played> {
        self.table(round, table).map(|s| Played {
            a: s.totals.a,
            b: s.totals.b,
            deals: s.deals,
            complete: s.complete,
        })
    }
}

/// Results given directly (tests, and an event whose tables are known by their totals).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Given(pub Vec<Vec<Option<Played>>>);

impl Results for Given {
    fn played(&self, round: u32, table: u32) -> Option<Played> {
        *self
            .0
            .get((round as usize).checked_sub(1)?)?
            .get((table as usize).checked_sub(1)?)?
    }
}

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
