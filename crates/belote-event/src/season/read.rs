//! A season definition read and checked key by key (`ranking`, `events`, `absences`, `side`),
//! every default filled in; an error names the offending value.

use belote_core::parse::{reject_unknown, At};
use belote_core::InputError;
use serde_json::Value;

use super::definition::{
    any_event, Absence, Aggregate, Count, EventKinds, Period, SeasonDefinition, SeasonRank,
    SeasonRanking, SeasonScore, SideCount, MAX_SEASON_ITEMS, MAX_SEASON_SCORE, SEASON_KEYS,
};
use crate::definition::{object, read_name, whole_in, EntrantKind};
use crate::names::player_key;

pub(super) type Res<T> = Result<T, InputError>;

pub(super) fn bad<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
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
}

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

pub(super) fn read_ranking(v: Option<&Value>) -> Res<SeasonRanking> {
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
pub(super) fn check_joins(
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

pub(super) fn read_events(
    v: Option<&Value>,
    ranking: &SeasonRanking,
    kinds: EventKinds,
) -> Res<Vec<String>> {
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
pub(super) fn absence_name(v: &Value, at: &str) -> Res<String> {
    read_name(v, at, "the name of who is excused")
}

pub(super) fn read_absences(v: Option<&Value>, events: &[String]) -> Res<Vec<Absence>> {
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

pub(super) fn read_side(v: Option<&Value>) -> Res<Vec<SideCount>> {
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
