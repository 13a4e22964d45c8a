//! Light JSON values for the rounds `belote score` reads on its fast path: strings borrowed
//! from the input where they have no escapes, objects as short lists of entries in the
//! input's order, numbers as `serde_json::Number` — so the core's round checks ([`Json`])
//! answer exactly as they do for a `serde_json::Value` of the same text. A duplicate key or
//! an unusually large object is refused (the caller then reads the file the slow, exact way,
//! with `serde_json::Value`), never guessed at.

use belote_core::json::{same_key as same, Json};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Number, Value};
use std::borrow::Cow;
use std::fmt;

/// Keys an object may have here; a round has at most eleven.
const MAX_KEYS: usize = 32;

#[derive(Debug, Clone, PartialEq)]
pub enum Lite<'a> {
    Null,
    Bool(bool),
    Number(Number),
    Str(Cow<'a, str>),
    Array(Vec<Lite<'a>>),
    Object(Vec<(Cow<'a, str>, Lite<'a>)>),
}

impl Lite<'_> {
    /// The same value as a `serde_json::Value`.
    pub fn to_value(&self) -> Value {
        match self {
            Lite::Null => Value::Null,
            Lite::Bool(b) => Value::Bool(*b),
            Lite::Number(n) => Value::Number(n.clone()),
            Lite::Str(s) => Value::String(s.to_string()),
            Lite::Array(list) => Value::Array(list.iter().map(Lite::to_value).collect()),
            Lite::Object(entries) => Value::Object(
                entries
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.to_value()))
                    .collect(),
            ),
        }
    }
}

/// Printed as `serde_json::Value` prints (only error messages print values).
impl fmt::Display for Lite<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_value(), f)
    }
}

impl<'a> Json for Lite<'a> {
    fn is_null(&self) -> bool {
        matches!(self, Lite::Null)
    }

    fn as_bool(&self) -> Option<bool> {
        match self {
            Lite::Bool(b) => Some(*b),
            _ => None,
        }
    }

    fn is_number(&self) -> bool {
        matches!(self, Lite::Number(_))
    }

    fn as_str(&self) -> Option<&str> {
        match self {
            Lite::Str(s) => Some(s),
            _ => None,
        }
    }

    fn as_i64(&self) -> Option<i64> {
        match self {
            Lite::Number(n) => n.as_i64(),
            _ => None,
        }
    }

    fn as_f64(&self) -> Option<f64> {
        match self {
            Lite::Number(n) => n.as_f64(),
            _ => None,
        }
    }

    fn as_array(&self) -> Option<&[Lite<'a>]> {
        match self {
            Lite::Array(list) => Some(list),
            _ => None,
        }
    }

    fn is_object(&self) -> bool {
        matches!(self, Lite::Object(_))
    }

    fn get(&self, key: &str) -> Option<&Lite<'a>> {
        match self {
            Lite::Object(entries) => entries.iter().find(|(k, _)| same(k, key)).map(|(_, v)| v),
            _ => None,
        }
    }

    fn key_not_in(&self, known: &[&str]) -> Option<&str> {
        match self {
            Lite::Object(entries) => entries
                .iter()
                .map(|(k, _)| k.as_ref())
                .find(|k| !known.iter().any(|known| same(k, known))),
            _ => None,
        }
    }

    fn each_entry<'s>(&'s self, mut f: impl FnMut(&'s str, &'s Lite<'a>)) {
        if let Lite::Object(entries) = self {
            for (k, v) in entries {
                f(k, v);
            }
        }
    }
}

/// What [`Lite::scan`] made of the bytes at hand.
#[derive(Debug, PartialEq)]
pub enum Scan<'a> {
    /// A value, and the bytes it took.
    Value(Lite<'a>, usize),
    /// The value may go on past the bytes at hand.
    More,
    /// Not a value this reader takes: `serde_json` reads it (and reports what is wrong).
    Unsure,
}

