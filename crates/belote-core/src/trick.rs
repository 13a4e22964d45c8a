//! The play of a trick: which card is winning it, and the French and Bulgarian rule of which
//! cards may be played to it (follow suit, trump, overtrump, undertrump per option); Bela's,
//! Klaverjas's and Saudi Baloot's rules live in their modules and answer with the same
//! [`Reason`]s. The answer is data — the legal cards and a [`Why`] — that `i18n` renders in any
//! language. What a question says beyond the cards (Baloot's locked game and «إكه» call) is a
//! [`PlayFact`]; a foul of play as a table calls it (Baloot's qaid) a [`Foul`].

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
    /// Baloot, a locked game: a trump may not be led while the hand holds another suit.
    LockedNoTrumpLead,
    /// Baloot, a locked game, but the hand holds only trumps: any of them may be led.
    LockedOnlyTrumps,
    /// Baloot: trumps led and the partner winning: any trump, no need to beat the partner.
    TrumpLedPartnerWinning,
    /// Baloot: void, 3rd behind the partner's led ace or «إكه» card, still winning: any card.
    PartnerAka,
    /// Baloot: void, 3rd, the partner winning with neither an ace nor an «إكه» card and the
    /// last player still to come: must trump.
    PartnerNotSettled,
}

impl Reason {
    /// Every reason, in declaration order.
    pub const ALL: [Reason; 24] = [
        Reason::Lead,
        Reason::FollowSuit,
        Reason::FollowAndBeat,
        Reason::FollowCannotBeat,
        Reason::TrumpLedOvertrump,
        Reason::TrumpLedAnyTrump,
        Reason::CannotFollowAnyCard,
        Reason::PartnerWinning,
        Reason::NoTrumpInHand,
        Reason::MustTrump,
        Reason::MustOvertrump,
        Reason::MustUndertrump,
        Reason::MayDiscard,
        Reason::FollowTrumped,
        Reason::VoidMustTrump,
        Reason::VoidMustOvertrump,
        Reason::NoUndertrumping,
        Reason::OnlyLowerTrumps,
        Reason::PartnerTrumpMustBeat,
        Reason::LockedNoTrumpLead,
        Reason::LockedOnlyTrumps,
        Reason::TrumpLedPartnerWinning,
        Reason::PartnerAka,
        Reason::PartnerNotSettled,
    ];
}

/// A fact a legal-play question may give beside the cards, for a rule of play that reads it
/// (Baloot's, BALOOT.md E.3): the question's key of that name, `true` or `false`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayFact {
    /// The Sun was bought by Ashkal (أشكال); recorded, changes nothing.
    Ashkal,
    /// The deal is locked (مقفول): no trump led while holding another suit.
    Locked,
    /// The leader called «إكه» on the card led: it is the highest left in its suit.
    Aka,
}

impl PlayFact {
    pub const ALL: [PlayFact; 3] = [PlayFact::Ashkal, PlayFact::Locked, PlayFact::Aka];

    /// Its key in a question.
    pub fn key(self) -> &'static str {
        match self {
            PlayFact::Ashkal => "ashkal",
            PlayFact::Locked => "locked",
            PlayFact::Aka => "aka",
        }
    }

    /// Where a question may say it is true.
    pub fn scope(self) -> PlayScope {
        match self {
            PlayFact::Ashkal => PlayScope::NoTrumps,
            PlayFact::Locked => PlayScope::Trumps,
            PlayFact::Aka => PlayScope::PlainLed,
        }
    }

    /// Why it cannot be true in a trick of `contract` that holds `trick`, or `None` when it
    /// can.
    pub fn misplaced(self, contract: Contract, trick: &[Card]) -> Option<&'static str> {
        if self.scope().holds(contract, trick) {
            return None;
        }
        Some(match self {
            PlayFact::Ashkal => "an Ashkal is a Sun: \"ashkal\" is true only in Sun",
            PlayFact::Locked => {
                "only a Hokum is locked (no trump led): \"locked\" is true only with a trump suit"
            }
            PlayFact::Aka if !contract.has_trumps() => {
                "«إكه» is called in Hokum only: Sun has no trumps to spare"
            }
            PlayFact::Aka if trick.is_empty() => {
                "«إكه» is called on the card led: the trick is empty"
            }
            PlayFact::Aka => {
                "«إكه» is never called on a trump led: it is called on a card of a plain suit"
            }
        })
    }

    fn set(self, facts: &mut PlayFacts, value: bool) {
        match self {
            PlayFact::Ashkal => facts.ashkal = value,
            PlayFact::Locked => facts.locked = value,
            PlayFact::Aka => facts.aka = value,
        }
    }
}

/// Where a [`PlayFact`] may be true.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayScope {
    /// A contract without trumps (Sun).
    NoTrumps,
    /// A trump suit.
    Trumps,
    /// A trump suit, and a card of another suit led.
    PlainLed,
}

impl PlayScope {
    /// Whether a trick of `contract` that holds `trick` is in this scope.
    pub fn holds(self, contract: Contract, trick: &[Card]) -> bool {
        match self {
            PlayScope::NoTrumps => !contract.has_trumps(),
            PlayScope::Trumps => contract.trump().is_some(),
            PlayScope::PlainLed => contract
                .trump()
                .zip(trick.first())
                .is_some_and(|(t, led)| led.suit != t),
        }
    }
}

/// The play facts a question gives: each `false` unless it says `true`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayFacts {
    pub ashkal: bool,
    pub locked: bool,
    pub aka: bool,
}

impl PlayFacts {
    /// These facts with `fact` set to `value`.
    pub fn with(mut self, fact: PlayFact, value: bool) -> PlayFacts {
        fact.set(&mut self, value);
        self
    }

    pub fn get(&self, fact: PlayFact) -> bool {
        match fact {
            PlayFact::Ashkal => self.ashkal,
            PlayFact::Locked => self.locked,
            PlayFact::Aka => self.aka,
        }
    }
}

/// A foul of play as a Baloot table calls it (قيد, qaid), named as Kammelna's qaid menu names
/// the four (BALOOT.md E.1.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Foul {
    /// «قاطع»: a card of another suit while holding the suit led (with trumps led, a non-trump
    /// while holding a trump).
    Revoke,
    /// «ما دق بحكم»: void, a non-trump when a trump was required.
    DidNotTrump,
    /// «ما كبر بحكم»: a trump too low when a higher one was required.
    DidNotRaise,
    /// «ربع في الدبل»: a trump led in a locked deal while holding another suit.
    LockedTrumpLead,
}

impl Foul {
    pub const ALL: [Foul; 4] = [
        Foul::Revoke,
        Foul::DidNotTrump,
        Foul::DidNotRaise,
        Foul::LockedTrumpLead,
    ];

    /// Its name in an answer and its word's key (`qaid.revoke`).
    pub fn name(self) -> &'static str {
        match self {
            Foul::Revoke => "revoke",
            Foul::DidNotTrump => "did_not_trump",
            Foul::DidNotRaise => "did_not_raise",
            Foul::LockedTrumpLead => "locked_trump_lead",
        }
    }
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
