//! The events' versions, for the stream (`GET /api/events/EVENT/stream`): the current version
//! at once, then a message within a second of every committed change — one message may stand
//! for several changes, carrying the latest version. The writer announces its own commits at
//! once; changes made by anyone else (the organiser's `belote event draw`, the app's screens)
//! are found by reading the versions of the events being watched every [`POLL`]
//! (`db::poll_versions`).

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Mutex;
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::Stream;
use tokio::sync::watch;

/// How often the versions of watched events are read from the database.
pub const POLL: Duration = Duration::from_millis(400);

/// Every watched event's latest version.
#[derive(Default)]
pub struct Versions {
    events: Mutex<HashMap<String, watch::Sender<i64>>>,
}

impl Versions {
    /// The version of `event` from now on, starting from `current`.
    pub fn watch(&self, event: &str, current: i64) -> watch::Receiver<i64> {
        let mut events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        let sender = events
            .entry(event.to_string())
            .or_insert_with(|| watch::channel(current).0);
        sender.send_if_modified(|v| raise(v, current));
        sender.subscribe()
    }

    /// `event` is at `version` now (a version never goes down).
    pub fn publish(&self, event: &str, version: i64) {
        let events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(sender) = events.get(event) {
            sender.send_if_modified(|v| raise(v, version));
        }
    }

    /// The events someone is watching; the ones nobody watches any more are forgotten.
    pub fn watched(&self) -> Vec<String> {
        let mut events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        events.retain(|_, s| s.receiver_count() > 0);
        events.keys().cloned().collect()
    }
}

fn raise(v: &mut i64, to: i64) -> bool {
    if to > *v {
        *v = to;
        true
    } else {
        false
    }
}

/// The stream of one event's versions, until `stop` says the server is stopping.
pub fn sse(
    mut versions: watch::Receiver<i64>,
    stop: watch::Receiver<bool>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let first = *versions.borrow_and_update();
    let stream = futures_util::stream::unfold(
        (Some(first), versions, stop),
        |(first, mut versions, mut stop)| async move {
            if let Some(v) = first {
                return Some((Ok(message(v)), (None, versions, stop)));
            }
            if *stop.borrow() {
                return None;
            }
            let changed = tokio::select! {
                changed = versions.changed() => changed.is_ok(),
                _ = stop.wait_for(|s| *s) => false,
            };
            if !changed {
                return None;
            }
            let v = *versions.borrow_and_update();
            Some((Ok(message(v)), (None, versions, stop)))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}

fn message(version: i64) -> Event {
    Event::default().data(format!("{{\"version\":{version}}}"))
}
