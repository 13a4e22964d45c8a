//! The organiser's commands of a staged event (docs/events.md "Stages"): the current stage
//! closed in one tap once the screen has said who goes where (`staged.rs`), or the last close
//! undone while the next stage has no deal.
use super::screen::screen;
use super::EventScreen;
use crate::error::ApiResult;
use crate::state::Api;

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
