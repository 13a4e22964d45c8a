//! `belote hub publish|withdraw|member|outbox`: the club's side of the hub (HUB.md "Publishing
//! from the app and the command line: the outbox"), over `belote-hub-client`.
//!
//! Output is JSON on stdout (`outbox` without `--json`: a table); bad input is exit 2 with one
//! JSON line `{"error": {"at", "message"}}` on stderr and nothing on stdout — `at` being `args`,
//! `id`, `--to`, `--key`, `NAME`, `MEMBER_ID`, `ENTRY` or `--db` —, and a refusal or conflict
//! of the hub is exit 2 at `hub`, the error carrying `"hub": {"status", "error"}`. A hub that
//! does not answer `member` in 30 s is exit 1 at `hub`.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use belote_core::InputError;
use belote_hub_client::queue::{files_to_publish, kind_of, Publication};
use belote_hub_client::run::{
    check_key, check_member, check_transport, publish, set_member, Failure, Target,
};
use belote_hub_client::view::entry_json;
use belote_hub_client::{now_ms, send_pass, Client, HubUrl, Pass, Supersede};
use belote_store::{is_unnamed, OutboxEntry, Store, StoreError};
use serde_json::{json, Value};

use crate::history::{open_db, store_failure, EXIT_BAD_INPUT, EXIT_FAILURE};
use crate::terminal;

const USAGE: &str = "\
usage: belote hub <command> …   (the club's side: publishing to a hub)
  publish ID --to URL --key KEY [--db PATH] [--supersede] [--wait SECONDS] [--insecure-http]
                     queue an event (final) or a season (its final events first), send the
                     outbox and wait for the answers (default 30 s; 0 only queues)
  withdraw ID --to URL --key KEY [--db PATH] [--insecure-http]
                     withdraw it from the hub
  member NAME MEMBER_ID --to URL --key KEY [--db PATH] [--remove] [--insecure-http]
                     attach a federation member id to a name of the club (--remove: take it off)
  outbox [--db PATH] [--json]                       every entry of the outbox, oldest first
  outbox flush [--db PATH] [--supersede]            send every waiting entry now
  outbox drop ENTRY [--db PATH]                     remove an entry from the outbox
--key may be left out when BELOTE_HUB_KEY is set. A key goes over plain http:// only to this
machine, unless --insecure-http. Without --db the app's own database is used.";

/// Why a command failed: its exit code and its error line.
struct Fail {
    code: u8,
    error: Value,
}

impl From<InputError> for Fail {
    fn from(e: InputError) -> Self {
        Fail {
            code: EXIT_BAD_INPUT,
            error: json!({"at": e.at, "message": e.message}),
        }
    }
}

fn usage(message: impl Into<String>) -> Fail {
    InputError::new("args", message).into()
}

/// A store error of the database at `path`, as the other commands tell it.
fn store_fail(e: StoreError, path: &std::path::Path) -> Fail {
    let f = store_failure(e, path);
    Fail {
        code: f.code,
        error: json!({"at": f.error.at, "message": f.error.message}),
    }
}

fn failure(f: Failure, db: &std::path::Path) -> Fail {
    match f {
        Failure::Input(e) => e.into(),
        Failure::Store(e) => store_fail(e, db),
        Failure::Hub {
            message,
            status,
            error,
        } => Fail {
            code: EXIT_BAD_INPUT,
            error: json!({"at": "hub", "message": message, "hub": {"status": status, "error": error}}),
        },
        Failure::Unreachable(message) => Fail {
            code: EXIT_FAILURE,
            error: json!({"at": "hub", "message": message}),
        },
    }
}

/// The command line of a client command.
#[derive(Default)]
struct Args {
    positional: Vec<String>,
    db: Option<PathBuf>,
    to: Option<String>,
    key: Option<String>,
    wait: Option<String>,
    flags: Vec<&'static str>,
    help: bool,
}

impl Args {
    fn has(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }
}

