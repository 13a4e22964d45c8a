//! Reading a large JSON document as a stream, with `serde_json`'s reader: the keys of its
//! top-level object as they come, and the elements of an array under one of them one at a
//! time, so that memory holds one element whatever the length of the array. The caller's
//! [`Sink`] says how each key's value is read ([`Take`]) and takes what is kept.
//!
//! Whatever is read, the syntax is `serde_json`'s, and a value read with [`Take::Check`] is
//! judged as reading it into a `serde_json::Value` judges it (numbers in range, nesting), so
//! the answer for a bad document is the one reading it whole would give. A limit on the bytes
//! any value held in memory may take ([`Reading::max_held`]) stops a huge one before it is
//! buffered whole.
//!
//! `belote score` reads match files with it (its exact way, `rounds` streamed), and the store
//! reads history files (`matches` streamed).

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;
use std::cell::Cell;
use std::fmt;
use std::io::{self, BufReader, Read};

/// How the value of a top-level key is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Take {
    /// Read whole and handed to [`Sink::value`].
    Keep,
    /// Read through as a `serde_json::Value` would be (the same errors), keeping nothing;
    /// what it was goes to [`Sink::kind`].
    Check,
    /// Read through for its syntax alone, keeping nothing.
    Skip,
    /// An array whose elements go to [`Sink::element`] one at a time (anything else is read
    /// through); what it was goes to [`Sink::kind`].
    Stream,
}

/// What a value read with [`Take::Check`] or [`Take::Stream`] was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Null,
    Array,
    Other,
}

/// The sink stopped the reading ([`Sink::element`]); it knows why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped;

/// Takes what [`read_object`] reads.
pub trait Sink {
    /// How the value of the top-level key `key` is read (the same key may come again).
    fn take(&mut self, key: &str) -> Take;

    /// The value of a key taken with [`Take::Keep`].
    fn value(&mut self, key: &str, value: Value);

    /// What the value of a key taken with [`Take::Check`] or [`Take::Stream`] was.
    fn kind(&mut self, _key: &str, _kind: Kind) {}

    /// Whether the next element of the array being streamed is wanted. Once it is not, the
    /// rest of the array is only read through, for its syntax, and never held.
    fn wants_element(&self) -> bool {
        true
    }

    /// Element `i` of the array taken with [`Take::Stream`]. `Err` stops the reading at once.
    fn element(&mut self, i: usize, element: Value) -> Result<(), Stopped>;

    /// How a top level that is not an object is read through: [`Take::Check`] (the
    /// default) or [`Take::Skip`].
    fn other_top_level(&self) -> Take {
        Take::Check
    }
}

/// How [`read_object`] reads; by default, without a limit.
#[derive(Default)]
pub struct Reading<'p> {
    /// The most bytes of the input one value held in memory (a key, a kept value, a streamed
    /// element) may take, give or take the reader's read-ahead; `None`: no limit.
    pub max_held: Option<u64>,
    /// Told, after each read, how many bytes have been read so far.
    pub progress: Option<&'p mut dyn FnMut(u64)>,
}

/// Why [`read_object`] stopped.
#[derive(Debug)]
pub enum StreamError {
    /// The sink stopped it.
    Stopped,
    /// A value held in memory went over [`Reading::max_held`]: element `i` of the streamed
    /// array, or (`None`) a key or value of the top level.
    TooLarge { element: Option<usize> },
    /// The JSON cannot be read, or (`is_io()`) the reader failed.
    Json(serde_json::Error),
}

impl fmt::Display for StreamError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            StreamError::Stopped => f.write_str("the reading was stopped"),
            StreamError::TooLarge { .. } => f.write_str("a value is larger than the limit"),
            StreamError::Json(e) => e.fmt(f),
        }
    }
}

