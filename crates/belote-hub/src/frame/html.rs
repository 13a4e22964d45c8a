//! The frame of every page: the document's head (language and direction, viewport, the one
//! style sheet), a header with the hub's links and search box, and escaping.

use belote_core::Lang;
use serde_json::Value;

use super::words::{word, W};
use crate::error::HubError;

/// Text made safe for HTML (element content and attribute values).
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

/// A JSON string or number as escaped text ("" for null).
pub fn text(v: &Value) -> String {
    match v {
        Value::String(s) => escape(s),
        Value::Null => String::new(),
        other => escape(&other.to_string()),
    }
}

/// A path segment made safe for a link (ids are checked, names never go in links).
pub fn seg(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The game's word `key` (`family.french`, `variant.klaverjas`) in `lang`.
pub fn game_word(lang: Lang, key: &str) -> String {
    serde_json::to_value(belote_core::game_words(lang))
        .ok()
        .and_then(|v| v.get(key).and_then(Value::as_str).map(str::to_string))
        .unwrap_or_else(|| key.rsplit('.').next().unwrap_or(key).to_string())
}

/// A whole page: `title` (already escaped) and `body` (already HTML).
pub fn page(lang: Lang, title: &str, body: &str) -> String {
    let dir = if lang == Lang::Ar { " dir=\"rtl\"" } else { "" };
    format!(
        "<!doctype html>\n<html lang=\"{code}\"{dir}><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{title}</title><link rel=\"stylesheet\" href=\"/hub.css\"></head><body>\
<header><nav aria-label=\"{results}\"><a href=\"/\">{results}</a></nav>\
<form action=\"/search\" method=\"get\" role=\"search\"><label for=\"q\">{search}</label> \
<input id=\"q\" name=\"q\" type=\"search\" maxlength=\"100\" placeholder=\"{hint}\"> \
<button type=\"submit\">{search}</button></form></header>\n<main>\n<h1>{title}</h1>\n{body}\n</main></body></html>\n",
        code = lang.code(),
        results = word(lang, W::Title),
        search = word(lang, W::Search),
        hint = word(lang, W::SearchFor),
    )
}

/// A small page for an error (404, 410, …).
pub fn error(lang: Lang, e: &HubError) -> String {
    let title = match e.status() {
        404 => word(lang, W::NotFound).to_string(),
        410 => word(lang, W::Gone).to_string(),
        s => s.to_string(),
    };
    page(
        lang,
        &escape(&title),
        &format!("<p>{}</p>", escape(&e.to_string())),
    )
}

/// A table that scrolls sideways in its own box: `head` cells (escaped) and rows of cells.
pub fn table(caption: &str, head: &[&str], rows: &[Vec<String>]) -> String {
    let mut s = format!("<div class=\"scroll\" role=\"region\" aria-label=\"{caption}\" tabindex=\"0\"><table><caption>{caption}</caption><thead><tr>");
    for h in head {
        s.push_str(&format!("<th scope=\"col\">{h}</th>"));
    }
    s.push_str("</tr></thead><tbody>");
    for r in rows {
        s.push_str("<tr>");
        for c in r {
            s.push_str(&format!("<td>{c}</td>"));
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table></div>\n");
    s
}

/// A number as the pages show ratings (2 decimals, a true minus sign).
pub fn num(v: &Value) -> String {
    let s = format!("{:.2}", v.as_f64().unwrap_or(0.0));
    match s.strip_prefix('-') {
        Some(r) => format!("−{r}"),
        None => s,
    }
}

pub const CSS: &str = "\
:root{color-scheme:light dark;--fg:#1a1a1a;--bg:#fff;--muted:#595959;--line:#d0d0d0;--link:#0b57d0;--head:#f2f2f2}
@media (prefers-color-scheme:dark){:root{--fg:#f0f0f0;--bg:#121212;--muted:#b8b8b8;--line:#444;--link:#8ab4f8;--head:#1f1f1f}}
*{box-sizing:border-box}
html{font-size:100%;-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",\"Noto Sans Arabic\",sans-serif;color:var(--fg);background:var(--bg);overflow-wrap:anywhere}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.75rem 1rem;border-bottom:1px solid var(--line)}
header form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;flex:1 1 14rem}
input,button{font:inherit;padding:.4rem .6rem;min-height:44px;max-width:100%}
input{flex:1 1 8rem;min-width:0;border:1px solid var(--muted);background:var(--bg);color:var(--fg)}
button{border:1px solid var(--muted);background:var(--head);color:var(--fg)}
main{padding:0 1rem 2rem;max-width:60rem;margin:0 auto}
h1{font-size:1.6rem;margin:1rem 0 .5rem}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
a{color:var(--link)}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.5rem 0;min-width:100%}
caption{text-align:start;font-weight:600;padding:.25rem 0}
th,td{padding:.35rem .5rem;border-bottom:1px solid var(--line);text-align:start;white-space:nowrap}
th{background:var(--head)}
td.n,th.n{text-align:end}
.muted{color:var(--muted)}
ul{padding-inline-start:1.25rem}
s{color:var(--muted)}
nav.pages{display:flex;gap:1rem;margin:1rem 0}
";
