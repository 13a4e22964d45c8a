//! Properties of the draws, over random fields and histories:
//! - the pairing equals the literal depth-first search of docs/events.md (small fields);
//! - every active entrant is seated exactly once, or has a bye;
//! - no repeated opponents (teams) or partners (random players' draws) while a draw without
//!   them exists, and never more repeats than needed (brute force on small fields);
//! - byes go to the fewest byes: nobody gets a second bye before everyone active has one;
//! - the leader sits at table 1, side A, in a ranked draw.

use std::collections::HashSet;

use belote_event::draw::pairing::{first_pairing, first_pairing_by_search};
use belote_event::draw::{draw, pair_key, round_rng, DrawSpec, History};
use belote_event::{EntrantKind, Method};
use proptest::prelude::*;

/// The most pairs of `nodes` that may meet (brute force).
fn most_pairs(nodes: &[u32], may: &dyn Fn(u32, u32) -> bool) -> usize {
    let Some((&u, rest)) = nodes.split_first() else {
        return 0;
    };
    // `u` unpaired, or paired with any `v` it may meet.
    let mut best = most_pairs(rest, may);
    for (k, &v) in rest.iter().enumerate() {
        if may(u, v) {
            let others: Vec<u32> = rest
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, &x)| x)
                .collect();
            best = best.max(1 + most_pairs(&others, may));
        }
    }
    best
}

fn history_from(met: &[(u32, u32)], partners: &[(u32, u32)], byes: &[u32]) -> History {
    let mut h = History::default();
    for &(a, b) in met {
        if a != b {
            h.opponents.insert(pair_key(a, b));
        }
    }
    for &(a, b) in partners {
        if a != b {
            h.partners.insert(pair_key(a, b));
        }
    }
    for &e in byes {
        h.add_bye(e);
    }
    h
}

fn method() -> impl Strategy<Value = Method> {
    prop_oneof![
        Just(Method::Ranked),
        Just(Method::Random),
        Just(Method::Order)
    ]
}

