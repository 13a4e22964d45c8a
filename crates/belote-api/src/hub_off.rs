//! The hub's commands in the WebAssembly build: the web app does not publish (HUB.md, "The
//! app"), so Settings shows no hub and every other hub command says so. Same names and
//! answers' shapes as the native module (`hub/mod.rs`), so the one command table holds.

use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::Api;

/// The hub as Settings shows it: never available here.
#[derive(Debug, Clone, Serialize)]
pub struct HubSettings {
    pub available: bool,
    pub url: Option<String>,
    pub club: Option<String>,
    pub key: Option<String>,
    pub waiting: usize,
}

fn not_here<T>() -> ApiResult<T> {
    Err(ApiError::unavailable(
        "the web app does not publish to a hub: publish from the desktop app or `belote hub publish`",
    ))
}

impl Api {
    pub fn hub_settings(&self) -> ApiResult<HubSettings> {
        Ok(HubSettings {
            available: false,
            url: None,
            club: None,
            key: None,
            waiting: 0,
        })
    }

    pub fn hub_save_settings(&self, _url: &str, _key: Option<&str>) -> ApiResult<HubSettings> {
        not_here()
    }

    pub fn hub_clear_settings(&self) -> ApiResult<HubSettings> {
        not_here()
    }

    pub fn hub_publish(&self, _kind: &str, _id: &str, _supersede: bool) -> ApiResult<HubSettings> {
        not_here()
    }

    pub fn hub_state(&self, _kind: &str, _id: &str) -> ApiResult<HubSettings> {
        not_here()
    }

    pub fn hub_flush(&self) -> ApiResult<HubSettings> {
        self.hub_settings()
    }
}
