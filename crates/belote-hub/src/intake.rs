//! Publishing and withdrawing (HUB.md "Publishing an event", "Publishing a season",
//! "Withdrawing"): under a lock on the publication, resends answered first (rules 1 and 2), a
//! stale `supersedes` refused (rule 3), the file checked whole by the app's own import (rule 4),
//! then the next version stored with everything derived from it, in one transaction (rule 5).

use std::collections::HashMap;

use belote_event::season::{from_season_export, Season};
use belote_event::{from_export, EntrantKind, ScoredEvent};
use chrono::{DateTime, SecondsFormat, Utc};
use hmac::{Hmac, Mac};
use serde_json::{json, Value};
use sha2::Sha256;
use tokio_postgres::{GenericClient, Transaction};

use crate::derive::{derive, named_places, not_final, warning, Derived};
use crate::error::{HubError, Result};
use crate::identity::{
    lock_club, lock_identity_alone, lock_identity_read, lock_players, refresh_players,
    refresh_written, upsert_names,
};
use crate::keys::sha256_hex;
use crate::rating::{bump, mark_dirty, Position};

/// What is published.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Event,
    Season,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Event => "event",
            Kind::Season => "season",
        }
    }

    fn format(self) -> &'static str {
        match self {
            Kind::Event => belote_event::EVENT_FORMAT,
            Kind::Season => belote_event::season::SEASON_FORMAT,
        }
    }

    /// The page of a publication.
    pub fn url(self, club: &str, id: &str) -> String {
        match self {
            Kind::Event => format!("/c/{club}/e/{id}"),
            Kind::Season => format!("/c/{club}/s/{id}"),
        }
    }
}

/// A publication asked for.
#[derive(Debug, Clone)]
pub struct Publish<'a> {
    pub club: &'a str,
    pub kind: Kind,
    pub id: &'a str,
    pub supersedes: i32,
    /// The body as received, gzip undone.
    pub body: &'a [u8],
    pub key_id: &'a str,
    /// The hub's date (UTC), `YYYY-MM-DD`.
    pub today: &'a str,
}

/// An answer to a write: 200 or 201, the receipt, and for a new version its `Location`.
#[derive(Debug, Clone)]
pub struct Receipt {
    pub status: u16,
    pub body: Value,
    pub location: Option<String>,
}

/// RFC 3339 in UTC to the second.
pub fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// A stored version, as its receipt needs it.
struct Version {
    version: i32,
    supersedes: i32,
    sha256: Option<String>,
    received: DateTime<Utc>,
    withdrawn: bool,
    family: Option<String>,
    warnings: Value,
}

const VERSION_COLUMNS: &str = "version, supersedes, sha256, received, withdrawn, family, warnings";

fn version_of(r: &tokio_postgres::Row) -> Version {
    Version {
        version: r.get(0),
        supersedes: r.get(1),
        sha256: r.get(2),
        received: r.get(3),
        withdrawn: r.get(4),
        family: r.get(5),
        warnings: r.get(6),
    }
}

fn receipt(kind: Kind, club: &str, id: &str, v: &Version, current: bool) -> Value {
    let mut o = serde_json::Map::new();
    o.insert("kind".into(), json!(kind.as_str()));
    o.insert("club".into(), json!(club));
    o.insert(kind.as_str().into(), json!(id));
    o.insert("version".into(), json!(v.version));
    o.insert("supersedes".into(), json!(v.supersedes));
    o.insert("withdrawn".into(), json!(v.withdrawn));
    o.insert("current".into(), json!(current));
    o.insert("sha256".into(), json!(v.sha256));
    o.insert("received".into(), json!(rfc3339(v.received)));
    o.insert("family".into(), json!(v.family));
    o.insert("url".into(), json!(kind.url(club, id)));
    o.insert("warnings".into(), v.warnings.clone());
    Value::Object(o)
}

