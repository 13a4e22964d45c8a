//! The exact way through a match file: whatever it holds, `belote score` answers as it did
//! when it read the whole document into a `serde_json::Value` first — the same error, at
//! the same path, or the same score sheet — in memory bounded by one round. It reads the
//! input twice with the core's streaming reader (`belote_core::stream`):
//!
//! 1. The whole input, as that reader would have: a read error or bytes that are not UTF-8
//!    anywhere come first, then a JSON syntax error anywhere (with its line and column),
//!    then the top level — not an object, its first unknown key, the variant, the options,
//!    a `rounds` that is not an array — all as `parse_match` reports them, since it is
//!    `parse_match` that reads them, with the rounds left out. A key given twice counts as
//!    `serde_json` counts it: the last value, in the place of the first.
//! 2. The rounds, one at a time, now that the variant and options are known (they may
//!    follow the rounds in the file): every round is checked before any scoring error is
//!    reported, as the whole match was parsed before it was scored.

use crate::checked::Checked;
use crate::sheet::SheetWriter;
use crate::Input;
use belote_core::parse::{parse_match, parse_round};
use belote_core::stream::{read_object, Kind, Reading, Sink, Stopped, StreamError, Take};
use belote_core::{InputError, Options, RoundResult, Scorer, Variant};
use serde_json::{Map, Value};
use std::io::{Read, Write};

/// Scores the match file of `source` and writes its score sheet to `out`, or returns the
/// error `belote score` reports.
pub fn score<W: Write>(source: &mut dyn Input, out: &mut SheetWriter<W>) -> Result<(), InputError> {
    // 1. The whole input, the rounds checked but not kept.
    let (read, problem) = {
        let mut checked = Checked::new(source.again()?);
        let mut top = Top::default();
        let read = read_object(&mut checked, &mut top, Reading::default()).map(|is_object| {
            top.is_object = is_object;
            top
        });
        if read.is_err() {
            checked.drain();
        }
        (read, checked.problem())
    };
    if let Some(e) = problem {
        return Err(source.cannot_read(&e));
    }
    let top = match read {
        Ok(top) => top,
        Err(StreamError::Json(e)) => {
            let e = as_text_reports(e, source)?;
            return Err(InputError::new(
                "",
                format!("the input is not valid JSON: {e}"),
            ));
        }
        // Not asked for on this reading (no limit, nothing stops it), but said if it comes.
        Err(other) => {
            return Err(InputError::new(
                "",
                format!("cannot read the input: {other}"),
            ))
        }
    };
    let (variant, options) = top.header()?;
    let mut scorer = Scorer::new(variant, &options)?;
    out.begin(variant).map_err(write_error)?;

    // 2. The rounds (the last `rounds` key's, if it is given twice).
    if top.rounds == Some(Kind::Array) {
        let result = out.new_result();
        let mut rounds = Rounds {
            variant,
            options: &options,
            scorer: &mut scorer,
            out,
            result,
            wanted: top.rounds_keys,
            seen: 0,
            parse_error: None,
            score_error: None,
        };
        let read = read_object(source.again()?, &mut rounds, Reading::default());
        if let Some(e) = rounds.parse_error.or(rounds.score_error) {
            return Err(e);
        }
        if read.is_err() {
            return Err(InputError::new(
                "",
                "the input changed while it was being read: read it again",
            ));
        }
    }
    out.end(
        scorer.totals(),
        scorer.pot(),
        scorer.sakkas(),
        scorer.winner(),
    )
    .map_err(write_error)
}

/// A syntax error worded as `serde_json` words it reading the whole text at once. Reading a
/// stream, it says the same, with one difference: in a "number out of range" error, its
/// position counts the byte it looked at after the number (if any), which reading a text
/// does not. That position is moved back onto the number; the input is read once more to
/// find where that is (the byte may be a line break).
fn as_text_reports(e: serde_json::Error, source: &mut dyn Input) -> Result<String, InputError> {
    let text = e.to_string();
    let what = text
        .rsplit_once(" at line ")
        .map_or(text.as_str(), |(w, _)| w);
    if what != "number out of range" || e.line() == 0 {
        return Ok(text);
    }
    let (line, column) = (e.line(), e.column());
    // Read up to that position: the byte before it, and the length of the line before.
    let mut input = source.again()?;
    let mut buf = vec![0u8; 1 << 16];
    let (mut at_line, mut col, mut prev_len) = (1usize, 0usize, 0usize);
    let mut before: Option<u8> = None;
    let mut more_after = false;
    'read: loop {
        let n = match input.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        for &b in &buf[..n] {
            if at_line == line && col == column {
                more_after = true;
                break 'read;
            }
            before = Some(b);
            if b == b'\n' {
                at_line += 1;
                prev_len = col;
                col = 0;
            } else {
                col += 1;
            }
        }
    }
    let looked_past = more_after || before.is_some_and(|b| !b.is_ascii_digit());
    if !looked_past || (at_line, col) != (line, column) {
        return Ok(text);
    }
    let (line, column) = if column > 0 {
        (line, column - 1)
    } else {
        (line - 1, prev_len)
    };
    Ok(format!("{what} at line {line} column {column}"))
}

