//! Ratings of players and of fixed teams, computed from the games played, in play order, with
//! the Weng-Lin rating system (the Bayesian approximation of Weng & Lin, 2011, known as
//! OpenSkill; the `skillratings` crate's implementation, Bradley-Terry model, two teams).
//!
//! Nothing here is stored: every call reads the finished games and rates them again from
//! scratch, so editing, deleting or importing a past match changes the ratings at once.
//!
//! The input is a sequence of [`Game`]s — when, variant, the two sides, the points, the
//! winner — whatever they come from: the finished matches of the history
//! ([`GameSource::Match`]) and the complete tables of the events ([`GameSource::EventTable`]).
//!
//! Who is who: a player is their [`player_key`](crate::player_key) (case and spaces ignored, accents kept); a
//! fixed team is its two players, whatever the team is called. Unnamed seats ([`is_unnamed`](crate::is_unnamed))
//! are not rated: in a game, each stands in as a new player (the initial rating) and is
//! forgotten afterwards. A game where one name sits in two seats is not rated.

use std::collections::VecDeque;

use crate::fast_map::FastMap;

use belote_core::{TeamPoints, Variant, Winner};
use serde::Serialize;
use skillratings::weng_lin::{weng_lin, weng_lin_two_teams, WengLinConfig, WengLinRating};
use skillratings::Outcomes;

use crate::error::Result;
use crate::filter;
use crate::model::{MatchFilter, TeamInfo, Teams};
use crate::open::Store;
use crate::review_rows::{each_match, side_names, MatchRow};
use crate::search::{fold_name, folded_contains, People};

/// Where a [`Game`] comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameSource {
    /// A finished match of the history; the game's `id` is the match's.
    Match,
    /// A complete table of an event; the game's `id` is `EVENT/ROUND/TABLE`.
    EventTable,
}

/// One game between two sides of two players, with its result: what ratings and head to head
/// are computed from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Game {
    pub source: GameSource,
    pub id: String,
    /// When the result was known (RFC 3339): games are rated in this order.
    pub when: String,
    /// The same instant in milliseconds since the epoch.
    #[serde(skip)]
    pub when_ms: i64,
    pub variant: Variant,
    pub teams: Teams,
    pub points: TeamPoints,
    pub winner: Winner,
}

/// The rating system and its parameters, as used (and shown with every answer).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingSystem {
    pub name: &'static str,
    pub library: &'static str,
    /// Every player's first rating (μ).
    pub initial_rating: f64,
    /// Every player's first uncertainty (σ).
    pub initial_uncertainty: f64,
    /// The difference in rating that gives the better side about two chances in three (β).
    pub beta: f64,
    /// How the lists are ordered.
    pub ranked_by: &'static str,
}

/// The system's parameters: the published defaults of Weng-Lin / OpenSkill (μ 25, σ 25/3,
/// β 25/6), so that the published examples hold and ratings read like other OpenSkill ratings.
pub fn rating_config() -> WengLinConfig {
    WengLinConfig::new()
}

/// The rating system in words and numbers.
pub fn rating_system() -> RatingSystem {
    let first = WengLinRating::new();
    RatingSystem {
        name: "Weng-Lin (OpenSkill), Bradley-Terry model, two teams",
        library: "skillratings 0.29",
        initial_rating: first.rating,
        initial_uncertainty: round2(first.uncertainty),
        beta: round2(rating_config().beta),
        ranked_by:
            "rating - 3 × uncertainty (conservative: the rating a player is almost surely above)",
    }
}

