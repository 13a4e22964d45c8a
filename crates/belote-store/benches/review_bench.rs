//! Reviewing a long history (run in release: `cargo bench -p belote-store --bench review_bench`):
//! 10,000 finished matches of 30 deals each (300,000 deals) over the six variants, played by a
//! club of 40 people in changing pairs. Times statistics (whole and filtered by a name), ratings,
//! records, head to head and a filtered list, each the median of several runs, all computed
//! from the stored matches. Each is timed cold (a new connection: the first question after a
//! change to the history) and warm (asked again with nothing changed, when the store answers
//! from what it read of the rounds last time).
//!
//! `--quick` (as `cargo test --benches` passes nothing, use it by hand) runs 500 matches.

#[path = "../../belote-core/benches/support/synthetic.rs"]
#[allow(dead_code)]
mod synthetic;
#[path = "support/timing.rs"]
mod timing;

use std::time::Instant;

use belote_store::{Family, MatchFilter, Store};
use serde_json::{json, Value};
use synthetic::{head, round, Rng, SEED, VARIANTS};
use timing::{load_average, measure, medians, ms};

const DEALS: usize = 30;

const FIRST: [&str; 20] = [
    "Léa", "Šime", "Иван", "Paul", "Zoë", "Đorđe", "Ana", "Marc", "Noé", "Ivana", "Tom", "Ada",
    "Пешо", "Mila", "Jan", "Sanne", "Luka", "Éloïse", "Petar", "Joëlle",
];
const LAST: [&str; 2] = ["", " B."];

fn player(i: u64) -> String {
    format!(
        "{}{}",
        FIRST[(i % 20) as usize],
        LAST[(i / 20 % 2) as usize]
    )
}

/// One finished match of `DEALS` deals: random deals of its variant, and the target set to
/// what the leader has after the last deal, so that the game ends exactly there.
fn finished_match(rng: &mut Rng, variant: &str) -> Value {
    loop {
        let rounds: Vec<Value> = (0..DEALS).map(|_| round(rng, variant)).collect();
        let mut file = head(variant);
        file["rounds"] = json!(rounds);
        let Ok(open) = belote_core::score_value(&file) else {
            continue;
        };
        let target = open.totals.a.max(open.totals.b);
        if target <= 0 {
            continue;
        }
        file["options"]["target"] = json!(target);
        if let Ok(sheet) = belote_core::score_value(&file) {
            if sheet.winner.is_some() {
                return file;
            }
        }
    }
}

fn history(n: usize) -> Value {
    let mut rng = Rng(SEED);
    let matches: Vec<Value> = (0..n)
        .map(|i| {
            let variant = VARIANTS[i % VARIANTS.len()];
            let file = finished_match(&mut rng, variant);
            // four different people of the club of 40, drawn from the generator's state
            let mut state = rng.0 | 1;
            let mut picked: Vec<u64> = Vec::with_capacity(4);
            while picked.len() < 4 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let p = state % 40;
                if !picked.contains(&p) {
                    picked.push(p);
                }
            }
            let seats: Vec<String> = picked.into_iter().map(player).collect();
            let minutes = i * 97;
            let created = format!(
                "20{:02}-{:02}-{:02}T{:02}:{:02}:00Z",
                23 + minutes / (60 * 24 * 28 * 12),
                1 + minutes / (60 * 24 * 28) % 12,
                1 + minutes / (60 * 24) % 28,
                minutes / 60 % 24,
                minutes % 60
            );
            json!({
                "id": format!("m-{i}"),
                "created": created,
                "finished": created,
                "teams": {
                    "A": { "name": format!("{} & {}", seats[0], seats[2]), "players": [seats[0], seats[2]] },
                    "B": { "name": format!("{} & {}", seats[1], seats[3]), "players": [seats[1], seats[3]] },
                },
                "first_dealer": i % 4,
                "match": file,
            })
        })
        .collect();
    json!({ "format": "belote-history", "version": 1, "matches": matches })
}

/// Club nights added to the history for the events' part of the ratings.
const EVENTS: usize = 40;

