//! How an event is laid out in SQLite: loading one whole (its facts, as a
//! [`belote_event::Event`]), and writing its parts — the event and its entrants, a drawn
//! round with its tables, a table's deals — with the version raised by every change.

use std::collections::{HashMap, HashSet};

use belote_event::{random_code, random_seed, Definition, Entrant, Event, Round, Table};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};

use super::EventError;
use crate::error::{Result, StoreError};

fn inconsistent(what: impl std::fmt::Display) -> StoreError {
    StoreError::Inconsistent(what.to_string())
}

/// Stored JSON text read back (`what` it is, for the error when it is not JSON).
pub(crate) fn json_of(text: &str, what: &str) -> Result<Value> {
    serde_json::from_str(text).map_err(|e| inconsistent(format!("stored {what} is not JSON: {e}")))
}

fn numbers_of(text: &str, what: &str) -> Result<Vec<u32>> {
    serde_json::from_value(json_of(text, what)?)
        .map_err(|e| inconsistent(format!("stored {what} is not a list of entrants: {e}")))
}

/// The definition as stored: every key but the list of entrants (kept in `event_entrants`).
pub(crate) fn definition_text(def: &Definition) -> String {
    let mut v = def.to_json();
    if let Some(o) = v.as_object_mut() {
        o.remove(def.kind.as_str());
    }
    v.to_string()
}

/// An event as loaded: its facts, and where its parts are.
pub(crate) struct Loaded {
    pub pk: i64,
    pub event: Event,
    /// The row of each table, by (round, table).
    pub tables: HashMap<(u32, u32), i64>,
    /// Earlier draws of each round (index: round − 1).
    pub attempts: Vec<u32>,
}

