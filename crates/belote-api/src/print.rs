//! The pages the organiser prints for an event (A4, laid out by the UI): one score sheet per
//! table of a round (the event, the round, the table, both sides' names, a grid for its deals,
//! and the table's code with a QR code), the table plan of that round, the standings and the
//! prize list — everything derived from the event's facts as they are now.
//!
//! A table's QR code holds its phone page (`http://ADDRESS:PORT/t/CODE`) while the event's
//! tables are open to phones, and the table's code alone otherwise (a sheet printed before the
//! server is open still carries the code, which the table page asks for). It is drawn by
//! [`crate::phones::qr_svg`], the same QR code the phones' panel shows.

use belote_event::{Definition, Standing};
use serde::Serialize;

use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::events::{screen_of, EventScreen, PlanRound, PlanTable};
use crate::phones::{qr_svg, table_page};
use crate::state::Api;

/// What a printed table's QR code holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum QrHolds {
    /// The table's phone page: the event's tables are open to phones.
    Page,
    /// The table's code: they are not (yet).
    Code,
}

/// One table's score sheet: the table as the plan shows it, with its players and QR code.
#[derive(Debug, Clone, Serialize)]
pub struct SheetTable {
    /// Its number, code, sides (entrant numbers and names), deals so far, whether it is
    /// complete, and its totals.
    #[serde(flatten)]
    pub table: PlanTable,
    /// The date the sheet prints: its round's session's date in an event with sessions, else
    /// the event's date.
    pub date: String,
    /// Each side's players by seat, when known (a team's players, a side's two players).
    pub players: SidePlayers,
    /// What the QR code holds (the phone page's address, or the code).
    pub qr_text: String,
    /// The QR code, an SVG image.
    pub qr_svg: String,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct SidePlayers {
    #[serde(rename = "A")]
    pub a: Vec<String>,
    #[serde(rename = "B")]
    pub b: Vec<String>,
}

/// An entrant named: who sits out a round.
#[derive(Debug, Clone, Serialize)]
pub struct Named {
    pub entrant: u32,
    pub name: String,
}

/// A line of the prize list.
#[derive(Debug, Clone, Serialize)]
pub struct Prize {
    pub prize: u32,
    pub rank: u32,
    pub entrant: u32,
    pub name: String,
    pub points: i64,
    pub withdrawn: bool,
    /// The booby prize (poedelprijs): the last listed entrant's extra prize.
    pub booby: bool,
}

/// Everything the printed pages of an event show.
#[derive(Debug, Clone, Serialize)]
pub struct PrintPages {
    pub event: String,
    pub name: String,
    pub date: String,
    pub variant: String,
    /// `teams` or `players`.
    pub entrants: String,
    /// The round whose sheets and plan these are (0: no round drawn yet, no sheet).
    pub round: u32,
    /// The event's current round and its number of rounds.
    pub current: u32,
    pub rounds: u32,
    /// Deals a table (`null`: one game to the variant's target).
    pub deals: Option<u32>,
    /// Whether the ranking counts match points (the standings show them then).
    pub uses_match_points: bool,
    /// What the tables' QR codes hold.
    pub qr: QrHolds,
    pub tables: Vec<SheetTable>,
    pub byes: Vec<Named>,
    /// The standings as they are now (complete tables and byes of every round drawn).
    pub standings: Vec<Standing>,
    pub prizes: Vec<Prize>,
    /// Every round drawn and every table complete: the standings are final.
    pub finished: bool,
}

/// The prize list: the entrants with a prize, by prize number; the booby prize marked.
pub fn prizes(standings: &[Standing], booby: bool) -> Vec<Prize> {
    let mut won: Vec<&Standing> = standings.iter().filter(|s| s.prize.is_some()).collect();
    won.sort_by_key(|s| s.prize);
    let last = standings.last().map(|s| s.entrant);
    let count = u32::try_from(won.len()).unwrap_or(u32::MAX);
    won.into_iter()
        .filter_map(|s| {
            let prize = s.prize?;
            Some(Prize {
                prize,
                rank: s.rank,
                entrant: s.entrant,
                name: s.name.clone(),
                points: s.points,
                withdrawn: s.withdrawn,
                booby: booby && Some(s.entrant) == last && prize == count,
            })
        })
        .collect()
}

/// The pages of `screen`'s round `round` (its current round when `None`), its entrants named
/// and seated by `entrants` (the event's definition); `server` the phones' server's address
/// when the event's tables are open to phones; `sheet_date` the date that round is played on
/// (its session's, else the event's), which its sheets print.
pub fn pages(
    screen: &EventScreen,
    entrants: &Definition,
    round: Option<u32>,
    server: Option<&str>,
    sheet_date: &str,
) -> ApiResult<PrintPages> {
    let round = round.unwrap_or(screen.round);
    let no_round = || ApiError {
        at: Some("round".to_string()),
        ..ApiError::new(
            ErrorKind::NotFound,
            format!(
                "the event has {} round(s) drawn: there is no round {round}",
                screen.draws.len()
            ),
        )
    };
    let drawn: Option<&PlanRound> = match round {
        0 if screen.draws.is_empty() => None,
        0 => return Err(no_round()),
        r => Some(
            screen
                .draws
                .get(usize::try_from(r - 1).map_err(|_| no_round())?)
                .ok_or_else(no_round)?,
        ),
    };
    let qr = if server.is_some() {
        QrHolds::Page
    } else {
        QrHolds::Code
    };
    let tables = drawn
        .map(|r| r.tables.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|t| {
            let qr_text = match server {
                Some(url) => table_page(url, &t.code),
                None => t.code.clone(),
            };
            Ok(SheetTable {
                table: t.clone(),
                date: sheet_date.to_string(),
                players: SidePlayers {
                    a: entrants.seat_names(&t.a),
                    b: entrants.seat_names(&t.b),
                },
                qr_svg: qr_svg(&qr_text)?,
                qr_text,
            })
        })
        .collect::<ApiResult<Vec<_>>>()?;
    let byes = drawn
        .map(|r| r.byes.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|&n| Named {
            entrant: n,
            name: entrants.name_of(n),
        })
        .collect();
    Ok(PrintPages {
        event: screen.event.clone(),
        name: screen.name.clone(),
        date: screen.date.clone(),
        variant: screen.variant.as_str().to_string(),
        entrants: screen.kind.to_string(),
        round,
        current: screen.round,
        rounds: screen.rounds,
        deals: screen.deals,
        uses_match_points: screen.uses_match_points,
        qr,
        tables,
        byes,
        prizes: prizes(&screen.standings, screen.booby),
        standings: screen.standings.clone(),
        finished: screen.finished,
    })
}

impl Api {
    /// The printed pages of `event`: round `round`'s score sheets and plan (the current
    /// round's by default), the standings and the prizes. The QR codes hold the tables' phone
    /// pages while this event's tables are open to phones, their codes otherwise.
    pub fn event_print(&self, event: &str, round: Option<u32>) -> ApiResult<PrintPages> {
        let (screen, entrants, sheet_date) = {
            let store = self.store()?;
            let scored = store.scored_event(event)?;
            let screen = screen_of(&scored)?;
            let sheet_date = scored.event.round_date(round.unwrap_or(screen.round));
            (screen, scored.event.def.clone(), sheet_date)
        };
        // No phones' server in this host, or not open for this event: the codes themselves.
        let server = match self.phones.get() {
            Some(p) => p.url_of(event)?,
            None => None,
        };
        pages(&screen, &entrants, round, server.as_deref(), &sheet_date)
    }
}
