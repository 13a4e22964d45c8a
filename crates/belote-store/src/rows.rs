//! How a match is laid out in SQLite: reading a match row and its rounds, writing rounds with
//! the engine's derived columns, the match-level cache and state, and inserting a whole match.

use belote_core::{
    score_table, score_value, InputError, ScoreSheet, TableState, TeamPoints, Variant, Winner,
};
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::{Result, StoreError};
use crate::model::{match_file, MatchRecord, MatchState, TeamInfo, Teams};

// ---------------------------------------------------------------------------------------
// Helpers shared with the other modules (changes, undo, the history-file reader)

pub(crate) fn now_text(now: DateTime<Utc>) -> String {
    now.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// Parses an RFC 3339 time into milliseconds since the epoch.
pub(crate) fn parse_time(s: &str) -> Option<i64> {
    DateTime::parse_from_rfc3339(s)
        .ok()
        .map(|t| t.timestamp_millis())
}

pub(crate) fn enum_text<T: Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

pub(crate) fn parse_winner(s: Option<String>) -> Result<Option<Winner>> {
    winner_of(s.as_deref())
}

/// The winner column's text.
pub(crate) fn winner_of(text: Option<&str>) -> Result<Option<Winner>> {
    match text {
        None => Ok(None),
        Some("A") => Ok(Some(Winner::A)),
        Some("B") => Ok(Some(Winner::B)),
        Some("draw") => Ok(Some(Winner::Draw)),
        Some(other) => Err(StoreError::Inconsistent(format!(
            "unknown winner {other:?}"
        ))),
    }
}

pub(crate) fn parse_variant(s: &str) -> Result<Variant> {
    Variant::parse(s).ok_or_else(|| StoreError::Inconsistent(format!("unknown variant {s:?}")))
}

pub(crate) fn parse_json(text: &str, what: &str) -> Result<Value> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Inconsistent(format!("stored {what} is not JSON: {e}")))
}

/// A match row as stored (without its rounds).
#[derive(Debug, Clone)]
pub(crate) struct MatchRow {
    pub pk: i64,
    pub id: String,
    pub variant: Variant,
    pub options: Value,
    pub target: i64,
    pub teams: Teams,
    pub first_dealer: u8,
    pub created: String,
    pub created_ms: i64,
    pub finished: Option<String>,
    pub finished_ms: Option<i64>,
    pub state: MatchState,
    pub by_hand: bool,
    pub winner: Option<String>,
    pub totals: TeamPoints,
    pub pot: i64,
    pub round_count: i64,
}

impl MatchRow {
    /// The match as the store gives it out: this row with its rounds' facts.
    pub(crate) fn into_record(self, facts: Vec<Value>) -> Result<MatchRecord> {
        Ok(MatchRecord {
            variant: self.variant,
            winner: parse_winner(self.winner)?,
            id: self.id,
            created: self.created,
            finished: self.finished,
            state: self.state,
            teams: self.teams,
            first_dealer: self.first_dealer,
            options: self.options,
            rounds: facts,
            target: self.target,
            totals: self.totals,
            pot: self.pot,
        })
    }
}

pub(crate) const MATCH_COLUMNS: &str = "pk, id, variant, options, target, team_a, team_b, \
    seat0, seat1, seat2, seat3, first_dealer, created, created_ms, finished, finished_ms, \
    state, finished_by_hand, winner, total_a, total_b, pot, round_count";

pub(crate) fn read_match_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<MatchRowRaw> {
    Ok(MatchRowRaw {
        pk: r.get(0)?,
        id: r.get(1)?,
        variant: r.get(2)?,
        options: r.get(3)?,
        target: r.get(4)?,
        team_a: r.get(5)?,
        team_b: r.get(6)?,
        seats: [r.get(7)?, r.get(8)?, r.get(9)?, r.get(10)?],
        first_dealer: r.get(11)?,
        created: r.get(12)?,
        created_ms: r.get(13)?,
        finished: r.get(14)?,
        finished_ms: r.get(15)?,
        state: r.get(16)?,
        by_hand: r.get(17)?,
        winner: r.get(18)?,
        total_a: r.get(19)?,
        total_b: r.get(20)?,
        pot: r.get(21)?,
        round_count: r.get(22)?,
    })
}

