//! The card counter: card points of a pile under a contract, on the variant's own card
//! values ([`Game::card_points`]).

use crate::card::{Card, Contract};
use crate::rules::Game;

/// Card points of a pile, with the 10 for the last trick if it won it.
pub fn pile_points(game: &dyn Game, contract: Contract, cards: &[Card], last_trick: bool) -> u32 {
    cards
        .iter()
        .map(|c| game.card_points(contract, *c))
        .sum::<u32>()
        + if last_trick { 10 } else { 0 }
}