impl<'a> Lite<'a> {
    /// Reads the plainest JSON — objects, arrays, `true`, `false`, `null`, whole numbers
    /// from 0 to 10^18, and strings of printable ASCII without escapes, which is what a
    /// round is made of — from the front of `bytes`, faster than `serde_json` and to the
    /// same values. Anything else, however valid, is [`Scan::Unsure`]: this reader never
    /// judges JSON, it only takes what is plainly good. `eof`: nothing follows `text`.
    pub fn scan(text: &'a str, eof: bool) -> Scan<'a> {
        let bytes = text.as_bytes();
        let mut r = Reader {
            text,
            bytes,
            pos: 0,
        };
        match r.value(0) {
            Ok(v) => {
                if !matches!(v, Lite::Object(_) | Lite::Array(_) | Lite::Str(_)) {
                    // A number or a literal ends where a delimiter follows.
                    match bytes.get(r.pos) {
                        None if !eof => return Scan::More,
                        None | Some(b' ' | b'\t' | b'\n' | b'\r' | b',' | b']' | b'}') => {}
                        Some(_) => return Scan::Unsure,
                    }
                }
                Scan::Value(v, r.pos)
            }
            Err(Stop::More) if !eof => Scan::More,
            Err(_) => Scan::Unsure,
        }
    }
}

/// Why [`Reader`] stopped.
enum Stop {
    More,
    Unsure,
}

struct Reader<'a> {
    text: &'a str,
    /// `text`'s bytes.
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn peek(&mut self) -> Result<u8, Stop> {
        while let Some(&b) = self.bytes.get(self.pos) {
            if !matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
                return Ok(b);
            }
            self.pos += 1;
        }
        Err(Stop::More)
    }

    fn value(&mut self, depth: usize) -> Result<Lite<'a>, Stop> {
        match self.peek()? {
            b'{' => {
                if depth >= MAX_NESTING {
                    return Err(Stop::Unsure);
                }
                self.pos += 1;
                let mut entries: Vec<(Cow<'a, str>, Lite<'a>)> = Vec::with_capacity(8);
                if self.peek()? == b'}' {
                    self.pos += 1;
                    return Ok(Lite::Object(entries));
                }
                loop {
                    if self.peek()? != b'"' {
                        return Err(Stop::Unsure);
                    }
                    let key = self.string()?;
                    if entries.len() == MAX_KEYS || entries.iter().any(|(k, _)| *k == key) {
                        return Err(Stop::Unsure);
                    }
                    if self.peek()? != b':' {
                        return Err(Stop::Unsure);
                    }
                    self.pos += 1;
                    let v = self.value(depth + 1)?;
                    entries.push((Cow::Borrowed(key), v));
                    match self.peek()? {
                        b',' => self.pos += 1,
                        b'}' => {
                            self.pos += 1;
                            return Ok(Lite::Object(entries));
                        }
                        _ => return Err(Stop::Unsure),
                    }
                }
            }
            b'[' => {
                if depth >= MAX_NESTING {
                    return Err(Stop::Unsure);
                }
                self.pos += 1;
                let mut list = Vec::with_capacity(4);
                if self.peek()? == b']' {
                    self.pos += 1;
                    return Ok(Lite::Array(list));
                }
                loop {
                    list.push(self.value(depth + 1)?);
                    match self.peek()? {
                        b',' => self.pos += 1,
                        b']' => {
                            self.pos += 1;
                            return Ok(Lite::Array(list));
                        }
                        _ => return Err(Stop::Unsure),
                    }
                }
            }
            b'"' => Ok(Lite::Str(Cow::Borrowed(self.string()?))),
            b'0'..=b'9' => self.number(),
            b't' => self.literal(b"true", Lite::Bool(true)),
            b'f' => self.literal(b"false", Lite::Bool(false)),
            b'n' => self.literal(b"null", Lite::Null),
            _ => Err(Stop::Unsure),
        }
    }

    /// A string of printable ASCII without escapes, after its opening quote is peeked: one
    /// pass over its bytes, up to the closing quote, each looked at once.
    fn string(&mut self) -> Result<&'a str, Stop> {
        let start = self.pos + 1;
        let rest = self.bytes.get(start..).ok_or(Stop::More)?;
        let mut len = 0;
        loop {
            match rest.get(len) {
                None => return Err(Stop::More),
                Some(b'"') => break,
                Some(b'\\') | Some(0..=0x1f) | Some(0x7f..) => return Err(Stop::Unsure),
                Some(_) => len += 1,
            }
        }
        self.pos = start + len + 1;
        // ASCII between two quotes: always whole characters of the text.
        self.text.get(start..start + len).ok_or(Stop::Unsure)
    }

    /// A whole number from 0 to 10^18 (no sign, fraction or exponent), as `serde_json`
    /// reads it: a `u64`.
    fn number(&mut self) -> Result<Lite<'a>, Stop> {
        let start = self.pos;
        let digits = self.bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let next = self.bytes.get(start + digits).copied();
        if matches!(next, Some(b'.' | b'e' | b'E' | b'-' | b'+')) || digits > 18 {
            return Err(Stop::Unsure);
        }
        if self.bytes[start] == b'0' && digits > 1 {
            return Err(Stop::Unsure);
        }
        let mut n = 0u64;
        for &d in &self.bytes[start..start + digits] {
            n = n * 10 + u64::from(d - b'0');
        }
        self.pos = start + digits;
        Ok(Lite::Number(n.into()))
    }

    fn literal(&mut self, word: &[u8], value: Lite<'a>) -> Result<Lite<'a>, Stop> {
        let rest = &self.bytes[self.pos..];
        if rest.len() < word.len() {
            return if word.starts_with(rest) {
                Err(Stop::More)
            } else {
                Err(Stop::Unsure)
            };
        }
        if &rest[..word.len()] != word {
            return Err(Stop::Unsure);
        }
        self.pos += word.len();
        Ok(value)
    }
}

