//! The readable score sheet printed by `belote score --text` and `belote history show`:
//! [`TextSheet`] writes it piece by piece (head, each round, tail), so `belote score` can
//! print it while it streams; [`ScoreSheet::to_text_named`] is the whole sheet at once.

use crate::engine::{RoundResult, ScoreSheet};
use crate::model::{TeamPoints, Winner};
use crate::variant::Variant;
use crate::variants::game;
use crate::Team;
use std::fmt::{self, Write};

impl ScoreSheet {
    /// A plain-text score sheet with each round's explanation.
    pub fn to_text(&self) -> String {
        self.to_text_named("A", "B")
    }

    /// The score sheet with the teams' names.
    pub fn to_text_named(&self, a: &str, b: &str) -> String {
        let mut sheet = TextSheet::new(a, b);
        let mut out = String::new();
        let _ = sheet.head(&mut out, self.variant);
        for r in &self.rounds {
            let _ = sheet.round(&mut out, r);
        }
        let _ = sheet.tail(&mut out, self.totals, self.pot, self.sakkas, self.winner);
        out
    }
}

/// The text score sheet, written piece by piece: [`head`](TextSheet::head), then each round
/// in order, then the [`tail`](TextSheet::tail). It keeps the running totals it prints under
/// each round.
pub struct TextSheet<'a> {
    a: &'a str,
    b: &'a str,
    /// Width of the score columns.
    w: usize,
    totals: [i64; 2],
    rounds: usize,
    /// The game of a match of several (sakkas) the last round was in.
    sakka: Option<u32>,
}

impl<'a> TextSheet<'a> {
    /// A sheet whose columns are headed with the teams' names.
    pub fn new(a: &'a str, b: &'a str) -> TextSheet<'a> {
        let w = a.chars().count().max(b.chars().count()).max(6);
        TextSheet {
            a,
            b,
            w,
            totals: [0; 2],
            rounds: 0,
            sakka: None,
        }
    }

    /// The title and the column heads.
    pub fn head(&self, out: &mut impl Write, variant: Variant) -> fmt::Result {
        let w = self.w;
        writeln!(out, "{} — score sheet", title(variant))?;
        writeln!(
            out,
            "{:>5}  {:>w$}  {:>w$}  {:<7} {:>5}",
            "round", self.a, self.b, "verdict", "pot"
        )
    }

    /// The next round: its scores, verdict and pot, its explanation, the running totals.
    pub fn round(&mut self, out: &mut impl Write, r: &RoundResult) -> fmt::Result {
        let w = self.w;
        self.rounds += 1;
        if r.sakka != self.sakka {
            // A new game of a match of several starts at 0 : 0.
            self.totals = [0; 2];
            self.sakka = r.sakka;
        }
        self.totals[0] += r.score.a;
        self.totals[1] += r.score.b;
        writeln!(
            out,
            "{:>5}  {:>w$}  {:>w$}  {:<7} {:>5}",
            self.rounds,
            r.score.a,
            r.score.b,
            r.verdict.as_str(),
            r.pot
        )?;
        for step in r.explanation.sentences() {
            writeln!(out, "         · {step}")?;
        }
        writeln!(
            out,
            "{:>5}  {:>w$}  {:>w$}",
            "", self.totals[0], self.totals[1]
        )?;
        match (r.sakka, r.sakka_winner) {
            (Some(k), Some(team)) => writeln!(out, "sakka {k} won by {}", self.name(team)),
            _ => Ok(()),
        }
    }

    fn name(&self, team: Team) -> &str {
        match team {
            Team::A => self.a,
            Team::B => self.b,
        }
    }

    /// The totals, the pot still held, the games won in a match of several, and who won.
    pub fn tail(
        &self,
        out: &mut impl Write,
        totals: TeamPoints,
        pot: i64,
        sakkas: Option<TeamPoints>,
        winner: Option<Winner>,
    ) -> fmt::Result {
        let w = self.w;
        writeln!(out, "{:>5}  {:>w$}  {:>w$}", "total", totals.a, totals.b)?;
        if pot != 0 {
            writeln!(out, "pot: {pot} (held for the next round's winner)")?;
        }
        if let Some(won) = sakkas {
            writeln!(
                out,
                "sakkas won: {} {}, {} {}",
                self.a, won.a, self.b, won.b
            )?;
        }
        match winner {
            None => writeln!(out, "game in progress"),
            Some(Winner::Draw) => writeln!(out, "game over: a draw"),
            Some(Winner::A) => writeln!(out, "game over: {} wins", self.a),
            Some(Winner::B) => writeln!(out, "game over: {} wins", self.b),
        }
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
