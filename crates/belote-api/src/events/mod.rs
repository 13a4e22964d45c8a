//! The organiser's commands: events made from presets (`presets.rs`), their entrants (late
//! ones, withdrawals), each round's draw, the event's screen with live standings and prizes
//! (`screen.rs`), and every table's deals entered with the same round entry as a match, each
//! deal explained with the table's side names, an earlier round's deals corrected
//! (`table.rs`). Opening the tables to phones is [`crate::phones`].

mod presets;
mod screen;
mod table;

use serde_json::Value;

use crate::error::ApiResult;
use crate::state::Api;

pub use presets::{presets, Preset};
use screen::screen;
pub(crate) use screen::screen_of;
pub use screen::{EventScreen, PlanRound, PlanTable};
pub use table::{table_match, TableAt, TableMatch};

impl Api {
    pub fn event_presets(&self) -> Vec<Preset> {
        presets()
    }

    /// Creates an event from its definition (EVENTS.md; bad input at its key, nothing
    /// stored) and answers its screen.
    pub fn create_event(&self, definition: &Value) -> ApiResult<EventScreen> {
        let mut store = self.store()?;
        let id = store.create_event(definition)?;
        screen(&store, &id)
    }

    /// Every event, oldest first.
    pub fn list_events(&self) -> ApiResult<Vec<belote_event::EventSummary>> {
        Ok(self.store()?.list_events()?)
    }

    pub fn get_event(&self, event: &str) -> ApiResult<EventScreen> {
        let store = self.store()?;
        screen(&store, event)
    }

    /// Draws the next round (refused, naming the open tables, while one is not complete).
    pub fn draw_round(&self, event: &str) -> ApiResult<EventScreen> {
        let mut store = self.store()?;
        store.draw_round(event)?;
        screen(&store, event)
    }

    /// Draws the current round again, while none of its tables has a deal.
    pub fn redraw_round(&self, event: &str) -> ApiResult<EventScreen> {
        let mut store = self.store()?;
        store.redraw_round(event)?;
        screen(&store, event)
    }

    /// A late entrant (`{"name", "players"?}`, or `{"name"}` for a player): the next number,
    /// drawn from the next round on.
    pub fn add_entrant(&self, event: &str, entrant: &Value) -> ApiResult<EventScreen> {
        let mut store = self.store()?;
        store.add_entrant(event, entrant)?;
        screen(&store, event)
    }

    /// Withdraws an entrant: it keeps its results and is not drawn again.
    pub fn withdraw_entrant(&self, event: &str, entrant: u32) -> ApiResult<EventScreen> {
        let mut store = self.store()?;
        store.withdraw_entrant(event, entrant)?;
        screen(&store, event)
    }
}
