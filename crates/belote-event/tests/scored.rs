//! An event scored once: every table scored by the one route, each view a projection, and an
//! event scored again after a change scores only the tables whose deals changed — counted with
//! the engine's scoring counter (one test in this binary, so nothing else scores meanwhile).

use belote_event::{Definition, Event, ScoredEvent, Scores};
use serde_json::{json, Value};

fn deal(points_a: u32) -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points_a } })
}

/// 8 teams, 3 rounds of 2 deals: round 1 played, round 2 drawn with table 1 half played.
fn event() -> Event {
    let teams: Vec<Value> = (1..=8)
        .map(|k| json!({ "name": format!("Team {k}") }))
        .collect();
    let def = Definition::parse(
        &json!({ "name": "Scored", "variant": "classic", "format": { "rounds": 3, "deals": 2 },
                 "teams": teams, "draw": { "first": "order", "seed": 1 } }),
        "2026-12-05",
    )
    .unwrap();
    let mut event = Event {
        pairs: Vec::new(),
        seedings: Vec::new(),
        id: "e-scored".into(),
        created: "2026-12-05T14:00:00Z".into(),
        def,
        withdrawn: vec![],
        rounds: vec![],
    };
    let rules = event.rules().unwrap();
    let mut n = 0;
    let mut code = || {
        n += 1;
        format!("{n:06}")
    };
    let scores = Scores::of(&event, &rules).unwrap();
    event.draw_next(&scores, &mut code).unwrap();
    for t in 1..=4 {
        event
            .set_deals(&rules, 1, t, vec![deal(100), deal(80 + t)])
            .unwrap();
    }
    let scores = Scores::of(&event, &rules).unwrap();
    event.draw_next(&scores, &mut code).unwrap();
    event.set_deals(&rules, 2, 1, vec![deal(100)]).unwrap();
    event
}

#[test]
fn each_table_is_scored_once_and_again_only_when_its_deals_change() {
    let e = event();
    let rules = e.rules().unwrap();

    let before = belote_core::scorings();
    let scored = ScoredEvent::new(e.clone()).unwrap();
    assert_eq!(belote_core::scorings() - before, 8, "8 tables, each once");

    // Every view is a projection: no scoring.
    let before = belote_core::scorings();
    let view = scored.event_view();
    let standings = scored.standings_view();
    let refused = scored.check_draw().unwrap_err();
    let table = scored.table(2, 1).unwrap();
    let by_code = scored.table_by_code(&table.table.code).unwrap();
    assert!(!scored.finished());
    assert_eq!(belote_core::scorings() - before, 0);

    // …and each says what the event's own (scoring) methods say.
    let scores = Scores::of(&e, &rules).unwrap();
    assert_eq!(standings, e.standings_view(&scores));
    assert_eq!(view.standings, standings.standings);
    assert_eq!(refused, e.check_draw(&scores).unwrap_err());
    assert_eq!(
        refused.message,
        "round 2 is not over: tables 1, 2, 3 and 4 are not complete"
    );
    assert_eq!(by_code, table);
    assert_eq!(
        (table.round, table.current, table.score.deals),
        (2, true, 1)
    );
    assert_eq!(
        table.view().totals,
        rules.score(&[deal(100)]).unwrap().totals
    );
    assert_eq!(
        view.tables.iter().map(|t| t.deals).collect::<Vec<_>>(),
        [1, 0, 0, 0]
    );

    // A correction of one table of round 1: only that table is scored again.
    let mut changed = e.clone();
    changed
        .set_deals(&rules, 1, 3, vec![deal(60), deal(100)])
        .unwrap();
    let before = belote_core::scorings();
    let again = ScoredEvent::rebuild(changed.clone(), &scored).unwrap();
    assert_eq!(belote_core::scorings() - before, 1);
    let fresh = ScoredEvent::new(changed).unwrap();
    assert_eq!(again.scores, fresh.scores);
    assert_eq!(again.standings(), fresh.standings());
    assert_ne!(again.standings(), scored.standings());

    // Nothing changed: nothing scored.
    let before = belote_core::scorings();
    let same = ScoredEvent::rebuild(e, &scored).unwrap();
    assert_eq!(belote_core::scorings() - before, 0);
    assert_eq!(same.scores, scored.scores);
}
