//! The hub over HTTP: the shared state, the routes, and the one place where answers are made —
//! errors as `{"error": {"at", "message", …}}` (or a small page for people), every `GET` with a
//! strong `ETag` of its body, `304` for a matching `If-None-Match`, its `Cache-Control`, and
//! CORS for public JSON. Public answers are kept per generation (every committed change raises
//! it), so a read asked again after nothing changed costs one small query.

pub mod api;
pub mod request;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use deadpool_postgres::Pool;
use serde_json::Value;
use sha2::{Digest, Sha256};
use tokio::sync::{Notify, Semaphore};

use crate::error::{HubError, Result};
use crate::keys::hex;
use crate::read::people::Ranked;
use request::Counter;

/// How long a request may wait on the database before it is answered 503.
pub const DATABASE_WAIT: Duration = Duration::from_secs(9);

/// Publications checked at once; a further one waits this long, then 503.
pub const CHECKS: usize = 4;
pub const CHECK_WAIT: Duration = Duration::from_secs(30);

/// Everything the handlers share.
pub struct Hub {
    pub pool: Pool,
    /// Replicas for public reads (`--read-database`); the primary when there are none.
    pub read_pools: Vec<Pool>,
    pub read_limit: u32,
    pub trusted: Vec<IpAddr>,
    pub reads: Counter,
    pub failed_auth: Counter,
    pub writes: Counter,
    pub checks: Semaphore,
    /// Public answers by request, with the generation they were made at.
    cache: Mutex<HashMap<String, (i64, Arc<Cached>)>>,
    /// Each family's ranking, with the generation it was read at.
    ranks: Mutex<HashMap<String, (i64, Arc<Ranked>)>>,
    /// Wakes the rating worker after a change.
    pub wake: Notify,
    next_read: std::sync::atomic::AtomicUsize,
    /// The last generation read for public readers, and when its query was sent.
    generation: tokio::sync::Mutex<Option<(tokio::time::Instant, i64)>>,
    /// The connection that reads it (the primary pool's when not set).
    generation_pool: std::sync::OnceLock<Pool>,
    /// Public answers being made: one request makes each, the others wait for it.
    making: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// Where public player ids lead (`None`: the player's own page; `Some`: the id a merged
    /// one redirects to), for the one generation they were read at.
    redirects: Mutex<(i64, HashMap<String, Option<String>>)>,
}

/// Player ids whose destination is kept for a generation, at most.
const REDIRECTS_KEPT: usize = 100_000;

/// A public answer being made by one request (see [`Hub::make`]).
pub struct Making<'a> {
    _held: tokio::sync::OwnedMutexGuard<()>,
    hub: &'a Hub,
    key: String,
}

impl Drop for Making<'_> {
    fn drop(&mut self) {
        self.hub
            .making
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&self.key);
    }
}

/// A made answer.
pub struct Cached {
    pub body: Vec<u8>,
    pub etag: String,
}

impl Hub {
    pub fn new(pool: Pool, read_pools: Vec<Pool>, read_limit: u32, trusted: Vec<IpAddr>) -> Hub {
        Hub {
            pool,
            read_pools,
            read_limit,
            trusted,
            reads: Counter::default(),
            failed_auth: Counter::default(),
            writes: Counter::default(),
            checks: Semaphore::new(CHECKS),
            cache: Mutex::new(HashMap::new()),
            ranks: Mutex::new(HashMap::new()),
            wake: Notify::new(),
            next_read: Default::default(),
            generation: tokio::sync::Mutex::new(None),
            generation_pool: std::sync::OnceLock::new(),
            making: Mutex::new(HashMap::new()),
            redirects: Mutex::new((i64::MIN, HashMap::new())),
        }
    }

    /// Gives the generation's reads a connection of their own.
    pub fn set_generation_pool(&self, pool: Pool) {
        let _ = self.generation_pool.set(pool);
    }

