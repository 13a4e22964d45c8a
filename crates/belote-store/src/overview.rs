//! The review of a history at a glance — statistics, ratings and records of the same matches —
//! from one snapshot and one pass over their rounds: what a Stats screen shows at once.

use serde::Serialize;

use crate::error::Result;
use crate::filter;
use crate::model::MatchFilter;
use crate::open::Store;
use crate::ratings::Ratings;
use crate::records::{Records, RecordsBuilder};
use crate::scan::scan_rounds;
use crate::stats::{Statistics, StatsBuilder};

/// Statistics, ratings and records of the matches a filter keeps.
#[derive(Debug, Clone, Serialize)]
pub struct Overview {
    pub statistics: Statistics,
    pub ratings: Ratings,
    pub records: Records,
}

impl Store {
    /// [`Store::statistics_of`], [`Store::ratings`] and [`Store::records`] of `filter` at once,
    /// the same as asked one by one, from one snapshot and one pass over the rounds.
    pub fn overview(&self, filter: &MatchFilter) -> Result<Overview> {
        let (condition, args) = filter::condition(filter);
        let snapshot = self.conn.unchecked_transaction()?;
        let mut stats = StatsBuilder::default();
        let mut records = RecordsBuilder::new(filter.player.as_deref());
        stats.read_matches(&snapshot, &condition, &args)?;
        records.read_matches(&snapshot, &condition, &args)?;
        scan_rounds(&snapshot, &condition, &args, |pk, rounds| {
            stats.add_rounds(pk, rounds);
            records.add_rounds(pk, rounds);
        })?;
        let games = self.games(filter)?;
        let ratings = self.ratings(filter)?;
        drop(snapshot);
        Ok(Overview {
            statistics: stats.finish(),
            ratings,
            records: records.finish(&games),
        })
    }
}
