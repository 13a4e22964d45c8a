//! Saudi Baloot's rule of play (BALOOT.md Part E): which cards may be played to a trick, found
//! in the order of E.5, and the qaid a card the rule forbids is called (E.1.8).
//!
//! In short: the leader plays anything, but in a locked Hokum (مقفول) leads no trump while
//! holding another suit; every player follows the suit led («الأرض»), with no duty to beat a
//! plain suit; Sun frees a void player entirely. In Hokum, on a trump lead a player raises over
//! an opponent («التكبير») but never over the partner; void in a plain suit, a player must trump
//! («الدق») — and raise over an opponent's trump — unless the partner's win is settled (4th to
//! play, or 3rd behind the partner's led ace or «إكه» card, still winning; any winning partner
//! under `partner_relief: winning`). A hand whose trumps cannot beat an opponent's trump may
//! play any card (`undertrump: not_required`) or must still trump (`required`).

use super::options::PartnerRelief;
use crate::card::{Card, Contract, Rank, Suit};
use crate::trick::{any, winning_index, Foul, Play, PlayFacts, Reason, Undertrump, Why};

/// The two options the rule of play reads (E.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayRule {
    pub partner_relief: PartnerRelief,
    pub undertrump: Undertrump,
}

/// A turn to play: the hand to play from and the suit led, if any.
struct Turn<'a> {
    hand: &'a [Card],
    led: Option<Suit>,
}

impl Turn<'_> {
    fn answer(&self, allowed: Vec<bool>, reason: Reason, best: Option<Card>) -> Play {
        Play {
            allowed,
            why: Why {
                reason,
                led: self.led,
                best,
            },
        }
    }

    fn every_card(&self) -> Vec<bool> {
        vec![true; self.hand.len()]
    }

    fn mask(&self, f: impl Fn(&Card) -> bool) -> Vec<bool> {
        self.hand.iter().map(f).collect()
    }
}

impl PlayRule {
    /// The legal cards of `hand` and the rule that decides (E.5). A Hokum whose trump suit is
    /// not known (which a question never names) is answered as Sun.
    pub fn play(
        &self,
        contract: Contract,
        trick: &[Card],
        hand: &[Card],
        facts: PlayFacts,
    ) -> Play {
        let turn = Turn {
            hand,
            led: trick.first().map(|c| c.suit),
        };
        let trump = contract.trump();
        // 1. Leading.
        let Some(led) = turn.led else {
            return match trump {
                Some(t) if facts.locked => {
                    let plain = turn.mask(|c| c.suit != t);
                    if any(&plain) {
                        turn.answer(plain, Reason::LockedNoTrumpLead, None)
                    } else {
                        turn.answer(turn.every_card(), Reason::LockedOnlyTrumps, None)
                    }
                }
                _ => turn.answer(turn.every_card(), Reason::Lead, None),
            };
        };
        let follow = turn.mask(|c| c.suit == led);
        // 2. Sun (and Ashkal): follow suit, else any card.
        let Some(t) = trump else {
            return if any(&follow) {
                turn.answer(follow, Reason::FollowSuit, None)
            } else {
                turn.answer(turn.every_card(), Reason::CannotFollowAnyCard, None)
            };
        };
        let contract = Contract::Suit(t);
        let win = winning_index(contract, trick).unwrap_or(0);
        let winning = trick[win];
        // The partner played two cards back; the 2nd player has none on the trick.
        let partner_winning = trick.len() >= 2 && win == trick.len() - 2;
        let best = trick
            .iter()
            .copied()
            .filter(|c| c.suit == t)
            .max_by_key(|c| c.rank.trump_strength());
        let trumps = turn.mask(|c| c.suit == t);
        let above = |c: &Card| {
            c.suit == t && best.is_none_or(|b| c.rank.trump_strength() > b.rank.trump_strength())
        };
        // 3. Trumps led: follow with a trump, raising over an opponent, never over the partner.
        if led == t {
            if !any(&trumps) {
                return turn.answer(turn.every_card(), Reason::NoTrumpInHand, None);
            }
            if partner_winning {
                return turn.answer(trumps, Reason::TrumpLedPartnerWinning, best);
            }
            let higher = turn.mask(above);
            return if any(&higher) {
                turn.answer(higher, Reason::TrumpLedOvertrump, best)
            } else {
                turn.answer(trumps, Reason::TrumpLedAnyTrump, best)
            };
        }
        // 4. A plain suit led: follow it, with any card of it.
        if any(&follow) {
            return turn.answer(follow, Reason::FollowSuit, None);
        }
        // 5. Void: a partner's settled win releases the player.
        if partner_winning {
            let last = trick.len() >= 3;
            if last || self.partner_relief == PartnerRelief::Winning {
                return turn.answer(turn.every_card(), Reason::PartnerWinning, Some(winning));
            }
            if trick[0].rank == Rank::Ace || facts.aka {
                return turn.answer(turn.every_card(), Reason::PartnerAka, Some(winning));
            }
        }
        // 6. Nothing to trump with.
        if !any(&trumps) {
            return turn.answer(turn.every_card(), Reason::NoTrumpInHand, None);
        }
        // 7. No trump on the trick yet: trump, with any trump.
        if best.is_none() {
            return if partner_winning {
                turn.answer(trumps, Reason::PartnerNotSettled, Some(winning))
            } else {
                turn.answer(trumps, Reason::MustTrump, None)
            };
        }
        // 8–10. An opponent's trump winning: raise over it if the hand can.
        let higher = turn.mask(above);
        if any(&higher) {
            turn.answer(higher, Reason::MustOvertrump, best)
        } else if self.undertrump == Undertrump::Required {
            turn.answer(trumps, Reason::MustUndertrump, best)
        } else {
            turn.answer(turn.every_card(), Reason::MayDiscard, best)
        }
    }
}

/// The qaid a table calls on `played`, a card the rule `why` forbids (E.1.8): «قاطع» for a card
/// off the suit that had to be followed, «ما دق بحكم» for a non-trump where a trump was due,
/// «ما كبر بحكم» for a trump too low, «ربع في الدبل» for a trump led in a locked deal.
pub fn qaid(contract: Contract, why: &Why, played: Card) -> Foul {
    let trump = contract.trump().is_some_and(|t| played.suit == t);
    match why.reason {
        Reason::LockedNoTrumpLead => Foul::LockedTrumpLead,
        Reason::TrumpLedOvertrump | Reason::MustOvertrump if trump => Foul::DidNotRaise,
        Reason::MustOvertrump
        | Reason::MustTrump
        | Reason::PartnerNotSettled
        | Reason::MustUndertrump => Foul::DidNotTrump,
        // Following: the suit led (trumps, when trumps were led) while holding it.
        Reason::FollowSuit
        | Reason::TrumpLedOvertrump
        | Reason::TrumpLedAnyTrump
        | Reason::TrumpLedPartnerWinning
        | Reason::FollowAndBeat
        | Reason::FollowCannotBeat
        | Reason::FollowTrumped => Foul::Revoke,
        // Rules that allow every card, or that Baloot never gives: a void player's duty.
        Reason::Lead
        | Reason::LockedOnlyTrumps
        | Reason::CannotFollowAnyCard
        | Reason::PartnerWinning
        | Reason::PartnerAka
        | Reason::NoTrumpInHand
        | Reason::MayDiscard
        | Reason::VoidMustTrump
        | Reason::VoidMustOvertrump
        | Reason::NoUndertrumping
        | Reason::OnlyLowerTrumps
        | Reason::PartnerTrumpMustBeat => Foul::DidNotTrump,
    }
}
