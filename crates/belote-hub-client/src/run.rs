//! What the club's commands do, for the `belote hub` command and the app alike: publish (queue,
//! then send and wait for the answers), withdraw, and set member ids. Each returns what it
//! found, or why it failed in terms the callers turn into their own errors.

use std::time::Duration;

use belote_core::InputError;
use belote_store::{OutboxState, PublicationKind, Store, StoreError};
use serde_json::{json, Value};

use crate::address::HubUrl;
use crate::http::{Client, Method, Outcome};
use crate::policy::{backoff, hub_error, jitter, later, verdict, Verdict};
use crate::queue::{queue_files, Publication, QueueReport};
use crate::send::{next_due, send_pass, Clock, Pass, Supersede};

/// Where a command publishes: the hub's address and the club's key.
#[derive(Debug, Clone)]
pub struct Target {
    pub url: HubUrl,
    pub key: String,
    /// Plain http to a machine other than this one was allowed (`--insecure-http`).
    pub insecure_http: bool,
}

/// Why a command failed.
#[derive(Debug)]
pub enum Failure {
    /// Bad input, at the argument at fault.
    Input(InputError),
    /// The local database.
    Store(StoreError),
    /// The hub refused (or, for a publication, someone else published meanwhile): its HTTP
    /// status and error.
    Hub {
        message: String,
        status: Option<u16>,
        error: Value,
    },
    /// The hub did not answer in time.
    Unreachable(String),
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        Failure::Store(e)
    }
}

impl From<InputError> for Failure {
    fn from(e: InputError) -> Self {
        Failure::Input(e)
    }
}

/// Checks a club key's form (`bhk_` and 64 lowercase hexadecimal digits); an admin key
/// (`bha_`) belongs to no club and cannot publish. The error is at `at`.
pub fn check_key(key: &str, at: &str) -> Result<(), InputError> {
    let hex = |h: &str| {
        h.len() == 64
            && h.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    };
    if key.strip_prefix("bhk_").is_some_and(hex) {
        Ok(())
    } else if key.strip_prefix("bha_").is_some_and(hex) {
        Err(InputError::new(
            at,
            "this is an admin key, which belongs to no club: publish with the club's key (bhk_…)",
        ))
    } else {
        Err(InputError::new(
            at,
            "a club's key is bhk_ followed by 64 lowercase hexadecimal digits, as `belote hub club create` or `key issue` printed it",
        ))
    }
}

/// Checks that the key may go to `url` (bad input at `at` when it may not).
pub fn check_transport(url: &HubUrl, insecure_http: bool, at: &str) -> Result<(), InputError> {
    if url.key_may_go(insecure_http) {
        Ok(())
    } else {
        Err(InputError::new(
            at,
            format!("{url} is plain http to another machine: the key would cross the network unencrypted; use https://, or --insecure-http on a network you trust"),
        ))
    }
}

/// What a publication or withdrawal came to.
#[derive(Debug, Clone, Default)]
pub struct Report {
    pub queued: Vec<(PublicationKind, String)>,
    /// (kind, id, version, HTTP status).
    pub acknowledged: Vec<(PublicationKind, String, i64, u16)>,
    pub pending: Vec<(PublicationKind, String)>,
    pub unchanged: Vec<(PublicationKind, String)>,
}

impl Report {
    /// `{"hub", "queued", "acknowledged", "pending", "unchanged"}`.
    pub fn to_json(&self, hub: &HubUrl) -> Value {
        let pair = |(k, id): &(PublicationKind, String)| json!({"kind": k.as_str(), "id": id});
        json!({
            "hub": hub.as_str(),
            "queued": self.queued.iter().map(pair).collect::<Vec<_>>(),
            "acknowledged": self.acknowledged.iter().map(|(k, id, v, s)| json!({
                "kind": k.as_str(), "id": id, "version": v, "status": s,
            })).collect::<Vec<_>>(),
            "pending": self.pending.iter().map(pair).collect::<Vec<_>>(),
            "unchanged": self.unchanged.iter().map(pair).collect::<Vec<_>>(),
        })
    }
}

