//! The phones' API errors, made into responses in one place: `{"error": {"at", "message"}}`
//! with the status docs/events.md gives each cause (a store's failure by the server's one map,
//! `crate::error::store_status`), the part of the deal at fault at `error.about` on every 422
//! (the same values as the app's errors), and the table as it is now at `error.table` on every
//! 409.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use belote_core::{InputError, InputKind};
use belote_event::TableView;
use belote_store::{StoreError, StoreErrorKind};
use serde_json::json;

use crate::error::store_status;

/// A refused request of the phones' API.
#[derive(Debug, Clone)]
pub struct PhoneError {
    pub status: StatusCode,
    pub at: String,
    pub message: String,
    /// The part of the deal at fault (422 only): `points`, `belote`, `seat`, …
    pub about: Option<InputKind>,
    /// The table as it is now (409 only).
    pub table: Option<Box<TableView>>,
}

impl PhoneError {
    pub fn new(status: StatusCode, at: &str, message: impl Into<String>) -> PhoneError {
        PhoneError {
            status,
            at: at.to_string(),
            message: message.into(),
            about: None,
            table: None,
        }
    }

    /// 422: the engine refuses the deal; `about` says which part of it.
    pub fn refused(e: InputError) -> PhoneError {
        PhoneError {
            about: Some(e.kind()),
            ..PhoneError::new(StatusCode::UNPROCESSABLE_ENTITY, &e.at, e.message)
        }
    }

    /// 400: not JSON, a missing, ill-typed or unknown key.
    pub fn bad_request(at: &str, message: impl Into<String>) -> PhoneError {
        PhoneError::new(StatusCode::BAD_REQUEST, at, message)
    }

    /// 503: the database could not do it now (busy beyond its wait, a full disk); the phone
    /// keeps the deal and sends it again.
    pub fn unavailable(message: impl Into<String>) -> PhoneError {
        PhoneError::new(StatusCode::SERVICE_UNAVAILABLE, "server", message)
    }

    /// Whether the error says the table's code is unknown (it counts against the address).
    pub fn is_unknown_code(&self) -> bool {
        self.status == StatusCode::NOT_FOUND && self.at == "code"
    }
}

/// The store's refusals as the phones' API says them: the status from the server's one map
/// ([`store_status`]), `at` and the message from the error.
impl From<StoreError> for PhoneError {
    fn from(e: StoreError) -> PhoneError {
        let status = store_status(e.kind());
        if let StoreError::Event(ev) = &e {
            let input = ev.input_error();
            return PhoneError {
                status,
                at: input.at,
                message: input.message,
                about: None,
                table: ev.table().cloned().map(Box::new),
            };
        }
        let (at, message) = match e.kind() {
            StoreErrorKind::Input => {
                let input = e
                    .input_error()
                    .unwrap_or_else(|| InputError::new("deal", e.to_string()));
                return PhoneError {
                    status,
                    ..PhoneError::refused(input)
                };
            }
            StoreErrorKind::NotFound | StoreErrorKind::NotInPlay | StoreErrorKind::Conflict => {
                (String::new(), e.to_string())
            }
            StoreErrorKind::Database(_) | StoreErrorKind::File => (
                "server".to_string(),
                format!("the laptop cannot save now: {e}"),
            ),
            StoreErrorKind::Duplicate | StoreErrorKind::Internal => {
                ("server".to_string(), e.to_string())
            }
        };
        PhoneError {
            status,
            at,
            message,
            about: None,
            table: None,
        }
    }
}

impl IntoResponse for PhoneError {
    fn into_response(self) -> Response {
        let mut error = json!({ "at": self.at, "message": self.message });
        if let Some(about) = self.about {
            error["about"] = json!(about);
        }
        if let Some(table) = self.table {
            error["table"] = serde_json::to_value(&*table).unwrap_or_default();
        }
        (self.status, Json(json!({ "error": error }))).into_response()
    }
}
