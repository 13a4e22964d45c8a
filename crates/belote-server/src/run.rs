//! Starting the table phones' server: `belote serve` in the foreground until a signal, or the
//! app's "open the tables to phones" on its own thread until the organiser closes it. Both
//! open the database and bind the address first (so a mistake is reported before anything is
//! served), then serve the same [`app`].

use std::net::{SocketAddr, ToSocketAddrs};
use std::path::Path;
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use axum::http::header::{self, HeaderName, HeaderValue};
use axum::http::StatusCode;
use axum::Router;
use belote_store::StoreError;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

use crate::phones::db::{poll_versions, Db};
use crate::phones::limit::Limiter;
use crate::phones::stream::Versions;
use crate::phones::{self, Phones};
use crate::{embedded, listen};

/// How long a request may take before it is answered 408 (a body sent too slowly, a write
/// that waits on a database locked by someone else).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// Pages may load their own scripts, styles and images only, talk to this server only, and
/// never be framed.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                       font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; \
                       base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Why the server could not start.
#[derive(Debug)]
pub enum StartError {
    /// The database could not be opened.
    Db(StoreError),
    /// The address is not one, or cannot be listened on.
    Bind(String),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Db(e) => write!(f, "{e}"),
            StartError::Bind(e) => f.write_str(e),
        }
    }
}

/// The server's routes: the API, the pages, the UI's files (embedded), with the security
/// headers on every answer and a timeout on every request.
pub fn app(phones: Phones) -> Router {
    let header = |name: &'static str, value: &'static str| {
        SetResponseHeaderLayer::overriding(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        )
    };
    phones::routes()
        .with_state(phones)
        .merge(crate::pages::routes())
        .fallback(embedded::serve_file)
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .layer(header("content-security-policy", CSP))
        .layer(header("x-content-type-options", "nosniff"))
        .layer(header("referrer-policy", "no-referrer"))
        .layer(header("x-frame-options", "DENY"))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}

/// A server ready to serve: its database open, its address bound.
pub struct Prepared {
    db: Arc<Db>,
    versions: Arc<Versions>,
    listener: std::net::TcpListener,
    addr: SocketAddr,
}

/// Opens the history at `db_path` and binds `bind` (`HOST:PORT`; port 0: a free port).
pub fn prepare(db_path: &Path, bind: &str) -> Result<Prepared, StartError> {
    let addr = bind
        .to_socket_addrs()
        .map_err(|e| {
            StartError::Bind(format!(
                "{bind:?} is not an address to listen on (HOST:PORT): {e}"
            ))
        })?
        .next()
        .ok_or_else(|| StartError::Bind(format!("{bind:?} names no address")))?;
    let versions = Arc::new(Versions::default());
    let db = Arc::new(Db::open(db_path, Arc::clone(&versions)).map_err(StartError::Db)?);
    let listener = std::net::TcpListener::bind(addr)
        .map_err(|e| StartError::Bind(format!("cannot listen on {addr}: {e}")))?;
    listener
        .set_nonblocking(true)
        .map_err(|e| StartError::Bind(format!("cannot listen on {addr}: {e}")))?;
    let addr = listener
        .local_addr()
        .map_err(|e| StartError::Bind(format!("cannot listen on {addr}: {e}")))?;
    Ok(Prepared {
        db,
        versions,
        listener,
        addr,
    })
}

impl Prepared {
    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://HOST:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Serves until `stop` resolves; then finishes the requests in hand, ends the streams,
    /// and lets the writer finish the writes it has.
    pub async fn serve(self, stop: impl std::future::Future<Output = ()>) -> std::io::Result<()> {
        let listener = TcpListener::from_std(self.listener)?;
        let (stopping, stopped) = watch::channel(false);
        let phones = Phones {
            db: Arc::clone(&self.db),
            versions: Arc::clone(&self.versions),
            limiter: Arc::new(Limiter::default()),
            stop: stopped.clone(),
        };
        let poller = tokio::spawn(poll_versions(
            Arc::clone(&self.versions),
            Arc::clone(&self.db),
            stopped,
        ));
        let stop = async move {
            stop.await;
            stopping.send_replace(true);
        };
        listen::serve(listener, app(phones), stop).await;
        let _ = poller.await;
        let db = self.db;
        let _ = tokio::task::spawn_blocking(move || db.close()).await;
        Ok(())
    }

    /// Serves on a runtime of its own until SIGINT or SIGTERM (`belote serve`).
    pub fn serve_until_signal(self) -> std::io::Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()?;
        runtime.block_on(async move {
            let mut term =
                tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
            let stop = async move {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            };
            self.serve(stop).await
        })
    }

    /// Serves on a thread of its own until [`Running::close`] (the app).
    pub fn spawn(self) -> Result<Running, StartError> {
        let url = self.url();
        let addr = self.addr;
        let db = Arc::clone(&self.db);
        let (close, closed) = watch::channel(false);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("belote-phones")
            .enable_all()
            .build()
            .map_err(|e| StartError::Bind(format!("cannot start the server: {e}")))?;
        let thread = thread::Builder::new()
            .name("belote-phones".into())
            .spawn(move || {
                let mut closed = closed;
                let _ = runtime.block_on(self.serve(async move {
                    let _ = closed.wait_for(|c| *c).await;
                }));
            })
            .map_err(|e| StartError::Bind(format!("cannot start the server: {e}")))?;
        Ok(Running {
            url,
            addr,
            db,
            close,
            thread: Some(thread),
        })
    }
}

/// The server running on its own thread.
pub struct Running {
    pub url: String,
    pub addr: SocketAddr,
    /// Its database: the one writer the app's own changes go to while it runs.
    db: Arc<Db>,
    close: watch::Sender<bool>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Running {
    /// Stops it: the requests in hand are finished first.
    pub fn close(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        self.close.send_replace(true);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The app's "open the tables to phones" ([`belote_api::phones::Phones`]): this server, on a
/// thread of its own.
pub struct TablePhoneServer;

impl belote_api::phones::TableServer for TablePhoneServer {
    fn start(
        &self,
        db: &Path,
        bind: &str,
    ) -> Result<Box<dyn belote_api::phones::RunningServer>, String> {
        let running = prepare(db, bind)
            .map_err(|e| e.to_string())?
            .spawn()
            .map_err(|e| e.to_string())?;
        Ok(Box::new(running))
    }
}

impl belote_api::phones::RunningServer for Running {
    fn port(&self) -> u16 {
        self.addr.port()
    }

    fn write(
        &self,
        event: Option<&str>,
        work: belote_api::phones::StoreWork,
    ) -> Result<(), String> {
        self.db
            .run(event.map(str::to_string), work)
            .map_err(|e| e.message)
    }

    fn close(self: Box<Self>) {
        Running::close(*self)
    }
}
