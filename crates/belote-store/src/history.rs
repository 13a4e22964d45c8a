//! The FORMAT.md history file (export and import) and the CSV export.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use belote_core::{parse_match, score_value, InputError};
use rusqlite::TransactionBehavior;
use serde::Serialize;
use serde_json::{json, Map, Value};

use crate::error::{Result, StoreError};
use crate::store::{
    id_exists, insert_full, match_file, parse_time, read_match_row, sync_dir, FullMatch, MatchRow,
    MatchState, Store, TeamInfo, Teams, MATCH_COLUMNS,
};

/// The `format` of a history file.
pub const HISTORY_FORMAT: &str = "belote-history";
/// The history file version this build reads and writes.
pub const HISTORY_VERSION: u64 = 1;

/// What an import did: `{"imported": N, "skipped": M}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    pub imported: usize,
    pub skipped: usize,
}

/// Writes a file through a temporary file in the same directory, fsynced, then renamed into
/// place: readers see the old file or the complete new one, never a partial one.
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> Result<()>,
) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "export".to_string());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let file = fs::File::create(&tmp)
            .map_err(|e| StoreError::io(format!("cannot create {}", tmp.display()), e))?;
        let mut w = BufWriter::new(file);
        write(&mut w)?;
        let file = w.into_inner().map_err(|e| {
            StoreError::io(format!("cannot write {}", tmp.display()), e.into_error())
        })?;
        file.sync_all()
            .map_err(|e| StoreError::io(format!("cannot write {}", tmp.display()), e))?;
        drop(file);
        fs::rename(&tmp, path)
            .map_err(|e| StoreError::io(format!("cannot write {}", path.display()), e))?;
        sync_dir(path);
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

fn io_err(e: std::io::Error) -> StoreError {
    StoreError::io("cannot write the export", e)
}

