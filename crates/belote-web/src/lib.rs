//! The Belote app in the browser. Compiled to WebAssembly (`scripts/build-web.sh`), it runs in
//! a dedicated worker (`ui/js/web/worker.js`) and gives the page what the desktop app's back
//! end gives the window:
//! - the app's commands, by name, through the same table as every other transport
//!   (`belote_api::Api::dispatch`), the history in SQLite in the origin private file system;
//! - `belote score`'s score sheet of a match file, byte for byte (the vector test runs it
//!   under node against the native command): the file's text in and the sheet out as a
//!   string, or both streamed (`web.rs`).
//!
//! Nothing of the rules, scores, explanations, statistics or ratings is written again here:
//! this crate only carries calls and answers across.

mod alloc;
mod sheet;
mod utf8;
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
mod web;
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
mod worker;

pub use sheet::{score, Answer};

/// Small blocks by size class over dlmalloc (`alloc.rs`).
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
#[global_allocator]
static ALLOCATOR: alloc::Pooled<std::alloc::System> = alloc::Pooled::new(std::alloc::System);
