//! `belote serve [--db PATH] [--bind HOST:PORT]`: the table phones' server (docs/events.md). Opens
//! the history and binds the address (default `127.0.0.1:0`, a free port), prints
//! `{"url": "http://HOST:PORT/"}` once ready, and serves until SIGINT or SIGTERM — then it
//! finishes the requests in hand and exits 0. A database or an address that cannot be used is
//! bad input at `--db` or `--bind` (exit 2), as for the other commands.

use std::io::Write;
use std::path::PathBuf;

use belote_core::InputError;
use belote_server::run::{prepare, StartError};
use belote_store::default_db_path;

use crate::args::{bad_input, help, usage_error};
use crate::history::store_failure;

const USAGE: &str = "usage: belote serve [--db PATH] [--bind HOST:PORT]
Serves the table phones' pages and API for the events in the history (PATH, or the app's
own): each table's phone page at /t/CODE, an event's projector page at /e/EVENT, the API
under /api/. Listens on HOST:PORT (default 127.0.0.1:0, a free port; 0.0.0.0:8080 for every
network of the machine), prints {\"url\": \"http://HOST:PORT/\"} once ready, and serves until
interrupted (SIGINT, SIGTERM): the requests in hand are finished, then it exits 0.";

/// Runs `belote serve` (`args` after `serve`); returns the exit code.
pub fn run_serve_cli(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    if let Some(code) = help(args, USAGE, stdout) {
        return code;
    }
    let mut db: Option<PathBuf> = None;
    let mut bind = "127.0.0.1:0".to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (a.as_str(), None),
        };
        let mut value = || inline.clone().or_else(|| it.next().cloned());
        match flag {
            "--db" => match value() {
                Some(v) if !v.is_empty() => db = Some(PathBuf::from(v)),
                _ => return usage_error("--db needs a PATH", stderr),
            },
            "--bind" => match value() {
                Some(v) if !v.is_empty() => bind = v,
                _ => return usage_error("--bind needs HOST:PORT", stderr),
            },
            other if other.starts_with('-') => {
                return usage_error(
                    format!("unknown option {other} (see belote serve --help)"),
                    stderr,
                )
            }
            other => {
                return usage_error(
                    format!("unexpected argument {other:?} (see belote serve --help)"),
                    stderr,
                )
            }
        }
    }
    let path = db.unwrap_or_else(default_db_path);
    let server = match prepare(&path, &bind) {
        Ok(s) => s,
        Err(StartError::Db(e)) => {
            let f = store_failure(e, &path);
            let _ = writeln!(stderr, "{}", f.error.to_json());
            return f.code;
        }
        Err(StartError::Bind(message)) => {
            return bad_input(&InputError::new("--bind", message), stderr)
        }
    };
    let ready = serde_json::json!({ "url": server.url() });
    if writeln!(stdout, "{ready}")
        .and_then(|_| stdout.flush())
        .is_err()
    {
        return 1;
    }
    match server.serve_until_signal() {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(
                stderr,
                "{}",
                InputError::new("", format!("the server stopped: {e}")).to_json()
            );
            1
        }
    }
}
