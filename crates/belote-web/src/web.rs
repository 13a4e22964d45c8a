//! `belote score` as the WebAssembly module offers it, two ways:
//! - `score(text, format, lang, digits)`: the match file's text in, read from the JavaScript
//!   string a block at a time, and the sheet back as one JavaScript string, made a piece at
//!   a time as the writer hands its bytes over (neither is ever whole in the module's memory);
//! - `score_stream(source, sink, format, lang, digits)`: the file read block by block from a
//!   JavaScript source and the sheet handed to a JavaScript sink chunk by chunk, so that
//!   neither the match nor its sheet is ever whole anywhere — memory does not grow with the
//!   match's size, as the native command's does not.
//!
//! Both answer `{code, stdout, stderr}` as the command prints them (`stdout` empty for the
//! streamed sheet), written by the command's own reader and writer (`belote-sheet`).

use std::io::{self, Read, Write};

use belote_core::InputError;
use belote_sheet::{score_in, Input, Output};
use js_sys::JsString;
use wasm_bindgen::prelude::*;

use crate::sheet::{error_line, flags, STDIN};
use crate::utf8::mark_letters;

/// What `belote score - FLAGS` answers: its exit code (0, or 2 for bad input), standard output
/// and standard error.
#[wasm_bindgen(js_name = Answer)]
pub struct WebAnswer {
    code: u8,
    stdout: JsString,
    stderr: String,
}

#[wasm_bindgen(js_class = Answer)]
impl WebAnswer {
    #[wasm_bindgen(getter)]
    pub fn code(&self) -> u8 {
        self.code
    }

    #[wasm_bindgen(getter)]
    pub fn stdout(&self) -> JsString {
        self.stdout.clone()
    }

    #[wasm_bindgen(getter)]
    pub fn stderr(&self) -> String {
        self.stderr.clone()
    }
}

impl WebAnswer {
    fn sheet(stdout: JsString) -> WebAnswer {
        WebAnswer {
            code: 0,
            stdout,
            stderr: String::new(),
        }
    }

    fn bad_input(e: &InputError) -> WebAnswer {
        WebAnswer {
            code: 2,
            stdout: JsString::from(""),
            stderr: error_line(e),
        }
    }
}

/// The score sheet of the match file `text` in `format` (`pretty`, `compact` or `text`: no
/// flag, `--compact`, `--text`), the explanations in `lang` (`en`, `fr`, `bg`, `hr`, `nl`,
/// `ar`) and their numbers in `digits` (`latn`, the default, or `arab`: `--digits`).
#[wasm_bindgen(js_name = score)]
pub fn score_text(text: &JsString, format: &str, lang: &str, digits: Option<String>) -> WebAnswer {
    let (format, lang, digits) = match flags(format, lang, digits.as_deref()) {
        Ok(flags) => flags,
        Err(e) => return WebAnswer::bad_input(&e),
    };
    let mut input = FromText::new(text);
    let mut out = JsText::new();
    match score_in(&mut input, &mut out, format, lang, digits) {
        Ok(()) => WebAnswer::sheet(out.finish()),
        Err(e) => WebAnswer::bad_input(&e),
    }
}

#[wasm_bindgen]
extern "C" {
    /// The browser's (and node's) UTF-8 encoder.
    type TextEncoder;
    #[wasm_bindgen(constructor)]
    fn new() -> TextEncoder;
    /// Encodes as much of `text` as fits into `into`, whole characters only.
    #[wasm_bindgen(method, js_name = encodeInto)]
    fn encode_into(this: &TextEncoder, text: &JsString, into: &mut [u8]) -> EncodedInto;

    /// What `encodeInto` did: the UTF-16 units it read, the bytes it wrote.
    type EncodedInto;
    #[wasm_bindgen(method, getter)]
    fn read(this: &EncodedInto) -> u32;
    #[wasm_bindgen(method, getter)]
    fn written(this: &EncodedInto) -> u32;
}

/// The first halves of UTF-16's surrogate pairs (`charCodeAt` answers a number).
const HIGH_SURROGATES: std::ops::Range<f64> = 55296.0..56320.0;

/// A JavaScript string read as UTF-8, a block at a time, straight from the string: the match
/// file is never copied whole into the module's memory. A lone surrogate is read as U+FFFD,
/// as wasm-bindgen's copy of a string reads it.
struct FromText<'a> {
    text: &'a JsString,
    encoder: TextEncoder,
    /// The UTF-16 units read so far, of `len`.
    at: u32,
    len: u32,
    /// The rest of a character encoded for a read too small to hold it.
    held: Vec<u8>,
}