fn write_error(e: std::io::Error) -> InputError {
    InputError::new("", format!("cannot keep the score sheet aside: {e}"))
}

/// The top level of the file, its rounds checked but not kept: what `parse_match` needs to
/// judge it.
#[derive(Default)]
struct Top {
    is_object: bool,
    /// The first key that is not a match file's.
    unknown: Option<String>,
    variant: Option<Value>,
    options: Option<Value>,
    /// What the last `rounds` is (`None`: absent), and how many `rounds` keys there are.
    rounds: Option<Kind>,
    rounds_keys: usize,
}

impl Top {
    /// The variant and options, or the error `parse_match` gives for the top level.
    fn header(&self) -> Result<(Variant, Options), InputError> {
        let file = if self.is_object {
            let mut map = Map::new();
            if let Some(key) = &self.unknown {
                map.insert(key.clone(), Value::Null);
            }
            if let Some(v) = &self.variant {
                map.insert("variant".into(), v.clone());
            }
            if let Some(o) = &self.options {
                map.insert("options".into(), o.clone());
            }
            let rounds = self.rounds.map(|kind| match kind {
                Kind::Null => Value::Null,
                Kind::Array => Value::Array(Vec::new()),
                Kind::Other => Value::Bool(false),
            });
            if let Some(r) = rounds {
                map.insert("rounds".into(), r);
            }
            Value::Object(map)
        } else {
            Value::Null
        };
        let m = parse_match(&file)?;
        Ok((m.variant, m.options))
    }
}

/// The first reading: the variant and options kept, everything else checked as a whole
/// `serde_json::Value` would be. A key given twice counts as `serde_json` counts it: the last
/// value, in the place of the first.
impl Sink for Top {
    fn take(&mut self, key: &str) -> Take {
        match key {
            "variant" | "options" => Take::Keep,
            "rounds" => {
                self.rounds_keys += 1;
                Take::Check
            }
            _ => {
                if self.unknown.is_none() {
                    self.unknown = Some(key.to_string());
                }
                Take::Check
            }
        }
    }

    fn value(&mut self, key: &str, value: Value) {
        match key {
            "variant" => self.variant = Some(value),
            _ => self.options = Some(value),
        }
    }

    fn kind(&mut self, key: &str, kind: Kind) {
        if key == "rounds" {
            self.rounds = Some(kind);
        }
    }

    fn element(&mut self, _: usize, _: Value) -> Result<(), Stopped> {
        Ok(())
    }
}

/// The second reading: each round of the array that counts, checked, then scored and
/// written while no round has failed.
struct Rounds<'o, W: Write> {
    variant: Variant,
    options: &'o Options,
    scorer: &'o mut Scorer,
    out: &'o mut SheetWriter<W>,
    result: RoundResult,
    /// The `rounds` key that counts (the last), counted from 1, and those seen so far.
    wanted: usize,
    seen: usize,
    /// The first round that cannot be read: the error, whatever follows.
    parse_error: Option<InputError>,
    /// The first round that cannot be scored: the error, unless a later round cannot be read.
    score_error: Option<InputError>,
}

impl<W: Write> Sink for Rounds<'_, W> {
    fn take(&mut self, key: &str) -> Take {
        if key == "rounds" {
            self.seen += 1;
            if self.seen == self.wanted {
                return Take::Stream;
            }
        }
        Take::Skip
    }

    fn value(&mut self, _: &str, _: Value) {}

    /// Round `i`: once one cannot be read, the answer is known, and the reading stops (the
    /// first reading checked the rest).
    fn element(&mut self, i: usize, round: Value) -> Result<(), Stopped> {
        let at = format!("rounds[{i}]");
        let round = match parse_round(self.variant, self.options, &round, &at) {
            Ok(r) => r,
            Err(e) => {
                self.parse_error = Some(e);
                return Err(Stopped);
            }
        };
        if self.score_error.is_none() {
            match self.scorer.score_into(&round, &mut self.result) {
                Ok(()) => {
                    if let Err(e) = self.out.round(&self.result) {
                        self.score_error = Some(write_error(e));
                    }
                }
                Err(e) => self.score_error = Some(e),
            }
        }
        Ok(())
    }
}