/// Reads the arguments after the command's name; `options` are the valued options it takes,
/// `flags` its boolean ones.
fn parse(args: &[String], options: &[&str], flags: &[&'static str]) -> Result<Args, Fail> {
    let mut out = Args::default();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        if flag == "--help" || flag == "-h" {
            out.help = true;
        } else if ["--db", "--to", "--key", "--wait"].contains(&flag) {
            if !options.contains(&flag) {
                return Err(usage(format!(
                    "{flag} is not an option of this command (see belote hub --help)"
                )));
            }
            let value = inline
                .or_else(|| it.next().cloned())
                .filter(|v| !v.is_empty())
                .ok_or_else(|| usage(format!("{flag} needs a value")))?;
            let slot = match flag {
                "--db" => {
                    out.db = Some(PathBuf::from(value));
                    continue;
                }
                "--to" => &mut out.to,
                "--key" => &mut out.key,
                _ => &mut out.wait,
            };
            *slot = Some(value);
        } else if let Some(f) = flags.iter().find(|f| **f == flag) {
            out.flags.push(f);
        } else if flag.starts_with('-') && flag.len() > 1 {
            return Err(usage(format!(
                "unknown option {flag} (see belote hub --help)"
            )));
        } else {
            out.positional.push(arg.clone());
        }
    }
    Ok(out)
}

/// Checks the positional arguments' count: `names` says what they are.
fn positional(
    args: &Args,
    fewest: usize,
    most: usize,
    command: &str,
    names: &str,
) -> Result<(), Fail> {
    let n = args.positional.len();
    if n > most {
        return Err(usage(format!(
            "unexpected argument {:?} for `belote hub {command}`",
            args.positional[most]
        )));
    }
    if n < fewest {
        return Err(usage(format!("`belote hub {command}` needs {names}")));
    }
    Ok(())
}

/// The hub and key of `--to`, `--key` (or `BELOTE_HUB_KEY`) and `--insecure-http`.
fn target(args: &Args, command: &str) -> Result<Target, Fail> {
    let to = args.to.as_deref().ok_or_else(|| {
        usage(format!(
            "`belote hub {command}` needs --to URL, the hub's address"
        ))
    })?;
    let url = HubUrl::parse(to).map_err(|m| InputError::new("--to", m))?;
    let key = match &args.key {
        Some(k) => k.clone(),
        None => std::env::var("BELOTE_HUB_KEY")
            .ok()
            .filter(|k| !k.is_empty())
            .ok_or_else(|| {
                InputError::new("--key", "no key: give --key KEY or set BELOTE_HUB_KEY")
            })?,
    };
    check_key(&key, "--key")?;
    let insecure_http = args.has("--insecure-http");
    check_transport(&url, insecure_http, "--to")?;
    Ok(Target {
        url,
        key,
        insecure_http,
    })
}

fn open(args: &Args, stderr: &mut dyn Write) -> Result<Store, Fail> {
    open_db(args.db.clone(), stderr).map_err(|f| Fail {
        code: f.code,
        error: json!({"at": f.error.at, "message": f.error.message}),
    })
}

/// `--wait SECONDS`: a whole number of seconds (default 30).
fn wait_of(args: &Args) -> Result<Duration, Fail> {
    match &args.wait {
        None => Ok(Duration::from_secs(30)),
        Some(w) => w
            .parse::<u32>()
            .map(|s| Duration::from_secs(s.into()))
            .map_err(|_| usage(format!("--wait takes a whole number of seconds, not {w:?}"))),
    }
}

/// Runs one of the club's hub commands (`args` from the command's name on).
pub fn run(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let mut out = Vec::new();
    let result = command(args, &mut out, stderr);
    let code = match result {
        Ok(()) => match stdout.write_all(&out).and_then(|_| stdout.flush()) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "{}",
                    json!({"error": {"at": "", "message": format!("cannot write the output: {e}")}})
                );
                EXIT_FAILURE
            }
        },
        Err(f) => {
            let _ = writeln!(stderr, "{}", json!({"error": f.error}));
            f.code
        }
    };
    let _ = stderr.flush();
    code
}

fn write_json(out: &mut Vec<u8>, v: &Value) {
    // Writing to a Vec cannot fail.
    let _ = serde_json::to_writer(&mut *out, v);
    out.push(b'\n');
}

