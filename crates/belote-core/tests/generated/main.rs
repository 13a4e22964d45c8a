//! Property tests over match files generated from each variant's description (`belote
//! describe`): its contracts and deal totals, bids, doubles, belotes, declarations and
//! options, so a variant is covered as soon as it is registered. Most generated files are
//! valid and get scored; for those the engine's bookkeeping must hold — every round's
//! explanation adds up to its score, pots and totals add up, the game ends on the last round
//! only — and so must the rules' conservation laws, under any options, and Bela's and
//! Klaverjas's (162 card points a deal; what both teams write is the deal, the štiglja or
//! pit, and every zvanje, bela and roem that counts; a fall or nat gives the other team all of
//! it; Klaverjas never holds a pot). Round facts that no parser would let through, and any
//! trick and hand, must never make the engine or the rule of play panic.
//!
//! The match files are generated in `matches`, the impossible facts in `facts`; a round's
//! explanation is read, and a sheet's bookkeeping checked, in `steps`.

mod facts;
mod matches;
mod steps;

use belote_core::explain::Step;
use belote_core::options::Val;
use belote_core::parse::parse_options;
use belote_core::{game, score_match, score_value, Lang, Match, Team, Variant, Verdict};
use proptest::prelude::*;
use serde_json::{json, Value};

