//! Reading a history file as a stream: the top-level keys are read as they come (what they
//! held is the [`Header`]), and the `matches` array is handed to a [`MatchSink`] one entry at a
//! time, so that only one match is ever held in memory. A guard on the reader stops any single
//! value larger than [`MAX_MATCH_BYTES`] before it is buffered whole. What the entries and the
//! header mean is for the sink and its caller to judge (`import`).

use std::cell::Cell;
use std::fmt;
use std::io::{self, BufReader, Read};

use belote_core::InputError;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use crate::error::{Result, StoreError};

/// The most one match entry may take in a history file (4 MiB, some tens of thousands of
/// rounds): what keeps an import's memory bounded.
pub const MAX_MATCH_BYTES: u64 = 4 << 20;

/// What the top level of a history file held, for the checks that come before the matches'.
#[derive(Debug, Default)]
pub(crate) struct Header {
    pub is_object: bool,
    pub format: Option<Value>,
    pub version: Option<Value>,
    pub matches: MatchesKey,
}

/// The `matches` key of a history file.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) enum MatchesKey {
    #[default]
    Missing,
    NotArray,
    Array,
    Twice,
}

/// Takes the entries of `matches` from [`read_history`], one at a time.
pub(crate) trait MatchSink {
    /// Whether the next entry is wanted. Once it is not (say after a bad entry), the rest of
    /// the array is only read through, for JSON errors, and never held in memory.
    fn wants_more(&self) -> bool;

    /// Entry `i` of `matches`. An error stops the reading at once, and [`read_history`]
    /// returns it as it is.
    fn entry(&mut self, i: usize, entry: &Value) -> Result<()>;
}

/// Where the reader is, shared by the reader (which counts bytes) and the visitors (which say
/// which value is being read).
#[derive(Default)]
struct Guard {
    /// Bytes read so far.
    read: Cell<u64>,
    /// Bytes read when the value being read began.
    start: Cell<u64>,
    /// Index in `matches` of the entry being read; `None` outside the array.
    entry: Cell<Option<usize>>,
    /// Whether the value being read is held in memory (and so limited in size).
    limited: Cell<bool>,
    /// Set when a value went over the limit.
    tripped: Cell<bool>,
}

impl Guard {
    /// A value that will be held in memory begins: entry `entry` of `matches`, or a value of
    /// the top level.
    fn begin(&self, entry: Option<usize>) {
        self.start.set(self.read.get());
        self.entry.set(entry);
        self.limited.set(true);
    }

    /// A value that is only read through (and never held) begins.
    fn skip(&self) {
        self.limited.set(false);
    }
}

/// Slack for the buffered reader's read-ahead on either side of a value.
const SLACK: u64 = 64 << 10;

struct GuardedReader<'g, 'p, R> {
    inner: R,
    guard: &'g Guard,
    progress: &'p mut dyn FnMut(u64),
}

impl<R: Read> Read for GuardedReader<'_, '_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let g = self.guard;
        let n = self.inner.read(buf)?;
        g.read.set(g.read.get() + n as u64);
        if g.limited.get() && g.read.get() - g.start.get() > MAX_MATCH_BYTES + SLACK {
            g.tripped.set(true);
            return Err(io::Error::other("a value of the history file is too large"));
        }
        (self.progress)(g.read.get());
        Ok(n)
    }
}

/// Reads a whole history file from `reader`, giving each match entry to `sink`; returns what
/// the top level held. JSON that cannot be read is bad input at `""`; a reader failure is
/// [`StoreError::Io`]; an error of the sink is returned as it is.
pub(crate) fn read_history(
    reader: impl Read,
    sink: &mut dyn MatchSink,
    progress: &mut dyn FnMut(u64),
) -> Result<Header> {
    let guard = Guard::default();
    let reader = GuardedReader {
        inner: reader,
        guard: &guard,
        progress,
    };
    let mut de = serde_json::Deserializer::from_reader(BufReader::with_capacity(32 << 10, reader));
    let mut failed = None;
    let read = FileSeed {
        sink,
        failed: &mut failed,
        guard: &guard,
    }
    .deserialize(&mut de)
    .and_then(|header| de.end().map(|()| header));
    match read {
        Ok(header) => Ok(header),
        Err(e) => {
            if let Some(failed) = failed {
                return Err(failed);
            }
            if guard.tripped.get() {
                let at = match guard.entry.get() {
                    Some(i) => format!("matches[{i}]"),
                    None => String::new(),
                };
                return Err(InputError::new(
                    at,
                    format!(
                        "this value takes more than {} MiB of the file, the most one match may \
                         take",
                        MAX_MATCH_BYTES >> 20
                    ),
                )
                .into());
            }
            if e.is_io() {
                return Err(StoreError::io(
                    "cannot read the history file",
                    io::Error::from(e),
                ));
            }
            Err(InputError::new("", format!("the history file is not valid JSON: {e}")).into())
        }
    }
}

