//! A staged event in the event file (docs/events.md "Event file"): a mêlée's `pairs`, each
//! stage's stored seeding (`stages`), and `stage` in each round, `group` (and in a knockout
//! `places`) in each table. Read back with each value checked: every team once in a seeding,
//! pools of the sizes the dealing gives, brackets that hold their teams.

use std::collections::HashSet;

use belote_core::InputError;
use serde_json::{json, Map, Value};

use crate::definition::counts::pool_sizes;
use crate::definition::{Definition, StageKind};
use crate::event::Event;

use super::{Seeded, Seeding};

type Res<T> = Result<T, InputError>;

fn bad<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

/// The stored seedings as the file writes them: `[{"stage", "seeding": {…} | null}]`.
pub fn seedings_json(event: &Event) -> Value {
    let stages = event.def.stage_list();
    Value::Array(
        stages
            .iter()
            .enumerate()
            .map(|(k, s)| {
                json!({ "stage": s.id, "seeding": event.seedings.get(k).map(|x| x.seeded.to_json(s)) })
            })
            .collect(),
    )
}

/// Adds a staged event's keys to its file: `pairs` (a mêlée) and `stages`.
pub fn write(event: &Event, o: &mut Map<String, Value>) {
    if event.def.is_melee() {
        o.insert("pairs".into(), json!(event.pairs));
    }
    o.insert("stages".into(), seedings_json(event));
}

/// Reads a mêlée's `pairs`: players of the event, each at most once.
pub fn read_pairs(v: Option<&Value>, def: &Definition) -> Res<Vec<[u32; 2]>> {
    let list = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(l)) if def.is_melee() => l,
        Some(Value::Array(_)) => return bad("pairs", "only a mêlée has pairs"),
        Some(other) => return bad("pairs", format!("{other} is not a list of pairs")),
    };
    let count = def.entrants.len() as u64;
    let mut seen = HashSet::new();
    list.iter()
        .enumerate()
        .map(|(i, p)| {
            let at = format!("pairs[{i}]");
            let pair: Vec<u64> = p
                .as_array()
                .filter(|a| a.len() == 2)
                .map(|a| a.iter().filter_map(Value::as_u64).collect())
                .unwrap_or_default();
            if pair.len() != 2 || pair.iter().any(|&x| x < 1 || x > count) {
                return bad(&at, format!("{p} is not a pair of this event's players"));
            }
            for &x in &pair {
                if !seen.insert(x) {
                    return bad(&at, format!("player {x} is in two pairs"));
                }
            }
            Ok([pair[0] as u32, pair[1] as u32])
        })
        .collect()
}

fn team_list(v: &Value, at: &str, teams: u32, seen: &mut HashSet<u32>) -> Res<Vec<u32>> {
    let Some(list) = v.as_array() else {
        return bad(at, format!("{v} is not a list of teams"));
    };
    list.iter()
        .enumerate()
        .map(|(i, t)| match t.as_u64() {
            Some(n) if n >= 1 && n <= u64::from(teams) => {
                if !seen.insert(n as u32) {
                    return bad(format!("{at}[{i}]"), format!("team {n} is seeded twice"));
                }
                Ok(n as u32)
            }
            _ => bad(
                format!("{at}[{i}]"),
                format!("{t} is not a team of this event: teams are numbered 1 to {teams}"),
            ),
        })
        .collect()
}

