//! The export file of one event (docs/events.md "Export file"): written from an [`Event`], and
//! read back with every value checked — the definition as `create` checks it, every draw
//! against the entrants, every table's deals by the engine — each error at its value
//! (`rounds[1].tables[0].deals[3].points.A`).

use std::collections::HashSet;

use belote_core::error::join_path;
use belote_core::parse::{reject_unknown, At};
use belote_core::InputError;
use chrono::DateTime;
use serde_json::{json, Map, Value};

use crate::code::is_code;
use crate::definition::{read_name, Definition};
use crate::event::{Event, Round, Table};
use crate::table::{deals_error_under, TableRules};

/// The `format` of an event file.
pub const EVENT_FORMAT: &str = "belote-event";
/// The event file version this build reads and writes.
pub const EVENT_VERSION: u64 = 1;
/// The most an event file may take (a hall of 250 tables over 20 rounds of 40 deals fits):
/// a larger file is refused before it is read whole.
pub const MAX_EVENT_BYTES: u64 = 64 << 20;

type Res<T> = Result<T, InputError>;

fn bad<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

/// The export file of `event`.
pub fn to_export(event: &Event) -> Value {
    if event.uses_stages() {
        return staged_export(event);
    }
    json!({
        "format": EVENT_FORMAT,
        "version": EVENT_VERSION,
        "event": event.id,
        "created": event.created,
        "definition": event.def.to_json(),
        "withdrawn": event.withdrawn,
        "rounds": event.rounds.iter().map(|r| json!({
            "round": r.number,
            "byes": r.byes,
            "tables": r.tables.iter().map(|t| json!({
                "table": t.number,
                "code": t.code,
                "A": t.a,
                "B": t.b,
                "deals": t.deals,
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

/// The export file of a staged event (or a mêlée): its pairs, its seedings, each round's stage
/// and each table's group.
fn staged_export(event: &Event) -> Value {
    let stages = event.def.stage_list();
    let staged = event.def.is_staged();
    let mut o = Map::new();
    o.insert("format".into(), json!(EVENT_FORMAT));
    o.insert("version".into(), json!(EVENT_VERSION));
    o.insert("event".into(), json!(event.id));
    o.insert("created".into(), json!(event.created));
    o.insert("definition".into(), event.def.to_json());
    o.insert("withdrawn".into(), json!(event.withdrawn));
    crate::stage::file::write(event, &mut o);
    let rounds: Vec<Value> = event
        .rounds
        .iter()
        .map(|r| {
            let mut ro = Map::new();
            ro.insert("round".into(), json!(r.number));
            if staged {
                ro.insert(
                    "stage".into(),
                    json!(stages[event.stage_of_round(r.number)].id),
                );
            }
            ro.insert("byes".into(), json!(r.byes));
            let tables: Vec<Value> = r
                .tables
                .iter()
                .map(|t| {
                    let mut to = Map::new();
                    to.insert("table".into(), json!(t.number));
                    to.insert("code".into(), json!(t.code));
                    if staged {
                        to.insert("group".into(), json!(t.group));
                    }
                    if let Some(p) = t.places {
                        to.insert("places".into(), json!(p));
                    }
                    to.insert("A".into(), json!(t.a));
                    to.insert("B".into(), json!(t.b));
                    to.insert("deals".into(), json!(t.deals));
                    Value::Object(to)
                })
                .collect();
            ro.insert("tables".into(), Value::Array(tables));
            Value::Object(ro)
        })
        .collect();
    o.insert("rounds".into(), Value::Array(rounds));
    Value::Object(o)
}

fn object<'a>(v: &'a Value, at: &str, what: &str) -> Res<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| InputError::new(at, format!("{what} must be a JSON object")))
}

fn key<'a>(o: &'a Map<String, Value>, k: &str, at: &str) -> Res<&'a Value> {
    o.get(k)
        .ok_or_else(|| InputError::new(join_path(at, k), format!("missing `{k}`")))
}

/// A list of entrant numbers of this event.
fn entrants_list(v: &Value, at: &str, count: usize) -> Res<Vec<u32>> {
    let Some(list) = v.as_array() else {
        return bad(at, format!("{v} is not a list of entrant numbers"));
    };
    list.iter()
        .enumerate()
        .map(|(i, n)| match n.as_u64() {
            Some(n) if n >= 1 && n as usize <= count => Ok(n as u32),
            _ => bad(
                format!("{at}[{i}]"),
                format!("{n} is not an entrant of this event: entrants are numbered 1 to {count}"),
            ),
        })
        .collect()
}

/// Reads an event file: everything checked, nothing stored. `today` is the date a definition
/// without one takes.
pub fn from_export(v: &Value, today: &str) -> Res<Event> {
    let o = object(v, "", "an event file")?;
    match o.get("format") {
        Some(Value::String(s)) if s == EVENT_FORMAT => {}
        Some(_) => {
            return bad(
                "format",
                format!("not an event file: `format` must be \"{EVENT_FORMAT}\""),
            )
        }
        None => return bad("", "not an event file: missing `format`"),
    }
    match o.get("version") {
        Some(n) if n.as_u64() == Some(EVENT_VERSION) => {}
        Some(n) => {
            return bad(
                "version",
                format!(
                "event file version {n} is not supported (this app reads version {EVENT_VERSION})"
            ),
            )
        }
        None => return bad("", "missing `version`"),
    }
    reject_unknown(
        v,
        At::Path(""),
        &[
            "format",
            "version",
            "event",
            "created",
            "definition",
            "pairs",
            "withdrawn",
            "stages",
            "rounds",
        ],
    )?;
    let id = read_name(key(o, "event", "")?, "event", "the event's id")?;
    let created = match key(o, "created", "")? {
        Value::String(s) if DateTime::parse_from_rfc3339(s).is_ok() => s.clone(),
        other => {
            return bad(
                "created",
                format!("{other} is not a time: use RFC 3339, e.g. 2026-12-05T14:00:00Z"),
            )
        }
    };
    let def =
        Definition::parse(key(o, "definition", "")?, today).map_err(|e| e.under("definition"))?;
    let pairs = crate::stage::file::read_pairs(o.get("pairs"), &def)?;
    let staged = def.is_staged() || def.is_melee();
    if !staged && o.contains_key("stages") {
        return bad(
            "stages",
            "only an event with stages (or a mêlée) has seedings",
        );
    }
    let teams = if def.is_melee() {
        pairs.len() as u32
    } else {
        def.entrants.len() as u32
    };
    let seeded = crate::stage::file::read_seedings(o.get("stages"), &def, teams)?;
    let players = def.entrants.len();
    let count = if def.is_melee() {
        teams as usize
    } else {
        players
    };
    let mut withdrawn = match o.get("withdrawn") {
        None | Some(Value::Null) => Vec::new(),
        Some(w) => entrants_list(w, "withdrawn", players)?,
    };
    withdrawn.sort_unstable();
    withdrawn.dedup();
    crate::stage::file::check_first_seeding(&def, &pairs, &seeded, &withdrawn)?;
    let stage_list = def.stage_list();
    let mut round_stages: Vec<usize> = Vec::new();
    let stage_rules: Vec<TableRules> = stage_list
        .iter()
        .map(|s| {
            if def.is_staged() {
                TableRules::of_stage(&def, s)
            } else {
                TableRules::of(&def)
            }
        })
        .collect::<Result<_, _>>()
        .map_err(|e| e.under("definition"))?;
    let rounds_v = match o.get("rounds") {
        None | Some(Value::Null) => &[][..],
        Some(Value::Array(list)) => list.as_slice(),
        Some(_) => return bad("rounds", "`rounds` must be an array"),
    };
    if !staged && rounds_v.len() > def.format.rounds as usize {
        return bad(
            format!("rounds[{}]", def.format.rounds),
            format!("the event has {} rounds, not more", def.format.rounds),
        );
    }
    let mut codes = HashSet::new();
    let mut rounds = Vec::with_capacity(rounds_v.len());
    let per_side = if def.is_melee() {
        1
    } else {
        def.kind.per_side()
    };
    for (i, rv) in rounds_v.iter().enumerate() {
        let at = format!("rounds[{i}]");
        let ro = object(rv, &at, "a round")?;
        reject_unknown(rv, At::Path(&at), &["round", "stage", "byes", "tables"])?;
        if key(ro, "round", &at)?.as_u64() != Some(i as u64 + 1) {
            return bad(format!("{at}.round"), format!("this is round {}", i + 1));
        }
        let k = if def.is_staged() {
            let id = key(ro, "stage", &at)?;
            let k = stage_list
                .iter()
                .position(|s| id.as_str() == Some(s.id.as_str()))
                .filter(|&k| k < seeded.len() && k >= round_stages.last().copied().unwrap_or(0))
                .ok_or_else(|| {
                    InputError::new(
                        format!("{at}.stage"),
                        format!("{id} is not a seeded stage that can hold this round"),
                    )
                })?;
            round_stages.push(k);
            k
        } else {
            round_stages.push(0);
            0
        };
        let rules = &stage_rules[k];
        let byes = match ro.get("byes") {
            None | Some(Value::Null) => Vec::new(),
            Some(b) => entrants_list(b, &format!("{at}.byes"), count)?,
        };
        let mut seated: HashSet<u32> = HashSet::new();
        for (k, &e) in byes.iter().enumerate() {
            if !seated.insert(e) {
                return bad(
                    format!("{at}.byes[{k}]"),
                    format!("entrant {e} is listed twice in this round"),
                );
            }
        }
        let tables_v = match key(ro, "tables", &at)? {
            Value::Array(list) => list,
            _ => return bad(format!("{at}.tables"), "`tables` must be an array"),
        };
        let last_round = i + 1 == rounds_v.len();
        let mut tables = Vec::with_capacity(tables_v.len());
        for (j, tv) in tables_v.iter().enumerate() {
            let at_t = format!("{at}.tables[{j}]");
            let to = object(tv, &at_t, "a table")?;
            reject_unknown(
                tv,
                At::Path(&at_t),
                &["table", "code", "group", "places", "A", "B", "deals"],
            )?;
            let group = match to.get("group") {
                None | Some(Value::Null) => None,
                Some(Value::String(g)) if def.is_staged() => Some(g.clone()),
                Some(other) => {
                    return bad(format!("{at_t}.group"), format!("{other} is not a group"))
                }
            };
            let places = match to.get("places") {
                None | Some(Value::Null) => None,
                Some(p) => Some(serde_json::from_value::<[u32; 2]>(p.clone()).map_err(|_| {
                    InputError::new(format!("{at_t}.places"), format!("{p} is not [lo, hi]"))
                })?),
            };
            if key(to, "table", &at_t)?.as_u64() != Some(j as u64 + 1) {
                return bad(format!("{at_t}.table"), format!("this is table {}", j + 1));
            }
            let code = match key(to, "code", &at_t)? {
                Value::String(c) if is_code(c) => c.clone(),
                other => {
                    return bad(
                        format!("{at_t}.code"),
                        format!("{other} is not a table code: 6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ"),
                    )
                }
            };
            if !codes.insert(code.clone()) {
                return bad(
                    format!("{at_t}.code"),
                    format!("the code {code} is used twice in this file"),
                );
            }
            let mut sides = Vec::with_capacity(2);
            for side in ["A", "B"] {
                let at_s = format!("{at_t}.{side}");
                let list = entrants_list(key(to, side, &at_t)?, &at_s, count)?;
                if list.len() != per_side {
                    return bad(
                        &at_s,
                        format!(
                            "a side holds {per_side} entrant number(s) in an event of {}",
                            def.kind.as_str()
                        ),
                    );
                }
                for (k, &e) in list.iter().enumerate() {
                    if !seated.insert(e) {
                        return bad(
                            format!("{at_s}[{k}]"),
                            format!("entrant {e} is seated twice in this round"),
                        );
                    }
                }
                sides.push(list);
            }
            let deals = match to.get("deals") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(d)) => d.clone(),
                Some(_) => {
                    return bad(
                        format!("{at_t}.deals"),
                        "`deals` must be an array of round facts",
                    )
                }
            };
            let score = rules
                .score(&deals)
                .map_err(|e| deals_error_under(e, &at_t))?;
            if !last_round && !score.complete {
                return bad(
                    format!("{at_t}.deals"),
                    "this table is not complete, yet a later round was drawn",
                );
            }
            let b = sides.pop().unwrap_or_default();
            let a = sides.pop().unwrap_or_default();
            tables.push(Table {
                number: j as u32 + 1,
                code,
                a,
                b,
                deals,
                group,
                places,
            });
        }
        rounds.push(Round {
            number: i as u32 + 1,
            tables,
            byes,
        });
    }
    if staged && seeded.is_empty() && !rounds.is_empty() {
        return bad("stages", "a drawn event has the seeding of its first stage");
    }
    let drawn = rounds.len() as u32;
    Ok(Event {
        id,
        created,
        def,
        withdrawn,
        rounds,
        pairs,
        seedings: crate::stage::file::with_first_rounds(seeded, &round_stages, drawn),
    })
}
