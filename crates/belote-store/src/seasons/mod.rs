//! Seasons (docs/events.md "Seasons") in the same database as the events: a season's definition
//! (name, ranking, side rankings), its events in season order and its excused absences. Its
//! standings are derived by `belote-event` from the events' facts each time they are asked for,
//! from one snapshot, and never stored: a corrected deal shows at once.
//!
//! Every change is one immediate transaction: the season is loaded, `belote-event` checks and
//! applies the change, its events and absences are written back, all before the method returns
//! `Ok`. Modules: `file`, the season file (export, and import all or nothing); `outcomes`, what
//! each event gave a season when last read, kept while the event does not change.

mod file;
pub(crate) mod outcomes;

use std::collections::HashMap;
use std::sync::Arc;

use belote_event::season::{
    season_standings, EventOutcome, Season, SeasonDefinition, SeasonStandings, SeasonSummary,
};
use belote_event::EntrantKind;
use chrono::{Local, SecondsFormat, Utc};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::Value;

pub use file::check_season_file;

use crate::error::{Result, StoreError};
use crate::events::rows::{self, new_id};
use crate::events::EventError;
use crate::open::Store;

fn inconsistent(what: impl std::fmt::Display) -> StoreError {
    StoreError::Inconsistent(what.to_string())
}

/// The kind of entrants of each stored event among `ids`.
pub(crate) fn event_kinds<'a>(
    conn: &Connection,
    ids: impl IntoIterator<Item = &'a str>,
) -> Result<HashMap<String, EntrantKind>> {
    let mut st = conn.prepare_cached("SELECT definition FROM events WHERE id = ?1")?;
    let mut out = HashMap::new();
    for id in ids {
        if out.contains_key(id) {
            continue;
        }
        let Some(text) = st.query_row([id], |r| r.get::<_, String>(0)).optional()? else {
            continue;
        };
        let def = rows::json_of(&text, "definition")?;
        let kind = match def.get("entrants").and_then(Value::as_str) {
            Some("players") => EntrantKind::Players,
            _ => EntrantKind::Teams,
        };
        out.insert(id.to_string(), kind);
    }
    Ok(out)
}

