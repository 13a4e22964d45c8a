//! The outbox as JSON, in the contract's key order (HUB.md: `belote hub outbox`): `{"entry",
//! "kind", "id", "hub", "club", "state", "queued", "attempts", "last_attempt", "next_attempt",
//! "supersedes", "version", "error"}`, plus `action` (`publish` or `withdraw`, an added key).

use belote_store::{OutboxEntry, PublicationKind};
use serde_json::{json, Value};

/// One entry as `belote hub outbox --json` lists it.
pub fn entry_json(e: &OutboxEntry) -> Value {
    json!({
        "entry": e.entry,
        "kind": e.kind.as_str(),
        "id": e.id,
        "hub": e.hub,
        "club": e.club,
        "state": e.state.as_str(),
        "queued": e.queued,
        "attempts": e.attempts,
        "last_attempt": e.last_attempt,
        "next_attempt": e.next_attempt,
        "supersedes": e.supersedes,
        "version": e.version,
        "error": e.error,
        "action": e.action.as_str(),
    })
}

/// `{"kind", "id"}`.
pub fn publication_json(kind: PublicationKind, id: &str) -> Value {
    json!({"kind": kind.as_str(), "id": id})
}
