//! Any command by its name, with its arguments as one JSON object (the names the UI sends:
//! `{"id": …, "lang": …}`): what a transport other than Tauri's IPC calls.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use belote_store::Teams;

use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::{Api, EventSink};

#[derive(Deserialize)]
struct Variant {
    variant: String,
}

#[derive(Deserialize)]
struct Create {
    variant: String,
    #[serde(default)]
    options: Value,
    teams: Teams,
    first_dealer: u8,
    lang: Option<String>,
}

#[derive(Deserialize)]
struct List {
    state_filter: Option<String>,
    variant: Option<String>,
    player: Option<String>,
}

#[derive(Deserialize)]
struct Id {
    id: String,
}

#[derive(Deserialize)]
struct LangOnly {
    lang: Option<String>,
}

#[derive(Deserialize)]
struct IdLang {
    id: String,
    lang: Option<String>,
}

#[derive(Deserialize)]
struct Preview {
    id: String,
    index: Option<usize>,
    round: Value,
    lang: Option<String>,
}

#[derive(Deserialize)]
struct Append {
    id: String,
    round: Value,
    lang: Option<String>,
}

#[derive(Deserialize)]
struct Edit {
    id: String,
    index: usize,
    round: Value,
    lang: Option<String>,
}

#[derive(Deserialize)]
struct Delete {
    id: String,
    index: usize,
    lang: Option<String>,
}

#[derive(Deserialize)]
struct Export {
    format: String,
}

#[derive(Deserialize)]
struct Import {
    text: String,
}

/// `export_event`'s argument.
#[derive(Deserialize)]
struct EventArg {
    event: String,
}

/// The arguments of the review commands (`find_names`, `history_*`).
#[derive(Deserialize)]
struct Review {
    #[serde(default)]
    filter: crate::ReviewFilter,
}

#[derive(Deserialize)]
struct FindNames {
    query: String,
    limit: Option<usize>,
}

#[derive(Deserialize)]
struct H2h {
    first: String,
    second: String,
    #[serde(default)]
    filter: crate::ReviewFilter,
}

#[derive(Deserialize)]
struct Question {
    question: Value,
    lang: Option<String>,
}

/// The arguments of `cmd`, read from `args` (`null` stands for none).
pub(crate) fn args<T: DeserializeOwned>(cmd: &str, args: Value) -> ApiResult<T> {
    let args = if args.is_null() {
        Value::Object(Default::default())
    } else {
        args
    };
    serde_json::from_value(args).map_err(|e| ApiError {
        kind: ErrorKind::Input,
        message: format!("invalid arguments for {cmd}: {e}"),
        at: Some("args".to_string()),
        about: None,
    })
}

pub(crate) fn json<T: Serialize>(value: ApiResult<T>) -> ApiResult<Value> {
    let value = value?;
    serde_json::to_value(value)
        .map_err(|e| ApiError::storage(format!("cannot send the answer: {e}")))
}