/// Records the hub and queues `files` (`force`: supersede the hub's version on a conflict),
/// then sends the outbox — the whole queue, in order — and waits up to `wait` for the
/// answers of these entries (`Duration::ZERO`: only queues). A refusal or conflict of one of
/// them is a [`Failure::Hub`]; entries still waiting are `pending` in the report.
pub fn publish(
    store: &mut Store,
    client: &Client,
    target: &Target,
    files: &[Publication],
    force: bool,
    wait: Duration,
    clock: Clock,
) -> Result<Report, Failure> {
    store.save_hub_account(
        target.url.as_str(),
        &target.key,
        target.insecure_http,
        false,
        clock(),
    )?;
    let queued = queue_files(store, &target.url, files, force, clock())?;
    let mine = queued.entries();
    if !wait.is_zero() && !mine.is_empty() {
        let supersede = if force {
            Supersede::These(mine.iter().map(|(k, id, _)| (*k, id.clone())).collect())
        } else {
            Supersede::No
        };
        send_until(store, client, &mine, supersede, later(clock(), wait), clock)?;
    }
    outcome(store, &queued)
}

/// Sends until the entries `mine` are settled or `deadline` (ms) has come; the first pass at
/// once, the next ones as the waits say.
fn send_until(
    store: &mut Store,
    client: &Client,
    mine: &[(PublicationKind, String, i64)],
    supersede: Supersede,
    deadline: i64,
    clock: Clock,
) -> Result<(), StoreError> {
    let mut pass = Pass {
        at_once: true,
        supersede,
    };
    loop {
        send_pass(store, client, &pass, clock)?;
        pass.at_once = false;
        let mut open = false;
        for (_, _, entry) in mine {
            if store
                .outbox_entry(*entry)?
                .is_some_and(|e| !e.state.is_settled())
            {
                open = true;
            }
        }
        if !open {
            return Ok(());
        }
        let Some(due) = next_due(store)? else {
            return Ok(());
        };
        let now = clock();
        if due >= deadline {
            return Ok(());
        }
        let nap = (due - now).clamp(50, 1000);
        std::thread::sleep(Duration::from_millis(u64::try_from(nap).unwrap_or(50)));
    }
}

/// The report of the entries `queued` made or found, as they stand.
fn outcome(store: &Store, queued: &QueueReport) -> Result<Report, Failure> {
    let mut report = Report {
        queued: queued
            .queued
            .iter()
            .map(|(k, id, _)| (*k, id.clone()))
            .collect(),
        unchanged: queued.unchanged.clone(),
        ..Report::default()
    };
    for (kind, id, entry) in queued.entries() {
        let Some(e) = store.outbox_entry(entry)? else {
            continue;
        };
        match e.state {
            OutboxState::Acknowledged => report.acknowledged.push((
                kind,
                id,
                e.version.unwrap_or_default(),
                e.status.unwrap_or(200),
            )),
            OutboxState::Queued | OutboxState::Pending => report.pending.push((kind, id)),
            OutboxState::Conflict => {
                let current = e
                    .error
                    .as_ref()
                    .and_then(|x| x.pointer("/current/version"))
                    .and_then(Value::as_i64);
                return Err(Failure::Hub {
                    message: format!(
                        "{} {id} was published to the hub meanwhile from elsewhere{}: publish again with --supersede to replace that version",
                        kind.as_str(),
                        current.map(|v| format!(" (the hub holds version {v})")).unwrap_or_default()
                    ),
                    status: e.status,
                    error: e.error.unwrap_or(Value::Null),
                });
            }
            OutboxState::Refused => {
                let said = e
                    .error
                    .as_ref()
                    .and_then(|x| x.get("message"))
                    .and_then(Value::as_str)
                    .unwrap_or("no reason given")
                    .to_string();
                return Err(Failure::Hub {
                    message: format!("the hub refused {} {id}: {said}", kind.as_str()),
                    status: e.status,
                    error: e.error.unwrap_or(Value::Null),
                });
            }
        }
    }
    Ok(report)
}

/// Asks the hub which club the key belongs to, when the database does not know yet.
fn club_of(store: &mut Store, client: &Client, target: &Target) -> Result<String, Failure> {
    if let Some(club) = store
        .hub_account(target.url.as_str())?
        .and_then(|a| a.club.filter(|_| a.key == target.key))
    {
        return Ok(club);
    }
    let body = request(
        client,
        Method::Get,
        &target.url.join("api/v1/key"),
        &target.key,
        None,
    )?;
    match body.get("club").and_then(Value::as_str) {
        Some(club) => {
            let key_id = body
                .get("key_id")
                .and_then(Value::as_str)
                .unwrap_or_default();
            store.set_hub_club(target.url.as_str(), &target.key, club, key_id)?;
            Ok(club.to_string())
        }
        None => Err(Failure::Hub {
            message: "the hub says this key belongs to no club (an admin key): use the club's key"
                .into(),
            status: Some(200),
            error: json!({"at": "authorization", "message": "an admin key belongs to no club"}),
        }),
    }
}