    /// Waits until no other request is making the public answer `key`, then holds it until
    /// the returned guard is dropped (made, failed, or the request given up).
    pub async fn make(&self, key: &str) -> Making<'_> {
        let lock = {
            let mut m = self.making.lock().unwrap_or_else(|p| p.into_inner());
            Arc::clone(m.entry(key.to_string()).or_default())
        };
        Making {
            _held: lock.lock_owned().await,
            hub: self,
            key: key.to_string(),
        }
    }

    /// The generation for a public read that arrived now, read from the primary once for all
    /// the reads waiting together: a read takes the answer of a query sent after it arrived
    /// (so it sees every change committed before it), and the others wait for the next one.
    /// One small query per burst of reads, not one per read.
    pub async fn public_generation(&self) -> Result<i64> {
        let arrived = tokio::time::Instant::now();
        let mut last = self.generation.lock().await;
        if let Some((sent, gen)) = *last {
            if sent >= arrived {
                return Ok(gen);
            }
        }
        let sent = tokio::time::Instant::now();
        let db = match self.generation_pool.get() {
            Some(pool) => pool.get().await?,
            None => self.primary().await?,
        };
        let gen = crate::read::generation_now(&db).await?;
        *last = Some((sent, gen));
        Ok(gen)
    }

    /// Where the public player id `public` leads: `Some(id)` when it was merged into the
    /// player of `id` (the page redirects there), `None` for a player's own id; 404 at
    /// `player` for no player. Asked before every player page, 304s included, so on the
    /// primary it is read once per generation (the one public reads check), not once per
    /// request: a burst of readers of the same players asked it thousands of times a second.
    pub async fn player_redirect(&self, public: &str) -> Result<Option<String>> {
        let gen = if self.read_pools.is_empty() {
            let gen = self.public_generation().await?;
            let kept = self.redirects.lock().unwrap_or_else(|p| p.into_inner());
            if kept.0 == gen {
                if let Some(to) = kept.1.get(public) {
                    return Ok(to.clone());
                }
            }
            Some(gen)
        } else {
            None
        };
        let db = self.reader().await?;
        let to = match crate::read::people::find_player(&**db, public).await? {
            crate::read::people::Found::Redirect(to) => Some(to),
            crate::read::people::Found::Player(_) => None,
        };
        if let Some(gen) = gen {
            let mut kept = self.redirects.lock().unwrap_or_else(|p| p.into_inner());
            // A request of an older generation, answered late, leaves the newer ones kept.
            if gen >= kept.0 {
                if gen > kept.0 || kept.1.len() >= REDIRECTS_KEPT {
                    *kept = (gen, HashMap::new());
                }
                kept.1.insert(public.to_string(), to.clone());
            }
        }
        Ok(to)
    }

    /// A connection for writes and keyed reads (the primary).
    pub async fn primary(&self) -> Result<deadpool_postgres::Object> {
        Ok(self.pool.get().await?)
    }

    /// A connection for public reads: a replica when there are some.
    pub async fn reader(&self) -> Result<deadpool_postgres::Object> {
        if self.read_pools.is_empty() {
            return self.primary().await;
        }
        let i = self
            .next_read
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            % self.read_pools.len();
        Ok(self.read_pools[i].get().await?)
    }

    /// A public answer kept for generation `gen`.
    pub fn cached(&self, key: &str, gen: i64) -> Option<Arc<Cached>> {
        let c = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        c.get(key)
            .filter(|(g, _)| *g == gen)
            .map(|(_, a)| Arc::clone(a))
    }

    pub fn keep(&self, key: String, gen: i64, answer: Arc<Cached>) {
        let mut c = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        if c.len() >= 4096 {
            c.retain(|_, (g, _)| *g == gen);
            if c.len() >= 4096 {
                c.clear();
            }
        }
        c.insert(key, (gen, answer));
    }

    /// Family `family`'s ranking at generation `gen`, read once per generation.
    pub async fn ranking<C: tokio_postgres::GenericClient>(
        &self,
        db: &C,
        family: &str,
        gen: i64,
    ) -> Result<Arc<Ranked>> {
        if let Some((g, r)) = self
            .ranks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(family)
        {
            if *g == gen {
                return Ok(Arc::clone(r));
            }
        }
        let r = crate::read::people::ranked(db, family).await?;
        self.ranks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(family.to_string(), (gen, Arc::clone(&r)));
        Ok(r)
    }
}

