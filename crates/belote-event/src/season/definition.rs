//! The season definition (`belote season create`, docs/events.md "Seasons"): read and checked
//! key by key, every default filled in (`read.rs`), written back whole (the season file's
//! `definition`), and changed by the organiser's commands (`add`, `remove`, `absent`, in
//! `change.rs`), each checked first.
//! An error names the offending value (`at`, e.g. `ranking.count.best`, `absences[2].event`).
//!
//! Whether an event is stored, and whether it is an event of teams or of players, is asked
//! of the caller (a store, or a test) through a look-up: this crate has no database.

use serde_json::{json, Map, Value};

use crate::definition::EntrantKind;

/// The most events, periods, place points or absences a season holds: keeps a hostile file
/// from asking for tables of any size.
pub const MAX_SEASON_ITEMS: usize = 10_000;
/// The highest score a season's rule may give (an absence, a place): far beyond any evening,
/// far below where sums could overflow.
pub const MAX_SEASON_SCORE: i64 = 1_000_000_000;

/// Who a season ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SeasonRank {
    /// People by name: the players of events of players, the players listed with a team.
    Players,
    /// Teams by name; only events of teams belong to such a season.
    Teams,
}

impl SeasonRank {
    pub fn as_str(self) -> &'static str {
        match self {
            SeasonRank::Players => "players",
            SeasonRank::Teams => "teams",
        }
    }
}

/// What an event gives a season entrant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeasonScore {
    /// Its standings `points`, byes included.
    Points,
    /// Its standings `match_points`.
    MatchPoints,
    /// Points for its rank: `points[rank − 1]`, or `default` beyond the list.
    Place { points: Vec<i64>, default: i64 },
}

impl SeasonScore {
    pub fn as_str(&self) -> &'static str {
        match self {
            SeasonScore::Points => "points",
            SeasonScore::MatchPoints => "match_points",
            SeasonScore::Place { .. } => "place",
        }
    }
}

/// `count`: each entrant's best `best` results (or periods) count; `of` is the number of
/// events the season will have, when given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    pub best: u32,
    pub of: Option<u32>,
}

/// How the counted results make a total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Aggregate {
    Sum,
    /// The total divided by the number of results (or periods) counted.
    Average,
}

impl Aggregate {
    pub fn as_str(self) -> &'static str {
        match self {
            Aggregate::Sum => "sum",
            Aggregate::Average => "average",
        }
    }
}

/// A period: the next `events` events of the season, of which each entrant's best `best`
/// results make its period result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub events: u32,
    pub best: u32,
}

/// `ranking`, every default filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRanking {
    pub rank: SeasonRank,
    pub score: SeasonScore,
    /// `None`: every result (or period) counts.
    pub count: Option<Count>,
    pub aggregate: Aggregate,
    pub min_events: u32,
    pub absence_score: i64,
    /// `None`: no periods.
    pub periods: Option<Vec<Period>>,
}

impl SeasonRanking {
    /// How many events the season may hold: `of`, or what the periods hold (`None`: any).
    pub fn capacity(&self) -> Option<usize> {
        match (&self.periods, self.count) {
            (Some(p), _) => Some(p.iter().map(|p| p.events as usize).sum()),
            (None, Some(Count { of: Some(m), .. })) => Some(m as usize),
            _ => None,
        }
    }

    /// The period (from 1) of the event at position `pos` (from 0), `None` without periods
    /// (or beyond them).
    pub fn period_of(&self, pos: usize) -> Option<u32> {
        let mut end = 0usize;
        for (i, p) in self.periods.as_ref()?.iter().enumerate() {
            end += p.events as usize;
            if pos < end {
                return Some(i as u32 + 1);
            }
        }
        None
    }
}

/// A side ranking by a count from the deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SideCount {
    /// Deals in which the entrant's side took every trick (the round facts' `capot`).
    Capots,
}

impl SideCount {
    pub const ALL: [SideCount; 1] = [SideCount::Capots];

    pub fn as_str(self) -> &'static str {
        match self {
            SideCount::Capots => "capots",
        }
    }
}

/// An excused absence: a person (or team) at an event of the season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Absence {
    pub event: String,
    /// As written.
    pub name: String,
}

/// A season definition with every default filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonDefinition {
    pub name: String,
    /// Event ids, in season order.
    pub events: Vec<String>,
    pub ranking: SeasonRanking,
    /// In the order given.
    pub absences: Vec<Absence>,
    pub side: Vec<SideCount>,
}

/// The keys of a season definition, in the order docs/events.md gives them.
pub const SEASON_KEYS: [&str; 5] = ["name", "events", "ranking", "absences", "side"];

