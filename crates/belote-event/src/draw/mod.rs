//! Drawing a round: who sits out (the byes), who meets whom, and on which side. Pure: the
//! caller gives the active entrants in standings order, what happened in earlier rounds and a
//! random generator (seeded from the event's seed, so a random draw is reproducible).
//!
//! - Byes go to the entrants with the fewest byes so far: among them the lowest-ranked for a
//!   ranked draw, the last registered for an order draw, else at random.
//! - Teams: paired in a list — standings order (`ranked`), entrant numbers (`order`) or a
//!   shuffle (`random`) — by [`pairing::first_pairing`]: the first pairing in that list without
//!   repeated opponents, or with the fewest. Side `A` is the earlier of the two in the list;
//!   tables are numbered in the order of their first entrant.
//! - Players: `ranked` and `order` seat the list four by four and pick each table's split
//!   (1+4 against 2+3, then 1+3 against 2+4, then 1+2 against 3+4) so that no partners
//!   repeat if one avoids it; `random` pairs partners who never partnered (the fewest repeats
//!   when that is impossible) and puts pairs together that met least as opponents.

pub mod pairing;

use std::collections::{HashMap, HashSet};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

use crate::definition::{EntrantKind, Method};

/// An unordered pair of entrants.
pub fn pair_key(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

/// What earlier rounds tell a draw: who met whom, who partnered whom, how many byes each had.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct History {
    /// Teams: opponents at a table. Players: opponents at a table.
    pub opponents: HashSet<(u32, u32)>,
    /// Players: partners at a table.
    pub partners: HashSet<(u32, u32)>,
    pub byes: HashMap<u32, u32>,
}

impl History {
    /// Adds a drawn table (its two sides) to the history.
    pub fn add_table(&mut self, a: &[u32], b: &[u32]) {
        for &x in a {
            for &y in b {
                self.opponents.insert(pair_key(x, y));
            }
        }
        for side in [a, b] {
            for (i, &x) in side.iter().enumerate() {
                for &y in &side[i + 1..] {
                    self.partners.insert(pair_key(x, y));
                }
            }
        }
    }

    pub fn add_bye(&mut self, entrant: u32) {
        *self.byes.entry(entrant).or_default() += 1;
    }

    pub fn byes_of(&self, entrant: u32) -> u32 {
        self.byes.get(&entrant).copied().unwrap_or(0)
    }

    pub fn met(&self, a: u32, b: u32) -> bool {
        self.opponents.contains(&pair_key(a, b))
    }

    pub fn partnered(&self, a: u32, b: u32) -> bool {
        self.partners.contains(&pair_key(a, b))
    }
}

/// A drawn round: its tables (side `A`, side `B`) in table order, and the byes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    pub tables: Vec<(Vec<u32>, Vec<u32>)>,
    pub byes: Vec<u32>,
    /// In a staged event, each table's group and places at stake (none elsewhere).
    pub labels: Vec<(Option<String>, Option<[u32; 2]>)>,
}

/// What to draw.
#[derive(Debug, Clone, Copy)]
pub struct DrawSpec<'a> {
    pub kind: EntrantKind,
    pub method: Method,
    pub avoid_repeats: bool,
    /// The active entrants in standings order (rank, then entrant number).
    pub order: &'a [u32],
    pub history: &'a History,
    /// The seed order an `order` draw follows (a later stage's); entrant numbers when `None`.
    pub seeds: Option<&'a [u32]>,
}

impl DrawSpec<'_> {
    /// Entrants in the order an `order` draw pairs them.
    fn in_seed_order(&self, list: &mut [u32]) {
        match self.seeds {
            None => list.sort_unstable(),
            Some(seeds) => {
                let pos: HashMap<u32, usize> =
                    seeds.iter().enumerate().map(|(i, &e)| (e, i)).collect();
                list.sort_by_key(|e| pos.get(e).copied().unwrap_or(usize::MAX));
            }
        }
    }
}

/// The generator of a round's random draw: from the event's seed, the round and how many
/// times it has been drawn before (a redraw draws afresh).
pub fn round_rng(seed: u64, round: u32, attempt: u32) -> StdRng {
    // SplitMix64's finaliser spreads the three numbers over the whole seed.
    let mut z = seed
        ^ (u64::from(round)).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (u64::from(attempt)).wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    StdRng::seed_from_u64(z ^ (z >> 31))
}

