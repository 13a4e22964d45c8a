//! Writes a large, valid match file on stdout for benchmarking `belote score`
//! (`scripts/bench-cli.sh` runs it): `gen_match VARIANT ROUNDS [SEED]`.
//!
//! The rounds are random but deterministic (a fixed xorshift seed), so every run writes the
//! same bytes: taker, contract, card points, now and then a bid and a double (contrée and
//! coinche), a belote and declarations, like a real score sheet. The target is out of
//! reach, so the game never ends, whatever the number of rounds.

use serde_json::{json, Value};
use std::io::{BufWriter, Write};
use std::process::ExitCode;

/// A small deterministic generator (xorshift64).
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

fn round(rng: &mut Rng, variant: &str) -> Value {
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
    let team = if rng.below(2) == 0 { "A" } else { "B" };
    let mut r =
        json!({"taker": taker, "contract": contract, "points": {team: rng.below(total + 1)}});
    if matches!(variant, "contree" | "coinche") {
        r["bid"] = json!(80 + 10 * rng.below(9));
        if rng.below(8) == 0 {
            r["double"] = json!("double");
        }
    }
    if variant == "bulgarian" && rng.below(10) == 0 {
        r["double"] = json!("double");
    }
    let declares = variant != "contree" && contract != "no_trumps" && rng.below(8) == 0;
    if contract != "no_trumps" && rng.below(4) == 0 {
        // Team A's tierce below holds the K and Q of hearts: a belote in hearts is then A's.
        let team = if declares && contract == "hearts" {
            "A"
        } else {
            team
        };
        r["belote"] = json!({team: 1});
    }
    if declares {
        r["declarations"] = if rng.below(2) == 0 {
            json!({
                "A": [{"type": "sequence", "length": 3, "top": "K", "suit": "H", "seat": 0}],
                "B": [{"type": "sequence", "length": 4, "top": "10", "suit": "S", "seat": 1}]
            })
        } else {
            json!({"B": [{"type": "carre", "rank": "9", "seat": 3}]})
        };
    }
    r
}

const VARIANTS: [&str; 4] = ["classic", "contree", "coinche", "bulgarian"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().map(String::as_str).unwrap_or("");
    let rounds = args.get(1).and_then(|n| n.parse::<u64>().ok());
    let seed = match args.get(2) {
        None => Some(0x2545_f491_4f6c_dd1d),
        Some(s) => s.parse::<u64>().ok(),
    };
    let (Some(rounds), Some(seed), true, true) =
        (rounds, seed, VARIANTS.contains(&variant), args.len() <= 3)
    else {
        eprintln!("usage: gen_match classic|contree|coinche|bulgarian ROUNDS [SEED]");
        return ExitCode::from(2);
    };
    let mut rng = Rng(seed.max(1));
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let head = json!({"variant": variant, "options": {"target": 1_000_000_000_000i64}}).to_string();
    // `{"variant":…,"options":{…}` then the rounds, one a line.
    let result = (|| -> std::io::Result<()> {
        write!(out, "{},\"rounds\":[", &head[..head.len() - 1])?;
        for i in 0..rounds {
            if i > 0 {
                out.write_all(b",")?;
            }
            out.write_all(b"\n")?;
            serde_json::to_writer(&mut out, &round(&mut rng, variant))?;
        }
        out.write_all(b"\n]}\n")?;
        out.flush()
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen_match: {e}");
            ExitCode::FAILURE
        }
    }
}
