//! Worked events, read from data files by one loop (tests/data/events/*.json): a definition,
//! then steps — draws, deals, withdrawals, late entrants — each with what it must give, and
//! the standings and prizes expected along the way.
//!
//! A file: `{"definition": {…}, "deals": {"name": round facts, …}, "steps": [step, …]}`. A step
//! is one of
//! - `{"draw": {"tables": [[A, B], …], "byes": […]}}` (or `"redraw"`), or `{"draw": {"error": AT}}`;
//! - `{"deals": [round, table, [deal, …]], "totals": [A, B], "complete": bool}` where a deal is
//!   a round fact or the name of one in `deals`; or with `"error": AT` instead of totals;
//! - `{"add": entrant, "number": N}`, `{"withdraw": N, "changed": bool}`;
//! - `{"standings": [[rank, entrant, points, against, played, wins, draws, losses, byes,
//!   match_points, prize], …], "withdrawn": [N, …]}` (prize `null` for none).

use std::path::Path;

use belote_event::{Definition, Event, Scores, TableRules};
use serde_json::{json, Value};

fn deals_of(list: &Value, named: &Value) -> Vec<Value> {
    list.as_array()
        .expect("deals are a list")
        .iter()
        .map(|d| match d {
            Value::String(name) => named
                .get(name)
                .unwrap_or_else(|| panic!("no deal named {name}"))
                .clone(),
            other => other.clone(),
        })
        .collect()
}

fn tables_of(round: &belote_event::Round) -> Value {
    json!(round
        .tables
        .iter()
        .map(|t| json!([t.a, t.b]))
        .collect::<Vec<_>>())
}

fn run_file(path: &Path) -> usize {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let def = Definition::parse(&file["definition"], "2026-12-05")
        .unwrap_or_else(|e| panic!("{name}: definition: {} at {}", e.message, e.at));
    let mut event = Event {
        pairs: Vec::new(),
        seedings: Vec::new(),
        id: "e-test".into(),
        created: "2026-12-05T14:00:00Z".into(),
        def,
        withdrawn: vec![],
        rounds: vec![],
    };
    let rules = TableRules::of(&event.def).unwrap();
    let named = &file["deals"];
    let mut codes = 0u32;
    let mut code = || {
        codes += 1;
        format!("{codes:06}")
    };
    let mut attempts = 0;
    let steps = file["steps"].as_array().expect("steps");
    for (i, step) in steps.iter().enumerate() {
        let here = format!("{name} step {i}: {step}");
        if let Some(want) = step.get("draw").or(step.get("redraw")) {
            let scores = Scores::of(&event, &rules).unwrap();
            let result = if step.get("draw").is_some() {
                event.draw_next(&scores, &mut code).cloned()
            } else {
                attempts += 1;
                event.redraw(&scores, attempts, &mut code).cloned()
            };
            match (result, want.get("error")) {
                (Ok(round), None) => {
                    assert_eq!(tables_of(&round), want["tables"], "{here}");
                    assert_eq!(json!(round.byes), want["byes"], "{here}");
                }
                (Err(e), Some(at)) => assert_eq!(json!(e.at), *at, "{here}: {}", e.message),
                (Ok(round), Some(_)) => panic!("{here}: drew {}", tables_of(&round)),
                (Err(e), None) => panic!("{here}: {} at {}", e.message, e.at),
            }
        } else if let Some(d) = step.get("deals") {
            let (round, table) = (d[0].as_u64().unwrap() as u32, d[1].as_u64().unwrap() as u32);
            let result = event.set_deals(&rules, round, table, deals_of(&d[2], named));
            match (result, step.get("error")) {
                (Ok(score), None) => {
                    assert_eq!(
                        json!([score.totals.a, score.totals.b]),
                        step["totals"],
                        "{here}"
                    );
                    assert_eq!(json!(score.complete), step["complete"], "{here}");
                }
                (Err(e), Some(at)) => assert_eq!(json!(e.at), *at, "{here}: {}", e.message),
                (Ok(score), Some(_)) => panic!("{here}: scored {:?}", score.totals),
                (Err(e), None) => panic!("{here}: {} at {}", e.message, e.at),
            }
        } else if let Some(entrant) = step.get("add") {
            let n = event
                .add_entrant(entrant)
                .unwrap_or_else(|e| panic!("{here}: {}", e.message));
            assert_eq!(json!(n), step["number"], "{here}");
        } else if let Some(n) = step.get("withdraw") {
            let changed = event.withdraw(n.as_u64().unwrap() as u32).unwrap();
            assert_eq!(json!(changed), step["changed"], "{here}");
        } else if let Some(want) = step.get("standings") {
            let view = event.standings_view(&Scores::of(&event, &rules).unwrap());
            let rows: Vec<Value> = view
                .standings
                .iter()
                .map(|s| {
                    json!([
                        s.rank,
                        s.entrant,
                        s.points,
                        s.against,
                        s.played,
                        s.wins,
                        s.draws,
                        s.losses,
                        s.byes,
                        s.match_points,
                        s.prize
                    ])
                })
                .collect();
            assert_eq!(
                json!(rows),
                *want,
                "{here}\nactual:\n{}",
                pretty_rows(&rows)
            );
            let withdrawn: Vec<u32> = view
                .standings
                .iter()
                .filter(|s| s.withdrawn)
                .map(|s| s.entrant)
                .collect();
            let want_w = step.get("withdrawn").cloned().unwrap_or(json!([]));
            assert_eq!(json!(withdrawn), want_w, "{here}");
            for s in &view.standings {
                assert_eq!(s.difference, s.points - s.against);
                assert_eq!(s.name, event.def.name_of(s.entrant));
            }
        } else {
            panic!("{here}: unknown step");
        }
    }
    steps.len()
}

fn pretty_rows(rows: &[Value]) -> String {
    rows.iter()
        .map(|r| format!("      {r},"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn worked_events() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/events");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "{files:?}");
    let steps: usize = files.iter().map(|f| run_file(f)).sum();
    assert!(steps > 30, "{steps} steps");
}
