//! Reading a docs/match-files.md history file into the store: every match is checked (its rounds by the
//! engine) and the whole file is imported in one transaction, or rejected whole.
//!
//! The file is read as a stream, one match at a time (with the core's streaming reader,
//! `belote_core::stream`), so that memory stays bounded whatever its size: a single match may
//! take at most [`MAX_MATCH_BYTES`] of the file.
//! [`check_history`] runs every check without a database (the `belote` command checks a file
//! before it opens the history, so that a bad file never touches it).

use std::collections::HashSet;
use std::io::{self, Read};

use belote_core::stream::{read_object, Kind, Reading, Sink, Stopped, StreamError, Take};
use belote_core::InputError;
use rusqlite::{Connection, TransactionBehavior};
use serde::Serialize;
use serde_json::Value;

use crate::entry::{bad, parse_entry};
use crate::error::{Result, StoreError};
use crate::export::{HISTORY_FORMAT, HISTORY_VERSION};
use crate::open::Store;
use crate::rows::{id_exists, insert_full, FullMatch};

/// The most one match entry may take in a history file (4 MiB, some tens of thousands of
/// rounds): what keeps an import's memory bounded.
pub const MAX_MATCH_BYTES: u64 = 4 << 20;

/// What an import did: `{"imported": N, "skipped": M}`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    pub imported: usize,
    pub skipped: usize,
}

/// What the top level of a history file held, for the checks that come before the matches'.
#[derive(Debug, Default)]
struct Header {
    is_object: bool,
    format: Option<Value>,
    version: Option<Value>,
    matches: MatchesKey,
}

/// The `matches` key of a history file.
#[derive(Debug, Default, PartialEq, Eq)]
enum MatchesKey {
    #[default]
    Missing,
    NotArray,
    Array,
    Twice,
}

/// The first problem of the top level, in the order a reader meets them in docs/match-files.md: the
/// object, `format`, `version`, then `matches`.
fn top_level_problem(header: &Header) -> Option<InputError> {
    if !header.is_object {
        return Some(bad("", "a history file is a JSON object"));
    }
    match &header.format {
        Some(Value::String(s)) if s == HISTORY_FORMAT => {}
        Some(_) => {
            return Some(bad(
                "format",
                format!("not a history file: `format` must be \"{HISTORY_FORMAT}\""),
            ))
        }
        None => return Some(bad("", "not a history file: missing `format`")),
    }
    match &header.version {
        Some(v) if v.as_u64() == Some(HISTORY_VERSION) => {}
        Some(v) if v.as_u64().is_some() => {
            return Some(bad(
                "version",
                format!(
                    "history file version {v} is not supported (this app reads version \
                     {HISTORY_VERSION})"
                ),
            ))
        }
        Some(_) => return Some(bad("version", "`version` must be a number")),
        None => return Some(bad("", "missing `version`")),
    }
    match header.matches {
        MatchesKey::Array => None,
        MatchesKey::Missing => Some(bad("", "missing `matches`")),
        MatchesKey::NotArray => Some(bad("matches", "`matches` must be an array")),
        MatchesKey::Twice => Some(bad("matches", "`matches` appears twice")),
    }
}

/// Takes the match entries one by one: checks each, and writes it when a transaction is given.
/// The first bad entry is kept (later ones are not checked); a database error stops at once.
struct Importer<'c> {
    tx: Option<&'c Connection>,
    seen: HashSet<String>,
    report: ImportReport,
    entries: usize,
    first_error: Option<InputError>,
}

impl<'c> Importer<'c> {
    fn new(tx: Option<&'c Connection>) -> Self {
        Importer {
            tx,
            seen: HashSet::new(),
            report: ImportReport::default(),
            entries: 0,
            first_error: None,
        }
    }

    /// The verdict once the whole file was read: the top level's problem first, then the first
    /// bad entry.
    fn finish(self, header: &Header) -> Result<(ImportReport, usize)> {
        if let Some(e) = top_level_problem(header) {
            return Err(e.into());
        }
        if let Some(e) = self.first_error {
            return Err(e.into());
        }
        Ok((self.report, self.entries))
    }

    /// Entry `i` of `matches`: a bad entry is kept as the first error (and later ones are
    /// only counted); a database error is returned, and stops the import.
    fn entry(&mut self, i: usize, entry: &Value) -> Result<()> {
        self.entries += 1;
        if self.first_error.is_some() {
            return Ok(());
        }
        let at = format!("matches[{i}]");
        let m = match parse_entry(entry, &at) {
            Ok(m) => m,
            Err(e) => {
                self.first_error = Some(e);
                return Ok(());
            }
        };
        if !self.seen.insert(m.id.clone()) {
            self.first_error = Some(bad(
                format!("{at}.id"),
                format!("the id {:?} appears twice in this file", m.id),
            ));
            return Ok(());
        }
        if let Some(tx) = self.tx {
            if put(tx, &m)? {
                self.report.imported += 1;
            } else {
                self.report.skipped += 1;
            }
        }
        Ok(())
    }
}

