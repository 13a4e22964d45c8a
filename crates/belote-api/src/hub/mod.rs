//! Publishing to the federation's hub from the app (HUB.md "The app"): the hub's address and
//! key, asked once in Settings (the key never shown back whole); **Publish to the federation**
//! under an event's final standings and under a season, which queues the files in the
//! outbox; and each publication's state — *published, version N*, *waiting to send*, *refused:
//! …*, or a conflict for the user to settle. The outbox is sent by a thread of the app's own
//! (`sender`), never on the UI thread, in the background while the app runs and at once when
//! the network comes back (the UI says so: `hub_flush`).
//!
//! Not in the WebAssembly build (`off.rs` stands in): the web app does not publish.

mod sender;

use std::time::Duration;

use belote_hub_client::queue::files_to_publish;
use belote_hub_client::run::{check_key, check_transport, whoami, Failure};
use belote_hub_client::{now_ms, Client, HubUrl};
use belote_store::{HubAccount, OutboxEntry, OutboxState, PublicationKind, Published, Store};
use serde::Serialize;
use serde_json::Value;

pub(crate) use sender::Sender;

use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::Api;

/// The hub as Settings shows it.
#[derive(Debug, Clone, Serialize)]
pub struct HubSettings {
    /// Whether this build publishes (the web app does not).
    pub available: bool,
    /// The hub's address, once set.
    pub url: Option<String>,
    /// The club the key belongs to, once the hub said.
    pub club: Option<String>,
    /// The key, its start and end only (`bhk_…3f9a`): never shown back whole.
    pub key: Option<String>,
    /// Entries of the outbox not yet settled.
    pub waiting: usize,
}

/// What Settings' Save found.
#[derive(Debug, Clone, Serialize)]
pub struct HubSaved {
    pub settings: HubSettings,
    /// Whether the hub answered and knows the key (`false`: it did not answer; the key is
    /// checked at the first publication).
    pub checked: bool,
    /// Why it could not be checked, when it could not.
    pub note: Option<String>,
}

/// One publication's state on the hub, as its line under the standings says it.
#[derive(Debug, Clone, Serialize)]
pub struct PublicationState {
    /// Whether a hub is set in Settings.
    pub configured: bool,
    /// `none` (never published), `waiting` (queued or sent, not answered yet), `published`,
    /// `withdrawn`, `refused`, `conflict`.
    pub state: &'static str,
    /// The hub's version (published or withdrawn).
    pub version: Option<i64>,
    /// The hub's reason (refused), or why it is still waiting (no answer, busy).
    pub message: Option<String>,
    /// The hub's current version, in a conflict.
    pub current: Option<i64>,
    /// When it is tried again (waiting), RFC 3339.
    pub next_attempt: Option<String>,
}

/// `bhk_…3f9a`.
fn key_hint(key: &str) -> String {
    let tail: String = key
        .chars()
        .rev()
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    format!("{}…{tail}", key.get(..4).unwrap_or_default())
}

fn kind_of(kind: &str) -> ApiResult<PublicationKind> {
    match kind {
        "event" => Ok(PublicationKind::Event),
        "season" => Ok(PublicationKind::Season),
        other => Err(ApiError::input_at(
            "kind",
            format!("a publication is an event or a season, not {other:?}"),
        )),
    }
}

fn from_failure(f: Failure, at: &str) -> ApiError {
    match f {
        Failure::Input(e) => e.into(),
        Failure::Store(e) => e.into(),
        Failure::Hub { message, .. } => ApiError::input_at(at, message),
        Failure::Unreachable(message) => ApiError::new(ErrorKind::Storage, message),
    }
}

fn waiting(store: &Store) -> ApiResult<usize> {
    Ok(store
        .outbox_entries()?
        .iter()
        .filter(|e| !e.state.is_settled())
        .count())
}

fn settings_of(store: &Store, hub: Option<HubAccount>) -> ApiResult<HubSettings> {
    Ok(HubSettings {
        available: true,
        url: hub.as_ref().map(|h| h.url.clone()),
        club: hub.as_ref().and_then(|h| h.club.clone()),
        key: hub.as_ref().map(|h| key_hint(&h.key)),
        waiting: waiting(store)?,
    })
}

/// The line of a publication from its latest outbox entry and what the hub last
/// acknowledged.
fn state_of(latest: Option<OutboxEntry>, published: Option<Published>) -> PublicationState {
    let message = |e: &OutboxEntry| {
        e.error
            .as_ref()
            .and_then(|x| x.get("message"))
            .and_then(Value::as_str)
            .map(str::to_string)
    };
    let mut line = PublicationState {
        configured: true,
        state: "none",
        version: None,
        message: None,
        current: None,
        next_attempt: None,
    };
    match latest {
        Some(e) => match e.state {
            OutboxState::Queued | OutboxState::Pending => {
                line.state = "waiting";
                line.message = message(&e);
                line.next_attempt = e.next_attempt.clone();
                line.version = published.map(|p| p.version);
            }
            OutboxState::Acknowledged => {
                line.state = match e.action {
                    belote_store::OutboxAction::Publish => "published",
                    belote_store::OutboxAction::Withdraw => "withdrawn",
                };
                line.version = e.version;
            }
            OutboxState::Conflict => {
                line.state = "conflict";
                line.current = e
                    .error
                    .as_ref()
                    .and_then(|x| x.pointer("/current/version"))
                    .and_then(Value::as_i64);
                line.version = published.map(|p| p.version);
            }
            OutboxState::Refused => {
                line.state = "refused";
                line.message = message(&e);
                line.version = published.map(|p| p.version);
            }
        },
        None => {
            if let Some(p) = published {
                line.state = if p.withdrawn {
                    "withdrawn"
                } else {
                    "published"
                };
                line.version = Some(p.version);
            }
        }
    }
    line
}

