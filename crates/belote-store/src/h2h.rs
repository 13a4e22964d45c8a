//! Head to head: any two players or teams, found by name as people type them, and how their
//! games against each other went — games, wins, points for and against, the results one by
//! one — and, for two players, how they do as partners. Computed from [`Store::games`], so it
//! follows every change to the history and takes in every source of games.

use belote_core::{InputError, Winner};
use serde::Serialize;

use crate::error::{Result, StoreError};
use crate::model::{MatchFilter, TeamInfo, Teams};
use crate::names::{NameHit, NameKind};
use crate::open::Store;
use crate::ratings::Game;
use crate::search::{player_key, People};

/// One of the two sides compared: a player, or a team (by its name).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Contender {
    pub kind: NameKind,
    /// As last written.
    pub name: String,
    pub key: String,
}

/// Which side of `teams` person `who` (a player, or a team by its name) is on: 0 (A), 1 (B),
/// or `None` (not in the game, or on both sides).
fn side_in(kind: NameKind, who: u32, teams: &Teams, people: &mut People) -> Option<usize> {
    let mut on = |t: &TeamInfo| match kind {
        NameKind::Team => people.id(&t.name) == who,
        NameKind::Player => t.players.iter().any(|p| people.id(p) == who),
    };
    match (on(&teams.a), on(&teams.b)) {
        (true, false) => Some(0),
        (false, true) => Some(1),
        _ => None,
    }
}

/// Who won a game, seen from the two contenders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum H2hOutcome {
    First,
    Second,
    Draw,
}

/// One game between the two contenders.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct H2hGame {
    pub id: String,
    pub when: String,
    pub variant: String,
    /// The first contender's side in this match ("A" or "B").
    pub first_side: String,
    pub teams: Teams,
    /// Final totals of the first and of the second contender's side.
    pub points: [i64; 2],
    pub outcome: H2hOutcome,
}

/// Games the two players played as partners.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Partners {
    pub games: u64,
    pub won: u64,
    pub lost: u64,
    pub drawn: u64,
}

/// How two players or teams do against each other.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeadToHead {
    pub first: Contender,
    pub second: Contender,
    /// Games against each other (finished, with a result).
    pub games: u64,
    /// Games won by the first and by the second.
    pub won: [u64; 2],
    pub drawn: u64,
    /// Points written for the first's side and for the second's, over those games.
    pub points: [i64; 2],
    /// The games against each other, the last first.
    pub results: Vec<H2hGame>,
    /// Two players on the same side (always zero for a team).
    pub partners: Partners,
}

fn name_error(at: &str, message: String) -> StoreError {
    InputError::new(at, message).into()
}

fn kind_word(kind: NameKind) -> &'static str {
    match kind {
        NameKind::Player => "player",
        NameKind::Team => "team",
    }
}

/// The one player or team `query` names among `hits`: the one whose name it is exactly
/// (case, spaces and the form of accents aside), else the only one it finds. `kind` keeps
/// only players or only teams ("player:NAME", "team:NAME").
fn pick(query: &str, kind: Option<NameKind>, hits: Vec<NameHit>, at: &str) -> Result<Contender> {
    let hits: Vec<NameHit> = hits
        .into_iter()
        .filter(|h| !matches!(kind, Some(k) if k != h.kind))
        .collect();
    let key = player_key(query);
    let exact: Vec<&NameHit> = hits.iter().filter(|h| h.key == key).collect();
    let chosen: &NameHit = match (exact.as_slice(), hits.as_slice()) {
        ([one], _) => one,
        ([], [one]) => one,
        (_, []) => {
            let what = match kind {
                None => "player or team".to_string(),
                Some(k) => kind_word(k).to_string(),
            };
            return Err(name_error(
                at,
                format!("no {what} found by {query:?} in the history"),
            ));
        }
        (several, all) => {
            let listed: Vec<&NameHit> = if several.is_empty() {
                all.iter().collect()
            } else {
                several.to_vec()
            };
            let candidates: Vec<String> = listed
                .iter()
                .take(8)
                .map(|h| format!("{} ({})", h.name, kind_word(h.kind)))
                .collect();
            return Err(name_error(
                at,
                format!(
                    "{query:?} finds several players or teams: {}; give more of the name, or \
                     write player:NAME or team:NAME",
                    candidates.join(", ")
                ),
            ));
        }
    };
    Ok(Contender {
        kind: chosen.kind,
        name: chosen.name.clone(),
        key: chosen.key.clone(),
    })
}