/// The body's shape: a JSON object of the right format and version, for this id.
pub fn shape(kind: Kind, id: &str, body: &[u8]) -> Result<Value> {
    let v: Value = serde_json::from_slice(body)
        .map_err(|e| HubError::bad_request("", format!("the body is not UTF-8 JSON: {e}")))?;
    let Some(o) = v.as_object() else {
        return Err(HubError::bad_request("", "the body must be a JSON object"));
    };
    if o.get("format").and_then(Value::as_str) != Some(kind.format()) {
        return Err(HubError::unprocessable(
            "format",
            format!(
                "not a {} file: `format` must be \"{}\"",
                kind.as_str(),
                kind.format()
            ),
        ));
    }
    if o.get("version").and_then(Value::as_u64) != Some(1) {
        return Err(HubError::unprocessable(
            "version",
            "the file's version is not supported: the hub reads version 1",
        ));
    }
    match o.get(kind.as_str()).and_then(Value::as_str) {
        Some(s) if s == id => Ok(v),
        _ => Err(HubError::unprocessable(
            kind.as_str(),
            format!(
                "the file's `{}` is not {id:?}, the {} of the path",
                kind.as_str(),
                kind.as_str()
            ),
        )),
    }
}

/// The publication row: (pk, created, current version).
async fn publication<C: GenericClient>(
    db: &C,
    club: &str,
    kind: Kind,
    id: &str,
) -> Result<Option<(i64, String, i32)>> {
    Ok(crate::db::query_opt(
        db,
        "SELECT pk, created, current FROM belote_hub.publications \
             WHERE club = $1 AND kind = $2 AND id = $3",
        &[&club, &kind.as_str(), &id],
    )
    .await?
    .map(|r| (r.get(0), r.get(1), r.get(2))))
}

async fn version_row<C: GenericClient>(db: &C, pk: i64, version: i32) -> Result<Option<Version>> {
    Ok(crate::db::query_opt(db, &format!(
                "SELECT {VERSION_COLUMNS} FROM belote_hub.versions WHERE publication = $1 AND version = $2"
            ),
            &[&pk, &version],
        )
        .await?
        .as_ref()
        .map(version_of))
}

/// Serialises writes to one publication until the transaction ends.
async fn lock(tx: &Transaction<'_>, club: &str, kind: Kind, id: &str) -> Result<()> {
    let key = format!("{club}/{}/{id}", kind.as_str());
    crate::db::execute(
        tx,
        "SELECT pg_advisory_xact_lock(hashtextextended($1, 7))",
        &[&key],
    )
    .await?;
    Ok(())
}

/// The erasure secret's HMAC of a name (club, key).
pub fn name_hmac(secret: &[u8], club: &str, key: &str) -> Vec<u8> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes any key");
    mac.update(club.as_bytes());
    mac.update(b"\n");
    mac.update(key.as_bytes());
    mac.finalize().into_bytes().to_vec()
}

pub async fn erasure_secret<C: GenericClient>(db: &C) -> Result<Vec<u8>> {
    Ok(crate::db::query_one(
        db,
        "SELECT value FROM belote_hub.secrets WHERE name = 'erasure'",
        &[],
    )
    .await?
    .get(0))
}

/// Sets the string at `path` (`definition.players[3]`, `definition.teams[1].players[0]`,
/// `definition.absences[2].name`) of `v`.
pub fn set_at(v: &mut Value, path: &str, to: &str) {
    let mut cur = v;
    for part in path.split('.') {
        let (key, index) = match part.split_once('[') {
            Some((k, rest)) => (k, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (part, None),
        };
        let Some(next) = cur.get_mut(key) else { return };
        cur = next;
        if let Some(i) = index {
            let Some(next) = cur.get_mut(i) else { return };
            cur = next;
        }
    }
    *cur = Value::String(to.to_string());
}

/// Replaces, in `v`, the names of `places` that were erased at this club; returns the
/// receipt's warnings.
async fn replace_erased<C: GenericClient>(
    db: &C,
    club: &str,
    places: &[(String, String)],
    v: &mut Value,
) -> Result<Vec<Value>> {
    if places.is_empty() {
        return Ok(Vec::new());
    }
    let secret = erasure_secret(db).await?;
    let hmacs: Vec<Vec<u8>> = places
        .iter()
        .map(|(_, name)| name_hmac(&secret, club, &belote_event::names::player_key(name)))
        .collect();
    let rows = crate::db::query(
        db,
        "SELECT hmac, pseudonym FROM belote_hub.erased WHERE hmac = ANY($1)",
        &[&hmacs],
    )
    .await?;
    let mut warnings = Vec::new();
    for r in &rows {
        let (h, pseudonym): (Vec<u8>, String) = (r.get(0), r.get(1));
        for (i, (path, _)) in places.iter().enumerate() {
            if hmacs[i] == h {
                set_at(v, path, &pseudonym);
                warnings.push(warning(
                    path.clone(),
                    format!("a name erased at the person's request: replaced by {pseudonym}"),
                ));
            }
        }
    }
    Ok(warnings)
}

/// How a publication holds the identity lock (see [`lock_identity_alone`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Together with other publications: the usual case.
    Together,
    /// Alone: the event brings new names that link to member ids.
    Alone,
}

