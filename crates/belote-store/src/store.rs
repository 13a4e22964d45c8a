//! The [`Store`]: one SQLite file holding every match, durable round by round.

use std::fs;
use std::path::{Path, PathBuf};

use belote_core::{parse_match, score_value, InputError, ScoreSheet, TeamPoints, Variant, Winner};
use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::{
    params, Connection, ErrorCode, OpenFlags, OptionalExtension, Transaction, TransactionBehavior,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::error::{Result, StoreError};
use crate::schema::{migrations, SCHEMA_VERSION};

/// The Tauri app's identifier; its data directory holds the database.
pub const APP_IDENTIFIER: &str = "com.belote.companion";
/// File name of the database inside the app's data directory.
pub const DB_FILE_NAME: &str = "history.sqlite3";
/// How many entries of the change log ("undo") are kept.
const CHANGE_LOG_KEEP: i64 = 1000;

/// The database the app uses: the Tauri `app_data_dir()` (the platform data directory joined
/// with [`APP_IDENTIFIER`]) + `history.sqlite3`. On Linux: `$XDG_DATA_HOME/com.belote.companion`
/// or `$HOME/.local/share/com.belote.companion`.
pub fn default_db_path() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join(APP_IDENTIFIER)
        .join(DB_FILE_NAME)
}

/// A team: its name and its players by seat (team A: seats 0 and 2; team B: seats 1 and 3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamInfo {
    pub name: String,
    pub players: [String; 2],
}

/// Both teams, serialised as FORMAT.md's `{"A": {…}, "B": {…}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Teams {
    #[serde(rename = "A")]
    pub a: TeamInfo,
    #[serde(rename = "B")]
    pub b: TeamInfo,
}

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchState {
    InPlay,
    Finished,
    Abandoned,
}

impl MatchState {
    pub fn as_str(self) -> &'static str {
        match self {
            MatchState::InPlay => "in_play",
            MatchState::Finished => "finished",
            MatchState::Abandoned => "abandoned",
        }
    }

    fn parse(s: &str) -> Result<Self> {
        match s {
            "in_play" => Ok(MatchState::InPlay),
            "finished" => Ok(MatchState::Finished),
            "abandoned" => Ok(MatchState::Abandoned),
            other => Err(StoreError::Inconsistent(format!(
                "unknown match state {other:?}"
            ))),
        }
    }

    fn words(self) -> &'static str {
        match self {
            MatchState::InPlay => "in play",
            MatchState::Finished => "finished",
            MatchState::Abandoned => "abandoned",
        }
    }
}

/// What is needed to start a match.
#[derive(Debug, Clone)]
pub struct NewMatch {
    pub variant: Variant,
    /// The match file's `options` object (house rules); `Value::Null` means none.
    pub options: Value,
    pub teams: Teams,
    /// Seat (0–3) of the first dealer.
    pub first_dealer: u8,
}

/// One stored match with its rounds (the facts) and the engine's derived summary.
#[derive(Debug, Clone, Serialize)]
pub struct MatchRecord {
    pub id: String,
    pub created: String,
    pub finished: Option<String>,
    pub state: MatchState,
    pub teams: Teams,
    pub first_dealer: u8,
    pub variant: Variant,
    pub options: Value,
    pub rounds: Vec<Value>,
    pub target: i64,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
}

impl MatchRecord {
    /// The FORMAT.md match file `{"variant", "options", "rounds"}`.
    pub fn match_file(&self) -> Value {
        match_file(self.variant.as_str(), &self.options, &self.rounds)
    }

    /// The match as one entry of a history file.
    pub fn history_entry(&self) -> Value {
        let mut entry = json!({
            "id": self.id,
            "created": self.created,
            "finished": self.finished,
            "teams": self.teams,
            "first_dealer": self.first_dealer,
            "match": self.match_file(),
        });
        if self.state == MatchState::Abandoned {
            entry["abandoned"] = Value::Bool(true);
        }
        entry
    }
}

/// A line of the match list.
#[derive(Debug, Clone, Serialize)]
pub struct MatchSummary {
    pub id: String,
    pub variant: String,
    pub created: String,
    pub finished: Option<String>,
    pub state: MatchState,
    pub teams: Teams,
    pub rounds: usize,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
}

