//! `belote history list|show|stats|ratings|h2h|records|export|import` (docs/commands.md): its arguments, what it prints
//! and its exit codes, over the typed API of `belote-store`.
//!
//! Exit 0 on success; 2 with one JSON line `{"error": {"at", "message"}}` on stderr and nothing
//! on stdout for bad input, usage errors and a database that cannot be used (`at` is `"--db"`:
//! a newer schema, locked beyond the wait, not writable, a full disk); 1, same shape, for
//! anything else (stored data the engine no longer accepts, an output that cannot be written).

use std::fs::File;
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

use belote_core::{InputError, Variant};
use belote_store::{
    check_history, default_db_path, ExportFormat, Family, MatchFilter, Store, StoreError,
    StoreErrorKind,
};
use chrono::{DateTime, Utc};
use serde_json::{json, Value};

use crate::history_review::{write_h2h_text, write_ratings_text, write_records_text};
use crate::history_text::{list_line, write_show, write_stats_text};
use crate::terminal;

const USAGE: &str = "\
usage: belote history <command> [--db PATH]
  import FILE|- [--db PATH]            import a history file; prints {\"imported\": N, \"skipped\": M}
  export [FILE|-] [--db PATH] [--csv]  every match, oldest first (--csv: one row per round)
  list [--db PATH] [--json] [FILTERS]  one line per match, oldest first
  show ID [--db PATH]                  the score sheet of one match
  stats [--db PATH] [--json] [FILTERS] per team, player and variant
  ratings [--db PATH] [--json] [FILTERS]  players' and fixed teams' ratings, best first
  h2h NAME NAME [--db PATH] [--json] [FILTERS]  two players or teams against each other
  records [--db PATH] [--json] [FILTERS]  the history's records, variant by variant
FILTERS: [--variant V] [--family F] [--player NAME] [--since DATE] [--until DATE]. A NAME is
any part of a player's or a team's name, accents and case ignored (lea finds Léa); h2h
takes player:NAME or team:NAME too, and no --player.
Without --db the app's own database is used. BELOTE_BUSY_TIMEOUT_MS sets how long to wait
for another process's lock (default 5000).";

/// Exit codes: 0 success, 1 a failure that is not the caller's (stored data, output), 2 bad
/// input or a database that cannot be used (error shape of docs/commands.md on stderr).
pub const EXIT_OK: u8 = 0;
pub const EXIT_FAILURE: u8 = 1;
pub const EXIT_BAD_INPUT: u8 = 2;

/// The options each command takes (besides `--help`).
fn options_of(command: &str) -> &'static [&'static str] {
    const FILTERED: &[&str] = &[
        "--db",
        "--json",
        "--variant",
        "--family",
        "--player",
        "--since",
        "--until",
    ];
    match command {
        "import" | "show" => &["--db"],
        "export" => &["--db", "--csv"],
        "list" | "stats" | "ratings" | "records" => FILTERED,
        "h2h" => &[
            "--db",
            "--json",
            "--variant",
            "--family",
            "--since",
            "--until",
        ],
        _ => &[],
    }
}

struct Args {
    positional: Vec<String>,
    /// The options given, in order (checked against the command once it is known).
    given: Vec<String>,
    db: Option<PathBuf>,
    json: bool,
    csv: bool,
    help: bool,
    filter: MatchFilter,
}

fn usage_error(message: impl Into<String>) -> InputError {
    InputError::new("args", message)
}

fn parse_date(text: &str, flag: &str) -> Result<DateTime<Utc>, InputError> {
    belote_store::parse_instant(text).ok_or_else(|| {
        usage_error(format!(
            "{flag} takes a date like 2026-11-21 or a time like 2026-11-21T20:15:00Z, not {text:?}"
        ))
    })
}

