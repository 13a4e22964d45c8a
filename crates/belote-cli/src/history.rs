//! `belote history list|show|stats|export|import` (FORMAT.md): its arguments, its output and
//! its exit codes, over the typed API of `belote-store`.

use std::io::{Read, Write};
use std::path::PathBuf;

use belote_core::{InputError, Variant, Winner};
use belote_store::{
    default_db_path, MatchFilter, MatchState, MatchSummary, SideStats, Statistics, Store,
    StoreError,
};
use chrono::{DateTime, NaiveDate, Utc};
use serde_json::{json, Value};

const USAGE: &str = "\
usage: belote history <command> [--db PATH]
  import FILE|- [--db PATH]            import a history file; prints {\"imported\": N, \"skipped\": M}
  export [FILE|-] [--db PATH] [--csv]  every match, oldest first (--csv: one row per round)
  list [--db PATH] [--json] [--variant V] [--player NAME] [--since DATE] [--until DATE]
  show ID [--db PATH]                  the score sheet of one match
  stats [--db PATH] [--json]           per team, player and variant
Without --db the app's own database is used.";

/// Exit codes: 0 success, 1 a failure that is not the caller's input (I/O, damaged database,
/// …), 2 bad input (FORMAT.md error shape on stderr).
pub const EXIT_OK: i32 = 0;
pub const EXIT_FAILURE: i32 = 1;
pub const EXIT_BAD_INPUT: i32 = 2;

struct Args {
    positional: Vec<String>,
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
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Ok(t.with_timezone(&Utc));
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|d| d.and_utc())
        .ok_or_else(|| {
            usage_error(format!(
                "{flag} takes a date like 2026-11-21 or a time like 2026-11-21T20:15:00Z, not {text:?}"
            ))
        })
}

fn parse_args(args: &[String]) -> Result<Args, InputError> {
    let mut out = Args {
        positional: Vec::new(),
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
            "--db" => out.db = Some(PathBuf::from(value("--db")?)),
            "--json" => out.json = true,
            "--csv" => out.csv = true,
            "--help" | "-h" => out.help = true,
            "--variant" => {
                let v = value("--variant")?;
                out.filter.variant = Some(
                    serde_json::from_value::<Variant>(Value::String(v.clone())).map_err(|_| {
                        usage_error(format!(
                            "unknown variant {v:?}: classic, contree, coinche or bulgarian"
                        ))
                    })?,
                );
            }
            "--player" => out.filter.player = Some(value("--player")?),
            "--since" => out.filter.since = Some(parse_date(&value("--since")?, "--since")?),
            "--until" => out.filter.until = Some(parse_date(&value("--until")?, "--until")?),
            f if f.starts_with("--") => {
                return Err(usage_error(format!("unknown option {f}")));
            }
            _ => out.positional.push(arg.clone()),
        }
    }
    Ok(out)
}

enum Failure {
    Input(InputError),
    Other(String),
}

