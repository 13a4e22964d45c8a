//! The card counter: card points of a pile under a contract, per variant.

use crate::card::{Card, Contract, Rank};
use crate::variant::Variant;

/// Card points of one card under `contract` in `variant`.
///
/// Suits use the trump/plain values; Bulgarian all trumps uses trump values in every suit
/// and no trumps plain values (doubled later by the engine); coinche tout atout and sans
/// atout use Pagat's reduced values so that a deal is still 162.
pub fn card_points(variant: Variant, contract: Contract, card: Card) -> u32 {
    let coinche_like = variant != Variant::Bulgarian;
    match contract {
        Contract::Suit(t) if t == card.suit => card.rank.trump_points(),
        Contract::Suit(_) => card.rank.plain_points(),
        Contract::AllTrumps if coinche_like => match card.rank {
            Rank::Jack => 14,
            Rank::Nine => 9,
            Rank::Ace => 6,
            Rank::Ten => 5,
            Rank::King => 3,
            Rank::Queen => 1,
            Rank::Eight | Rank::Seven => 0,
        },
        Contract::AllTrumps => card.rank.trump_points(),
        Contract::NoTrumps if coinche_like => match card.rank {
            Rank::Ace => 19,
            r => r.plain_points(),
        },
        Contract::NoTrumps => card.rank.plain_points(),
    }
}

/// Card points of a pile, with the 10 for the last trick if it won it.
pub fn pile_points(variant: Variant, contract: Contract, cards: &[Card], last_trick: bool) -> u32 {
    cards
        .iter()
        .map(|c| card_points(variant, contract, *c))
        .sum::<u32>()
        + if last_trick { 10 } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Suit;

    #[test]
    fn a_full_deck_counts_the_deal_total() {
        let deck: Vec<Card> = Card::deck().collect();
        for variant in Variant::ALL {
            for contract in [
                Contract::Suit(Suit::Spades),
                Contract::Suit(Suit::Clubs),
                Contract::NoTrumps,
                Contract::AllTrumps,
            ] {
                if !variant.allows(contract) {
                    continue;
                }
                assert_eq!(
                    pile_points(variant, contract, &deck, true),
                    variant.deal_total(contract),
                    "{variant} {contract}"
                );
            }
        }
    }
}
