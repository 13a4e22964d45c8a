//! Read-only requests the phone page needs beyond the contract (additive; nothing here
//! changes a contracted shape or stores anything). `L` is a language code (`en`, `ar`, a locale
//! such as `nl-BE`); `ar-u-nu-arab` writes the explanations' numbers in Arabic-Indic digits:
//!
//! | request | answer |
//! |---|---|
//! | `GET /api/variants` | every variant as the engine describes it (contracts, bids, facts, options): what round entry offers |
//! | `GET /api/words?lang=L` | the game's words in language L: the name of every thing round entry and the deals' lines show |
//! | `GET /api/tables/CODE/match?lang=L` | the table as the app shows a match: its deals scored with each deal's explanation in language L, whose deal is next, the rules in force; and `event_table`, where it is (event, round, table, code, current, complete) — all a phone's page reads of its table, in one request |
//! | `POST /api/tables/CODE/preview?lang=L` `{"deal", "number"?}` | the score of a deal before it is saved (as deal `number`, default the next): its score, explanation and the totals after it; 422 at `deal…`, with `about`, when the engine refuses it |

use std::net::IpAddr;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, Query, State};
use axum::Json;
use belote_api::events::{self, TableMatch};
use belote_api::{place, Locale, Preview};
use belote_core::{GameWords, VariantInfo};
use belote_event::{deal_error, ScoredTable};
use serde::Deserialize;

use super::body::Body;
use super::error::PhoneError;
use super::{ip, Peer, Phones};

#[derive(Deserialize)]
pub struct LangQuery {
    lang: Option<String>,
}

/// The language (and digits: `ar-u-nu-arab`) a page asks for.
fn lang(q: &LangQuery) -> Locale {
    Locale::of(q.lang.as_deref())
}

pub async fn variants(Query(q): Query<LangQuery>) -> Json<Vec<VariantInfo>> {
    Json(belote_core::describe_all_in(lang(&q).lang))
}

pub async fn words(Query(q): Query<LangQuery>) -> Json<GameWords> {
    Json(belote_core::game_words(lang(&q).lang))
}

/// The table as the app shows a match, and where it is (`event_table`: its event, round,
/// number, code, whether its round is the current one and whether it is complete): all a
/// phone's page reads of its table, in one request, projected from its event scored once.
pub async fn table_match(
    State(p): State<Phones>,
    peer: Peer,
    Path(code): Path<String>,
    Query(q): Query<LangQuery>,
) -> Result<Json<TableMatch>, PhoneError> {
    let ip: IpAddr = ip(&peer);
    let code = p.gate(ip, &code)?;
    let lang = lang(&q);
    let answer =
        p.db.read(move |s| Ok(events::table_screen_of(s.scored_table(&code)?, lang)))
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
            let (scored, round, number_of_table) = s.event_of_table(&code)?;
            let t = scored
                .event
                .table(round, number_of_table)
                .map_err(|e| PhoneError::unavailable(e.message))?;
            let mut deals = t.deals.clone();
            // Deal `number` counts from 1; none, 0 or beyond the last: the next deal.
            let at = place(&mut deals, number.and_then(|n| n.checked_sub(1)), deal);
            // The event's own rules: a deal beyond the table's count, or after its game, is
            // refused.
            let score = scored
                .event
                .table_rules(round)
                .and_then(|rules| rules.score(&deals[..=at]))
                .map_err(|e| PhoneError::refused(deal_error(e)))?;
            let previewed = ScoredTable::of(&scored.event, round, t, score);
            Ok(events::preview_of(&previewed, at, lang))
        })
        .await;
    p.counted(ip, answer).map(Json)
}
