//! What a staged event's definition holds (docs/events.md "Stages: pools, brackets,
//! consolante"): its stages — rounds drawn as today, round-robin pools, single-elimination
//! brackets — how a mêlée pairs its players, and the sessions its rounds are spread over. Each
//! value is written back whole, every default filled in (the export file's `definition`).

use serde_json::{json, Map, Value};

use super::parts::{ByePoints, Criterion, DrawRules, MatchPoints};

/// How the players of an event of players are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Partners {
    /// Partners drawn every round (today's events of players).
    EveryRound,
    /// Mêlée: partners drawn by lot when round 1 is drawn, then fixed pairs.
    Once,
    /// Pairs in registration order, players 1+2, 3+4, …
    OnceInOrder,
}

impl Partners {
    pub const ALL: [Partners; 3] = [Partners::EveryRound, Partners::Once, Partners::OnceInOrder];

    pub fn as_str(self) -> &'static str {
        match self {
            Partners::EveryRound => "every_round",
            Partners::Once => "once",
            Partners::OnceInOrder => "once_in_order",
        }
    }

    /// Whether the players are paired once into fixed teams (a mêlée).
    pub fn is_melee(self) -> bool {
        !matches!(self, Partners::EveryRound)
    }
}

/// `{"places": [a, b]}`: the teams at places a … b (`b` `None`: to the last).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take {
    pub first: u32,
    pub last: Option<u32>,
}

impl Take {
    pub fn to_json(self) -> Value {
        json!({ "places": [self.first, self.last] })
    }

    /// Whether place `p` is taken.
    pub fn holds(self, p: u32) -> bool {
        p >= self.first && self.last.is_none_or(|b| p <= b)
    }

    /// How many of `size` places are taken.
    pub fn count_of(self, size: u32) -> u32 {
        let last = self.last.unwrap_or(size).min(size);
        (last + 1).saturating_sub(self.first)
    }
}

/// How a pools stage deals its teams into pools.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolSeeding {
    /// The seed order dealt in a snake.
    Serpentine,
    /// An order drawn from the event's seed, dealt in a snake.
    Lot,
}

impl PoolSeeding {
    pub fn as_str(self) -> &'static str {
        match self {
            PoolSeeding::Serpentine => "serpentine",
            PoolSeeding::Lot => "lot",
        }
    }
}

/// How a first-stage knockout seeds its bracket of every entrant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KnockoutSeeding {
    Lot,
    /// By entrant number.
    Order,
}

impl KnockoutSeeding {
    pub fn as_str(self) -> &'static str {
        match self {
            KnockoutSeeding::Lot => "lot",
            KnockoutSeeding::Order => "order",
        }
    }
}

/// What decides a knockout table whose sides end equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tie {
    /// One more deal at a time until the totals differ.
    ExtraDeal,
    /// Side A (the better seed) goes through; the table counts as a draw.
    Seed,
}

impl Tie {
    pub fn as_str(self) -> &'static str {
        match self {
            Tie::ExtraDeal => "extra_deal",
            Tie::Seed => "seed",
        }
    }
}

/// Which places a bracket plays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Placing {
    /// The final only: the losers of a round share a place.
    None,
    /// Also a third-place match.
    Third,
    /// Every place played for.
    All,
}

impl Placing {
    pub fn as_str(self) -> &'static str {
        match self {
            Placing::None => "none",
            Placing::Third => "third",
            Placing::All => "all",
        }
    }
}

/// Where a bracket's teams come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BracketFrom {
    /// Every active entrant (the first bracket of a first-stage knockout).
    Everyone,
    /// Places of the stage before.
    Places(Take),
    /// The teams that lost a table in round 1 of bracket `k` (an earlier bracket of the stage).
    Losers(usize),
}

/// A bracket of a knockout stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bracket {
    pub id: String,
    pub name: String,
    pub from: BracketFrom,
    pub placing: Placing,
}

/// A stage of rounds drawn as today.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundsStage {
    pub rounds: u32,
    /// First, then, avoid_repeats (the seed is the event's).
    pub draw: DrawRules,
    pub bye: ByePoints,
}

/// Round-robin pools.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolsStage {
    pub pools: u32,
    pub seeding: PoolSeeding,
    pub legs: u32,
}

/// Single-elimination brackets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnockoutStage {
    pub brackets: Vec<Bracket>,
    /// Only in a first stage (`lot` by default there).
    pub seeding: Option<KnockoutSeeding>,
    pub tie: Tie,
}

/// What a stage is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StageKind {
    Rounds(RoundsStage),
    Pools(PoolsStage),
    Knockout(KnockoutStage),
}

