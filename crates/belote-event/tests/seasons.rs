//! Seasons (docs/events.md "Seasons"): the contract's worked examples, read from data files by
//! one loop (tests/data/seasons/*.json), and the season's invariants as properties.
//!
//! A file: `{"definition": {…}, "events": [event, …], "expect": {…}}`. An event is written with
//! its results only, `{"id", "name", "kind", "final"?, "rows": [row, …]}`, its rows in listing
//! order, each `{"name", "players"?, "rank"?, "points"?, "match_points"?, "played"?, "byes"?,
//! "capots"?}` (rank: the row's position unless given; played 1 and the rest 0 unless given).
//! `expect` holds `events` (`[final, period]` each), `standings` (each line's keys as in the
//! JSON, but `results` written `"4700* 3900 4000a*"` — counted ones starred, absences marked
//! `a` — and `periods` written `"1:720* 2:700"`), and `sides` (`{"capots": [[rank, name,
//! count], …]}`).

use std::path::Path;

use belote_event::season::{season_standings, EventOutcome, SeasonDefinition, SeasonStandings};
use belote_event::{Definition, Entrant, EntrantKind, Event, Round, ScoredEvent, Standing, Table};
use proptest::prelude::*;
use serde_json::{json, Value};

fn kind_of(v: &Value) -> EntrantKind {
    match v.as_str() {
        Some("teams") => EntrantKind::Teams,
        _ => EntrantKind::Players,
    }
}

/// An event written with its results only.
fn outcome(v: &Value) -> EventOutcome {
    let rows = v["rows"].as_array().expect("rows");
    let n = |row: &Value, key: &str, default: i64| {
        row.get(key).and_then(Value::as_i64).unwrap_or(default)
    };
    EventOutcome {
        id: v["id"].as_str().unwrap().to_string(),
        name: v["name"].as_str().unwrap().to_string(),
        date: "2026-10-01".into(),
        kind: kind_of(&v["kind"]),
        is_final: v.get("final").and_then(Value::as_bool).unwrap_or(true),
        entrants: rows
            .iter()
            .map(|r| Entrant {
                name: r["name"].as_str().unwrap().to_string(),
                players: r
                    .get("players")
                    .map(|p| serde_json::from_value(p.clone()).unwrap()),
            })
            .collect(),
        standings: rows
            .iter()
            .enumerate()
            .map(|(i, r)| Standing {
                rank: n(r, "rank", i as i64 + 1) as u32,
                entrant: i as u32 + 1,
                name: r["name"].as_str().unwrap().to_string(),
                points: n(r, "points", 0),
                against: 0,
                difference: 0,
                played: n(r, "played", 1) as u32,
                wins: 0,
                draws: 0,
                losses: 0,
                byes: n(r, "byes", 0) as u32,
                match_points: n(r, "match_points", 0),
                withdrawn: false,
                prize: None,
                ..Standing::default()
            })
            .collect(),
        capots: rows.iter().map(|r| n(r, "capots", 0) as u32).collect(),
    }
}

/// What the events of a file say about each id: stored, and of which kind.
fn kinds_of(events: &[EventOutcome]) -> impl Fn(&str) -> Option<EntrantKind> + '_ {
    move |id| events.iter().find(|e| e.id == id).map(|e| e.kind)
}

