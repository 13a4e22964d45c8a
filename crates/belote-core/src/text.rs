//! The readable score sheet printed by `belote score --text` and `belote history show`.

use crate::engine::ScoreSheet;
use crate::model::Winner;
use crate::variant::Variant;
use crate::variants::game;
use std::fmt::Write;

impl ScoreSheet {
    /// A plain-text score sheet with each round's explanation.
    pub fn to_text(&self) -> String {
        self.to_text_named("A", "B")
    }

    /// The score sheet with the teams' names.
    pub fn to_text_named(&self, a: &str, b: &str) -> String {
        let w = a.chars().count().max(b.chars().count()).max(6);
        let mut out = String::new();
        let _ = writeln!(out, "{} — score sheet", title(self.variant));
        let _ = writeln!(
            out,
            "{:>5}  {:>w$}  {:>w$}  {:<7} {:>5}",
            "round", a, b, "verdict", "pot"
        );
        let (mut ta, mut tb) = (0i64, 0i64);
        for (i, r) in self.rounds.iter().enumerate() {
            ta += r.score.a;
            tb += r.score.b;
            let _ = writeln!(
                out,
                "{:>5}  {:>w$}  {:>w$}  {:<7} {:>5}",
                i + 1,
                r.score.a,
                r.score.b,
                r.verdict.as_str(),
                r.pot
            );
            for step in r.explanation.sentences() {
                let _ = writeln!(out, "         · {step}");
            }
            let _ = writeln!(out, "{:>5}  {:>w$}  {:>w$}", "", ta, tb);
        }
        let _ = writeln!(
            out,
            "{:>5}  {:>w$}  {:>w$}",
            "total", self.totals.a, self.totals.b
        );
        if self.pot != 0 {
            let _ = writeln!(out, "pot: {} (held for the next round's winner)", self.pot);
        }
        let _ = match self.winner {
            None => writeln!(out, "game in progress"),
            Some(Winner::Draw) => writeln!(out, "game over: a draw"),
            Some(Winner::A) => writeln!(out, "game over: {a} wins"),
            Some(Winner::B) => writeln!(out, "game over: {b} wins"),
        };
        out
    }
}

/// The game's name with a capital: "Classic belote".
fn title(variant: Variant) -> String {
    let name = game(variant).facts().name;
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
