//! Reading a definition key by key: each reader checks its value and fills in its defaults;
//! an error names the offending value (`at`, e.g. `format.rounds`, `teams[3].name`) and says
//! what was found.

use belote_core::error::join_path;
use belote_core::parse::{reject_unknown, whole_number, At};
use belote_core::InputError;
use chrono::NaiveDate;
use serde_json::{Map, Value};

use super::parts::{
    ByePoints, Criterion, DrawRules, Entrant, EntrantKind, Format, MatchPoints, Method, Places,
    Prizes,
};

/// The most rounds an event may have.
pub const MAX_ROUNDS: u32 = 20;
/// The most deals a table may play.
pub const MAX_DEALS: u32 = 40;
/// The most entrants an event may hold (a hall of 250 tables of four): keeps a hostile file
/// from asking for draws of any size.
pub const MAX_ENTRANTS: usize = 1000;
/// The longest name of an event, a team or a player, in characters.
pub const MAX_NAME_CHARS: usize = 200;

pub(crate) type Res<T> = Result<T, InputError>;

pub(crate) fn bad<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

pub(crate) fn object<'a>(v: &'a Value, at: &str, what: &str) -> Res<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| InputError::new(at, format!("{what} must be a JSON object, not {v}")))
}

/// A whole number within `range`, as `i64`.
pub(crate) fn whole_in(
    v: &Value,
    at: &str,
    range: std::ops::RangeInclusive<i64>,
    what: &str,
) -> Res<i64> {
    match whole_number(v) {
        Some(n) if range.contains(&n) => Ok(n),
        _ => bad(
            at,
            format!(
                "{v} is not {what}: a whole number from {} to {}",
                range.start(),
                range.end()
            ),
        ),
    }
}

/// A name: a non-empty string of at most [`MAX_NAME_CHARS`] characters, trimmed of nothing.
pub fn read_name(v: &Value, at: &str, what: &str) -> Res<String> {
    let Some(s) = v.as_str() else {
        return bad(at, format!("{v} is not a name: {what} is a string"));
    };
    if s.trim().is_empty() {
        return bad(at, format!("{what} must not be empty"));
    }
    if s.chars().count() > MAX_NAME_CHARS {
        return bad(
            at,
            format!("{what} is longer than {MAX_NAME_CHARS} characters"),
        );
    }
    Ok(s.to_string())
}

/// A date `YYYY-MM-DD`.
pub(crate) fn read_date(v: &Value, at: &str) -> Res<String> {
    let text = v.as_str().unwrap_or_default();
    match NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        Ok(d) if v.is_string() && text.len() == 10 => Ok(d.format("%Y-%m-%d").to_string()),
        _ => bad(
            at,
            format!("{v} is not a date: use YYYY-MM-DD, e.g. 2026-12-05"),
        ),
    }
}

pub(crate) fn read_format(v: Option<&Value>) -> Res<Format> {
    let Some(v) = v else {
        return bad(
            "format",
            "the event needs a \"format\", e.g. {\"rounds\": 4, \"deals\": 12}",
        );
    };
    let o = object(v, "format", "format")?;
    reject_unknown(v, At::Path("format"), &["rounds", "deals"])?;
    let rounds = match o.get("rounds") {
        None => return bad("format.rounds", "the format needs \"rounds\": 1 to 20"),
        Some(r) => whole_in(
            r,
            "format.rounds",
            1..=i64::from(MAX_ROUNDS),
            "a number of rounds",
        )?,
    };
    let deals = match o.get("deals") {
        None | Some(Value::Null) => None,
        Some(d) => Some(whole_in(
            d,
            "format.deals",
            1..=i64::from(MAX_DEALS),
            "a number of deals (or null for one game to the target)",
        )? as u32),
    };
    Ok(Format {
        rounds: rounds as u32,
        deals,
    })
}