fn command(args: &[String], out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    let name = args[0].as_str();
    let rest = &args[1..];
    let sub = match (name, rest.first().map(String::as_str)) {
        ("outbox", Some(s @ ("flush" | "drop"))) => Some(s),
        _ => None,
    };
    let rest = if sub.is_some() { &rest[1..] } else { rest };
    let parsed = match (name, sub) {
        ("publish", _) => parse(
            rest,
            &["--db", "--to", "--key", "--wait"],
            &["--supersede", "--insecure-http"],
        ),
        ("withdraw", _) => parse(rest, &["--db", "--to", "--key"], &["--insecure-http"]),
        ("member", _) => parse(
            rest,
            &["--db", "--to", "--key"],
            &["--remove", "--insecure-http"],
        ),
        ("outbox", None) => parse(rest, &["--db"], &["--json"]),
        ("outbox", Some("flush")) => parse(rest, &["--db"], &["--supersede"]),
        _ => parse(rest, &["--db"], &[]),
    }?;
    if parsed.help {
        let _ = writeln!(out, "{USAGE}");
        return Ok(());
    }
    match (name, sub) {
        ("publish", _) => publish_command(&parsed, out, stderr),
        ("withdraw", _) => withdraw_command(&parsed, out, stderr),
        ("member", _) => member_command(&parsed, out, stderr),
        ("outbox", None) => outbox_list(&parsed, out, stderr),
        ("outbox", Some("flush")) => outbox_flush(&parsed, out, stderr),
        _ => outbox_drop(&parsed, out, stderr),
    }
}

fn db_path(store: &Store) -> PathBuf {
    store.path().to_path_buf()
}

fn publish_command(args: &Args, out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    positional(args, 1, 1, "publish", "the ID of an event or a season")?;
    let target = target(args, "publish")?;
    let wait = wait_of(args)?;
    let mut store = open(args, stderr)?;
    let path = db_path(&store);
    let files = files_to_publish(&store, &args.positional[0]).map_err(|e| store_fail(e, &path))?;
    let client = Client::new();
    let report = publish(
        &mut store,
        &client,
        &target,
        &files,
        args.has("--supersede"),
        wait,
        &now_ms,
    )
    .map_err(|f| failure(f, &path))?;
    write_json(out, &report.to_json(&target.url));
    Ok(())
}

fn withdraw_command(args: &Args, out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    positional(args, 1, 1, "withdraw", "the ID of an event or a season")?;
    let target = target(args, "withdraw")?;
    let mut store = open(args, stderr)?;
    let path = db_path(&store);
    let id = &args.positional[0];
    let kind = kind_of(&store, id).map_err(|e| store_fail(e, &path))?;
    let files = [Publication {
        kind,
        id: id.clone(),
        body: None,
    }];
    let client = Client::new();
    let report = publish(
        &mut store,
        &client,
        &target,
        &files,
        false,
        Duration::from_secs(30),
        &now_ms,
    )
    .map_err(|f| failure(f, &path))?;
    write_json(out, &report.to_json(&target.url));
    Ok(())
}

fn member_command(args: &Args, out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    let remove = args.has("--remove");
    if remove {
        positional(
            args,
            1,
            2,
            "member",
            "a NAME (and, without --remove, a MEMBER_ID)",
        )?;
    } else {
        positional(args, 2, 2, "member", "a NAME and a MEMBER_ID (or --remove)")?;
    }
    let name = args.positional[0].trim();
    if name.is_empty() || name.chars().count() > 200 {
        return Err(InputError::new("NAME", "a name is 1 to 200 characters").into());
    }
    if is_unnamed(name) {
        return Err(InputError::new(
            "NAME",
            format!("{name:?} is an unnamed seat's name, which stands for nobody"),
        )
        .into());
    }
    if let Some(m) = args.positional.get(1) {
        check_member(m, "MEMBER_ID")?;
    }
    let member = if remove {
        None
    } else {
        args.positional.get(1).map(String::as_str)
    };
    let target = target(args, "member")?;
    let mut store = open(args, stderr)?;
    let path = db_path(&store);
    let client = Client::new();
    let answer = set_member(&mut store, &client, &target, name, member, now_ms())
        .map_err(|f| failure(f, &path))?;
    write_json(out, &answer);
    Ok(())
}

