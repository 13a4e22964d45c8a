//! The organiser's IPC commands (events, their tables, the phones' server): each a line over
//! [`belote_api::Api`]. Opening and closing the tables to phones start and stop a server (the
//! requests in hand are finished first): they run off the UI thread.

use belote_api::events::{EventScreen, Preset, TableMatch};
use belote_api::phones::PhonesStatus;
use belote_api::print::PrintPages;
use belote_api::{ApiResult, Preview};
use belote_event::EventSummary;
use serde_json::Value;
use tauri::AppHandle;

use crate::commands::{off_the_ui_thread, Api};

#[tauri::command(rename_all = "snake_case")]
pub fn event_presets(api: Api<'_>) -> Vec<Preset> {
    api.event_presets()
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_event(api: Api<'_>, definition: Value) -> ApiResult<EventScreen> {
    api.create_event(&definition)
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_events(api: Api<'_>) -> ApiResult<Vec<EventSummary>> {
    api.list_events()
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_event(api: Api<'_>, event: String) -> ApiResult<EventScreen> {
    api.get_event(&event)
}

#[tauri::command(rename_all = "snake_case")]
pub fn draw_round(api: Api<'_>, event: String) -> ApiResult<EventScreen> {
    api.draw_round(&event)
}

#[tauri::command(rename_all = "snake_case")]
pub fn redraw_round(api: Api<'_>, event: String) -> ApiResult<EventScreen> {
    api.redraw_round(&event)
}

#[tauri::command(rename_all = "snake_case")]
pub fn add_entrant(api: Api<'_>, event: String, entrant: Value) -> ApiResult<EventScreen> {
    api.add_entrant(&event, &entrant)
}

#[tauri::command(rename_all = "snake_case")]
pub fn withdraw_entrant(api: Api<'_>, event: String, entrant: u32) -> ApiResult<EventScreen> {
    api.withdraw_entrant(&event, entrant)
}

#[tauri::command(rename_all = "snake_case")]
pub fn event_table(
    api: Api<'_>,
    event: String,
    round: u32,
    table: u32,
    lang: Option<String>,
) -> ApiResult<TableMatch> {
    api.event_table(&event, round, table, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn event_table_preview(
    api: Api<'_>,
    event: String,
    round: u32,
    table: u32,
    index: Option<usize>,
    deal: Value,
    lang: Option<String>,
) -> ApiResult<Preview> {
    api.event_table_preview(&event, round, table, index, deal, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn event_table_append(
    api: Api<'_>,
    event: String,
    round: u32,
    table: u32,
    deal: Value,
    lang: Option<String>,
) -> ApiResult<TableMatch> {
    api.event_table_append(&event, round, table, &deal, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn event_table_edit(
    api: Api<'_>,
    event: String,
    round: u32,
    table: u32,
    index: usize,
    deal: Value,
    lang: Option<String>,
) -> ApiResult<TableMatch> {
    api.event_table_edit(&event, round, table, index, &deal, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn event_table_undo(
    api: Api<'_>,
    event: String,
    round: u32,
    table: u32,
    lang: Option<String>,
) -> ApiResult<TableMatch> {
    api.event_table_undo(&event, round, table, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub async fn phones_open(
    app: AppHandle,
    event: String,
    bind: Option<String>,
) -> ApiResult<PhonesStatus> {
    off_the_ui_thread(app, move |api, _| api.phones_open(&event, bind.as_deref())).await
}

#[tauri::command(rename_all = "snake_case")]
pub async fn phones_close(app: AppHandle) -> ApiResult<PhonesStatus> {
    off_the_ui_thread(app, |api, _| api.phones_close()).await
}

#[tauri::command(rename_all = "snake_case")]
pub fn phones_status(api: Api<'_>) -> ApiResult<PhonesStatus> {
    api.phones_status()
}

#[tauri::command(rename_all = "snake_case")]
pub fn event_print(api: Api<'_>, event: String, round: Option<u32>) -> ApiResult<PrintPages> {
    api.event_print(&event, round)
}
