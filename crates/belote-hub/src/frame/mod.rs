//! What every page of the hub shares, and what the API's error pages need: the visitor's
//! language, the page's frame and escaping (`html`), the pages' own words (`words`).

pub mod html;
pub mod words;

use axum::http::{header, HeaderMap};
use axum::response::Html;
use belote_core::Lang;

use crate::error::HubError;

/// The visitor's language: the first of `Accept-Language` the app speaks, English otherwise.
pub fn lang_of(headers: &HeaderMap) -> Lang {
    let Some(v) = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
    else {
        return Lang::En;
    };
    let mut tags: Vec<(f32, usize, &str)> = v
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut it = part.split(';');
            let tag = it.next()?.trim();
            let q = it
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            Some((q, i, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    tags.iter()
        .filter(|(q, _, _)| *q > 0.0)
        .find_map(|(_, _, t)| Lang::from_locale(t))
        .unwrap_or(Lang::En)
}

/// A small page saying what went wrong (404, 410, …).
pub fn error_page(lang: Lang, e: &HubError) -> Html<String> {
    Html(html::error(lang, e))
}
