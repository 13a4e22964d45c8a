//! The readable score sheet printed by `belote score --text` and `belote history show`:
//! [`TextSheet`] writes it piece by piece (head, each round, tail), so `belote score` can
//! print it while it streams; [`ScoreSheet::to_text_named`] is the whole sheet at once. Its
//! frame — title, column heads, verdicts, last lines — is in the sheet's language (the
//! language files' [`Heading`]s and [`Ending`]s), its columns as wide as their words.

use crate::engine::{RoundResult, ScoreSheet};
use crate::i18n::words::{Ending, Heading, VerdictStyle, Words};
use crate::i18n::{self, Lang};
use crate::model::{TeamPoints, Verdict, Winner};
use crate::variant::Variant;
use crate::Team;
use std::fmt::{self, Write};

impl ScoreSheet {
    /// A plain-text score sheet with each round's explanation.
    pub fn to_text(&self) -> String {
        self.to_text_named("A", "B")
    }

    /// The score sheet with the teams' names.
    pub fn to_text_named(&self, a: &str, b: &str) -> String {
        self.to_text_in(Lang::En, a, b)
    }

    /// The score sheet with the teams' names, its frame in `lang` (the explanations are in
    /// their own language: [`ScoreSheet::set_lang`]).
    pub fn to_text_in(&self, lang: Lang, a: &str, b: &str) -> String {
        let mut sheet = TextSheet::in_lang(lang, a, b);
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
    words: &'static dyn Words,
    /// Width of the score columns.
    w: usize,
    /// Widths of the round, verdict and pot columns: their words' (5, 7 and 5 in English).
    widths: [usize; 3],
    totals: [i64; 2],
    rounds: usize,
    /// The game of a match of several (sakkas) the last round was in.
    sakka: Option<u32>,
}

impl<'a> TextSheet<'a> {
    /// A sheet whose columns are headed with the teams' names, in English.
    pub fn new(a: &'a str, b: &'a str) -> TextSheet<'a> {
        TextSheet::in_lang(Lang::En, a, b)
    }

    /// A sheet whose columns are headed with the teams' names, its frame in `lang`.
    pub fn in_lang(lang: Lang, a: &'a str, b: &'a str) -> TextSheet<'a> {
        let words = i18n::words(lang);
        let len = |s: &str| s.chars().count();
        let w = len(a).max(len(b)).max(6);
        let round = len(words.heading(Heading::Round)).max(len(words.heading(Heading::Total)));
        let verdict = Verdict::ALL
            .iter()
            .map(|v| len(words.verdict(VerdictStyle::Contract, *v)))
            .fold(len(words.heading(Heading::Verdict)), usize::max);
        TextSheet {
            a,
            b,
            words,
            w,
            widths: [
                round.max(5),
                verdict.max(7),
                len(words.heading(Heading::Pot)).max(5),
            ],
            totals: [0; 2],
            rounds: 0,
            sakka: None,
        }
    }

    /// The title and the column heads.
    pub fn head(&self, out: &mut impl Write, variant: Variant) -> fmt::Result {
        let (w, [r, v, p]) = (self.w, self.widths);
        let words = self.words;
        writeln!(
            out,
            "{} — {}",
            words.variant(variant),
            words.heading(Heading::ScoreSheet)
        )?;
        writeln!(
            out,
            "{:>r$}  {:>w$}  {:>w$}  {:<v$} {:>p$}",
            words.heading(Heading::Round),
            self.a,
            self.b,
            words.heading(Heading::Verdict),
            words.heading(Heading::Pot)
        )
    }

    /// The next round: its scores, verdict and pot, its explanation, the running totals.
    pub fn round(&mut self, out: &mut impl Write, r: &RoundResult) -> fmt::Result {
        let (w, [rw, v, p]) = (self.w, self.widths);
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
            "{:>rw$}  {:>w$}  {:>w$}  {:<v$} {:>p$}",
            self.rounds,
            r.score.a,
            r.score.b,
            self.words.verdict(VerdictStyle::Contract, r.verdict),
            r.pot
        )?;
        for step in r.explanation.sentences() {
            writeln!(out, "         · {step}")?;
        }
        writeln!(
            out,
            "{:>rw$}  {:>w$}  {:>w$}",
            "", self.totals[0], self.totals[1]
        )?;
        match (r.sakka, r.sakka_winner) {
            (Some(k), Some(team)) => {
                let mut line = String::new();
                self.words
                    .ending(&mut line, Ending::SakkaWon(k, self.name(team)))?;
                writeln!(out, "{line}")
            }
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
        let (w, r) = (self.w, self.widths[0]);
        let total = self.words.heading(Heading::Total);
        writeln!(out, "{total:>r$}  {:>w$}  {:>w$}", totals.a, totals.b)?;
        let mut line = String::new();
        if pot != 0 {
            self.words.ending(&mut line, Ending::PotHeld(pot))?;
            line.push('\n');
        }
        if let Some(won) = sakkas {
            self.words.ending(
                &mut line,
                Ending::Sakkas([(self.a, won.a), (self.b, won.b)]),
            )?;
            line.push('\n');
        }
        self.words.ending(
            &mut line,
            match winner {
                None => Ending::InProgress,
                Some(Winner::Draw) => Ending::Draw,
                Some(Winner::A) => Ending::Wins(self.a),
                Some(Winner::B) => Ending::Wins(self.b),
            },
        )?;
        writeln!(out, "{line}")
    }
}