/// The `format` of an event with `stages`: optional, `deals` only (each stage says its rounds).
pub(crate) fn read_format_staged(v: Option<&Value>) -> Res<Format> {
    let Some(v) = v else {
        return Ok(Format {
            rounds: 0,
            deals: None,
        });
    };
    let o = object(v, "format", "format")?;
    reject_unknown(v, At::Path("format"), &["rounds", "deals"])?;
    if o.contains_key("rounds") {
        return bad(
            "format.rounds",
            "an event with \"stages\" gives its rounds in each stage, not in \"format\"",
        );
    }
    let deals = match o.get("deals") {
        None | Some(Value::Null) => None,
        Some(d) => Some(read_deals(d, "format.deals")?),
    };
    Ok(Format { rounds: 0, deals })
}

/// A number of deals a table, 1–40.
pub(crate) fn read_deals(v: &Value, at: &str) -> Res<u32> {
    Ok(whole_in(
        v,
        at,
        1..=i64::from(MAX_DEALS),
        "a number of deals (or null for one game to the target)",
    )? as u32)
}

fn read_team(v: &Value, at: &str) -> Res<Entrant> {
    let o = object(v, at, "a team ({\"name\", \"players\"?})")?;
    reject_unknown(v, At::Path(at), &["name", "players"])?;
    let name = match o.get("name") {
        None => return bad(join_path(at, "name"), "a team needs a \"name\""),
        Some(n) => read_name(n, &join_path(at, "name"), "a team's name")?,
    };
    let players = match o.get("players") {
        None | Some(Value::Null) => None,
        Some(Value::Array(list)) => {
            let at_players = join_path(at, "players");
            if list.len() > 2 {
                return bad(
                    &at_players,
                    format!("a team has at most two players, not {}", list.len()),
                );
            }
            let mut names = Vec::with_capacity(list.len());
            for (i, p) in list.iter().enumerate() {
                names.push(read_name(
                    p,
                    &format!("{at_players}[{i}]"),
                    "a player's name",
                )?);
            }
            Some(names)
        }
        Some(other) => {
            return bad(
                join_path(at, "players"),
                format!(
                    "{other} is not a list of players: give their names, e.g. [\"Jean\", \"Paul\"]"
                ),
            )
        }
    };
    Ok(Entrant { name, players })
}

/// Reads a late entrant (`belote event add`): a team `{"name", "players"?}` or a player
/// `{"name"}`, whose name none of `existing` has.
pub fn read_entrant(v: &Value, kind: EntrantKind, existing: &[Entrant]) -> Res<Entrant> {
    let entrant = match kind {
        EntrantKind::Teams => read_team(v, "")?,
        EntrantKind::Players => {
            let o = object(v, "", "a player ({\"name\"})")?;
            reject_unknown(v, At::Path(""), &["name"])?;
            match o.get("name") {
                None => return bad("name", "a player needs a \"name\""),
                Some(n) => Entrant {
                    name: read_name(n, "name", "a player's name")?,
                    players: None,
                },
            }
        }
    };
    if existing.iter().any(|e| e.name == entrant.name) {
        return bad(
            "name",
            format!(
                "{:?} is already an entrant of this event: names must differ",
                entrant.name
            ),
        );
    }
    if existing.len() >= MAX_ENTRANTS {
        return bad(
            "name",
            format!("an event holds at most {MAX_ENTRANTS} entrants"),
        );
    }
    Ok(entrant)
}