/// Reads one JSON document from `reader`, handing its top-level keys and values to `sink`;
/// returns whether the top level is an object.
pub fn read_object(
    reader: impl Read,
    sink: &mut dyn Sink,
    reading: Reading,
) -> Result<bool, StreamError> {
    let guard = Guard {
        max: reading.max_held,
        ..Guard::default()
    };
    let reader = Guarded {
        inner: reader,
        guard: &guard,
        progress: reading.progress,
    };
    let mut de = serde_json::Deserializer::from_reader(BufReader::with_capacity(BUFFER, reader));
    let mut stopped = false;
    let read = TopLevel {
        sink,
        guard: &guard,
        stopped: &mut stopped,
    }
    .deserialize(&mut de)
    .and_then(|is_object| de.end().map(|()| is_object));
    match read {
        Ok(is_object) => Ok(is_object),
        Err(_) if stopped => Err(StreamError::Stopped),
        Err(_) if guard.tripped.get() => Err(StreamError::TooLarge {
            element: guard.element.get(),
        }),
        Err(e) => Err(StreamError::Json(e)),
    }
}

/// The `visit_*` methods of a visitor for the values that are neither arrays, objects nor
/// null: each read through, answering `$answer`.
macro_rules! scalars_are {
    ($answer:expr) => {
        fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
            Ok($answer)
        }

        fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
            Ok($answer)
        }

        fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
            Ok($answer)
        }

        fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
            Ok($answer)
        }

        fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
            Ok($answer)
        }
    };
}

/// The reader's buffer; also the slack [`Guard`] allows for its read-ahead.
const BUFFER: usize = 64 << 10;

/// Where the reading is, shared by the reader (which counts bytes) and the visitors (which
/// say which value is being read).
#[derive(Default)]
struct Guard {
    max: Option<u64>,
    /// Bytes read so far.
    read: Cell<u64>,
    /// Bytes read when the value being read began.
    start: Cell<u64>,
    /// The element being read; `None` outside the streamed array.
    element: Cell<Option<usize>>,
    /// Whether the value being read is held in memory (and so limited in size).
    held: Cell<bool>,
    /// Set when a value went over the limit.
    tripped: Cell<bool>,
}

impl Guard {
    /// A value that will be held in memory begins: an element, or a key or value of the
    /// top level.
    fn hold(&self, element: Option<usize>) {
        self.start.set(self.read.get());
        self.element.set(element);
        self.held.set(true);
    }

    /// A value that is only read through begins.
    fn pass(&self) {
        self.held.set(false);
    }
}

struct Guarded<'g, 'p, R> {
    inner: R,
    guard: &'g Guard,
    progress: Option<&'p mut dyn FnMut(u64)>,
}

impl<R: Read> Read for Guarded<'_, '_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let g = self.guard;
        let n = self.inner.read(buf)?;
        g.read.set(g.read.get() + n as u64);
        if let Some(max) = g.max {
            if g.held.get() && g.read.get() - g.start.get() > max + BUFFER as u64 {
                g.tripped.set(true);
                return Err(io::Error::other("a value is too large"));
            }
        }
        if let Some(progress) = &mut self.progress {
            progress(g.read.get());
        }
        Ok(n)
    }
}

/// The document: an object whose keys go to the sink, or anything else, read through.
struct TopLevel<'s, 'g> {
    sink: &'s mut dyn Sink,
    guard: &'g Guard,
    stopped: &'s mut bool,
}

