//! The season file (docs/events.md, seasons' "Export file"): one season's definition, every
//! default filled in, written from one snapshot; imported all or nothing — the definition
//! checked as `create` checks it (errors at `definition.…`, an event not stored at
//! `definition.events[i]`), a season whose id is already stored skipped. A file larger than
//! [`MAX_SEASON_BYTES`] is refused before it is held in memory.

use std::io::{Read, Write};
use std::path::Path;

use belote_event::season::{
    any_event, from_season_export, to_season_export, Season, MAX_SEASON_BYTES,
};
use rusqlite::{Connection, OptionalExtension};
use serde_json::Value;

use super::{event_kinds, insert_season, load, named_events};
use crate::error::Result;
use crate::export::{read_json_within, write_pretty, write_pretty_to};
use crate::import::ImportReport;
use crate::open::Store;

/// The events a season file's definition names.
fn file_events(v: &Value) -> Vec<&str> {
    v.get("definition").map(named_events).unwrap_or_default()
}

/// Checks a season file without a database, as far as it can be: everything but whether its
/// events are stored and of which kind.
/// The `belote` command checks a file before it opens the database, so that a bad file never
/// touches it. Returns the season's id.
pub fn check_season_file(reader: impl Read) -> Result<String> {
    let v = read_json_within(reader, MAX_SEASON_BYTES, "the season file")?;
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
        write_pretty(&self.export_season(id)?, w)
    }

    /// Writes the season file to `path` atomically (temp file, fsync, rename).
    pub fn export_season_to(&self, id: &str, path: &Path) -> Result<()> {
        write_pretty_to(&self.export_season(id)?, path)
    }

    /// Imports a season file read from `reader`: checked against the stored events, then
    /// stored in one transaction, or nothing. A season whose id is already stored is skipped
    /// (`{"imported": 0, "skipped": 1}`). A problem of the database names its file.
    pub fn import_season_from(&mut self, reader: impl Read) -> Result<ImportReport> {
        let v = read_json_within(reader, MAX_SEASON_BYTES, "the season file")?;
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
