//! Standings, derived from the rounds: per entrant, over its complete tables and byes, its
//! points, points against, wins, draws, losses, byes and match points (the counters), and the
//! prizes. Ordering them by the ranking criteria — the counters, and the tie-breaks
//! (head-to-head, Buchholz, median Buchholz, opponents' points) — with shared ranks (1, 2, 2,
//! 4) is `rank`'s.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::definition::{ByePoints, Criterion, Definition, MatchPoints, Places};
use crate::table::Outcome;

/// Where a team of a staged event finished (or stands): its stage, its group (a pool's
/// letter, a bracket's id, `None` in a rounds stage) and its place there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    pub stage: String,
    pub group: Option<String>,
    pub place: Option<u32>,
}

/// One line of the standings (docs/events.md).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub rank: u32,
    pub entrant: u32,
    pub name: String,
    /// A mêlée team's two players (entrant numbers of the players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<u32>>,
    /// In a staged event: where the team finished.
    #[serde(flatten, default, skip_serializing_if = "Option::is_none")]
    pub finish: Option<Finish>,
    pub points: i64,
    pub against: i64,
    pub difference: i64,
    pub played: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub match_points: i64,
    /// The tie-break values the ranking uses (`buchholz`, `median_buchholz`,
    /// `opponents_points`), in ranking order.
    #[serde(flatten, default)]
    pub values: Map<String, Value>,
    pub withdrawn: bool,
    /// The prize number under the event's `prizes`, or `None`.
    pub prize: Option<u32>,
}

impl Standing {
    pub fn new(entrant: u32, name: String, withdrawn: bool) -> Standing {
        Standing {
            entrant,
            name,
            withdrawn,
            ..Standing::default()
        }
    }

    /// The value of a counter criterion (the tie-breaks are worked out by `rank`).
    pub fn counter(&self, c: Criterion) -> Option<i64> {
        Some(match c {
            Criterion::Points => self.points,
            Criterion::MatchPoints => self.match_points,
            Criterion::Wins => i64::from(self.wins),
            Criterion::Difference => self.difference,
            _ => return None,
        })
    }

    /// Adds another stage's counters to this row (the event's ranking adds every stage).
    pub fn add(&mut self, o: &Standing) {
        self.points += o.points;
        self.against += o.against;
        self.difference = self.points - self.against;
        self.played += o.played;
        self.wins += o.wins;
        self.draws += o.draws;
        self.losses += o.losses;
        self.byes += o.byes;
        self.match_points += o.match_points;
    }
}

/// A complete table's result, as the standings count it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableResult {
    pub a: Vec<u32>,
    pub b: Vec<u32>,
    pub points_a: i64,
    pub points_b: i64,
}

impl TableResult {
    /// Who won, by the points (a draw on equal totals).
    pub fn outcome(&self) -> Outcome {
        Outcome::of(self.points_a, self.points_b)
    }
}

/// What a round brings to the standings: its complete tables and its byes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoundResults {
    pub complete: Vec<TableResult>,
    pub byes: Vec<u32>,
}

/// `a / b` rounded half up (`b > 0`).
pub fn div_round_half_up(a: i64, b: i64) -> i64 {
    (2 * a + b).div_euclid(2 * b)
}

/// What a bye of this round scores: a fixed number, or the mean score of all sides at the
/// round's complete tables, rounded half up (0 while none is complete).
pub fn bye_points_of(bye: ByePoints, round: &RoundResults) -> i64 {
    match bye {
        ByePoints::Fixed(n) => n,
        ByePoints::Average => {
            let sides = 2 * round.complete.len() as i64;
            if sides == 0 {
                return 0;
            }
            let sum: i64 = round.complete.iter().map(|t| t.points_a + t.points_b).sum();
            div_round_half_up(sum, sides)
        }
    }
}

/// What a bye of this round scores under the event's `bye`.
pub fn bye_points(def: &Definition, round: &RoundResults) -> i64 {
    bye_points_of(def.bye, round)
}

/// How a group's byes count: as today (`bye.points`, a won table), or only in `byes` (a pool).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeRule {
    Scored(ByePoints),
    Counted,
}

/// What ranks a group (an event, a rounds stage, a pool).
#[derive(Debug, Clone, Copy)]
pub struct GroupRules<'a> {
    pub ranking: &'a [Criterion],
    pub match_points: MatchPoints,
    pub byes: ByeRule,
}