/// Every match row (oldest first) with its rounds' fact texts.
fn all_matches(store: &Store) -> Result<Vec<(MatchRow, Vec<String>)>> {
    let sql = format!("SELECT {MATCH_COLUMNS} FROM matches ORDER BY created_ms, pk");
    let rows = store
        .conn
        .prepare(&sql)?
        .query_map([], read_match_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut facts: HashMap<i64, Vec<String>> = HashMap::new();
    {
        let mut st = store
            .conn
            .prepare("SELECT match_pk, fact FROM rounds ORDER BY match_pk, pos")?;
        let mut q = st.query([])?;
        while let Some(r) = q.next()? {
            facts.entry(r.get(0)?).or_default().push(r.get(1)?);
        }
    }
    rows.into_iter()
        .map(|raw| {
            let row = raw.finish()?;
            let f = facts.remove(&row.pk).unwrap_or_default();
            Ok((row, f))
        })
        .collect()
}

fn entry_of(row: &MatchRow, facts: &[String]) -> Result<Value> {
    let rounds = facts
        .iter()
        .map(|t| {
            serde_json::from_str(t)
                .map_err(|e| StoreError::Inconsistent(format!("stored round is not JSON: {e}")))
        })
        .collect::<Result<Vec<Value>>>()?;
    let mut entry = json!({
        "id": row.id,
        "created": row.created,
        "finished": row.finished,
        "teams": row.teams,
        "first_dealer": row.first_dealer,
        "match": match_file(&row.variant, &row.options, &rounds),
    });
    if row.state == MatchState::Abandoned {
        entry["abandoned"] = Value::Bool(true);
    }
    Ok(entry)
}

impl Store {
    /// The history file of FORMAT.md: every match, oldest first.
    pub fn export_history(&self) -> Result<Value> {
        let matches = all_matches(self)?
            .iter()
            .map(|(row, facts)| entry_of(row, facts))
            .collect::<Result<Vec<_>>>()?;
        Ok(json!({
            "format": HISTORY_FORMAT,
            "version": HISTORY_VERSION,
            "matches": matches,
        }))
    }

    /// Writes the history file (pretty JSON and a final newline) to `w`.
    pub fn write_history(&self, w: &mut dyn Write) -> Result<()> {
        let file = self.export_history()?;
        serde_json::to_writer_pretty(&mut *w, &file)
            .map_err(|e| io_err(std::io::Error::other(e)))?;
        w.write_all(b"\n").map_err(io_err)?;
        w.flush().map_err(io_err)
    }

    /// Writes the history file to `path` atomically (temp file, fsync, rename).
    pub fn export_history_to(&self, path: &Path) -> Result<()> {
        let file = self.export_history()?;
        write_atomically(path, |w| {
            serde_json::to_writer_pretty(&mut *w, &file)
                .map_err(|e| io_err(std::io::Error::other(e)))?;
            w.write_all(b"\n").map_err(io_err)
        })
    }

    /// CSV, one row per round, every match oldest first, with the engine's scores.
    pub fn write_csv(&self, w: &mut dyn Write) -> Result<()> {
        const HEADER: &[&str] = &[
            "match_id", "variant", "created", "finished", "state", "team_a", "team_b", "round",
            "taker", "contract", "bid", "double", "capot", "points_a", "points_b", "belote_a",
            "belote_b", "verdict", "score_a", "score_b", "pot", "total_a", "total_b",
        ];
        writeln!(w, "{}", HEADER.join(",")).map_err(io_err)?;
        let mut st = self.conn.prepare(
            "SELECT m.id, m.variant, m.created, m.finished, m.state, m.team_a, m.team_b, \
             r.pos, r.fact, r.verdict, r.score_a, r.score_b, r.pot \
             FROM rounds r JOIN matches m ON m.pk = r.match_pk \
             ORDER BY m.created_ms, m.pk, r.pos",
        )?;
        let mut q = st.query([])?;
        let mut current: Option<String> = None;
        let (mut total_a, mut total_b) = (0i64, 0i64);
        while let Some(r) = q.next()? {
            let id: String = r.get(0)?;
            if current.as_deref() != Some(id.as_str()) {
                current = Some(id.clone());
                total_a = 0;
                total_b = 0;
            }
            let fact: Value = serde_json::from_str(&r.get::<_, String>(8)?)
                .map_err(|e| StoreError::Inconsistent(format!("stored round is not JSON: {e}")))?;
            let (score_a, score_b): (i64, i64) = (r.get(10)?, r.get(11)?);
            total_a += score_a;
            total_b += score_b;
            let text = |v: Option<&Value>| match v {
                None | Some(Value::Null) => String::new(),
                Some(Value::String(s)) => s.clone(),
                Some(other) => other.to_string(),
            };
            let fields = [
                id,
                r.get(1)?,
                r.get(2)?,
                r.get::<_, Option<String>>(3)?.unwrap_or_default(),
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                (r.get::<_, i64>(7)? + 1).to_string(),
                text(fact.get("taker")),
                text(fact.get("contract")),
                text(fact.get("bid")),
                text(fact.get("double").or(Some(&Value::String("none".into())))),
                text(fact.get("capot")),
                text(fact.pointer("/points/A")),
                text(fact.pointer("/points/B")),
                text(fact.pointer("/belote/A")),
                text(fact.pointer("/belote/B")),
                r.get(9)?,
                score_a.to_string(),
                score_b.to_string(),
                r.get::<_, i64>(12)?.to_string(),
                total_a.to_string(),
                total_b.to_string(),
            ];
            let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
            writeln!(w, "{}", line.join(",")).map_err(io_err)?;
        }
        w.flush().map_err(io_err)
    }

    /// Writes the CSV export to `path` atomically.
    pub fn export_csv_to(&self, path: &Path) -> Result<()> {
        write_atomically(path, |w| self.write_csv(w))
    }

    /// Imports a history file: every match is validated (by the engine for its rounds) before
    /// anything is written, then all new matches are inserted in one transaction. Matches whose
    /// id is already stored are skipped, so importing the same file twice changes nothing.
    /// Any error rejects the whole file and leaves the database as it was.
    pub fn import_history(&mut self, file: &Value) -> Result<ImportReport> {
        let matches = validate_history(file)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut report = ImportReport {
            imported: 0,
            skipped: 0,
        };
        for m in &matches {
            if id_exists(&tx, &m.id)? {
                report.skipped += 1;
            } else {
                insert_full(&tx, m)?;
                report.imported += 1;
            }
        }
        tx.commit()?;
        Ok(report)
    }

    /// [`Store::import_history`] from the file's text; unreadable JSON is bad input at `""`.
    pub fn import_history_text(&mut self, text: &str) -> Result<ImportReport> {
        let file: Value = serde_json::from_str(text)
            .map_err(|e| InputError::new("", format!("the history file is not valid JSON: {e}")))?;
        self.import_history(&file)
    }
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn bad(at: impl Into<String>, message: impl Into<String>) -> InputError {
    InputError::new(at, message)
}

fn get_str<'a>(o: &'a Map<String, Value>, key: &str, at: &str) -> Result<&'a str, InputError> {
    match o.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(bad(
            format!("{at}.{key}"),
            format!("`{key}` must be a string"),
        )),
        None => Err(bad(at, format!("missing `{key}`"))),
    }
}

