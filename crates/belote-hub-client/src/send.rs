//! Sending the outbox (HUB.md: after `publish`, on `outbox flush`, and in the background while
//! the app runs): entries in queue order, hub by hub, one publication's entries strictly in
//! order. An entry that could not be settled (no answer, 408, 429, 5xx) holds up the rest of
//! its hub's queue until its wait is over; a conflict holds up only its own publication, until
//! the user decides (`--supersede`); a refusal holds up nothing.

use std::collections::HashSet;

use belote_store::{
    ClaimResult, OutboxAction, OutboxEntry, OutboxState, PublicationKind, Settle, Store, StoreError,
};
use serde_json::{json, Value};

use crate::address::HubUrl;
use crate::http::{Client, Method, Outcome};
use crate::policy::{backoff, jitter, later, retry_after, settle_answer};

/// Which conflicts to settle by superseding the hub's current version.
#[derive(Debug, Clone, Default)]
pub enum Supersede {
    /// None: a conflict waits for the user.
    #[default]
    No,
    /// Every entry of the outbox (`outbox flush --supersede`).
    All,
    /// The entries of these publications (`publish ID --supersede`).
    These(Vec<(PublicationKind, String)>),
}

impl Supersede {
    fn covers(&self, e: &OutboxEntry) -> bool {
        match self {
            Supersede::No => false,
            Supersede::All => true,
            Supersede::These(list) => list.iter().any(|(k, id)| *k == e.kind && *id == e.id),
        }
    }
}

/// How a pass goes.
#[derive(Debug, Clone, Default)]
pub struct Pass {
    /// Send every waiting entry now, whatever its wait (`flush`, a user's tap, the network
    /// back); otherwise an entry whose wait is not over holds up its hub.
    pub at_once: bool,
    pub supersede: Supersede,
}

/// The clock of a pass (ms since the Unix epoch): the real one, or a test's.
pub type Clock<'a> = &'a dyn Fn() -> i64;

/// Now, in ms since the Unix epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Tries for one conflict at most this many times in a pass to supersede the hub's version
/// (someone publishing again and again in between).
const SUPERSEDE_TRIES: u32 = 3;

/// Percent-encodes a path segment (ids are plain, but nothing is assumed).
pub(crate) fn segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The API path of a publication at `club`.
fn publication_path(club: &str, kind: PublicationKind, id: &str) -> String {
    let kinds = match kind {
        PublicationKind::Event => "events",
        PublicationKind::Season => "seasons",
    };
    format!("api/v1/clubs/{}/{kinds}/{}", segment(club), segment(id))
}

/// The error recorded when nothing (or nothing whole) came back.
fn transport_error(hub: &str, cause: &str) -> Value {
    json!({"at": "hub", "message": format!("no answer from the hub {hub}: {cause}")})
}

/// What one request did to its entry.
fn settle_outcome(outcome: Outcome, e: &OutboxEntry, now: i64) -> Settle {
    let wait =
        |retry: Option<std::time::Duration>| later(now, backoff(e.failures + 1, jitter(), retry));
    match outcome {
        Outcome::NotSent(cause) => Settle::NotSent {
            error: transport_error(&e.hub, &cause),
            next_ms: wait(None),
        },
        Outcome::NoAnswer(cause) => Settle::Retry {
            status: None,
            error: transport_error(&e.hub, &cause),
            next_ms: wait(None),
        },
        Outcome::Answer {
            status,
            body,
            retry_after: after,
        } => settle_answer(
            status,
            &Outcome::json(&body),
            after.as_deref().and_then(|a| retry_after(a, now)),
            e.failures,
            now,
            jitter(),
        ),
    }
}

