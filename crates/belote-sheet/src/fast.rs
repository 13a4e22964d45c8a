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

/// The input in blocks, with the bytes not yet used.
struct Blocks<'r> {
    input: &'r mut dyn Read,
    buf: Vec<u8>,
    /// The next byte to use.
    pos: usize,
    /// The end of the bytes read.
    end: usize,
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
    /// Reads more input, keeping the bytes not yet used (moved to the front of the buffer,
    /// which grows if they fill most of it). `false` at the end of the input.
    fn refill(&mut self) -> Fast<bool> {
        if self.eof {
            return Ok(false);
        }
        self.buf.copy_within(self.pos..self.end, 0);
        self.end -= self.pos;
        self.pos = 0;
        if self.buf.len() - self.end < BLOCK / 2 {
            if self.buf.len() > MAX_VALUE {
                return Err(Bail);
            }
            self.buf.resize(self.buf.len() * 2, 0);
        }
        loop {
            match self.input.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return Err(Bail),
            }
        }
    }

    /// The next byte that is not JSON whitespace, without using it; `None` at the end.
    fn peek(&mut self) -> Fast<Option<u8>> {
        loop {
            while self.pos < self.end {
                match self.buf[self.pos] {
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
    fn value<R>(&mut self, mut parse: impl FnMut(&[u8], bool) -> Parsed<R>) -> Fast<R> {
        self.peek()?.ok_or(Bail)?;
        loop {
            match parse(&self.buf[self.pos..self.end], self.eof) {
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
fn front<'a, T: Deserialize<'a>>(bytes: &'a [u8], eof: bool) -> Fast<Option<(T, usize)>> {
    let mut stream = serde_json::Deserializer::from_slice(bytes).into_iter::<T>();
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
        buf: vec![0; BLOCK],
        pos: 0,
        end: 0,
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
