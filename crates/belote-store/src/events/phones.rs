//! The table phones' writes (docs/events.md API): append, replace or undo a deal of the table a code
//! names. Each is one transaction that also remembers the phone's `op` for that table, so a
//! write sent again changes nothing: a replayed op is answered with the table as it is now,
//! before any other check (even after the round has closed); the same op with another write is
//! refused. A table accepts writes while its round is the event's current round; a complete
//! table refuses appends but allows replace and undo.
//!
//! A write scores its table once, with the change (an append scores the deals before it and the
//! new one in one go, [`TableRules::append`]), and answers with that score; only a refusal
//! scores the table as it is now, to send it with the refusal.

use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

use belote_event::{
    deal_error, Appended, Event, ScoredEvent, ScoredTable, TableRules, TableScore, TableView,
};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};

use super::rows::{self, bump_version, write_deals};
use super::EventError;
use crate::error::{Result, StoreError};
use crate::open::Store;

/// An event's facts without the tables' deals, and the rules its tables are scored by: read
/// once for a whole batch of phone writes (they change deals only, never these).
struct Facts {
    event: Event,
    /// The rules of each stage's tables (an event without stages: one).
    rules: Vec<TableRules>,
    current_round: u32,
}

impl Facts {
    /// The rules of a table of round `round`.
    fn rules(&self, round: u32) -> &TableRules {
        let k = if self.event.def.is_staged() {
            self.event.stage_of_round(round)
        } else {
            0
        };
        &self.rules[k.min(self.rules.len() - 1)]
    }
}

/// The facts of the events a batch has touched, by event row.
type Cache = HashMap<i64, Rc<Facts>>;

/// One table as the phones' writes need it, loaded by its code.
struct PhoneTable {
    pk: i64,
    event_pk: i64,
    round: u32,
    number: u32,
    facts: Rc<Facts>,
    deals: Vec<Value>,
}

