//! Standings, derived from the rounds: per entrant, over its complete tables and byes, its
//! points, points against, wins, draws, losses, byes and match points; ordered by the event's
//! ranking criteria, with shared ranks (1, 2, 2, 4); and the prizes.

use serde::{Deserialize, Serialize};

use crate::definition::{ByePoints, Criterion, Definition, Places};
use crate::table::Outcome;

/// One line of the standings (docs/events.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub rank: u32,
    pub entrant: u32,
    pub name: String,
    pub points: i64,
    pub against: i64,
    pub difference: i64,
    pub played: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub match_points: i64,
    pub withdrawn: bool,
    /// The prize number under the event's `prizes`, or `None`.
    pub prize: Option<u32>,
}

impl Standing {
    fn new(entrant: u32, name: String, withdrawn: bool) -> Standing {
        Standing {
            rank: 0,
            entrant,
            name,
            points: 0,
            against: 0,
            difference: 0,
            played: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            byes: 0,
            match_points: 0,
            withdrawn,
            prize: None,
        }
    }

    fn value(&self, c: Criterion) -> i64 {
        match c {
            Criterion::Points => self.points,
            Criterion::MatchPoints => self.match_points,
            Criterion::Wins => i64::from(self.wins),
            Criterion::Difference => self.difference,
        }
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
    /// Who won, by the points.
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
pub fn bye_points(def: &Definition, round: &RoundResults) -> i64 {
    match def.bye {
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

/// The standings of every entrant (withdrawn ones included), in listing order.
pub fn standings(def: &Definition, withdrawn: &[u32], rounds: &[RoundResults]) -> Vec<Standing> {
    let mut lines: Vec<Standing> = def
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let n = i as u32 + 1;
            Standing::new(n, e.name.clone(), withdrawn.contains(&n))
        })
        .collect();
    let mp = def.match_points;
    for round in rounds {
        let bye = bye_points(def, round);
        for &e in &round.byes {
            if let Some(s) = lines.get_mut(e as usize - 1) {
                s.points += bye;
                s.against += bye;
                s.byes += 1;
                s.wins += 1;
                s.match_points += mp.win;
            }
        }
        for t in &round.complete {
            for (side, mine, theirs, result) in [
                (&t.a, t.points_a, t.points_b, t.outcome()),
                (&t.b, t.points_b, t.points_a, flip(t.outcome())),
            ] {
                for &e in side {
                    let Some(s) = lines.get_mut(e as usize - 1) else {
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
    let key = |s: &Standing| -> Vec<i64> { def.ranking.iter().map(|&c| s.value(c)).collect() };
    // Each criterion descending, then entrant number.
    lines.sort_by(|x, y| key(y).cmp(&key(x)).then(x.entrant.cmp(&y.entrant)));
    let mut rank = 0;
    for i in 0..lines.len() {
        if i == 0 || key(&lines[i]) != key(&lines[i - 1]) {
            rank = i as u32 + 1;
        }
        lines[i].rank = rank;
    }
    award_prizes(def, &mut lines);
    lines
}

/// The result as the other side sees it.
fn flip(o: Outcome) -> Outcome {
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
fn award_prizes(def: &Definition, lines: &mut [Standing]) {
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
