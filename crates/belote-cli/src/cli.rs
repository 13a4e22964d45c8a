//! Argument handling for `belote`: which subcommand runs, and the usage errors. Every usage
//! error (an unknown subcommand or option, a missing or extra argument) is reported the
//! way docs/commands.md gives: exit 2, nothing on stdout, one JSON line `{"error": {"at": "args", …}}` on
//! stderr. `--help` is human text on stdout, exit 0.

use belote_core::{
    describe_all_in, describe_in, legal_value_in, read_json, InputError, Lang, Variant,
};
use std::io::{Read, Write};

use crate::args::{bad_input, file_and_flags, help, lang_flag, usage_error};

const USAGE: &str = "usage:
  belote score FILE|- [--text|--compact] [--lang L] [--digits D]
                                                     score a match file (docs/match-files.md)
  belote legal FILE|- [--lang L]                     was this play legal?
  belote describe [VARIANT] [--lang L]               what each variant records, plays and offers (JSON)
  belote describe --words [--lang L]                 the game's words, as the app names each thing
  belote history import FILE|- [--db PATH]
  belote history export [FILE|-] [--db PATH] [--csv]
  belote history list [--db PATH] [--json] [--variant V] [--player NAME] [--since DATE] [--until DATE]
  belote history show ID [--db PATH]
  belote history stats [--db PATH] [--json] [FILTERS]
  belote history ratings [--db PATH] [--json] [FILTERS]
  belote history h2h NAME NAME [--db PATH] [--json] [FILTERS]
  belote history records [--db PATH] [--json] [FILTERS]
  belote event create|list|draw|redraw|deals|add|withdraw|standings|export|import …
                                                     club nights and tournaments (belote event --help)
  belote season create|list|add|remove|absent|standings|export|import …
                                                     a club's season over many events (belote season --help)
  belote serve [--db PATH] [--bind HOST:PORT]        the table phones' pages and API (belote serve --help)
  belote hub serve|migrate|club|key|load|rerate|publish|withdraw|member|outbox …
                                                     results online: the hub and publishing to it (belote hub --help)
  belote --version
FILTERS: --variant, --family, --player, --since, --until (see belote history --help).
--lang L writes the explanations and the legal-play reason in en (the default), fr, bg, hr,
nl or ar; --digits arab writes Arabic's numbers in Arabic-Indic digits (٠-٩), latn (0-9) is the
default.
Bad input: exit 2 and one JSON line {\"error\": {\"at\", \"message\"}} on stderr.";

const DESCRIBE_USAGE: &str = "usage: belote describe [VARIANT] [--lang L]
       belote describe --words [--lang L]
What each variant records, plays and offers, as JSON: every variant (an array), or one, each
variant's name in en (the default), fr, bg, hr, nl or ar.
--words: the game's words instead — the name of each contract, verdict, declaration, house rule
and value — as one JSON object, in en (the default), fr, bg, hr, nl or ar.";

const LEGAL_USAGE: &str = "usage: belote legal FILE|- [--lang L]
Answers whether a card could be played (docs/commands.md): {\"legal\", \"allowed\", \"reason\",
\"rule\"}, and in baloot for an illegal card the \"qaid\" it is.
--lang L: the reason in en (the default), fr, bg, hr, nl or ar.";

/// Runs `belote` with `args` (without the program name); returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    match args.first().map(String::as_str) {
        Some("score") => crate::score::run(&args[1..], stdin, stdout, stderr),
        Some("legal") => legal(&args[1..], stdin, stdout, stderr),
        Some("describe") => describe(&args[1..], stdout, stderr),
        Some("history") => history(&args[1..], stdin, stdout, stderr),
        Some("event") => crate::event::run_event_cli(&args[1..], stdin, stdout, stderr),
        Some("season") => crate::season::run_season_cli(&args[1..], stdin, stdout, stderr),
        Some("serve") => crate::serve::run_serve_cli(&args[1..], stdout, stderr),
        Some("hub") => crate::hub::run_hub_cli(&args[1..], stdin, stdout, stderr),
        Some("-h" | "--help" | "help") => {
            let _ = writeln!(stdout, "{USAGE}");
            0
        }
        Some("--version" | "-V") => {
            let _ = writeln!(stdout, "belote {}", env!("CARGO_PKG_VERSION"));
            0
        }
        None => usage_error(
            "missing command: score, legal, describe, history, event, season, serve or hub (see belote --help)",
            stderr,
        ),
        Some(other) if other.starts_with('-') => usage_error(
            format!("unknown option {other} (see belote --help)"),
            stderr,
        ),
        Some(other) => usage_error(
            format!(
                "unknown command {other:?}: score, legal, describe, history, event, season, serve or hub (see belote --help)"
            ),
            stderr,
        ),
    }
}

