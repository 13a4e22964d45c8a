//! Property tests of Saudi Baloot's invariants (BALOOT.md), over rounds drawn from its own
//! facts: a deal's game points add up to its worth; game points typed as the sheet writes
//! them are accepted exactly when some card split gives them, and give back the same deal;
//! doubling never changes who wins a deal except where an option says who wins an exact tie;
//! and the Arabic explanation of any deal reads safely right to left.

use belote_core::explain::Step;
use belote_core::{render_all_in, score_value, Digits, Lang, ScoreSheet, Sides, Team, Verdict};
use proptest::prelude::*;
use serde_json::{json, Value};

fn team() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["A", "B"])
}

/// Sun or a Hokum, written as a score sheet may write it.
fn contract() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "sun", "sun", "hokum", "hearts", "spades", "clubs", "diamonds",
    ])
}

/// Projects by kind, for one team at most (the contest is then decided without cards).
fn projects(sun: bool) -> impl Strategy<Value = Option<(&'static str, Vec<&'static str>)>> {
    let kinds = if sun {
        vec!["sira", "fifty", "hundred", "four_hundred"]
    } else {
        vec!["sira", "fifty", "hundred"]
    };
    prop::option::weighted(
        0.4,
        (
            team(),
            prop::collection::vec(prop::sample::select(kinds), 1..3),
        ),
    )
    .prop_map(|p| {
        p.map(|(t, mut list)| {
            // One four hundred at most.
            let mut seen = false;
            list.retain(|k| !(*k == "four_hundred" && std::mem::replace(&mut seen, true)));
            (t, list)
        })
    })
}

/// An undoubled or doubled deal with card abnat, maybe projects of one team and a Baloot.
fn deal() -> impl Strategy<Value = Value> {
    (contract(), team(), 0u32..=162, team(), any::<bool>())
        .prop_flat_map(|(contract, taker, abnat, whose, baloot)| {
            let sun = contract == "sun";
            (Just((contract, taker, abnat, whose, baloot)), projects(sun))
        })
        .prop_map(|((contract, taker, abnat, whose, baloot), projects)| {
            let sun = contract == "sun";
            let total = if sun { 130 } else { 162 };
            let mut r =
                json!({"taker": taker, "contract": contract, "points": {whose: abnat.min(total)}});
            if let Some((t, list)) = projects {
                r["declarations"] = json!({ t: list });
            }
            if baloot && !sun {
                r["belote"] = json!({ whose: 1 });
            }
            r
        })
}

fn score(options: Value, rounds: Vec<Value>) -> Result<ScoreSheet, belote_core::InputError> {
    score_value(&json!({"variant": "baloot", "options": options, "rounds": rounds}))
}

fn one(options: Value, round: Value) -> ScoreSheet {
    score(options.clone(), vec![round.clone()])
        .unwrap_or_else(|e| panic!("{round} under {options}: {e:?}"))
}

fn has(sheet: &ScoreSheet, f: impl Fn(&Step) -> bool) -> bool {
    sheet.rounds[0].explanation.iter().any(f)
}

