//! An event as a file, from the app: the whole event (definition, draws, every table's deals)
//! written under the app's data folder, and an event file the organiser picked read back in —
//! checked whole first, then stored in one transaction or not at all, idempotent by the
//! event's id (the same file imported twice is skipped the second time). The same event file
//! as `belote event export|import`.

use belote_store::check_event_file;
use serde::Serialize;

use crate::error::ApiResult;
use crate::state::Api;

/// What importing an event file did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventImport {
    /// The event's id, to open it.
    pub event: String,
    /// 1 when stored now, 0 when it was already there.
    pub imported: usize,
    /// 1 when an event with this id was already stored (nothing changed), else 0.
    pub skipped: usize,
}

/// A file name from an event id: ids are `e-DATE-…` of letters, digits and dashes, but an
/// imported file may bring anything, so keep only those (never a path).
fn file_stem(id: &str) -> String {
    let stem: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(80)
        .collect();
    if stem.is_empty() {
        "event".to_string()
    } else {
        stem
    }
}

impl Api {
    /// Writes event `id`'s file under the app's data folder (`exports/`), atomically, and
    /// returns its path.
    pub fn export_event(&self, id: &str) -> ApiResult<String> {
        let dir = self.data_dir.join("exports");
        let store = self.store()?;
        store.event_version(id)?; // an unknown event is refused before anything is created
        std::fs::create_dir_all(&dir).map_err(|e| {
            crate::error::ApiError::storage(format!(
                "cannot create the folder {}: {e}",
                dir.display()
            ))
        })?;
        let path = dir.join(format!("{}.json", file_stem(id)));
        store.export_event_to(id, &path)?;
        Ok(path.display().to_string())
    }

    /// Imports an event file's text (read by the UI from a file the organiser picked): checked
    /// whole, then stored all or nothing; an event already stored is skipped.
    pub fn import_event(&self, text: &str) -> ApiResult<EventImport> {
        let event = check_event_file(text.as_bytes())?;
        let bytes = text.as_bytes().to_vec();
        let report = self.write_events(None, move |s| Ok(s.import_event_from(&bytes[..])?))?;
        Ok(EventImport {
            event,
            imported: report.imported,
            skipped: report.skipped,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn a_file_name_never_leaves_the_folder() {
        assert_eq!(file_stem("e-2026-12-05-ab12"), "e-2026-12-05-ab12");
        assert_eq!(file_stem("../../etc/passwd"), "______etc_passwd");
        assert_eq!(file_stem(""), "event");
        assert_eq!(file_stem("é/\\:"), "____");
    }
}
