//! A bracket worked out from its seeds and the tables played (docs/events.md "Knockout"):
//! every slot — a team or a bye — has a record of its rounds (won, lost, not played); in
//! bracket round ρ two slots meet when they lie in one block of 2^ρ slots, in its two halves,
//! with the same record, and the placing says which records play. A match against a bye is not
//! played, a match of two byes has no team, a match with a withdrawn team is a walkover, any
//! other is a table. A team's place is 1 + the sum of 2^(K − ρ) over the rounds ρ it lost.

use serde::Serialize;

use crate::definition::counts::{bracket_rounds, bracket_size};
use crate::definition::{Placing, Tie};

use super::seed::bracket_order;
use super::Played;

/// How a bracket's match was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    Pending,
    Played,
    ExtraDeals,
    Seed,
    Bye,
    Walkover,
}

/// One match of a bracket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    /// The bracket round (from 1).
    pub bracket_round: u32,
    /// The places at stake `[lo, hi]`.
    pub places: [u32; 2],
    /// The first slot of its block (from 0), for ordering.
    pub slot: u32,
    /// Side A: the better seed's team (or the only team, against a bye).
    pub a: u32,
    /// Side B: the other team, `None` for a bye.
    pub b: Option<u32>,
    /// The table's number once drawn, and its result as played.
    pub table: Option<(u32, Played)>,
    /// The team that goes through, once decided.
    pub winner: Option<u32>,
    pub how: How,
}

/// A drawn table of a bracket's round: its number, sides and result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawnMatch {
    pub table: u32,
    pub a: u32,
    pub b: u32,
    pub played: Option<Played>,
}

/// What a bracket is worked out from.
pub struct BracketFacts<'a> {
    /// The teams by seed.
    pub seeds: &'a [u32],
    pub placing: Placing,
    /// Whether its round-1 losers leave it for a bracket of losers.
    pub losers_leave: Leave<'a>,
    pub tie: Tie,
    /// Deals a table plays (for telling extra deals of results given without the flag).
    pub deals: Option<u32>,
    /// Whether a team has withdrawn.
    pub withdrawn: &'a dyn Fn(u32) -> bool,
    /// The drawn table of bracket round ρ where team t sits, if drawn.
    pub table: &'a dyn Fn(u32, u32) -> Option<DrawnMatch>,
}

/// Whether a bracket's round-1 losers leave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leave<'a> {
    /// They stay (no bracket takes them).
    No,
    /// The active teams that lost a table in round 1 leave, once it is decided.
    Active,
    /// These teams left (the bracket of losers is seeded with them).
    Seeded(&'a [u32]),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rec {
    Won,
    Lost,
    Idle,
}

/// A bracket as its results make it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketState {
    pub size: u32,
    pub rounds: u32,
    /// Slots' teams in slot order (`None`: a bye).
    pub slots: Vec<Option<u32>>,
    /// The matches of the rounds reached, by round, then place at stake, then slot.
    pub matches: Vec<Match>,
    /// Bracket rounds fully decided.
    pub decided: u32,
    /// The teams that lost a table in round 1, in seed order, once round 1 is decided.
    pub round1_losers: Option<Vec<u32>>,
    /// Every team that stays in the bracket with its place (the best it can still reach),
    /// by place then seed.
    pub places: Vec<(u32, u32)>,
}

impl BracketState {
    /// Whether every round is decided.
    pub fn over(&self) -> bool {
        self.decided >= self.rounds
    }

    /// The matches of bracket round ρ.
    pub fn round(&self, rho: u32) -> impl Iterator<Item = &Match> {
        self.matches.iter().filter(move |m| m.bracket_round == rho)
    }
}

