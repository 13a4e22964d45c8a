//! Drawing a staged event's rounds, closing a stage and reopening it (docs/events.md
//! "belote event: new and changed commands"). The first draw pairs a mêlée and seeds the first
//! stage; later rounds follow the stage's rules — its `draw` in a rounds stage, the Berger
//! tables in pools, the brackets in a knockout; `stage` seeds the next stage from the
//! standings as they are then, and that seeding is stored and never recomputed.

use belote_core::InputError;

use crate::definition::{
    BracketFrom, EntrantKind, KnockoutSeeding, PoolSeeding, Stage, StageKind, Take,
};
use crate::draw::{self, DrawSpec, Drawn, History};
use crate::event::{tables_words, DrawRefusal, Event};

use super::pools::{deal, pool_round};
use super::progress::{stages, Groups, Status, Table};
use super::seed::{lot, seed_tiers};
use super::{Results, Seeded, Seeding};

fn refuse<T>(at: &str, message: impl Into<String>) -> Result<T, InputError> {
    Err(InputError::new(at, message))
}

/// The salt of a mêlée's partner lot (stages use their index).
const PARTNERS: u32 = 100;

impl Event {
    /// Whether this event runs through the stages' rules: it has `stages`, or it is a mêlée.
    pub fn uses_stages(&self) -> bool {
        self.def.is_staged() || self.def.is_melee()
    }

    /// Why the next round of a staged event cannot be drawn now, if it cannot: tables of the
    /// current round not complete, the current stage over (it is closed first), or every
    /// round drawn.
    pub fn staged_draw_refusal(&self, results: &dyn Results) -> Option<DrawRefusal> {
        if self.seedings.is_empty() {
            return None;
        }
        let open = self.incomplete_tables(results);
        if !open.is_empty() {
            return Some(DrawRefusal::OpenTables {
                round: self.current_round(),
                tables: open,
            });
        }
        let runs = stages(self, results);
        let k = self.current_stage();
        if self.rounds_drawn_in(k) < runs[k].rounds {
            return None;
        }
        let stages = self.def.stage_list();
        Some(match stages.get(k + 1) {
            Some(_) => DrawRefusal::StageOver {
                stage: stages[k].id.clone(),
            },
            None => DrawRefusal::AllDrawn {
                rounds: self.current_round(),
            },
        })
    }

