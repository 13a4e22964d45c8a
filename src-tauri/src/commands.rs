//! The app's commands: each one parses its arguments, calls the core or the store, and
//! returns what the UI shows. Changes are committed before they return. The start-up
//! commands (`startup_status`, `retry_open`, `quit_app`) serve the start-up screen; import
//! and export run on a blocking thread with their own connection and report progress with
//! `history-progress` events, so the window stays responsive.

use crate::error::{IpcError, IpcResult};
use crate::startup::{open_history, StartupStatus};
use crate::view::{match_view, MatchView};
use crate::AppState;
use belote_core::assist::{DeclarationVerdict, PileCount};
use belote_core::{render_all, InputError, Lang, LegalAnswer, OptionInfo, Variant, VariantInfo};
use belote_store::{
    ExportFormat, ImportReport, MatchFilter, MatchState, MatchSummary, NewMatch, ProgressPoint,
    Statistics, Store, Teams,
};
use serde::Serialize;
use serde_json::{json, Value};
use std::ops::{Deref, DerefMut};
use std::sync::{Mutex, MutexGuard};
use tauri::{AppHandle, Emitter, Manager, State};

/// The language a command is asked for: `en`, `fr`, `bg`, `hr`, `nl`, or a locale such as
/// `nl-BE`; English otherwise.
fn lang(code: &Option<String>) -> Lang {
    code.as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or_default()
}

/// Locks a mutex of the state; a poisoned lock (a panic elsewhere) is an error for the UI,
/// never a second panic.
fn lock<T>(m: &Mutex<T>) -> IpcResult<MutexGuard<'_, T>> {
    m.lock()
        .map_err(|_| IpcError::storage("the match history is unavailable; restart the app"))
}

/// The open history, locked for one command.
pub struct StoreGuard<'a>(MutexGuard<'a, Option<Store>>);

impl Deref for StoreGuard<'_> {
    type Target = Store;
    fn deref(&self) -> &Store {
        self.0.as_ref().expect("a StoreGuard holds a store")
    }
}

impl DerefMut for StoreGuard<'_> {
    fn deref_mut(&mut self) -> &mut Store {
        self.0.as_mut().expect("a StoreGuard holds a store")
    }
}

/// The history, or `{kind: "unavailable"}` while it could not be opened (the start-up screen
/// says why).
fn store<'a>(state: &'a AppState) -> IpcResult<StoreGuard<'a>> {
    let guard = lock(&state.store)?;
    if guard.is_none() {
        let why = lock(&state.startup)?
            .as_ref()
            .map(|s| format!(": {}", s.cause))
            .unwrap_or_default();
        return Err(IpcError::unavailable(format!(
            "the match history is not open{why}"
        )));
    }
    Ok(StoreGuard(guard))
}

fn variant(v: &str) -> IpcResult<Variant> {
    Variant::parse(v)
        .ok_or_else(|| InputError::new("variant", format!("{v:?} is not a variant")).into())
}

/// The match as the UI shows it, scored now from its facts.
fn view_of(store: &Store, id: &str, lang: Lang) -> IpcResult<MatchView> {
    let record = store.get_match(id)?;
    let sheet = belote_core::score_value(&record.match_file())?;
    let last = store.last_change(id)?;
    Ok(match_view(record, &sheet, lang, last))
}

#[derive(Serialize)]
pub struct AppInfo {
    version: &'static str,
    data_dir: String,
    /// Set when the start-up check found a damaged history and moved it aside.
    recovered: Option<String>,
    /// When the app's process started (ms since the Unix epoch; see `crate::started_ms`).
    started_ms: u64,
}

#[tauri::command(rename_all = "snake_case")]
pub fn app_info(state: State<'_, AppState>) -> IpcResult<AppInfo> {
    Ok(AppInfo {
        version: env!("CARGO_PKG_VERSION"),
        data_dir: state.data_dir.display().to_string(),
        recovered: lock(&state.recovered)?.clone(),
        started_ms: crate::started_ms(),
    })
}

/// `null` when the history is open, else why not (interfaces §2). A damaged file moved aside
/// is reported once (the history is open: a fresh one).
#[tauri::command(rename_all = "snake_case")]
pub fn startup_status(state: State<'_, AppState>) -> IpcResult<Option<StartupStatus>> {
    let store = lock(&state.store)?;
    let mut status = lock(&state.startup)?;
    Ok(if store.is_some() {
        status.take()
    } else {
        status.clone()
    })
}

