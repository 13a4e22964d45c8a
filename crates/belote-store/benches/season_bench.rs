//! A club's season from the database (run in release: `cargo bench -p belote-store --bench
//! season_bench`): 40 klaverjas evenings of 60 players each (a club of 72 people, some missing
//! each evening, names typed in changing case), 4 rounds of 12 games, 15 tables a round — 2,400
//! tables, 28,800 deals — and a season over them: the best 30 of 40, at least 20 evenings,
//! excused absences, the capots' side ranking. Times, each the median of several runs:
//! - the season's standings asked of the store: the 40 events read from one snapshot, every
//!   table scored by the engine, the season worked out (what `belote season standings` and the
//!   app do on every question);
//! - the same from the events already read: scoring their tables and the season;
//! - the season's own arithmetic alone, from what the events give.
//!
//! `--quick` runs 8 evenings.

#[path = "../../belote-core/benches/support/synthetic.rs"]
#[allow(dead_code)]
mod synthetic;
#[path = "support/timing.rs"]
#[allow(dead_code)]
mod timing;

use std::hint::black_box;
use std::time::{Duration, Instant};

use belote_event::season::{season_standings, EventOutcome};
use belote_event::ScoredEvent;
use belote_store::Store;
use serde_json::{json, Value};
use synthetic::{round, Rng, SEED};
use timing::{load_average, measure, medians, ms};

const FIRST: [&str; 24] = [
    "Léa", "Jan", "Piet", "Kees", "Marie", "Sanne", "Anouk", "Bram", "Cor", "Dirk", "Els", "Fenna",
    "Gijs", "Henk", "Ineke", "Joost", "Karin", "Lotte", "Maarten", "Nel", "Otto", "Riet", "Sjaak",
    "Truus",
];
const LAST: [&str; 3] = [" de Vries", " Groen", " Bakker"];

/// Member `i` of the club, as typed on evening `e`: now and then in capitals or with a space
/// too many — the same person for the season.
fn member(i: usize, e: usize) -> String {
    let name = format!("{}{}", FIRST[i % 24], LAST[i / 24 % 3]);
    match (i + e) % 11 {
        0 => name.to_uppercase(),
        1 => format!(" {}", name.replace(' ', "  ")),
        _ => name,
    }
}