/// A season of club nights (classic belote, 10 teams of the club's people, 4 rounds of 12 deals:
/// 5 tables a round), every table complete; then ratings, head to head and the overview timed
/// again, the events' tables now among the games (each event read and its tables scored by the
/// engine on every question).
fn club_nights(store: &mut Store, events: usize, runs: usize) {
    let mut rng = Rng(SEED ^ 0x5eed);
    let t = Instant::now();
    let mut deals = 0;
    for e in 0..events {
        let teams: Vec<Value> = (0..10u64)
            .map(|k| {
                let (p, q) = ((e as u64 * 3 + 2 * k) % 40, (e as u64 * 3 + 2 * k + 1) % 40);
                json!({ "name": format!("Club {e} team {k}"), "players": [player(p), player(q)] })
            })
            .collect();
        let id = store
            .create_event(&json!({ "name": format!("Club night {e}"), "variant": "classic",
                "date": format!("2027-01-{:02}", 1 + e % 28), "format": { "rounds": 4, "deals": 12 },
                "teams": teams }))
            .expect("event");
        for round in 1..=4 {
            let drawn = store.draw_round(&id).expect("draw");
            for table in &drawn.tables {
                let facts: Vec<Value> = (0..12).map(|_| round_of(&mut rng)).collect();
                deals += facts.len();
                store
                    .set_table_deals(&id, round, table.table, facts)
                    .expect("deals");
            }
        }
    }
    println!(
        "setup: {events} club nights, {deals} deals at their tables ({:.0} ms)",
        ms(t.elapsed())
    );
    let all = MatchFilter::default();
    let time = |what: &str, f: &dyn Fn(&Store)| {
        let times: Vec<_> = (0..runs).map(|_| measure(|| f(store))).collect();
        let (wall, cpu) = medians(times);
        println!("  {what:<44} {:>6.1} ms (CPU {:>6.1})", ms(wall), ms(cpu));
    };
    time("ratings, matches and events' tables", &|store| {
        store.ratings(&all).expect("ratings");
    });
    time("overview: the three at once, with events", &|store| {
        store.overview(&all).expect("overview");
    });
    time("head to head of two players, with events", &|store| {
        store.head_to_head("Léa", "Иван", &all).expect("h2h");
    });
}

