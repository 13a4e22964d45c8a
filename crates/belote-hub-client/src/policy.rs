//! What an answer means and when to try again (HUB.md, the outbox): 200/201 acknowledge (the
//! version is kept); no answer, 408, 429 and 5xx are tried again after 5 s, 10 s, 20 s, … up to
//! 15 min, each ±20 %, a longer `Retry-After` winning; 409 at `supersedes` is a conflict; any
//! other refusal is final. Pure functions: the sender applies them, the tests read them.

use std::time::Duration;

use belote_store::Settle;
use serde_json::{json, Value};

/// The first wait after a failure.
pub const FIRST_DELAY: Duration = Duration::from_secs(5);
/// The longest wait (before the ±20 %).
pub const LONGEST_DELAY: Duration = Duration::from_secs(15 * 60);
/// How far each wait is spread: ±20 %.
pub const JITTER: f64 = 0.2;

/// The wait after the `failures`-th failure in a row (1 for the first), `jitter` in −1…1
/// spreading it by up to ±20 %; a longer `retry_after` wins.
pub fn backoff(failures: u32, jitter: f64, retry_after: Option<Duration>) -> Duration {
    let doublings = failures.saturating_sub(1).min(20);
    let base = FIRST_DELAY
        .saturating_mul(1u32 << doublings)
        .min(LONGEST_DELAY);
    let spread = base.mul_f64(1.0 + JITTER * jitter.clamp(-1.0, 1.0));
    match retry_after {
        Some(r) if r > spread => r,
        _ => spread,
    }
}

/// A number in −1…1, different at every call (the spread of the waits, so that clubs coming
/// back online together do not all retry at the same instant).
pub fn jitter() -> f64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    (h.finish() as f64 / u64::MAX as f64) * 2.0 - 1.0
}

/// What a hub's answer does to an outbox entry, before the wait is known.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// 200 or 201 with a receipt.
    Acknowledged {
        version: i64,
        received: Option<String>,
    },
    /// Try again later (408, 429, 5xx, or a 2xx whose receipt did not arrive whole).
    Retry { error: Value },
    /// 409 at `supersedes`: `current` is the hub's current version, when it said.
    Conflict { error: Value, current: Option<i64> },
    /// Any other status: never sent again.
    Refused { error: Value },
}

/// The `error` object of a hub's answer (`{"error": {"at", "message", …}}`), or one saying
/// what the status was when the body is not such an error.
pub fn hub_error(status: u16, body: &Value) -> Value {
    match body.get("error") {
        Some(e @ Value::Object(_)) => e.clone(),
        _ => json!({
            "at": "",
            "message": format!("the hub answered {status} {}", reason(status)),
        }),
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        301 | 302 | 307 | 308 => "(moved elsewhere: check the hub's address)",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        408 => "Request Timeout",
        409 => "Conflict",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "",
    }
}

/// What the answer `status` with `body` (JSON, or `Null` when it was not) means.
pub fn verdict(status: u16, body: &Value) -> Verdict {
    match status {
        200..=299 => match body.get("version").and_then(Value::as_i64) {
            Some(version) => Verdict::Acknowledged {
                version,
                received: body
                    .get("received")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            },
            None => Verdict::Retry {
                error: json!({
                    "at": "",
                    "message": format!("the hub answered {status} without a receipt"),
                }),
            },
        },
        408 | 429 | 500..=599 => Verdict::Retry {
            error: hub_error(status, body),
        },
        409 if body.pointer("/error/at").and_then(Value::as_str) == Some("supersedes") => {
            Verdict::Conflict {
                error: hub_error(status, body),
                current: body
                    .pointer("/error/current/version")
                    .and_then(Value::as_i64),
            }
        }
        _ => Verdict::Refused {
            error: hub_error(status, body),
        },
    }
}

/// The outbox's record of an answer: [`verdict`] with the wait for a retry (the entry's
/// `failures` so far, before this one).
pub fn settle_answer(
    status: u16,
    body: &Value,
    retry_after: Option<Duration>,
    failures: u32,
    now_ms: i64,
    jitter: f64,
) -> Settle {
    match verdict(status, body) {
        Verdict::Acknowledged { version, received } => Settle::Acknowledged {
            status,
            version,
            received,
        },
        Verdict::Retry { error } => Settle::Retry {
            status: Some(status),
            error,
            next_ms: later(now_ms, backoff(failures + 1, jitter, retry_after)),
        },
        Verdict::Conflict { error, .. } => Settle::Conflict { error },
        Verdict::Refused { error } => Settle::Refused { status, error },
    }
}

