//! The change log behind "undo the last change": every change to a match records what is
//! needed to revert it; [`Store::undo`] reverts the last one.

use belote_core::{parse_match, score_value, Variant};
use chrono::Utc;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};

use crate::error::{Result, StoreError};
use crate::model::{ChangeKind, LastChange, ScoredMatch, Undone};
use crate::open::Store;
use crate::rows::{
    id_exists, insert_full, load_facts, load_row, now_text, parse_json, table_of_stored,
    write_match_cache, write_rounds, FullMatch, Meta,
};

/// How many entries of the change log ("undo") are kept.
const CHANGE_LOG_KEEP: i64 = 1000;

pub(crate) fn log_change(
    tx: &Connection,
    match_id: &str,
    kind: ChangeKind,
    undo: &Value,
) -> Result<()> {
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

/// The last change of match `match_id` still in the undo log, read on `conn`.
pub(crate) fn last_change_in(conn: &Connection, match_id: &str) -> Result<Option<LastChange>> {
    let last: Option<(String, String)> = conn
        .query_row(
            "SELECT kind, undo FROM changes WHERE match_id = ?1 ORDER BY seq DESC LIMIT 1",
            [match_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((kind, undo)) = last else {
        return Ok(None);
    };
    let kind = ChangeKind::parse(&kind)?;
    let index = parse_json(&undo, "undo entry")?
        .get("index")
        .and_then(Value::as_u64)
        .map(|i| i as usize);
    Ok(Some(LastChange { kind, index }))
}

impl Store {
    /// The last change of a match still in the undo log, if any — its kind, and the round it
    /// touched: the app says what Undo will revert, and does not offer to undo a match's
    /// creation from its scoreboard.
    pub fn last_change(&self, match_id: &str) -> Result<Option<LastChange>> {
        last_change_in(&self.conn, match_id)
    }

    /// Reverts the last recorded change — of match `match_id`, or of any match when `None`.
    /// Returns `None` when there is nothing to undo. Imports are not undoable.
    ///
    /// Reading the change log and reverting happen in one immediate transaction, so two
    /// processes undoing at once revert two different changes, never the same one twice.
    pub fn undo(&mut self, match_id: Option<&str>) -> Result<Option<Undone>> {
        self.undo_last(match_id, true)
    }

    /// Undo from a match's scoreboard: reverts the last change of match `id` unless it is the
    /// match's creation (the scoreboard never deletes its own match); `None` then, or when
    /// there is nothing to undo. Checked and done in one immediate transaction.
    pub fn undo_in_match(&mut self, id: &str) -> Result<Option<Undone>> {
        self.undo_last(Some(id), false)
    }

    fn undo_last(&mut self, match_id: Option<&str>, creation_too: bool) -> Result<Option<Undone>> {
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
        if kind == ChangeKind::Create && !creation_too {
            return Ok(None);
        }
        let undo = parse_json(&undo, "undo entry")?;
        let bad = || StoreError::Inconsistent(format!("undo entry {seq} is incomplete"));
        let meta: Option<Meta> = undo
            .get("meta")
            .and_then(|m| serde_json::from_value(m.clone()).ok());
        let index = undo
            .get("index")
            .and_then(Value::as_u64)
            .map(|i| i as usize);
        // The match as reverting a change to its rounds scored it.
        let mut rounds_changed = None;
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
                let (sheet, table) = table_of_stored(&row, &facts)?;
                let meta = meta.ok_or_else(bad)?;
                write_rounds(&tx, row.pk, index.min(facts.len()), &facts, &sheet)?;
                write_match_cache(&tx, row.pk, &sheet, facts.len(), &meta)?;
                rounds_changed = Some((facts, sheet, table));
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
            ChangeKind::DeleteMatch if id_exists(&tx, &id)? => {
                // A match of this id was imported again since it was deleted: the deletion
                // is undone already. Its older entries describe the deleted match, not this
                // one, and go with it. (Imports clear them since; older databases may hold
                // them still.)
                tx.execute(
                    "DELETE FROM changes WHERE match_id = ?1 AND seq < ?2",
                    params![id, seq],
                )?;
            }
            ChangeKind::DeleteMatch => {
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
                    .and_then(Variant::parse)
                    .ok_or_else(bad)?;
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
        let scored = match rounds_changed {
            Some((facts, sheet, table)) => Some(ScoredMatch {
                record: load_row(&tx, &id)?.into_record(facts)?,
                sheet,
                table,
                last_change: last_change_in(&tx, &id)?,
            }),
            None => None,
        };
        tx.commit()?;
        Ok(Some(Undone {
            match_id: id,
            kind,
            scored,
        }))
    }
}
