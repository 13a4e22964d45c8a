//! The worker's back end: the history opened in the origin private file system (OPFS) through
//! sqlite-wasm-rs's SAH-pool VFS — which needs a dedicated worker: its synchronous access
//! handles exist only there — and the app's commands answered through `Api::dispatch`.
//!
//! The pool holds its files exclusively: a second tab of the app cannot install it while the
//! first holds it, and says so on the start-up screen (`locked`) instead of sharing the file.
//! Storage the browser refuses (private browsing, blocked site data) or that is full is told
//! the same way, by the browser's own error name.

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use belote_api::{Api, ApiError, EventSink, StartupStatus};
use belote_store::DbProblem;
use serde_json::{json, Value};
use sqlite_wasm_vfs::sahpool::{install, OpfsSAHError, OpfsSAHPoolCfgBuilder, OpfsSAHPoolUtil};
use wasm_bindgen::prelude::*;

/// The database, as SQLite names it inside the pool.
const DB_PATH: &str = "/belote/history.sqlite3";
/// What `app_info` calls the app's data folder.
const DATA_DIR: &str = "/belote";
/// The OPFS folder that holds the pool's files.
const POOL_DIR: &str = "belote";

/// The open back end of this worker.
struct Worker {
    api: Rc<Api>,
    /// The OPFS pool, once installed (it stays for the worker's life).
    pool: Option<OpfsSAHPoolUtil>,
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    /// Where events and the wish to quit go: a function of the worker's script.
    static ON_EVENT: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// Milliseconds since the Unix epoch, by JavaScript's clock.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// The events of the back end, handed to the worker's script as `(event, payload JSON)`;
/// the wish to quit as `("quit", null)`.
struct WorkerEvents;

impl WorkerEvents {
    fn send(event: &str, payload: &str) {
        ON_EVENT.with(|f| {
            if let Some(f) = f.borrow().as_ref() {
                let _ = f.call2(
                    &JsValue::NULL,
                    &JsValue::from_str(event),
                    &JsValue::from_str(payload),
                );
            }
        });
    }
}

impl EventSink for WorkerEvents {
    fn emit(&self, event: &str, payload: Value) {
        WorkerEvents::send(event, &payload.to_string());
    }

