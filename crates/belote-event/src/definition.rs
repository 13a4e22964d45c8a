//! The event definition (`belote event create`): read and checked key by key, every default
//! filled in, and written back whole (the export file's `definition`). An error names the
//! offending value (`at`, e.g. `format.rounds`, `teams[3].name`) and says what was found.

use belote_core::error::join_path;
use belote_core::parse::{parse_options, read_variant, reject_unknown, whole_number, At};
use belote_core::{InputError, Options, Variant};
use chrono::NaiveDate;
use serde_json::{json, Map, Value};

/// The most rounds an event may have.
pub const MAX_ROUNDS: u32 = 20;
/// The most deals a table may play.
pub const MAX_DEALS: u32 = 40;
/// The most entrants an event may hold (a hall of 250 tables of four): keeps a hostile file
/// from asking for draws of any size.
pub const MAX_ENTRANTS: usize = 1000;
/// The longest name of an event, a team or a player, in characters.
pub const MAX_NAME_CHARS: usize = 200;

type Res<T> = Result<T, InputError>;

fn bad<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

/// Who plays: fixed teams, or players whose partners are drawn each round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntrantKind {
    Teams,
    Players,
}

impl EntrantKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EntrantKind::Teams => "teams",
            EntrantKind::Players => "players",
        }
    }

    /// How many entrants make one side of a table.
    pub fn per_side(self) -> usize {
        match self {
            EntrantKind::Teams => 1,
            EntrantKind::Players => 2,
        }
    }

    /// The fewest entrants an event starts with.
    pub fn fewest(self) -> usize {
        match self {
            EntrantKind::Teams => 2,
            EntrantKind::Players => 4,
        }
    }
}

/// A team (with its players, if given) or a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub name: String,
    /// A team's players, as given (none for a player entrant).
    pub players: Option<Vec<String>>,
}

impl Entrant {
    /// As the definition writes it: a team `{"name", "players"?}`, a player its name.
    pub fn to_json(&self, kind: EntrantKind) -> Value {
        match kind {
            EntrantKind::Players => json!(self.name),
            EntrantKind::Teams => {
                let mut o = Map::new();
                o.insert("name".into(), json!(self.name));
                if let Some(p) = &self.players {
                    o.insert("players".into(), json!(p));
                }
                Value::Object(o)
            }
        }
    }
}

/// How a round's tables are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// At random from the seed.
    Random,
    /// In registration order.
    Order,
    /// In standings order.
    Ranked,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Random => "random",
            Method::Order => "order",
            Method::Ranked => "ranked",
        }
    }

    fn parse(s: &str) -> Option<Method> {
        [Method::Random, Method::Order, Method::Ranked]
            .into_iter()
            .find(|m| m.as_str() == s)
    }
}

/// `draw`: how round 1 and the later rounds are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawRules {
    /// Round 1: `Random` or `Order`.
    pub first: Method,
    /// Later rounds.
    pub then: Method,
    pub avoid_repeats: bool,
    /// Random draws are reproducible from it; an event always has one once created.
    pub seed: Option<u64>,
}

impl DrawRules {
    /// The method of round `round` (from 1).
    pub fn method(&self, round: u32) -> Method {
        if round <= 1 {
            self.first
        } else {
            self.then
        }
    }
}

/// A ranking criterion (each counts descending).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Criterion {
    Points,
    MatchPoints,
    Wins,
    Difference,
}

impl Criterion {
    pub const ALL: [Criterion; 4] = [
        Criterion::Points,
        Criterion::MatchPoints,
        Criterion::Wins,
        Criterion::Difference,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Criterion::Points => "points",
            Criterion::MatchPoints => "match_points",
            Criterion::Wins => "wins",
            Criterion::Difference => "difference",
        }
    }
}

/// Points for a won, drawn and lost table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchPoints {
    pub win: i64,
    pub draw: i64,
    pub loss: i64,
}

/// What a bye scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByePoints {
    /// The mean score of all sides at the complete tables of that round, rounded half up.
    Average,
    Fixed(i64),
}

/// Which listing positions get a prize.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Places {
    All,
    /// The first N.
    Top(u32),
    /// Places 1, 2, 3, 4, 8, 12, 16, …
    FormuleVan4,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prizes {
    pub places: Places,
    pub booby: bool,
}

/// `format`: rounds, and deals per table (`None`: one game to the variant's target).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    pub rounds: u32,
    pub deals: Option<u32>,
}

