//! What a staged event prints (docs/events.md "belote event: new and changed commands"): the
//! seeding `stage` prints, the brackets of `bracket --json`, a table's stage, group and
//! places. Keys in the contract's order.

use serde_json::{json, Map, Value};

use crate::definition::{Placing, StageKind};
use crate::event::Event;

use super::bracket::{How, Match};
use super::progress::{BracketRun, Groups, StageRun};
use super::seed::slots;
use super::Seeded;

/// A table's group (a pool's letter, a bracket's id; `None` in a rounds stage) and, in a
/// knockout, the places at stake: fixed when it was drawn.
pub fn table_group(
    event: &Event,
    _runs: &[StageRun],
    round: u32,
    table: u32,
) -> (Option<String>, Option<[u32; 2]>) {
    match event
        .round(round)
        .and_then(|r| r.tables.get(table as usize - 1))
    {
        Some(t) => (t.group.clone(), t.places),
        None => (None, None),
    }
}

fn how_str(h: How) -> &'static str {
    match h {
        How::Pending => "pending",
        How::Played => "played",
        How::ExtraDeals => "extra_deals",
        How::Seed => "seed",
        How::Bye => "bye",
        How::Walkover => "walkover",
    }
}

/// A bracket's seeding as `stage` prints it.
fn seeding_json(id: &str, seeds: Option<&Vec<u32>>) -> Value {
    match seeds {
        Some(s) => {
            let sl = slots(s);
            json!({ "bracket": id, "size": sl.len(), "seeds": s, "slots": sl })
        }
        None => json!({ "bracket": id, "size": null, "seeds": null, "slots": null }),
    }
}

/// What `belote event stage` prints after seeding stage `k`.
pub fn stage_output(event: &Event, runs: &[StageRun], k: usize) -> Value {
    let stages = event.def.stage_list();
    let stage = &stages[k];
    let mut o = Map::new();
    o.insert("event".into(), json!(event.id));
    o.insert(
        "closed".into(),
        json!(k.checked_sub(1).map(|p| stages[p].id.clone())),
    );
    o.insert("stage".into(), json!(stage.id));
    o.insert("kind".into(), json!(stage.kind.as_str()));
    o.insert("first_round".into(), json!(runs[k].first_round));
    o.insert("rounds".into(), json!(runs[k].rounds));
    match (&event.seedings[k].seeded, &stage.kind) {
        (Seeded::Entrants(list), _) => {
            o.insert("entrants".into(), json!(list));
        }
        (s @ Seeded::Pools(_), _) => {
            if let Value::Object(p) = s.to_json(stage) {
                o.extend(p);
            }
        }
        (Seeded::Brackets(list), StageKind::Knockout(ko)) => {
            let brackets: Vec<Value> = ko
                .brackets
                .iter()
                .zip(list)
                .map(|(b, s)| seeding_json(&b.id, s.as_ref()))
                .collect();
            o.insert("brackets".into(), Value::Array(brackets));
        }
        _ => {}
    }
    Value::Object(o)
}

fn match_json(run: &BracketRun, m: &Match) -> Value {
    let totals = m
        .table
        .filter(|(_, p)| p.complete)
        .map(|(_, p)| json!({ "A": p.a, "B": p.b }));
    json!({
        "round": run.first_round + m.bracket_round - 1,
        "bracket_round": m.bracket_round,
        "places": m.places,
        "table": m.table.map(|(n, _)| n),
        "A": m.a,
        "B": m.b,
        "totals": totals,
        "winner": m.winner,
        "result": how_str(m.how),
    })
}

