//! An event's and a season's reads, made from the stored file of the version asked for by the
//! app's own crates: the standings as `belote event standings --json` prints them, the rounds,
//! one table as the phones' API gives it, the season table as `belote season standings --json`.
//! Names of hidden players are shown as their pseudonym.

use std::collections::HashMap;

use belote_event::names::{is_unnamed, player_key};
use belote_event::season::{
    from_season_export, season_standings, EventOutcome, Season, SeasonRank,
};
use belote_event::{from_export, EntrantKind, Event, Outcome, ScoredEvent};
use serde_json::{json, Map, Value};
use tokio_postgres::GenericClient;

use super::{stored, Reader, Stored};
use crate::error::{HubError, Result};
use crate::intake::{club_event_kinds, Kind};

/// The event of a stored version, scored once.
pub fn scored_of(s: &Stored) -> Result<ScoredEvent> {
    let body = s
        .body
        .as_deref()
        .ok_or_else(|| HubError::Internal("a stored version without its file".into()))?;
    let v: Value = serde_json::from_slice(body)
        .map_err(|e| HubError::Internal(format!("a stored file: {e}")))?;
    let event = from_export(&v, "2000-01-01")
        .map_err(|e| HubError::Internal(format!("a stored file: {}", e.message)))?;
    ScoredEvent::new(event).map_err(|e| HubError::Internal(format!("a stored file: {}", e.message)))
}

/// Who is hidden at `club`: player_key → pseudonym.
pub async fn hidden_at<C: GenericClient>(db: &C, club: &str) -> Result<HashMap<String, String>> {
    let rows = db
        .query(
            "SELECT n.key, p.pseudonym FROM belote_hub.names n \
             JOIN belote_hub.players p ON p.id = n.player \
             WHERE n.club = $1 AND p.hidden AND p.pseudonym IS NOT NULL",
            &[&club],
        )
        .await?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}

/// Names shown as the pseudonym of a hidden player.
pub struct Mask(pub HashMap<String, String>);

impl Mask {
    /// A person's name, or their pseudonym.
    pub fn name(&self, name: &str) -> String {
        if self.0.is_empty() {
            return name.to_string();
        }
        self.0
            .get(&player_key(name))
            .cloned()
            .unwrap_or_else(|| name.to_string())
    }

    /// A side of players' name ("Anna & Bram"), each masked.
    pub fn side(&self, kind: EntrantKind, name: &str) -> String {
        match kind {
            EntrantKind::Teams => name.to_string(),
            EntrantKind::Players => name
                .split(" & ")
                .map(|p| self.name(p))
                .collect::<Vec<_>>()
                .join(" & "),
        }
    }
}

/// Each named person's public player id at `club`: player_key → `p-…`.
async fn players_at<C: GenericClient>(
    db: &C,
    club: &str,
    keys: &[String],
) -> Result<HashMap<String, String>> {
    let rows = db
        .query(
            "SELECT n.key, p.public FROM belote_hub.names n JOIN belote_hub.names p ON p.id = n.player \
             WHERE n.club = $1 AND n.key = ANY($2)",
            &[&club, &keys],
        )
        .await?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}

fn kind_name(kind: EntrantKind) -> &'static str {
    match kind {
        EntrantKind::Teams => "teams",
        EntrantKind::Players => "players",
    }
}

/// The named persons of a standings row.
fn persons(event: &Event, s: &belote_event::Standing) -> Vec<String> {
    crate::derive::standing_people(event, s)
        .into_iter()
        .filter(|p| !is_unnamed(p))
        .collect()
}

