//! Cards, suits, ranks and contracts, with the card values each contract gives them.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The four suits. Printed as `S H D C`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// The suit's symbol, as the screens show a suit contract in short: `♠ ♥ ♦ ♣`.
    pub fn symbol(self) -> &'static str {
        match self {
            Suit::Spades => "♠",
            Suit::Hearts => "♥",
            Suit::Diamonds => "♦",
            Suit::Clubs => "♣",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
        }
    }

    /// Reads `S H D C` (any case) or `♠ ♥ ♦ ♣` (also the white variants).
    pub fn parse(s: &str) -> Option<Suit> {
        match s {
            "S" | "s" | "♠" | "♤" => Some(Suit::Spades),
            "H" | "h" | "♥" | "♡" => Some(Suit::Hearts),
            "D" | "d" | "♦" | "♢" => Some(Suit::Diamonds),
            "C" | "c" | "♣" | "♧" => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// The eight ranks, in natural (sequence) order from 7 to ace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Natural order 7 8 9 10 J Q K A, as used for sequences.
    pub const ALL: [Rank; 8] = [
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// Position in the natural order (7 = 0 … A = 7).
    pub fn index(self) -> u8 {
        self as u8
    }

    pub fn from_index(i: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(i)).copied()
    }

    pub fn label(self) -> &'static str {
        match self {
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    /// Reads `7 8 9 10 J Q K A`, `T` for 10, any case.
    pub fn parse(s: &str) -> Option<Rank> {
        match s.to_ascii_uppercase().as_str() {
            "7" => Some(Rank::Seven),
            "8" => Some(Rank::Eight),
            "9" => Some(Rank::Nine),
            "10" | "T" => Some(Rank::Ten),
            "J" => Some(Rank::Jack),
            "Q" => Some(Rank::Queen),
            "K" => Some(Rank::King),
            "A" => Some(Rank::Ace),
            _ => None,
        }
    }

    /// Strength when the suit is trump: J 9 A 10 K Q 8 7 (higher is stronger).
    pub fn trump_strength(self) -> u8 {
        match self {
            Rank::Seven => 0,
            Rank::Eight => 1,
            Rank::Queen => 2,
            Rank::King => 3,
            Rank::Ten => 4,
            Rank::Ace => 5,
            Rank::Nine => 6,
            Rank::Jack => 7,
        }
    }

    /// Strength in a plain suit: A 10 K Q J 9 8 7 (higher is stronger).
    pub fn plain_strength(self) -> u8 {
        match self {
            Rank::Seven => 0,
            Rank::Eight => 1,
            Rank::Nine => 2,
            Rank::Jack => 3,
            Rank::Queen => 4,
            Rank::King => 5,
            Rank::Ten => 6,
            Rank::Ace => 7,
        }
    }

    /// Rank order of carrés when compared: J > 9 > A > 10 > K > Q (8 and 7 never count).
    pub fn carre_strength(self) -> u8 {
        match self {
            Rank::Seven | Rank::Eight => 0,
            Rank::Queen => 1,
            Rank::King => 2,
            Rank::Ten => 3,
            Rank::Ace => 4,
            Rank::Nine => 5,
            Rank::Jack => 6,
        }
    }

    /// Card points of this rank as a trump (or in all trumps, French/Bulgarian values).
    pub fn trump_points(self) -> u32 {
        match self {
            Rank::Jack => 20,
            Rank::Nine => 14,
            Rank::Ace => 11,
            Rank::Ten => 10,
            Rank::King => 4,
            Rank::Queen => 3,
            Rank::Eight | Rank::Seven => 0,
        }
    }

    /// Card points of this rank in a plain suit.
    pub fn plain_points(self) -> u32 {
        match self {
            Rank::Ace => 11,
            Rank::Ten => 10,
            Rank::King => 4,
            Rank::Queen => 3,
            Rank::Jack => 2,
            Rank::Nine | Rank::Eight | Rank::Seven => 0,
        }
    }
}

/// A card: rank and suit. Printed like `10H`, `JS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The 32 cards of the deck.
    pub fn deck() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|s| Rank::ALL.into_iter().map(move |r| Card::new(r, s)))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.label(), self.suit.letter())
    }
}

/// Why a card string could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadCard(pub String);

impl fmt::Display for BadCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a card: write rank then suit, e.g. \"10H\", \"JS\", \"A♣\"",
            self.0
        )
    }
}

impl FromStr for Card {
    type Err = BadCard;

