//! An event's table in the app: its deals scored and explained as a match (with the sides'
//! names), a deal previewed, and the organiser's changes to its deals — each a projection of
//! the table scored once ([`ScoredTable`]), by the store's one route. A deal of the current
//! round is written the way a phone writes it (an append with the next number, a replacement of
//! one deal, an undo of the last), so that a phone and the organiser never overwrite each
//! other's deals; a deal of an earlier round (closed to phones) is a correction of that table's
//! deals. While the tables are open to phones, the change is made by the phones' server's one
//! writer.

use std::sync::atomic::{AtomicU64, Ordering};

use belote_event::ScoredTable;
use belote_store::{MatchRecord, MatchState, PhoneWrite, ScoredMatch, Store, TeamInfo, Teams};
use serde::Serialize;
use serde_json::Value;

use crate::commands::locale;
use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::state::Api;
use crate::view::{place, Locale, MatchView, Names, Preview};

/// Where an event table is: its event, round and number, its code, and whether its round is the
/// event's current one (a table of an earlier round is corrected, not played).
#[derive(Debug, Clone, Serialize)]
pub struct TableAt {
    pub event: String,
    pub round: u32,
    pub table: u32,
    pub code: String,
    pub current: bool,
    pub complete: bool,
    /// In a staged event: the table's pool letter or bracket id, the name people know it by,
    /// and in a knockout the places at stake and what equal totals call for now (`null`, or
    /// `"extra_deal"`, `"seed"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub places: Option<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<&'static str>,
}

/// An event table as the app shows a match (its deals scored and explained with the sides'
/// names, whose deal it is, the rules in force), and where it is. The phones' page reads the
/// same (`GET /api/tables/CODE/match`).
#[derive(Debug, Clone, Serialize)]
pub struct TableMatch {
    #[serde(flatten)]
    pub view: MatchView,
    pub event_table: TableAt,
}

/// A side named `name` with its players by seat (`seats`, as far as they are known; an unknown
/// seat is called by the side's name).
fn side_players(name: &str, seats: &[String]) -> TeamInfo {
    let seat = |i: usize| seats.get(i).cloned().unwrap_or_else(|| name.to_string());
    TeamInfo {
        name: name.to_string(),
        players: [seat(0), seat(1)],
    }
}

/// A table as the app's match views read a match: a record under the table's code whose teams
/// are the table's sides (named as the event names them), with the table's score sheet and
/// state as its one scoring gave them — the phone page's table and the organiser's. Nothing is
/// scored here.
pub fn table_match(t: ScoredTable) -> ScoredMatch {
    let ScoredTable {
        created,
        table,
        names,
        players,
        variant,
        options,
        score,
        ..
    } = t;
    let record = MatchRecord {
        id: table.code,
        created,
        finished: None,
        state: if score.complete {
            MatchState::Finished
        } else {
            MatchState::InPlay
        },
        teams: Teams {
            a: side_players(&names.a, &players.a),
            b: side_players(&names.b, &players.b),
        },
        first_dealer: 0,
        variant,
        options,
        rounds: table.deals,
        target: match score.state.length {
            belote_core::rules::GameLength::Target(t) => t,
            belote_core::rules::GameLength::Deals(_) => 0,
        },
        totals: score.sheet.totals,
        pot: score.sheet.pot,
        winner: score.sheet.winner,
    };
    ScoredMatch {
        record,
        sheet: score.sheet,
        table: score.state,
        last_change: None,
    }
}

/// A table with its score as the app shows a match, its explanations in `lang`, and where it
/// is.
pub fn table_screen_of(t: ScoredTable, lang: Locale) -> TableMatch {
    let at = TableAt {
        event: t.event.clone(),
        round: t.round,
        table: t.table.number,
        code: t.table.code.clone(),
        current: t.current,
        complete: t.score.complete,
        group: t.table.group.clone(),
        group_name: t.group_name.clone(),
        places: t.table.places,
        tie: t.tie_now(),
    };
    TableMatch {
        view: MatchView::of(table_match(t), lang),
        event_table: at,
    }
}

/// The score of deal `at` of a table scored with it (a preview): its score and explanation in
/// `lang` with the table's side names, and the totals after it.
pub fn preview_of(t: &ScoredTable, at: usize, lang: Locale) -> Preview {
    let names = Names {
        a: t.names.a.clone(),
        b: t.names.b.clone(),
    };
    Preview::of(&t.score.sheet, at, lang, &names)
}

/// An id for one of the organiser's writes to a table (the phones' op log keeps it):
/// unique to this process and this moment.
fn new_op() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    // chrono's clock: the system's, or JavaScript's in the browser.
    let nanos = chrono::Utc::now().timestamp_nanos_opt().unwrap_or(0).max(0);
    format!("app-{nanos:x}-{n}")
}