impl From<InputError> for Failure {
    fn from(e: InputError) -> Self {
        Failure::Input(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        match e.input_error() {
            Some(i) => Failure::Input(i),
            None => Failure::Other(e.to_string()),
        }
    }
}

fn out_err(e: std::io::Error) -> Failure {
    Failure::Other(format!("cannot write the output: {e}"))
}

/// Runs `belote history …`. `args` are the arguments after `history` (a leading `history` is
/// accepted too). Returns the process exit code: 0, 1 (I/O, damaged database: a message on
/// stderr) or 2 (bad input: one JSON line `{"error": {"at", "message"}}` on stderr, nothing on
/// stdout).
pub fn run_history_cli(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    // Output goes to a buffer first, so that a failure leaves stdout empty.
    let mut buffer: Vec<u8> = Vec::new();
    let code = match run(args, stdin, &mut buffer, stderr) {
        Ok(()) => {
            if let Err(e) = stdout.write_all(&buffer).and_then(|_| stdout.flush()) {
                let _ = writeln!(stderr, "error: cannot write the output: {e}");
                return EXIT_FAILURE;
            }
            return EXIT_OK;
        }
        Err(Failure::Input(e)) => {
            let _ = writeln!(stderr, "{}", e.to_json());
            EXIT_BAD_INPUT
        }
        Err(Failure::Other(message)) => {
            let _ = writeln!(stderr, "error: {message}");
            EXIT_FAILURE
        }
    };
    let _ = stderr.flush();
    code
}

/// Opens the history; a damaged file has been moved aside (never deleted): say where on
/// stderr and carry on with the fresh database, as the app does.
fn open(args: &Args, stderr: &mut dyn Write) -> Result<Store, Failure> {
    let path = args.db.clone().unwrap_or_else(default_db_path);
    let store = Store::open(&path).map_err(|e| Failure::Other(e.to_string()))?;
    if let Some(r) = store.recovery() {
        let _ = writeln!(stderr, "warning: {}", r.message(&path));
    }
    Ok(store)
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
        return Err(usage_error(format!("missing command\n{USAGE}")).into());
    };
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
            let matches = store.list_matches(&args.filter)?;
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
            let record = store.get_match(id)?;
            let sheet = store.score_sheet(id)?;
            let status = match record.state {
                MatchState::InPlay => "in play".to_string(),
                MatchState::Abandoned => format!(
                    "abandoned {}",
                    record.finished.as_deref().unwrap_or_default()
                ),
                MatchState::Finished => format!(
                    "finished {}",
                    record.finished.as_deref().unwrap_or_default()
                ),
            };
            let t = &record.teams;
            writeln!(
                out,
                "{} · {} · target {} · created {} · {}",
                record.id,
                record.variant.as_str(),
                record.target,
                record.created,
                status.trim_end()
            )
            .map_err(out_err)?;
            writeln!(
                out,
                "A = {} ({}, {})   B = {} ({}, {})   first dealer: seat {}",
                t.a.name,
                t.a.players[0],
                t.a.players[1],
                t.b.name,
                t.b.players[0],
                t.b.players[1],
                record.first_dealer
            )
            .map_err(out_err)?;
            writeln!(out).map_err(out_err)?;
            let text = sheet.to_text();
            out.extend_from_slice(text.as_bytes());
            if !text.ends_with('\n') {
                out.push(b'\n');
            }
            let result = match sheet.winner {
                Some(Winner::A) => format!("Winner: {} (A)", t.a.name),
                Some(Winner::B) => format!("Winner: {} (B)", t.b.name),
                Some(Winner::Draw) => "Result: draw".to_string(),
                None => "No winner yet".to_string(),
            };
            writeln!(
                out,
                "{}: {} – {}: {} · {}",
                t.a.name, sheet.totals.a, t.b.name, sheet.totals.b, result
            )
            .map_err(out_err)?;
        }
        "stats" => {
            at_most(0)?;
            let store = open(&args, stderr)?;
            let stats = store.statistics()?;
            if args.json {
                let v = serde_json::to_value(&stats)
                    .map_err(|e| Failure::Other(format!("cannot encode the statistics: {e}")))?;
                write_json(out, &v)?;
            } else {
                write_stats_text(out, &stats).map_err(out_err)?;
            }
        }
        "export" => {
            at_most(1)?;
            let store = open(&args, stderr)?;
            match rest.first().map(String::as_str) {
                None | Some("-") => {
                    if args.csv {
                        store.write_csv(out)?;
                    } else {
                        store.write_history(out)?;
                    }
                }
                Some(file) => {
                    let path = PathBuf::from(file);
                    if args.csv {
                        store.export_csv_to(&path)?;
                    } else {
                        store.export_history_to(&path)?;
                    }
                }
            }
        }
        "import" => {
            at_most(1)?;
            let source = rest.first().ok_or_else(|| {
                usage_error("`belote history import` needs a FILE (or - for standard input)")
            })?;
            let mut text = String::new();
            if source == "-" {
                stdin
                    .read_to_string(&mut text)
                    .map_err(|e| Failure::Other(format!("cannot read standard input: {e}")))?;
            } else {
                text = std::fs::read_to_string(source)
                    .map_err(|e| Failure::Other(format!("cannot read {source}: {e}")))?;
            }
            // Parse before opening the database: a bad file never touches it.
            let file: Value = serde_json::from_str(&text).map_err(|e| {
                InputError::new("", format!("the history file is not valid JSON: {e}"))
            })?;
            let mut store = open(&args, stderr)?;
            let report = store.import_history(&file)?;
            write_json(
                out,
                &json!({ "imported": report.imported, "skipped": report.skipped }),
            )?;
        }
        other => {
            return Err(usage_error(format!(
                "unknown command {other:?}: import, export, list, show or stats"
            ))
            .into())
        }
    }
    Ok(())
}

