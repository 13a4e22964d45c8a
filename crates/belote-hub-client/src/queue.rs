//! What `belote hub publish ID` (and the app's Publish) puts in the outbox: an event's file —
//! exactly what `belote event export` writes — once the event is final; for a season, each of
//! its final events first (those whose file differs from what the hub last acknowledged), then
//! the season's file — exactly what `belote season export` writes. And a withdrawal.

use belote_core::InputError;
use belote_store::{EventError, OutboxAction, PublicationKind, Queued, Store, StoreError};
use sha2::{Digest, Sha256};

use crate::address::HubUrl;

/// A file to publish (or, without a body, a publication to withdraw).
#[derive(Debug, Clone)]
pub struct Publication {
    pub kind: PublicationKind,
    pub id: String,
    /// The file's bytes; `None` for a withdrawal.
    pub body: Option<Vec<u8>>,
}

impl Publication {
    /// The file's SHA-256 in lowercase hex, as the hub computes it.
    pub fn sha256(&self) -> Option<String> {
        self.body.as_deref().map(sha256_hex)
    }
}

/// SHA-256 of `bytes`, lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Whether `id` is an event or a season of the local database (bad input at `id` when it is
/// neither).
pub fn kind_of(store: &Store, id: &str) -> Result<PublicationKind, StoreError> {
    match store.event_version(id) {
        Ok(_) => Ok(PublicationKind::Event),
        Err(StoreError::Event(EventError::UnknownEvent(_))) => match store.season(id) {
            Ok(_) => Ok(PublicationKind::Season),
            Err(StoreError::Event(EventError::UnknownSeason(_))) => Err(InputError::new(
                "id",
                format!("no event or season with id {id:?} in the database"),
            )
            .into()),
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    }
}

/// Why event `id` is not final (its last round is not drawn, or tables of it are not
/// complete), or `None` when it is.
pub fn not_final(store: &Store, id: &str) -> Result<Option<String>, StoreError> {
    let scored = store.scored_event(id)?;
    let event = &scored.event;
    let (drawn, rounds) = (event.current_round(), event.def.format.rounds);
    if drawn < rounds {
        return Ok(Some(format!(
            "event {id} is not final: {drawn} of {rounds} rounds drawn"
        )));
    }
    let open = event.incomplete_tables(&scored.scores);
    Ok(match open.as_slice() {
        [] => None,
        [t] => Some(format!(
            "event {id} is not final: table {t} of round {drawn} is not complete"
        )),
        many => Some(format!(
            "event {id} is not final: tables {} of round {drawn} are not complete",
            many.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        )),
    })
}

fn event_file(store: &Store, id: &str) -> Result<Publication, StoreError> {
    let mut body = Vec::new();
    store.write_event(id, &mut body)?;
    Ok(Publication {
        kind: PublicationKind::Event,
        id: id.to_string(),
        body: Some(body),
    })
}

/// The files publishing `id` sends, in order: an event's (bad input at `id` when it is not
/// final), or a season's final events then the season.
pub fn files_to_publish(store: &Store, id: &str) -> Result<Vec<Publication>, StoreError> {
    match kind_of(store, id)? {
        PublicationKind::Event => {
            if let Some(why) = not_final(store, id)? {
                return Err(InputError::new("id", why).into());
            }
            Ok(vec![event_file(store, id)?])
        }
        PublicationKind::Season => {
            let season = store.season(id)?;
            let mut files = Vec::new();
            for event in &season.def.events {
                if not_final(store, event)?.is_none() {
                    files.push(event_file(store, event)?);
                }
            }
            let mut body = Vec::new();
            store.write_season(id, &mut body)?;
            files.push(Publication {
                kind: PublicationKind::Season,
                id: id.to_string(),
                body: Some(body),
            });
            Ok(files)
        }
    }
}

/// What a command queued, publication by publication.
#[derive(Debug, Clone, Default)]
pub struct QueueReport {
    /// New entries: (kind, id, entry).
    pub queued: Vec<(PublicationKind, String, i64)>,
    /// Entries already on their way with the same file: (kind, id, entry).
    pub waiting: Vec<(PublicationKind, String, i64)>,
    /// What the hub holds already: nothing queued.
    pub unchanged: Vec<(PublicationKind, String)>,
}

impl QueueReport {
    /// The entries whose fate the command reports: the new ones and those on their way.
    pub fn entries(&self) -> Vec<(PublicationKind, String, i64)> {
        let mut all: Vec<_> = self.queued.iter().chain(&self.waiting).cloned().collect();
        all.sort_by_key(|(_, _, e)| *e);
        all
    }
}

/// Puts `files` in the outbox for `hub`, in order (see [`Store::queue_publication`]); `force`
/// marks them to supersede the hub's current version on a conflict.
pub fn queue_files(
    store: &mut Store,
    hub: &HubUrl,
    files: &[Publication],
    force: bool,
    now_ms: i64,
) -> Result<QueueReport, StoreError> {
    let mut report = QueueReport::default();
    for f in files {
        let action = if f.body.is_some() {
            OutboxAction::Publish
        } else {
            OutboxAction::Withdraw
        };
        let sha = f.sha256();
        match store.queue_publication(
            hub.as_str(),
            f.kind,
            &f.id,
            action,
            f.body.as_deref(),
            sha.as_deref(),
            force,
            now_ms,
        )? {
            Queued::New { entry, .. } => report.queued.push((f.kind, f.id.clone(), entry)),
            Queued::Waiting { entry } => report.waiting.push((f.kind, f.id.clone(), entry)),
            Queued::Unchanged => report.unchanged.push((f.kind, f.id.clone())),
        }
    }
    Ok(report)
}
