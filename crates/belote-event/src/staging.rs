//! What a staged event keeps and reads besides its rounds (docs/events.md "Stages"): each
//! stage's stored seeding, and every drawn table's result as the stages read it (its totals,
//! deals and whether it is complete) — from the tables scored once ([`Scores`]) or given
//! directly. The event (`event.rs`) holds these; the stages (`stage/`) work from them.

use serde_json::{json, Value};

use crate::definition::{Stage, StageKind};
use crate::scores::Scores;

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
    /// Whether the table took extra deals because its totals ended equal (a knockout under
    /// `"extra_deal"`: beyond its count, or after its game to the target ended a draw).
    pub extra: bool,
}

/// Every drawn table's result, by round and table (from 1), as the stages read it.
pub trait Results {
    fn played(&self, round: u32, table: u32) -> Option<Played>;
}

impl Results for Scores {
    fn played(&self, round: u32, table: u32) -> Option<Played> {
        self.table(round, table).map(|s| Played {
            a: s.totals.a,
            b: s.totals.b,
            deals: s.deals,
            complete: s.complete,
            extra: s.extra_deals > 0,
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
