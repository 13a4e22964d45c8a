//! The fast way through a match file, for the files `belote score` is usually given: read
//! in large blocks, the top-level object's punctuation and the `rounds` array's are walked
//! here, and each value in them — each round, one at a time — is parsed by `serde_json`
//! from the block ([`Lite`]), checked by the core's own round checks, scored and written
//! out before the next is read. Memory holds a block and a round, whatever the number of
//! rounds.
//!
//! It takes nothing on trust and reports nothing: at the first thing it does not expect —
//! any error, a key it does not know, a key twice, `variant` or `options` after `rounds`,
//! deep nesting — it gives up ([`Bail`]) and the caller reads the file again the exact way
//! (`exact.rs`), which finds the error `belote` reports, or the score of an unusual but good
//! file. So every byte this path accepts is valid JSON that the whole-document reader would
//! have read the same way, and every round is checked by the same code.

use crate::lite::{Lite, Scan};
use crate::sheet::SheetWriter;
use belote_core::json::Json;
use belote_core::parse::{parse_match, parse_round, MATCH_KEYS};
use belote_core::{Options, Scorer};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::io::{self, Read, Write};

/// The input is not one this path scores; read it the exact way.
#[derive(Debug)]
pub struct Bail;

type Fast<T> = Result<T, Bail>;

/// Nesting this path accepts in one value: `serde_json` refuses a document nested 128
/// deep, and a round sits two levels down; deeper rounds go the exact way, which says so.
const MAX_DEPTH: usize = 100;
// What the plain reader takes needs no second look at its depth.
const _: () = assert!(crate::lite::MAX_NESTING <= MAX_DEPTH);
/// The largest round (or header value) this path holds; a larger one goes the exact way.
const MAX_VALUE: usize = 1 << 20;
const BLOCK: usize = 1 << 17;

/// The input in blocks, with the text not yet used. Each block is checked as UTF-8 once, as
/// it is read, so every value is parsed from text (`&str`), none of its strings checked again.
struct Blocks<'r> {
    input: &'r mut dyn Read,
    /// The text read so far that is not used yet, from `pos`.
    buf: String,
    /// The next byte to use.
    pos: usize,
    /// The first bytes of a character the last block ended in the middle of.
    partial: Vec<u8>,
    eof: bool,
}

/// What parsing the bytes at hand gave.
enum Parsed<R> {
    /// The value, handed on, and the bytes it took.
    Done(Fast<R>, usize),
    /// The value may go on past the bytes read so far.
    More,
    Fail,
}

impl Blocks<'_> {
    /// Reads more input, keeping the text not yet used (moved to the front of the buffer,
    /// which grows if it fills most of it). `false` at the end of the input; not UTF-8 gives
    /// up (the exact way says where).
    fn refill(&mut self) -> Fast<bool> {
        if self.eof {
            return Ok(false);
        }
        let mut bytes = std::mem::take(&mut self.buf).into_bytes();
        bytes.drain(..self.pos);
        self.pos = 0;
        bytes.append(&mut self.partial);
        let end = bytes.len();
        let room = if end > BLOCK / 2 {
            if end > MAX_VALUE {
                return Err(Bail);
            }
            end * 2
        } else {
            BLOCK
        };
        bytes.resize(room, 0);
        let read = loop {
            match self.input.read(&mut bytes[end..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return Err(Bail),
            }
        };
        bytes.truncate(end + read);
        if read == 0 {
            self.eof = true;
        }
        self.buf = match String::from_utf8(bytes) {
            Ok(text) => text,
            // A character cut at the end of the block: kept for the next one.
            Err(e) if e.utf8_error().error_len().is_none() && read > 0 => {
                let valid = e.utf8_error().valid_up_to();
                let mut bytes = e.into_bytes();
                self.partial = bytes.split_off(valid);
                String::from_utf8(bytes).map_err(|_| Bail)?
            }
            Err(_) => return Err(Bail),
        };
        Ok(read > 0)
    }

    /// The next byte that is not JSON whitespace, without using it; `None` at the end.
    fn peek(&mut self) -> Fast<Option<u8>> {
        loop {
            while let Some(&b) = self.buf.as_bytes().get(self.pos) {
                match b {
                    b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                    b => return Ok(Some(b)),
                }
            }
            if !self.refill()? {
                return Ok(None);
            }
        }
    }

    /// Uses the next byte if it is `want` (after whitespace).
    fn expect(&mut self, want: u8) -> Fast<()> {
        match self.peek()? {
            Some(b) if b == want => {
                self.pos += 1;
                Ok(())
            }
            _ => Err(Bail),
        }
    }

    /// Parses the next value (after whitespace) from the bytes at hand with `parse`, reading
    /// more (and parsing again) while the value may go on past them.
    fn value<R>(&mut self, mut parse: impl FnMut(&str, bool) -> Parsed<R>) -> Fast<R> {
        self.peek()?.ok_or(Bail)?;
        loop {
            // `pos` is never inside a character: it only moves past ASCII and whole values.
            let text = self.buf.get(self.pos..).ok_or(Bail)?;
            match parse(text, self.eof) {
                Parsed::Done(r, used) => {
                    self.pos += used;
                    return r;
                }
                Parsed::More => {
                    // At the end of the input, `parse` is asked once more, knowing it.
                    self.refill()?;
                }
                Parsed::Fail => return Err(Bail),
            }
        }
    }

    /// The next value, owned.
    fn owned<T: serde::de::DeserializeOwned>(&mut self, depth: impl Fn(&T) -> usize) -> Fast<T> {
        self.value(|bytes, eof| match front::<T>(bytes, eof) {
            Err(Bail) => Parsed::Fail,
            Ok(None) => Parsed::More,
            Ok(Some((v, _))) if depth(&v) > MAX_DEPTH => Parsed::Fail,
            Ok(Some((v, used))) => Parsed::Done(Ok(v), used),
        })
    }
}