fn parse_team(teams: &Map<String, Value>, key: &str, at: &str) -> Result<TeamInfo, InputError> {
    let at_team = format!("{at}.{key}");
    let team = match teams.get(key) {
        Some(Value::Object(o)) => o,
        Some(_) => {
            return Err(bad(
                &at_team,
                "a team must be an object {\"name\", \"players\"}",
            ))
        }
        None => return Err(bad(at, format!("missing team `{key}`"))),
    };
    let name = get_str(team, "name", &at_team)?.to_string();
    let at_players = format!("{at_team}.players");
    let players = match team.get("players") {
        Some(Value::Array(a)) => a,
        Some(_) => return Err(bad(&at_players, "`players` must be an array of two names")),
        None => return Err(bad(&at_team, "missing `players`")),
    };
    if players.len() != 2 {
        return Err(bad(
            &at_players,
            format!("a team has two players, not {}", players.len()),
        ));
    }
    let mut names = [String::new(), String::new()];
    for (i, p) in players.iter().enumerate() {
        names[i] = p
            .as_str()
            .ok_or_else(|| {
                bad(
                    format!("{at_players}[{i}]"),
                    "a player is a name (a string)",
                )
            })?
            .to_string();
    }
    Ok(TeamInfo {
        name,
        players: names,
    })
}

