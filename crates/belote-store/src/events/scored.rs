//! Events scored, kept per event version: every read of an event (the organiser's screen, the
//! projector, a phone's table and its match, the standings) is a projection of one
//! [`ScoredEvent`], built once per version of the event. Reading an event again scores nothing
//! until it changes; once it has changed, the tables whose deals are the same keep their
//! scores, so a phone's deal scores that one table again.
//!
//! The key is the event's row and its version, read in the caller's snapshot with the event:
//! every change raises the version in its own transaction, whoever makes it (this process's
//! writer, another connection, another program), so a kept event is never stale. The few
//! events kept are shared by the connections opened from one another
//! ([`Store::open_another`]): the phones' readers and the app.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use belote_event::ScoredEvent;
use rusqlite::{Connection, OptionalExtension};

use super::rows;
use super::EventError;
use crate::error::{Result, StoreError};
use crate::open::Store;

/// Events kept at most (the least recently read goes first).
const KEPT: usize = 8;

struct Kept {
    pk: i64,
    version: i64,
    scored: Arc<ScoredEvent>,
    /// When it was last read (a tick of the memo).
    used: u64,
}

#[derive(Default)]
struct Memo {
    events: HashMap<String, Kept>,
    tick: u64,
}

/// The events scored, shared by the connections opened from one another.
#[derive(Clone, Default)]
pub(crate) struct ScoredMemo(Arc<Mutex<Memo>>);

impl std::fmt::Debug for ScoredMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ScoredMemo")
    }
}

impl ScoredMemo {
    fn lock(&self) -> std::sync::MutexGuard<'_, Memo> {
        // A panic while the memo was held leaves at worst an event kept or not: still valid.
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The event kept for `id` at row `pk`: at `version` exactly, or else an earlier one.
    fn get(&self, id: &str, pk: i64, version: i64) -> (Option<Arc<ScoredEvent>>, bool) {
        let mut memo = self.lock();
        memo.tick += 1;
        let tick = memo.tick;
        match memo.events.get_mut(id).filter(|k| k.pk == pk) {
            Some(k) => {
                k.used = tick;
                (Some(Arc::clone(&k.scored)), k.version == version)
            }
            None => (None, false),
        }
    }

    /// Keeps `scored` as event `id` at `version`, unless a later version is kept already.
    fn put(&self, id: &str, pk: i64, version: i64, scored: &Arc<ScoredEvent>) {
        let mut memo = self.lock();
        if memo
            .events
            .get(id)
            .is_some_and(|k| k.pk == pk && k.version > version)
        {
            return;
        }
        if !memo.events.contains_key(id) && memo.events.len() >= KEPT {
            let oldest = memo
                .events
                .iter()
                .min_by_key(|(_, k)| k.used)
                .map(|(id, _)| id.clone());
            if let Some(oldest) = oldest {
                memo.events.remove(&oldest);
            }
        }
        memo.tick += 1;
        let used = memo.tick;
        memo.events.insert(
            id.to_string(),
            Kept {
                pk,
                version,
                scored: Arc::clone(scored),
                used,
            },
        );
    }
}

impl Store {
    /// Event `id` with every table scored and its standings, as it is now: what every view of
    /// an event projects. Kept per version of the event (see the module's documentation).
    pub fn scored_event(&self, id: &str) -> Result<Arc<ScoredEvent>> {
        let snapshot = self.conn.unchecked_transaction()?;
        self.scored_in(&snapshot, id)
    }

    /// [`Store::scored_event`] in the caller's snapshot (a transaction open on `conn`, this
    /// store's connection).
    pub(crate) fn scored_in(&self, conn: &Connection, id: &str) -> Result<Arc<ScoredEvent>> {
        let (pk, version): (i64, i64) = conn
            .prepare_cached("SELECT pk, version FROM events WHERE id = ?1")?
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?
            .ok_or_else(|| EventError::UnknownEvent(id.to_string()))?;
        let (earlier, current) = self.scored.get(id, pk, version);
        if let (Some(scored), true) = (&earlier, current) {
            return Ok(Arc::clone(scored));
        }
        let event = rows::load(conn, id)?.event;
        let scored = match &earlier {
            Some(e) => ScoredEvent::rebuild(event, e),
            None => ScoredEvent::new(event),
        }
        .map_err(|e| {
            StoreError::Inconsistent(format!(
                "the stored deals of event {id:?} no longer score: {} (at {})",
                e.message, e.at
            ))
        })?;
        let scored = Arc::new(scored);
        self.scored.put(id, pk, version, &scored);
        Ok(scored)
    }
}