/// Compares two contenders over `games` (in play order).
pub fn head_to_head_of(first: Contender, second: Contender, games: &[Game]) -> HeadToHead {
    let mut h = HeadToHead {
        first,
        second,
        games: 0,
        won: [0, 0],
        drawn: 0,
        points: [0, 0],
        results: Vec::new(),
        partners: Partners::default(),
    };
    let mut people = People::default();
    let first = people.of_key(&h.first.key);
    let second = people.of_key(&h.second.key);
    for g in games {
        let x = side_in(h.first.kind, first, &g.teams, &mut people);
        let y = side_in(h.second.kind, second, &g.teams, &mut people);
        let (Some(x), Some(y)) = (x, y) else {
            continue;
        };
        let winner = match g.winner {
            Winner::A => Some(0),
            Winner::B => Some(1),
            Winner::Draw => None,
        };
        if x == y {
            let p = &mut h.partners;
            p.games += 1;
            match winner {
                None => p.drawn += 1,
                Some(w) if w == x => p.won += 1,
                Some(_) => p.lost += 1,
            }
            continue;
        }
        let totals = [g.points.a, g.points.b];
        let points = [totals[x], totals[y]];
        let outcome = match winner {
            None => H2hOutcome::Draw,
            Some(w) if w == x => H2hOutcome::First,
            Some(_) => H2hOutcome::Second,
        };
        h.games += 1;
        match outcome {
            H2hOutcome::First => h.won[0] += 1,
            H2hOutcome::Second => h.won[1] += 1,
            H2hOutcome::Draw => h.drawn += 1,
        }
        h.points[0] += points[0];
        h.points[1] += points[1];
        h.results.push(H2hGame {
            id: g.id.clone(),
            when: g.when.clone(),
            variant: g.variant.as_str().to_string(),
            first_side: if x == 0 { "A" } else { "B" }.to_string(),
            teams: g.teams.clone(),
            points,
            outcome,
        });
    }
    h.results.reverse();
    h
}

impl Store {
    /// The player or team `name` designates (see [`Store::find_names`]): the one whose name
    /// it is, else the only one it finds; `player:NAME` or `team:NAME` looks among players or
    /// teams only. Finding no one, or several, is bad input at `at`.
    pub fn pick_name(&self, name: &str, at: &str) -> Result<Contender> {
        let (kind, query) = match name.split_once(':') {
            Some((k, rest)) if k.trim().eq_ignore_ascii_case("player") => {
                (Some(NameKind::Player), rest)
            }
            Some((k, rest)) if k.trim().eq_ignore_ascii_case("team") => {
                (Some(NameKind::Team), rest)
            }
            _ => (None, name),
        };
        let query = query.trim();
        if query.is_empty() {
            return Err(name_error(at, "a name is needed".to_string()));
        }
        pick(query, kind, self.find_names(query)?, at)
    }

    /// Head to head of the players or teams `first` and `second` name, over the games `filter`
    /// keeps (variant or family, dates; its `player` does not apply). A name that finds no one
    /// or several is bad input (`at` "first" or "second").
    pub fn head_to_head(
        &self,
        first: &str,
        second: &str,
        filter: &MatchFilter,
    ) -> Result<HeadToHead> {
        let a = self.pick_name(first, "first")?;
        let b = self.pick_name(second, "second")?;
        if a == b {
            return Err(name_error(
                "second",
                format!(
                    "{first:?} and {second:?} are the same {}, {}",
                    kind_word(a.kind),
                    a.name
                ),
            ));
        }
        let scope = MatchFilter {
            player: None,
            ..filter.clone()
        };
        Ok(head_to_head_of(a, b, &self.games(&scope)?))
    }
}
