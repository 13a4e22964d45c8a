//! A command's error as an HTTP response, in one place: the status says what kind of failure
//! it is, the body is the error as the IPC serializes it (`{kind, message, at?, about?}`).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use belote_api::{ApiError, ErrorKind};

/// The HTTP status of an error of `kind`.
pub fn status_of(kind: ErrorKind) -> StatusCode {
    match kind {
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
        (status_of(self.0.kind), Json(self.0)).into_response()
    }
}
