//! Reading a round's explanation: the points its steps state (declarations, belotes, pots,
//! the family's parts, card points, each team's share) and the engine's bookkeeping checked on
//! a scored sheet; an option's effective value in a generated file.

use belote_core::explain::Step;
use belote_core::options::Val;
use belote_core::parse::parse_options;
use belote_core::{render_all, Lang, ScoreSheet, Sides, Variant, Verdict};
use proptest::prelude::*;
use serde_json::Value;

pub(super) fn sum_steps(steps: &[Step], f: impl Fn(&Step) -> Option<i64>) -> i64 {
    steps.iter().filter_map(f).sum()
}

/// Declaration points that count this round.
pub(super) fn counted(steps: &[Step]) -> i64 {
    sum_steps(steps, |s| match s {
        Step::DeclarationsWon { points, .. } => Some(*points),
        _ => None,
    })
}

/// Counted declarations that a rule then voided.
pub(super) fn voided(steps: &[Step]) -> i64 {
    sum_steps(steps, |s| match s {
        Step::DeclarationsVoid { points, .. } => Some(*points),
        _ => None,
    })
}

pub(super) fn belotes(steps: &[Step]) -> i64 {
    sum_steps(steps, |s| match s {
        Step::Belote { points, .. } => Some(*points),
        _ => None,
    })
}

pub(super) fn pot_awarded(steps: &[Step]) -> i64 {
    sum_steps(steps, |s| match s {
        Step::PotAwarded { amount, .. } => Some(*amount),
        _ => None,
    })
}

pub(super) fn pot_held(steps: &[Step]) -> i64 {
    sum_steps(steps, |s| match s {
        Step::PotHeld { amount, .. } => Some(*amount),
        _ => None,
    })
}

/// The capot's value as the capot step states it, else `deal`.
pub(super) fn base(steps: &[Step], deal: i64) -> i64 {
    steps
        .iter()
        .find_map(|s| match s {
            Step::Capot { points, .. } => Some(*points),
            _ => None,
        })
        .unwrap_or(deal)
}

/// Bela: the štiglja bonus, the belas, the swept share that counts for nobody; Klaverjas:
/// the roem and the pit bonus — as the steps state them.
pub(super) fn family_parts(steps: &[Step]) -> (i64, i64, i64, i64, i64) {
    let (mut stiglja, mut belas, mut void, mut roem, mut pit) = (0, 0, 0, 0, 0);
    for step in steps {
        match step {
            Step::Stiglja { bonus, .. } => stiglja += bonus,
            Step::Bela { points, .. } => belas += points,
            Step::SweptShare {
                to: None,
                zvanja,
                bela,
                ..
            } => void += zvanja + bela,
            Step::Roem { points, .. } => roem += points,
            Step::Pit { bonus, .. } => pit += bonus,
            _ => {}
        }
    }
    (stiglja, belas, void, roem, pit)
}

/// The card points a round's steps state, both teams together.
pub(super) fn card_points(steps: &[Step]) -> Option<i64> {
    steps.iter().find_map(|s| match s {
        Step::CardPoints { a, b } => Some(a + b),
        _ => None,
    })
}

/// What a round's steps say each team scores.
fn contributions(steps: &[Step]) -> [i64; 2] {
    let mut out = [0, 0];
    for step in steps {
        if let Some((team, points)) = step.contribution() {
            out[team.index()] += points;
        }
    }
    out
}

/// The engine's bookkeeping on a scored sheet.
pub(super) fn check_sheet(sheet: &ScoreSheet) -> Result<(), TestCaseError> {
    let mut totals = [0i64; 2];
    let mut pot = 0i64;
    let last = sheet.rounds.len().saturating_sub(1);
    for (i, r) in sheet.rounds.iter().enumerate() {
        prop_assert_eq!(
            contributions(&r.explanation),
            [r.score.a, r.score.b],
            "round {}: the explanation does not add up to the score",
            i + 1
        );
        pot += r.explanation.iter().map(Step::pot_change).sum::<i64>();
        prop_assert_eq!(pot, r.pot, "round {}: pot", i + 1);
        prop_assert!(pot >= 0);
        let holds = r
            .explanation
            .iter()
            .any(|s| matches!(s, Step::PotHeld { .. }));
        prop_assert_eq!(
            r.verdict == Verdict::Tie,
            holds,
            "round {}: a tie holds a pot",
            i + 1
        );
        totals[0] += r.score.a;
        totals[1] += r.score.b;
        let over = r
            .explanation
            .iter()
            .any(|s| matches!(s, Step::GameOver { .. }));
        prop_assert_eq!(
            over,
            i == last && sheet.winner.is_some(),
            "round {}: game over",
            i + 1
        );
        prop_assert!(r.explanation.lines().all(|l| !l.is_empty()));
        for lang in Lang::ALL {
            let letters = render_all(&r.explanation, lang, Sides::LETTERS);
            prop_assert!(letters.iter().all(|l| !l.is_empty()));
            // Every side is written by its name: with names in place of A and B, the
            // sentences differ only there.
            let named = render_all(&r.explanation, lang, Sides::new("«Les Cochons»", "«Duo 2»"));
            let back: Vec<String> = named
                .iter()
                .map(|l| l.replace("«Les Cochons»", "A").replace("«Duo 2»", "B"))
                .collect();
            prop_assert_eq!(back, letters);
        }
    }
    prop_assert_eq!([sheet.totals.a, sheet.totals.b], totals);
    prop_assert_eq!(sheet.pot, pot);
    Ok(())
}

/// The effective value of an option in a generated file.
pub(super) fn option(file: &Value, key: &str) -> Val {
    let variant = Variant::parse(file["variant"].as_str().unwrap()).unwrap();
    parse_options(variant, file.get("options"), "options")
        .unwrap()
        .get(key)
        .unwrap()
}