/// Publishes (`PUT …/events/EVENT` or `…/seasons/SEASON`).
pub async fn publish(client: &mut tokio_postgres::Client, req: &Publish<'_>) -> Result<Receipt> {
    match publish_as(client, req, Mode::Together).await? {
        Some(r) => Ok(r),
        // Its new names link to member ids: once more, holding the identity lock alone.
        None => publish_as(client, req, Mode::Alone)
            .await?
            .ok_or_else(|| HubError::Internal("a publication could not take its locks".into())),
    }
}

/// Publishes holding the identity lock as `mode` says; `None` (nothing written) when the
/// publication needs it alone.
async fn publish_as(
    client: &mut tokio_postgres::Client,
    req: &Publish<'_>,
    mode: Mode,
) -> Result<Option<Receipt>> {
    let mut value = shape(req.kind, req.id, req.body)?;
    let sha = sha256_hex(req.body);
    let tx = client.transaction().await?;
    lock(&tx, req.club, req.kind, req.id).await?;
    let found = publication(&tx, req.club, req.kind, req.id).await?;
    let current = found.as_ref().map_or(0, |f| f.2);
    if let Some((pk, _, cur)) = &found {
        // Rule 1: the current version's file again.
        if let Some(v) = version_row(&tx, *pk, *cur).await? {
            if !v.withdrawn && v.sha256.as_deref() == Some(sha.as_str()) {
                return Ok(Some(Receipt {
                    status: 200,
                    body: receipt(req.kind, req.club, req.id, &v, true),
                    location: None,
                }));
            }
        }
        // Rule 2: a version this same request made.
        let same = crate::db::query_opt(&tx, &format!(
                    "SELECT {VERSION_COLUMNS} FROM belote_hub.versions \
                     WHERE publication = $1 AND sha256 = $2 AND supersedes = $3 ORDER BY version LIMIT 1"
                ),
                &[pk, &sha, &req.supersedes],
            )
            .await?;
        if let Some(r) = same {
            let v = version_of(&r);
            let is_current = v.version == *cur;
            return Ok(Some(Receipt {
                status: 200,
                body: receipt(req.kind, req.club, req.id, &v, is_current),
                location: None,
            }));
        }
    }
    // Rule 3: someone else published in between.
    if req.supersedes != current {
        let cur = match &found {
            Some((pk, _, cur)) => version_row(&tx, *pk, *cur).await?.map(|v| {
                json!({ "version": v.version, "received": rfc3339(v.received),
                        "sha256": v.sha256, "withdrawn": v.withdrawn })
            }),
            None => None,
        };
        return Err(HubError::conflict(
            "supersedes",
            format!(
                "supersedes is {}, but the current version is {current}: someone published in between",
                req.supersedes
            ),
        )
        .with("current", cur.unwrap_or(Value::Null)));
    }
    let created = value
        .get("created")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    if let Some((_, stored_created, _)) = &found {
        if *stored_created != created {
            return Err(HubError::conflict(
                "created",
                format!(
                    "another {} with the id {} was published by this club (created {stored_created}): this one was created {created}",
                    req.kind.as_str(),
                    req.id
                ),
            ));
        }
    }
    // Rule 4, then rule 5.
    lock_club(&tx, req.club).await?;
    match mode {
        Mode::Together => lock_identity_read(&tx).await?,
        Mode::Alone => lock_identity_alone(&tx).await?,
    }
    let receipt = match req.kind {
        Kind::Event => {
            match publish_event(&tx, req, &mut value, found, &sha, &created, mode).await? {
                Some(r) => r,
                None => return Ok(None),
            }
        }
        Kind::Season => publish_season(&tx, req, &value, found, &sha, &created).await?,
    };
    bump(&tx).await?;
    tx.commit().await?;
    Ok(Some(receipt))
}

