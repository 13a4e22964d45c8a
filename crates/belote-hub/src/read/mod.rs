//! What the hub answers to reads (HUB.md "Reading"), as JSON values in the contract's key
//! order: built from the stored versions (an event's standings, rounds and tables read from its
//! file by the app's own crates) and from the derived rows (clubs, players, the ranking,
//! search). The pages for people are made from the same values (`pages`).

pub mod event;
pub mod people;

use serde_json::{json, Value};
use tokio_postgres::GenericClient;

use crate::error::{HubError, Result};
use crate::intake::Kind;
use crate::rating::pending;

/// The families, in the order answers list them.
pub const FAMILIES: [&str; 5] = ["french", "bulgarian", "bela", "klaverjas", "baloot"];

/// A page of a list: `offset` and `limit` as asked (limit at most 1000).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub offset: i64,
    pub limit: i64,
}

impl Default for Page {
    fn default() -> Page {
        Page {
            offset: 0,
            limit: 100,
        }
    }
}

/// Who asks: nobody (public), a club's key, or an admin's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reader {
    Public,
    Club(String),
    Admin,
}

impl Reader {
    /// Whether the reader may read `club`'s withdrawn files and member ids.
    pub fn owns(&self, club: &str) -> bool {
        match self {
            Reader::Public => false,
            Reader::Club(c) => c == club,
            Reader::Admin => true,
        }
    }
}

/// `GET /api/v1`.
pub async fn overview<C: GenericClient>(db: &C) -> Result<Value> {
    let r = db
        .query_one(
            "SELECT (SELECT version FROM belote_hub.schema), \
                    (SELECT count(DISTINCT family) FROM belote_hub.events), \
                    (SELECT count(*) FROM belote_hub.clubs), \
                    (SELECT count(*) FROM belote_hub.events), \
                    (SELECT count(*) FROM belote_hub.players)",
            &[],
        )
        .await?;
    Ok(json!({
        "hub": format!("belote hub {}", env!("CARGO_PKG_VERSION")),
        "schema": r.get::<_, i32>(0),
        "families": r.get::<_, i64>(1),
        "clubs": r.get::<_, i64>(2),
        "events": r.get::<_, i64>(3),
        "players": r.get::<_, i64>(4),
    }))
}

/// `GET /api/v1/status`.
pub async fn status<C: GenericClient>(db: &C) -> Result<Value> {
    let r = db
        .query_one(
            "SELECT (SELECT version FROM belote_hub.schema), (SELECT generation FROM belote_hub.state)",
            &[],
        )
        .await?;
    let dirty = pending(db).await?;
    let mut p = serde_json::Map::new();
    for f in FAMILIES {
        p.insert(f.into(), json!(dirty.contains(f)));
    }
    Ok(json!({
        "schema": r.get::<_, i32>(0),
        "generation": r.get::<_, i64>(1),
        "database": "ok",
        "pending": p,
    }))
}

/// The generation (every committed change raises it): what cached answers are keyed by.
pub async fn generation<C: GenericClient>(db: &C) -> Result<i64> {
    Ok(db
        .query_one("SELECT generation FROM belote_hub.state", &[])
        .await?
        .get(0))
}

/// The generation, in one round trip (a simple query: nothing prepared).
pub async fn generation_now(db: &tokio_postgres::Client) -> Result<i64> {
    for m in db
        .simple_query("SELECT generation FROM belote_hub.state")
        .await?
    {
        if let tokio_postgres::SimpleQueryMessage::Row(r) = m {
            if let Some(g) = r.get(0).and_then(|g| g.parse().ok()) {
                return Ok(g);
            }
        }
    }
    Err(crate::error::HubError::Internal(
        "the hub's state row is missing".into(),
    ))
}

/// `GET /api/v1/clubs`.
pub async fn clubs<C: GenericClient>(db: &C, page: Page) -> Result<Value> {
    let total: i64 = db
        .query_one("SELECT count(*) FROM belote_hub.clubs", &[])
        .await?
        .get(0);
    let rows = db
        .query(
            "SELECT c.club, c.name, c.country, \
               (SELECT count(*) FROM belote_hub.events e WHERE e.club = c.club), \
               (SELECT max(e.date) FROM belote_hub.events e WHERE e.club = c.club) \
             FROM belote_hub.clubs c ORDER BY c.club OFFSET $1 LIMIT $2",
            &[&page.offset, &page.limit],
        )
        .await?;
    let list: Vec<Value> = rows
        .iter()
        .map(|r| {
            json!({
                "club": r.get::<_, String>(0),
                "name": r.get::<_, String>(1),
                "country": r.get::<_, Option<String>>(2),
                "events": r.get::<_, i64>(3),
                "last_event": r.get::<_, Option<String>>(4),
            })
        })
        .collect();
    Ok(json!({ "clubs": list, "total": total, "offset": page.offset, "limit": page.limit }))
}

/// The club's row: (name, country), or 404 at `club`.
pub async fn club_row<C: GenericClient>(db: &C, club: &str) -> Result<(String, Option<String>)> {
    db.query_opt(
        "SELECT name, country FROM belote_hub.clubs WHERE club = $1",
        &[&club],
    )
    .await?
    .map(|r| (r.get(0), r.get(1)))
    .ok_or_else(|| HubError::not_found("club", format!("no club {club:?} at this hub")))
}