/// The game points of projects and Baloots the steps count, and those handed to nobody.
fn extras(sheet: &ScoreSheet) -> (i64, i64) {
    let mut counted = 0;
    let mut void = 0;
    for step in sheet.rounds[0].explanation.iter() {
        match step {
            Step::DeclarationsWon { points, .. } | Step::Baloot { points, .. } => counted += points,
            Step::BalootCancelled { .. } => counted -= 2,
            Step::Handed {
                points, to: None, ..
            } => void += points,
            _ => {}
        }
    }
    (counted, void)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Undoubled, a deal writes its whole worth — 26 in Sun, 16 in Hokum — plus every counted
    /// project and Baloot, less what a rule gives nobody, whatever the house rules of
    /// counting, rounding and ties.
    #[test]
    fn a_deal_adds_up_to_its_worth(
        round in deal(),
        counting in prop::sample::select(vec!["with_abnat", "without_abnat"]),
        rounding in prop::sample::select(vec!["defenders_counted", "larger_down", "buyer_up"]),
        tie in prop::sample::select(vec!["split", "buyer_fails", "by_contract"]),
        loser in prop::sample::select(vec!["transfer", "void"]),
        baloot_on_loss in prop::sample::select(vec!["transfer", "holder", "void"]),
    ) {
        let options = json!({"counting": counting, "hokum_rounding": rounding, "tie": tie,
            "loser_projects": loser, "baloot_on_loss": baloot_on_loss});
        let sheet = one(options, round.clone());
        let worth = if round["contract"] == "sun" { 26 } else { 16 };
        let (counted, void) = extras(&sheet);
        let r = &sheet.rounds[0];
        prop_assert_eq!(r.score.a + r.score.b, worth + counted - void, "{}", round);
        // A failed buyer writes nothing but a Baloot it keeps.
        let t = if round["taker"] == "A" { Team::A } else { Team::B };
        let buyer = if t == Team::A { r.score.a } else { r.score.b };
        if r.verdict == Verdict::Inside {
            prop_assert!(buyer == 0 || (baloot_on_loss == "holder" && buyer == 2), "{}", round);
        }
    }

    /// Typed game points round-trip: the score a deal's card abnat give, typed instead of
    /// them, is accepted and gives the same score and verdict; a pair no split gives is
    /// refused at the score.
    #[test]
    fn typed_scores_round_trip(round in deal(), tie in prop::sample::select(vec!["split", "buyer_fails"])) {
        let options = json!({"tie": tie});
        let sheet = one(options.clone(), round.clone());
        let r = &sheet.rounds[0];
        let mut typed = round.clone();
        typed.as_object_mut().unwrap().remove("points");
        typed["score"] = json!({"A": r.score.a, "B": r.score.b});
        let again = one(options.clone(), typed.clone());
        prop_assert_eq!(again.rounds[0].score, r.score);
        prop_assert_eq!(again.rounds[0].verdict, r.verdict);
        let typed_step = has(&again, |s| matches!(s, Step::Typed { splits, .. } if *splits >= 1));
        prop_assert!(typed_step, "no typed step");
        // With the abnat too, the typed score must agree with them.
        let mut both = round.clone();
        both["score"] = typed["score"].clone();
        prop_assert_eq!(one(options.clone(), both).rounds[0].score, r.score);
        // One point more for the buyer's side is a result of no split.
        let mut off = typed.clone();
        off["score"]["A"] = json!(r.score.a + 1);
        off["score"]["B"] = json!(r.score.b);
        match score(options, vec![off.clone()]) {
            Err(e) => prop_assert_eq!(e.at, "rounds[0].score"),
            Ok(_) => prop_assert!(false, "{} accepted", off),
        }
    }

    /// Doubling never changes who wins a deal: the buyer's side ahead in game points (or,
    /// level, in abnat) wins it doubled, tripled or quadrupled too. Only an exact tie is
    /// settled otherwise, by `tie` undoubled and `doubled_tie` doubled.
    #[test]
    fn doubling_keeps_the_winner(
        round in deal(),
        double in prop::sample::select(vec!["double", "three", "four", "gahwa"]),
        doubled_tie in prop::sample::select(vec!["doubler_loses", "last_raiser_loses", "buyer_loses"]),
    ) {
        let sun = round["contract"] == "sun";
        let double = if sun { "double" } else { double };
        let options = json!({"sun_double_gate": "none", "doubled_tie": doubled_tie});
        let plain = one(options.clone(), round.clone());
        let mut raised = round.clone();
        raised["double"] = json!(double);
        let doubled = one(options, raised);
        let exact_tie = |s: &ScoreSheet| has(s, |st| matches!(st, Step::ExactTie { .. }));
        prop_assert_eq!(exact_tie(&plain), exact_tie(&doubled));
        if !exact_tie(&plain) {
            prop_assert_eq!(plain.rounds[0].verdict, doubled.rounds[0].verdict, "{}", round);
        }
        // The loser of a doubled deal writes at most its own Baloot.
        let d = &doubled.rounds[0];
        prop_assert!(d.score.a.min(d.score.b) <= 2);
        if double == "gahwa" {
            prop_assert!(doubled.winner.is_some());
            prop_assert_eq!(d.score.a.max(d.score.b), 152);
        }
    }

    /// A kaboot writes 44 in Sun and 25 in Hokum with its own projects and Baloot, whoever
    /// swept and whatever the double under `kaboot_doubled: flat`; the swept side writes 0.
    #[test]
    fn a_kaboot_is_flat(
        round in deal(),
        double in prop::sample::select(vec!["none", "double", "three", "four"]),
    ) {
        let sun = round["contract"] == "sun";
        let mut swept = round.clone();
        let sweeper = round["points"].as_object().unwrap().keys().next().unwrap().clone();
        swept.as_object_mut().unwrap().remove("points");
        swept["capot"] = json!(sweeper);
        swept["double"] = json!(if sun && double != "none" { "double" } else { double });
        let sheet = one(json!({"sun_double_gate": "none"}), swept.clone());
        let r = &sheet.rounds[0];
        let (written, zero) = if sweeper == "A" { (r.score.a, r.score.b) } else { (r.score.b, r.score.a) };
        prop_assert_eq!(zero, 0);
        let base = if sun { 44 } else { 25 };
        let mut own = 0;
        for step in r.explanation.iter() {
            match step {
                Step::DeclarationsWon { team, points, .. } if team.as_str() == sweeper => own += points,
                Step::Baloot { team, points } if team.as_str() == sweeper => own += points,
                _ => {}
            }
        }
        prop_assert_eq!(written, base + own, "{}", swept);
    }

    /// Every Arabic sentence of any deal reads right to left: two numbers are never set apart
    /// by signs and spaces alone (the bidirectional algorithm would swap them), and with
    /// Arabic-Indic digits no Western digit is left outside the sides' own names.
    #[test]
    fn arabic_reads_right_to_left(round in deal(), digits in prop::sample::select(Digits::ALL.to_vec())) {
        let sheet = one(json!({}), round);
        let sides = Sides::new("لنا", "فريق 2ب");
        for line in render_all_in(&sheet.rounds[0].explanation, Lang::Ar, digits, sides) {
            prop_assert!(numbers_stand_apart(&line), "{}", line);
            if digits == Digits::Arabic {
                let outside_names = line.replace("فريق 2ب", "");
                prop_assert!(!outside_names.chars().any(|c| c.is_ascii_digit()), "{}", line);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// The play options are `belote legal`'s: `belote score` checks them and ignores them
    /// (BALOOT.md E.2), so any of their values gives the very sheet the defaults give (or the
    /// same error, when the drawn deals run past the game's end), explanations included.
    #[test]
    fn play_options_change_no_score(
        rounds in prop::collection::vec(deal(), 1..5),
        relief in prop::option::of(prop::sample::select(vec!["settled", "winning"])),
        undertrump in prop::option::of(prop::sample::select(vec!["not_required", "required"])),
        counting in prop::sample::select(vec!["with_abnat", "without_abnat"]),
    ) {
        let base = json!({"counting": counting});
        let mut options = base.clone();
        if let Some(v) = relief {
            options["partner_relief"] = json!(v);
        }
        if let Some(v) = undertrump {
            options["undertrump"] = json!(v);
        }
        let sheet = |o: Value| {
            score(o, rounds.clone())
                .map(|s| serde_json::to_value(s).unwrap())
                .map_err(|e| (e.at, e.message))
        };
        prop_assert_eq!(sheet(options.clone()), sheet(base), "{}", options);
    }
}

/// Whether every two numbers of `line` have a letter between them.
fn numbers_stand_apart(line: &str) -> bool {
    let digit = |c: char| c.is_ascii_digit() || ('\u{660}'..='\u{669}').contains(&c);
    let (mut in_number, mut bare) = (false, false);
    for c in line.chars() {
        if digit(c) {
            if !in_number && bare {
                return false;
            }
            in_number = true;
        } else {
            // After a number only signs and spaces so far: the next number would stand bare.
            bare = (in_number || bare) && !c.is_alphabetic();
            in_number = false;
        }
    }
    true
}

/// Arabic sentences of the contract's examples, word for word.
#[test]
fn arabic_sentences() {
    let sheet = score(
        json!({}),
        vec![json!({"taker": "A", "contract": "sun", "points": {"B": 45}})],
    )
    .unwrap();
    let lines = render_all_in(
        &sheet.rounds[0].explanation,
        Lang::Ar,
        Digits::Latin,
        Sides::LETTERS,
    );
    assert_eq!(
        lines,
        [
            "A اشترى صن",
            "أبناط الورق مع عشرة الأرض: A 85، B 45",
            "A: 85 بنطًا تساوي 17 نقطة (صن: تُضاعف وتُقسم على عشرة، والخمسة تبقى)",
            "B: 45 بنطًا تساوي 9 نقاط (صن: تُضاعف وتُقسم على عشرة، والخمسة تبقى)",
            "المشتري A له 17 وB له 9 بالنقاط: نجح المشتري",
            "A يكتب 17",
            "B يكتب 9",
        ]
    );
    let arab = render_all_in(
        &sheet.rounds[0].explanation,
        Lang::Ar,
        Digits::Arabic,
        Lang::Ar.default_sides(),
    );
    assert_eq!(arab[1], "أبناط الورق مع عشرة الأرض: لنا ٨٥، لهم ٤٥");
    assert_eq!(arab[5], "لنا يكتب ١٧");

    let sheet = score(
        json!({}),
        vec![
            json!({"taker": "A", "contract": "hearts", "double": "three", "points": {"A": 100},
            "belote": {"A": 1}, "declarations": {"A": ["sira"]}}),
        ],
    )
    .unwrap();
    let lines = render_all_in(
        &sheet.rounds[0].explanation,
        Lang::Ar,
        Digits::Latin,
        Sides::LETTERS,
    );
    assert!(
        lines.contains(&"A اشترى حكم هاص، ثري".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"بلوت (الشايب والبنت الحكم) لصالح A: نقطتان".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"ثري: 16 في 3 تساوي 48".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"A يكتب 48 (القيمة المدبّلة) و4 (مشاريع) و2 (بلوت)، المجموع 54".to_string()),
        "{lines:?}"
    );
    assert_eq!(sheet.rounds[0].score.a, 54);
}

/// A match of sakkas in Arabic: the sakka and the match over, with the sakkas won.
#[test]
fn arabic_sakkas() {
    let sheet = score(
        json!({"sakkas": 3}),
        vec![
            json!({"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}}),
            json!({"taker": "A", "contract": "clubs", "double": "gahwa", "points": {"A": 82}}),
        ],
    )
    .unwrap();
    let last = render_all_in(
        &sheet.rounds[1].explanation,
        Lang::Ar,
        Digits::Arabic,
        Sides::LETTERS,
    );
    assert!(
        last.contains(&"الصكة ٢ لصالح A عند A ١٥٢، B ٠؛ الصكات: A ٢، B ٠".to_string()),
        "{last:?}"
    );
    assert!(
        last.contains(&"انتهت المباراة، الصكات: A ٢، B ٠، وA يفوز".to_string()),
        "{last:?}"
    );
}

#[test]
fn numbers_standing_bare_are_found() {
    assert!(numbers_stand_apart("A 85، B 45"));
    assert!(numbers_stand_apart("١٦ في ٣ تساوي ٤٨"));
    assert!(!numbers_stand_apart("16 − 7 = 9"));
    assert!(!numbers_stand_apart("17 : 9"));
    assert!(numbers_stand_apart("-3"));
}

/// Matches that between them record every kind of step Baloot has: each renders whole in
/// every language, and its sides are written by their names only.
#[test]
fn every_baloot_step_in_every_language() {
    let matches = [
        json!({"variant": "baloot", "options": {"sakkas": 3, "target": 30, "hokum_rounding": "larger_down",
            "baloot_in_hundred": "cancelled"}, "rounds": [
            {"taker": "A", "contract": "hearts", "points": {"A": 76}, "declarations": {"A": ["sira"]}},
            {"taker": "A", "contract": "hokum", "score": {"A": 9, "B": 7}},
            {"taker": "A", "contract": "hearts", "points": {"A": 100}, "belote": {"A": 1},
             "declarations": {"A": [{"type": "sequence", "length": 5, "top": "A", "suit": "H"}]}},
            {"taker": "A", "contract": "sun", "points": {"B": 45}, "score": {"A": 17, "B": 9}},
            {"taker": "B", "contract": "sun", "capot": "B"},
            {"taker": "A", "contract": "clubs", "double": "gahwa", "points": {"A": 100}}]}),
        json!({"variant": "baloot", "options": {"counting": "without_abnat", "doubled_tie": "last_raiser_loses",
            "sun_double_gate": "none", "loser_projects": "void", "baloot_on_loss": "holder",
            "kaboot_loser_projects": "transfer", "qayd_takes_projects": true, "project_multiplier": "full",
            "target": 10000}, "rounds": [
            {"taker": "A", "contract": "sun", "points": {"B": 65}},
            {"taker": "A", "contract": "hokum", "double": "three", "points": {"A": 81}},
            {"taker": "A", "contract": "hearts", "points": {"A": 40}, "declarations": {"A": ["fifty"]}, "belote": {"A": 1}},
            {"taker": "A", "contract": "sun", "capot": "B", "capot_kind": "reverse", "declarations": {"A": ["sira"]}},
            {"taker": "A", "contract": "sun", "foul": "B", "declarations": {"B": ["hundred"]}},
            {"taker": "A", "contract": "hearts", "double": "four", "points": {"A": 100}, "declarations": {"A": ["hundred"]}},
            {"taker": "A", "contract": "sun", "ashkal": true, "points": {"A": 65}},
            {"taker": "B", "contract": "clubs", "double": "gahwa", "points": {"B": 70}}]}),
        json!({"variant": "baloot", "options": {"hokum_rounding": "buyer_up", "target": 20}, "rounds": [
            {"taker": "A", "contract": "sun", "points": {"A": 65}},
            {"taker": "A", "contract": "hokum", "points": {"A": 81}},
            {"taker": "A", "contract": "hearts", "dealer": 0, "points": {"A": 86},
             "declarations": {"A": [{"type": "carre", "rank": "K", "seat": 2}],
                              "B": [{"type": "sequence", "length": 5, "top": "J", "suit": "S", "seat": 1}]}}]}),
    ];
    let mut kinds = std::collections::BTreeSet::new();
    for m in &matches {
        let sheet = score_value(m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
        for r in &sheet.rounds {
            for step in r.explanation.iter() {
                kinds.insert(
                    serde_json::to_value(step).unwrap()["step"]
                        .as_str()
                        .unwrap()
                        .to_string(),
                );
            }
            for lang in Lang::ALL {
                for digits in Digits::ALL {
                    let letters = render_all_in(&r.explanation, lang, digits, Sides::LETTERS);
                    let named =
                        render_all_in(&r.explanation, lang, digits, Sides::new("«Us»", "«Them»"));
                    for (l, n) in letters.iter().zip(&named) {
                        assert!(!l.is_empty() && !l.contains('{'), "{lang:?}: {l}");
                        assert_eq!(&n.replace("«Us»", "A").replace("«Them»", "B"), l);
                    }
                }
            }
        }
    }
    for kind in [
        "bought",
        "typed",
        "abnat",
        "converted",
        "rest",
        "projects",
        "baloot",
        "baloot_cancelled",
        "weighed",
        "exact_tie",
        "doubled_value",
        "projects_multiplied",
        "kaboot",
        "qaid",
        "gahwa",
        "handed",
        "sakka_over",
        "match_over",
        "declarations_won",
        "scores",
        "game_over",
        "play_on",
    ] {
        assert!(kinds.contains(kind), "no {kind} step among {kinds:?}");
    }
}