/// Which club `key` belongs to at the hub, asked once (`GET /api/v1/key`): `(club, key_id)`.
/// An admin key is a [`Failure::Hub`] at `authorization`.
pub fn whoami(client: &Client, url: &HubUrl, key: &str) -> Result<(String, String), Failure> {
    let (status, body) = match client.send(Method::Get, &url.join("api/v1/key"), key, None) {
        Outcome::Answer { status, body, .. } => (status, Outcome::json(&body)),
        Outcome::NotSent(why) | Outcome::NoAnswer(why) => {
            return Err(Failure::Unreachable(format!(
                "no answer from the hub {url}: {why}"
            )))
        }
    };
    match (status, body.get("club").and_then(Value::as_str)) {
        (200, Some(club)) => Ok((
            club.to_string(),
            body.get("key_id")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
        )),
        (200, None) => Err(Failure::Hub {
            message: "this is an admin key, which belongs to no club: use the club's key".into(),
            status: Some(200),
            error: json!({"at": "authorization", "message": "an admin key belongs to no club"}),
        }),
        (s, _) if matches!(verdict(s, &body), Verdict::Retry { .. }) => Err(Failure::Unreachable(
            format!("the hub {url} cannot answer now ({s})"),
        )),
        (s, _) => {
            let error = hub_error(s, &body);
            let said = error
                .get("message")
                .and_then(Value::as_str)
                .unwrap_or_default();
            Err(Failure::Hub {
                message: format!("the hub refused the key: {said}"),
                status: Some(s),
                error,
            })
        }
    }
}

/// How long a direct request (member ids, the key's club) is tried again.
const DIRECT_WAIT: Duration = Duration::from_secs(30);

/// One direct request, tried again on the failures that call for it for up to 30 s; the
/// answer's body when the hub accepted it.
fn request(
    client: &Client,
    method: Method,
    url: &str,
    key: &str,
    body: Option<&[u8]>,
) -> Result<Value, Failure> {
    let start = std::time::Instant::now();
    let mut failures = 0;
    loop {
        let (wait, why) = match client.send(method, url, key, body) {
            Outcome::Answer {
                status,
                body,
                retry_after,
            } => {
                let v = Outcome::json(&body);
                match verdict(status, &v) {
                    _ if (200..300).contains(&status) && v.is_object() => return Ok(v),
                    Verdict::Retry { error } => (
                        retry_after
                            .as_deref()
                            .and_then(|a| crate::policy::retry_after(a, crate::send::now_ms())),
                        error
                            .get("message")
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string(),
                    ),
                    _ => {
                        let error = hub_error(status, &v);
                        let said = error
                            .get("message")
                            .and_then(Value::as_str)
                            .unwrap_or_default();
                        return Err(Failure::Hub {
                            message: format!("the hub refused: {said}"),
                            status: Some(status),
                            error,
                        });
                    }
                }
            }
            Outcome::NotSent(why) | Outcome::NoAnswer(why) => (None, why),
        };
        failures += 1;
        let pause = backoff(failures, jitter(), wait);
        if start.elapsed() + pause > DIRECT_WAIT {
            return Err(Failure::Unreachable(format!(
                "no answer from the hub {url}: {why}"
            )));
        }
        std::thread::sleep(pause);
    }
}

/// Attaches member id `member` to `name` at the key's club, or removes the club's member id
/// for that name (`None`): the hub's answer (`{"club", "set", "removed", "unchanged"}`).
pub fn set_member(
    store: &mut Store,
    client: &Client,
    target: &Target,
    name: &str,
    member: Option<&str>,
    now_ms: i64,
) -> Result<Value, Failure> {
    store.save_hub_account(
        target.url.as_str(),
        &target.key,
        target.insecure_http,
        false,
        now_ms,
    )?;
    let club = club_of(store, client, target)?;
    let body = json!({"members": [{"name": name, "member": member}]}).to_string();
    let url = target.url.join(&format!(
        "api/v1/clubs/{}/members",
        crate::send::segment(&club)
    ));
    request(
        client,
        Method::Put,
        &url,
        &target.key,
        Some(body.as_bytes()),
    )
}

/// Checks a member id's form (1–32 characters of `A-Z a-z 0-9 . _ -`).
pub fn check_member(member: &str, at: &str) -> Result<(), InputError> {
    let ok = (1..=32).contains(&member.len())
        && member
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
    if ok {
        Ok(())
    } else {
        Err(InputError::new(
            at,
            format!("{member:?} is not a member id: 1 to 32 characters of A-Z, a-z, 0-9, '.', '_' and '-'"),
        ))
    }
}
