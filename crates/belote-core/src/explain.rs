//! Explanations as data: every score is built from `Step`s that the CLI renders in English
//! and the app renders in its own language.

use crate::model::{Bid, Declaration, Team, Verdict, Winner};
use serde::Serialize;

/// A declaration as shown in an explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeclNote {
    /// `"sequence"` or `"carre"`.
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<u8>,
    /// Top card of a sequence or rank of a carré.
    pub rank: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<char>,
    pub points: i64,
}

impl DeclNote {
    pub fn new(d: &Declaration, points: i64) -> DeclNote {
        match *d {
            Declaration::Sequence {
                length, top, suit, ..
            } => DeclNote {
                kind: "sequence",
                length: Some(length),
                rank: top.label(),
                suit: Some(suit.letter()),
                points,
            },
            Declaration::Carre { rank, .. } => DeclNote {
                kind: "carre",
                length: None,
                rank: rank.label(),
                suit: None,
                points,
            },
        }
    }

    fn en(&self) -> String {
        let suit = |c: Option<char>| match c {
            Some('S') => "spades",
            Some('H') => "hearts",
            Some('D') => "diamonds",
            _ => "clubs",
        };
        match self.kind {
            "sequence" => {
                let name = match self.length {
                    Some(3) => "tierce".to_string(),
                    Some(4) => "quarte".to_string(),
                    Some(5) => "quinte".to_string(),
                    Some(n) => format!("run of {n}"),
                    None => "sequence".to_string(),
                };
                format!("{name} to the {} of {}", self.rank, suit(self.suit))
            }
            _ => format!("carré of {}", self.rank),
        }
    }
}

/// Which comparison a declaration step is about (Bulgarian compares two tracks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    All,
    Sequences,
    Carres,
}

/// Why a team's best declaration wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeclReason {
    /// The other team declared nothing comparable.
    Uncontested,
    CarreBeatsSequence,
    HigherCarre,
    Longer,
    HigherTop,
    Trump,
    FirstInTurn,
}

/// What decided the verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "rule")]
pub enum Rule {
    /// Takers' total against the defenders' total.
    BeatDefenders,
    /// Takers' card points against 81 (half the deal).
    HalfCardPoints,
    /// Takers' total against the bid (and the defenders' total when they must beat it).
    Bid {
        bid: u32,
        need: i64,
        must_beat_defence: bool,
    },
    /// A capot bid: all eight tricks needed.
    BidCapot,
    /// The takers took every trick.
    TakersCapot,
    /// The defenders took every trick.
    DefendersCapot,
    /// Bulgarian: the bidders' points against the opponents'.
    MorePoints,
    /// Bulgarian double: the side with more points takes everything.
    DoubledMorePoints,
}

/// A component of a team's score for the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    CardPoints,
    /// The whole deal (162) to the defenders of a failed contract.
    Deal,
    Capot,
    Declarations,
    Belote,
    Bid,
    FailBase,
    /// A coinched/контра value.
    Doubled,
    /// Bulgarian: game points (rounded tenths).
    GamePoints,
    Pot,
}

impl Part {
    fn en(self) -> &'static str {
        match self {
            Part::CardPoints => "card points",
            Part::Deal => "the deal",
            Part::Capot => "capot",
            Part::Declarations => "declarations",
            Part::Belote => "belote",
            Part::Bid => "bid",
            Part::FailBase => "fail base",
            Part::Doubled => "doubled value",
            Part::GamePoints => "game points",
            Part::Pot => "pot",
        }
    }
}

/// One step of an explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum Step {
    /// Card points of the deal as counted (other team's derived).
    CardPoints { a: i64, b: i64 },
    /// Bulgarian no trumps: the card points are doubled.
    NoTrumpsDoubled { a: i64, b: i64 },
    /// One team took all eight tricks.
    Capot { team: Team, points: i64 },
    /// Bulgarian valat bonus.
    Valat { team: Team, bonus: i64 },
    /// Declarations a team gave.
    Declared { team: Team, items: Vec<DeclNote> },
    /// The team whose declarations count, and why.
    DeclarationsWon {
        team: Team,
        track: Track,
        reason: DeclReason,
        points: i64,
    },
    /// Equal best declarations: all declarations of the track cancel.
    DeclarationsCancel { track: Track },
    /// Declarations that count for nobody.
    DeclarationsVoid { team: Team, points: i64 },
    /// Belote(s) announced by a team.
    Belote { team: Team, count: u8, points: i64 },
    /// A team's total: cards + declarations + belote (+ valat/capot bonus).
    Total {
        team: Team,
        cards: i64,
        declarations: i64,
        belote: i64,
        bonus: i64,
        total: i64,
    },
    /// The verdict and what decided it.
    Verdict {
        takers: Team,
        takers_points: i64,
        defenders_points: i64,
        verdict: Verdict,
        decided_by: Rule,
    },
    /// A team's score for the round, by parts.
    Scores {
        team: Team,
        parts: Vec<(Part, i64)>,
        total: i64,
    },
    /// A coinche/контра multiplier.
    Doubled { factor: i64 },
    /// A mark rounded to tens (or Bulgarian tenths).
    Rounded { team: Team, from: i64, to: i64 },
    /// Points held in the pot after a tie.
    PotHeld { amount: i64, pot: i64 },
    /// The pot goes to a team.
    PotAwarded { team: Team, amount: i64 },
    /// The game is over.
    GameOver { winner: Winner, a: i64, b: i64 },
    /// Both teams reached the target with equal totals: play on.
    PlayOn { a: i64, b: i64 },
    /// The game cannot end on a valat deal.
    NoEndOnValat,
}

