//! `belote hub`: results online (HUB.md). The hub's own commands — `serve`, `migrate` and the
//! admin commands, which talk to its PostgreSQL database — are in `server`; the club's side —
//! `publish`, `withdraw`, `member` and the `outbox`, which talk to a hub over HTTP from the
//! local history — in `client`.

use std::io::{Read, Write};

use crate::args::usage_error;

mod client;
mod server;

const USAGE: &str = "usage:
  belote hub serve --database URL [--listen HOST:PORT] [--connect-timeout SECONDS] [--no-migrate]
                   [--read-limit N] [--trust-proxy ADDR]... [--read-database URL]...
  belote hub migrate [--database URL]
  belote hub club create NAME --id ID [--country CC] [--database URL]
  belote hub club list [--database URL]
  belote hub key issue CLUB [--database URL]
  belote hub key list [CLUB] [--database URL]
  belote hub key revoke KEY_ID [--database URL]
  belote hub admin-key issue [--database URL]
  belote hub load DIR --club CLUB [--no-rerate] [--database URL]
  belote hub rerate [--family F] [--check] [--database URL]
  belote hub publish ID --to URL --key KEY [--db PATH] [--supersede] [--wait SECONDS] [--insecure-http]
  belote hub withdraw ID --to URL --key KEY [--db PATH] [--insecure-http]
  belote hub member NAME MEMBER_ID --to URL --key KEY [--db PATH] [--remove] [--insecure-http]
  belote hub outbox [--db PATH] [--json]
  belote hub outbox flush [--db PATH] [--supersede]
  belote hub outbox drop ENTRY [--db PATH]
The hub's commands read the database from --database URL or BELOTE_HUB_DATABASE; the club's
commands take the key from --key or BELOTE_HUB_KEY. Output is JSON; bad input: exit 2 and one
JSON line {\"error\": {\"at\", \"message\"}} on stderr (docs/hub.md).";

/// Runs `belote hub` (`args` after `hub`); returns the exit code.
pub fn run_hub_cli(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let _ = stdin;
    match args.first().map(String::as_str) {
        Some("serve" | "migrate" | "club" | "key" | "admin-key" | "load" | "rerate") => {
            server::run(args, stdout, stderr)
        }
        Some("publish" | "withdraw" | "member" | "outbox") => client::run(args, stdout, stderr),
        Some("-h" | "--help" | "help") => {
            let _ = writeln!(stdout, "{USAGE}");
            0
        }
        None => usage_error(
            "missing hub command: serve, migrate, club, key, admin-key, load, rerate, publish, withdraw, member or outbox (see belote hub --help)",
            stderr,
        ),
        Some(other) => usage_error(
            format!("unknown hub command {other:?} (see belote hub --help)"),
            stderr,
        ),
    }
}