/// A player's or a fixed team's rating and record.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rated {
    /// 1 for the first of the list.
    pub rank: usize,
    /// A player's name, or a team's players joined ("Léa & Šime"), as last written.
    pub name: String,
    /// Who it is: the [`player_key`](crate::player_key) of the player, or of both players joined by " & ".
    pub key: String,
    /// A team's players (as last written); empty for a player.
    pub players: Vec<String>,
    /// For a team, the name it last played under ("Nous"); empty for a player.
    pub team_name: String,
    /// μ: the rating.
    pub rating: f64,
    /// σ: how uncertain it still is (it shrinks with every game).
    pub uncertainty: f64,
    /// μ − 3σ: what the lists are ordered by.
    pub conservative: f64,
    pub games: u64,
    pub won: u64,
    pub lost: u64,
    pub drawn: u64,
    /// The id and time of the last game rated.
    pub last_game: String,
    pub last_played: String,
    /// The rating (μ) before the last games (at most [`TREND_GAMES`]) and after each of them,
    /// oldest first: the form of the moment, for a sparkline. Worked out with the rest.
    pub trend: Vec<f64>,
    /// How much the rating moved over those games: the last of `trend` less the first.
    pub change: f64,
}

/// How many of a player's last games the trend of their rating covers.
pub const TREND_GAMES: usize = 10;

/// The ratings of a set of games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ratings {
    pub system: RatingSystem,
    /// Games rated (finished, with a result).
    pub games: u64,
    /// Players, best first (by `conservative`).
    pub players: Vec<Rated>,
    /// Fixed teams (both players named), best first.
    pub teams: Vec<Rated>,
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

#[derive(Default)]
struct Entry {
    name: String,
    players: Vec<String>,
    team_name: String,
    rating: WengLinRating,
    games: u64,
    won: u64,
    lost: u64,
    drawn: u64,
    last_game: String,
    last_played: String,
    /// μ before the last games and after each of them (at most `TREND_GAMES + 1` values).
    trend: VecDeque<f64>,
}

impl Entry {
    fn record(&mut self, game: &Game, side: usize, rating: WengLinRating) {
        if self.trend.is_empty() {
            self.trend.push_back(self.rating.rating);
        }
        self.trend.push_back(rating.rating);
        if self.trend.len() > TREND_GAMES + 1 {
            self.trend.pop_front();
        }
        self.rating = rating;
        self.games += 1;
        match (game.winner, side) {
            (Winner::Draw, _) => self.drawn += 1,
            (Winner::A, 0) | (Winner::B, 1) => self.won += 1,
            _ => self.lost += 1,
        }
        game.id.clone_into(&mut self.last_game);
        game.when.clone_into(&mut self.last_played);
    }
}

/// The rated players (by person) or teams (by their two persons, in order).
struct Table<K> {
    index: FastMap<K, usize>,
    keys: Vec<String>,
    entries: Vec<Entry>,
}

impl<K: std::hash::Hash + Eq> Table<K> {
    fn new() -> Self {
        Table {
            index: FastMap::default(),
            keys: Vec::new(),
            entries: Vec::new(),
        }
    }

    fn slot(&mut self, id: K, key: impl FnOnce() -> String) -> usize {
        if let Some(&i) = self.index.get(&id) {
            return i;
        }
        self.entries.push(Entry::default());
        self.keys.push(key());
        self.index.insert(id, self.entries.len() - 1);
        self.entries.len() - 1
    }

    fn finish(self) -> Vec<Rated> {
        let mut out: Vec<Rated> = self
            .keys
            .into_iter()
            .zip(self.entries)
            .map(|(key, e)| Rated {
                change: round2(
                    e.trend.back().copied().unwrap_or(0.0)
                        - e.trend.front().copied().unwrap_or(0.0),
                ),
                trend: e.trend.iter().copied().map(round2).collect(),
                rank: 0,
                name: e.name,
                key,
                players: e.players,
                team_name: e.team_name,
                rating: round2(e.rating.rating),
                uncertainty: round2(e.rating.uncertainty),
                conservative: round2(e.rating.rating - 3.0 * e.rating.uncertainty),
                games: e.games,
                won: e.won,
                lost: e.lost,
                drawn: e.drawn,
                last_game: e.last_game,
                last_played: e.last_played,
            })
            .collect();
        out.sort_by(|a, b| {
            b.conservative
                .total_cmp(&a.conservative)
                .then_with(|| b.games.cmp(&a.games))
                .then_with(|| a.key.cmp(&b.key))
        });
        for (i, r) in out.iter_mut().enumerate() {
            r.rank = i + 1;
        }
        out
    }
}