/// The event ids a definition names (strings in its `events` list), for [`event_kinds`].
pub(crate) fn named_events(definition: &Value) -> Vec<&str> {
    definition
        .get("events")
        .and_then(Value::as_array)
        .map(|l| l.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// Reads a definition, its events looked up in the database.
pub(crate) fn parse_definition(conn: &Connection, v: &Value) -> Result<SeasonDefinition> {
    let kinds = event_kinds(conn, named_events(v))?;
    Ok(SeasonDefinition::parse(v, &|id: &str| {
        kinds.get(id).copied()
    })?)
}

/// The definition as stored: every key but the events and absences (kept in their tables).
fn definition_text(def: &SeasonDefinition) -> String {
    let mut v = def.to_json();
    if let Some(o) = v.as_object_mut() {
        o.remove("events");
        o.remove("absences");
    }
    v.to_string()
}

/// A season as loaded, and its row.
struct Loaded {
    pk: i64,
    season: Season,
}

fn load(conn: &Connection, id: &str) -> Result<Loaded> {
    let (pk, created, text): (i64, String, String) = conn
        .prepare_cached("SELECT pk, created, definition FROM seasons WHERE id = ?1")?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?
        .ok_or_else(|| EventError::UnknownSeason(id.to_string()))?;
    let stored = rows::json_of(&text, "season definition")?;
    // The stored part names no event: nothing to look up.
    let mut def = SeasonDefinition::parse(&stored, &|_: &str| None).map_err(|e| {
        inconsistent(format!(
            "the stored definition of season {id:?}: {} (at {})",
            e.message, e.at
        ))
    })?;
    let events: Vec<String> = conn
        .prepare_cached(
            "SELECT e.id FROM season_events s JOIN events e ON e.pk = s.event_pk \
             WHERE s.season_pk = ?1 ORDER BY s.pos",
        )?
        .query_map([pk], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let absences = conn
        .prepare_cached(
            "SELECT e.id, a.name FROM season_absences a JOIN events e ON e.pk = a.event_pk \
             WHERE a.season_pk = ?1 ORDER BY a.pk",
        )?
        .query_map([pk], |r| {
            Ok(belote_event::season::Absence {
                event: r.get(0)?,
                name: r.get(1)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    def.events = events;
    def.absences = absences;
    Ok(Loaded {
        pk,
        season: Season {
            id: id.to_string(),
            created,
            def,
        },
    })
}

/// Writes a season's events and absences (all of them, replacing what was there).
fn write_members(tx: &Connection, pk: i64, def: &SeasonDefinition) -> Result<()> {
    tx.prepare_cached("DELETE FROM season_absences WHERE season_pk = ?1")?
        .execute([pk])?;
    tx.prepare_cached("DELETE FROM season_events WHERE season_pk = ?1")?
        .execute([pk])?;
    let mut event_pks: HashMap<&str, i64> = HashMap::new();
    for (pos, id) in def.events.iter().enumerate() {
        let event_pk = rows::event_pk(tx, id)?;
        event_pks.insert(id, event_pk);
        tx.prepare_cached(
            "INSERT INTO season_events (season_pk, pos, event_pk) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![pk, pos as i64, event_pk])?;
    }
    for a in &def.absences {
        let event_pk = *event_pks
            .get(a.event.as_str())
            .ok_or_else(|| inconsistent("an absence at an event not in the season"))?;
        tx.prepare_cached(
            "INSERT INTO season_absences (season_pk, event_pk, name) VALUES (?1, ?2, ?3)",
        )?
        .execute(params![pk, event_pk, a.name])?;
    }
    Ok(())
}

/// Inserts a whole season (create, import).
fn insert_season(tx: &Connection, season: &Season) -> Result<()> {
    tx.prepare_cached("INSERT INTO seasons (id, created, definition) VALUES (?1, ?2, ?3)")?
        .execute(params![
            season.id,
            season.created,
            definition_text(&season.def)
        ])?;
    write_members(tx, tx.last_insert_rowid(), &season.def)
}

/// What `belote season absent` prints.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct AbsenceChange {
    pub season: String,
    pub event: String,
    pub name: String,
    pub absent: bool,
}

impl Store {
    /// Creates a season from its definition (docs/events.md): checked whole against the stored
    /// events, defaults filled in. Returns the new season's id.
    pub fn create_season(&mut self, definition: &Value) -> Result<String> {
        let created = Utc::now().to_rfc3339_opts(SecondsFormat::Secs, true);
        let today = Local::now().format("%Y-%m-%d").to_string();
        let tx = self.write_tx()?;
        let def = parse_definition(&tx, definition)?;
        let id = new_id(&tx, "s", "seasons", &today)?;
        insert_season(
            &tx,
            &Season {
                id: id.clone(),
                created,
                def,
            },
        )?;
        tx.commit()?;
        Ok(id)
    }

    /// Every season, oldest first: `{"season", "name", "events"}` (how many).
    pub fn list_seasons(&self) -> Result<Vec<SeasonSummary>> {
        let mut st = self.conn.prepare_cached(
            "SELECT s.id, s.definition, \
             (SELECT count(*) FROM season_events e WHERE e.season_pk = s.pk) \
             FROM seasons s ORDER BY s.created, s.pk",
        )?;
        let rows = st
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter()
            .map(|(id, def, events)| {
                let def = rows::json_of(&def, "season definition")?;
                Ok(SeasonSummary {
                    season: id,
                    name: def
                        .get("name")
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string(),
                    events: events as usize,
                })
            })
            .collect()
    }

    /// A season's definition, from one snapshot.
    pub fn season(&self, id: &str) -> Result<Season> {
        let snapshot = self.conn.unchecked_transaction()?;
        Ok(load(&snapshot, id)?.season)
    }

    /// Loads season `id` in an immediate transaction, applies `change` to its definition and,
    /// when it says something changed, writes its events and absences back; one transaction.
    fn change_season<T>(
        &mut self,
        id: &str,
        change: impl FnOnce(&Connection, &mut SeasonDefinition) -> Result<(bool, T)>,
    ) -> Result<T> {
        let tx = self.write_tx()?;
        let mut loaded = load(&tx, id)?;
        let (changed, out) = change(&tx, &mut loaded.season.def)?;
        if changed {
            write_members(&tx, loaded.pk, &loaded.season.def)?;
            tx.commit()?;
        }
        Ok(out)
    }

    /// Appends event `event` to season `id` (`belote season add`); returns the season's
    /// events. An unknown season is bad input at `season`; an unknown event, one already in
    /// the season, one of players in a season of teams, or one too many, at `event`.
    pub fn season_add_event(&mut self, id: &str, event: &str) -> Result<Vec<String>> {
        self.change_season(id, |tx, def| {
            let kind = *event_kinds(tx, [event])?
                .get(event)
                .ok_or_else(|| EventError::UnknownEvent(event.to_string()))?;
            def.add_event(event, kind)?;
            Ok((true, def.events.clone()))
        })
    }

    /// Removes event `event` from season `id`, and its absences (`belote season remove`);
    /// the later events move up a place. Returns the season's events.
    pub fn season_remove_event(&mut self, id: &str, event: &str) -> Result<Vec<String>> {
        self.change_season(id, |_, def| {
            def.remove_event(event)?;
            Ok((true, def.events.clone()))
        })
    }

    /// Marks (`absent`) or unmarks the excused absence of `name` at `event` (`belote season
    /// absent [--remove]`). Marking it twice, or unmarking one that is not there, changes
    /// nothing.
    pub fn season_absence(
        &mut self,
        id: &str,
        event: &str,
        name: &str,
        absent: bool,
    ) -> Result<AbsenceChange> {
        self.change_season(id, |_, def| {
            let changed = def.set_absence(event, name, absent)?;
            Ok((
                changed,
                AbsenceChange {
                    season: id.to_string(),
                    event: event.to_string(),
                    name: name.to_string(),
                    absent,
                },
            ))
        })
    }

    /// A season and what each of its events gives now, from one snapshot: each event read
    /// and its tables scored once by the engine — or, for an event unchanged since the last
    /// question (the same version), what it gave then.
    pub fn season_outcomes(&self, id: &str) -> Result<(Season, Vec<Arc<EventOutcome>>)> {
        let snapshot = self.conn.unchecked_transaction()?;
        let loaded = load(&snapshot, id)?;
        let events = outcomes::season_events(&snapshot, loaded.pk)?
            .into_iter()
            .map(|(pk, id, version)| {
                self.outcomes
                    .get(pk, version, || self.scored_in(&snapshot, &id))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok((loaded.season, events))
    }

    /// The season's standings (docs/events.md), worked out now from its events' facts.
    pub fn season_standings(&self, id: &str) -> Result<SeasonStandings> {
        let (season, events) = self.season_outcomes(id)?;
        Ok(season_standings(&season.id, &season.def, &events))
    }

    /// What event `id` gives a season now: whether it is final, its standings, its capots.
    pub fn event_outcome(&self, id: &str) -> Result<Arc<EventOutcome>> {
        let snapshot = self.conn.unchecked_transaction()?;
        let (pk, version): (i64, i64) = snapshot
            .prepare_cached("SELECT pk, version FROM events WHERE id = ?1")?
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?
            .ok_or_else(|| EventError::UnknownEvent(id.to_string()))?;
        self.outcomes
            .get(pk, version, || self.scored_in(&snapshot, id))
    }
}
