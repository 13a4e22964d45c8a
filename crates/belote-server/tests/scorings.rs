//! How often the phones' requests and the organiser's commands score a table and load an event,
//! counted (the engine's `scorings()` and the store's `event_loads()` are process-wide
//! counters, read through `belote_store::Work`): the whole server in this process, each request
//! through its router, and the app's commands through `dispatch`. One test counts at a time.

mod common;

use std::sync::{Arc, Mutex};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use belote_api::{Api, NoEvents};
use belote_server::phones::db::Db;
use belote_server::phones::limit::Limiter;
use belote_server::phones::stream::Versions;
use belote_server::phones::Phones;
use belote_store::{Store, Work};
use common::{http, port_of};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tokio::sync::watch;
use tower::ServiceExt;

fn deal(points_a: u32) -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points_a } })
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

/// The counters are the process's: one test counts at a time.
static ALONE: Mutex<()> = Mutex::new(());

/// Command `cmd` of the app with `args`: its answer, and what it cost.
fn run(api: &Api, cmd: &str, args: Value) -> (Value, Work) {
    Work::of(|| {
        api.dispatch(cmd, args.clone(), &NoEvents)
            .unwrap_or_else(|e| panic!("{cmd} {args}: {e:?}"))
    })
}

/// Counted on the starting point of issue 26 (2a01a0f), for the same event: a phone's append
/// scored its table 3 times, a replace or an undo 2; a phone's refresh took two requests that
/// loaded the event 3 times and scored its table 3 times; each projector refresh and each
/// phones' panel scored 16 tables (the round's 4, and the 12 of the standings). Now each read
/// is a projection of the event scored once per version: a repeated read scores nothing, the
/// first read after a write scores the written table only.
#[test]
fn each_request_scores_its_tables_a_counted_number_of_times() {
    let _alone = ALONE.lock().unwrap_or_else(|p| p.into_inner());
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(phones_requests());
}

async fn phones_requests() {
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
    let get = |path: String| {
        let app = app.clone();
        async move {
            let c = Work::now();
            let (s, body) = send(&app, "GET", &path, None).await;
            assert_eq!(s, StatusCode::OK, "{path}: {body}");
            (body, Work::since(c))
        }
    };
    let write = |method: &'static str, path: String, body: Value| {
        let app = app.clone();
        async move {
            let c = Work::now();
            let (s, answer) = send(&app, method, &path, Some(body)).await;
            assert_eq!(s, StatusCode::OK, "{path}: {answer}");
            (answer, Work::since(c))
        }
    };
    let projector = format!("/api/events/{event}");
    let table = format!("/api/tables/{code}");
    let refresh = format!("/api/tables/{code}/match?lang=en");

    // The projector's first read scores each of the 12 tables once; the next ones, nothing.
    let (_, first) = get(projector.clone()).await;
    assert_eq!(first, Work::new(12, 1));
    let (_, again) = get(projector.clone()).await;
    assert_eq!(again, Work::new(0, 0));

    // A phone's write loads the event's facts and scores its table once.
    let (appended, append) = write(
        "POST",
        format!("{table}/deals"),
        json!({ "op": "w1", "number": 1, "deal": deal(100) }),
    )
    .await;
    assert_eq!(append, Work::new(1, 1));
    assert_eq!(appended["deals"], 1);

    // A phone's refresh is one request: the first read after the write scores that table
    // only; the other phone of the table, the projector and the contract's table, nothing.
    let (m, first_refresh) = get(refresh.clone()).await;
    assert_eq!(first_refresh, Work::new(1, 1));
    assert_eq!(m["event_table"]["code"], json!(code));
    assert_eq!(m["rounds"].as_array().unwrap().len(), 1);
    let (_, other_phone) = get(refresh.clone()).await;
    assert_eq!(other_phone, Work::new(0, 0));
    let (_, after_write) = get(projector.clone()).await;
    assert_eq!(after_write, Work::new(0, 0));
    let (t, contract) = get(table.clone()).await;
    assert_eq!(contract, Work::new(0, 0));
    assert_eq!(t, appended);

    let (_, replace) = write(
        "PUT",
        format!("{table}/deals/1"),
        json!({ "op": "w2", "deal": deal(110) }),
    )
    .await;
    assert_eq!(replace, Work::new(1, 1));
    let (_, undo) = write("POST", format!("{table}/undo"), json!({ "op": "w3" })).await;
    assert_eq!(undo, Work::new(1, 1));

    // The organiser's app with the tables open to phones (the real server, on its own
    // thread): the panel, a phone's read, and the organiser's own deal (written by the
    // server's one writer), which scores only the table it writes.
    let api = Api::open(dir.path().into(), db.clone(), 0)
        .with_phones(Box::new(belote_server::run::TablePhoneServer));
    let code = code.clone();
    let organiser = tokio::task::spawn_blocking(move || {
        let (status, _) = run(
            &api,
            "phones_open",
            json!({ "event": event, "bind": "127.0.0.1:0" }),
        );
        let port = port_of(status["url"].as_str().unwrap());
        let phone = || {
            Work::of(|| {
                http(
                    port,
                    "GET",
                    &format!("/api/tables/{code}/match?lang=en"),
                    "",
                )
                .1
            })
        };
        let (_, panel) = run(&api, "phones_status", Value::Null);
        let (read, phone_read) = phone();
        assert_eq!(read["rounds"].as_array().unwrap().len(), 0);
        let (_, organiser_append) = run(
            &api,
            "event_table_append",
            json!({ "event": event, "round": 3, "table": 1, "deal": deal(100), "lang": "en" }),
        );
        let (read, phone_after) = phone();
        assert_eq!(
            read["rounds"].as_array().unwrap().len(),
            1,
            "the organiser's deal"
        );
        run(&api, "phones_close", Value::Null);
        (panel, phone_read, organiser_append, phone_after)
    })
    .await
    .unwrap();
    let (panel, phone_read, organiser_append, phone_after) = organiser;
    assert_eq!(
        panel,
        Work::new(0, 0),
        "the event as the panel's opening read it"
    );
    assert_eq!(
        phone_read,
        Work::new(12, 1),
        "the server's first read of the event"
    );
    assert_eq!(
        organiser_append,
        Work::new(1, 1),
        "the organiser's deal: its table scored once"
    );
    assert_eq!(
        phone_after,
        Work::new(1, 1),
        "the table the organiser wrote, once"
    );

    println!(
        "COUNTS projector first {first:?} again {again:?}; phone append {append:?} replace \
         {replace:?} undo {undo:?}; phone refresh (first after a write) {first_refresh:?}, \
         another phone {other_phone:?}; projector after a write {after_write:?}; panel {panel:?}; \
         with the tables open: a phone's read {phone_read:?}, the organiser's deal \
         {organiser_append:?}, the phone's read after it {phone_after:?}"
    );
}