pub(crate) fn read_entrants(o: &Map<String, Value>, kind: EntrantKind) -> Res<Vec<Entrant>> {
    let (key, other) = match kind {
        EntrantKind::Teams => ("teams", "players"),
        EntrantKind::Players => ("players", "teams"),
    };
    if o.contains_key(other) {
        return bad(
            other,
            format!(
                "\"{other}\" does not go with \"entrants\": \"{}\"; give the {key} as \"{key}\"",
                kind.as_str()
            ),
        );
    }
    let list = match o.get(key) {
        None => {
            return bad(
                key,
                format!("the event needs its \"{key}\": at least {}", kind.fewest()),
            )
        }
        Some(Value::Array(list)) => list,
        Some(v) => return bad(key, format!("{v} is not a list of {key}")),
    };
    if list.len() < kind.fewest() {
        return bad(
            key,
            format!(
                "an event of {key} needs at least {}, not {}",
                kind.fewest(),
                list.len()
            ),
        );
    }
    if list.len() > MAX_ENTRANTS {
        return bad(
            key,
            format!(
                "an event holds at most {MAX_ENTRANTS} entrants, not {}",
                list.len()
            ),
        );
    }
    let mut out: Vec<Entrant> = Vec::with_capacity(list.len());
    for (i, v) in list.iter().enumerate() {
        let at = format!("{key}[{i}]");
        let e = match kind {
            EntrantKind::Teams => read_team(v, &at)?,
            EntrantKind::Players => Entrant {
                name: read_name(v, &at, "a player's name")?,
                players: None,
            },
        };
        if let Some(j) = out.iter().position(|x| x.name == e.name) {
            let at = match kind {
                EntrantKind::Teams => format!("{at}.name"),
                EntrantKind::Players => at,
            };
            return bad(
                at,
                format!(
                    "{:?} is already the name of {key}[{j}]: names must differ",
                    e.name
                ),
            );
        }
        out.push(e);
    }
    Ok(out)
}

/// Today's draw rules: round 1 at random, then ranked, without repeats.
pub(crate) const DEFAULT_DRAW: DrawRules = DrawRules {
    first: Method::Random,
    then: Method::Ranked,
    avoid_repeats: true,
    seed: None,
};

pub(crate) fn read_draw(v: Option<&Value>) -> Res<DrawRules> {
    match v {
        None => Ok(DEFAULT_DRAW),
        Some(v) => read_draw_at(v, "draw", true),
    }
}

/// Draw rules at `base`; `seed` is a key only where `with_seed` (the event's `draw`, not a
/// stage's).
pub(crate) fn read_draw_at(v: &Value, base: &str, with_seed: bool) -> Res<DrawRules> {
    let mut rules = DEFAULT_DRAW;
    let o = object(v, base, "draw")?;
    let keys: &[&str] = if with_seed {
        &["first", "then", "avoid_repeats", "seed"]
    } else {
        &["first", "then", "avoid_repeats"]
    };
    reject_unknown(v, At::Path(base), keys)?;
    let key_at = |k: &str| format!("{base}.{k}");
    if let Some(f) = o.get("first") {
        rules.first = match f.as_str().and_then(Method::parse) {
            Some(m @ (Method::Random | Method::Order)) => m,
            _ => {
                return bad(
                    key_at("first"),
                    format!("{f} is not a first draw: use \"random\" or \"order\""),
                )
            }
        };
    }
    if let Some(t) = o.get("then") {
        rules.then = t.as_str().and_then(Method::parse).ok_or_else(|| {
            InputError::new(
                key_at("then"),
                format!("{t} is not a draw: use \"ranked\", \"random\" or \"order\""),
            )
        })?;
    }
    if let Some(a) = o.get("avoid_repeats") {
        rules.avoid_repeats = a.as_bool().ok_or_else(|| {
            InputError::new(key_at("avoid_repeats"), format!("{a} is not true or false"))
        })?;
    }
    match o.get("seed") {
        None | Some(Value::Null) => {}
        Some(s) => {
            rules.seed = Some(s.as_u64().ok_or_else(|| {
                InputError::new(
                    key_at("seed"),
                    format!("{s} is not a seed: a whole number from 0"),
                )
            })?)
        }
    }
    Ok(rules)
}

pub(crate) fn read_ranking(v: Option<&Value>) -> Res<Vec<Criterion>> {
    match v {
        None => Ok(vec![Criterion::Points, Criterion::Difference]),
        Some(v) => read_ranking_at(v, "ranking"),
    }
}