/// The publication's row, made when it is the first version.
async fn publication_pk(
    tx: &Transaction<'_>,
    req: &Publish<'_>,
    found: &Option<(i64, String, i32)>,
    created: &str,
) -> Result<i64> {
    Ok(match found {
        Some((pk, _, _)) => *pk,
        None => crate::db::query_one(tx, "INSERT INTO belote_hub.publications (club, kind, id, created) VALUES ($1, $2, $3, $4) \
                 RETURNING pk",
                &[&req.club, &req.kind.as_str(), &req.id, &created],
            )
            .await?
            .get(0),
    })
}

/// Stores version `current + 1` and makes it current; its receipt (201).
#[allow(clippy::too_many_arguments)]
async fn store_version(
    tx: &Transaction<'_>,
    req: &Publish<'_>,
    pk: i64,
    sha: Option<&str>,
    withdrawn: bool,
    family: Option<&str>,
    warnings: &Value,
    body: Option<&[u8]>,
) -> Result<Version> {
    let row = crate::db::query_one(tx, &format!(
                "WITH p AS (UPDATE belote_hub.publications SET current = current + 1 WHERE pk = $1 \
                   RETURNING current) \
                 INSERT INTO belote_hub.versions (publication, version, supersedes, sha256, received, \
                   withdrawn, family, warnings, key_id, body) \
                 SELECT $1, p.current, p.current - 1, $2, date_trunc('second', statement_timestamp()), \
                   $3, $4, $5, $6, $7 FROM p RETURNING {VERSION_COLUMNS}"
            ),
            &[&pk, &sha, &withdrawn, &family, warnings, &req.key_id, &body],
        )
        .await?;
    Ok(version_of(&row))
}

/// What a version being replaced had derived: its family and position, and its names.
async fn drop_derived(
    tx: &Transaction<'_>,
    pk: i64,
) -> Result<(Option<(String, Position)>, Vec<i64>)> {
    let old = crate::db::query_opt(
        tx,
        "DELETE FROM belote_hub.events WHERE publication = $1 RETURNING family, date, event, club",
        &[&pk],
    )
    .await?
    .map(|r| (r.get::<_, String>(0), Position::at(&r, 1)));
    let names = crate::db::query(
        tx,
        "DELETE FROM belote_hub.results WHERE publication = $1 RETURNING name",
        &[&pk],
    )
    .await?
    .iter()
    .map(|r| r.get(0))
    .collect();
    crate::db::execute(
        tx,
        "DELETE FROM belote_hub.games WHERE publication = $1",
        &[&pk],
    )
    .await?;
    crate::db::execute(
        tx,
        "DELETE FROM belote_hub.seasons WHERE publication = $1",
        &[&pk],
    )
    .await?;
    Ok((old, names))
}

/// After the derived rows of a publication changed: names' written forms and their players
/// refreshed, the families marked for re-rating from the earlier of the old and new places.
async fn after_change(
    tx: &Transaction<'_>,
    names: &[i64],
    old: Option<(String, Position)>,
    new: Option<(String, Position)>,
) -> Result<()> {
    refresh_written(tx, names).await?;
    let mut players: Vec<i64> = crate::db::query(
        tx,
        "SELECT DISTINCT player FROM belote_hub.names WHERE id = ANY($1)",
        &[&names],
    )
    .await?
    .iter()
    .map(|r| r.get(0))
    .collect();
    players.sort_unstable();
    lock_players(tx, &players).await?;
    refresh_players(tx, &players).await?;
    // The families' rows in one order (an event moved to another family marks two).
    let mut marks: Vec<(String, Position)> = old.into_iter().chain(new).collect();
    marks.sort();
    for (family, pos) in marks {
        mark_dirty(tx, &family, &pos).await?;
    }
    Ok(())
}

fn kind_name(kind: EntrantKind) -> &'static str {
    match kind {
        EntrantKind::Teams => "teams",
        EntrantKind::Players => "players",
    }
}

