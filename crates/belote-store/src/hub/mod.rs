//! Publishing to results hubs (HUB.md "Publishing from the app and the command line: the
//! outbox"), as far as the local database keeps it: the hubs this database publishes to (the
//! address, the club's key, the club that key belongs to), the outbox of publications and
//! withdrawals in queue order, and what each hub last acknowledged of each publication.
//!
//! Each state change of an entry is one immediate transaction, so that two senders (the app's
//! background thread and a `belote hub` command) never undo each other's answer. The rules that
//! make a publication land exactly once live here, where they are kept atomically: a never-sent
//! entry is replaced by a newer one of the same publication, a sent one is kept; `supersedes` is
//! fixed when an entry is first sent and reused by every resend; one publication's entries go
//! strictly in order. When to send and what an answer means is `belote-hub-client`'s business.
//! Modules: `accounts` (the hubs), `outbox` (the entries: queued, listed, claimed) and `settle`
//! (what came of a request, and the user's decisions).

mod accounts;
mod outbox;
mod settle;

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;

pub use accounts::HubAccount;
pub use outbox::{Claim, ClaimResult, OutboxEntry, Published, Queued, Settle};

/// What a publication is: an event file or a season file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PublicationKind {
    Event,
    Season,
}

impl PublicationKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PublicationKind::Event => "event",
            PublicationKind::Season => "season",
        }
    }

    fn parse(text: &str) -> Option<PublicationKind> {
        match text {
            "event" => Some(PublicationKind::Event),
            "season" => Some(PublicationKind::Season),
            _ => None,
        }
    }
}

/// What an outbox entry asks of the hub.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OutboxAction {
    /// `PUT` the file.
    Publish,
    /// `DELETE` the publication.
    Withdraw,
}

impl OutboxAction {
    pub fn as_str(self) -> &'static str {
        match self {
            OutboxAction::Publish => "publish",
            OutboxAction::Withdraw => "withdraw",
        }
    }

    fn parse(text: &str) -> Option<OutboxAction> {
        match text {
            "publish" => Some(OutboxAction::Publish),
            "withdraw" => Some(OutboxAction::Withdraw),
            _ => None,
        }
    }
}

/// Where an outbox entry stands (HUB.md "More settled details" 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OutboxState {
    /// Never sent: a newer entry of the same publication replaces it.
    Queued,
    /// Sent at least once (it may have arrived), not settled: sent again until it is.
    Pending,
    /// The hub answered 200 or 201: its version is kept.
    Acknowledged,
    /// The hub answered 409 at `supersedes` (another machine published): nothing of this
    /// publication is sent until the user decides.
    Conflict,
    /// The hub refused it (any other 4xx): never sent again.
    Refused,
}

impl OutboxState {
    pub fn as_str(self) -> &'static str {
        match self {
            OutboxState::Queued => "queued",
            OutboxState::Pending => "pending",
            OutboxState::Acknowledged => "acknowledged",
            OutboxState::Conflict => "conflict",
            OutboxState::Refused => "refused",
        }
    }

    fn parse(text: &str) -> Option<OutboxState> {
        match text {
            "queued" => Some(OutboxState::Queued),
            "pending" => Some(OutboxState::Pending),
            "acknowledged" => Some(OutboxState::Acknowledged),
            "conflict" => Some(OutboxState::Conflict),
            "refused" => Some(OutboxState::Refused),
            _ => None,
        }
    }

    /// Whether the hub's answer settled it (nothing more is sent for it on its own).
    pub fn is_settled(self) -> bool {
        matches!(
            self,
            OutboxState::Acknowledged | OutboxState::Conflict | OutboxState::Refused
        )
    }
}

/// An instant given in ms since the Unix epoch as RFC 3339 in UTC, to the second.
pub fn rfc3339_ms(ms: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(SecondsFormat::Secs, true)
}
