//! The app's commands, one method each. The start-up commands (`startup_status`,
//! `retry_open`) serve the start-up screen; import and export use a connection of their own
//! and report progress with `history-progress` events, so the other commands go on meanwhile
//! (their host runs them off the UI thread).

use belote_core::assist::{DeclarationVerdict, PileCount};
use belote_core::{
    render_all_in, GameWords, InputError, Lang, LegalAnswer, OptionInfo, Sides, Variant,
    VariantInfo,
};
use belote_store::{
    ExportFormat, ImportReport, MatchFilter, MatchState, MatchSummary, NewMatch, ProgressPoint,
    Statistics, Store, Teams, Undone,
};
use serde::Serialize;
use serde_json::{json, Value};

use crate::error::{ApiError, ApiResult};
use crate::sink::EventSink;
use crate::startup::{open_history, StartupStatus};
use crate::state::{lock, Api};
use crate::view::{place, Locale, MatchView, Names, Preview};

/// The language a command is asked for: `en`, `fr`, `bg`, `hr`, `nl`, `ar`, or a locale such
/// as `nl-BE`; English otherwise.
pub(crate) fn lang(code: Option<&str>) -> Lang {
    code.and_then(Lang::from_locale).unwrap_or_default()
}

/// The language of a command's views and their digits (`ar-u-nu-arab`: see [`Locale`]).
pub(crate) fn locale(code: Option<&str>) -> Locale {
    Locale::of(code)
}

fn variant(v: &str) -> ApiResult<Variant> {
    Variant::parse(v)
        .ok_or_else(|| InputError::new("variant", format!("{v:?} is not a variant")).into())
}

#[derive(Debug, Clone, Serialize)]
pub struct AppInfo {
    pub version: &'static str,
    pub data_dir: String,
    /// Set when the start-up check found a damaged history and moved it aside.
    pub recovered: Option<String>,
    /// When the app's process started (ms since the Unix epoch).
    pub started_ms: u64,
}

/// The payload of a `history-progress` event: `done` out of `total` — bytes of the file read
/// for an import, matches written for an export.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct HistoryProgress {
    pub op: &'static str,
    pub done: u64,
    pub total: u64,
}

/// Sends `history-progress` events, at most about a hundred for a whole operation.
pub(crate) struct Reporter<'a> {
    events: &'a dyn EventSink,
    op: &'static str,
    last: u64,
}

impl<'a> Reporter<'a> {
    /// A reporter of operation `op` (`import`, `export`).
    pub(crate) fn new(events: &'a dyn EventSink, op: &'static str) -> Reporter<'a> {
        Reporter {
            events,
            op,
            last: 0,
        }
    }

    pub(crate) fn report(&mut self, done: u64, total: u64) {
        let step = (total / 100).max(1);
        if done == total || done >= self.last + step {
            self.last = done;
            let payload = HistoryProgress {
                op: self.op,
                done,
                total,
            };
            self.events.emit(
                "history-progress",
                serde_json::to_value(payload).unwrap_or(Value::Null),
            );
        }
    }
}

impl Api {
    /// The match as the UI shows it, read and scored once.
    fn view(&self, store: &Store, id: &str, lang: Locale) -> ApiResult<MatchView> {
        Ok(MatchView::of(store.scored_match(id)?, lang))
    }

    pub fn app_info(&self) -> ApiResult<AppInfo> {
        Ok(AppInfo {
            version: env!("CARGO_PKG_VERSION"),
            data_dir: self.data_dir.display().to_string(),
            recovered: lock(&self.recovered)?.clone(),
            started_ms: self.started_ms,
        })
    }

    /// `null` when the history is open, else why not. A damaged file moved aside is reported
    /// once (the history is open: a fresh one).
    pub fn startup_status(&self) -> ApiResult<Option<StartupStatus>> {
        let store = lock(&self.store)?;
        let mut status = lock(&self.startup)?;
        Ok(if store.is_some() {
            status.take()
        } else {
            status.clone()
        })
    }

    /// Tries to open the history again (after the user closed the other program, freed some
    /// space, …): `null` when it is now open, else why not, in the shape of
    /// `startup_status`. Opening may wait for another process's lock: run it off the UI
    /// thread.
    pub fn retry_open(&self) -> ApiResult<Option<StartupStatus>> {
        if lock(&self.store)?.is_some() {
            *lock(&self.startup)? = None;
            return Ok(None);
        }
        if self.db_path.as_os_str().is_empty() {
            return Ok(lock(&self.startup)?.clone());
        }
        let (opened, status) = open_history(&self.db_path);
        let mut store = lock(&self.store)?;
        if store.is_some() {
            // Opened meanwhile by another retry: keep that one.
            return Ok(None);
        }
        let mut pending = lock(&self.startup)?;
        if let Some(s) = &opened {
            *lock(&self.recovered)? = s.recovery().map(|r| r.message(&self.db_path));
            // Reported here; `startup_status` has nothing more to say.
            *pending = None;
        } else {
            *pending = status.clone();
        }
        *store = opened;
        Ok(status)
    }

