//! The JSON API under `/api/v1` (HUB.md "The HTTP API"): small handlers over the shared
//! [`Hub`], reads through [`read_with`] (limits, optional key, the generation's cache, ETag),
//! writes through [`write_with`] (a key, its club, the write limit).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, Method, Uri};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use serde_json::{json, Value};

use super::request::{
    authenticate, bearer, client_address, page, query_map, read_body, version, Key, FAILED_AUTH,
    WRITES,
};
use super::{failed, got, in_time, json_bytes, written, Cached, Hub, Shape};
use crate::error::{retried, HubError, Result};
use crate::identity_ops;
use crate::intake::{self, Kind, Publish};
use crate::read::{self, event, people, Reader};

type Hs = State<Arc<Hub>>;
type Peer = ConnectInfo<SocketAddr>;

/// The limits of bodies: an event file as sent and unpacked, a season file, members, others.
const EVENT_SENT: usize = 16 << 20;
const EVENT_WHOLE: usize = 64 << 20;
const SEASON_FILE: usize = 16 << 20;
const MEMBERS: usize = 1 << 20;
const OTHER: usize = 64 << 10;

pub fn routes() -> Router<Arc<Hub>> {
    Router::new()
        .route("/api/v1", get(overview))
        .route("/api/v1/status", get(status))
        .route("/api/v1/key", get(key_info))
        .route("/api/v1/clubs", get(clubs))
        .route("/api/v1/clubs/{club}", get(club))
        .route(
            "/api/v1/clubs/{club}/events/{event}",
            get(get_event).put(put_event).delete(delete_event),
        )
        .route(
            "/api/v1/clubs/{club}/events/{event}/rounds",
            get(get_rounds),
        )
        .route(
            "/api/v1/clubs/{club}/events/{event}/rounds/{round}/tables/{table}",
            get(get_table),
        )
        .route("/api/v1/clubs/{club}/events/{event}/file", get(event_file))
        .route(
            "/api/v1/clubs/{club}/seasons/{season}",
            get(get_season).put(put_season).delete(delete_season),
        )
        .route(
            "/api/v1/clubs/{club}/seasons/{season}/file",
            get(season_file),
        )
        .route(
            "/api/v1/clubs/{club}/members",
            get(get_members).put(put_members),
        )
        .route("/api/v1/players/{player}", get(player))
        .route("/api/v1/ranking/{family}", get(ranking))
        .route("/api/v1/search", get(search))
        .route("/api/v1/admin/players/merge", post(merge))
        .route("/api/v1/admin/players/{player}/split", post(split))
        .route("/api/v1/admin/players/{player}/erase", post(erase))
        .route("/api/v1/admin/players/{player}/hide", post(hide))
        .route("/api/v1/admin/identity", get(identity))
        .route("/api/v1/admin/conflicts", get(conflicts))
}

/// Whether a path is the API's (errors as JSON) or a page's (errors as a page).
fn is_api(uri: &Uri) -> bool {
    uri.path().starts_with("/api/")
}

fn page_lang(uri: &Uri, headers: &HeaderMap) -> Option<belote_core::Lang> {
    (!is_api(uri)).then(|| crate::frame::lang_of(headers))
}

pub async fn unknown_path(uri: Uri, headers: HeaderMap) -> Response {
    failed(
        &HubError::not_found("", format!("no such path: {}", uri.path())),
        page_lang(&uri, &headers),
    )
}

pub async fn other_method(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    let mut r = failed(
        &HubError::refused(
            405,
            "",
            format!("{method} is not answered at {}", uri.path()),
        ),
        page_lang(&uri, &headers),
    );
    let allow = if uri.path().contains("/events/")
        && !uri.path().ends_with("/rounds")
        && !uri.path().contains("/tables/")
        && !uri.path().ends_with("/file")
        || uri.path().contains("/seasons/") && !uri.path().ends_with("/file")
    {
        "GET, HEAD, PUT, DELETE"
    } else if uri.path().ends_with("/members") {
        "GET, HEAD, PUT"
    } else if uri.path().starts_with("/api/v1/admin/players") {
        "POST"
    } else {
        "GET, HEAD"
    };
    r.headers_mut().insert(
        axum::http::header::ALLOW,
        axum::http::HeaderValue::from_static(allow),
    );
    r
}