/// The knockout stage's brackets as `belote event bracket --json` prints them, or `None`
/// before a knockout stage is seeded.
pub fn bracket_view(event: &Event, runs: &[StageRun]) -> Option<Value> {
    let stages = event.def.stage_list();
    let k = (0..event.seedings.len())
        .rev()
        .find(|&k| matches!(stages[k].kind, StageKind::Knockout(_)))?;
    let (Groups::Brackets(brackets), StageKind::Knockout(ko)) = (&runs[k].groups, &stages[k].kind)
    else {
        return None;
    };
    let list: Vec<Value> = ko
        .brackets
        .iter()
        .zip(brackets)
        .map(|(b, run)| {
            let placing = match b.placing {
                Placing::None => "none",
                Placing::Third => "third",
                Placing::All => "all",
            };
            let (size, teams, seeds, sl) = match &run.seeds {
                Some(s) => {
                    let sl = slots(s);
                    (json!(sl.len()), json!(s.len()), json!(s), json!(sl))
                }
                None => (Value::Null, Value::Null, Value::Null, Value::Null),
            };
            let matches: Vec<Value> = run
                .state
                .iter()
                .flat_map(|st| st.matches.iter().map(|m| match_json(run, m)))
                .collect();
            let places: Vec<Value> = match (&run.state, &run.waiting) {
                (Some(st), _) => st
                    .places
                    .iter()
                    .map(|&(t, p)| json!({ "place": p, "entrant": t }))
                    .collect(),
                (None, Some(w)) => w
                    .iter()
                    .map(|&t| json!({ "place": 1, "entrant": t }))
                    .collect(),
                _ => Vec::new(),
            };
            json!({
                "bracket": b.id, "name": b.name, "size": size, "teams": teams, "placing": placing,
                "first_round": run.first_round, "seeds": seeds, "slots": sl,
                "matches": matches, "places": places,
            })
        })
        .collect();
    Some(json!({ "event": event.id, "stage": stages[k].id, "brackets": list }))
}

/// Where team `t` went from stage `k`: the next stage's id, or in a knockout its bracket's.
fn went_to(event: &Event, k: usize, t: u32) -> Option<String> {
    let next = event.seedings.get(k + 1)?;
    let stages = event.def.stage_list();
    let stage = &stages[k + 1];
    match (&next.seeded, &stage.kind) {
        (Seeded::Brackets(list), StageKind::Knockout(ko)) => ko
            .brackets
            .iter()
            .zip(list)
            .find(|(_, s)| s.as_ref().is_some_and(|s| s.contains(&t)))
            .map(|(b, _)| b.id.clone()),
        (s, _) => s.teams().contains(&t).then(|| stage.id.clone()),
    }
}

/// A pool's or a rounds stage's row: rank, place, the team, its counters, its tie-break
/// values, whether it withdrew, and where it went.
fn group_row(event: &Event, k: usize, s: &crate::standings::Standing, place: Option<u32>) -> Value {
    let mut o = Map::new();
    o.insert("rank".into(), json!(s.rank));
    o.insert("place".into(), json!(place));
    o.insert("entrant".into(), json!(s.entrant));
    o.insert("name".into(), json!(s.name));
    if event.def.is_melee() {
        o.insert(
            "players".into(),
            json!(event.pairs.get(s.entrant as usize - 1)),
        );
    }
    for (key, v) in [
        ("points", s.points),
        ("against", s.against),
        ("difference", s.difference),
    ] {
        o.insert(key.into(), json!(v));
    }
    for (key, v) in [
        ("played", s.played),
        ("wins", s.wins),
        ("draws", s.draws),
        ("losses", s.losses),
        ("byes", s.byes),
    ] {
        o.insert(key.into(), json!(v));
    }
    o.insert("match_points".into(), json!(s.match_points));
    o.extend(s.values.clone());
    o.insert("withdrawn".into(), json!(s.withdrawn));
    o.insert("to".into(), json!(went_to(event, k, s.entrant)));
    Value::Object(o)
}

