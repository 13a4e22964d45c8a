//! The worked examples of docs/events.md "Stages: pools, brackets, consolante", read from data
//! files by one loop (tests/data/stages/*.json), and every bad definition of the contract
//! (tests/data/stages/bad_definitions.json) with the `at` it gives.
//!
//! An example: `{"definition": {…}, "steps": [step, …]}`. Tables are known by their totals
//! (the examples give totals, not deals): a step is one of
//! - `{"draw": {"tables": [[A, B, group, places?], …], "byes": […]}}` (or `"redraw"`), or
//!   `{"draw": {"error": AT}}`;
//! - `{"results": [[round, table, A, B, deals?, complete?, extra?], …]}`: a table's totals
//!   (`extra`: it took extra deals, as a game to the target's scoring says);
//! - `{"stage": {…what it prints…}}` or `{"stage": {"error": AT}}`;
//! - `{"seeding": {…}}`: the first stage's stored seeding;
//! - `{"pools": {"A": [[rank, place, team, points, against, played, wins, draws, losses, byes,
//!   mp, {values}?], …]}}`;
//! - `{"bracket": [[round, table, bracket, lo, hi, A, B, winner, how], …]}`;
//! - `{"ranking": [[rank, team, group, place, points, against, played, wins, draws, losses,
//!   byes, mp, prize], …]}`, and for an event without stages `{"standings": [[rank, team,
//!   points, against, played, wins, draws, losses, byes, mp, {values}, prize], …]}`;
//! - `{"add": entrant, "number": N}`, `{"withdraw": N}`, `{"final": bool}`.

use std::path::Path;

use belote_event::stage::progress::{stages, Groups};
use belote_event::stage::ranking::event_ranking;
use belote_event::stage::view::{bracket_view, stage_output, table_group};
use belote_event::stage::{Given, Played};
use belote_event::{Definition, Event};
use serde_json::{json, Value};

/// Applies a change to a definition: `{"set": POINTER, "value": V}`, `{"remove": POINTER}`,
/// `{"push": POINTER, "value": V}`, `{"truncate": POINTER, "len": N}`.
pub fn change(def: &mut Value, op: &Value) {
    let parent_key = |p: &str| -> (String, String) {
        let (parent, key) = p.rsplit_once('/').expect("a pointer");
        (parent.to_string(), key.to_string())
    };
    if let Some(p) = op.get("set").and_then(Value::as_str) {
        let (parent, key) = parent_key(p);
        let target = def
            .pointer_mut(&parent)
            .unwrap_or_else(|| panic!("no {parent}"));
        match target {
            Value::Object(o) => {
                o.insert(key, op["value"].clone());
            }
            Value::Array(a) => a[key.parse::<usize>().unwrap()] = op["value"].clone(),
            _ => panic!("{parent} holds nothing"),
        }
    } else if let Some(p) = op.get("remove").and_then(Value::as_str) {
        let (parent, key) = parent_key(p);
        match def.pointer_mut(&parent).unwrap() {
            Value::Object(o) => {
                o.remove(&key);
            }
            Value::Array(a) => {
                a.remove(key.parse::<usize>().unwrap());
            }
            _ => panic!("{parent} holds nothing"),
        }
    } else if let Some(p) = op.get("push").and_then(Value::as_str) {
        def.pointer_mut(p)
            .and_then(Value::as_array_mut)
            .unwrap_or_else(|| panic!("no list at {p}"))
            .push(op["value"].clone());
    } else if let Some(p) = op.get("truncate").and_then(Value::as_str) {
        def.pointer_mut(p)
            .and_then(Value::as_array_mut)
            .unwrap()
            .truncate(op["len"].as_u64().unwrap() as usize);
    } else {
        panic!("unknown change {op}");
    }
}