fn join_parts(parts: &[(Part, i64)]) -> String {
    parts
        .iter()
        .enumerate()
        .map(|(i, (p, n))| {
            let sep = if i == 0 { "" } else { " + " };
            format!("{sep}{n} ({})", p.en())
        })
        .collect()
}

impl Step {
    /// The step in plain English.
    pub fn en(&self) -> String {
        match self {
            Step::CardPoints { a, b } => format!("card points: A {a}, B {b}"),
            Step::NoTrumpsDoubled { a, b } => {
                format!("no trumps: card points doubled to A {a}, B {b}")
            }
            Step::Capot { team, points } => {
                format!("{team} took every trick (capot): {points} instead of the card points")
            }
            Step::Valat { team, bonus } => format!("valat: {team} took every trick, +{bonus}"),
            Step::Declared { team, items } => {
                let list: Vec<String> = items
                    .iter()
                    .map(|d| format!("{} ({})", d.en(), d.points))
                    .collect();
                format!("{team} declares {}", list.join(", "))
            }
            Step::DeclarationsWon {
                team,
                track,
                reason,
                points,
            } => {
                let what = match track {
                    Track::All => "declarations",
                    Track::Sequences => "sequences",
                    Track::Carres => "carrés",
                };
                let why = match reason {
                    DeclReason::Uncontested => "uncontested",
                    DeclReason::CarreBeatsSequence => "a carré beats any sequence",
                    DeclReason::HigherCarre => "higher carré",
                    DeclReason::Longer => "longer sequence",
                    DeclReason::HigherTop => "higher top card",
                    DeclReason::Trump => "equal, but in trumps",
                    DeclReason::FirstInTurn => "equal, first in order of play",
                };
                format!("{team}'s {what} count ({why}): {points}")
            }
            Step::DeclarationsCancel { track } => match track {
                Track::Sequences => {
                    "equal best sequences on both sides: all sequences cancel".into()
                }
                Track::Carres => "equal carrés: all carrés cancel".into(),
                Track::All => "equal best declarations on both sides: no declaration counts".into(),
            },
            Step::DeclarationsVoid { team, points } => {
                format!("{team}'s declarations ({points}) count for nobody")
            }
            Step::Belote {
                team,
                count,
                points,
            } => {
                if *count == 1 {
                    format!("belote for {team}: {points}")
                } else {
                    format!("{count} belotes for {team}: {points}")
                }
            }
            Step::Total {
                team,
                cards,
                declarations,
                belote,
                bonus,
                total,
            } => {
                if *declarations == 0 && *belote == 0 && *bonus == 0 {
                    return format!("{team} has {total}");
                }
                let mut s = format!("{team}: {cards}");
                if *declarations != 0 {
                    s += &format!(" + {declarations} (declarations)");
                }
                if *belote != 0 {
                    s += &format!(" + {belote} (belote)");
                }
                if *bonus != 0 {
                    s += &format!(" + {bonus} (valat)");
                }
                s + &format!(" = {total}")
            }
            Step::Verdict {
                takers,
                takers_points: t,
                defenders_points: d,
                verdict,
                decided_by,
            } => {
                let v = match verdict {
                    Verdict::Made => "made",
                    Verdict::Inside => "inside",
                    Verdict::Tie => "tie",
                };
                let o = takers.other();
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => {
                        let cmp = if t > d {
                            ">"
                        } else if t < d {
                            "<"
                        } else {
                            "="
                        };
                        format!("takers {takers} {t} {cmp} defenders {o} {d}: {v}")
                    }
                    Rule::DoubledMorePoints => {
                        let cmp = if t > d {
                            ">"
                        } else if t < d {
                            "<"
                        } else {
                            "="
                        };
                        format!("doubled: takers {takers} {t} {cmp} defenders {o} {d}: {v}, the side with more points takes everything")
                    }
                    Rule::HalfCardPoints => {
                        format!(
                            "takers {takers} took {t} card points (82 needed, 81 is a tie): {v}"
                        )
                    }
                    Rule::Bid {
                        bid,
                        need,
                        must_beat_defence,
                    } => {
                        let mut s = format!("takers {takers} {t} against a bid of {bid}");
                        if *need != i64::from(*bid) {
                            s += &format!(" ({need} needed)");
                        }
                        if *must_beat_defence {
                            s += &format!(", defenders {d}");
                        }
                        s + &format!(": {v}")
                    }
                    Rule::BidCapot => format!("capot bid by {takers}: {v}"),
                    Rule::TakersCapot => format!("takers {takers} took every trick: {v}"),
                    Rule::DefendersCapot => format!("defenders {o} took every trick: {v}"),
                }
            }
            Step::Scores { team, parts, total } => {
                if parts.len() <= 1 {
                    format!("{team} scores {total}")
                } else {
                    format!("{team} scores {} = {total}", join_parts(parts))
                }
            }
            Step::Doubled { factor } => format!("contract doubled: ×{factor}"),
            Step::Rounded { team, from, to } => format!("{team}: {from} rounded to {to}"),
            Step::PotHeld { amount, pot } => {
                format!("tie: {amount} held in the pot (pot now {pot})")
            }
            Step::PotAwarded { team, amount } => format!("{team} wins the pot of {amount}"),
            Step::GameOver { winner, a, b } => match winner {
                Winner::Draw => format!("game over at A {a}, B {b}: a draw"),
                w => format!("game over at A {a}, B {b}: {} wins", w.as_str()),
            },
            Step::PlayOn { a, b } => format!("both over the target with A {a}, B {b}: play on"),
            Step::NoEndOnValat => "no game is won on a valat deal: one more deal".into(),
        }
    }
}

/// `Bid` as a number for rules; a capot bid has none.
pub fn bid_number(bid: Option<Bid>) -> u32 {
    match bid {
        Some(Bid::Points(p)) => p,
        _ => 0,
    }
}
