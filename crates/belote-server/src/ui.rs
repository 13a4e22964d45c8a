//! The UI's own files: `ui_dir` and nothing outside it (no `..`, no directory listing), each
//! with its content type; `/` is `index.html`.

use std::path::Path;

use axum::http::header::{HeaderName, HeaderValue};
use tower::Layer;
use tower_http::services::ServeDir;
use tower_http::set_header::{SetResponseHeader, SetResponseHeaderLayer};

/// The page may load its own scripts, styles and images only, and talk only to this server.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; \
                   form-action 'none'; frame-ancestors 'none'";

/// The service that serves the files of `ui_dir`.
pub fn files(
    ui_dir: &Path,
) -> SetResponseHeader<SetResponseHeader<ServeDir, HeaderValue>, HeaderValue> {
    let dir = ServeDir::new(ui_dir).append_index_html_on_directories(true);
    let nosniff = SetResponseHeaderLayer::overriding(
        HeaderName::from_static("x-content-type-options"),
        HeaderValue::from_static("nosniff"),
    );
    let csp = SetResponseHeaderLayer::if_not_present(
        HeaderName::from_static("content-security-policy"),
        HeaderValue::from_static(CSP),
    );
    csp.layer(nosniff.layer(dir))
}