/// `GET /api/v1/clubs/CLUB`.
pub async fn club<C: GenericClient>(db: &C, club: &str, page: Page) -> Result<Value> {
    let (name, country) = club_row(db, club).await?;
    let total: i64 = db
        .query_one(
            "SELECT count(*) FROM belote_hub.events WHERE club = $1",
            &[&club],
        )
        .await?
        .get(0);
    let rows = db
        .query(
            "SELECT e.event, e.name, e.date, e.variant, e.family, e.entrants, e.version, e.received \
             FROM belote_hub.events e WHERE e.club = $1 \
             ORDER BY e.date DESC, e.event DESC OFFSET $2 LIMIT $3",
            &[&club, &page.offset, &page.limit],
        )
        .await?;
    let events: Vec<Value> = rows
        .iter()
        .map(|r| {
            json!({
                "event": r.get::<_, String>(0),
                "name": r.get::<_, String>(1),
                "date": r.get::<_, String>(2),
                "variant": r.get::<_, String>(3),
                "family": r.get::<_, String>(4),
                "entrants": r.get::<_, i32>(5),
                "version": r.get::<_, i32>(6),
                "received": crate::intake::rfc3339(r.get(7)),
            })
        })
        .collect();
    let seasons = db
        .query(
            "SELECT season, name, events, version FROM belote_hub.seasons WHERE club = $1 ORDER BY season",
            &[&club],
        )
        .await?;
    let seasons: Vec<Value> = seasons
        .iter()
        .map(|r| {
            json!({
                "season": r.get::<_, String>(0),
                "name": r.get::<_, String>(1),
                "events": r.get::<_, i32>(2),
                "version": r.get::<_, i32>(3),
            })
        })
        .collect();
    Ok(json!({
        "club": club, "name": name, "country": country, "events": events, "seasons": seasons,
        "total": total, "offset": page.offset, "limit": page.limit,
    }))
}

/// A stored version of a publication, as reads need it.
#[derive(Debug, Clone)]
pub struct Stored {
    pub pk: i64,
    pub version: i32,
    pub current: i32,
    pub withdrawn: bool,
    pub received: String,
    pub sha256: Option<String>,
    pub body: Option<Vec<u8>>,
    /// Every version: `{"version", "supersedes", "received", "sha256", "withdrawn"}`.
    pub versions: Vec<Value>,
}

/// Version `version` (the current one without it) of a publication, with the rules of
/// reading: 404 at `club`, `event`/`season` or `version`; 410 when withdrawn, except for the
/// club's own key on its files (`file`) and for an admin.
pub async fn stored<C: GenericClient>(
    db: &C,
    club: &str,
    kind: Kind,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
    file: bool,
) -> Result<Stored> {
    club_row(db, club).await?;
    let at = kind.as_str();
    let (pk, current): (i64, i32) = db
        .query_opt(
            "SELECT pk, current FROM belote_hub.publications WHERE club = $1 AND kind = $2 AND id = $3",
            &[&club, &at, &id],
        )
        .await?
        .map(|r| (r.get(0), r.get(1)))
        .ok_or_else(|| HubError::not_found(at, format!("no {at} {id:?} at {club}")))?;
    let rows = db
        .query(
            "SELECT version, supersedes, received, sha256, withdrawn FROM belote_hub.versions \
             WHERE publication = $1 ORDER BY version",
            &[&pk],
        )
        .await?;
    let versions: Vec<Value> = rows
        .iter()
        .map(|r| {
            json!({
                "version": r.get::<_, i32>(0),
                "supersedes": r.get::<_, i32>(1),
                "received": crate::intake::rfc3339(r.get(2)),
                "sha256": r.get::<_, Option<String>>(3),
                "withdrawn": r.get::<_, bool>(4),
            })
        })
        .collect();
    let wanted = version.unwrap_or(current);
    let Some(row) = rows.iter().find(|r| r.get::<_, i32>(0) == wanted) else {
        return Err(HubError::not_found(
            "version",
            format!("{at} {id} has no version {wanted}"),
        ));
    };
    let current_withdrawn = rows
        .iter()
        .find(|r| r.get::<_, i32>(0) == current)
        .is_some_and(|r| r.get::<_, bool>(4));
    let withdrawn: bool = row.get(4);
    let allowed = match reader {
        Reader::Admin => true,
        Reader::Club(c) => file && c == club,
        Reader::Public => false,
    };
    // A withdrawal version has no file for anyone; a withdrawn publication's other versions
    // only for the admin or, for its files, its club.
    if withdrawn || (current_withdrawn && !allowed) {
        return Err(HubError::refused(
            410,
            at,
            format!("{at} {id} was withdrawn by {club}"),
        ));
    }
    let body: Option<Vec<u8>> = db
        .query_one(
            "SELECT body FROM belote_hub.versions WHERE publication = $1 AND version = $2",
            &[&pk, &wanted],
        )
        .await?
        .get(0);
    Ok(Stored {
        pk,
        version: wanted,
        current,
        withdrawn,
        received: crate::intake::rfc3339(row.get(2)),
        sha256: row.get(3),
        body,
        versions,
    })
}
