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

/// Coinche / surcoinche in contrée, контра / реконтра in Bulgarian; Baloot's chain of دبل
/// (double), ثري (three), فور (four) and قهوة (Gahwa, which wins the game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Double {
    #[default]
    None,
    Double,
    Redouble,
    /// Baloot: ×3, said by the buyer's team after a double.
    Three,
    /// Baloot: ×4, said by the defenders after a three.
    Four,
    /// Baloot: قهوة, said by the buyer's team after a four: the deal's winner wins the game.
    Gahwa,
}

impl Double {
    /// Every value, as a match file names them.
    pub const ALL: [Double; 6] = [
        Double::None,
        Double::Double,
        Double::Redouble,
        Double::Three,
        Double::Four,
        Double::Gahwa,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Double::None => "none",
            Double::Double => "double",
            Double::Redouble => "redouble",
            Double::Three => "three",
            Double::Four => "four",
            Double::Gahwa => "gahwa",
        }
    }

    pub fn parse(s: &str) -> Option<Double> {
        Double::ALL.into_iter().find(|d| d.as_str() == s)
    }
}

/// A Baloot project (مشروع) named by its kind only, as a score sheet writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProjectKind {
    /// سرا: three cards in sequence.
    Sira,
    /// خمسين: four in sequence.
    Fifty,
    /// مية: five or more in sequence, or four K, Q, J or 10 (four aces in Hokum).
    Hundred,
    /// أربعمية: four aces in Sun.
    FourHundred,
}

impl ProjectKind {
    /// Every kind, smallest first.
    pub const ALL: [ProjectKind; 4] = [
        ProjectKind::Sira,
        ProjectKind::Fifty,
        ProjectKind::Hundred,
        ProjectKind::FourHundred,
    ];

    /// The name a match file uses: `sira`, `fifty`, `hundred`, `four_hundred`.
    pub fn name(self) -> &'static str {
        match self {
            ProjectKind::Sira => "sira",
            ProjectKind::Fifty => "fifty",
            ProjectKind::Hundred => "hundred",
            ProjectKind::FourHundred => "four_hundred",
        }
    }

    /// Reads a kind's name in any case.
    pub fn parse(s: &str) -> Option<ProjectKind> {
        let lower = s.to_ascii_lowercase();
        ProjectKind::ALL.into_iter().find(|k| k.name() == lower)
    }

    /// The fewest cards a project of this kind shows.
    pub fn fewest_cards(self) -> u8 {
        match self {
            ProjectKind::Sira => 3,
            ProjectKind::Fifty | ProjectKind::Hundred | ProjectKind::FourHundred => 4,
        }
    }
}

/// How a team took all eight tricks in Baloot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CapotKind {
    /// كبوت: all eight tricks.
    #[default]
    Normal,
    /// كبوت مقلوب: in Sun, the defenders took every trick after the buyer led the first.
    Reverse,
}

impl CapotKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CapotKind::Normal => "normal",
            CapotKind::Reverse => "reverse",
        }
    }
}

/// The facts a Saudi Baloot deal records beside the common ones; every other variant leaves
/// them at their defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BalootFacts {
    /// Sun bought by Ashkal (أشكال): recorded, never changes the score.
    pub ashkal: bool,
    /// The game points typed as the score sheet writes them (`score`), per team (A, B).
    pub score: Option<[i64; 2]>,
    /// Whether the card abnat were given (`points`), and not only derived from a kaboot or
    /// left out.
    pub points_given: bool,
    pub capot_kind: CapotKind,
    /// The double was closed (مغلق، مقفول): recorded, never changes the score.
    pub locked: bool,
    /// The team whose proven foul (قيد) ended the deal.
    pub foul: Option<Team>,
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
    /// A Baloot project given by its kind only (`"sira"`): its cards are not known.
    Project { kind: ProjectKind },
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
            Declaration::Project { .. } => None,
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
            Declaration::Project { .. } => Vec::new(),
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
            Declaration::Project { kind } => kind.name().replace('_', " "),
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

