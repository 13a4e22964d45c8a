//! The review of a history at a glance — statistics, ratings and records of the same matches —
//! from one snapshot and one read of their rounds: what a Stats screen shows at once.

use serde::Serialize;

use crate::error::Result;
use crate::filter;
use crate::model::MatchFilter;
use crate::open::Store;
use crate::ratings::{ratings_listing, Game, Ratings};
use crate::records::{Records, RecordsBuilder};
use crate::review_rows::each_match;
use crate::search::fold_name;
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
        // The games of the scope are rated; those of the player (if any) give the streaks.
        let scope = MatchFilter {
            player: None,
            ..filter.clone()
        };
        // Without a player the matches read are the scope's: their games come from the same
        // pass; with one, the scope's games are read apart.
        let whole = filter.player.is_none();
        let mut match_games = Vec::new();
        each_match(&snapshot, &condition, &args, |m| {
            stats.add_match(m);
            records.add_match(m);
            if whole {
                match_games.extend(Game::of_match(m));
            }
            Ok(())
        })?;
        let digests = self.digests.get(&self.conn)?;
        stats.add_digests(&digests);
        records.add_digests(&digests);
        let games = if whole {
            self.with_event_games(match_games, &scope)?
        } else {
            self.games(&scope)?
        };
        drop(snapshot);
        let ratings = ratings_listing(&games, filter.player.as_deref());
        let records = match &filter.player {
            None => records.finish(&games),
            Some(query) => {
                let query = fold_name(query);
                let theirs: Vec<Game> = games.into_iter().filter(|g| g.played_by(&query)).collect();
                records.finish(&theirs)
            }
        };
        Ok(Overview {
            statistics: stats.finish(),
            ratings,
            records,
        })
    }
}
