//! The season file (docs/events.md, seasons' "Export file"): one season's definition, every
//! default filled in, written from one snapshot; imported all or nothing — the definition
//! checked as `create` checks it (errors at `definition.…`, an event not stored at
//! `definition.events[i]`), a season whose id is already stored skipped. A file larger than
//! [`MAX_SEASON_BYTES`] is refused before it is held in memory.

use std::io::{Read, Write};
use std::path::Path;

use belote_core::InputError;
use belote_event::season::{
    any_event, from_season_export, to_season_export, Season, MAX_SEASON_BYTES,
};
use rusqlite::{Connection, OptionalExtension};
use serde_json::Value;

use super::{event_kinds, insert_season, load, named_events};
use crate::error::{Result, StoreError};
use crate::export::write_atomically;
use crate::import::ImportReport;
use crate::open::Store;

/// Reads a season file whole, within [`MAX_SEASON_BYTES`].
fn read_bounded(reader: impl Read) -> Result<Value> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_SEASON_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| StoreError::io("cannot read the season file", e))?;
    if bytes.len() as u64 > MAX_SEASON_BYTES {
        return Err(InputError::new(
            "",
            format!(
                "the file is larger than {} MiB, the most a season file may take",
                MAX_SEASON_BYTES >> 20
            ),
        )
        .into());
    }
    serde_json::from_slice(&bytes)
        .map_err(|e| InputError::new("", format!("the season file is not valid JSON: {e}")).into())
}

/// The events a season file's definition names.
fn file_events(v: &Value) -> Vec<&str> {
    v.get("definition").map(named_events).unwrap_or_default()
}

/// Checks a season file without a database, as far as it can be: everything but whether its
/// events are stored and of which kind.
/// The `belote` command checks a file before it opens the database, so that a bad file never
/// touches it. Returns the season's id.
pub fn check_season_file(reader: impl Read) -> Result<String> {
    let v = read_bounded(reader)?;
    Ok(from_season_export(&v, &any_event)?.id)
}

/// Whether a season with this id is stored.
fn season_stored(conn: &Connection, id: &str) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM seasons WHERE id = ?1")?
        .query_row([id], |_| Ok(()))
        .optional()?
        .is_some())
}

impl Store {
    /// The season file of season `id`, from one snapshot.
    pub fn export_season(&self, id: &str) -> Result<Value> {
        let snapshot = self.conn.unchecked_transaction()?;
        Ok(to_season_export(&load(&snapshot, id)?.season))
    }

    /// Writes the season file (pretty JSON and a final newline) to `w`.
    pub fn write_season(&self, id: &str, w: &mut dyn Write) -> Result<()> {
        let v = self.export_season(id)?;
        let io = |e| StoreError::io("cannot write the export", e);
        serde_json::to_writer_pretty(&mut *w, &v).map_err(|e| io(std::io::Error::from(e)))?;
        w.write_all(b"\n").map_err(io)?;
        w.flush().map_err(io)
    }

    /// Writes the season file to `path` atomically (temp file, fsync, rename).
    pub fn export_season_to(&self, id: &str, path: &Path) -> Result<()> {
        let v = self.export_season(id)?;
        write_atomically(path, |w| {
            let io = |e| StoreError::io(format!("cannot write {}", path.display()), e);
            serde_json::to_writer_pretty(&mut *w, &v).map_err(|e| io(std::io::Error::from(e)))?;
            w.write_all(b"\n").map_err(io)
        })
    }

    /// Imports a season file read from `reader`: checked against the stored events, then
    /// stored in one transaction, or nothing. A season whose id is already stored is skipped
    /// (`{"imported": 0, "skipped": 1}`). A problem of the database names its file.
    pub fn import_season_from(&mut self, reader: impl Read) -> Result<ImportReport> {
        let v = read_bounded(reader)?;
        self.import_season_value(&v)
            .map_err(|e| e.with_path(self.path()))
    }

    fn import_season_value(&mut self, v: &Value) -> Result<ImportReport> {
        let tx = self.write_tx()?;
        let kinds = event_kinds(&tx, file_events(v))?;
        let season: Season = from_season_export(v, &|id: &str| kinds.get(id).copied())?;
        if season_stored(&tx, &season.id)? {
            return Ok(ImportReport {
                imported: 0,
                skipped: 1,
            });
        }
        insert_season(&tx, &season)?;
        tx.commit()?;
        Ok(ImportReport {
            imported: 1,
            skipped: 0,
        })
    }
}
