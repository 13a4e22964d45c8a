//! What an event definition holds besides its name, date and game: who plays (teams or
//! players), how rounds are drawn, what ranks the entrants, what a won table and a bye are
//! worth, who gets a prize, and the format (rounds, deals a table).

use serde_json::{json, Map, Value};

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

    pub(crate) fn parse(s: &str) -> Option<Method> {
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
    /// Among entrants still equal, the match points each scored at the tables between them.
    HeadToHead,
    /// The sum of the opponents' match points, a value a round (a bye: 0).
    Buchholz,
    /// The Buchholz values less the highest and the lowest.
    MedianBuchholz,
    /// The sum of the opponents' points (a bye: 0).
    OpponentsPoints,
}

impl Criterion {
    pub const ALL: [Criterion; 8] = [
        Criterion::Points,
        Criterion::MatchPoints,
        Criterion::Wins,
        Criterion::Difference,
        Criterion::HeadToHead,
        Criterion::Buchholz,
        Criterion::MedianBuchholz,
        Criterion::OpponentsPoints,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Criterion::Points => "points",
            Criterion::MatchPoints => "match_points",
            Criterion::Wins => "wins",
            Criterion::Difference => "difference",
            Criterion::HeadToHead => "head_to_head",
            Criterion::Buchholz => "buchholz",
            Criterion::MedianBuchholz => "median_buchholz",
            Criterion::OpponentsPoints => "opponents_points",
        }
    }

    /// Whether the standings rows carry this criterion's value (the tie-break values).
    pub fn is_shown_value(self) -> bool {
        matches!(
            self,
            Criterion::Buchholz | Criterion::MedianBuchholz | Criterion::OpponentsPoints
        )
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
