//! Errors as HTTP responses, in one place for the whole server: the one map from the store's
//! kinds of failure to statuses ([`store_status`]), which the phones' API
//! (`phones::error`) and the app's commands over HTTP (the test bridge, [`HttpError`]) both
//! use, so the same failure has the same status everywhere. A command's error keeps its body
//! as the IPC serializes it (`{kind, message, at?, about?}`).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use belote_api::{ApiError, ErrorKind};
use belote_store::StoreErrorKind;

/// The HTTP status of a failure of the store, for every API of the server. A database that
/// cannot save now (held by another program beyond its wait, a full disk) — or a file that
/// cannot be written — is 503: the client keeps what it sent and sends it again (docs/commands.md,
/// the phones' API). Stored data that no longer checks, or a duplicate id, is the server's own
/// fault: 500.
pub fn store_status(kind: StoreErrorKind) -> StatusCode {
    match kind {
        StoreErrorKind::Input => StatusCode::UNPROCESSABLE_ENTITY,
        StoreErrorKind::NotFound => StatusCode::NOT_FOUND,
        StoreErrorKind::NotInPlay | StoreErrorKind::Conflict => StatusCode::CONFLICT,
        StoreErrorKind::Database(_) | StoreErrorKind::File => StatusCode::SERVICE_UNAVAILABLE,
        StoreErrorKind::Duplicate | StoreErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The HTTP status of a command's error: the store's ([`store_status`]) when the store failed,
/// else by its kind.
pub fn status_of(e: &ApiError) -> StatusCode {
    if let Some(kind) = e.store {
        return store_status(kind);
    }
    match e.kind {
        ErrorKind::Input => StatusCode::UNPROCESSABLE_ENTITY,
        ErrorKind::NotFound | ErrorKind::UnknownCommand => StatusCode::NOT_FOUND,
        ErrorKind::NotInPlay | ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        ErrorKind::Storage => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// An [`ApiError`] as a response.
pub struct HttpError(pub ApiError);

impl From<ApiError> for HttpError {
    fn from(e: ApiError) -> Self {
        HttpError(e)
    }
}

impl IntoResponse for HttpError {
    fn into_response(self) -> Response {
        (status_of(&self.0), Json(self.0)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use belote_store::{DbProblem, StoreError};

    /// A database that cannot save now is the same 503 whichever API meets it.
    #[test]
    fn a_busy_database_is_503_on_every_api() {
        let busy = || StoreError::Unusable {
            path: "history.sqlite3".into(),
            problem: DbProblem::Locked,
            cause: "it is locked by another process".into(),
        };
        let phones = crate::phones::error::PhoneError::from(busy());
        let app = status_of(&ApiError::from(busy()));
        assert_eq!(phones.status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(app, StatusCode::SERVICE_UNAVAILABLE);
        // What the app's commands send stays the same: a storage error.
        assert_eq!(ApiError::from(busy()).kind, ErrorKind::Storage);
    }

    #[test]
    fn the_apps_own_failures_keep_their_statuses() {
        let cases = [
            (ApiError::unavailable("no history"), 503),
            (ApiError::storage("a lock poisoned"), 500),
            (ApiError::new(ErrorKind::UnknownCommand, "x"), 404),
            (ApiError::input_at("args", "x"), 422),
            (ApiError::from(StoreError::DuplicateId("m".into())), 500),
            (ApiError::from(StoreError::UnknownMatch("m".into())), 404),
        ];
        for (e, status) in cases {
            assert_eq!(status_of(&e).as_u16(), status, "{e:?}");
        }
    }
}