impl Api {
    /// The background sender, started at the first need.
    fn hub_sender(&self, store: &Store) -> ApiResult<&Sender> {
        if let Some(s) = self.hub.get() {
            return Ok(s);
        }
        let own = store.open_another()?;
        Ok(self.hub.get_or_init(|| Sender::start(own)))
    }

    /// Starts the background sender when the outbox has something to send (at start-up).
    pub(crate) fn start_hub_sender_if_needed(&self) {
        let Ok(store) = self.store() else { return };
        if waiting(&store).is_ok_and(|n| n > 0) {
            if let Ok(s) = self.hub_sender(&store) {
                s.poke(false);
            }
        }
    }

    /// The hub of the app's settings.
    pub fn hub_settings(&self) -> ApiResult<HubSettings> {
        let store = self.store()?;
        let hub = store.app_hub()?;
        settings_of(&store, hub)
    }

    /// Sets the app's hub: its address and the club's key (`None`: keep the key already
    /// given for that address). The hub is asked which club the key belongs to; a hub that
    /// does not answer is saved all the same (the key is checked at the first publication),
    /// one that refuses the key is not.
    pub fn hub_save_settings(&self, url: &str, key: Option<&str>) -> ApiResult<HubSaved> {
        let url = HubUrl::parse(url).map_err(|m| ApiError::input_at("url", m))?;
        check_transport(&url, false, "url")?;
        let key = match key.map(str::trim).filter(|k| !k.is_empty()) {
            Some(k) => k.to_string(),
            None => self
                .store()?
                .hub_account(url.as_str())?
                .map(|a| a.key)
                .ok_or_else(|| ApiError::input_at("key", "give the club's key (bhk_…)"))?,
        };
        check_key(&key, "key")?;
        // Asked without holding the history: the hub may take seconds to answer.
        let client = Client::with_waits(Duration::from_secs(5), Duration::from_secs(10));
        let (club, note) = match whoami(&client, &url, &key) {
            Ok(found) => (Some(found), None),
            Err(Failure::Unreachable(why)) => (None, Some(why)),
            Err(f) => return Err(from_failure(f, "key")),
        };
        let mut store = self.store()?;
        let saved = store.save_hub_account(url.as_str(), &key, false, true, now_ms())?;
        if let Some((club, key_id)) = &club {
            store.set_hub_club(url.as_str(), &key, club, key_id)?;
        }
        let hub = store.hub_account(saved.url.as_str())?;
        let settings = settings_of(&store, hub)?;
        self.hub_sender(&store)?.poke(true);
        Ok(HubSaved {
            settings,
            checked: club.is_some(),
            note,
        })
    }

    /// The app publishes to no hub any more (what waits in the outbox is still sent).
    pub fn hub_clear_settings(&self) -> ApiResult<HubSettings> {
        let mut store = self.store()?;
        store.clear_app_hub()?;
        settings_of(&store, None)
    }

    /// **Publish to the federation**: an event (final) or a season (its final events first)
    /// queued for the app's hub, and sent at once in the background; `supersede` replaces
    /// what someone else published meanwhile (the user's answer to a conflict).
    pub fn hub_publish(
        &self,
        kind: &str,
        id: &str,
        supersede: bool,
    ) -> ApiResult<PublicationState> {
        let kind = kind_of(kind)?;
        let mut store = self.store()?;
        let hub = store.app_hub()?.ok_or_else(|| {
            ApiError::input_at("hub", "set the federation's hub in Settings first")
        })?;
        let url = HubUrl::parse(&hub.url).map_err(|m| ApiError::input_at("url", m))?;
        let files = files_to_publish(&store, id)?;
        if files.last().map(|f| f.kind) != Some(kind) {
            return Err(ApiError::input_at(
                "kind",
                format!("{id} is not a {}", kind.as_str()),
            ));
        }
        belote_hub_client::queue::queue_files(&mut store, &url, &files, supersede, now_ms())?;
        let line = self.line(&store, &hub, kind, id)?;
        self.hub_sender(&store)?.poke(true);
        Ok(line)
    }

    fn line(
        &self,
        store: &Store,
        hub: &HubAccount,
        kind: PublicationKind,
        id: &str,
    ) -> ApiResult<PublicationState> {
        let latest = store.latest_outbox_entry(&hub.url, kind, id)?;
        let club = latest
            .as_ref()
            .and_then(|e| e.club.clone())
            .or_else(|| hub.club.clone());
        let published = match club {
            Some(c) => store.hub_publication(&hub.url, &c, kind, id)?,
            None => None,
        };
        Ok(state_of(latest, published))
    }

    /// The state of a publication on the app's hub.
    pub fn hub_state(&self, kind: &str, id: &str) -> ApiResult<PublicationState> {
        let kind = kind_of(kind)?;
        let store = self.store()?;
        match store.app_hub()? {
            Some(hub) => self.line(&store, &hub, kind, id),
            None => Ok(PublicationState {
                configured: false,
                ..state_of(None, None)
            }),
        }
    }

    /// The network is back (or the user asked): the outbox is sent now, in the background.
    pub fn hub_flush(&self) -> ApiResult<HubSettings> {
        let store = self.store()?;
        if waiting(&store)? > 0 {
            self.hub_sender(&store)?.poke(true);
        }
        let hub = store.app_hub()?;
        settings_of(&store, hub)
    }
}
