//! The test-only IPC bridge (in this test crate only, so no build of the shipped server can
//! ever include it): the app's commands over HTTP, for the UI
//! tests to drive the real engine and store from a browser. `POST /ipc/{cmd}` with the
//! command's arguments as a JSON object answers 200 with its JSON result, or its error with a
//! 4xx/5xx status (`belote_server::error`, the server's one map of errors to statuses); `GET /ipc/events` streams the events the back end emits
//! (`history-progress`) as Server-Sent Events, named as in the app.

use std::convert::Infallible;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::routing::{get, post};
use axum::{Json, Router};
use belote_api::ApiError;
use futures_util::Stream;
use serde_json::Value;
use tokio::sync::broadcast::error::RecvError;

use belote_server::error::HttpError;
use belote_server::AppState;

/// The bridge's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/ipc/events", get(events))
        .route("/ipc/{cmd}", post(command))
}

/// The body of a command: its arguments as a JSON object (empty: none).
fn arguments(body: &[u8]) -> Result<Value, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(Value::Null);
    }
    serde_json::from_slice(body).map_err(|e| {
        ApiError::input_at("args", format!("the arguments are not a JSON object: {e}"))
    })
}

/// Runs command `cmd` off the event loop (commands wait on SQLite) and answers with its result.
async fn command(
    State(state): State<AppState>,
    Path(cmd): Path<String>,
    body: Bytes,
) -> Result<Json<Value>, HttpError> {
    let args = arguments(&body)?;
    let AppState { api, events } = state;
    let answer = tokio::task::spawn_blocking(move || api.dispatch(&cmd, args, &events))
        .await
        .map_err(|e| ApiError::storage(format!("the command stopped: {e}")))??;
    Ok(Json(answer))
}

/// The back end's events, from the moment the client connects.
async fn events(
    State(state): State<AppState>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let receiver = state.events.subscribe();
    let stream = futures_util::stream::unfold(receiver, |mut receiver| async move {
        loop {
            match receiver.recv().await {
                Ok(e) => {
                    let event = Event::default().event(e.event).data(e.payload.to_string());
                    return Some((Ok(event), receiver));
                }
                // Progress events a slow client missed: the next ones say where things are.
                Err(RecvError::Lagged(_)) => continue,
                Err(RecvError::Closed) => return None,
            }
        }
    });
    Sse::new(stream).keep_alive(KeepAlive::default())
}
