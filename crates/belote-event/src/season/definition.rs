//! The season definition (`belote season create`, docs/events.md "Seasons"): read and checked
//! key by key, every default filled in, written back whole (the season file's `definition`),
//! and changed by the organiser's commands (`add`, `remove`, `absent`), each checked first.
//! An error names the offending value (`at`, e.g. `ranking.count.best`, `absences[2].event`).
//!
//! Whether an event is stored, and whether it is an event of teams or of players, is asked
//! of the caller (a store, or a test) through a look-up: this crate has no database.

use belote_core::parse::{reject_unknown, At};
use belote_core::InputError;
use serde_json::{json, Map, Value};

use crate::definition::{object, read_name, whole_in, EntrantKind};
use crate::names::player_key;

type Res<T> = Result<T, InputError>;

fn bad<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

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
const RANKING_KEYS: [&str; 9] = [
    "rank",
    "score",
    "place_points",
    "place_default",
    "count",
    "aggregate",
    "min_events",
    "absence_score",
    "periods",
];

/// What the caller knows of a stored event: whether it is stored (`None`: it is not), and
/// the kind of its entrants.
pub type EventKinds<'a> = &'a dyn Fn(&str) -> Option<EntrantKind>;

/// The look-up of a check without the database: every event is taken for a stored event of
/// teams, which every season accepts.
pub fn any_event(_: &str) -> Option<EntrantKind> {
    Some(EntrantKind::Teams)
}

/// A list of at most [`MAX_SEASON_ITEMS`] values.
fn list<'a>(v: &'a Value, at: &str, what: &str) -> Res<&'a Vec<Value>> {
    match v.as_array() {
        Some(l) if l.len() <= MAX_SEASON_ITEMS => Ok(l),
        Some(l) => bad(
            at,
            format!(
                "a season holds at most {MAX_SEASON_ITEMS} {what}, not {}",
                l.len()
            ),
        ),
        None => bad(at, format!("{v} is not a list of {what}")),
    }
}

/// One of `names`, by its name.
fn one_of<T: Copy>(v: &Value, at: &str, what: &str, all: &[(T, &str)]) -> Res<T> {
    all.iter()
        .find(|(_, name)| v.as_str() == Some(name))
        .map(|(x, _)| *x)
        .ok_or_else(|| {
            let names: Vec<String> = all.iter().map(|(_, n)| format!("\"{n}\"")).collect();
            InputError::new(at, format!("{v} is not {what}: use {}", names.join(" or ")))
        })
}

fn read_count(v: &Value) -> Res<Option<Count>> {
    if v.is_null() {
        return Ok(None);
    }
    let o = object(v, "ranking.count", "count ({\"best\": N, \"of\": M})")?;
    reject_unknown(v, At::Path("ranking.count"), &["best", "of"])?;
    let best = match o.get("best") {
        None => return bad("ranking.count.best", "count needs \"best\": how many count"),
        Some(b) => whole_in(
            b,
            "ranking.count.best",
            1..=MAX_SEASON_ITEMS as i64,
            "how many results count",
        )? as u32,
    };
    let of = match o.get("of") {
        None | Some(Value::Null) => None,
        Some(m) => Some(whole_in(
            m,
            "ranking.count.of",
            1..=MAX_SEASON_ITEMS as i64,
            "the number of events of the season",
        )? as u32),
    };
    Ok(Some(Count { best, of }))
}

fn read_periods(v: &Value) -> Res<Option<Vec<Period>>> {
    if v.is_null() {
        return Ok(None);
    }
    let l = list(v, "ranking.periods", "periods")?;
    if l.is_empty() {
        return bad(
            "ranking.periods",
            "give at least one period, e.g. [{\"events\": 6, \"best\": 4}], or leave periods out",
        );
    }
    let mut out = Vec::with_capacity(l.len());
    for (i, p) in l.iter().enumerate() {
        let at = format!("ranking.periods[{i}]");
        let o = object(p, &at, "a period ({\"events\": E, \"best\": B})")?;
        reject_unknown(p, At::Path(&at), &["events", "best"])?;
        let read = |key: &str| -> Res<i64> {
            let at = format!("{at}.{key}");
            match o.get(key) {
                None => bad(at, format!("a period needs \"{key}\"")),
                Some(n) => whole_in(n, &at, 0..=MAX_SEASON_ITEMS as i64, "a number of events"),
            }
        };
        let events = read("events")?;
        let best = read("best")?;
        if best < 1 || best > events {
            return bad(
                at,
                format!("a period of {events} event(s) counts its best 1 to {events}, not {best}"),
            );
        }
        out.push(Period {
            events: events as u32,
            best: best as u32,
        });
    }
    Ok(Some(out))
}

