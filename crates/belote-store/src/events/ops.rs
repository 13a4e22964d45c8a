//! The organiser's changes to an event — create, draw, redraw, set a table's deals, add a late
//! entrant, withdraw one — and the queries that read an event back (the list, the standings,
//! one table, the event as the projector shows it). Each change loads the event's facts in an
//! immediate transaction, lets `belote-event` check and apply it, writes what changed and
//! raises the version, all in that one transaction.

use std::collections::HashSet;

use belote_event::{
    random_seed, Definition, Event, EventSummary, EventView, RoundView, ScoredTable, Scores,
    StandingsView, TableView,
};
use chrono::{Local, SecondsFormat, Utc};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::Value;

use super::rows::{
    self, bump_version, fresh_code, insert_entrant, insert_round, new_id, write_deals,
};
use super::EventError;
use crate::error::{Result, StoreError};
use crate::open::Store;

fn no_randomness(e: impl std::fmt::Display) -> StoreError {
    StoreError::io(
        "cannot draw a random number",
        std::io::Error::other(e.to_string()),
    )
}

/// A new event id, unused in the database: `e-` and the event's date and some hex digits.
pub(crate) fn new_event_id(conn: &Connection, date: &str) -> Result<String> {
    new_id(conn, "e", "events", date)
}

/// `n` codes unused in the database, for the tables of a draw.
fn codes_for(conn: &Connection, n: usize) -> Result<Vec<String>> {
    let mut taken = HashSet::new();
    (0..n).map(|_| fresh_code(conn, &mut taken)).collect()
}

impl Store {
    /// Creates an event from its definition (docs/events.md): checked whole first, defaults filled
    /// in, a seed drawn when it gives none. Returns the new event's id.
    pub fn create_event(&mut self, definition: &Value) -> Result<String> {
        let today = Local::now().format("%Y-%m-%d").to_string();
        let def = Definition::parse(definition, &today)?;
        self.create_event_from(def)
    }

    /// Creates an event from a checked definition.
    pub fn create_event_from(&mut self, mut def: Definition) -> Result<String> {
        if def.draw.seed.is_none() {
            def.draw.seed = Some(random_seed().map_err(no_randomness)?);
        }
        let created = Utc::now().to_rfc3339_opts(SecondsFormat::Secs, true);
        let tx = self.write_tx()?;
        let id = new_event_id(&tx, &def.date)?;
        let event = Event {
            pairs: Vec::new(),
            seedings: Vec::new(),
            id: id.clone(),
            created,
            def,
            withdrawn: Vec::new(),
            rounds: Vec::new(),
        };
        rows::insert_event(&tx, &event)?;
        tx.commit()?;
        Ok(id)
    }

    /// Every event, oldest first: `{"event", "name", "date", "variant", "round", "rounds"}`.
    pub fn list_events(&self) -> Result<Vec<EventSummary>> {
        let mut st = self.conn.prepare_cached(
            "SELECT e.id, e.definition, (SELECT count(*) FROM event_rounds r WHERE r.event_pk = e.pk) \
             FROM events e ORDER BY e.created, e.pk",
        )?;
        let rows = st
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, u32>(2)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter()
            .map(|(id, def, round)| {
                let def: Value = serde_json::from_str(&def).map_err(|e| {
                    StoreError::Inconsistent(format!("stored definition is not JSON: {e}"))
                })?;
                // A staged event (or a mêlée) counts its rounds from its stages.
                let staged = def.get("stages").is_some()
                    || def
                        .get("partners")
                        .and_then(Value::as_str)
                        .is_some_and(|p| p != "every_round");
                if staged {
                    return Ok(rows::load_facts(&self.conn, &id)?.event.summary());
                }
                let text = |k: &str| {
                    def.get(k)
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string()
                };
                Ok(EventSummary {
                    event: id,
                    name: text("name"),
                    date: text("date"),
                    variant: text("variant"),
                    round,
                    rounds: def
                        .pointer("/format/rounds")
                        .and_then(Value::as_u64)
                        .unwrap_or(0) as u32,
                    stage: None,
                })
            })
            .collect()
    }

    /// An event's facts, from one snapshot.
    pub fn event(&self, id: &str) -> Result<Event> {
        let snapshot = self.conn.unchecked_transaction()?;
        Ok(rows::load(&snapshot, id)?.event)
    }

