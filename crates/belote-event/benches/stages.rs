//! Stages benchmark (a bench binary, run with `cargo bench -p belote-event --bench stages`):
//! - closing 16 pools of 8 teams (their 7 rounds played) and seeding a 128-team main bracket
//!   from them in tiers, pool-mates kept apart (`belote event stage`): the pools' standings
//!   with head-to-head, then the seeding; and the tiers' placement alone;
//! - the standings of a 1,024-team Swiss round (ranked on match points, Buchholz, median
//!   Buchholz, then points) after 9 rounds, and the 10th round's ranked draw from them;
//! - a 128-team bracket worked out from its tables (every match, place and the event's
//!   ranking), as every view of a knockout asks for it.
//!
//! Results are given by their totals (the stages read a table's totals; scoring deals is the
//! engine's, benchmarked with it).

use std::hint::black_box;
use std::time::{Duration, Instant};

use belote_event::stage::progress::stages;
use belote_event::stage::ranking::event_ranking;
use belote_event::stage::seed::seed_tiers;
use belote_event::stage::{Given, Played};
use belote_event::{Definition, Entrant, Event};
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

/// A cheap, fixed stream of numbers for the tables' totals.
struct Totals(u64);

impl Totals {
    fn next(&mut self) -> Played {
        let mut s = self.0;
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        self.0 = s;
        let a = 900 + (s % 700) as i64;
        let b = 900 + ((s >> 20) % 700) as i64;
        Played {
            a,
            b: if a == b { b + 10 } else { b },
            deals: 12,
            complete: true,
            extra: false,
        }
    }
}

/// Draws and plays every round of the current stage (each table's totals from `totals`).
fn play_stage(event: &mut Event, given: &mut Given, totals: &mut Totals) {
    let mut n = 0u32;
    while event.check_draw(&*given).is_ok() {
        event
            .draw_next(&*given, || {
                n += 1;
                format!("{n:06}")
            })
            .unwrap();
        let tables = event.rounds.last().unwrap().tables.len();
        given
            .0
            .push((0..tables).map(|_| Some(totals.next())).collect());
    }
}

fn teams(n: usize) -> Vec<serde_json::Value> {
    (1..=n)
        .map(|k| json!({ "name": format!("Team {k}") }))
        .collect()
}

fn main() {
    // 16 pools of 8, the top 8 of each to a main bracket of 128.
    let def = Definition::parse(
        &json!({ "name": "Bench", "variant": "contree", "format": { "deals": 12 },
                 "teams": teams(128), "draw": { "seed": 3 },
                 "ranking": ["match_points", "difference", "head_to_head"],
                 "stages": [
                    { "id": "pools", "kind": "pools", "pools": 16, "seeding": "serpentine" },
                    { "id": "finals", "kind": "knockout",
                      "brackets": [ { "id": "main", "from": { "places": [1, 8] }, "placing": "all" } ] } ] }),
        "2027-03-06",
    )
    .unwrap();
    let mut event = Event::new("e-bench", "2027-03-06T09:00:00Z", def);
    let mut given = Given::default();
    let mut totals = Totals(0x2545_F491_4F6C_DD1D);
    play_stage(&mut event, &mut given, &mut totals);
    report(
        "close 16 pools of 8 and seed a 128-team bracket",
        time(21, || event.close_stage(&given).unwrap().seedings.len()),
    );
    let tiers: Vec<Vec<(usize, u32)>> = (0..8)
        .map(|t| (0..16).map(|p| (p, (t * 16 + p) as u32 + 1)).collect())
        .collect();
    report(
        "seed a 128-team bracket from 16 pools (the tiers alone)",
        time(21, || seed_tiers(&tiers).len()),
    );

    // The knockout of 128 played through, then worked out as a view asks for it.
    let mut ko = event.close_stage(&given).unwrap();
    play_stage(&mut ko, &mut given, &mut totals);
    report(
        "a 128-team bracket worked out with the event's ranking",
        time(21, || {
            let runs = stages(&ko, &given);
            event_ranking(&ko, &runs).len()
        }),
    );

    // A Swiss of 1,024 teams: 9 ranked rounds played; its standings, and the 10th round's draw.
    let mut def = Definition::parse(
        &json!({ "name": "Swiss", "variant": "contree", "format": { "rounds": 10, "deals": 12 },
                 "teams": teams(1000), "draw": { "first": "random", "then": "ranked", "seed": 9 },
                 "ranking": ["match_points", "buchholz", "median_buchholz", "points"] }),
        "2027-03-06",
    )
    .unwrap();
    // The definition reader holds 1,000 entrants at most; a bracket 1,024 teams: the bench
    // registers the last 24 itself.
    for k in 1001..=1024 {
        def.entrants.push(Entrant {
            name: format!("Team {k}"),
            players: None,
        });
    }
    let mut swiss = Event::new("e-swiss", "2027-03-06T09:00:00Z", def);
    let mut given = Given::default();
    let mut n = 0u32;
    for _ in 0..9 {
        swiss
            .draw_next(&given, || {
                n += 1;
                format!("{n:06}")
            })
            .unwrap();
        let tables = swiss.rounds.last().unwrap().tables.len();
        given
            .0
            .push((0..tables).map(|_| Some(totals.next())).collect());
    }
    report(
        "standings of a 1,024-team Swiss round (Buchholz, median), after 9 rounds",
        time(21, || swiss.standings_after(&given, 9).len()),
    );
    report(
        "the 10th round's ranked draw of 1,024 teams",
        time(5, || swiss.draw_round(&given, 10, 0).unwrap().tables.len()),
    );
}