/// Reads `stages`: each stage's seeding, or `null` for one not seeded; seeded stages come
/// first. `teams` is how many teams there are.
pub fn read_seedings(v: Option<&Value>, def: &Definition, teams: u32) -> Res<Vec<Seeded>> {
    let stages = def.stage_list();
    let list = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(l)) if l.len() == stages.len() => l,
        Some(other) => {
            return bad(
                "stages",
                format!(
                    "{other} is not the seeding of each of the {} stage(s)",
                    stages.len()
                ),
            )
        }
    };
    let mut out = Vec::new();
    for (k, (item, stage)) in list.iter().zip(stages.iter()).enumerate() {
        let at = format!("stages[{k}]");
        if item.get("stage").and_then(Value::as_str) != Some(stage.id.as_str()) {
            return bad(
                format!("{at}.stage"),
                format!("this is stage {:?}", stage.id),
            );
        }
        let at_s = format!("{at}.seeding");
        let s = match item.get("seeding") {
            None | Some(Value::Null) => continue,
            Some(s) => s,
        };
        if out.len() != k {
            return bad(&at_s, "a stage is seeded only after the stage before it");
        }
        let mut seen = HashSet::new();
        let seeded = match &stage.kind {
            StageKind::Rounds(_) => Seeded::Entrants(team_list(
                s.get("entrants").unwrap_or(&Value::Null),
                &format!("{at_s}.entrants"),
                teams,
                &mut seen,
            )?),
            StageKind::Pools(p) => {
                let pools = s
                    .get("pools")
                    .and_then(Value::as_array)
                    .filter(|l| l.len() == p.pools as usize);
                let Some(pools) = pools else {
                    return bad(
                        format!("{at_s}.pools"),
                        format!("the stage has {} pools", p.pools),
                    );
                };
                let mut out_p = Vec::new();
                for (i, pool) in pools.iter().enumerate() {
                    out_p.push(team_list(
                        pool.get("teams").unwrap_or(&Value::Null),
                        &format!("{at_s}.pools[{i}].teams"),
                        teams,
                        &mut seen,
                    )?);
                }
                let sizes: Vec<u32> = out_p.iter().map(|t| t.len() as u32).collect();
                if sizes != pool_sizes(sizes.iter().sum(), p.pools) {
                    return bad(
                        format!("{at_s}.pools"),
                        "these pools do not have the sizes the snake deals",
                    );
                }
                Seeded::Pools(out_p)
            }
            StageKind::Knockout(ko) => {
                let list = s
                    .get("brackets")
                    .and_then(Value::as_array)
                    .filter(|l| l.len() == ko.brackets.len());
                let Some(list) = list else {
                    return bad(
                        format!("{at_s}.brackets"),
                        format!("the stage has {} brackets", ko.brackets.len()),
                    );
                };
                let mut out_b = Vec::new();
                for (j, b) in list.iter().enumerate() {
                    let at_b = format!("{at_s}.brackets[{j}]");
                    if b.get("bracket").and_then(Value::as_str) != Some(ko.brackets[j].id.as_str())
                    {
                        return bad(
                            format!("{at_b}.bracket"),
                            format!("this is bracket {:?}", ko.brackets[j].id),
                        );
                    }
                    out_b.push(match b.get("seeds") {
                        None | Some(Value::Null) => None,
                        Some(seeds) => {
                            // A bracket of losers holds teams of its giver: its own set.
                            let mut own = HashSet::new();
                            let set = if matches!(
                                ko.brackets[j].from,
                                crate::definition::BracketFrom::Losers(_)
                            ) {
                                &mut own
                            } else {
                                &mut seen
                            };
                            Some(team_list(seeds, &format!("{at_b}.seeds"), teams, set)?)
                        }
                    });
                }
                Seeded::Brackets(out_b)
            }
        };
        out.push(seeded);
    }
    Ok(out)
}

/// The seedings with their first rounds: a stage's first round is the first round whose
/// `stage` names it (the last seeded stage, with none drawn yet: the round after the last).
pub fn with_first_rounds(seeded: Vec<Seeded>, round_stages: &[usize], drawn: u32) -> Vec<Seeding> {
    seeded
        .into_iter()
        .enumerate()
        .map(|(k, s)| Seeding {
            first_round: round_stages
                .iter()
                .position(|&x| x == k)
                .map_or(drawn + 1, |i| i as u32 + 1),
            seeded: s,
        })
        .collect()
}

/// What a store keeps of a staged event besides its rounds: a mêlée's pairs and each seeded
/// stage's first round and seeding, `{"pairs", "seedings": [{"first_round", "entrants" |
/// "pools" | "brackets"}]}` (`None` for an event that has neither).
pub fn staging_json(event: &Event) -> Option<Value> {
    if event.pairs.is_empty() && event.seedings.is_empty() {
        return None;
    }
    let seedings: Vec<Value> = event
        .seedings
        .iter()
        .map(|s| match &s.seeded {
            Seeded::Entrants(l) => json!({ "first_round": s.first_round, "entrants": l }),
            Seeded::Pools(p) => json!({ "first_round": s.first_round, "pools": p }),
            Seeded::Brackets(b) => json!({ "first_round": s.first_round, "brackets": b }),
        })
        .collect();
    Some(json!({ "pairs": event.pairs, "seedings": seedings }))
}

/// Reads what [`staging_json`] wrote: the pairs and the seedings.
pub fn read_staging(v: &Value) -> Result<(Vec<[u32; 2]>, Vec<Seeding>), String> {
    let pairs: Vec<[u32; 2]> = serde_json::from_value(v.get("pairs").cloned().unwrap_or(json!([])))
        .map_err(|e| format!("stored pairs: {e}"))?;
    let list = v
        .get("seedings")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let mut seedings = Vec::with_capacity(list.len());
    for s in list {
        let first_round = s
            .get("first_round")
            .and_then(Value::as_u64)
            .ok_or("a seeding without its first round")? as u32;
        let seeded = if let Some(l) = s.get("entrants") {
            Seeded::Entrants(serde_json::from_value(l.clone()).map_err(|e| e.to_string())?)
        } else if let Some(p) = s.get("pools") {
            Seeded::Pools(serde_json::from_value(p.clone()).map_err(|e| e.to_string())?)
        } else if let Some(b) = s.get("brackets") {
            Seeded::Brackets(serde_json::from_value(b.clone()).map_err(|e| e.to_string())?)
        } else {
            return Err("a seeding of no kind".into());
        };
        seedings.push(Seeding {
            first_round,
            seeded,
        });
    }
    Ok((pairs, seedings))
}