/// Asks the hub which club `key` belongs to (`GET /api/v1/key`) and records it. `Err` is what
/// to record on the entry that needed it.
fn learn_club(
    store: &mut Store,
    client: &Client,
    url: &HubUrl,
    key: &str,
    head: &OutboxEntry,
    now: i64,
) -> Result<Result<(), Settle>, StoreError> {
    let outcome = client.send(Method::Get, &url.join("api/v1/key"), key, None);
    if let Outcome::Answer {
        status: 200, body, ..
    } = &outcome
    {
        let v = Outcome::json(body);
        return Ok(
            match (v.get("club").and_then(Value::as_str), v.get("admin")) {
                (Some(club), _) => {
                    let key_id = v.get("key_id").and_then(Value::as_str).unwrap_or_default();
                    store.set_hub_club(url.as_str(), key, club, key_id)?;
                    Ok(())
                }
                (None, Some(Value::Bool(true))) => Err(Settle::Refused {
                    status: 200,
                    error: json!({"at": "authorization", "message":
                    "this is an admin key, which belongs to no club: publish with the club's key"}),
                }),
                _ => Err(settle_outcome(
                    Outcome::NoAnswer("the hub's answer to GET /api/v1/key names no club".into()),
                    head,
                    now,
                )),
            },
        );
    }
    Ok(Err(match settle_outcome(outcome, head, now) {
        // The club is asked for before anything is sent: a failure leaves the entry unsent.
        Settle::Retry { error, next_ms, .. } => Settle::NotSent { error, next_ms },
        other => other,
    }))
}

/// What a pass did: the entries it sent a request for, in order, with their state after.
#[derive(Debug, Clone, Default)]
pub struct PassReport {
    pub tried: Vec<(i64, OutboxState)>,
}

/// One pass over the outbox: every hub's waiting entries, in order, as far as each hub can go
/// now.
pub fn send_pass(
    store: &mut Store,
    client: &Client,
    pass: &Pass,
    clock: Clock,
) -> Result<PassReport, StoreError> {
    let mut report = PassReport::default();
    let entries = store.outbox_entries()?;
    // The user's decision first: conflicts in reach are sent again superseding the hub's
    // current version, and the entries in reach do so if a conflict comes up.
    for e in entries.iter().filter(|e| pass.supersede.covers(e)) {
        if e.state == OutboxState::Conflict {
            let current = e
                .error
                .as_ref()
                .and_then(|x| x.pointer("/current/version"))
                .and_then(Value::as_i64);
            if let Some(v) = current {
                store.supersede_outbox_conflict(e.entry, v)?;
            }
        } else if !e.state.is_settled() && !e.force {
            store.force_outbox_entry(e.entry)?;
        }
    }
    let entries = store.outbox_entries()?;
    let mut hubs: Vec<&str> = Vec::new();
    for e in entries.iter().filter(|e| !e.state.is_settled()) {
        if !hubs.contains(&e.hub.as_str()) {
            hubs.push(&e.hub);
        }
    }
    for hub in hubs {
        let waiting: Vec<&OutboxEntry> = entries
            .iter()
            .filter(|e| e.hub == hub && !e.state.is_settled())
            .collect();
        send_hub(store, client, hub, &waiting, pass, clock, &mut report)?;
    }
    Ok(report)
}

