//! Test support for the UI tests (never packaged): the app's back end over HTTP, and the
//! database states the start-up tests need, made for real.
//!
//! `belote-ui-bridge serve --db PATH [--ui DIR]`: opens the history at PATH as the app does
//! (its start-up status included) and serves the UI and the IPC bridge on 127.0.0.1, a free
//! port; prints `{"url": "http://127.0.0.1:PORT/"}` once ready. Stops when the UI asks the app
//! to quit (`quit_app`), on SIGTERM or SIGINT, or when its standard input closes (the test
//! that started it is gone). For the tests, `POST /test/hold/{cmd}` holds the answers of `cmd`
//! (the command runs, its events go out) until `POST /test/release/{cmd}`: the UI can be seen
//! while the command is under way.
//!
//! `belote-ui-bridge newer-schema PATH`: makes PATH a history written by a newer app.
//!
//! `belote-ui-bridge lock PATH`: holds an exclusive lock on the history at PATH (as another
//! program would), prints `locked`, and keeps it until its standard input closes.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use axum::extract::{Path, Request, State};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use belote_api::Api;
use belote_server::{serve, AppState};
use belote_ui_bridge::app as bridge_app;
use tokio::sync::watch;

/// The commands whose answers are held, each with its gate (`true`: held).
#[derive(Clone, Default)]
struct Holds(Arc<Mutex<HashMap<String, watch::Sender<bool>>>>);

impl Holds {
    fn gate(&self, cmd: &str) -> watch::Sender<bool> {
        let mut holds = self.0.lock().unwrap_or_else(|p| p.into_inner());
        holds
            .entry(cmd.to_string())
            .or_insert_with(|| watch::channel(false).0)
            .clone()
    }
}

async fn hold(State(holds): State<Holds>, Path(cmd): Path<String>) {
    holds.gate(&cmd).send_replace(true);
}

async fn release(State(holds): State<Holds>, Path(cmd): Path<String>) {
    holds.gate(&cmd).send_replace(false);
}

/// Answers of a held command wait for their release.
async fn held(State(holds): State<Holds>, request: Request, next: Next) -> Response {
    let cmd = request
        .uri()
        .path()
        .strip_prefix("/ipc/")
        .map(str::to_string);
    let response = next.run(request).await;
    if let Some(cmd) = cmd {
        let mut gate = holds.gate(&cmd).subscribe();
        let _ = gate.wait_for(|held| !*held).await;
    }
    response
}

async fn run_server(db: PathBuf, ui: PathBuf) -> Result<(), String> {
    let data_dir = db
        .parent()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("."));
    let api = Api::open(data_dir, db, 0);
    let state = AppState::new(api);
    let holds = Holds::default();
    let control = Router::new()
        .route("/test/hold/{cmd}", post(hold))
        .route("/test/release/{cmd}", post(release))
        .with_state(holds.clone());
    let app = bridge_app(state.clone(), &ui)
        .layer(middleware::from_fn_with_state(holds, held))
        .merge(control);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| format!("cannot listen on 127.0.0.1: {e}"))?;
    let port = listener
        .local_addr()
        .map_err(|e| format!("no local address: {e}"))?
        .port();
    println!(
        "{}",
        serde_json::json!({ "url": format!("http://127.0.0.1:{port}/") })
    );
    let quit = state.events.quit_requested();
    // Standard input is read on a thread of its own, left behind at exit (a blocking read
    // on the runtime would keep it from ending).
    let (closed_tx, closed) = tokio::sync::oneshot::channel::<()>();
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut std::io::stdin(), &mut std::io::sink());
        let _ = closed_tx.send(());
    });
    let stop = async move {
        let terminate = async {
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(mut s) => {
                    s.recv().await;
                }
                Err(_) => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            _ = quit => {}
            _ = closed => {}
            _ = terminate => {}
            _ = tokio::signal::ctrl_c() => {}
        }
    };
    serve(listener, app, stop)
        .await
        .map_err(|e| format!("the server stopped: {e}"))
}

/// A history at `path` whose schema is newer than this app's.
fn newer_schema(path: &std::path::Path) -> Result<(), String> {
    drop(belote_store::Store::open(path).map_err(|e| e.to_string())?);
    let conn = rusqlite::Connection::open(path).map_err(|e| e.to_string())?;
    let newer = belote_store::SCHEMA_VERSION + 7;
    conn.execute_batch(&format!("PRAGMA user_version = {newer}"))
        .map_err(|e| e.to_string())
}

/// Holds an exclusive lock on the history at `path` until standard input closes.
fn lock(path: &std::path::Path) -> Result<(), String> {
    drop(belote_store::Store::open(path).map_err(|e| e.to_string())?);
    let conn = rusqlite::Connection::open(path).map_err(|e| e.to_string())?;
    let _: String = conn
        .query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0))
        .map_err(|e| e.to_string())?;
    conn.execute_batch("BEGIN EXCLUSIVE; DELETE FROM changes;")
        .map_err(|e| e.to_string())?;
    println!("locked");
    let _ = std::io::Read::read_to_end(&mut std::io::stdin(), &mut Vec::new());
    conn.execute_batch("ROLLBACK").map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["serve", "--db", db] => serve_with(db, None),
        ["serve", "--db", db, "--ui", ui] => serve_with(db, Some(ui)),
        ["newer-schema", path] => newer_schema(std::path::Path::new(path)),
        ["lock", path] => lock(std::path::Path::new(path)),
        _ => Err(
            "usage: belote-ui-bridge serve --db PATH [--ui DIR] | newer-schema PATH | lock PATH"
                .to_string(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("belote-ui-bridge: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve_with(db: &str, ui: Option<&str>) -> Result<(), String> {
    let ui = ui
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui"));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("no runtime: {e}"))?;
    let served = runtime.block_on(run_server(PathBuf::from(db), ui));
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    served
}
