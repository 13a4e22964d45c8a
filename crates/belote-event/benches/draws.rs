//! Draw and standings benchmark (a bench binary, run with `cargo bench -p belote-event`):
//! - a ranked draw of 200 teams in round 10, after nine ranked rounds;
//! - a ranked draw of 200 teams where no draw without repeats exists (the 102 best teams
//!   have all met one another);
//! - a ranked draw that is hard to find: the leader may meet its 100 block-mates or the
//!   last team, and only the last team leaves the rest pairable (a literal depth-first search
//!   would try every pairing of the block first);
//! - a random draw of 200 players, partners never repeated, in round 10;
//! - the standings of a 60-team event of 4 rounds of 12 deals (each table scored by the
//!   engine).

use std::hint::black_box;
use std::time::{Duration, Instant};

use belote_event::draw::{draw, round_rng, DrawSpec, History};
use belote_event::{round_from, Definition, EntrantKind, Event, Method, Scores};
use serde_json::json;

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, Duration) {
    let mut all: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed()
        })
        .collect();
    all.sort();
    (all[0], all[all.len() / 2])
}

fn report(label: &str, (best, median): (Duration, Duration)) {
    println!(
        "{label}: best {:.2} ms, median {:.2} ms",
        best.as_secs_f64() * 1e3,
        median.as_secs_f64() * 1e3
    );
}

/// Nine rounds of ranked draws of `n` entrants, ranks shuffled between rounds as results would.
fn history_of(kind: EntrantKind, n: u32, rounds: u32) -> (Vec<u32>, History) {
    let mut history = History::default();
    let mut order: Vec<u32> = (1..=n).collect();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for round in 1..=rounds {
        let spec = DrawSpec {
            kind,
            method: if round == 1 {
                Method::Random
            } else {
                Method::Ranked
            },
            avoid_repeats: true,
            order: &order,
            history: &history,
            seeds: None,
        };
        let drawn = draw(&spec, &mut round_rng(7, round, 0)).expect("drawn");
        for (a, b) in &drawn.tables {
            history.add_table(a, b);
        }
        for &e in &drawn.byes {
            history.add_bye(e);
        }
        // New standings: a cheap shuffle of neighbours.
        for i in (1..order.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if state.is_multiple_of(3) {
                order.swap(i, i - 1);
            }
        }
    }
    (order, history)
}

fn ranked(order: &[u32], history: &History) -> usize {
    let spec = DrawSpec {
        kind: EntrantKind::Teams,
        method: Method::Ranked,
        avoid_repeats: true,
        order,
        history,
        seeds: None,
    };
    draw(&spec, &mut round_rng(1, 10, 0)).unwrap().tables.len()
}

fn main() {
    let (order, history) = history_of(EntrantKind::Teams, 200, 9);
    report(
        "ranked draw, 200 teams, round 10",
        time(21, || ranked(&order, &history)),
    );

    // No draw without repeats: the 102 best have all met one another.
    let order: Vec<u32> = (1..=200).collect();
    let mut clique = History::default();
    for a in 1..=102u32 {
        for b in a + 1..=102 {
            clique.add_table(&[a], &[b]);
        }
    }
    report(
        "ranked draw, 200 teams, 2 repeats needed",
        time(11, || ranked(&order, &clique)),
    );

    // Hard to find: entrants 1..=101 form a block that has met nobody inside it and has met
    // everybody outside but 1-200; the block is odd, so only 1-200 leaves it pairable.
    let mut hard = History::default();
    for a in 1..=101u32 {
        for b in 102..=200u32 {
            if (a, b) != (1, 200) {
                hard.add_table(&[a], &[b]);
            }
        }
    }
    report(
        "ranked draw, 200 teams, hard to find",
        time(11, || ranked(&order, &hard)),
    );

    let (players, phistory) = history_of(EntrantKind::Players, 200, 9);
    report(
        "random draw, 200 players, round 10",
        time(21, || {
            let spec = DrawSpec {
                kind: EntrantKind::Players,
                method: Method::Random,
                avoid_repeats: true,
                order: &players,
                history: &phistory,
                seeds: None,
            };
            draw(&spec, &mut round_rng(1, 10, 0)).unwrap().tables.len()
        }),
    );

    let event = concours(60, 4, 12);
    let rules = event.rules().unwrap();
    report(
        "standings, 60 teams, 4 rounds of 12 deals",
        time(21, || {
            let scores = Scores::of(&event, &rules).unwrap();
            event.standings_view(&scores).standings.len()
        }),
    );
}

/// A finished concours: `teams` teams, `rounds` ranked rounds of `deals` classic deals.
fn concours(teams: u32, rounds: u32, deals: usize) -> Event {
    let list: Vec<_> = (1..=teams)
        .map(|k| json!({ "name": format!("Team {k}") }))
        .collect();
    let def = Definition::parse(
        &json!({ "name": "Bench", "variant": "classic", "options": { "announces": false },
                 "format": { "rounds": rounds, "deals": deals }, "teams": list,
                 "draw": { "seed": 5 } }),
        "2026-12-05",
    )
    .unwrap();
    let mut event = Event {
        pairs: Vec::new(),
        seedings: Vec::new(),
        id: "e-bench".into(),
        created: "2026-12-05T14:00:00Z".into(),
        def,
        withdrawn: vec![],
        rounds: vec![],
    };
    let rules = event.rules().unwrap();
    let mut codes = 0u32;
    for r in 1..=rounds {
        let scores = Scores::of(&event, &rules).unwrap();
        let drawn = event.draw_round(&scores, r, 0).unwrap();
        let mut round = round_from(r, drawn, || {
            codes += 1;
            format!("{codes:06}")
        });
        for (t, table) in round.tables.iter_mut().enumerate() {
            table.deals = (0..deals)
                .map(|d| {
                    let p = 40 + ((t * 7 + d * 13 + r as usize) % 80) as u32;
                    json!({ "taker": if d % 2 == 0 { "A" } else { "B" }, "contract": "hearts",
                            "points": { "A": p } })
                })
                .collect();
        }
        event.rounds.push(round);
    }
    event
}