/// A member of a group, in seed order: its number, name and whether it withdrew.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub entrant: u32,
    pub name: String,
    pub withdrawn: bool,
}

/// The counters of every member over `rounds` (tables and byes of others are left out).
pub fn count_rows(
    members: &[Member],
    rules: &GroupRules,
    rounds: &[RoundResults],
) -> Vec<Standing> {
    let mut lines: Vec<Standing> = members
        .iter()
        .map(|m| Standing::new(m.entrant, m.name.clone(), m.withdrawn))
        .collect();
    let index: std::collections::HashMap<u32, usize> = members
        .iter()
        .enumerate()
        .map(|(i, m)| (m.entrant, i))
        .collect();
    let mp = rules.match_points;
    for round in rounds {
        for &e in &round.byes {
            let Some(s) = index.get(&e).map(|&i| &mut lines[i]) else {
                continue;
            };
            s.byes += 1;
            if let ByeRule::Scored(bye) = rules.byes {
                let points = bye_points_of(bye, round);
                s.points += points;
                s.against += points;
                s.wins += 1;
                s.match_points += mp.win;
            }
        }
        for t in &round.complete {
            let outcome = t.outcome();
            for (side, mine, theirs, result) in [
                (&t.a, t.points_a, t.points_b, outcome),
                (&t.b, t.points_b, t.points_a, flip(outcome)),
            ] {
                for &e in side {
                    let Some(s) = index.get(&e).map(|&i| &mut lines[i]) else {
                        continue;
                    };
                    s.points += mine;
                    s.against += theirs;
                    s.played += 1;
                    match result {
                        Outcome::A => {
                            s.wins += 1;
                            s.match_points += mp.win;
                        }
                        Outcome::Draw => {
                            s.draws += 1;
                            s.match_points += mp.draw;
                        }
                        Outcome::B => {
                            s.losses += 1;
                            s.match_points += mp.loss;
                        }
                    }
                }
            }
        }
    }
    for s in &mut lines {
        s.difference = s.points - s.against;
    }
    lines
}

/// The result as the other side sees it.
pub fn flip(o: Outcome) -> Outcome {
    match o {
        Outcome::A => Outcome::B,
        Outcome::B => Outcome::A,
        Outcome::Draw => Outcome::Draw,
    }
}

/// Whether listing position `p` (from 1) is a prize place, and which (from 1).
pub fn prize_place(places: Places, p: u32) -> Option<u32> {
    match places {
        Places::All => Some(p),
        Places::Top(n) => (p <= n).then_some(p),
        Places::FormuleVan4 => match p {
            1..=4 => Some(p),
            _ if p.is_multiple_of(4) => Some(p / 4 + 3),
            _ => None,
        },
    }
}

/// Prizes follow listing positions, withdrawn entrants included: the k-th prize place gets
/// prize k; the booby prize is one more number, for the last listed entrant, unless it has a
/// prize already.
pub fn award_prizes(def: &Definition, lines: &mut [Standing]) {
    let mut last = 0;
    for (i, s) in lines.iter_mut().enumerate() {
        s.prize = prize_place(def.prizes.places, i as u32 + 1);
        if let Some(k) = s.prize {
            last = last.max(k);
        }
    }
    if def.prizes.booby {
        if let Some(s) = lines.last_mut().filter(|s| s.prize.is_none()) {
            s.prize = Some(last + 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formule_van_4_places() {
        let places: Vec<(u32, u32)> = (1..=20)
            .filter_map(|p| prize_place(Places::FormuleVan4, p).map(|k| (p, k)))
            .collect();
        assert_eq!(
            places,
            [
                (1, 1),
                (2, 2),
                (3, 3),
                (4, 4),
                (8, 5),
                (12, 6),
                (16, 7),
                (20, 8)
            ]
        );
    }

    #[test]
    fn halves_round_up() {
        assert_eq!(div_round_half_up(5, 2), 3);
        assert_eq!(div_round_half_up(7, 4), 2);
        assert_eq!(div_round_half_up(9, 4), 2);
        assert_eq!(div_round_half_up(10, 4), 3);
        assert_eq!(div_round_half_up(0, 4), 0);
    }
}
