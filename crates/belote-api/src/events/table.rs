//! An event's table in the app: its deals scored and explained as a match (with the sides'
//! names), a deal previewed, and the organiser's changes to its deals. A deal of the current
//! round is written the way a phone writes it (an append with the next number, a replacement of
//! one deal, an undo of the last), so that a phone and the organiser never overwrite each
//! other's deals; a deal of an earlier round (closed to phones) is a correction of that table's
//! deals.

use std::sync::atomic::{AtomicU64, Ordering};

use belote_core::{score_table, InputError, Lang};
use belote_event::{Event, TableView};
use belote_store::{MatchRecord, MatchState, ScoredMatch, Store, StoreError, TeamInfo, Teams};
use serde::Serialize;
use serde_json::{json, Value};

use super::screen::unscorable;
use crate::commands::lang;
use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::state::Api;
use crate::view::{place, MatchView, Names, Preview};

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
}

/// An event table as the app shows a match (its deals scored and explained with the sides'
/// names, whose deal it is, the rules in force), and where it is.
#[derive(Debug, Clone, Serialize)]
pub struct TableMatch {
    #[serde(flatten)]
    pub view: MatchView,
    pub event_table: TableAt,
}

/// A side's players by seat: a team's players, or the two players of a side of players.
fn side_players(event: &Event, name: &str, side: &[u32]) -> TeamInfo {
    let names = event.def.seat_names(side);
    let seat = |i: usize| names.get(i).cloned().unwrap_or_else(|| name.to_string());
    TeamInfo {
        name: name.to_string(),
        players: [seat(0), seat(1)],
    }
}

/// A table with `deals` as the app's match views read a match: a record under `id` whose teams
/// are the table's sides (named as the event names them), scored under the event's rules — the
/// phone page's table and the organiser's.
pub fn table_match(
    event: &Event,
    view: &TableView,
    id: &str,
    deals: Vec<Value>,
) -> Result<ScoredMatch, InputError> {
    let options = event.def.table_options_json();
    let file =
        json!({ "variant": event.def.variant.as_str(), "options": options, "rounds": deals });
    let (sheet, table) = score_table(&file, 0)?;
    let record = MatchRecord {
        id: id.to_string(),
        created: event.created.clone(),
        finished: None,
        state: if view.complete {
            MatchState::Finished
        } else {
            MatchState::InPlay
        },
        teams: Teams {
            a: side_players(event, &view.names.a, &view.a),
            b: side_players(event, &view.names.b, &view.b),
        },
        first_dealer: 0,
        variant: event.def.variant,
        options,
        rounds: deals,
        target: match table.length {
            belote_core::rules::GameLength::Target(t) => t,
            belote_core::rules::GameLength::Deals(_) => 0,
        },
        totals: sheet.totals,
        pot: sheet.pot,
        winner: sheet.winner,
    };
    Ok(ScoredMatch {
        record,
        sheet,
        table,
        last_change: None,
    })
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

/// Table `table` of round `round` with its deals, as a match view in `lang`.
fn table_screen(
    store: &Store,
    id: &str,
    round: u32,
    table: u32,
    lang: Lang,
) -> ApiResult<TableMatch> {
    let event = store.event(id)?;
    let t = event.table(round, table)?;
    let rules = event.rules().map_err(unscorable)?;
    let score = rules.score(&t.deals).map_err(unscorable)?;
    let view = event.table_view(round, t, score);
    let at = TableAt {
        event: event.id.clone(),
        round,
        table,
        code: t.code.clone(),
        current: round == event.current_round(),
        complete: view.complete,
    };
    let scored = table_match(&event, &view, &t.code, t.deals.clone()).map_err(unscorable)?;
    Ok(TableMatch {
        view: MatchView::of(scored, lang),
        event_table: at,
    })
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
        let store = self.store()?;
        table_screen(&store, event, round, table, self::lang(lang))
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
        let store = self.store()?;
        let ev = store.event(event)?;
        let t = ev.table(round, table)?;
        let rules = ev.rules().map_err(unscorable)?;
        let mut deals = t.deals.clone();
        let at = place(&mut deals, index, deal);
        // The event's rules first (a deal beyond the table's count), then the sheet.
        let score = rules.score(&deals[..=at])?;
        let view = ev.table_view(round, t, score);
        let scored = table_match(&ev, &view, &t.code, deals[..=at].to_vec())?;
        let lang = self::lang(lang);
        let names = Names::of(&scored.record, lang);
        Ok(Preview::of(&scored.sheet, at, lang, &names))
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
        self.change_table(event, round, table, Change::Append(deal), lang)
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
        self.change_table(event, round, table, Change::Replace(index, deal), lang)
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

    /// Makes `change` to the deals of table `table` of round `round`, durable before this
    /// returns, and answers the table as the app shows it in `lang`. The one place that
    /// chooses how: a table of the current round is written as a phone writes it, one op of
    /// the table's log (so a phone's deal and the organiser's never overwrite each other); a
    /// table of an earlier round, closed to phones, has its deals corrected as a whole.
    fn change_table(
        &self,
        event: &str,
        round: u32,
        table: u32,
        change: Change<'_>,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let mut store = self.store()?;
        let ev = store.event(event)?;
        let t = ev.table(round, table)?;
        if let Change::Replace(index, _) = change {
            if index >= t.deals.len() {
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
        if round == ev.current_round() {
            change.as_op(&mut store, &t.code, t.deals.len())?;
        } else {
            let mut deals = t.deals.clone();
            change.apply(&mut deals);
            store.set_table_deals(event, round, table, deals)?;
        }
        table_screen(&store, event, round, table, self::lang(lang))
    }
}

/// A change of a table's deals by the organiser.
#[derive(Clone, Copy)]
enum Change<'a> {
    /// `deal` as the table's next deal.
    Append(&'a Value),
    /// `deal` in place of deal `index` (from 0), which exists.
    Replace(usize, &'a Value),
    /// The last deal removed.
    Undo,
}

impl Change<'_> {
    /// The change as a phone sends it, to a table of `count` deals: one op of the table's log.
    fn as_op(self, store: &mut Store, code: &str, count: usize) -> Result<TableView, StoreError> {
        let op = new_op();
        match self {
            Change::Append(deal) => store.append_deal(code, &op, count + 1, deal),
            Change::Replace(index, deal) => store.replace_deal(code, &op, index + 1, deal),
            Change::Undo => store.undo_deal(code, &op),
        }
    }

    /// The change made to `deals`, a table's deals as a whole.
    fn apply(self, deals: &mut Vec<Value>) {
        match self {
            Change::Append(deal) => deals.push(deal.clone()),
            Change::Replace(index, deal) => deals[index] = deal.clone(),
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
