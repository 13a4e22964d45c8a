//! Every table of an event scored ([`Scores`]): what the event's views and checks read (the
//! standings, the draw check, the tables still open). Made in `scored.rs` (`Scores::of`, and
//! [`crate::scored::ScoredEvent`], which keeps the scores of the tables whose deals did not
//! change), by the one route that scores a table.

use std::sync::Arc;

use crate::table::TableScore;

/// Every table of an event scored, by round and table: each `TableScore` of the same round
/// and table as the event's. A score is shared (not copied) by the later states of the event
/// in which its table has the same deals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scores {
    /// By round, then table.
    pub(crate) rounds: Vec<Vec<Arc<TableScore>>>,
}

impl Scores {
    /// The score of table `table` of round `round` (both from 1).
    pub fn table(&self, round: u32, table: u32) -> Option<&TableScore> {
        self.rounds
            .get((round as usize).checked_sub(1)?)?
            .get((table as usize).checked_sub(1)?)
            .map(|s| &**s)
    }
}
