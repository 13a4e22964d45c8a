//! The federation ranking (HUB.md "The federation ranking"): the app's Weng-Lin
//! (`skillratings` 0.29 `weng_lin_two_teams`, its defaults, as `belote history ratings`), one
//! ranking per family, games rated in the order event date, event id, club, round, table.
//!
//! A change at position P marks its family dirty from P (the earliest position wins; the row's
//! `seq` tells a job that the row changed while it ran). A job replays every game of the family
//! at or after P from each player's stored state just before P, stores each player's rating
//! after each of their events, and refreshes the ranking rows of the players it touched, in one
//! transaction, one process per family at a time (a PostgreSQL advisory lock). Its cost is
//! proportional to the games at or after P.

use std::collections::{BTreeSet, HashMap};

use belote_core::Family;
use skillratings::weng_lin::{weng_lin_two_teams, WengLinConfig, WengLinRating};
use skillratings::Outcomes;
use tokio_postgres::{Client, GenericClient, Transaction};

use crate::error::Result;

/// Where an event sits in the rating order: (date, event id, club), compared byte by byte.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    pub date: String,
    pub event: String,
    pub club: String,
}

impl Position {
    /// The position in columns `i`, `i + 1`, `i + 2` (date, event, club) of a row.
    pub fn at(r: &tokio_postgres::Row, i: usize) -> Position {
        Position {
            date: r.get(i),
            event: r.get(i + 1),
            club: r.get(i + 2),
        }
    }

    /// Before every event.
    pub fn start() -> Position {
        Position {
            date: String::new(),
            event: String::new(),
            club: String::new(),
        }
    }
}

/// Marks `family` for re-rating from `pos` (or keeps an earlier mark), and counts the change.
pub async fn mark_dirty(tx: &Transaction<'_>, family: &str, pos: &Position) -> Result<()> {
    crate::db::execute(tx, "INSERT INTO belote_hub.dirty AS d (family, date, event, club, seq) VALUES ($1, $2, $3, $4, 1) \
         ON CONFLICT (family) DO UPDATE SET seq = d.seq + 1, \
           date = CASE WHEN (EXCLUDED.date, EXCLUDED.event, EXCLUDED.club) < (d.date, d.event, d.club) \
                  THEN EXCLUDED.date ELSE d.date END, \
           event = CASE WHEN (EXCLUDED.date, EXCLUDED.event, EXCLUDED.club) < (d.date, d.event, d.club) \
                  THEN EXCLUDED.event ELSE d.event END, \
           club = CASE WHEN (EXCLUDED.date, EXCLUDED.event, EXCLUDED.club) < (d.date, d.event, d.club) \
                  THEN EXCLUDED.club ELSE d.club END",
        &[&family, &pos.date, &pos.event, &pos.club],
    )
    .await?;
    Ok(())
}

/// The lock a family's job holds (session level): one process rates a family at a time.
pub fn family_lock(family: Family) -> i64 {
    0x6265_6c6f_7465_1000 + family as i64
}

/// A player's state in a family: rating and record so far.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct State {
    pub rating: WengLinRating,
    pub games: i32,
    pub won: i32,
    pub lost: i32,
    pub drawn: i32,
    pub events: i32,
}

impl State {
    /// The state in columns `i` … `i + 6` (mu, sigma, games, won, lost, drawn, events) of a
    /// row of `ratings`.
    fn at(r: &tokio_postgres::Row, i: usize) -> State {
        State {
            rating: WengLinRating {
                rating: r.get(i),
                uncertainty: r.get(i + 1),
            },
            games: r.get(i + 2),
            won: r.get(i + 3),
            lost: r.get(i + 4),
            drawn: r.get(i + 5),
            events: r.get(i + 6),
        }
    }
}

impl Default for State {
    fn default() -> State {
        State {
            rating: WengLinRating::new(),
            games: 0,
            won: 0,
            lost: 0,
            drawn: 0,
            events: 0,
        }
    }
}

/// One game as the job reads it: its event and the players in the four seats.
#[derive(Debug, Clone)]
pub struct RatedGame {
    pub publication: i64,
    pub pos: Position,
    /// Players (root name ids) of A's seats then B's; `None` for an unnamed seat.
    pub seats: [Option<i64>; 4],
    /// 1: A won, 2: B won, 0: a draw.
    pub outcome: i16,
}

/// A player's rating after one of their events.
#[derive(Debug, Clone, PartialEq)]
pub struct AfterEvent {
    pub player: i64,
    pub publication: i64,
    pub pos: Position,
    pub state: State,
}

