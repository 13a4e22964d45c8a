//! The app's IPC commands: each one a line over [`belote_api::Api`], which holds the history
//! and does the work. Commands that may wait (opening the history again, import, export) run
//! on a blocking thread, off the UI thread; import and export send their `history-progress`
//! events through the app.

use belote_api::{
    ApiError, ApiResult, AppInfo, EventSink, MatchView, Names, Preview, StartupStatus,
};
use belote_core::assist::{DeclarationVerdict, PileCount};
use belote_core::{GameWords, LegalAnswer, OptionInfo, VariantInfo};
use belote_store::{ImportReport, MatchSummary, ProgressPoint, Statistics, Teams};
use serde_json::Value;
use tauri::{AppHandle, Emitter, Manager, State};

pub(crate) type Api<'a> = State<'a, belote_api::Api>;

/// The app's events, sent to its window.
pub(crate) struct Events(AppHandle);

impl EventSink for Events {
    fn emit(&self, event: &str, payload: Value) {
        let _ = self.0.emit(event, payload);
    }

    fn quit(&self) {
        self.0.exit(0);
    }
}

/// Runs `work` with the API on a blocking thread (off the UI thread).
pub(crate) async fn off_the_ui_thread<T: Send + 'static>(
    app: AppHandle,
    work: impl FnOnce(&belote_api::Api, &Events) -> ApiResult<T> + Send + 'static,
) -> ApiResult<T> {
    tauri::async_runtime::spawn_blocking(move || {
        let events = Events(app.clone());
        work(&app.state::<belote_api::Api>(), &events)
    })
    .await
    .map_err(|e| ApiError::storage(format!("the operation stopped: {e}")))?
}

#[tauri::command(rename_all = "snake_case")]
pub fn app_info(api: Api<'_>) -> ApiResult<AppInfo> {
    api.app_info()
}

#[tauri::command(rename_all = "snake_case")]
pub fn startup_status(api: Api<'_>) -> ApiResult<Option<StartupStatus>> {
    api.startup_status()
}

#[tauri::command(rename_all = "snake_case")]
pub async fn retry_open(app: AppHandle) -> ApiResult<Option<StartupStatus>> {
    off_the_ui_thread(app, |api, _| api.retry_open()).await
}

/// Quits the app (the start-up screen's "Quit").
#[tauri::command(rename_all = "snake_case")]
pub fn quit_app(app: AppHandle) {
    Events(app).quit();
}

#[tauri::command(rename_all = "snake_case")]
pub fn option_catalog(api: Api<'_>, variant: String) -> ApiResult<Vec<OptionInfo>> {
    api.option_catalog(&variant)
}

#[tauri::command(rename_all = "snake_case")]
pub fn describe_variants(api: Api<'_>) -> Vec<VariantInfo> {
    api.describe_variants()
}

#[tauri::command(rename_all = "snake_case")]
pub fn game_words(api: Api<'_>, lang: Option<String>) -> GameWords {
    api.game_words(lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn default_names(api: Api<'_>, lang: Option<String>) -> Names {
    api.default_names(lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_match(
    api: Api<'_>,
    variant: String,
    options: Value,
    teams: Teams,
    first_dealer: u8,
    lang: Option<String>,
) -> ApiResult<MatchView> {
    api.create_match(&variant, options, teams, first_dealer, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn list_matches(
    api: Api<'_>,
    state_filter: Option<String>,
    variant: Option<String>,
    player: Option<String>,
) -> ApiResult<Vec<MatchSummary>> {
    api.list_matches(state_filter.as_deref(), variant.as_deref(), player)
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_match(api: Api<'_>, id: String, lang: Option<String>) -> ApiResult<MatchView> {
    api.get_match(&id, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn preview_round(
    api: Api<'_>,
    id: String,
    index: Option<usize>,
    round: Value,
    lang: Option<String>,
) -> ApiResult<Preview> {
    api.preview_round(&id, index, round, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn append_round(
    api: Api<'_>,
    id: String,
    round: Value,
    lang: Option<String>,
) -> ApiResult<MatchView> {
    api.append_round(&id, &round, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn edit_round(
    api: Api<'_>,
    id: String,
    index: usize,
    round: Value,
    lang: Option<String>,
) -> ApiResult<MatchView> {
    api.edit_round(&id, index, &round, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn delete_round(
    api: Api<'_>,
    id: String,
    index: usize,
    lang: Option<String>,
) -> ApiResult<MatchView> {
    api.delete_round(&id, index, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn undo(api: Api<'_>, id: String, lang: Option<String>) -> ApiResult<Option<MatchView>> {
    api.undo(&id, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn finish_match(api: Api<'_>, id: String, lang: Option<String>) -> ApiResult<MatchView> {
    api.finish_match(&id, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn abandon_match(api: Api<'_>, id: String, lang: Option<String>) -> ApiResult<MatchView> {
    api.abandon_match(&id, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn reopen_match(api: Api<'_>, id: String, lang: Option<String>) -> ApiResult<MatchView> {
    api.reopen_match(&id, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn delete_match(api: Api<'_>, id: String) -> ApiResult<()> {
    api.delete_match(&id)
}

#[tauri::command(rename_all = "snake_case")]
pub fn statistics(api: Api<'_>) -> ApiResult<Statistics> {
    api.statistics()
}

#[tauri::command(rename_all = "snake_case")]
pub fn progression(api: Api<'_>, id: String) -> ApiResult<Vec<ProgressPoint>> {
    api.progression(&id)
}

#[tauri::command(rename_all = "snake_case")]
pub async fn export_history(app: AppHandle, format: String) -> ApiResult<String> {
    off_the_ui_thread(app, move |api, events| api.export_history(&format, events)).await
}

#[tauri::command(rename_all = "snake_case")]
pub async fn import_history(app: AppHandle, text: String) -> ApiResult<ImportReport> {
    off_the_ui_thread(app, move |api, events| api.import_history(&text, events)).await
}

#[tauri::command(rename_all = "snake_case")]
pub fn legal_check(api: Api<'_>, question: Value, lang: Option<String>) -> ApiResult<LegalAnswer> {
    api.legal_check(&question, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn compare_declarations(
    api: Api<'_>,
    question: Value,
    lang: Option<String>,
) -> ApiResult<DeclarationVerdict> {
    api.compare_declarations(&question, lang.as_deref())
}

#[tauri::command(rename_all = "snake_case")]
pub fn count_pile(api: Api<'_>, question: Value) -> ApiResult<PileCount> {
    api.count_pile(&question)
}
