//! Each stage's state, worked out from the event's facts: its rounds, its status, and its
//! groups — a rounds stage's standings, each pool's standings, each bracket's matches and
//! places. Recomputed from the tables every time (a correction changes them at once); only
//! the seedings are stored.

use std::collections::HashMap;

use crate::definition::counts::{bracket_rounds, count_stage, pool_rounds, round1_tables, Held};
use crate::definition::{BracketFrom, Stage, StageKind};
use crate::event::Event;
use crate::rank::group_standings;
use crate::standings::{
    count_rows, ByeRule, GroupRules, Member, RoundResults, Standing, TableResult,
};

use super::bracket::{work_out, BracketFacts, BracketState, DrawnMatch, Leave};
use super::{pool_letter, Results, Seeded};

/// Where a stage is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Not seeded yet.
    Pending,
    Running,
    /// All its rounds drawn and complete.
    Over,
    /// The next stage is seeded.
    Closed,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Running => "running",
            Status::Over => "over",
            Status::Closed => "closed",
        }
    }
}

/// A group's standings with each row's place (its listing position among active teams).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub rows: Vec<Standing>,
    pub places: Vec<Option<u32>>,
}

impl Table {
    fn of(rows: Vec<Standing>) -> Table {
        let mut next = 0;
        let places = rows
            .iter()
            .map(|r| {
                (!r.withdrawn).then(|| {
                    next += 1;
                    next
                })
            })
            .collect();
        Table { rows, places }
    }

    /// The active teams at places `first..=last`.
    pub fn at_places(&self, take: crate::definition::Take) -> Vec<u32> {
        self.rows
            .iter()
            .zip(&self.places)
            .filter(|(_, p)| p.is_some_and(|p| take.holds(p)))
            .map(|(r, _)| r.entrant)
            .collect()
    }
}

/// A pool: its letter, its teams in position order, its standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pool {
    pub letter: String,
    pub teams: Vec<u32>,
    pub table: Table,
}

/// A bracket of a knockout stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketRun {
    /// The event round of its round 1.
    pub first_round: u32,
    /// Its teams by seed, once seeded (a bracket of losers: when its first round is drawn,
    /// or at once when fewer than 2 lost).
    pub seeds: Option<Vec<u32>>,
    /// A bracket of losers not seeded yet: the losers waiting for it, once the round they
    /// lost in is decided.
    pub waiting: Option<Vec<u32>>,
    pub state: Option<BracketState>,
}

/// What a stage holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Groups {
    Unseeded,
    Listing(Table),
    Pools(Vec<Pool>),
    Brackets(Vec<BracketRun>),
}

/// A stage as the event's facts make it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageRun {
    pub first_round: Option<u32>,
    pub rounds: u32,
    pub status: Status,
    pub groups: Groups,
    /// Every team's counters in this stage (a knockout's with the event's match points).
    pub counters: HashMap<u32, Standing>,
}

/// The complete tables and byes of `rounds` (event rounds), keeping the tables whose side A
/// is one of `keep` (all when `None`).
pub fn results_of(
    event: &Event,
    results: &dyn Results,
    rounds: std::ops::RangeInclusive<u32>,
    keep: Option<&dyn Fn(u32) -> bool>,
) -> Vec<RoundResults> {
    rounds
        .filter_map(|n| event.round(n))
        .map(|r| RoundResults {
            complete: r
                .tables
                .iter()
                .filter(|t| keep.is_none_or(|k| t.a.first().is_some_and(|&a| k(a))))
                .filter_map(|t| {
                    let p = results.played(r.number, t.number)?;
                    p.complete.then(|| TableResult {
                        a: t.a.clone(),
                        b: t.b.clone(),
                        points_a: p.a,
                        points_b: p.b,
                    })
                })
                .collect(),
            byes: r
                .byes
                .iter()
                .copied()
                .filter(|&e| keep.is_none_or(|k| k(e)))
                .collect(),
        })
        .collect()
}

fn members(event: &Event, teams: &[u32]) -> Vec<Member> {
    teams
        .iter()
        .map(|&t| Member {
            entrant: t,
            name: event.team_name(t),
            withdrawn: event.team_withdrawn(t),
        })
        .collect()
}

/// Whether every table of these event rounds is complete.
fn all_complete(
    event: &Event,
    results: &dyn Results,
    rounds: std::ops::RangeInclusive<u32>,
) -> bool {
    rounds.filter_map(|n| event.round(n)).all(|r| {
        r.tables.iter().all(|t| {
            results
                .played(r.number, t.number)
                .is_some_and(|p| p.complete)
        })
    })
}

