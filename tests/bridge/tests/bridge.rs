//! The bridge over a real history in a temporary folder: commands by name, errors with their
//! status, events, and the UI's files with their types and nothing outside them.

use std::path::PathBuf;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use belote_api::Api;
use belote_server::{AppState, Emitted};
use belote_ui_bridge::app as router;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

fn ui_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui")
}

fn app() -> (tempfile::TempDir, AppState, Router) {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(
        dir.path().to_path_buf(),
        dir.path().join("history.sqlite3"),
        0,
    );
    let state = AppState::new(api);
    let app = router(state.clone(), &ui_dir());
    (dir, state, app)
}

async fn call(app: &Router, cmd: &str, args: Value) -> (StatusCode, Value) {
    let request = Request::post(format!("/ipc/{cmd}"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(args.to_string()))
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&body).unwrap())
}

fn teams() -> Value {
    json!({"A": {"name": "Nous", "players": ["Ana", "Marc"]}, "B": {"name": "Eux", "players": ["Léa", "Paul"]}})
}

#[tokio::test]
async fn a_round_saved_through_the_bridge_is_scored_and_stored() {
    let (_dir, _state, app) = app();
    let (status, view) = call(
        &app,
        "create_match",
        json!({"variant": "classic", "options": {}, "teams": teams(), "first_dealer": 1, "lang": "fr"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let id = view["record"]["id"].as_str().unwrap().to_string();
    assert_eq!(view["next_dealer"], 1);
    let round = json!({"taker": "A", "contract": "hearts", "points": {"A": 102}});
    let (status, view) = call(
        &app,
        "append_round",
        json!({"id": id, "round": round, "lang": "fr"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["totals"], json!({"A": 102, "B": 60}));
    assert_eq!(view["rounds"][0]["dealer"], 1);
    assert_eq!(view["next_dealer"], 2);
    assert_eq!(view["to_target"], json!({"A": 399, "B": 441}));
    assert_eq!(view["last_change"], json!({"kind": "append", "index": 0}));
    // Read back: the same view.
    let (_, again) = call(&app, "get_match", json!({"id": id, "lang": "fr"})).await;
    assert_eq!(again, view);
}

#[tokio::test]
async fn errors_answer_with_their_status_and_kind() {
    let (_dir, _state, app) = app();
    let (status, e) = call(&app, "get_match", json!({"id": "m-nope"})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(e["kind"], "not_found");
    let (status, e) = call(&app, "no_such_command", json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(e["kind"], "unknown_command");
    let (status, e) = call(&app, "get_match", json!({"lang": "en"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        (e["kind"].as_str(), e["at"].as_str()),
        (Some("input"), Some("args"))
    );
    let (_, view) = call(
        &app,
        "create_match",
        json!({"variant": "classic", "options": {}, "teams": teams(), "first_dealer": 0}),
    )
    .await;
    let id = view["record"]["id"].clone();
    let round = json!({"taker": "A", "contract": "spades", "points": {"A": 170}});
    let (status, e) = call(&app, "preview_round", json!({"id": id, "round": round})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(e["kind"], "input");
    assert_eq!(e["about"], "points");
    assert!(
        e["at"].as_str().unwrap().starts_with("rounds[0].points"),
        "{e}"
    );
}

#[tokio::test]
async fn an_import_sends_its_progress_as_events() {
    let (_dir, state, app) = app();
    let mut events = state.events.subscribe();
    let file = json!({"format": "belote-history", "version": 1, "matches": []});
    let (status, report) = call(&app, "import_history", json!({"text": file.to_string()})).await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(report["imported"], 0);
    let Emitted { event, payload } = events.try_recv().unwrap();
    assert_eq!(event, "history-progress");
    assert_eq!(payload["op"], "import");
}

#[tokio::test]
async fn the_ui_files_have_their_types_and_nothing_outside_is_served() {
    let (_dir, _state, app) = app();
    for (path, kind) in [
        ("/", "text/html"),
        ("/index.html", "text/html"),
        ("/js/app.js", "text/javascript"),
        ("/styles.css", "text/css"),
    ] {
        let response = app
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let got = response.headers()[header::CONTENT_TYPE].to_str().unwrap();
        assert!(got.starts_with(kind), "{path}: {got}");
        assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    }
    for path in [
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/js/../../Cargo.toml",
        "/nope.js",
    ] {
        let response = app
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
}
