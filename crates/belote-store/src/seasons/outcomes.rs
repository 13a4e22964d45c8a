//! What each event gives a season, kept per event version: a season asked again reads only its
//! events' versions, and reads and scores again only an event that changed since (every
//! committed change of an event raises its version, whoever makes it). Nothing of it is stored.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use belote_event::season::EventOutcome;
use rusqlite::Connection;

use crate::error::Result;
use crate::events::rows;

/// What each event gave a season when it was last read, by event row, with the version the
/// event had then: an event whose version has not moved (every committed change of an event
/// raises it) is not read and scored again. Nothing of it is stored.
#[derive(Debug, Default)]
pub(crate) struct OutcomeCache(RefCell<HashMap<i64, (i64, Arc<EventOutcome>)>>);

impl OutcomeCache {
    /// What event `id` (row `pk`, at `version`) gives now, as of the caller's read transaction
    /// on `conn`: kept from the last time while its version has not moved.
    pub(crate) fn get(
        &self,
        conn: &Connection,
        pk: i64,
        id: &str,
        version: i64,
    ) -> Result<Arc<EventOutcome>> {
        if let Some((v, outcome)) = self.0.borrow().get(&pk) {
            if *v == version {
                return Ok(Arc::clone(outcome));
            }
        }
        let outcome = Arc::new(EventOutcome::of(&rows::load(conn, id)?.event)?);
        self.0
            .borrow_mut()
            .insert(pk, (version, Arc::clone(&outcome)));
        Ok(outcome)
    }

    /// What each event of season `season_pk` gives now, in season order.
    pub(crate) fn of_season(
        &self,
        conn: &Connection,
        season_pk: i64,
    ) -> Result<Vec<Arc<EventOutcome>>> {
        let current: Vec<(i64, String, i64)> = conn
            .prepare_cached(
                "SELECT e.pk, e.id, e.version FROM season_events s JOIN events e \
                 ON e.pk = s.event_pk WHERE s.season_pk = ?1 ORDER BY s.pos",
            )?
            .query_map([season_pk], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<rusqlite::Result<_>>()?;
        current
            .into_iter()
            .map(|(pk, id, version)| self.get(conn, pk, &id, version))
            .collect()
    }
}
