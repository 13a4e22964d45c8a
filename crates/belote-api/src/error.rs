//! The one error of the app's commands, serialized once where it leaves the back end (the
//! Tauri IPC, the HTTP bridge): `{kind, message}`, plus `at` (the offending value's path) and
//! `about` (the part of a round it is in) for bad input.

use belote_core::{InputError, InputKind};
use belote_store::{StoreError, StoreErrorKind};
use serde::Serialize;

/// What kind of failure a command met; its JSON name is what the UI reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Bad input: a round, an option, a file, an argument.
    Input,
    /// No such match or round.
    NotFound,
    /// The change needs a match in play.
    NotInPlay,
    /// An event table's state refuses the change (another phone got there first, the round is
    /// closed, the table is complete, the deal does not exist, an op reused).
    Conflict,
    /// The history could not do it (the database, a file, the machine).
    Storage,
    /// No history is open: the start-up screen says why.
    Unavailable,
    /// No command of that name.
    UnknownCommand,
}

/// A command's error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ApiError {
    pub kind: ErrorKind,
    pub message: String,
    /// The offending value of the input (`rounds[1].points.A`), for bad input.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    /// The part of a round the bad input is in (`points`, `belote`, `seat`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub about: Option<InputKind>,
    /// The store's own kind of failure, when the store failed: what a transport that says more
    /// than `kind` reads (the server's HTTP status: a database that cannot save now is not a
    /// bug). Never sent.
    #[serde(skip)]
    pub store: Option<StoreErrorKind>,
}

impl ApiError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            message: message.into(),
            at: None,
            about: None,
            store: None,
        }
    }

    /// Bad input at `at` (an argument, a key of a file).
    pub fn input_at(at: &str, message: impl Into<String>) -> ApiError {
        ApiError {
            at: Some(at.to_string()),
            ..ApiError::new(ErrorKind::Input, message)
        }
    }

    pub fn storage(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorKind::Storage, message)
    }

    pub fn unavailable(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorKind::Unavailable, message)
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ApiError {}

impl From<InputError> for ApiError {
    fn from(e: InputError) -> ApiError {
        ApiError {
            kind: ErrorKind::Input,
            about: Some(e.kind()),
            message: e.message,
            at: Some(e.at),
            store: None,
        }
    }
}

/// The one place where the kinds of store error become the app's.
impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        let store = Some(e.kind());
        let kind = match e.kind() {
            StoreErrorKind::Input => match e {
                StoreError::Input(input) => {
                    return ApiError {
                        store,
                        ..input.into()
                    }
                }
                _ => ErrorKind::Input,
            },
            StoreErrorKind::NotFound => ErrorKind::NotFound,
            StoreErrorKind::NotInPlay => ErrorKind::NotInPlay,
            StoreErrorKind::Conflict => ErrorKind::Conflict,
            StoreErrorKind::Duplicate
            | StoreErrorKind::Database(_)
            | StoreErrorKind::File
            | StoreErrorKind::Internal => ErrorKind::Storage,
        };
        ApiError {
            store,
            ..ApiError::new(kind, e.to_string())
        }
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn bad_input_says_where_and_about_what() {
        let e: ApiError = InputError::new("rounds[2].points.A", "170 is more than 162").into();
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            json!({"kind": "input", "message": "170 is more than 162", "at": "rounds[2].points.A", "about": "points"})
        );
        let e: ApiError = StoreError::from(InputError::new("rounds[3]", "the game ended")).into();
        assert_eq!(e.about, Some(InputKind::Round));
    }

    #[test]
    fn store_errors_keep_their_json_kinds() {
        let cases = [
            (StoreError::UnknownMatch("m".into()), "not_found"),
            (
                StoreError::NoSuchRound {
                    id: "m".into(),
                    number: 3,
                    count: 2,
                },
                "not_found",
            ),
            (
                StoreError::NotInPlay {
                    id: "m".into(),
                    state: "finished",
                    action: "adding a round",
                },
                "not_in_play",
            ),
            (StoreError::DuplicateId("m".into()), "storage"),
            (StoreError::Inconsistent("x".into()), "storage"),
        ];
        for (e, kind) in cases {
            let store = e.kind();
            let e = ApiError::from(e);
            assert_eq!(e.store, Some(store));
            // The store's kind stays on this side: only `kind` and `message` are sent.
            let v = serde_json::to_value(e).unwrap();
            assert_eq!(v["kind"], kind, "{v}");
            assert_eq!(v.as_object().unwrap().len(), 2, "{v}");
        }
    }
}
