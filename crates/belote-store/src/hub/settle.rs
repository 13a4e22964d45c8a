//! What came of an outbox entry's request, and the user's decisions about entries: each one
//! transaction, never undoing an answer another sender recorded meanwhile.

use rusqlite::params;
use serde_json::Value;

use super::outbox::{entry_in, Claim, OutboxEntry, Settle};
use super::{rfc3339_ms, OutboxAction};
use crate::error::{Result, StoreError};
use crate::open::Store;

impl Store {
    /// Records what came of the request for `claim`, in one transaction. An answer that
    /// settled the entry meanwhile (another sender) is never undone by a later failure; an
    /// acknowledgement is recorded whatever came before, and becomes what the hub holds of
    /// the publication unless a later entry of it was acknowledged already.
    pub fn settle_outbox_entry(&mut self, claim: &Claim, outcome: &Settle) -> Result<()> {
        let e = &claim.entry;
        let tx = self.write_tx()?;
        let json = |v: &Value| v.to_string();
        match outcome {
            Settle::NotSent { error, next_ms } => {
                tx.execute(
                    "UPDATE hub_outbox SET
                       state = CASE WHEN ?2 THEN 'queued' ELSE state END,
                       supersedes = CASE WHEN ?3 THEN NULL ELSE supersedes END,
                       club = CASE WHEN ?4 THEN NULL ELSE club END,
                       failures = failures + 1, next_ms = ?5, next_attempt = ?6,
                       status = NULL, error = ?7
                     WHERE entry = ?1 AND state = 'pending' AND attempts = ?8",
                    params![
                        e.entry,
                        claim.was_queued,
                        claim.was_queued && claim.fixed_supersedes,
                        claim.was_queued && claim.fixed_club,
                        next_ms,
                        rfc3339_ms(*next_ms),
                        json(error),
                        e.attempts
                    ],
                )?;
            }
            Settle::Retry {
                status,
                error,
                next_ms,
            } => {
                tx.execute(
                    "UPDATE hub_outbox SET failures = failures + 1, next_ms = ?2,
                       next_attempt = ?3, status = ?4, error = ?5
                     WHERE entry = ?1 AND state IN ('queued', 'pending')",
                    params![e.entry, next_ms, rfc3339_ms(*next_ms), status, json(error)],
                )?;
            }
            Settle::Acknowledged {
                status,
                version,
                received,
            } => {
                tx.execute(
                    "UPDATE hub_outbox SET state = 'acknowledged', version = ?2, status = ?3,
                       error = NULL, body = NULL, failures = 0, next_ms = NULL, next_attempt = NULL
                     WHERE entry = ?1",
                    params![e.entry, version, status],
                )?;
                let club = e.club.as_deref().unwrap_or_default();
                let withdrawn = e.action == OutboxAction::Withdraw;
                tx.execute(
                    "INSERT INTO hub_publications
                       (hub, club, kind, id, version, sha256, withdrawn, received, entry)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                     ON CONFLICT (hub, club, kind, id) DO UPDATE SET
                       version = excluded.version, sha256 = excluded.sha256,
                       withdrawn = excluded.withdrawn, received = excluded.received,
                       entry = excluded.entry
                     WHERE excluded.entry >= hub_publications.entry",
                    params![
                        e.hub,
                        club,
                        e.kind.as_str(),
                        e.id,
                        version,
                        if withdrawn { None } else { e.sha256.as_deref() },
                        withdrawn,
                        received,
                        e.entry
                    ],
                )?;
            }
            Settle::Conflict { error } => {
                tx.execute(
                    "UPDATE hub_outbox SET state = 'conflict', status = 409, error = ?2,
                       next_ms = NULL, next_attempt = NULL
                     WHERE entry = ?1 AND state IN ('queued', 'pending')",
                    params![e.entry, json(error)],
                )?;
            }
            Settle::Refused { status, error } => {
                tx.execute(
                    "UPDATE hub_outbox SET state = 'refused', status = ?2, error = ?3,
                       body = NULL, next_ms = NULL, next_attempt = NULL
                     WHERE entry = ?1 AND state IN ('queued', 'pending')",
                    params![e.entry, status, json(error)],
                )?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Records a failure met before entry `entry` could be claimed (asking the hub which club
    /// its key belongs to, at `now_ms`): `NotSent` and `Retry` count an attempt and postpone
    /// it, `Refused` refuses it; an entry
    /// already settled is left as it is. Any other outcome needs a claim.
    pub fn mark_outbox_entry(&mut self, entry: i64, outcome: &Settle, now_ms: i64) -> Result<()> {
        let tx = self.write_tx()?;
        match outcome {
            Settle::NotSent { error, next_ms } | Settle::Retry { error, next_ms, .. } => {
                let status = match outcome {
                    Settle::Retry { status, .. } => *status,
                    _ => None,
                };
                tx.execute(
                    "UPDATE hub_outbox SET attempts = attempts + 1, last_attempt = ?6,
                       failures = failures + 1, next_ms = ?2, next_attempt = ?3, status = ?4,
                       error = ?5
                     WHERE entry = ?1 AND state IN ('queued', 'pending')",
                    params![
                        entry,
                        next_ms,
                        rfc3339_ms(*next_ms),
                        status,
                        error.to_string(),
                        rfc3339_ms(now_ms)
                    ],
                )?;
            }
            Settle::Refused { status, error } => {
                tx.execute(
                    "UPDATE hub_outbox SET state = 'refused', status = ?2, error = ?3,
                       body = NULL, next_ms = NULL, next_attempt = NULL
                     WHERE entry = ?1 AND state IN ('queued', 'pending')",
                    params![entry, status, error.to_string()],
                )?;
            }
            Settle::Acknowledged { .. } | Settle::Conflict { .. } => {
                return Err(StoreError::Inconsistent(
                    "an answer to an entry's own request needs its claim".into(),
                ))
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The user decided about a conflict: entry `entry` is sent again superseding `version`
    /// (the hub's current one). It never landed (the hub stores nothing on a 409), so it goes
    /// back to `queued` with that `supersedes` fixed. Returns whether it was in conflict.
    pub fn supersede_outbox_conflict(&mut self, entry: i64, version: i64) -> Result<bool> {
        let tx = self.write_tx()?;
        let n = tx.execute(
            "UPDATE hub_outbox SET state = 'queued', supersedes = ?2, force = 1, failures = 0,
               next_ms = NULL, next_attempt = NULL
             WHERE entry = ?1 AND state = 'conflict'",
            params![entry, version],
        )?;
        tx.commit()?;
        Ok(n == 1)
    }

    /// Marks entry `entry` to supersede the hub's current version on a conflict.
    pub fn force_outbox_entry(&mut self, entry: i64) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute("UPDATE hub_outbox SET force = 1 WHERE entry = ?1", [entry])?;
        tx.commit()?;
        Ok(())
    }

    /// Makes every waiting entry due now (`outbox flush`).
    pub fn outbox_due_now(&mut self) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute(
            "UPDATE hub_outbox SET next_ms = NULL, next_attempt = NULL
             WHERE state IN ('queued', 'pending')",
            [],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Removes entry `entry` from the outbox; gives it as it was (`None`: no such entry).
    pub fn drop_outbox_entry(&mut self, entry: i64) -> Result<Option<OutboxEntry>> {
        let tx = self.write_tx()?;
        let found = entry_in(&tx, entry)?;
        if found.is_some() {
            tx.execute("DELETE FROM hub_outbox WHERE entry = ?1", [entry])?;
        }
        tx.commit()?;
        Ok(found)
    }
}