/// Which matches [`Store::list_matches`] returns. The default lists every match, oldest first.
#[derive(Debug, Clone, Default)]
pub struct MatchFilter {
    pub variant: Option<Variant>,
    /// A player's name (any seat) or a team's name.
    pub player: Option<String>,
    /// Created at or after this instant.
    pub since: Option<DateTime<Utc>>,
    /// Created before this instant.
    pub until: Option<DateTime<Utc>>,
    pub state: Option<MatchState>,
    pub newest_first: bool,
    pub limit: Option<usize>,
}

/// The result of a change to a match's rounds: the round's index and the new score sheet.
#[derive(Debug, Clone, Serialize)]
pub struct Applied {
    /// Index (0-based) of the round appended, edited, inserted or deleted.
    pub index: usize,
    pub sheet: ScoreSheet,
    pub state: MatchState,
    pub finished: Option<String>,
}

/// Kinds of change recorded in the undo log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Create,
    Append,
    Edit,
    Insert,
    DeleteRound,
    Finish,
    Abandon,
    Reopen,
    DeleteMatch,
}

impl ChangeKind {
    fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Create => "create",
            ChangeKind::Append => "append",
            ChangeKind::Edit => "edit",
            ChangeKind::Insert => "insert",
            ChangeKind::DeleteRound => "delete_round",
            ChangeKind::Finish => "finish",
            ChangeKind::Abandon => "abandon",
            ChangeKind::Reopen => "reopen",
            ChangeKind::DeleteMatch => "delete_match",
        }
    }

    fn parse(s: &str) -> Result<Self> {
        Ok(match s {
            "create" => ChangeKind::Create,
            "append" => ChangeKind::Append,
            "edit" => ChangeKind::Edit,
            "insert" => ChangeKind::Insert,
            "delete_round" => ChangeKind::DeleteRound,
            "finish" => ChangeKind::Finish,
            "abandon" => ChangeKind::Abandon,
            "reopen" => ChangeKind::Reopen,
            "delete_match" => ChangeKind::DeleteMatch,
            other => {
                return Err(StoreError::Inconsistent(format!(
                    "unknown change kind {other:?} in the undo log"
                )))
            }
        })
    }
}

/// A change that [`Store::undo`] reverted.
#[derive(Debug, Clone, Serialize)]
pub struct Undone {
    pub match_id: String,
    pub kind: ChangeKind,
}

/// A damaged database that [`Store::open`] moved aside before starting a fresh one.
#[derive(Debug, Clone)]
pub struct Recovery {
    /// Where the damaged file now is (its `-wal`/`-shm` files, if any, sit beside it).
    pub moved_to: PathBuf,
    /// What SQLite said about it.
    pub reason: String,
}

impl Recovery {
    /// A sentence for the user.
    pub fn message(&self, original: &Path) -> String {
        format!(
            "the match history {} was damaged ({}); it was moved aside to {} (nothing was \
             deleted) and a fresh history was started",
            original.display(),
            self.reason,
            self.moved_to.display()
        )
    }
}

/// The match history database.
pub struct Store {
    pub(crate) conn: Connection,
    path: PathBuf,
    recovery: Option<Recovery>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

// ---------------------------------------------------------------------------------------
// Opening, health check, recovery

fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseCorrupt) | Some(ErrorCode::NotADatabase)
    )
}

/// `Some(reason)` when the file is damaged, `None` when it is healthy or when the check
/// could not tell (busy, permissions, …: the normal open then reports the problem). The check
/// uses a read-only connection, which leaves the `-wal` file alone (a read-write connection
/// would delete it on close when the main file is unreadable).
fn check_health(path: &Path) -> Option<String> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = match Connection::open_with_flags(path, flags) {
        Ok(c) => c,
        Err(e) if is_damage(&e) => return Some(e.to_string()),
        Err(_) => return None,
    };
    let _ = conn.busy_timeout(std::time::Duration::from_secs(5));
    let rows: rusqlite::Result<Vec<String>> = (|| {
        let mut st = conn.prepare("PRAGMA quick_check")?;
        let rows = st.query_map([], |r| r.get::<_, String>(0))?;
        rows.collect()
    })();
    match rows {
        Ok(rows) if rows.len() == 1 && rows[0] == "ok" => None,
        Ok(rows) => Some(format!("integrity check: {}", rows.join("; "))),
        Err(e) if is_damage(&e) => Some(e.to_string()),
        Err(_) => None,
    }
}

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

