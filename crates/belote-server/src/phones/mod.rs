//! The table phones' API (docs/events.md): small handlers over one shared [`Phones`] state.
//!
//! | request | answer |
//! |---|---|
//! | `GET /api/events/EVENT` | the event: current round's tables (no codes), byes, standings |
//! | `GET /api/events/EVENT/stream` | Server-Sent Events `data: {"version": N}` |
//! | `GET /api/tables/CODE` | the table |
//! | `POST /api/tables/CODE/deals` `{"op","number","deal"}` | appends deal `number` |
//! | `PUT /api/tables/CODE/deals/N` `{"op","deal"}` | replaces deal N |
//! | `POST /api/tables/CODE/undo` `{"op"}` | removes the last deal |
//! | `GET /api/seasons/SEASON` | a season's standings, as `belote season standings --json` |
//!
//! Reads run on blocking threads with a reading connection; writes go to the one writer
//! ([`db`]), whose answer comes once the write is committed: a 2xx is durable. Errors become
//! responses in [`error`]; bodies are read key by key in [`body`]; unknown codes are counted
//! per address in [`limit`].

pub mod body;
pub mod db;
pub mod error;
pub mod extra;
pub mod limit;
pub mod stream;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post, put};
use axum::{Extension, Json, Router};
use belote_event::season::SeasonStandings;
use belote_event::{EventView, TableView};
use belote_store::PhoneWrite;
use tokio::sync::watch;

use body::{path_number, Body, MAX_BODY};
use db::Db;
use error::PhoneError;
use limit::Limiter;
use stream::Versions;

/// What the handlers share.
#[derive(Clone)]
pub struct Phones {
    pub db: Arc<Db>,
    pub versions: Arc<Versions>,
    pub limiter: Arc<Limiter>,
    /// Becomes `true` when the server stops (the streams end).
    pub stop: watch::Receiver<bool>,
}

/// The address a request came from (put in by the server's accept loop).
pub(crate) type Peer = Option<Extension<ConnectInfo<SocketAddr>>>;

pub(crate) fn ip(peer: &Peer) -> IpAddr {
    peer.as_ref()
        .map(|Extension(ConnectInfo(a))| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}

impl Phones {
    /// Before a table request: an address that guessed too many codes waits (429); a code
    /// that cannot be one is unknown at once. Returns the code in capitals.
    pub(crate) fn gate(&self, ip: IpAddr, code: &str) -> Result<String, PhoneError> {
        if let Some(wait) = self.limiter.blocked(ip, Instant::now()) {
            return Err(PhoneError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "code",
                format!(
                    "too many unknown table codes from this address: try again in {} s",
                    wait.as_secs() + 1
                ),
            ));
        }
        let code = code.to_ascii_uppercase();
        if belote_event::is_code(&code) {
            Ok(code)
        } else {
            self.limiter.missed(ip, Instant::now());
            Err(PhoneError::new(
                StatusCode::NOT_FOUND,
                "code",
                format!("no table has the code {code:?}"),
            ))
        }
    }

    /// After a table request: an unknown code counts against the address.
    pub(crate) fn counted<T>(
        &self,
        ip: IpAddr,
        answer: Result<T, PhoneError>,
    ) -> Result<T, PhoneError> {
        if let Err(e) = &answer {
            if e.is_unknown_code() {
                self.limiter.missed(ip, Instant::now());
            }
        }
        answer
    }

    async fn write(&self, ip: IpAddr, write: PhoneWrite) -> Result<Json<TableView>, PhoneError> {
        let answer = self.db.write(write).await;
        self.counted(ip, answer).map(|t| Json(t.view()))
    }
}