impl PhoneTable {
    fn load(conn: &Connection, code: &str, cache: &mut Cache) -> Result<PhoneTable> {
        let found: Option<(i64, i64, u32, u32, String)> = conn
            .prepare_cached(
                "SELECT t.pk, t.event_pk, t.round, t.number, e.id FROM event_tables t \
                 JOIN events e ON e.pk = t.event_pk WHERE t.code = ?1",
            )?
            .query_row([code], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .optional()?;
        let (pk, event_pk, round, number, id) =
            found.ok_or_else(|| EventError::UnknownCode(code.to_string()))?;
        let facts = match cache.get(&event_pk) {
            Some(f) => Rc::clone(f),
            None => {
                let loaded = rows::load_facts(conn, &id)?;
                let rules = if loaded.event.def.is_staged() {
                    loaded
                        .event
                        .def
                        .stage_list()
                        .iter()
                        .map(|st| TableRules::of_stage(&loaded.event.def, st))
                        .collect::<std::result::Result<Vec<_>, _>>()?
                } else {
                    vec![loaded.event.rules()?]
                };
                let facts = Rc::new(Facts {
                    current_round: loaded.event.current_round(),
                    event: loaded.event,
                    rules,
                });
                cache.insert(event_pk, Rc::clone(&facts));
                facts
            }
        };
        Ok(PhoneTable {
            pk,
            event_pk,
            round,
            number,
            facts,
            deals: rows::table_deals(conn, pk)?,
        })
    }

    /// The table with `deals`, scored `score`.
    fn scored(&self, deals: Vec<Value>, score: TableScore) -> Result<ScoredTable> {
        let mut t = self
            .facts
            .event
            .table(self.round, self.number)
            .map_err(|e| StoreError::Inconsistent(e.message))?
            .clone();
        t.deals = deals;
        Ok(ScoredTable::of(&self.facts.event, self.round, &t, score))
    }

    /// The table as it is now, scored (what a refusal or a replayed op sends back).
    fn now(&self) -> Result<ScoredTable> {
        let score = self
            .facts
            .rules(self.round)
            .score(&self.deals)
            .map_err(unscorable)?;
        self.scored(self.deals.clone(), score)
    }

    /// [`PhoneTable::now`] as the phones' API shows a table.
    fn view(&self) -> Result<TableView> {
        Ok(self.now()?.view())
    }
}

/// Stored deals the engine no longer accepts: a damaged database.
fn unscorable(e: belote_core::InputError) -> StoreError {
    StoreError::Inconsistent(format!("stored deals no longer score: {}", e.message))
}

/// The op as stored: what was asked, to tell a replay from a reuse.
fn remembered(conn: &Connection, table_pk: i64, op: &str) -> Result<Option<Value>> {
    let text: Option<String> = conn
        .prepare_cached("SELECT request FROM event_ops WHERE table_pk = ?1 AND op = ?2")?
        .query_row(params![table_pk, op], |r| r.get(0))
        .optional()?;
    text.map(|t| {
        serde_json::from_str(&t)
            .map_err(|e| StoreError::Inconsistent(format!("stored op is not JSON: {e}")))
    })
    .transpose()
}

/// A write of a phone, as remembered with its op.
enum Write<'a> {
    Append { number: usize, deal: &'a Value },
    Replace { number: usize, deal: &'a Value },
    Undo,
}

impl Write<'_> {
    fn request(&self) -> Value {
        match self {
            Write::Append { number, deal } => json!({ "append": number, "deal": deal }),
            Write::Replace { number, deal } => json!({ "replace": number, "deal": deal }),
            Write::Undo => json!({ "undo": true }),
        }
    }
}

/// A phone's op id: 1 to 64 characters.
fn check_op(op: &str) -> Result<()> {
    let n = op.chars().count();
    if (1..=64).contains(&n) {
        Ok(())
    } else {
        Err(belote_core::InputError::new("op", "an op is 1 to 64 characters").into())
    }
}

/// An engine error about the deals of a table after a write: at the written deal (`deal…`), or
/// at a later deal it made invalid (`deals[i]…`).
fn refused(e: belote_core::InputError, written: usize) -> StoreError {
    let index =
        e.at.strip_prefix("rounds[")
            .and_then(|r| r.split_once(']'))
            .and_then(|(i, _)| i.parse::<usize>().ok());
    match index {
        Some(i) if i == written => deal_error(e).into(),
        Some(_) => belote_event::deals_error_under(e, "").into(),
        None => e.into(),
    }
}

/// A phone's write, owned: what [`Store::phone_writes`] applies in a batch.
#[derive(Debug, Clone, PartialEq)]
pub enum PhoneWrite {
    /// Appends `deal` as deal `number` (from 1).
    Append {
        code: String,
        op: String,
        number: usize,
        deal: Value,
    },
    /// Replaces deal `number` (from 1).
    Replace {
        code: String,
        op: String,
        number: usize,
        deal: Value,
    },
    /// Removes the last deal.
    Undo { code: String, op: String },
}

impl PhoneWrite {
    fn parts(&self) -> (&str, &str, Write<'_>) {
        match self {
            PhoneWrite::Append {
                code,
                op,
                number,
                deal,
            } => (
                code,
                op,
                Write::Append {
                    number: *number,
                    deal,
                },
            ),
            PhoneWrite::Replace {
                code,
                op,
                number,
                deal,
            } => (
                code,
                op,
                Write::Replace {
                    number: *number,
                    deal,
                },
            ),
            PhoneWrite::Undo { code, op } => (code, op, Write::Undo),
        }
    }
}

/// One phone write inside a transaction (or a savepoint of one): checked, applied, its op
/// remembered and the event's version raised; the table answered as the write left it, scored
/// once. Nothing is committed here.
fn apply(
    tx: &Connection,
    cache: &mut Cache,
    code: &str,
    op: &str,
    write: Write,
) -> Result<ScoredTable> {
    check_op(op)?;
    let t = PhoneTable::load(tx, code, cache)?;
    let request = write.request();
    if let Some(before) = remembered(tx, t.pk, op)? {
        return if before == request {
            t.now()
        } else {
            Err(EventError::OpReused {
                op: op.to_string(),
                table: Box::new(t.view()?),
            }
            .into())
        };
    }
    if t.round != t.facts.current_round {
        return Err(EventError::RoundClosed {
            table: Box::new(t.view()?),
        }
        .into());
    }
    let rules = t.facts.rules(t.round);
    let mut deals = t.deals.clone();
    let (written, score) = match write {
        Write::Append { number, deal } => {
            if number != deals.len() + 1 {
                let view = t.view()?;
                return Err(if view.complete {
                    EventError::TableComplete {
                        table: Box::new(view),
                    }
                } else {
                    EventError::WrongNumber {
                        expected: deals.len() + 1,
                        got: number,
                        table: Box::new(view),
                    }
                }
                .into());
            }
            match rules.append(&deals, deal) {
                Ok(Appended::Scored(score)) => {
                    deals.push(deal.clone());
                    (Some(deals.len() - 1), score)
                }
                Ok(Appended::Complete(now)) => {
                    return Err(EventError::TableComplete {
                        table: Box::new(t.scored(deals, now)?.view()),
                    }
                    .into())
                }
                Err(e) => return Err(refused(e, deals.len())),
            }
        }
        Write::Replace { number, deal } => {
            if number == 0 || number > deals.len() {
                return Err(EventError::NoSuchDeal {
                    number,
                    table: Box::new(t.view()?),
                }
                .into());
            }
            deals[number - 1] = deal.clone();
            let score = rules.score(&deals).map_err(|e| refused(e, number - 1))?;
            (Some(number - 1), score)
        }
        Write::Undo => {
            if deals.pop().is_none() {
                return Err(EventError::NoSuchDeal {
                    number: 0,
                    table: Box::new(t.view()?),
                }
                .into());
            }
            let score = rules.score(&deals).map_err(|e| refused(e, usize::MAX))?;
            (None, score)
        }
    };
    let from = written.unwrap_or(deals.len());
    write_deals(tx, t.pk, from, &deals)?;
    tx.prepare_cached("INSERT INTO event_ops (table_pk, op, request) VALUES (?1, ?2, ?3)")?
        .execute(params![t.pk, op, request.to_string()])?;
    bump_version(tx, t.event_pk)?;
    t.scored(deals, score)
}

impl Store {
    fn phone_write(&mut self, code: &str, op: &str, write: Write) -> Result<ScoredTable> {
        let tx = self.write_tx()?;
        let table = apply(&tx, &mut Cache::new(), code, op, write)?;
        tx.commit()?;
        Ok(table)
    }