    /// The event with round `number` (the next, or the current one again) drawn: its first
    /// draw pairs a mêlée and seeds the first stage; a bracket of losers starting with it is
    /// seeded. `attempt` counts the earlier draws of the round (a lot drawn again).
    pub fn staged_draw(
        &self,
        results: &dyn Results,
        number: u32,
        attempt: u32,
    ) -> Result<(Event, Drawn), InputError> {
        let mut next = self.clone();
        next.rounds.truncate(number as usize - 1);
        let stages_def = self.def.stage_list();
        if number == 1 {
            next.seedings.clear();
            next.pairs.clear();
            if self.def.is_melee() {
                next.pairs = self.pair_players(attempt)?;
            }
            let teams = next.active_teams();
            if teams.len() < 2 && (self.def.kind == EntrantKind::Teams || self.def.is_melee()) {
                return refuse(
                    "round",
                    format!("{} active team(s): the first draw needs 2", teams.len()),
                );
            }
            let seeded = first_seeding(&next, &stages_def[0], attempt);
            next.seedings.push(Seeding {
                first_round: 1,
                seeded,
            });
        } else if let Some(s) = next.seedings.last().cloned() {
            // Redrawing a later stage's first round draws its lot again.
            let k = next.seedings.len() - 1;
            if s.first_round == number && attempt > 0 {
                if let StageKind::Pools(p) = &stages_def[k].kind {
                    if p.seeding == PoolSeeding::Lot {
                        let order = s.seeded.teams();
                        let mixed = lot(&order, self.def.draw.seed.unwrap_or(0), k as u32, attempt);
                        next.seedings[k].seeded = Seeded::Pools(deal(&mixed, p.pools));
                    }
                }
            }
        }
        let k = next.stage_of_round(number);
        let stage = &stages_def[k];
        let first = next.seedings[k].first_round;
        let j = number - first + 1;
        let drawn = match &stage.kind {
            StageKind::Rounds(r) => {
                let runs = stages(&next, results);
                let Groups::Listing(table) = &runs[k].groups else {
                    return refuse("stage", "the stage is not seeded");
                };
                draw_rounds_stage(&next, stage, r, table, first, j, number, attempt)?
            }
            StageKind::Pools(p) => {
                let Seeded::Pools(pools) = &next.seedings[k].seeded else {
                    return refuse("stage", "the stage is not seeded");
                };
                let mut tables = Vec::new();
                let mut labels = Vec::new();
                let mut byes = Vec::new();
                for (letter, pool) in pools.iter().enumerate() {
                    let m = pool.len() as u32;
                    let Some(round) = pool_round(m, p.legs, j - 1) else {
                        continue;
                    };
                    let team = |pos: u32| {
                        pool.get(pos as usize - 1)
                            .copied()
                            .filter(|&t| !next.team_withdrawn(t))
                    };
                    for (x, y) in round {
                        match (team(x), team(y)) {
                            (Some(a), Some(b)) => {
                                tables.push((vec![a], vec![b]));
                                labels.push((Some(super::pool_letter(letter)), None));
                            }
                            (Some(a), None) | (None, Some(a)) => byes.push(a),
                            (None, None) => {}
                        }
                    }
                }
                Drawn {
                    tables,
                    byes,
                    labels,
                }
            }
            StageKind::Knockout(ko) => {
                // Brackets of losers that start with this round are seeded now.
                let runs = stages(&next, results);
                if let (Groups::Brackets(brackets), Seeded::Brackets(stored)) =
                    (&runs[k].groups, &mut next.seedings[k].seeded)
                {
                    for (jb, run) in brackets.iter().enumerate() {
                        if stored[jb].is_none() && run.first_round <= number {
                            if let Some(list) = run.waiting.clone().or_else(|| run.seeds.clone()) {
                                stored[jb] = Some(list);
                            }
                        }
                    }
                }
                let runs = stages(&next, results);
                let Groups::Brackets(brackets) = &runs[k].groups else {
                    return refuse("stage", "the stage is not seeded");
                };
                let mut tables = Vec::new();
                let mut labels = Vec::new();
                for (run, b) in brackets.iter().zip(&ko.brackets) {
                    let (Some(state), true) = (&run.state, run.first_round <= number) else {
                        continue;
                    };
                    let rho = number - run.first_round + 1;
                    for m in state.round(rho) {
                        if let (Some(opp), None, None) = (m.b, m.winner, m.table) {
                            tables.push((vec![m.a], vec![opp]));
                            labels.push((Some(b.id.clone()), Some(m.places)));
                        }
                    }
                }
                Drawn {
                    tables,
                    byes: Vec::new(),
                    labels,
                }
            }
        };
        Ok((next, drawn))
    }

    /// A mêlée's pairs: the active players by lot from the seed, or in registration order.
    fn pair_players(&self, attempt: u32) -> Result<Vec<[u32; 2]>, InputError> {
        let active: Vec<u32> = (1..=self.def.entrants.len() as u32)
            .filter(|&n| !self.is_withdrawn(n))
            .collect();
        if active.len() % 2 == 1 {
            return refuse(
                "round",
                format!(
                    "{} players: a mêlée needs an even number of players to draw the partners; add or withdraw one",
                    active.len()
                ),
            );
        }
        let order = match self.def.partners() {
            crate::definition::Partners::Once => {
                lot(&active, self.def.draw.seed.unwrap_or(0), PARTNERS, attempt)
            }
            _ => active,
        };
        Ok(order.chunks(2).map(|p| [p[0], p[1]]).collect())
    }