/// A history file read as a stream: the top level's keys kept, the entries of `matches`
/// handed to the importer one at a time until one is bad (the rest is only read through).
struct HistoryReader<'i, 'c> {
    importer: &'i mut Importer<'c>,
    header: Header,
    /// The importer's error, when it stopped the reading.
    failed: Option<StoreError>,
}

impl Sink for HistoryReader<'_, '_> {
    fn take(&mut self, key: &str) -> Take {
        match key {
            "format" | "version" => Take::Keep,
            "matches" if self.header.matches == MatchesKey::Missing => Take::Stream,
            "matches" => {
                self.header.matches = MatchesKey::Twice;
                Take::Skip
            }
            _ => Take::Skip,
        }
    }

    fn value(&mut self, key: &str, value: Value) {
        match key {
            "format" => self.header.format = Some(value),
            _ => self.header.version = Some(value),
        }
    }

    fn kind(&mut self, _: &str, kind: Kind) {
        self.header.matches = match kind {
            Kind::Array => MatchesKey::Array,
            Kind::Null | Kind::Other => MatchesKey::NotArray,
        };
    }

    fn wants_element(&self) -> bool {
        self.importer.first_error.is_none()
    }

    fn element(&mut self, i: usize, entry: Value) -> std::result::Result<(), Stopped> {
        self.importer.entry(i, &entry).map_err(|e| {
            self.failed = Some(e);
            Stopped
        })
    }

    fn other_top_level(&self) -> Take {
        Take::Skip
    }
}

/// Reads a whole history file from `reader`, giving each match entry to `importer`; returns
/// what the top level held. JSON that cannot be read is bad input at `""`; an entry larger
/// than [`MAX_MATCH_BYTES`] is bad input at `matches[i]`; a reader failure is
/// [`StoreError::Io`]; an error of the importer is returned as it is.
fn read_history(
    reader: impl Read,
    importer: &mut Importer,
    progress: Option<&mut dyn FnMut(u64)>,
) -> Result<Header> {
    let mut sink = HistoryReader {
        importer,
        header: Header::default(),
        failed: None,
    };
    let reading = Reading {
        max_held: Some(MAX_MATCH_BYTES),
        progress,
    };
    let e = match read_object(reader, &mut sink, reading) {
        Ok(is_object) => {
            sink.header.is_object = is_object;
            return Ok(sink.header);
        }
        Err(e) => e,
    };
    if let Some(failed) = sink.failed {
        return Err(failed);
    }
    match e {
        StreamError::TooLarge { element } => {
            let at = element.map_or(String::new(), |i| format!("matches[{i}]"));
            let message = format!(
                "this value takes more than {} MiB of the file, the most one match may take",
                MAX_MATCH_BYTES >> 20
            );
            Err(InputError::new(at, message).into())
        }
        StreamError::Json(e) if e.is_io() => Err(StoreError::io(
            "cannot read the history file",
            io::Error::from(e),
        )),
        e => Err(InputError::new("", format!("the history file is not valid JSON: {e}")).into()),
    }
}

/// Writes one checked match unless its id is already stored: `Ok(true)` when imported.
/// An imported match starts a fresh undo history: entries left in the change log under its id
/// describe an earlier match of that id (deleted, then imported again) and must not be
/// applied to this one.
fn put(tx: &Connection, m: &FullMatch) -> Result<bool> {
    if id_exists(tx, &m.id)? {
        return Ok(false);
    }
    insert_full(tx, m)?;
    tx.prepare_cached("DELETE FROM changes WHERE match_id = ?1")?
        .execute([&m.id])?;
    Ok(true)
}

/// Checks a history file read from `reader` as an import would — the engine scores every
/// match — without any database; returns how many matches it holds, or the first problem
/// (bad input pointed at its value, or [`StoreError::Io`](crate::StoreError::Io) when the
/// reader fails).
pub fn check_history(reader: impl Read) -> Result<usize> {
    let mut importer = Importer::new(None);
    let header = read_history(reader, &mut importer, None)?;
    importer.finish(&header).map(|(_, n)| n)
}

impl Store {
    /// Imports a history file: every match is validated (by the engine for its rounds), and
    /// the new ones are inserted in one transaction. Matches whose id is already stored are
    /// skipped, so importing the same file twice changes nothing. Any error rejects the whole
    /// file and leaves the database as it was. Imports are not undoable; an imported match
    /// starts with an empty undo history.
    ///
    /// A problem of the database (locked beyond the wait, a full disk, …) is a
    /// [`StoreError::Unusable`](crate::StoreError::Unusable) that names the database file, as
    /// [`Store::open`]'s are.
    pub fn import_history(&mut self, file: &Value) -> Result<ImportReport> {
        self.import_value(file)
            .map_err(|e| e.with_path(self.path()))
    }