/// Every stage as `standings --json` lists it: its status, rounds and groups.
pub fn stages_json(event: &Event, runs: &[StageRun]) -> Vec<Value> {
    let stages = event.def.stage_list();
    stages
        .iter()
        .zip(runs)
        .enumerate()
        .map(|(k, (stage, run))| {
            let groups: Vec<Value> = match &run.groups {
                Groups::Unseeded => Vec::new(),
                Groups::Listing(t) => vec![json!({
                    "group": null,
                    "standings": t.rows.iter().zip(&t.places)
                        .map(|(s, &p)| group_row(event, k, s, p)).collect::<Vec<_>>(),
                })],
                Groups::Pools(pools) => pools
                    .iter()
                    .map(|p| {
                        json!({
                            "group": p.letter,
                            "standings": p.table.rows.iter().zip(&p.table.places)
                                .map(|(s, &pl)| group_row(event, k, s, pl)).collect::<Vec<_>>(),
                        })
                    })
                    .collect(),
                Groups::Brackets(brackets) => match &stage.kind {
                    StageKind::Knockout(ko) => ko
                        .brackets
                        .iter()
                        .zip(brackets)
                        .map(|(b, r)| {
                            let places: Vec<Value> = match (&r.state, &r.waiting) {
                                (Some(st), _) => st
                                    .places
                                    .iter()
                                    .map(|&(t, p)| json!({ "place": p, "entrant": t }))
                                    .collect(),
                                (None, Some(w)) => w
                                    .iter()
                                    .map(|&t| json!({ "place": 1, "entrant": t }))
                                    .collect(),
                                _ => Vec::new(),
                            };
                            json!({ "group": b.id, "places": places })
                        })
                        .collect(),
                    _ => Vec::new(),
                },
            };
            json!({
                "stage": stage.id, "name": stage.name, "kind": stage.kind.as_str(),
                "status": run.status.as_str(), "first_round": run.first_round, "rounds": run.rounds,
                "groups": groups,
            })
        })
        .collect()
}

impl Event {
    /// The standings of a staged event (or of one with sessions, or a mêlée): the event's
    /// ranking, and each stage with its groups.
    pub fn staged_standings_view(
        &self,
        results: &dyn super::Results,
    ) -> crate::view::StandingsView {
        standings_view(self, results)
    }
}

/// [`Event::staged_standings_view`].
fn standings_view(event: &Event, results: &dyn super::Results) -> crate::view::StandingsView {
    let runs = super::progress::stages(event, results);
    let staged = event.def.is_staged();
    let standings = if staged {
        super::ranking::event_ranking(event, &runs)
    } else {
        match runs.first().map(|r| &r.groups) {
            Some(Groups::Listing(t)) if event.def.is_melee() => {
                let mut rows: Vec<crate::standings::Standing> = t
                    .rows
                    .iter()
                    .map(|s| {
                        let mut s = s.clone();
                        s.players = event.pairs.get(s.entrant as usize - 1).map(|p| p.to_vec());
                        s
                    })
                    .collect();
                crate::standings::award_prizes(&event.def, &mut rows);
                rows
            }
            _ => event.standings_after(results, event.rounds.len()),
        }
    };
    let sessions = event.def.sessions.is_some();
    let starts = super::sessions::starts(event, &runs);
    crate::view::StandingsView {
        event: event.id.clone(),
        name: event.def.name.clone(),
        round: event.current_round(),
        rounds: runs.iter().map(|r| r.rounds).sum(),
        stage: staged.then(|| event.def.stage_list()[event.current_stage()].id.clone()),
        is_final: staged.then(|| super::progress::is_final(event, &runs)),
        session: sessions.then(|| super::sessions::session_of(&starts, event.current_round())),
        standings,
        sessions: sessions.then(|| super::sessions::sessions_view(event, &runs, results)),
        stages: staged.then(|| stages_json(event, &runs)),
    }
}