async fn publish_event(
    tx: &Transaction<'_>,
    req: &Publish<'_>,
    value: &mut Value,
    found: Option<(i64, String, i32)>,
    sha: &str,
    created: &str,
    mode: Mode,
) -> Result<Option<Receipt>> {
    let event = from_export(value, req.today)?;
    let mut warnings = replace_erased(tx, req.club, &named_places(&event), value).await?;
    let event = if warnings.is_empty() {
        event
    } else {
        from_export(value, req.today)?
    };
    let stored: Vec<u8> = if warnings.is_empty() {
        req.body.to_vec()
    } else {
        let mut b =
            serde_json::to_vec_pretty(value).map_err(|e| HubError::Internal(e.to_string()))?;
        b.push(b'\n');
        b
    };
    let scored = ScoredEvent::new(event)?;
    if let Some((at, message)) = not_final(&scored) {
        return Err(HubError::unprocessable(at, message));
    }
    let tomorrow = chrono::NaiveDate::parse_from_str(req.today, "%Y-%m-%d")
        .map(|d| d + chrono::Days::new(1))
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default();
    if scored.event.def.date.as_str() > tomorrow.as_str() {
        return Err(HubError::unprocessable(
            "definition.date",
            format!(
                "the event is dated {}, after tomorrow ({tomorrow}): the ranking cannot wait for the future",
                scored.event.def.date
            ),
        ));
    }
    let d: Derived = derive(&scored);
    if mode == Mode::Together && links_new_names(tx, req.club, &d).await? {
        return Ok(None);
    }
    warnings.extend(d.warnings.iter().cloned());
    let pk = publication_pk(tx, req, &found, created).await?;
    let family = d.family.as_str();
    // The version first: its file is the largest write, and it touches only this
    // publication's rows (locked above), so it is stored before the shared lock is taken.
    let v = store_version(
        tx,
        req,
        pk,
        Some(sha),
        false,
        Some(family),
        &Value::Array(warnings.clone()),
        Some(&stored),
    )
    .await?;
    let (old, mut names) = if found.is_some() {
        drop_derived(tx, pk).await?
    } else {
        (None, Vec::new())
    };
    let ids = upsert_names(tx, req.club, &d.people).await?;
    crate::db::execute(tx, "INSERT INTO belote_hub.events (publication, club, event, version, name, date, variant, family, \
           kind, entrants, received, fold) \
         VALUES ($1, $2, $3, (SELECT current FROM belote_hub.publications WHERE pk = $1), $4, $5, \
           $6, $7, $8, $9, date_trunc('second', statement_timestamp()), $10)",
        &[
            &pk,
            &req.club,
            &req.id,
            &d.name,
            &d.date,
            &d.variant,
            &family,
            &kind_name(scored.event.def.kind),
            &d.entrants,
            &d.fold,
        ],
    )
    .await?;
    insert_results(tx, pk, req, &d, &ids).await?;
    insert_games(tx, pk, req, &d, &ids).await?;
    let seated_twice = seated_twice_warnings(tx, &d, &ids).await?;
    let mut v = v;
    if !seated_twice.is_empty() {
        warnings.extend(seated_twice);
        let all = Value::Array(warnings);
        crate::db::execute(
            tx,
            "UPDATE belote_hub.versions SET warnings = $3 WHERE publication = $1 AND version = $2",
            &[&pk, &v.version, &all],
        )
        .await?;
        v.warnings = all;
    }
    names.extend(ids.iter().copied());
    names.sort_unstable();
    names.dedup();
    let pos = Position {
        date: d.date.clone(),
        event: req.id.to_string(),
        club: req.club.to_string(),
    };
    after_change(tx, &names, old, Some((family.to_string(), pos))).await?;
    let location = format!(
        "/api/v1/clubs/{}/events/{}?version={}",
        req.club, req.id, v.version
    );
    Ok(Some(Receipt {
        status: 201,
        body: receipt(req.kind, req.club, req.id, &v, true),
        location: Some(location),
    }))
}

/// Whether the event names someone for the first time at the club whom the club has given a
/// member id: their name joins a player of other names, an identity change.
async fn links_new_names(tx: &Transaction<'_>, club: &str, d: &Derived) -> Result<bool> {
    let keys: Vec<&str> = d.people.iter().map(|p| p.key.as_str()).collect();
    Ok(crate::db::query_one(tx, "SELECT EXISTS (SELECT 1 FROM unnest($2::text[]) AS k(key) \
               JOIN belote_hub.members m ON m.club = $1 AND m.key = k.key \
               WHERE NOT EXISTS (SELECT 1 FROM belote_hub.names n WHERE n.club = $1 AND n.key = k.key))",
            &[&club, &keys],
        )
        .await?
        .get(0))
}

