//! A staged event on the organiser's screen (docs/events.md "Stages"): the current stage, every
//! stage's status, the pools with where each place goes, the brackets as brackets — and the
//! stage's close said before it is done ("who goes where": the seeding closing would store),
//! then done in one tap, or undone while the next stage has no deal.

use belote_event::stage::progress::stages;
use belote_event::stage::view::{stage_output, staged_json};
use belote_event::ScoredEvent;
use serde_json::{json, Value};

use super::screen::screen;
use super::EventScreen;
use crate::error::ApiResult;
use crate::state::Api;

/// What the screen shows of a staged event, or `None` for an event without stages: the
/// staged view of the event ([`staged_json`]) and `close`: `{"refused": why not | null,
/// "seeding": what closing would seed | null}`, `reopen`: whether the last close can be undone.
pub(crate) fn stages_of(scored: &ScoredEvent) -> Option<Value> {
    let event = &scored.event;
    if !(event.def.is_staged() || event.def.sessions.is_some()) {
        return None;
    }
    let runs = stages(event, &scored.scores);
    let mut v = staged_json(event, &runs, &scored.scores);
    let (refused, seeding) = if !event.def.is_staged() {
        (None, None)
    } else {
        match event.close_stage(&scored.scores) {
            Ok(next) => {
                let runs = stages(&next, &scored.scores);
                (None, Some(stage_output(&next, &runs, next.current_stage())))
            }
            Err(e) => (Some(e.message), None),
        }
    };
    v["close"] = json!({ "refused": refused, "seeding": seeding });
    v["reopen"] = json!(event.def.is_staged() && event.reopen_stage().is_ok());
    Some(v)
}

impl Api {
    /// Closes the current stage and seeds the next (`belote event stage`).
    pub fn close_stage(&self, event: &str) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.close_stage(&id)?))?;
        screen(&*self.store()?, event)
    }

    /// Undoes the last close while the stage it seeded has no deal (`stage --reopen`).
    pub fn reopen_stage(&self, event: &str) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.reopen_stage(&id)?))?;
        screen(&*self.store()?, event)
    }
}
