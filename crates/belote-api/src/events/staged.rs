//! What the organiser's screen shows of a staged event (docs/events.md "Stages"): the staged
//! view of the event and the stage's close said before it is done — the seeding closing would
//! store ("who goes where") or why it cannot be closed — and whether the last close can be
//! undone.

use belote_event::stage::progress::stages;
use belote_event::stage::view::{stage_output, staged_json};
use belote_event::ScoredEvent;
use serde_json::{json, Value};

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