async fn insert_results(
    tx: &Transaction<'_>,
    pk: i64,
    req: &Publish<'_>,
    d: &Derived,
    ids: &[i64],
) -> Result<()> {
    let rs = &d.results;
    let name: Vec<i64> = rs.iter().map(|r| ids[r.person]).collect();
    let written: Vec<&str> = rs
        .iter()
        .map(|r| d.people[r.person].written.as_str())
        .collect();
    let entrant: Vec<i32> = rs.iter().map(|r| r.entrant as i32).collect();
    let entrant_name: Vec<&str> = rs.iter().map(|r| r.entrant_name.as_str()).collect();
    let rank: Vec<i32> = rs.iter().map(|r| r.rank as i32).collect();
    let of: Vec<i32> = rs.iter().map(|r| r.of as i32).collect();
    let points: Vec<i64> = rs.iter().map(|r| r.points).collect();
    let played: Vec<i32> = rs.iter().map(|r| r.played as i32).collect();
    let wins: Vec<i32> = rs.iter().map(|r| r.wins as i32).collect();
    let draws: Vec<i32> = rs.iter().map(|r| r.draws as i32).collect();
    let losses: Vec<i32> = rs.iter().map(|r| r.losses as i32).collect();
    crate::db::execute(tx, "INSERT INTO belote_hub.results (publication, date, event, club, name, written, entrant, \
           entrant_name, rank, of, points, played, wins, draws, losses) \
         SELECT $1, $2, $3, $4, * FROM unnest($5::int8[], $6::text[], $7::int4[], $8::text[], \
           $9::int4[], $10::int4[], $11::int8[], $12::int4[], $13::int4[], $14::int4[], $15::int4[])",
        &[
            &pk, &d.date, &req.id, &req.club, &name, &written, &entrant, &entrant_name, &rank, &of,
            &points, &played, &wins, &draws, &losses,
        ],
    )
    .await?;
    Ok(())
}

async fn insert_games(
    tx: &Transaction<'_>,
    pk: i64,
    req: &Publish<'_>,
    d: &Derived,
    ids: &[i64],
) -> Result<()> {
    let mut rounds = Vec::new();
    let mut tabs = Vec::new();
    let mut seats: [Vec<Option<i64>>; 4] = Default::default();
    let mut outcomes = Vec::new();
    for g in &d.games {
        rounds.push(g.round as i32);
        tabs.push(g.table as i32);
        for (i, s) in g.seats.iter().enumerate() {
            seats[i].push(s.map(|p| ids[p]));
        }
        outcomes.push(g.outcome);
    }
    let family = d.family.as_str();
    crate::db::execute(tx, "INSERT INTO belote_hub.games (publication, family, date, event, club, round, tab, a1, a2, b1, b2, \
           outcome) \
         SELECT $1, $2, $3, $4, $5, * FROM unnest($6::int4[], $7::int4[], $8::int8[], $9::int8[], \
           $10::int8[], $11::int8[], $12::int2[])",
        &[
            &pk, &family, &d.date, &req.id, &req.club, &rounds, &tabs, &seats[0], &seats[1],
            &seats[2], &seats[3], &outcomes,
        ],
    )
    .await?;
    Ok(())
}

/// Tables of the event `d` (its names' ids `ids`) where one player sits twice once names are
/// linked: not rated. The seats' players are read once, the tables compared here.
async fn seated_twice_warnings(
    tx: &Transaction<'_>,
    d: &Derived,
    ids: &[i64],
) -> Result<Vec<Value>> {
    let player: HashMap<i64, i64> = crate::db::query(
        tx,
        "SELECT id, player FROM belote_hub.names WHERE id = ANY($1)",
        &[&ids],
    )
    .await?
    .iter()
    .map(|r| (r.get(0), r.get(1)))
    .collect();
    let mut twice: Vec<(u32, u32)> = d
        .games
        .iter()
        .filter(|g| {
            let seated: Vec<i64> = g
                .seats
                .iter()
                .flatten()
                .map(|&p| player.get(&ids[p]).copied().unwrap_or(ids[p]))
                .collect();
            (1..seated.len()).any(|i| seated[..i].contains(&seated[i]))
        })
        .map(|g| (g.round, g.table))
        .collect();
    twice.sort_unstable();
    Ok(twice
        .into_iter()
        .map(|(round, tab)| {
            warning(
                format!("rounds[{}].tables[{}]", round - 1, tab - 1),
                format!(
                    "round {round}, table {tab}: one player sits twice there once names are linked by member ids: the table is not rated"
                ),
            )
        })
        .collect())
}

