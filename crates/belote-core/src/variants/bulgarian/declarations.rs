//! Bulgarian declarations (премии): their values, and the two independent comparisons —
//! sequences (equal best sequences cancel all sequences) and carrés.

use crate::explain::{DeclReason, Step, Steps, Track};
use crate::model::{Declaration, Round, Team};
use crate::variants::common::{carre_value, declared_steps};
use std::cmp::Ordering;

/// Bulgarian values: терца 20, кварта 50, квинта (5 or more) 100, eight cards per option.
pub fn value(d: &Declaration, eight_card_run: i64) -> i64 {
    match *d {
        Declaration::Sequence { length, .. } => match length {
            3 => 20,
            4 => 50,
            5..=7 => 100,
            _ => eight_card_run,
        },
        Declaration::Carre { rank, .. } => carre_value(rank),
        // Baloot's projects by kind are not Bulgarian (the parser gives them to Baloot only).
        Declaration::Project { .. } => 0,
    }
}

/// Sequences and carrés are compared separately; equal best sequences cancel every
/// sequence. Returns the counted points per team (A, B).
pub fn compare(round: &Round, eight_card_run: i64, steps: &mut Steps) -> [i64; 2] {
    let value = |d: &Declaration| value(d, eight_card_run);
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
            Declaration::Project { .. } => (0, 0),
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
