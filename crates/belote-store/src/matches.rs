//! Changes to matches and their rounds (create, append, edit, insert, delete, finish, abandon,
//! reopen, delete a match) and the queries that read them back. Every change is validated by
//! the engine with the whole match, then written in one transaction with its undo entry.

use belote_core::{parse_match, score_match, score_value, InputError, ScoreSheet, TableState};
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection};
use serde_json::{json, Value};

use crate::error::{Result, StoreError};
use crate::model::{
    match_file, Applied, ChangeKind, LastChange, MatchFilter, MatchRecord, MatchState,
    MatchSummary, NewMatch, ScoredMatch,
};
use crate::open::Store;
use crate::rows::{
    id_exists, insert_full, load_facts, load_row, now_text, parse_winner, read_match_row,
    rescore_stored, table_of_stored, write_match_cache, write_rounds, FullMatch, MatchRow, Meta,
    MATCH_COLUMNS,
};
use crate::undo::log_change;

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
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

/// In the browser the standard library has neither random hash keys nor a process id nor a
/// clock: the Web Crypto API gives the bits (should it ever fail, JavaScript's clock, mixed
/// by splitmix64 so that every hex digit of an id varies).
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        let mut z = (Utc::now().timestamp_micros() as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    })
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
        let variant = new.variant;
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
            variant,
            options,
            target,
            facts: vec![],
            sheet,
        };
        insert_full(&tx, &full)?;
        log_change(&tx, &id, ChangeKind::Create, &json!({}))?;
        let row = load_row(&tx, &id)?;
        tx.commit()?;
        row.into_record(vec![])
    }

    /// One match with its rounds.
    pub fn get_match(&self, id: &str) -> Result<MatchRecord> {
        // The row and its rounds from one snapshot, whatever another process commits.
        let snapshot = self.conn.unchecked_transaction()?;
        let row = load_row(&snapshot, id)?;
        let facts = load_facts(&snapshot, row.pk)?;
        row.into_record(facts)
    }

    /// One match with its score sheet, the state of its table and what an undo would revert,
    /// from one snapshot and one scoring.
    pub fn scored_match(&self, id: &str) -> Result<ScoredMatch> {
        let snapshot = self.conn.unchecked_transaction()?;
        let row = load_row(&snapshot, id)?;
        let facts = load_facts(&snapshot, row.pk)?;
        let (sheet, table) = table_of_stored(&row, &facts)?;
        let last_change = self.last_change(id)?;
        drop(snapshot);
        Ok(ScoredMatch {
            record: row.into_record(facts)?,
            sheet,
            table,
            last_change,
        })
    }

    /// The engine's score sheet of a match, derived from its rounds.
    pub fn score_sheet(&self, id: &str) -> Result<ScoreSheet> {
        let snapshot = self.conn.unchecked_transaction()?;
        let row = load_row(&snapshot, id)?;
        let facts = load_facts(&snapshot, row.pk)?;
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
        let m = parse_match(&match_file(row.variant, &row.options, &facts))?;
        let sheet = score_match(&m)?;
        let table = TableState::new(&m, row.first_dealer, &sheet);
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
        let record = load_row(&tx, id)?.into_record(facts)?;
        tx.commit()?;
        Ok(Applied {
            index,
            sheet,
            state: meta.state,
            finished: meta.finished,
            record,
            table,
            change: LastChange {
                kind,
                index: Some(index),
            },
        })
    }

    /// Appends a round (a docs/match-files.md round object). It is validated with the whole match by the
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
            "match": match_file(row.variant, &row.options, &facts),
        });
        tx.prepare_cached("DELETE FROM matches WHERE pk = ?1")?
            .execute([row.pk])?;
        log_change(&tx, id, ChangeKind::DeleteMatch, &undo)?;
        tx.commit()?;
        Ok(())
    }
}

impl Store {
    /// Matches, filtered; oldest first unless `filter.newest_first`.
    pub fn list_matches(&self, filter: &MatchFilter) -> Result<Vec<MatchSummary>> {
        let (condition, args) = crate::filter::condition(filter);
        let mut sql = format!("SELECT {MATCH_COLUMNS} FROM matches WHERE {condition}");
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
