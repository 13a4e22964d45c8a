//! What classic belote and contrée/coinche share: the round's tally (card points, French
//! declarations compared, belotes), rounding of marks to tens, and the French declaration
//! comparison — the best declaration takes all, ties per `declaration_tie`.

use super::common::{self, belotes, carre_value, declared_steps, round_with};
use crate::card::Contract;
use crate::error::InputError;
use crate::explain::{DeclReason, Rounds, Step, Steps, Track};
use crate::model::{Declaration, Round, Team};
use crate::options::option_enum;
use std::cmp::Ordering;

option_enum! {
    /// Marks rounded to the nearest ten (5 up, or 6 up), or kept exact.
    pub enum Rounding {
        None = "none",
        Nearest10 = "nearest_10",
        Nearest10SixUp = "nearest_10_six_up",
    }
}

impl Rounding {
    /// Rounds a mark to the nearest ten (5 up, or 6 up); `None` leaves it as it is.
    pub fn apply(self, points: i64) -> i64 {
        let up_from = match self {
            Rounding::None => return points,
            Rounding::Nearest10 => 5,
            Rounding::Nearest10SixUp => 6,
        };
        let q = points.div_euclid(10);
        let d = points.rem_euclid(10);
        if d >= up_from {
            (q + 1) * 10
        } else {
            q * 10
        }
    }
}

option_enum! {
    /// Equal best declarations: the first in order of play wins, or all cancel.
    pub enum DeclarationTie {
        FirstInTurn = "first_in_turn",
        Cancel = "cancel",
    }
}

/// Rounds a mark per `rounding` and records the step when it changes.
pub fn round_mark(
    rounding: Rounding,
    team: Team,
    points: i64,
    what: Rounds,
    steps: &mut Steps,
) -> i64 {
    round_with(|p| rounding.apply(p), team, points, what, steps)
}

/// The facts of a round that every French variant computes first.
pub struct Tally {
    pub taker: Team,
    pub defenders: Team,
    /// Card points per team (A, B); a capot side's are the deal total.
    pub cards: [i64; 2],
    /// Counted declarations per team (A, B), after the comparison.
    pub decl: [i64; 2],
    /// Belote points per team (A, B).
    pub belote: [i64; 2],
}

impl Tally {
    /// Card points, declarations compared, belotes: the steps every French score starts with.
    pub fn new(
        round: &Round,
        tie: DeclarationTie,
        index: usize,
        steps: &mut Steps,
    ) -> Result<Tally, InputError> {
        let cards = [i64::from(round.points[0]), i64::from(round.points[1])];
        steps.push(Step::CardPoints {
            a: cards[0],
            b: cards[1],
        });
        let decl = declarations(round, tie, index, steps)?;
        let belote = belotes(round, steps);
        Ok(Tally {
            taker: round.taker,
            defenders: round.taker.other(),
            cards,
            decl,
            belote,
        })
    }

    /// Cards + counted declarations + belote of `team`.
    pub fn total(&self, team: Team) -> i64 {
        let i = team.index();
        self.cards[i] + self.decl[i] + self.belote[i]
    }

    /// Records a team's total when it is more than its card points (the card points step
    /// already says those).
    pub fn push_total(&self, team: Team, steps: &mut Steps) {
        let i = team.index();
        if self.decl[i] != 0 || self.belote[i] != 0 {
            steps.push(Step::Total {
                team,
                cards: self.cards[i],
                declarations: self.decl[i],
                belote: self.belote[i],
                bonus: 0,
                total: self.total(team),
            });
        }
    }

    pub fn of(&self, arr: [i64; 2], team: Team) -> i64 {
        arr[team.index()]
    }
}

