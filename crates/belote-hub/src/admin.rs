//! The hub's admin commands (HUB.md "`belote hub migrate` and the admin commands"): they talk
//! to the database directly, apply missing migrations first and refuse a newer schema, and
//! answer JSON. Each change is one transaction.

use std::path::Path;
use std::time::Duration;

use belote_core::Family;
use belote_event::names::fold_name;
use serde_json::{json, Value};
use tokio_postgres::Client;

use crate::db::{self, StartRefusal};
use crate::error::HubError;
use crate::intake::{self, rfc3339, Kind, Publish};
use crate::keys::{new_key, ADMIN_PREFIX, CLUB_PREFIX};
use crate::rating::{self, run_job, Position};

/// A command's failure: where (`args`, `--database`, the argument at fault), why, and the exit
/// code (2 for bad input, 1 for a failure).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub at: String,
    pub message: String,
    pub code: u8,
}

impl Failure {
    pub fn bad(at: impl Into<String>, message: impl Into<String>) -> Failure {
        Failure {
            at: at.into(),
            message: message.into(),
            code: 2,
        }
    }
}

impl From<StartRefusal> for Failure {
    fn from(r: StartRefusal) -> Failure {
        Failure {
            at: r.at.to_string(),
            message: r.message,
            code: r.code,
        }
    }
}

impl From<HubError> for Failure {
    fn from(e: HubError) -> Failure {
        match e {
            HubError::Refused(r) => Failure {
                at: r.at,
                message: r.message,
                code: 2,
            },
            HubError::Database(m) | HubError::Retry(m) => Failure {
                at: "--database".into(),
                message: format!("the database does not answer: {m}"),
                code: 1,
            },
            HubError::Internal(m) => Failure {
                at: String::new(),
                message: m,
                code: 1,
            },
        }
    }
}

impl From<tokio_postgres::Error> for Failure {
    fn from(e: tokio_postgres::Error) -> Failure {
        HubError::from(e).into()
    }
}

type Res<T> = Result<T, Failure>;

/// A connection to the hub's database, its schema brought up to date.
pub async fn open(url: &str, timeout: Duration) -> Res<Client> {
    let config = db::config(url)?;
    let mut client = db::connect_retrying(&config, timeout).await?;
    let migrated = db::prepare(&mut client, true).await?;
    if let Some(w) = migrated.warning {
        eprintln!("warning: {w}");
    }
    Ok(client)
}

/// `belote hub migrate`.
pub async fn migrate(url: &str, timeout: Duration) -> Res<Value> {
    let config = db::config(url)?;
    let mut client = db::connect_retrying(&config, timeout).await?;
    let m = db::prepare(&mut client, true).await?;
    if let Some(w) = &m.warning {
        eprintln!("warning: {w}");
    }
    Ok(json!({ "schema": m.schema, "applied": m.applied }))
}

