//! Seeding a bracket (docs/events.md "Knockout"): the standard seed order, byes to the top
//! seeds, and a bracket from pools seeded in tiers so that pool-mates meet as late as possible.
//! Lots (pools, a bracket, a mêlée's partners by lot) come from the event's seed.

use rand::seq::SliceRandom;

use crate::definition::counts::bracket_size;
use crate::draw::round_rng;

/// The seeds of a bracket of `size` slots (a power of two) in slot order: for 2, `1 2`; for
/// 2S, each seed s of the order for S followed by 2S + 1 − s.
pub fn bracket_order(size: u32) -> Vec<u32> {
    let mut order = vec![1u32];
    while (order.len() as u32) < size {
        let next = 2 * order.len() as u32;
        order = order.iter().flat_map(|&s| [s, next + 1 - s]).collect();
    }
    order
}

/// The slots of a bracket seeded `seeds` (teams by seed): each slot's team, `None` for a bye.
pub fn slots(seeds: &[u32]) -> Vec<Option<u32>> {
    let size = bracket_size(seeds.len() as u32);
    bracket_order(size)
        .into_iter()
        .map(|s| seeds.get(s as usize - 1).copied())
        .collect()
}

/// The round in which slots `p` and `q` (from 0) can first meet.
pub fn first_meeting(p: u32, q: u32) -> u32 {
    32 - (p ^ q).leading_zeros()
}

/// `list` shuffled from the event's seed: `salt` says which lot it is (a stage, the
/// partners), `attempt` how many times it was drawn before.
pub fn lot(list: &[u32], seed: u64, salt: u32, attempt: u32) -> Vec<u32> {
    let mut out = list.to_vec();
    let mut rng = round_rng(seed ^ 0x0005_EED0_F107, 1000 + salt, attempt);
    out.shuffle(&mut rng);
    out
}

/// A bracket from pools: `tiers[t]` holds the teams at the t-th place taken, one per pool
/// that has one, each `(pool, team)` in pool order. Tier 1 takes seeds 1, 2, …; each later
/// tier the next seeds, placed among them so that its teams meet the teams of their own pool
/// already placed as late as possible (over the pairs they form: first as few that could meet
/// in round 1, then in round 2, …), among equally good placements seed by seed the earliest
/// pool. Returns the teams by seed.
pub fn seed_tiers(tiers: &[Vec<(usize, u32)>]) -> Vec<u32> {
    let n: usize = tiers.iter().map(Vec::len).sum();
    let size = bracket_size(n as u32);
    let rounds = size.trailing_zeros() as usize;
    // slot_of[seed - 1]: the slot (from 0) of each seed.
    let mut slot_of = vec![0u32; size as usize];
    for (slot, s) in bracket_order(size).into_iter().enumerate() {
        slot_of[s as usize - 1] = slot as u32;
    }
    let mut seeds: Vec<u32> = Vec::with_capacity(n);
    // The slots already holding each pool's teams.
    let mut placed: Vec<Vec<u32>> = Vec::new();
    let place = |pool: usize, slot: u32, placed: &mut Vec<Vec<u32>>| {
        if placed.len() <= pool {
            placed.resize(pool + 1, Vec::new());
        }
        placed[pool].push(slot);
    };
    for tier in tiers {
        let base = seeds.len();
        let m = tier.len();
        // cost[i][j]: team i of the tier at seed base + j, as one number whose digits (base
        // n + 1) count its pool-mates it could first meet in round 1, 2, … (round 1 highest).
        let digit = n as u128 + 1;
        let cost: Vec<Vec<u128>> = tier
            .iter()
            .map(|&(pool, _)| {
                (0..m)
                    .map(|j| {
                        let slot = slot_of[base + j];
                        let mut counts = vec![0u128; rounds + 1];
                        for &other in placed.get(pool).map(Vec::as_slice).unwrap_or(&[]) {
                            counts[first_meeting(slot, other) as usize] += 1;
                        }
                        counts[1..].iter().fold(0u128, |acc, &c| acc * digit + c)
                    })
                    .collect()
            })
            .collect();
        let chosen = lexicographic_assignment(&cost);
        let mut by_seed = vec![0usize; m];
        for (i, &j) in chosen.iter().enumerate() {
            by_seed[j] = i;
        }
        for (j, &i) in by_seed.iter().enumerate() {
            let (pool, team) = tier[i];
            seeds.push(team);
            place(pool, slot_of[base + j], &mut placed);
        }
    }
    seeds
}