/// Draws a round. `Err` says why no round can be drawn (too few active entrants).
pub fn draw(spec: &DrawSpec, rng: &mut StdRng) -> Result<Drawn, String> {
    let table_size = 2 * spec.kind.per_side();
    let active = spec.order.len();
    if active < table_size {
        return Err(format!(
            "{active} active {} cannot make a table: {table_size} are needed",
            spec.kind.as_str()
        ));
    }
    let byes = choose_byes(spec, active % table_size, rng);
    let rank: HashMap<u32, usize> = spec
        .order
        .iter()
        .enumerate()
        .map(|(i, &e)| (e, i))
        .collect();
    let mut list: Vec<u32> = spec
        .order
        .iter()
        .copied()
        .filter(|e| !byes.contains(e))
        .collect();
    match spec.method {
        Method::Ranked => {}
        Method::Order => spec.in_seed_order(&mut list),
        Method::Random => list.shuffle(rng),
    }
    let tables = match spec.kind {
        EntrantKind::Teams => draw_teams(&list, spec),
        EntrantKind::Players => match spec.method {
            Method::Random if spec.avoid_repeats => draw_random_players(&list, spec, &rank),
            Method::Random => list
                .chunks(4)
                .map(|four| {
                    let mut four = four.to_vec();
                    four.sort_by_key(|e| rank[e]);
                    split(&four, spec)
                })
                .collect(),
            Method::Ranked | Method::Order => {
                list.chunks(4).map(|four| split(four, spec)).collect()
            }
        },
    };
    let mut byes = byes;
    byes.sort_unstable();
    Ok(Drawn {
        tables,
        byes,
        labels: Vec::new(),
    })
}

/// The `count` entrants who sit out: the fewest byes first; among equals the lowest-ranked
/// (ranked), the last registered (order) or at random.
fn choose_byes(spec: &DrawSpec, count: usize, rng: &mut StdRng) -> Vec<u32> {
    if count == 0 {
        return Vec::new();
    }
    let mut candidates: Vec<u32> = spec.order.to_vec();
    match spec.method {
        Method::Ranked => candidates.reverse(),
        Method::Order => {
            spec.in_seed_order(&mut candidates);
            candidates.reverse();
        }
        Method::Random => candidates.shuffle(rng),
    }
    // A stable sort keeps the tie order above among equal bye counts.
    candidates.sort_by_key(|&e| spec.history.byes_of(e));
    candidates.truncate(count);
    candidates
}

fn draw_teams(list: &[u32], spec: &DrawSpec) -> Vec<(Vec<u32>, Vec<u32>)> {
    let pairs: Vec<(usize, usize)> = if spec.avoid_repeats {
        let history = spec.history;
        pairing::first_pairing(list.len(), &|i, j| !history.met(list[i], list[j])).0
    } else {
        (0..list.len() / 2).map(|k| (2 * k, 2 * k + 1)).collect()
    };
    pairs
        .into_iter()
        .map(|(i, j)| (vec![list[i]], vec![list[j]]))
        .collect()
}

/// The splits of four seated players, in the order they are tried: (side A, side B) by
/// position.
const SPLITS: [([usize; 2], [usize; 2]); 3] =
    [([0, 3], [1, 2]), ([0, 2], [1, 3]), ([0, 1], [2, 3])];

/// Four players in rank order at one table: the first split whose partners never partnered
/// (with `avoid_repeats`), else the one with the fewest repeated partners, the earlier on a tie.
fn split(four: &[u32], spec: &DrawSpec) -> (Vec<u32>, Vec<u32>) {
    let repeats = |(a, b): &([usize; 2], [usize; 2])| {
        usize::from(spec.history.partnered(four[a[0]], four[a[1]]))
            + usize::from(spec.history.partnered(four[b[0]], four[b[1]]))
    };
    let chosen = if spec.avoid_repeats {
        SPLITS
            .iter()
            .min_by_key(|s| repeats(s))
            .copied()
            .unwrap_or(SPLITS[0])
    } else {
        SPLITS[0]
    };
    let (a, b) = chosen;
    (a.map(|i| four[i]).to_vec(), b.map(|i| four[i]).to_vec())
}

/// Random tables of four: partners who never partnered (the fewest repeats otherwise), then
/// pairs put together so that opponents repeat as little as possible (best effort: each pair
/// in turn takes the pair it met least). Side `A` holds the best-ranked player; each side
/// lists its better-ranked player first.
fn draw_random_players(
    list: &[u32],
    spec: &DrawSpec,
    rank: &HashMap<u32, usize>,
) -> Vec<(Vec<u32>, Vec<u32>)> {
    let history = spec.history;
    let (pairs, _) =
        pairing::first_pairing(list.len(), &|i, j| !history.partnered(list[i], list[j]));
    let mut pairs: Vec<[u32; 2]> = pairs
        .into_iter()
        .map(|(i, j)| {
            let mut p = [list[i], list[j]];
            p.sort_by_key(|e| rank[e]);
            p
        })
        .collect();
    let met = |p: &[u32; 2], q: &[u32; 2]| {
        p.iter()
            .flat_map(|&x| q.iter().map(move |&y| (x, y)))
            .filter(|&(x, y)| history.met(x, y))
            .count()
    };
    let mut tables = Vec::with_capacity(pairs.len() / 2);
    while !pairs.is_empty() {
        let p = pairs.remove(0);
        let k = (0..pairs.len())
            .min_by_key(|&k| met(&p, &pairs[k]))
            .unwrap_or(0);
        let q = pairs.remove(k);
        let (a, b) = if rank[&p[0]] < rank[&q[0]] {
            (p, q)
        } else {
            (q, p)
        };
        tables.push((a.to_vec(), b.to_vec()));
    }
    tables
}
