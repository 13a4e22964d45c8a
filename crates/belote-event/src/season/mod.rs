//! Seasons (docs/events.md "Seasons"): a club's championship over many evenings — best N of
//! M, an average, a minimum of events, place points, nested periods, excused absences, side
//! rankings — worked out from the events' own standings and deals each time it is asked for.
//! Only a season's definition is kept; nothing of its standings is.
//! - [`definition`]: the season definition, its keys and defaults, written back whole;
//! - `read`: each key of a definition read and checked;
//! - `change`: the organiser's changes to a definition (add, remove, absent);
//! - [`standings`]: what each event gives, and the season's standings from it;
//! - [`view`]: the JSON shapes of the standings as typed values;
//! - [`export`]: the season file.

mod change;
pub mod definition;
pub mod export;
mod read;
pub mod standings;
pub mod view;

pub use definition::{
    any_event, Absence, Aggregate, Count, EventKinds, Period, SeasonDefinition, SeasonRank,
    SeasonRanking, SeasonScore, SideCount,
};
pub use export::{
    from_season_export, to_season_export, Season, MAX_SEASON_BYTES, SEASON_FORMAT, SEASON_VERSION,
};
pub use standings::{season_people, season_standings, EventOutcome};
pub use view::{
    Average, PeriodLine, SeasonEventLine, SeasonResult, SeasonStanding, SeasonStandings,
    SeasonSummary, SideLine, Sides,
};