/// One value parsed from the front of `bytes` as the whole document's reader parses it,
/// with the number of bytes it took; `None` if it may go on past them (`eof`: it cannot).
fn front<'a, T: Deserialize<'a>>(text: &'a str, eof: bool) -> Fast<Option<(T, usize)>> {
    let bytes = text.as_bytes();
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<T>();
    match stream.next() {
        Some(Ok(v)) => {
            let used = stream.byte_offset();
            // A number or a literal may go on in the bytes not read yet.
            Ok((used < bytes.len() || eof).then_some((v, used)))
        }
        Some(Err(e)) if e.is_eof() && !eof => Ok(None),
        _ => Err(Bail),
    }
}

fn value_depth(v: &Value) -> usize {
    match v {
        Value::Array(list) => 1 + list.iter().map(value_depth).max().unwrap_or(0),
        Value::Object(map) => 1 + map.values().map(value_depth).max().unwrap_or(0),
        _ => 0,
    }
}

fn lite_depth(v: &Lite) -> usize {
    match v {
        Lite::Array(list) => 1 + list.iter().map(lite_depth).max().unwrap_or(0),
        Lite::Object(entries) => {
            1 + entries
                .iter()
                .map(|(_, v)| lite_depth(v))
                .max()
                .unwrap_or(0)
        }
        _ => 0,
    }
}

/// Scores the match file read from `input` and writes its score sheet to `out`, or gives
/// up. What is written is only good when this returns `Ok`.
pub fn score<W: Write>(input: &mut dyn Read, out: &mut SheetWriter<W>) -> Fast<()> {
    let mut blocks = Blocks {
        input,
        buf: String::new(),
        pos: 0,
        partial: Vec::new(),
        eof: false,
    };
    blocks.expect(b'{')?;
    let mut header = Map::new();
    let mut scored = None;
    loop {
        match blocks.peek()? {
            Some(b'}') => {
                blocks.pos += 1;
                break;
            }
            Some(_) if !header.is_empty() => blocks.expect(b',')?,
            Some(_) => {}
            None => return Err(Bail),
        }
        let key: String = blocks.owned(|_| 0)?;
        let key = MATCH_KEYS.into_iter().find(|k| *k == key).ok_or(Bail)?;
        if header.contains_key(key) {
            return Err(Bail);
        }
        blocks.expect(b':')?;
        if key != "rounds" {
            let value: Value = blocks.owned(value_depth)?;
            header.insert(key.to_string(), value);
            continue;
        }
        // The rounds: the variant and the options must be known by now (neither may follow).
        header.insert("rounds".to_string(), Value::Array(Vec::new()));
        let (mut scorer, options) = start(&header, out)?;
        match blocks.peek()? {
            Some(b'[') => {
                blocks.pos += 1;
                rounds(&mut blocks, &mut scorer, &options, out)?;
            }
            Some(b'n') => blocks.owned::<()>(|_| 0)?,
            _ => return Err(Bail),
        }
        scored = Some(scorer);
        // Nothing may follow the rounds but the end of the object.
        blocks.expect(b'}')?;
        break;
    }
    if blocks.peek()?.is_some() {
        return Err(Bail);
    }
    let scorer = match scored {
        Some(s) => s,
        None => start(&header, out)?.0,
    };
    out.end(
        scorer.totals(),
        scorer.pot(),
        scorer.sakkas(),
        scorer.winner(),
    )
    .map_err(|_| Bail)
}