/// The teams the first stage would take if its first round were drawn now: the active
/// teams (a mêlée not paired yet: half its active players, rounded down).
pub fn first_stage_teams(event: &Event) -> u32 {
    if event.def.is_melee() && event.pairs.is_empty() {
        let active = (1..=event.def.entrants.len() as u32)
            .filter(|&n| !event.is_withdrawn(n))
            .count() as u32;
        active / 2
    } else if matches!(
        event.def.stage_list().first().map(|s| &s.kind),
        Some(StageKind::Rounds(_))
    ) {
        // A rounds stage lists every entrant.
        event.teams().len() as u32
    } else {
        event.active_teams().len() as u32
    }
}

/// Works every stage out.
pub fn stages(event: &Event, results: &dyn Results) -> Vec<StageRun> {
    let list = event.def.stage_list();
    let mut out: Vec<StageRun> = Vec::with_capacity(list.len());
    let mut held: Option<Held> = None;
    for (k, stage) in list.iter().enumerate() {
        let run = match event.seedings.get(k) {
            Some(s) => {
                let run = seeded_stage(event, results, k, stage, s.first_round, &s.seeded);
                held = Some(match &run.groups {
                    Groups::Listing(t) => Held::Listing(t.places.iter().flatten().count() as u32),
                    Groups::Pools(p) => Held::Pools(
                        p.iter()
                            .map(|p| p.table.places.iter().flatten().count() as u32)
                            .collect(),
                    ),
                    _ => Held::Brackets(Vec::new()),
                });
                run
            }
            None => {
                let teams = if k == 0 { first_stage_teams(event) } else { 0 };
                let c = count_stage(stage, teams, held.as_ref());
                held = Some(c.held);
                StageRun {
                    first_round: None,
                    rounds: c.rounds,
                    status: Status::Pending,
                    groups: Groups::Unseeded,
                    counters: HashMap::new(),
                }
            }
        };
        out.push(run);
    }
    let seeded = event.seedings.len();
    for (k, run) in out.iter_mut().enumerate() {
        if k + 1 < seeded {
            run.status = Status::Closed;
        }
    }
    out
}

fn seeded_stage(
    event: &Event,
    results: &dyn Results,
    k: usize,
    stage: &Stage,
    first: u32,
    seeded: &Seeded,
) -> StageRun {
    let drawn = event.rounds_drawn_in(k);
    let last_drawn = first + drawn - 1;
    let rules = GroupRules {
        ranking: &stage.ranking,
        match_points: stage.match_points,
        byes: match &stage.kind {
            StageKind::Rounds(r) => ByeRule::Scored(r.bye),
            _ => ByeRule::Counted,
        },
    };
    let (groups, rounds, counters) = match (&stage.kind, seeded) {
        (StageKind::Rounds(r), Seeded::Entrants(teams)) => {
            let rows = group_standings(
                &members(event, teams),
                &rules,
                &results_of(event, results, first..=last_drawn, None),
            );
            let counters = rows.iter().map(|s| (s.entrant, s.clone())).collect();
            (Groups::Listing(Table::of(rows)), r.rounds, counters)
        }
        (StageKind::Pools(p), Seeded::Pools(pools)) => {
            let mut counters = HashMap::new();
            let runs: Vec<Pool> = pools
                .iter()
                .enumerate()
                .map(|(i, teams)| {
                    let seed_order: Vec<u32> = {
                        let all = seeded.teams();
                        all.into_iter().filter(|t| teams.contains(t)).collect()
                    };
                    let inside = |t: u32| teams.contains(&t);
                    let rows = group_standings(
                        &members(event, &seed_order),
                        &rules,
                        &results_of(event, results, first..=last_drawn, Some(&inside)),
                    );
                    for s in &rows {
                        counters.insert(s.entrant, s.clone());
                    }
                    Pool {
                        letter: pool_letter(i),
                        teams: teams.clone(),
                        table: Table::of(rows),
                    }
                })
                .collect();
            let rounds = pools
                .iter()
                .map(|t| pool_rounds(t.len() as u32, p.legs))
                .max()
                .unwrap_or(0);
            (Groups::Pools(runs), rounds, counters)
        }
        (StageKind::Knockout(ko), Seeded::Brackets(seeds)) => {
            let (brackets, rounds) = knockout(event, results, stage, ko, first, seeds);
            let teams = seeded.teams();
            let km = GroupRules {
                ranking: &[],
                match_points: event.def.match_points,
                byes: ByeRule::Counted,
            };
            let mut rr = results_of(event, results, first..=last_drawn, None);
            for r in &mut rr {
                r.byes.clear();
            }
            let counters = count_rows(&members(event, &teams), &km, &rr)
                .into_iter()
                .map(|s| (s.entrant, s))
                .collect();
            (Groups::Brackets(brackets), rounds, counters)
        }
        _ => (Groups::Unseeded, 0, HashMap::new()),
    };
    let over = drawn >= rounds && all_complete(event, results, first..=last_drawn);
    StageRun {
        first_round: Some(first),
        rounds,
        status: if over { Status::Over } else { Status::Running },
        groups,
        counters,
    }
}

