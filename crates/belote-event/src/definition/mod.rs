//! The event definition (`belote event create`): read and checked key by key, every default
//! filled in, and written back whole (the export file's `definition`). An error names the
//! offending value (`at`, e.g. `format.rounds`, `teams[3].name`) and says what was found.
//!
//! - `parts`: what a definition holds (entrants, draw rules, ranking, match points, byes,
//!   prizes, format);
//! - `read`: each key read and checked, with its defaults.

pub mod counts;
mod parts;
mod read;
pub mod stages;
mod stages_read;

use belote_core::parse::{parse_options, read_variant, reject_unknown, At};
use belote_core::{game, Options, Variant};
use serde_json::{json, Map, Value};

pub use parts::{
    ByePoints, Criterion, DrawRules, Entrant, EntrantKind, Format, MatchPoints, Method, Places,
    Prizes,
};
use read::{
    bad, read_bye, read_date, read_draw, read_entrants, read_format, read_format_staged,
    read_match_points, read_prizes, read_ranking, Res,
};
pub(crate) use read::{object, whole_in};
pub use read::{read_entrant, read_name, MAX_DEALS, MAX_ENTRANTS, MAX_NAME_CHARS, MAX_ROUNDS};
pub use stages::{
    Bracket, BracketFrom, KnockoutSeeding, KnockoutStage, Partners, Placing, PoolSeeding,
    PoolsStage, RoundsStage, Session, SessionStart, Stage, StageKind, Take, Tie,
};
use stages_read::{read_partners, read_sessions, read_stages, Inherited};
pub use stages_read::{MAX_BRACKETS, MAX_POOLS, MAX_SESSIONS, MAX_STAGES};

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
    /// The stages, when the definition gives them (docs/events.md "Stages").
    pub stages: Option<Vec<Stage>>,
    /// How players are paired, when the definition says it (`every_round` otherwise).
    pub partners: Option<Partners>,
    /// The sessions, when the definition gives them.
    pub sessions: Option<Vec<Session>>,
}

/// The keys of a definition, in the order docs/events.md gives them.
pub const DEFINITION_KEYS: [&str; 16] = [
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
    "stages",
    "partners",
    "sessions",
];

impl Definition {
    /// Reads and checks an event definition; `today` is the date it takes when it gives none.
    pub fn parse(v: &Value, today: &str) -> Res<Definition> {
        let def = Definition::parse_shape(v, today)?;
        def.check_counts()?;
        Ok(def)
    }

    /// Reads a definition without the checks that depend on how many entrants it has (a
    /// stored event, whose late entrants may have changed them).
    pub fn parse_shape(v: &Value, today: &str) -> Res<Definition> {
        let o = object(v, "", "an event definition")?;
        reject_unknown(v, At::Path(""), &DEFINITION_KEYS)?;
        let given = |k: &str| o.get(k).filter(|x| !x.is_null());
        let staged = o.contains_key("stages");
        let name = match o.get("name") {
            None => return bad("name", "the event needs a \"name\""),
            Some(n) => read_name(n, "name", "the event's name")?,
        };
        if given("date").is_some() && o.contains_key("sessions") {
            return bad(
                "date",
                "an event with \"sessions\" takes its date from the first session",
            );
        }
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
        let format = if staged {
            read_format_staged(o.get("format"))?
        } else {
            read_format(o.get("format"))?
        };
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
        let partners = read_partners(o.get("partners"), kind)?;
        if staged {
            if let Some(d) = o.get("draw").and_then(Value::as_object) {
                for key in ["first", "then", "avoid_repeats"] {
                    if d.contains_key(key) {
                        return bad(
                            format!("draw.{key}"),
                            "an event with \"stages\" gives its draw rules in its rounds stages: the event's \"draw\" holds its \"seed\" only",
                        );
                    }
                }
            }
        }
        let draw = read_draw(o.get("draw"))?;
        let ranking = read_ranking(o.get("ranking"))?;
        let match_points = read_match_points(o.get("match_points"))?;
        let bye = read_bye(o.get("bye"))?;
        let prizes = read_prizes(o.get("prizes"))?;
        let stages = match o.get("stages") {
            None => None,
            Some(sv) => Some(read_stages(
                sv,
                &Inherited {
                    ranking: &ranking,
                    match_points,
                    bye,
                    deals: format.deals,
                    players_every_round: kind == EntrantKind::Players
                        && !partners.is_some_and(Partners::is_melee),
                },
            )?),
        };
        let sessions = match o.get("sessions") {
            None => None,
            Some(sv) => Some(read_sessions(sv, stages.as_deref())?),
        };
        let date = match &sessions {
            Some(list) => list[0].date.clone(),
            None => date,
        };
        let def = Definition {
            name,
            date,
            variant,
            options,
            format,
            kind,
            entrants,
            draw,
            ranking,
            match_points,
            bye,
            prizes,
            stages,
            partners,
            sessions,
        };
        // The options a table is played under must hold too (a fixed number of deals).
        def.table_options()?;
        for deals in def.stage_list().iter().map(|s| s.deals) {
            def.table_options_for(deals)?;
        }
        Ok(def)
    }

