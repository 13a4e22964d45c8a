//! What a request brings and the bounds it is held to (HUB.md "Authentication, limits and
//! errors"): its query parameters (400 at the parameter), its key (401, 403, 429 after too many
//! failures from an address), its body (413 past its limit, counted after gzip is undone; 415
//! for another encoding; a body sent slower than 1 KiB/s after its first seconds is cut off),
//! and the per-minute rate limits of reads (per address) and writes (per key).

use std::collections::HashMap;
use std::io::Read;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::HeaderMap;
use http_body_util::BodyExt;
use tokio_postgres::GenericClient;

use crate::error::{HubError, Result};
use crate::keys::{hash_key, well_formed};
use crate::read::{Page, Reader};

/// The query string's parameters (`a=1&b=2`, percent-decoded).
pub fn query_map(query: Option<&str>) -> Result<HashMap<String, String>> {
    let q = query.unwrap_or("");
    if q.len() > 2048 {
        return Err(HubError::refused(414, "", "the query string is over 2 KiB"));
    }
    let mut out = HashMap::new();
    for pair in q.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        out.insert(decode(k), decode(v));
    }
    Ok(out)
}

/// Percent-decoding (`+` is a space).
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A whole number parameter within `min..=max` (400 at its name), or `default`.
pub fn number(q: &HashMap<String, String>, name: &str, min: i64, max: i64) -> Result<Option<i64>> {
    match q.get(name) {
        None => Ok(None),
        Some(v) => match v.parse::<i64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(HubError::bad_request(
                name,
                format!("{name} must be a whole number from {min} to {max}, not {v:?}"),
            )),
        },
    }
}

/// `offset` and `limit`.
pub fn page(q: &HashMap<String, String>) -> Result<Page> {
    Ok(Page {
        offset: number(q, "offset", 0, i64::MAX / 2)?.unwrap_or(0),
        limit: number(q, "limit", 0, 1000)?.unwrap_or(100),
    })
}

/// `version` (1 or more).
pub fn version(q: &HashMap<String, String>) -> Result<Option<i32>> {
    Ok(number(q, "version", 1, i64::from(i32::MAX))?.map(|n| n as i32))
}

/// Requests per minute, counted per key (an address, a key id).
#[derive(Default)]
pub struct Counter(Mutex<HashMap<String, (Instant, u32)>>);

impl Counter {
    /// Counts one for `key`; when the minute's count is over `max`, the seconds until the
    /// minute is over.
    pub fn hit(&self, key: &str, max: u32) -> Option<u64> {
        let mut m = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        if m.len() > 100_000 {
            m.retain(|_, (start, _)| now.duration_since(*start) < Duration::from_secs(60));
        }
        let e = m.entry(key.to_string()).or_insert((now, 0));
        if now.duration_since(e.0) >= Duration::from_secs(60) {
            *e = (now, 0);
        }
        e.1 += 1;
        (e.1 > max).then(|| {
            60u64
                .saturating_sub(now.duration_since(e.0).as_secs())
                .max(1)
        })
    }

    /// Whether `key` is over `max` this minute, without counting.
    pub fn over(&self, key: &str, max: u32) -> Option<u64> {
        let m = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        m.get(key).and_then(|(start, n)| {
            let age = now.duration_since(*start);
            (age < Duration::from_secs(60) && *n >= max)
                .then(|| 60u64.saturating_sub(age.as_secs()).max(1))
        })
    }
}

/// Failed authentications an address may make in a minute before its keyed requests are 429.
pub const FAILED_AUTH: u32 = 20;
/// Writes a key may make in a minute.
pub const WRITES: u32 = 120;

/// The key a request carries, if any: `Authorization: Bearer KEY`.
pub fn bearer(headers: &HeaderMap) -> Option<Result<String>> {
    let v = headers.get(axum::http::header::AUTHORIZATION)?;
    let s = v.to_str().unwrap_or("");
    Some(match s.strip_prefix("Bearer ") {
        Some(k) => Ok(k.trim().to_string()),
        None => Err(HubError::refused(
            401,
            "authorization",
            "use Authorization: Bearer KEY",
        )),
    })
}

/// A key that was found: its id and whose it is.
#[derive(Debug, Clone)]
pub struct Key {
    pub key_id: String,
    pub reader: Reader,
}

/// Finds the key `key` (401 when unknown or revoked), and notes its use.
pub async fn authenticate<C: GenericClient>(db: &C, key: &str) -> Result<Key> {
    let unknown = || HubError::refused(401, "authorization", "unknown or revoked key");
    if !well_formed(key) {
        return Err(unknown());
    }
    let (hash, _) = hash_key(key);
    let row = db
        .query_opt(
            "UPDATE belote_hub.keys SET last_used = date_trunc('second', now()) \
             WHERE hash = $1 AND revoked IS NULL RETURNING key_id, club, admin",
            &[&hash],
        )
        .await?
        .ok_or_else(unknown)?;
    let club: Option<String> = row.get(1);
    let admin: bool = row.get(2);
    Ok(Key {
        key_id: row.get(0),
        reader: match (admin, club) {
            (true, _) => Reader::Admin,
            (false, Some(c)) => Reader::Club(c),
            (false, None) => Reader::Public,
        },
    })
}

/// The client's address: the peer, or — from a trusted proxy — the last address of its
/// `X-Forwarded-For`.
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    headers
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(peer)
}

/// Reads a body of at most `sent` bytes as sent and `whole` bytes once gzip is undone (413
/// beyond either), sent at no less than 1 KiB/s once its first 10 seconds are over (408).
pub async fn read_body(
    body: Body,
    headers: &HeaderMap,
    sent: usize,
    whole: usize,
) -> Result<Vec<u8>> {
    let gzip = match headers.get(axum::http::header::CONTENT_ENCODING) {
        None => false,
        Some(v) => match v
            .to_str()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase()
            .as_str()
        {
            "gzip" => true,
            "identity" | "" => false,
            other => {
                return Err(HubError::refused(
                    415,
                    "",
                    format!("Content-Encoding {other:?} is not accepted: send gzip or nothing"),
                ))
            }
        },
    };
    let too_big = || {
        HubError::refused(
            413,
            "",
            format!(
                "the body is over its limit ({} bytes)",
                if gzip { whole } else { sent }
            ),
        )
    };
    let start = Instant::now();
    let mut body = body;
    let mut raw: Vec<u8> = Vec::new();
    loop {
        let waited = start.elapsed();
        let allowed = Duration::from_secs(10) + Duration::from_millis(raw.len() as u64);
        let left = allowed.saturating_sub(waited).max(Duration::from_millis(1));
        let frame = match tokio::time::timeout(left, body.frame()).await {
            Err(_) => {
                return Err(HubError::refused(
                    408,
                    "",
                    "the body is sent too slowly (less than 1 KiB/s)",
                ))
            }
            Ok(None) => break,
            Ok(Some(Err(e))) => {
                return Err(HubError::bad_request(
                    "",
                    format!("the body could not be read: {e}"),
                ))
            }
            Ok(Some(Ok(f))) => f,
        };
        if let Ok(data) = frame.into_data() {
            if raw.len() + data.len() > sent {
                return Err(too_big());
            }
            raw.extend_from_slice(&data);
        }
    }
    if !gzip {
        return Ok(raw);
    }
    let mut out = Vec::new();
    let mut d = flate2::read::GzDecoder::new(&raw[..]).take(whole as u64 + 1);
    d.read_to_end(&mut out)
        .map_err(|e| HubError::bad_request("", format!("the gzip body could not be read: {e}")))?;
    if out.len() > whole {
        return Err(too_big());
    }
    Ok(out)
}