fn write_json(out: &mut Vec<u8>, v: &Value) -> Result<(), Failure> {
    serde_json::to_writer(&mut *out, v)
        .map_err(|e| Failure::Other(format!("cannot encode the output: {e}")))?;
    out.push(b'\n');
    Ok(())
}

fn list_line(m: &MatchSummary) -> String {
    let status = match (m.state, m.winner) {
        (MatchState::Abandoned, _) => "abandoned".to_string(),
        (_, Some(Winner::A)) => format!("won by {}", m.teams.a.name),
        (_, Some(Winner::B)) => format!("won by {}", m.teams.b.name),
        (_, Some(Winner::Draw)) => "draw".to_string(),
        (MatchState::Finished, None) => "finished".to_string(),
        (MatchState::InPlay, None) => "in play".to_string(),
    };
    format!(
        "{}  {}  {:<9}  {} {} – {} {}  ({} rounds, {})",
        m.id,
        m.created,
        m.variant,
        m.teams.a.name,
        m.totals.a,
        m.totals.b,
        m.teams.b.name,
        m.rounds,
        status
    )
}

fn write_sides(out: &mut Vec<u8>, title: &str, sides: &[SideStats]) -> std::io::Result<()> {
    writeln!(out, "{title}")?;
    if sides.is_empty() {
        writeln!(out, "  (none)")?;
        return Ok(());
    }
    writeln!(
        out,
        "  {:<20} {:<9} {:>5} {:>4} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>9} {:>6}",
        "name",
        "variant",
        "games",
        "won",
        "win%",
        "rounds",
        "taken",
        "made%",
        "inside",
        "litige",
        "capot",
        "avg pts",
        "doubles",
        "streak"
    )?;
    for s in sides {
        writeln!(
            out,
            "  {:<20} {:<9} {:>5} {:>4} {:>6.1} {:>6} {:>6} {:>6.1} {:>6} {:>6} {:>6} {:>7.1} {:>9} {:>6}",
            s.name,
            s.variant,
            s.games_played,
            s.games_won,
            s.win_pct,
            s.rounds_played,
            s.rounds_taken,
            s.made_pct,
            s.insides,
            s.litiges,
            s.capots,
            s.avg_points_per_round,
            format!("{}/{}", s.doubles.won, s.doubles.count),
            s.longest_win_streak
        )?;
    }
    Ok(())
}

fn write_stats_text(out: &mut Vec<u8>, stats: &Statistics) -> std::io::Result<()> {
    write_sides(out, "Teams", &stats.teams)?;
    writeln!(out)?;
    write_sides(out, "Players", &stats.players)?;
    writeln!(out)?;
    writeln!(out, "Variants")?;
    if stats.variants.is_empty() {
        writeln!(out, "  (none)")?;
    }
    for v in &stats.variants {
        writeln!(
            out,
            "  {:<9} {} matches, {} games, {} rounds: {} made, {} inside, {} litiges, {} capots, \
             {} doubled ({} redoubled), {:.1} points a round",
            v.variant,
            v.matches,
            v.games_played,
            v.rounds,
            v.made,
            v.insides,
            v.litiges,
            v.capots,
            v.doubled,
            v.redoubled,
            v.avg_points_per_round
        )?;
    }
    writeln!(
        out,
        "\ndoubles = won/count of the doubles (coinche, contra) this side made; streak = longest run of games won"
    )
}
