//! Ratings of players and of fixed teams, computed from the games played, in play order, with
//! the Weng-Lin rating system (the Bayesian approximation of Weng & Lin, 2011, known as
//! OpenSkill; the `skillratings` crate's implementation, Bradley-Terry model, two teams).
//!
//! Nothing here is stored: every call reads the finished games and rates them again from
//! scratch, so editing, deleting or importing a past match changes the ratings at once.
//!
//! The input is a sequence of [`Game`]s — when, variant, the two sides, the points, the
//! winner — whatever they come from. Today the only source is the matches of the history
//! ([`GameSource::Match`]); another source (an event's tables) adds its games to
//! [`Store::games`] and everything built on games (ratings, head to head) takes them in.
//!
//! Who is who: a player is their [`player_key`] (case and spaces ignored, accents kept); a
//! fixed team is its two players, whatever the team is called. Unnamed seats ([`is_unnamed`])
//! are not rated: in a game, each stands in as a new player (the initial rating) and is
//! forgotten afterwards. A game where one name sits in two seats is not rated.

use std::collections::HashMap;

use belote_core::{TeamPoints, Variant, Winner};
use serde::Serialize;
use skillratings::weng_lin::{weng_lin, weng_lin_two_teams, WengLinConfig, WengLinRating};
use skillratings::Outcomes;

use crate::error::Result;
use crate::filter;
use crate::model::{MatchFilter, TeamInfo, Teams};
use crate::open::Store;
use crate::rows::{parse_variant, parse_winner};
use crate::search::{is_unnamed, name_matches, player_key};

/// Where a [`Game`] comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameSource {
    /// A finished match of the history; the game's `id` is the match's.
    Match,
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
    /// Who it is: the [`player_key`] of the player, or of both players joined by " & ".
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
}

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
}