/// French values: tierce 20, cinquante 50, cent 100 (6 or 7 cards too), 8 cards cent +
/// tierce; carrés J 200, 9 150, A 10 K Q 100.
pub fn value(d: &Declaration) -> i64 {
    match *d {
        Declaration::Sequence { length, .. } => match length {
            3 => 20,
            4 => 50,
            5..=7 => 100,
            _ => 120,
        },
        Declaration::Carre { rank, .. } => carre_value(rank),
        // Baloot's projects by kind are not French (the parser gives them to Baloot only).
        Declaration::Project { .. } => 0,
    }
}

/// Strength of a French declaration for the comparison: (carré?, carré rank or length,
/// top card, in trumps?).
fn strength(d: &Declaration, contract: Contract) -> (u8, u8, u8, u8) {
    match *d {
        Declaration::Carre { rank, .. } => (1, rank.carre_strength(), 0, 0),
        Declaration::Sequence {
            length, top, suit, ..
        } => {
            let trump = u8::from(contract.trump() == Some(suit));
            (0, length, top.index(), trump)
        }
        Declaration::Project { .. } => (0, 0, 0, 0),
    }
}

fn reason(winner: (u8, u8, u8, u8), loser: (u8, u8, u8, u8)) -> DeclReason {
    if winner.0 != loser.0 {
        DeclReason::CarreBeatsSequence
    } else if winner.0 == 1 {
        DeclReason::HigherCarre
    } else if winner.1 != loser.1 {
        DeclReason::Longer
    } else if winner.2 != loser.2 {
        DeclReason::HigherTop
    } else {
        DeclReason::Trump
    }
}

/// French comparison: only the team with the best declaration scores, all of its own.
/// Returns the counted declaration points per team (A, B).
pub fn declarations(
    round: &Round,
    tie: DeclarationTie,
    index: usize,
    steps: &mut Steps,
) -> Result<[i64; 2], InputError> {
    declared_steps(round, value, steps);
    let contract = round.contract;
    let best = |team: Team| {
        round
            .declarations_of(team)
            .iter()
            .map(|d| strength(d, contract))
            .max()
    };
    let sum = |team: Team| -> i64 { round.declarations_of(team).iter().map(value).sum() };
    let won = |team: Team, reason: DeclReason, steps: &mut Steps| {
        let points = sum(team);
        steps.push(Step::DeclarationsWon {
            team,
            track: Track::All,
            reason,
            points,
        });
        let mut out = [0, 0];
        out[team.index()] = points;
        out
    };
    let (a, b) = (best(Team::A), best(Team::B));
    let winner = match (a, b) {
        (None, None) => return Ok([0, 0]),
        (Some(_), None) => return Ok(won(Team::A, DeclReason::Uncontested, steps)),
        (None, Some(_)) => return Ok(won(Team::B, DeclReason::Uncontested, steps)),
        (Some(ka), Some(kb)) => match ka.cmp(&kb) {
            Ordering::Greater => return Ok(won(Team::A, reason(ka, kb), steps)),
            Ordering::Less => return Ok(won(Team::B, reason(kb, ka), steps)),
            Ordering::Equal => match tie {
                DeclarationTie::Cancel => {
                    steps.push(Step::DeclarationsCancel { track: Track::All });
                    return Ok([0, 0]);
                }
                DeclarationTie::FirstInTurn => first_in_turn(round, ka, index)?,
            },
        },
    };
    Ok(won(winner, DeclReason::FirstInTurn, steps))
}

/// Equal best declarations under `first_in_turn`: the one declared first in order of play
/// wins (see [`common::first_in_turn`]).
fn first_in_turn(round: &Round, key: (u8, u8, u8, u8), index: usize) -> Result<Team, InputError> {
    common::first_in_turn(round, index, |d| strength(d, round.contract) == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_to_tens() {
        assert_eq!(Rounding::Nearest10.apply(84), 80);
        assert_eq!(Rounding::Nearest10.apply(85), 90);
        assert_eq!(Rounding::Nearest10SixUp.apply(85), 80);
        assert_eq!(Rounding::Nearest10SixUp.apply(86), 90);
        assert_eq!(Rounding::None.apply(86), 86);
    }
}