/// `"4700* 3900 4000a*"`.
fn results_text(line: &Value) -> String {
    line["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            format!(
                "{}{}{}",
                r["score"],
                if r["absent"] == json!(true) { "a" } else { "" },
                if r["counted"] == json!(true) { "*" } else { "" }
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `"1:720* 2:700"`.
fn periods_text(line: &Value) -> String {
    line["periods"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            format!(
                "{}:{}{}",
                p["period"],
                p["result"],
                if p["counted"] == json!(true) { "*" } else { "" }
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn run_file(path: &Path) {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let events: Vec<EventOutcome> = file["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(outcome)
        .collect();
    let def = SeasonDefinition::parse(&file["definition"], &kinds_of(&events))
        .unwrap_or_else(|e| panic!("{name}: definition: {} at {}", e.message, e.at));
    let got = serde_json::to_value(season_standings("s-test", &def, &events)).unwrap();
    let expect = &file["expect"];

    let events_got: Vec<Value> = got["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| json!([e["final"], e["period"]]))
        .collect();
    assert_eq!(json!(events_got), expect["events"], "{name}: events");

    let lines = got["standings"].as_array().unwrap();
    let want = expect["standings"].as_array().unwrap();
    let names: Vec<&Value> = lines.iter().map(|l| &l["name"]).collect();
    let want_names: Vec<&Value> = want.iter().map(|l| &l["name"]).collect();
    assert_eq!(names, want_names, "{name}: who, in order");
    for (line, want) in lines.iter().zip(want) {
        for (key, value) in want.as_object().unwrap() {
            let actual = match key.as_str() {
                "results" => json!(results_text(line)),
                "periods" => json!(periods_text(line)),
                k => line[k].clone(),
            };
            assert_eq!(&actual, value, "{name}: {} {key}", line["name"]);
        }
    }
    let sides: Value = got["sides"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, list)| {
            let rows: Vec<Value> = list
                .as_array()
                .unwrap()
                .iter()
                .map(|s| json!([s["rank"], s["name"], s[k.as_str()]]))
                .collect();
            (k.clone(), json!(rows))
        })
        .collect::<serde_json::Map<_, _>>()
        .into();
    assert_eq!(sides, expect["sides"], "{name}: sides");
}

#[test]
fn the_worked_examples() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seasons");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "the contract's three worked examples");
    for f in &files {
        run_file(f);
    }
}

#[test]
fn the_standings_json_has_the_contract_keys() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seasons");
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("1_best_3_of_7.json")).unwrap())
            .unwrap();
    let events: Vec<EventOutcome> = file["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(outcome)
        .collect();
    let def = SeasonDefinition::parse(&file["definition"], &kinds_of(&events)).unwrap();
    let got = serde_json::to_value(season_standings("s-1", &def, &events)).unwrap();
    let keys = |v: &Value| -> Vec<String> { v.as_object().unwrap().keys().cloned().collect() };
    assert_eq!(
        keys(&got),
        ["season", "name", "events", "standings", "sides"]
    );
    assert_eq!(
        keys(&got["events"][0]),
        ["event", "name", "date", "final", "period"]
    );
    assert_eq!(
        keys(&got["standings"][0]),
        [
            "rank", "name", "eligible", "played", "absences", "total", "average", "results",
            "capots"
        ]
    );
    assert_eq!(
        keys(&got["standings"][0]["results"][0]),
        ["event", "score", "absent", "counted"]
    );
    assert_eq!(keys(&got["sides"]["capots"][0]), ["rank", "name", "capots"]);
    assert_eq!(got["standings"][2]["results"][2]["event"], json!("e-3"));
}

/// A real event of teams: it counts once its last round's tables are all complete, and the
/// capots of its deals go to the players listed with the side that took every trick.
#[test]
fn an_event_counts_once_final_and_gives_its_capots() {
    let def = Definition::parse(
        &json!({ "name": "Concours", "variant": "classic", "format": { "rounds": 1, "deals": 2 },
                 "teams": [ { "name": "Les Cochons", "players": ["Jean", "Paul"] },
                            { "name": "Duo 2" } ] }),
        "2026-10-01",
    )
    .unwrap();
    let capot = json!({ "taker": "A", "contract": "hearts", "capot": "A" });
    let mut event = Event {
        pairs: Vec::new(),
        seedings: Vec::new(),
        id: "e-1".into(),
        created: "2026-10-01T19:00:00Z".into(),
        def,
        withdrawn: vec![],
        rounds: vec![Round {
            number: 1,
            tables: vec![Table {
                number: 1,
                code: "AAAAAA".into(),
                a: vec![1],
                b: vec![2],
                deals: vec![capot.clone()],
                group: None,
                places: None,
            }],
            byes: vec![],
        }],
    };
    let kinds = |_: &str| Some(EntrantKind::Teams);
    let def = SeasonDefinition::parse(
        &json!({ "name": "S", "events": ["e-1"], "side": ["capots"],
                 "absences": [ { "event": "e-1", "name": "Marie" } ] }),
        &kinds,
    )
    .unwrap();
    let half = EventOutcome::of(&ScoredEvent::new(event.clone()).unwrap());
    assert!(!half.is_final);
    let season = season_standings("s", &def, &[half]);
    assert!(
        season.standings.is_empty(),
        "nothing counts, absences included"
    );
    assert!(!season.events[0].is_final);

    event.rounds[0].tables[0].deals.push(capot);
    let whole = EventOutcome::of(&ScoredEvent::new(event.clone()).unwrap());
    assert!(whole.is_final);
    assert_eq!(whole.capots, [2, 0]);
    let season = serde_json::to_value(season_standings("s", &def, &[whole])).unwrap();
    let lines: Vec<Value> = season["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| json!([l["rank"], l["name"], l["total"], l["capots"], l["absences"]]))
        .collect();
    assert_eq!(
        json!(lines),
        json!([
            [1, "Jean", 504, 2, 0],
            [1, "Paul", 504, 2, 0],
            [3, "Marie", 0, 0, 1]
        ])
    );
    assert_eq!(
        season["sides"]["capots"],
        json!([{ "rank": 1, "name": "Jean", "capots": 2 }, { "rank": 1, "name": "Paul", "capots": 2 }])
    );
}

// ---------------------------------------------------------------------------------------
// Properties.

/// A real event of `players` players over `rounds` rounds of one deal each, every table
/// complete: round r seats the players in a shifted order, four at a table, the rest sit out.
fn played_event(players: usize, points: &[Vec<u32>]) -> Event {
    let names: Vec<String> = (0..players).map(|i| format!("Player {}x", i + 1)).collect();
    let def = Definition::parse(
        &json!({ "name": "Avond", "variant": "classic", "format": { "rounds": points.len(), "deals": 1 },
                 "entrants": "players", "players": names, "ranking": ["points"] }),
        "2026-10-01",
    )
    .unwrap();
    let rounds = points
        .iter()
        .enumerate()
        .map(|(r, table_points)| {
            let order: Vec<u32> = (0..players).map(|i| ((i + r * 3) % players) as u32 + 1).collect();
            let tables: Vec<Table> = order
                .chunks_exact(4)
                .enumerate()
                .map(|(t, four)| Table {
                    number: t as u32 + 1,
                    code: format!("{r}{t:05}"),
                    a: vec![four[0], four[3]],
                    b: vec![four[1], four[2]],
                    deals: vec![json!({ "taker": "A", "contract": "hearts",
                                         "points": { "A": table_points[t % table_points.len()] } })],
                    group: None,
                    places: None,
                })
                .collect();
            let byes = order[tables.len() * 4..].to_vec();
            Round { number: r as u32 + 1, tables, byes }
        })
        .collect();
    Event {
        pairs: Vec::new(),
        seedings: Vec::new(),
        id: "e-1".into(),
        created: "2026-10-01T19:00:00Z".into(),
        def,
        withdrawn: vec![],
        rounds,
    }
}

fn totals(s: &SeasonStandings) -> Vec<(String, i64)> {
    let mut out: Vec<(String, i64)> = s
        .standings
        .iter()
        .map(|l| (l.name.clone(), l.total))
        .collect();
    out.sort();
    out
}

const NAMES: [&str; 7] = ["Anna", "Bram", "Cor", "Dirk", "Els", "Fenna", "Gijs"];

/// A season of `results.len()` events of players, each result `Some(points)` or absent.
fn abstract_events(results: &[Vec<Option<u16>>]) -> Vec<EventOutcome> {
    results
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let rows: Vec<Value> = row
                .iter()
                .zip(NAMES)
                .filter_map(|(p, name)| p.map(|p| (p, name)))
                .map(|(p, name)| json!({ "name": name, "points": p }))
                .collect();
            let mut e = outcome(
                &json!({ "id": format!("e-{i}"), "name": "Avond", "kind": "players",
                                        "rows": rows }),
            );
            // Ranks by points, shared.
            let pts: Vec<i64> = e.standings.iter().map(|s| s.points).collect();
            for s in &mut e.standings {
                s.rank = 1 + pts.iter().filter(|&&p| p > s.points).count() as u32;
            }
            e
        })
        .collect()
}

/// A ranking for `events` events: every rule the contract has, by `pick`.
fn ranking_for(events: usize, pick: (u8, u8, u8)) -> Value {
    let (count, aggregate, score) = pick;
    let mut r = json!({ "aggregate": if aggregate == 0 { "sum" } else { "average" } });
    match count % 3 {
        0 => {}
        1 => r["count"] = json!({ "best": 1 + (count as usize / 3) % events }),
        _ => {
            // Periods of two events, the best one each; the best half of the periods count.
            let periods: Vec<Value> = (0..events.div_ceil(2))
                .map(|p| json!({ "events": if 2 * p + 1 < events { 2 } else { 1 }, "best": 1 }))
                .collect();
            r["count"] = json!({ "best": periods.len().div_ceil(2) });
            r["periods"] = json!(periods);
        }
    }
    if score == 1 {
        r["score"] = json!("place");
        r["place_points"] = json!([10, 7, 5, 3]);
        r["place_default"] = json!(1);
    }
    r
}

fn results_strategy() -> impl Strategy<Value = Vec<Vec<Option<u16>>>> {
    prop::collection::vec(
        prop::collection::vec(prop::option::of(0u16..3000), NAMES.len()),
        1..6,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A season of one event with no rules is that event's standings: every entrant with a
    /// result, its points as the total and its rank (the event ranked on points alone).
    #[test]
    fn one_event_without_rules_is_its_standings(
        players in 4usize..11,
        points in prop::collection::vec(prop::collection::vec(0u32..=162, 1..3), 1..4),
    ) {
        let event = played_event(players, &points);
        let outcome = EventOutcome::of(&ScoredEvent::new(event.clone()).unwrap());
        prop_assert!(outcome.is_final);
        let def = SeasonDefinition::parse(&json!({ "name": "S", "events": ["e-1"] }),
                                          &|_: &str| Some(EntrantKind::Players)).unwrap();
        let season = season_standings("s-1", &def, std::slice::from_ref(&outcome));
        let with_result: Vec<&Standing> =
            outcome.standings.iter().filter(|s| s.played + s.byes > 0).collect();
        prop_assert_eq!(season.standings.len(), with_result.len());
        for s in with_result {
            let line = season.standings.iter().find(|l| l.name == s.name).unwrap();
            prop_assert_eq!(line.total, s.points);
            prop_assert_eq!(line.rank, Some(s.rank));
            prop_assert!(line.eligible);
        }
    }

    /// An excused absence never lowers anyone's total, whatever the rules.
    #[test]
    fn an_absence_never_lowers_a_total(
        results in results_strategy(),
        pick in (0u8..9, 0u8..2, 0u8..2),
        absence_score in 0i64..3000,
        who in 0usize..NAMES.len(),
        at in 0usize..6,
    ) {
        let events = abstract_events(&results);
        let ids: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
        let mut ranking = ranking_for(events.len(), pick);
        ranking["absence_score"] = json!(absence_score);
        let kinds = |_: &str| Some(EntrantKind::Players);
        let mut def = SeasonDefinition::parse(
            &json!({ "name": "S", "events": ids, "ranking": ranking }), &kinds).unwrap();
        let before = totals(&season_standings("s", &def, &events));
        def.set_absence(&ids[at % ids.len()], NAMES[who], true).unwrap();
        let after = totals(&season_standings("s", &def, &events));
        for (name, total) in before {
            let now = after.iter().find(|(n, _)| *n == name).map(|x| x.1);
            prop_assert!(now.is_some_and(|t| t >= total), "{} {} → {:?}", name, total, now);
        }
    }

    /// The best N of a season (or its best periods) never exceed the sum of all its results.
    #[test]
    fn best_n_never_exceeds_the_sum_of_all(
        results in results_strategy(),
        pick in (0u8..9, 0u8..1, 0u8..2),
    ) {
        let events = abstract_events(&results);
        let ids: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
        let kinds = |_: &str| Some(EntrantKind::Players);
        let ranking = ranking_for(events.len(), pick);
        let mut all = json!({ "score": ranking.get("score").cloned().unwrap_or(json!("points")) });
        if let Some(p) = ranking.get("place_points") {
            all["place_points"] = p.clone();
            all["place_default"] = ranking["place_default"].clone();
        }
        let best = SeasonDefinition::parse(
            &json!({ "name": "S", "events": ids, "ranking": ranking }), &kinds).unwrap();
        let every = SeasonDefinition::parse(
            &json!({ "name": "S", "events": ids, "ranking": all }), &kinds).unwrap();
        let best = totals(&season_standings("s", &best, &events));
        let every = totals(&season_standings("s", &every, &events));
        prop_assert_eq!(best.len(), every.len());
        for ((name, b), (_, e)) in best.iter().zip(&every) {
            prop_assert!(b <= e, "{}: best {} > all {}", name, b, e);
        }
    }
}
