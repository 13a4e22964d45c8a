//! How often the phones' requests score a table and load an event, counted (the engine's
//! `scorings()` and the store's `event_loads()` are process-wide counters): the whole server in
//! this process, each request through its router. One test, so nothing else scores meanwhile.

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use belote_server::phones::db::Db;
use belote_server::phones::limit::Limiter;
use belote_server::phones::stream::Versions;
use belote_server::phones::Phones;
use belote_store::Store;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tokio::sync::watch;
use tower::ServiceExt;

fn deal(points_a: u32) -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points_a } })
}

/// What one request cost: scorings and event loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Cost {
    scorings: u64,
    loads: u64,
}

fn now() -> Cost {
    Cost {
        scorings: belote_core::scorings(),
        loads: belote_store::event_loads(),
    }
}

fn since(before: Cost) -> Cost {
    let after = now();
    Cost {
        scorings: after.scorings - before.scorings,
        loads: after.loads - before.loads,
    }
}

async fn send(app: &Router, method: &str, path: &str, body: Option<Value>) -> (StatusCode, Value) {
    let req = Request::builder()
        .method(method)
        .uri(path)
        .header("content-type", "application/json")
        .body(body.map_or(Body::empty(), |b| Body::from(b.to_string())))
        .unwrap();
    let res = app.clone().oneshot(req).await.unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// A concours of 8 teams (4 tables), 4 rounds of 2 deals: rounds 1 and 2 played, round 3
/// drawn. Returns the event and round 3's codes.
fn concours(db: &std::path::Path) -> (String, Vec<String>) {
    let mut store = Store::open(db).unwrap();
    let teams: Vec<Value> = (1..=8)
        .map(|k| json!({ "name": format!("Team {k}") }))
        .collect();
    let id = store
        .create_event(&json!({ "name": "Counted", "variant": "classic",
            "format": { "rounds": 4, "deals": 2 }, "teams": teams,
            "draw": { "first": "order", "seed": 7 } }))
        .unwrap();
    for round in 1..=2 {
        let r = store.draw_round(&id).unwrap();
        for t in &r.tables {
            store
                .set_table_deals(&id, round, t.table, vec![deal(100), deal(90)])
                .unwrap();
        }
    }
    let r = store.draw_round(&id).unwrap();
    (id, r.tables.iter().map(|t| t.code.clone()).collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_request_scores_its_tables_a_counted_number_of_times() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let (event, codes) = concours(&db);
    let versions = Arc::new(Versions::default());
    let (_stop, stopped) = watch::channel(false);
    let phones = Phones {
        db: Arc::new(Db::open(&db, Arc::clone(&versions)).unwrap()),
        versions,
        limiter: Arc::new(Limiter::default()),
        stop: stopped,
    };
    let app = belote_server::run::app(phones);
    let code = &codes[0];

    // A phone's write.
    let c = now();
    let (s, _) = send(
        &app,
        "POST",
        &format!("/api/tables/{code}/deals"),
        Some(json!({ "op": "w1", "number": 1, "deal": deal(100) })),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let append = since(c);
    let c = now();
    let (s, _) = send(
        &app,
        "PUT",
        &format!("/api/tables/{code}/deals/1"),
        Some(json!({ "op": "w2", "deal": deal(110) })),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let replace = since(c);
    let c = now();
    let (s, _) = send(
        &app,
        "POST",
        &format!("/api/tables/{code}/deals"),
        Some(json!({ "op": "w3", "number": 2, "deal": deal(90) })),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let c2 = now();
    let (s, _) = send(
        &app,
        "POST",
        &format!("/api/tables/{code}/undo"),
        Some(json!({ "op": "w4" })),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let undo = since(c2);
    let _ = c;

    // A phone's refresh: its table and its match.
    let c = now();
    let (s1, _) = send(&app, "GET", &format!("/api/tables/{code}"), None).await;
    let (s2, _) = send(
        &app,
        "GET",
        &format!("/api/tables/{code}/match?lang=en"),
        None,
    )
    .await;
    assert_eq!((s1, s2), (StatusCode::OK, StatusCode::OK));
    let refresh = since(c);

    // The projector's refresh.
    let c = now();
    let (s, _) = send(&app, "GET", &format!("/api/events/{event}"), None).await;
    let event = event.clone();
    assert_eq!(s, StatusCode::OK);
    let projector = since(c);

    // The organiser's phones panel, while the tables are open.
    let api = belote_api::Api::open(dir.path().into(), db.clone(), 0)
        .with_phones(Box::new(belote_server::run::TablePhoneServer));
    let panel = tokio::task::spawn_blocking(move || {
        api.dispatch(
            "phones_open",
            json!({ "event": event, "bind": "127.0.0.1:0" }),
            &belote_api::NoEvents,
        )
        .unwrap();
        let c = now();
        api.dispatch("phones_status", Value::Null, &belote_api::NoEvents)
            .unwrap();
        let cost = since(c);
        api.dispatch("phones_close", Value::Null, &belote_api::NoEvents)
            .unwrap();
        cost
    })
    .await
    .unwrap();

    println!(
        "COUNTS panel {panel:?} append {append:?} replace {replace:?} undo {undo:?} refresh {refresh:?} projector {projector:?}"
    );
}
