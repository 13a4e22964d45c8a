//! The organiser's commands: events made from presets (`presets.rs`), their entrants (late
//! ones, withdrawals), each round's draw, the event's screen with live standings and prizes
//! (`screen.rs`), and every table's deals entered with the same round entry as a match, each
//! deal explained with the table's side names, an earlier round's deals corrected
//! (`table.rs`). Opening the tables to phones is [`crate::phones`]; while they are open, every
//! change of the events is written by the phones' server's one writer ([`Api::write_events`]).

mod presets;
mod screen;
mod staged;
mod stages;
mod table;

use belote_store::Store;
use serde_json::Value;

use crate::error::ApiResult;
use crate::state::Api;

pub use presets::{presets, Preset};
use screen::screen;
pub(crate) use screen::screen_of;
pub use screen::{EventScreen, PlanRound, PlanTable};
pub use table::{preview_of, table_match, table_screen_of, TableAt, TableMatch};

impl Api {
    pub fn event_presets(&self) -> Vec<Preset> {
        presets()
    }

    /// Creates an event from its definition (EVENTS.md; bad input at its key, nothing
    /// stored) and answers its screen.
    pub fn create_event(&self, definition: &Value) -> ApiResult<EventScreen> {
        let definition = definition.clone();
        let id = self.write_events(None, move |s| Ok(s.create_event(&definition)?))?;
        screen(&*self.store()?, &id)
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
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.draw_round(&id)?))?;
        screen(&*self.store()?, event)
    }

    /// Draws the current round again, while none of its tables has a deal.
    pub fn redraw_round(&self, event: &str) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.redraw_round(&id)?))?;
        screen(&*self.store()?, event)
    }

    /// A late entrant (`{"name", "players"?}`, or `{"name"}` for a player): the next number,
    /// drawn from the next round on.
    pub fn add_entrant(&self, event: &str, entrant: &Value) -> ApiResult<EventScreen> {
        let (id, entrant) = (event.to_string(), entrant.clone());
        self.write_events(Some(event), move |s| Ok(s.add_entrant(&id, &entrant)?))?;
        screen(&*self.store()?, event)
    }

    /// Withdraws an entrant: it keeps its results and is not drawn again.
    pub fn withdraw_entrant(&self, event: &str, entrant: u32) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.withdraw_entrant(&id, entrant)?))?;
        screen(&*self.store()?, event)
    }

    /// Runs `change` with the store that writes the events: while the tables are open to
    /// phones, the phones' server's one writer ([`crate::phones::Phones::write`]), so that the
    /// organiser's changes and the phones' writes are serialized in one place; else the app's
    /// own store. `event`: the event it changes, if one (its stream hears of it).
    pub fn write_events<T: Send + 'static>(
        &self,
        event: Option<&str>,
        change: impl FnOnce(&mut Store) -> ApiResult<T> + Send + 'static,
    ) -> ApiResult<T> {
        match self.phones.get() {
            Some(phones) => phones.write(self, event, change),
            None => change(&mut *self.store()?),
        }
    }
}
