//! How many teams each stage holds and how many rounds it plays, counted from a number of
//! teams (docs/events.md: pool sizes by the dealing rule, a losers' bracket from its giver's
//! round-1 tables): the checks of a definition against its registered entrants, and the
//! number of rounds of a stage that is not seeded yet.

use belote_core::InputError;

use super::read::Res;
use super::stages::{BracketFrom, Session, Stage, StageKind, Take};

/// The sizes of `n` teams dealt into `p` pools in a snake: rows of `p`, the first forwards,
/// the next backwards, …; the larger pools are those the short last row reached.
pub fn pool_sizes(n: u32, p: u32) -> Vec<u32> {
    if p == 0 {
        return Vec::new();
    }
    let (base, extra) = (n / p, n % p);
    let backwards = (n / p) % 2 == 1;
    (0..p)
        .map(|k| {
            let reached = if backwards { k >= p - extra } else { k < extra };
            base + u32::from(reached)
        })
        .collect()
}

/// The rounds a pool of `m` teams plays: the Berger table of m (m even) or m + 1, n − 1
/// rounds a leg; a pool of one plays the table of 2 (a bye), an empty pool none.
pub fn pool_rounds(m: u32, legs: u32) -> u32 {
    match m {
        0 => 0,
        1 => legs,
        _ => (m + m % 2 - 1) * legs,
    }
}

/// The slots of a bracket of `n` teams: the smallest power of two ≥ n (1 for fewer than 2).
pub fn bracket_size(n: u32) -> u32 {
    n.max(1).next_power_of_two()
}

/// The rounds of a bracket of `n` teams.
pub fn bracket_rounds(n: u32) -> u32 {
    if n < 2 {
        0
    } else {
        bracket_size(n).trailing_zeros()
    }
}

/// The tables round 1 of a bracket of `n` teams has (the others meet a bye).
pub fn round1_tables(n: u32) -> u32 {
    if n < 2 {
        0
    } else {
        n - bracket_size(n) / 2
    }
}

/// What a stage holds, counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Held {
    /// A rounds stage: its teams (or players) in one listing.
    Listing(u32),
    /// A pools stage: each pool's size.
    Pools(Vec<u32>),
    /// A knockout: each bracket's teams and the round (of the stage, from 1) its round 1 is.
    Brackets(Vec<(u32, u32)>),
}

impl Held {
    /// How many teams `take` takes from a stage holding this.
    pub fn taken(&self, take: Take) -> u32 {
        match self {
            Held::Listing(t) => take.count_of(*t),
            Held::Pools(sizes) => sizes.iter().map(|&s| take.count_of(s)).sum(),
            Held::Brackets(_) => 0,
        }
    }

    /// Why `take` names places this stage does not have, if it does.
    fn missing(&self, take: Take) -> Option<String> {
        match self {
            Held::Listing(t) => match take.last {
                Some(b) if b > *t => Some(format!(
                    "the stage before ranks {t} teams: there is no place {b}"
                )),
                None if take.first > *t => Some(format!(
                    "the stage before ranks {t} teams: there is no place {}",
                    take.first
                )),
                _ => None,
            },
            Held::Pools(sizes) => {
                let small = sizes.iter().copied().min().unwrap_or(0);
                let large = sizes.iter().copied().max().unwrap_or(0);
                match take.last {
                    Some(b) if b > small => Some(format!(
                        "the smallest pool before has {small} teams: it has no place {b}"
                    )),
                    None if take.first > large => Some(format!(
                        "the largest pool before has {large} teams: no pool has place {}",
                        take.first
                    )),
                    _ => None,
                }
            }
            Held::Brackets(_) => Some("no stage follows a knockout".to_string()),
        }
    }
}

/// A stage counted: what it holds, its teams and its rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    pub held: Held,
    pub teams: u32,
    pub rounds: u32,
}

/// The teams of each bracket of a knockout stage taking from `before` (or `first` teams for a
/// first stage), and the stage round its round 1 is.
fn brackets_of(stage: &Stage, first: u32, before: Option<&Held>) -> Vec<(u32, u32)> {
    let Some(k) = stage.knockout() else {
        return Vec::new();
    };
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(k.brackets.len());
    for b in &k.brackets {
        out.push(match b.from {
            BracketFrom::Everyone => (first, 1),
            BracketFrom::Places(t) => (before.map_or(0, |h| h.taken(t)), 1),
            BracketFrom::Losers(g) => (round1_tables(out[g].0), out[g].1 + 1),
        });
    }
    out
}

/// Counts one stage holding `teams` (from the stage before, or the first stage's teams).
pub fn count_stage(stage: &Stage, teams: u32, before: Option<&Held>) -> Counted {
    let teams = match (before, stage.from) {
        (Some(h), Some(t)) => h.taken(t),
        _ => teams,
    };
    match &stage.kind {
        StageKind::Rounds(r) => Counted {
            held: Held::Listing(teams),
            teams,
            rounds: r.rounds,
        },
        StageKind::Pools(p) => {
            let sizes = pool_sizes(teams, p.pools);
            let rounds = sizes
                .iter()
                .map(|&m| pool_rounds(m, p.legs))
                .max()
                .unwrap_or(0);
            Counted {
                held: Held::Pools(sizes),
                teams,
                rounds,
            }
        }
        StageKind::Knockout(_) => {
            let brackets = brackets_of(stage, teams, before);
            let rounds = brackets
                .iter()
                .map(|&(n, start)| {
                    if n < 2 {
                        0
                    } else {
                        start - 1 + bracket_rounds(n)
                    }
                })
                .max()
                .unwrap_or(0);
            let held_teams = brackets
                .iter()
                .zip(&stage.knockout().expect("a knockout").brackets)
                .filter(|(_, b)| !matches!(b.from, BracketFrom::Losers(_)))
                .map(|((n, _), _)| n)
                .sum();
            Counted {
                held: Held::Brackets(brackets),
                teams: held_teams,
                rounds,
            }
        }
    }
}

