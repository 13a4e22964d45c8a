//! The score sheet written piece by piece as the rounds are scored — byte for byte what
//! serializing the whole `ScoreSheet` at once prints: pretty JSON (`serde_json`'s pretty
//! printer, two-space indent), one-line JSON (`--compact`), or the text sheet (`--text`,
//! made safe for a terminal).
//!
//! A round of pretty JSON — most of the output — is written here by hand, each explanation
//! step rendered straight into the output: this is the hot loop of `belote score`. The
//! tests check it against `serde_json` (here, and over every case of the core's tables in
//! `tests/score.rs`).

use crate::terminal;
use belote_core::explanation::Sentence;
use belote_core::i18n::{write_step, Sides};
use belote_core::{Lang, RoundResult, Step, TeamPoints, TextSheet, Variant, Winner};
use serde::Serialize;
use serde_json::ser::{CompactFormatter, Formatter, Serializer};
use std::fmt;
use std::io::{self, Write};

/// How the sheet is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Pretty-printed JSON, the default.
    Pretty,
    /// JSON on one line.
    Compact,
    /// The readable text sheet.
    Text,
}

/// Bytes gathered before they are handed to the output.
const CHUNK: usize = 1 << 16;

/// Writes one score sheet to `out`: [`begin`](SheetWriter::begin), each round,
/// [`end`](SheetWriter::end) (which hands the last bytes over).
pub struct SheetWriter<W: Write> {
    out: W,
    /// The bytes not yet handed to `out`.
    buf: Vec<u8>,
    format: Format,
    /// The language of the explanations.
    lang: Lang,
    rounds: usize,
    text: TextSheet<'static>,
    /// Reused for each piece of text.
    line: String,
}

impl<W: Write> SheetWriter<W> {
    pub fn new(out: W, format: Format, lang: Lang) -> Self {
        SheetWriter {
            out,
            buf: Vec::with_capacity(CHUNK + 4096),
            format,
            lang,
            rounds: 0,
            text: TextSheet::new("A", "B"),
            line: String::new(),
        }
    }

    #[cfg(test)]
    pub fn into_inner(self) -> W {
        self.out
    }

    /// An empty round result to score into, its explanation in the sheet's language.
    pub fn new_result(&self) -> RoundResult {
        let mut result = RoundResult::new();
        result.explanation.set_lang(self.lang);
        result
    }

    /// Hands the gathered bytes to the output once there are enough of them (`all`: now).
    fn hand_over(&mut self, all: bool) -> io::Result<()> {
        if all || self.buf.len() >= CHUNK {
            self.out.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }

    /// Text goes to a terminal: nothing reaches it as a control character.
    fn write_text(&mut self) -> io::Result<()> {
        let text = terminal::lines(&self.line);
        self.buf.extend_from_slice(text.as_bytes());
        Ok(())
    }

    pub fn begin(&mut self, variant: Variant) -> io::Result<()> {
        let buf = &mut self.buf;
        match self.format {
            Format::Pretty => {
                buf.extend_from_slice(b"{\n  \"variant\": ");
                serde_json::to_writer(&mut *buf, &variant)?;
                buf.extend_from_slice(b",\n  \"rounds\": [");
            }
            Format::Compact => {
                buf.extend_from_slice(b"{\"variant\":");
                serde_json::to_writer(&mut *buf, &variant)?;
                buf.extend_from_slice(b",\"rounds\":[");
            }
            Format::Text => {
                self.line.clear();
                let _ = self.text.head(&mut self.line, variant);
                self.write_text()?;
            }
        }
        Ok(())
    }

    pub fn round(&mut self, round: &RoundResult) -> io::Result<()> {
        let first = self.rounds == 0;
        self.rounds += 1;
        let buf = &mut self.buf;
        match self.format {
            Format::Pretty => {
                buf.extend_from_slice(if first { b"\n    " } else { b",\n    " });
                buf.extend_from_slice(b"{\n      \"score\": {\n        \"A\": ");
                number(buf, round.score.a);
                buf.extend_from_slice(b",\n        \"B\": ");
                number(buf, round.score.b);
                buf.extend_from_slice(b"\n      },\n      \"verdict\": \"");
                buf.extend_from_slice(round.verdict.as_str().as_bytes());
                buf.extend_from_slice(b"\",\n      \"pot\": ");
                number(buf, round.pot);
                buf.extend_from_slice(b",\n      \"explanation\": [");
                for (i, step) in round.explanation.iter().enumerate() {
                    buf.extend_from_slice(if i == 0 {
                        b"\n        \""
                    } else {
                        b",\n        \""
                    });
                    json_text(buf, step, round.explanation.lang())?;
                    buf.push(b'"');
                }
                if round.explanation.is_empty() {
                    buf.extend_from_slice(b"]\n    }");
                } else {
                    buf.extend_from_slice(b"\n      ]\n    }");
                }
            }
            Format::Compact => {
                if !first {
                    buf.push(b',');
                }
                let mut ser = Serializer::with_formatter(&mut *buf, CompactFormatter);
                round.serialize(&mut ser).map_err(io::Error::from)?;
            }
            Format::Text => {
                self.line.clear();
                let _ = self.text.round(&mut self.line, round);
                self.write_text()?;
            }
        }
        self.hand_over(false)
    }

    pub fn end(&mut self, totals: TeamPoints, pot: i64, winner: Option<Winner>) -> io::Result<()> {
        let buf = &mut self.buf;
        match self.format {
            Format::Pretty => {
                buf.extend_from_slice(if self.rounds > 0 { b"\n  ]" } else { b"]" });
                buf.extend_from_slice(b",\n  \"totals\": ");
                let mut ser = Serializer::with_formatter(&mut *buf, Pretty::at(1));
                totals.serialize(&mut ser).map_err(io::Error::from)?;
                buf.extend_from_slice(b",\n  \"pot\": ");
                number(buf, pot);
                buf.extend_from_slice(b",\n  \"winner\": ");
                serde_json::to_writer(&mut *buf, &winner)?;
                buf.extend_from_slice(b"\n}\n");
            }
            Format::Compact => {
                buf.extend_from_slice(b"],\"totals\":");
                serde_json::to_writer(&mut *buf, &totals)?;
                buf.extend_from_slice(b",\"pot\":");
                number(buf, pot);
                buf.extend_from_slice(b",\"winner\":");
                serde_json::to_writer(&mut *buf, &winner)?;
                buf.extend_from_slice(b"}\n");
            }
            Format::Text => {
                self.line.clear();
                let _ = self.text.tail(&mut self.line, totals, pot, winner);
                self.write_text()?;
            }
        }
        self.hand_over(true)
    }
}

/// Writes a number as JSON does.
fn number(buf: &mut Vec<u8>, n: i64) {
    buf.extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
}

/// A step's sentence in `lang` as the text of a JSON string, escaped as `serde_json` escapes
/// it: written straight into `buf`, piece by piece, in any language, then looked over once
/// (all of it, which the compiler vectorizes) for a character JSON escapes — the engine's
/// sentences have none, and if one ever does, the sentence is written again through
/// `serde_json`.
fn json_text(buf: &mut Vec<u8>, step: &Step, lang: Lang) -> io::Result<()> {
    struct Raw<'a>(&'a mut Vec<u8>);
    impl fmt::Write for Raw<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            self.0.extend_from_slice(s.as_bytes());
            Ok(())
        }
    }
    let start = buf.len();
    let _ = write_step(step, lang, Sides::LETTERS, &mut Raw(buf));
    let escapes = buf[start..].iter().fold(false, |any, &b| {
        any | (b < 0x20) | (b == b'"') | (b == b'\\')
    });
    if escapes {
        buf.truncate(start);
        let quoted =
            serde_json::to_vec(&Sentence { step, lang }.to_string()).map_err(io::Error::from)?;
        buf.extend_from_slice(&quoted[1..quoted.len() - 1]);
    }
    Ok(())
}