/// Nesting [`Lite::scan`] takes; deeper values are left to `serde_json`.
pub(crate) const MAX_NESTING: usize = 100;

/// A key, borrowed from the input when it has no escapes.
struct Key<'a>(Cow<'a, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl<'de> Visitor<'de> for KeyVisitor {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a key")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Borrowed(s)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(s.to_owned())))
            }
        }
        d.deserialize_str(KeyVisitor)
    }
}

/// Read as `serde_json::Value` is read: through `deserialize_any`, the same numbers.
impl<'de> Deserialize<'de> for Lite<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(LiteVisitor)
    }
}

struct LiteVisitor;

impl<'de> Visitor<'de> for LiteVisitor {
    type Value = Lite<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Lite<'de>, E> {
        Ok(Lite::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Lite<'de>, E> {
        Ok(Lite::Number(n.into()))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Lite<'de>, E> {
        Ok(Lite::Number(n.into()))
    }

    fn visit_f64<E>(self, n: f64) -> Result<Lite<'de>, E> {
        Ok(Number::from_f64(n).map_or(Lite::Null, Lite::Number))
    }

    fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Lite<'de>, E> {
        Ok(Lite::Str(Cow::Borrowed(s)))
    }

    fn visit_str<E>(self, s: &str) -> Result<Lite<'de>, E> {
        Ok(Lite::Str(Cow::Owned(s.to_owned())))
    }

    fn visit_string<E>(self, s: String) -> Result<Lite<'de>, E> {
        Ok(Lite::Str(Cow::Owned(s)))
    }

    fn visit_none<E>(self) -> Result<Lite<'de>, E> {
        Ok(Lite::Null)
    }

    fn visit_unit<E>(self) -> Result<Lite<'de>, E> {
        Ok(Lite::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Lite<'de>, D::Error> {
        Lite::deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Lite<'de>, A::Error> {
        let mut list = Vec::with_capacity(4);
        while let Some(v) = seq.next_element()? {
            list.push(v);
        }
        Ok(Lite::Array(list))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Lite<'de>, A::Error> {
        let mut entries: Vec<(Cow<'de, str>, Lite<'de>)> = Vec::with_capacity(8);
        while let Some(Key(k)) = map.next_key()? {
            if entries.len() == MAX_KEYS || entries.iter().any(|(seen, _)| *seen == k) {
                return Err(de::Error::custom("left to the exact reader"));
            }
            let v = map.next_value()?;
            entries.push((k, v));
        }
        Ok(Lite::Object(entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each text read as `Lite` answers as the `Value` of the same text.
    #[test]
    fn lite_values_answer_as_serde_values() {
        for text in [
            r#"{"taker": "A", "points": {"B": 81.0}, "x": [1, -2, 3.5, 1e3, 18446744073709551615]}"#,
            r#"{"k\u00e9y": "esc\"aped", "n": null, "t": true, "big": 123456789012345678901234}"#,
            r#"[{"a": {}}, [], "", -0, 0.1]"#,
        ] {
            let value: Value = serde_json::from_str(text).unwrap();
            let lite: Lite = serde_json::from_str(text).unwrap();
            assert_eq!(lite.to_value(), value, "{text}");
            assert_eq!(lite.to_string(), value.to_string());
            assert_eq!(lite.key_not_in(&["taker"]), value.key_not_in(&["taker"]));
            if let (Some(l), Some(v)) = (lite.get("points"), value.get("points")) {
                let (l, v) = (l.get("B").unwrap(), v.get("B").unwrap());
                assert_eq!((l.as_i64(), l.as_f64()), (v.as_i64(), v.as_f64()));
            }
        }
    }

    /// What the plain reader takes, it reads as `serde_json` does; what it does not, it
    /// leaves to `serde_json`, and a value cut short asks for more.
    #[test]
    fn the_plain_reader_takes_only_plain_json() {
        for text in [
            r#"{"taker": "A", "contract": "hearts", "points": {"A": 102}, "x": [true, false, null, 0, 999999999999999999]}"#,
            r#"  [ {} , [ ] , "" , {"a" :[1,2]} ]"#,
            "0",
            "7",
        ] {
            let value: Value = serde_json::from_str(text).unwrap();
            match Lite::scan(text, true) {
                Scan::Value(lite, used) => {
                    assert_eq!(lite.to_value(), value, "{text}");
                    assert_eq!(used, text.len(), "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
            for cut in 1..text.trim_end().len() {
                let part = &text[..cut];
                if part.bytes().all(|b| b.is_ascii_whitespace()) {
                    continue;
                }
                assert_eq!(Lite::scan(part, false), Scan::More, "{text} cut at {cut}");
            }
        }
        for text in [
            "-1",
            "1.5",
            "1e3",
            "01",
            "1234567890123456789",
            r#""caf\u00e9""#,
            "\"café\"",
            "\"tab\there\"",
            r#"{"a": 1, "a": 2}"#,
            "{\"a\" 1}",
            "[1 2]",
            "[1,]",
            "{,}",
            "tru",
            "truex",
            "nul",
            "[1}",
            "{\"a\":1]",
            "'a'",
            "+1",
            "\"\u{7f}\"",
        ] {
            assert_eq!(Lite::scan(text, true), Scan::Unsure, "{text}");
        }
        assert_eq!(Lite::scan("12", false), Scan::More, "a number may go on");
        assert_eq!(
            Lite::scan("12,", false),
            Scan::Value(Lite::Number(12u64.into()), 2)
        );
    }

    #[test]
    fn duplicate_keys_are_left_to_the_exact_reader() {
        assert!(serde_json::from_str::<Lite>(r#"{"a": 1, "a": 2}"#).is_err());
        assert!(serde_json::from_str::<Lite>(r#"[{"a": 1}, {"a": 2}]"#).is_ok());
    }
}