/// Rates `games` in the order given (see [`Store::games`] for play order).
pub fn rate(games: &[Game]) -> Ratings {
    let config = rating_config();
    let mut people = People::default();
    let mut players: Table<u32> = Table::new();
    let mut teams: Table<(u32, u32)> = Table::new();
    let mut rated = 0;
    for game in games {
        let side =
            |t: &TeamInfo, people: &mut People| t.players.each_ref().map(|p| people.named(p));
        let sides = [
            side(&game.teams.a, &mut people),
            side(&game.teams.b, &mut people),
        ];
        let seats = [sides[0][0], sides[0][1], sides[1][0], sides[1][1]];
        let repeated = seats
            .iter()
            .enumerate()
            .any(|(i, k)| k.is_some() && seats[..i].contains(k));
        if seats.iter().all(Option::is_none) || repeated {
            continue;
        }
        rated += 1;
        let outcome = match game.winner {
            Winner::A => Outcomes::WIN,
            Winner::B => Outcomes::LOSS,
            Winner::Draw => Outcomes::DRAW,
        };
        // Players: each side is its two players; an unnamed seat is a new player.
        let mut before = |side: &[Option<u32>; 2]| {
            side.map(|seat| match seat {
                Some(id) => {
                    let i = players.slot(id, || people.key(id).to_string());
                    players.entries[i].rating
                }
                None => WengLinRating::new(),
            })
        };
        let a = before(&sides[0]);
        let b = before(&sides[1]);
        let (new_a, new_b) = weng_lin_two_teams(&a, &b, &outcome, &config);
        let infos = [&game.teams.a, &game.teams.b];
        for (s, new) in [(0, new_a), (1, new_b)] {
            for ((seat, name), rating) in sides[s].iter().zip(&infos[s].players).zip(new) {
                if let Some(id) = seat {
                    let i = players.slot(*id, || people.key(*id).to_string());
                    let e = &mut players.entries[i];
                    if e.name != name.trim() {
                        name.trim().clone_into(&mut e.name);
                    }
                    e.record(game, s, rating);
                }
            }
        }
        // Fixed teams: both players named, in the order of their keys.
        let team_of = |s: usize| -> Option<((u32, u32), [usize; 2])> {
            let [Some(x), Some(y)] = sides[s] else {
                return None;
            };
            Some(if people.key(x) <= people.key(y) {
                ((x, y), [0, 1])
            } else {
                ((y, x), [1, 0])
            })
        };
        if let (Some(ta), Some(tb)) = (team_of(0), team_of(1)) {
            let key = |(x, y): (u32, u32)| format!("{} & {}", people.key(x), people.key(y));
            let ia = teams.slot(ta.0, || key(ta.0));
            let ib = teams.slot(tb.0, || key(tb.0));
            let (new_a, new_b) = weng_lin(
                &teams.entries[ia].rating,
                &teams.entries[ib].rating,
                &outcome,
                &config,
            );
            for (s, i, (_, order), rating) in [(0, ia, ta, new_a), (1, ib, tb, new_b)] {
                let info = infos[s];
                let members = order.map(|k| info.players[k].trim());
                let e = &mut teams.entries[i];
                // As last written: made again only when the names change (a string each
                // game of each team, otherwise).
                if e.players.len() != 2 || e.players.iter().zip(members).any(|(p, m)| p != m) {
                    e.players = members.map(str::to_string).to_vec();
                    e.name = members.join(" & ");
                }
                if e.team_name != info.name.trim() {
                    info.name.trim().clone_into(&mut e.team_name);
                }
                e.record(game, s, rating);
            }
        }
    }
    Ratings {
        system: rating_system(),
        games: rated,
        players: players.finish(),
        teams: teams.finish(),
    }
}