/// `now_ms` plus `wait`.
pub fn later(now_ms: i64, wait: Duration) -> i64 {
    now_ms.saturating_add(i64::try_from(wait.as_millis()).unwrap_or(i64::MAX))
}

/// Reads a `Retry-After` header: seconds, or an HTTP date (`now_ms` being now).
pub fn retry_after(value: &str, now_ms: i64) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let at = chrono::DateTime::parse_from_rfc2822(value).ok()?;
    let ms = at.timestamp_millis() - now_ms;
    Some(Duration::from_millis(u64::try_from(ms).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_from_five_seconds_to_fifteen_minutes() {
        let exact: Vec<u64> = (1..=12).map(|n| backoff(n, 0.0, None).as_secs()).collect();
        assert_eq!(
            exact,
            [5, 10, 20, 40, 80, 160, 320, 640, 900, 900, 900, 900]
        );
        assert_eq!(backoff(1000, 0.0, None), LONGEST_DELAY);
        // ±20 %.
        assert_eq!(backoff(1, 1.0, None), Duration::from_secs(6));
        assert_eq!(backoff(1, -1.0, None), Duration::from_secs(4));
        assert_eq!(backoff(20, 1.0, None), Duration::from_secs(1080));
        for _ in 0..200 {
            let w = backoff(2, jitter(), None);
            assert!(
                w >= Duration::from_secs(8) && w <= Duration::from_secs(12),
                "{w:?}"
            );
        }
    }

    #[test]
    fn a_longer_retry_after_wins() {
        assert_eq!(
            backoff(1, 0.0, Some(Duration::from_secs(30))),
            Duration::from_secs(30)
        );
        assert_eq!(
            backoff(3, 0.0, Some(Duration::from_secs(2))),
            Duration::from_secs(20)
        );
        assert_eq!(retry_after(" 120 ", 0), Some(Duration::from_secs(120)));
        let now = chrono::DateTime::parse_from_rfc3339("2015-10-21T07:27:00Z")
            .unwrap()
            .timestamp_millis();
        assert_eq!(
            retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now),
            Some(Duration::from_secs(60))
        );
        assert_eq!(retry_after("soon", now), None);
    }

    #[test]
    fn answers_settle_as_the_contract_says() {
        let receipt = json!({"kind": "event", "version": 3, "received": "2026-10-02T08:14:03Z"});
        assert_eq!(
            verdict(201, &receipt),
            Verdict::Acknowledged {
                version: 3,
                received: Some("2026-10-02T08:14:03Z".into())
            }
        );
        assert!(matches!(
            verdict(200, &receipt),
            Verdict::Acknowledged { version: 3, .. }
        ));
        // A receipt cut short: sent again, the resend gets it whole.
        assert!(matches!(verdict(201, &Value::Null), Verdict::Retry { .. }));
        for status in [408, 429, 500, 502, 503, 504] {
            assert!(
                matches!(verdict(status, &Value::Null), Verdict::Retry { .. }),
                "{status}"
            );
        }
        let conflict =
            json!({"error": {"at": "supersedes", "message": "…", "current": {"version": 4}}});
        assert_eq!(
            verdict(409, &conflict),
            Verdict::Conflict {
                error: conflict["error"].clone(),
                current: Some(4)
            }
        );
        // Another event with the same id is a refusal, not a conflict to supersede.
        let created = json!({"error": {"at": "created", "message": "…"}});
        assert!(matches!(verdict(409, &created), Verdict::Refused { .. }));
        for status in [400, 401, 403, 404, 410, 413, 415, 422, 301] {
            assert!(
                matches!(verdict(status, &Value::Null), Verdict::Refused { .. }),
                "{status}"
            );
        }
        assert_eq!(
            hub_error(404, &Value::Null),
            json!({"at": "", "message": "the hub answered 404 Not Found"})
        );
    }

    #[test]
    fn a_retry_waits_its_turn() {
        let s = settle_answer(
            503,
            &Value::Null,
            Some(Duration::from_secs(5)),
            0,
            1_000,
            0.0,
        );
        assert!(
            matches!(
                s,
                Settle::Retry {
                    status: Some(503),
                    next_ms: 6_000,
                    ..
                }
            ),
            "{s:?}"
        );
        let s = settle_answer(500, &Value::Null, None, 2, 0, 0.0);
        assert!(
            matches!(
                s,
                Settle::Retry {
                    next_ms: 20_000,
                    ..
                }
            ),
            "{s:?}"
        );
    }
}
