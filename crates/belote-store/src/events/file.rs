//! The event file (docs/events.md "Export file"): one event — definition, withdrawals, draws with
//! their codes, every table's deals — written from one snapshot, and imported all or nothing:
//! idempotent by the event's id (an id already stored is skipped), every value checked first
//! (`rounds[1].tables[0].deals[3].points.A`), a code another event uses refused at
//! `rounds[i].tables[j].code`. A file larger than [`MAX_EVENT_BYTES`] is refused before it is
//! held in memory.

use std::io::{Read, Write};
use std::path::Path;

use belote_core::InputError;
use belote_event::{from_export, random_seed, to_export, Event, MAX_EVENT_BYTES};
use chrono::Local;
use serde_json::Value;

use super::rows::{self, code_taken, insert_event};
use crate::error::{Result, StoreError};
use crate::export::{read_json_within, write_pretty, write_pretty_to};
use crate::import::ImportReport;
use crate::open::Store;

/// Checks an event file read from `reader` as an import would, without any database: the
/// event it holds, or the first problem at its value.
fn read_event(reader: impl Read) -> Result<Event> {
    let v = read_json_within(reader, MAX_EVENT_BYTES, "the event file")?;
    let today = Local::now().format("%Y-%m-%d").to_string();
    let mut event = from_export(&v, &today)?;
    if event.def.draw.seed.is_none() {
        event.def.draw.seed = Some(random_seed().map_err(|e| {
            StoreError::io(
                "cannot draw a random number",
                std::io::Error::other(e.to_string()),
            )
        })?);
    }
    Ok(event)
}

/// Checks an event file without a database (the `belote` command checks a file before it
/// opens the database, so that a bad file never touches it). Returns the event's id.
pub fn check_event_file(reader: impl Read) -> Result<String> {
    Ok(read_event(reader)?.id)
}

impl Store {
    /// The event file of event `id`, from one snapshot.
    pub fn export_event(&self, id: &str) -> Result<Value> {
        Ok(to_export(&self.event(id)?))
    }

    /// Writes the event file (pretty JSON and a final newline) to `w`.
    pub fn write_event(&self, id: &str, w: &mut dyn Write) -> Result<()> {
        write_pretty(&self.export_event(id)?, w)
    }

    /// Writes the event file to `path` atomically (temp file, fsync, rename).
    pub fn export_event_to(&self, id: &str, path: &Path) -> Result<()> {
        write_pretty_to(&self.export_event(id)?, path)
    }

    /// Imports an event file read from `reader`: everything checked, then stored in one
    /// transaction, or nothing. An event whose id is already stored is skipped
    /// (`{"imported": 0, "skipped": 1}`). A problem of the database names its file.
    pub fn import_event_from(&mut self, reader: impl Read) -> Result<ImportReport> {
        let event = read_event(reader)?;
        self.import_checked(&event)
            .map_err(|e| e.with_path(self.path()))
    }

    fn import_checked(&mut self, event: &Event) -> Result<ImportReport> {
        let tx = self.write_tx()?;
        if rows::event_pk(&tx, &event.id).is_ok() {
            return Ok(ImportReport {
                imported: 0,
                skipped: 1,
            });
        }
        for (i, r) in event.rounds.iter().enumerate() {
            for (j, t) in r.tables.iter().enumerate() {
                if code_taken(&tx, &t.code)? {
                    return Err(InputError::new(
                        format!("rounds[{i}].tables[{j}].code"),
                        format!(
                            "the code {} is already used by another event's table",
                            t.code
                        ),
                    )
                    .into());
                }
            }
        }
        insert_event(&tx, event)?;
        tx.commit()?;
        Ok(ImportReport {
            imported: 1,
            skipped: 0,
        })
    }
}