fn history(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    crate::history::run_history_cli(args, stdin, stdout, stderr)
}

/// Reads the input named by `path` (`-` for stdin).
fn read_input(path: &str, stdin: &mut dyn Read) -> Result<String, String> {
    if path == "-" {
        let mut s = String::new();
        stdin
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
    }
}

/// Reads the input of `legal`: its JSON, the flags set, and the language of the
/// reason (`--lang`, English without it). Usage errors come before reading anything.
fn load(
    args: &[String],
    flags: &[&str],
    stdin: &mut dyn Read,
    stderr: &mut dyn Write,
) -> Result<(serde_json::Value, Vec<String>, Lang), u8> {
    let (file, set) = match file_and_flags(args, flags) {
        Ok(x) => x,
        Err(msg) => return Err(usage_error(msg, stderr)),
    };
    let lang = match lang_flag(&set) {
        Ok(lang) => lang,
        Err(msg) => return Err(usage_error(msg, stderr)),
    };
    let text = match read_input(file, stdin) {
        Ok(t) => t,
        Err(msg) => return Err(bad_input(&InputError::new("", msg), stderr)),
    };
    match read_json(&text) {
        Ok(v) => Ok((v, set, lang)),
        Err(e) => Err(bad_input(&e, stderr)),
    }
}

fn legal(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    if let Some(code) = help(args, LEGAL_USAGE, stdout) {
        return code;
    }
    let (value, _, lang) = match load(args, &[], stdin, stderr) {
        Ok(x) => x,
        Err(code) => return code,
    };
    match legal_value_in(&value, lang) {
        Ok(answer) => {
            let _ = writeln!(
                stdout,
                "{}",
                serde_json::to_string(&answer).unwrap_or_default()
            );
            0
        }
        Err(e) => bad_input(&e, stderr),
    }
}

/// `belote describe`: every variant as a JSON array, or one variant as an object, each
/// variant's name in the language of `--lang`; with `--words`, the game's words instead.
fn describe(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    if let Some(code) = help(args, DESCRIBE_USAGE, stdout) {
        return code;
    }
    let (variant, flags) = match file_and_flags(args, &["--words"]) {
        Ok((v, flags)) => ((v != "-").then_some(v), flags),
        Err(message) => return usage_error(message, stderr),
    };
    let words = flags.iter().any(|f| f == "--words");
    let lang = match lang_flag(&flags) {
        Ok(lang) => lang,
        Err(message) => return usage_error(message, stderr),
    };
    if let Some(other) = flags
        .iter()
        .find(|f| *f != "--words" && !f.starts_with("--lang="))
    {
        let option = other.split('=').next().unwrap_or(other);
        return usage_error(format!("unknown option {option}"), stderr);
    }
    let out = if words {
        if let Some(name) = variant {
            return usage_error(
                format!("unexpected argument {name}: --words names every variant's things"),
                stderr,
            );
        }
        serde_json::to_string_pretty(&belote_core::game_words(lang))
    } else {
        match variant {
            None => serde_json::to_string_pretty(&describe_all_in(lang)),
            Some(name) => match Variant::parse(name) {
                Some(v) => serde_json::to_string_pretty(&describe_in(v, lang)),
                None => {
                    let message = format!("{name:?} is not a variant: use {}", Variant::names());
                    return bad_input(&InputError::new("variant", message), stderr);
                }
            },
        }
    };
    let _ = writeln!(stdout, "{}", out.unwrap_or_default());
    0
}