/// What the caller knows of a stored event: whether it is stored (`None`: it is not), and
/// the kind of its entrants.
pub type EventKinds<'a> = &'a dyn Fn(&str) -> Option<EntrantKind>;

/// The look-up of a check without the database: every event is taken for a stored event of
/// teams, which every season accepts.
pub fn any_event(_: &str) -> Option<EntrantKind> {
    Some(EntrantKind::Teams)
}

impl SeasonDefinition {
    /// The definition with every key, its defaults filled in (the season file's
    /// `definition`). [`SeasonDefinition::parse`] reads it back as it was.
    pub fn to_json(&self) -> Value {
        let r = &self.ranking;
        let mut ranking = Map::new();
        ranking.insert("rank".into(), json!(r.rank.as_str()));
        ranking.insert("score".into(), json!(r.score.as_str()));
        if let SeasonScore::Place { points, default } = &r.score {
            ranking.insert("place_points".into(), json!(points));
            ranking.insert("place_default".into(), json!(default));
        }
        ranking.insert(
            "count".into(),
            match r.count {
                None => Value::Null,
                Some(Count { best, of: None }) => json!({ "best": best }),
                Some(Count { best, of: Some(of) }) => json!({ "best": best, "of": of }),
            },
        );
        ranking.insert("aggregate".into(), json!(r.aggregate.as_str()));
        ranking.insert("min_events".into(), json!(r.min_events));
        ranking.insert("absence_score".into(), json!(r.absence_score));
        ranking.insert(
            "periods".into(),
            match &r.periods {
                None => Value::Null,
                Some(p) => json!(p
                    .iter()
                    .map(|p| json!({ "events": p.events, "best": p.best }))
                    .collect::<Vec<_>>()),
            },
        );
        json!({
            "name": self.name,
            "events": self.events,
            "ranking": Value::Object(ranking),
            "absences": self.absences.iter()
                .map(|a| json!({ "event": a.event, "name": a.name }))
                .collect::<Vec<_>>(),
            "side": self.side.iter().map(|s| s.as_str()).collect::<Vec<_>>(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(id: &str) -> Option<EntrantKind> {
        match id {
            "e-1" | "e-2" | "e-3" => Some(EntrantKind::Teams),
            "p-1" => Some(EntrantKind::Players),
            _ => None,
        }
    }

    fn parse(v: Value) -> Result<SeasonDefinition, belote_core::InputError> {
        SeasonDefinition::parse(&v, &kinds)
    }

    #[test]
    fn defaults_are_filled_in_and_read_back() {
        let d = parse(json!({ "name": "Winter" })).unwrap();
        assert_eq!(d.events, Vec::<String>::new());
        assert_eq!(d.ranking.rank, SeasonRank::Players);
        assert_eq!(d.ranking.score, SeasonScore::Points);
        assert_eq!(d.ranking.count, None);
        assert_eq!(d.ranking.aggregate, Aggregate::Sum);
        assert_eq!(d.ranking.min_events, 0);
        assert_eq!(d.ranking.absence_score, 0);
        assert_eq!(
            d.to_json(),
            json!({ "name": "Winter", "events": [], "ranking": { "rank": "players",
                "score": "points", "count": null, "aggregate": "sum", "min_events": 0,
                "absence_score": 0, "periods": null }, "absences": [], "side": [] })
        );
        let full = parse(json!({ "name": "Cup", "events": ["e-1", "e-2"],
            "ranking": { "rank": "teams", "score": "place", "place_points": [3, 2, 1],
                         "count": { "best": 1 }, "aggregate": "average", "min_events": 1,
                         "absence_score": 2, "periods": [{ "events": 2, "best": 1 }] },
            "absences": [{ "event": "e-2", "name": "Duo" }], "side": ["capots"] }))
        .unwrap();
        assert_eq!(parse(full.to_json()).unwrap(), full);
        assert_eq!(
            full.ranking.score,
            SeasonScore::Place {
                points: vec![3, 2, 1],
                default: 0
            }
        );
    }

    #[test]
    fn bad_values_are_named_where_the_contract_says() {
        let cases = [
            (json!({ "colour": 1 }), "colour"),
            (json!({ "name": "" }), "name"),
            (json!({ "name": "x".repeat(201) }), "name"),
            (
                json!({ "ranking": { "aggregate": "median" } }),
                "ranking.aggregate",
            ),
            (json!({ "ranking": { "best": 5 } }), "ranking.best"),
            (json!({ "events": ["e-1", "e-9"] }), "events[1]"),
            (json!({ "events": ["e-1", "e-2", "e-1"] }), "events[2]"),
            (
                json!({ "ranking": { "count": { "best": 0 } } }),
                "ranking.count.best",
            ),
            (
                json!({ "ranking": { "count": { "best": 5, "of": 4 } } }),
                "ranking.count",
            ),
            (
                json!({ "ranking": { "count": { "best": 2 }, "periods": [{ "events": 2, "best": 1 }] } }),
                "ranking.count",
            ),
            (
                json!({ "ranking": { "count": { "best": 1, "of": 2 }, "periods": [{ "events": 2, "best": 1 }] } }),
                "ranking.count.of",
            ),
            (
                json!({ "ranking": { "periods": [{ "events": 2, "best": 1 }, { "events": 2, "best": 3 }] } }),
                "ranking.periods[1]",
            ),
            (
                json!({ "ranking": { "periods": [{ "events": 2, "best": 0 }] } }),
                "ranking.periods[0]",
            ),
            (
                json!({ "events": ["e-1", "e-2", "e-3"], "ranking": { "count": { "best": 1, "of": 2 } } }),
                "events",
            ),
            (
                json!({ "events": ["e-1", "e-2", "e-3"], "ranking": { "periods": [{ "events": 2, "best": 1 }] } }),
                "events",
            ),
            (
                json!({ "ranking": { "min_events": 3, "count": { "best": 1, "of": 2 } } }),
                "ranking.min_events",
            ),
            (
                json!({ "ranking": { "min_events": 3, "periods": [{ "events": 2, "best": 1 }] } }),
                "ranking.min_events",
            ),
            (
                json!({ "ranking": { "score": "place" } }),
                "ranking.place_points",
            ),
            (
                json!({ "ranking": { "place_points": [3, 2] } }),
                "ranking.place_points",
            ),
            (
                json!({ "ranking": { "score": "place", "place_points": [3, -2] } }),
                "ranking.place_points[1]",
            ),
            (
                json!({ "events": ["e-1", "p-1"], "ranking": { "rank": "teams" } }),
                "events[1]",
            ),
            (json!({ "side": ["marsen"] }), "side[0]"),
            (
                json!({ "events": ["e-1"], "absences": [{ "event": "e-2", "name": "Jan" }] }),
                "absences[0].event",
            ),
            (
                json!({ "events": ["e-1"], "absences": [{ "event": "e-1", "name": " " }] }),
                "absences[0].name",
            ),
            (
                json!({ "events": ["e-1"], "absences": [{ "event": "e-1", "name": "Jan" },
                                                        { "event": "e-1", "name": " JAN" }] }),
                "absences[1]",
            ),
            (
                json!({ "ranking": { "absence_score": -1 } }),
                "ranking.absence_score",
            ),
        ];
        for (patch, at) in cases {
            let mut v = json!({ "name": "Season" });
            for (k, x) in patch.as_object().unwrap() {
                v[k] = x.clone();
            }
            let e = parse(v).unwrap_err();
            assert_eq!(e.at, at, "{patch}: {}", e.message);
        }
    }

    #[test]
    fn changes_check_first() {
        let mut d = parse(json!({ "name": "S", "events": ["e-1"],
            "ranking": { "rank": "teams", "count": { "best": 1, "of": 2 } } }))
        .unwrap();
        assert_eq!(
            d.add_event("e-1", EntrantKind::Teams).unwrap_err().at,
            "event"
        );
        assert_eq!(
            d.add_event("p-1", EntrantKind::Players).unwrap_err().at,
            "event"
        );
        d.add_event("e-2", EntrantKind::Teams).unwrap();
        let e = d.add_event("e-3", EntrantKind::Teams).unwrap_err();
        assert_eq!(e.at, "event", "{}", e.message);
        assert!(d.set_absence("e-2", "Duo", true).unwrap());
        assert!(!d.set_absence("e-2", " duo", true).unwrap());
        assert_eq!(d.set_absence("e-3", "Duo", true).unwrap_err().at, "event");
        assert_eq!(d.set_absence("e-2", "", true).unwrap_err().at, "name");
        d.remove_event("e-2").unwrap();
        assert!(d.absences.is_empty());
        assert_eq!(d.events, ["e-1"]);
        assert_eq!(d.remove_event("e-2").unwrap_err().at, "event");
        assert!(!d.set_absence("e-1", "Duo", false).unwrap());
    }

    #[test]
    fn periods_follow_positions() {
        let d = parse(json!({ "name": "S",
            "ranking": { "periods": [{ "events": 2, "best": 1 }, { "events": 1, "best": 1 }] } }))
        .unwrap();
        let periods: Vec<Option<u32>> = (0..4).map(|i| d.ranking.period_of(i)).collect();
        assert_eq!(periods, [Some(1), Some(1), Some(2), None]);
        assert_eq!(d.ranking.capacity(), Some(3));
    }
}