fn set_result(given: &mut Given, r: &Value, default_deals: usize) {
    let (round, table) = (
        r[0].as_u64().unwrap() as usize,
        r[1].as_u64().unwrap() as usize,
    );
    while given.0.len() < round {
        given.0.push(Vec::new());
    }
    let row = &mut given.0[round - 1];
    while row.len() < table {
        row.push(None);
    }
    row[table - 1] = Some(Played {
        a: r[2].as_i64().unwrap(),
        b: r[3].as_i64().unwrap(),
        deals: r
            .get(4)
            .and_then(Value::as_u64)
            .map_or(default_deals, |d| d as usize),
        complete: r.get(5).and_then(Value::as_bool).unwrap_or(true),
        extra: r.get(6).and_then(Value::as_bool).unwrap_or(false),
    });
}

fn subset(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => w
            .iter()
            .all(|(k, v)| g.get(k).is_some_and(|x| subset(v, x))),
        (Value::Array(w), Value::Array(g)) => {
            w.len() == g.len() && w.iter().zip(g).all(|(a, b)| subset(a, b))
        }
        _ => want == got,
    }
}

fn run_file(path: &Path) -> usize {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let def = Definition::parse(&file["definition"], "2027-03-06")
        .unwrap_or_else(|e| panic!("{name}: definition: {} at {}", e.message, e.at));
    let default_deals = def.stage_list().first().and_then(|s| s.deals).unwrap_or(1) as usize;
    let mut event = Event::new("e-test", "2027-03-06T09:00:00Z", def);
    event.def.draw.seed = Some(7);
    let mut given = Given::default();
    let mut codes = 0u32;
    let mut attempts = 0;
    let steps = file["steps"].as_array().expect("steps");
    for (i, step) in steps.iter().enumerate() {
        let here = format!("{name} step {i}: {step}");
        let mut code = || {
            codes += 1;
            format!("{codes:06}")
        };
        if let Some(want) = step.get("draw").or(step.get("redraw")) {
            let result = if step.get("draw").is_some() {
                event.draw_next(&given, &mut code).cloned()
            } else {
                attempts += 1;
                event.redraw(&given, attempts, &mut code).cloned()
            };
            match (result, want.get("error")) {
                (Ok(round), None) => {
                    let runs = stages(&event, &given);
                    let tables: Vec<Value> = round
                        .tables
                        .iter()
                        .map(|t| {
                            let (group, places) =
                                table_group(&event, &runs, round.number, t.number);
                            let mut row = vec![json!(t.a[0]), json!(t.b[0]), json!(group)];
                            if let Some(p) = places {
                                row.push(json!(p));
                            }
                            Value::Array(row)
                        })
                        .collect();
                    assert_eq!(json!(tables), want["tables"], "{here}");
                    assert_eq!(json!(round.byes), want["byes"], "{here}");
                }
                (Err(e), Some(at)) => assert_eq!(json!(e.at), *at, "{here}: {}", e.message),
                (Ok(round), Some(_)) => panic!("{here}: drew {:?}", round.tables),
                (Err(e), None) => panic!("{here}: {} at {}", e.message, e.at),
            }
        } else if let Some(list) = step.get("results") {
            for r in list.as_array().unwrap() {
                set_result(&mut given, r, default_deals);
            }
        } else if let Some(want) = step.get("stage") {
            match (event.close_stage(&given), want.get("error")) {
                (Ok(next), None) => {
                    event = next;
                    let out = stage_output(&event, &stages(&event, &given), event.current_stage());
                    assert!(subset(want, &out), "{here}\nactual: {out}");
                }
                (Err(e), Some(at)) => assert_eq!(json!(e.at), *at, "{here}: {}", e.message),
                (Ok(_), Some(_)) => panic!("{here}: the stage closed"),
                (Err(e), None) => panic!("{here}: {} at {}", e.message, e.at),
            }
        } else if let Some(want) = step.get("seeding") {
            let stage = &event.def.stage_list()[0];
            let got = event.seedings[0].seeded.to_json(stage);
            assert!(subset(want, &got), "{here}\nactual: {got}");
        } else if let Some(want) = step.get("pools") {
            let runs = stages(&event, &given);
            let k = event.current_stage();
            let Groups::Pools(pools) = &runs[k].groups else {
                panic!("{here}: not a pools stage")
            };
            for p in pools {
                let rows: Vec<Value> = p
                    .table
                    .rows
                    .iter()
                    .zip(&p.table.places)
                    .map(|(s, place)| {
                        let mut row = json!([
                            s.rank,
                            place,
                            s.entrant,
                            s.points,
                            s.against,
                            s.played,
                            s.wins,
                            s.draws,
                            s.losses,
                            s.byes,
                            s.match_points
                        ]);
                        if !s.values.is_empty() {
                            row.as_array_mut()
                                .unwrap()
                                .push(Value::Object(s.values.clone()));
                        }
                        row
                    })
                    .collect();
                assert_eq!(json!(rows), want[&p.letter], "{here}: pool {}", p.letter);
            }
        } else if let Some(want) = step.get("bracket") {
            let runs = stages(&event, &given);
            let view = bracket_view(&event, &runs).expect("a knockout");
            let mut rows = Vec::new();
            for b in view["brackets"].as_array().unwrap() {
                for m in b["matches"].as_array().unwrap() {
                    rows.push(json!([
                        m["round"],
                        m["table"],
                        b["bracket"],
                        m["places"][0],
                        m["places"][1],
                        m["A"],
                        m["B"],
                        m["winner"],
                        m["result"]
                    ]));
                }
            }
            assert_eq!(json!(rows), *want, "{here}");
        } else if let Some(want) = step.get("ranking").or(step.get("standings")) {
            let runs = stages(&event, &given);
            let rows: Vec<Value> = if event.def.is_staged() || event.def.is_melee() {
                event_ranking(&event, &runs)
                    .iter()
                    .map(|s| {
                        let f = s.finish.clone().unwrap();
                        json!([
                            s.rank,
                            s.entrant,
                            f.group,
                            f.place,
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
                    .collect()
            } else {
                event
                    .standings_after(&given, event.rounds.len())
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
                            Value::Object(s.values.clone()),
                            s.prize
                        ])
                    })
                    .collect()
            };
            assert_eq!(
                json!(rows),
                *want,
                "{here}\nactual:\n{}",
                rows.iter()
                    .map(Value::to_string)
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        } else if let Some(entrant) = step.get("add") {
            match (event.add_entrant(entrant), step.get("error")) {
                (Ok(n), None) => assert_eq!(json!(n), step["number"], "{here}"),
                (Err(e), Some(at)) => assert_eq!(json!(e.at), *at, "{here}"),
                (r, _) => panic!("{here}: {r:?}"),
            }
        } else if let Some(n) = step.get("withdraw") {
            event.withdraw(n.as_u64().unwrap() as u32).unwrap();
        } else if let Some(f) = step.get("final") {
            let runs = stages(&event, &given);
            assert_eq!(
                json!(belote_event::stage::progress::is_final(&event, &runs)),
                *f,
                "{here}"
            );
        } else {
            panic!("{here}: unknown step");
        }
    }
    steps.len()
}

#[test]
fn the_worked_examples() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/stages");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p.file_name().unwrap().to_string_lossy().starts_with("bad_")
        })
        .collect();
    files.sort();
    let steps: usize = files.iter().map(|p| run_file(p)).sum();
    assert!(files.len() >= 7, "the seven worked examples");
    assert!(steps > 50);
}