    /// The version of an event: it starts at 1 and rises with every committed change.
    pub fn event_version(&self, id: &str) -> Result<i64> {
        self.conn
            .prepare_cached("SELECT version FROM events WHERE id = ?1")?
            .query_row([id], |r| r.get(0))
            .optional()?
            .ok_or_else(|| EventError::UnknownEvent(id.to_string()).into())
    }

    /// Draws the next round, once every table of the current one is complete; the tables get
    /// new codes. Returns the round as `belote event draw` prints it.
    pub fn draw_round(&mut self, id: &str) -> Result<RoundView> {
        let tx = self.write_tx()?;
        let mut loaded = rows::load(&tx, id)?;
        let scores = Scores::of(&loaded.event, &loaded.event.rules()?)?;
        let mut codes = codes_for(&tx, loaded.event.def.entrants.len() / 2 + 1)?;
        let round = loaded
            .event
            .draw_next(&scores, || codes.pop().unwrap_or_default())?
            .clone();
        insert_round(&tx, loaded.pk, &round, 0, true)?;
        if loaded.event.uses_stages() {
            rows::write_staging(&tx, loaded.pk, &loaded.event)?;
        }
        bump_version(&tx, loaded.pk)?;
        tx.commit()?;
        Ok(loaded.event.round_view(&round))
    }

    /// Draws the current round afresh, while none of its tables has a deal: new tables (a
    /// random draw is a new one), new codes (the old ones become unknown).
    pub fn redraw_round(&mut self, id: &str) -> Result<RoundView> {
        let tx = self.write_tx()?;
        let mut loaded = rows::load(&tx, id)?;
        let scores = Scores::of(&loaded.event, &loaded.event.rules()?)?;
        let number = loaded.event.current_round();
        let attempt = loaded.attempts.last().copied().unwrap_or(0) + 1;
        let mut codes = codes_for(&tx, loaded.event.def.entrants.len() / 2 + 1)?;
        let round = loaded
            .event
            .redraw(&scores, attempt, || codes.pop().unwrap_or_default())?
            .clone();
        tx.prepare_cached("DELETE FROM event_tables WHERE event_pk = ?1 AND round = ?2")?
            .execute(params![loaded.pk, number])?;
        insert_round(&tx, loaded.pk, &round, attempt, false)?;
        if loaded.event.uses_stages() {
            rows::write_staging(&tx, loaded.pk, &loaded.event)?;
        }
        bump_version(&tx, loaded.pk)?;
        tx.commit()?;
        Ok(loaded.event.round_view(&round))
    }

    /// Sets a table's deals (`belote event deals`): checked by the engine under the event's
    /// variant and options (errors at `rounds[i]…`), then stored; the standings follow.
    pub fn set_table_deals(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        deals: Vec<Value>,
    ) -> Result<TableView> {
        Ok(self.set_table_deals_scored(id, round, table, deals)?.view())
    }

    /// [`Store::set_table_deals`], answering the table with its score (scored once) and what
    /// its views need.
    pub fn set_table_deals_scored(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        deals: Vec<Value>,
    ) -> Result<ScoredTable> {
        let tx = self.write_tx()?;
        let mut loaded = rows::load(&tx, id)?;
        let rules = loaded.event.rules()?;
        let score = loaded.event.set_deals(&rules, round, table, deals)?;
        let t = loaded.event.table(round, table)?.clone();
        let tpk = loaded.tables[&(round, table)];
        write_deals(&tx, tpk, 0, &t.deals)?;
        bump_version(&tx, loaded.pk)?;
        tx.commit()?;
        Ok(ScoredTable::of(&loaded.event, round, &t, score))
    }

    /// Adds a late entrant (`{"name", "players"?}` for a team, `{"name"}` for a player): it
    /// gets the next number, and is drawn from the next round on.
    pub fn add_entrant(&mut self, id: &str, entrant: &Value) -> Result<u32> {
        let tx = self.write_tx()?;
        let mut loaded = rows::load(&tx, id)?;
        let number = loaded.event.add_entrant(entrant)?;
        let e = loaded.event.def.entrants[number as usize - 1].clone();
        insert_entrant(&tx, loaded.pk, number, &e, false)?;
        if loaded.event.uses_stages() {
            rows::write_staging(&tx, loaded.pk, &loaded.event)?;
        }
        bump_version(&tx, loaded.pk)?;
        tx.commit()?;
        Ok(number)
    }

