//! Property tests of the rules' conservation laws on hand-shaped rounds: points are conserved per variant,
//! the Bulgarian rounded sum holds, verdicts do not depend on rounding, and any JSON gives a
//! score or a clean error. `generated.rs` checks the same laws, and the engine's own
//! bookkeeping, over match files generated from every variant's description.

use belote_core::explain::Step;
use belote_core::{score_value, ScoreSheet, Team};
use proptest::prelude::*;
use serde_json::{json, Value};

/// Declarations that never share a card: team A draws from hearts and diamonds, team B from
/// spades and clubs.
fn sequences(suits: [&'static str; 2], seat: u8) -> impl Strategy<Value = Vec<Value>> {
    let one = (0usize..2, 3u8..=5, 4u8..=7).prop_map(move |(s, len, top_idx)| {
        let tops = ["7", "8", "9", "10", "J", "Q", "K", "A"];
        let top = top_idx.max(len - 1);
        json!({"type": "sequence", "length": len, "top": tops[top as usize], "suit": suits[s], "seat": seat})
    });
    prop::collection::vec(one, 0..=2).prop_filter("sequences of one suit overlap", |v| {
        let mut seen = std::collections::HashSet::new();
        v.iter()
            .all(|d| seen.insert(d["suit"].as_str().unwrap_or("").to_string()))
    })
}

fn suit_contract() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["clubs", "diamonds", "hearts", "spades"])
}

fn team() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["A", "B"])
}

/// Declared totals that count this round, read from the explanation steps.
fn counted(steps: &[Step]) -> i64 {
    steps
        .iter()
        .map(|s| match s {
            Step::DeclarationsWon { points, .. } => *points,
            _ => 0,
        })
        .sum()
}

fn raw_total(steps: &[Step], team: Team) -> i64 {
    steps
        .iter()
        .find_map(|s| match s {
            Step::Total { team: t, total, .. } if *t == team => Some(*total),
            _ => None,
        })
        .unwrap_or(0)
}

