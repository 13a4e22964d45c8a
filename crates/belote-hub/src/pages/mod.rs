//! Pages for people (HUB.md "Pages for people").

use std::sync::Arc;

use axum::http::HeaderMap;
use axum::response::Html;
use axum::Router;
use belote_core::Lang;

use crate::error::HubError;
use crate::http::Hub;

/// The visitor's language: the first of `Accept-Language` the app speaks, English otherwise.
pub fn lang_of(headers: &HeaderMap) -> Lang {
    let Some(v) = headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
    else {
        return Lang::En;
    };
    let mut tags: Vec<(f32, &str)> = v
        .split(',')
        .filter_map(|part| {
            let mut it = part.split(';');
            let tag = it.next()?.trim();
            let q = it
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            Some((q, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0));
    tags.iter()
        .filter(|(q, _)| *q > 0.0)
        .find_map(|(_, t)| Lang::from_locale(t))
        .unwrap_or(Lang::En)
}

pub fn routes() -> Router<Arc<Hub>> {
    Router::new()
}

/// A small page saying what went wrong.
pub fn error_page(e: &HubError) -> Html<String> {
    Html(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title></head><body><main><h1>{}</h1><p>{}</p></main></body></html>",
        e.status(),
        e.status(),
        escape(&e.to_string())
    ))
}

/// Text made safe for HTML.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