fn read_place_points(v: &Value) -> Res<Vec<i64>> {
    let l = list(v, "ranking.place_points", "place points")?;
    l.iter()
        .enumerate()
        .map(|(i, n)| {
            whole_in(
                n,
                &format!("ranking.place_points[{i}]"),
                0..=MAX_SEASON_SCORE,
                "the points of a place",
            )
        })
        .collect()
}

fn read_ranking(v: Option<&Value>) -> Res<SeasonRanking> {
    let mut r = SeasonRanking {
        rank: SeasonRank::Players,
        score: SeasonScore::Points,
        count: None,
        aggregate: Aggregate::Sum,
        min_events: 0,
        absence_score: 0,
        periods: None,
    };
    let Some(v) = v else { return Ok(r) };
    let o = object(v, "ranking", "ranking")?;
    reject_unknown(v, At::Path("ranking"), &RANKING_KEYS)?;
    if let Some(x) = o.get("rank") {
        r.rank = one_of(
            x,
            "ranking.rank",
            "whom a season ranks",
            &[
                (SeasonRank::Players, "players"),
                (SeasonRank::Teams, "teams"),
            ],
        )?;
    }
    #[derive(Clone, Copy, PartialEq)]
    enum Kind {
        Points,
        MatchPoints,
        Place,
    }
    let kind = match o.get("score") {
        None => Kind::Points,
        Some(x) => one_of(
            x,
            "ranking.score",
            "what an event gives",
            &[
                (Kind::Points, "points"),
                (Kind::MatchPoints, "match_points"),
                (Kind::Place, "place"),
            ],
        )?,
    };
    r.score = match kind {
        Kind::Points => SeasonScore::Points,
        Kind::MatchPoints => SeasonScore::MatchPoints,
        Kind::Place => {
            let points = match o.get("place_points") {
                None => {
                    return bad(
                        "ranking.place_points",
                        "a season scored by \"place\" needs \"place_points\": the points for \
                         ranks 1, 2, 3, …, e.g. [25, 20, 16, 13, 11]",
                    )
                }
                Some(p) => read_place_points(p)?,
            };
            let default = match o.get("place_default") {
                None => 0,
                Some(d) => whole_in(
                    d,
                    "ranking.place_default",
                    0..=MAX_SEASON_SCORE,
                    "the points of a rank beyond the list",
                )?,
            };
            SeasonScore::Place { points, default }
        }
    };
    if kind != Kind::Place {
        for key in ["place_points", "place_default"] {
            if o.contains_key(key) {
                return bad(
                    format!("ranking.{key}"),
                    format!(
                        "\"{key}\" goes with \"score\": \"place\" only, not with \"{}\"",
                        r.score.as_str()
                    ),
                );
            }
        }
    }
    if let Some(c) = o.get("count") {
        r.count = read_count(c)?;
    }
    if let Some(a) = o.get("aggregate") {
        r.aggregate = one_of(
            a,
            "ranking.aggregate",
            "a way to add up",
            &[(Aggregate::Sum, "sum"), (Aggregate::Average, "average")],
        )?;
    }
    if let Some(m) = o.get("min_events") {
        r.min_events = whole_in(
            m,
            "ranking.min_events",
            0..=MAX_SEASON_ITEMS as i64,
            "a number of events",
        )? as u32;
    }
    if let Some(a) = o.get("absence_score") {
        r.absence_score = whole_in(
            a,
            "ranking.absence_score",
            0..=MAX_SEASON_SCORE,
            "the score of an excused absence",
        )?;
    }
    if let Some(p) = o.get("periods") {
        r.periods = read_periods(p)?;
    }
    // The keys together.
    if let (Some(periods), Some(count)) = (&r.periods, r.count) {
        if count.of.is_some() {
            return bad(
                "ranking.count.of",
                "with periods, the periods say how many events the season has: leave \"of\" out",
            );
        }
        if count.best as usize > periods.len() {
            return bad(
                "ranking.count",
                format!(
                    "the best {} periods cannot count: the season has {} period(s)",
                    count.best,
                    periods.len()
                ),
            );
        }
    }
    if let Some(Count { best, of: Some(of) }) = r.count {
        if best > of {
            return bad(
                "ranking.count",
                format!("the best {best} of {of} events cannot count: {best} is more than {of}"),
            );
        }
    }
    if let Some(cap) = r.capacity() {
        if r.min_events as usize > cap {
            return bad(
                "ranking.min_events",
                format!(
                    "no one can play {} events in a season of {cap}",
                    r.min_events
                ),
            );
        }
    }
    Ok(r)
}

