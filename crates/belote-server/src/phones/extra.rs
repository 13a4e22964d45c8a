//! Read-only requests the phone page needs beyond the contract (additive; nothing here
//! changes a contracted shape or stores anything):
//!
//! | request | answer |
//! |---|---|
//! | `GET /api/variants` | every variant as the engine describes it (contracts, bids, facts, options): what round entry offers |
//! | `GET /api/words?lang=L` | the game's words in language L: the name of every thing round entry and the deals' lines show |
//! | `GET /api/tables/CODE/match?lang=L` | the table as the app shows a match: its deals scored with each deal's explanation in language L, whose deal is next, the rules in force |
//! | `POST /api/tables/CODE/preview?lang=L` `{"deal", "number"?}` | the score of a deal before it is saved (as deal `number`, default the next): its score, explanation and the totals after it; 422 at `deal…` when the engine refuses it |

use std::net::IpAddr;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::Json;
use belote_api::events;
use belote_api::{place, MatchView, Names, Preview};
use belote_core::{GameWords, Lang, VariantInfo};
use belote_event::{deal_error, Event, TableView};
use belote_store::Store;
use serde::Deserialize;
use serde_json::Value;

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

pub async fn words(Query(q): Query<LangQuery>) -> Json<GameWords> {
    Json(belote_core::game_words(lang(&q)))
}

/// A table's event and the table, read in one go.
fn load(store: &Store, code: &str) -> Result<(Event, TableView), PhoneError> {
    let view = store.table_by_code(code)?;
    let event = store.event(&view.event)?;
    Ok((event, view))
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
            let scored = events::table_match(&event, &view, &code, deals).map_err(|e| {
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
            // Deal `number` counts from 1; none, 0 or beyond the last: the next deal.
            let at = place(&mut deals, number.and_then(|n| n.checked_sub(1)), deal);
            // The event's own rules first (a deal beyond the table's count), then the sheet.
            let rules = event
                .rules()
                .map_err(|e| PhoneError::unavailable(e.message))?;
            let refused = |e: belote_core::InputError| {
                let e = deal_error(e);
                PhoneError::new(StatusCode::UNPROCESSABLE_ENTITY, &e.at, e.message)
            };
            rules.score(&deals[..=at]).map_err(refused)?;
            let scored = events::table_match(&event, &view, &code, deals[..=at].to_vec())
                .map_err(refused)?;
            let names = Names::of(&scored.record, lang);
            Ok(Preview::of(&scored.sheet, at, lang, &names))
        })
        .await;
    p.counted(ip, answer).map(Json)
}
