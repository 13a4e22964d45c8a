//! The facts of a match: variant, teams, rounds with their contract, points, declarations.

use crate::card::{Card, Contract, Rank, Suit};
use crate::options::Options;
use crate::variant::Variant;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The two partnerships: seats 0 and 2 are A, seats 1 and 3 are B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Team {
    A,
    B,
}

impl Team {
    pub const BOTH: [Team; 2] = [Team::A, Team::B];

    pub fn other(self) -> Team {
        match self {
            Team::A => Team::B,
            Team::B => Team::A,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Team::A => 0,
            Team::B => 1,
        }
    }

    pub fn of_seat(seat: u8) -> Team {
        if seat.is_multiple_of(2) {
            Team::A
        } else {
            Team::B
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Team::A => "A",
            Team::B => "B",
        }
    }

    pub fn parse(s: &str) -> Option<Team> {
        match s {
            "A" => Some(Team::A),
            "B" => Some(Team::B),
            _ => None,
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Coinche / surcoinche in contrée, контра / реконтра in Bulgarian.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Double {
    #[default]
    None,
    Double,
    Redouble,
}

impl Double {
    pub fn as_str(self) -> &'static str {
        match self {
            Double::None => "none",
            Double::Double => "double",
            Double::Redouble => "redouble",
        }
    }
}

/// A contrée/coinche bid: 80…160 in tens, or capot (all eight tricks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bid {
    Points(u32),
    Capot,
}

/// A bid is written as its number, or `"capot"`.
impl Serialize for Bid {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Bid::Points(p) => s.serialize_u32(p),
            Bid::Capot => s.serialize_str("capot"),
        }
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bid::Points(p) => write!(f, "{p}"),
            Bid::Capot => f.write_str("capot"),
        }
    }
}

/// A declared combination (annonce / премия).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Declaration {
    /// `length` consecutive cards of `suit` ending at `top` (natural order 7…A).
    Sequence {
        length: u8,
        top: Rank,
        suit: Suit,
        seat: Option<u8>,
    },
    /// Four cards of one rank.
    Carre { rank: Rank, seat: Option<u8> },
}

impl Declaration {
    /// The kinds of declaration, as a match file names them.
    pub const KINDS: [&'static str; 2] = ["sequence", "carre"];

    /// The shortest and longest sequences.
    pub const SEQUENCE_LENGTHS: [u8; 2] = [3, 8];

    /// The ranks of a carré, strongest first (7s and 8s are no declaration).
    pub const CARRE_RANKS: [Rank; 6] = [
        Rank::Jack,
        Rank::Nine,
        Rank::Ace,
        Rank::Ten,
        Rank::King,
        Rank::Queen,
    ];

    pub fn seat(&self) -> Option<u8> {
        match *self {
            Declaration::Sequence { seat, .. } | Declaration::Carre { seat, .. } => seat,
        }
    }

    /// The cards the declaration shows.
    pub fn cards(&self) -> Vec<Card> {
        match *self {
            Declaration::Sequence {
                length, top, suit, ..
            } => {
                let top = top.index();
                (0..length)
                    .filter_map(|k| top.checked_sub(k).and_then(Rank::from_index))
                    .map(|r| Card::new(r, suit))
                    .collect()
            }
            Declaration::Carre { rank, .. } => {
                Suit::ALL.into_iter().map(|s| Card::new(rank, s)).collect()
            }
        }
    }

    /// A readable name: "tierce to the K of hearts", "carré of jacks".
    pub fn describe(&self) -> String {
        match *self {
            Declaration::Sequence {
                length, top, suit, ..
            } => {
                let name = match length {
                    3 => "tierce".to_string(),
                    4 => "quarte".to_string(),
                    5 => "quinte".to_string(),
                    n => format!("run of {n}"),
                };
                format!("{name} to the {} of {}", top.label(), suit.name())
            }
            Declaration::Carre { rank, .. } => format!("carré of {}", rank_plural(rank)),
        }
    }
}

fn rank_plural(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "7s",
        Rank::Eight => "8s",
        Rank::Nine => "9s",
        Rank::Ten => "10s",
        Rank::Jack => "jacks",
        Rank::Queen => "queens",
        Rank::King => "kings",
        Rank::Ace => "aces",
    }
}

/// One deal as the players enter it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub taker: Team,
    pub contract: Contract,
    pub bid: Option<Bid>,
    pub double: Double,
    /// Card points per team (A, B) on the input scale, the other team's derived.
    pub points: [u32; 2],
    pub capot: Option<Team>,
    /// Belotes announced per team (A, B).
    pub belote: [u8; 2],
    /// Declarations per team (A, B).
    pub declarations: [Vec<Declaration>; 2],
    pub dealer: Option<u8>,
}

impl Round {
    pub fn points_of(&self, team: Team) -> u32 {
        self.points[team.index()]
    }

    pub fn belote_of(&self, team: Team) -> u8 {
        self.belote[team.index()]
    }

    pub fn declarations_of(&self, team: Team) -> &[Declaration] {
        &self.declarations[team.index()]
    }
}

/// A whole match file: variant, house rules, rounds in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub variant: Variant,
    pub options: Options,
    pub rounds: Vec<Round>,
}

impl Match {
    pub fn target(&self) -> i64 {
        self.options.target()
    }
}

/// The verdict of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The takers made their contract.
    Made,
    /// Dedans / chute / вътре: the takers failed.
    Inside,
    /// Litige / висяща: points held for the next round's winner.
    Tie,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Made => "made",
            Verdict::Inside => "inside",
            Verdict::Tie => "tie",
        }
    }
}

/// Who won the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Winner {
    A,
    B,
    #[serde(rename = "draw")]
    Draw,
}

impl Winner {
    pub fn team(team: Team) -> Winner {
        match team {
            Team::A => Winner::A,
            Team::B => Winner::B,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Winner::A => "A",
            Winner::B => "B",
            Winner::Draw => "draw",
        }
    }
}

/// Points per team, serialized as `{"A": …, "B": …}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TeamPoints {
    #[serde(rename = "A")]
    pub a: i64,
    #[serde(rename = "B")]
    pub b: i64,
}

impl TeamPoints {
    pub fn new(a: i64, b: i64) -> TeamPoints {
        TeamPoints { a, b }
    }

    pub fn get(&self, team: Team) -> i64 {
        match team {
            Team::A => self.a,
            Team::B => self.b,
        }
    }

    pub fn add(&mut self, team: Team, points: i64) {
        match team {
            Team::A => self.a += points,
            Team::B => self.b += points,
        }
    }

    pub fn from_array(p: [i64; 2]) -> TeamPoints {
        TeamPoints { a: p[0], b: p[1] }
    }
}