fn parse_entry(entry: &Value, at: &str) -> Result<FullMatch, InputError> {
    let o = entry
        .as_object()
        .ok_or_else(|| bad(at, "a match entry must be an object"))?;
    let id = get_str(o, "id", at)?;
    if id.is_empty() {
        return Err(bad(format!("{at}.id"), "`id` must not be empty"));
    }
    let created = get_str(o, "created", at)?;
    let created_ms = parse_time(created).ok_or_else(|| {
        bad(
            format!("{at}.created"),
            "`created` must be an RFC 3339 time like 2026-11-21T20:15:00Z",
        )
    })?;
    let (finished, finished_ms) = match o.get("finished") {
        None | Some(Value::Null) => (None, None),
        Some(Value::String(s)) => {
            let ms = parse_time(s).ok_or_else(|| {
                bad(
                    format!("{at}.finished"),
                    "`finished` must be null or an RFC 3339 time like 2026-11-21T21:02:40Z",
                )
            })?;
            (Some(s.clone()), Some(ms))
        }
        Some(_) => {
            return Err(bad(
                format!("{at}.finished"),
                "`finished` must be null or an RFC 3339 time",
            ))
        }
    };
    let at_teams = format!("{at}.teams");
    let teams = match o.get("teams") {
        Some(Value::Object(t)) => t,
        Some(_) => return Err(bad(&at_teams, "`teams` must be an object {\"A\", \"B\"}")),
        None => return Err(bad(at, "missing `teams`")),
    };
    let teams = Teams {
        a: parse_team(teams, "A", &at_teams)?,
        b: parse_team(teams, "B", &at_teams)?,
    };
    let first_dealer = match o.get("first_dealer") {
        Some(v) => v
            .as_u64()
            .filter(|d| *d <= 3)
            .map(|d| d as u8)
            .ok_or_else(|| {
                bad(
                    format!("{at}.first_dealer"),
                    "the first dealer is a seat from 0 to 3",
                )
            })?,
        None => return Err(bad(at, "missing `first_dealer`")),
    };
    let abandoned = match o.get("abandoned") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            return Err(bad(
                format!("{at}.abandoned"),
                "`abandoned` must be true or false",
            ))
        }
    };
    let at_match = format!("{at}.match");
    let file = o.get("match").ok_or_else(|| bad(at, "missing `match`"))?;
    let sheet = score_value(file).map_err(|e| e.under(&at_match))?;
    let target = parse_match(file).map_err(|e| e.under(&at_match))?.target();
    // score_value accepted it, so these are present and well-formed.
    let variant = file
        .get("variant")
        .and_then(Value::as_str)
        .ok_or_else(|| bad(&at_match, "missing `variant`"))?
        .to_string();
    let options = match file.get("options") {
        None | Some(Value::Null) => json!({}),
        Some(v) => v.clone(),
    };
    let facts = file
        .get("rounds")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let state = if abandoned {
        MatchState::Abandoned
    } else if finished.is_some() {
        MatchState::Finished
    } else {
        MatchState::InPlay
    };
    Ok(FullMatch {
        id: id.to_string(),
        created: created.to_string(),
        created_ms,
        finished,
        finished_ms,
        state,
        by_hand: state == MatchState::Finished && sheet.winner.is_none(),
        teams,
        first_dealer,
        variant,
        options,
        target,
        facts,
        sheet,
    })
}

/// Checks a whole history file; the first problem is returned, pointed at its value.
pub(crate) fn validate_history(file: &Value) -> Result<Vec<FullMatch>, InputError> {
    let o = file
        .as_object()
        .ok_or_else(|| bad("", "a history file is a JSON object"))?;
    match o.get("format") {
        Some(Value::String(s)) if s == HISTORY_FORMAT => {}
        Some(_) => {
            return Err(bad(
                "format",
                format!("not a history file: `format` must be \"{HISTORY_FORMAT}\""),
            ))
        }
        None => return Err(bad("", "not a history file: missing `format`")),
    }
    match o.get("version") {
        Some(v) if v.as_u64() == Some(HISTORY_VERSION) => {}
        Some(v) if v.as_u64().is_some() => {
            return Err(bad(
                "version",
                format!("history file version {v} is not supported (this app reads version {HISTORY_VERSION})"),
            ))
        }
        Some(_) => return Err(bad("version", "`version` must be a number")),
        None => return Err(bad("", "missing `version`")),
    }
    let matches = match o.get("matches") {
        Some(Value::Array(a)) => a,
        Some(_) => return Err(bad("matches", "`matches` must be an array")),
        None => return Err(bad("", "missing `matches`")),
    };
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(matches.len());
    for (i, entry) in matches.iter().enumerate() {
        let at = format!("matches[{i}]");
        let m = parse_entry(entry, &at)?;
        if !seen.insert(m.id.clone()) {
            return Err(bad(
                format!("{at}.id"),
                format!("the id {:?} appears twice in this file", m.id),
            ));
        }
        out.push(m);
    }
    Ok(out)
}
