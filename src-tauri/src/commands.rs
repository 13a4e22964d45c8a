//! The app's one IPC command: `dispatch` forwards a command's name and arguments to
//! [`belote_api::Api::dispatch`], the one table of the app's commands that the HTTP bridge of
//! the UI tests and the WebAssembly build reach too. Every command runs on a blocking thread,
//! off the UI thread (commands wait on SQLite; import and export read and write whole files);
//! the events they send (`history-progress`) and the wish to quit reach the app through its
//! handle. The UI listens to events with Tauri's own event plugin.

use belote_api::{ApiError, ApiResult, EventSink};
use serde_json::Value;
use tauri::{AppHandle, Emitter, Manager};

/// The app's events, sent to its window; quitting ends the app.
struct Events(AppHandle);

impl EventSink for Events {
    fn emit(&self, event: &str, payload: Value) {
        let _ = self.0.emit(event, payload);
    }

    fn quit(&self) {
        self.0.exit(0);
    }
}

/// Runs the app's command `cmd` with its arguments `args` (a JSON object, as the UI sends
/// them): its answer, or its error as `{kind, message, at?, about?}`.
#[tauri::command(rename_all = "snake_case")]
pub async fn dispatch(app: AppHandle, cmd: String, args: Option<Value>) -> ApiResult<Value> {
    tauri::async_runtime::spawn_blocking(move || {
        let events = Events(app.clone());
        app.state::<belote_api::Api>()
            .dispatch(&cmd, args.unwrap_or(Value::Null), &events)
    })
    .await
    .map_err(|e| ApiError::storage(format!("the command stopped: {e}")))?
}