    pub fn option_catalog(&self, variant: &str) -> ApiResult<Vec<OptionInfo>> {
        Ok(belote_core::option_catalog(self::variant(variant)?))
    }

    /// Every variant as the core describes it: facts, contracts, bids, doubles, options.
    /// Every variant described, each one's name in `lang` (English by default).
    pub fn describe_variants(&self, lang: Option<&str>) -> Vec<VariantInfo> {
        belote_core::describe_all_in(self::lang(lang))
    }

    /// The game's words in `lang` (English by default): every name the screens show for a
    /// thing of the game, from the core's language files.
    pub fn game_words(&self, lang: Option<&str>) -> GameWords {
        belote_core::game_words(self::lang(lang))
    }

    pub fn create_match(
        &self,
        variant: &str,
        options: Value,
        teams: Teams,
        first_dealer: u8,
        code: Option<&str>,
    ) -> ApiResult<MatchView> {
        let lang = self::lang(code);
        let mut teams = teams;
        // A team left unnamed is stored under the name its side has in this language.
        let defaults = lang.default_sides();
        for (team, default) in [(&mut teams.a, defaults.a), (&mut teams.b, defaults.b)] {
            team.name = team.name.trim().to_string();
            if team.name.is_empty() {
                team.name = default.to_string();
            }
        }
        let new = NewMatch {
            variant: self::variant(variant)?,
            options,
            teams,
            first_dealer: first_dealer % 4,
        };
        let mut store = self.store()?;
        let record = store.create_match(&new)?;
        self.view(&store, &record.id, self::locale(code))
    }

    /// What a side without a name is called in `lang` (`{"A": "Nous", "B": "Eux"}`): the
    /// setup's placeholders, the same names a new match's unnamed teams get.
    pub fn default_names(&self, lang: Option<&str>) -> Names {
        Names::from(self::lang(lang).default_sides())
    }

