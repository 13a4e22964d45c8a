//! The UI's files, embedded in the binary at build time (see `build.rs`): the table phones'
//! server serves these bytes and nothing from the disk, so no path a client sends (`..`,
//! `%2e%2e`, a symbolic link) can reach any other file. A path is looked up exactly; a miss is
//! a 404.

use axum::http::header::{self, HeaderValue};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

include!(concat!(env!("OUT_DIR"), "/ui_files.rs"));

/// The bytes of the UI's file at `path` (relative to `ui/`, `/`-separated), if there is one.
pub fn file(path: &str) -> Option<&'static [u8]> {
    FILES.iter().find(|(p, _)| *p == path).map(|(_, b)| *b)
}

/// The content type of a file by its extension.
pub fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("ico") => "image/x-icon",
        Some("woff2") => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// A response with the file at `path` (never cached for long: a new binary may change it).
pub fn respond(path: &str) -> Response {
    match file(path) {
        Some(bytes) => (
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static(content_type(path)),
                ),
                (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            ],
            bytes,
        )
            .into_response(),
        None => not_found(),
    }
}

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "Not found\n",
    )
        .into_response()
}

/// The fallback of the server: a UI file by its exact path (`/` is `index.html`). Only GET
/// and HEAD; no directory listing; a path that is not plain (a `..` or `.` segment, a
/// backslash, an escaped character) is not looked up at all.
pub async fn serve_file(method: Method, uri: Uri) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
            "Method not allowed\n",
        )
            .into_response();
    }
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let plain = path
        .split('/')
        .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
        && !path.contains(['%', '\\', '\0']);
    if !plain {
        return not_found();
    }
    respond(path)
}
