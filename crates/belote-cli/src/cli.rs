//! Argument handling for `belote`, kept apart from `main` so tests can drive it in-process.

use belote_core::{describe_all, legal_value, read_json, score_value, InputError, Variant};
use std::io::{Read, Write};

const USAGE: &str = "usage:
  belote score FILE|- [--text]     score a match file (FORMAT.md)
  belote legal FILE|-              was this play legal?
  belote describe [VARIANT]        what each variant records, plays and offers (JSON)
  belote history import FILE|- [--db PATH]
  belote history export [FILE|-] [--db PATH]
  belote history list [--db PATH] [--json]
  belote history show ID [--db PATH]
  belote history stats [--db PATH] [--json]";

/// Exit code for bad input (FORMAT.md).
pub const BAD_INPUT: u8 = 2;

/// Runs `belote` with `args` (without the program name); returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    match args.first().map(String::as_str) {
        Some("score") => score(&args[1..], stdin, stdout, stderr),
        Some("legal") => legal(&args[1..], stdin, stdout, stderr),
        Some("describe") => describe(&args[1..], stdout, stderr),
        Some("history") => history(&args[1..], stdin, stdout, stderr),
        Some("-h" | "--help" | "help") => {
            let _ = writeln!(stdout, "{USAGE}");
            0
        }
        Some("--version" | "-V") => {
            let _ = writeln!(stdout, "belote {}", env!("CARGO_PKG_VERSION"));
            0
        }
        _ => {
            let _ = writeln!(stderr, "{USAGE}");
            BAD_INPUT
        }
    }
}

fn history(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let code = crate::history::run_history_cli(args, stdin, stdout, stderr);
    u8::try_from(code).unwrap_or(1)
}

/// Prints a bad-input error the FORMAT.md way: one JSON line on stderr, exit 2.
fn bad_input(e: &InputError, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(stderr, "{}", e.to_json());
    BAD_INPUT
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

/// Splits `FILE|-` and flags; unknown flags are usage errors.
fn file_and_flags<'a>(
    args: &'a [String],
    flags: &[&str],
) -> Result<(&'a str, Vec<&'a str>), String> {
    let mut file = None;
    let mut set = Vec::new();
    for a in args {
        if flags.contains(&a.as_str()) {
            set.push(a.as_str());
        } else if a.starts_with("--") {
            return Err(format!("unknown flag {a}"));
        } else if file.is_none() {
            file = Some(a.as_str());
        } else {
            return Err(format!("unexpected argument {a}"));
        }
    }
    Ok((file.unwrap_or("-"), set))
}

fn load(
    args: &[String],
    flags: &[&str],
    stdin: &mut dyn Read,
    stderr: &mut dyn Write,
) -> Result<(serde_json::Value, Vec<String>), u8> {
    let (file, set) = match file_and_flags(args, flags) {
        Ok(x) => x,
        Err(msg) => {
            let _ = writeln!(stderr, "{msg}\n{USAGE}");
            return Err(BAD_INPUT);
        }
    };
    let set = set.into_iter().map(String::from).collect();
    let text = match read_input(file, stdin) {
        Ok(t) => t,
        Err(msg) => return Err(bad_input(&InputError::new("", msg), stderr)),
    };
    match read_json(&text) {
        Ok(v) => Ok((v, set)),
        Err(e) => Err(bad_input(&e, stderr)),
    }
}

fn score(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let (value, flags) = match load(args, &["--text"], stdin, stderr) {
        Ok(x) => x,
        Err(code) => return code,
    };
    match score_value(&value) {
        Ok(sheet) => {
            let out = if flags.iter().any(|f| f == "--text") {
                sheet.to_text()
            } else {
                serde_json::to_string_pretty(&sheet).unwrap_or_default() + "\n"
            };
            let _ = stdout.write_all(out.as_bytes());
            0
        }
        Err(e) => bad_input(&e, stderr),
    }
}

fn legal(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let (value, _) = match load(args, &[], stdin, stderr) {
        Ok(x) => x,
        Err(code) => return code,
    };
    match legal_value(&value) {
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

/// `belote describe`: every variant as a JSON array, or one variant as an object.
fn describe(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let out = match args {
        [] => serde_json::to_string_pretty(&describe_all()),
        [name] => match Variant::parse(name) {
            Some(v) => serde_json::to_string_pretty(&belote_core::describe(v)),
            None => {
                let message = format!("{name:?} is not a variant: use {}", Variant::names());
                return bad_input(&InputError::new("variant", message), stderr);
            }
        },
        _ => {
            let _ = writeln!(stderr, "unexpected argument {}\n{USAGE}", args[1]);
            return BAD_INPUT;
        }
    };
    let _ = writeln!(stdout, "{}", out.unwrap_or_default());
    0
}