    fn quit(&self) {
        WorkerEvents::send("quit", "null");
    }
}

/// Sets the function that receives the back end's events: `(event, payloadJson)`.
#[wasm_bindgen]
pub fn set_event_handler(handler: js_sys::Function) {
    ON_EVENT.with(|f| *f.borrow_mut() = Some(handler));
}

/// A status for the start-up screen about the browser's storage.
fn storage_status(kind: DbProblem, cause: String) -> StartupStatus {
    StartupStatus {
        kind: kind.as_str(),
        file: DB_PATH.to_string(),
        cause,
        moved_to: None,
        found_version: None,
        supported_version: None,
    }
}

/// A JavaScript error's `name` (a `DOMException`'s: `QuotaExceededError`, …) and message.
fn js_error(value: &JsValue) -> (String, String) {
    let field = |key: &str| {
        js_sys::Reflect::get(value, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default()
    };
    let (name, message) = (field("name"), field("message"));
    if name.is_empty() && message.is_empty() {
        (String::new(), value.as_string().unwrap_or_default())
    } else {
        (name, message)
    }
}

/// Why the OPFS pool could not be installed, for the start-up screen.
fn pool_status(e: &OpfsSAHError) -> StartupStatus {
    use OpfsSAHError as E;
    let js = match e {
        E::GetDirHandle(v)
        | E::GetFileHandle(v)
        | E::CreateSyncAccessHandle(v)
        | E::IterHandle(v)
        | E::GetPath(v)
        | E::RemoveEntity(v)
        | E::GetSize(v)
        | E::Read(v)
        | E::Write(v)
        | E::Flush(v)
        | E::Truncate(v)
        | E::Reflect(v) => Some(js_error(v)),
        _ => None,
    };
    let Some((name, message)) = js else {
        return storage_status(
            DbProblem::Io,
            format!("the browser's storage cannot be used: {e}"),
        );
    };
    // A known refusal is told in words, with the browser's name for it; anything else with
    // all the browser said.
    let detail = format!("{e}: {name} {message}").trim().to_string();
    let known = |words: &str| format!("{words} ({name})");
    match name.as_str() {
        // The pool's files are held by another tab or window of the app.
        "NoModificationAllowedError" | "InvalidStateError" => storage_status(
            DbProblem::Locked,
            known(
                "the history is open in another tab or window of this app; close it, then tap \
                 Retry",
            ),
        ),
        "QuotaExceededError" => storage_status(
            DbProblem::DiskFull,
            known(
                "the browser has no room left for this site's data; free some space (or other \
                 sites' data), then tap Retry",
            ),
        ),
        "SecurityError" | "NotAllowedError" => storage_status(
            DbProblem::Unwritable,
            known(
                "the browser does not let this site keep data (private browsing, or site data \
                 blocked in its settings): nothing can be saved here",
            ),
        ),
        _ => storage_status(
            DbProblem::Io,
            format!("the browser's storage cannot be used ({detail})"),
        ),
    }
}

/// Installs the OPFS pool (SQLite's default file system from then on) and opens the history in
/// it; when the pool cannot be installed, the app runs without a history and its start-up
/// screen says why.
async fn start() -> Worker {
    let config = OpfsSAHPoolCfgBuilder::new().directory(POOL_DIR).build();
    match install::<sqlite_wasm_rs::WasmOsCallback>(&config, true).await {
        Ok(pool) => Worker {
            api: Rc::new(Api::open(
                PathBuf::from(DATA_DIR),
                PathBuf::from(DB_PATH),
                now_ms(),
            )),
            pool: Some(pool),
        },
        Err(e) => Worker {
            api: Rc::new(Api::unavailable(pool_status(&e), now_ms())),
            pool: None,
        },
    }
}

/// Opens the history in the origin private file system. Call once, in the dedicated worker,
/// before any command; what went wrong (if anything) is `startup_status`'s answer.
#[wasm_bindgen]
pub async fn open() {
    let worker = start().await;
    WORKER.with(|w| *w.borrow_mut() = Some(worker));
}

/// No history at all, for a reason the worker's script found before the WebAssembly could
/// look (no origin private file system in this browser, …): `kind` as the start-up screen
/// knows them (`unwritable`, `io`, …), `cause` in words.
#[wasm_bindgen]
pub fn open_unavailable(kind: &str, cause: String) {
    let kind = match kind {
        "locked" => DbProblem::Locked,
        "unwritable" => DbProblem::Unwritable,
        "disk_full" => DbProblem::DiskFull,
        _ => DbProblem::Io,
    };
    let api = Api::unavailable(storage_status(kind, cause), now_ms());
    WORKER.with(|w| {
        *w.borrow_mut() = Some(Worker {
            api: Rc::new(api),
            pool: None,
        })
    });
}

/// Whether the OPFS pool is installed: when it is not, a retry needs a fresh worker (the
/// access handles a failed attempt took are only let go when its worker ends).
#[wasm_bindgen]
pub fn has_storage() -> bool {
    WORKER.with(|w| w.borrow().as_ref().is_some_and(|w| w.pool.is_some()))
}

/// The answer to the page: `{"ok": value}` or `{"error": {kind, message, at?, about?}}`.
fn answer(result: Result<Value, ApiError>) -> String {
    match result {
        Ok(value) => json!({ "ok": value }).to_string(),
        Err(e) => json!({ "error": e }).to_string(),
    }
}

/// Runs the app's command `cmd` with its arguments (a JSON object, as the UI sends them) and
/// answers `{"ok": …}` or `{"error": …}` as JSON. Every change is committed to the history
/// before the answer is given.
#[wasm_bindgen]
pub fn dispatch(cmd: &str, args: &str) -> String {
    let api = WORKER.with(|w| w.borrow().as_ref().map(|w| Rc::clone(&w.api)));
    let Some(api) = api else {
        return answer(Err(ApiError::unavailable(
            "the app's back end is still starting",
        )));
    };
    let args = if args.trim().is_empty() {
        Ok(Value::Null)
    } else {
        serde_json::from_str(args).map_err(|e| {
            ApiError::input_at("args", format!("the arguments are not a JSON object: {e}"))
        })
    };
    answer(args.and_then(|args| api.dispatch(cmd, args, &WorkerEvents)))
}
