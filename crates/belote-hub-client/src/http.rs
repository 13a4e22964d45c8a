//! The client's side of HTTP: one blocking request at a time (ureq over rustls), each on a
//! new connection, no redirects followed, no proxy (a key goes only where the address says),
//! and what came of it told apart the way the outbox needs (HUB.md "More settled details" 1):
//! nothing reached the hub (the connection was refused or failed, or TLS did not agree), the
//! request may have arrived but no answer came, or an answer.

use std::io::Write;
use std::time::Duration;

use flate2::write::GzEncoder;
use flate2::Compression;
use ureq::{Agent, Timeout};

/// Bodies at least this large are sent gzip-compressed (the hub accepts
/// `Content-Encoding: gzip`); event files compress about sixfold.
pub const GZIP_FROM: usize = 16 * 1024;

/// The most of an answer read (receipts and errors are small).
const ANSWER_LIMIT: u64 = 4 << 20;

/// What came of one request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing reached the hub: the cause, in words.
    NotSent(String),
    /// The request went out (or may have), but no whole answer came back.
    NoAnswer(String),
    /// The hub's answer.
    Answer {
        status: u16,
        body: Vec<u8>,
        /// `Retry-After`, as given.
        retry_after: Option<String>,
    },
}

impl Outcome {
    /// The answer's body as JSON (`Null` when it is not JSON).
    pub fn json(body: &[u8]) -> serde_json::Value {
        serde_json::from_slice(body).unwrap_or(serde_json::Value::Null)
    }
}

/// A request's method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Get,
    Put,
    Delete,
}

/// The HTTP client.
pub struct Client {
    agent: Agent,
}

impl Default for Client {
    fn default() -> Self {
        Client::new()
    }
}

impl Client {
    pub fn new() -> Client {
        Client::with_waits(Duration::from_secs(10), Duration::from_secs(60))
    }

    /// A client that gives up sooner: `connect` to reach the hub, `answer` for its answer
    /// (a setting checked while the user waits).
    pub fn with_waits(connect: Duration, answer: Duration) -> Client {
        let config = Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .proxy(None)
            // One connection per request: a pooled connection the hub closed meanwhile would
            // blur "never sent" and "sent, no answer".
            .max_idle_connections(0)
            .max_idle_connections_per_host(0)
            .timeout_resolve(Some(connect))
            .timeout_connect(Some(connect))
            .timeout_send_request(Some(Duration::from_secs(30)))
            .timeout_send_body(Some(Duration::from_secs(300)))
            .timeout_recv_response(Some(answer))
            .timeout_recv_body(Some(answer))
            .user_agent(format!("belote/{}", env!("CARGO_PKG_VERSION")))
            .build();
        Client {
            agent: config.into(),
        }
    }

    /// Sends one request to `url` with `key`, and `body` (JSON) for a `PUT`.
    pub fn send(&self, method: Method, url: &str, key: &str, body: Option<&[u8]>) -> Outcome {
        let auth = format!("Bearer {key}");
        let result = match method {
            Method::Get => self.agent.get(url).header("Authorization", &auth).call(),
            Method::Delete => self.agent.delete(url).header("Authorization", &auth).call(),
            Method::Put => {
                let body = body.unwrap_or_default();
                let request = self
                    .agent
                    .put(url)
                    .header("Authorization", &auth)
                    .header("Content-Type", "application/json");
                match gzip(body) {
                    Some(packed) => request.header("Content-Encoding", "gzip").send(&packed[..]),
                    None => request.send(body),
                }
            }
        };
        match result {
            Ok(mut response) => {
                let status = response.status().as_u16();
                let retry_after = response
                    .headers()
                    .get("retry-after")
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_string);
                match response
                    .body_mut()
                    .with_config()
                    .limit(ANSWER_LIMIT)
                    .read_to_vec()
                {
                    Ok(body) => Outcome::Answer {
                        status,
                        body,
                        retry_after,
                    },
                    // A status without its whole body: a receipt cut short is worth a resend;
                    // a refusal is one whatever its words.
                    Err(e) if (200..300).contains(&status) => {
                        Outcome::NoAnswer(format!("the hub's answer was cut short: {e}"))
                    }
                    Err(_) => Outcome::Answer {
                        status,
                        body: Vec::new(),
                        retry_after,
                    },
                }
            }
            Err(e) => classify(&e),
        }
    }
}

/// `body` compressed, when it is worth it.
fn gzip(body: &[u8]) -> Option<Vec<u8>> {
    if body.len() < GZIP_FROM {
        return None;
    }
    let mut enc = GzEncoder::new(Vec::with_capacity(body.len() / 4), Compression::default());
    enc.write_all(body).ok()?;
    enc.finish().ok()
}

/// Whether an I/O error can only happen before anything was written to a connection.
fn before_connection(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        e.kind(),
        ConnectionRefused | AddrNotAvailable | NetworkUnreachable | HostUnreachable | AddrInUse
    ) || e
        .get_ref()
        .is_some_and(|inner| inner.downcast_ref::<ureq::Error>().is_some_and(not_sent))
}

/// Whether error `e` of ureq means that no request reached the hub.
fn not_sent(e: &ureq::Error) -> bool {
    match e {
        ureq::Error::HostNotFound
        | ureq::Error::ConnectionFailed
        | ureq::Error::BadUri(_)
        | ureq::Error::Tls(_)
        | ureq::Error::Pem(_)
        | ureq::Error::Rustls(_)
        | ureq::Error::TlsRequired
        | ureq::Error::RequireHttpsOnly(_) => true,
        ureq::Error::Timeout(t) => matches!(t, Timeout::Resolve | Timeout::Connect),
        ureq::Error::Io(io) => before_connection(io),
        _ => false,
    }
}

/// A failed request told apart: sent or not. Anything not known to fail before the request
/// left counts as sent — the safe side, since a sent entry is only ever sent again.
fn classify(e: &ureq::Error) -> Outcome {
    if not_sent(e) {
        Outcome::NotSent(e.to_string())
    } else {
        Outcome::NoAnswer(e.to_string())
    }
}