/// `serde_json`'s pretty printer (two spaces an indent), started at a given depth, so a
/// value nested in a document being written piece by piece is printed as it would be in
/// the whole document.
struct Pretty {
    indent: usize,
    has_value: bool,
}

impl Pretty {
    fn at(indent: usize) -> Pretty {
        Pretty {
            indent,
            has_value: false,
        }
    }

    fn newline<W: ?Sized + Write>(&self, w: &mut W) -> io::Result<()> {
        const SPACES: &[u8] = &[b' '; 64];
        w.write_all(b"\n")?;
        let mut n = self.indent * 2;
        while n > 0 {
            let k = n.min(SPACES.len());
            w.write_all(&SPACES[..k])?;
            n -= k;
        }
        Ok(())
    }
}

impl Formatter for Pretty {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.indent += 1;
        self.has_value = false;
        w.write_all(b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.indent -= 1;
        if self.has_value {
            self.newline(w)?;
        }
        w.write_all(b"]")
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        self.newline(w)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.indent += 1;
        self.has_value = false;
        w.write_all(b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.indent -= 1;
        if self.has_value {
            self.newline(w)?;
        }
        w.write_all(b"}")
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        self.newline(w)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(b": ")
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use belote_core::{score_str, ScoreSheet};

    fn pieces(sheet: &ScoreSheet, format: Format) -> String {
        let mut w = SheetWriter::new(Vec::new(), format, Lang::En);
        w.begin(sheet.variant).unwrap();
        for r in &sheet.rounds {
            w.round(r).unwrap();
        }
        w.end(sheet.totals, sheet.pot, sheet.winner).unwrap();
        String::from_utf8(w.into_inner()).unwrap()
    }

    #[test]
    fn the_sheet_written_in_pieces_is_the_whole_sheet_serialized() {
        for file in [
            r#"{"variant": "classic", "rounds": []}"#,
            r#"{"variant": "classic", "options": {"target": 300}, "rounds": [
                {"taker": "A", "contract": "hearts", "points": {"A": 102}},
                {"taker": "B", "contract": "spades", "points": {"A": 81, "B": 81}},
                {"taker": "A", "contract": "clubs", "points": {"A": 90}, "belote": {"A": 1}}]}"#,
            r#"{"variant": "contree", "rounds": [{"taker": "B", "contract": "hearts", "bid": 80, "points": {"B": 100}, "double": "double"}]}"#,
        ] {
            let sheet = score_str(file).unwrap();
            assert_eq!(
                pieces(&sheet, Format::Pretty),
                serde_json::to_string_pretty(&sheet).unwrap() + "\n"
            );
            assert_eq!(
                pieces(&sheet, Format::Compact),
                serde_json::to_string(&sheet).unwrap() + "\n"
            );
            assert_eq!(pieces(&sheet, Format::Text), sheet.to_text());
        }
    }
}