    /// Applies one phone's write: [`Store::phone_writes`] for one write, its answer the table
    /// scored as the write left it (durable once this returns `Ok`).
    pub fn table_write(&mut self, write: &PhoneWrite) -> Result<ScoredTable> {
        let (code, op, write) = write.parts();
        self.phone_write(code, op, write)
    }

    /// Applies several phones' writes with one commit (one wait for the disk for all of
    /// them): each write in its own savepoint, so a refused one changes nothing and the
    /// others still apply, exactly as if each had been sent alone, in order. The answers come
    /// back only once the transaction is committed, so every `Ok` is durable; `Err` for the
    /// whole batch when the commit itself fails (then nothing of it is stored).
    pub fn phone_writes(&mut self, writes: &[PhoneWrite]) -> Result<Vec<Result<ScoredTable>>> {
        let mut tx = self.write_tx()?;
        let mut answers = Vec::with_capacity(writes.len());
        let mut cache = Cache::new();
        for w in writes {
            let (code, op, write) = w.parts();
            let sp = tx.savepoint()?;
            let answer = apply(&sp, &mut cache, code, op, write);
            if answer.is_ok() {
                sp.commit()?;
            } else {
                // Dropping the savepoint rolls it back.
                drop(sp);
            }
            answers.push(answer);
        }
        tx.commit()?;
        Ok(answers)
    }

    /// Appends `deal` (round facts) as deal `number` (from 1, the table's deal count + 1) of the
    /// table `code` names. When this returns `Ok` the deal is durable.
    pub fn append_deal(
        &mut self,
        code: &str,
        op: &str,
        number: usize,
        deal: &Value,
    ) -> Result<TableView> {
        self.phone_write(code, op, Write::Append { number, deal })
            .map(|t| t.view())
    }

    /// Replaces deal `number` (from 1) of the table `code` names; the later deals are scored
    /// again (one it makes invalid is refused at `deals[i]…`).
    pub fn replace_deal(
        &mut self,
        code: &str,
        op: &str,
        number: usize,
        deal: &Value,
    ) -> Result<TableView> {
        self.phone_write(code, op, Write::Replace { number, deal })
            .map(|t| t.view())
    }

    /// Removes the last deal of the table `code` names.
    pub fn undo_deal(&mut self, code: &str, op: &str) -> Result<TableView> {
        self.phone_write(code, op, Write::Undo).map(|t| t.view())
    }

    /// The table a code names, scored (`GET /api/tables/CODE`).
    pub fn table_by_code(&self, code: &str) -> Result<TableView> {
        Ok(self.scored_table(code)?.view())
    }

    /// The table a code names with its score and what its views need: a projection of its
    /// event scored ([`Store::scored_event`], kept per event version).
    pub fn scored_table(&self, code: &str) -> Result<ScoredTable> {
        let (scored, round, table) = self.event_of_table(code)?;
        Ok(scored.table(round, table)?)
    }

    /// The event of the table a code names, scored (kept per event version), and the table's
    /// round and number.
    pub fn event_of_table(&self, code: &str) -> Result<(Arc<ScoredEvent>, u32, u32)> {
        let snapshot = self.conn.unchecked_transaction()?;
        let (id, round, table): (String, u32, u32) = snapshot
            .prepare_cached(
                "SELECT e.id, t.round, t.number FROM event_tables t \
                 JOIN events e ON e.pk = t.event_pk WHERE t.code = ?1",
            )?
            .query_row([code], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .optional()?
            .ok_or_else(|| EventError::UnknownCode(code.to_string()))?;
        Ok((self.scored_in(&snapshot, &id)?, round, table))
    }
}