/// Replays `games` (in order) from `states` (each player's state before the first of them):
/// the rating of each player after each of their events, in order.
pub fn replay(games: &[RatedGame], states: &mut HashMap<i64, State>) -> Vec<AfterEvent> {
    let config = WengLinConfig::new();
    let mut out: Vec<AfterEvent> = Vec::new();
    // The row of each player for the event being replayed.
    let mut open: HashMap<i64, usize> = HashMap::new();
    let mut current: Option<i64> = None;
    for g in games {
        if current != Some(g.publication) {
            open.clear();
            current = Some(g.publication);
        }
        let named: Vec<i64> = g.seats.iter().flatten().copied().collect();
        let repeated = named
            .iter()
            .enumerate()
            .any(|(i, k)| named[..i].contains(k));
        if named.is_empty() || repeated {
            continue;
        }
        let before = |s: Option<i64>, states: &HashMap<i64, State>| match s {
            Some(p) => states
                .get(&p)
                .map_or_else(WengLinRating::new, |st| st.rating),
            None => WengLinRating::new(),
        };
        let a = [before(g.seats[0], states), before(g.seats[1], states)];
        let b = [before(g.seats[2], states), before(g.seats[3], states)];
        let outcome = match g.outcome {
            1 => Outcomes::WIN,
            2 => Outcomes::LOSS,
            _ => Outcomes::DRAW,
        };
        let (new_a, new_b) = weng_lin_two_teams(&a, &b, &outcome, &config);
        let after = [new_a[0], new_a[1], new_b[0], new_b[1]];
        for (i, seat) in g.seats.iter().enumerate() {
            let Some(p) = *seat else { continue };
            let st = states.entry(p).or_default();
            let first_of_event = !open.contains_key(&p);
            st.rating = after[i];
            st.games += 1;
            let side_a = i < 2;
            match (g.outcome, side_a) {
                (0, _) => st.drawn += 1,
                (1, true) | (2, false) => st.won += 1,
                _ => st.lost += 1,
            }
            if first_of_event {
                st.events += 1;
                out.push(AfterEvent {
                    player: p,
                    publication: g.publication,
                    pos: g.pos.clone(),
                    state: *st,
                });
                open.insert(p, out.len() - 1);
            } else {
                out[open[&p]].state = *st;
            }
        }
    }
    out
}

/// The games of `family` at or after `from`, in rating order, seats mapped to players.
pub async fn games_from<C: GenericClient>(
    db: &C,
    family: &str,
    from: &Position,
) -> Result<Vec<RatedGame>> {
    let rows = crate::db::query(
        db,
        "SELECT g.publication, g.date, g.event, g.club, g.outcome, \
                    n1.player, n2.player, n3.player, n4.player \
             FROM belote_hub.games g \
             LEFT JOIN belote_hub.names n1 ON n1.id = g.a1 \
             LEFT JOIN belote_hub.names n2 ON n2.id = g.a2 \
             LEFT JOIN belote_hub.names n3 ON n3.id = g.b1 \
             LEFT JOIN belote_hub.names n4 ON n4.id = g.b2 \
             WHERE g.family = $1 AND (g.date, g.event, g.club) >= ($2, $3, $4) \
             ORDER BY g.date, g.event, g.club, g.round, g.tab",
        &[&family, &from.date, &from.event, &from.club],
    )
    .await?;
    Ok(rows
        .iter()
        .map(|r| RatedGame {
            publication: r.get(0),
            pos: Position::at(r, 1),
            outcome: r.get(4),
            seats: [r.get(5), r.get(6), r.get(7), r.get(8)],
        })
        .collect())
}

/// Each of `players`' stored state just before `from` in `family`.
pub async fn states_before<C: GenericClient>(
    db: &C,
    family: &str,
    from: &Position,
    players: &[i64],
) -> Result<HashMap<i64, State>> {
    let rows = crate::db::query(
        db,
        "SELECT r.player, r.mu, r.sigma, r.games, r.won, r.lost, r.drawn, r.events \
             FROM unnest($5::int8[]) AS p(player) \
             CROSS JOIN LATERAL ( \
               SELECT player, mu, sigma, games, won, lost, drawn, events FROM belote_hub.ratings \
               WHERE family = $1 AND player = p.player AND (date, event, club) < ($2, $3, $4) \
               ORDER BY date DESC, event DESC, club DESC LIMIT 1) r",
        &[&family, &from.date, &from.event, &from.club, &players],
    )
    .await?;
    Ok(rows.iter().map(|r| (r.get(0), State::at(r, 1))).collect())
}

/// What one job did.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct JobReport {
    pub games: usize,
    pub rows: usize,
}

