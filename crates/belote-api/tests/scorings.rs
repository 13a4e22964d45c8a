//! How often the organiser's commands score a table and load an event, counted (the engine's
//! `scorings()` and the store's `event_loads()` are process-wide counters). One test, so nothing
//! else scores meanwhile.

use belote_api::{Api, NoEvents};
use belote_store::Store;
use serde_json::{json, Value};

fn deal(points_a: u32) -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points_a } })
}

/// What one command cost: scorings and event loads.
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

fn run(api: &Api, cmd: &str, args: Value) -> (Value, Cost) {
    let c = now();
    let answer = api
        .dispatch(cmd, args.clone(), &NoEvents)
        .unwrap_or_else(|e| panic!("{cmd} {args}: {e:?}"));
    (answer, since(c))
}

/// A concours of 8 teams (4 tables), 4 rounds of 2 deals: rounds 1 and 2 played, round 3
/// drawn.
fn concours(db: &std::path::Path) -> String {
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
    store.draw_round(&id).unwrap();
    id
}

fn cost(scorings: u64, loads: u64) -> Cost {
    Cost { scorings, loads }
}

/// Counted on the starting point of issue 26 (2a01a0f), for the same event: the organiser's
/// screen scored 28 tables (each of the 12 twice, the current round's 4 a third time) at every
/// read, opening a table 2, a preview 2, an append of the current round 5 with 3 loads, a
/// correction of an earlier round 3 with 3 loads, the printed pages 28. Now every read is a
/// projection of the event scored once per version.
#[test]
fn each_command_scores_its_tables_a_counted_number_of_times() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let event = concours(&db);
    let api = Api::open(dir.path().into(), db, 0);
    let table = |round: u32, table: u32| json!({ "event": event, "round": round, "table": table, "lang": "en" });
    let with = |mut args: Value, key: &str, v: Value| {
        args[key] = v;
        args
    };

    let (_, screen) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(screen, cost(12, 1), "each table once");
    let (_, again) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(again, cost(0, 0));
    let (_, open) = run(&api, "event_table", table(3, 1));
    assert_eq!(open, cost(0, 0));
    let (_, preview) = run(
        &api,
        "event_table_preview",
        with(table(3, 1), "deal", deal(100)),
    );
    assert_eq!(preview, cost(1, 0), "the table with the deal, once");
    let (_, append) = run(
        &api,
        "event_table_append",
        with(table(3, 1), "deal", deal(100)),
    );
    assert_eq!(append, cost(1, 1), "the write scores the table once");
    let (_, after_append) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(after_append, cost(1, 1), "the table written, again");
    let (_, correct) = run(
        &api,
        "event_table_edit",
        with(with(table(1, 1), "index", json!(0)), "deal", deal(80)),
    );
    assert_eq!(correct, cost(1, 1));
    let (_, after_correct) = run(&api, "get_event", json!({ "event": event }));
    assert_eq!(after_correct, cost(1, 1));
    let (_, print) = run(&api, "event_print", json!({ "event": event }));
    assert_eq!(print, cost(0, 0));
    println!(
        "COUNTS screen {screen:?} again {again:?} open {open:?} preview {preview:?} append \
         {append:?} screen after {after_append:?} correct {correct:?} screen after \
         {after_correct:?} print {print:?}"
    );
}