/// An event definition with every default filled in. `entrants` holds every entrant in number
/// order (entrant `k` is `entrants[k - 1]`), late ones included.
#[derive(Debug, Clone, PartialEq)]
pub struct Definition {
    pub name: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub variant: Variant,
    /// The options object as given (checked by the engine).
    pub options: Map<String, Value>,
    pub format: Format,
    pub kind: EntrantKind,
    pub entrants: Vec<Entrant>,
    pub draw: DrawRules,
    pub ranking: Vec<Criterion>,
    pub match_points: MatchPoints,
    pub bye: ByePoints,
    pub prizes: Prizes,
}

/// The keys of a definition, in the order docs/events.md gives them.
pub const DEFINITION_KEYS: [&str; 13] = [
    "name",
    "date",
    "variant",
    "options",
    "format",
    "entrants",
    "teams",
    "players",
    "draw",
    "ranking",
    "match_points",
    "bye",
    "prizes",
];

fn object<'a>(v: &'a Value, at: &str, what: &str) -> Res<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| InputError::new(at, format!("{what} must be a JSON object, not {v}")))
}

/// A whole number within `range`, as `i64`.
fn whole_in(v: &Value, at: &str, range: std::ops::RangeInclusive<i64>, what: &str) -> Res<i64> {
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
fn read_date(v: &Value, at: &str) -> Res<String> {
    let text = v.as_str().unwrap_or_default();
    match NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        Ok(d) if v.is_string() && text.len() == 10 => Ok(d.format("%Y-%m-%d").to_string()),
        _ => bad(
            at,
            format!("{v} is not a date: use YYYY-MM-DD, e.g. 2026-12-05"),
        ),
    }
}

