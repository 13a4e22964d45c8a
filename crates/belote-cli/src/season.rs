//! `belote season create|list|add|remove|absent|standings|export|import` (docs/events.md
//! "Seasons"): its arguments, what it prints and its exit codes, over the typed API of
//! `belote-store`. Errors, exit codes, `--db` and `--help` behave as for `belote event`: exit 2
//! with one JSON line `{"error": {"at", "message"}}` on stderr and nothing on stdout for bad
//! input (`at` names the value, or `args`, `season`, `event`, `name`) and for a database that
//! cannot be used (`--db`); 1 for anything else.

use std::io::{Read, Write};
use std::path::Path;

use belote_event::season::{SeasonDefinition, MAX_SEASON_BYTES};
use belote_store::check_season_file;
use serde_json::json;

use crate::event::{failure_in, read_command, read_json_within, usage_error, Group, Shape};
use crate::history::{
    import_checked, open_db, out_err, run_buffered, to_json, write_json, Failure,
};
use crate::season_text::write_season_standings;

const USAGE: &str = "\
usage: belote season <command> [--db PATH]
  create FILE|- [--db PATH]                       create a season from its definition; prints {\"season\": ID}
  list [--db PATH]                                every season, oldest first: [{\"season\", \"name\", \"events\"}]
  add SEASON EVENT [--db PATH]                    append an event; prints {\"season\", \"events\": [ids]}
  remove SEASON EVENT [--db PATH]                 remove an event and its absences; prints {\"season\", \"events\": [ids]}
  absent SEASON EVENT NAME [--remove] [--db PATH] mark (or with --remove unmark) an excused absence
  standings SEASON [--db PATH] [--json]           the season's standings: a table, or JSON
  export SEASON [FILE|-] [--db PATH]              the season file (import its events first elsewhere)
  import FILE|- [--db PATH]                       import a season file; prints {\"imported\": N, \"skipped\": M}
Without --db the app's own database is used.";

/// The commands of `belote season`.
fn command_shape(command: &str) -> Option<Shape> {
    Some(match command {
        "create" | "import" => (1, 1, "a FILE (or - for standard input)", &[]),
        "list" => (0, 0, "", &[]),
        "add" | "remove" => (2, 2, "SEASON EVENT", &[]),
        "absent" => (3, 3, "SEASON EVENT NAME", &["--remove"]),
        "standings" => (1, 1, "a SEASON", &["--json"]),
        "export" => (1, 2, "a SEASON", &[]),
        _ => return None,
    })
}

const SEASON: Group = Group {
    name: "season",
    usage: USAGE,
    commands: "create, list, add, remove, absent, standings, export or import",
    shape: command_shape,
    options: &["--json", "--remove"],
};

/// Runs `belote season …` (`args` after `season`); returns the exit code.
pub fn run_season_cli(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    run_buffered(stdout, stderr, |out, stderr| run(args, stdin, out, stderr))
}

fn run(
    args: &[String],
    stdin: &mut dyn Read,
    out: &mut Vec<u8>,
    stderr: &mut dyn Write,
) -> Result<(), Failure> {
    let Some((args, command)) = read_command(&SEASON, args, out)? else {
        return Ok(());
    };
    let rest = &args.positional[1..];
    let mut open = || open_db(args.db.clone(), stderr);
    let db = failure_in;
    match command.as_str() {
        "create" => {
            let v = read_json_within(&rest[0], stdin, MAX_SEASON_BYTES)?;
            // Checked as far as it can be before the database is opened: a bad file never
            // touches it. Its events are checked against the database's.
            SeasonDefinition::check_without_events(&v)?;
            let mut store = open()?;
            let id = store.create_season(&v).map_err(db(&store))?;
            write_json(out, &json!({ "season": id }))?;
        }
        "list" => {
            let store = open()?;
            let list = store.list_seasons().map_err(db(&store))?;
            write_json(out, &to_json(&list)?)?;
        }
        "add" | "remove" => {
            let mut store = open()?;
            let events = if command == "add" {
                store.season_add_event(&rest[0], &rest[1])
            } else {
                store.season_remove_event(&rest[0], &rest[1])
            }
            .map_err(db(&store))?;
            write_json(out, &json!({ "season": rest[0], "events": events }))?;
        }
        "absent" => {
            let mut store = open()?;
            let change = store
                .season_absence(&rest[0], &rest[1], &rest[2], !args.has("--remove"))
                .map_err(db(&store))?;
            write_json(out, &to_json(&change)?)?;
        }
        "standings" => {
            let store = open()?;
            let view = store.season_standings(&rest[0]).map_err(db(&store))?;
            if args.has("--json") {
                write_json(out, &to_json(&view)?)?;
            } else {
                write_season_standings(out, &view).map_err(out_err)?;
            }
        }
        "export" => {
            let store = open()?;
            match rest.get(1).map(String::as_str) {
                None | Some("-") => store.write_season(&rest[0], out).map_err(db(&store))?,
                Some(file) => store
                    .export_season_to(&rest[0], Path::new(file))
                    .map_err(db(&store))?,
            }
        }
        "import" => {
            // Checked as far as it can be before the database is opened, then read again into
            // it (where its events are looked up).
            let report = import_checked(
                &rest[0],
                stdin,
                |file| check_season_file(file).map(drop),
                open,
                |store, file| store.import_season_from(file),
            )?;
            write_json(out, &to_json(&report)?)?;
        }
        other => {
            return Err(usage_error(format!(
                "unknown command {other:?}: {}",
                SEASON.commands
            )))
        }
    }
    Ok(())
}