fn parse_args(args: &[String]) -> Result<Args, InputError> {
    let mut out = Args {
        positional: Vec::new(),
        given: Vec::new(),
        db: None,
        json: false,
        csv: false,
        help: false,
        filter: MatchFilter::default(),
    };
    let mut it = args.iter().peekable();
    if it.peek().map(|a| a.as_str()) == Some("history") {
        it.next();
    }
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, InputError> {
            match inline.clone().or_else(|| it.next().cloned()) {
                Some(v) => Ok(v),
                None => Err(usage_error(format!("{name} needs a value"))),
            }
        };
        match flag {
            "--db" => {
                let v = value("--db")?;
                if v.is_empty() {
                    return Err(usage_error("--db needs the path of a database file"));
                }
                out.db = Some(PathBuf::from(v));
            }
            "--json" => out.json = true,
            "--csv" => out.csv = true,
            "--help" | "-h" => out.help = true,
            "--variant" => {
                let v = value("--variant")?;
                out.filter.variant = Some(Variant::parse(&v).ok_or_else(|| {
                    usage_error(format!("unknown variant {v:?}: {}", Variant::names()))
                })?);
            }
            "--family" => {
                let v = value("--family")?;
                out.filter.family = Some(Family::parse(&v).ok_or_else(|| {
                    usage_error(format!("unknown family {v:?}: {}", Family::names()))
                })?);
            }
            "--player" => out.filter.player = Some(value("--player")?),
            "--since" => out.filter.since = Some(parse_date(&value("--since")?, "--since")?),
            "--until" => out.filter.until = Some(parse_date(&value("--until")?, "--until")?),
            f if f.starts_with("--") || (f.starts_with('-') && f.len() > 1) => {
                return Err(usage_error(format!("unknown option {f}")));
            }
            _ => {
                out.positional.push(arg.clone());
                continue;
            }
        }
        if flag != "--help" && flag != "-h" {
            out.given.push(flag.to_string());
        }
    }
    Ok(out)
}

/// Why the command failed: the exit code and the error of docs/commands.md.
pub(crate) struct Failure {
    pub(crate) code: u8,
    pub(crate) error: InputError,
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Self {
        Failure {
            code: EXIT_BAD_INPUT,
            error,
        }
    }
}

/// A store error of the history at `db`: the caller's input, an unusable database (`--db`),
/// an export destination (`FILE`), or another failure (exit 1). The one place where the kinds
/// of store error become exit codes.
pub(crate) fn store_failure(e: StoreError, db: &Path) -> Failure {
    let e = e.with_path(db);
    let (code, at) = match e.kind() {
        StoreErrorKind::Input
        | StoreErrorKind::NotFound
        | StoreErrorKind::NotInPlay
        | StoreErrorKind::Duplicate
        | StoreErrorKind::Conflict => {
            if let Some(input) = e.input_error() {
                return input.into();
            }
            (EXIT_BAD_INPUT, "")
        }
        StoreErrorKind::Database(_) => (EXIT_BAD_INPUT, "--db"),
        StoreErrorKind::File => (EXIT_BAD_INPUT, "FILE"),
        StoreErrorKind::Internal => (EXIT_FAILURE, "--db"),
    };
    Failure {
        code,
        error: InputError::new(at, e.to_string()),
    }
}

pub(crate) fn out_err(e: io::Error) -> Failure {
    Failure {
        code: EXIT_FAILURE,
        error: InputError::new("", format!("cannot write the output: {e}")),
    }
}

/// Runs `belote history …`. `args` are the arguments after `history` (a leading `history` is
/// accepted too). Returns the process exit code (see the module's documentation).
pub fn run_history_cli(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    run_buffered(stdout, stderr, |out, stderr| run(args, stdin, out, stderr))
}

/// Runs a command whose output goes to a buffer first, so that a failure leaves stdout empty;
/// a failure is one JSON line on stderr. Returns the exit code.
pub(crate) fn run_buffered(
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    run: impl FnOnce(&mut Vec<u8>, &mut dyn Write) -> Result<(), Failure>,
) -> u8 {
    let mut buffer: Vec<u8> = Vec::new();
    let code = match run(&mut buffer, stderr) {
        Ok(()) => match stdout.write_all(&buffer).and_then(|_| stdout.flush()) {
            Ok(()) => EXIT_OK,
            Err(e) => {
                let f = out_err(e);
                let _ = writeln!(stderr, "{}", f.error.to_json());
                f.code
            }
        },
        Err(f) => {
            let _ = writeln!(stderr, "{}", f.error.to_json());
            f.code
        }
    };
    let _ = stderr.flush();
    code
}

/// Opens the history; a damaged file has been moved aside (never deleted): say where on
/// stderr and carry on with the fresh database, as the app does.
fn open(args: &Args, stderr: &mut dyn Write) -> Result<Store, Failure> {
    open_db(args.db.clone(), stderr)
}

