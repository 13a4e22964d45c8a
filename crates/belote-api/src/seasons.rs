//! A club's seasons in the app (docs/events.md "A season"): a season made from a preset (the
//! best 5 of 7 evenings and at least 5, the average of the best 6 of 8, periods, points per
//! place), the evening just finished added with one tap, excused absences, and the season's
//! table with the results that count — one answer ([`SeasonScreen`]) worked out from the
//! events' facts at each call, so a corrected deal in any evening shows at once.

use std::sync::Arc;

use belote_event::season::{
    season_people, season_standings, EventOutcome, SeasonStandings, SeasonSummary,
};
use belote_store::Store;
use serde::Serialize;
use serde_json::{json, Value};

use crate::error::ApiResult;
use crate::Api;

/// A ready-made season: its `ranking` (docs/events.md keys).
#[derive(Debug, Clone, Serialize)]
pub struct SeasonPreset {
    /// `best_5_of_7`, `average_6_of_8`, `periods`, `place_points`.
    pub id: &'static str,
    pub ranking: Value,
}

/// The seasons the organiser starts from, each a real club's way: a klaverjas competitie that
/// counts the best 5 of its 7 evenings and ranks only those with 5 (v.v. Westerwolde); the
/// average of the best 6 of 8 rounds, at least 6 (Café de Lijst); 7 periods of 6 weeks, each
/// the best 4 weeks, the season the best 5 periods ('t Harde); points per place (a series's
/// place-points table, 25 for the winner down to 1 for 15th).
pub fn season_presets() -> Vec<SeasonPreset> {
    let preset = |id, ranking| SeasonPreset { id, ranking };
    vec![
        preset(
            "best_5_of_7",
            json!({ "count": { "best": 5, "of": 7 }, "min_events": 5 }),
        ),
        preset(
            "average_6_of_8",
            json!({ "count": { "best": 6, "of": 8 }, "aggregate": "average", "min_events": 6 }),
        ),
        preset(
            "periods",
            json!({ "periods": vec![json!({ "events": 6, "best": 4 }); 7],
                    "count": { "best": 5 } }),
        ),
        preset(
            "place_points",
            json!({ "score": "place",
                    "place_points": [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] }),
        ),
    ]
}

/// An event that could join the season: the newest events not in it.
#[derive(Debug, Clone, Serialize)]
pub struct Candidate {
    pub event: String,
    pub name: String,
    pub date: String,
    pub variant: String,
    /// Its last round is drawn and every table of it complete: it counts at once.
    #[serde(rename = "final")]
    pub is_final: bool,
    /// Whether the season takes it (an event of teams in a season of teams, within `of` and
    /// the periods); `why` says why not.
    pub fits: bool,
    pub why: Option<String>,
}

/// How many of the newest events not in a season are offered to join it.
const CANDIDATES: usize = 12;

/// A season as the organiser's screen shows it.
#[derive(Debug, Clone, Serialize)]
pub struct SeasonScreen {
    pub season: String,
    /// The definition with every default filled in (the season file's).
    pub definition: Value,
    /// The standings (docs/events.md "Season standings").
    pub standings: SeasonStandings,
    /// The newest events not in the season, newest first.
    pub candidates: Vec<Candidate>,
    /// Everyone its events name (people, or teams for a season of teams), for an absence.
    pub people: Vec<String>,
}

/// A season as an event's screen offers it: whether the event is in it already.
#[derive(Debug, Clone, Serialize)]
pub struct EventSeason {
    pub season: String,
    pub name: String,
    /// The event is one of the season's.
    pub member: bool,
    /// The season would take the event (see [`Candidate::fits`]).
    pub fits: bool,
}

/// The season's screen, from one reading of its events.
fn screen(store: &Store, id: &str) -> ApiResult<SeasonScreen> {
    let (season, outcomes) = store.season_outcomes(id)?;
    let standings = season_standings(&season.id, &season.def, &outcomes);
    let people = season_people(season.def.ranking.rank, &outcomes);
    let mut candidates = Vec::new();
    for summary in store.list_events()?.into_iter().rev() {
        if candidates.len() == CANDIDATES {
            break;
        }
        if season.def.events.contains(&summary.event) {
            continue;
        }
        let outcome: Arc<EventOutcome> = store.event_outcome(&summary.event)?;
        let why = season
            .def
            .clone()
            .add_event(&summary.event, outcome.kind)
            .err()
            .map(|e| e.message);
        candidates.push(Candidate {
            event: summary.event,
            name: summary.name,
            date: summary.date,
            variant: summary.variant,
            is_final: outcome.is_final,
            fits: why.is_none(),
            why,
        });
    }
    Ok(SeasonScreen {
        season: season.id,
        definition: season.def.to_json(),
        standings,
        candidates,
        people,
    })
}

impl Api {
    pub fn season_presets(&self) -> Vec<SeasonPreset> {
        season_presets()
    }

    /// Creates a season from its definition (docs/events.md; bad input at its key, nothing
    /// stored) and answers its screen.
    pub fn create_season(&self, definition: &Value) -> ApiResult<SeasonScreen> {
        let mut store = self.store()?;
        let id = store.create_season(definition)?;
        screen(&store, &id)
    }

    /// Every season, oldest first.
    pub fn list_seasons(&self) -> ApiResult<Vec<SeasonSummary>> {
        Ok(self.store()?.list_seasons()?)
    }

    pub fn get_season(&self, season: &str) -> ApiResult<SeasonScreen> {
        let store = self.store()?;
        screen(&store, season)
    }

    /// Appends an event to the season (the evening just finished, from its final standings).
    pub fn season_add_event(&self, season: &str, event: &str) -> ApiResult<SeasonScreen> {
        let mut store = self.store()?;
        store.season_add_event(season, event)?;
        screen(&store, season)
    }

    /// Takes an event out of the season, with its absences.
    pub fn season_remove_event(&self, season: &str, event: &str) -> ApiResult<SeasonScreen> {
        let mut store = self.store()?;
        store.season_remove_event(season, event)?;
        screen(&store, season)
    }

    /// Marks (or with `absent` false, takes back) an excused absence of `name` at `event`.
    pub fn season_absence(
        &self,
        season: &str,
        event: &str,
        name: &str,
        absent: bool,
    ) -> ApiResult<SeasonScreen> {
        let mut store = self.store()?;
        store.season_absence(season, event, name, absent)?;
        screen(&store, season)
    }

    /// The seasons, each with whether `event` is in it and whether it would take it: what an
    /// event's standings offer ("add to the season").
    pub fn event_seasons(&self, event: &str) -> ApiResult<Vec<EventSeason>> {
        let store = self.store()?;
        let kind = store.event_outcome(event)?.kind;
        store
            .list_seasons()?
            .into_iter()
            .map(|s| {
                let def = store.season(&s.season)?.def;
                Ok(EventSeason {
                    member: def.events.iter().any(|e| e == event),
                    fits: def.clone().add_event(event, kind).is_ok(),
                    season: s.season,
                    name: s.name,
                })
            })
            .collect()
    }
}