impl Api {
    /// Runs the command `cmd` with its arguments `a`; events (import and export progress) and
    /// the wish to quit go to `events`. Blocks until the command is done: a transport runs it
    /// off its event loop.
    pub fn dispatch(&self, cmd: &str, a: Value, events: &dyn EventSink) -> ApiResult<Value> {
        match cmd {
            "app_info" => json(self.app_info()),
            "startup_status" => json(self.startup_status()),
            "retry_open" => json(self.retry_open()),
            "quit_app" => {
                events.quit();
                Ok(Value::Null)
            }
            "option_catalog" => {
                let a: Variant = args(cmd, a)?;
                json(self.option_catalog(&a.variant))
            }
            "describe_variants" => json(Ok(self.describe_variants())),
            "game_words" => {
                let a: LangOnly = args(cmd, a)?;
                json(Ok(self.game_words(a.lang.as_deref())))
            }
            "default_names" => {
                let a: LangOnly = args(cmd, a)?;
                json(Ok(self.default_names(a.lang.as_deref())))
            }
            "create_match" => {
                let a: Create = args(cmd, a)?;
                json(self.create_match(
                    &a.variant,
                    a.options,
                    a.teams,
                    a.first_dealer,
                    a.lang.as_deref(),
                ))
            }
            "list_matches" => {
                let a: List = args(cmd, a)?;
                json(self.list_matches(a.state_filter.as_deref(), a.variant.as_deref(), a.player))
            }
            "get_match" => {
                let a: IdLang = args(cmd, a)?;
                json(self.get_match(&a.id, a.lang.as_deref()))
            }
            "preview_round" => {
                let a: Preview = args(cmd, a)?;
                json(self.preview_round(&a.id, a.index, a.round, a.lang.as_deref()))
            }
            "append_round" => {
                let a: Append = args(cmd, a)?;
                json(self.append_round(&a.id, &a.round, a.lang.as_deref()))
            }
            "edit_round" => {
                let a: Edit = args(cmd, a)?;
                json(self.edit_round(&a.id, a.index, &a.round, a.lang.as_deref()))
            }
            "delete_round" => {
                let a: Delete = args(cmd, a)?;
                json(self.delete_round(&a.id, a.index, a.lang.as_deref()))
            }
            "undo" => {
                let a: IdLang = args(cmd, a)?;
                json(self.undo(&a.id, a.lang.as_deref()))
            }
            "finish_match" => {
                let a: IdLang = args(cmd, a)?;
                json(self.finish_match(&a.id, a.lang.as_deref()))
            }
            "abandon_match" => {
                let a: IdLang = args(cmd, a)?;
                json(self.abandon_match(&a.id, a.lang.as_deref()))
            }
            "reopen_match" => {
                let a: IdLang = args(cmd, a)?;
                json(self.reopen_match(&a.id, a.lang.as_deref()))
            }
            "delete_match" => {
                let a: Id = args(cmd, a)?;
                json(self.delete_match(&a.id))
            }
            "statistics" => json(self.statistics()),
            "progression" => {
                let a: Id = args(cmd, a)?;
                json(self.progression(&a.id))
            }
            "export_history" => {
                let a: Export = args(cmd, a)?;
                json(self.export_history(&a.format, events))
            }
            "import_history" => {
                let a: Import = args(cmd, a)?;
                json(self.import_history(&a.text, events))
            }
            "legal_check" => {
                let a: Question = args(cmd, a)?;
                json(self.legal_check(&a.question, a.lang.as_deref()))
            }
            "compare_declarations" => {
                let a: Question = args(cmd, a)?;
                json(self.compare_declarations(&a.question, a.lang.as_deref()))
            }
            "count_pile" => {
                let a: Question = args(cmd, a)?;
                json(self.count_pile(&a.question))
            }
            "find_names" => {
                let a: FindNames = args(cmd, a)?;
                json(self.find_names(&a.query, a.limit))
            }
            "history_overview" => json(self.history_overview(&args::<Review>(cmd, a)?.filter)),
            "history_stats" => json(self.history_stats(&args::<Review>(cmd, a)?.filter)),
            "history_ratings" => json(self.history_ratings(&args::<Review>(cmd, a)?.filter)),
            "history_records" => json(self.history_records(&args::<Review>(cmd, a)?.filter)),
            "history_h2h" => {
                let a: H2h = args(cmd, a)?;
                json(self.history_h2h(&a.first, &a.second, &a.filter))
            }
            "review_match" => {
                let a: IdLang = args(cmd, a)?;
                json(self.review_match(&a.id, a.lang.as_deref()))
            }
            "export_event" => {
                let a: EventArg = args(cmd, a)?;
                json(self.export_event(&a.event))
            }
            "import_event" => {
                let a: Import = args(cmd, a)?;
                json(self.import_event(&a.text))
            }
            "event_print" => self.dispatch_print(a),
            other => self.dispatch_event(other, a).unwrap_or_else(|| {
                Err(ApiError::new(
                    ErrorKind::UnknownCommand,
                    format!("unknown command {other}"),
                ))
            }),
        }
    }
}