/// The key of a request, when it carries one: 429 after too many failures from the address,
/// 401 for an unknown key (counted as a failure).
async fn key_of(hub: &Hub, addr: &str, headers: &HeaderMap) -> Result<Option<Key>> {
    let Some(k) = bearer(headers) else {
        return Ok(None);
    };
    if let Some(wait) = hub.failed_auth.over(addr, FAILED_AUTH) {
        return Err(HubError::refused(
            429,
            "authorization",
            "too many failed authentications from this address",
        )
        .retry_after(wait));
    }
    let found = match k {
        Ok(k) => {
            let db = hub.primary().await?;
            authenticate(&**db, &k).await
        }
        Err(e) => Err(e),
    };
    match found {
        Ok(key) => Ok(Some(key)),
        Err(e) => {
            if e.status() == 401 {
                hub.failed_auth.hit(addr, u32::MAX);
            }
            Err(e)
        }
    }
}

/// Answers a `GET`: the read limit, an optional key, then `build` — kept per generation for
/// public readers — with its ETag.
pub async fn read_with(
    hub: &Hub,
    peer: SocketAddr,
    headers: &HeaderMap,
    uri: &Uri,
    shape: Shape,
    build: impl AsyncFnOnce(&tokio_postgres::Client, &Reader, i64) -> Result<Vec<u8>>,
) -> Response {
    let addr = client_address(peer.ip(), headers, &hub.trusted).to_string();
    let result = in_time(async {
        if hub.read_limit > 0 {
            if let Some(wait) = hub.reads.hit(&addr, hub.read_limit) {
                return Err(
                    HubError::refused(429, "", "too many reads from this address")
                        .retry_after(wait),
                );
            }
        }
        let key = key_of(hub, &addr, headers).await?;
        let reader = key.map_or(Reader::Public, |k| k.reader);
        let lang = crate::frame::lang_of(headers);
        let cache_key = format!(
            "{}?{}#{}",
            uri.path(),
            uri.query().unwrap_or(""),
            lang.code()
        );
        // A public read on the primary: the generation read once for all the reads waiting
        // together, and a kept answer sent without taking a connection.
        let early = if reader == Reader::Public && hub.read_pools.is_empty() {
            let gen = hub.public_generation().await?;
            if let Some(a) = hub.cached(&cache_key, gen) {
                return Ok((a, false));
            }
            Some(gen)
        } else {
            None
        };
        // One request makes a missing public answer; the others asking for it meanwhile
        // wait for it instead of making it again.
        let _making = match early {
            Some(_) => Some(hub.make(&cache_key).await),
            None => None,
        };
        if let Some(gen) = early {
            if let Some(a) = hub.cached(&cache_key, gen) {
                return Ok((a, false));
            }
        }
        let db = if reader == Reader::Public {
            hub.reader().await?
        } else {
            hub.primary().await?
        };
        let gen = match early {
            Some(gen) => gen,
            None => read::generation(&**db).await?,
        };
        if early.is_none() && reader == Reader::Public {
            if let Some(a) = hub.cached(&cache_key, gen) {
                return Ok((a, false));
            }
        }
        let body = build(&db, &reader, gen).await?;
        let answer = Arc::new(Cached {
            etag: super::etag_of(&body),
            body,
        });
        let private = reader != Reader::Public;
        if !private {
            hub.keep(cache_key, gen, Arc::clone(&answer));
        }
        Ok((answer, private))
    })
    .await;
    match result {
        Ok((a, private)) => got(headers, &a, shape, private || shape == Shape::File),
        Err(e) => {
            let mut r = failed(
                &e,
                (shape == Shape::Html).then(|| crate::frame::lang_of(headers)),
            );
            if shape == Shape::Json {
                r.headers_mut().insert(
                    axum::http::header::ACCESS_CONTROL_ALLOW_ORIGIN,
                    axum::http::HeaderValue::from_static("*"),
                );
            }
            r
        }
    }
}

