//! The app's commands: each one parses its arguments, calls the core or the store, and
//! returns what the UI shows. Changes are committed before they return.

use crate::error::{IpcError, IpcResult};
use crate::view::{match_view, MatchView};
use crate::AppState;
use belote_core::assist::{DeclarationVerdict, PileCount};
use belote_core::{render_all, InputError, Lang, LegalAnswer, OptionInfo, Variant, VariantInfo};
use belote_store::{
    ChangeKind, ImportReport, MatchFilter, MatchState, MatchSummary, NewMatch, ProgressPoint,
    Statistics, Store, Teams,
};
use serde::Serialize;
use serde_json::{json, Value};
use std::sync::MutexGuard;
use tauri::State;

fn lang(code: &Option<String>) -> Lang {
    code.as_deref().and_then(Lang::parse).unwrap_or_default()
}

fn store<'a>(state: &'a State<'_, AppState>) -> IpcResult<MutexGuard<'a, Store>> {
    state
        .store
        .lock()
        .map_err(|_| IpcError::storage("the match history is unavailable; restart the app"))
}

fn variant(v: &str) -> IpcResult<Variant> {
    Variant::parse(v)
        .ok_or_else(|| InputError::new("variant", format!("{v:?} is not a variant")).into())
}

/// The match as the UI shows it, scored now from its facts.
fn view_of(store: &Store, id: &str, lang: Lang) -> IpcResult<MatchView> {
    let record = store.get_match(id)?;
    let sheet = belote_core::score_value(&record.match_file())?;
    Ok(match_view(record, &sheet, lang))
}

#[derive(Serialize)]
pub struct AppInfo {
    version: &'static str,
    data_dir: String,
    /// Set when the start-up check found a damaged history and moved it aside.
    recovered: Option<String>,
}

#[tauri::command(rename_all = "snake_case")]
pub fn app_info(state: State<'_, AppState>) -> AppInfo {
    AppInfo {
        version: env!("CARGO_PKG_VERSION"),
        data_dir: state.data_dir.display().to_string(),
        recovered: state.recovered.clone(),
    }
}

#[tauri::command(rename_all = "snake_case")]
pub fn option_catalog(variant: String) -> IpcResult<Vec<OptionInfo>> {
    Ok(belote_core::option_catalog(self::variant(&variant)?))
}

/// Every variant as the core describes it: facts, contracts, bids, doubles, options.
#[tauri::command(rename_all = "snake_case")]
pub fn describe_variants() -> Vec<VariantInfo> {
    belote_core::describe_all()
}

#[tauri::command(rename_all = "snake_case")]
pub fn create_match(
    state: State<'_, AppState>,
    variant: String,
    options: Value,
    teams: Teams,
    first_dealer: u8,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let new = NewMatch {
        variant: self::variant(&variant)?,
        options,
        teams,
        first_dealer: first_dealer % 4,
    };
    let mut store = store(&state)?;
    let record = store.create_match(&new)?;
    view_of(&store, &record.id, self::lang(&lang))
}

/// Past and unfinished matches, newest first, filtered by state, variant and a player's or
/// team's name.
#[tauri::command(rename_all = "snake_case")]
pub fn list_matches(
    state: State<'_, AppState>,
    state_filter: Option<String>,
    variant: Option<String>,
    player: Option<String>,
) -> IpcResult<Vec<MatchSummary>> {
    let state_filter = match state_filter.as_deref() {
        Some("in_play") => Some(MatchState::InPlay),
        Some("finished") => Some(MatchState::Finished),
        Some("abandoned") => Some(MatchState::Abandoned),
        _ => None,
    };
    let variant = match variant.as_deref() {
        None | Some("") => None,
        Some(v) => Some(self::variant(v)?),
    };
    let filter = MatchFilter {
        state: state_filter,
        variant,
        player: player.filter(|p| !p.trim().is_empty()),
        newest_first: true,
        ..MatchFilter::default()
    };
    Ok(store(&state)?.list_matches(&filter)?)
}

#[tauri::command(rename_all = "snake_case")]
pub fn get_match(
    state: State<'_, AppState>,
    id: String,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let store = store(&state)?;
    view_of(&store, &id, self::lang(&lang))
}

#[derive(Serialize)]
pub struct Preview {
    score: belote_core::TeamPoints,
    verdict: belote_core::Verdict,
    pot: i64,
    explanation: Vec<String>,
    totals: belote_core::TeamPoints,
    winner: Option<belote_core::Winner>,
}

/// Scores the match as it would be with `round` appended (or put in place of round `index`),
/// without saving: the round entry shows the score, or the error, before "save".
#[tauri::command(rename_all = "snake_case")]
pub fn preview_round(
    state: State<'_, AppState>,
    id: String,
    index: Option<usize>,
    round: Value,
    lang: Option<String>,
) -> IpcResult<Preview> {
    let record = store(&state)?.get_match(&id)?;
    let mut rounds = record.rounds.clone();
    let at = match index {
        Some(i) if i < rounds.len() => {
            rounds[i] = round;
            i
        }
        _ => {
            rounds.push(round);
            rounds.len() - 1
        }
    };
    let file = json!({"variant": record.variant, "options": record.options, "rounds": rounds});
    let sheet = belote_core::score_value(&file)?;
    let r = &sheet.rounds[at];
    Ok(Preview {
        score: r.score,
        verdict: r.verdict,
        pot: r.pot,
        explanation: render_all(&r.steps, self::lang(&lang)),
        totals: sheet.totals,
        winner: sheet.winner,
    })
}