#[test]
fn every_bad_definition_is_named_where_it_is() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/stages");
    let cases: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("bad_definitions.json")).unwrap())
            .unwrap();
    let cases = cases["cases"].as_array().unwrap();
    for case in cases {
        let file: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join(case["example"].as_str().unwrap())).unwrap(),
        )
        .unwrap();
        let mut def = file["definition"].clone();
        for op in case["changes"].as_array().unwrap() {
            change(&mut def, op);
        }
        match Definition::parse(&def, "2027-03-06") {
            Ok(_) => panic!("{case}: accepted"),
            Err(e) => assert_eq!(json!(e.at), case["at"], "{case}: {}", e.message),
        }
    }
    assert!(cases.len() >= 17);
}

/// A knockout table of one game to the target (`deals: null`) that took extra deals is
/// `"extra_deals"`, as one of a fixed number of deals is; a game won outright is `"played"`.
#[test]
fn a_game_to_the_target_with_extra_deals_says_so() {
    use belote_event::definition::{Placing, Tie};
    use belote_event::stage::bracket::{work_out, BracketFacts, DrawnMatch, How, Leave};
    let how = |extra: bool, deals: Option<u32>, n: usize| {
        let table = move |rho: u32, _t: u32| -> Option<DrawnMatch> {
            (rho == 1).then_some(DrawnMatch {
                table: 1,
                a: 1,
                b: 2,
                played: Some(Played {
                    a: 262,
                    b: 162,
                    deals: n,
                    complete: true,
                    extra,
                }),
            })
        };
        let state = work_out(&BracketFacts {
            seeds: &[1, 2],
            placing: Placing::Third,
            losers_leave: Leave::No,
            tie: Tie::ExtraDeal,
            deals,
            withdrawn: &|_| false,
            table: &table,
        });
        (state.matches[0].winner, state.matches[0].how)
    };
    assert_eq!(how(true, None, 3), (Some(1), How::ExtraDeals));
    assert_eq!(how(false, None, 3), (Some(1), How::Played));
    // Results given without the flag: more deals than the stage's count.
    assert_eq!(how(false, Some(4), 5), (Some(1), How::ExtraDeals));
    assert_eq!(how(false, Some(4), 4), (Some(1), How::Played));
}

