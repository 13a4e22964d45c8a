//! Pages for people (HUB.md "Pages for people"): plain HTML built into the program, readable on
//! a phone without a script, nothing loaded from elsewhere (one style sheet of its own), in the
//! visitor's language, every name and text from a club escaped. Each page is drawn from the very
//! JSON the API answers (`read`), with the API's ETag and caching; the frame every page shares
//! (and the error pages the API's answers may be) is `frame`.

mod views;

use std::sync::Arc;

use crate::frame::{html, lang_of};
use crate::http::api::read_with;
use crate::http::{Hub, Shape};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

type Hs = State<Arc<Hub>>;
type Peer = ConnectInfo<std::net::SocketAddr>;

pub fn routes() -> Router<Arc<Hub>> {
    Router::new()
        .route("/", get(home))
        .route("/hub.css", get(css))
        .route("/c/{club}", get(club))
        .route("/c/{club}/e/{event}", get(event))
        .route("/c/{club}/s/{season}", get(season))
        .route("/p/{player}", get(player))
        .route("/r/{family}", get(ranking))
        .route("/search", get(search))
}

async fn css(headers: HeaderMap) -> Response {
    let body = html::CSS.as_bytes().to_vec();
    let answer = crate::http::Cached {
        etag: crate::http::etag_of(&body),
        body,
    };
    let mut r = crate::http::got(&headers, &answer, Shape::Html, false);
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("text/css; charset=utf-8"),
    );
    r.into_response()
}

async fn home(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    let lang = lang_of(&h);
    let hub2 = Arc::clone(&hub);
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, _, gen| {
        views::home(&hub2, db, gen, lang)
            .await
            .map(String::into_bytes)
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
    let lang = lang_of(&h);
    let hub2 = Arc::clone(&hub);
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, _, gen| {
        views::club(&hub2, db, gen, lang, &c)
            .await
            .map(String::into_bytes)
    })
    .await
}

async fn event(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, e)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let lang = lang_of(&h);
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, reader, _| {
        let q = crate::http::request::query_map(u.query())?;
        let version = crate::http::request::version(&q)?;
        views::event(db, lang, &c, &e, version, reader)
            .await
            .map(String::into_bytes)
    })
    .await
}

async fn season(
    State(hub): Hs,
    ConnectInfo(peer): Peer,
    Path((c, s)): Path<(String, String)>,
    h: HeaderMap,
    uri: Uri,
) -> Response {
    let lang = lang_of(&h);
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, reader, _| {
        let q = crate::http::request::query_map(u.query())?;
        let version = crate::http::request::version(&q)?;
        views::season(db, lang, &c, &s, version, reader)
            .await
            .map(String::into_bytes)
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
    let lang = lang_of(&h);
    if let Ok(Some(to)) = crate::http::in_time(hub.player_redirect(&p)).await {
        return crate::http::redirect(&format!("/p/{to}"));
    }
    let hub2 = Arc::clone(&hub);
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, _, gen| {
        views::player(&hub2, db, gen, lang, &p)
            .await
            .map(String::into_bytes)
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
    let lang = lang_of(&h);
    let hub2 = Arc::clone(&hub);
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, _, gen| {
        let q = crate::http::request::query_map(u.query())?;
        let page = crate::http::request::number(&q, "page", 1, 1_000_000)?.unwrap_or(1);
        views::ranking(&hub2, db, gen, lang, &f, page)
            .await
            .map(String::into_bytes)
    })
    .await
}

async fn search(State(hub): Hs, ConnectInfo(peer): Peer, h: HeaderMap, uri: Uri) -> Response {
    let lang = lang_of(&h);
    let u = uri.clone();
    read_with(&hub, peer, &h, &uri, Shape::Html, async |db, _, _| {
        let q = crate::http::request::query_map(u.query())?;
        let text = q.get("q").cloned().unwrap_or_default();
        views::search(db, lang, &text).await.map(String::into_bytes)
    })
    .await
}