/// Tries to open the history again (after the user closed the other program, freed some
/// space, …): `null` when it is now open, else why not, in the shape of `startup_status`.
/// Runs off the UI thread: opening may wait for another process's lock.
#[tauri::command(rename_all = "snake_case")]
pub async fn retry_open(app: AppHandle) -> IpcResult<Option<StartupStatus>> {
    off_the_ui_thread(move || {
        let state = app.state::<AppState>();
        if lock(&state.store)?.is_some() {
            *lock(&state.startup)? = None;
            return Ok(None);
        }
        if state.db_path.as_os_str().is_empty() {
            return Ok(lock(&state.startup)?.clone());
        }
        let (opened, status) = open_history(&state.db_path);
        let mut store = lock(&state.store)?;
        if store.is_some() {
            // Opened meanwhile by another retry: keep that one.
            return Ok(None);
        }
        let mut pending = lock(&state.startup)?;
        if let Some(s) = &opened {
            *lock(&state.recovered)? = s.recovery().map(|r| r.message(&state.db_path));
            // Reported here; `startup_status` has nothing more to say.
            *pending = None;
        } else {
            *pending = status.clone();
        }
        *store = opened;
        Ok(status)
    })
    .await
}

/// Quits the app (the start-up screen's "Quit").
#[tauri::command(rename_all = "snake_case")]
pub fn quit_app(app: AppHandle) {
    app.exit(0);
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
        explanation: render_all(&r.explanation, self::lang(&lang)),
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
    // Checked and done in one transaction: the creation is never undone from here.
    match store.undo_in_match(&id)? {
        None => Ok(None),
        Some(_) => view_of(&store, &id, self::lang(&lang)).map(Some),
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

/// The payload of a `history-progress` event: `done` out of `total` — bytes of the file read
/// for an import, matches written for an export.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct HistoryProgress {
    op: &'static str,
    done: u64,
    total: u64,
}

/// Sends `history-progress` events, at most about a hundred for a whole operation.
struct Reporter {
    app: AppHandle,
    op: &'static str,
    last: u64,
}

impl Reporter {
    fn report(&mut self, done: u64, total: u64) {
        let step = (total / 100).max(1);
        if done == total || done >= self.last + step {
            self.last = done;
            let _ = self.app.emit(
                "history-progress",
                HistoryProgress {
                    op: self.op,
                    done,
                    total,
                },
            );
        }
    }
}

/// A connection of its own for a long import or export, so that the app's own one keeps
/// serving the other commands meanwhile.
fn another_store(app: &AppHandle) -> IpcResult<Store> {
    let state = app.state::<AppState>();
    let store = store(&state)?;
    Ok(store.open_another()?)
}

/// Runs `work` on a blocking thread (off the UI thread).
async fn off_the_ui_thread<T: Send + 'static>(
    work: impl FnOnce() -> IpcResult<T> + Send + 'static,
) -> IpcResult<T> {
    tauri::async_runtime::spawn_blocking(work)
        .await
        .map_err(|e| IpcError::storage(format!("the operation stopped: {e}")))?
}

/// Writes the whole history (JSON history file, or CSV with one row a round) under the app
/// data dir and returns its path. Runs off the UI thread from one snapshot of the history,
/// with `history-progress` events (`op: "export"`, matches written).
#[tauri::command(rename_all = "snake_case")]
pub async fn export_history(app: AppHandle, format: String) -> IpcResult<String> {
    let dir = app.state::<AppState>().data_dir.join("exports");
    let store = another_store(&app)?;
    off_the_ui_thread(move || {
        std::fs::create_dir_all(&dir).map_err(|e| {
            IpcError::storage(format!("cannot create the folder {}: {e}", dir.display()))
        })?;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let (format, ext) = if format == "csv" {
            (ExportFormat::Csv, "csv")
        } else {
            (ExportFormat::History, "json")
        };
        let path = dir.join(format!("belote-history-{stamp}.{ext}"));
        let mut reporter = Reporter {
            app,
            op: "export",
            last: 0,
        };
        store.export_to(&path, format, &mut |p| reporter.report(p.done, p.total))?;
        Ok(path.display().to_string())
    })
    .await
}

/// Imports a history file's text (read by the UI from a file the user picked): all or nothing,
/// off the UI thread, one match at a time, with `history-progress` events (`op: "import"`,
/// bytes read). Resolves with `{imported, skipped}`.
#[tauri::command(rename_all = "snake_case")]
pub async fn import_history(app: AppHandle, text: String) -> IpcResult<ImportReport> {
    let mut store = another_store(&app)?;
    off_the_ui_thread(move || {
        let total = text.len() as u64;
        let mut reporter = Reporter {
            app,
            op: "import",
            last: 0,
        };
        reporter.report(0, total);
        Ok(store.import_history_from(text.as_bytes(), &mut |done| reporter.report(done, total))?)
    })
    .await
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