/// The raw columns; turned into a [`MatchRow`] outside the rusqlite closure.
pub(crate) struct MatchRowRaw {
    pk: i64,
    id: String,
    variant: String,
    options: String,
    target: i64,
    team_a: String,
    team_b: String,
    seats: [String; 4],
    first_dealer: i64,
    created: String,
    created_ms: i64,
    finished: Option<String>,
    finished_ms: Option<i64>,
    state: String,
    by_hand: bool,
    winner: Option<String>,
    total_a: i64,
    total_b: i64,
    pot: i64,
    round_count: i64,
}

impl MatchRowRaw {
    pub(crate) fn finish(self) -> Result<MatchRow> {
        let [s0, s1, s2, s3] = self.seats;
        Ok(MatchRow {
            pk: self.pk,
            options: parse_json(&self.options, "options")?,
            id: self.id,
            variant: parse_variant(&self.variant)?,
            target: self.target,
            teams: Teams {
                a: TeamInfo {
                    name: self.team_a,
                    players: [s0, s2],
                },
                b: TeamInfo {
                    name: self.team_b,
                    players: [s1, s3],
                },
            },
            first_dealer: u8::try_from(self.first_dealer).unwrap_or(0),
            created: self.created,
            created_ms: self.created_ms,
            finished: self.finished,
            finished_ms: self.finished_ms,
            state: MatchState::parse(&self.state)?,
            by_hand: self.by_hand,
            winner: self.winner,
            totals: TeamPoints {
                a: self.total_a,
                b: self.total_b,
            },
            pot: self.pot,
            round_count: self.round_count,
        })
    }
}

pub(crate) fn load_row(conn: &Connection, id: &str) -> Result<MatchRow> {
    let sql = format!("SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?1");
    let raw = conn
        .prepare_cached(&sql)?
        .query_row([id], read_match_row)
        .optional()?;
    match raw {
        Some(raw) => raw.finish(),
        None => Err(StoreError::UnknownMatch(id.to_string())),
    }
}

pub(crate) fn load_facts(conn: &Connection, pk: i64) -> Result<Vec<Value>> {
    let mut st = conn.prepare_cached("SELECT fact FROM rounds WHERE match_pk = ?1 ORDER BY pos")?;
    let texts: Vec<String> = st
        .query_map([pk], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    texts.iter().map(|t| parse_json(t, "round")).collect()
}

pub(crate) fn score_facts(
    variant: Variant,
    options: &Value,
    facts: &[Value],
) -> std::result::Result<ScoreSheet, InputError> {
    score_value(&match_file(variant, options, facts))
}

/// Stored rounds that the engine no longer accepts (they checked when they were stored).
fn no_longer_scores(row: &MatchRow, e: &InputError) -> StoreError {
    StoreError::Inconsistent(format!(
        "the stored rounds of match {:?} no longer score: {} (at {})",
        row.id, e.message, e.at
    ))
}

pub(crate) fn rescore_stored(row: &MatchRow, facts: &[Value]) -> Result<ScoreSheet> {
    score_facts(row.variant, &row.options, facts).map_err(|e| no_longer_scores(row, &e))
}

/// The score sheet and the table state of a stored match, from one scoring.
pub(crate) fn table_of_stored(row: &MatchRow, facts: &[Value]) -> Result<(ScoreSheet, TableState)> {
    score_table(
        &match_file(row.variant, &row.options, facts),
        row.first_dealer,
    )
    .map_err(|e| no_longer_scores(row, &e))
}

fn fact_text(fact: &Value) -> String {
    // serde_json with preserve_order keeps the keys as given.
    fact.to_string()
}

fn fact_str(fact: &Value, key: &str) -> Option<String> {
    fact.get(key).and_then(Value::as_str).map(str::to_string)
}

/// Deletes the rounds of `pk` from `from` on and writes `facts[from..]` with the derived
/// columns from `sheet`.
pub(crate) fn write_rounds(
    tx: &Connection,
    pk: i64,
    from: usize,
    facts: &[Value],
    sheet: &ScoreSheet,
) -> Result<()> {
    tx.prepare_cached("DELETE FROM rounds WHERE match_pk = ?1 AND pos >= ?2")?
        .execute(params![pk, from as i64])?;
    let mut st = tx.prepare_cached(
        "INSERT INTO rounds (match_pk, pos, fact, taker, dbl, capot, verdict, score_a, score_b, pot) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    for (i, fact) in facts.iter().enumerate().skip(from) {
        let result = sheet.rounds.get(i).ok_or_else(|| {
            StoreError::Inconsistent(format!("the engine scored no round {}", i + 1))
        })?;
        st.execute(params![
            pk,
            i as i64,
            fact_text(fact),
            fact_str(fact, "taker").unwrap_or_default(),
            fact_str(fact, "double").unwrap_or_else(|| "none".to_string()),
            fact_str(fact, "capot"),
            enum_text(&result.verdict),
            result.score.a,
            result.score.b,
            result.pot,
        ])?;
    }
    Ok(())
}

/// The match-level state kept by the undo log.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct Meta {
    pub state: MatchState,
    pub finished: Option<String>,
    pub finished_ms: Option<i64>,
    pub by_hand: bool,
}

