//! Bela's zvanja (declarations) and their contest: what each is worth, which team holds the
//! single best one — and so counts all of its own — and the belot, the run of all eight
//! cards of a suit that ends the match before the deal is played.

use super::super::common::{carre_value, first_in_turn};
use crate::card::Contract;
use crate::error::InputError;
use crate::explain::{DeclNote, DeclReason, Step, Steps, Track};
use crate::model::{Declaration, Round, Team};
use std::cmp::Ordering;

/// Points of a zvanje: terca 20, kvarta 50, kvinta (and runs of 6 or 7) 100; four jacks 200,
/// four nines 150, four aces, tens, kings or queens 100. A belot is worth no points: it wins
/// the match.
pub fn value(d: &Declaration) -> i64 {
    match *d {
        Declaration::Sequence { length, .. } => match length {
            3 => 20,
            4 => 50,
            5..=7 => 100,
            _ => 0,
        },
        Declaration::Carre { rank, .. } => carre_value(rank),
        // Baloot's projects by kind are no zvanja (the parser gives them to Baloot only).
        Declaration::Project { .. } => 0,
    }
}

/// Whether a zvanje is a belot (all eight cards of a suit).
pub fn is_belot(d: &Declaration) -> bool {
    matches!(d, Declaration::Sequence { length: 8, .. })
}

/// Whether any team declared a belot: the deal is then not played.
pub fn has_belot(round: &Round) -> bool {
    round.declarations.iter().flatten().any(is_belot)
}

/// A zvanje's rank in the contest: a belot first; then value; at equal value a four beats a
/// run; fours of 100 by rank A > 10 > K > Q (the plain card order); runs by top card, length
/// no longer counting; then, with `trump_first`, a run in trumps.
type Key = (u8, i64, u8, u8, u8);

fn key(d: &Declaration, contract: Contract, trump_first: bool) -> Key {
    let belot = u8::from(is_belot(d));
    match *d {
        Declaration::Carre { rank, .. } => (0, value(d), 1, rank.plain_strength(), 0),
        Declaration::Sequence { top, suit, .. } => {
            let trump = u8::from(trump_first && contract.trump() == Some(suit));
            (belot, value(d), 0, top.index(), trump)
        }
        Declaration::Project { .. } => (0, 0, 0, 0, 0),
    }
}

/// Why the winner's key beats the loser's.
fn reason(winner: Key, loser: Key) -> DeclReason {
    if winner.0 != loser.0 {
        DeclReason::Uncontested
    } else if winner.1 != loser.1 {
        DeclReason::HigherValue
    } else if winner.2 != loser.2 {
        DeclReason::CarreBeatsSequence
    } else if winner.3 != loser.3 {
        if winner.2 == 1 {
            DeclReason::HigherCarre
        } else {
            DeclReason::HigherTop
        }
    } else {
        DeclReason::Trump
    }
}

/// The outcome of the contest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Contest {
    /// Nobody called a zvanje.
    None,
    /// `team` holds the best zvanje and counts `points`, all of its own zvanja.
    Counts {
        team: Team,
        reason: DeclReason,
        points: i64,
    },
    /// `team` holds a belot: the deal is not played and `team` wins the match.
    Belot { team: Team, reason: DeclReason },
}

/// Records the zvanja each team called and decides the contest. Equal best zvanja of the two
/// teams go by order of play (the dealer and their seats are then needed).
pub fn contest(
    round: &Round,
    trump_first: bool,
    index: usize,
    steps: &mut Steps,
) -> Result<Contest, InputError> {
    for team in Team::BOTH {
        let list = round.declarations_of(team);
        if !list.is_empty() {
            steps.push(Step::Zvanja {
                team,
                items: list.iter().map(|d| DeclNote::new(d, value(d))).collect(),
            });
        }
    }
    let best = |team: Team| {
        round
            .declarations_of(team)
            .iter()
            .map(|d| key(d, round.contract, trump_first))
            .max()
    };
    let (winner, why, top) = match (best(Team::A), best(Team::B)) {
        (None, None) => return Ok(Contest::None),
        (Some(k), None) => (Team::A, DeclReason::Uncontested, k),
        (None, Some(k)) => (Team::B, DeclReason::Uncontested, k),
        (Some(ka), Some(kb)) => match ka.cmp(&kb) {
            Ordering::Greater => (Team::A, reason(ka, kb), ka),
            Ordering::Less => (Team::B, reason(kb, ka), kb),
            Ordering::Equal => {
                let team =
                    first_in_turn(round, index, |d| key(d, round.contract, trump_first) == ka)?;
                (team, DeclReason::FirstInTurn, ka)
            }
        },
    };
    if top.0 == 1 {
        // Only a second belot contests a belot; anything else is simply beaten.
        let why = match why {
            DeclReason::Trump | DeclReason::FirstInTurn => why,
            _ => DeclReason::Uncontested,
        };
        return Ok(Contest::Belot {
            team: winner,
            reason: why,
        });
    }
    let points = round.declarations_of(winner).iter().map(value).sum();
    steps.push(Step::DeclarationsWon {
        team: winner,
        track: Track::Zvanja,
        reason: why,
        points,
    });
    Ok(Contest::Counts {
        team: winner,
        reason: why,
        points,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Rank, Suit};

    fn run(length: u8, top: Rank, suit: Suit) -> Declaration {
        Declaration::Sequence {
            length,
            top,
            suit,
            seat: None,
        }
    }

    fn four(rank: Rank) -> Declaration {
        Declaration::Carre { rank, seat: None }
    }

    #[test]
    fn the_contest_order() {
        let hearts = Contract::Suit(Suit::Hearts);
        let k = |d: &Declaration| key(d, hearts, true);
        // A four beats a run of equal value; length beyond five does not count.
        assert!(k(&four(Rank::Queen)) > k(&run(7, Rank::Ace, Suit::Spades)));
        assert!(k(&run(5, Rank::Ace, Suit::Spades)) > k(&run(7, Rank::King, Suit::Spades)));
        assert_eq!(
            k(&run(5, Rank::Ace, Suit::Spades)),
            k(&run(7, Rank::Ace, Suit::Spades))
        );
        // Fours of 100: A > 10 > K > Q; fours of nines and jacks by value.
        assert!(k(&four(Rank::Ace)) > k(&four(Rank::Ten)));
        assert!(k(&four(Rank::Ten)) > k(&four(Rank::King)));
        assert!(k(&four(Rank::King)) > k(&four(Rank::Queen)));
        assert!(k(&four(Rank::Jack)) > k(&four(Rank::Nine)));
        // A trump run first when the option says so; a belot above all.
        assert!(k(&run(3, Rank::King, Suit::Hearts)) > k(&run(3, Rank::King, Suit::Spades)));
        assert!(k(&run(8, Rank::Ace, Suit::Clubs)) > k(&four(Rank::Jack)));
        assert_eq!(value(&run(6, Rank::Ace, Suit::Clubs)), 100);
    }
}