/// The API's routes; every other method on them is 405, every other `/api/` path 404.
pub fn routes() -> Router<Phones> {
    Router::new()
        .route("/api/events/{event}", get(event).fallback(not_allowed))
        .route(
            "/api/events/{event}/stream",
            get(stream).fallback(not_allowed),
        )
        .route("/api/tables/{code}", get(table).fallback(not_allowed))
        .route(
            "/api/tables/{code}/deals",
            post(append).fallback(not_allowed),
        )
        .route(
            "/api/tables/{code}/deals/{n}",
            put(replace).fallback(not_allowed),
        )
        .route("/api/tables/{code}/undo", post(undo).fallback(not_allowed))
        // A season's page on the projector reads its standings.
        .route("/api/seasons/{season}", get(season).fallback(not_allowed))
        // Read-only, for the phone page (extra.rs).
        .route("/api/variants", get(extra::variants).fallback(not_allowed))
        .route("/api/words", get(extra::words).fallback(not_allowed))
        .route(
            "/api/tables/{code}/match",
            get(extra::table_match).fallback(not_allowed),
        )
        .route(
            "/api/tables/{code}/preview",
            post(extra::preview).fallback(not_allowed),
        )
        .route("/api", any(no_such_path))
        .route("/api/{*rest}", any(no_such_path))
        .layer(DefaultBodyLimit::max(MAX_BODY))
}

async fn not_allowed() -> PhoneError {
    PhoneError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method",
        "this method is not allowed here",
    )
}

async fn no_such_path() -> PhoneError {
    PhoneError::new(StatusCode::NOT_FOUND, "path", "no such request in the API")
}

async fn event(
    State(p): State<Phones>,
    Path(id): Path<String>,
) -> Result<Json<EventView>, PhoneError> {
    p.db.read(move |s| Ok(s.event_view(&id)?)).await.map(Json)
}

/// A season's standings (docs/events.md "Season standings"), worked out from its events now.
async fn season(
    State(p): State<Phones>,
    Path(id): Path<String>,
) -> Result<Json<SeasonStandings>, PhoneError> {
    p.db.read(move |s| Ok(s.season_standings(&id)?))
        .await
        .map(Json)
}

async fn stream(State(p): State<Phones>, Path(id): Path<String>) -> Response {
    let event = id.clone();
    match p.db.read(move |s| Ok(s.event_version(&event)?)).await {
        Ok(version) => {
            let versions = p.versions.watch(&id, version);
            stream::sse(versions, p.stop.clone()).into_response()
        }
        Err(e) => e.into_response(),
    }
}

async fn table(
    State(p): State<Phones>,
    peer: Peer,
    Path(code): Path<String>,
) -> Result<Json<TableView>, PhoneError> {
    let ip = ip(&peer);
    let code = p.gate(ip, &code)?;
    let answer = p.db.read(move |s| Ok(s.table_by_code(&code)?)).await;
    p.counted(ip, answer).map(Json)
}

async fn append(
    State(p): State<Phones>,
    peer: Peer,
    Path(code): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<TableView>, PhoneError> {
    let ip = ip(&peer);
    let code = p.gate(ip, &code)?;
    let mut b = Body::read(body, &["op", "number", "deal"])?;
    let (op, number, deal) = (b.op()?, b.number()?, b.deal()?);
    p.write(
        ip,
        PhoneWrite::Append {
            code,
            op,
            number,
            deal,
        },
    )
    .await
}

async fn replace(
    State(p): State<Phones>,
    peer: Peer,
    Path((code, n)): Path<(String, String)>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<TableView>, PhoneError> {
    let ip = ip(&peer);
    let code = p.gate(ip, &code)?;
    let number = path_number(&n)?;
    let mut b = Body::read(body, &["op", "deal"])?;
    let (op, deal) = (b.op()?, b.deal()?);
    p.write(
        ip,
        PhoneWrite::Replace {
            code,
            op,
            number,
            deal,
        },
    )
    .await
}

async fn undo(
    State(p): State<Phones>,
    peer: Peer,
    Path(code): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<TableView>, PhoneError> {
    let ip = ip(&peer);
    let code = p.gate(ip, &code)?;
    let op = Body::read(body, &["op"])?.op()?;
    p.write(ip, PhoneWrite::Undo { code, op }).await
}
