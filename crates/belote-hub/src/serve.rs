//! `belote hub serve` (HUB.md "Starting the hub"): the database checked and migrated, the
//! address bound, one ready line on stdout, then the API and pages served with the rating
//! worker beside them until SIGINT or SIGTERM — the requests in hand finished, a running rating
//! job left to commit.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use belote_core::Family;
use tokio::sync::watch;
use tokio_postgres::Config;

use crate::db::{self, StartRefusal};
use axum::http::{header, HeaderValue};
use axum::Router;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::http::{self, Hub};
use crate::rating::{pending, run_job};

/// What `belote hub serve` is asked for.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub database: String,
    pub listen: String,
    pub connect_timeout: Duration,
    pub migrate: bool,
    pub read_limit: u32,
    pub trusted: Vec<IpAddr>,
    pub read_databases: Vec<String>,
}

/// The whole hub: API and pages, with the security headers on every answer.
pub fn router(hub: Arc<Hub>) -> Router {
    let header = |name: header::HeaderName, value: &'static str| {
        SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value))
    };
    http::api::routes()
        .merge(crate::pages::routes())
        .fallback(http::api::unknown_path)
        .method_not_allowed_fallback(http::api::other_method)
        .with_state(hub)
        .layer(header(
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'",
        ))
        .layer(header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(header(header::REFERRER_POLICY, "no-referrer"))
}

/// Why the hub stopped or did not start.
#[derive(Debug)]
pub enum Stopped {
    /// A refusal at start, at `--database` or `--listen`; exit code 2 (1 for a failed
    /// migration).
    Refused(StartRefusal),
    /// The server failed while serving.
    Failed(String),
}

/// The runtime the hub runs on.
pub fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
}

/// A started hub, ready to serve.
pub struct Started {
    pub url: String,
    pub schema: i32,
    pub warning: Option<String>,
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    config: Config,
}

/// Checks and migrates the database, binds the address.
pub async fn start(opts: &ServeOptions) -> Result<Started, StartRefusal> {
    let config = db::config(&opts.database)?;
    let mut client = db::connect_retrying(&config, opts.connect_timeout).await?;
    let migrated = db::prepare(&mut client, opts.migrate).await?;
    drop(client);
    let pool = db::pool(config.clone(), 16).map_err(|e| StartRefusal {
        at: "--database",
        message: e.to_string(),
        code: 2,
    })?;
    let mut read_pools = Vec::new();
    for url in &opts.read_databases {
        let c = db::config(url).map_err(|mut r| {
            r.at = "--read-database";
            r
        })?;
        read_pools.push(db::pool(c, 16).map_err(|e| StartRefusal {
            at: "--read-database",
            message: e.to_string(),
            code: 2,
        })?);
    }
    let addr: SocketAddr = tokio::net::lookup_host(&opts.listen)
        .await
        .ok()
        .and_then(|mut a| a.next())
        .ok_or_else(|| StartRefusal {
            at: "--listen",
            message: format!(
                "{:?} is not an address to listen on (HOST:PORT)",
                opts.listen
            ),
            code: 2,
        })?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| StartRefusal {
            at: "--listen",
            message: format!("cannot listen on {addr}: {e}"),
            code: 2,
        })?;
    let local = listener.local_addr().map_err(|e| StartRefusal {
        at: "--listen",
        message: e.to_string(),
        code: 2,
    })?;
    // The generation's own connection: a burst of costly reads never keeps the cheap
    // question "has anything changed?" waiting.
    let generation_pool = db::pool(config.clone(), 1).map_err(|e| StartRefusal {
        at: "--database",
        message: e.to_string(),
        code: 2,
    })?;
    let hub = Arc::new(Hub::new(
        pool,
        read_pools,
        opts.read_limit,
        opts.trusted.clone(),
    ));
    hub.set_generation_pool(generation_pool);
    Ok(Started {
        url: format!("http://{local}/"),
        schema: migrated.schema,
        warning: migrated.warning,
        listener,
        hub,
        config,
    })
}

impl Started {
    /// Serves until `stop` resolves; then finishes the requests in hand and waits for the
    /// rating worker to end its job.
    pub async fn serve(self, stop: impl std::future::Future<Output = ()>) {
        let (tx, rx) = watch::channel(false);
        let worker = tokio::spawn(rating_worker(
            Arc::clone(&self.hub),
            self.config.clone(),
            rx,
        ));
        belote_server::listen::serve(self.listener, router(Arc::clone(&self.hub)), stop).await;
        let _ = tx.send(true);
        self.hub.wake.notify_one();
        let _ = tokio::time::timeout(Duration::from_secs(60), worker).await;
    }
}

/// After a round of jobs the worker rests `JOB_REST_FACTOR` times as long as the round took,
/// at most `JOB_REST_MAX`: under a burst of publications it re-rates a few times with many
/// changes each rather than once per change (a job replays every game from the earliest change
/// on, so its cost hardly depends on how many changes it takes in), and leaves three quarters
/// of the machine to the publications themselves. A change made while the worker is not resting
/// is rated at once.
const JOB_REST_FACTOR: u32 = 3;
const JOB_REST_MAX: Duration = Duration::from_millis(500);

/// Re-rates the dirty families, one job at a time, whenever a change wakes it (and every half
/// second, for changes made by another hub on the same database).
async fn rating_worker(hub: Arc<Hub>, config: Config, mut stop: watch::Receiver<bool>) {
    let mut client: Option<tokio_postgres::Client> = None;
    let mut rest: Option<tokio::time::Instant> = None;
    loop {
        if *stop.borrow() {
            break;
        }
        if let Some(until) = rest.take() {
            tokio::select! {
                _ = tokio::time::sleep_until(until) => {}
                _ = stop.changed() => {}
            }
        }
        let started = tokio::time::Instant::now();
        if client.as_ref().is_none_or(|c| c.is_closed()) {
            client = db::connect(&config).await.ok();
        }
        if let Some(c) = client.as_mut() {
            let failed = match pending(&*c).await {
                Ok(dirty) => {
                    let mut failed = false;
                    for family in Family::ALL
                        .into_iter()
                        .filter(|f| dirty.contains(f.as_str()))
                    {
                        if run_job(c, family).await.is_err() {
                            failed = true;
                            break;
                        }
                    }
                    if !dirty.is_empty() {
                        let took = (started.elapsed() * JOB_REST_FACTOR).min(JOB_REST_MAX);
                        rest = Some(tokio::time::Instant::now() + took);
                    }
                    failed
                }
                Err(_) => true,
            };
            if failed {
                client = None;
            }
        }
        tokio::select! {
            _ = hub.wake.notified() => {}
            _ = tokio::time::sleep(crate::http::api::WORKER_TICK) => {}
            _ = stop.changed() => {}
        }
    }
}

/// Resolves on SIGINT or SIGTERM. The handlers are installed when this is called (before the
/// ready line is printed), so a signal sent at once is not lost.
pub fn signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let term = signal(SignalKind::terminate());
        let int = signal(SignalKind::interrupt());
        async move {
            match (term, int) {
                (Ok(mut term), Ok(mut int)) => {
                    tokio::select! {
                        _ = term.recv() => {}
                        _ = int.recv() => {}
                    }
                }
                _ => std::future::pending::<()>().await,
            }
        }
    }
    #[cfg(not(unix))]
    {
        async {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}
