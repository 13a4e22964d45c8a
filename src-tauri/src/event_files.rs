//! An event as a file (export, import): each a line over [`belote_api::Api`], off the UI thread
//! (a whole event is read or written).

use belote_api::event_files::EventImport;
use belote_api::ApiResult;
use tauri::AppHandle;

use crate::commands::off_the_ui_thread;

#[tauri::command(rename_all = "snake_case")]
pub async fn export_event(app: AppHandle, event: String) -> ApiResult<String> {
    off_the_ui_thread(app, move |api, _| api.export_event(&event)).await
}

#[tauri::command(rename_all = "snake_case")]
pub async fn import_event(app: AppHandle, text: String) -> ApiResult<EventImport> {
    off_the_ui_thread(app, move |api, _| api.import_event(&text)).await
}