    /// The checks that depend on the registered entrants: pool sizes, places that exist,
    /// bracket sizes, the rounds the sessions start at.
    pub fn check_counts(&self) -> Res<()> {
        let teams = self.registered_teams();
        let rounds: Vec<u32> = match &self.stages {
            Some(stages) => counts::check_stages(stages, teams)?
                .into_iter()
                .map(|c| c.rounds)
                .collect(),
            None => vec![self.format.rounds],
        };
        if let Some(sessions) = &self.sessions {
            counts::check_sessions(sessions, &rounds, self.stages.is_some())?;
        }
        Ok(())
    }

    /// How many teams the registered entrants make: the teams, the players of a mêlée paired
    /// (half of them, rounded down), or the players themselves.
    pub fn registered_teams(&self) -> u32 {
        let n = self.entrants.len() as u32;
        if self.is_melee() {
            n / 2
        } else {
            n
        }
    }

    /// Whether the definition has `stages`.
    pub fn is_staged(&self) -> bool {
        self.stages.is_some()
    }

    /// How players are paired (`every_round` when not said).
    pub fn partners(&self) -> Partners {
        self.partners.unwrap_or(Partners::EveryRound)
    }

    /// Whether the players are paired once (a mêlée).
    pub fn is_melee(&self) -> bool {
        self.kind == EntrantKind::Players && self.partners().is_melee()
    }

    /// The stages; an event without `stages` is one `rounds` stage, `"rounds"`, of
    /// `format.rounds` rounds drawn by its `draw`.
    pub fn stage_list(&self) -> std::borrow::Cow<'_, [Stage]> {
        match &self.stages {
            Some(s) => std::borrow::Cow::Borrowed(s),
            None => std::borrow::Cow::Owned(vec![Stage {
                id: "rounds".into(),
                name: "rounds".into(),
                deals: self.format.deals,
                from: None,
                ranking: self.ranking.clone(),
                match_points: self.match_points,
                kind: StageKind::Rounds(RoundsStage {
                    rounds: self.format.rounds,
                    draw: self.draw,
                    bye: self.bye,
                }),
            }]),
        }
    }

    /// The definition with every key, its defaults filled in, the seed and every entrant in
    /// number order (the export file's `definition`).
    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("name".into(), json!(self.name));
        if self.sessions.is_none() {
            o.insert("date".into(), json!(self.date));
        }
        o.insert("variant".into(), json!(self.variant.as_str()));
        o.insert("options".into(), Value::Object(self.options.clone()));
        if self.is_staged() {
            o.insert("format".into(), json!({ "deals": self.format.deals }));
        } else {
            o.insert(
                "format".into(),
                json!({ "rounds": self.format.rounds, "deals": self.format.deals }),
            );
        }
        o.insert("entrants".into(), json!(self.kind.as_str()));
        o.insert(
            self.kind.as_str().into(),
            Value::Array(self.entrants.iter().map(|e| e.to_json(self.kind)).collect()),
        );
        if self.is_staged() {
            o.insert("draw".into(), json!({ "seed": self.draw.seed }));
        } else {
            o.insert(
                "draw".into(),
                json!({
                    "first": self.draw.first.as_str(),
                    "then": self.draw.then.as_str(),
                    "avoid_repeats": self.draw.avoid_repeats,
                    "seed": self.draw.seed,
                }),
            );
        }
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
        if let Some(stages) = &self.stages {
            o.insert(
                "stages".into(),
                Value::Array(stages.iter().map(Stage::to_json).collect()),
            );
        }
        // A staged event writes every key with its default; another, those it was given.
        if self.is_staged() && self.kind == EntrantKind::Players || self.partners.is_some() {
            o.insert("partners".into(), json!(self.partners().as_str()));
        }
        if let Some(sessions) = &self.sessions {
            o.insert(
                "sessions".into(),
                Value::Array(
                    sessions
                        .iter()
                        .map(|s| s.to_json(self.stages.as_deref()))
                        .collect(),
                ),
            );
        }
        Value::Object(o)
    }

    /// The options every table plays under: the event's, and with a fixed number of deals,
    /// the variant's own way of saying a game of that many deals which the target does not end
    /// ([`belote_core::Game::fixed_deals`]).
    pub fn table_options_json(&self) -> Value {
        self.table_options_json_for(self.format.deals)
    }

    /// The options a table of `deals` deals (`None`: one game to the target) plays under.
    pub fn table_options_json_for(&self, deals: Option<u32>) -> Value {
        let mut o = self.options.clone();
        if let Some(n) = deals {
            for (key, value) in game(self.variant).fixed_deals(n) {
                o.insert(key.into(), value);
            }
        }
        Value::Object(o)
    }

    /// [`Definition::table_options_json`], read by the engine.
    pub fn table_options(&self) -> Res<Options> {
        self.table_options_for(self.format.deals)
    }

    /// [`Definition::table_options_json_for`], read by the engine.
    pub fn table_options_for(&self, deals: Option<u32>) -> Res<Options> {
        parse_options(
            self.variant,
            Some(&self.table_options_json_for(deals)),
            "options",
        )
    }

    /// Whether the ranking counts match points (then the standings show them).
    pub fn uses_match_points(&self) -> bool {
        self.ranking.contains(&Criterion::MatchPoints)
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