/// Re-rates `family` from `from` inside `tx`: the rows from `from` on replaced, the ranking
/// rows of every player touched made again.
pub async fn rerate_from(tx: &Transaction<'_>, family: &str, from: &Position) -> Result<JobReport> {
    let games = games_from(tx, family, from).await?;
    let players: BTreeSet<i64> = games.iter().flat_map(|g| g.seats).flatten().collect();
    let players: Vec<i64> = players.into_iter().collect();
    let mut states = states_before(tx, family, from, &players).await?;
    let rows = replay(&games, &mut states);
    // Only what changed is written: a change usually moves the ratings of one event's players
    // and of those who played them later, not every row from `from` on.
    let stored = stored_from(tx, family, from).await?;
    let mut stale: HashMap<(i64, Position), AfterEvent> = stored
        .into_iter()
        .map(|r| ((r.player, r.pos.clone()), r))
        .collect();
    let mut changed: Vec<AfterEvent> = Vec::new();
    for r in &rows {
        match stale.remove(&(r.player, r.pos.clone())) {
            Some(old) if same(&old, r) => {}
            Some(_) | None => changed.push(r.clone()),
        }
    }
    let gone: Vec<&AfterEvent> = stale.values().collect();
    let mut touched: BTreeSet<i64> = gone.iter().map(|r| r.player).collect();
    touched.extend(changed.iter().map(|r| r.player));
    delete_rows(tx, family, &gone).await?;
    write_rows(tx, family, &changed).await?;
    let touched: Vec<i64> = touched.into_iter().collect();
    if !touched.is_empty() {
        refresh_ranking(tx, family, &touched).await?;
    }
    Ok(JobReport {
        games: games.len(),
        rows: rows.len(),
    })
}

/// Whether two ratings after an event are the same, bit for bit.
fn same(a: &AfterEvent, b: &AfterEvent) -> bool {
    a.publication == b.publication
        && a.state.rating.rating.to_bits() == b.state.rating.rating.to_bits()
        && a.state.rating.uncertainty.to_bits() == b.state.rating.uncertainty.to_bits()
        && (
            a.state.games,
            a.state.won,
            a.state.lost,
            a.state.drawn,
            a.state.events,
        ) == (
            b.state.games,
            b.state.won,
            b.state.lost,
            b.state.drawn,
            b.state.events,
        )
}

/// The stored ratings of `family` at or after `from`.
async fn stored_from(
    tx: &Transaction<'_>,
    family: &str,
    from: &Position,
) -> Result<Vec<AfterEvent>> {
    let rows = crate::db::query(tx, "SELECT player, date, event, club, publication, mu, sigma, games, won, lost, drawn, events \
             FROM belote_hub.ratings WHERE family = $1 AND (date, event, club) >= ($2, $3, $4)",
            &[&family, &from.date, &from.event, &from.club],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| AfterEvent {
            player: r.get(0),
            pos: Position::at(r, 1),
            publication: r.get(4),
            state: State::at(r, 5),
        })
        .collect())
}

/// Deletes `rows` (by their key) from a family's ratings.
async fn delete_rows(tx: &Transaction<'_>, family: &str, rows: &[&AfterEvent]) -> Result<()> {
    for chunk in rows.chunks(5000) {
        let player: Vec<i64> = chunk.iter().map(|r| r.player).collect();
        let date: Vec<&str> = chunk.iter().map(|r| r.pos.date.as_str()).collect();
        let event: Vec<&str> = chunk.iter().map(|r| r.pos.event.as_str()).collect();
        let club: Vec<&str> = chunk.iter().map(|r| r.pos.club.as_str()).collect();
        crate::db::execute(tx, "DELETE FROM belote_hub.ratings r \
             USING unnest($2::int8[], $3::text[], $4::text[], $5::text[]) AS k(player, date, event, club) \
             WHERE r.family = $1 AND r.player = k.player AND r.date = k.date AND r.event = k.event \
               AND r.club = k.club",
            &[&family, &player, &date, &event, &club],
        )
        .await?;
    }
    Ok(())
}

