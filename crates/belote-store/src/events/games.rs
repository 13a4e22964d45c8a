//! The events' tables as games, for the ratings and head to head: every complete table of an
//! event is one game between its two sides, scored by the engine from its deals like any table
//! (nothing is stored: a correction of a table's deals changes the ratings at once).
//!
//! Who sits at a table is `belote_event::table_game`'s, which the hub's federation ranking reads
//! too.
//! Play order: the events in the order they were created, then their rounds in order (a round's
//! tables are played at the same time).

use belote_core::Winner;
use belote_event::{table_game, EntrantKind, Event, Outcome, SideSeats};
use rusqlite::Connection;

use super::rows;
use crate::error::Result;
use crate::filter::parse_instant;
use crate::model::{Family, MatchFilter, TeamInfo, Teams};
use crate::names::{NameCount, NameKind};
use crate::open::Store;
use crate::ratings::{Game, GameSource};
use crate::search::fold_name;

/// The ids of every event, oldest first.
fn event_ids(conn: &Connection) -> Result<Vec<String>> {
    let mut st = conn.prepare_cached("SELECT id FROM events ORDER BY created, pk")?;
    let ids = st
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok(ids)
}

/// A side of a table as the history's team of two seats.
fn team(side: SideSeats) -> TeamInfo {
    TeamInfo {
        name: side.name,
        players: side.players,
    }
}

/// When an event was created, in milliseconds since the epoch (0 if unreadable).
fn created_ms(event: &Event) -> i64 {
    parse_instant(&event.created).map_or(0, |t| t.timestamp_millis())
}

/// Whether `filter` keeps event `event` (its variant or family, its date).
fn keeps(filter: &MatchFilter, event: &Event) -> bool {
    let variant = event.def.variant;
    let ms = created_ms(event);
    filter.variant.is_none_or(|v| v == variant)
        && filter.family.is_none_or(|f| Family::of(variant) == f)
        && filter.since.is_none_or(|t| ms >= t.timestamp_millis())
        && filter.until.is_none_or(|t| ms < t.timestamp_millis())
}

impl Store {
    /// A snapshot for reading several events alike, unless the caller already holds one.
    fn events_snapshot(&self) -> Result<Option<rusqlite::Transaction<'_>>> {
        Ok(if self.conn.is_autocommit() {
            Some(self.conn.unchecked_transaction()?)
        } else {
            None
        })
    }

    /// Every complete table of the events `filter` keeps (variant or family, dates; with a
    /// player, the tables where the name is found), as games in play order. A table whose deals
    /// the engine no longer accepts is left out, as are tables still being played.
    pub(crate) fn event_games(&self, filter: &MatchFilter) -> Result<Vec<Game>> {
        let _snapshot = self.events_snapshot()?;
        let query = filter.player.as_deref().map(fold_name);
        let mut games = Vec::new();
        for id in event_ids(&self.conn)? {
            let event = rows::load(&self.conn, &id)?.event;
            if !keeps(filter, &event) {
                continue;
            }
            let start = created_ms(&event);
            for round in &event.rounds {
                let Ok(rules) = event.table_rules(round.number) else {
                    continue;
                };
                for table in &round.tables {
                    let Ok(score) = rules.score(&table.deals) else {
                        continue;
                    };
                    let Some(played) = table_game(&event, round.number, table, &score) else {
                        continue;
                    };
                    let game = Game {
                        source: GameSource::EventTable,
                        id: format!("{}/{}/{}", event.id, round.number, table.number),
                        when: event.created.clone(),
                        when_ms: start + i64::from(round.number),
                        variant: event.def.variant,
                        teams: Teams {
                            a: team(played.a),
                            b: team(played.b),
                        },
                        points: played.totals,
                        winner: match played.outcome {
                            Outcome::A => Winner::A,
                            Outcome::B => Winner::B,
                            Outcome::Draw => Winner::Draw,
                        },
                    };
                    if query.as_deref().is_some_and(|q| !game.played_by(q)) {
                        continue;
                    }
                    games.push(game);
                }
            }
        }
        Ok(games)
    }

    /// Counts in `names` the events' entrants (teams and their players, or players) whose name
    /// its query finds: an event counts as one "match" of each of them.
    pub(crate) fn add_event_names(&self, names: &mut NameCount) -> Result<()> {
        let _snapshot = self.events_snapshot()?;
        for id in event_ids(&self.conn)? {
            let event = rows::load_facts(&self.conn, &id)?.event;
            let mut seen: Vec<(NameKind, String)> = Vec::new();
            for e in &event.def.entrants {
                let (own, players) = match event.def.kind {
                    EntrantKind::Teams => (NameKind::Team, e.players.clone().unwrap_or_default()),
                    EntrantKind::Players => (NameKind::Player, Vec::new()),
                };
                let entrant = std::iter::once((own, &e.name))
                    .chain(players.iter().map(|p| (NameKind::Player, p)));
                for (kind, name) in entrant {
                    names.count(&mut seen, kind, name, &event.created, |last| {
                        event.created.as_str() > last
                    });
                }
            }
        }
        Ok(())
    }
}