    /// Closes the current stage and seeds the next from the standings as they are now.
    pub fn close_stage(&self, results: &dyn Results) -> Result<Event, InputError> {
        if !self.def.is_staged() {
            return refuse(
                "stage",
                "this event has no stages: it is drawn round by round",
            );
        }
        if self.seedings.is_empty() {
            return refuse("stage", "no round has been drawn yet: draw round 1 first");
        }
        let stages_def = self.def.stage_list();
        let k = self.current_stage();
        let runs = stages(self, results);
        let run = &runs[k];
        if run.status != Status::Over {
            let drawn = self.rounds_drawn_in(k);
            let first = run.first_round.unwrap_or(1);
            let why = if drawn < run.rounds {
                let missing: Vec<String> = (first + drawn..first + run.rounds)
                    .map(|r| r.to_string())
                    .collect();
                format!("round(s) {} not drawn", missing.join(", "))
            } else {
                let open = self.incomplete_tables(results);
                format!(
                    "{} of round {} not complete",
                    tables_words(&open),
                    self.current_round()
                )
            };
            return refuse(
                "stage",
                format!("stage {} is not over: {why}", stages_def[k].id),
            );
        }
        let Some(next_stage) = stages_def.get(k + 1) else {
            return refuse(
                "stage",
                format!(
                    "stage {} is the event's last stage: nothing follows it",
                    stages_def[k].id
                ),
            );
        };
        let seeded = next_seeding(self, next_stage, &run.groups, k + 1)?;
        let mut next = self.clone();
        next.seedings.push(Seeding {
            first_round: self.current_round() + 1,
            seeded,
        });
        Ok(next)
    }

    /// Undoes the last `stage`, while no table of the stage it seeded has a deal: its drawn
    /// rounds are removed. Returns the event and the stage whose seeding was removed.
    pub fn reopen_stage(&self) -> Result<(Event, usize), InputError> {
        if !self.def.is_staged() || self.seedings.len() < 2 {
            return refuse(
                "stage",
                "no stage has been closed: there is nothing to reopen",
            );
        }
        let k = self.seedings.len() - 1;
        let first = self.seedings[k].first_round;
        let played: Vec<String> = self
            .rounds
            .iter()
            .filter(|r| r.number >= first)
            .flat_map(|r| {
                r.tables
                    .iter()
                    .filter(|t| !t.deals.is_empty())
                    .map(move |t| format!("table {} of round {}", t.number, r.number))
            })
            .collect();
        if !played.is_empty() {
            return refuse(
                "stage",
                format!(
                    "stage {} cannot be reopened: {} has deals already",
                    self.def.stage_list()[k].id,
                    played.join(", ")
                ),
            );
        }
        let mut next = self.clone();
        next.rounds.truncate(first as usize - 1);
        next.seedings.pop();
        Ok((next, k))
    }
}

/// The first stage's seeding at the first draw: every entrant (a rounds stage), the active
/// teams dealt into pools, or a bracket of every active team.
fn first_seeding(event: &Event, stage: &Stage, attempt: u32) -> Seeded {
    let seed = event.def.draw.seed.unwrap_or(0);
    match &stage.kind {
        StageKind::Rounds(_) => Seeded::Entrants(event.teams().iter().map(|t| t.number).collect()),
        StageKind::Pools(p) => {
            let teams = event.active_teams();
            let order = match p.seeding {
                PoolSeeding::Lot => lot(&teams, seed, 0, attempt),
                PoolSeeding::Serpentine => teams,
            };
            Seeded::Pools(deal(&order, p.pools))
        }
        StageKind::Knockout(ko) => {
            let teams = event.active_teams();
            let order = match ko.seeding {
                Some(KnockoutSeeding::Order) => teams,
                _ => lot(&teams, seed, 0, attempt),
            };
            Seeded::Brackets(
                ko.brackets
                    .iter()
                    .enumerate()
                    .map(|(j, _)| (j == 0).then(|| order.clone()))
                    .collect(),
            )
        }
    }
}