impl StageKind {
    pub fn as_str(&self) -> &'static str {
        match self {
            StageKind::Rounds(_) => "rounds",
            StageKind::Pools(_) => "pools",
            StageKind::Knockout(_) => "knockout",
        }
    }
}

/// A stage of an event, every default filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    pub id: String,
    pub name: String,
    /// Deals a table (`None`: one game to the target).
    pub deals: Option<u32>,
    /// The places of the stage before this one takes (`None` in the first stage and in a
    /// knockout, whose brackets say it).
    pub from: Option<Take>,
    /// A rounds or pools stage's ranking (a knockout ranks by places: the event's, unused).
    pub ranking: Vec<Criterion>,
    /// A rounds or pools stage's match points; in a knockout, the event's.
    pub match_points: MatchPoints,
    pub kind: StageKind,
}

impl Stage {
    pub fn knockout(&self) -> Option<&KnockoutStage> {
        match &self.kind {
            StageKind::Knockout(k) => Some(k),
            _ => None,
        }
    }

    /// The stage as the export file writes it, every key with its default.
    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("id".into(), json!(self.id));
        o.insert("name".into(), json!(self.name));
        o.insert("kind".into(), json!(self.kind.as_str()));
        o.insert("deals".into(), json!(self.deals));
        let ranking = || json!(self.ranking.iter().map(|c| c.as_str()).collect::<Vec<_>>());
        let mp = json!({ "win": self.match_points.win, "draw": self.match_points.draw,
                         "loss": self.match_points.loss });
        match &self.kind {
            StageKind::Rounds(r) => {
                if let Some(f) = self.from {
                    o.insert("from".into(), f.to_json());
                }
                o.insert("ranking".into(), ranking());
                o.insert("match_points".into(), mp);
                o.insert("rounds".into(), json!(r.rounds));
                o.insert(
                    "draw".into(),
                    json!({ "first": r.draw.first.as_str(), "then": r.draw.then.as_str(),
                            "avoid_repeats": r.draw.avoid_repeats }),
                );
                o.insert("bye".into(), json!({ "points": bye_json(r.bye) }));
            }
            StageKind::Pools(p) => {
                if let Some(f) = self.from {
                    o.insert("from".into(), f.to_json());
                }
                o.insert("ranking".into(), ranking());
                o.insert("match_points".into(), mp);
                o.insert("pools".into(), json!(p.pools));
                o.insert("seeding".into(), json!(p.seeding.as_str()));
                o.insert("legs".into(), json!(p.legs));
            }
            StageKind::Knockout(k) => {
                if let Some(s) = k.seeding {
                    o.insert("seeding".into(), json!(s.as_str()));
                }
                o.insert("tie".into(), json!(k.tie.as_str()));
                let brackets: Vec<Value> = k
                    .brackets
                    .iter()
                    .map(|b| {
                        let mut bo = Map::new();
                        bo.insert("id".into(), json!(b.id));
                        bo.insert("name".into(), json!(b.name));
                        match b.from {
                            BracketFrom::Everyone => {}
                            BracketFrom::Places(t) => {
                                bo.insert("from".into(), t.to_json());
                            }
                            BracketFrom::Losers(g) => {
                                bo.insert("from".into(), json!({ "losers": k.brackets[g].id }));
                            }
                        }
                        bo.insert("placing".into(), json!(b.placing.as_str()));
                        Value::Object(bo)
                    })
                    .collect();
                o.insert("brackets".into(), Value::Array(brackets));
            }
        }
        Value::Object(o)
    }
}

/// What a bye scores, as a definition writes it.
pub(crate) fn bye_json(b: ByePoints) -> Value {
    match b {
        ByePoints::Average => json!("average"),
        ByePoints::Fixed(n) => json!(n),
    }
}

/// Where a session starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionStart {
    /// The stage (its index) whose `round`-th round starts the session; `None` in an event
    /// without stages, where `round` is the event's round.
    pub stage: Option<usize>,
    pub round: u32,
}

/// A sitting: consecutive rounds played on one day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub name: Option<String>,
    pub date: String,
    /// `None` for the first session (it starts with round 1).
    pub starts: Option<SessionStart>,
}

impl Session {
    /// As the definition writes it; `stages` names a start's stage by its id.
    pub fn to_json(&self, stages: Option<&[Stage]>) -> Value {
        let mut o = Map::new();
        o.insert("name".into(), json!(self.name));
        o.insert("date".into(), json!(self.date));
        if let Some(s) = &self.starts {
            let start = match (s.stage, stages) {
                (Some(k), Some(stages)) => json!({ "stage": stages[k].id, "round": s.round }),
                _ => json!({ "round": s.round }),
            };
            o.insert("starts".into(), start);
        }
        Value::Object(o)
    }
}
