//! An event scored once per version: reading it again scores and loads nothing, a change by
//! anyone (another connection, another program) is seen at once and scores only the table it
//! changed, and a phone's write scores its table once — counted with the engine's scoring
//! counter and the store's load counter (one test in this binary, so nothing else counts
//! meanwhile).

use belote_store::{Store, Work};
use serde_json::{json, Value};

fn deal(points_a: u32) -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points_a } })
}

#[test]
fn an_event_is_scored_once_per_version_and_a_change_rescores_its_table_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let mut store = Store::open(&db).unwrap();
    let teams: Vec<Value> = (1..=8)
        .map(|k| json!({ "name": format!("Team {k}") }))
        .collect();
    let id = store
        .create_event(&json!({ "name": "Memo", "variant": "classic",
            "format": { "rounds": 3, "deals": 2 }, "teams": teams,
            "draw": { "first": "order", "seed": 1 } }))
        .unwrap();
    let r1 = store.draw_round(&id).unwrap();
    for t in &r1.tables {
        store
            .set_table_deals(&id, 1, t.table, vec![deal(100), deal(90)])
            .unwrap();
    }
    let r2 = store.draw_round(&id).unwrap();
    let code = r2.tables[0].code.clone();

    // The first read scores each of the 8 tables once; the next reads, nothing.
    let (first, c) = Work::of(|| store.standings(&id).unwrap());
    assert_eq!(c, Work::new(8, 1));
    let (view, c) = Work::of(|| store.event_view(&id).unwrap());
    assert_eq!(c, Work::new(0, 0));
    assert_eq!(view.standings, first.standings);
    let (table, c) = Work::of(|| store.table_by_code(&code).unwrap());
    assert_eq!(c, Work::new(0, 0));
    assert_eq!((table.round, table.deals), (2, 0));

    // Another connection opened from this one shares what is kept.
    let other = store.open_another().unwrap();
    let (_, c) = Work::of(|| other.standings(&id).unwrap());
    assert_eq!(c, Work::new(0, 0));

    // A phone's write (through yet another program's connection) scores its table once…
    let mut phone = Store::open(&db).unwrap();
    let (written, c) = Work::of(|| phone.append_deal(&code, "op-1", 1, &deal(100)).unwrap());
    assert_eq!(
        c,
        Work::new(1, 1),
        "the write loads the event's facts and scores the table"
    );
    assert_eq!(written.deals, 1);
    let (_, c) = Work::of(|| phone.replace_deal(&code, "op-2", 1, &deal(110)).unwrap());
    assert_eq!(c.scorings, 1);
    let (_, c) = Work::of(|| phone.undo_deal(&code, "op-3").unwrap());
    assert_eq!(c.scorings, 1);
    let (_, c) = Work::of(|| phone.append_deal(&code, "op-4", 1, &deal(100)).unwrap());
    assert_eq!(c.scorings, 1);

    // …and the next read here sees it at once, scoring that table only.
    let (table, c) = Work::of(|| store.table_by_code(&code).unwrap());
    assert_eq!(c, Work::new(1, 1));
    assert_eq!(table, written);
    let (_, c) = Work::of(|| other.event_view(&id).unwrap());
    assert_eq!(c, Work::new(0, 0));

    // A correction of round 1 by the organiser: one table scored again, the standings follow.
    store
        .set_table_deals(&id, 1, 2, vec![deal(60), deal(60)])
        .unwrap();
    let (after, c) = Work::of(|| store.standings(&id).unwrap());
    assert_eq!(c, Work::new(1, 1));
    assert_ne!(after.standings, first.standings);
    // The same as a store that never read the event before.
    let fresh = Store::open(&db).unwrap();
    assert_eq!(fresh.standings(&id).unwrap(), after);
}