/// The waiting entries of one hub, in order.
fn send_hub(
    store: &mut Store,
    client: &Client,
    hub: &str,
    waiting: &[&OutboxEntry],
    pass: &Pass,
    clock: Clock,
    report: &mut PassReport,
) -> Result<(), StoreError> {
    let Some(account) = store.hub_account(hub)? else {
        return Ok(());
    };
    let Ok(url) = HubUrl::parse(hub) else {
        return Ok(());
    };
    if !url.key_may_go(account.insecure_http) {
        return Ok(());
    }
    let mut held: HashSet<(PublicationKind, &str)> = HashSet::new();
    for e in waiting {
        if held.contains(&(e.kind, e.id.as_str())) {
            continue;
        }
        let now = clock();
        if !pass.at_once && e.next_ms.is_some_and(|n| n > now) {
            // Its wait is not over: the rest of this hub's queue waits behind it.
            return Ok(());
        }
        let mut tries = 0;
        let mut asked = 0;
        let state = loop {
            let claim = match store.claim_outbox_entry(e.entry, clock())? {
                ClaimResult::Claimed(c) => c,
                ClaimResult::Blocked { .. } => break None,
                ClaimResult::Settled | ClaimResult::Gone => break None,
                ClaimResult::NoClub => {
                    asked += 1;
                    let Some(account) = store.hub_account(hub)?.filter(|_| asked <= 3) else {
                        return Ok(());
                    };
                    match learn_club(store, client, &url, &account.key, e, clock())? {
                        Ok(()) => continue,
                        Err(failure) => {
                            store.mark_outbox_entry(e.entry, &failure, clock())?;
                            match failure {
                                Settle::Refused { .. } => break Some(OutboxState::Refused),
                                _ => return Ok(()),
                            }
                        }
                    }
                }
            };
            let entry = &claim.entry;
            let club = entry.club.as_deref().unwrap_or_default();
            let path = publication_path(club, entry.kind, &entry.id);
            let outcome = match entry.action {
                OutboxAction::Publish => client.send(
                    Method::Put,
                    &url.join(&format!(
                        "{path}?supersedes={}",
                        entry.supersedes.unwrap_or(0)
                    )),
                    &claim.key,
                    claim.body.as_deref(),
                ),
                OutboxAction::Withdraw => {
                    client.send(Method::Delete, &url.join(&path), &claim.key, None)
                }
            };
            let settle = settle_outcome(outcome, entry, clock());
            store.settle_outbox_entry(&claim, &settle)?;
            match &settle {
                Settle::Acknowledged { .. } => break Some(OutboxState::Acknowledged),
                Settle::Refused { .. } => break Some(OutboxState::Refused),
                Settle::Conflict { error } => {
                    let current = error.pointer("/current/version").and_then(Value::as_i64);
                    tries += 1;
                    match current {
                        Some(v) if entry.force && tries <= SUPERSEDE_TRIES => {
                            store.supersede_outbox_conflict(entry.entry, v)?;
                            continue;
                        }
                        _ => break Some(OutboxState::Conflict),
                    }
                }
                Settle::NotSent { .. } | Settle::Retry { .. } => {
                    report.tried.push((e.entry, OutboxState::Pending));
                    // The hub is away or busy: the rest of its queue waits.
                    return Ok(());
                }
            }
        };
        match state {
            Some(s) => {
                report.tried.push((e.entry, s));
                if s == OutboxState::Conflict {
                    held.insert((e.kind, e.id.as_str()));
                }
            }
            None => {
                held.insert((e.kind, e.id.as_str()));
            }
        }
    }
    Ok(())
}

/// When the outbox has something to send next (ms since the epoch; `None`: nothing): the
/// earliest wait among the heads of the hubs' queues (an entry held up behind another waits
/// with it; a publication in conflict waits for the user; a hub the key may not go to waits
/// for its settings).
pub fn next_due(store: &Store) -> Result<Option<i64>, StoreError> {
    let entries = store.outbox_entries()?;
    let conflicts: HashSet<(&str, PublicationKind, &str)> = entries
        .iter()
        .filter(|e| e.state == OutboxState::Conflict)
        .map(|e| (e.hub.as_str(), e.kind, e.id.as_str()))
        .collect();
    let mut seen: Vec<&str> = Vec::new();
    let mut due: Option<i64> = None;
    for e in entries.iter().filter(|e| !e.state.is_settled()) {
        if seen.contains(&e.hub.as_str())
            || conflicts.contains(&(e.hub.as_str(), e.kind, e.id.as_str()))
        {
            continue;
        }
        seen.push(&e.hub);
        let sendable = store
            .hub_account(&e.hub)?
            .is_some_and(|a| HubUrl::parse(&e.hub).is_ok_and(|u| u.key_may_go(a.insecure_http)));
        if sendable {
            let at = e.next_ms.unwrap_or(0);
            due = Some(due.map_or(at, |d| d.min(at)));
        }
    }
    Ok(due)
}