impl Store {
    /// The games `filter` keeps, in play order (when the result was known, then id): every
    /// finished match with a result (won or drawn) and every complete table of an event.
    /// Abandoned matches, matches in play and matches stopped by hand without a winner are no
    /// games, nor are tables still being played.
    pub fn games(&self, filter: &MatchFilter) -> Result<Vec<Game>> {
        self.with_event_games(self.match_games(filter)?, filter)
    }

    /// `games` (the matches' games that `filter` keeps, in play order) with the games of the
    /// events' tables it keeps, all in play order.
    pub(crate) fn with_event_games(
        &self,
        mut games: Vec<Game>,
        filter: &MatchFilter,
    ) -> Result<Vec<Game>> {
        games.extend(self.event_games(filter)?);
        games.sort_by(|x, y| (x.when_ms, &x.id).cmp(&(y.when_ms, &y.id)));
        Ok(games)
    }

    /// The finished matches with a result that `filter` keeps, in play order.
    pub(crate) fn match_games(&self, filter: &MatchFilter) -> Result<Vec<Game>> {
        let (condition, args) = filter::condition(filter);
        let condition = format!("{condition} AND state = 'finished' AND winner IS NOT NULL");
        let mut games = Vec::new();
        each_match(&self.conn, &condition, &args, |m| {
            games.extend(Game::of_match(m));
            Ok(())
        })?;
        Ok(games)
    }

    /// Ratings from the games `filter` keeps (its variant or family, dates), rated in play
    /// order. `filter.player` does not choose games — a rating always comes from every game of
    /// the scope — but which players and teams are listed: those it finds by name.
    pub fn ratings(&self, filter: &MatchFilter) -> Result<Ratings> {
        let scope = MatchFilter {
            player: None,
            ..filter.clone()
        };
        Ok(ratings_listing(
            &self.games(&scope)?,
            filter.player.as_deref(),
        ))
    }
}

/// The ratings of `games`, listing only the players and teams `player` finds (all without it).
pub(crate) fn ratings_listing(games: &[Game], player: Option<&str>) -> Ratings {
    let mut ratings = rate(games);
    if let Some(query) = player {
        let query = fold_name(query);
        ratings.players.retain(|r| folded_contains(&query, &r.name));
        ratings.teams.retain(|r| {
            folded_contains(&query, &r.team_name)
                || r.players.iter().any(|p| folded_contains(&query, p))
        });
    }
    ratings
}

impl Game {
    /// The game of a match with a result (None for any other).
    pub(crate) fn of_match(m: &MatchRow<'_>) -> Option<Game> {
        if !m.has_result() {
            return None;
        }
        let team = |side| {
            let (name, players) = side_names(&m.names, side);
            TeamInfo {
                name: name.to_string(),
                players: players.map(str::to_string),
            }
        };
        Some(Game {
            source: GameSource::Match,
            id: m.id.to_string(),
            when: m.when.to_string(),
            when_ms: m.when_ms,
            variant: m.variant,
            teams: Teams {
                a: team(0),
                b: team(1),
            },
            points: TeamPoints {
                a: m.totals[0],
                b: m.totals[1],
            },
            winner: m.winner?,
        })
    }

    /// Whether `player` (as typed) finds one of the game's players or teams — the
    /// `belote_name_match` of [`MatchFilter::player`], on a game already read.
    pub(crate) fn played_by(&self, folded_query: &str) -> bool {
        [&self.teams.a, &self.teams.b].iter().any(|t| {
            folded_contains(folded_query, &t.name)
                || t.players.iter().any(|p| folded_contains(folded_query, p))
        })
    }
}