/// Counted on the starting point of issue 26 (2a01a0f), for the same event: the organiser's
/// screen scored 28 tables (each of the 12 twice, the current round's 4 a third time) at every
/// read, opening a table 2, a preview 2, an append of the current round 5 with 3 loads, a
/// correction of an earlier round 3 with 3 loads, the printed pages 28. Now every read is a
/// projection of the event scored once per version.
#[test]
fn each_command_of_the_organiser_scores_its_tables_a_counted_number_of_times() {
    let _alone = ALONE.lock().unwrap_or_else(|p| p.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let (event, _) = concours(&db);
    let api = Api::open(dir.path().into(), db, 0);
    let table = |round: u32, table: u32| json!({ "event": event, "round": round, "table": table, "lang": "en" });
    let with = |mut args: Value, key: &str, v: Value| {
        args[key] = v;
        args
    };

    let (_, screen) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(screen, Work::new(12, 1), "each table once");
    let (_, again) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(again, Work::new(0, 0));
    let (_, open) = run(&api, "event_table", table(3, 1));
    assert_eq!(open, Work::new(0, 0));
    let (_, preview) = run(
        &api,
        "event_table_preview",
        with(table(3, 1), "deal", deal(100)),
    );
    assert_eq!(preview, Work::new(1, 0), "the table with the deal, once");
    let (_, append) = run(
        &api,
        "event_table_append",
        with(table(3, 1), "deal", deal(100)),
    );
    assert_eq!(append, Work::new(1, 1), "the write scores the table once");
    let (_, after_append) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(after_append, Work::new(1, 1), "the table written, again");
    let (_, correct) = run(
        &api,
        "event_table_edit",
        with(with(table(1, 1), "index", json!(0)), "deal", deal(80)),
    );
    assert_eq!(correct, Work::new(1, 1));
    let (_, after_correct) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(after_correct, Work::new(1, 1));
    let (_, print) = run(&api, "event_print", json!({ "event": event }));
    assert_eq!(print, Work::new(0, 0));
    println!(
        "COUNTS screen {screen:?} again {again:?} open {open:?} preview {preview:?} append \
         {append:?} screen after {after_append:?} correct {correct:?} screen after \
         {after_correct:?} print {print:?}"
    );
}