/// Answers a write: a key (401), the write limit per key (429), then `op`.
async fn write_with(
    hub: &Hub,
    peer: SocketAddr,
    headers: &HeaderMap,
    op: impl AsyncFnOnce(&mut tokio_postgres::Client, &Key) -> Result<Response>,
) -> Response {
    let addr = client_address(peer.ip(), headers, &hub.trusted).to_string();
    let result = async {
        let key = in_time(key_of(hub, &addr, headers)).await?.ok_or_else(|| {
            HubError::refused(
                401,
                "authorization",
                "a write needs a key: Authorization: Bearer KEY",
            )
        })?;
        if let Some(wait) = hub.writes.hit(&key.key_id, WRITES) {
            return Err(
                HubError::refused(429, "", "too many writes with this key").retry_after(wait)
            );
        }
        let mut db = in_time(hub.primary()).await?;
        // Every write goes through this one connection: its statements are kept on it.
        let statements = db.statement_cache.clone();
        let r = crate::db::with_statements(statements, op(&mut db, &key)).await?;
        hub.wake.notify_one();
        Ok(r)
    }
    .await;
    result.unwrap_or_else(|e| failed(&e, None))
}

/// 403 unless `key` may write for `club`.
fn may_write(key: &Key, club: &str) -> Result<()> {
    match &key.reader {
        Reader::Admin => Ok(()),
        Reader::Club(c) if c == club => Ok(()),
        _ => Err(HubError::refused(
            403,
            "club",
            format!("this key is not {club}'s"),
        )),
    }
}

fn admin_only(key: &Key) -> Result<()> {
    match key.reader {
        Reader::Admin => Ok(()),
        _ => Err(HubError::refused(
            403,
            "authorization",
            "this needs an admin key",
        )),
    }
}

fn q(uri: &Uri) -> Result<HashMap<String, String>> {
    query_map(uri.query())
}

fn json_answer(v: &Value) -> Result<Vec<u8>> {
    Ok(json_bytes(v))
}

async fn overview(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, _| {
        json_answer(&read::overview(db).await?)
    })
    .await
}

async fn status(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, _| {
        json_answer(&read::status(db).await?)
    })
    .await
}

async fn key_info(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    let addr = client_address(peer.ip(), &h, &hub.trusted).to_string();
    let key = match in_time(key_of(&hub, &addr, &h)).await {
        Ok(Some(k)) => k,
        Ok(None) => {
            return failed(
                &HubError::refused(401, "authorization", "this needs a key"),
                None,
            )
        }
        Err(e) => return failed(&e, None),
    };
    let v = json!({
        "key_id": key.key_id,
        "club": match &key.reader { Reader::Club(c) => Some(c.clone()), _ => None },
        "admin": key.reader == Reader::Admin,
    });
    let body = json_bytes(&v);
    let _ = uri;
    got(
        &h,
        &Cached {
            etag: super::etag_of(&body),
            body,
        },
        Shape::Json,
        true,
    )
}

async fn clubs(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, _| {
        json_answer(&read::clubs(db, page(&q(&u)?)?).await?)
    })
    .await
}

async fn club(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(c): Path<String>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, _| {
        json_answer(&read::club(db, &c, page(&q(&u)?)?).await?)
    })
    .await
}

async fn get_event(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, reader, _| {
        json_answer(&event::event(db, &c, &e, version(&q(&u)?)?, reader).await?)
    })
    .await
}

async fn get_rounds(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, reader, _| {
        json_answer(&event::rounds(db, &c, &e, version(&q(&u)?)?, reader).await?)
    })
    .await
}

async fn get_table(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e, r, t)): Path<(String, String, String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, reader, _| {
        let round = r
            .parse()
            .map_err(|_| HubError::not_found("round", format!("no round {r:?}")))?;
        let table = t
            .parse()
            .map_err(|_| HubError::not_found("table", format!("no table {t:?}")))?;
        json_answer(&event::table(db, &c, &e, round, table, version(&q(&u)?)?, reader).await?)
    })
    .await
}

async fn file_of(
    hub: &Hub,
    peer: SocketAddr,
    h: &HeaderMap,
    uri: &Uri,
    kind: Kind,
    c: &str,
    id: &str,
) -> Response {
    if bearer(h).is_none() {
        return failed(
            &HubError::refused(401, "authorization", "reading a stored file needs a key"),
            None,
        );
    }
    let u = uri.clone();
    read_with(hub, peer, h, uri, Shape::File, async |db, reader, _| {
        event::file(db, c, kind, id, version(&q(&u)?)?, reader).await
    })
    .await
}

async fn event_file(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    file_of(&hub, peer, &h, &uri, Kind::Event, &c, &e).await
}

