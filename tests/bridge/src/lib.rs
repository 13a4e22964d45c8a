//! Test support for the UI tests (never packaged): the app's commands over HTTP (the IPC
//! bridge, [`ipc`]) beside the UI's files, built from `belote-server`'s public parts. The
//! bridge lives here and not in `belote-server`, so that no build of the shipped server — not
//! even a workspace build that unifies features — can expose the app's commands.

pub mod ipc;

use std::path::Path;

use axum::Router;
use belote_server::{router_with, AppState};

/// The UI's files from `ui_dir` and the app's commands (`POST /ipc/{cmd}`, `GET /ipc/events`).
pub fn app(state: AppState, ui_dir: &Path) -> Router {
    router_with(state, ui_dir, ipc::routes())
}
