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
/// knockout, the places at stake.
pub fn table_group(
    event: &Event,
    runs: &[StageRun],
    round: u32,
    table: u32,
) -> (Option<String>, Option<[u32; 2]>) {
    let k = event.stage_of_round(round);
    let stages = event.def.stage_list();
    let Some(t) = event
        .round(round)
        .and_then(|r| r.tables.get(table as usize - 1))
    else {
        return (None, None);
    };
    match (&runs[k].groups, &stages[k].kind) {
        (Groups::Pools(pools), _) => (
            pools
                .iter()
                .find(|p| t.a.first().is_some_and(|a| p.teams.contains(a)))
                .map(|p| p.letter.clone()),
            None,
        ),
        (Groups::Brackets(brackets), StageKind::Knockout(ko)) => {
            for (b, run) in ko.brackets.iter().zip(brackets) {
                let Some(state) = &run.state else { continue };
                let found = state.matches.iter().find(|m| {
                    run.first_round + m.bracket_round - 1 == round
                        && m.table.is_some_and(|(n, _)| n == table)
                });
                if let Some(m) = found {
                    return (Some(b.id.clone()), Some(m.places));
                }
            }
            (None, None)
        }
        _ => (None, None),
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
