//! Synthetic match files for the benchmarks, one generator for all of them: the engine bench
//! (`benches/engine.rs`) scores a corpus of them and the `gen_match` example writes one as a
//! file for `scripts/bench-cli.sh`. The rounds are random but deterministic (xorshift from a
//! fixed seed, so every machine gets the same bytes) and valid for their variant: taker,
//! contract, card points, now and then a bid and a double (contrée, coinche, Bulgarian), a
//! belote and declarations, or roem in klaverjas, like a real score sheet; in baloot Sun or
//! Hokum, now and then projects by kind, a Baloot, a double, three or four, a kaboot — and with
//! `typed`, the game points as the sheet writes them instead of the card abnat. The target is
//! out of reach, so the game never ends, whatever the number of rounds.

use serde_json::{json, Value};

/// Every variant the generator writes.
pub const VARIANTS: [&str; 7] = [
    "classic",
    "contree",
    "coinche",
    "bulgarian",
    "bela",
    "klaverjas",
    "baloot",
];

/// The seed every benchmark starts from.
pub const SEED: u64 = 0x2545_f491_4f6c_dd1d;

/// A small deterministic generator (xorshift64).
pub struct Rng(pub u64);

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

/// The match file's head: its variant and options (a target out of reach).
pub fn head(variant: &str) -> Value {
    let options = match variant {
        "klaverjas" => json!({"game_end": "target", "target": 1_000_000_000_000i64}),
        _ => json!({"target": 1_000_000_000_000i64}),
    };
    json!({"variant": variant, "options": options})
}

/// One round of `variant`.
pub fn round(rng: &mut Rng, variant: &str) -> Value {
    if variant == "baloot" {
        return baloot(rng, false);
    }
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
    if variant == "klaverjas" {
        // Roem instead of belote and declarations; both teams take a trick here.
        if rng.below(3) == 0 {
            r["points"] = json!({"A": rng.below(total + 1).clamp(1, total - 1)});
            r["roem"] = json!({"A": ["run3", "stuk"], "B": 20});
        }
        return r;
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

/// A Baloot deal: Sun or Hokum, card abnat (or, `typed`, the game points they give), now and
/// then projects by kind, a Baloot, a Hokum double, three or four, or a kaboot.
pub fn baloot(rng: &mut Rng, typed: bool) -> Value {
    let taker = if rng.below(2) == 0 { "A" } else { "B" };
    let team = if rng.below(2) == 0 { "A" } else { "B" };
    let contracts = ["sun", "hearts", "spades", "clubs", "diamonds", "hokum"];
    let contract = contracts[rng.below(contracts.len() as u64) as usize];
    let sun = contract == "sun";
    let total = if sun { 130 } else { 162 };
    let mut r = json!({"taker": taker, "contract": contract});
    if rng.below(16) == 0 {
        r["capot"] = json!(team);
    } else {
        r["points"] = json!({team: rng.below(total + 1)});
    }
    if rng.below(6) == 0 {
        let kinds = ["sira", "fifty", "hundred", "sira"];
        r["declarations"] = json!({team: [kinds[rng.below(4) as usize]]});
    }
    if !sun && rng.below(5) == 0 {
        r["belote"] = json!({taker: 1});
    }
    if !sun && rng.below(8) == 0 {
        let doubles = ["double", "three", "four", "double"];
        r["double"] = json!(doubles[rng.below(4) as usize]);
    }
    if typed && r.get("points").is_some() {
        // What the card abnat give, as the sheet writes it.
        let file = json!({"variant": "baloot", "options": head("baloot")["options"], "rounds": [r.clone()]});
        let sheet = belote_core::score_value(&file).expect("a valid Baloot deal");
        let score = sheet.rounds[0].score;
        r.as_object_mut().map(|o| o.remove("points"));
        r["score"] = json!({"A": score.a, "B": score.b});
    }
    r
}
