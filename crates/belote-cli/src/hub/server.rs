//! `belote hub serve|migrate|club|key|admin-key|load|rerate`: the hub's own commands (HUB.md
//! "Starting the hub"). They read the database from `--database URL` or
//! `BELOTE_HUB_DATABASE`, print JSON on stdout, and report bad input as every command does:
//! exit 2 and one JSON line on stderr.

use std::io::Write;
use std::net::IpAddr;
use std::path::Path;
use std::time::Duration;

use belote_core::InputError;
use belote_hub::admin::{self, Failure};
use belote_hub::serve::{self, ServeOptions};
use serde_json::Value;

use crate::args::usage_error;

/// A command's arguments: its positional words and its options (each with its values).
struct Parsed {
    words: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Parsed {
    fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    fn values(&self, name: &str) -> Vec<&str> {
        self.options
            .iter()
            .filter(|(n, _)| n == name)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }
}

/// Splits `args` by what each command takes: `valued` options take a value, `flags` none.
fn parse(args: &[String], valued: &[&str], flags: &[&str]) -> Result<Parsed, String> {
    let mut words = Vec::new();
    let mut options = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (a.as_str(), None),
        };
        let name = if name == "--bind" { "--listen" } else { name };
        if valued.contains(&name) {
            let v = inline.or_else(|| it.next().cloned());
            match v {
                Some(v) if !v.is_empty() => options.push((name.to_string(), Some(v))),
                _ => return Err(format!("{name} needs a value")),
            }
        } else if flags.contains(&name) {
            options.push((name.to_string(), None));
        } else if name.starts_with('-') && name.len() > 1 {
            return Err(format!("unknown option {name} (see belote hub --help)"));
        } else {
            words.push(a.clone());
        }
    }
    Ok(Parsed { words, options })
}

fn fail(f: &Failure, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(
        stderr,
        "{}",
        InputError::new(f.at.clone(), f.message.clone()).to_json()
    );
    f.code
}

fn print(v: &Value, stdout: &mut dyn Write) -> u8 {
    match writeln!(
        stdout,
        "{}",
        serde_json::to_string_pretty(v).unwrap_or_default()
    ) {
        Ok(()) => 0,
        Err(_) => 1,
    }
}

/// The database URL: `--database` or `BELOTE_HUB_DATABASE`.
fn database(p: &Parsed) -> Result<String, Failure> {
    p.value("--database")
        .map(str::to_string)
        .or_else(|| {
            std::env::var("BELOTE_HUB_DATABASE")
                .ok()
                .filter(|s| !s.is_empty())
        })
        .ok_or_else(|| {
            Failure::bad(
                "--database",
                "no database given: --database URL or BELOTE_HUB_DATABASE",
            )
        })
}

fn connect_timeout(p: &Parsed) -> Result<Duration, Failure> {
    match p.value("--connect-timeout") {
        None => Ok(Duration::from_secs(10)),
        Some(v) => v
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0)
            .map(Duration::from_secs_f64)
            .ok_or_else(|| {
                Failure::bad(
                    "--connect-timeout",
                    format!("{v:?} is not a number of seconds"),
                )
            }),
    }
}