    fn import_value(&mut self, file: &Value) -> Result<ImportReport> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut importer = Importer::new(Some(&tx));
        let mut header = Header::default();
        if let Some(o) = file.as_object() {
            header.is_object = true;
            header.format = o.get("format").cloned();
            header.version = o.get("version").cloned();
            header.matches = match o.get("matches") {
                None => MatchesKey::Missing,
                Some(Value::Array(entries)) => {
                    for (i, entry) in entries.iter().enumerate() {
                        importer.entry(i, entry)?;
                    }
                    MatchesKey::Array
                }
                Some(_) => MatchesKey::NotArray,
            };
        }
        let (report, _) = importer.finish(&header)?;
        tx.commit()?;
        Ok(report)
    }

    /// [`Store::import_history`] from the file's text; unreadable JSON is bad input at `""`.
    pub fn import_history_text(&mut self, text: &str) -> Result<ImportReport> {
        self.import_history_from(text.as_bytes(), &mut |_| {})
    }

    /// [`Store::import_history`] from a reader, one match at a time: memory stays bounded
    /// whatever the size of the file. `progress` is told how many bytes have been read so far.
    /// Unreadable JSON is bad input at `""`; a match entry larger than
    /// [`MAX_MATCH_BYTES`](crate::MAX_MATCH_BYTES) is bad input at `matches[i]`; a failing
    /// reader is a [`StoreError::Io`](crate::StoreError::Io); a problem of the database names
    /// its file, as with [`Store::import_history`].
    pub fn import_history_from(
        &mut self,
        reader: impl Read,
        progress: &mut dyn FnMut(u64),
    ) -> Result<ImportReport> {
        self.import_stream(reader, progress)
            .map_err(|e| e.with_path(self.path()))
    }

    fn import_stream(
        &mut self,
        reader: impl Read,
        progress: &mut dyn FnMut(u64),
    ) -> Result<ImportReport> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut importer = Importer::new(Some(&tx));
        let header = read_history(reader, &mut importer, Some(progress))?;
        let (report, _) = importer.finish(&header)?;
        tx.commit()?;
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StoreError;
    use serde_json::json;
    use std::time::Duration;

    fn file_of(n: usize) -> Value {
        let team = |name: &str, a: &str, b: &str| json!({ "name": name, "players": [a, b] });
        let matches: Vec<Value> = (0..n)
            .map(|i| {
                json!({
                    "id": format!("m{i}"),
                    "created": "2025-01-01T00:00:00Z",
                    "finished": null,
                    "teams": { "A": team("Nous", "Ana", "Marc"), "B": team("Eux", "Léa", "Paul") },
                    "first_dealer": 0,
                    "match": {
                        "variant": "classic",
                        "options": {},
                        "rounds": [{ "taker": "A", "contract": "hearts", "points": { "A": 100 } }]
                    }
                })
            })
            .collect();
        json!({ "format": HISTORY_FORMAT, "version": HISTORY_VERSION, "matches": matches })
    }

    fn names_the_file(e: &StoreError, store: &Store, problem: crate::DbProblem) {
        assert!(
            matches!(e, StoreError::Unusable { path, .. } if path == store.path()),
            "{e}"
        );
        assert_eq!(e.problem(), Some(problem), "{e}");
        assert!(
            e.to_string().contains(&store.path().display().to_string()),
            "{e}"
        );
    }

    #[test]
    fn a_database_problem_during_an_import_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("history.sqlite3")).unwrap();
        let file = file_of(3);
        let text = file.to_string();

        // Locked by another connection beyond the wait.
        store.conn.busy_timeout(Duration::from_millis(20)).unwrap();
        let holder = Connection::open(store.path()).unwrap();
        holder.execute_batch("BEGIN IMMEDIATE").unwrap();
        let locked = crate::DbProblem::Locked;
        names_the_file(&store.import_history(&file).unwrap_err(), &store, locked);
        names_the_file(
            &store.import_history_text(&text).unwrap_err(),
            &store,
            locked,
        );
        let from = store.import_history_from(text.as_bytes(), &mut |_| {});
        names_the_file(&from.unwrap_err(), &store, locked);
        holder.execute_batch("ROLLBACK").unwrap();

        // A full disk (the page limit stands in for the disk).
        let pages: i64 = store
            .conn
            .query_row("PRAGMA page_count", [], |r| r.get(0))
            .unwrap();
        let _: i64 = store
            .conn
            .query_row(&format!("PRAGMA max_page_count = {pages}"), [], |r| {
                r.get(0)
            })
            .unwrap();
        let big = file_of(400);
        let full = crate::DbProblem::DiskFull;
        names_the_file(&store.import_history(&big).unwrap_err(), &store, full);
        let from = store.import_history_from(big.to_string().as_bytes(), &mut |_| {});
        names_the_file(&from.unwrap_err(), &store, full);

        // Bad input is still bad input, at its value.
        let bad = json!({ "format": HISTORY_FORMAT, "version": 99, "matches": [] });
        let e = store.import_history(&bad).unwrap_err();
        assert_eq!(e.input_error().unwrap().at, "version", "{e}");
        // And the history is as it was.
        assert_eq!(
            store
                .list_matches(&crate::MatchFilter::default())
                .unwrap()
                .len(),
            0
        );
    }
}