async fn season_file(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, s)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    file_of(&hub, peer, &h, &uri, Kind::Season, &c, &s).await
}

async fn get_season(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, s)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, reader, _| {
        json_answer(&event::season(db, &c, &s, version(&q(&u)?)?, reader).await?)
    })
    .await
}

/// `PUT` of an event or a season file.
async fn publish(
    hub: &Hub,
    peer: SocketAddr,
    h: &HeaderMap,
    uri: &Uri,
    (kind, c, id): (Kind, &str, &str),
    body: Body,
) -> Response {
    write_with(hub, peer, h, async |db, key| {
        may_write(key, c)?;
        read::club_row(&*db, c).await?;
        let supersedes = super::request::number(&q(uri)?, "supersedes", 0, i64::from(i32::MAX))?
            .unwrap_or(0) as i32;
        let (sent, whole) = match kind {
            Kind::Event => (EVENT_SENT, EVENT_WHOLE),
            Kind::Season => (SEASON_FILE, SEASON_FILE),
        };
        let bytes = read_body(body, h, sent, whole).await?;
        let _slot = tokio::time::timeout(super::CHECK_WAIT, hub.checks.acquire())
            .await
            .map_err(|_| {
                HubError::refused(
                    503,
                    "",
                    "too many publications are being checked: try again",
                )
                .retry_after(5)
            })?
            .map_err(|_| HubError::Internal("the checks are closed".into()))?;
        let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
        let req = Publish {
            club: c,
            kind,
            id,
            supersedes,
            body: &bytes,
            key_id: &key.key_id,
            today: &today,
        };
        let r = in_time(async { retried!(intake::publish(db, &req)) }).await?;
        Ok(written(r.status, &r.body, r.location.as_deref()))
    })
    .await
}

async fn put_event(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
    body: Body,
) -> Response {
    publish(&hub, peer, &h, &uri, (Kind::Event, &c, &e), body).await
}

async fn put_season(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, s)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
    body: Body,
) -> Response {
    publish(&hub, peer, &h, &uri, (Kind::Season, &c, &s), body).await
}

async fn withdraw(
    hub: &Hub,
    peer: SocketAddr,
    h: &HeaderMap,
    kind: Kind,
    c: &str,
    id: &str,
) -> Response {
    write_with(hub, peer, h, async |db, key| {
        may_write(key, c)?;
        read::club_row(&*db, c).await?;
        let r = in_time(async { retried!(intake::withdraw(db, c, kind, id, &key.key_id)) }).await?;
        Ok(written(r.status, &r.body, None))
    })
    .await
}

async fn delete_event(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e)): Path<(String, String)>,
    h: HeaderMap,
) -> Response {
    withdraw(&hub, peer, &h, Kind::Event, &c, &e).await
}

async fn delete_season(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, s)): Path<(String, String)>,
    h: HeaderMap,
) -> Response {
    withdraw(&hub, peer, &h, Kind::Season, &c, &s).await
}

/// A JSON request body (400 at `""` when it is not a JSON object).
async fn json_body(body: Body, h: &HeaderMap, limit: usize) -> Result<Value> {
    let bytes = read_body(body, h, limit, limit).await?;
    let v: Value = serde_json::from_slice(&bytes)
        .map_err(|e| HubError::bad_request("", format!("the body is not UTF-8 JSON: {e}")))?;
    if !v.is_object() {
        return Err(HubError::bad_request("", "the body must be a JSON object"));
    }
    Ok(v)
}

async fn get_members(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(c): Path<String>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    if bearer(&h).is_none() {
        return failed(
            &HubError::refused(401, "authorization", "a club's member ids need its key"),
            None,
        );
    }
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, reader, _| {
        if !reader.owns(&c) {
            return Err(HubError::refused(
                403,
                "club",
                format!("this key is not {c}'s"),
            ));
        }
        json_answer(&people::members(db, &c).await?)
    })
    .await
}

async fn put_members(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(c): Path<String>,
    h: HeaderMap,
    body: Body,
) -> Response {
    write_with(&hub, peer, &h, async |db, key| {
        may_write(key, &c)?;
        read::club_row(&*db, &c).await?;
        let v = json_body(body, &h, MEMBERS).await?;
        let r =
            in_time(async { retried!(identity_ops::put_members(db, &c, &v, &key.key_id)) }).await?;
        Ok(written(200, &r, None))
    })
    .await
}