impl Meta {
    pub(crate) fn of(row: &MatchRow) -> Meta {
        Meta {
            state: row.state,
            finished: row.finished.clone(),
            finished_ms: row.finished_ms,
            by_hand: row.by_hand,
        }
    }

    /// The state after the rounds changed: a winner finishes the match; losing the winner
    /// (an edit) resumes a match the engine had finished.
    pub(crate) fn settle(self, winner: Option<Winner>, now: DateTime<Utc>) -> Meta {
        match (self.state, winner) {
            (MatchState::Abandoned, _) => self,
            (_, Some(_)) => {
                let (finished, finished_ms) = match self.finished {
                    Some(f) => (Some(f), self.finished_ms),
                    None => (Some(now_text(now)), Some(now.timestamp_millis())),
                };
                Meta {
                    state: MatchState::Finished,
                    finished,
                    finished_ms,
                    by_hand: false,
                }
            }
            (MatchState::Finished, None) if self.by_hand => self,
            (_, None) => Meta {
                state: MatchState::InPlay,
                finished: None,
                finished_ms: None,
                by_hand: false,
            },
        }
    }
}

/// Writes the derived summary and the state of a match.
pub(crate) fn write_match_cache(
    tx: &Connection,
    pk: i64,
    sheet: &ScoreSheet,
    round_count: usize,
    meta: &Meta,
) -> Result<()> {
    tx.prepare_cached(
        "UPDATE matches SET winner = ?2, total_a = ?3, total_b = ?4, pot = ?5, round_count = ?6, \
         state = ?7, finished = ?8, finished_ms = ?9, finished_by_hand = ?10 WHERE pk = ?1",
    )?
    .execute(params![
        pk,
        sheet.winner.as_ref().map(enum_text),
        sheet.totals.a,
        sheet.totals.b,
        sheet.pot,
        round_count as i64,
        meta.state.as_str(),
        meta.finished,
        meta.finished_ms,
        meta.by_hand,
    ])?;
    Ok(())
}

/// A complete, validated match ready to be inserted (import, undo of a deletion).
#[derive(Debug)]
pub(crate) struct FullMatch {
    pub id: String,
    pub created: String,
    pub created_ms: i64,
    pub finished: Option<String>,
    pub finished_ms: Option<i64>,
    pub state: MatchState,
    pub by_hand: bool,
    pub teams: Teams,
    pub first_dealer: u8,
    pub variant: Variant,
    pub options: Value,
    pub target: i64,
    pub facts: Vec<Value>,
    pub sheet: ScoreSheet,
}

pub(crate) fn insert_full(tx: &Connection, m: &FullMatch) -> Result<i64> {
    tx.prepare_cached(
        "INSERT INTO matches (id, variant, options, target, team_a, team_b, seat0, seat1, seat2, \
         seat3, first_dealer, created, created_ms) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
    )?
    .execute(params![
        m.id,
        m.variant.as_str(),
        m.options.to_string(),
        m.target,
        m.teams.a.name,
        m.teams.b.name,
        m.teams.a.players[0],
        m.teams.b.players[0],
        m.teams.a.players[1],
        m.teams.b.players[1],
        m.first_dealer,
        m.created,
        m.created_ms,
    ])?;
    let pk = tx.last_insert_rowid();
    write_rounds(tx, pk, 0, &m.facts, &m.sheet)?;
    let meta = Meta {
        state: m.state,
        finished: m.finished.clone(),
        finished_ms: m.finished_ms,
        by_hand: m.by_hand,
    };
    write_match_cache(tx, pk, &m.sheet, m.facts.len(), &meta)?;
    Ok(pk)
}

pub(crate) fn id_exists(conn: &Connection, id: &str) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM matches WHERE id = ?1")?
        .query_row([id], |_| Ok(()))
        .optional()?
        .is_some())
}