/// A classic deal no team can protest: the taker's points, 0 to 162.
fn round_of(rng: &mut Rng) -> Value {
    round(rng, "classic")
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let n = if quick { 500 } else { 10_000 };
    let dir = tempfile::tempdir().expect("temp dir");
    // BELOTE_REVIEW_BENCH_DB=PATH keeps the history there (and reuses it when it exists).
    let kept = std::env::var_os("BELOTE_REVIEW_BENCH_DB").map(std::path::PathBuf::from);
    let path = kept
        .clone()
        .unwrap_or_else(|| dir.path().join("review.sqlite3"));
    let reuse = kept.is_some() && path.exists();
    let mut store = Store::open(&path).expect("open");
    if !reuse {
        let t = Instant::now();
        let file = history(n);
        let generated = t.elapsed();
        // BELOTE_REVIEW_BENCH_HISTORY=PATH also writes the history file it imports there (the
        // web app's worker imports the same one: scripts/bench-web-engine.sh).
        if let Some(out) = std::env::var_os("BELOTE_REVIEW_BENCH_HISTORY") {
            let mut w = std::io::BufWriter::new(std::fs::File::create(out).expect("history file"));
            serde_json::to_writer(&mut w, &file).expect("history written");
            std::io::Write::flush(&mut w).expect("history written");
        }
        let t = Instant::now();
        let report = store.import_history(&file).expect("import");
        println!(
            "setup: {} finished matches, {} deals (generated in {:.0} ms, imported in {:.0} ms)",
            report.imported,
            report.imported * DEALS,
            ms(generated),
            ms(t.elapsed())
        );
    }

    let all = MatchFilter::default();
    let lea = MatchFilter {
        player: Some("lea".into()),
        ..MatchFilter::default()
    };
    let french = MatchFilter {
        family: Some(Family::French),
        ..MatchFilter::default()
    };
    let runs = 7;
    let mut lines = Vec::new();
    // BELOTE_REVIEW_BENCH_ONLY=WORD times only the lines whose name has WORD (for a profiler).
    let only = std::env::var("BELOTE_REVIEW_BENCH_ONLY").unwrap_or_default();
    // Each question is timed cold — on a new connection, as the first question after a
    // change to the history (nothing read yet) — and warm: asked again, nothing changed.
    let mut time = |what: &str, f: &dyn Fn(&Store)| {
        if !what.contains(only.as_str()) {
            return;
        }
        let mut cold = Vec::with_capacity(runs);
        for _ in 0..runs {
            let fresh = store.open_another().expect("another connection");
            cold.push(measure(|| f(&fresh)));
        }
        let warm: Vec<_> = (0..runs).map(|_| measure(|| f(&store))).collect();
        let (cold, warm) = (medians(cold), medians(warm));
        lines.push(format!(
            "{what:<44} {:>6.1} ms (CPU {:>6.1})   {:>6.1} ms (CPU {:>6.1})",
            ms(cold.0),
            ms(cold.1),
            ms(warm.0),
            ms(warm.1)
        ));
    };
    {
        time("statistics, every match", &|store| {
            let s = store.statistics_of(&all).expect("stats");
            assert_eq!(
                s.variants.iter().map(|v| v.rounds).sum::<u64>(),
                (n * DEALS) as u64
            );
        });
        time("statistics, --player lea (folded in SQL)", &|store| {
            let s = store.statistics_of(&lea).expect("stats");
            assert!(!s.players.is_empty());
        });
        time("ratings, every game (players and fixed teams)", &|store| {
            let r = store.ratings(&all).expect("ratings");
            assert_eq!(r.games, n as u64);
        });
        time("ratings, --family french", &|store| {
            store.ratings(&french).expect("ratings");
        });
        time("records, every match", &|store| {
            let r = store.records(&all).expect("records");
            assert!(r.records.len() >= 30, "{}", r.records.len());
        });
        time("head to head of two players", &|store| {
            let h = store
                .head_to_head("Léa", "Иван", &all)
                .expect("head to head");
            assert!(h.games + h.partners.games > 0);
        });
        time("list, --player lea", &|store| {
            assert!(!store.list_matches(&lea).expect("list").is_empty());
        });
        time("statistics + ratings + records, one by one", &|store| {
            store.statistics_of(&all).expect("stats");
            store.ratings(&all).expect("ratings");
            store.records(&all).expect("records");
        });
        time("overview: the three at once", &|store| {
            store.overview(&all).expect("overview");
        });
        time("overview, --player lea", &|store| {
            store.overview(&lea).expect("overview");
        });
    }
    println!(
        "median of {runs} runs each (load average {} on {} cores); cold (first question after \
         a change), then warm (asked again):",
        load_average(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    for line in lines {
        println!("  {line}");
    }

    if std::env::var_os("BELOTE_REVIEW_BENCH_ONLY").is_some() {
        return;
    }
    club_nights(&mut store, if quick { 4 } else { EVENTS }, runs);
    // What scoring every deal again from its facts would cost (the store keeps the engine's
    // scores of each deal, rewritten on every change, so the queries above need not).
    let files: Vec<Value> = store
        .list_matches(&all)
        .expect("list")
        .iter()
        .map(|m| store.get_match(&m.id).expect("match").match_file())
        .collect();
    let mut deals = 0;
    let (wall, cpu) = measure(|| {
        for f in &files {
            deals += belote_core::score_value(f).expect("score").rounds.len();
        }
    });
    println!(
        "for comparison, the engine scoring all {deals} deals again from their facts (JSON values \
         already parsed): {:.0} ms (CPU {:.0} ms, {:.1} M deals/s of CPU)",
        ms(wall),
        ms(cpu),
        deals as f64 / cpu.as_secs_f64().max(1e-9) / 1e6
    );
}
