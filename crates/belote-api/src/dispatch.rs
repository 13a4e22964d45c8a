//! The one table of the app's commands: each command's name, its arguments (the names the UI
//! sends, with their types) and the method it runs, declared once, below. Every transport
//! reaches the commands through [`Api::dispatch`] and nothing else: the Tauri shell's one IPC
//! command, the HTTP bridge the UI tests drive, and a Web Worker's WebAssembly build — so the
//! tests exercise exactly what ships.
//!
//! A new command is a method of [`Api`] and one entry here. Every command runs off its host's
//! UI thread (a transport calls `dispatch` on a blocking thread), so none is marked.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use belote_store::Teams;

use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::review::ReviewFilter;
use crate::sink::EventSink;
use crate::state::Api;

/// Declares the table: for each command, the struct of its arguments (`arguments::NAME::Args`,
/// read from the JSON object the UI sends) and its arm of [`Api::dispatch`], which runs the
/// entry's expression with the API, the arguments and the event sink, and answers its result as
/// JSON.
macro_rules! commands {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident { $( $(#[$attr:meta])* $arg:ident : $ty:ty ),* $(,)? }
            => |$api:pat_param, $a:pat_param, $events:pat_param| $run:expr;
    )*) => {
        /// Each command's arguments, as the UI sends them (`{"id": …, "lang": …}`).
        mod arguments {
            $(
                pub(super) mod $name {
                    #[allow(unused_imports)]
                    use super::super::*;

                    $(#[doc = $doc])*
                    #[derive(serde::Deserialize)]
                    pub(crate) struct Args {
                        $( $(#[$attr])* pub(crate) $arg: $ty, )*
                    }
                }
            )*
        }

        /// The name of every command, in the table's order.
        pub const COMMANDS: &[&str] = &[$(stringify!($name)),*];

        impl Api {
            /// Runs the command `cmd` with its arguments `args` (a JSON object; `null` stands
            /// for none); events (import and export progress) and the wish to quit go to
            /// `events`. Blocks until the command is done: a transport runs it off its event
            /// loop.
            pub fn dispatch(
                &self,
                cmd: &str,
                args: Value,
                events: &dyn EventSink,
            ) -> ApiResult<Value> {
                match cmd {
                    $(stringify!($name) => {
                        let $a: arguments::$name::Args = arguments(cmd, args)?;
                        let $api = self;
                        let $events = events;
                        json($run)
                    })*
                    other => Err(unknown(other)),
                }
            }

            /// [`Api::dispatch`], the answer as JSON text written straight from the command's
            /// result, with no JSON value built first (a long history's statistics run to
            /// megabytes): the same JSON, in ASCII (`belote_core::bytes::json_text`). The
            /// WebAssembly worker answers so.
            pub fn dispatch_text(
                &self,
                cmd: &str,
                args: Value,
                events: &dyn EventSink,
            ) -> ApiResult<String> {
                match cmd {
                    $(stringify!($name) => {
                        let $a: arguments::$name::Args = arguments(cmd, args)?;
                        let $api = self;
                        let $events = events;
                        text($run)
                    })*
                    other => Err(unknown(other)),
                }
            }
        }
    };
}

fn unknown(cmd: &str) -> ApiError {
    ApiError::new(ErrorKind::UnknownCommand, format!("unknown command {cmd}"))
}

commands! {
    // The app and its start-up screen.
    app_info {} => |api, _, _| api.app_info();
    startup_status {} => |api, _, _| api.startup_status();
    retry_open {} => |api, _, _| api.retry_open();
    /// The start-up screen's Quit.
    quit_app {} => |_, _, events| {
        events.quit();
        Ok(())
    };

    // Variants, their options and a new match.
    option_catalog { variant: String } => |api, a, _| api.option_catalog(&a.variant);
    /// Every variant described, each one's name in a language (English by default).
    describe_variants { lang: Option<String> } => |api, a, _| Ok(api.describe_variants(a.lang.as_deref()));
    /// The game's words in a language (every name the screens show for a thing of the game).
    game_words { lang: Option<String> } => |api, a, _| Ok(api.game_words(a.lang.as_deref()));
    default_names { lang: Option<String> } => |api, a, _| Ok(api.default_names(a.lang.as_deref()));
    create_match {
        variant: String,
        #[serde(default)]
        options: Value,
        teams: Teams,
        first_dealer: u8,
        lang: Option<String>,
    } => |api, a, _| {
        api.create_match(&a.variant, a.options, a.teams, a.first_dealer, a.lang.as_deref())
    };

    // A match and its rounds.
    list_matches {
        state_filter: Option<String>,
        variant: Option<String>,
        player: Option<String>,
    } => |api, a, _| api.list_matches(a.state_filter.as_deref(), a.variant.as_deref(), a.player);
    get_match { id: String, lang: Option<String> }
        => |api, a, _| api.get_match(&a.id, a.lang.as_deref());
    preview_round { id: String, index: Option<usize>, round: Value, lang: Option<String> }
        => |api, a, _| api.preview_round(&a.id, a.index, a.round, a.lang.as_deref());
    append_round { id: String, round: Value, lang: Option<String> }
        => |api, a, _| api.append_round(&a.id, &a.round, a.lang.as_deref());
    edit_round { id: String, index: usize, round: Value, lang: Option<String> }
        => |api, a, _| api.edit_round(&a.id, a.index, &a.round, a.lang.as_deref());
    delete_round { id: String, index: usize, lang: Option<String> }
        => |api, a, _| api.delete_round(&a.id, a.index, a.lang.as_deref());
    undo { id: String, lang: Option<String> } => |api, a, _| api.undo(&a.id, a.lang.as_deref());
    finish_match { id: String, lang: Option<String> }
        => |api, a, _| api.finish_match(&a.id, a.lang.as_deref());
    abandon_match { id: String, lang: Option<String> }
        => |api, a, _| api.abandon_match(&a.id, a.lang.as_deref());
    reopen_match { id: String, lang: Option<String> }
        => |api, a, _| api.reopen_match(&a.id, a.lang.as_deref());
    delete_match { id: String } => |api, a, _| api.delete_match(&a.id);

    // The history as a whole: statistics, files.
    statistics {} => |api, _, _| api.statistics();
    progression { id: String } => |api, a, _| api.progression(&a.id);
    export_history { format: String } => |api, a, events| api.export_history(&a.format, events);
    import_history { text: String } => |api, a, events| api.import_history(&a.text, events);
    /// The history as a file's text, for a host that hands it to the user (share, download).
    history_file { format: String } => |api, a, events| api.history_file(&a.format, events);

    // A match passed to another phone by QR code.
    match_code { id: String } => |api, a, _| api.match_code(&a.id);
    scan_match_code { width: usize, height: usize, luma: String }
        => |api, a, _| api.scan_match_code(a.width, a.height, &a.luma);
    read_match_code { code: String } => |api, a, _| api.read_match_code(&a.code);
    import_match_code { code: String } => |api, a, _| api.import_match_code(&a.code);

    // The rules assistant.
    legal_check { question: Value, lang: Option<String> }
        => |api, a, _| api.legal_check(&a.question, a.lang.as_deref());
    compare_declarations { question: Value, lang: Option<String> }
        => |api, a, _| api.compare_declarations(&a.question, a.lang.as_deref());
    count_pile { question: Value } => |api, a, _| api.count_pile(&a.question);

    // Reviewing the history (a filter left out or `null`: every match).
    find_names { query: String, limit: Option<usize> }
        => |api, a, _| api.find_names(&a.query, a.limit);
    history_overview { filter: Option<ReviewFilter> }
        => |api, a, _| api.history_overview(&a.filter.unwrap_or_default());
    history_stats { filter: Option<ReviewFilter> }
        => |api, a, _| api.history_stats(&a.filter.unwrap_or_default());
    history_ratings { filter: Option<ReviewFilter> }
        => |api, a, _| api.history_ratings(&a.filter.unwrap_or_default());
    history_records { filter: Option<ReviewFilter> }
        => |api, a, _| api.history_records(&a.filter.unwrap_or_default());
    history_h2h { first: String, second: String, filter: Option<ReviewFilter> }
        => |api, a, _| api.history_h2h(&a.first, &a.second, &a.filter.unwrap_or_default());
    review_match { id: String, lang: Option<String> }
        => |api, a, _| api.review_match(&a.id, a.lang.as_deref());

    // The organiser: events, their entrants and draws.
    event_presets {} => |api, _, _| Ok(api.event_presets());
    create_event { definition: Value } => |api, a, _| api.create_event(&a.definition);
    list_events {} => |api, _, _| api.list_events();
    get_event { event: String } => |api, a, _| api.get_event(&a.event);
    draw_round { event: String } => |api, a, _| api.draw_round(&a.event);
    redraw_round { event: String } => |api, a, _| api.redraw_round(&a.event);
    add_entrant { event: String, entrant: Value }
        => |api, a, _| api.add_entrant(&a.event, &a.entrant);
    withdraw_entrant { event: String, entrant: u32 }
        => |api, a, _| api.withdraw_entrant(&a.event, a.entrant);
    /// A staged event: closes the current stage and seeds the next, or undoes the last close.
    close_stage { event: String } => |api, a, _| api.close_stage(&a.event);
    reopen_stage { event: String } => |api, a, _| api.reopen_stage(&a.event);

    // An event's table: its deals entered and corrected.
    event_table { event: String, round: u32, table: u32, lang: Option<String> }
        => |api, a, _| api.event_table(&a.event, a.round, a.table, a.lang.as_deref());
    event_table_preview {
        event: String,
        round: u32,
        table: u32,
        index: Option<usize>,
        deal: Value,
        lang: Option<String>,
    } => |api, a, _| {
        api.event_table_preview(&a.event, a.round, a.table, a.index, a.deal, a.lang.as_deref())
    };
    event_table_append { event: String, round: u32, table: u32, deal: Value, lang: Option<String> }
        => |api, a, _| {
            api.event_table_append(&a.event, a.round, a.table, &a.deal, a.lang.as_deref())
        };
    event_table_edit {
        event: String,
        round: u32,
        table: u32,
        index: usize,
        deal: Value,
        lang: Option<String>,
    } => |api, a, _| {
        api.event_table_edit(&a.event, a.round, a.table, a.index, &a.deal, a.lang.as_deref())
    };
    event_table_undo { event: String, round: u32, table: u32, lang: Option<String> }
        => |api, a, _| api.event_table_undo(&a.event, a.round, a.table, a.lang.as_deref());

    // The tables opened to phones.
    phones_open { event: String, bind: Option<String> }
        => |api, a, _| api.phones_open(&a.event, a.bind.as_deref());
    phones_close {} => |api, _, _| api.phones_close();
    phones_status {} => |api, _, _| api.phones_status();

    // An event as a file, and on paper (a round left out: the current one).
    export_event { event: String } => |api, a, _| api.export_event(&a.event);
    import_event { text: String } => |api, a, _| api.import_event(&a.text);
    event_print { event: String, round: Option<u32> }
        => |api, a, _| api.event_print(&a.event, a.round);

    // A club's seasons over the events.
    season_presets {} => |api, _, _| Ok(api.season_presets());
    create_season { definition: Value } => |api, a, _| api.create_season(&a.definition);
    list_seasons {} => |api, _, _| api.list_seasons();
    get_season { season: String } => |api, a, _| api.get_season(&a.season);
    season_add_event { season: String, event: String }
        => |api, a, _| api.season_add_event(&a.season, &a.event);
    season_remove_event { season: String, event: String }
        => |api, a, _| api.season_remove_event(&a.season, &a.event);
    season_absence { season: String, event: String, name: String, absent: bool }
        => |api, a, _| api.season_absence(&a.season, &a.event, &a.name, a.absent);
    event_seasons { event: String } => |api, a, _| api.event_seasons(&a.event);

    // Publishing to the federation's hub (HUB.md; the web app does not publish): the hub's
    // address and key, an event (final) or a season published, each one's state, and the
    // outbox sent now (the network is back).
    hub_settings {} => |api, _, _| api.hub_settings();
    hub_save_settings { url: String, key: Option<String> }
        => |api, a, _| api.hub_save_settings(&a.url, a.key.as_deref());
    hub_clear_settings {} => |api, _, _| api.hub_clear_settings();
    hub_publish { kind: String, id: String, supersede: Option<bool> }
        => |api, a, _| api.hub_publish(&a.kind, &a.id, a.supersede.unwrap_or(false));
    hub_state { kind: String, id: String } => |api, a, _| api.hub_state(&a.kind, &a.id);
    hub_flush {} => |api, _, _| api.hub_flush();
}

/// The arguments of `cmd`, read from `args` (`null` stands for none): bad ones are bad input
/// at `args`.
fn arguments<T: DeserializeOwned>(cmd: &str, args: Value) -> ApiResult<T> {
    let args = if args.is_null() {
        Value::Object(Default::default())
    } else {
        args
    };
    serde_json::from_value(args)
        .map_err(|e| ApiError::input_at("args", format!("invalid arguments for {cmd}: {e}")))
}

/// A command's answer as JSON.
fn json<T: Serialize>(value: ApiResult<T>) -> ApiResult<Value> {
    let value = value?;
    serde_json::to_value(value)
        .map_err(|e| ApiError::storage(format!("cannot send the answer: {e}")))
}

/// A command's answer as JSON text, in ASCII.
fn text<T: Serialize>(value: ApiResult<T>) -> ApiResult<String> {
    let value = value?;
    belote_core::bytes::json_text(&value)
        .map_err(|e| ApiError::storage(format!("cannot send the answer: {e}")))
}