/// Stores `rows` (a family's ratings after events).
async fn write_rows(tx: &Transaction<'_>, family: &str, rows: &[AfterEvent]) -> Result<()> {
    for chunk in rows.chunks(5000) {
        let player: Vec<i64> = chunk.iter().map(|r| r.player).collect();
        let date: Vec<&str> = chunk.iter().map(|r| r.pos.date.as_str()).collect();
        let event: Vec<&str> = chunk.iter().map(|r| r.pos.event.as_str()).collect();
        let club: Vec<&str> = chunk.iter().map(|r| r.pos.club.as_str()).collect();
        let publication: Vec<i64> = chunk.iter().map(|r| r.publication).collect();
        let mu: Vec<f64> = chunk.iter().map(|r| r.state.rating.rating).collect();
        let sigma: Vec<f64> = chunk.iter().map(|r| r.state.rating.uncertainty).collect();
        let games: Vec<i32> = chunk.iter().map(|r| r.state.games).collect();
        let won: Vec<i32> = chunk.iter().map(|r| r.state.won).collect();
        let lost: Vec<i32> = chunk.iter().map(|r| r.state.lost).collect();
        let drawn: Vec<i32> = chunk.iter().map(|r| r.state.drawn).collect();
        let events: Vec<i32> = chunk.iter().map(|r| r.state.events).collect();
        crate::db::execute(tx, "INSERT INTO belote_hub.ratings AS r (family, player, date, event, club, publication, mu, sigma, \
               games, won, lost, drawn, events) \
             SELECT $1, * FROM unnest($2::int8[], $3::text[], $4::text[], $5::text[], $6::int8[], \
               $7::float8[], $8::float8[], $9::int4[], $10::int4[], $11::int4[], $12::int4[], $13::int4[]) \
             ON CONFLICT (family, player, date, event, club) DO UPDATE SET \
               publication = EXCLUDED.publication, mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, \
               games = EXCLUDED.games, won = EXCLUDED.won, lost = EXCLUDED.lost, \
               drawn = EXCLUDED.drawn, events = EXCLUDED.events",
            &[
                &family, &player, &date, &event, &club, &publication, &mu, &sigma, &games, &won,
                &lost, &drawn, &events,
            ],
        )
        .await?;
    }
    Ok(())
}

/// Makes again the ranking rows of `players` in `family`: each one's latest rating, record
/// and clubs; a player without a rating left loses their row.
pub async fn refresh_ranking(tx: &Transaction<'_>, family: &str, players: &[i64]) -> Result<()> {
    crate::db::execute(
        tx,
        "DELETE FROM belote_hub.ranking WHERE family = $1 AND player = ANY($2)",
        &[&family, &players],
    )
    .await?;
    crate::db::execute(tx, "INSERT INTO belote_hub.ranking (family, player, mu, sigma, games, won, lost, drawn, events, \
           last_publication, clubs) \
         SELECT $1, r.player, r.mu, r.sigma, r.games, r.won, r.lost, r.drawn, r.events, \
           r.publication, c.clubs \
         FROM unnest($2::int8[]) AS p(player) \
         CROSS JOIN LATERAL ( \
           SELECT l.player, l.mu, l.sigma, l.games, l.won, l.lost, l.drawn, l.events, l.publication \
           FROM belote_hub.ratings l WHERE l.family = $1 AND l.player = p.player \
           ORDER BY l.date DESC, l.event DESC, l.club DESC LIMIT 1) r \
         CROSS JOIN LATERAL ( \
           SELECT array_agg(DISTINCT a.club ORDER BY a.club) AS clubs \
           FROM belote_hub.ratings a WHERE a.family = $1 AND a.player = p.player) c",
        &[&family, &players],
    )
    .await?;
    Ok(())
}

/// Bumps the generation (every committed change).
pub async fn bump(tx: &Transaction<'_>) -> Result<()> {
    crate::db::execute(
        tx,
        "UPDATE belote_hub.state SET generation = generation + 1",
        &[],
    )
    .await?;
    Ok(())
}

/// Runs the job of `family` if it is dirty and no other process holds it: returns whether
/// it ran. `client` is a connection of its own (the lock is held by its session).
pub async fn run_job(client: &mut Client, family: Family) -> Result<Option<JobReport>> {
    let lock = family_lock(family);
    let got: bool = client
        .query_one("SELECT pg_try_advisory_lock($1)", &[&lock])
        .await?
        .get(0);
    if !got {
        return Ok(None);
    }
    let result = job_locked(client, family).await;
    let _ = client
        .execute("SELECT pg_advisory_unlock($1)", &[&lock])
        .await;
    result
}

async fn job_locked(client: &mut Client, family: Family) -> Result<Option<JobReport>> {
    let name = family.as_str();
    let tx = client.transaction().await?;
    let Some(row) = crate::db::query_opt(
        &tx,
        "SELECT date, event, club, seq FROM belote_hub.dirty WHERE family = $1",
        &[&name],
    )
    .await?
    else {
        return Ok(None);
    };
    let from = Position::at(&row, 0);
    let seq: i64 = row.get(3);
    let report = rerate_from(&tx, name, &from).await?;
    crate::db::execute(
        &tx,
        "DELETE FROM belote_hub.dirty WHERE family = $1 AND seq = $2",
        &[&name, &seq],
    )
    .await?;
    bump(&tx).await?;
    tx.commit().await?;
    Ok(Some(report))
}

/// The families waiting for a job.
pub async fn pending<C: GenericClient>(db: &C) -> Result<BTreeSet<String>> {
    let rows = crate::db::query(db, "SELECT family FROM belote_hub.dirty", &[]).await?;
    Ok(rows.iter().map(|r| r.get(0)).collect())
}

/// Rounded half away from zero to 2 decimals, as the ranking shows ratings.
pub fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
