//! The JSON a round is read from, seen through one trait ([`Json`]), so the parser's checks
//! are written once for every representation: `serde_json::Value` (a whole match file in
//! memory, the app, the store) and the lighter values `belote score` reads straight from
//! the file while it streams. An implementation must answer exactly as `Value` does for
//! the same JSON text: the same numbers (`as_i64`, `as_f64`), the same order of keys, the
//! same text when printed.

use serde_json::Value;
use std::fmt;

/// A JSON value as the parser asks about it.
pub trait Json: fmt::Display + Sized {
    fn is_null(&self) -> bool;
    fn as_bool(&self) -> Option<bool>;
    /// Is it a number (whatever its value)?
    fn is_number(&self) -> bool;
    fn as_str(&self) -> Option<&str>;
    /// The number as an `i64`, as `serde_json::Value::as_i64` answers.
    fn as_i64(&self) -> Option<i64>;
    /// The number as an `f64`, as `serde_json::Value::as_f64` answers.
    fn as_f64(&self) -> Option<f64>;
    fn as_array(&self) -> Option<&[Self]>;
    fn is_object(&self) -> bool;
    /// The value of `key` in an object; `None` for a missing key or a value that is not an
    /// object.
    fn get(&self, key: &str) -> Option<&Self>;
    /// The first key of an object, in the input's order, that is not one of `known`.
    fn key_not_in(&self, known: &[&str]) -> Option<&str>;
    /// Calls `f` with each key of an object and its value, in the input's order (never for
    /// a value that is not an object).
    fn each_entry<'s>(&'s self, f: impl FnMut(&'s str, &'s Self));
}

/// Key equality, most often settled by the length (keys are short): byte by byte, not by
/// `memcmp`, whose call costs the WebAssembly module more than these few bytes.
#[inline]
pub fn same_key(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}

impl Json for Value {
    fn is_null(&self) -> bool {
        Value::is_null(self)
    }

    fn as_bool(&self) -> Option<bool> {
        Value::as_bool(self)
    }

    fn is_number(&self) -> bool {
        Value::is_number(self)
    }

    fn as_str(&self) -> Option<&str> {
        Value::as_str(self)
    }

    fn as_i64(&self) -> Option<i64> {
        Value::as_i64(self)
    }

    fn as_f64(&self) -> Option<f64> {
        Value::as_f64(self)
    }

    fn as_array(&self) -> Option<&[Value]> {
        Value::as_array(self).map(Vec::as_slice)
    }

    fn is_object(&self) -> bool {
        Value::is_object(self)
    }

    fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    fn key_not_in(&self, known: &[&str]) -> Option<&str> {
        self.as_object()?
            .keys()
            .map(String::as_str)
            .find(|k| !known.contains(k))
    }

    fn each_entry<'s>(&'s self, mut f: impl FnMut(&'s str, &'s Value)) {
        if let Some(map) = self.as_object() {
            for (k, v) in map {
                f(k, v);
            }
        }
    }
}
