//! Season standings (docs/events.md "Season standings"), worked out from what each event of the
//! season gives — whether it is final, its standings, its entrants' capots — every time they
//! are asked for: nothing of them is stored, so a corrected deal, a late entrant, a withdrawal
//! or a last table completed shows the next time.
//!
//! For each season entrant: its results in season order, which of them count (best N, or
//! best B of each period and best N periods), its total or average, whether it is eligible;
//! then the ranking with shared ranks, and the side rankings.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::collections::HashMap;

use super::definition::{Aggregate, SeasonDefinition, SeasonRank, SeasonScore, SideCount};
use super::view::{
    Average, PeriodLine, SeasonEventLine, SeasonResult, SeasonStanding, SeasonStandings, SideLine,
    Sides,
};
use crate::definition::{Entrant, EntrantKind};
use crate::names::player_key;
use crate::scored::ScoredEvent;
use crate::standings::Standing;

/// What a season reads of one of its events: its name and date, whether it counts yet, and —
/// once final — its standings and each entrant's capots.
#[derive(Debug, Clone, PartialEq)]
pub struct EventOutcome {
    pub id: String,
    pub name: String,
    pub date: String,
    pub kind: EntrantKind,
    /// Its last round is drawn and every table of that round is complete.
    pub is_final: bool,
    /// Every entrant, in number order (entrant `k` is `entrants[k − 1]`).
    pub entrants: Vec<Entrant>,
    /// The standings, in listing order.
    pub standings: Vec<Standing>,
    /// Deals in which the entrant's side took every trick, by entrant (index `k − 1`).
    pub capots: Vec<u32>,
}

impl EventOutcome {
    /// What an event gives a season now, from the event scored once ([`ScoredEvent`]): whether
    /// it is final, its standings, and its capots from the deals' facts.
    pub fn of(scored: &ScoredEvent) -> EventOutcome {
        let event = &scored.event;
        // A mêlée's results are its teams': each counts for both its players.
        let (kind, entrants) = if event.def.is_melee() && !event.pairs.is_empty() {
            let teams = event
                .teams()
                .into_iter()
                .map(|t| Entrant {
                    name: t.name,
                    players: t
                        .players
                        .map(|ps| ps.iter().map(|&p| event.def.name_of(p)).collect()),
                })
                .collect();
            (EntrantKind::Teams, teams)
        } else {
            (event.def.kind, event.def.entrants.clone())
        };
        let mut capots = vec![0u32; entrants.len()];
        for t in event.rounds.iter().flat_map(|r| &r.tables) {
            for deal in &t.deals {
                let side = match deal.get("capot").and_then(|c| c.as_str()) {
                    Some("A") => &t.a,
                    Some("B") => &t.b,
                    _ => continue,
                };
                for &e in side {
                    if let Some(c) = capots.get_mut((e as usize).wrapping_sub(1)) {
                        *c += 1;
                    }
                }
            }
        }
        EventOutcome {
            id: event.id.clone(),
            name: event.def.name.clone(),
            date: event.def.date.clone(),
            kind,
            is_final: scored.finished(),
            entrants,
            standings: scored.standings().to_vec(),
            capots,
        }
    }

    /// The names of the season entrants that entrant `number` stands for: the player, the
    /// team (a season of teams), or the players listed with the team (none when it was
    /// registered without them).
    fn people(&self, number: u32, rank: SeasonRank) -> &[String] {
        let Some(e) = self.entrants.get((number as usize).wrapping_sub(1)) else {
            return &[];
        };
        match (rank, self.kind) {
            (SeasonRank::Teams, _) | (SeasonRank::Players, EntrantKind::Players) => {
                std::slice::from_ref(&e.name)
            }
            (SeasonRank::Players, EntrantKind::Teams) => e.players.as_deref().unwrap_or(&[]),
        }
    }
}

/// A season entrant while the standings are worked out.
struct Entry {
    key: String,
    name: String,
    /// (position of the event in the season, score, absent), in season order.
    results: Vec<(usize, i64, bool)>,
    capots: u32,
}

/// What an event's standings line gives: its score under the season's `score`.
fn score_of(score: &SeasonScore, s: &Standing) -> i64 {
    match score {
        SeasonScore::Points => s.points,
        SeasonScore::MatchPoints => s.match_points,
        SeasonScore::Place { points, default } => points
            .get((s.rank as usize).wrapping_sub(1))
            .copied()
            .unwrap_or(*default),
    }
}

