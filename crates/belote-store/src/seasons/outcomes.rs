//! What each event gives a season, kept per event version: a season asked again reads only its
//! events' versions, and takes again from the event scored once (the store's scored events)
//! only an event that changed since (every committed change of an event raises its version,
//! whoever makes it). The store keeps a few scored events; a season keeps what each of its
//! events gives — its standings and capots, a small part of it — for all of them. Nothing of
//! it is stored.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use belote_event::season::EventOutcome;
use belote_event::ScoredEvent;
use rusqlite::Connection;

use crate::error::Result;

/// What each event gave a season when it was last read, by event row, with the version the
/// event had then: an event whose version has not moved (every committed change of an event
/// raises it) is not read and scored again. Nothing of it is stored.
#[derive(Debug, Default)]
pub(crate) struct OutcomeCache(RefCell<HashMap<i64, (i64, Arc<EventOutcome>)>>);

impl OutcomeCache {
    /// What event `id` (row `pk`, at `version`) gives now: kept from the last time while its
    /// version has not moved, else from the event scored once, as `scored` gives it (read in
    /// the caller's snapshot).
    pub(crate) fn get(
        &self,
        pk: i64,
        version: i64,
        scored: impl FnOnce() -> Result<Arc<ScoredEvent>>,
    ) -> Result<Arc<EventOutcome>> {
        if let Some((v, outcome)) = self.0.borrow().get(&pk) {
            if *v == version {
                return Ok(Arc::clone(outcome));
            }
        }
        let outcome = Arc::new(EventOutcome::of(&*scored()?));
        self.0
            .borrow_mut()
            .insert(pk, (version, Arc::clone(&outcome)));
        Ok(outcome)
    }
}

/// The row, id and version of each event of season `season_pk`, in season order.
pub(crate) fn season_events(conn: &Connection, season_pk: i64) -> Result<Vec<(i64, String, i64)>> {
    Ok(conn
        .prepare_cached(
            "SELECT e.pk, e.id, e.version FROM season_events s JOIN events e \
             ON e.pk = s.event_pk WHERE s.season_pk = ?1 ORDER BY s.pos",
        )?
        .query_map([season_pk], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?)
}