/// A list of ranking criteria at `base` (`ranking`, `stages[1].ranking`).
pub(crate) fn read_ranking_at(v: &Value, base: &str) -> Res<Vec<Criterion>> {
    let names = Criterion::ALL.map(Criterion::as_str).join(", ");
    let Some(list) = v.as_array().filter(|l| !l.is_empty()) else {
        return bad(
            base,
            format!("{v} is not a ranking: a list of criteria from {names}"),
        );
    };
    let mut out = Vec::with_capacity(list.len());
    for (i, c) in list.iter().enumerate() {
        let at = format!("{base}[{i}]");
        let found = Criterion::ALL
            .into_iter()
            .find(|k| c.as_str() == Some(k.as_str()))
            .ok_or_else(|| InputError::new(&at, format!("{c} is not a criterion: use {names}")))?;
        if out.contains(&found) {
            return bad(at, format!("{c} is already in the ranking"));
        }
        out.push(found);
    }
    Ok(out)
}

pub(crate) fn read_match_points(v: Option<&Value>) -> Res<MatchPoints> {
    let mp = MatchPoints {
        win: 2,
        draw: 1,
        loss: 0,
    };
    match v {
        None => Ok(mp),
        Some(v) => read_match_points_at(v, "match_points", mp),
    }
}

/// Match points at `base`, each key defaulting to `mp`'s.
pub(crate) fn read_match_points_at(v: &Value, base: &str, mut mp: MatchPoints) -> Res<MatchPoints> {
    let o = object(v, base, "match_points")?;
    reject_unknown(v, At::Path(base), &["win", "draw", "loss"])?;
    for (key, slot) in [
        ("win", &mut mp.win),
        ("draw", &mut mp.draw),
        ("loss", &mut mp.loss),
    ] {
        if let Some(n) = o.get(key) {
            *slot = whole_in(n, &format!("{base}.{key}"), 0..=1000, "match points")?;
        }
    }
    Ok(mp)
}

pub(crate) fn read_bye(v: Option<&Value>) -> Res<ByePoints> {
    match v {
        None => Ok(ByePoints::Average),
        Some(v) => read_bye_at(v, "bye"),
    }
}

/// What a bye scores, at `base`.
pub(crate) fn read_bye_at(v: &Value, base: &str) -> Res<ByePoints> {
    let o = object(v, base, "bye")?;
    reject_unknown(v, At::Path(base), &["points"])?;
    let at = format!("{base}.points");
    match o.get("points") {
        None => Ok(ByePoints::Average),
        Some(Value::String(s)) if s == "average" => Ok(ByePoints::Average),
        Some(p) if p.is_number() => Ok(ByePoints::Fixed(whole_in(
            p,
            &at,
            0..=100_000,
            "the points of a bye",
        )?)),
        Some(p) => bad(
            at,
            format!("{p} is not what a bye scores: use \"average\" or a whole number"),
        ),
    }
}

pub(crate) fn read_prizes(v: Option<&Value>) -> Res<Prizes> {
    let mut prizes = Prizes {
        places: Places::All,
        booby: false,
    };
    let Some(v) = v else { return Ok(prizes) };
    let o = object(v, "prizes", "prizes")?;
    reject_unknown(v, At::Path("prizes"), &["places", "booby"])?;
    match o.get("places") {
        None => {}
        Some(Value::String(s)) if s == "all" => prizes.places = Places::All,
        Some(Value::String(s)) if s == "formule_van_4" => prizes.places = Places::FormuleVan4,
        Some(p) if p.is_number() => {
            prizes.places = Places::Top(whole_in(
                p,
                "prizes.places",
                1..=MAX_ENTRANTS as i64,
                "a number of prizes",
            )? as u32)
        }
        Some(p) => {
            return bad(
                "prizes.places",
                format!("{p} is not a prize rule: use \"all\", a number or \"formule_van_4\""),
            )
        }
    }
    if let Some(b) = o.get("booby") {
        prizes.booby = b
            .as_bool()
            .ok_or_else(|| InputError::new("prizes.booby", format!("{b} is not true or false")))?;
    }
    Ok(prizes)
}