/// Checks what every draw must hold; returns the entrants seated.
fn check_seating(order: &[u32], kind: EntrantKind, drawn: &belote_event::Drawn) -> Vec<u32> {
    let size = 2 * kind.per_side();
    let mut seen = HashSet::new();
    let mut seated = Vec::new();
    for (a, b) in &drawn.tables {
        assert_eq!(a.len(), kind.per_side());
        assert_eq!(b.len(), kind.per_side());
        for &e in a.iter().chain(b) {
            assert!(seen.insert(e), "{e} seated twice");
            seated.push(e);
        }
    }
    for &e in &drawn.byes {
        assert!(seen.insert(e), "{e} seated and on a bye");
    }
    let mut all: Vec<u32> = seen.into_iter().collect();
    all.sort_unstable();
    let mut want = order.to_vec();
    want.sort_unstable();
    assert_eq!(all, want, "every active entrant exactly once");
    assert_eq!(drawn.byes.len(), order.len() % size);
    seated
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_pairing_is_the_first_of_the_depth_first_search(
        half in 1usize..6,
        met in proptest::collection::vec((0usize..12, 0usize..12), 0..40),
    ) {
        let n = 2 * half;
        let met: HashSet<(usize, usize)> = met.into_iter().map(|(a, b)| (a.min(b), a.max(b))).collect();
        let may = |a: usize, b: usize| !met.contains(&(a.min(b), a.max(b)));
        let (pairs, repeats) = first_pairing(n, &may);
        prop_assert_eq!(&pairs, &first_pairing_by_search(n, &may));
        prop_assert_eq!(pairs.iter().filter(|&&(a, b)| !may(a, b)).count(), repeats);
    }

    #[test]
    fn team_draws_seat_everyone_once_with_the_fewest_repeats(
        n in 2u32..12,
        met in proptest::collection::vec((1u32..12, 1u32..12), 0..40),
        byes in proptest::collection::vec(1u32..12, 0..8),
        method in method(),
        shuffle in any::<u64>(),
    ) {
        let mut order: Vec<u32> = (1..=n).collect();
        let mut rng = round_rng(shuffle, 1, 0);
        rand::seq::SliceRandom::shuffle(order.as_mut_slice(), &mut rng);
        let history = history_from(&met, &[], &byes);
        let spec = DrawSpec { kind: EntrantKind::Teams, method, avoid_repeats: true, order: &order, history: &history, seeds: None };
        let drawn = draw(&spec, &mut round_rng(shuffle, 2, 0)).unwrap();
        let seated = check_seating(&order, EntrantKind::Teams, &drawn);
        // Byes to the fewest byes.
        let fewest_seated = seated.iter().map(|&e| history.byes_of(e)).min();
        for &b in &drawn.byes {
            prop_assert!(fewest_seated.is_none_or(|f| history.byes_of(b) <= f));
        }
        // No more repeats than needed among those seated.
        let repeats = drawn.tables.iter().filter(|(a, b)| history.met(a[0], b[0])).count();
        let best = most_pairs(&seated, &|a, b| !history.met(a, b));
        prop_assert_eq!(repeats, seated.len() / 2 - best);
        if method == Method::Ranked && !drawn.byes.contains(&order[0]) {
            prop_assert_eq!(drawn.tables[0].0[0], order[0], "the leader at table 1, side A");
        }
    }

    #[test]
    fn random_player_draws_never_repeat_partners_while_they_need_not(
        n in 4u32..14,
        partners in proptest::collection::vec((1u32..14, 1u32..14), 0..30),
        met in proptest::collection::vec((1u32..14, 1u32..14), 0..30),
        seed in any::<u64>(),
    ) {
        let order: Vec<u32> = (1..=n).collect();
        let history = history_from(&met, &partners, &[]);
        let spec = DrawSpec { kind: EntrantKind::Players, method: Method::Random, avoid_repeats: true, order: &order, history: &history, seeds: None };
        let drawn = draw(&spec, &mut round_rng(seed, 3, 0)).unwrap();
        let seated = check_seating(&order, EntrantKind::Players, &drawn);
        let repeated = drawn
            .tables
            .iter()
            .flat_map(|(a, b)| [a, b])
            .filter(|side| history.partnered(side[0], side[1]))
            .count();
        let best = most_pairs(&seated, &|a, b| !history.partnered(a, b));
        prop_assert_eq!(repeated, seated.len() / 2 - best);
        // Side A holds the best-ranked player of the table.
        for (a, b) in &drawn.tables {
            prop_assert!(a[0] < b[0] && a[0] < a[1] && b[0] < b[1]);
        }
    }

    #[test]
    fn byes_are_spread(
        n in 3u32..16,
        players in any::<bool>(),
        methods in proptest::collection::vec(method(), 1..9),
        seed in any::<u64>(),
    ) {
        let kind = if players { EntrantKind::Players } else { EntrantKind::Teams };
        let n = if players { n.max(5) } else { n };
        let mut order: Vec<u32> = (1..=n).collect();
        let mut history = History::default();
        for (round, &method) in methods.iter().enumerate() {
            let spec = DrawSpec { kind, method, avoid_repeats: true, order: &order, history: &history, seeds: None };
            let drawn = draw(&spec, &mut round_rng(seed, round as u32 + 1, 0)).unwrap();
            check_seating(&order, kind, &drawn);
            for (a, b) in &drawn.tables {
                history.add_table(a, b);
            }
            for &e in &drawn.byes {
                history.add_bye(e);
            }
            let counts: Vec<u32> = order.iter().map(|&e| history.byes_of(e)).collect();
            let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
            prop_assert!(hi - lo <= 1, "byes {counts:?} after round {}", round + 1);
            // New standings for the next round.
            let mut rng = round_rng(seed ^ 1, round as u32, 0);
            rand::seq::SliceRandom::shuffle(order.as_mut_slice(), &mut rng);
        }
    }
}

#[test]
fn ranked_players_take_the_first_split_without_repeated_partners() {
    let order = [1, 2, 3, 4];
    let mut history = History::default();
    let spec = |h: &History| -> (Vec<u32>, Vec<u32>) {
        let s = DrawSpec {
            kind: EntrantKind::Players,
            method: Method::Ranked,
            avoid_repeats: true,
            order: &order,
            history: h,
            seeds: None,
        };
        draw(&s, &mut round_rng(0, 2, 0)).unwrap().tables[0].clone()
    };
    assert_eq!(spec(&history), (vec![1, 4], vec![2, 3]));
    history.partners.insert(pair_key(1, 4));
    assert_eq!(spec(&history), (vec![1, 3], vec![2, 4]));
    history.partners.insert(pair_key(2, 4));
    assert_eq!(spec(&history), (vec![1, 2], vec![3, 4]));
    history.partners.insert(pair_key(1, 2));
    // Every split repeats once: the first is kept.
    assert_eq!(spec(&history), (vec![1, 4], vec![2, 3]));
}