/// The pk of event `id`.
pub(crate) fn event_pk(conn: &Connection, id: &str) -> Result<i64> {
    conn.prepare_cached("SELECT pk FROM events WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?
        .ok_or_else(|| EventError::UnknownEvent(id.to_string()).into())
}

/// Event `id`, whole.
pub(crate) fn load(conn: &Connection, id: &str) -> Result<Loaded> {
    load_with_deals(conn, id, true)
}

/// Event `id` without any table's deals (each table's list left empty): its names, rules and
/// rounds, what a phone's write needs besides its own table's deals ([`table_deals`]).
pub(crate) fn load_facts(conn: &Connection, id: &str) -> Result<Loaded> {
    load_with_deals(conn, id, false)
}

/// The deals of the table in row `table_pk`, in order.
pub(crate) fn table_deals(conn: &Connection, table_pk: i64) -> Result<Vec<Value>> {
    let mut st =
        conn.prepare_cached("SELECT fact FROM event_deals WHERE table_pk = ?1 ORDER BY pos")?;
    let rows = st.query_map([table_pk], |r| r.get::<_, String>(0))?;
    rows.map(|fact| json_of(&fact?, "deal")).collect()
}

/// Events loaded from the database in this process (whole or without their deals): a relaxed
/// counter that tests read around a request to count its loads.
static LOADS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many times an event has been loaded from the database in this process.
pub fn event_loads() -> u64 {
    LOADS.load(std::sync::atomic::Ordering::Relaxed)
}

fn load_with_deals(conn: &Connection, id: &str, with_deals: bool) -> Result<Loaded> {
    LOADS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let (pk, created, definition, staging): (i64, String, String, Option<String>) = conn
        .prepare_cached("SELECT pk, created, definition, staging FROM events WHERE id = ?1")?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .optional()?
        .ok_or_else(|| EventError::UnknownEvent(id.to_string()))?;
    let mut def_json = json_of(&definition, "definition")?;
    let mut entrants = Vec::new();
    let mut withdrawn = Vec::new();
    {
        let mut st = conn.prepare_cached(
            "SELECT number, name, players, withdrawn FROM event_entrants WHERE event_pk = ?1 \
             ORDER BY number",
        )?;
        let rows = st.query_map([pk], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, bool>(3)?,
            ))
        })?;
        for row in rows {
            let (number, name, players, out) = row?;
            if number as usize != entrants.len() + 1 {
                return Err(inconsistent(format!(
                    "event {id:?} misses entrant {}",
                    entrants.len() + 1
                )));
            }
            let players = match players {
                None => None,
                Some(p) => Some(
                    serde_json::from_value::<Vec<String>>(json_of(&p, "players")?)
                        .map_err(|e| inconsistent(format!("stored players: {e}")))?,
                ),
            };
            entrants.push(Entrant { name, players });
            if out {
                withdrawn.push(number);
            }
        }
    }
    let kind = def_json
        .get("entrants")
        .and_then(Value::as_str)
        .unwrap_or("teams")
        .to_string();
    let list: Vec<Value> = entrants
        .iter()
        .map(|e| {
            if kind == "players" {
                json!(e.name)
            } else {
                let mut o = json!({ "name": e.name });
                if let Some(p) = &e.players {
                    o["players"] = json!(p);
                }
                o
            }
        })
        .collect();
    def_json[kind.as_str()] = Value::Array(list);
    let def = Definition::parse_shape(&def_json, "1970-01-01").map_err(|e| {
        inconsistent(format!(
            "the stored definition of event {id:?}: {} (at {})",
            e.message, e.at
        ))
    })?;

    let mut rounds: Vec<Round> = Vec::new();
    let mut attempts = Vec::new();
    {
        let mut st = conn.prepare_cached(
            "SELECT number, byes, attempt FROM event_rounds WHERE event_pk = ?1 ORDER BY number",
        )?;
        let rows = st.query_map([pk], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, u32>(2)?,
            ))
        })?;
        for row in rows {
            let (number, byes, attempt) = row?;
            rounds.push(Round {
                number,
                tables: Vec::new(),
                byes: numbers_of(&byes, "byes")?,
            });
            attempts.push(attempt);
        }
    }
    let mut tables = HashMap::new();
    let mut by_pk: HashMap<i64, (usize, usize)> = HashMap::new();
    {
        let mut st = conn.prepare_cached(
            "SELECT pk, round, number, code, side_a, side_b, grp, places FROM event_tables \
             WHERE event_pk = ?1 ORDER BY round, number",
        )?;
        let rows = st.query_map([pk], |r| {
            Ok((
                (
                    r.get::<_, i64>(0)?,
                    r.get::<_, u32>(1)?,
                    r.get::<_, u32>(2)?,
                    r.get::<_, String>(3)?,
                ),
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
                r.get::<_, Option<String>>(6)?,
                r.get::<_, Option<String>>(7)?,
            ))
        })?;
        for row in rows {
            let ((tpk, round, number, code), a, b, group, places) = row?;
            let places: Option<[u32; 2]> = match places {
                None => None,
                Some(p) => Some(
                    serde_json::from_value(json_of(&p, "places")?)
                        .map_err(|e| inconsistent(format!("stored places: {e}")))?,
                ),
            };
            let r = rounds
                .get_mut((round as usize).wrapping_sub(1))
                .ok_or_else(|| inconsistent(format!("a table of event {id:?} is in no round")))?;
            by_pk.insert(tpk, (round as usize - 1, r.tables.len()));
            tables.insert((round, number), tpk);
            r.tables.push(Table {
                number,
                code,
                a: numbers_of(&a, "side A")?,
                b: numbers_of(&b, "side B")?,
                deals: Vec::new(),
                group,
                places,
            });
        }
    }
    if with_deals {
        let mut st = conn.prepare_cached(
            "SELECT d.table_pk, d.fact FROM event_deals d JOIN event_tables t ON t.pk = d.table_pk \
             WHERE t.event_pk = ?1 ORDER BY d.table_pk, d.pos",
        )?;
        let rows = st.query_map([pk], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
        for row in rows {
            let (tpk, fact) = row?;
            let &(r, t) = by_pk
                .get(&tpk)
                .ok_or_else(|| inconsistent("a deal of no table"))?;
            rounds[r].tables[t].deals.push(json_of(&fact, "deal")?);
        }
    }
    let (pairs, seedings) = match staging {
        None => (Vec::new(), Vec::new()),
        Some(text) => belote_event::stage::file::read_staging(&json_of(&text, "staging")?)
            .map_err(|e| inconsistent(format!("the stored stages of event {id:?}: {e}")))?,
    };
    Ok(Loaded {
        pk,
        event: Event {
            pairs,
            seedings,
            id: id.to_string(),
            created,
            def,
            withdrawn,
            rounds,
        },
        tables,
        attempts,
    })
}

/// Whether a table of any event has this code.
pub(crate) fn code_taken(conn: &Connection, code: &str) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM event_tables WHERE code = ?1")?
        .query_row([code], |_| Ok(()))
        .optional()?
        .is_some())
}

/// A new code, used by no table of the database nor in `taken`.
pub(crate) fn fresh_code(conn: &Connection, taken: &mut HashSet<String>) -> Result<String> {
    for _ in 0..64 {
        let code = random_code().map_err(|e| {
            StoreError::io(
                "cannot draw a table code",
                std::io::Error::other(e.to_string()),
            )
        })?;
        if !taken.contains(&code) && !code_taken(conn, &code)? {
            taken.insert(code.clone());
            return Ok(code);
        }
    }
    Err(inconsistent("no unused table code could be drawn"))
}