    /// Withdraws an entrant: it keeps its results and is not drawn again. Withdrawing twice
    /// changes nothing (returns `false`).
    pub fn withdraw_entrant(&mut self, id: &str, entrant: u32) -> Result<bool> {
        let tx = self.write_tx()?;
        let mut loaded = rows::load(&tx, id)?;
        let before = loaded.event.withdrawn.clone();
        let changed = loaded.event.withdraw(entrant)?;
        if changed {
            // A mêlée's team withdraws with both its players.
            for &n in loaded
                .event
                .withdrawn
                .iter()
                .filter(|n| !before.contains(n))
            {
                tx.prepare_cached(
                    "UPDATE event_entrants SET withdrawn = 1 WHERE event_pk = ?1 AND number = ?2",
                )?
                .execute(params![loaded.pk, n])?;
            }
            bump_version(&tx, loaded.pk)?;
            tx.commit()?;
        }
        Ok(changed)
    }

    /// The standings, derived from the deals as they are now.
    pub fn standings(&self, id: &str) -> Result<StandingsView> {
        Ok(self.scored_event(id)?.standings_view())
    }

    /// The event as the projector shows it (no codes).
    pub fn event_view(&self, id: &str) -> Result<EventView> {
        Ok(self.scored_event(id)?.event_view())
    }

    /// Closes the current stage of a staged event and seeds the next from the standings as
    /// they are now (`belote event stage`): the seeding is stored and never recomputed.
    /// Returns the seeding as `stage` prints it.
    pub fn close_stage(&mut self, id: &str) -> Result<Value> {
        let tx = self.write_tx()?;
        let loaded = rows::load(&tx, id)?;
        let scores = Scores::of(&loaded.event, &loaded.event.rules()?)?;
        let event = loaded.event.close_stage(&scores)?;
        rows::write_staging(&tx, loaded.pk, &event)?;
        bump_version(&tx, loaded.pk)?;
        tx.commit()?;
        let runs = belote_event::stage::progress::stages(&event, &scores);
        Ok(belote_event::stage::view::stage_output(
            &event,
            &runs,
            event.current_stage(),
        ))
    }

    /// Undoes the last `stage` while no table of the stage it seeded has a deal (`belote event
    /// stage --reopen`): its drawn rounds are removed, their codes become unknown. Returns
    /// `{"event", "reopened", "stage"}`.
    pub fn reopen_stage(&mut self, id: &str) -> Result<Value> {
        let tx = self.write_tx()?;
        let loaded = rows::load(&tx, id)?;
        let (event, k) = loaded.event.reopen_stage()?;
        let first = loaded.event.seedings[k].first_round;
        tx.prepare_cached("DELETE FROM event_rounds WHERE event_pk = ?1 AND number >= ?2")?
            .execute(params![loaded.pk, first])?;
        rows::write_staging(&tx, loaded.pk, &event)?;
        bump_version(&tx, loaded.pk)?;
        tx.commit()?;
        let stages = event.def.stage_list();
        Ok(serde_json::json!({
            "event": id, "reopened": stages[k - 1].id, "stage": stages[k].id,
        }))
    }

    /// The knockout stage's brackets (`belote event bracket --json`): refused at `stage`
    /// before a knockout stage is seeded.
    pub fn bracket(&self, id: &str) -> Result<Value> {
        let scored = self.scored_event(id)?;
        let runs = belote_event::stage::progress::stages(&scored.event, &scored.scores);
        belote_event::stage::view::bracket_view(&scored.event, &runs).ok_or_else(|| {
            belote_core::InputError::new(
                "stage",
                "this event has no knockout stage seeded yet: its brackets are drawn when the stage before is closed (belote event stage)",
            )
            .into()
        })
    }

    /// Table `table` of round `round`, scored.
    pub fn event_table(&self, id: &str, round: u32, table: u32) -> Result<TableView> {
        Ok(self.scored_event(id)?.table(round, table)?.view())
    }
}