/// The best wall time, and the median wall and CPU times, of `runs` calls of `f`.
fn timed(runs: usize, mut f: impl FnMut()) -> (Duration, Duration, Duration) {
    let times: Vec<(Duration, Duration)> = (0..runs).map(|_| measure(&mut f)).collect();
    let best = times.iter().map(|t| t.0).min().unwrap_or_default();
    let (wall, cpu) = medians(times);
    (best, wall, cpu)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let evenings = if quick { 8 } else { 40 };
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = Store::open(dir.path().join("season.sqlite3")).expect("store");
    let mut rng = Rng(SEED ^ 0x5ea5);
    let t = Instant::now();
    let mut ids = Vec::new();
    let mut deals = 0;
    for e in 0..evenings {
        // 60 of the 72 members, a different 12 missing each evening.
        let players: Vec<String> = (0..72)
            .filter(|i| (i + 7 * e) % 72 >= 12)
            .map(|i| member(i, e))
            .collect();
        let id = store
            .create_event(&json!({ "name": format!("Klaverjasavond {}", e + 1),
                "date": format!("2027-{:02}-{:02}", 1 + e / 28, 1 + e % 28),
                "variant": "klaverjas", "format": { "rounds": 4, "deals": 12 },
                "entrants": "players", "players": players,
                "prizes": { "places": "formule_van_4", "booby": true } }))
            .expect("event");
        for r in 1..=4 {
            let drawn = store.draw_round(&id).expect("draw");
            for table in &drawn.tables {
                // Now and then a pit (all eight tricks), for the capots' side ranking.
                let facts: Vec<Value> = (0..12)
                    .map(|k| match (deals + k) % 37 {
                        0 => json!({ "taker": "A", "contract": "hearts", "capot": "A" }),
                        _ => round(&mut rng, "klaverjas"),
                    })
                    .collect();
                deals += facts.len();
                store
                    .set_table_deals(&id, r, table.table, facts)
                    .expect("deals");
            }
        }
        ids.push(id);
    }
    let absences: Vec<Value> = (0..evenings)
        .step_by(3)
        .map(|e| json!({ "event": ids[e], "name": member((e * 5) % 72, 0) }))
        .collect();
    let best = evenings * 3 / 4;
    let season = store
        .create_season(&json!({ "name": "Competitie", "events": ids,
            "ranking": { "count": { "best": best, "of": evenings }, "min_events": evenings / 2,
                         "absence_score": 5000 },
            "absences": absences, "side": ["capots"] }))
        .expect("season");
    println!(
        "setup: {evenings} evenings × 60 players, {deals} deals ({:.0} ms)",
        ms(t.elapsed())
    );

    let view = store.season_standings(&season).expect("standings");
    assert_eq!(view.events.len(), evenings);
    assert!(view.events.iter().all(|e| e.is_final));
    assert_eq!(
        view.standings.len(),
        72,
        "the club's 72 people, whatever the spelling"
    );
    println!(
        "  leader: {} {} ({} evenings), capots leader: {:?}",
        view.standings[0].name,
        view.standings[0].total,
        view.standings[0].played,
        view.sides
            .capots
            .as_ref()
            .and_then(|c| c.first())
            .map(|c| c.capots)
    );

    let runs = 15;
    println!("  (load average {})", load_average());
    let report = |what: &str, (best, wall, cpu): (Duration, Duration, Duration)| {
        println!(
            "  {what:<56} best {:>6.1} ms, median {:>6.1} ms (CPU {:>6.1} ms)",
            ms(best),
            ms(wall),
            ms(cpu)
        );
    };
    let path = dir.path().join("season.sqlite3");
    report(
        "cold: a new connection's first question (the command's)",
        timed(runs, || {
            let fresh = Store::open(&path).expect("store");
            black_box(fresh.season_standings(&season).expect("standings"));
        }),
    );
    report(
        "  of which opening the database (its checks)",
        timed(runs, || {
            black_box(Store::open(&path).expect("store"));
        }),
    );
    report(
        "asked again, nothing changed (the app's)",
        timed(runs, || {
            black_box(store.season_standings(&season).expect("standings"));
        }),
    );
    let last = ids.last().expect("an evening").clone();
    let table = store.event_table(&last, 4, 1).expect("table");
    let mut facts = store.event(&last).expect("event").rounds[3].tables[0]
        .deals
        .clone();
    let mut flip = 0;
    report(
        "after a deal of one evening is corrected",
        timed(runs, || {
            flip += 1;
            facts[0] =
                json!({ "taker": "A", "contract": "hearts", "points": { "A": 80 + flip % 2 } });
            store
                .set_table_deals(&last, 4, table.table, facts.clone())
                .expect("deals");
            black_box(store.season_standings(&season).expect("standings"));
        }),
    );
    report(
        "reading the events alone (their facts, one by one)",
        timed(runs, || {
            for id in &ids {
                black_box(store.event(id).expect("event"));
            }
        }),
    );
    let events: Vec<_> = ids
        .iter()
        .map(|id| store.event(id).expect("event"))
        .collect();
    let def = store.season(&season).expect("season").def;
    report(
        "from the events read: their tables scored, the season",
        timed(runs, || {
            let outcomes: Vec<EventOutcome> = events
                .iter()
                .map(|e| EventOutcome::of(&ScoredEvent::new(e.clone()).expect("scored")))
                .collect();
            black_box(season_standings(&season, &def, &outcomes));
        }),
    );
    let outcomes: Vec<EventOutcome> = events
        .iter()
        .map(|e| EventOutcome::of(&ScoredEvent::new(e.clone()).expect("scored")))
        .collect();
    report(
        "the season's own arithmetic",
        timed(runs, || {
            black_box(season_standings(&season, &def, &outcomes));
        }),
    );
}