/// `GET /api/v1/clubs/CLUB/events/EVENT[?version=N]`.
pub async fn event<C: GenericClient>(
    db: &C,
    club: &str,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<Value> {
    Ok(event_scored(db, club, id, version, reader).await?.0)
}

/// The event's answer with the scored event and the names it hides: what its page also
/// draws (the rounds from the same scoring).
pub async fn event_scored<C: GenericClient>(
    db: &C,
    club: &str,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<(Value, ScoredEvent, Mask)> {
    let s = stored(db, club, Kind::Event, id, version, reader, false).await?;
    let scored = scored_of(&s)?;
    let e = &scored.event;
    let mask = Mask(hidden_at(db, club).await?);
    let keys: Vec<String> = scored
        .standings()
        .iter()
        .flat_map(|s| persons(e, s))
        .map(|p| player_key(&p))
        .collect();
    let players = players_at(db, club, &keys).await?;
    let view = scored.standings_view();
    let standings: Vec<Value> = view
        .standings
        .iter()
        .map(|st| {
            let mut row = match serde_json::to_value(st) {
                Ok(Value::Object(o)) => o,
                _ => Map::new(),
            };
            if let Some(Value::String(n)) = row.get("name").cloned() {
                row.insert("name".into(), json!(mask.side(e.def.kind, &n)));
            }
            let people: Vec<Value> = persons(e, st)
                .iter()
                .map(|p| {
                    json!({
                        "player": players.get(&player_key(p)),
                        "name": mask.name(p.trim()),
                    })
                })
                .collect();
            row.insert("people".into(), json!(people));
            Value::Object(row)
        })
        .collect();
    let family = e.def.variant.family().as_str();
    let v = json!({
        "club": club, "event": id, "version": s.version, "current": s.version == s.current,
        "withdrawn": s.withdrawn, "received": s.received, "sha256": s.sha256,
        "versions": s.versions,
        "name": view.name, "date": e.def.date, "variant": e.def.variant.as_str(), "family": family,
        "entrants": kind_name(e.def.kind), "round": view.round, "rounds": view.rounds,
        "standings": standings,
    });
    Ok((v, scored, mask))
}

fn winner(o: Outcome) -> &'static str {
    match o {
        Outcome::A => "A",
        Outcome::B => "B",
        Outcome::Draw => "draw",
    }
}

/// `GET …/events/EVENT/rounds[?version=N]`.
pub async fn rounds<C: GenericClient>(
    db: &C,
    club: &str,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<Value> {
    let s = stored(db, club, Kind::Event, id, version, reader, false).await?;
    let scored = scored_of(&s)?;
    let mask = Mask(hidden_at(db, club).await?);
    Ok(
        json!({ "club": club, "event": id, "version": s.version, "rounds": rounds_of(&scored, &mask) }),
    )
}

/// Every round's tables: names, totals, winner.
pub fn rounds_of(scored: &ScoredEvent, mask: &Mask) -> Value {
    let e = &scored.event;
    let rounds: Vec<Value> = e
        .rounds
        .iter()
        .map(|r| {
            let tables: Vec<Value> = r
                .tables
                .iter()
                .map(|t| {
                    let score = scored.scores.table(r.number, t.number);
                    let names = e.names(t);
                    json!({
                        "table": t.number, "A": t.a, "B": t.b,
                        "names": { "A": mask.side(e.def.kind, &names.a), "B": mask.side(e.def.kind, &names.b) },
                        "deals": score.map_or(t.deals.len(), |s| s.deals),
                        "complete": score.is_some_and(|s| s.complete),
                        "totals": score.map(|s| json!({"A": s.totals.a, "B": s.totals.b})),
                        "winner": score.filter(|s| s.complete).map(|s| winner(s.outcome())),
                    })
                })
                .collect();
            json!({ "round": r.number, "byes": r.byes, "tables": tables })
        })
        .collect();
    json!(rounds)
}

/// `GET …/events/EVENT/rounds/R/tables/T[?version=N]`.
#[allow(clippy::too_many_arguments)]
pub async fn table<C: GenericClient>(
    db: &C,
    club: &str,
    id: &str,
    round: u32,
    table: u32,
    version: Option<i32>,
    reader: &Reader,
) -> Result<Value> {
    let s = stored(db, club, Kind::Event, id, version, reader, false).await?;
    let scored = scored_of(&s)?;
    let e = &scored.event;
    let Some(r) = e.round(round) else {
        return Err(HubError::not_found(
            "round",
            format!("{id} has no round {round}"),
        ));
    };
    let Some(t) = r.tables.iter().find(|t| t.number == table) else {
        return Err(HubError::not_found(
            "table",
            format!("round {round} of {id} has no table {table}"),
        ));
    };
    let st = scored
        .table(round, table)
        .map_err(|e| HubError::not_found("table", e.message))?;
    let mask = Mask(hidden_at(db, club).await?);
    let view = st.view();
    let mut o = Map::new();
    o.insert("club".into(), json!(club));
    o.insert("event".into(), json!(id));
    o.insert("version".into(), json!(s.version));
    o.insert("round".into(), json!(view.round));
    o.insert("table".into(), json!(view.table));
    o.insert("A".into(), json!(view.a));
    o.insert("B".into(), json!(view.b));
    o.insert(
        "names".into(),
        json!({ "A": mask.side(e.def.kind, &view.names.a), "B": mask.side(e.def.kind, &view.names.b) }),
    );
    o.insert("deals".into(), json!(view.deals));
    o.insert("complete".into(), json!(view.complete));
    o.insert(
        "totals".into(),
        json!({"A": view.totals.a, "B": view.totals.b}),
    );
    o.insert(
        "sheet".into(),
        serde_json::to_value(&view.sheet).unwrap_or(Value::Null),
    );
    o.insert("facts".into(), json!(t.deals));
    Ok(Value::Object(o))
}

/// `GET …/events/EVENT/file[?version=N]` (a key): the stored bytes.
pub async fn file<C: GenericClient>(
    db: &C,
    club: &str,
    kind: Kind,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<Vec<u8>> {
    if !reader.owns(club) {
        return Err(match reader {
            Reader::Public => {
                HubError::refused(401, "authorization", "reading a stored file needs a key")
            }
            _ => HubError::refused(403, "club", format!("this key is not {club}'s")),
        });
    }
    let s = stored(db, club, kind, id, version, reader, true).await?;
    s.body.ok_or_else(|| {
        HubError::refused(
            410,
            kind.as_str(),
            format!("version {} is a withdrawal: it has no file", s.version),
        )
    })
}

/// `GET /api/v1/clubs/CLUB/seasons/SEASON[?version=N]`: the season's table over the club's
/// current published events.
pub async fn season<C: GenericClient>(
    db: &C,
    club: &str,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<Value> {
    let s = stored(db, club, Kind::Season, id, version, reader, false).await?;
    let body = s
        .body
        .as_deref()
        .ok_or_else(|| HubError::Internal("a stored season without its file".into()))?;
    let v: Value = serde_json::from_slice(body)
        .map_err(|e| HubError::Internal(format!("a stored file: {e}")))?;
    let kinds = club_event_kinds(db, club).await?;
    let season: Season = from_season_export(&v, &|e: &str| {
        Some(kinds.get(e).copied().unwrap_or(EntrantKind::Teams))
    })
    .map_err(|e| HubError::Internal(format!("a stored season: {}", e.message)))?;
    let mut outcomes = Vec::new();
    let mut published = Vec::new();
    let mut problems = Vec::new();
    for event in &season.def.events {
        let found = db
            .query_opt(
                "SELECT p.pk, p.current FROM belote_hub.publications p JOIN belote_hub.events e \
                 ON e.publication = p.pk WHERE p.club = $1 AND p.kind = 'event' AND p.id = $2",
                &[&club, &event],
            )
            .await?;
        let outcome = match found {
            Some(r) => {
                let st = stored(
                    db,
                    club,
                    Kind::Event,
                    event,
                    Some(r.get(1)),
                    &Reader::Admin,
                    false,
                )
                .await?;
                let scored = scored_of(&st)?;
                let mut o = EventOutcome::of(&scored);
                let wrong = season.def.ranking.rank == SeasonRank::Teams
                    && scored.event.def.kind == EntrantKind::Players;
                if wrong {
                    o.is_final = false;
                }
                published.push(true);
                problems.push(wrong);
                o
            }
            None => {
                published.push(false);
                problems.push(false);
                EventOutcome {
                    id: event.clone(),
                    name: String::new(),
                    date: String::new(),
                    kind: EntrantKind::Teams,
                    is_final: false,
                    entrants: Vec::new(),
                    standings: Vec::new(),
                    capots: Vec::new(),
                }
            }
        };
        outcomes.push(outcome);
    }
    let standings = season_standings(&season.id, &season.def, &outcomes);
    let mut out = match serde_json::to_value(&standings) {
        Ok(Value::Object(o)) => o,
        _ => Map::new(),
    };
    // A hidden player's name is masked here as on every public answer: the season's lines and
    // its side rankings name people (or teams, which a hidden name does not match).
    let mask = Mask(hidden_at(db, club).await?);
    let masked = |list: Option<&mut Value>| {
        for line in list.and_then(Value::as_array_mut).into_iter().flatten() {
            if let Some(Value::String(n)) = line.get("name").cloned() {
                line["name"] = json!(mask.side(EntrantKind::Players, &n));
            }
        }
    };
    masked(out.get_mut("standings"));
    masked(out.get_mut("sides").and_then(|s| s.get_mut("capots")));
    if let Some(Value::Array(lines)) = out.get_mut("events") {
        for (i, line) in lines.iter_mut().enumerate() {
            if let Value::Object(o) = line {
                let is_published = published.get(i).copied().unwrap_or(false);
                o.insert("published".into(), json!(is_published));
                if !is_published {
                    o.insert("name".into(), Value::Null);
                    o.insert("date".into(), Value::Null);
                }
                if problems.get(i).copied().unwrap_or(false) {
                    o.insert(
                        "problem".into(),
                        json!("an event of players in a season of teams"),
                    );
                }
            }
        }
    }
    let mut o = Map::new();
    o.insert("club".into(), json!(club));
    for (k, v) in out {
        o.insert(k, v);
        if o.len() == 3 {
            o.insert("version".into(), json!(s.version));
            o.insert("versions".into(), json!(s.versions));
        }
    }
    Ok(Value::Object(o))
}
