//! The connections of the table phones' server, served by hyper (HTTP/1.1) with bounds that
//! keep one client from starving the others:
//! - a request's headers must arrive within [`HEADER_TIMEOUT`] (a slowloris client, or a
//!   connection opened and left silent, is closed), and be at most [`MAX_HEADER_BYTES`];
//! - an address holds at most [`PER_ADDRESS`] connections at once, the server at most
//!   [`MAX_CONNECTIONS`]; beyond that new connections are closed at once;
//! - each request is timed out by the router's layer, and a request body is limited there.
//!
//! On stop: no new connection is accepted, the requests in hand are finished (for at most
//! [`GRACE`]), and the open streams end.

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// Time allowed for a request's headers (from the connection's start, or the end of the
/// previous answer on a kept-alive connection).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// Largest request head (request line and headers).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

/// Connections one address may hold at once (a phone needs one or two, a projector one more
/// for its stream).
pub const PER_ADDRESS: usize = 32;

/// Connections the server holds at once.
pub const MAX_CONNECTIONS: usize = 2048;

/// How long the requests in hand may take to finish once the server stops.
pub const GRACE: Duration = Duration::from_secs(10);

/// Open connections per address.
#[derive(Default, Clone)]
struct Counts(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// A connection counted until it is dropped.
struct Slot {
    counts: Counts,
    ip: IpAddr,
}

impl Counts {
    fn take(&self, ip: IpAddr) -> Option<Slot> {
        let mut counts = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let total: usize = counts.values().sum();
        let n = counts.entry(ip).or_default();
        if *n >= PER_ADDRESS || total >= MAX_CONNECTIONS {
            return None;
        }
        *n += 1;
        Some(Slot {
            counts: self.clone(),
            ip,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.counts.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = counts.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.ip);
            }
        }
    }
}

/// Serves `app` on `listener` until `stop` resolves; each request carries its peer's address
/// (`ConnectInfo<SocketAddr>`).
pub async fn serve(listener: TcpListener, app: Router, stop: impl Future<Output = ()>) {
    let graceful = GracefulShutdown::new();
    let counts = Counts::default();
    tokio::pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(_) => {
                    // Out of file descriptors or a connection reset before it was accepted:
                    // wait a little rather than spin, and go on serving.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut stop => break,
        };
        let Some(slot) = counts.take(peer.ip()) else {
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(app.clone().map_request(
            move |mut req: axum::http::Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
                req
            },
        ));
        let conn = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_TIMEOUT)
            .max_buf_size(MAX_HEADER_BYTES.max(8192))
            .serve_connection(TokioIo::new(stream), service);
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _ = conn.await;
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        _ = graceful.shutdown() => {}
        _ = tokio::time::sleep(GRACE) => {}
    }
}
