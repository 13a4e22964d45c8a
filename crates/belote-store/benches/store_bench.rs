//! Store benchmarks (run in release: `cargo bench -p belote-store --bench store_bench`).
//!
//! - durable round append (WAL, synchronous = FULL, one transaction each): median and p99
//! - listing 10,000 matches
//! - statistics over 100,000 rounds
//! - export and import of 1,000 matches

use std::time::{Duration, Instant};

use belote_core::Variant;
use belote_store::{MatchFilter, NewMatch, Store, TeamInfo, Teams};
use serde_json::{json, Value};

const NAMES: [&str; 12] = [
    "Ana", "Marc", "Léa", "Paul", "Zoé", "Ivo", "Lin", "Noé", "Eva", "Tom", "Ada", "Max",
];

fn teams(i: usize) -> Teams {
    let p = |k: usize| NAMES[(i + k) % NAMES.len()].to_string();
    Teams {
        a: TeamInfo {
            name: format!("Team {}", i % 7),
            players: [p(0), p(2)],
        },
        b: TeamInfo {
            name: format!("Team {}", (i + 3) % 7),
            players: [p(1), p(3)],
        },
    }
}

fn classic_round(k: usize) -> Value {
    match k % 3 {
        0 => json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } }),
        1 => {
            json!({ "taker": "B", "contract": "spades", "points": { "B": 92 }, "belote": { "B": 1 } })
        }
        _ => json!({ "taker": "A", "contract": "clubs", "points": { "A": 70 } }),
    }
}

fn coinche_round(k: usize) -> Value {
    match k % 3 {
        0 => json!({ "taker": "A", "contract": "hearts", "bid": 80, "points": { "A": 100 } }),
        1 => {
            json!({ "taker": "B", "contract": "no_trumps", "bid": 90, "double": "double", "points": { "B": 70 } })
        }
        _ => json!({ "taker": "B", "contract": "spades", "bid": 100, "points": { "B": 120 } }),
    }
}

/// A history file of `n` matches with `rounds` rounds each.
fn history(n: usize, rounds: usize, prefix: &str) -> Value {
    let matches: Vec<Value> = (0..n)
        .map(|i| {
            let coinche = i % 3 == 2;
            let rs: Vec<Value> = (0..rounds)
                .map(|k| {
                    if coinche {
                        coinche_round(k)
                    } else {
                        classic_round(k)
                    }
                })
                .collect();
            let day = 1 + i % 28;
            json!({
                "id": format!("{prefix}-{i}"),
                "created": format!("2026-{:02}-{day:02}T20:{:02}:00Z", 1 + (i / 28) % 12, i % 60),
                "finished": null,
                "teams": teams(i),
                "first_dealer": i % 4,
                "match": {
                    "variant": if coinche { "coinche" } else { "classic" },
                    "options": { "target": 100000 },
                    "rounds": rs,
                }
            })
        })
        .collect();
    json!({ "format": "belote-history", "version": 1, "matches": matches })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median_of(mut f: impl FnMut() -> Duration, runs: usize) -> Duration {
    let mut times: Vec<Duration> = (0..runs).map(|_| f()).collect();
    times.sort();
    times[times.len() / 2]
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` would too: keep it quick there.
    let quick = std::env::args().any(|a| a == "--quick");
    let dir = tempfile::tempdir().expect("temp dir");

    // 1. Durable round append.
    let mut store = Store::open(dir.path().join("append.sqlite3")).expect("open");
    let appends = if quick { 100 } else { 2000 };
    let mut times = Vec::with_capacity(appends);
    let mut id = String::new();
    for n in 0..appends {
        if n % 16 == 0 {
            id = store
                .create_match(&NewMatch {
                    variant: Variant::Classic,
                    options: json!({ "target": 100000 }),
                    teams: teams(n),
                    first_dealer: 0,
                })
                .expect("create")
                .id;
        }
        let round = classic_round(n);
        let t = Instant::now();
        store.append_round(&id, &round).expect("append");
        times.push(t.elapsed());
    }
    times.sort();
    let median = times[times.len() / 2];
    let p99 = times[times.len() * 99 / 100];
    println!(
        "durable append ({appends} rounds, matches of 16 rounds): median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        ms(median),
        ms(p99),
        ms(*times.last().expect("times"))
    );
    drop(store);

    // 2. + 3. A history of 10,000 matches and 100,000 rounds.
    let (n, rounds) = if quick { (500, 10) } else { (10_000, 10) };
    let path = dir.path().join("big.sqlite3");
    let mut big = Store::open(&path).expect("open");
    let file = history(n, rounds, "big");
    let t = Instant::now();
    let report = big.import_history(&file).expect("import");
    println!(
        "import of {} matches / {} rounds (setup): {:.0} ms",
        report.imported,
        report.imported * rounds,
        ms(t.elapsed())
    );
    let list = median_of(
        || {
            let t = Instant::now();
            let l = big.list_matches(&MatchFilter::default()).expect("list");
            assert_eq!(l.len(), n);
            t.elapsed()
        },
        7,
    );
    println!("list {n} matches: {:.1} ms (median of 7)", ms(list));
    let filtered = median_of(
        || {
            let t = Instant::now();
            big.list_matches(&MatchFilter {
                player: Some("Ana".into()),
                variant: Some(Variant::Classic),
                ..MatchFilter::default()
            })
            .expect("list");
            t.elapsed()
        },
        7,
    );
    println!(
        "list filtered by player and variant: {:.1} ms",
        ms(filtered)
    );
    let stats = median_of(
        || {
            // A new connection each time: statistics read the rounds again (the first
            // question after a change), not what an earlier run kept.
            let fresh = big.open_another().expect("another connection");
            let t = Instant::now();
            let s = fresh.statistics().expect("stats");
            assert!(!s.players.is_empty());
            t.elapsed()
        },
        5,
    );
    println!(
        "statistics over {} rounds: {:.1} ms (median of 5)",
        n * rounds,
        ms(stats)
    );
    drop(big);
    let t = Instant::now();
    drop(Store::open(&path).expect("reopen"));
    println!(
        "open with quick_check ({n} matches): {:.1} ms",
        ms(t.elapsed())
    );

    // 4. Export and import of 1,000 matches.
    let m = if quick { 100 } else { 1000 };
    let src_path = dir.path().join("src.sqlite3");
    let mut src = Store::open(&src_path).expect("open");
    src.import_history(&history(m, rounds, "x"))
        .expect("import");
    let out = dir.path().join("export.json");
    let t = Instant::now();
    src.export_history_to(&out).expect("export");
    let export = t.elapsed();
    let text = std::fs::read_to_string(&out).expect("read");
    let mut dst = Store::open(dir.path().join("dst.sqlite3")).expect("open");
    let t = Instant::now();
    let report = dst.import_history_text(&text).expect("import");
    let import = t.elapsed();
    assert_eq!(report.imported, m);
    println!(
        "export {m} matches ({} rounds, {} KiB): {:.1} ms; import: {:.1} ms",
        m * rounds,
        text.len() / 1024,
        ms(export),
        ms(import)
    );
}
