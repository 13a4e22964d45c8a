//! `belote event create|list|draw|redraw|deals|add|withdraw|standings|export|import`
//! (docs/events.md): its arguments, what it prints and its exit codes, over the typed API of
//! `belote-store`. Errors, exit codes, `--db` and `--help` behave as for `belote history`:
//! exit 2 with one JSON line `{"error": {"at", "message"}}` on stderr and nothing on stdout for
//! bad input (`at` names the value, or `args`, `event`, `round`, `table`, `entrant`) and for a
//! database that cannot be used (`--db`); 1 for anything else.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use belote_core::InputError;
use belote_event::{Definition, MAX_EVENT_BYTES};
use belote_store::{check_event_file, Store, StoreError};
use chrono::Local;
use serde_json::{json, Value};

use crate::event_stage_text::{write_bracket, write_staged_standings};
use crate::event_text::write_standings;
use crate::history::{
    import_checked, open_db, out_err, run_buffered, store_failure, to_json, write_json, Failure,
};

const USAGE: &str = "\
usage: belote event <command> [--db PATH]
  create FILE|- [--db PATH]                      create an event from its definition; prints {\"event\": ID}
  list [--db PATH]                               every event: [{\"event\", \"name\", \"date\", \"variant\", \"round\", \"rounds\"}]
  draw EVENT [--db PATH]                         draw the next round; prints the round with its table codes
  redraw EVENT [--db PATH]                       draw the current round again, while none of its tables has a deal
  deals EVENT ROUND TABLE FILE|- [--db PATH]     set a table's deals ({\"rounds\": [...]}); prints the table
  add EVENT FILE|- [--db PATH]                   add a late team {\"name\", \"players\"} or player {\"name\"}
  withdraw EVENT ENTRANT [--db PATH]             withdraw an entrant (its results stay)
  standings EVENT [--db PATH] [--json]           the standings: a table, or JSON (a staged event: its ranking and every stage)
  stage EVENT [--reopen] [--db PATH]             close the current stage and seed the next; --reopen undoes the last
  bracket EVENT [--db PATH] [--json]             the knockout stage's brackets: text, or JSON
  export EVENT [FILE|-] [--db PATH]              the whole event: definition, draws, deals
  import FILE|- [--db PATH]                      import an event file; prints {\"imported\": N, \"skipped\": M}
Without --db the app's own database is used.";

/// What a command of a group takes: how many arguments (fewest, most), what they are (for
/// the message when some are missing), and its boolean options.
pub(crate) type Shape = (usize, usize, &'static str, &'static [&'static str]);

/// A group of commands (`belote event`, `belote season`): its name, its usage, its commands in
/// words, each one's [`Shape`], and every boolean option of its commands.
pub(crate) struct Group {
    pub name: &'static str,
    pub usage: &'static str,
    pub commands: &'static str,
    pub shape: fn(&str) -> Option<Shape>,
    pub options: &'static [&'static str],
}

/// The commands of `belote event`.
fn command_shape(command: &str) -> Option<Shape> {
    Some(match command {
        "create" | "import" => (1, 1, "a FILE (or - for standard input)", &[]),
        "list" => (0, 0, "", &[]),
        "draw" | "redraw" => (1, 1, "an EVENT", &[]),
        "deals" => (4, 4, "EVENT ROUND TABLE FILE|-", &[]),
        "add" => (2, 2, "EVENT FILE|-", &[]),
        "withdraw" => (2, 2, "EVENT ENTRANT", &[]),
        "standings" | "bracket" => (1, 1, "an EVENT", &["--json"]),
        "stage" => (1, 1, "an EVENT", &["--reopen"]),
        "export" => (1, 2, "an EVENT", &[]),
        _ => return None,
    })
}

const EVENT: Group = Group {
    name: "event",
    usage: USAGE,
    commands:
        "create, list, draw, redraw, deals, add, withdraw, standings, stage, bracket, export or import",
    shape: command_shape,
    options: &["--json", "--reopen"],
};

/// The command line of `belote event` (and `belote season`): positional arguments, `--db`,
/// `--help`, and the boolean options the command knows.
pub(crate) struct Args {
    pub positional: Vec<String>,
    pub db: Option<PathBuf>,
    /// The boolean options given (`--json`, `--remove`).
    pub flags: Vec<&'static str>,
    pub help: bool,
}

impl Args {
    pub fn has(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }
}

pub(crate) fn usage_error(message: impl Into<String>) -> Failure {
    InputError::new("args", message).into()
}

/// Reads the command line; `known` are the boolean options the command has.
pub(crate) fn parse_args(args: &[String], known: &[&'static str]) -> Result<Args, Failure> {
    let mut out = Args {
        positional: Vec::new(),
        db: None,
        flags: Vec::new(),
        help: false,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        match flag {
            "--db" => {
                let v = inline
                    .or_else(|| it.next().cloned())
                    .filter(|v| !v.is_empty())
                    .ok_or_else(|| usage_error("--db needs the path of a database file"))?;
                out.db = Some(PathBuf::from(v));
            }
            "--help" | "-h" => out.help = true,
            f => match known.iter().find(|k| **k == f) {
                Some(&k) => out.flags.push(k),
                None if f.starts_with('-') && f.len() > 1 => {
                    return Err(usage_error(format!("unknown option {f}")));
                }
                None => out.positional.push(arg.clone()),
            },
        }
    }
    Ok(out)
}

/// Reads the command line of a command of `group`: `None` when it asks for the help (then
/// printed to `out`), else its arguments and the command, checked against the command's
/// [`Shape`] (usage errors at `args`).
pub(crate) fn read_command(
    group: &Group,
    args: &[String],
    out: &mut Vec<u8>,
) -> Result<Option<(Args, String)>, Failure> {
    let args = parse_args(args, group.options)?;
    let name = group.name;
    if args.help {
        writeln!(out, "{}", group.usage).map_err(out_err)?;
        return Ok(None);
    }
    let Some(command) = args.positional.first().cloned() else {
        return Err(usage_error(format!(
            "missing command: {} (see belote {name} --help)",
            group.commands
        )));
    };
    let Some((fewest, most, needs, options)) = (group.shape)(&command) else {
        return Err(usage_error(format!(
            "unknown command {command:?}: {}",
            group.commands
        )));
    };
    if let Some(flag) = args.flags.iter().find(|f| !options.contains(f)) {
        return Err(usage_error(format!(
            "{flag} is not an option of `belote {name} {command}` (see belote {name} --help)"
        )));
    }
    let given = args.positional.len() - 1;
    if given > most {
        return Err(usage_error(format!(
            "unexpected argument {:?} for `belote {name} {command}`",
            args.positional[most + 1]
        )));
    }
    if given < fewest {
        return Err(usage_error(format!(
            "`belote {name} {command}` needs {needs}"
        )));
    }
    Ok(Some((args, command)))
}

/// How a store error of the database `store` works is told: [`store_failure`] naming its file.
pub(crate) fn failure_in(store: &Store) -> impl Fn(StoreError) -> Failure {
    let path = store.path().to_path_buf();
    move |e| store_failure(e, &path)
}

/// A whole number from 1 (a round, a table, an entrant) given on the command line.
fn number(text: &str, what: &str) -> Result<u32, Failure> {
    text.parse::<u32>()
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| usage_error(format!("{what} is a number from 1, not {text:?}")))
}

/// Reads the input named by `source` (`-` for stdin) as JSON, within the size of an event file.
fn read_json_input(source: &str, stdin: &mut dyn Read) -> Result<Value, Failure> {
    read_json_within(source, stdin, MAX_EVENT_BYTES)
}

/// Reads the input named by `source` (`-` for stdin) as JSON, within `limit` bytes.
pub(crate) fn read_json_within(
    source: &str,
    stdin: &mut dyn Read,
    limit: u64,
) -> Result<Value, Failure> {
    let mut bytes = Vec::new();
    let read = if source == "-" {
        stdin.take(limit + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(source).and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
    };
    let what = if source == "-" {
        "standard input".to_string()
    } else {
        source.to_string()
    };
    read.map_err(|e| InputError::new("", format!("cannot read {what}: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(
            InputError::new("", format!("{what} is larger than {} MiB", limit >> 20)).into(),
        );
    }
    serde_json::from_slice(&bytes)
        .map_err(|e| InputError::new("", format!("the input is not valid JSON: {e}")).into())
}

/// The deals of `belote event deals`: `{"rounds": [round facts]}`.
fn deals_of(v: Value) -> Result<Vec<Value>, Failure> {
    let Value::Object(mut o) = v else {
        return Err(InputError::new("", "give the table's deals as {\"rounds\": [...]}").into());
    };
    if let Some(k) = o.keys().find(|k| *k != "rounds") {
        return Err(
            InputError::new(k.clone(), format!("unknown key \"{k}\"; expected: rounds")).into(),
        );
    }
    match o.remove("rounds") {
        Some(Value::Array(list)) => Ok(list),
        Some(_) => {
            Err(InputError::new("rounds", "`rounds` must be an array of round facts").into())
        }
        None => {
            Err(InputError::new("rounds", "give the table's deals as {\"rounds\": [...]}").into())
        }
    }
}

/// Runs `belote event …` (`args` after `event`); returns the exit code.
pub fn run_event_cli(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    run_buffered(stdout, stderr, |out, stderr| run(args, stdin, out, stderr))
}

fn open(db: &Option<PathBuf>, stderr: &mut dyn Write) -> Result<Store, Failure> {
    open_db(db.clone(), stderr)
}

fn run(
    args: &[String],
    stdin: &mut dyn Read,
    out: &mut Vec<u8>,
    stderr: &mut dyn Write,
) -> Result<(), Failure> {
    let Some((args, command)) = read_command(&EVENT, args, out)? else {
        return Ok(());
    };
    let rest = &args.positional[1..];
    let db = failure_in;
    match command.as_str() {
        "create" => {
            let v = read_json_input(&rest[0], stdin)?;
            let today = Local::now().format("%Y-%m-%d").to_string();
            // Checked whole before the database is opened: a bad file never touches it.
            let def = Definition::parse(&v, &today)?;
            let mut store = open(&args.db, stderr)?;
            let id = store.create_event_from(def).map_err(db(&store))?;
            write_json(out, &json!({ "event": id }))?;
        }
        "list" => {
            let store = open(&args.db, stderr)?;
            let list = store.list_events().map_err(db(&store))?;
            write_json(out, &to_json(&list)?)?;
        }
        "draw" | "redraw" => {
            let mut store = open(&args.db, stderr)?;
            let round = if command == "draw" {
                store.draw_round(&rest[0])
            } else {
                store.redraw_round(&rest[0])
            }
            .map_err(db(&store))?;
            write_json(out, &to_json(&round)?)?;
        }
        "deals" => {
            let round = number(&rest[1], "ROUND")?;
            let table = number(&rest[2], "TABLE")?;
            let deals = deals_of(read_json_input(&rest[3], stdin)?)?;
            let mut store = open(&args.db, stderr)?;
            let view = store
                .set_table_deals(&rest[0], round, table, deals)
                .map_err(db(&store))?;
            write_json(out, &to_json(&view)?)?;
        }
        "add" => {
            let entrant = read_json_input(&rest[1], stdin)?;
            let mut store = open(&args.db, stderr)?;
            let n = store.add_entrant(&rest[0], &entrant).map_err(db(&store))?;
            write_json(out, &json!({ "event": rest[0], "entrant": n }))?;
        }
        "withdraw" => {
            let n = number(&rest[1], "ENTRANT")?;
            let mut store = open(&args.db, stderr)?;
            store.withdraw_entrant(&rest[0], n).map_err(db(&store))?;
            write_json(
                out,
                &json!({ "event": rest[0], "entrant": n, "withdrawn": true }),
            )?;
        }
        "standings" => {
            let store = open(&args.db, stderr)?;
            let view = store.standings(&rest[0]).map_err(db(&store))?;
            if args.has("--json") {
                write_json(out, &to_json(&view)?)?;
            } else if view.stages.is_some() || view.sessions.is_some() {
                write_staged_standings(out, &view).map_err(out_err)?;
            } else {
                write_standings(out, &view).map_err(out_err)?;
            }
        }
        "stage" => {
            let mut store = open(&args.db, stderr)?;
            let v = if args.has("--reopen") {
                store.reopen_stage(&rest[0])
            } else {
                store.close_stage(&rest[0])
            }
            .map_err(db(&store))?;
            write_json(out, &v)?;
        }
        "bracket" => {
            let store = open(&args.db, stderr)?;
            let view = store.bracket(&rest[0]).map_err(db(&store))?;
            if args.has("--json") {
                write_json(out, &view)?;
            } else {
                let names = store
                    .standings(&rest[0])
                    .map_err(db(&store))?
                    .standings
                    .into_iter()
                    .map(|s| (s.entrant, s.name))
                    .collect();
                write_bracket(out, &view, &names).map_err(out_err)?;
            }
        }
        "export" => {
            let store = open(&args.db, stderr)?;
            match rest.get(1).map(String::as_str) {
                None | Some("-") => store.write_event(&rest[0], out).map_err(db(&store))?,
                Some(file) => store
                    .export_event_to(&rest[0], Path::new(file))
                    .map_err(db(&store))?,
            }
        }
        "import" => {
            let source = &rest[0];
            // Checked whole before the database is opened, then read again into it.
            let report = import_checked(
                source,
                stdin,
                |file| check_event_file(file).map(drop),
                || open(&args.db, stderr),
                |store, file| store.import_event_from(file),
            )?;
            write_json(
                out,
                &json!({ "imported": report.imported, "skipped": report.skipped }),
            )?;
        }
        other => {
            return Err(usage_error(format!(
                "unknown command {other:?}: {}",
                EVENT.commands
            )))
        }
    }
    Ok(())
}