/// A new id unused in `table` (whose ids it is: `events`, `seasons`): `prefix-`, the date and
/// some hex digits.
pub(crate) fn new_id(
    conn: &Connection,
    prefix: &str,
    table: &'static str,
    date: &str,
) -> Result<String> {
    for width in [4usize, 4, 4, 8, 8, 13] {
        let r = random_seed().map_err(|e| {
            StoreError::io(
                "cannot draw a random number",
                std::io::Error::other(e.to_string()),
            )
        })?;
        let hex = format!("{r:013x}");
        let id = format!("{prefix}-{date}-{}", &hex[hex.len() - width..]);
        let taken = conn
            .prepare_cached(&format!("SELECT 1 FROM {table} WHERE id = ?1"))?
            .query_row([&id], |_| Ok(()))
            .optional()?
            .is_some();
        if !taken {
            return Ok(id);
        }
    }
    Err(StoreError::Inconsistent(format!(
        "could not find an unused id in {table}"
    )))
}

/// Raises the event's version: every committed change does.
pub(crate) fn bump_version(tx: &Connection, pk: i64) -> Result<()> {
    tx.prepare_cached("UPDATE events SET version = version + 1 WHERE pk = ?1")?
        .execute([pk])?;
    Ok(())
}

pub(crate) fn insert_entrant(
    tx: &Connection,
    pk: i64,
    number: u32,
    e: &Entrant,
    withdrawn: bool,
) -> Result<()> {
    tx.prepare_cached(
        "INSERT INTO event_entrants (event_pk, number, name, players, withdrawn) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        pk,
        number,
        e.name,
        e.players.as_ref().map(|p| json!(p).to_string()),
        withdrawn
    ])?;
    Ok(())
}

/// Writes a drawn round (its row when `new`, its tables and their deals).
pub(crate) fn insert_round(
    tx: &Connection,
    pk: i64,
    round: &Round,
    attempt: u32,
    new: bool,
) -> Result<()> {
    let byes = json!(round.byes).to_string();
    if new {
        tx.prepare_cached(
            "INSERT INTO event_rounds (event_pk, number, byes, attempt) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![pk, round.number, byes, attempt])?;
    } else {
        tx.prepare_cached(
            "UPDATE event_rounds SET byes = ?3, attempt = ?4 WHERE event_pk = ?1 AND number = ?2",
        )?
        .execute(params![pk, round.number, byes, attempt])?;
    }
    for t in &round.tables {
        tx.prepare_cached(
            "INSERT INTO event_tables (event_pk, round, number, code, side_a, side_b, grp, places) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![
            pk,
            round.number,
            t.number,
            t.code,
            json!(t.a).to_string(),
            json!(t.b).to_string(),
            t.group,
            t.places.map(|p| json!(p).to_string())
        ])?;
        let tpk = tx.last_insert_rowid();
        write_deals(tx, tpk, 0, &t.deals)?;
    }
    Ok(())
}

/// Replaces a table's deals from position `from` on with `deals[from..]`.
pub(crate) fn write_deals(
    tx: &Connection,
    table_pk: i64,
    from: usize,
    deals: &[Value],
) -> Result<()> {
    tx.prepare_cached("DELETE FROM event_deals WHERE table_pk = ?1 AND pos >= ?2")?
        .execute(params![table_pk, from as i64])?;
    let mut st =
        tx.prepare_cached("INSERT INTO event_deals (table_pk, pos, fact) VALUES (?1, ?2, ?3)")?;
    for (i, d) in deals.iter().enumerate().skip(from) {
        st.execute(params![table_pk, i as i64, d.to_string()])?;
    }
    Ok(())
}

/// Writes what a staged event keeps besides its rounds (its pairs and seedings).
pub(crate) fn write_staging(tx: &Connection, pk: i64, event: &Event) -> Result<()> {
    let staging = belote_event::stage::file::staging_json(event).map(|v| v.to_string());
    tx.prepare_cached("UPDATE events SET staging = ?2 WHERE pk = ?1")?
        .execute(params![pk, staging])?;
    Ok(())
}

/// Inserts a whole event (create, import); returns its pk.
pub(crate) fn insert_event(tx: &Connection, event: &Event) -> Result<i64> {
    tx.prepare_cached(
        "INSERT INTO events (id, created, definition, staging) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        event.id,
        event.created,
        definition_text(&event.def),
        belote_event::stage::file::staging_json(event).map(|v| v.to_string())
    ])?;
    let pk = tx.last_insert_rowid();
    for (i, e) in event.def.entrants.iter().enumerate() {
        let n = i as u32 + 1;
        insert_entrant(tx, pk, n, e, event.is_withdrawn(n))?;
    }
    for r in &event.rounds {
        insert_round(tx, pk, r, 0, true)?;
    }
    Ok(pk)
}
