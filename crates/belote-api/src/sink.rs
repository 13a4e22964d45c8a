//! Where the back end sends what it has to tell its host: the Tauri window, the HTTP bridge's
//! event stream, a Web Worker's messages.

use serde_json::Value;

/// Where the back end sends what it has to tell its host: events for the UI (the
/// `history-progress` of an import or export), and the UI's wish to quit.
pub trait EventSink: Sync {
    /// Sends `event` with its payload to the UI.
    fn emit(&self, event: &str, payload: Value);

    /// The UI asked the app to quit (the start-up screen's Quit).
    fn quit(&self) {}
}

/// A sink for commands that send no events.
pub struct NoEvents;

impl EventSink for NoEvents {
    fn emit(&self, _event: &str, _payload: Value) {}
}
