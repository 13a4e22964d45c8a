//! Engine benchmark (a bench binary, run with `cargo bench -p belote-core`):
//! rounds scored per second on a large synthetic corpus of all six variants — with explanations (recorded as
//! steps, the engine's output), without them, and with every explanation also rendered as
//! English text — a 100-round match recomputed from its facts, and `belote score` on a
//! one-round file.

use belote_core::{parse_match, score_match_with, Match, ScoreConfig};
use serde_json::{json, Value};
use std::fmt::Write;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A small deterministic generator (xorshift), so every run scores the same corpus.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn synthetic_round(rng: &mut Rng, variant: &str) -> Value {
    let taker = if rng.below(2) == 0 { "A" } else { "B" };
    let suits = ["clubs", "diamonds", "hearts", "spades"];
    let contract = match (variant, rng.below(6)) {
        ("bulgarian" | "coinche", 4) => "no_trumps",
        ("bulgarian" | "coinche", 5) => "all_trumps",
        (_, k) => suits[(k % 4) as usize],
    };
    let total = match (variant, contract) {
        ("bulgarian", "all_trumps") => 258,
        ("bulgarian", "no_trumps") => 130,
        _ => 162,
    };
    let mut r =
        json!({"taker": taker, "contract": contract, "points": {"A": rng.below(total + 1)}});
    if matches!(variant, "contree" | "coinche") {
        r["bid"] = json!(80 + 10 * rng.below(9));
        if rng.below(8) == 0 {
            r["double"] = json!("double");
        }
    }
    if variant == "klaverjas" {
        // Roem instead of belote and declarations; both teams take a trick here.
        if rng.below(3) == 0 {
            r["roem"] = json!({"A": ["run3", "stuk"], "B": 20});
        }
        return r;
    }
    if contract != "no_trumps" && rng.below(4) == 0 {
        r["belote"] = json!({"A": 1});
    }
    if variant != "contree" && contract != "no_trumps" && rng.below(3) == 0 {
        r["declarations"] = json!({
            "A": [{"type": "sequence", "length": 3, "top": "K", "suit": "H", "seat": 0}],
            "B": [{"type": "sequence", "length": 4, "top": "10", "suit": "S", "seat": 1}]
        });
    }
    r
}

fn synthetic_match(rng: &mut Rng, variant: &str, rounds: usize) -> Match {
    let rounds: Vec<Value> = (0..rounds).map(|_| synthetic_round(rng, variant)).collect();
    let options = match variant {
        "klaverjas" => json!({"game_end": "target", "target": 1_000_000_000}),
        _ => json!({"target": 1_000_000_000}),
    };
    let file = json!({"variant": variant, "options": options, "rounds": rounds});
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
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let variants = [
        "classic",
        "contree",
        "coinche",
        "bulgarian",
        "bela",
        "klaverjas",
    ];
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
