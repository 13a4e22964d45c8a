//! The Belote app over HTTP, on axum.
//!
//! - The table phones (`belote serve`, and the app's "open the tables to phones"): the
//!   phones' API ([`phones`]), the phone and projector pages ([`pages`]) and the UI's files
//!   embedded in the binary ([`embedded`]), served over connections that time out and are
//!   bounded per address ([`listen`]); [`run`] starts it all, for the command or on the app's
//!   own thread.
//! - Building blocks of the test-only IPC bridge (the `belote-ui-bridge` test binary, never
//!   shipped, holds the bridge's routes): the UI's files from a folder ([`ui`]), the app's
//!   [`Api`] in an [`AppState`] with the events it emits, and a command's error as a response
//!   ([`error`]). Nothing in this crate serves the app's commands.
//!
//! Handlers are small and share one state; request bodies are limited and requests timed out
//! by tower layers; errors become responses in one place per API.

pub mod embedded;
pub mod error;
pub mod listen;
pub mod pages;
pub mod phones;
pub mod run;
pub mod ui;

use std::future::Future;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use axum::Router;
use belote_api::{Api, EventSink};
use serde_json::Value;
use tokio::net::TcpListener;
use tokio::sync::{broadcast, watch};
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;

/// The largest request body the server reads: a whole history file for an import.
pub const MAX_BODY: usize = 64 * 1024 * 1024;

/// How long a request may take before it is answered 408 (a slow client, a stuck command).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(120);

/// One event the back end emitted: its name and payload.
#[derive(Debug, Clone, PartialEq)]
pub struct Emitted {
    pub event: String,
    pub payload: Value,
}

/// Where the back end's events go: to every client listening, and the wish to quit to
/// whoever serves.
#[derive(Clone)]
pub struct Events {
    sender: broadcast::Sender<Emitted>,
    quit: watch::Sender<bool>,
}

impl Default for Events {
    fn default() -> Self {
        Events {
            sender: broadcast::channel(1024).0,
            quit: watch::channel(false).0,
        }
    }
}

impl Events {
    /// Every event emitted from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Emitted> {
        self.sender.subscribe()
    }

    /// Resolves once the UI asked the app to quit.
    pub fn quit_requested(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut quit = self.quit.subscribe();
        async move {
            // An error: the sender is gone, nothing can ask any more.
            let _ = quit.wait_for(|asked| *asked).await;
        }
    }
}

impl EventSink for Events {
    fn emit(&self, event: &str, payload: Value) {
        // Nobody listening is no error.
        let _ = self.sender.send(Emitted {
            event: event.to_string(),
            payload,
        });
    }

    fn quit(&self) {
        self.quit.send_replace(true);
    }
}

/// What the handlers share.
#[derive(Clone)]
pub struct AppState {
    pub api: Arc<Api>,
    pub events: Events,
}

impl AppState {
    pub fn new(api: Api) -> AppState {
        AppState {
            api: Arc::new(api),
            events: Events::default(),
        }
    }
}

/// The UI's files from `ui_dir`, with the body limit and the timeout.
pub fn router(state: AppState, ui_dir: &Path) -> Router {
    router_with(state, ui_dir, Router::new())
}

/// [`router`] with more routes first (the test bridge adds the app's commands).
pub fn router_with(state: AppState, ui_dir: &Path, routes: Router<AppState>) -> Router {
    routes
        .fallback_service(ui::files(ui_dir))
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .with_state(state)
}

/// Serves `router` on `listener` until `shutdown` resolves; the requests in hand are finished
/// first.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router)
        .with_graceful_shutdown(shutdown)
        .await
}