impl<'a> FromText<'a> {
    fn new(text: &'a JsString) -> FromText<'a> {
        FromText {
            text,
            encoder: TextEncoder::new(),
            at: 0,
            len: text.length(),
            held: Vec::new(),
        }
    }

    /// Encodes from `at` into `into`: the bytes written.
    fn encode(&mut self, into: &mut [u8]) -> usize {
        // Each UTF-16 unit takes at least one byte; a pair of surrogates is not cut in two.
        let mut end = self.len.min(self.at.saturating_add(into.len() as u32));
        if end < self.len
            && end > self.at + 1
            && HIGH_SURROGATES.contains(&self.text.char_code_at(end - 1))
        {
            end -= 1;
        }
        let done = self
            .encoder
            .encode_into(&self.text.substring(self.at, end), into);
        self.at += done.read();
        done.written() as usize
    }
}

impl Read for FromText<'_> {
    fn read(&mut self, into: &mut [u8]) -> io::Result<usize> {
        if into.is_empty() {
            return Ok(0);
        }
        if self.held.is_empty() && self.at < self.len {
            let n = self.encode(into);
            if n > 0 {
                return Ok(n);
            }
            // Too small for the next character: encoded aside, handed out in pieces.
            let mut room = [0u8; 8];
            let n = self.encode(&mut room);
            self.held.extend_from_slice(&room[..n]);
        }
        let n = self.held.len().min(into.len());
        into[..n].copy_from_slice(&self.held[..n]);
        self.held.drain(..n);
        Ok(n)
    }
}

impl Input for FromText<'_> {
    fn first_read(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        Ok(Box::new(FromText::new(self.text)))
    }

    fn again(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        Ok(Box::new(FromText::new(self.text)))
    }

    fn cannot_read(&self, e: &io::Error) -> InputError {
        InputError::new("", format!("cannot read {STDIN}: {e}"))
    }
}

/// The sheet as a JavaScript string, made of pieces of about a megabyte: the writer's chunks
/// gathered, each piece decoded once and the pieces joined (V8 joins strings without copying
/// them). Pieces that large go straight to the JavaScript heap's space for large objects,
/// rather than being copied out of its young generation, and few calls cross over.
///
/// A piece is decoded by `decode_sheet` below, its few letters beyond ASCII marked in ASCII
/// first: the browsers' and node's `TextDecoder` turn ASCII into a string about three times as
/// fast as anything else, and a single "carré" in a megabyte sends the whole of it down the
/// slow path. The decoded piece has its letters put back by `replaceAll` (a search as fast as
/// memchr, and one new string). A piece with other letters — a sheet in Bulgarian, Croatian or
/// Arabic — is decoded as it is (docs/performance.md, "The engine in the browser").
struct JsText {
    text: JsString,
    /// The bytes not decoded yet.
    held: Vec<u8>,
    /// The letters marked in the piece being decoded (`utf8.rs`).
    letters: Vec<u16>,
}

/// The size of a piece of the sheet decoded at once.
const PIECE: usize = 1 << 20;

#[wasm_bindgen(inline_js = r#"
let decoder = new TextDecoder("utf-8", { ignoreBOM: true });
let decoded = 0;
const marks = ["\x010", "\x011", "\x012"];
// `text` followed by the UTF-8 `bytes` (a view of the module's memory), where the mark of
// `letters[i]` (\x01 then the digit i) stands for that letter.
export function decode_sheet(text, bytes, letters) {
  // As wasm-bindgen's own glue does: Safari's decoder gives up after about 2 GB.
  decoded += bytes.length;
  if (decoded >= 2146435072) {
    decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    decoded = bytes.length;
  }
  let piece = decoder.decode(bytes);
  for (let i = 0; i < letters.length; i++) {
    piece = piece.replaceAll(marks[i], String.fromCharCode(letters[i]));
  }
  return text + piece;
}
"#)]
extern "C" {
    fn decode_sheet(text: &JsString, bytes: &[u8], letters: &[u16]) -> JsString;
}

impl JsText {
    /// Decodes what is held, but for the first bytes of a character it ends in the middle of
    /// (`all`: everything, an unfinished character replaced as `from_utf8_lossy` replaces it).
    fn decode(&mut self, all: bool) {
        match mark_letters(&mut self.held, all, &mut self.letters) {
            Some(whole) => {
                if whole > 0 {
                    self.text = decode_sheet(&self.text, &self.held[..whole], &self.letters);
                    self.held.drain(..whole);
                }
            }
            // Not UTF-8 (never, from the writer): replaced as the native command's
            // `from_utf8_lossy` would.
            None => {
                let text = String::from_utf8_lossy(&self.held).into_owned();
                self.text = decode_sheet(&self.text, text.as_bytes(), &[]);
                self.held.clear();
            }
        }
    }

