//! The outbox: publications and withdrawals queued for a hub, in queue order, each with its
//! state, and what each hub last acknowledged of each publication (`hub_publications`).
//!
//! The life of an entry: [`Store::queue_publication`] adds it (`queued`), replacing the entries
//! of the same publication that never landed; [`Store::claim_outbox_entry`] takes it for one
//! request (fixing its club and `supersedes` at the first send, and marking it `pending` before
//! the request leaves, so that a crash after the request counts it as sent);
//! [`Store::settle_outbox_entry`] (in `settle`) records what came of it.

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::Value;

use super::accounts::account_in;
use super::{rfc3339_ms, OutboxAction, OutboxState, PublicationKind};
use crate::error::{Result, StoreError};
use crate::open::Store;

/// One entry of the outbox.
#[derive(Debug, Clone, PartialEq)]
pub struct OutboxEntry {
    /// Its number: the queue's order.
    pub entry: i64,
    pub hub: String,
    /// Fixed when first sent (`None` before).
    pub club: Option<String>,
    pub kind: PublicationKind,
    pub id: String,
    pub action: OutboxAction,
    /// The file's SHA-256 (lowercase hex); `None` for a withdrawal.
    pub sha256: Option<String>,
    pub state: OutboxState,
    /// When it was queued (RFC 3339).
    pub queued: String,
    /// Requests tried for it (a connection that failed included).
    pub attempts: u32,
    /// Failed attempts in a row (the backoff's step).
    pub failures: u32,
    pub last_attempt: Option<String>,
    pub next_attempt: Option<String>,
    /// `next_attempt` in ms since the epoch.
    pub next_ms: Option<i64>,
    /// Fixed when first sent.
    pub supersedes: Option<i64>,
    /// On a conflict, supersede the hub's current version (`--supersede`).
    pub force: bool,
    /// The hub's version, once acknowledged.
    pub version: Option<i64>,
    /// The hub's last HTTP status.
    pub status: Option<u16>,
    /// The hub's error (`{"at", "message", …}`), or why it could not be reached.
    pub error: Option<Value>,
}

/// What a hub last acknowledged of one publication from this database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub version: i64,
    /// The file's SHA-256; `None` once withdrawn.
    pub sha256: Option<String>,
    pub withdrawn: bool,
    pub received: Option<String>,
    /// The entry the hub acknowledged.
    pub entry: i64,
}

/// What [`Store::queue_publication`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Queued {
    /// A new entry, replacing `replaced` entries of the same publication that never landed.
    New { entry: i64, replaced: usize },
    /// An entry already waiting to be sent, or sent and waiting for its answer, carries this
    /// very file (or withdrawal): nothing new is queued.
    Waiting { entry: i64 },
    /// The hub acknowledged this very file (or the withdrawal) last: nothing is queued.
    Unchanged,
}

/// An entry taken for one request.
#[derive(Debug, Clone)]
pub struct Claim {
    /// The entry as claimed: `pending`, its club and `supersedes` fixed.
    pub entry: OutboxEntry,
    /// The file to send (`None` for a withdrawal).
    pub body: Option<Vec<u8>>,
    /// The hub's key.
    pub key: String,
    pub(super) was_queued: bool,
    pub(super) fixed_supersedes: bool,
    pub(super) fixed_club: bool,
}

/// What [`Store::claim_outbox_entry`] found.
#[derive(Debug)]
pub enum ClaimResult {
    Claimed(Box<Claim>),
    /// An earlier entry of the same publication is not settled (or is in conflict): this one
    /// waits for it.
    Blocked {
        by: i64,
    },
    /// The hub's answer settled it meanwhile (another sender).
    Settled,
    /// It is no longer in the outbox (dropped).
    Gone,
    /// Its hub's club is not known yet: ask the hub first (`GET /api/v1/key`).
    NoClub,
}

/// What came of a request for a claimed entry.
#[derive(Debug, Clone, PartialEq)]
pub enum Settle {
    /// Nothing reached the hub (no connection): the entry is as it was before the claim,
    /// tried again at `next_ms`.
    NotSent { error: Value, next_ms: i64 },
    /// Sent, but nothing settled it (no answer, 408, 429, 5xx): sent again at `next_ms`.
    Retry {
        status: Option<u16>,
        error: Value,
        next_ms: i64,
    },
    /// 200 or 201: the hub holds it as `version`.
    Acknowledged {
        status: u16,
        version: i64,
        received: Option<String>,
    },
    /// 409 at `supersedes`: another machine published.
    Conflict { error: Value },
    /// Any other refusal: never sent again.
    Refused { status: u16, error: Value },
}

const COLUMNS: &str = "entry, hub, club, kind, id, action, sha256, state, queued, attempts, \
    failures, last_attempt, next_attempt, next_ms, supersedes, force, version, status, error";

fn bad(what: &str, text: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        0,
        rusqlite::types::Type::Text,
        format!("unknown {what} {text:?} in the outbox").into(),
    )
}