/// The teams a stage's places take, tier by tier: from a rounds stage one tier in listing
/// order; from pools the teams at each place taken, one per pool, in pool order.
fn tiers_of(groups: &Groups, take: Take) -> Vec<Vec<(usize, u32)>> {
    match groups {
        Groups::Listing(t) => vec![t.at_places(take).into_iter().map(|x| (0, x)).collect()],
        Groups::Pools(pools) => {
            let taken: Vec<Vec<u32>> = pools.iter().map(|p| p.table.at_places(take)).collect();
            let longest = taken.iter().map(Vec::len).max().unwrap_or(0);
            (0..longest)
                .map(|t| {
                    taken
                        .iter()
                        .enumerate()
                        .filter_map(|(p, list)| list.get(t).map(|&x| (p, x)))
                        .collect()
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// The next stage's seeding from the closed stage's groups.
fn next_seeding(
    event: &Event,
    stage: &Stage,
    groups: &Groups,
    k: usize,
) -> Result<Seeded, InputError> {
    let flat = |take: Take| -> Vec<u32> {
        tiers_of(groups, take)
            .into_iter()
            .flatten()
            .map(|(_, t)| t)
            .collect()
    };
    Ok(match &stage.kind {
        StageKind::Rounds(_) => {
            Seeded::Entrants(flat(stage.from.expect("checked: a later stage has from")))
        }
        StageKind::Pools(p) => {
            let order = flat(stage.from.expect("checked: a later stage has from"));
            let order = match p.seeding {
                PoolSeeding::Lot => lot(&order, event.def.draw.seed.unwrap_or(0), k as u32, 0),
                PoolSeeding::Serpentine => order,
            };
            Seeded::Pools(deal(&order, p.pools))
        }
        StageKind::Knockout(ko) => Seeded::Brackets(
            ko.brackets
                .iter()
                .map(|b| match b.from {
                    BracketFrom::Places(take) => Some(match groups {
                        Groups::Pools(_) => seed_tiers(&tiers_of(groups, take)),
                        _ => flat(take),
                    }),
                    _ => None,
                })
                .collect(),
        ),
    })
}

/// Draws round `j` of a rounds stage: its standings (its own tables only) and history, its
/// `draw` rules, pairing in seed order for an `order` draw.
#[allow(clippy::too_many_arguments)]
fn draw_rounds_stage(
    event: &Event,
    stage: &Stage,
    r: &crate::definition::RoundsStage,
    table: &Table,
    first: u32,
    j: u32,
    number: u32,
    attempt: u32,
) -> Result<Drawn, InputError> {
    let order: Vec<u32> = table
        .rows
        .iter()
        .filter(|s| !s.withdrawn)
        .map(|s| s.entrant)
        .collect();
    let k = event.stage_of_round(number);
    let seeds: Vec<u32> = match &event.seedings[k].seeded {
        Seeded::Entrants(list) => list.clone(),
        _ => Vec::new(),
    };
    let mut history = History::default();
    for round in event
        .rounds
        .iter()
        .filter(|x| x.number >= first && x.number < number)
    {
        for t in &round.tables {
            history.add_table(&t.a, &t.b);
        }
        for &e in &round.byes {
            history.add_bye(e);
        }
    }
    let kind = if event.def.is_melee() {
        EntrantKind::Teams
    } else {
        event.def.kind
    };
    let spec = DrawSpec {
        kind,
        method: if j <= 1 { r.draw.first } else { r.draw.then },
        avoid_repeats: r.draw.avoid_repeats,
        order: &order,
        history: &history,
        seeds: Some(&seeds),
    };
    let _ = stage;
    let mut rng = draw::round_rng(event.def.draw.seed.unwrap_or(0), number, attempt);
    draw::draw(&spec, &mut rng).map_err(|m| InputError::new("round", m))
}