/// The indices of the best `n` of `scores` (all of them with `None`): higher first, equal
/// ones the earlier first.
fn best(scores: &[i64], n: Option<u32>) -> Vec<usize> {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|&a, &b| scores[b].cmp(&scores[a]).then(a.cmp(&b)));
    if let Some(n) = n {
        order.truncate(n as usize);
    }
    order
}

/// An entrant's line: what counts, its total and average, eligibility; ranks come later.
fn line(def: &SeasonDefinition, events: &[&EventOutcome], e: Entry) -> (String, SeasonStanding) {
    let r = &def.ranking;
    let scores: Vec<i64> = e.results.iter().map(|&(_, s, _)| s).collect();
    let mut counted = vec![false; e.results.len()];
    let mut periods = None;
    let (total, units) = match &r.periods {
        None => {
            let chosen = best(&scores, r.count.map(|c| c.best));
            for &i in &chosen {
                counted[i] = true;
            }
            (chosen.iter().map(|&i| scores[i]).sum::<i64>(), chosen.len())
        }
        Some(list) => {
            // Each period's results (indices into `results`), in order.
            let mut by_period: Vec<Vec<usize>> = vec![Vec::new(); list.len()];
            for (i, &(pos, _, _)) in e.results.iter().enumerate() {
                if let Some(p) = r.period_of(pos) {
                    by_period[p as usize - 1].push(i);
                }
            }
            let mut lines: Vec<(u32, i64, Vec<usize>)> = Vec::new();
            for (p, members) in by_period.iter().enumerate() {
                if members.is_empty() {
                    continue;
                }
                let own: Vec<i64> = members.iter().map(|&i| scores[i]).collect();
                let chosen: Vec<usize> = best(&own, Some(list[p].best))
                    .into_iter()
                    .map(|k| members[k])
                    .collect();
                let result = chosen.iter().map(|&i| scores[i]).sum();
                lines.push((p as u32 + 1, result, chosen));
            }
            let results: Vec<i64> = lines.iter().map(|l| l.1).collect();
            let chosen = best(&results, r.count.map(|c| c.best));
            let mut period_lines: Vec<PeriodLine> = lines
                .iter()
                .map(|(p, result, _)| PeriodLine {
                    period: *p,
                    result: *result,
                    counted: false,
                })
                .collect();
            for &k in &chosen {
                period_lines[k].counted = true;
                for &i in &lines[k].2 {
                    counted[i] = true;
                }
            }
            periods = Some(period_lines);
            (chosen.iter().map(|&k| results[k]).sum(), chosen.len())
        }
    };
    let absences = e.results.iter().filter(|r| r.2).count() as u32;
    let played = e.results.len() as u32 - absences;
    let average = match r.aggregate {
        Aggregate::Sum => None,
        Aggregate::Average => Some(Average::new(total, units as u32)),
    };
    let results = e
        .results
        .iter()
        .zip(counted)
        .map(|(&(pos, score, absent), counted)| SeasonResult {
            event: events[pos].id.clone(),
            score,
            absent,
            counted,
        })
        .collect();
    let standing = SeasonStanding {
        rank: None,
        name: e.name,
        eligible: played + absences >= r.min_events,
        played,
        absences,
        total,
        average,
        results,
        periods,
        capots: def.side.contains(&SideCount::Capots).then_some(e.capots),
    };
    (e.key, standing)
}

/// The value a season ranks on: the total, or the exact average.
fn ranks_before(a: &SeasonStanding, b: &SeasonStanding) -> Ordering {
    match (&a.average, &b.average) {
        (Some(x), Some(y)) => y.cmp(x),
        _ => b.total.cmp(&a.total),
    }
}