fn entry_of(r: &Row) -> rusqlite::Result<OutboxEntry> {
    let kind: String = r.get(3)?;
    let action: String = r.get(5)?;
    let state: String = r.get(7)?;
    let error: Option<String> = r.get(18)?;
    Ok(OutboxEntry {
        entry: r.get(0)?,
        hub: r.get(1)?,
        club: r.get(2)?,
        kind: PublicationKind::parse(&kind).ok_or_else(|| bad("kind", &kind))?,
        id: r.get(4)?,
        action: OutboxAction::parse(&action).ok_or_else(|| bad("action", &action))?,
        sha256: r.get(6)?,
        state: OutboxState::parse(&state).ok_or_else(|| bad("state", &state))?,
        queued: r.get(8)?,
        attempts: r.get(9)?,
        failures: r.get(10)?,
        last_attempt: r.get(11)?,
        next_attempt: r.get(12)?,
        next_ms: r.get(13)?,
        supersedes: r.get(14)?,
        force: r.get(15)?,
        version: r.get(16)?,
        status: r.get(17)?,
        error: error.and_then(|e| serde_json::from_str(&e).ok()),
    })
}

pub(super) fn entry_in(conn: &Connection, entry: i64) -> Result<Option<OutboxEntry>> {
    Ok(conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM hub_outbox WHERE entry = ?1"
        ))?
        .query_row([entry], entry_of)
        .optional()?)
}

fn published_in(
    conn: &Connection,
    hub: &str,
    club: &str,
    kind: PublicationKind,
    id: &str,
) -> Result<Option<Published>> {
    Ok(conn
        .prepare_cached(
            "SELECT version, sha256, withdrawn, received, entry FROM hub_publications
             WHERE hub = ?1 AND club = ?2 AND kind = ?3 AND id = ?4",
        )?
        .query_row(params![hub, club, kind.as_str(), id], |r| {
            Ok(Published {
                version: r.get(0)?,
                sha256: r.get(1)?,
                withdrawn: r.get(2)?,
                received: r.get(3)?,
                entry: r.get(4)?,
            })
        })
        .optional()?)
}

impl Store {
    /// Queues `action` of publication (`kind`, `id`) for `hub` (already saved with
    /// [`Store::save_hub_account`]), `body` being the file and `sha256` its hash for a
    /// publication. One transaction:
    /// - the entries of this publication that never landed — never sent (`queued`), or
    ///   answered 409 at `supersedes`, which stores nothing — are replaced, but for one never
    ///   sent that carries this very file, which stays as it is;
    /// - when the last entry still waiting (never sent, or sent and not answered) carries the
    ///   same file, nothing is queued (it is on its way);
    /// - else, when the hub last acknowledged this very file (or the withdrawal), nothing is
    ///   queued;
    /// - else a new entry goes to the end of the queue.
    ///
    /// `force` marks the entry to supersede the hub's current version on a conflict.
    #[allow(clippy::too_many_arguments)]
    pub fn queue_publication(
        &mut self,
        hub: &str,
        kind: PublicationKind,
        id: &str,
        action: OutboxAction,
        body: Option<&[u8]>,
        sha256: Option<&str>,
        force: bool,
        now_ms: i64,
    ) -> Result<Queued> {
        let tx = self.write_tx()?;
        let account = account_in(&tx, hub)?
            .ok_or_else(|| StoreError::Inconsistent(format!("the hub {hub} is not recorded")))?;
        // A never-sent entry with this very file stays as it is (its place, its waits).
        let same: Option<i64> = tx
            .prepare_cached(
                "SELECT entry FROM hub_outbox WHERE hub = ?1 AND kind = ?2 AND id = ?3
                 AND state = 'queued' AND action = ?4 AND sha256 IS ?5
                 ORDER BY entry DESC LIMIT 1",
            )?
            .query_row(
                params![hub, kind.as_str(), id, action.as_str(), sha256],
                |r| r.get(0),
            )
            .optional()?;
        let replaced = tx.execute(
            "DELETE FROM hub_outbox WHERE hub = ?1 AND kind = ?2 AND id = ?3
             AND state IN ('queued', 'conflict') AND entry IS NOT ?4",
            params![hub, kind.as_str(), id, same],
        )?;
        let waiting: Option<(i64, String, Option<String>)> = tx
            .prepare_cached(
                "SELECT entry, action, sha256 FROM hub_outbox
                 WHERE hub = ?1 AND kind = ?2 AND id = ?3 AND state IN ('queued', 'pending')
                 ORDER BY entry DESC LIMIT 1",
            )?
            .query_row(params![hub, kind.as_str(), id], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .optional()?;
        let outcome = match waiting {
            Some((entry, was, sha)) if was == action.as_str() && sha.as_deref() == sha256 => {
                if force {
                    tx.execute("UPDATE hub_outbox SET force = 1 WHERE entry = ?1", [entry])?;
                }
                Some(Queued::Waiting { entry })
            }
            Some(_) => None,
            None => {
                let published = match &account.club {
                    Some(club) => published_in(&tx, hub, club, kind, id)?,
                    None => None,
                };
                let same = published.is_some_and(|p| match action {
                    OutboxAction::Publish => !p.withdrawn && p.sha256.as_deref() == sha256,
                    OutboxAction::Withdraw => p.withdrawn,
                });
                same.then_some(Queued::Unchanged)
            }
        };
        let outcome = match outcome {
            Some(o) => o,
            None => {
                tx.execute(
                    "INSERT INTO hub_outbox (hub, kind, id, action, body, sha256, force, queued)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        hub,
                        kind.as_str(),
                        id,
                        action.as_str(),
                        body,
                        sha256,
                        force,
                        rfc3339_ms(now_ms)
                    ],
                )?;
                Queued::New {
                    entry: tx.last_insert_rowid(),
                    replaced,
                }
            }
        };
        tx.commit()?;
        Ok(outcome)
    }