/// A strong entity tag of a body.
pub fn etag_of(body: &[u8]) -> String {
    format!("\"{}\"", hex(&Sha256::digest(body)[..16]))
}

/// Whether `If-None-Match` names `etag`.
fn matches(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"))
}

/// What a `GET` answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Json,
    Html,
    File,
}

/// A `GET`'s answer: 304 when the reader has it, else the body with its tag and caching.
pub fn got(headers: &HeaderMap, answer: &Cached, shape: Shape, private: bool) -> Response {
    let mut b = Response::builder()
        .header(header::ETAG, &answer.etag)
        .header(
            header::CACHE_CONTROL,
            if private {
                "private, no-store"
            } else {
                "public, max-age=60"
            },
        );
    if shape == Shape::Json {
        b = b.header(header::ACCESS_CONTROL_ALLOW_ORIGIN, "*");
    }
    if matches(headers, &answer.etag) {
        return b
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    b.status(StatusCode::OK)
        .header(
            header::CONTENT_TYPE,
            match shape {
                Shape::Json | Shape::File => "application/json",
                Shape::Html => "text/html; charset=utf-8",
            },
        )
        .body(Body::from(answer.body.clone()))
        .unwrap_or_default()
}

/// JSON text of an answer (`serde_json`'s, keys in the order built).
pub fn json_bytes(v: &Value) -> Vec<u8> {
    serde_json::to_vec(v).unwrap_or_default()
}

/// A write's answer.
pub fn written(status: u16, body: &Value, location: Option<&str>) -> Response {
    let mut b = Response::builder()
        .status(StatusCode::from_u16(status).unwrap_or(StatusCode::OK))
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::CACHE_CONTROL, "no-store");
    if let Some(l) = location {
        b = b.header(header::LOCATION, l);
    }
    b.body(Body::from(json_bytes(body))).unwrap_or_default()
}

/// `308 Permanent Redirect` to `to` (a merged-away player id).
pub fn redirect(to: &str) -> Response {
    Response::builder()
        .status(StatusCode::PERMANENT_REDIRECT)
        .header(header::LOCATION, to)
        .header(header::ETAG, etag_of(b""))
        .header(header::CACHE_CONTROL, "public, max-age=60")
        .body(Body::empty())
        .unwrap_or_default()
}

/// An error's answer, as JSON or as a small page for people.
pub fn failed(e: &HubError, page: Option<belote_core::Lang>) -> Response {
    let status = StatusCode::from_u16(e.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut r = if let Some(lang) = page {
        crate::frame::error_page(lang, e).into_response()
    } else {
        (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            json_bytes(&e.to_json()),
        )
            .into_response()
    };
    *r.status_mut() = status;
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if status == StatusCode::UNAUTHORIZED {
        h.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
    }
    let retry = match e {
        HubError::Refused(r) => r.retry_after,
        HubError::Database(_) | HubError::Retry(_) => Some(5),
        HubError::Internal(_) => None,
    };
    if let Some(s) = retry {
        if let Ok(v) = HeaderValue::from_str(&s.to_string()) {
            h.insert(header::RETRY_AFTER, v);
        }
    }
    r
}

/// Runs `f`, answering 503 at `database` when the database does not answer within
/// [`DATABASE_WAIT`].
pub async fn in_time<T>(f: impl std::future::Future<Output = Result<T>>) -> Result<T> {
    match tokio::time::timeout(DATABASE_WAIT, f).await {
        Ok(r) => r,
        Err(_) => Err(HubError::Database(
            "the database did not answer in time".into(),
        )),
    }
}