/// The whole file: an object whose `matches` go to the sink, or anything else (drained).
struct FileSeed<'s, 'g> {
    sink: &'s mut dyn MatchSink,
    /// The sink's error, when it stopped the reading.
    failed: &'s mut Option<StoreError>,
    guard: &'g Guard,
}

impl<'de> DeserializeSeed<'de> for FileSeed<'_, '_> {
    type Value = Header;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Header, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for FileSeed<'_, '_> {
    type Value = Header;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a history file")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Header, A::Error> {
        let mut header = Header {
            is_object: true,
            ..Header::default()
        };
        loop {
            self.guard.begin(None);
            let Some(key) = map.next_key::<String>()? else {
                break;
            };
            self.guard.begin(None);
            match key.as_str() {
                "format" => header.format = Some(map.next_value::<Value>()?),
                "version" => header.version = Some(map.next_value::<Value>()?),
                "matches" if header.matches == MatchesKey::Missing => {
                    header.matches = map.next_value_seed(MatchesSeed {
                        sink: &mut *self.sink,
                        failed: &mut *self.failed,
                        guard: self.guard,
                    })?;
                }
                "matches" => {
                    self.guard.skip();
                    map.next_value::<IgnoredAny>()?;
                    header.matches = MatchesKey::Twice;
                }
                _ => {
                    self.guard.skip();
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(header)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Header, A::Error> {
        self.guard.skip();
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Header::default())
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> std::result::Result<Header, E> {
        Ok(Header::default())
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> std::result::Result<Header, E> {
        Ok(Header::default())
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> std::result::Result<Header, E> {
        Ok(Header::default())
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> std::result::Result<Header, E> {
        Ok(Header::default())
    }

    fn visit_str<E: de::Error>(self, _: &str) -> std::result::Result<Header, E> {
        Ok(Header::default())
    }

    fn visit_unit<E: de::Error>(self) -> std::result::Result<Header, E> {
        Ok(Header::default())
    }
}

/// The value of `matches`: an array whose entries go to the sink one by one.
struct MatchesSeed<'s, 'g> {
    sink: &'s mut dyn MatchSink,
    failed: &'s mut Option<StoreError>,
    guard: &'g Guard,
}

impl<'de> DeserializeSeed<'de> for MatchesSeed<'_, '_> {
    type Value = MatchesKey;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<MatchesKey, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for MatchesSeed<'_, '_> {
    type Value = MatchesKey;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of matches")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<MatchesKey, A::Error> {
        let mut i = 0;
        loop {
            self.guard.begin(Some(i));
            if self.sink.wants_more() {
                let Some(entry) = seq.next_element::<Value>()? else {
                    break;
                };
                if let Err(e) = self.sink.entry(i, &entry) {
                    *self.failed = Some(e);
                    return Err(de::Error::custom("the reading was stopped"));
                }
            } else {
                // After a bad entry the rest is only read through, for JSON errors.
                self.guard.skip();
                if seq.next_element::<IgnoredAny>()?.is_none() {
                    break;
                }
            }
            i += 1;
        }
        self.guard.begin(None);
        Ok(MatchesKey::Array)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<MatchesKey, A::Error> {
        self.guard.skip();
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(MatchesKey::NotArray)
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> std::result::Result<MatchesKey, E> {
        Ok(MatchesKey::NotArray)
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> std::result::Result<MatchesKey, E> {
        Ok(MatchesKey::NotArray)
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> std::result::Result<MatchesKey, E> {
        Ok(MatchesKey::NotArray)
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> std::result::Result<MatchesKey, E> {
        Ok(MatchesKey::NotArray)
    }

    fn visit_str<E: de::Error>(self, _: &str) -> std::result::Result<MatchesKey, E> {
        Ok(MatchesKey::NotArray)
    }

    fn visit_unit<E: de::Error>(self) -> std::result::Result<MatchesKey, E> {
        Ok(MatchesKey::NotArray)
    }
}
