//! The exact way through a match file: whatever it holds, `belote score` answers as it did
//! when it read the whole document into a `serde_json::Value` first — the same error, at
//! the same path, or the same score sheet — in memory bounded by one round. It reads the
//! input twice with `serde_json`'s streaming reader:
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

use super::sheet::SheetWriter;
use super::source::{Checked, Source};
use belote_core::parse::{parse_match, parse_round};
use belote_core::{InputError, Options, RoundResult, Scorer, Variant};
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::fmt;
use std::io::{BufReader, Read, Write};

/// Scores the match file of `source` and writes its score sheet to `out`, or returns the
/// error `belote score` reports.
pub fn score<W: Write>(source: &mut Source, out: &mut SheetWriter<W>) -> Result<(), InputError> {
    // 1. The whole input, the rounds skipped.
    let (read, problem) = {
        let mut checked = Checked::new(source.again()?);
        let read = {
            let mut de = serde_json::Deserializer::from_reader(BufReader::with_capacity(
                1 << 16,
                &mut checked,
            ));
            Top::default()
                .deserialize(&mut de)
                .and_then(|top| de.end().map(|()| top))
        };
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
        Err(e) => {
            let e = as_text_reports(e, source)?;
            return Err(InputError::new(
                "",
                format!("the input is not valid JSON: {e}"),
            ));
        }
    };
    let (variant, options) = top.header()?;
    let mut scorer = Scorer::new(variant, &options)?;
    out.begin(variant).map_err(write_error)?;

    // 2. The rounds (the last `rounds` key's, if it is given twice).
    if top.rounds == Kind::Array {
        let reader = source.again()?;
        let mut de =
            serde_json::Deserializer::from_reader(BufReader::with_capacity(1 << 16, reader));
        let result = out.new_result();
        let mut rounds = Rounds {
            variant,
            options: &options,
            scorer: &mut scorer,
            out,
            result,
            index: 0,
            parse_error: None,
            score_error: None,
        };
        let pass = Pass {
            rounds: &mut rounds,
            wanted: top.rounds_keys,
            seen: 0,
        };
        let read = pass.deserialize(&mut de);
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
    out.end(scorer.totals(), scorer.pot(), scorer.winner())
        .map_err(write_error)
}

/// A syntax error worded as `serde_json` words it reading the whole text at once. Reading a
/// stream, it says the same, with one difference: in a "number out of range" error, its
/// position counts the byte it looked at after the number (if any), which reading a text
/// does not. That position is moved back onto the number; the input is read once more to
/// find where that is (the byte may be a line break).
fn as_text_reports(e: serde_json::Error, source: &mut Source) -> Result<String, InputError> {
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

/// What a top-level value is.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Kind {
    #[default]
    Absent,
    Null,
    Array,
    Other,
}

/// The top level of the file, its rounds skipped: what `parse_match` needs to judge it.
#[derive(Default)]
struct Top {
    is_object: bool,
    /// The first key that is not a match file's.
    unknown: Option<String>,
    variant: Option<Value>,
    options: Option<Value>,
    /// What the last `rounds` is, and how many `rounds` keys there are.
    rounds: Kind,
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
            let rounds = match self.rounds {
                Kind::Absent => None,
                Kind::Null => Some(Value::Null),
                Kind::Array => Some(Value::Array(Vec::new())),
                Kind::Other => Some(Value::Bool(false)),
            };
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

impl<'de> DeserializeSeed<'de> for Top {
    type Value = Top;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Top, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Top {
    type Value = Top;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a match file")
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<Top, A::Error> {
        self.is_object = true;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "variant" => self.variant = Some(map.next_value()?),
                "options" => self.options = Some(map.next_value()?),
                "rounds" => {
                    self.rounds_keys += 1;
                    self.rounds = map.next_value_seed(KindOf)?;
                }
                _ => {
                    if self.unknown.is_none() {
                        self.unknown = Some(key);
                    }
                    map.next_value::<Skip>()?;
                }
            }
        }
        Ok(self)
    }

    // Any other top level: not a match file, once it is read through.
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Top, A::Error> {
        SkipVisitor.visit_seq(seq)?;
        Ok(self)
    }

    fn visit_bool<E>(self, _: bool) -> Result<Top, E> {
        Ok(self)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Top, E> {
        Ok(self)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Top, E> {
        Ok(self)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Top, E> {
        Ok(self)
    }

    fn visit_str<E>(self, _: &str) -> Result<Top, E> {
        Ok(self)
    }

    fn visit_unit<E>(self) -> Result<Top, E> {
        Ok(self)
    }
}

/// Skips a value exactly as `serde_json::Value` reads one (through `deserialize_any`, so
/// with the same syntax errors, number range and nesting limit), keeping nothing.
struct Skip;

impl<'de> Deserialize<'de> for Skip {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Skip, D::Error> {
        d.deserialize_any(SkipVisitor)
    }
}

struct SkipVisitor;

impl<'de> Visitor<'de> for SkipVisitor {
    type Value = Skip;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_str<E>(self, _: &str) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_none<E>(self) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_unit<E>(self) -> Result<Skip, E> {
        Ok(Skip)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Skip, D::Error> {
        Skip::deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Skip, A::Error> {
        while seq.next_element::<Skip>()?.is_some() {}
        Ok(Skip)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Skip, A::Error> {
        while map.next_key::<IgnoredKey>()?.is_some() {
            map.next_value::<Skip>()?;
        }
        Ok(Skip)
    }
}

/// A key read as `serde_json::Value` reads one (a string), kept nowhere.
struct IgnoredKey;

impl<'de> Deserialize<'de> for IgnoredKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<IgnoredKey, D::Error> {
        d.deserialize_str(SkipVisitor).map(|_| IgnoredKey)
    }
}

/// Skips a value and says what it was.
struct KindOf;

impl<'de> DeserializeSeed<'de> for KindOf {
    type Value = Kind;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Kind, D::Error> {
        struct KindVisitor;
        impl<'de> Visitor<'de> for KindVisitor {
            type Value = Kind;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_bool<E>(self, _: bool) -> Result<Kind, E> {
                Ok(Kind::Other)
            }
            fn visit_i64<E>(self, _: i64) -> Result<Kind, E> {
                Ok(Kind::Other)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Kind, E> {
                Ok(Kind::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Kind, E> {
                Ok(Kind::Other)
            }
            fn visit_str<E>(self, _: &str) -> Result<Kind, E> {
                Ok(Kind::Other)
            }
            fn visit_unit<E>(self) -> Result<Kind, E> {
                Ok(Kind::Null)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Kind, A::Error> {
                SkipVisitor.visit_seq(seq)?;
                Ok(Kind::Array)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Kind, A::Error> {
                SkipVisitor.visit_map(map)?;
                Ok(Kind::Other)
            }
        }
        d.deserialize_any(KindVisitor)
    }
}

/// The second reading: finds the rounds array that counts and hands each round over.
struct Pass<'p, 'o, W: Write> {
    rounds: &'p mut Rounds<'o, W>,
    /// The `rounds` key that counts (the last), counted from 1.
    wanted: usize,
    seen: usize,
}

/// Each round of the array that counts: checked, then scored and written while no round
/// has failed.
struct Rounds<'o, W: Write> {
    variant: Variant,
    options: &'o Options,
    scorer: &'o mut Scorer,
    out: &'o mut SheetWriter<W>,
    result: RoundResult,
    index: usize,
    /// The first round that cannot be read: the error, whatever follows.
    parse_error: Option<InputError>,
    /// The first round that cannot be scored: the error, unless a later round cannot be read.
    score_error: Option<InputError>,
}

impl<W: Write> Rounds<'_, W> {
    /// Takes the next round; `false` once the answer is known (a round cannot be read).
    fn take(&mut self, round: &Value) -> bool {
        let at = format!("rounds[{}]", self.index);
        self.index += 1;
        let round = match parse_round(self.variant, self.options, round, &at) {
            Ok(r) => r,
            Err(e) => {
                self.parse_error = Some(e);
                return false;
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
        true
    }
}

impl<'de, W: Write> DeserializeSeed<'de> for Pass<'_, '_, W> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de, W: Write> Visitor<'de> for Pass<'_, '_, W> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a match file")
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if key == "rounds" {
                self.seen += 1;
                if self.seen == self.wanted {
                    map.next_value_seed(Elements(&mut *self.rounds))?;
                    continue;
                }
            }
            map.next_value::<IgnoredAny>()?;
        }
        Ok(())
    }
}

/// The rounds array that counts, one round at a time.
struct Elements<'p, 'o, W: Write>(&'p mut Rounds<'o, W>);

impl<'de, W: Write> DeserializeSeed<'de> for Elements<'_, '_, W> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de, W: Write> Visitor<'de> for Elements<'_, '_, W> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("the rounds")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(round) = seq.next_element::<Value>()? {
            if !self.0.take(&round) {
                // The answer is known: stop reading (the first reading checked the rest).
                return Err(de::Error::custom("stopped"));
            }
        }
        Ok(())
    }
}