async fn publish_season(
    tx: &Transaction<'_>,
    req: &Publish<'_>,
    value: &Value,
    found: Option<(i64, String, i32)>,
    sha: &str,
    created: &str,
) -> Result<Receipt> {
    let kinds = club_event_kinds(tx, req.club).await?;
    // An event the club has not published (or has withdrawn) is accepted: it counts nothing
    // until it is published. Teams fit a season of either kind.
    let season: Season = from_season_export(value, &|id: &str| {
        Some(kinds.get(id).copied().unwrap_or(EntrantKind::Teams))
    })?;
    let pk = publication_pk(tx, req, &found, created).await?;
    let v = store_version(
        tx,
        req,
        pk,
        Some(sha),
        false,
        None,
        &json!([]),
        Some(req.body),
    )
    .await?;
    drop_derived(tx, pk).await?;
    crate::db::execute(
        tx,
        "INSERT INTO belote_hub.seasons (publication, club, season, version, name, events) \
         VALUES ($1, $2, $3, (SELECT current FROM belote_hub.publications WHERE pk = $1), $4, $5)",
        &[
            &pk,
            &req.club,
            &req.id,
            &season.def.name,
            &(season.def.events.len() as i32),
        ],
    )
    .await?;
    let location = format!(
        "/api/v1/clubs/{}/seasons/{}?version={}",
        req.club, req.id, v.version
    );
    Ok(Receipt {
        status: 201,
        body: receipt(req.kind, req.club, req.id, &v, true),
        location: Some(location),
    })
}

/// The kinds of the club's current events.
pub async fn club_event_kinds<C: GenericClient>(
    db: &C,
    club: &str,
) -> Result<std::collections::HashMap<String, EntrantKind>> {
    let rows = crate::db::query(
        db,
        "SELECT event, kind FROM belote_hub.events WHERE club = $1",
        &[&club],
    )
    .await?;
    Ok(rows
        .iter()
        .map(|r| {
            let kind: String = r.get(1);
            (
                r.get(0),
                if kind == "teams" {
                    EntrantKind::Teams
                } else {
                    EntrantKind::Players
                },
            )
        })
        .collect())
}

/// Withdraws (`DELETE …`): a version with no file; withdrawing again answers the same.
pub async fn withdraw(
    client: &mut tokio_postgres::Client,
    club: &str,
    kind: Kind,
    id: &str,
    key_id: &str,
) -> Result<Receipt> {
    let tx = client.transaction().await?;
    lock(&tx, club, kind, id).await?;
    let Some((pk, _, current)) = publication(&tx, club, kind, id).await? else {
        return Err(HubError::not_found(
            kind.as_str(),
            format!("no {} {id} at {club}", kind.as_str()),
        ));
    };
    let cur = version_row(&tx, pk, current)
        .await?
        .ok_or_else(|| HubError::Internal(format!("version {current} of {id} is missing")))?;
    if cur.withdrawn {
        return Ok(Receipt {
            status: 200,
            body: receipt(kind, club, id, &cur, true),
            location: None,
        });
    }
    let req = Publish {
        club,
        kind,
        id,
        supersedes: current,
        body: &[],
        key_id,
        today: "",
    };
    lock_club(&tx, club).await?;
    lock_identity_read(&tx).await?;
    let (old, names) = drop_derived(&tx, pk).await?;
    after_change(&tx, &names, old, None).await?;
    let v = store_version(
        &tx,
        &req,
        pk,
        None,
        true,
        cur.family.as_deref(),
        &json!([]),
        None,
    )
    .await?;
    bump(&tx).await?;
    tx.commit().await?;
    Ok(Receipt {
        status: 200,
        body: receipt(kind, club, id, &v, true),
        location: None,
    })
}
