//! Bytes gathered before they are handed over, written a short piece at a time (a
//! sentence's words, a number, the punctuation between values, a JSON key): each piece is
//! copied by a few loads and stores of fixed size, not by `memcpy`. In the WebAssembly module
//! a copy of any other size is a `memory.copy`, which V8 turns into a call out of the module's
//! code, costing more than the piece's own bytes; natively both are a few instructions
//! (docs/performance.md, "The engine in the browser"). The score sheet's writer
//! (`belote-sheet`) gathers its chunks in one, and [`json_text`] writes any value's JSON text
//! through one (the app's answers), in ASCII.

use std::io;

/// Bytes in use at the front of a buffer kept full (its spare room already zeroed, so a
/// piece is copied into a slice of it rather than appended).
pub struct Bytes {
    buf: Vec<u8>,
    len: usize,
}

impl Bytes {
    pub fn with_capacity(n: usize) -> Bytes {
        Bytes {
            buf: vec![0; n.max(64)],
            len: 0,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        &self.buf[..self.len]
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    #[inline]
    pub fn push(&mut self, b: u8) {
        if self.len == self.buf.len() {
            self.grow(self.len + 1);
        }
        self.buf[self.len] = b;
        self.len += 1;
    }

    /// Appends `piece`.
    #[inline]
    pub fn put(&mut self, piece: &[u8]) {
        let end = self.len + piece.len();
        if end > self.buf.len() {
            self.grow(end);
        }
        copy(&mut self.buf[self.len..end], piece);
        self.len = end;
    }

    /// The bytes in use, the buffer's spare room let go.
    pub fn into_vec(mut self) -> Vec<u8> {
        self.buf.truncate(self.len);
        self.buf
    }

    #[cold]
    #[inline(never)]
    fn grow(&mut self, end: usize) {
        let size = end.max(self.buf.len() * 2);
        self.buf.resize(size, 0);
    }
}

/// Copies `from` into `to`, as long: up to 32 bytes by two fixed-size moves that may
/// overlap (for 8 to 16 bytes, the first eight and the last eight), longer ones by `memcpy`.
#[inline(always)]
fn copy(to: &mut [u8], from: &[u8]) {
    let n = from.len();
    if n != to.len() {
        return to.copy_from_slice(from);
    }
    match n {
        0 => {}
        1..=3 => {
            to[0] = from[0];
            to[n / 2] = from[n / 2];
            to[n - 1] = from[n - 1];
        }
        4..=7 => {
            to[..4].copy_from_slice(&from[..4]);
            to[n - 4..].copy_from_slice(&from[n - 4..]);
        }
        8..=16 => {
            to[..8].copy_from_slice(&from[..8]);
            to[n - 8..].copy_from_slice(&from[n - 8..]);
        }
        17..=32 => {
            to[..16].copy_from_slice(&from[..16]);
            to[n - 16..].copy_from_slice(&from[n - 16..]);
        }
        _ => to.copy_from_slice(from),
    }
}

impl io::Write for Bytes {
    #[inline]
    fn write(&mut self, piece: &[u8]) -> io::Result<usize> {
        self.put(piece);
        Ok(piece.len())
    }

    /// What serde_json writes with: the piece appended at once (the default loops over
    /// `write`, a call more for each of the answer's many short pieces).
    #[inline]
    fn write_all(&mut self, piece: &[u8]) -> io::Result<()> {
        self.put(piece);
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `value`'s compact JSON text in ASCII: as `serde_json::to_string` writes it, but for each
/// letter beyond ASCII in its strings, written as its escape (`\u041f`, a pair of them beyond
/// U+FFFF) — the same JSON, read back to the same value. Its many short pieces are copied as
/// [`Bytes`] copies them.
///
/// ASCII because the web app's answers cross into JavaScript through `TextDecoder`, which
/// turns ASCII into a string three to four times as fast as anything else, and whose string
/// then takes half the memory when it is posted to the page and parsed there: a long
/// history's statistics run to megabytes, their players' names in Cyrillic, Croatian and
/// French letters (docs/performance.md, "The engine in the browser").
pub fn json_text<T: serde::Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    let mut out = Bytes::with_capacity(4096);
    value.serialize(&mut serde_json::Serializer::with_formatter(&mut out, Ascii))?;
    // Only ASCII was written: escapes, punctuation and the ASCII stretches of `str`s.
    String::from_utf8(out.into_vec()).map_err(serde::ser::Error::custom)
}

/// serde_json's compact format, letters beyond ASCII escaped (see [`json_text`]).
struct Ascii;

impl serde_json::ser::Formatter for Ascii {
    fn write_string_fragment<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let bytes = fragment.as_bytes();
        if fragment.is_ascii() {
            return writer.write_all(bytes);
        }
        let mut plain = 0;
        for (at, letter) in fragment.char_indices().filter(|(_, c)| !c.is_ascii()) {
            writer.write_all(&bytes[plain..at])?;
            let mut units = [0u16; 2];
            for &unit in letter.encode_utf16(&mut units).iter() {
                writer.write_all(&unicode_escape(unit))?;
            }
            plain = at + letter.len_utf8();
        }
        writer.write_all(&bytes[plain..])
    }
}

/// `\uXXXX` of one UTF-16 unit, in lower-case hexadecimal (as serde_json writes its own).
fn unicode_escape(unit: u16) -> [u8; 6] {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let digit = |shift: u16| HEX[usize::from((unit >> shift) & 0xF)];
    [b'\\', b'u', digit(12), digit(8), digit(4), digit(0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_of_every_length_are_appended_whole() {
        let text: Vec<u8> = (0..200u8).collect();
        let mut bytes = Bytes::with_capacity(1);
        let mut want = Vec::new();
        for n in 0..text.len() {
            bytes.put(&text[..n]);
            want.extend_from_slice(&text[..n]);
            bytes.push(b'|');
            want.push(b'|');
            assert_eq!(bytes.as_slice(), &want[..], "a piece of {n}");
        }
        bytes.truncate(3);
        assert_eq!(bytes.as_slice(), &want[..3]);
        bytes.clear();
        assert_eq!(bytes.len(), 0);
    }

    #[test]
    fn json_text_is_serde_jsons_in_ascii() {
        let value = serde_json::json!({
            "name": "Пешо & Noé \"B.\"\n", "n": -12, "x": 0.1, "list": [1, 2.5, null, true],
            "long": "x".repeat(5000), "nested": {"a": {"b": []}},
            "Đurđa": "ŠŽ", "card": "🂡 10♥", "rtl": "بلوت", "": "\u{7f}\u{80}\u{ffff}\u{10000}"
        });
        let text = json_text(&value).unwrap();
        assert!(text.is_ascii(), "{text}");
        // The same JSON: read back to the same value, and the same bytes where ASCII.
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&text).unwrap(),
            value
        );
        let ascii = serde_json::json!({"name": "A \"B\"\n\t", "n": [1, -2.5, null, true, {}]});
        assert_eq!(
            json_text(&ascii).unwrap(),
            serde_json::to_string(&ascii).unwrap()
        );
        // Escapes as serde_json writes its own: lower case; a pair beyond U+FFFF.
        assert_eq!(json_text("é🂡").unwrap(), r#""\u00e9\ud83c\udca1""#);
    }
}