/// Counts every stage from the first stage's `teams`.
pub fn count_stages(stages: &[Stage], teams: u32) -> Vec<Counted> {
    let mut out: Vec<Counted> = Vec::with_capacity(stages.len());
    for s in stages {
        let c = count_stage(s, teams, out.last().map(|c| &c.held));
        out.push(c);
    }
    out
}

fn err<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

/// Checks the stages against `teams` registered teams (a mêlée: half its players): pools of
/// at least 2 teams and at most 40 rounds, places that exist, brackets of 2 to 1024 teams.
pub(crate) fn check_stages(stages: &[Stage], teams: u32) -> Res<Vec<Counted>> {
    let mut out: Vec<Counted> = Vec::with_capacity(stages.len());
    for (i, s) in stages.iter().enumerate() {
        let at = format!("stages[{i}]");
        let before = out.last().map(|c| &c.held);
        if let (Some(h), Some(t)) = (before, s.from) {
            if let Some(why) = h.missing(t) {
                return err(format!("{at}.from.places"), why);
            }
        }
        let c = count_stage(s, teams, before);
        match (&s.kind, &c.held) {
            (StageKind::Pools(p), Held::Pools(sizes)) => {
                let small = sizes.iter().copied().min().unwrap_or(0);
                if small < 2 {
                    return err(
                        format!("{at}.pools"),
                        format!("{} teams in {} pools: a pool would hold {small} team(s), and a pool needs 2", c.teams, p.pools),
                    );
                }
                if c.rounds > 40 {
                    return err(
                        format!("{at}.pools"),
                        format!(
                            "the largest pool's round robin needs {} rounds: at most 40",
                            c.rounds
                        ),
                    );
                }
            }
            (StageKind::Knockout(k), Held::Brackets(list)) => {
                for (j, (b, &(n, _))) in k.brackets.iter().zip(list).enumerate() {
                    let at_j = format!("{at}.brackets[{j}]");
                    if let BracketFrom::Places(t) = b.from {
                        if let Some(why) = before.and_then(|h| h.missing(t)) {
                            return err(format!("{at_j}.from.places"), why);
                        }
                        let overlap = k.brackets[..j].iter().any(|e| match e.from {
                            BracketFrom::Places(o) => {
                                o.first.max(t.first)
                                    <= o.last.unwrap_or(u32::MAX).min(t.last.unwrap_or(u32::MAX))
                            }
                            _ => false,
                        });
                        if overlap {
                            return err(
                                format!("{at_j}.from.places"),
                                "these places are taken by an earlier bracket already",
                            );
                        }
                    }
                    if !(2..=1024).contains(&n) {
                        return err(
                            at_j,
                            format!(
                                "bracket {:?} would hold {n} team(s): a bracket holds 2 to 1024",
                                b.id
                            ),
                        );
                    }
                }
            }
            _ => {}
        }
        out.push(c);
    }
    Ok(out)
}

/// The event round a session's start names, from the stages' counted rounds (`None` in an
/// event without stages: `rounds` is then its number of rounds).
pub fn start_round(start_stage: Option<usize>, round: u32, stage_rounds: &[u32]) -> u32 {
    match start_stage {
        None => round,
        Some(k) => stage_rounds[..k].iter().sum::<u32>() + round,
    }
}

/// Checks that every session starts at a round its stage has, each after the one before.
pub(crate) fn check_sessions(sessions: &[Session], stage_rounds: &[u32], staged: bool) -> Res<()> {
    let mut before = 1;
    for (i, s) in sessions.iter().enumerate() {
        let Some(start) = &s.starts else { continue };
        let at = format!("sessions[{i}].starts.round");
        let has = match start.stage {
            Some(k) => stage_rounds[k],
            None => stage_rounds.iter().sum(),
        };
        if start.round > has {
            return err(
                at,
                if staged {
                    format!(
                        "that stage has {has} round(s): there is no round {}",
                        start.round
                    )
                } else {
                    format!(
                        "the event has {has} round(s): there is no round {}",
                        start.round
                    )
                },
            );
        }
        let r = start_round(start.stage, start.round, stage_rounds);
        if r <= before {
            return err(
                format!("sessions[{i}]"),
                format!("this session starts at round {r}, not after the session before (round {before})"),
            );
        }
        before = r;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snakes_put_the_short_row_where_it_ends() {
        assert_eq!(pool_sizes(10, 3), [3, 3, 4]);
        assert_eq!(pool_sizes(8, 2), [4, 4]);
        assert_eq!(pool_sizes(7, 3), [3, 2, 2]);
        assert_eq!(pool_sizes(3, 2), [1, 2]);
    }

    #[test]
    fn brackets_and_pools_count_rounds() {
        assert_eq!(
            (bracket_size(6), bracket_rounds(6), round1_tables(6)),
            (8, 3, 2)
        );
        assert_eq!((bracket_size(5), round1_tables(5)), (8, 1));
        assert_eq!(pool_rounds(3, 1), 3);
        assert_eq!(pool_rounds(4, 2), 6);
        assert_eq!(pool_rounds(1, 1), 1);
    }
}
