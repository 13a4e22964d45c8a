//! The hub's one error type: every refusal of HUB.md's table as a status, an `at` and a
//! message (some with an extra key, such as `current` on a version conflict), and the
//! database's failures. Turned into an HTTP answer in one place (`http::answer`), into the
//! command line's exit code and error line in another (`belote hub …`).

use serde_json::{json, Map, Value};

/// A request or a file the hub refuses: HTTP status, the value at fault, why.
#[derive(Debug)]
pub struct Refusal {
    pub status: u16,
    pub at: String,
    pub message: String,
    /// Keys added to the error object (`current`, …).
    pub extra: Map<String, Value>,
    /// `Retry-After` seconds, for 429 and 503.
    pub retry_after: Option<u64>,
}

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    /// A request or a file the hub refuses.
    #[error("{}", .0.message)]
    Refused(Box<Refusal>),
    /// PostgreSQL does not answer, or failed: 503 at `database` for a request.
    #[error("the database does not answer: {0}")]
    Database(String),
    /// A fault of the hub itself (a broken invariant): 500.
    #[error("{0}")]
    Internal(String),
}

pub type Result<T, E = HubError> = std::result::Result<T, E>;

impl HubError {
    /// A refusal with `status` at `at`.
    pub fn refused(status: u16, at: impl Into<String>, message: impl Into<String>) -> HubError {
        HubError::Refused(Box::new(Refusal {
            status,
            at: at.into(),
            message: message.into(),
            extra: Map::new(),
            retry_after: None,
        }))
    }

    /// 400: a malformed request.
    pub fn bad_request(at: impl Into<String>, message: impl Into<String>) -> HubError {
        HubError::refused(400, at, message)
    }

    /// 404: something unknown, named by its path segment (`club`, `event`, …).
    pub fn not_found(at: impl Into<String>, message: impl Into<String>) -> HubError {
        HubError::refused(404, at, message)
    }

    /// 409: a conflict.
    pub fn conflict(at: impl Into<String>, message: impl Into<String>) -> HubError {
        HubError::refused(409, at, message)
    }

    /// 422: a file or an entry the hub will not take.
    pub fn unprocessable(at: impl Into<String>, message: impl Into<String>) -> HubError {
        HubError::refused(422, at, message)
    }

    /// Adds `key` to the error object.
    pub fn with(mut self, key: &str, value: Value) -> HubError {
        if let HubError::Refused(r) = &mut self {
            r.extra.insert(key.to_string(), value);
        }
        self
    }

    /// Sets the answer's `Retry-After`.
    pub fn retry_after(mut self, seconds: u64) -> HubError {
        if let HubError::Refused(r) = &mut self {
            r.retry_after = Some(seconds);
        }
        self
    }

    /// The HTTP status of this error.
    pub fn status(&self) -> u16 {
        match self {
            HubError::Refused(r) => r.status,
            HubError::Database(_) => 503,
            HubError::Internal(_) => 500,
        }
    }

    /// Where the fault is.
    pub fn at(&self) -> &str {
        match self {
            HubError::Refused(r) => &r.at,
            HubError::Database(_) => "database",
            HubError::Internal(_) => "",
        }
    }

    /// `{"error": {"at", "message", …}}`.
    pub fn to_json(&self) -> Value {
        let mut e = Map::new();
        e.insert("at".into(), Value::from(self.at()));
        e.insert("message".into(), Value::from(self.to_string()));
        if let HubError::Refused(r) = self {
            for (k, v) in &r.extra {
                e.insert(k.clone(), v.clone());
            }
        }
        json!({ "error": e })
    }

    /// The same error found under `at` (a file's error under `definition`, …).
    pub fn under(self, prefix: &str) -> HubError {
        match self {
            HubError::Refused(mut r) => {
                r.at = belote_core::error::join_path(prefix, &r.at);
                HubError::Refused(r)
            }
            other => other,
        }
    }
}

impl From<belote_core::InputError> for HubError {
    /// A file the app's own import refuses: 422 at its value.
    fn from(e: belote_core::InputError) -> HubError {
        HubError::unprocessable(e.at.clone(), e.message.clone())
    }
}

impl From<tokio_postgres::Error> for HubError {
    fn from(e: tokio_postgres::Error) -> HubError {
        if let Some(db) = e.as_db_error() {
            // The server answered but refused the statement: a fault of the hub unless the
            // server is shutting down or out of resources.
            let code = db.code().code();
            if code.starts_with("57") || code.starts_with("53") || code.starts_with("08") {
                return HubError::Database(db.message().to_string());
            }
            return HubError::Internal(format!("database: {}", db.message()));
        }
        HubError::Database(e.to_string())
    }
}

impl From<deadpool_postgres::PoolError> for HubError {
    fn from(e: deadpool_postgres::PoolError) -> HubError {
        match e {
            deadpool_postgres::PoolError::Backend(e) => e.into(),
            other => HubError::Database(other.to_string()),
        }
    }
}
