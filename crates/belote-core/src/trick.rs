//! The play of a trick: which card is winning it, and the French and Bulgarian rule of which
//! cards may be played to it (follow suit, trump, overtrump, undertrump per option). The
//! answer is data — the legal cards and a [`Why`] — that `i18n` renders in any language.

use crate::card::{Card, Contract, Suit};
use crate::options::option_enum;
use serde::Serialize;
use std::fmt;

/// The rule that decides which cards are legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    Lead,
    FollowSuit,
    /// All trumps: follow suit and beat the best card if able.
    FollowAndBeat,
    /// All trumps: follow suit, no card beats the best one.
    FollowCannotBeat,
    /// Trumps led: play a higher trump if able.
    TrumpLedOvertrump,
    /// Trumps led, no higher trump: any trump.
    TrumpLedAnyTrump,
    CannotFollowAnyCard,
    PartnerWinning,
    NoTrumpInHand,
    MustTrump,
    MustOvertrump,
    MustUndertrump,
    MayDiscard,
}

/// Why these cards are the legal ones: the deciding rule, the suit led and the card to beat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Why {
    pub reason: Reason,
    pub led: Option<Suit>,
    pub best: Option<Card>,
}

/// The legal cards of a hand, as a mask in hand order, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    pub allowed: Vec<bool>,
    pub why: Why,
}

option_enum! {
    /// Whether a player who cannot overtrump an opponent's trump must still play a trump
    /// (the `undertrump` option of the French and Bulgarian games).
    pub enum Undertrump {
        Required = "required",
        NotRequired = "not_required",
    }
}

/// The reason in plain English, written straight into the formatter.
impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let led = self.led.map_or("", Suit::name);
        let best = Best(self.best);
        match self.reason {
            Reason::Lead => f.write_str("the first card of a trick may be any card"),
            Reason::FollowSuit => write!(f, "must follow suit: {led} were led"),
            Reason::FollowAndBeat => write!(f, "must follow suit ({led}) and beat the {best}"),
            Reason::FollowCannotBeat => {
                write!(
                    f,
                    "must follow suit ({led}); no card beats the {best}, so any {led}"
                )
            }
            Reason::TrumpLedOvertrump => {
                write!(f, "trumps were led: must play a trump higher than the {best}")
            }
            Reason::TrumpLedAnyTrump => {
                write!(f, "trumps were led: no trump beats the {best}, so any trump")
            }
            Reason::CannotFollowAnyCard => write!(f, "cannot follow suit ({led}): any card"),
            Reason::PartnerWinning => {
                f.write_str("cannot follow suit and partner is winning the trick: any card")
            }
            Reason::NoTrumpInHand => {
                write!(f, "cannot follow suit ({led}) and holds no trump: any card")
            }
            Reason::MustTrump => {
                write!(
                    f,
                    "cannot follow suit ({led}) and an opponent is winning: must trump"
                )
            }
            Reason::MustOvertrump => write!(
                f,
                "cannot follow suit ({led}) and an opponent is winning with the {best}: must overtrump"
            ),
            Reason::MustUndertrump => write!(
                f,
                "cannot follow suit or beat the {best}: must still play a trump (undertrump required)"
            ),
            Reason::MayDiscard => write!(
                f,
                "cannot follow suit or beat the {best}: any card (undertrump not required)"
            ),
        }
    }
}

/// The card to beat as printed in a reason (nothing when there is none).
struct Best(Option<Card>);

impl fmt::Display for Best {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => c.fmt(f),
            None => Ok(()),
        }
    }
}

/// Strength of `card` in a trick led with `led` under `contract`; `None` if it cannot win.
fn strength(contract: Contract, led: Suit, card: Card) -> Option<(u8, u8)> {
    match contract {
        Contract::Suit(t) if card.suit == t => Some((1, card.rank.trump_strength())),
        Contract::Suit(_) | Contract::NoTrumps if card.suit == led => {
            Some((0, card.rank.plain_strength()))
        }
        Contract::AllTrumps if card.suit == led => Some((0, card.rank.trump_strength())),
        _ => None,
    }
}