use facts::{any_card, any_contract, any_round};
use matches::{any_match, match_of};
use steps::{
    base, belotes, card_points, check_sheet, counted, family_parts, option, pot_awarded, pot_held,
    sum_steps, voided,
};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Every scored round's explanation adds up to its score, pots and totals add up, and
    /// the game is over on the last round only; anything else is a clean error.
    #[test]
    fn generated_matches_keep_their_books(file in any_match()) {
        match score_value(&file) {
            Ok(sheet) => check_sheet(&sheet)?,
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }

    /// Classic, without rounding, under any other options (RULES §D): what both teams write,
    /// plus what a tie holds, is the deal (or the capot) plus every counted declaration and
    /// belote, less the declarations a rule voids.
    #[test]
    fn classic_conserves_points_under_any_options(file in match_of(Variant::Classic)) {
        let mut file = file;
        file["options"]["rounding"] = json!("none");
        if let Ok(sheet) = score_value(&file) {
            for r in &sheet.rounds {
                let s = &r.explanation;
                let written = r.score.a + r.score.b - pot_awarded(s) + pot_held(s);
                prop_assert_eq!(written, base(s, 162) + counted(s) - voided(s) + belotes(s));
            }
        }
    }

    /// Contrée and coinche, not doubled (RULES §D): made, the takers' mark less the bid and
    /// the defenders' add up to the deal — 162 exact, 160 or 170 rounded — plus declarations
    /// and belotes; failed, the defenders' fail base plus the bid (made plus bid) and every
    /// declaration and belote, counted once.
    #[test]
    fn contree_conserves_points_under_any_options(
        file in prop_oneof![match_of(Variant::Contree), match_of(Variant::Coinche)],
    ) {
        let Ok(sheet) = score_value(&file) else { return Ok(()) };
        let scoring = option(&file, "scoring");
        let exact = option(&file, "rounding") == Val::Str("none");
        let num = |key: &str| match option(&file, key) { Val::Num(n) => n, _ => 0 };
        for (r, round) in sheet.rounds.iter().zip(file["rounds"].as_array().unwrap()) {
            let s = &r.explanation;
            let doubled = !matches!(round.get("double").and_then(Value::as_str), None | Some("none"));
            if doubled || scoring == Val::Str("bid_only") {
                continue;
            }
            let bid = round["bid"].as_i64();
            let plus_bid = if scoring == Val::Str("made_plus_bid") { bid.unwrap_or(0) } else { 0 };
            let capot = round.get("capot").is_some();
            let written = r.score.a + r.score.b;
            let extras = counted(s) + belotes(s);
            match (r.verdict, bid, capot) {
                (Verdict::Made, None, _) => prop_assert_eq!(written, 500 + extras),
                (Verdict::Made, Some(_), true) => {
                    prop_assert_eq!(written, num("capot_unbid") + plus_bid + extras)
                }
                (Verdict::Made, Some(_), false) => {
                    let deal = written - plus_bid - extras;
                    if exact {
                        prop_assert_eq!(deal, 162);
                    } else {
                        prop_assert!(deal == 160 || deal == 170, "{}", deal);
                    }
                }
                (_, None, _) => prop_assert_eq!(written, num("capot_bid_failed") + extras),
                (_, Some(_), _) => prop_assert_eq!(written, num("fail_base") + plus_bid + extras),
            }
        }
    }

    /// Bulgarian (hanging part rounding up), under any other options: the teams' game points
    /// plus the hanging increment are the deal's raw total in tenths, times the double (none
    /// when a valat cancels it).
    #[test]
    fn bulgarian_rounded_sum_under_any_options(file in match_of(Variant::Bulgarian)) {
        let mut file = file;
        file["options"]["tie_rounding"] = json!("hanging_up");
        let Ok(sheet) = score_value(&file) else { return Ok(()) };
        let cancels = option(&file, "valat_cancels_double") == Val::Bool(true);
        for (r, round) in sheet.rounds.iter().zip(file["rounds"].as_array().unwrap()) {
            let s = &r.explanation;
            let raw = sum_steps(s, |st| match st {
                Step::Total { total, .. } => Some(*total),
                _ => None,
            });
            let factor = match (round["double"].as_str(), cancels && round.get("capot").is_some()) {
                (_, true) | (Some("none"), _) | (None, _) => 1,
                (Some("double"), _) => 2,
                _ => 4,
            };
            let written = r.score.a + r.score.b - pot_awarded(s) + pot_held(s);
            prop_assert_eq!(written, (raw + 5) / 10 * factor);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Bela, under any options: a deal has 162 card points; what both teams write, plus what
    /// a tie holds, is the deal, the štiglja, and every counted zvanje and bela, less a swept
    /// share that counts for nobody. Made: the caller wrote more than the other team. A fall:
    /// the other team writes all of it, the caller at most its own bela (`holder`). A tie: the
    /// caller writes nothing and holds as much as the other team writes. A belot scores 0:0 and
    /// ends the match.
    #[test]
    fn bela_conserves_points_under_any_options(file in match_of(Variant::Bela)) {
        let Ok(sheet) = score_value(&file) else { return Ok(()) };
        let holder = option(&file, "belote_on_inside") == Val::Str("holder");
        for (i, (r, round)) in sheet.rounds.iter().zip(file["rounds"].as_array().unwrap()).enumerate() {
            let s = &r.explanation;
            if s.iter().any(|st| matches!(st, Step::Belot { .. })) {
                prop_assert_eq!([r.score.a, r.score.b], [0, 0]);
                prop_assert!(sheet.winner.is_some() && i + 1 == sheet.rounds.len());
                continue;
            }
            prop_assert_eq!(card_points(s), Some(162));
            let (stiglja, belas, void, _, _) = family_parts(s);
            let written = r.score.a + r.score.b - pot_awarded(s) + pot_held(s);
            prop_assert_eq!(written, 162 + stiglja + counted(s) + belas - void);
            let c = if round["taker"] == "A" { Team::A } else { Team::B };
            let won = |t: Team| if t == Team::A { r.score.a } else { r.score.b };
            let (sc, so) = (won(c), won(c.other()));
            match r.verdict {
                Verdict::Made => prop_assert!(sc - pot_awarded(s) > so),
                Verdict::Inside => {
                    prop_assert!(sc == 0 || (holder && sc == 20), "caller wrote {}", sc);
                    prop_assert_eq!(so - pot_awarded(s), written - sc);
                }
                Verdict::Tie => {
                    prop_assert_eq!(sc, 0);
                    prop_assert_eq!(pot_held(s), so);
                }
            }
        }
    }

    /// Klaverjas, under any options: a deal has 162 card points and there is never a pot;
    /// what both teams write is 162 plus all roem plus the pit. Nat: the playing team writes 0
    /// and the other team 162, all roem and its pit. Made: the playing team wrote at least as
    /// much as the other team.
    #[test]
    fn klaverjas_conserves_points_under_any_options(file in match_of(Variant::Klaverjas)) {
        let Ok(sheet) = score_value(&file) else { return Ok(()) };
        prop_assert_eq!(sheet.pot, 0);
        for (r, round) in sheet.rounds.iter().zip(file["rounds"].as_array().unwrap()) {
            let s = &r.explanation;
            prop_assert_eq!(r.pot, 0);
            prop_assert!(r.verdict != Verdict::Tie);
            prop_assert_eq!(card_points(s), Some(162));
            let (_, _, _, roem, pit) = family_parts(s);
            prop_assert_eq!(r.score.a + r.score.b, 162 + roem + pit);
            let p = if round["taker"] == "A" { Team::A } else { Team::B };
            let won = |t: Team| if t == Team::A { r.score.a } else { r.score.b };
            match r.verdict {
                Verdict::Inside => {
                    prop_assert_eq!(won(p), 0);
                    prop_assert_eq!(won(p.other()), 162 + roem + pit);
                }
                _ => prop_assert!(won(p) >= won(p.other())),
            }
        }
    }
}

/// The generator is worth its name: most of its files are valid and get scored, for every
/// variant.
#[test]
fn most_generated_matches_are_valid() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let n = 200;
    for variant in Variant::ALL {
        let strategy = match_of(variant);
        let scored = (0..n)
            .filter(|_| score_value(&strategy.new_tree(&mut runner).unwrap().current()).is_ok())
            .count();
        assert!(
            scored * 10 >= n * 6,
            "{variant}: only {scored} of {n} generated match files were valid"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The engine never panics on round facts, however impossible, under any options; what
    /// it scores still adds up.
    #[test]
    fn the_engine_never_panics_on_any_facts(
        file in any_match(),
        rounds in prop::collection::vec(any_round(), 1..5),
    ) {
        let variant = Variant::parse(file["variant"].as_str().unwrap()).unwrap();
        let Ok(options) = parse_options(variant, file.get("options"), "options") else {
            return Ok(());
        };
        let m = Match { variant, options, rounds };
        if let Ok(sheet) = score_match(&m) {
            check_sheet(&sheet)?;
            let _ = sheet.to_text();
        }
    }

    /// Whatever the trick and the hand — even impossible ones — the rule of play answers,
    /// with one verdict per card, and a player holding cards always has one to play.
    #[test]
    fn some_card_is_always_legal(
        variant in prop::sample::select(Variant::ALL.to_vec()),
        contract in any_contract(),
        trick in prop::collection::vec(any_card(), 0..5),
        hand in prop::collection::vec(any_card(), 0..9),
    ) {
        let g = game(variant);
        let defaults = parse_options(variant, None, "options").unwrap();
        let play = g.rules(&defaults).play(contract, &trick, &hand, Default::default());
        prop_assert_eq!(play.allowed.len(), hand.len());
        prop_assert!(hand.is_empty() || play.allowed.iter().any(|ok| *ok));
        prop_assert_eq!(trick.is_empty(), play.why.reason == belote_core::trick::Reason::Lead);
        for lang in Lang::ALL {
            prop_assert!(!belote_core::i18n::render_why(&play.why, lang).is_empty());
        }
    }
}

/// How many of the generated files of each variant are valid (run with `--nocapture`).
#[test]
#[ignore]
fn validity_per_variant() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    for variant in Variant::ALL {
        let strategy = match_of(variant);
        let mut errors: std::collections::BTreeMap<String, usize> = Default::default();
        let mut ok = 0;
        for _ in 0..400 {
            match score_value(&strategy.new_tree(&mut runner).unwrap().current()) {
                Ok(_) => ok += 1,
                Err(e) => {
                    let key = e.at.split('.').skip(1).collect::<Vec<_>>().join(".");
                    *errors
                        .entry(format!("{key}: {}", &e.message[..e.message.len().min(60)]))
                        .or_default() += 1
                }
            }
        }
        println!("{variant}: {ok}/400 {errors:#?}");
    }
}