fn outbox_list(args: &Args, out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    positional(args, 0, 0, "outbox", "")?;
    let store = open(args, stderr)?;
    let entries = store
        .outbox_entries()
        .map_err(|e| store_fail(e, store.path()))?;
    if args.has("--json") {
        write_json(out, &Value::Array(entries.iter().map(entry_json).collect()));
    } else {
        write_table(out, &entries);
    }
    Ok(())
}

/// The outbox as a table: one line an entry, the hub's error under it.
fn write_table(out: &mut Vec<u8>, entries: &[OutboxEntry]) {
    if entries.is_empty() {
        let _ = writeln!(out, "The outbox is empty.");
        return;
    }
    let _ = writeln!(
        out,
        "{:>5}  {:<12}  {:<8}  {:<6}  {:<24}  {:>7}  {:>8}  hub",
        "entry", "state", "action", "kind", "id", "version", "attempts"
    );
    for e in entries {
        let version = e
            .version
            .map(|v| v.to_string())
            .unwrap_or_else(|| "-".into());
        let _ = writeln!(
            out,
            "{:>5}  {:<12}  {:<8}  {:<6}  {:<24}  {:>7}  {:>8}  {}",
            e.entry,
            e.state.as_str(),
            e.action.as_str(),
            e.kind.as_str(),
            terminal::field(&e.id),
            version,
            e.attempts,
            terminal::field(&e.hub)
        );
        if let Some(next) = e.next_attempt.as_deref().filter(|_| !e.state.is_settled()) {
            let _ = writeln!(out, "       next attempt {next}");
        }
        if let Some(message) = e
            .error
            .as_ref()
            .and_then(|x| x.get("message"))
            .and_then(Value::as_str)
        {
            let _ = writeln!(out, "       {}", terminal::field(message));
        }
    }
}

fn outbox_flush(args: &Args, out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    positional(args, 0, 0, "outbox flush", "")?;
    let mut store = open(args, stderr)?;
    let path = db_path(&store);
    let before: Vec<i64> = store
        .outbox_entries()
        .map_err(|e| store_fail(e, &path))?
        .iter()
        .filter(|e| !e.state.is_settled() || args.has("--supersede"))
        .map(|e| e.entry)
        .collect();
    let pass = Pass {
        at_once: true,
        supersede: if args.has("--supersede") {
            Supersede::All
        } else {
            Supersede::No
        },
    };
    send_pass(&mut store, &Client::new(), &pass, &now_ms).map_err(|e| store_fail(e, &path))?;
    let after = store.outbox_entries().map_err(|e| store_fail(e, &path))?;
    let touched: Vec<Value> = after
        .iter()
        .filter(|e| before.contains(&e.entry))
        .map(entry_json)
        .collect();
    write_json(out, &Value::Array(touched));
    Ok(())
}

fn outbox_drop(args: &Args, out: &mut Vec<u8>, stderr: &mut dyn Write) -> Result<(), Fail> {
    positional(
        args,
        1,
        1,
        "outbox drop",
        "the number of an ENTRY (see belote hub outbox)",
    )?;
    let given = &args.positional[0];
    let entry: i64 = given.parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
        InputError::new(
            "ENTRY",
            format!("an entry is a number from 1, not {given:?}"),
        )
    })?;
    let mut store = open(args, stderr)?;
    let path = db_path(&store);
    match store
        .drop_outbox_entry(entry)
        .map_err(|e| store_fail(e, &path))?
    {
        Some(e) => {
            let mut v = entry_json(&e);
            if let Some(o) = v.as_object_mut() {
                o.insert("dropped".into(), Value::Bool(true));
            }
            write_json(out, &v);
            Ok(())
        }
        None => Err(InputError::new("ENTRY", format!("the outbox has no entry {entry}")).into()),
    }
}