/// Renames the database and its `-wal`/`-shm` files to `<name>.damaged-<timestamp>[-n]`.
fn move_aside(path: &Path) -> Result<PathBuf> {
    let stamp = Utc::now().format("%Y%m%dT%H%M%SZ").to_string();
    let mut n = 0;
    let target = loop {
        let suffix = if n == 0 {
            format!(".damaged-{stamp}")
        } else {
            format!(".damaged-{stamp}-{n}")
        };
        let candidate = sidecar(path, &suffix);
        if !candidate.exists()
            && !sidecar(&candidate, "-wal").exists()
            && !sidecar(&candidate, "-shm").exists()
        {
            break candidate;
        }
        n += 1;
    };
    for extra in ["-wal", "-shm"] {
        let from = sidecar(path, extra);
        if from.exists() {
            let to = sidecar(&target, extra);
            fs::rename(&from, &to)
                .map_err(|e| StoreError::io(format!("cannot move {} aside", from.display()), e))?;
        }
    }
    fs::rename(path, &target)
        .map_err(|e| StoreError::io(format!("cannot move {} aside", path.display()), e))?;
    sync_dir(path);
    Ok(target)
}

/// Best effort: makes a rename in `path`'s directory durable.
pub(crate) fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
}

fn configure(conn: &Connection) -> Result<()> {
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::Inconsistent(format!(
            "could not switch the database to WAL (journal mode is {mode})"
        )));
    }
    conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")?;
    Ok(())
}

impl Store {
    /// Opens (or creates) the history at `path`.
    ///
    /// Runs `PRAGMA quick_check` first: a damaged file is moved aside to
    /// `<name>.damaged-<timestamp>` (with its `-wal`/`-shm`), never deleted, and a fresh
    /// database is started; [`Store::recovery`] then says where the old one went. Then applies
    /// pending migrations. A database from a newer app is refused ([`StoreError::TooNew`]).
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref().to_path_buf();
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                fs::create_dir_all(dir).map_err(|e| {
                    StoreError::io(format!("cannot create the directory {}", dir.display()), e)
                })?;
            }
        }
        let mut recovery = None;
        if path.exists() {
            if let Some(reason) = check_health(&path) {
                let moved_to = move_aside(&path)?;
                recovery = Some(Recovery { moved_to, reason });
            }
        }
        let mut conn = Connection::open(&path)?;
        configure(&conn)?;
        let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if found > SCHEMA_VERSION as i64 {
            return Err(StoreError::TooNew {
                path,
                found,
                known: SCHEMA_VERSION,
            });
        }
        migrations().to_latest(&mut conn)?;
        Ok(Store {
            conn,
            path,
            recovery,
        })
    }

    /// Opens the app's own database ([`default_db_path`]).
    pub fn open_default() -> Result<Store> {
        Store::open(default_db_path())
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Set when [`Store::open`] found the file damaged and moved it aside.
    pub fn recovery(&self) -> Option<&Recovery> {
        self.recovery.as_ref()
    }

    /// The schema version of the open database (`PRAGMA user_version`).
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// Runs `PRAGMA integrity_check`; `Ok(())` when the database is sound.
    pub fn integrity_check(&self) -> Result<std::result::Result<(), String>> {
        let mut st = self.conn.prepare("PRAGMA integrity_check")?;
        let rows: Vec<String> = st
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<_>>()?;
        if rows.len() == 1 && rows[0] == "ok" {
            Ok(Ok(()))
        } else {
            Ok(Err(rows.join("; ")))
        }
    }

    fn write_tx(&mut self) -> Result<Transaction<'_>> {
        Ok(self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?)
    }
}

// ---------------------------------------------------------------------------------------
// Helpers shared with import/export

pub(crate) fn match_file(variant: &str, options: &Value, rounds: &[Value]) -> Value {
    json!({ "variant": variant, "options": options, "rounds": rounds })
}

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
    match s {
        None => Ok(None),
        Some(s) => serde_json::from_value(Value::String(s.clone()))
            .map(Some)
            .map_err(|_| StoreError::Inconsistent(format!("unknown winner {s:?}"))),
    }
}