/// Opens the database at `db` (the app's own without it), as [`open`] does.
pub(crate) fn open_db(db: Option<PathBuf>, stderr: &mut dyn Write) -> Result<Store, Failure> {
    let path = db.unwrap_or_else(default_db_path);
    let store = Store::open(&path).map_err(|e| store_failure(e, &path))?;
    if let Some(r) = store.recovery() {
        let _ = writeln!(stderr, "warning: {}", terminal::field(&r.message(&path)));
    }
    Ok(store)
}

/// The file to import, ready to be read twice: the named file, or standard input copied to
/// an anonymous temporary file (never held in memory whole).
pub(crate) fn import_source(source: &str, stdin: &mut dyn Read) -> Result<File, Failure> {
    let cannot = |what: String, e: io::Error| InputError::new("", format!("{what}: {e}"));
    if source == "-" {
        let mut spool = tempfile::tempfile()
            .map_err(|e| cannot("cannot keep standard input in a temporary file".into(), e))?;
        io::copy(stdin, &mut spool).map_err(|e| cannot("cannot read standard input".into(), e))?;
        spool
            .rewind()
            .map_err(|e| cannot("cannot read standard input".into(), e))?;
        Ok(spool)
    } else {
        File::open(source).map_err(|e| cannot(format!("cannot read {source}"), e).into())
    }
}

/// Imports the file at `source` (`-`: standard input): checked whole by `check` before the
/// database is opened, so a bad file never touches it, then read again by `import` into the
/// database `open` gives. A file that cannot be read is bad input naming it.
pub(crate) fn import_checked<R>(
    source: &str,
    stdin: &mut dyn Read,
    check: impl FnOnce(&mut File) -> belote_store::Result<()>,
    open: impl FnOnce() -> Result<Store, Failure>,
    import: impl FnOnce(&mut Store, &mut File) -> belote_store::Result<R>,
) -> Result<R, Failure> {
    let mut file = import_source(source, stdin)?;
    let not_read = |e: StoreError| -> Failure {
        match e {
            StoreError::Io { source: err, .. } => {
                InputError::new("", format!("cannot read {source}: {err}")).into()
            }
            other => store_failure(other, Path::new("")),
        }
    };
    check(&mut file).map_err(not_read)?;
    file.rewind()
        .map_err(|e| InputError::new("", format!("cannot read {source}: {e}")))?;
    let mut store = open()?;
    match import(&mut store, &mut file) {
        Ok(report) => Ok(report),
        Err(e @ StoreError::Io { .. }) => Err(not_read(e)),
        Err(e) => Err(store_failure(e, store.path())),
    }
}

