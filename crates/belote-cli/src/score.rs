//! `belote score`: a match file in, its score sheet out, streamed — memory stays bounded
//! whatever the number of rounds. The sheet is written by `belote-sheet` (the same writer as
//! the WebAssembly build's).
//!
//! Bad input still leaves nothing on standard output, wherever in the file it is: the sheet
//! is written to a [`spool`] — in memory up to a few megabytes, then in an anonymous
//! temporary file — and copied to standard output only once the whole input has been read
//! and found good. On bad input the spool is dropped and the error alone is printed. The
//! spool takes as much room (memory, then temporary disk) as the output, not more.

mod source;
mod spool;
#[cfg(test)]
mod tests;

use crate::args::{bad_input, digits_flag, file_and_flags, help, lang_flag, usage_error};
use belote_sheet::{Format, Output};
use source::Source;
use spool::Spool;
use std::io::{Read, Write};

pub const USAGE: &str = "usage: belote score FILE|- [--text | --compact] [--lang L] [--digits D]
Scores a match file (docs/match-files.md); prints the score sheet as JSON (pretty-printed, or on one
line with --compact), or as text with --text.
--lang L: the explanations in en (the default), fr, bg, hr, nl or ar; with --text, the whole sheet.
--digits D: the explanations' numbers in Arabic written in latn (0-9, the default) or arab (٠-٩).";

/// Runs `belote score ARGS`; returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    if let Some(code) = help(args, USAGE, stdout) {
        return code;
    }
    let (file, flags) = match file_and_flags(args, &["--text", "--compact"]) {
        Ok(x) => x,
        Err(message) => return usage_error(message, stderr),
    };
    let has = |flag: &str| flags.iter().any(|f| f == flag);
    let format = match (has("--text"), has("--compact")) {
        (true, true) => return usage_error("--text and --compact cannot be combined", stderr),
        (true, false) => Format::Text,
        (false, true) => Format::Compact,
        (false, false) => Format::Pretty,
    };
    let lang = match lang_flag(&flags) {
        Ok(lang) => lang,
        Err(message) => return usage_error(message, stderr),
    };
    let digits = match digits_flag(&flags) {
        Ok(digits) => digits,
        Err(message) => return usage_error(message, stderr),
    };
    let mut source = Source::new(file, stdin);
    let mut spool = Spool::new();
    if let Err(e) = belote_sheet::score_in(&mut source, &mut spool, format, lang, digits) {
        return bad_input(&e, stderr);
    }
    // As before, a closed standard output (`belote score f | head`) is not an error.
    let _ = spool.copy_to(stdout);
    0
}

impl Output for Spool {
    fn restart(&mut self) {
        self.clear();
    }
}