/// The brackets of a knockout stage and its rounds.
fn knockout(
    event: &Event,
    results: &dyn Results,
    stage: &Stage,
    ko: &crate::definition::KnockoutStage,
    first: u32,
    stored: &[Option<Vec<u32>>],
) -> (Vec<BracketRun>, u32) {
    // Each team's table in each drawn round of the stage.
    let mut seat: HashMap<(u32, u32), DrawnMatch> = HashMap::new();
    for r in event.rounds.iter().filter(|r| r.number >= first) {
        for t in &r.tables {
            let (Some(&a), Some(&b)) = (t.a.first(), t.b.first()) else {
                continue;
            };
            let m = DrawnMatch {
                table: t.number,
                a,
                b,
                played: results.played(r.number, t.number),
            };
            seat.insert((r.number, a), m);
            seat.insert((r.number, b), m);
        }
    }
    let withdrawn = |t: u32| event.team_withdrawn(t);
    let mut runs: Vec<BracketRun> = Vec::with_capacity(ko.brackets.len());
    for (j, b) in ko.brackets.iter().enumerate() {
        let start = match b.from {
            BracketFrom::Losers(g) => runs[g].first_round + 1,
            _ => first,
        };
        let mut seeds = stored.get(j).cloned().flatten();
        let mut waiting = None;
        if let (None, BracketFrom::Losers(g)) = (&seeds, b.from) {
            if let Some(losers) = runs[g].state.as_ref().and_then(|s| s.round1_losers.clone()) {
                let active: Vec<u32> = losers.into_iter().filter(|&t| !withdrawn(t)).collect();
                if active.len() < 2 {
                    seeds = Some(active);
                } else {
                    waiting = Some(active);
                }
            }
        }
        let leave_list: Option<Vec<u32>> = ko
            .brackets
            .iter()
            .position(|x| x.from == BracketFrom::Losers(j))
            .map(|l| stored.get(l).cloned().flatten().unwrap_or_default());
        let state = seeds.as_ref().map(|s| {
            let table = |rho: u32, t: u32| seat.get(&(start + rho - 1, t)).copied();
            let leave = match (
                &leave_list,
                ko.brackets
                    .iter()
                    .position(|x| x.from == BracketFrom::Losers(j)),
            ) {
                (_, None) => Leave::No,
                (Some(l), Some(k)) if stored.get(k).cloned().flatten().is_some() => {
                    Leave::Seeded(l)
                }
                _ => Leave::Active,
            };
            work_out(&BracketFacts {
                seeds: s,
                placing: b.placing,
                losers_leave: leave,
                tie: ko.tie,
                deals: stage.deals,
                withdrawn: &withdrawn,
                table: &table,
            })
        });
        runs.push(BracketRun {
            first_round: start,
            seeds,
            waiting,
            state,
        });
    }
    let rounds = ko
        .brackets
        .iter()
        .zip(&runs)
        .map(|(b, r)| {
            let n = match (&r.seeds, &r.waiting, b.from) {
                (Some(s), _, _) => s.len() as u32,
                (None, Some(w), _) => w.len() as u32,
                (None, None, BracketFrom::Losers(g)) => runs[g]
                    .seeds
                    .as_ref()
                    .map_or(0, |s| round1_tables(s.len() as u32)),
                _ => 0,
            };
            if n < 2 {
                0
            } else {
                r.first_round - first + bracket_rounds(n)
            }
        })
        .max()
        .unwrap_or(0);
    (runs, rounds)
}

/// Whether the event is final: its last stage is seeded and over.
pub fn is_final(event: &Event, runs: &[StageRun]) -> bool {
    event.seedings.len() == runs.len()
        && runs
            .last()
            .is_some_and(|r| matches!(r.status, Status::Over))
}