/// Index of the card currently winning `trick`.
pub fn winning_index(contract: Contract, trick: &[Card]) -> Option<usize> {
    let led = trick.first()?.suit;
    trick
        .iter()
        .enumerate()
        .filter_map(|(i, c)| strength(contract, led, *c).map(|s| (s, i)))
        .max()
        .map(|(_, i)| i)
}

/// The French and Bulgarian rule: follow suit; void, trump when an opponent is winning and
/// overtrump if able, else undertrump or discard per `undertrump`; a winning partner frees
/// the player; all trumps: follow and beat if able.
pub fn french_play(
    contract: Contract,
    undertrump: Undertrump,
    trick: &[Card],
    hand: &[Card],
) -> Play {
    let all = vec![true; hand.len()];
    let play = |allowed: Vec<bool>, reason: Reason, led: Option<Suit>, best: Option<Card>| Play {
        allowed,
        why: Why { reason, led, best },
    };
    let Some(first) = trick.first() else {
        return play(all, Reason::Lead, None, None);
    };
    let led = first.suit;
    let l = Some(led);
    let mask = |f: &dyn Fn(&Card) -> bool| hand.iter().map(f).collect::<Vec<bool>>();
    let any = |m: &[bool]| m.iter().any(|b| *b);
    let win = winning_index(contract, trick).unwrap_or(0);
    let best = trick[win];
    let follow = mask(&|c| c.suit == led);
    match contract {
        Contract::NoTrumps => {
            if any(&follow) {
                play(follow, Reason::FollowSuit, l, None)
            } else {
                play(all, Reason::CannotFollowAnyCard, l, None)
            }
        }
        Contract::AllTrumps => {
            if !any(&follow) {
                return play(all, Reason::CannotFollowAnyCard, l, None);
            }
            let best_led = trick
                .iter()
                .filter(|c| c.suit == led)
                .map(|c| c.rank.trump_strength())
                .max()
                .unwrap_or(0);
            let best_card = trick
                .iter()
                .copied()
                .filter(|c| c.suit == led)
                .max_by_key(|c| c.rank.trump_strength());
            let higher = mask(&|c| c.suit == led && c.rank.trump_strength() > best_led);
            if any(&higher) {
                play(higher, Reason::FollowAndBeat, l, best_card)
            } else {
                play(follow, Reason::FollowCannotBeat, l, best_card)
            }
        }
        Contract::Suit(t) => {
            let best_trump = trick
                .iter()
                .copied()
                .filter(|c| c.suit == t)
                .max_by_key(|c| c.rank.trump_strength());
            let beats = |c: &Card| {
                c.suit == t
                    && best_trump.is_none_or(|b| c.rank.trump_strength() > b.rank.trump_strength())
            };
            if led == t {
                if !any(&follow) {
                    return play(all, Reason::NoTrumpInHand, l, None);
                }
                let higher = mask(&|c| beats(c));
                return if any(&higher) {
                    play(higher, Reason::TrumpLedOvertrump, l, best_trump)
                } else {
                    play(follow, Reason::TrumpLedAnyTrump, l, best_trump)
                };
            }
            if any(&follow) {
                return play(follow, Reason::FollowSuit, l, None);
            }
            let partner_winning = trick.len() >= 2 && win == trick.len() - 2;
            if partner_winning {
                return play(all, Reason::PartnerWinning, l, Some(best));
            }
            let trumps = mask(&|c| c.suit == t);
            if !any(&trumps) {
                return play(all, Reason::NoTrumpInHand, l, None);
            }
            if best_trump.is_none() {
                return play(trumps, Reason::MustTrump, l, None);
            }
            let higher = mask(&|c| beats(c));
            if any(&higher) {
                play(higher, Reason::MustOvertrump, l, best_trump)
            } else if undertrump == Undertrump::Required {
                play(trumps, Reason::MustUndertrump, l, best_trump)
            } else {
                play(all, Reason::MayDiscard, l, best_trump)
            }
        }
    }
}