impl Api {
    /// A table as the app shows a match, its explanations in `lang` naming its sides.
    pub fn event_table(
        &self,
        event: &str,
        round: u32,
        table: u32,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let t = self.store()?.scored_event(event)?.table(round, table)?;
        Ok(table_screen_of(t, self::locale(lang)))
    }

    /// Scores `deal` as the next deal of the table, or in place of deal `index` (from 0),
    /// without saving: its score and explanation, and the table's totals after it.
    pub fn event_table_preview(
        &self,
        event: &str,
        round: u32,
        table: u32,
        index: Option<usize>,
        deal: Value,
        lang: Option<&str>,
    ) -> ApiResult<Preview> {
        let scored = self.store()?.scored_event(event)?;
        let t = scored.event.table(round, table)?;
        let mut deals = t.deals.clone();
        let at = place(&mut deals, index, deal);
        // The event's rules: a deal beyond the table's count, or after its game, is refused.
        let score = scored.rules.score(&deals[..=at])?;
        let previewed = ScoredTable::of(&scored.event, round, t, score);
        Ok(preview_of(&previewed, at, self::locale(lang)))
    }

    /// Adds `deal` as the table's next deal; durable before this returns.
    pub fn event_table_append(
        &self,
        event: &str,
        round: u32,
        table: u32,
        deal: &Value,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        self.change_table(event, round, table, Change::Append(deal.clone()), lang)
    }

    /// Replaces deal `index` (from 0) of the table: a correction, in any round; the later deals
    /// and the standings follow.
    pub fn event_table_edit(
        &self,
        event: &str,
        round: u32,
        table: u32,
        index: usize,
        deal: &Value,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let change = Change::Replace(index, deal.clone());
        self.change_table(event, round, table, change, lang)
    }

    /// Removes the last deal of the table.
    pub fn event_table_undo(
        &self,
        event: &str,
        round: u32,
        table: u32,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        self.change_table(event, round, table, Change::Undo, lang)
    }

    /// Makes `change` to the deals of table `table` of round `round`, with the store that
    /// writes the events ([`Api::write_events`]), durable before this returns; answers the
    /// table as the change left it, scored once, as the app shows it in `lang`.
    fn change_table(
        &self,
        event: &str,
        round: u32,
        table: u32,
        change: Change,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let id = event.to_string();
        let written = self.write_events(Some(event), move |store| {
            change.make(store, &id, round, table)
        })?;
        Ok(table_screen_of(written, self::locale(lang)))
    }
}

/// A change of a table's deals by the organiser.
#[derive(Debug, Clone)]
enum Change {
    /// `deal` as the table's next deal.
    Append(Value),
    /// `deal` in place of deal `index` (from 0), which exists.
    Replace(usize, Value),
    /// The last deal removed.
    Undo,
}

impl Change {
    /// The one place that chooses how: a table of the current round is written as a phone
    /// writes it, one op of the table's log (so a phone's deal and the organiser's never
    /// overwrite each other); a table of an earlier round, closed to phones, has its deals
    /// corrected as a whole. Read and written with the same store.
    fn make(self, store: &mut Store, id: &str, round: u32, table: u32) -> ApiResult<ScoredTable> {
        let scored = store.scored_event(id)?;
        let t = scored.event.table(round, table)?;
        if let Change::Replace(index, _) = &self {
            if *index >= t.deals.len() {
                return Err(ApiError::new(
                    ErrorKind::NotFound,
                    format!(
                        "table {table} of round {round} has {} deal(s): there is no deal {}",
                        t.deals.len(),
                        index + 1
                    ),
                ));
            }
        }
        if round == scored.event.current_round() {
            let write = self.into_op(&t.code, t.deals.len());
            return Ok(store.table_write(&write)?);
        }
        let mut deals = t.deals.clone();
        self.apply(&mut deals);
        Ok(store.set_table_deals_scored(id, round, table, deals)?)
    }

    /// The change as a phone sends it, to table `code` of `count` deals: one op of its log.
    fn into_op(self, code: &str, count: usize) -> PhoneWrite {
        let (code, op) = (code.to_string(), new_op());
        match self {
            Change::Append(deal) => PhoneWrite::Append {
                code,
                op,
                number: count + 1,
                deal,
            },
            Change::Replace(index, deal) => PhoneWrite::Replace {
                code,
                op,
                number: index + 1,
                deal,
            },
            Change::Undo => PhoneWrite::Undo { code, op },
        }
    }

    /// The change made to `deals`, a table's deals as a whole.
    fn apply(self, deals: &mut Vec<Value>) {
        match self {
            Change::Append(deal) => deals.push(deal),
            Change::Replace(index, deal) => deals[index] = deal,
            Change::Undo => {
                deals.pop();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_are_unique_and_short_enough() {
        let (a, b) = (new_op(), new_op());
        assert_ne!(a, b);
        assert!(a.len() <= 64 && b.len() <= 64);
    }
}
