//! The pieces of the command line that `belote score` and the other commands share: a
//! command's `FILE|-` and flags (`--lang L` and `--digits D` among them), and bad input
//! reported the way docs/commands.md gives — exit 2, nothing on stdout, one JSON line on
//! stderr.

use belote_core::{Digits, InputError, Lang};
use std::io::Write;

/// Exit code for bad input (docs/commands.md).
pub const BAD_INPUT: u8 = 2;

/// A usage error, reported like any bad input (`at` is `"args"`).
pub(crate) fn usage_error(message: impl Into<String>, stderr: &mut dyn Write) -> u8 {
    bad_input(&InputError::new("args", message), stderr)
}

/// Prints a bad-input error the way docs/commands.md gives: one JSON line on stderr, exit 2.
pub(crate) fn bad_input(e: &InputError, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(stderr, "{}", e.to_json());
    BAD_INPUT
}

/// When a command is asked for its help (`--help` or `-h` anywhere among its arguments),
/// prints `usage` on stdout and gives the exit code (0).
pub(crate) fn help(args: &[String], usage: &str, stdout: &mut dyn Write) -> Option<u8> {
    let asked = args.iter().any(|a| a == "--help" || a == "-h");
    asked.then(|| {
        let _ = writeln!(stdout, "{usage}");
        0
    })
}

/// Splits `FILE|-` and flags; unknown flags and extra arguments are usage errors. `--lang L`
/// (or `--lang=L`) is kept as `--lang=L`, and so is `--digits D`.
pub(crate) fn file_and_flags<'a>(
    args: &'a [String],
    flags: &[&str],
) -> Result<(&'a str, Vec<String>), String> {
    let mut file = None;
    let mut set = Vec::new();
    let mut args = args.iter();
    while let Some(a) = args.next() {
        if flags.contains(&a.as_str()) {
            set.push(a.clone());
        } else if a == "--lang" {
            let value = args
                .next()
                .ok_or("--lang needs a language: en, fr, bg, hr, nl or ar")?;
            set.push(format!("--lang={value}"));
        } else if a == "--digits" {
            let value = args
                .next()
                .ok_or("--digits needs the digits: latn (0-9) or arab (٠-٩)")?;
            set.push(format!("--digits={value}"));
        } else if a.starts_with("--lang=") || a.starts_with("--digits=") {
            set.push(a.clone());
        } else if a.starts_with("--") || (a.starts_with('-') && a.len() > 1) {
            return Err(format!("unknown option {a}"));
        } else if file.is_none() {
            file = Some(a.as_str());
        } else {
            return Err(format!("unexpected argument {a}"));
        }
    }
    Ok((file.unwrap_or("-"), set))
}

/// The language `--lang` asks for among the flags `file_and_flags` set (English without
/// it); an unknown language is a usage error's message.
pub(crate) fn lang_flag(set: &[String]) -> Result<Lang, String> {
    match set.iter().find_map(|f| f.strip_prefix("--lang=")) {
        None => Ok(Lang::En),
        Some(code) => Lang::parse(code)
            .ok_or_else(|| format!("unknown language {code:?}: use en, fr, bg, hr, nl or ar")),
    }
}

/// The digits `--digits` asks for among the flags `file_and_flags` set (Western digits
/// without it); they change Arabic's numbers only.
pub(crate) fn digits_flag(set: &[String]) -> Result<Digits, String> {
    match set.iter().find_map(|f| f.strip_prefix("--digits=")) {
        None => Ok(Digits::Latin),
        Some(code) => Digits::parse(code)
            .ok_or_else(|| format!("unknown digits {code:?}: use latn (0-9) or arab (٠-٩)")),
    }
}