/// A pool's Berger schedule: each round's tables as `[A, B]` team numbers (`null`: the
/// dummy, a bye for the other).
fn schedule(teams: &[u32], legs: u32) -> Value {
    let m = teams.len() as u32;
    let team = |pos: u32| teams.get(pos as usize - 1).copied();
    let rounds: Vec<Value> = (0..)
        .map_while(|k| super::pools::pool_round(m, legs, k))
        .map(|tables| {
            json!(tables
                .into_iter()
                .map(|(a, b)| json!([team(a), team(b)]))
                .collect::<Vec<_>>())
        })
        .collect();
    Value::Array(rounds)
}

/// Where each place of stage `k` goes: `[{"places": [a, b], "to": ID}]` from the next stage's
/// `from` (a knockout's brackets in order).
fn qualify(event: &Event, k: usize) -> Vec<Value> {
    let stages = event.def.stage_list();
    let Some(next) = stages.get(k + 1) else {
        return Vec::new();
    };
    match &next.kind {
        StageKind::Knockout(ko) => ko
            .brackets
            .iter()
            .filter_map(|b| match b.from {
                crate::definition::BracketFrom::Places(t) => {
                    Some(json!({ "places": [t.first, t.last], "to": b.id }))
                }
                _ => None,
            })
            .collect(),
        _ => next
            .from
            .map(|t| vec![json!({ "places": [t.first, t.last], "to": next.id })])
            .unwrap_or_default(),
    }
}

/// What the organiser's screen and the projector show of a staged event: the current stage,
/// every stage's status, the pools of the latest pools stage (with where each place goes),
/// the brackets of the latest knockout, and the sessions.
pub fn staged_json(event: &Event, runs: &[StageRun], results: &dyn super::Results) -> Value {
    let stages = event.def.stage_list();
    let k = event.current_stage();
    let list: Vec<Value> = stages_json(event, runs)
        .into_iter()
        .map(|mut s| {
            if let Value::Object(o) = &mut s {
                o.remove("groups");
            }
            s
        })
        .collect();
    let pools_stage = (0..event.seedings.len())
        .rev()
        .find(|&i| matches!(runs[i].groups, Groups::Pools(_)));
    let pools: Vec<Value> = match pools_stage {
        Some(i) => {
            let full = stages_json(event, runs);
            let q = qualify(event, i);
            let (Groups::Pools(list), StageKind::Pools(p)) = (&runs[i].groups, &stages[i].kind)
            else {
                return Value::Null;
            };
            full[i]["groups"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .zip(list)
                .map(|(mut g, pool)| {
                    g["qualify"] = Value::Array(q.clone());
                    g["stage"] = json!(stages[i].id);
                    g["teams"] = json!(pool.teams);
                    g["schedule"] = schedule(&pool.teams, p.legs);
                    g
                })
                .collect()
        }
        None => Vec::new(),
    };
    let listing = match runs.get(k).map(|r| &r.groups) {
        Some(Groups::Listing(_)) => stages_json(event, runs)[k]["groups"][0]["standings"].clone(),
        _ => Value::Array(Vec::new()),
    };
    let starts = super::sessions::starts(event, runs);
    let has_sessions = event.def.sessions.is_some();
    // Every stage's and bracket's name by its id.
    let mut names = Map::new();
    for st in stages.iter() {
        names.insert(st.id.clone(), json!(st.name));
        if let StageKind::Knockout(ko) = &st.kind {
            for b in &ko.brackets {
                names.insert(b.id.clone(), json!(b.name));
            }
        }
    }
    json!({
        "names": names,
        "stage": stages[k].id,
        "name": stages[k].name,
        "kind": stages[k].kind.as_str(),
        "status": runs[k].status.as_str(),
        "final": super::progress::is_final(event, runs),
        "stages": list,
        "pools": pools,
        "listing": listing,
        "brackets": bracket_view(event, runs).map(|b| b["brackets"].clone()),
        "session": has_sessions.then(|| super::sessions::session_of(&starts, event.current_round())),
        "sessions": has_sessions.then(|| super::sessions::sessions_view(event, runs, results)),
    })
}