fn read_format(v: Option<&Value>) -> Res<Format> {
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

fn read_entrants(o: &Map<String, Value>, kind: EntrantKind) -> Res<Vec<Entrant>> {
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

fn read_draw(v: Option<&Value>) -> Res<DrawRules> {
    let mut rules = DrawRules {
        first: Method::Random,
        then: Method::Ranked,
        avoid_repeats: true,
        seed: None,
    };
    let Some(v) = v else { return Ok(rules) };
    let o = object(v, "draw", "draw")?;
    reject_unknown(
        v,
        At::Path("draw"),
        &["first", "then", "avoid_repeats", "seed"],
    )?;
    if let Some(f) = o.get("first") {
        rules.first = match f.as_str().and_then(Method::parse) {
            Some(m @ (Method::Random | Method::Order)) => m,
            _ => {
                return bad(
                    "draw.first",
                    format!("{f} is not a first draw: use \"random\" or \"order\""),
                )
            }
        };
    }
    if let Some(t) = o.get("then") {
        rules.then = t.as_str().and_then(Method::parse).ok_or_else(|| {
            InputError::new(
                "draw.then",
                format!("{t} is not a draw: use \"ranked\", \"random\" or \"order\""),
            )
        })?;
    }
    if let Some(a) = o.get("avoid_repeats") {
        rules.avoid_repeats = a.as_bool().ok_or_else(|| {
            InputError::new("draw.avoid_repeats", format!("{a} is not true or false"))
        })?;
    }
    match o.get("seed") {
        None | Some(Value::Null) => {}
        Some(s) => {
            rules.seed = Some(s.as_u64().ok_or_else(|| {
                InputError::new(
                    "draw.seed",
                    format!("{s} is not a seed: a whole number from 0"),
                )
            })?)
        }
    }
    Ok(rules)
}

fn read_ranking(v: Option<&Value>) -> Res<Vec<Criterion>> {
    let Some(v) = v else {
        return Ok(vec![Criterion::Points, Criterion::Difference]);
    };
    let names = Criterion::ALL.map(Criterion::as_str).join(", ");
    let Some(list) = v.as_array().filter(|l| !l.is_empty()) else {
        return bad(
            "ranking",
            format!("{v} is not a ranking: a list of criteria from {names}"),
        );
    };
    let mut out = Vec::with_capacity(list.len());
    for (i, c) in list.iter().enumerate() {
        let at = format!("ranking[{i}]");
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

fn read_match_points(v: Option<&Value>) -> Res<MatchPoints> {
    let mut mp = MatchPoints {
        win: 2,
        draw: 1,
        loss: 0,
    };
    let Some(v) = v else { return Ok(mp) };
    let o = object(v, "match_points", "match_points")?;
    reject_unknown(v, At::Path("match_points"), &["win", "draw", "loss"])?;
    for (key, slot) in [
        ("win", &mut mp.win),
        ("draw", &mut mp.draw),
        ("loss", &mut mp.loss),
    ] {
        if let Some(n) = o.get(key) {
            *slot = whole_in(n, &format!("match_points.{key}"), 0..=1000, "match points")?;
        }
    }
    Ok(mp)
}

fn read_bye(v: Option<&Value>) -> Res<ByePoints> {
    let Some(v) = v else {
        return Ok(ByePoints::Average);
    };
    let o = object(v, "bye", "bye")?;
    reject_unknown(v, At::Path("bye"), &["points"])?;
    match o.get("points") {
        None => Ok(ByePoints::Average),
        Some(Value::String(s)) if s == "average" => Ok(ByePoints::Average),
        Some(p) if p.is_number() => Ok(ByePoints::Fixed(whole_in(
            p,
            "bye.points",
            0..=100_000,
            "the points of a bye",
        )?)),
        Some(p) => bad(
            "bye.points",
            format!("{p} is not what a bye scores: use \"average\" or a whole number"),
        ),
    }
}

fn read_prizes(v: Option<&Value>) -> Res<Prizes> {
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

impl Definition {
    /// Reads and checks an event definition; `today` is the date it takes when it gives none.
    pub fn parse(v: &Value, today: &str) -> Res<Definition> {
        let o = object(v, "", "an event definition")?;
        reject_unknown(v, At::Path(""), &DEFINITION_KEYS)?;
        let name = match o.get("name") {
            None => return bad("name", "the event needs a \"name\""),
            Some(n) => read_name(n, "name", "the event's name")?,
        };
        let date = match o.get("date") {
            None | Some(Value::Null) => today.to_string(),
            Some(d) => read_date(d, "date")?,
        };
        let variant = match o.get("variant") {
            None => {
                return bad(
                    "variant",
                    format!("the event needs a \"variant\": {}", Variant::names()),
                )
            }
            Some(v) => read_variant(v, "variant")?,
        };
        let options = match o.get("options") {
            None | Some(Value::Null) => Map::new(),
            Some(opts) => {
                parse_options(variant, Some(opts), "options")?;
                opts.as_object().cloned().unwrap_or_default()
            }
        };
        let format = read_format(o.get("format"))?;
        let kind = match o.get("entrants") {
            None => EntrantKind::Teams,
            Some(Value::String(s)) if s == "teams" => EntrantKind::Teams,
            Some(Value::String(s)) if s == "players" => EntrantKind::Players,
            Some(e) => {
                return bad(
                    "entrants",
                    format!("{e} is not a kind of entrant: use \"teams\" or \"players\""),
                )
            }
        };
        let entrants = read_entrants(o, kind)?;
        let def = Definition {
            name,
            date,
            variant,
            options,
            format,
            kind,
            entrants,
            draw: read_draw(o.get("draw"))?,
            ranking: read_ranking(o.get("ranking"))?,
            match_points: read_match_points(o.get("match_points"))?,
            bye: read_bye(o.get("bye"))?,
            prizes: read_prizes(o.get("prizes"))?,
        };
        // The options a table is played under must hold too (a fixed number of deals).
        def.table_options()?;
        Ok(def)
    }

    /// The definition with every key, its defaults filled in, the seed and every entrant in
    /// number order (the export file's `definition`).
    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("name".into(), json!(self.name));
        o.insert("date".into(), json!(self.date));
        o.insert("variant".into(), json!(self.variant.as_str()));
        o.insert("options".into(), Value::Object(self.options.clone()));
        o.insert(
            "format".into(),
            json!({ "rounds": self.format.rounds, "deals": self.format.deals }),
        );
        o.insert("entrants".into(), json!(self.kind.as_str()));
        o.insert(
            self.kind.as_str().into(),
            Value::Array(self.entrants.iter().map(|e| e.to_json(self.kind)).collect()),
        );
        o.insert(
            "draw".into(),
            json!({
                "first": self.draw.first.as_str(),
                "then": self.draw.then.as_str(),
                "avoid_repeats": self.draw.avoid_repeats,
                "seed": self.draw.seed,
            }),
        );
        o.insert(
            "ranking".into(),
            json!(self.ranking.iter().map(|c| c.as_str()).collect::<Vec<_>>()),
        );
        o.insert(
            "match_points".into(),
            json!({ "win": self.match_points.win, "draw": self.match_points.draw, "loss": self.match_points.loss }),
        );
        o.insert(
            "bye".into(),
            json!({ "points": match self.bye {
                ByePoints::Average => json!("average"),
                ByePoints::Fixed(n) => json!(n),
            }}),
        );
        o.insert(
            "prizes".into(),
            json!({
                "places": match self.prizes.places {
                    Places::All => json!("all"),
                    Places::Top(n) => json!(n),
                    Places::FormuleVan4 => json!("formule_van_4"),
                },
                "booby": self.prizes.booby,
            }),
        );
        Value::Object(o)
    }

    /// The options every table plays under: the event's, and with a fixed number of deals,
    /// a game that the target does not end (Klaverjas: `game_end: deals` with that count;
    /// the other variants: a target no table reaches).
    pub fn table_options_json(&self) -> Value {
        let mut o = self.options.clone();
        if let Some(n) = self.format.deals {
            match self.variant {
                Variant::Klaverjas => {
                    o.insert("game_end".into(), json!("deals"));
                    o.insert("deals".into(), json!(n));
                }
                Variant::Classic
                | Variant::Contree
                | Variant::Coinche
                | Variant::Bulgarian
                | Variant::Bela
                | Variant::Baloot => {
                    o.insert("target".into(), json!(UNREACHABLE_TARGET));
                }
            }
        }
        Value::Object(o)
    }

    /// [`Definition::table_options_json`], read by the engine.
    pub fn table_options(&self) -> Res<Options> {
        parse_options(self.variant, Some(&self.table_options_json()), "options")
    }

    /// Entrant `number` (from 1).
    pub fn entrant(&self, number: u32) -> Option<&Entrant> {
        self.entrants.get((number as usize).checked_sub(1)?)
    }

    /// The name of entrant `number`, or `"#number"` for one that does not exist.
    pub fn name_of(&self, number: u32) -> String {
        self.entrant(number)
            .map(|e| e.name.clone())
            .unwrap_or_else(|| format!("#{number}"))
    }

    /// A side's players by seat, as far as they are known: a team's players as registered
    /// (none for a team registered without them), or the players of a side of players.
    pub fn seat_names(&self, side: &[u32]) -> Vec<String> {
        match self.kind {
            EntrantKind::Players => side.iter().map(|&n| self.name_of(n)).collect(),
            EntrantKind::Teams => side
                .first()
                .and_then(|&n| self.entrant(n))
                .and_then(|e| e.players.clone())
                .unwrap_or_default(),
        }
    }

    /// A side's name: the team's, or the two players' joined by " & ".
    pub fn side_name(&self, side: &[u32]) -> String {
        side.iter()
            .map(|&n| self.name_of(n))
            .collect::<Vec<_>>()
            .join(" & ")
    }
}

/// The target of a table that plays a fixed number of deals: no table reaches it.
pub const UNREACHABLE_TARGET: i64 = 1_000_000_000_000;

#[cfg(test)]
mod tests {
    use super::*;

    fn minimal() -> Value {
        json!({ "name": "Club", "variant": "classic", "format": { "rounds": 4 },
                "teams": [ { "name": "A" }, { "name": "B" } ] })
    }

    #[test]
    fn defaults_are_filled_in() {
        let d = Definition::parse(&minimal(), "2026-12-05").unwrap();
        assert_eq!(d.date, "2026-12-05");
        assert_eq!(d.format.deals, None);
        assert_eq!(d.kind, EntrantKind::Teams);
        assert_eq!(d.draw.first, Method::Random);
        assert_eq!(d.draw.then, Method::Ranked);
        assert!(d.draw.avoid_repeats);
        assert_eq!(d.ranking, [Criterion::Points, Criterion::Difference]);
        assert_eq!(d.bye, ByePoints::Average);
        assert_eq!(d.prizes.places, Places::All);
        let back = Definition::parse(&d.to_json(), "2000-01-01").unwrap();
        assert_eq!(back, d);
    }

    #[test]
    fn bad_values_are_named_where_they_are() {
        let cases = [
            (json!({"format": {"rounds": 21}}), "format.rounds"),
            (json!({"format": {"rounds": 4, "deals": 0}}), "format.deals"),
            (json!({"format": {"rounds": 4, "legs": 2}}), "format.legs"),
            (json!({"colour": 1}), "colour"),
            (json!({"options": {"litige": "maybe"}}), "options.litige"),
            (json!({"options": {"nope": 1}}), "options.nope"),
            (json!({"teams": [{"name": "A"}]}), "teams"),
            (
                json!({"teams": [{"name": "A"}, {"name": "A"}]}),
                "teams[1].name",
            ),
            (
                json!({"teams": [{"name": "A"}, {"name": " "}]}),
                "teams[1].name",
            ),
            (json!({"players": ["a", "b", "c", "d"]}), "players"),
            (json!({"draw": {"first": "ranked"}}), "draw.first"),
            (json!({"ranking": ["points", "luck"]}), "ranking[1]"),
            (json!({"bye": {"points": "half"}}), "bye.points"),
            (json!({"prizes": {"places": 0}}), "prizes.places"),
            (json!({"date": "5/12/2026"}), "date"),
            (json!({"variant": "skat"}), "variant"),
        ];
        for (patch, at) in cases {
            let mut v = minimal();
            for (k, x) in patch.as_object().unwrap() {
                v[k] = x.clone();
            }
            let e = Definition::parse(&v, "2026-12-05").unwrap_err();
            assert_eq!(e.at, at, "{patch}: {}", e.message);
        }
    }
}