/// Scores a one-round match that the generators made valid: an error is a test failure.
fn one_round(variant: &str, options: Value, round: Value) -> ScoreSheet {
    let file = json!({"variant": variant, "options": options, "rounds": [round]});
    score_value(&file).unwrap_or_else(|e| panic!("{file}: {e:?}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Classic, no rounding: the round's marks (and the pot) add up to 162, or 252 on a
    /// capot, plus every counted declaration and every belote.
    #[test]
    fn classic_points_are_conserved(
        taker in team(), contract in suit_contract(), a in 0u32..=162,
        capot in prop::option::weighted(0.1, team()), belote_a in any::<bool>(),
        da in sequences(["H", "D"], 0), db in sequences(["S", "C"], 1),
    ) {
        let trump_letter = &contract[..1].to_uppercase();
        // A belote needs the trump K and Q: keep the other team's declarations off the trump suit.
        let (da, db) = (da, db.into_iter().filter(|d| d["suit"] != trump_letter.as_str()).collect::<Vec<_>>());
        let mut round = json!({"taker": taker, "contract": contract, "dealer": 3,
            "declarations": {"A": da, "B": db}});
        match capot {
            Some(t) => round["capot"] = json!(t),
            None => round["points"] = json!({"A": a}),
        }
        let belote = if belote_a { 1 } else { 0 };
        if belote == 1 {
            round["belote"] = json!({"A": 1});
        }
        let sheet = one_round("classic", json!({}), round);
        let r = &sheet.rounds[0];
        let base = if capot.is_some() { 252 } else { 162 };
        prop_assert_eq!(r.score.a + r.score.b + r.pot, base + counted(&r.explanation) + 20 * belote);
    }

    /// Coinche made plus bid: the takers' mark minus the bid is their points made, rounded;
    /// a failed contract gives the defenders 160 + bid + declarations + belote.
    #[test]
    fn contree_made_and_failed(
        taker in team(), contract in suit_contract(), a in 0u32..=162,
        bid in (8u32..=16).prop_map(|b| b * 10), belote_b in any::<bool>(),
    ) {
        let mut round = json!({"taker": taker, "contract": contract, "bid": bid, "points": {"A": a}});
        if belote_b {
            round["belote"] = json!({"B": 1});
        }
        let sheet = one_round("contree", json!({"rounding": "none"}), round);
        let r = &sheet.rounds[0];
        let t = if taker == "A" { Team::A } else { Team::B };
        let cards_t = if t == Team::A { a } else { 162 - a } as i64;
        let bel = |team: Team| if belote_b && team == Team::B { 20 } else { 0 };
        let for_contract = cards_t + bel(t);
        if for_contract >= i64::from(bid) {
            prop_assert_eq!(r.verdict, belote_core::Verdict::Made);
            prop_assert_eq!(r.score.get(t) - i64::from(bid), cards_t + bel(t));
            prop_assert_eq!(r.score.get(t.other()), 162 - cards_t + bel(t.other()));
        } else {
            prop_assert_eq!(r.verdict, belote_core::Verdict::Inside);
            // contrée: belote_on_failure = defenders, so every belote goes to the defenders.
            prop_assert_eq!(r.score.get(t.other()), 160 + i64::from(bid) + bel(Team::A) + bel(Team::B));
            prop_assert_eq!(r.score.get(t), 0);
        }
    }

    /// Bulgarian (official rounding): the two teams' game points, the pot increment included,
    /// always add up to the deal's raw total rounded to tenths, times the double.
    #[test]
    fn bulgarian_rounded_sum(
        taker in team(),
        contract in prop::sample::select(vec!["clubs", "hearts", "no_trumps", "all_trumps"]),
        share in 0.0f64..=1.0, capot in prop::option::weighted(0.1, team()),
        double in prop::sample::select(vec!["none", "double", "redouble"]),
        da in sequences(["H", "D"], 0), db in sequences(["S", "C"], 1),
        rounding in prop::sample::select(vec!["official", "caller_up"]),
    ) {
        let total = match contract { "all_trumps" => 258.0, "no_trumps" => 130.0, _ => 162.0 };
        let a = (share * total).round() as u32;
        let mut round = json!({"taker": taker, "contract": contract, "double": double});
        if contract != "no_trumps" {
            round["declarations"] = json!({"A": da, "B": db});
        }
        match capot {
            Some(t) => round["capot"] = json!(t),
            None => round["points"] = json!({"A": a}),
        }
        let sheet = one_round("bulgarian", json!({"rounding": rounding}), round);
        let r = &sheet.rounds[0];
        let raw = raw_total(&r.explanation, Team::A) + raw_total(&r.explanation, Team::B);
        let factor = match double { "double" => 2, "redouble" => 4, _ => 1 };
        prop_assert_eq!(r.score.a + r.score.b + r.pot, (raw + 5) / 10 * factor);
    }

    /// Rounded marks without extras (RULES §D): when each side scores its own points, 5 up
    /// gives 160 or 170 together and 6 up gives 160 except when both marks end in 6 (76/86 →
    /// 80 + 90); inside or litige, 160.
    #[test]
    fn rounded_marks_sum(taker in team(), contract in suit_contract(), a in 0u32..=162, six_up in any::<bool>()) {
        let rounding = if six_up { "nearest_10_six_up" } else { "nearest_10" };
        let sheet = one_round("classic", json!({"rounding": rounding}), json!({"taker": taker, "contract": contract, "points": {"A": a}}));
        let r = &sheet.rounds[0];
        let sum = r.score.a + r.score.b + r.pot;
        let (da, db) = (a % 10, (162 - a) % 10);
        if r.verdict != belote_core::Verdict::Made {
            // Inside: the defenders' 162 rounds to 160; a litige holds the takers' 81 → 80.
            prop_assert_eq!(sum, 160);
        } else if six_up && da == 6 && db == 6 {
            prop_assert_eq!(sum, 170);
        } else if six_up {
            prop_assert_eq!(sum, 160);
        } else {
            prop_assert!(sum == 160 || sum == 170, "sum {}", sum);
        }
    }

    /// Verdicts are decided on exact points: changing the rounding never changes them.
    #[test]
    fn verdicts_do_not_depend_on_rounding(
        rounds in prop::collection::vec((team(), suit_contract(), 0u32..=162, (8u32..=16).prop_map(|b| b * 10)), 1..6),
        variant in prop::sample::select(vec!["classic", "contree", "bulgarian"]),
    ) {
        let rounds: Vec<Value> = rounds.iter().map(|(t, c, a, bid)| {
            let mut r = json!({"taker": t, "contract": c, "points": {"A": a}});
            if variant == "contree" { r["bid"] = json!(bid); }
            r
        }).collect();
        let roundings: &[&str] = match variant {
            "bulgarian" => &["official", "caller_up"],
            _ => &["none", "nearest_10", "nearest_10_six_up"],
        };
        let verdicts: Vec<Option<Vec<belote_core::Verdict>>> = roundings.iter().map(|rd| {
            // A huge target keeps every round in play whatever the rounding.
            score_value(&json!({"variant": variant, "options": {"rounding": rd, "target": 100000}, "rounds": rounds}))
                .ok()
                .map(|s| s.rounds.iter().map(|r| r.verdict).collect())
        }).collect();
        for v in &verdicts[1..] {
            prop_assert_eq!(v, &verdicts[0]);
        }
    }

    /// Any JSON at all gives a score sheet or a clean error, never a panic.
    #[test]
    fn any_json_scores_or_errors(v in arbitrary_json()) {
        let _ = score_value(&v);
        let _ = belote_core::legal_value(&v);
    }

    /// Near-valid match files (one value replaced by anything) never panic either.
    #[test]
    fn mutated_match_files_never_panic(
        key in prop::sample::select(vec!["taker", "contract", "bid", "double", "points", "capot", "belote", "declarations", "dealer"]),
        replacement in arbitrary_json(),
        variant in prop::sample::select(vec!["classic", "contree", "coinche", "bulgarian"]),
    ) {
        let mut round = json!({"taker": "A", "contract": "hearts", "points": {"A": 100}, "bid": 90,
            "declarations": {"A": [{"type": "sequence", "length": 3, "top": "K", "suit": "D", "seat": 0}]},
            "belote": {"B": 1}, "dealer": 3});
        round[key] = replacement;
        let _ = score_value(&json!({"variant": variant, "rounds": [round]}));
    }
}

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        (-1000i64..1000).prop_map(|n| json!(n)),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| json!(f)),
        prop::sample::select(vec![
            "A",
            "B",
            "hearts",
            "no_trumps",
            "capot",
            "carre",
            "sequence",
            "J",
            "10H",
            "classic",
            "bulgarian",
            "",
            "♠"
        ])
        .prop_map(|s| json!(s)),
        ".*".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop::sample::select(vec![
                        "variant", "options", "rounds", "taker", "contract", "points", "A", "B",
                        "type", "length", "top", "suit", "rank", "trick", "hand", "card", "x"
                    ]),
                    inner
                ),
                0..6
            )
            .prop_map(|kv| Value::Object(
                kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
            )),
        ]
    })
}
