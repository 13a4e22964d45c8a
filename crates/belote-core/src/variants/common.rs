//! Scoring bricks several variants build with: belotes, a team's score by parts, mark
//! rounding, carré values, the declared-declarations step, the end by target, and the order
//! of play that decides equal best declarations.

use crate::card::Rank;
use crate::error::InputError;
use crate::explain::{DeclNote, Part, Parts, Rounds, Step, Steps};
use crate::model::{Declaration, Round, Team, Winner};
use crate::rules::End;

/// Belote points per team (A, B), 20 a belote, with a step for each team that has any.
pub fn belotes(round: &Round, steps: &mut Steps) -> [i64; 2] {
    let mut out = [0; 2];
    for team in Team::BOTH {
        let count = round.belote_of(team);
        if count > 0 {
            let points = 20 * i64::from(count);
            steps.push(Step::Belote {
                team,
                count,
                points,
            });
            out[team.index()] = points;
        }
    }
    out
}

/// Builds a team's score from parts, skipping zero parts, and records the step. A score
/// has at most [`Parts::CAP`] parts, which the compiler checks.
pub fn award<const N: usize>(team: Team, parts: &[(Part, i64); N], steps: &mut Steps) -> i64 {
    const { assert!(N <= Parts::CAP, "a score has at most Parts::CAP parts") };
    let parts = Parts::nonzero(parts);
    let total = parts.sum();
    steps.push(Step::Scores { team, parts, total });
    total
}

/// Rounds `points` with `round`, recording the step (saying what is rounded) when it changes.
pub fn round_with(
    round: impl Fn(i64) -> i64,
    team: Team,
    points: i64,
    what: Rounds,
    steps: &mut Steps,
) -> i64 {
    let to = round(points);
    if to != points {
        steps.push(Step::Rounded {
            team,
            from: points,
            to,
            what,
        });
    }
    to
}

/// `[mine, other]` in team order (A, B).
pub fn team_arr<T: Copy>(team: Team, mine: T, other: T) -> [T; 2] {
    match team {
        Team::A => [mine, other],
        Team::B => [other, mine],
    }
}

/// The usual end: a team over the target wins; both over, the higher total wins; equal
/// totals per `equal`.
pub fn end_by_target(totals: [i64; 2], reached: impl Fn(i64) -> bool, equal: End) -> End {
    match (reached(totals[0]), reached(totals[1])) {
        (false, false) => End::Continue,
        (true, false) => End::Won(Winner::A),
        (false, true) => End::Won(Winner::B),
        (true, true) => match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => End::Won(Winner::A),
            std::cmp::Ordering::Less => End::Won(Winner::B),
            std::cmp::Ordering::Equal => equal,
        },
    }
}

/// Carrés: J 200, 9 150, A 10 K Q 100 (7s and 8s are no declaration).
pub fn carre_value(rank: Rank) -> i64 {
    match rank {
        Rank::Jack => 200,
        Rank::Nine => 150,
        Rank::Ace | Rank::Ten | Rank::King | Rank::Queen => 100,
        Rank::Seven | Rank::Eight => 0,
    }
}

/// A step per team listing the declarations it gave, each with its value.
pub fn declared_steps(round: &Round, value: impl Fn(&Declaration) -> i64, steps: &mut Steps) {
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

/// Equal best declarations decided by order of play: among the declarations `tied` picks, the
/// one declared first in order of play (which starts at the dealer's right, seat dealer + 1)
/// wins. Needs the dealer and those declarations' seats; their absence is an error that says
/// so, at `rounds[index].dealer` or at the declaration's seat.
pub fn first_in_turn(
    round: &Round,
    index: usize,
    tied: impl Fn(&Declaration) -> bool,
) -> Result<Team, InputError> {
    let dealer = round.dealer.ok_or_else(|| {
        InputError::new(
            format!("rounds[{index}].dealer"),
            "the best declarations are equal and decided by order of play: give the dealer's seat (\"dealer\") and each tied declaration's \"seat\"",
        )
    })?;
    let mut first: Option<(u8, Team)> = None;
    for team in Team::BOTH {
        for (j, d) in round.declarations_of(team).iter().enumerate() {
            if !tied(d) {
                continue;
            }
            let seat = d.seat().ok_or_else(|| {
                InputError::new(
                    format!("rounds[{index}].declarations.{team}[{j}].seat"),
                    "the best declarations are equal and decided by order of play: give the seat of this declaration",
                )
            })?;
            let order = order_of_play(seat, dealer);
            if first.is_none_or(|(o, _)| order < o) {
                first = Some((order, team));
            }
        }
    }
    Ok(first.map_or(Team::A, |(_, t)| t))
}

/// Position of `seat` in the order of play of a deal dealt by `dealer` (0 = first to play).
pub fn order_of_play(seat: u8, dealer: u8) -> u8 {
    (seat % 4 + 4 - (dealer % 4 + 1) % 4) % 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_of_play_starts_at_the_dealers_right() {
        assert_eq!(order_of_play(1, 0), 0);
        assert_eq!(order_of_play(0, 0), 3);
        assert_eq!(order_of_play(0, 3), 0);
        assert_eq!(
            order_of_play(255, 255),
            3,
            "out-of-range seats never overflow"
        );
    }
}
