//! The one error type of the core: bad input, located by a path into the input JSON.

use thiserror::Error;

/// Bad input, with `at` pointing at the offending value (e.g. `rounds[1].points.B`).
///
/// This is the error shape of FORMAT.md: `{"error": {"at": …, "message": …}}`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct InputError {
    /// Path of the offending value: keys joined by `.`, array indices in brackets.
    pub at: String,
    /// A readable sentence saying what is wrong.
    pub message: String,
}

impl InputError {
    pub fn new(at: impl Into<String>, message: impl Into<String>) -> Self {
        InputError {
            at: at.into(),
            message: message.into(),
        }
    }

    /// Re-points the error under `prefix`: `"matches[3].match"` + `"rounds[2]"` gives
    /// `"matches[3].match.rounds[2]"`.
    pub fn under(self, prefix: &str) -> Self {
        let at = join_path(prefix, &self.at);
        InputError { at, ..self }
    }

    /// The JSON error object of FORMAT.md.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({ "error": { "at": self.at, "message": self.message } })
    }
}

/// Joins two paths: `join_path("rounds[1]", "points")` is `rounds[1].points`, and an index
/// suffix is appended without a dot.
pub fn join_path(prefix: &str, rest: &str) -> String {
    match (prefix.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_string(),
        (false, true) => prefix.to_string(),
        (false, false) if rest.starts_with('[') => format!("{prefix}{rest}"),
        (false, false) => format!("{prefix}.{rest}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn under_joins_paths() {
        let e = InputError::new("rounds[2].points", "bad").under("matches[3].match");
        assert_eq!(e.at, "matches[3].match.rounds[2].points");
        let e = InputError::new("", "bad").under("matches[0]");
        assert_eq!(e.at, "matches[0]");
        assert_eq!(join_path("rounds", "[1]"), "rounds[1]");
    }
}
