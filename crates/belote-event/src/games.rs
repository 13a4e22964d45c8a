//! An event's complete tables as games between two sides of two seats: what ratings and head to
//! head read of an event, the app's history (`belote history ratings`) and the hub's federation
//! ranking alike (docs/history.md "Ratings").
//!
//! Who sits at a table: at a team event, the team's players as registered (a team registered
//! without its players' names has unnamed seats, which are not rated) under the team's name; at
//! an event of players drawn into sides, the two players of each side under their joined names;
//! at a mêlée, the two players of the drawn pair under the pair's name.

use belote_core::TeamPoints;

use crate::event::{Event, Table};
use crate::table::{Outcome, TableScore};

/// A side of a table: its name and its two seats (an empty seat name when nobody is named).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideSeats {
    pub name: String,
    pub players: [String; 2],
}

/// One complete table as a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableGame {
    pub round: u32,
    pub table: u32,
    pub a: SideSeats,
    pub b: SideSeats,
    pub totals: TeamPoints,
    pub outcome: Outcome,
}

/// The side made of `entrants` as two seats.
pub fn side_seats(event: &Event, entrants: &[u32]) -> SideSeats {
    let players = event.seat_names(entrants);
    let seat = |i: usize| players.get(i).cloned().unwrap_or_default();
    // A mêlée's side is one of its drawn pairs, named as the pair.
    let name = if event.def.is_melee() {
        entrants
            .first()
            .map(|&t| event.team_name(t))
            .unwrap_or_default()
    } else {
        event.def.side_name(entrants)
    };
    SideSeats {
        name,
        players: [seat(0), seat(1)],
    }
}

/// Table `table` of round `round` as a game, when `score` (its score) says it is complete.
pub fn table_game(
    event: &Event,
    round: u32,
    table: &Table,
    score: &TableScore,
) -> Option<TableGame> {
    score.complete.then(|| TableGame {
        round,
        table: table.number,
        a: side_seats(event, &table.a),
        b: side_seats(event, &table.b),
        totals: TeamPoints {
            a: score.totals.a,
            b: score.totals.b,
        },
        outcome: score.outcome(),
    })
}
