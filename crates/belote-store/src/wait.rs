//! How long the store waits for another process's lock on the database before it gives up:
//! one setting, read by the connections that wait (`open`) and by the sentence that reports a
//! lock held beyond it (`error`).

use std::time::Duration;

/// How long a connection waits for another process's lock before it gives up: 5 seconds, or
/// the number of milliseconds in the environment variable `BELOTE_BUSY_TIMEOUT_MS` (tests use
/// a short wait).
pub fn busy_timeout() -> Duration {
    std::env::var("BELOTE_BUSY_TIMEOUT_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(Duration::from_millis)
        .unwrap_or(Duration::from_secs(5))
}
