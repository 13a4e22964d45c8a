//! How often the organiser's commands score a table and load an event, counted (the engine's
//! `scorings()` and the store's `event_loads()` are process-wide counters). One test, so nothing
//! else scores meanwhile.

mod common;

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

#[test]
fn each_command_scores_its_tables_a_counted_number_of_times() {
    let (dir, _) = common::fresh();
    let db = dir.path().join("history.sqlite3");
    let event = concours(&db);
    let api = Api::open(dir.path().into(), db, 0);

    let (_, screen) = run(&api, "get_event", json!({ "event": event }));
    let (_, open) = run(
        &api,
        "event_table",
        json!({ "event": event, "round": 3, "table": 1, "lang": "en" }),
    );
    let (_, preview) = run(
        &api,
        "event_table_preview",
        json!({ "event": event, "round": 3, "table": 1, "deal": deal(100), "lang": "en" }),
    );
    let (_, append) = run(
        &api,
        "event_table_append",
        json!({ "event": event, "round": 3, "table": 1, "deal": deal(100), "lang": "en" }),
    );
    let (_, correct) = run(
        &api,
        "event_table_edit",
        json!({ "event": event, "round": 1, "table": 1, "index": 0, "deal": deal(80), "lang": "en" }),
    );
    let (_, screen_again) = run(&api, "get_event", json!({ "event": event }));
    let (_, print) = run(&api, "event_print", json!({ "event": event }));
    println!(
        "COUNTS screen {screen:?} open {open:?} preview {preview:?} append {append:?} correct {correct:?} screen_again {screen_again:?} print {print:?}"
    );
}
