//! Which declarations count: the French comparison (best declaration takes all) and the
//! Bulgarian one (two independent tracks, equal best sequences cancel).

use crate::card::{Contract, Rank};
use crate::error::InputError;
use crate::explain::{DeclNote, DeclReason, Step, Track};
use crate::model::{Declaration, Round, Team};
use crate::options::DeclarationTie;
use std::cmp::Ordering;

/// French values: tierce 20, cinquante 50, cent 100 (6 or 7 cards too), 8 cards cent +
/// tierce; carrés J 200, 9 150, A 10 K Q 100.
pub fn french_value(d: &Declaration) -> i64 {
    match *d {
        Declaration::Sequence { length, .. } => match length {
            3 => 20,
            4 => 50,
            5..=7 => 100,
            _ => 120,
        },
        Declaration::Carre { rank, .. } => carre_value(rank),
    }
}

/// Bulgarian values: терца 20, кварта 50, квинта (5 or more) 100, eight cards per option.
pub fn bulgarian_value(d: &Declaration, eight_card_run: i64) -> i64 {
    match *d {
        Declaration::Sequence { length, .. } => match length {
            3 => 20,
            4 => 50,
            5..=7 => 100,
            _ => eight_card_run,
        },
        Declaration::Carre { rank, .. } => carre_value(rank),
    }
}

fn carre_value(rank: Rank) -> i64 {
    match rank {
        Rank::Jack => 200,
        Rank::Nine => 150,
        Rank::Ace | Rank::Ten | Rank::King | Rank::Queen => 100,
        Rank::Seven | Rank::Eight => 0,
    }
}

fn declared_steps(round: &Round, value: impl Fn(&Declaration) -> i64, steps: &mut Vec<Step>) {
    for team in Team::BOTH {
        let list = round.declarations_of(team);
        if !list.is_empty() {
            steps.push(Step::Declared {
                team,
                items: list.iter().map(|d| DeclNote::new(d, value(d))).collect(),
            });
        }
    }
}

/// Strength of a French declaration for the comparison: (carré?, carré rank or length,
/// top card, in trumps?).
fn french_key(d: &Declaration, contract: Contract) -> (u8, u8, u8, u8) {
    match *d {
        Declaration::Carre { rank, .. } => (1, rank.carre_strength(), 0, 0),
        Declaration::Sequence {
            length, top, suit, ..
        } => {
            let trump = u8::from(contract.trump() == Some(suit));
            (0, length, top.index(), trump)
        }
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
pub fn french(
    round: &Round,
    tie: DeclarationTie,
    index: usize,
    steps: &mut Vec<Step>,
) -> Result<[i64; 2], InputError> {
    declared_steps(round, french_value, steps);
    let contract = round.contract;
    let best = |team: Team| {
        round
            .declarations_of(team)
            .iter()
            .map(|d| french_key(d, contract))
            .max()
    };
    let sum = |team: Team| -> i64 { round.declarations_of(team).iter().map(french_value).sum() };
    let won = |team: Team, reason: DeclReason, steps: &mut Vec<Step>| {
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
/// (which starts at the dealer's right, seat dealer + 1) wins. Needs the dealer and seats.
fn first_in_turn(round: &Round, key: (u8, u8, u8, u8), index: usize) -> Result<Team, InputError> {
    let dealer = round.dealer.ok_or_else(|| {
        InputError::new(
            format!("rounds[{index}].dealer"),
            "the best declarations are equal and decided by order of play: give the dealer's seat (\"dealer\") and each tied declaration's \"seat\"",
        )
    })?;
    let mut first: Option<(u8, Team)> = None;
    for team in Team::BOTH {
        for (j, d) in round.declarations_of(team).iter().enumerate() {
            if french_key(d, round.contract) != key {
                continue;
            }
            let seat = d.seat().ok_or_else(|| {
                InputError::new(
                    format!("rounds[{index}].declarations.{team}[{j}].seat"),
                    "the best declarations are equal and decided by order of play: give the seat of this declaration",
                )
            })?;
            let order = (seat + 4 - (dealer + 1) % 4) % 4;
            if first.is_none_or(|(o, _)| order < o) {
                first = Some((order, team));
            }
        }
    }
    Ok(first.map_or(Team::A, |(_, t)| t))
}

/// Bulgarian comparison: sequences and carrés are compared separately; equal best sequences
/// cancel every sequence. Returns the counted points per team (A, B).
pub fn bulgarian(round: &Round, eight_card_run: i64, steps: &mut Vec<Step>) -> [i64; 2] {
    let value = |d: &Declaration| bulgarian_value(d, eight_card_run);
    declared_steps(round, value, steps);
    let mut out = [0i64; 2];
    for track in [Track::Sequences, Track::Carres] {
        let in_track = |d: &&Declaration| match track {
            Track::Sequences => matches!(d, Declaration::Sequence { .. }),
            _ => matches!(d, Declaration::Carre { .. }),
        };
        let key = |d: &Declaration| match *d {
            Declaration::Sequence { length, top, .. } => (length, top.index()),
            Declaration::Carre { rank, .. } => (0, rank.carre_strength()),
        };
        let best = |team: Team| {
            round
                .declarations_of(team)
                .iter()
                .filter(in_track)
                .map(key)
                .max()
        };
        let points = |team: Team| -> i64 {
            round
                .declarations_of(team)
                .iter()
                .filter(in_track)
                .map(value)
                .sum()
        };
        let (winner, reason) = match (best(Team::A), best(Team::B)) {
            (None, None) => continue,
            (Some(_), None) => (Team::A, DeclReason::Uncontested),
            (None, Some(_)) => (Team::B, DeclReason::Uncontested),
            (Some(ka), Some(kb)) => {
                let why = |w: (u8, u8), l: (u8, u8)| match track {
                    Track::Carres => DeclReason::HigherCarre,
                    _ if w.0 != l.0 => DeclReason::Longer,
                    _ => DeclReason::HigherTop,
                };
                match ka.cmp(&kb) {
                    Ordering::Greater => (Team::A, why(ka, kb)),
                    Ordering::Less => (Team::B, why(kb, ka)),
                    Ordering::Equal => {
                        steps.push(Step::DeclarationsCancel { track });
                        continue;
                    }
                }
            }
        };
        let p = points(winner);
        steps.push(Step::DeclarationsWon {
            team: winner,
            track,
            reason,
            points: p,
        });
        out[winner.index()] += p;
    }
    out
}
