//! The review commands (the history's search, statistics, ratings, head to head, records and
//! any past match again) as thin IPC commands over [`belote_api::Api`]: each one a line.

use belote_api::{ApiResult, ReviewFilter, ReviewView};
use belote_store::{HeadToHead, NameHit, Overview, Ratings, Records, Statistics};

use crate::commands::Api;

#[tauri::command(rename_all = "snake_case")]
pub fn find_names(api: Api<'_>, query: String, limit: Option<usize>) -> ApiResult<Vec<NameHit>> {
    api.find_names(&query, limit)
}

#[tauri::command(rename_all = "snake_case")]
pub fn history_overview(api: Api<'_>, filter: Option<ReviewFilter>) -> ApiResult<Overview> {
    api.history_overview(&filter.unwrap_or_default())
}

#[tauri::command(rename_all = "snake_case")]
pub fn history_stats(api: Api<'_>, filter: Option<ReviewFilter>) -> ApiResult<Statistics> {
    api.history_stats(&filter.unwrap_or_default())
}

#[tauri::command(rename_all = "snake_case")]
pub fn history_ratings(api: Api<'_>, filter: Option<ReviewFilter>) -> ApiResult<Ratings> {
    api.history_ratings(&filter.unwrap_or_default())
}

#[tauri::command(rename_all = "snake_case")]
pub fn history_records(api: Api<'_>, filter: Option<ReviewFilter>) -> ApiResult<Records> {
    api.history_records(&filter.unwrap_or_default())
}

#[tauri::command(rename_all = "snake_case")]
pub fn history_h2h(
    api: Api<'_>,
    first: String,
    second: String,
    filter: Option<ReviewFilter>,
) -> ApiResult<HeadToHead> {
    api.history_h2h(&first, &second, &filter.unwrap_or_default())
}

#[tauri::command(rename_all = "snake_case")]
pub fn review_match(api: Api<'_>, id: String, lang: Option<String>) -> ApiResult<ReviewView> {
    api.review_match(&id, lang.as_deref())
}
