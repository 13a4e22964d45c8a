//! What the UI receives for a match: the stored facts, the engine's score sheet with each
//! round's explanation in the table's language, and the state of the table (whose deal, what
//! is left to play, the rules in force) — all from one scoring of the match.

use belote_core::{
    render_all, Lang, RoundResult, ScoreSheet, Sides, TableState, TeamPoints, Verdict, Winner,
};
use belote_store::{Applied, ChangeKind, LastChange, MatchRecord, ScoredMatch};
use serde::Serialize;
use serde_json::Value;

/// A round scored, as every screen shows it: its score, verdict and pot, and why, written in
/// the screen's language with the sides' names. A round of a match, of a past match reviewed,
/// or one previewed before it is saved.
#[derive(Debug, Clone, Serialize)]
pub struct ExplainedRound {
    pub score: TeamPoints,
    pub verdict: Verdict,
    pub pot: i64,
    pub explanation: Vec<String>,
}

impl ExplainedRound {
    /// Round `r` of a score sheet, explained in `lang` with the sides called `names`.
    pub fn of(r: &RoundResult, lang: Lang, names: &Names) -> ExplainedRound {
        ExplainedRound {
            score: r.score,
            verdict: r.verdict,
            pot: r.pot,
            explanation: render_all(&r.explanation, lang, names.sides()),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct RoundView {
    #[serde(flatten)]
    pub round: ExplainedRound,
    /// Running totals after this round.
    pub totals: TeamPoints,
    /// Seat of the dealer of this round.
    pub dealer: u8,
    /// The round as entered (a match file's round object).
    pub fact: Value,
}

/// What the UI calls a match's two sides — `{"A": "Nous", "B": "Eux"}`: each team's name, or
/// for a team without one the language's default name for it ([`Lang::default_sides`]), the
/// same names its explanations give the sides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Names {
    #[serde(rename = "A")]
    pub a: String,
    #[serde(rename = "B")]
    pub b: String,
}

impl From<Sides<'_>> for Names {
    fn from(sides: Sides<'_>) -> Names {
        Names {
            a: sides.a.to_string(),
            b: sides.b.to_string(),
        }
    }
}

impl Names {
    /// The sides' names of `record` in `lang`.
    pub fn of(record: &MatchRecord, lang: Lang) -> Names {
        let own = Sides::new(&record.teams.a.name, &record.teams.b.name);
        Names::from(own.or(lang.default_sides()))
    }

    /// The names as the explanations write them.
    pub fn sides(&self) -> Sides<'_> {
        Sides::new(&self.a, &self.b)
    }
}

/// A match as the UI shows it: its record, its rounds scored and explained, and the state of
/// its table (whose deal, totals, what is left to play, the house rules in force and what roem
/// is worth under them: see [`TableState`]), flattened into the same object.
#[derive(Debug, Clone, Serialize)]
pub struct MatchView {
    pub record: MatchRecord,
    /// The sides' names, as the scoreboard and the explanations call them.
    pub names: Names,
    pub rounds: Vec<RoundView>,
    #[serde(flatten)]
    pub table: TableState,
    /// What Undo on the scoreboard would revert — `{kind, index}`, index the round's for a
    /// change to one round — or `null` when there is nothing it would undo (the match's
    /// creation is never undone from its scoreboard).
    pub last_change: Option<LastChange>,
}

impl MatchView {
    /// The view of a match read from the history.
    pub fn of(scored: ScoredMatch, lang: Lang) -> MatchView {
        let ScoredMatch {
            record,
            sheet,
            table,
            last_change,
        } = scored;
        MatchView::build(record, &sheet, table, lang, last_change)
    }

    /// The view of a match right after a change to its rounds, from the change's own result.
    pub fn applied(applied: Applied, lang: Lang) -> MatchView {
        MatchView::build(
            applied.record,
            &applied.sheet,
            applied.table,
            lang,
            Some(applied.change),
        )
    }

    fn build(
        record: MatchRecord,
        sheet: &ScoreSheet,
        table: TableState,
        lang: Lang,
        last_change: Option<LastChange>,
    ) -> MatchView {
        let names = Names::of(&record, lang);
        let rounds = sheet
            .rounds
            .iter()
            .zip(&table.by_round)
            .enumerate()
            .map(|(i, (r, at))| RoundView {
                round: ExplainedRound::of(r, lang, &names),
                totals: at.totals,
                dealer: at.dealer,
                fact: record.rounds.get(i).cloned().unwrap_or(Value::Null),
            })
            .collect();
        MatchView {
            record,
            names,
            rounds,
            table,
            last_change: last_change.filter(|c| c.kind != ChangeKind::Create),
        }
    }
}

/// A round scored before it is saved: its score and explanation, and the match's totals and
/// winner with it.
#[derive(Debug, Clone, Serialize)]
pub struct Preview {
    #[serde(flatten)]
    pub round: ExplainedRound,
    pub totals: TeamPoints,
    pub winner: Option<Winner>,
}

impl Preview {
    /// Row `at` of `sheet` before it is saved, explained in `lang` with the sides called
    /// `names`: a match's round or an event table's deal.
    pub fn of(sheet: &ScoreSheet, at: usize, lang: Lang, names: &Names) -> Preview {
        Preview {
            round: ExplainedRound::of(&sheet.rounds[at], lang, names),
            totals: sheet.totals,
            winner: sheet.winner,
        }
    }
}

/// Puts `row` in place of row `index` when there is one, after the last otherwise (a row
/// previewed); answers where it is.
pub fn place(rows: &mut Vec<Value>, index: Option<usize>, row: Value) -> usize {
    match index {
        Some(i) if i < rows.len() => {
            rows[i] = row;
            i
        }
        _ => {
            rows.push(row);
            rows.len() - 1
        }
    }
}
