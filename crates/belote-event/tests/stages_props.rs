//! Properties of stages (docs/events.md "Stages"), over random fields and results:
//! - a bracket's places are a permutation of 1 … n under `"all"`;
//! - byes never meet in round 1 and never rank above a team;
//! - pool-mates seeded in tiers meet as late as any placement allows (against every
//!   placement of small fields), and with two places from 2^m pools only in the final;
//! - an event without `stages` draws and ranks exactly as its one-`rounds`-stage form.

use belote_event::definition::{Placing, Tie};
use belote_event::stage::bracket::{work_out, BracketFacts, DrawnMatch, Leave};
use belote_event::stage::progress::stages;
use belote_event::stage::ranking::event_ranking;
use belote_event::stage::seed::{bracket_order, first_meeting, seed_tiers, slots};
use belote_event::stage::{Given, Played};
use belote_event::{Definition, Event};
use proptest::prelude::*;
use serde_json::json;

/// Plays a whole bracket of `n` teams: each table's winner from `coin` (side A when its bit is
/// set), round by round.
fn play_bracket(n: u32, placing: Placing, coin: u64) -> Vec<(u32, u32)> {
    let seeds: Vec<u32> = (1..=n).collect();
    let mut decided: Vec<(u32, u32, u32, bool)> = Vec::new(); // (rho, a, b, a wins)
    let mut bit = 0;
    loop {
        let table = |rho: u32, t: u32| -> Option<DrawnMatch> {
            decided
                .iter()
                .find(|&&(r, a, b, _)| r == rho && (a == t || b == t))
                .map(|&(_, a, b, a_wins)| DrawnMatch {
                    table: 1,
                    a,
                    b,
                    played: Some(Played {
                        a: if a_wins { 2 } else { 1 },
                        b: if a_wins { 1 } else { 2 },
                        deals: 1,
                        complete: true,
                        extra: false,
                    }),
                })
        };
        let state = work_out(&BracketFacts {
            seeds: &seeds,
            placing,
            losers_leave: Leave::No,
            tie: Tie::ExtraDeal,
            deals: Some(1),
            withdrawn: &|_| false,
            table: &table,
        });
        let pending: Vec<_> = state
            .matches
            .iter()
            .filter(|m| m.winner.is_none())
            .map(|m| (m.bracket_round, m.a, m.b.unwrap()))
            .collect();
        if pending.is_empty() {
            return state.places;
        }
        for (rho, a, b) in pending {
            decided.push((rho, a, b, coin >> (bit % 64) & 1 == 1));
            bit += 1;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn full_placing_places_every_team_once(n in 2u32..40, coin in any::<u64>()) {
        let places = play_bracket(n, Placing::All, coin);
        let mut got: Vec<u32> = places.iter().map(|&(_, p)| p).collect();
        got.sort_unstable();
        prop_assert_eq!(got, (1..=n).collect::<Vec<_>>());
    }

    #[test]
    fn byes_never_meet_and_never_rank_above_a_team(n in 2u32..130, coin in any::<u64>()) {
        let seeds: Vec<u32> = (1..=n).collect();
        let sl = slots(&seeds);
        for pair in sl.chunks(2) {
            prop_assert!(pair[0].is_some() || pair[1].is_some(), "two byes meet in round 1");
        }
        for placing in [Placing::None, Placing::Third, Placing::All] {
            let places = play_bracket(n.min(40), placing, coin);
            prop_assert!(places.iter().all(|&(_, p)| p <= n.min(40)));
            prop_assert_eq!(places.len() as u32, n.min(40));
        }
    }

    #[test]
    fn pool_mates_meet_as_late_as_any_placement_allows(pools in 2usize..6, taken in 2u32..4) {
        let tiers: Vec<Vec<(usize, u32)>> = (0..taken)
            .map(|t| (0..pools).map(|p| (p, 100 * (t + 1) + p as u32)).collect())
            .collect();
        let seeds = seed_tiers(&tiers);
        let size = (seeds.len() as u32).next_power_of_two();
        let order = bracket_order(size);
        let slot_of = |team: u32| -> u32 {
            let seed = seeds.iter().position(|&t| t == team).unwrap() as u32 + 1;
            order.iter().position(|&s| s == seed).unwrap() as u32
        };
        let pool_of = |team: u32| team % 100;
        // The cost of the seeding: per round, the pairs of pool-mates that could first meet there.
        let cost = |slot: &dyn Fn(u32) -> u32| -> Vec<u32> {
            let mut c = vec![0u32; 12];
            let all: Vec<u32> = tiers.iter().flatten().map(|&(_, t)| t).collect();
            for (i, &x) in all.iter().enumerate() {
                for &y in &all[i + 1..] {
                    if pool_of(x) == pool_of(y) {
                        c[first_meeting(slot(x), slot(y)) as usize] += 1;
                    }
                }
            }
            c
        };
        let got = cost(&slot_of);
        // Every placement of the last tier among its seeds (the earlier ones as chosen).
        let last = tiers.last().unwrap();
        let base = seeds.len() - last.len();
        let mut perm: Vec<usize> = (0..last.len()).collect();
        let mut best: Option<Vec<u32>> = None;
        loop {
            let mut alt = seeds.clone();
            for (i, &j) in perm.iter().enumerate() {
                alt[base + j] = last[i].1;
            }
            let slot_alt = |team: u32| -> u32 {
                let seed = alt.iter().position(|&t| t == team).unwrap() as u32 + 1;
                order.iter().position(|&s| s == seed).unwrap() as u32
            };
            let c = cost(&slot_alt);
            if best.as_ref().is_none_or(|b| c < *b) {
                best = Some(c);
            }
            // Next permutation.
            let Some(i) = (0..perm.len().saturating_sub(1)).rev().find(|&i| perm[i] < perm[i + 1]) else { break };
            let j = (i + 1..perm.len()).rev().find(|&j| perm[j] > perm[i]).unwrap();
            perm.swap(i, j);
            perm[i + 1..].reverse();
        }
        prop_assert!(got <= best.unwrap(), "a placement of the last tier meets earlier");
        if pools.is_power_of_two() && taken == 2 {
            // Two places from 2^m pools: pool-mates meet only in the final.
            let k = size.trailing_zeros();
            for p in 0..pools as u32 {
                prop_assert_eq!(first_meeting(slot_of(100 + p), slot_of(200 + p)), k);
            }
        }
    }

    #[test]
    fn an_event_without_stages_is_its_one_rounds_stage(
        teams in 3u32..11,
        rounds in 1u32..5,
        first_order in any::<bool>(),
        then in 0usize..3,
        points in prop::collection::vec(0i64..6, 64),
    ) {
        let names: Vec<_> = (1..=teams).map(|k| json!({ "name": format!("T{k}") })).collect();
        let then = ["ranked", "random", "order"][then];
        let first = if first_order { "order" } else { "random" };
        let plain = json!({ "name": "E", "variant": "classic", "format": { "rounds": rounds, "deals": 4 },
                            "teams": names, "draw": { "first": first, "then": then, "seed": 5 },
                            "ranking": ["match_points", "buchholz", "points"] });
        let staged = json!({ "name": "E", "variant": "classic", "format": { "deals": 4 },
                             "teams": names, "draw": { "seed": 5 },
                             "ranking": ["match_points", "buchholz", "points"],
                             "stages": [ { "id": "rounds", "kind": "rounds", "rounds": rounds,
                                           "draw": { "first": first, "then": then } } ] });
        let mut a = Event::new("e", "2027-01-01T00:00:00Z", Definition::parse(&plain, "2027-01-01").unwrap());
        let mut b = Event::new("e", "2027-01-01T00:00:00Z", Definition::parse(&staged, "2027-01-01").unwrap());
        let mut given = Given::default();
        let mut p = points.iter().cycle();
        for r in 1..=rounds {
            let ra = a.draw_next(&given, || "AAAAAA".into()).unwrap().clone();
            let rb = b.draw_next(&given, || "AAAAAA".into()).unwrap().clone();
            prop_assert_eq!(&ra.tables.iter().map(|t| (t.a.clone(), t.b.clone())).collect::<Vec<_>>(),
                            &rb.tables.iter().map(|t| (t.a.clone(), t.b.clone())).collect::<Vec<_>>());
            prop_assert_eq!(&ra.byes, &rb.byes);
            given.0.push(ra.tables.iter().map(|_| {
                let x = 100 * p.next().unwrap();
                let y = 100 * p.next().unwrap();
                Some(Played { a: x, b: y, deals: 4, complete: true, extra: false })
            }).collect());
            let _ = r;
        }
        let rows_a: Vec<_> = a.standings_after(&given, a.rounds.len()).iter()
            .map(|s| (s.rank, s.entrant, s.points, s.against, s.played, s.wins, s.draws, s.losses, s.byes, s.match_points, s.prize))
            .collect();
        let runs = stages(&b, &given);
        let rows_b: Vec<_> = event_ranking(&b, &runs).iter()
            .map(|s| (s.rank, s.entrant, s.points, s.against, s.played, s.wins, s.draws, s.losses, s.byes, s.match_points, s.prize))
            .collect();
        prop_assert_eq!(rows_a, rows_b);
    }
}