/// The error of an event that cannot join the season at `at`: more than `of` or than the
/// periods hold, or an event of players in a season of teams.
fn check_joins(
    ranking: &SeasonRanking,
    kind: EntrantKind,
    count_after: usize,
    id: &str,
    at: &str,
) -> Res<()> {
    if ranking.rank == SeasonRank::Teams && kind == EntrantKind::Players {
        return bad(
            at,
            format!(
                "{id:?} is an event of players: a season that ranks teams counts events of teams \
                 only"
            ),
        );
    }
    if let Some(cap) = ranking.capacity() {
        if count_after > cap {
            let why = if ranking.periods.is_some() {
                "its periods hold"
            } else {
                "its \"of\" says"
            };
            return bad(
                at,
                format!("the season has {cap} event(s), as {why}: {id:?} would be one too many"),
            );
        }
    }
    Ok(())
}

fn read_events(v: Option<&Value>, ranking: &SeasonRanking, kinds: EventKinds) -> Res<Vec<String>> {
    let Some(v) = v else { return Ok(Vec::new()) };
    let l = list(v, "events", "events")?;
    let mut out: Vec<String> = Vec::with_capacity(l.len());
    for (i, e) in l.iter().enumerate() {
        let at = format!("events[{i}]");
        let Some(id) = e.as_str() else {
            return bad(at, format!("{e} is not an event id"));
        };
        if let Some(j) = out.iter().position(|x| x == id) {
            return bad(
                at,
                format!("{id:?} is already events[{j}]: an event counts once in a season"),
            );
        }
        let Some(kind) = kinds(id) else {
            return bad(
                at,
                format!("no event with id {id:?} in the database (import its event file first)"),
            );
        };
        check_joins(ranking, kind, 0, id, &at)?;
        out.push(id.to_string());
    }
    if let Some(cap) = ranking.capacity() {
        if out.len() > cap {
            return bad(
                "events",
                format!(
                    "{} events are more than the season's {cap} ({})",
                    out.len(),
                    if ranking.periods.is_some() {
                        "what its periods hold"
                    } else {
                        "its \"of\""
                    }
                ),
            );
        }
    }
    Ok(out)
}

/// An absence's name: a name (non-empty, not too long) at `at`.
fn absence_name(v: &Value, at: &str) -> Res<String> {
    read_name(v, at, "the name of who is excused")
}

fn read_absences(v: Option<&Value>, events: &[String]) -> Res<Vec<Absence>> {
    let Some(v) = v else { return Ok(Vec::new()) };
    let l = list(v, "absences", "absences")?;
    let mut out: Vec<Absence> = Vec::with_capacity(l.len());
    let mut seen: Vec<(String, String)> = Vec::with_capacity(l.len());
    for (i, a) in l.iter().enumerate() {
        let at = format!("absences[{i}]");
        let o = object(a, &at, "an absence ({\"event\", \"name\"})")?;
        reject_unknown(a, At::Path(&at), &["event", "name"])?;
        let event = match o.get("event") {
            Some(Value::String(id)) if events.contains(id) => id.clone(),
            Some(other) => {
                return bad(
                    format!("{at}.event"),
                    format!("{other} is not one of the season's events"),
                )
            }
            None => return bad(format!("{at}.event"), "an absence needs its \"event\""),
        };
        let name = match o.get("name") {
            Some(n) => absence_name(n, &format!("{at}.name"))?,
            None => return bad(format!("{at}.name"), "an absence needs a \"name\""),
        };
        let key = (event.clone(), player_key(&name));
        if seen.contains(&key) {
            return bad(
                at,
                format!("{name:?} is already excused at {event:?}: an absence counts once"),
            );
        }
        seen.push(key);
        out.push(Absence { event, name });
    }
    Ok(out)
}

