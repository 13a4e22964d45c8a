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
use crate::ratings::{Game, GameSource};
use crate::search::{player_key, People};

/// One of the two sides compared: a player, a team (by its name), or a pair of players (a
/// fixed team, whatever it was called).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Contender {
    pub kind: NameKind,
    /// As last written; a pair's two names joined by " & ".
    pub name: String,
    /// Who it is ([`player_key`]); a pair's two keys joined by " & ", in order (as the
    /// ratings' teams).
    pub key: String,
    /// A pair's two players' keys, in order; empty for a player or a team.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
}

/// Who a contender is, as the numbers of [`People`].
#[derive(Clone, Copy)]
enum Who {
    Player(u32),
    Team(u32),
    Pair(u32, u32),
}

impl Who {
    fn of(c: &Contender, people: &mut People) -> Who {
        match (c.kind, c.players.as_slice()) {
            (NameKind::Pair, [x, y]) => Who::Pair(people.of_key(x), people.of_key(y)),
            (NameKind::Team, _) => Who::Team(people.of_key(&c.key)),
            _ => Who::Player(people.of_key(&c.key)),
        }
    }
}

/// Which side of `teams` `who` (a player, a team by its name, or a pair) is on: 0 (A), 1 (B),
/// or `None` (not in the game, or on both sides).
fn side_in(who: Who, teams: &Teams, people: &mut People) -> Option<usize> {
    let mut on = |t: &TeamInfo| match who {
        Who::Team(id) => people.id(&t.name) == id,
        Who::Player(id) => t.players.iter().any(|p| people.id(p) == id),
        Who::Pair(x, y) => {
            let seats = [people.id(&t.players[0]), people.id(&t.players[1])];
            seats == [x, y] || seats == [y, x]
        }
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
    /// A match of the history or a table of an event (its `id` is then `EVENT/ROUND/TABLE`).
    pub source: GameSource,
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
        NameKind::Pair => "pair",
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
        players: Vec::new(),
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
    let first = Who::of(&h.first, &mut people);
    let second = Who::of(&h.second, &mut people);
    for g in games {
        let x = side_in(first, &g.teams, &mut people);
        let y = side_in(second, &g.teams, &mut people);
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
            source: g.source,
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
    /// teams only, and `pair:NAME & NAME` designates two players together (each as
    /// `player:NAME`). Finding no one, or several, is bad input at `at`.
    pub fn pick_name(&self, name: &str, at: &str) -> Result<Contender> {
        let (kind, query) = match name.split_once(':') {
            Some((k, rest)) if k.trim().eq_ignore_ascii_case("player") => {
                (Some(NameKind::Player), rest)
            }
            Some((k, rest)) if k.trim().eq_ignore_ascii_case("team") => {
                (Some(NameKind::Team), rest)
            }
            Some((k, rest)) if k.trim().eq_ignore_ascii_case("pair") => {
                return self.pick_pair(rest, at);
            }
            _ => (None, name),
        };
        let query = query.trim();
        if query.is_empty() {
            return Err(name_error(at, "a name is needed".to_string()));
        }
        pick(query, kind, self.find_names(query)?, at)
    }

    /// The two players of `pair:NAME & NAME`, in the order of their keys.
    fn pick_pair(&self, names: &str, at: &str) -> Result<Contender> {
        let Some((x, y)) = names.split_once('&') else {
            return Err(name_error(
                at,
                format!("a pair is two players' names joined by &, not {names:?}"),
            ));
        };
        let mut two = [
            self.pick_name(&format!("player:{x}"), at)?,
            self.pick_name(&format!("player:{y}"), at)?,
        ];
        if two[0].key == two[1].key {
            return Err(name_error(
                at,
                format!("a pair is two players, not {} twice", two[0].name),
            ));
        }
        two.sort_by(|a, b| a.key.cmp(&b.key));
        let [a, b] = two;
        Ok(Contender {
            kind: NameKind::Pair,
            name: format!("{} & {}", a.name, b.name),
            key: format!("{} & {}", a.key, b.key),
            players: vec![a.key, b.key],
        })
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
