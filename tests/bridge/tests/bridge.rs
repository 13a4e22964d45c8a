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

/// A database that cannot save now (here: held by another program beyond the wait) is 503 over
/// the bridge, as on the phones' API (the server's one map), and still a storage error.
#[tokio::test(flavor = "multi_thread")]
async fn a_database_that_cannot_save_now_is_503_as_on_the_phones_api() {
    let (dir, _state, app) = app();
    let (status, _) = call(&app, "list_matches", json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let other = rusqlite::Connection::open(dir.path().join("history.sqlite3")).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let (status, e) = call(
        &app,
        "create_match",
        json!({"variant": "classic", "teams": teams(), "first_dealer": 0}),
    )
    .await;
    other.execute_batch("ROLLBACK").unwrap();
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{e}");
    assert_eq!(e["kind"], "storage", "{e}");
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

/// Sends one HTTP/1.1 request to `addr` (`HOST:PORT`) and answers its status line and body.
fn http(addr: &str, method: &str, path: &str, body: &str) -> (String, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}

/// The organiser opens the tables to phones through the bridge (the app's commands), a phone
/// enters a deal on the real server, and the organiser's panel and event screen show it.
#[tokio::test(flavor = "multi_thread")]
async fn the_tables_open_to_phones_and_a_phones_deal_shows_on_the_organisers_screen() {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(
        dir.path().to_path_buf(),
        dir.path().join("history.sqlite3"),
        0,
    )
    .with_phones(Box::new(belote_server::run::TablePhoneServer));
    let app = router(AppState::new(api), &ui_dir());
    let def = json!({"name": "Concours", "variant": "classic", "format": {"rounds": 2, "deals": 2},
        "teams": [{"name": "Les Cochons"}, {"name": "Duo 2"}], "draw": {"first": "order"}});
    let (status, ev) = call(&app, "create_event", json!({ "definition": def })).await;
    assert_eq!(status, StatusCode::OK, "{ev}");
    let id = ev["event"].as_str().unwrap().to_string();
    let (_, closed) = call(&app, "phones_status", json!({})).await;
    assert_eq!(closed["open"], false);
    call(&app, "draw_round", json!({ "event": id })).await;
    let (status, open) = call(
        &app,
        "phones_open",
        json!({"event": id, "bind": "127.0.0.1:0"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{open}");
    let url = open["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    assert_eq!(open["projector"], format!("{url}e/{id}"));
    let table = &open["tables"][0];
    let code = table["code"].as_str().unwrap().to_string();
    assert_eq!(table["url"], format!("{url}t/{code}"));
    assert!(table["qr_svg"].as_str().unwrap().contains("<svg"));
    assert_eq!(table["deals"], 0);

    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let deal = json!({"op": "phone-1", "number": 1, "deal": {"taker": "A", "contract": "hearts", "points": {"A": 100}}});
    let (line, body) = tokio::task::spawn_blocking(move || {
        http(
            &addr,
            "POST",
            &format!("/api/tables/{code}/deals"),
            &deal.to_string(),
        )
    })
    .await
    .unwrap();
    assert!(line.contains("200"), "{line} {body}");
    let (_, status) = call(&app, "phones_status", json!({})).await;
    assert_eq!(status["tables"][0]["deals"], 1);
    let (_, ev) = call(&app, "get_event", json!({ "event": id })).await;
    assert_eq!(ev["draws"][0]["tables"][0]["deals"], 1);
    assert_eq!(
        ev["draws"][0]["tables"][0]["totals"],
        json!({"A": 100, "B": 62})
    );
    let (_, closed) = call(&app, "phones_close", json!({})).await;
    assert_eq!(closed["open"], false);
}
