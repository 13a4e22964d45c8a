//! Sessions (docs/events.md "Sessions"): runs of consecutive rounds played on one day. A
//! session holds the rounds from its start to the round before the next session's; a start
//! named by a stage's round counts from that stage's first round (as seeded, or as the teams
//! would give it now), and a start beyond its stage's rounds moves to the next stage's first.

use crate::definition::SessionStart;
use crate::event::Event;
use crate::view::SessionView;

use super::progress::StageRun;
use super::Results;

/// The event round each stage's first round is (as seeded, or counted from the stages before).
pub fn first_rounds(runs: &[StageRun]) -> Vec<u32> {
    let mut out = Vec::with_capacity(runs.len());
    let mut next = 1;
    for r in runs {
        let first = r.first_round.unwrap_or(next);
        out.push(first);
        next = first + r.rounds;
    }
    out
}

/// The round each session starts with (the first: round 1).
pub fn starts(event: &Event, runs: &[StageRun]) -> Vec<u32> {
    let Some(sessions) = &event.def.sessions else {
        return vec![1];
    };
    let firsts = first_rounds(runs);
    let total: u32 = runs.iter().map(|r| r.rounds).sum();
    sessions
        .iter()
        .map(|s| match &s.starts {
            None => 1,
            Some(SessionStart { stage: None, round }) => *round,
            Some(SessionStart {
                stage: Some(k),
                round,
            }) => {
                if *round > runs[*k].rounds {
                    firsts.get(k + 1).copied().unwrap_or(total + 1)
                } else {
                    firsts[*k] + round - 1
                }
            }
        })
        .collect()
}

/// The session (from 1) round `round` belongs to.
pub fn session_of(starts: &[u32], round: u32) -> u32 {
    starts.iter().rposition(|&s| s <= round.max(1)).unwrap_or(0) as u32 + 1
}

/// Every session with its rounds as drawn so far, as the standings list them.
pub fn sessions_view(event: &Event, runs: &[StageRun], results: &dyn Results) -> Vec<SessionView> {
    let Some(sessions) = &event.def.sessions else {
        return Vec::new();
    };
    let starts = starts(event, runs);
    let total: u32 = runs.iter().map(|r| r.rounds).sum();
    let drawn = event.current_round();
    sessions
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let first = starts[i];
            let last = starts
                .get(i + 1)
                .map_or(total, |n| n.saturating_sub(1))
                .max(first);
            let complete = last <= drawn
                && (first..=last).filter_map(|n| event.round(n)).all(|r| {
                    r.tables.iter().all(|t| {
                        results
                            .played(r.number, t.number)
                            .is_some_and(|p| p.complete)
                    })
                });
            SessionView {
                session: i as u32 + 1,
                name: s.name.clone(),
                date: s.date.clone(),
                first_round: (first <= drawn).then_some(first),
                last_round: (last <= drawn).then_some(last),
                complete,
            }
        })
        .collect()
}