    fn new() -> JsText {
        JsText {
            text: JsString::from(""),
            held: Vec::with_capacity(PIECE + (1 << 17)),
            letters: Vec::new(),
        }
    }

    fn finish(mut self) -> JsString {
        self.decode(true);
        self.text
    }
}

impl Write for JsText {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.held.extend_from_slice(bytes);
        if self.held.len() >= PIECE {
            self.decode(false);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Output for JsText {
    fn restart(&mut self) {
        self.text = JsString::from("");
        self.held.clear();
    }
}

#[wasm_bindgen]
extern "C" {
    /// Where `score_stream` reads a match file: `read(into)` puts the next bytes at the start
    /// of the `Uint8Array` `into` and answers how many (0 at the end: any number up to
    /// `into.length`); `rewind()` starts again from the first byte (the exact reader, for a
    /// file the usual way gives up on, reads it again from its start).
    pub type ScoreSource;
    #[wasm_bindgen(method, catch)]
    fn read(this: &ScoreSource, into: &mut [u8]) -> Result<f64, JsValue>;
    #[wasm_bindgen(method, catch)]
    fn rewind(this: &ScoreSource) -> Result<(), JsValue>;

    /// Where `score_stream` writes the sheet: `write(chunk)` is given each chunk (a view of
    /// the module's memory, valid during the call only: copy or write it out before
    /// returning); `restart()` says that everything written so far is to be forgotten (the
    /// exact reader writes the sheet again from its start). What it was given is the sheet
    /// only when the answer's code is 0.
    pub type ScoreSink;
    #[wasm_bindgen(method, catch)]
    fn write(this: &ScoreSink, chunk: &[u8]) -> Result<(), JsValue>;
    #[wasm_bindgen(method, catch)]
    fn restart(this: &ScoreSink) -> Result<(), JsValue>;
}

/// What a JavaScript exception says: its message, or the value in words.
fn described(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

/// The score sheet of the match file read from `source`, written to `sink` (see
/// [`ScoreSource`] and [`ScoreSink`]); the flags as for `score`. Answers the exit code and
/// standard error; its standard output is empty (the sheet went to `sink`).
#[wasm_bindgen]
pub fn score_stream(
    source: &ScoreSource,
    sink: &ScoreSink,
    format: &str,
    lang: &str,
    digits: Option<String>,
) -> WebAnswer {
    let (format, lang, digits) = match flags(format, lang, digits.as_deref()) {
        Ok(flags) => flags,
        Err(e) => return WebAnswer::bad_input(&e),
    };
    let mut input = FromSource(source);
    let mut out = ToSink { sink, broken: None };
    match score_in(&mut input, &mut out, format, lang, digits) {
        Ok(()) => WebAnswer::sheet(JsString::from("")),
        Err(e) => WebAnswer::bad_input(&e),
    }
}

/// The match file of a JavaScript source.
struct FromSource<'a>(&'a ScoreSource);

impl Read for FromSource<'_> {
    fn read(&mut self, into: &mut [u8]) -> io::Result<usize> {
        let n = self
            .0
            .read(into)
            .map_err(|e| io::Error::other(described(&e)))?;
        if n >= 0.0 && n <= into.len() as f64 && n.fract() == 0.0 {
            Ok(n as usize)
        } else {
            Err(io::Error::other(format!(
                "the source said it read {n} bytes into {}",
                into.len()
            )))
        }
    }
}

impl Input for FromSource<'_> {
    fn first_read(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        Ok(Box::new(FromSource(self.0)))
    }

    fn again(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        match self.0.rewind() {
            Ok(()) => Ok(Box::new(FromSource(self.0))),
            Err(e) => Err(self.cannot_read(&io::Error::other(described(&e)))),
        }
    }

    fn cannot_read(&self, e: &io::Error) -> InputError {
        InputError::new("", format!("cannot read {STDIN}: {e}"))
    }
}

/// The sheet handed to a JavaScript sink.
struct ToSink<'a> {
    sink: &'a ScoreSink,
    /// The sink failed to start again: nothing more may be written to it.
    broken: Option<String>,
}

impl Write for ToSink<'_> {
    fn write(&mut self, chunk: &[u8]) -> io::Result<usize> {
        if let Some(why) = &self.broken {
            return Err(io::Error::other(why.clone()));
        }
        self.sink
            .write(chunk)
            .map_err(|e| io::Error::other(described(&e)))?;
        Ok(chunk.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Output for ToSink<'_> {
    fn restart(&mut self) {
        if let Err(e) = self.sink.restart() {
            self.broken = Some(described(&e));
        }
    }
}
