//! The event's ranking over its stages (docs/events.md "The event's ranking and prizes"):
//! every team listed once, in the last stage it took part in, from the last stage reached back
//! to the first — a knockout's brackets by place, a pools stage's teams it did not pass on by
//! place then by its criteria across pools, a rounds stage's in its listing order. Ranks count
//! across the whole list and are shared only within one group. The counters add up every
//! stage; prizes follow listing positions.

use std::collections::HashSet;

use crate::definition::Criterion;
use crate::event::Event;
use crate::standings::{award_prizes, Finish, Standing};

use super::progress::{Groups, StageRun};

/// One block of the list: teams with their finish and a key; equal keys share a rank.
struct Entry {
    team: u32,
    finish: Finish,
    key: Vec<i64>,
}

/// The event's ranking: every team's row, in listing order, with its rank, finish and prize.
pub fn event_ranking(event: &Event, runs: &[StageRun]) -> Vec<Standing> {
    let stages = event.def.stage_list();
    let mut listed: HashSet<u32> = HashSet::new();
    let mut blocks: Vec<Vec<Entry>> = Vec::new();
    let last = event.seedings.len();
    for k in (0..last).rev() {
        let stage = &stages[k];
        let passed: HashSet<u32> = event
            .seedings
            .get(k + 1)
            .map(|s| s.seeded.teams().into_iter().collect())
            .unwrap_or_default();
        let fresh = |t: u32, listed: &HashSet<u32>| !listed.contains(&t) && !passed.contains(&t);
        match &runs[k].groups {
            Groups::Listing(table) => {
                let block: Vec<Entry> = table
                    .rows
                    .iter()
                    .zip(&table.places)
                    .filter(|(r, _)| fresh(r.entrant, &listed))
                    .map(|(r, &place)| Entry {
                        team: r.entrant,
                        finish: Finish {
                            stage: stage.id.clone(),
                            group: None,
                            place,
                        },
                        key: vec![i64::from(r.rank)],
                    })
                    .collect();
                push_block(&mut blocks, &mut listed, block);
            }
            Groups::Pools(pools) => {
                // Criteria without head-to-head, compared as totals across pools.
                let criteria: Vec<Criterion> = stage
                    .ranking
                    .iter()
                    .copied()
                    .filter(|&c| c != Criterion::HeadToHead)
                    .collect();
                let mut entries: Vec<(Vec<i64>, usize, Entry)> = Vec::new();
                for (p, pool) in pools.iter().enumerate() {
                    for (r, &place) in pool.table.rows.iter().zip(&pool.table.places) {
                        if !fresh(r.entrant, &listed) {
                            continue;
                        }
                        let mut key = vec![place.map_or(i64::MIN, |p| -i64::from(p))];
                        key.extend(criteria.iter().map(|&c| {
                            r.counter(c)
                                .or_else(|| r.values.get(c.as_str()).and_then(|v| v.as_i64()))
                                .unwrap_or(0)
                        }));
                        entries.push((
                            key.clone(),
                            p,
                            Entry {
                                team: r.entrant,
                                finish: Finish {
                                    stage: stage.id.clone(),
                                    group: Some(pool.letter.clone()),
                                    place,
                                },
                                key,
                            },
                        ));
                    }
                }
                entries.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
                push_block(
                    &mut blocks,
                    &mut listed,
                    entries.into_iter().map(|e| e.2).collect(),
                );
            }
            Groups::Brackets(brackets) => {
                let ko = stage.knockout().expect("a knockout stage");
                for (b, run) in ko.brackets.iter().zip(brackets) {
                    let places: Vec<(u32, u32)> = match (&run.state, &run.waiting) {
                        (Some(s), _) => s.places.clone(),
                        (None, Some(w)) => w.iter().map(|&t| (t, 1)).collect(),
                        _ => Vec::new(),
                    };
                    let block = places
                        .into_iter()
                        .filter(|&(t, _)| !listed.contains(&t))
                        .map(|(t, place)| Entry {
                            team: t,
                            finish: Finish {
                                stage: stage.id.clone(),
                                group: Some(b.id.clone()),
                                place: Some(place),
                            },
                            key: vec![-i64::from(place)],
                        })
                        .collect();
                    push_block(&mut blocks, &mut listed, block);
                }
            }
            Groups::Unseeded => {}
        }
    }
    // Teams in no stage (withdrawn before the first draw, or before it is drawn at all).
    let first = stages.first().map(|s| s.id.clone()).unwrap_or_default();
    let rest: Vec<Entry> = event
        .teams()
        .into_iter()
        .filter(|t| !listed.contains(&t.number))
        .map(|t| Entry {
            team: t.number,
            finish: Finish {
                stage: first.clone(),
                group: None,
                place: None,
            },
            key: Vec::new(),
        })
        .collect();
    push_block(&mut blocks, &mut listed, rest);

    let mut rows: Vec<Standing> = Vec::new();
    for block in blocks {
        let mut prev: Option<(Vec<i64>, u32)> = None;
        for e in block {
            let position = rows.len() as u32 + 1;
            let rank = match &prev {
                Some((key, rank)) if *key == e.key => *rank,
                _ => position,
            };
            prev = Some((e.key.clone(), rank));
            rows.push(row_of(event, runs, e.team, rank, e.finish));
        }
    }
    award_prizes(&event.def, &mut rows);
    rows
}

fn push_block(blocks: &mut Vec<Vec<Entry>>, listed: &mut HashSet<u32>, block: Vec<Entry>) {
    for e in &block {
        listed.insert(e.team);
    }
    if !block.is_empty() {
        blocks.push(block);
    }
}

/// Team `t`'s row: its counters over every stage.
fn row_of(event: &Event, runs: &[StageRun], t: u32, rank: u32, finish: Finish) -> Standing {
    let mut row = Standing::new(t, event.team_name(t), event.team_withdrawn(t));
    if event.def.is_melee() {
        row.players = event.pairs.get(t as usize - 1).map(|p| p.to_vec());
    }
    for run in runs {
        if let Some(c) = run.counters.get(&t) {
            row.add(c);
        }
    }
    row.rank = rank;
    row.finish = Some(finish);
    row
}