impl<'de> DeserializeSeed<'de> for TopLevel<'_, '_> {
    type Value = bool;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for TopLevel<'_, '_> {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON document")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
        loop {
            self.guard.hold(None);
            let Some(key) = map.next_key::<String>()? else {
                break;
            };
            self.guard.hold(None);
            match self.sink.take(&key) {
                Take::Keep => {
                    let value = map.next_value::<Value>()?;
                    self.sink.value(&key, value);
                }
                Take::Check => {
                    self.guard.pass();
                    let Check(kind) = map.next_value()?;
                    self.sink.kind(&key, kind);
                }
                Take::Skip => {
                    self.guard.pass();
                    map.next_value::<IgnoredAny>()?;
                }
                Take::Stream => {
                    let kind = map.next_value_seed(Elements {
                        sink: &mut *self.sink,
                        guard: self.guard,
                        stopped: &mut *self.stopped,
                    })?;
                    self.guard.hold(None);
                    self.sink.kind(&key, kind);
                }
            }
        }
        Ok(true)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<bool, A::Error> {
        self.guard.pass();
        if self.sink.other_top_level() == Take::Skip {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
        } else {
            CheckVisitor.visit_seq(seq)?;
        }
        Ok(false)
    }

    scalars_are!(false);

    fn visit_unit<E>(self) -> Result<bool, E> {
        Ok(false)
    }
}

/// The value of a key taken with [`Take::Stream`]: an array's elements go to the sink.
struct Elements<'s, 'g> {
    sink: &'s mut dyn Sink,
    guard: &'g Guard,
    stopped: &'s mut bool,
}

impl<'de> DeserializeSeed<'de> for Elements<'_, '_> {
    type Value = Kind;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Kind, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Elements<'_, '_> {
    type Value = Kind;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Kind, A::Error> {
        for i in 0.. {
            self.guard.hold(Some(i));
            if self.sink.wants_element() {
                let Some(element) = seq.next_element::<Value>()? else {
                    break;
                };
                if self.sink.element(i, element).is_err() {
                    *self.stopped = true;
                    return Err(de::Error::custom("the reading was stopped"));
                }
            } else {
                self.guard.pass();
                if seq.next_element::<IgnoredAny>()?.is_none() {
                    break;
                }
            }
        }
        Ok(Kind::Array)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Kind, A::Error> {
        self.guard.pass();
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Kind::Other)
    }

    scalars_are!(Kind::Other);

    fn visit_unit<E>(self) -> Result<Kind, E> {
        Ok(Kind::Null)
    }
}

/// A value read through exactly as `serde_json::Value` reads one (through `deserialize_any`,
/// so with the same syntax errors, number range and nesting limit), keeping only its kind.
struct Check(Kind);

impl<'de> Deserialize<'de> for Check {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Check, D::Error> {
        d.deserialize_any(CheckVisitor).map(Check)
    }
}

/// A key read as `serde_json::Value` reads one (a string), kept nowhere.
struct CheckKey;

impl<'de> Deserialize<'de> for CheckKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CheckKey, D::Error> {
        d.deserialize_str(CheckVisitor).map(|_| CheckKey)
    }
}

struct CheckVisitor;

impl<'de> Visitor<'de> for CheckVisitor {
    type Value = Kind;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    scalars_are!(Kind::Other);

    fn visit_none<E>(self) -> Result<Kind, E> {
        Ok(Kind::Null)
    }