/// A roem called at a Klaverjas table, as a match file lists it: a run of three (20) or four
/// (50) in one trick, the stuk (trump K + Q, 20), or four cards of a rank in one trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoemItem {
    Run3,
    Run4,
    Stuk,
    Four(Rank),
}

impl RoemItem {
    /// Every item, in the order the app offers them.
    pub const ALL: [RoemItem; 11] = [
        RoemItem::Run3,
        RoemItem::Run4,
        RoemItem::Stuk,
        RoemItem::Four(Rank::Jack),
        RoemItem::Four(Rank::Ace),
        RoemItem::Four(Rank::King),
        RoemItem::Four(Rank::Queen),
        RoemItem::Four(Rank::Ten),
        RoemItem::Four(Rank::Nine),
        RoemItem::Four(Rank::Eight),
        RoemItem::Four(Rank::Seven),
    ];

    /// The name a match file uses: `run3`, `run4`, `stuk`, `four_J`, `four_10`.
    pub fn name(self) -> &'static str {
        match self {
            RoemItem::Run3 => "run3",
            RoemItem::Run4 => "run4",
            RoemItem::Stuk => "stuk",
            RoemItem::Four(r) => match r {
                Rank::Seven => "four_7",
                Rank::Eight => "four_8",
                Rank::Nine => "four_9",
                Rank::Ten => "four_10",
                Rank::Jack => "four_J",
                Rank::Queen => "four_Q",
                Rank::King => "four_K",
                Rank::Ace => "four_A",
            },
        }
    }

    /// Reads an item's name, in any case; `four_T` is `four_10`.
    pub fn parse(s: &str) -> Option<RoemItem> {
        let lower = s.to_ascii_lowercase();
        match lower.as_str() {
            "run3" => Some(RoemItem::Run3),
            "run4" => Some(RoemItem::Run4),
            "stuk" => Some(RoemItem::Stuk),
            _ => lower
                .strip_prefix("four_")
                .and_then(Rank::parse)
                .map(RoemItem::Four),
        }
    }
}

/// An item is written as its name.
impl Serialize for RoemItem {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// The roem a team won in a Klaverjas deal: the number added up at the table, or the list of
/// roem called.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Roem {
    Points(u32),
    Items(Vec<RoemItem>),
}

impl Default for Roem {
    fn default() -> Roem {
        Roem::Points(0)
    }
}

impl Roem {
    /// Whether the team won any roem at all.
    pub fn is_none(&self) -> bool {
        match self {
            Roem::Points(n) => *n == 0,
            Roem::Items(items) => items.is_empty(),
        }
    }

    /// The items called, empty when the roem is given as a number.
    pub fn items(&self) -> &[RoemItem] {
        match self {
            Roem::Points(_) => &[],
            Roem::Items(items) => items,
        }
    }
}

/// One deal as the players enter it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub taker: Team,
    /// The taker had to take because everybody passed (Bela "mus", Klaverjas "verplicht"):
    /// recorded, never changes the score.
    pub forced: bool,
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
    /// Klaverjas roem per team (A, B).
    pub roem: [Roem; 2],
    pub dealer: Option<u8>,
    /// Saudi Baloot's own facts (ashkal, typed score, reverse kaboot, locked, foul).
    pub baloot: BalootFacts,
}

impl Round {
    pub fn belote_of(&self, team: Team) -> u8 {
        self.belote[team.index()]
    }

    pub fn declarations_of(&self, team: Team) -> &[Declaration] {
        &self.declarations[team.index()]
    }

    pub fn roem_of(&self, team: Team) -> &Roem {
        &self.roem[team.index()]
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
    pub const ALL: [Verdict; 3] = [Verdict::Made, Verdict::Inside, Verdict::Tie];

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

    /// The side that won, `None` for a draw.
    pub fn side(self) -> Option<Team> {
        match self {
            Winner::A => Some(Team::A),
            Winner::B => Some(Team::B),
            Winner::Draw => None,
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
