//! What the UI receives for a match: the stored facts and the engine's score sheet, with
//! each round's explanation in the table's language, running totals and whose deal it is.

use belote_core::parse::parse_options;
use belote_core::rules::GameLength;
use belote_core::{game, render_all, Lang, ScoreSheet, TeamPoints, Verdict, Winner};
use belote_store::{ChangeKind, LastChange, MatchRecord};
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
    /// The round as entered (FORMAT.md round object).
    pub fact: Value,
}

#[derive(Debug, Clone, Serialize)]
pub struct MatchView {
    pub record: MatchRecord,
    pub rounds: Vec<RoundView>,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
    /// Seat of the next round's dealer.
    pub next_dealer: u8,
    /// Points each team still needs to reach the target.
    pub to_target: TeamPoints,
    /// Deals still to play in a game of a fixed number of deals (Klaverjas's `game_end:
    /// deals`); `null` in a game to a target.
    pub deals_left: Option<i64>,
    /// What Undo on the scoreboard would revert — `{kind, index}`, index the round's for a
    /// change to one round — or `null` when there is nothing it would undo (the match's
    /// creation is never undone from its scoreboard).
    pub last_change: Option<LastChange>,
}

/// The dealer of round `index`: the round's own `dealer` if given, else the deal passes one
/// seat in the order of play each round from the first dealer.
pub fn dealer_of(record: &MatchRecord, index: usize) -> u8 {
    record
        .rounds
        .get(index)
        .and_then(|r| r.get("dealer"))
        .and_then(Value::as_u64)
        .map(|d| (d % 4) as u8)
        .unwrap_or(((usize::from(record.first_dealer) + index) % 4) as u8)
}

pub fn match_view(
    record: MatchRecord,
    sheet: &ScoreSheet,
    lang: Lang,
    last_change: Option<LastChange>,
) -> MatchView {
    let mut running = TeamPoints::default();
    let rounds = sheet
        .rounds
        .iter()
        .enumerate()
        .map(|(i, r)| {
            running.a += r.score.a;
            running.b += r.score.b;
            RoundView {
                score: r.score,
                verdict: r.verdict,
                pot: r.pot,
                explanation: render_all(&r.explanation, lang),
                totals: running,
                dealer: dealer_of(&record, i),
                fact: record.rounds.get(i).cloned().unwrap_or(Value::Null),
            }
        })
        .collect::<Vec<_>>();
    let next_dealer = match rounds.last() {
        Some(last) => (last.dealer + 1) % 4,
        None => record.first_dealer % 4,
    };
    let target = record.target;
    let deals_left = parse_options(record.variant, Some(&record.options), "options")
        .ok()
        .and_then(|o| match game(record.variant).length(&o) {
            GameLength::Deals(n) => Some((n - rounds.len() as i64).max(0)),
            GameLength::Target(_) => None,
        });
    MatchView {
        deals_left,
        last_change: last_change.filter(|c| c.kind != ChangeKind::Create),
        to_target: TeamPoints::new(
            (target - sheet.totals.a).max(0),
            (target - sheet.totals.b).max(0),
        ),
        totals: sheet.totals,
        pot: sheet.pot,
        winner: sheet.winner,
        next_dealer,
        rounds,
        record,
    }
}