/// Reads the header (variant, options) as the whole-file reader does, and begins the sheet.
fn start<W: Write>(
    header: &Map<String, Value>,
    out: &mut SheetWriter<W>,
) -> Fast<(Scorer, Options)> {
    let m = parse_match(&Value::Object(header.clone())).map_err(|_| Bail)?;
    let scorer = Scorer::new(m.variant, &m.options).map_err(|_| Bail)?;
    out.begin(m.variant).map_err(|_| Bail)?;
    Ok((scorer, m.options))
}

/// The elements of the rounds array, after its `[`: each parsed, checked, scored, written.
fn rounds<W: Write>(
    blocks: &mut Blocks,
    scorer: &mut Scorer,
    options: &Options,
    out: &mut SheetWriter<W>,
) -> Fast<()> {
    let variant = scorer.variant();
    let mut result = out.new_result();
    let mut at = String::new();
    if blocks.peek()? == Some(b']') {
        blocks.pos += 1;
        return Ok(());
    }
    loop {
        let mut take = |round: &Lite| -> Fast<()> {
            if !round.is_object() {
                return Err(Bail);
            }
            // Where the round is, for its checks' messages: not by `write!`, whose general
            // machinery costs more than a round's own reading in the WebAssembly module.
            at.clear();
            at.push_str("rounds[");
            at.push_str(itoa::Buffer::new().format(scorer.rounds()));
            at.push(']');
            let round = parse_round(variant, options, round, &at).map_err(|_| Bail)?;
            scorer.score_into(&round, &mut result).map_err(|_| Bail)?;
            out.round(&result).map_err(|_| Bail)
        };
        blocks.value(|bytes, eof| match Lite::scan(bytes, eof) {
            // The plain reader takes nothing nested deeper than MAX_DEPTH.
            Scan::Value(round, used) => Parsed::Done(take(&round), used),
            Scan::More => Parsed::More,
            Scan::Unsure => match front::<Lite>(bytes, eof) {
                Err(Bail) => Parsed::Fail,
                Ok(None) => Parsed::More,
                Ok(Some((round, _))) if lite_depth(&round) > MAX_DEPTH => Parsed::Fail,
                Ok(Some((round, used))) => Parsed::Done(take(&round), used),
            },
        })?;
        match blocks.peek()? {
            Some(b',') => blocks.pos += 1,
            Some(b']') => {
                blocks.pos += 1;
                return Ok(());
            }
            _ => return Err(Bail),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Format;
    use belote_core::Lang;

    /// A file handed over a few bytes at a time, so blocks end inside values and characters.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(self.0.len()).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn fast_sheet(file: &str, piece: usize) -> Option<Vec<u8>> {
        let mut out = SheetWriter::new(Vec::new(), Format::Compact, Lang::En);
        score(&mut Trickle(file.as_bytes(), piece), &mut out).ok()?;
        Some(out.into_inner())
    }

    #[test]
    fn blocks_cut_anywhere_read_as_the_whole_file() {
        let file = r#"{"variant": "classic", "options": {"target": 300}, "rounds": [
            {"taker": "A", "contract": "hearts", "points": {"A": 102}},
            {"taker": "B", "contract": "spades", "points": {"A": 81, "B": 81}, "belote": {"A": 1}}]}"#;
        let whole = fast_sheet(file, usize::MAX).expect("the fast way takes it");
        for piece in 1..9 {
            assert_eq!(fast_sheet(file, piece).as_ref(), Some(&whole), "{piece}");
        }
        // A letter beyond ASCII (here where the exact way reports it) cut by every block
        // size: the fast way gives up as it does whole, never on a character it cut itself.
        let file = file.replace("\"hearts\"", "\"c\u{153}ur\"");
        assert_eq!(fast_sheet(&file, usize::MAX), None);
        for piece in 1..9 {
            assert_eq!(fast_sheet(&file, piece), None, "{piece}");
        }
        assert!(fast_sheet("{\"variant\": \"classic\", \"rounds\": []}  \n", 1).is_some());
    }
}
