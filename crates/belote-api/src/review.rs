//! Reviewing the history, the app's side: the players and teams a name finds (for every place
//! a name is picked), the statistics, ratings and records of the matches a filter keeps, head
//! to head, and any past match again, deal by deal. Each command is the store's own answer
//! (see the store's `search`, `filter`, `stats`, `ratings`, `h2h` and `records`); nothing here
//! is kept between calls.

use belote_core::{InputError, TeamPoints, Variant, Winner};
use belote_store::{
    parse_instant, Family, HeadToHead, MatchFilter, MatchRecord, MatchReview, NameHit, Overview,
    ProgressPoint, Ratings, Records, Statistics,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::commands::locale;
use crate::error::ApiResult;
use crate::state::Api;
use crate::view::{ExplainedRound, Locale, Names};

/// A past match as the review screen shows it: the store's review ([`MatchReview`]) with the
/// sides' names, and every deal's explanation naming the sides as the scoreboard does (team
/// names, else the language's default names) rather than A and B.
#[derive(Debug, Clone, Serialize)]
pub struct ReviewView {
    pub record: MatchRecord,
    /// The sides' names, as the scoreboard and the explanations call them.
    pub names: Names,
    pub sheet: ReviewSheet,
    /// The running totals after each deal, from 0–0.
    pub progression: Vec<ProgressPoint>,
}

/// The engine's score sheet of a reviewed match, its explanations written with the names.
#[derive(Debug, Clone, Serialize)]
pub struct ReviewSheet {
    pub variant: Variant,
    pub rounds: Vec<ExplainedRound>,
    pub totals: TeamPoints,
    pub pot: i64,
    /// In a match of several games (Baloot's sakkas): the games each team won.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakkas: Option<TeamPoints>,
    pub winner: Option<Winner>,
}

impl ReviewView {
    /// The store's review in `lang`, the sides named.
    fn of(review: MatchReview, lang: Locale) -> ReviewView {
        let MatchReview {
            record,
            sheet,
            progression,
        } = review;
        let names = Names::of(&record, lang.lang);
        let rounds = sheet
            .rounds
            .iter()
            .map(|r| ExplainedRound::of(r, lang, &names))
            .collect();
        ReviewView {
            record,
            sheet: ReviewSheet {
                variant: sheet.variant,
                rounds,
                totals: sheet.totals,
                pot: sheet.pot,
                sakkas: sheet.sakkas,
                winner: sheet.winner,
            },
            names,
            progression,
        }
    }
}

/// Which matches a review reads, as the UI sends it: every field may be left out (or empty),
/// which keeps every match. `since` and `until` are instants (RFC 3339) or days
/// (`2026-11-21`, midnight UTC); `until` is excluded.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ReviewFilter {
    /// One variant: `classic`, `contree`, `coinche`, `bulgarian`, `bela`, `klaverjas`, `baloot`.
    pub variant: Option<String>,
    /// A family of variants: `french`, `bulgarian`, `bela`, `klaverjas`, `baloot`.
    pub family: Option<String>,
    /// Any part of a player's or a team's name, as typed.
    pub player: Option<String>,
    pub since: Option<String>,
    pub until: Option<String>,
}

/// `Some(trimmed)` for a field that says something.
fn given(field: &Option<String>) -> Option<&str> {
    field.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn instant(text: &str, at: &str) -> ApiResult<DateTime<Utc>> {
    parse_instant(text).ok_or_else(|| {
        InputError::new(
            at,
            format!("{text:?} is not a date like 2026-11-21 or a time like 2026-11-21T20:15:00Z"),
        )
        .into()
    })
}

impl ReviewFilter {
    /// The store's filter; a variant, family or date it does not know is bad input at
    /// `filter.FIELD`.
    pub fn to_match_filter(&self) -> ApiResult<MatchFilter> {
        let variant = match given(&self.variant) {
            None => None,
            Some(v) => Some(Variant::parse(v).ok_or_else(|| {
                InputError::new("filter.variant", format!("{v:?} is not a variant"))
            })?),
        };
        let family = match given(&self.family) {
            None => None,
            Some(f) => Some(Family::parse(f).ok_or_else(|| {
                InputError::new(
                    "filter.family",
                    format!("{f:?} is not a family of variants ({})", Family::names()),
                )
            })?),
        };
        let since = given(&self.since)
            .map(|s| instant(s, "filter.since"))
            .transpose()?;
        let until = given(&self.until)
            .map(|s| instant(s, "filter.until"))
            .transpose()?;
        Ok(MatchFilter {
            variant,
            family,
            player: given(&self.player).map(str::to_string),
            since,
            until,
            ..MatchFilter::default()
        })
    }
}

impl Api {
    /// The players and teams whose name `query` finds (any part; accents and case ignored),
    /// most matches first, at most `limit` (all without it). Unnamed seats are never offered.
    pub fn find_names(&self, query: &str, limit: Option<usize>) -> ApiResult<Vec<NameHit>> {
        let mut hits = self.store()?.find_names(query)?;
        if let Some(n) = limit {
            hits.truncate(n);
        }
        Ok(hits)
    }

    /// Statistics, ratings and records of the matches `filter` keeps, from one read of the
    /// history: what the Stats screen shows.
    pub fn history_overview(&self, filter: &ReviewFilter) -> ApiResult<Overview> {
        let filter = filter.to_match_filter()?;
        Ok(self.store()?.overview(&filter)?)
    }

    /// Statistics of the matches `filter` keeps.
    pub fn history_stats(&self, filter: &ReviewFilter) -> ApiResult<Statistics> {
        let filter = filter.to_match_filter()?;
        Ok(self.store()?.statistics_of(&filter)?)
    }

    /// Ratings of every player and fixed team, best first, each with its trend; `filter.player`
    /// chooses the rows listed, not the games rated.
    pub fn history_ratings(&self, filter: &ReviewFilter) -> ApiResult<Ratings> {
        let filter = filter.to_match_filter()?;
        Ok(self.store()?.ratings(&filter)?)
    }

    /// Head to head of two players, teams (`team:NAME`) or pairs of players
    /// (`pair:NAME & NAME`); a name that finds no one or several is bad input at `first` or
    /// `second`.
    pub fn history_h2h(
        &self,
        first: &str,
        second: &str,
        filter: &ReviewFilter,
    ) -> ApiResult<HeadToHead> {
        let filter = filter.to_match_filter()?;
        Ok(self.store()?.head_to_head(first, second, &filter)?)
    }

    /// The records of the matches `filter` keeps, each with the match that holds it.
    pub fn history_records(&self, filter: &ReviewFilter) -> ApiResult<Records> {
        let filter = filter.to_match_filter()?;
        Ok(self.store()?.records(&filter)?)
    }

    /// Any match of the history, whatever its state, to look at again: its record, every
    /// deal's score and explanation in `lang`, and the running totals for a chart. Read only.
    pub fn review_match(&self, id: &str, lang: Option<&str>) -> ApiResult<ReviewView> {
        let lang = self::locale(lang);
        Ok(ReviewView::of(
            self.store()?.review_match(id, lang.lang)?,
            lang,
        ))
    }
}