/// An assignment of rows (teams, in pool order) to columns (seeds) of least total cost; among
/// those, column by column the earliest row. Returns each row's column.
fn lexicographic_assignment(cost: &[Vec<u128>]) -> Vec<usize> {
    let m = cost.len();
    if m == 0 {
        return Vec::new();
    }
    let best = hungarian(cost, &[]);
    let mut fixed: Vec<(usize, usize)> = Vec::with_capacity(m);
    for col in 0..m {
        for row in 0..m {
            if fixed.iter().any(|&(r, _)| r == row) {
                continue;
            }
            fixed.push((row, col));
            if hungarian(cost, &fixed) == best {
                break;
            }
            fixed.pop();
        }
    }
    let mut out = vec![0; m];
    for (r, c) in fixed {
        out[r] = c;
    }
    out
}

/// The least total cost of a full assignment of the square matrix `cost` that keeps the
/// `fixed` (row, column) pairs (the Hungarian method on the rows and columns left).
fn hungarian(cost: &[Vec<u128>], fixed: &[(usize, usize)]) -> u128 {
    let rows: Vec<usize> = (0..cost.len())
        .filter(|r| !fixed.iter().any(|&(x, _)| x == *r))
        .collect();
    let cols: Vec<usize> = (0..cost.len())
        .filter(|c| !fixed.iter().any(|&(_, y)| y == *c))
        .collect();
    let base: u128 = fixed.iter().map(|&(r, c)| cost[r][c]).sum();
    let n = rows.len();
    if n == 0 {
        return base;
    }
    let a = |i: usize, j: usize| cost[rows[i - 1]][cols[j - 1]] as i128;
    // The e-maxx formulation, 1-based, potentials u (rows) and v (columns).
    let inf = i128::MAX / 4;
    let mut u = vec![0i128; n + 1];
    let mut v = vec![0i128; n + 1];
    let mut p = vec![0usize; n + 1];
    let mut way = vec![0usize; n + 1];
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![inf; n + 1];
        let mut used = vec![false; n + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = inf;
            let mut j1 = 0;
            for j in 1..=n {
                if !used[j] {
                    let cur = a(i0, j) - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=n {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let total: i128 = (1..=n).map(|j| a(p[j], j)).sum();
    base + total as u128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_order() {
        assert_eq!(bracket_order(4), [1, 4, 2, 3]);
        assert_eq!(bracket_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(
            bracket_order(16),
            [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
        );
    }

    #[test]
    fn tiers_keep_pool_mates_apart() {
        // Pools A … D give their first two (teams 1x and 2x of pool x).
        let tier = |place: u32, pools: usize| -> Vec<(usize, u32)> {
            (0..pools).map(|p| (p, place * 10 + p as u32)).collect()
        };
        // Two pools: A1 B1 A2 B2 → A1 v B2, B1 v A2.
        assert_eq!(seed_tiers(&[tier(1, 2), tier(2, 2)]), [10, 11, 20, 21]);
        // Three pools: A1 B1 C1 B2 C2 A2.
        assert_eq!(
            seed_tiers(&[tier(1, 3), tier(2, 3)]),
            [10, 11, 12, 21, 22, 20]
        );
        // Four: A1 B1 C1 D1 B2 A2 D2 C2.
        assert_eq!(
            seed_tiers(&[tier(1, 4), tier(2, 4)]),
            [10, 11, 12, 13, 21, 20, 23, 22]
        );
        // Eight: A1 … H1 B2 A2 D2 C2 F2 E2 H2 G2.
        let eight = seed_tiers(&[tier(1, 8), tier(2, 8)]);
        assert_eq!(&eight[8..], [21, 20, 23, 22, 25, 24, 27, 26]);
    }
}