/// Import checks a seeding by entrant number and a mêlée's pairs in registration order as
/// the stages compute them (docs/events.md "Event file"); the file as written reads back.
#[test]
fn import_checks_the_first_seeding_and_the_pairs_in_order() {
    use belote_event::export::{from_export, to_export};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/stages");
    let file: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("6_melee_knockout_seed.json")).unwrap(),
    )
    .unwrap();
    let mut def = file["definition"].clone();
    def["players"]
        .as_array_mut()
        .unwrap()
        .push(json!("Jacques"));
    let def = Definition::parse(&def, "2027-03-06").unwrap();
    let mut event = Event::new("e-test", "2027-03-06T09:00:00Z", def);
    let mut n = 0;
    event
        .draw_next(&Given::default(), &mut || {
            n += 1;
            format!("CCCCC{}", ["2", "3", "4", "5", "6", "7", "8", "9"][n % 8])
        })
        .unwrap();
    let good = to_export(&event);
    assert_eq!(
        good["pairs"],
        json!([[1, 2], [3, 4], [5, 6], [7, 8], [9, 10]])
    );
    from_export(&good, "2027-03-06").expect("the file as written");
    let refused = |f: &dyn Fn(&mut Value)| {
        let mut v = good.clone();
        f(&mut v);
        from_export(&v, "2027-03-06").map(|_| ()).unwrap_err().at
    };
    // Pairs not in registration order.
    assert_eq!(
        refused(&|v| v["pairs"] = json!([[1, 3], [2, 4], [5, 6], [7, 8], [9, 10]])),
        "pairs[1]"
    );
    // A player neither paired nor withdrawn.
    assert_eq!(
        refused(&|v| {
            v["pairs"] = json!([[1, 2], [3, 4], [5, 6], [7, 8]]);
            *v.pointer_mut("/stages/0/seeding/brackets/0/seeds").unwrap() = json!([1, 2, 3, 4]);
        }),
        "pairs"
    );
    // An "order" bracket not by team number, or missing a team.
    let seeds = "/stages/0/seeding/brackets/0/seeds";
    assert_eq!(
        refused(&|v| *v.pointer_mut(seeds).unwrap() = json!([2, 1, 3, 4, 5])),
        "stages[0].seeding.brackets[0].seeds"
    );
    assert_eq!(
        refused(&|v| *v.pointer_mut(seeds).unwrap() = json!([1, 2, 3, 4])),
        "stages[0].seeding.brackets[0].seeds"
    );
}