    fn from_str(s: &str) -> Result<Card, BadCard> {
        let t = s.trim();
        let last = t.chars().last().ok_or_else(|| BadCard(s.to_string()))?;
        let split = t.len() - last.len_utf8();
        let suit = Suit::parse(&t[split..]).ok_or_else(|| BadCard(s.to_string()))?;
        let rank = Rank::parse(&t[..split]).ok_or_else(|| BadCard(s.to_string()))?;
        Ok(Card::new(rank, suit))
    }
}

/// The contract of a deal: a trump suit, no trumps or all trumps; Saudi Baloot's Sun (no
/// trumps, counted on its own scale) and Hokum (a trump suit) when the suit was not written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Contract {
    Suit(Suit),
    NoTrumps,
    AllTrumps,
    /// Baloot's Sun (صن): no trumps.
    Sun,
    /// Baloot's Hokum (حكم) whose trump suit the score sheet did not record.
    Hokum,
}

impl Contract {
    /// Every contract, in the order the screens offer them.
    pub const ALL: [Contract; 8] = [
        Contract::Suit(Suit::Clubs),
        Contract::Suit(Suit::Diamonds),
        Contract::Suit(Suit::Hearts),
        Contract::Suit(Suit::Spades),
        Contract::NoTrumps,
        Contract::AllTrumps,
        Contract::Sun,
        Contract::Hokum,
    ];

    pub fn parse(s: &str) -> Option<Contract> {
        match s {
            "clubs" => Some(Contract::Suit(Suit::Clubs)),
            "diamonds" => Some(Contract::Suit(Suit::Diamonds)),
            "hearts" => Some(Contract::Suit(Suit::Hearts)),
            "spades" => Some(Contract::Suit(Suit::Spades)),
            "no_trumps" => Some(Contract::NoTrumps),
            "all_trumps" => Some(Contract::AllTrumps),
            "sun" => Some(Contract::Sun),
            "hokum" => Some(Contract::Hokum),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Contract::Suit(s) => s.name(),
            Contract::NoTrumps => "no_trumps",
            Contract::AllTrumps => "all_trumps",
            Contract::Sun => "sun",
            Contract::Hokum => "hokum",
        }
    }

    /// Is `suit` a trump under this contract? (Hokum without its suit: none is known.)
    pub fn is_trump(self, suit: Suit) -> bool {
        match self {
            Contract::Suit(t) => t == suit,
            Contract::AllTrumps => true,
            Contract::NoTrumps | Contract::Sun | Contract::Hokum => false,
        }
    }

    /// The one trump suit of a suit contract.
    pub fn trump(self) -> Option<Suit> {
        match self {
            Contract::Suit(t) => Some(t),
            Contract::NoTrumps | Contract::AllTrumps | Contract::Sun | Contract::Hokum => None,
        }
    }

    /// Whether the deal is played with a trump suit, known or not (a suit, all trumps, Hokum).
    pub fn has_trumps(self) -> bool {
        match self {
            Contract::Suit(_) | Contract::AllTrumps | Contract::Hokum => true,
            Contract::NoTrumps | Contract::Sun => false,
        }
    }
}

/// A contract is written as its name: `"hearts"`, `"no_trumps"`.
impl Serialize for Contract {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Contract::Suit(s) => s.name(),
            Contract::NoTrumps => "no trumps",
            Contract::AllTrumps => "all trumps",
            Contract::Sun => "sun",
            Contract::Hokum => "hokum",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_cards_in_every_spelling() {
        for (text, card) in [
            ("10H", Card::new(Rank::Ten, Suit::Hearts)),
            ("th", Card::new(Rank::Ten, Suit::Hearts)),
            ("js", Card::new(Rank::Jack, Suit::Spades)),
            ("A♣", Card::new(Rank::Ace, Suit::Clubs)),
            ("q♦", Card::new(Rank::Queen, Suit::Diamonds)),
            ("7♥", Card::new(Rank::Seven, Suit::Hearts)),
        ] {
            assert_eq!(text.parse::<Card>(), Ok(card), "{text}");
        }
        for bad in ["", "1H", "10", "H", "11S", "JX", "♠", "10HH"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        assert_eq!(Card::new(Rank::Ten, Suit::Hearts).to_string(), "10H");
    }

    #[test]
    fn suit_values_add_up() {
        let trump: u32 = Rank::ALL.iter().map(|r| r.trump_points()).sum();
        let plain: u32 = Rank::ALL.iter().map(|r| r.plain_points()).sum();
        assert_eq!(trump, 62);
        assert_eq!(plain, 30);
        assert_eq!(Card::deck().count(), 32);
    }
}
