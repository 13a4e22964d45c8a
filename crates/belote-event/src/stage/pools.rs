//! Pools: the teams dealt in a snake, and the Berger tables each pool plays (docs/events.md
//! "Pools"). Pure functions of the seeding.

use crate::definition::counts::pool_rounds;

/// Deals `teams` (in the order given) into `pools` pools in a snake: row 1 into A, B, … in
/// turn, row 2 back from the last pool to A, and so on. Each pool's teams in position order.
pub fn deal(teams: &[u32], pools: u32) -> Vec<Vec<u32>> {
    let p = pools.max(1) as usize;
    let mut out = vec![Vec::new(); p];
    for (i, &t) in teams.iter().enumerate() {
        let (row, col) = (i / p, i % p);
        let k = if row % 2 == 0 { col } else { p - 1 - col };
        out[k].push(t);
    }
    out
}

/// The Berger table of `n` positions (n even): its n − 1 rounds, each a list of tables
/// (side A's position, side B's), from 1. Round 1: t against n + 1 − t; each next round moves
/// every position i < n to ((i − 1 + n/2) mod (n − 1)) + 1, the tables keeping their order and
/// sides, except the table of n, where n is side B in odd rounds and side A in even ones.
pub fn berger(n: u32) -> Vec<Vec<(u32, u32)>> {
    if n < 2 {
        return Vec::new();
    }
    let mut rounds: Vec<Vec<(u32, u32)>> = Vec::with_capacity(n as usize - 1);
    rounds.push((1..=n / 2).map(|t| (t, n + 1 - t)).collect());
    let turn = |i: u32| {
        if i == n {
            n
        } else {
            ((i - 1 + n / 2) % (n - 1)) + 1
        }
    };
    for r in 2..n {
        let prev = rounds.last().expect("round 1");
        let next = prev
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (turn(a), turn(b));
                if a == n || b == n {
                    let other = if a == n { b } else { a };
                    if r % 2 == 1 {
                        (other, n)
                    } else {
                        (n, other)
                    }
                } else {
                    (a, b)
                }
            })
            .collect();
        rounds.push(next);
    }
    rounds
}

/// The positions of a pool of `m` teams meet by the Berger table of this many positions: m,
/// or m + 1 when m is odd (the last a dummy), 2 for a pool of one.
pub fn positions(m: u32) -> u32 {
    match m {
        0 => 0,
        1 => 2,
        _ => m + m % 2,
    }
}

/// What one pool plays in round `k` of its stage (from 0): its tables (position pairs, side A
/// first) — a table against a position beyond `m` is a bye for the other — or `None` once the
/// pool has played all its rounds.
pub fn pool_round(m: u32, legs: u32, k: u32) -> Option<Vec<(u32, u32)>> {
    if k >= pool_rounds(m, legs) {
        return None;
    }
    let n = positions(m);
    let per_leg = n - 1;
    let table = berger(n);
    let round = &table[(k % per_leg) as usize];
    Some(if k / per_leg == 1 {
        round.iter().map(|&(a, b)| (b, a)).collect()
    } else {
        round.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_tables() {
        assert_eq!(
            berger(4),
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
        // FIDE C.05 Annex 1, 8 players: 1-8 2-7 3-6 4-5 / 8-5 6-4 7-3 1-2 / 2-8 3-1 4-7 5-6.
        let b = berger(8);
        assert_eq!(b[0], [(1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(b[1], [(8, 5), (6, 4), (7, 3), (1, 2)]);
        assert_eq!(b[2], [(2, 8), (3, 1), (4, 7), (5, 6)]);
    }

    #[test]
    fn every_pair_meets_once_a_leg() {
        for n in (2..=20).step_by(2) {
            let mut met = std::collections::HashSet::new();
            for round in berger(n) {
                let mut seen = std::collections::HashSet::new();
                for (a, b) in round {
                    assert!(seen.insert(a) && seen.insert(b));
                    assert!(met.insert((a.min(b), a.max(b))), "{a}-{b} twice in {n}");
                }
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2);
        }
    }

    #[test]
    fn a_snake_of_ten_in_three() {
        let teams: Vec<u32> = (1..=10).collect();
        assert_eq!(
            deal(&teams, 3),
            vec![vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9, 10]]
        );
    }
}