fn read_side(v: Option<&Value>) -> Res<Vec<SideCount>> {
    let Some(v) = v else { return Ok(Vec::new()) };
    let l = list(v, "side", "side rankings")?;
    let mut out = Vec::with_capacity(l.len());
    for (i, s) in l.iter().enumerate() {
        let at = format!("side[{i}]");
        let all: Vec<(SideCount, &str)> = SideCount::ALL.iter().map(|c| (*c, c.as_str())).collect();
        let c = one_of(s, &at, "a side count", &all)?;
        if out.contains(&c) {
            return bad(at, format!("{s} is already a side ranking of the season"));
        }
        out.push(c);
    }
    Ok(out)
}

impl SeasonDefinition {
    /// Reads and checks a season definition; `kinds` tells which events are stored and of
    /// which kind.
    pub fn parse(v: &Value, kinds: EventKinds) -> Res<SeasonDefinition> {
        let o = object(v, "", "a season definition")?;
        reject_unknown(v, At::Path(""), &SEASON_KEYS)?;
        let name = match o.get("name") {
            None => return bad("name", "the season needs a \"name\""),
            Some(n) => read_name(n, "name", "the season's name")?,
        };
        let ranking = read_ranking(o.get("ranking"))?;
        let events = read_events(o.get("events"), &ranking, kinds)?;
        let absences = read_absences(o.get("absences"), &events)?;
        let side = read_side(o.get("side"))?;
        Ok(SeasonDefinition {
            name,
            events,
            ranking,
            absences,
            side,
        })
    }

    /// Checks a definition as far as it can be without the database: every check but
    /// whether its events are stored and of which kind ([`any_event`]).
    pub fn check_without_events(v: &Value) -> Res<()> {
        SeasonDefinition::parse(v, &any_event).map(drop)
    }

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

    /// The position of event `id` in the season, or bad input at `event`.
    fn position(&self, id: &str) -> Res<usize> {
        self.events.iter().position(|e| e == id).ok_or_else(|| {
            InputError::new(
                "event",
                format!("{id:?} is not an event of the season {:?}", self.name),
            )
        })
    }

    /// Appends event `id`, an event of `kind` (`belote season add`): bad input at `event`
    /// when it is in the season already, of players in a season of teams, or one too many
    /// for `of` or the periods.
    pub fn add_event(&mut self, id: &str, kind: EntrantKind) -> Res<()> {
        if let Some(i) = self.events.iter().position(|e| e == id) {
            return bad(
                "event",
                format!(
                    "{id:?} is already event {} of the season {:?}",
                    i + 1,
                    self.name
                ),
            );
        }
        if self.events.len() >= MAX_SEASON_ITEMS {
            return bad(
                "event",
                format!("a season holds at most {MAX_SEASON_ITEMS} events"),
            );
        }
        check_joins(&self.ranking, kind, self.events.len() + 1, id, "event")?;
        self.events.push(id.to_string());
        Ok(())
    }

    /// Removes event `id` and its absences (`belote season remove`): the later events move up
    /// a place. Bad input at `event` when it is not in the season.
    pub fn remove_event(&mut self, id: &str) -> Res<()> {
        let i = self.position(id)?;
        self.events.remove(i);
        self.absences.retain(|a| a.event != id);
        Ok(())
    }

    /// Marks (`absent`) or unmarks an excused absence of `name` at event `id` (`belote season
    /// absent [--remove]`); returns whether anything changed (twice, or removing one that is
    /// not there, changes nothing). Bad input at `event` for an event not in the season, at
    /// `name` for an empty name.
    pub fn set_absence(&mut self, id: &str, name: &str, absent: bool) -> Res<bool> {
        self.position(id)?;
        let name = absence_name(&json!(name), "name")?;
        let key = player_key(&name);
        let found = self
            .absences
            .iter()
            .position(|a| a.event == id && player_key(&a.name) == key);
        match (found, absent) {
            (Some(_), true) | (None, false) => Ok(false),
            (None, true) => {
                if self.absences.len() >= MAX_SEASON_ITEMS {
                    return bad(
                        "name",
                        format!("a season holds at most {MAX_SEASON_ITEMS} absences"),
                    );
                }
                self.absences.push(Absence {
                    event: id.to_string(),
                    name,
                });
                Ok(true)
            }
            (Some(i), false) => {
                self.absences.remove(i);
                Ok(true)
            }
        }
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

    fn parse(v: Value) -> Res<SeasonDefinition> {
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