/// The checks of a staged file that need its withdrawals (docs/events.md "Event file": every
/// seeding but a lot, and every pairing, as the stages compute them), where what the file
/// holds makes them certain:
/// - a mêlée in registration order pairs its active players in order (1+2, 3+4, … — a
///   player withdrawn before the draw is skipped), and every player not withdrawn is paired;
/// - a first stage of pools or a knockout holds every team not withdrawn (none can join after
///   its first draw), and one seeded by entrant number (`"serpentine"` pools, an `"order"`
///   bracket) lists them in that order — read back in the snake for pools.
///
/// Later stages are seeded from the standings as they were when the stage before closed,
/// which a later correction or withdrawal may change: they are not recomputed here.
pub fn check_first_seeding(
    def: &Definition,
    pairs: &[[u32; 2]],
    seeded: &[Seeded],
    withdrawn: &[u32],
) -> Res<()> {
    use crate::definition::{KnockoutSeeding, Partners, PoolSeeding};
    let is_withdrawn = |p: u32| withdrawn.binary_search(&p).is_ok();
    if def.is_melee() && !pairs.is_empty() {
        if def.partners == Some(Partners::OnceInOrder) {
            let mut last = 0;
            for (i, &[p, q]) in pairs.iter().enumerate() {
                if p <= last || q <= p {
                    return bad(
                        format!("pairs[{i}]"),
                        format!(
                            "[{p}, {q}] is not the next pair in registration order: partners \"once_in_order\" pairs players 1+2, 3+4, …"
                        ),
                    );
                }
                last = q;
            }
        }
        let paired: HashSet<u32> = pairs.iter().flatten().copied().collect();
        if let Some(p) =
            (1..=def.entrants.len() as u32).find(|&p| !paired.contains(&p) && !is_withdrawn(p))
        {
            return bad(
                "pairs",
                format!("player {p} is in no pair, yet has not withdrawn"),
            );
        }
    }
    let Some(first) = seeded.first() else {
        return Ok(());
    };
    let stage = &def.stage_list()[0];
    let team_withdrawn = |t: u32| match pairs.get((t as usize).wrapping_sub(1)) {
        Some(&[p, q]) if def.is_melee() => is_withdrawn(p) && is_withdrawn(q),
        _ => is_withdrawn(t),
    };
    let teams = if def.is_melee() {
        pairs.len() as u32
    } else {
        def.entrants.len() as u32
    };
    let at_s = "stages[0].seeding";
    let (in_order, at_list) = match (&stage.kind, first) {
        (StageKind::Pools(p), Seeded::Pools(pools)) => {
            let longest = pools.iter().map(Vec::len).max().unwrap_or(0);
            let snake: Vec<u32> = (0..longest)
                .flat_map(|r| {
                    let order: Vec<usize> = if r % 2 == 0 {
                        (0..pools.len()).collect()
                    } else {
                        (0..pools.len()).rev().collect()
                    };
                    order
                        .into_iter()
                        .filter_map(move |k| pools[k].get(r).copied())
                })
                .collect();
            (
                (p.seeding == PoolSeeding::Serpentine).then_some(snake),
                format!("{at_s}.pools"),
            )
        }
        (StageKind::Knockout(k), Seeded::Brackets(list)) => {
            let seeds = list.first().cloned().flatten().unwrap_or_default();
            (
                (k.seeding == Some(KnockoutSeeding::Order)).then_some(seeds),
                format!("{at_s}.brackets[0].seeds"),
            )
        }
        _ => return Ok(()),
    };
    if let Some(list) = in_order {
        if list.windows(2).any(|w| w[0] >= w[1]) {
            return bad(
                &at_list,
                format!(
                    "{list:?} is not in entrant number order, as stage {:?} seeds its teams",
                    stage.id
                ),
            );
        }
    }
    let all: HashSet<u32> = first.teams().into_iter().collect();
    if let Some(t) = (1..=teams).find(|&t| !all.contains(&t) && !team_withdrawn(t)) {
        return bad(
            &at_list,
            format!(
                "team {t} is not seeded in stage {:?}, yet has not withdrawn",
                stage.id
            ),
        );
    }
    Ok(())
}
