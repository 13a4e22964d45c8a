//! What the UI receives for a match: the stored facts, the engine's score sheet with each
//! round's explanation in the table's language, and the state of the table (whose deal, what
//! is left to play, the rules in force) — all from one scoring of the match.

use belote_core::{render_all, Lang, ScoreSheet, TableState, TeamPoints, Verdict, Winner};
use belote_store::{Applied, ChangeKind, LastChange, MatchRecord, ScoredMatch};
use serde::Serialize;
use serde_json::Value;

#[derive(Debug, Clone, Serialize)]
pub struct RoundView {
    pub score: TeamPoints,
    pub verdict: Verdict,
    pub pot: i64,
    pub explanation: Vec<String>,
    /// Running totals after this round.
    pub totals: TeamPoints,
    /// Seat of the dealer of this round.
    pub dealer: u8,
    /// The round as entered (a match file's round object).
    pub fact: Value,
}

/// A match as the UI shows it: its record, its rounds scored and explained, and the state of
/// its table (whose deal, totals, what is left to play, the house rules in force and what roem
/// is worth under them: see [`TableState`]), flattened into the same object.
#[derive(Debug, Clone, Serialize)]
pub struct MatchView {
    pub record: MatchRecord,
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
        let rounds = sheet
            .rounds
            .iter()
            .zip(&table.by_round)
            .enumerate()
            .map(|(i, (r, at))| RoundView {
                score: r.score,
                verdict: r.verdict,
                pot: r.pot,
                explanation: render_all(&r.explanation, lang),
                totals: at.totals,
                dealer: at.dealer,
                fact: record.rounds.get(i).cloned().unwrap_or(Value::Null),
            })
            .collect();
        MatchView {
            record,
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
    pub score: TeamPoints,
    pub verdict: Verdict,
    pub pot: i64,
    pub explanation: Vec<String>,
    pub totals: TeamPoints,
    pub winner: Option<Winner>,
}
