//! Read-only requests the phone page needs beyond the contract (additive; nothing here
//! changes a contracted shape or stores anything):
//!
//! | request | answer |
//! |---|---|
//! | `GET /api/variants` | every variant as the engine describes it (contracts, bids, facts, options): what round entry offers |
//! | `GET /api/tables/CODE/match?lang=L` | the table as the app shows a match: its deals scored with each deal's explanation in language L, whose deal is next, the rules in force |
//! | `POST /api/tables/CODE/preview?lang=L` `{"deal", "number"?}` | the score of a deal before it is saved (as deal `number`, default the next): its score, explanation and the totals after it; 422 at `deal…` when the engine refuses it |

use std::net::IpAddr;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::Json;
use belote_api::{MatchView, Preview};
use belote_core::{render_all, score_table, Lang, VariantInfo};
use belote_event::{deal_error, Event, TableView};
use belote_store::{MatchRecord, MatchState, ScoredMatch, Store, TeamInfo, Teams};
use serde::Deserialize;
use serde_json::{json, Value};

use super::body::Body;
use super::error::PhoneError;
use super::{ip, Peer, Phones};

#[derive(Deserialize)]
pub struct LangQuery {
    lang: Option<String>,
}

fn lang(q: &LangQuery) -> Lang {
    q.lang
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or_default()
}

pub async fn variants() -> Json<Vec<VariantInfo>> {
    Json(belote_core::describe_all())
}

/// A table's event and the table, read in one go.
fn load(store: &Store, code: &str) -> Result<(Event, TableView), PhoneError> {
    let view = store.table_by_code(code)?;
    let event = store.event(&view.event)?;
    Ok((event, view))
}

/// A side's players by seat: a team's players, or the two players of a side of players.
fn side(event: &Event, name: &str, side: &[u32]) -> TeamInfo {
    let names: Vec<String> = match side {
        [one] => event
            .def
            .entrant(*one)
            .and_then(|e| e.players.clone())
            .unwrap_or_default(),
        many => many.iter().map(|n| event.def.name_of(*n)).collect(),
    };
    let seat = |i: usize| names.get(i).cloned().unwrap_or_else(|| name.to_string());
    TeamInfo {
        name: name.to_string(),
        players: [seat(0), seat(1)],
    }
}

/// The match file of a table with `deals`, and its record as the app's match views read it.
fn as_match(
    event: &Event,
    view: &TableView,
    code: &str,
    deals: Vec<Value>,
) -> Result<ScoredMatch, belote_core::InputError> {
    let options = event.def.table_options_json();
    let file =
        json!({ "variant": event.def.variant.as_str(), "options": options, "rounds": deals });
    let (sheet, table) = score_table(&file, 0)?;
    let record = MatchRecord {
        id: code.to_string(),
        created: event.created.clone(),
        finished: None,
        state: if view.complete {
            MatchState::Finished
        } else {
            MatchState::InPlay
        },
        teams: Teams {
            a: side(event, &view.names.a, &view.a),
            b: side(event, &view.names.b, &view.b),
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

fn stored_deals(event: &Event, view: &TableView) -> Result<Vec<Value>, PhoneError> {
    Ok(event
        .table(view.round, view.table)
        .map_err(|e| PhoneError::unavailable(e.message))?
        .deals
        .clone())
}

pub async fn table_match(
    State(p): State<Phones>,
    peer: Peer,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
) -> Result<Json<MatchView>, PhoneError> {
    let ip: IpAddr = ip(&peer);
    let code = p.gate(ip, &code)?;
    let lang = lang(&q);
    let answer =
        p.db.read(move |s| {
            let (event, view) = load(s, &code)?;
            let deals = stored_deals(&event, &view)?;
            let scored = as_match(&event, &view, &code, deals).map_err(|e| {
                PhoneError::unavailable(format!("the table's deals no longer score: {}", e.message))
            })?;
            Ok(MatchView::of(scored, lang))
        })
        .await;
    p.counted(ip, answer).map(Json)
}

pub async fn preview(
    State(p): State<Phones>,
    peer: Peer,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Preview>, PhoneError> {
    let ip: IpAddr = ip(&peer);
    let code = p.gate(ip, &code)?;
    let mut b = Body::read(body, &["deal", "number"])?;
    let deal = b.deal()?;
    let number = b.optional_number()?;
    let lang = lang(&q);
    let answer =
        p.db.read(move |s| {
            let (event, view) = load(s, &code)?;
            let mut deals = stored_deals(&event, &view)?;
            let at = match number {
                Some(n) if n >= 1 && n <= deals.len() => {
                    deals[n - 1] = deal;
                    n - 1
                }
                _ => {
                    deals.push(deal);
                    deals.len() - 1
                }
            };
            // The event's own rules first (a deal beyond the table's count), then the sheet.
            let rules = event
                .rules()
                .map_err(|e| PhoneError::unavailable(e.message))?;
            let refused = |e: belote_core::InputError| {
                let e = deal_error(e);
                PhoneError::new(StatusCode::UNPROCESSABLE_ENTITY, &e.at, e.message)
            };
            rules.score(&deals[..=at]).map_err(refused)?;
            let scored = as_match(&event, &view, &code, deals[..=at].to_vec()).map_err(refused)?;
            let r = &scored.sheet.rounds[at];
            Ok(Preview {
                score: r.score,
                verdict: r.verdict,
                pot: r.pot,
                explanation: render_all(&r.explanation, lang),
                totals: scored.sheet.totals,
                winner: scored.sheet.winner,
            })
        })
        .await;
    p.counted(ip, answer).map(Json)
}
