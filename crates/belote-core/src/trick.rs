//! The play of a trick: which card is winning it, and the French and Bulgarian rule of which
//! cards may be played to it (follow suit, trump, overtrump, undertrump per option); Bela's
//! and Klaverjas's rules live in their modules and answer with the same [`Reason`]s. The
//! answer is data — the legal cards and a [`Why`] — that `i18n` renders in any language.

use crate::card::{Card, Contract, Suit};
use crate::options::option_enum;
use serde::Serialize;

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
    /// Bela: the suit led is trumped, so any card of it follows (no duty to beat).
    FollowTrumped,
    /// Bela, Rotterdam: void, must trump whoever is winning the trick.
    VoidMustTrump,
    /// Bela, Rotterdam: void, must overtrump the highest trump, even a partner's.
    VoidMustOvertrump,
    /// Amsterdam: void, an opponent's trump cannot be beaten: a non-trump, no undertrumping.
    NoUndertrumping,
    /// Amsterdam: void, and only trumps lower than the highest one in the trick: any of them.
    OnlyLowerTrumps,
    /// Amsterdam: void, partner winning with a trump: any card, but a trump must beat it.
    PartnerTrumpMustBeat,
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

/// Strength of `card` in a trick led with `led` under `contract`; `None` if it cannot win.
fn strength(contract: Contract, led: Suit, card: Card) -> Option<(u8, u8)> {
    match contract {
        Contract::Suit(t) if card.suit == t => Some((1, card.rank.trump_strength())),
        Contract::Suit(_) | Contract::NoTrumps | Contract::Sun | Contract::Hokum
            if card.suit == led =>
        {
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
        // Hokum whose trump is unknown is answered as if no suit were trump.
        Contract::NoTrumps | Contract::Sun | Contract::Hokum => {
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

/// A trick under a trump suit with a card already led, as Bela's and Klaverjas's rules of
/// play read it: the suit led, the highest trump in it, who is winning, and the hand to play
/// from. Holds the bricks those rules share.
pub struct SuitTrick<'a> {
    pub trump: Suit,
    pub led: Suit,
    pub trick: &'a [Card],
    pub hand: &'a [Card],
    /// The highest trump played so far.
    pub best_trump: Option<Card>,
    /// Index in `trick` of the card winning it.
    pub winner: usize,
}

impl<'a> SuitTrick<'a> {
    /// `None` when nothing has been led yet.
    pub fn new(trump: Suit, trick: &'a [Card], hand: &'a [Card]) -> Option<SuitTrick<'a>> {
        let led = trick.first()?.suit;
        Some(SuitTrick {
            trump,
            led,
            trick,
            hand,
            best_trump: trick
                .iter()
                .copied()
                .filter(|c| c.suit == trump)
                .max_by_key(|c| c.rank.trump_strength()),
            winner: winning_index(Contract::Suit(trump), trick).unwrap_or(0),
        })
    }

    /// The answer: these cards, for this reason, `best` being the card to beat.
    pub fn answer(&self, allowed: Vec<bool>, reason: Reason, best: Option<Card>) -> Play {
        Play {
            allowed,
            why: Why {
                reason,
                led: Some(self.led),
                best,
            },
        }
    }

    /// Every card of the hand.
    pub fn any_card(&self) -> Vec<bool> {
        vec![true; self.hand.len()]
    }

    /// The cards of the hand that pass `f`, in hand order.
    pub fn mask(&self, f: impl Fn(&Card) -> bool) -> Vec<bool> {
        self.hand.iter().map(f).collect()
    }

    /// Whether the player's partner (two cards back) is winning the trick.
    pub fn partner_winning(&self) -> bool {
        self.trick.len() >= 2 && self.winner == self.trick.len() - 2
    }

    pub fn is_trump(&self, c: &Card) -> bool {
        c.suit == self.trump
    }

    /// A trump above the highest trump played (any trump when none was).
    pub fn beats_trumps(&self, c: &Card) -> bool {
        self.is_trump(c)
            && self
                .best_trump
                .is_none_or(|b| c.rank.trump_strength() > b.rank.trump_strength())
    }

    /// Trumps led: a trump above the highest one if the hand has one — a partner's too —
    /// else any trump; without trumps, any card.
    pub fn trump_led(&self) -> Play {
        let trumps = self.mask(|c| self.is_trump(c));
        if !any(&trumps) {
            return self.answer(self.any_card(), Reason::NoTrumpInHand, None);
        }
        let higher = self.mask(|c| self.beats_trumps(c));
        if any(&higher) {
            self.answer(higher, Reason::TrumpLedOvertrump, self.best_trump)
        } else {
            self.answer(trumps, Reason::TrumpLedAnyTrump, self.best_trump)
        }
    }

    /// Void in a plain suit led, whoever is winning (Bela, Rotterdam): trump, above the
    /// highest trump in the trick if the hand can, else a lower trump; no trump: any card.
    pub fn void_must_trump(&self) -> Play {
        let trumps = self.mask(|c| self.is_trump(c));
        if !any(&trumps) {
            return self.answer(self.any_card(), Reason::NoTrumpInHand, None);
        }
        if self.best_trump.is_none() {
            return self.answer(trumps, Reason::VoidMustTrump, None);
        }
        let higher = self.mask(|c| self.beats_trumps(c));
        if any(&higher) {
            self.answer(higher, Reason::VoidMustOvertrump, self.best_trump)
        } else {
            self.answer(trumps, Reason::MustUndertrump, self.best_trump)
        }
    }
}

/// Whether any card of a mask is allowed.
pub fn any(mask: &[bool]) -> bool {
    mask.iter().any(|b| *b)
}