    fn visit_unit<E>(self) -> Result<Kind, E> {
        Ok(Kind::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Kind, D::Error> {
        Check::deserialize(d).map(|Check(kind)| kind)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Kind, A::Error> {
        while seq.next_element::<Check>()?.is_some() {}
        Ok(Kind::Array)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Kind, A::Error> {
        while map.next_key::<CheckKey>()?.is_some() {
            map.next_value::<Check>()?;
        }
        Ok(Kind::Other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Keeps `keep`, streams `list`, checks anything else; records what it was given.
    #[derive(Default)]
    struct Record {
        kept: Vec<(String, Value)>,
        kinds: Vec<(String, Kind)>,
        elements: Vec<(usize, Value)>,
        /// Stop at this element.
        stop_at: Option<usize>,
        /// Want no element after this many.
        want: Option<usize>,
    }

    impl Sink for Record {
        fn take(&mut self, key: &str) -> Take {
            match key {
                "keep" => Take::Keep,
                "list" => Take::Stream,
                "skip" => Take::Skip,
                _ => Take::Check,
            }
        }

        fn value(&mut self, key: &str, value: Value) {
            self.kept.push((key.to_string(), value));
        }

        fn kind(&mut self, key: &str, kind: Kind) {
            self.kinds.push((key.to_string(), kind));
        }

        fn wants_element(&self) -> bool {
            match self.want {
                Some(n) => self.elements.len() < n,
                None => true,
            }
        }

        fn element(&mut self, i: usize, element: Value) -> Result<(), Stopped> {
            if self.stop_at == Some(i) {
                return Err(Stopped);
            }
            self.elements.push((i, element));
            Ok(())
        }
    }

    fn read(text: &str, sink: &mut Record, max_held: Option<u64>) -> Result<bool, StreamError> {
        let reading = Reading {
            max_held,
            progress: None,
        };
        read_object(text.as_bytes(), sink, reading)
    }

    #[test]
    fn keys_are_kept_checked_or_streamed_as_the_sink_says() {
        let mut sink = Record::default();
        let text = r#"{"keep": {"a": [1]}, "other": [1, {"b": null}], "list": [{"x": 1}, 2, "three"],
                       "null": null, "skip": 1e999, "keep": 5}"#;
        assert!(read(text, &mut sink, None).unwrap());
        assert_eq!(
            sink.kept,
            vec![
                ("keep".into(), json!({"a": [1]})),
                ("keep".into(), json!(5))
            ]
        );
        assert_eq!(
            sink.kinds,
            vec![
                ("other".into(), Kind::Array),
                ("list".into(), Kind::Array),
                ("null".into(), Kind::Null)
            ]
        );
        assert_eq!(
            sink.elements,
            vec![(0, json!({"x": 1})), (1, json!(2)), (2, json!("three"))]
        );

        let mut sink = Record::default();
        assert!(read(r#"{"list": {"a": 1}}"#, &mut sink, None).unwrap());
        assert_eq!(sink.kinds, vec![("list".into(), Kind::Other)]);
        for text in ["[1, 2]", "\"text\"", "null", "12"] {
            assert!(!read(text, &mut Record::default(), None).unwrap(), "{text}");
        }
    }

    /// A checked value is judged as `serde_json::Value` judges it (the position of a number
    /// out of range aside: a stream counts the byte after it); a skipped one for its syntax
    /// alone.
    #[test]
    fn checked_values_fail_as_whole_values_do() {
        for text in [
            r#"{"other": 1e999}"#,
            r#"{"other": [1, 2,]}"#,
            r#"{"keep": 1} x"#,
            r#"[1e999]"#,
            r#"{"list": [1, 2"#,
        ] {
            let whole = serde_json::from_str::<Value>(text).unwrap_err().to_string();
            match read(text, &mut Record::default(), None) {
                Err(StreamError::Json(e)) if whole.starts_with("number out of range") => {
                    assert!(
                        e.to_string().starts_with("number out of range"),
                        "{text}: {e}"
                    )
                }
                Err(StreamError::Json(e)) => assert_eq!(e.to_string(), whole, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        let deep = format!("{{\"other\": {}{}}}", "[".repeat(200), "]".repeat(200));
        assert!(matches!(
            read(&deep, &mut Record::default(), None),
            Err(StreamError::Json(_))
        ));
        assert!(read(r#"{"skip": 1e999}"#, &mut Record::default(), None).is_ok());
    }

    #[test]
    fn the_sink_may_stop_or_stop_wanting_elements() {
        let text = r#"{"list": [1, 2, 3, 4], "keep": true}"#;
        let mut sink = Record {
            stop_at: Some(2),
            ..Record::default()
        };
        assert!(matches!(
            read(text, &mut sink, None),
            Err(StreamError::Stopped)
        ));
        assert_eq!(sink.elements, vec![(0, json!(1)), (1, json!(2))]);

        let mut sink = Record {
            want: Some(1),
            ..Record::default()
        };
        assert!(read(text, &mut sink, None).unwrap());
        assert_eq!(sink.elements, vec![(0, json!(1))]);
        assert_eq!(sink.kept, vec![("keep".into(), json!(true))]);
        // Elements not wanted are still read for their syntax.
        let bad = r#"{"list": [1, 2, [}"#;
        let mut sink = Record {
            want: Some(1),
            ..Record::default()
        };
        assert!(matches!(
            read(bad, &mut sink, None),
            Err(StreamError::Json(_))
        ));
    }

    #[test]
    fn a_held_value_over_the_limit_is_stopped_and_named() {
        let big = "x".repeat(300 << 10);
        let text = format!(r#"{{"list": [1, "{big}"]}}"#);
        match read(&text, &mut Record::default(), Some(1 << 10)) {
            Err(StreamError::TooLarge { element }) => assert_eq!(element, Some(1)),
            other => panic!("{other:?}"),
        }
        let text = format!(r#"{{"keep": "{big}"}}"#);
        match read(&text, &mut Record::default(), Some(1 << 10)) {
            Err(StreamError::TooLarge { element }) => assert_eq!(element, None),
            other => panic!("{other:?}"),
        }
        // What is only read through is not held: no limit.
        let text = format!(r#"{{"skip": "{big}", "other": ["{big}"], "list": [1]}}"#);
        assert!(read(&text, &mut Record::default(), Some(1 << 10)).unwrap());
    }
}