pub(crate) fn parse_variant(s: &str) -> Result<Variant> {
    serde_json::from_value(Value::String(s.to_string()))
        .map_err(|_| StoreError::Inconsistent(format!("unknown variant {s:?}")))
}

fn parse_json(text: &str, what: &str) -> Result<Value> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Inconsistent(format!("stored {what} is not JSON: {e}")))
}

/// A match row as stored (without its rounds).
#[derive(Debug, Clone)]
pub(crate) struct MatchRow {
    pub pk: i64,
    pub id: String,
    pub variant: String,
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
            variant: self.variant,
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
    variant: &str,
    options: &Value,
    facts: &[Value],
) -> std::result::Result<ScoreSheet, InputError> {
    score_value(&match_file(variant, options, facts))
}

fn rescore_stored(row: &MatchRow, facts: &[Value]) -> Result<ScoreSheet> {
    score_facts(&row.variant, &row.options, facts).map_err(|e| {
        StoreError::Inconsistent(format!(
            "the stored rounds of match {:?} no longer score: {} (at {})",
            row.id, e.message, e.at
        ))
    })
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
    state: MatchState,
    finished: Option<String>,
    finished_ms: Option<i64>,
    by_hand: bool,
}

impl Meta {
    fn of(row: &MatchRow) -> Meta {
        Meta {
            state: row.state,
            finished: row.finished.clone(),
            finished_ms: row.finished_ms,
            by_hand: row.by_hand,
        }
    }