/// The season's standings (docs/events.md), from `events`: the season's events in order,
/// one [`EventOutcome`] each.
pub fn season_standings<E: Borrow<EventOutcome>>(
    id: &str,
    def: &SeasonDefinition,
    events: &[E],
) -> SeasonStandings {
    let events: Vec<&EventOutcome> = events.iter().map(Borrow::borrow).collect();
    let rank = def.ranking.rank;
    let mut entries: Vec<Entry> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    // Results, event by event in season order, each event's standings in listing order: the
    // first spelling met names the entrant; a person listed twice in one event keeps the
    // first.
    for (pos, ev) in events.iter().enumerate().filter(|(_, e)| e.is_final) {
        for s in &ev.standings {
            if s.played + s.byes == 0 {
                continue;
            }
            let score = score_of(&def.ranking.score, s);
            let capots = ev
                .capots
                .get((s.entrant as usize).wrapping_sub(1))
                .copied()
                .unwrap_or(0);
            for name in ev.people(s.entrant, rank) {
                let key = player_key(name);
                let i = *index.entry(key.clone()).or_insert_with(|| {
                    entries.push(Entry {
                        key,
                        name: name.clone(),
                        results: Vec::new(),
                        capots: 0,
                    });
                    entries.len() - 1
                });
                let entry = &mut entries[i];
                if entry.results.last().is_some_and(|r| r.0 == pos) {
                    continue;
                }
                entry.results.push((pos, score, false));
                entry.capots += capots;
            }
        }
    }
    // Excused absences at final events, unless a result is there.
    for a in &def.absences {
        let Some(pos) = def.events.iter().position(|e| *e == a.event) else {
            continue;
        };
        if !events.get(pos).is_some_and(|e| e.is_final) {
            continue;
        }
        let key = player_key(&a.name);
        let i = *index.entry(key.clone()).or_insert_with(|| {
            entries.push(Entry {
                key,
                name: a.name.clone(),
                results: Vec::new(),
                capots: 0,
            });
            entries.len() - 1
        });
        let entry = &mut entries[i];
        if entry.results.iter().all(|r| r.0 != pos) {
            entry.results.push((pos, def.ranking.absence_score, true));
        }
    }
    // One known only from absences is named by its first absence in season order.
    for e in &mut entries {
        if e.results.iter().all(|r| r.2) {
            if let Some(first) = def
                .absences
                .iter()
                .filter(|a| player_key(&a.name) == e.key)
                .min_by_key(|a| def.events.iter().position(|x| *x == a.event))
            {
                e.name = first.name.clone();
            }
        }
        e.results.sort_by_key(|r| r.0);
    }

    let mut lines: Vec<(String, SeasonStanding)> =
        entries.into_iter().map(|e| line(def, &events, e)).collect();
    lines.sort_by(|(ka, a), (kb, b)| {
        b.eligible
            .cmp(&a.eligible)
            .then_with(|| ranks_before(a, b))
            .then_with(|| ka.cmp(kb))
    });
    let mut previous: Option<usize> = None;
    for i in 0..lines.len() {
        if !lines[i].1.eligible {
            break;
        }
        let shared = previous.filter(|&p| ranks_before(&lines[p].1, &lines[i].1).is_eq());
        let r = match shared {
            Some(p) => lines[p].1.rank,
            None => Some(i as u32 + 1),
        };
        lines[i].1.rank = r;
        previous = Some(i);
    }

    let sides = Sides {
        capots: def.side.contains(&SideCount::Capots).then(|| {
            let mut list: Vec<(&String, &SeasonStanding)> = lines
                .iter()
                .filter(|(_, s)| s.capots.unwrap_or(0) > 0)
                .map(|(k, s)| (k, s))
                .collect();
            list.sort_by(|(ka, a), (kb, b)| b.capots.cmp(&a.capots).then_with(|| ka.cmp(kb)));
            let mut out: Vec<SideLine> = Vec::with_capacity(list.len());
            for (i, (_, s)) in list.iter().enumerate() {
                let count = s.capots.unwrap_or(0);
                let rank = match out.last() {
                    Some(last) if last.capots == count => last.rank,
                    _ => i as u32 + 1,
                };
                out.push(SideLine {
                    rank,
                    name: s.name.clone(),
                    capots: count,
                });
            }
            out
        }),
    };

    SeasonStandings {
        season: id.to_string(),
        name: def.name.clone(),
        events: events
            .iter()
            .enumerate()
            .map(|(pos, e)| SeasonEventLine {
                event: e.id.clone(),
                name: e.name.clone(),
                date: e.date.clone(),
                is_final: e.is_final,
                period: def.ranking.period_of(pos),
            })
            .collect(),
        standings: lines.into_iter().map(|(_, s)| s).collect(),
        sides,
    }
}

/// Everyone the season's events name, as the season knows them (people by name, or teams for a
/// season of teams), each once as first written, in the order of their folded names: whom an
/// excused absence may name.
pub fn season_people<E: Borrow<EventOutcome>>(rank: SeasonRank, events: &[E]) -> Vec<String> {
    let mut seen: HashMap<String, String> = HashMap::new();
    for ev in events.iter().map(Borrow::borrow) {
        for number in 1..=ev.entrants.len() as u32 {
            for name in ev.people(number, rank) {
                seen.entry(player_key(name)).or_insert_with(|| name.clone());
            }
        }
    }
    let mut people: Vec<(String, String)> = seen.into_iter().collect();
    people.sort();
    people.into_iter().map(|(_, name)| name).collect()
}