impl Entry {
    fn record(&mut self, game: &Game, side: usize, rating: WengLinRating) {
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

#[derive(Default)]
struct Table {
    index: HashMap<String, usize>,
    entries: Vec<Entry>,
}

impl Table {
    fn slot(&mut self, key: &str) -> usize {
        if let Some(&i) = self.index.get(key) {
            return i;
        }
        self.entries.push(Entry::default());
        self.index.insert(key.to_string(), self.entries.len() - 1);
        self.entries.len() - 1
    }

    fn finish(self) -> Vec<Rated> {
        let mut keys: Vec<(String, usize)> = self.index.into_iter().collect();
        keys.sort_by_key(|(_, i)| *i);
        let mut out: Vec<Rated> = keys
            .into_iter()
            .zip(self.entries)
            .map(|((key, _), e)| Rated {
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

/// The seats of one side: (key, name) of each named player, `None` for an unnamed seat.
fn seats(team: &TeamInfo) -> [Option<(String, String)>; 2] {
    team.players
        .clone()
        .map(|name| (!is_unnamed(&name)).then(|| (player_key(&name), name.trim().to_string())))
}

/// Rates `games` in the order given (see [`Store::games`] for play order).
pub fn rate(games: &[Game]) -> Ratings {
    let config = rating_config();
    let mut players = Table::default();
    let mut teams = Table::default();
    let mut rated = 0;
    for game in games {
        let sides = [seats(&game.teams.a), seats(&game.teams.b)];
        let keys: Vec<&String> = sides.iter().flatten().flatten().map(|(k, _)| k).collect();
        let repeated = keys.iter().enumerate().any(|(i, k)| keys[..i].contains(k));
        if keys.is_empty() || repeated {
            continue;
        }
        rated += 1;
        let outcome = match game.winner {
            Winner::A => Outcomes::WIN,
            Winner::B => Outcomes::LOSS,
            Winner::Draw => Outcomes::DRAW,
        };
        // Players: each side is its two players; an unnamed seat is a new player.
        let before = |side: &[Option<(String, String)>; 2], players: &mut Table| {
            side.clone().map(|seat| match seat {
                Some((key, _)) => {
                    let i = players.slot(&key);
                    players.entries[i].rating
                }
                None => WengLinRating::new(),
            })
        };
        let a = before(&sides[0], &mut players);
        let b = before(&sides[1], &mut players);
        let (new_a, new_b) = weng_lin_two_teams(&a, &b, &outcome, &config);
        for (s, new) in [(0, new_a), (1, new_b)] {
            for (seat, rating) in sides[s].iter().zip(new) {
                if let Some((key, name)) = seat {
                    let i = players.slot(key);
                    let e = &mut players.entries[i];
                    name.clone_into(&mut e.name);
                    e.record(game, s, rating);
                }
            }
        }
        // Fixed teams: both players named.
        let team_of = |side: &[Option<(String, String)>; 2]| -> Option<(String, Vec<String>)> {
            let [Some(x), Some(y)] = side else {
                return None;
            };
            let (first, second) = if x.0 <= y.0 { (x, y) } else { (y, x) };
            Some((
                format!("{} & {}", first.0, second.0),
                vec![first.1.clone(), second.1.clone()],
            ))
        };
        if let (Some(ta), Some(tb)) = (team_of(&sides[0]), team_of(&sides[1])) {
            let (ia, ib) = (teams.slot(&ta.0), teams.slot(&tb.0));
            let (new_a, new_b) = weng_lin(
                &teams.entries[ia].rating,
                &teams.entries[ib].rating,
                &outcome,
                &config,
            );
            let names = [&game.teams.a.name, &game.teams.b.name];
            for (s, i, (_, members), rating) in [(0, ia, ta, new_a), (1, ib, tb, new_b)] {
                let e = &mut teams.entries[i];
                e.name = members.join(" & ");
                e.players = members;
                names[s].trim().clone_into(&mut e.team_name);
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
    /// finished match with a result (won or drawn). Abandoned matches, matches in play and
    /// matches stopped by hand without a winner are no games. A new source of games (an
    /// event's tables) adds its games here.
    pub fn games(&self, filter: &MatchFilter) -> Result<Vec<Game>> {
        let mut games = self.match_games(filter)?;
        games.sort_by(|x, y| (x.when_ms, &x.id).cmp(&(y.when_ms, &y.id)));
        Ok(games)
    }

    fn match_games(&self, filter: &MatchFilter) -> Result<Vec<Game>> {
        let (condition, args) = filter::condition(filter);
        let mut st = self.conn.prepare_cached(&format!(
            "SELECT id, coalesce(finished, created), coalesce(finished_ms, created_ms), variant, \
             team_a, team_b, seat0, seat1, seat2, seat3, total_a, total_b, winner \
             FROM matches WHERE {condition} AND state = 'finished' AND winner IS NOT NULL \
             ORDER BY coalesce(finished_ms, created_ms), pk"
        ))?;
        let mut rows = st.query(rusqlite::params_from_iter(args.iter()))?;
        let mut games = Vec::new();
        while let Some(r) = rows.next()? {
            let variant: String = r.get(3)?;
            let winner = parse_winner(r.get(12)?)?;
            let Some(winner) = winner else { continue };
            let team = |name: usize, p: usize, q: usize| -> rusqlite::Result<TeamInfo> {
                Ok(TeamInfo {
                    name: r.get(name)?,
                    players: [r.get(p)?, r.get(q)?],
                })
            };
            games.push(Game {
                source: GameSource::Match,
                id: r.get(0)?,
                when: r.get(1)?,
                when_ms: r.get(2)?,
                variant: parse_variant(&variant)?,
                teams: Teams {
                    a: team(4, 6, 8)?,
                    b: team(5, 7, 9)?,
                },
                points: TeamPoints {
                    a: r.get(10)?,
                    b: r.get(11)?,
                },
                winner,
            });
        }
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
        let mut ratings = rate(&self.games(&scope)?);
        if let Some(query) = &filter.player {
            ratings.players.retain(|r| name_matches(query, &r.name));
            ratings.teams.retain(|r| {
                name_matches(query, &r.team_name)
                    || r.players.iter().any(|p| name_matches(query, p))
            });
        }
        Ok(ratings)
    }
}