    /// The state after the rounds changed: a winner finishes the match; losing the winner
    /// (an edit) resumes a match the engine had finished.
    fn settle(self, winner: Option<Winner>, now: DateTime<Utc>) -> Meta {
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
fn write_match_cache(
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

fn log_change(tx: &Connection, match_id: &str, kind: ChangeKind, undo: &Value) -> Result<()> {
    tx.prepare_cached("INSERT INTO changes (match_id, kind, at, undo) VALUES (?1, ?2, ?3, ?4)")?
        .execute(params![
            match_id,
            kind.as_str(),
            now_text(Utc::now()),
            undo.to_string()
        ])?;
    let seq = tx.last_insert_rowid();
    tx.prepare_cached("DELETE FROM changes WHERE seq <= ?1")?
        .execute([seq - CHANGE_LOG_KEEP])?;
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
    pub variant: String,
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
        m.variant,
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

fn random_u64() -> u64 {
    use std::collections::hash_map::RandomState;
    use std::hash::{BuildHasher, Hasher};
    let mut h = RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    h.write_u32(std::process::id());
    h.finish()
}

fn new_id(conn: &Connection, now: DateTime<Utc>) -> Result<String> {
    let day = now.format("%Y-%m-%d");
    for width in [4usize, 4, 4, 8, 8, 16] {
        let r = random_u64();
        let hex = format!("{r:016x}");
        let id = format!("m-{day}-{}", &hex[..width]);
        if !id_exists(conn, &id)? {
            return Ok(id);
        }
    }
    Err(StoreError::Inconsistent(
        "could not generate an unused match id".to_string(),
    ))
}

fn index_error(row: &MatchRow, index: usize, count: usize) -> StoreError {
    StoreError::NoSuchRound {
        id: row.id.clone(),
        number: index + 1,
        count,
    }
}

fn record_from(row: MatchRow, facts: Vec<Value>) -> Result<MatchRecord> {
    Ok(MatchRecord {
        variant: parse_variant(&row.variant)?,
        winner: parse_winner(row.winner)?,
        id: row.id,
        created: row.created,
        finished: row.finished,
        state: row.state,
        teams: row.teams,
        first_dealer: row.first_dealer,
        options: row.options,
        rounds: facts,
        target: row.target,
        totals: row.totals,
        pot: row.pot,
    })
}

// ---------------------------------------------------------------------------------------
// Operations

impl Store {
    /// Starts a match; the engine validates the variant and options first.
    pub fn create_match(&mut self, new: &NewMatch) -> Result<MatchRecord> {
        let now = Utc::now();
        if new.first_dealer > 3 {
            return Err(
                InputError::new("first_dealer", "the first dealer is a seat from 0 to 3").into(),
            );
        }
        let options = if new.options.is_null() {
            json!({})
        } else {
            new.options.clone()
        };
        let variant = new.variant.as_str();
        let file = match_file(variant, &options, &[]);
        let sheet = score_value(&file)?;
        let target = parse_match(&file)?.target();
        let tx = self.write_tx()?;
        let id = new_id(&tx, now)?;
        let full = FullMatch {
            id: id.clone(),
            created: now_text(now),
            created_ms: now.timestamp_millis(),
            finished: None,
            finished_ms: None,
            state: MatchState::InPlay,
            by_hand: false,
            teams: new.teams.clone(),
            first_dealer: new.first_dealer,
            variant: variant.to_string(),
            options,
            target,
            facts: vec![],
            sheet,
        };
        insert_full(&tx, &full)?;
        log_change(&tx, &id, ChangeKind::Create, &json!({}))?;
        let row = load_row(&tx, &id)?;
        tx.commit()?;
        record_from(row, vec![])
    }

    /// One match with its rounds.
    pub fn get_match(&self, id: &str) -> Result<MatchRecord> {
        let row = load_row(&self.conn, id)?;
        let facts = load_facts(&self.conn, row.pk)?;
        record_from(row, facts)
    }

    /// The engine's score sheet of a match, derived from its rounds.
    pub fn score_sheet(&self, id: &str) -> Result<ScoreSheet> {
        let row = load_row(&self.conn, id)?;
        let facts = load_facts(&self.conn, row.pk)?;
        rescore_stored(&row, &facts)
    }

    /// Common path of every change to the rounds: validate the whole resulting match with the
    /// engine, then write it in one transaction with its undo entry.
    fn change_rounds(
        &mut self,
        id: &str,
        kind: ChangeKind,
        edit: impl FnOnce(&MatchRow, &mut Vec<Value>) -> Result<(usize, Value)>,
    ) -> Result<Applied> {
        let now = Utc::now();
        let tx = self.write_tx()?;
        let row = load_row(&tx, id)?;
        let mut facts = load_facts(&tx, row.pk)?;
        let (index, mut undo) = edit(&row, &mut facts)?;
        let sheet = score_facts(&row.variant, &row.options, &facts)?;
        let before = Meta::of(&row);
        let meta = before.clone().settle(sheet.winner, now);
        let from = if kind == ChangeKind::Append {
            facts.len() - 1
        } else {
            index
        };
        write_rounds(&tx, row.pk, from, &facts, &sheet)?;
        write_match_cache(&tx, row.pk, &sheet, facts.len(), &meta)?;
        undo["meta"] =
            serde_json::to_value(&before).map_err(|e| StoreError::Inconsistent(e.to_string()))?;
        log_change(&tx, id, kind, &undo)?;
        tx.commit()?;
        Ok(Applied {
            index,
            sheet,
            state: meta.state,
            finished: meta.finished,
        })
    }

    /// Appends a round (a FORMAT.md round object). It is validated with the whole match by the
    /// engine first; when this returns `Ok` the round is committed to disk.
    pub fn append_round(&mut self, id: &str, round: &Value) -> Result<Applied> {
        self.change_rounds(id, ChangeKind::Append, |row, facts| {
            // A game the engine declared over is left to the engine, which rejects the round
            // at `rounds[i]`; abandoned matches and matches finished by hand are refused here.
            let won = row.state == MatchState::Finished && !row.by_hand;
            if row.state != MatchState::InPlay && !won {
                return Err(StoreError::NotInPlay {
                    id: row.id.clone(),
                    state: row.state.words(),
                    action: "adding a round",
                });
            }
            facts.push(round.clone());
            Ok((facts.len() - 1, json!({ "index": facts.len() - 1 })))
        })
    }

    /// Replaces round `index` (0-based); every later round is re-scored. A game that was over
    /// resumes if the edit takes its winner away.
    pub fn edit_round(&mut self, id: &str, index: usize, round: &Value) -> Result<Applied> {
        self.change_rounds(id, ChangeKind::Edit, |row, facts| {
            let count = facts.len();
            let slot = facts
                .get_mut(index)
                .ok_or_else(|| index_error(row, index, count))?;
            let old = std::mem::replace(slot, round.clone());
            Ok((index, json!({ "index": index, "fact": old })))
        })
    }

    /// Inserts a forgotten round before round `index` (0-based; `index == count` appends).
    pub fn insert_round(&mut self, id: &str, index: usize, round: &Value) -> Result<Applied> {
        self.change_rounds(id, ChangeKind::Insert, |row, facts| {
            if index > facts.len() {
                return Err(index_error(row, index, facts.len()));
            }
            facts.insert(index, round.clone());
            Ok((index, json!({ "index": index })))
        })
    }

    /// Deletes round `index` (0-based); every later round is re-scored.
    pub fn delete_round(&mut self, id: &str, index: usize) -> Result<Applied> {
        self.change_rounds(id, ChangeKind::DeleteRound, |row, facts| {
            if index >= facts.len() {
                return Err(index_error(row, index, facts.len()));
            }
            let old = facts.remove(index);
            Ok((index, json!({ "index": index, "fact": old })))
        })
    }

    fn set_state(
        &mut self,
        id: &str,
        kind: ChangeKind,
        decide: impl FnOnce(&MatchRow, DateTime<Utc>) -> Result<Meta>,
    ) -> Result<MatchRecord> {
        let now = Utc::now();
        let tx = self.write_tx()?;
        let row = load_row(&tx, id)?;
        let before = Meta::of(&row);
        let meta = decide(&row, now)?;
        tx.prepare_cached(
            "UPDATE matches SET state = ?2, finished = ?3, finished_ms = ?4, \
             finished_by_hand = ?5 WHERE pk = ?1",
        )?
        .execute(params![
            row.pk,
            meta.state.as_str(),
            meta.finished,
            meta.finished_ms,
            meta.by_hand
        ])?;
        let undo = json!({ "meta": before });
        log_change(&tx, id, kind, &undo)?;
        tx.commit()?;
        self.get_match(id)
    }

    /// Ends a match in play before the engine declares a winner (e.g. the players stop).
    pub fn finish_match(&mut self, id: &str) -> Result<MatchRecord> {
        self.end_in_play(id, ChangeKind::Finish, MatchState::Finished, "finishing")
    }

    /// Marks a match in play as abandoned (kept in the history, left out of game statistics).
    pub fn abandon_match(&mut self, id: &str) -> Result<MatchRecord> {
        self.end_in_play(id, ChangeKind::Abandon, MatchState::Abandoned, "abandoning")
    }

    /// Ends a match in play by hand: finished (by the players) or abandoned.
    fn end_in_play(
        &mut self,
        id: &str,
        kind: ChangeKind,
        state: MatchState,
        action: &'static str,
    ) -> Result<MatchRecord> {
        self.set_state(id, kind, |row, now| {
            if row.state != MatchState::InPlay {
                return Err(StoreError::NotInPlay {
                    id: row.id.clone(),
                    state: row.state.words(),
                    action,
                });
            }
            Ok(Meta {
                state,
                finished: Some(now_text(now)),
                finished_ms: Some(now.timestamp_millis()),
                by_hand: state == MatchState::Finished,
            })
        })
    }

    /// Puts an abandoned match, or one finished by hand, back in play. A match the engine
    /// has declared won stays finished (edit or delete a round instead).
    pub fn reopen_match(&mut self, id: &str) -> Result<MatchRecord> {
        self.set_state(id, ChangeKind::Reopen, |row, _| {
            let by_engine = row.state == MatchState::Finished && !row.by_hand;
            if row.state == MatchState::InPlay || by_engine || row.winner.is_some() {
                return Err(StoreError::NotInPlay {
                    id: row.id.clone(),
                    state: if row.state == MatchState::InPlay {
                        "already in play"
                    } else {
                        "won"
                    },
                    action: "reopening",
                });
            }
            Ok(Meta {
                state: MatchState::InPlay,
                finished: None,
                finished_ms: None,
                by_hand: false,
            })
        })
    }

    /// Deletes a match and its rounds (undoable with [`Store::undo`]).
    pub fn delete_match(&mut self, id: &str) -> Result<()> {
        let tx = self.write_tx()?;
        let row = load_row(&tx, id)?;
        let facts = load_facts(&tx, row.pk)?;
        let undo = json!({
            "created_ms": row.created_ms,
            "meta": Meta::of(&row),
            "teams": row.teams,
            "first_dealer": row.first_dealer,
            "created": row.created,
            "match": match_file(&row.variant, &row.options, &facts),
        });
        tx.prepare_cached("DELETE FROM matches WHERE pk = ?1")?
            .execute([row.pk])?;
        log_change(&tx, id, ChangeKind::DeleteMatch, &undo)?;
        tx.commit()?;
        Ok(())
    }

    /// The kind of the last change of a match still in the undo log, if any: the app does
    /// not offer to undo a match's creation from its scoreboard.
    pub fn last_change(&self, match_id: &str) -> Result<Option<ChangeKind>> {
        let kind: Option<String> = self
            .conn
            .query_row(
                "SELECT kind FROM changes WHERE match_id = ?1 ORDER BY seq DESC LIMIT 1",
                [match_id],
                |r| r.get(0),
            )
            .optional()?;
        kind.map(|k| ChangeKind::parse(&k)).transpose()
    }

    /// Reverts the last recorded change — of match `match_id`, or of any match when `None`.
    /// Returns `None` when there is nothing to undo. Imports are not undoable.
    pub fn undo(&mut self, match_id: Option<&str>) -> Result<Option<Undone>> {
        let tx = self.write_tx()?;
        let last: Option<(i64, String, String, String)> = match match_id {
            Some(id) => tx
                .query_row(
                    "SELECT seq, match_id, kind, undo FROM changes WHERE match_id = ?1 \
                     ORDER BY seq DESC LIMIT 1",
                    [id],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
                )
                .optional()?,
            None => tx
                .query_row(
                    "SELECT seq, match_id, kind, undo FROM changes ORDER BY seq DESC LIMIT 1",
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
                )
                .optional()?,
        };
        let Some((seq, id, kind, undo)) = last else {
            return Ok(None);
        };
        let kind = ChangeKind::parse(&kind)?;
        let undo = parse_json(&undo, "undo entry")?;
        let bad = || StoreError::Inconsistent(format!("undo entry {seq} is incomplete"));
        let meta: Option<Meta> = undo
            .get("meta")
            .and_then(|m| serde_json::from_value(m.clone()).ok());
        let index = undo
            .get("index")
            .and_then(Value::as_u64)
            .map(|i| i as usize);
        match kind {
            ChangeKind::Create => {
                tx.execute("DELETE FROM matches WHERE id = ?1", [&id])?;
                tx.execute("DELETE FROM changes WHERE match_id = ?1", [&id])?;
            }
            ChangeKind::Append
            | ChangeKind::Edit
            | ChangeKind::Insert
            | ChangeKind::DeleteRound => {
                let row = load_row(&tx, &id)?;
                let mut facts = load_facts(&tx, row.pk)?;
                let index = index.ok_or_else(bad)?;
                let fact = undo.get("fact").cloned();
                match kind {
                    ChangeKind::Append | ChangeKind::Insert if index < facts.len() => {
                        facts.remove(index);
                    }
                    ChangeKind::Edit if index < facts.len() => {
                        facts[index] = fact.ok_or_else(bad)?;
                    }
                    ChangeKind::DeleteRound if index <= facts.len() => {
                        facts.insert(index, fact.ok_or_else(bad)?);
                    }
                    _ => return Err(bad()),
                }
                let sheet = rescore_stored(&row, &facts)?;
                let meta = meta.ok_or_else(bad)?;
                write_rounds(&tx, row.pk, index.min(facts.len()), &facts, &sheet)?;
                write_match_cache(&tx, row.pk, &sheet, facts.len(), &meta)?;
            }
            ChangeKind::Finish | ChangeKind::Abandon | ChangeKind::Reopen => {
                let row = load_row(&tx, &id)?;
                let meta = meta.ok_or_else(bad)?;
                tx.execute(
                    "UPDATE matches SET state = ?2, finished = ?3, finished_ms = ?4, \
                     finished_by_hand = ?5 WHERE pk = ?1",
                    params![
                        row.pk,
                        meta.state.as_str(),
                        meta.finished,
                        meta.finished_ms,
                        meta.by_hand
                    ],
                )?;
            }
            ChangeKind::DeleteMatch => {
                if id_exists(&tx, &id)? {
                    return Err(StoreError::DuplicateId(id));
                }
                let meta = meta.ok_or_else(bad)?;
                let file = undo.get("match").ok_or_else(bad)?;
                let facts: Vec<Value> = file
                    .get("rounds")
                    .and_then(Value::as_array)
                    .cloned()
                    .ok_or_else(bad)?;
                let variant = file
                    .get("variant")
                    .and_then(Value::as_str)
                    .ok_or_else(bad)?
                    .to_string();
                let options = file.get("options").cloned().unwrap_or_else(|| json!({}));
                let sheet = score_value(file).map_err(|e| {
                    StoreError::Inconsistent(format!("the deleted match no longer scores: {e}"))
                })?;
                let target = parse_match(file)
                    .map_err(|e| StoreError::Inconsistent(e.to_string()))?
                    .target();
                let full = FullMatch {
                    id: id.clone(),
                    created: undo
                        .get("created")
                        .and_then(Value::as_str)
                        .ok_or_else(bad)?
                        .to_string(),
                    created_ms: undo
                        .get("created_ms")
                        .and_then(Value::as_i64)
                        .ok_or_else(bad)?,
                    finished: meta.finished.clone(),
                    finished_ms: meta.finished_ms,
                    state: meta.state,
                    by_hand: meta.by_hand,
                    teams: undo
                        .get("teams")
                        .and_then(|t| serde_json::from_value(t.clone()).ok())
                        .ok_or_else(bad)?,
                    first_dealer: undo
                        .get("first_dealer")
                        .and_then(Value::as_u64)
                        .and_then(|d| u8::try_from(d).ok())
                        .ok_or_else(bad)?,
                    variant,
                    options,
                    target,
                    facts,
                    sheet,
                };
                insert_full(&tx, &full)?;
            }
        }
        tx.execute("DELETE FROM changes WHERE seq = ?1", [seq])?;
        tx.commit()?;
        Ok(Some(Undone { match_id: id, kind }))
    }

    /// Matches, filtered; oldest first unless `filter.newest_first`.
    pub fn list_matches(&self, filter: &MatchFilter) -> Result<Vec<MatchSummary>> {
        let mut sql = format!("SELECT {MATCH_COLUMNS} FROM matches WHERE 1 = 1");
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        if let Some(v) = filter.variant {
            args.push(v.as_str().to_string().into());
            sql += &format!(" AND variant = ?{}", args.len());
        }
        if let Some(p) = &filter.player {
            args.push(p.clone().into());
            let n = args.len();
            sql += &format!(" AND ?{n} IN (seat0, seat1, seat2, seat3, team_a, team_b)");
        }
        if let Some(t) = filter.since {
            args.push(t.timestamp_millis().into());
            sql += &format!(" AND created_ms >= ?{}", args.len());
        }
        if let Some(t) = filter.until {
            args.push(t.timestamp_millis().into());
            sql += &format!(" AND created_ms < ?{}", args.len());
        }
        if let Some(s) = filter.state {
            args.push(s.as_str().to_string().into());
            sql += &format!(" AND state = ?{}", args.len());
        }
        sql += if filter.newest_first {
            " ORDER BY created_ms DESC, pk DESC"
        } else {
            " ORDER BY created_ms, pk"
        };
        if let Some(limit) = filter.limit {
            sql += &format!(" LIMIT {limit}");
        }
        let mut st = self.conn.prepare_cached(&sql)?;
        let raws = st
            .query_map(rusqlite::params_from_iter(args), read_match_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        raws.into_iter()
            .map(|raw| {
                let row = raw.finish()?;
                Ok(MatchSummary {
                    winner: parse_winner(row.winner)?,
                    id: row.id,
                    variant: row.variant,
                    created: row.created,
                    finished: row.finished,
                    state: row.state,
                    teams: row.teams,
                    rounds: usize::try_from(row.round_count).unwrap_or(0),
                    totals: row.totals,
                    pot: row.pot,
                })
            })
            .collect()
    }

    /// Matches still in play, most recent first (to resume one).
    pub fn unfinished_matches(&self) -> Result<Vec<MatchSummary>> {
        self.list_matches(&MatchFilter {
            state: Some(MatchState::InPlay),
            newest_first: true,
            ..MatchFilter::default()
        })
    }
}
