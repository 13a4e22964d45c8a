//! Publishing to a results hub (HUB.md "Publishing from the app and the command line: the
//! outbox"): events and seasons queued in the local database and sent until the hub
//! acknowledges them. The `belote hub publish|withdraw|member|outbox` commands and the app's
//! Publish both use it; the app links this crate, never the hub's server.
//!
//! The outbox's state lives in the local SQLite history (`belote-store`'s `hub` module: one
//! transaction per change of an entry); this crate decides what to queue and when to send it.
//! Modules, one concern each:
//! - `address`: a hub's address, and whether a key may go there;
//! - `queue`: the files a publication sends (exactly what `belote event export` and `belote
//!   season export` write) and queueing them;
//! - `policy`: what an answer means and how long to wait before trying again;
//! - `http`: the blocking HTTP client (ureq over rustls), telling "never sent" from "sent, no
//!   answer";
//! - `send`: one pass over the outbox, hub by hub, in order;
//! - `run`: what the commands do with them — publish and wait, withdraw, member ids;
//! - `view`: the outbox as JSON.

pub mod address;
pub mod http;
pub mod policy;
pub mod queue;
pub mod run;
pub mod send;
pub mod view;

pub use address::HubUrl;
pub use http::{Client, Method, Outcome};
pub use send::{next_due, now_ms, send_pass, Pass, PassReport, Supersede};