/// Works a bracket out.
pub fn work_out(f: &BracketFacts) -> BracketState {
    let n = f.seeds.len() as u32;
    let size = bracket_size(n);
    let k = bracket_rounds(n);
    let order = bracket_order(size);
    let slots: Vec<Option<u32>> = order
        .iter()
        .map(|&s| f.seeds.get(s as usize - 1).copied())
        .collect();
    let seed_of = |slot: usize| order[slot];
    let mut recs: Vec<Vec<Rec>> = vec![Vec::new(); size as usize];
    let mut left = vec![false; size as usize];
    let mut matches = Vec::new();
    let mut decided = 0;
    let mut round1_losers = None;
    for rho in 1..=k {
        let plays = |r: &[Rec]| -> bool {
            let unbeaten = r.iter().all(|&x| x != Rec::Lost);
            match f.placing {
                Placing::All => true,
                Placing::None => unbeaten,
                Placing::Third => {
                    unbeaten
                        || (rho == k
                            && k >= 2
                            && r[..r.len() - 1].iter().all(|&x| x != Rec::Lost)
                            && r[r.len() - 1] == Rec::Lost)
                }
            }
        };
        let block = 1usize << rho;
        let half = block / 2;
        let mut pending = false;
        let mut this_round: Vec<Rec> = vec![Rec::Idle; size as usize];
        for start in (0..size as usize).step_by(block) {
            for p in start..start + half {
                if left[p] || !plays(&recs[p]) {
                    continue;
                }
                let Some(q) = (start + half..start + block)
                    .find(|&q| !left[q] && recs[q] == recs[p] && plays(&recs[q]))
                else {
                    continue;
                };
                let lost: u32 = recs[p]
                    .iter()
                    .enumerate()
                    .filter(|(_, &x)| x == Rec::Lost)
                    .map(|(i, _)| 1 << (k - 1 - i as u32))
                    .sum();
                let lo = 1 + lost;
                let places = [lo, lo + (1 << (k - rho + 1)) - 1];
                let (tp, tq) = (slots[p], slots[q]);
                // Side A: the better (lower) seed; a team before a bye.
                let (ia, ib) = match (tp, tq) {
                    (Some(_), Some(_)) if seed_of(q) < seed_of(p) => (q, p),
                    (None, Some(_)) => (q, p),
                    _ => (p, q),
                };
                let (wa, wb) = match (slots[ia], slots[ib]) {
                    (None, None) => {
                        // Two byes: the upper slot goes on; no match is listed.
                        this_round[p] = Rec::Won;
                        this_round[q] = Rec::Lost;
                        continue;
                    }
                    (Some(a), None) => {
                        matches.push(Match {
                            bracket_round: rho,
                            places,
                            slot: start as u32,
                            a,
                            b: None,
                            table: None,
                            winner: Some(a),
                            how: How::Bye,
                        });
                        (Rec::Won, Rec::Lost)
                    }
                    (Some(a), Some(b)) => {
                        let drawn = (f.table)(rho, a);
                        let (winner, how, table) = decide(f, a, b, drawn);
                        matches.push(Match {
                            bracket_round: rho,
                            places,
                            slot: start as u32,
                            a,
                            b: Some(b),
                            table,
                            winner,
                            how,
                        });
                        match winner {
                            Some(w) if w == a => (Rec::Won, Rec::Lost),
                            Some(_) => (Rec::Lost, Rec::Won),
                            None => {
                                pending = true;
                                (Rec::Idle, Rec::Idle)
                            }
                        }
                    }
                    (None, Some(_)) => unreachable!("a team is side A against a bye"),
                };
                this_round[ia] = wa;
                this_round[ib] = wb;
            }
        }
        if pending {
            break;
        }
        for (r, now) in recs.iter_mut().zip(&this_round) {
            r.push(*now);
        }
        decided = rho;
        if rho == 1 {
            let losers: Vec<u32> = (0..size as usize)
                .filter(|&s| recs[s][0] == Rec::Lost)
                .filter_map(|s| slots[s].map(|t| (seed_of(s), t)))
                .filter(|&(_, t)| {
                    matches.iter().any(|m| {
                        m.bracket_round == 1 && m.table.is_some() && (m.a == t || m.b == Some(t))
                    })
                })
                .collect::<std::collections::BTreeMap<_, _>>()
                .into_values()
                .collect();
            for (s, slot) in slots.iter().enumerate() {
                let Some(t) = *slot else { continue };
                left[s] = match f.losers_leave {
                    Leave::No => false,
                    Leave::Active => losers.contains(&t) && !(f.withdrawn)(t),
                    Leave::Seeded(list) => list.contains(&t),
                };
            }
            round1_losers = Some(losers);
        }
    }
    // Places: rounds not decided count as won (the best a team can still reach).
    let mut places: Vec<(u32, u32, u32)> = (0..size as usize)
        .filter(|&s| !left[s])
        .filter_map(|s| {
            let t = slots[s]?;
            let lost: u32 = recs[s]
                .iter()
                .enumerate()
                .filter(|(_, &x)| x == Rec::Lost)
                .map(|(i, _)| 1 << (k - 1 - i as u32))
                .sum();
            Some((1 + lost, seed_of(s), t))
        })
        .collect();
    places.sort_unstable();
    matches.sort_by_key(|m| (m.bracket_round, m.places[0], m.slot));
    BracketState {
        size,
        rounds: k,
        slots,
        matches,
        decided,
        round1_losers,
        places: places.into_iter().map(|(p, _, t)| (t, p)).collect(),
    }
}

/// Who goes through a match of two teams, how, and its table.
fn decide(
    f: &BracketFacts,
    a: u32,
    b: u32,
    drawn: Option<DrawnMatch>,
) -> (Option<u32>, How, Option<(u32, Played)>) {
    let Some(d) = drawn else {
        let (wa, wb) = ((f.withdrawn)(a), (f.withdrawn)(b));
        return match (wa, wb) {
            (false, false) => (None, How::Pending, None),
            (true, false) => (Some(b), How::Walkover, None),
            _ => (Some(a), How::Walkover, None),
        };
    };
    let played = d.played.unwrap_or(Played {
        a: 0,
        b: 0,
        deals: 0,
        complete: false,
        extra: false,
    });
    let table = Some((d.table, played));
    // The drawn table's sides are the match's (A the better seed).
    let (pa, pb) = if d.a == a {
        (played.a, played.b)
    } else {
        (played.b, played.a)
    };
    if !played.complete {
        return (None, How::Pending, table);
    }
    // Extra deals: the table says so (its scoring knows a game to the target that ended a
    // draw), or it holds more deals than the stage's count.
    let extra = played.extra || f.deals.is_some_and(|n| played.deals > n as usize);
    match pa.cmp(&pb) {
        std::cmp::Ordering::Greater => (
            Some(a),
            if extra { How::ExtraDeals } else { How::Played },
            table,
        ),
        std::cmp::Ordering::Less => (
            Some(b),
            if extra { How::ExtraDeals } else { How::Played },
            table,
        ),
        std::cmp::Ordering::Equal => (
            Some(a),
            if f.tie == Tie::Seed {
                How::Seed
            } else {
                How::Played
            },
            table,
        ),
    }
}