async fn player(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(p): Path<String>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    let hub2 = Arc::clone(&hub);
    let redirect = match in_time(hub.player_redirect(&p)).await {
        Ok(to) => to,
        Err(e) => return failed(&e, None),
    };
    if let Some(to) = redirect {
        return super::redirect(&format!("/api/v1/players/{to}"));
    }
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, gen| {
        let id = match people::find_player(db, &p).await? {
            people::Found::Player(id) => id,
            people::Found::Redirect(_) => return Err(HubError::not_found("player", "moved")),
        };
        let mut ranks = Vec::new();
        for f in read::FAMILIES {
            ranks.push((f, hub2.ranking(db, f, gen).await?));
        }
        json_answer(&people::player(db, id, &ranks, page(&q(&u)?)?).await?)
    })
    .await
}

async fn ranking(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(f): Path<String>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let u = uri.clone();
    let hub2 = Arc::clone(&hub);
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, gen| {
        let family = people::family(&f)?;
        let query = q(&u)?;
        let club = query.get("club").cloned();
        if let Some(c) = &club {
            read::club_row(db, c).await?;
        }
        let ranked = hub2.ranking(db, family, gen).await?;
        json_answer(&people::ranking_json(
            family,
            &ranked,
            club.as_deref(),
            page(&query)?,
        ))
    })
    .await
}

async fn search(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Json, async |db, _, _| {
        let query = q(&u)?;
        let text = query.get("q").cloned().unwrap_or_default();
        json_answer(&people::search(db, &text).await?)
    })
    .await
}

/// An admin action on a JSON body.
async fn admin_write(
    hub: &Hub,
    peer: SocketAddr,
    h: &HeaderMap,
    body: Body,
    op: impl AsyncFnOnce(&mut tokio_postgres::Client, &Value, &str) -> Result<Value>,
) -> Response {
    write_with(hub, peer, h, async |db, key| {
        admin_only(key)?;
        let v = json_body(body, h, OTHER).await?;
        let r = in_time(op(db, &v, &key.key_id)).await?;
        Ok(written(200, &r, None))
    })
    .await
}

async fn merge(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, body: Body) -> Response {
    admin_write(&hub, peer, &h, body, async |db, v, k| {
        identity_ops::merge(db, v, k).await
    })
    .await
}

async fn split(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(p): Path<String>,
    h: HeaderMap,
    body: Body,
) -> Response {
    admin_write(&hub, peer, &h, body, async |db, v, k| {
        identity_ops::split(db, &p, v, k).await
    })
    .await
}

async fn erase(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(p): Path<String>,
    h: HeaderMap,
    body: Body,
) -> Response {
    admin_write(&hub, peer, &h, body, async |db, v, k| {
        identity_ops::erase(db, &p, v, k).await
    })
    .await
}

async fn hide(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path(p): Path<String>,
    h: HeaderMap,
    body: Body,
) -> Response {
    admin_write(&hub, peer, &h, body, async |db, v, k| {
        identity_ops::hide(db, &p, v, k).await
    })
    .await
}

async fn admin_read(
    hub: &Hub,
    peer: SocketAddr,
    h: &HeaderMap,
    uri: &Uri,
    op: impl AsyncFnOnce(&tokio_postgres::Client) -> Result<Value>,
) -> Response {
    if bearer(h).is_none() {
        return failed(
            &HubError::refused(401, "authorization", "this needs an admin key"),
            None,
        );
    }
    read_with(hub, peer, h, uri, Shape::Json, async |db, reader, _| {
        if *reader != Reader::Admin {
            return Err(HubError::refused(
                403,
                "authorization",
                "this needs an admin key",
            ));
        }
        json_answer(&op(db).await?)
    })
    .await
}

async fn identity(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    admin_read(&hub, peer, &h, &uri, async |db| {
        identity_ops::identity_record(db).await
    })
    .await
}

async fn conflicts(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    admin_read(&hub, peer, &h, &uri, async |db| {
        identity_ops::conflicts(db).await
    })
    .await
}

/// Pause between the rating worker's looks at the dirty families when nothing woke it.
pub const WORKER_TICK: Duration = Duration::from_millis(500);