/// Runs one of the hub's own commands (`args` from the command's name on).
pub fn run(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let (command, rest) = (args[0].as_str(), &args[1..]);
    let (valued, flags): (&[&str], &[&str]) = match command {
        "serve" => (
            &[
                "--database",
                "--listen",
                "--connect-timeout",
                "--read-limit",
                "--trust-proxy",
                "--read-database",
            ],
            &["--no-migrate"],
        ),
        "club" => (
            &["--database", "--id", "--country", "--connect-timeout"],
            &[],
        ),
        "load" => (
            &["--database", "--club", "--connect-timeout"],
            &["--no-rerate"],
        ),
        "rerate" => (
            &["--database", "--family", "--connect-timeout"],
            &["--check"],
        ),
        _ => (&["--database", "--connect-timeout"], &[]),
    };
    let p = match parse(rest, valued, flags) {
        Ok(p) => p,
        Err(m) => return usage_error(m, stderr),
    };
    let url = match database(&p) {
        Ok(u) => u,
        Err(f) => return fail(&f, stderr),
    };
    let timeout = match connect_timeout(&p) {
        Ok(t) => t,
        Err(f) => return fail(&f, stderr),
    };
    if command == "serve" {
        return serve_cli(&p, url, timeout, stdout, stderr);
    }
    let words: Vec<&str> = p.words.iter().map(String::as_str).collect();
    let rt = match serve::runtime() {
        Ok(rt) => rt,
        Err(e) => {
            return fail(
                &Failure {
                    at: String::new(),
                    message: e.to_string(),
                    code: 1,
                },
                stderr,
            )
        }
    };
    let result: Result<Value, Failure> = rt.block_on(async {
        let usage = |m: &str| Err(Failure::bad("args", m));
        if command == "migrate" {
            return match words.as_slice() {
                [] => admin::migrate(&url, timeout).await,
                _ => usage("belote hub migrate takes no argument"),
            };
        }
        let mut client = admin::open(&url, timeout).await?;
        match (command, words.as_slice()) {
            ("club", ["create", name]) => match p.value("--id") {
                Some(id) => admin::club_create(&mut client, name, id, p.value("--country")).await,
                None => Err(Failure::bad("--id", "belote hub club create NAME --id ID")),
            },
            ("club", ["list"]) => admin::club_list(&client).await,
            ("key", ["issue", club]) => admin::key_issue(&mut client, club).await,
            ("key", ["list"]) => admin::key_list(&client, None).await,
            ("key", ["list", club]) => admin::key_list(&client, Some(club)).await,
            ("key", ["revoke", key_id]) => admin::key_revoke(&client, key_id).await,
            ("admin-key", ["issue"]) => admin::admin_key_issue(&client).await,
            ("load", [dir]) => match p.value("--club") {
                Some(club) => {
                    admin::load(&mut client, Path::new(dir), club, !p.flag("--no-rerate")).await
                }
                None => Err(Failure::bad("--club", "belote hub load DIR --club CLUB")),
            },
            ("rerate", []) => {
                let (v, same) =
                    admin::rerate(&mut client, p.value("--family"), p.flag("--check")).await?;
                if p.flag("--check") && !same {
                    print(&v, stdout);
                    return Err(Failure {
                        at: "--check".into(),
                        message: "stored ratings differ from the recomputation".into(),
                        code: 1,
                    });
                }
                Ok(v)
            }
            _ => usage(&format!(
                "unknown or incomplete command: belote hub {} (see belote hub --help)",
                args.join(" ")
            )),
        }
    });
    match result {
        Ok(v) => print(&v, stdout),
        Err(f) => fail(&f, stderr),
    }
}

fn serve_cli(
    p: &Parsed,
    url: String,
    timeout: Duration,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    if !p.words.is_empty() {
        return usage_error(
            format!(
                "unexpected argument {:?} (see belote hub --help)",
                p.words[0]
            ),
            stderr,
        );
    }
    let read_limit = match p.value("--read-limit").map(str::parse::<u32>) {
        None => 600,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            return fail(
                &Failure::bad("--read-limit", "a number of reads a minute (0: no limit)"),
                stderr,
            )
        }
    };
    let mut trusted = Vec::new();
    for t in p.values("--trust-proxy") {
        match t.parse::<IpAddr>() {
            Ok(a) => trusted.push(a),
            Err(_) => {
                return fail(
                    &Failure::bad("--trust-proxy", format!("{t:?} is not an address")),
                    stderr,
                )
            }
        }
    }
    let opts = ServeOptions {
        database: url,
        listen: p.value("--listen").unwrap_or("127.0.0.1:0").to_string(),
        connect_timeout: timeout,
        migrate: !p.flag("--no-migrate"),
        read_limit,
        trusted,
        read_databases: p
            .values("--read-database")
            .iter()
            .map(|s| s.to_string())
            .collect(),
    };
    let rt = match serve::runtime() {
        Ok(rt) => rt,
        Err(e) => {
            return fail(
                &Failure {
                    at: String::new(),
                    message: e.to_string(),
                    code: 1,
                },
                stderr,
            )
        }
    };
    rt.block_on(async {
        let started = match serve::start(&opts).await {
            Ok(s) => s,
            Err(r) => return fail(&r.into(), stderr),
        };
        let stop = serve::signal();
        if let Some(w) = &started.warning {
            let _ = writeln!(stderr, "warning: {w}");
        }
        let ready = serde_json::json!({ "url": started.url, "schema": started.schema });
        if writeln!(stdout, "{ready}")
            .and_then(|_| stdout.flush())
            .is_err()
        {
            return 1;
        }
        started.serve(stop).await;
        0
    })
}