    /// Every entry of the outbox, oldest first.
    pub fn outbox_entries(&self) -> Result<Vec<OutboxEntry>> {
        let mut st = self
            .conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM hub_outbox ORDER BY entry"))?;
        let rows = st.query_map([], entry_of)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Entry `entry`, if it is in the outbox.
    pub fn outbox_entry(&self, entry: i64) -> Result<Option<OutboxEntry>> {
        entry_in(&self.conn, entry)
    }

    /// The latest entry of publication (`kind`, `id`) for `hub`.
    pub fn latest_outbox_entry(
        &self,
        hub: &str,
        kind: PublicationKind,
        id: &str,
    ) -> Result<Option<OutboxEntry>> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM hub_outbox WHERE hub = ?1 AND kind = ?2 AND id = ?3
                 ORDER BY entry DESC LIMIT 1"
            ))?
            .query_row(params![hub, kind.as_str(), id], entry_of)
            .optional()?)
    }

    /// What `hub` last acknowledged from this database of (`kind`, `id`) at `club`.
    pub fn hub_publication(
        &self,
        hub: &str,
        club: &str,
        kind: PublicationKind,
        id: &str,
    ) -> Result<Option<Published>> {
        published_in(&self.conn, hub, club, kind, id)
    }

    /// Takes entry `entry` for one request, in one transaction: its club is fixed (the hub's,
    /// as learnt) and, for a publication, its `supersedes` (the version the hub last
    /// acknowledged of it from here, or 0) unless an earlier send fixed them; it becomes
    /// `pending` (a crash during the request leaves it counted as sent).
    pub fn claim_outbox_entry(&mut self, entry: i64, now_ms: i64) -> Result<ClaimResult> {
        let tx = self.write_tx()?;
        let Some(e) = entry_in(&tx, entry)? else {
            return Ok(ClaimResult::Gone);
        };
        if e.state.is_settled() {
            return Ok(ClaimResult::Settled);
        }
        let earlier: Option<i64> = tx
            .prepare_cached(
                "SELECT entry FROM hub_outbox WHERE hub = ?1 AND kind = ?2 AND id = ?3
                 AND entry < ?4 AND state IN ('queued', 'pending', 'conflict')
                 ORDER BY entry LIMIT 1",
            )?
            .query_row(params![e.hub, e.kind.as_str(), e.id, entry], |r| r.get(0))
            .optional()?;
        if let Some(by) = earlier {
            return Ok(ClaimResult::Blocked { by });
        }
        let account = account_in(&tx, &e.hub)?.ok_or_else(|| {
            StoreError::Inconsistent(format!("the hub {} is not recorded", e.hub))
        })?;
        let (club, fixed_club) = match (&e.club, &account.club) {
            (Some(c), _) => (c.clone(), false),
            (None, Some(c)) => (c.clone(), true),
            (None, None) => return Ok(ClaimResult::NoClub),
        };
        let (supersedes, fixed_supersedes) = match (e.action, e.supersedes) {
            (OutboxAction::Withdraw, s) => (s, false),
            (OutboxAction::Publish, Some(s)) => (Some(s), false),
            (OutboxAction::Publish, None) => {
                let last = published_in(&tx, &e.hub, &club, e.kind, &e.id)?;
                (Some(last.map_or(0, |p| p.version)), true)
            }
        };
        tx.execute(
            "UPDATE hub_outbox SET state = 'pending', attempts = attempts + 1, last_attempt = ?2,
             club = ?3, supersedes = ?4 WHERE entry = ?1",
            params![entry, rfc3339_ms(now_ms), club, supersedes],
        )?;
        let body: Option<Vec<u8>> = tx
            .prepare_cached("SELECT body FROM hub_outbox WHERE entry = ?1")?
            .query_row([entry], |r| r.get(0))?;
        let claimed = entry_in(&tx, entry)?
            .ok_or_else(|| StoreError::Inconsistent(format!("outbox entry {entry} vanished")))?;
        tx.commit()?;
        Ok(ClaimResult::Claimed(Box::new(Claim {
            entry: claimed,
            body,
            key: account.key,
            was_queued: e.state == OutboxState::Queued,
            fixed_supersedes,
            fixed_club,
        })))
    }
}
