//! Engine benchmark (a bench binary, run with `cargo bench -p belote-core`):
//! rounds scored per second on a large synthetic corpus of all seven variants — with explanations (recorded as
//! steps, the engine's output), without them, and with every explanation also rendered as
//! English text — a 100-round match recomputed from its facts, and `belote score` on a
//! one-round file.

#[path = "support/synthetic.rs"]
mod synthetic;

use belote_core::{parse_match, score_match_with, Match, ScoreConfig};
use serde_json::json;
use std::fmt::Write;
use std::hint::black_box;
use std::time::{Duration, Instant};
use synthetic::Rng;

fn synthetic_match(rng: &mut Rng, variant: &str, rounds: usize) -> Match {
    let mut file = synthetic::head(variant);
    file["rounds"] = (0..rounds)
        .map(|_| synthetic::round(rng, variant))
        .collect();
    parse_match(&file).expect("the synthetic corpus is valid")
}

fn time<F: FnMut()>(mut f: F) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let mut rng = Rng(synthetic::SEED);
    let variants = synthetic::VARIANTS;
    let corpus: Vec<Match> = (0..8_400)
        .map(|i| synthetic_match(&mut rng, variants[i % variants.len()], 25))
        .collect();
    let rounds: usize = corpus.iter().map(|m| m.rounds.len()).sum();
    println!(
        "corpus: {} matches, {rounds} rounds, {} variants",
        corpus.len(),
        variants.len()
    );

    let rate = |label: &str, score: &dyn Fn(&Match)| {
        let mut best = Duration::MAX;
        for _ in 0..5 {
            best = best.min(time(|| corpus.iter().for_each(score)));
        }
        let per_sec = rounds as f64 / best.as_secs_f64();
        println!(
            "score {label}: {:.0} rounds/s ({:.0} ns a round)",
            per_sec,
            1e9 / per_sec
        );
    };
    rate("with explanations", &|m| {
        black_box(score_match_with(black_box(m), ScoreConfig::default()).expect("scores"));
    });
    rate("without explanations", &|m| {
        let config = ScoreConfig { explain: false };
        black_box(score_match_with(black_box(m), config).expect("scores"));
    });
    let mut text = String::new();
    let text = std::cell::RefCell::new(&mut text);
    rate("and render the explanations in English", &|m| {
        let sheet = score_match_with(black_box(m), ScoreConfig::default()).expect("scores");
        let mut text = text.borrow_mut();
        for r in &sheet.rounds {
            for step in r.explanation.iter() {
                text.clear();
                let _ = write!(text, "{step}");
                black_box(text.len());
            }
        }
    });

    // Baloot alone: card abnat, then the game points typed as the sheet writes them (each
    // checked against every card split of its deal).
    for (label, typed) in [
        ("baloot, card abnat", false),
        ("baloot, game points typed", true),
    ] {
        let matches: Vec<Match> = (0..1_200)
            .map(|_| {
                let mut file = synthetic::head("baloot");
                file["rounds"] = (0..25)
                    .map(|_| synthetic::baloot(&mut rng, typed))
                    .collect();
                parse_match(&file).expect("the synthetic corpus is valid")
            })
            .collect();
        let rounds: usize = matches.iter().map(|m| m.rounds.len()).sum();
        let mut best = Duration::MAX;
        for _ in 0..5 {
            best = best.min(time(|| {
                for m in &matches {
                    black_box(
                        score_match_with(black_box(m), ScoreConfig::default()).expect("scores"),
                    );
                }
            }));
        }
        let per_sec = rounds as f64 / best.as_secs_f64();
        println!(
            "score {label}: {:.0} rounds/s ({:.0} ns a round)",
            per_sec,
            1e9 / per_sec
        );
    }

    let hundred = synthetic_match(&mut rng, "classic", 100);
    let samples: Vec<Duration> = (0..2_000)
        .map(|_| {
            time(|| {
                black_box(
                    score_match_with(black_box(&hundred), ScoreConfig::default()).expect("scores"),
                );
            })
        })
        .collect();
    println!(
        "100-round match recomputed from facts: median {:?}",
        median(samples)
    );

    let bin = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/release/belote");
    if bin.exists() {
        let dir = std::env::temp_dir().join(format!("belote-bench-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let file = dir.join("one.json");
        let one = json!({"variant": "classic", "rounds": [{"taker": "A", "contract": "hearts", "points": {"A": 102}}]});
        std::fs::write(&file, one.to_string()).expect("writes the one-round file");
        let samples: Vec<Duration> = (0..200)
            .map(|_| {
                time(|| {
                    let out = std::process::Command::new(&bin)
                        .arg("score")
                        .arg(&file)
                        .output()
                        .expect("runs belote");
                    assert!(out.status.success());
                })
            })
            .collect();
        println!(
            "`belote score` on a one-round file: median {:?} wall",
            median(samples)
        );
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        println!(
            "`belote score` wall time: build it first with `cargo build --release --bin belote`"
        );
    }
}
