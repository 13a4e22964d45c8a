//! What the UI receives for a match: the stored facts, the engine's score sheet with each
//! round's explanation in the table's language, and the state of the table (whose deal, what
//! is left to play, the rules in force) — all from one scoring of the match.

use belote_core::rules::GameLength;
use belote_core::{
    render_all, Lang, RoemValue, ScoreSheet, TableState, TeamPoints, Verdict, Winner,
};
use belote_store::{Applied, ChangeKind, LastChange, MatchRecord, ScoredMatch};
use serde::Serialize;
use serde_json::{Map, Value};

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

#[derive(Debug, Clone, Serialize)]
pub struct MatchView {
    pub record: MatchRecord,
    pub rounds: Vec<RoundView>,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
    /// Whether the engine has ended the game.
    pub over: bool,
    /// Seat of the next round's dealer.
    pub next_dealer: u8,
    /// What ends the game: `{"target": n}` or `{"deals": n}`.
    pub length: GameLength,
    /// Points each team still needs to reach the target.
    pub to_target: TeamPoints,
    /// Deals still to play in a game of a fixed number of deals (Klaverjas's `game_end:
    /// deals`); `null` in a game to a target.
    pub deals_left: Option<i64>,
    /// Every house rule of the match with its value, defaults filled in.
    pub options: Map<String, Value>,
    /// The roem a round may list, with its points under the match's options.
    pub roem: Vec<RoemValue>,
    /// Whether the house rules allow declarations.
    pub declarations: bool,
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
            .zip(&table.rounds)
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
            totals: table.totals,
            pot: table.pot,
            winner: table.winner,
            over: table.over,
            next_dealer: table.next_dealer,
            length: table.length,
            to_target: table.to_target,
            deals_left: table.deals_left,
            options: table.options,
            roem: table.roem,
            declarations: table.declarations,
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
