//! Writing the history out: the FORMAT.md history file (JSON) and the CSV export, each
//! written to its destination atomically (temporary file, fsync, rename).

use std::collections::HashMap;
use std::fs;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::error::{Result, StoreError};
use crate::model::MatchState;
use crate::open::{sync_dir, Store};
use crate::rows::{match_file, read_match_row, MatchRow, MATCH_COLUMNS};

/// The `format` of a history file.
pub const HISTORY_FORMAT: &str = "belote-history";
/// The history file version this build reads and writes.
pub const HISTORY_VERSION: u64 = 1;

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
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}