fn run(
    args: &[String],
    stdin: &mut dyn Read,
    out: &mut Vec<u8>,
    stderr: &mut dyn Write,
) -> Result<(), Failure> {
    let args = parse_args(args)?;
    if args.help {
        writeln!(out, "{USAGE}").map_err(out_err)?;
        return Ok(());
    }
    let Some(command) = args.positional.first().cloned() else {
        return Err(usage_error(
            "missing command: import, export, list, show, stats, ratings, h2h or records (see belote history --help)",
        )
        .into());
    };
    let allowed = options_of(&command);
    if allowed.is_empty() {
        return Err(usage_error(format!(
            "unknown command {:?}: import, export, list, show, stats, ratings, h2h or records",
            command
        ))
        .into());
    }
    if let Some(flag) = args.given.iter().find(|f| !allowed.contains(&f.as_str())) {
        return Err(usage_error(format!(
            "{flag} is not an option of `belote history {command}` (see belote history --help)"
        ))
        .into());
    }
    let rest = &args.positional[1..];
    let at_most = |n: usize| -> Result<(), Failure> {
        match rest.get(n) {
            Some(extra) => Err(usage_error(format!(
                "unexpected argument {extra:?} for `belote history {command}`"
            ))
            .into()),
            None => Ok(()),
        }
    };
    match command.as_str() {
        "list" => {
            at_most(0)?;
            let store = open(&args, stderr)?;
            let db = |e| store_failure(e, store.path());
            let matches = store.list_matches(&args.filter).map_err(db)?;
            if args.json {
                let items: Vec<Value> = matches
                    .iter()
                    .map(|m| {
                        json!({
                            "id": m.id,
                            "variant": m.variant,
                            "created": m.created,
                            "finished": m.finished,
                            "totals": m.totals,
                            "winner": m.winner,
                        })
                    })
                    .collect();
                write_json(out, &Value::Array(items))?;
            } else {
                for m in &matches {
                    writeln!(out, "{}", list_line(m)).map_err(out_err)?;
                }
            }
        }
        "show" => {
            at_most(1)?;
            let id = rest
                .first()
                .ok_or_else(|| InputError::new("id", "`belote history show` needs a match id"))?;
            let store = open(&args, stderr)?;
            let db = |e| store_failure(e, store.path());
            let record = store.get_match(id).map_err(db)?;
            let sheet = store.score_sheet(id).map_err(db)?;
            write_show(out, &record, &sheet).map_err(out_err)?;
        }
        "stats" => {
            at_most(0)?;
            let store = open(&args, stderr)?;
            let stats = store
                .statistics_of(&args.filter)
                .map_err(|e| store_failure(e, store.path()))?;
            answer(out, args.json, &stats, write_stats_text)?;
        }
        "ratings" => {
            at_most(0)?;
            let store = open(&args, stderr)?;
            let ratings = store
                .ratings(&args.filter)
                .map_err(|e| store_failure(e, store.path()))?;
            answer(out, args.json, &ratings, write_ratings_text)?;
        }
        "h2h" => {
            at_most(2)?;
            let [first, second] = [rest.first(), rest.get(1)].map(|n| n.cloned());
            let (Some(first), Some(second)) = (first, second) else {
                return Err(usage_error(
                    "`belote history h2h` needs two names: a player's or a team's each",
                )
                .into());
            };
            let store = open(&args, stderr)?;
            let h2h = store
                .head_to_head(&first, &second, &args.filter)
                .map_err(|e| store_failure(e, store.path()))?;
            answer(out, args.json, &h2h, write_h2h_text)?;
        }
        "records" => {
            at_most(0)?;
            let store = open(&args, stderr)?;
            let records = store
                .records(&args.filter)
                .map_err(|e| store_failure(e, store.path()))?;
            answer(out, args.json, &records, write_records_text)?;
        }
        "export" => {
            at_most(1)?;
            let store = open(&args, stderr)?;
            let db = |e| store_failure(e, store.path());
            let format = if args.csv {
                ExportFormat::Csv
            } else {
                ExportFormat::History
            };
            match rest.first().map(String::as_str) {
                None | Some("-") => store.write_export(out, format, &mut |_| {}).map_err(db)?,
                Some(file) => store
                    .export_to(Path::new(file), format, &mut |_| {})
                    .map_err(db)?,
            }
        }
        "import" => {
            at_most(1)?;
            let source = rest.first().ok_or_else(|| {
                usage_error("`belote history import` needs a FILE (or - for standard input)")
            })?;
            // The whole file is checked before the history is opened: a bad file never
            // touches it. Then it is read again, one match at a time, into the database.
            let report = import_checked(
                source,
                stdin,
                |file| check_history(file).map(drop),
                || open(&args, stderr),
                |store, file| store.import_history_from(file, &mut |_| {}),
            )?;
            write_json(
                out,
                &json!({ "imported": report.imported, "skipped": report.skipped }),
            )?;
        }
        other => {
            return Err(usage_error(format!(
            "unknown command {other:?}: import, export, list, show, stats, ratings, h2h or records"
        ))
            .into())
        }
    }
    Ok(())
}

/// Writes `value` as one line of JSON with `--json`, else as text.
fn answer<T: serde::Serialize>(
    out: &mut Vec<u8>,
    json: bool,
    value: &T,
    text: fn(&mut Vec<u8>, &T) -> io::Result<()>,
) -> Result<(), Failure> {
    if json {
        write_json(out, &to_json(value)?)
    } else {
        text(out, value).map_err(out_err)
    }
}

pub(crate) fn to_json(v: &impl serde::Serialize) -> Result<Value, Failure> {
    serde_json::to_value(v).map_err(|e| Failure {
        code: EXIT_FAILURE,
        error: InputError::new("", format!("cannot encode the output: {e}")),
    })
}

pub(crate) fn write_json(out: &mut Vec<u8>, v: &Value) -> Result<(), Failure> {
    serde_json::to_writer(&mut *out, v).map_err(|e| Failure {
        code: EXIT_FAILURE,
        error: InputError::new("", format!("cannot encode the output: {e}")),
    })?;
    out.push(b'\n');
    Ok(())
}
