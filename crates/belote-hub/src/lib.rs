//! Results online (HUB.md): the hub server on PostgreSQL, its migrations and admin commands,
//! the HTTP API and pages, player identity and the federation ranking.
//!
//! - [`db`]: the database URL, the first connection, the checks and migrations at start, the pool;
//! - [`keys`]: club and admin keys, stored as their SHA-256;
//! - [`intake`]: publishing and withdrawing, rules 1–5, in one transaction each;
//! - [`derive`]: what is kept of an event besides its file (people, results, games), read by the
//!   app's own crates;
//! - [`identity`]: names, players, member ids and the admin's merges;
//! - [`rating`]: the federation ranking's jobs;
//! - [`read`]: the JSON answers of reads.

pub mod admin;
pub mod db;
pub mod derive;
pub mod error;
pub mod frame;
pub mod http;
pub mod identity;
pub mod identity_ops;
pub mod intake;
pub mod keys;
pub mod pages;
pub mod rating;
pub mod read;
pub mod serve;

pub use error::{HubError, Result};