#[tauri::command(rename_all = "snake_case")]
pub fn append_round(
    state: State<'_, AppState>,
    id: String,
    round: Value,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let mut store = store(&state)?;
    store.append_round(&id, &round)?;
    view_of(&store, &id, self::lang(&lang))
}

#[tauri::command(rename_all = "snake_case")]
pub fn edit_round(
    state: State<'_, AppState>,
    id: String,
    index: usize,
    round: Value,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let mut store = store(&state)?;
    store.edit_round(&id, index, &round)?;
    view_of(&store, &id, self::lang(&lang))
}

#[tauri::command(rename_all = "snake_case")]
pub fn delete_round(
    state: State<'_, AppState>,
    id: String,
    index: usize,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let mut store = store(&state)?;
    store.delete_round(&id, index)?;
    view_of(&store, &id, self::lang(&lang))
}

/// Undoes the last change of the match's rounds or state; `None` when there is nothing left
/// to undo (the match's creation is not undone from its own scoreboard).
#[tauri::command(rename_all = "snake_case")]
pub fn undo(
    state: State<'_, AppState>,
    id: String,
    lang: Option<String>,
) -> IpcResult<Option<MatchView>> {
    let mut store = store(&state)?;
    match store.last_change(&id)? {
        None | Some(ChangeKind::Create) => Ok(None),
        Some(_) => {
            store.undo(Some(&id))?;
            view_of(&store, &id, self::lang(&lang)).map(Some)
        }
    }
}

#[tauri::command(rename_all = "snake_case")]
pub fn finish_match(
    state: State<'_, AppState>,
    id: String,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let mut store = store(&state)?;
    store.finish_match(&id)?;
    view_of(&store, &id, self::lang(&lang))
}

#[tauri::command(rename_all = "snake_case")]
pub fn abandon_match(
    state: State<'_, AppState>,
    id: String,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let mut store = store(&state)?;
    store.abandon_match(&id)?;
    view_of(&store, &id, self::lang(&lang))
}

#[tauri::command(rename_all = "snake_case")]
pub fn reopen_match(
    state: State<'_, AppState>,
    id: String,
    lang: Option<String>,
) -> IpcResult<MatchView> {
    let mut store = store(&state)?;
    store.reopen_match(&id)?;
    view_of(&store, &id, self::lang(&lang))
}

#[tauri::command(rename_all = "snake_case")]
pub fn delete_match(state: State<'_, AppState>, id: String) -> IpcResult<()> {
    Ok(store(&state)?.delete_match(&id)?)
}

#[tauri::command(rename_all = "snake_case")]
pub fn statistics(state: State<'_, AppState>) -> IpcResult<Statistics> {
    Ok(store(&state)?.statistics()?)
}

#[tauri::command(rename_all = "snake_case")]
pub fn progression(state: State<'_, AppState>, id: String) -> IpcResult<Vec<ProgressPoint>> {
    Ok(store(&state)?.progression(&id)?)
}

/// Writes the whole history (JSON history file, or CSV with one row a round) under the app
/// data dir and returns its path.
#[tauri::command(rename_all = "snake_case")]
pub fn export_history(state: State<'_, AppState>, format: String) -> IpcResult<String> {
    let dir = state.data_dir.join("exports");
    std::fs::create_dir_all(&dir).map_err(|e| IpcError::storage(e.to_string()))?;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let store = store(&state)?;
    let path = if format == "csv" {
        let path = dir.join(format!("belote-history-{stamp}.csv"));
        store.export_csv_to(&path)?;
        path
    } else {
        let path = dir.join(format!("belote-history-{stamp}.json"));
        store.export_history_to(&path)?;
        path
    };
    Ok(path.display().to_string())
}

/// Imports a history file's text (read by the UI from a file the user picked): all or nothing.
#[tauri::command(rename_all = "snake_case")]
pub fn import_history(state: State<'_, AppState>, text: String) -> IpcResult<ImportReport> {
    Ok(store(&state)?.import_history_text(&text)?)
}

#[tauri::command(rename_all = "snake_case")]
pub fn legal_check(question: Value, lang: Option<String>) -> IpcResult<LegalAnswer> {
    Ok(belote_core::legal_value_in(&question, self::lang(&lang))?)
}

#[tauri::command(rename_all = "snake_case")]
pub fn compare_declarations(
    question: Value,
    lang: Option<String>,
) -> IpcResult<DeclarationVerdict> {
    let mut verdict = belote_core::assist::compare_declarations(&question)?;
    verdict.explanation = render_all(&verdict.steps, self::lang(&lang));
    Ok(verdict)
}

#[tauri::command(rename_all = "snake_case")]
pub fn count_pile(question: Value) -> IpcResult<PileCount> {
    Ok(belote_core::assist::count_pile(&question)?)
}