    /// Past and unfinished matches, newest first, filtered by state, variant and a player's
    /// or team's name.
    pub fn list_matches(
        &self,
        state_filter: Option<&str>,
        variant: Option<&str>,
        player: Option<String>,
    ) -> ApiResult<Vec<MatchSummary>> {
        let state_filter = match state_filter {
            Some("in_play") => Some(MatchState::InPlay),
            Some("finished") => Some(MatchState::Finished),
            Some("abandoned") => Some(MatchState::Abandoned),
            _ => None,
        };
        let variant = match variant {
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
        Ok(self.store()?.list_matches(&filter)?)
    }

    pub fn get_match(&self, id: &str, lang: Option<&str>) -> ApiResult<MatchView> {
        let store = self.store()?;
        self.view(&store, id, self::locale(lang))
    }

    /// Scores the match as it would be with `round` appended (or put in place of round
    /// `index`), without saving: the round entry shows the score, or the error, before
    /// "save".
    pub fn preview_round(
        &self,
        id: &str,
        index: Option<usize>,
        round: Value,
        lang: Option<&str>,
    ) -> ApiResult<Preview> {
        let record = self.store()?.get_match(id)?;
        let lang = self::locale(lang);
        let names = Names::of(&record, lang.lang);
        let mut rounds = record.rounds;
        let at = place(&mut rounds, index, round);
        let file = json!({"variant": record.variant, "options": record.options, "rounds": rounds});
        let sheet = belote_core::score_value(&file)?;
        Ok(Preview::of(&sheet, at, lang, &names))
    }

    pub fn append_round(
        &self,
        id: &str,
        round: &Value,
        lang: Option<&str>,
    ) -> ApiResult<MatchView> {
        let applied = self.store()?.append_round(id, round)?;
        Ok(MatchView::applied(applied, self::locale(lang)))
    }

    pub fn edit_round(
        &self,
        id: &str,
        index: usize,
        round: &Value,
        lang: Option<&str>,
    ) -> ApiResult<MatchView> {
        let applied = self.store()?.edit_round(id, index, round)?;
        Ok(MatchView::applied(applied, self::locale(lang)))
    }

    pub fn delete_round(&self, id: &str, index: usize, lang: Option<&str>) -> ApiResult<MatchView> {
        let applied = self.store()?.delete_round(id, index)?;
        Ok(MatchView::applied(applied, self::locale(lang)))
    }

    /// Undoes the last change of the match's rounds or state; `None` when there is nothing
    /// left to undo (the match's creation is not undone from its own scoreboard).
    pub fn undo(&self, id: &str, lang: Option<&str>) -> ApiResult<Option<MatchView>> {
        let mut store = self.store()?;
        // Checked and done in one transaction: the creation is never undone from here. A
        // change to the rounds comes back scored by the undo itself.
        match store.undo_in_match(id)? {
            None => Ok(None),
            Some(Undone {
                scored: Some(scored),
                ..
            }) => Ok(Some(MatchView::of(scored, self::locale(lang)))),
            Some(_) => self.view(&store, id, self::locale(lang)).map(Some),
        }
    }

    pub fn finish_match(&self, id: &str, lang: Option<&str>) -> ApiResult<MatchView> {
        let mut store = self.store()?;
        store.finish_match(id)?;
        self.view(&store, id, self::locale(lang))
    }

    pub fn abandon_match(&self, id: &str, lang: Option<&str>) -> ApiResult<MatchView> {
        let mut store = self.store()?;
        store.abandon_match(id)?;
        self.view(&store, id, self::locale(lang))
    }

    pub fn reopen_match(&self, id: &str, lang: Option<&str>) -> ApiResult<MatchView> {
        let mut store = self.store()?;
        store.reopen_match(id)?;
        self.view(&store, id, self::locale(lang))
    }

    pub fn delete_match(&self, id: &str) -> ApiResult<()> {
        Ok(self.store()?.delete_match(id)?)
    }

    pub fn statistics(&self) -> ApiResult<Statistics> {
        Ok(self.store()?.statistics()?)
    }

    pub fn progression(&self, id: &str) -> ApiResult<Vec<ProgressPoint>> {
        Ok(self.store()?.progression(id)?)
    }

    /// Runs a long import or export on a connection of its own, so that the app's own one
    /// keeps serving the other commands meanwhile. In the browser one worker runs the commands
    /// one at a time and its connection holds the database exclusively: there, on that one.
    fn with_long_store<T>(&self, work: impl FnOnce(&mut Store) -> ApiResult<T>) -> ApiResult<T> {
        #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
        let mut store = self.store()?.open_another()?;
        #[cfg(all(target_family = "wasm", target_os = "unknown"))]
        let mut store = self.store()?;
        work(&mut store)
    }

    /// Writes the whole history (JSON history file, or CSV with one row a round) under the
    /// app's data folder and returns its path, from one snapshot of the history, with
    /// `history-progress` events (`op: "export"`, matches written). Blocks until done.
    pub fn export_history(&self, format: &str, events: &dyn EventSink) -> ApiResult<String> {
        let dir = self.data_dir.join("exports");
        self.with_long_store(|store| {
            std::fs::create_dir_all(&dir).map_err(|e| {
                ApiError::storage(format!("cannot create the folder {}: {e}", dir.display()))
            })?;
            // chrono's clock: the system's, or JavaScript's in the browser.
            let stamp = chrono::Utc::now().timestamp().max(0);
            let (format, ext) = if format == "csv" {
                (ExportFormat::Csv, "csv")
            } else {
                (ExportFormat::History, "json")
            };
            let path = dir.join(format!("belote-history-{stamp}.{ext}"));
            let mut reporter = Reporter::new(events, "export");
            store.export_to(&path, format, &mut |p| reporter.report(p.done, p.total))?;
            Ok(path.display().to_string())
        })
    }

    /// Imports a history file's text (read by the UI from a file the user picked): all or
    /// nothing, one match at a time, with `history-progress` events (`op: "import"`, bytes
    /// read). Answers `{imported, skipped}`. Blocks until done.
    pub fn import_history(&self, text: &str, events: &dyn EventSink) -> ApiResult<ImportReport> {
        let total = text.len() as u64;
        let mut reporter = Reporter::new(events, "import");
        reporter.report(0, total);
        self.with_long_store(|store| {
            let read = &mut |done| reporter.report(done, total);
            Ok(store.import_history_from(text.as_bytes(), read)?)
        })
    }

    pub fn legal_check(&self, question: &Value, lang: Option<&str>) -> ApiResult<LegalAnswer> {
        Ok(belote_core::legal_value_in(question, self::lang(lang))?)
    }

    pub fn compare_declarations(
        &self,
        question: &Value,
        lang: Option<&str>,
    ) -> ApiResult<DeclarationVerdict> {
        let mut verdict = belote_core::assist::compare_declarations(question)?;
        // The tool's two boxes are "Team A" and "Team B": its sentences call them so.
        let locale = self::locale(lang);
        verdict.explanation =
            render_all_in(&verdict.steps, locale.lang, locale.digits, Sides::LETTERS);
        Ok(verdict)
    }

    pub fn count_pile(&self, question: &Value) -> ApiResult<PileCount> {
        Ok(belote_core::assist::count_pile(question)?)
    }
}