/// Whether `id` is a club id: 2–40 of `a-z 0-9 -`, starting with a letter.
pub fn club_id_ok(id: &str) -> bool {
    (2..=40).contains(&id.len())
        && id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// `belote hub club create NAME --id ID [--country CC]`.
pub async fn club_create(
    client: &mut Client,
    name: &str,
    id: &str,
    country: Option<&str>,
) -> Res<Value> {
    if !club_id_ok(id) {
        return Err(Failure::bad(
            "--id",
            format!("{id:?} is not a club id: 2 to 40 characters a-z, 0-9 and -, starting with a letter"),
        ));
    }
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 200 {
        return Err(Failure::bad("NAME", "a club's name is 1 to 200 characters"));
    }
    let country = match country {
        None => None,
        Some(c) if c.len() == 2 && c.bytes().all(|b| b.is_ascii_alphabetic()) => {
            Some(c.to_ascii_uppercase())
        }
        Some(c) => {
            return Err(Failure::bad(
                "--country",
                format!("{c:?} is not a country code (ISO 3166-1 alpha-2, e.g. NL)"),
            ))
        }
    };
    let tx = client.transaction().await?;
    let inserted = tx
        .execute(
            "INSERT INTO belote_hub.clubs (club, name, fold, country) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
            &[&id, &name, &fold_name(name), &country],
        )
        .await?;
    if inserted == 0 {
        return Err(Failure::bad("--id", format!("the club id {id:?} is taken")));
    }
    let (key, hash, key_id) = new_key(CLUB_PREFIX)?;
    tx.execute(
        "INSERT INTO belote_hub.keys (key_id, hash, club, admin) VALUES ($1, $2, $3, false)",
        &[&key_id, &hash, &id],
    )
    .await?;
    rating::bump(&tx).await?;
    tx.commit().await?;
    Ok(json!({ "club": id, "name": name, "country": country, "key": key, "key_id": key_id }))
}

/// `belote hub club list`.
pub async fn club_list(client: &Client) -> Res<Value> {
    let rows = client
        .query(
            "SELECT c.club, c.name, c.country, \
               (SELECT count(*) FROM belote_hub.events e WHERE e.club = c.club), \
               (SELECT count(*) FROM belote_hub.keys k WHERE k.club = c.club AND k.revoked IS NULL), \
               c.created FROM belote_hub.clubs c ORDER BY c.club",
            &[],
        )
        .await?;
    Ok(json!(rows
        .iter()
        .map(|r| json!({
            "club": r.get::<_, String>(0), "name": r.get::<_, String>(1),
            "country": r.get::<_, Option<String>>(2), "events": r.get::<_, i64>(3),
            "keys": r.get::<_, i64>(4), "created": rfc3339(r.get(5)),
        }))
        .collect::<Vec<_>>()))
}

/// The most keys a club holds that are not revoked.
pub const CLUB_KEYS: i64 = 5;

/// `belote hub key issue CLUB`.
pub async fn key_issue(client: &mut Client, club: &str) -> Res<Value> {
    let tx = client.transaction().await?;
    let found = tx
        .query_opt(
            "SELECT 1 FROM belote_hub.clubs WHERE club = $1 FOR UPDATE",
            &[&club],
        )
        .await?;
    if found.is_none() {
        return Err(Failure::bad(
            "CLUB",
            format!("no club {club:?} at this hub"),
        ));
    }
    let n: i64 = tx
        .query_one(
            "SELECT count(*) FROM belote_hub.keys WHERE club = $1 AND revoked IS NULL",
            &[&club],
        )
        .await?
        .get(0);
    if n >= CLUB_KEYS {
        return Err(Failure::bad(
            "CLUB",
            format!("{club} has {CLUB_KEYS} keys already: revoke one first (belote hub key revoke KEY_ID)"),
        ));
    }
    let (key, hash, key_id) = new_key(CLUB_PREFIX)?;
    tx.execute(
        "INSERT INTO belote_hub.keys (key_id, hash, club, admin) VALUES ($1, $2, $3, false)",
        &[&key_id, &hash, &club],
    )
    .await?;
    tx.commit().await?;
    Ok(json!({ "club": club, "key": key, "key_id": key_id }))
}

/// `belote hub admin-key issue`.
pub async fn admin_key_issue(client: &Client) -> Res<Value> {
    let (key, hash, key_id) = new_key(ADMIN_PREFIX)?;
    client
        .execute(
            "INSERT INTO belote_hub.keys (key_id, hash, club, admin) VALUES ($1, $2, NULL, true)",
            &[&key_id, &hash],
        )
        .await?;
    Ok(json!({ "key": key, "key_id": key_id, "admin": true }))
}

/// `belote hub key list [CLUB]`.
pub async fn key_list(client: &Client, club: Option<&str>) -> Res<Value> {
    if let Some(c) = club {
        if client
            .query_opt("SELECT 1 FROM belote_hub.clubs WHERE club = $1", &[&c])
            .await?
            .is_none()
        {
            return Err(Failure::bad("CLUB", format!("no club {c:?} at this hub")));
        }
    }
    let rows = client
        .query(
            "SELECT key_id, club, admin, created, last_used, revoked FROM belote_hub.keys \
             WHERE $1::text IS NULL OR club = $1 ORDER BY created, key_id",
            &[&club],
        )
        .await?;
    let t = |r: &tokio_postgres::Row, i: usize| {
        r.get::<_, Option<chrono::DateTime<chrono::Utc>>>(i)
            .map(rfc3339)
    };
    Ok(json!(rows
        .iter()
        .map(|r| json!({
            "key_id": r.get::<_, String>(0), "club": r.get::<_, Option<String>>(1),
            "admin": r.get::<_, bool>(2), "created": rfc3339(r.get(3)),
            "last_used": t(r, 4), "revoked": t(r, 5),
        }))
        .collect::<Vec<_>>()))
}

/// `belote hub key revoke KEY_ID`: effective for the next request; twice changes nothing.
pub async fn key_revoke(client: &Client, key_id: &str) -> Res<Value> {
    let found = client
        .query_opt(
            "UPDATE belote_hub.keys SET revoked = coalesce(revoked, date_trunc('second', now())) \
             WHERE key_id = $1 RETURNING key_id",
            &[&key_id],
        )
        .await?;
    if found.is_none() {
        return Err(Failure::bad(
            "KEY_ID",
            format!("no key {key_id:?} at this hub"),
        ));
    }
    Ok(json!({ "key_id": key_id, "revoked": true }))
}

/// Runs every family's pending job until none is left.
pub async fn settle(client: &mut Client) -> Res<()> {
    loop {
        let dirty = rating::pending(&*client).await?;
        if dirty.is_empty() {
            return Ok(());
        }
        let mut ran = false;
        for f in Family::ALL
            .into_iter()
            .filter(|f| dirty.contains(f.as_str()))
        {
            ran |= run_job(client, f).await?.is_some();
        }
        if !ran {
            // Another process holds the family: wait for it.
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

/// `belote hub load DIR --club CLUB [--no-rerate]`: with `--no-rerate` the families are left
/// marked for re-rating (for loading many clubs, then rating once).
pub async fn load(client: &mut Client, dir: &Path, club: &str, rerate: bool) -> Res<Value> {
    if client
        .query_opt("SELECT 1 FROM belote_hub.clubs WHERE club = $1", &[&club])
        .await?
        .is_none()
    {
        return Err(Failure::bad(
            "--club",
            format!("no club {club:?} at this hub"),
        ));
    }
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| Failure::bad("DIR", format!("cannot read {}: {e}", dir.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let (mut published, mut unchanged, mut refused) = (0, 0, Vec::new());
    let mut read: Vec<(std::path::PathBuf, Vec<u8>, Kind, String)> = Vec::new();
    for path in files {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                refused.push(json!({ "file": name, "error": { "at": "", "message": format!("cannot read it: {e}") } }));
                continue;
            }
        };
        let v: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        let (kind, id) = match v.get("format").and_then(Value::as_str) {
            Some("belote-season") => (Kind::Season, v.get("season")),
            _ => (Kind::Event, v.get("event")),
        };
        let id = id.and_then(Value::as_str).unwrap_or_default().to_string();
        read.push((path, bytes, kind, id));
    }
    read.sort_by_key(|(p, _, k, _)| (*k == Kind::Season, p.clone()));
    for (path, bytes, kind, id) in read {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let current: i32 = client
            .query_opt(
                "SELECT current FROM belote_hub.publications WHERE club = $1 AND kind = $2 AND id = $3",
                &[&club, &kind.as_str(), &id],
            )
            .await?
            .map_or(0, |r| r.get(0));
        let req = Publish {
            club,
            kind,
            id: &id,
            supersedes: current,
            body: &bytes,
            key_id: "load",
            today: &today,
        };
        let result = crate::error::retried!(intake::publish(client, &req));
        if published % 200 == 20 {
            analyze(client).await;
        }
        match result {
            Ok(r) if r.status == 201 => published += 1,
            Ok(_) => unchanged += 1,
            Err(e @ HubError::Refused(_)) => {
                refused.push(json!({ "file": name, "error": e.to_json()["error"] }))
            }
            Err(e) => return Err(e.into()),
        }
    }
    analyze(client).await;
    if rerate {
        settle(client).await?;
    }
    Ok(json!({ "published": published, "unchanged": unchanged, "refused": refused }))
}

/// The planner's statistics of the tables a load fills, gathered again: a load grows them
/// faster than the server's own gathering (a minute apart) follows, and a plan made for
/// empty tables reads a whole table per player. Best effort: a role that may not analyze
/// leaves it to the server.
async fn analyze(client: &Client) {
    let _ = client
        .batch_execute(
            "ANALYZE belote_hub.publications, belote_hub.versions, belote_hub.events, \
             belote_hub.names, belote_hub.players, belote_hub.results, belote_hub.games",
        )
        .await;
}

/// `belote hub rerate [--family F] [--check]`.
pub async fn rerate(client: &mut Client, family: Option<&str>, check: bool) -> Res<(Value, bool)> {
    let families: Vec<Family> = match family {
        None => Family::ALL.to_vec(),
        Some(f) => vec![Family::parse(f).ok_or_else(|| {
            Failure::bad(
                "--family",
                format!("{f:?} is not a family: use {}", Family::names()),
            )
        })?],
    };
    let mut out = Vec::new();
    let mut all_same = true;
    for f in families {
        let name = f.as_str();
        let lock = rating::family_lock(f);
        client
            .execute("SELECT pg_advisory_lock($1)", &[&lock])
            .await?;
        let result = rerate_one(client, name, check).await;
        let _ = client
            .execute("SELECT pg_advisory_unlock($1)", &[&lock])
            .await;
        let (line, changed) = result?;
        all_same &= changed == 0;
        out.push(line);
    }
    Ok((json!({ "families": out }), all_same))
}

/// A stored rating compared bit for bit: (player, event), (μ, σ) bits, the record.
type RowBits = ((i64, i64), [u64; 2], [i32; 5]);

async fn rerate_one(client: &mut Client, family: &str, check: bool) -> Res<(Value, i64)> {
    let tx = client.transaction().await?;
    // The family's mark as it is before the games are read: a change committed while this
    // re-rating runs keeps its mark (its `seq` moved on) for the rating worker.
    let seq: Option<i64> = tx
        .query_opt(
            "SELECT seq FROM belote_hub.dirty WHERE family = $1",
            &[&family],
        )
        .await?
        .map(|r| r.get(0));
    let start = Position::start();
    let games = rating::games_from(&tx, family, &start).await?;
    let mut states = std::collections::HashMap::new();
    let rows = rating::replay(&games, &mut states);
    let events: i64 = tx
        .query_one(
            "SELECT count(*) FROM belote_hub.events WHERE family = $1",
            &[&family],
        )
        .await?
        .get(0);
    let stored = tx
        .query(
            "SELECT player, publication, mu, sigma, games, won, lost, drawn, events FROM belote_hub.ratings \
             WHERE family = $1 ORDER BY date, event, club, player",
            &[&family],
        )
        .await?;
    let mut mine: Vec<RowBits> = rows
        .iter()
        .map(|r| {
            let st = &r.state;
            (
                (r.player, r.publication),
                [st.rating.rating.to_bits(), st.rating.uncertainty.to_bits()],
                [st.games, st.won, st.lost, st.drawn, st.events],
            )
        })
        .collect();
    let mut theirs: Vec<RowBits> = stored
        .iter()
        .map(|r| {
            (
                (r.get(0), r.get(1)),
                [r.get::<_, f64>(2).to_bits(), r.get::<_, f64>(3).to_bits()],
                [r.get(4), r.get(5), r.get(6), r.get(7), r.get(8)],
            )
        })
        .collect();
    mine.sort_unstable();
    theirs.sort_unstable();
    let mut changed = 0i64;
    let (mut i, mut j) = (0, 0);
    while i < mine.len() || j < theirs.len() {
        match (mine.get(i), theirs.get(j)) {
            (Some(a), Some(b)) if a == b => {
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if a.0 == b.0 => {
                changed += 1;
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if a.0 < b.0 => {
                changed += 1;
                i += 1;
            }
            (Some(_), None) => {
                changed += 1;
                i += 1;
            }
            _ => {
                changed += 1;
                j += 1;
            }
        }
    }
    let players = states.len();
    if !check {
        rating::rerate_from(&tx, family, &start).await?;
        if let Some(seq) = seq {
            tx.execute(
                "DELETE FROM belote_hub.dirty WHERE family = $1 AND seq = $2",
                &[&family, &seq],
            )
            .await?;
        }
        rating::bump(&tx).await?;
        tx.commit().await?;
    }
    Ok((
        json!({ "family": family, "events": events, "games": games.len(), "players": players, "changed": changed }),
        changed,
    ))
}
