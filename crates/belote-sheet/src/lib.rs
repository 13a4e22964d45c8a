//! The score sheet of a match file, streamed: what `belote score` prints — pretty JSON,
//! one-line JSON or text, explanations in any of the engine's languages — read, checked,
//! scored and written one round at a time, so memory stays bounded whatever the number of
//! rounds. The `belote` command and the WebAssembly build (`belote-web`) both write their
//! sheets here, so the browser's answer is the command's, byte for byte.
//!
//! Each round is read, checked, scored and written as soon as it is read (`fast`); a file
//! that path does not expect is read again the exact way (`exact`), so the answer is
//! always the one reading the whole document first gave: the same sheet, or the same error.
//! Modules:
//! - `sheet`: the writer of the three formats;
//! - `fast`: the usual way through a file, in blocks, a round at a time (`lite` holds a round);
//! - `exact`: the way through any file, as reading it whole did;
//! - `checked`: the input checked as reading it into a string did (UTF-8, read errors);
//! - `terminal`: text made safe for a terminal.
//!
//! The sheet's bytes are gathered before they are handed over in `belote_core::bytes`.

mod checked;
mod exact;
mod fast;
mod lite;
mod sheet;
pub mod terminal;

use belote_core::{Digits, InputError, Lang};
use std::io::{self, Read, Write};

pub use sheet::{Format, SheetWriter};

/// Where a match file is read from: once for the fast way, then from its start again (as
/// often as the exact way asks) when the fast way gave up.
pub trait Input {
    /// A reader for the first reading.
    fn first_read(&mut self) -> Result<Box<dyn Read + '_>, InputError>;
    /// A reader over the whole input from its start.
    fn again(&mut self) -> Result<Box<dyn Read + '_>, InputError>;
    /// The error for a read that failed with `e`.
    fn cannot_read(&self, e: &io::Error) -> InputError;
}

/// Where the sheet is written: kept aside until the whole input is known good (the caller
/// prints it then), and forgotten when the fast way gives up half way.
pub trait Output: Write {
    /// Forgets everything written so far.
    fn restart(&mut self);
}

impl Output for Vec<u8> {
    fn restart(&mut self) {
        self.clear();
    }
}

/// Scores the match file of `input` and writes its score sheet to `out` in `format`, the
/// explanations in `lang`; or the error `belote score` reports (then what `out` holds is not
/// a sheet).
pub fn score<O: Output>(
    input: &mut dyn Input,
    out: &mut O,
    format: Format,
    lang: Lang,
) -> Result<(), InputError> {
    score_in(input, out, format, lang, Digits::Latin)
}

/// [`score`], the explanations' numbers in `digits` (Arabic's choice of 0–9 or ٠–٩).
pub fn score_in<O: Output>(
    input: &mut dyn Input,
    out: &mut O,
    format: Format,
    lang: Lang,
    digits: Digits,
) -> Result<(), InputError> {
    let fast = fast::score(
        &mut *input.first_read()?,
        &mut SheetWriter::new(&mut *out, format, lang).with_digits(digits),
    );
    if fast.is_err() {
        out.restart();
        exact::score(
            input,
            &mut SheetWriter::new(&mut *out, format, lang).with_digits(digits),
        )?;
    }
    Ok(())
}

/// A match file held whole in memory (the browser's): read as often as asked.
pub struct Bytes<'a> {
    pub bytes: &'a [u8],
    /// What the input is called in an error (`cannot read NAME: …`).
    pub name: &'a str,
}

impl Input for Bytes<'_> {
    fn first_read(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        Ok(Box::new(self.bytes))
    }

    fn again(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        Ok(Box::new(self.bytes))
    }

    fn cannot_read(&self, e: &io::Error) -> InputError {
        InputError::new("", format!("cannot read {}: {e}", self.name))
    }
}

/// The sheet of a match file held in memory, as `belote score` prints it.
pub fn score_bytes(
    bytes: &[u8],
    name: &str,
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, InputError> {
    score_bytes_in(bytes, name, format, lang, Digits::Latin)
}

/// The same, the explanations' numbers in `digits` (`belote score --digits`).
pub fn score_bytes_in(
    bytes: &[u8],
    name: &str,
    format: Format,
    lang: Lang,
    digits: Digits,
) -> Result<Vec<u8>, InputError> {
    let mut out = Vec::new();
    score_in(&mut Bytes { bytes, name }, &mut out, format, lang, digits)?;
    Ok(out)
}
