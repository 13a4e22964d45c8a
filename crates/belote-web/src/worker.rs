//! The worker's back end: the history opened in the origin private file system (OPFS) through
//! sqlite-wasm-rs's SAH-pool VFS — which needs a dedicated worker: its synchronous access
//! handles exist only there — and the app's commands answered through `Api::dispatch`.
//!
//! The pool holds its files exclusively: a second tab of the app cannot install it while the
//! first holds it, and says so on the start-up screen (`locked`) instead of sharing the file.
//! Storage the browser refuses (private browsing, blocked site data) or that is full is told
//! the same way, by the browser's own error name. A damaged database is moved aside inside the
//! pool (its bytes copied to a new name, then the old name freed) and a fresh history started,
//! as the desktop app renames the file; a save that meets a full storage says "full" (the
//! worker's script notes the browser's `QuotaExceededError`, which SQLite only sees as an I/O
//! error).

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use belote_api::{Api, ApiError, EventSink, StartupStatus};
use belote_store::{DbProblem, StoreErrorKind};
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
    pool: Option<Rc<OpfsSAHPoolUtil>>,
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    /// The pool, for moving a damaged database aside while the store opens it.
    static POOL: RefCell<Option<Rc<OpfsSAHPoolUtil>>> = const { RefCell::new(None) };
    /// The browser's name for the last storage failure the worker's script saw while a command
    /// ran (`QuotaExceededError`, …), cleared before each command.
    static STORAGE_FAILURE: RefCell<Option<String>> = const { RefCell::new(None) };
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

/// Files the pool keeps free beyond those in use: a damaged database and its journal moved
/// aside, and SQLite's own temporary files.
const SPARE_FILES: u32 = 4;

/// Moves the damaged database at `path` (and its log or journal, if any) aside inside the pool: its
/// bytes copied to `<path>.damaged-<time>`, then its own name freed for a fresh history.
fn move_aside(path: &std::path::Path) -> Result<PathBuf, String> {
    let pool = POOL
        .with(|p| p.borrow().clone())
        .ok_or("the browser's storage is not open")?;
    let name = path.display().to_string();
    let moved = format!("{name}.damaged-{}", now_ms());
    let beside = |suffix: &str| (format!("{name}{suffix}"), format!("{moved}{suffix}"));
    for (from, to) in [beside(""), beside("-wal"), beside("-journal")] {
        if !pool.exists(&from).map_err(|e| e.to_string())? {
            continue;
        }
        let bytes = pool.export_db(&from).map_err(|e| e.to_string())?;
        pool.import_db_unchecked(&to, &bytes)
            .map_err(|e| e.to_string())?;
        pool.delete_db(&from).map_err(|e| e.to_string())?;
    }
    Ok(PathBuf::from(moved))
}

/// Installs the OPFS pool (SQLite's default file system from then on) and opens the history in
/// it, a damaged one moved aside; when the pool cannot be installed, the app runs without a
/// history and its start-up screen says why.
async fn start() -> Worker {
    let config = OpfsSAHPoolCfgBuilder::new().directory(POOL_DIR).build();
    match install::<sqlite_wasm_rs::WasmOsCallback>(&config, true).await {
        Ok(pool) => {
            // Room to move a damaged database aside (best effort: without it, the store
            // refuses a damaged file and leaves it as it is).
            let _ = pool
                .reserve_minimum_capacity(pool.count() + SPARE_FILES)
                .await;
            let pool = Rc::new(pool);
            POOL.with(|p| *p.borrow_mut() = Some(Rc::clone(&pool)));
            belote_store::set_move_aside(Box::new(move_aside));
            Worker {
                api: Rc::new(Api::open(
                    PathBuf::from(DATA_DIR),
                    PathBuf::from(DB_PATH),
                    now_ms(),
                )),
                pool: Some(pool),
            }
        }
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

/// Lets go of the history: the database is closed (nothing is pending: every change was
/// committed before its answer) and the pool's files are given back to the browser, so that
/// another tab of the app can open them. The worker answers nothing after this; the page ends
/// it.
#[wasm_bindgen]
pub fn close() {
    WORKER.with(|w| w.borrow_mut().take());
    belote_store::set_move_aside(Box::new(|_| Err("the history was closed".to_string())));
    if let Some(pool) = POOL.with(|p| p.borrow_mut().take()) {
        let _ = pool.pause_vfs();
    }
}

/// The worker's script saw the browser refuse a write to the pool's files while a command ran
/// (`name`: the browser's error name, `QuotaExceededError` when the storage is full).
#[wasm_bindgen]
pub fn note_storage_failure(name: String) {
    STORAGE_FAILURE.with(|f| *f.borrow_mut() = Some(name));
}

/// A command that could not save because the browser's storage is full says so (the store
/// itself only saw SQLite's "disk I/O error").
fn storage_full(e: ApiError) -> ApiError {
    let failure = STORAGE_FAILURE.with(|f| f.borrow_mut().take());
    let io_error = matches!(e.store, Some(StoreErrorKind::Database(DbProblem::Io)));
    if failure.as_deref() != Some("QuotaExceededError") || !io_error {
        return e;
    }
    ApiError {
        problem: Some(DbProblem::DiskFull),
        store: Some(StoreErrorKind::Database(DbProblem::DiskFull)),
        ..ApiError::storage(
            "the browser's storage for this site is full (QuotaExceededError): nothing was \
             saved; free some space (or other sites' data), then save again",
        )
    }
}

/// Whether the OPFS pool is installed: when it is not, a retry needs a fresh worker (the
/// access handles a failed attempt took are only let go when its worker ends).
#[wasm_bindgen]
pub fn has_storage() -> bool {
    WORKER.with(|w| w.borrow().as_ref().is_some_and(|w| w.pool.is_some()))
}

/// The answer to the page: `{"ok": value}` or `{"error": {kind, message, at?, about?}}`, the
/// value's JSON text as the command wrote it.
fn answer(result: Result<String, ApiError>) -> String {
    match result {
        Ok(value) => {
            // One copy of an answer that may run to megabytes, into a string of its size
            // (`format!` sizes its string for the literals only: the closing brace after the
            // answer would copy it once more, into twice the room).
            let mut answer = String::with_capacity(value.len() + 7);
            answer.push_str("{\"ok\":");
            answer.push_str(&value);
            answer.push('}');
            answer
        }
        Err(e) => {
            // In ASCII as the answers are (`Api::dispatch_text`): a message may name a player.
            let error = json!({ "error": e });
            belote_core::bytes::json_text(&error).unwrap_or_else(|_| error.to_string())
        }
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
    STORAGE_FAILURE.with(|f| f.borrow_mut().take());
    let result = args.and_then(|args| api.dispatch_text(cmd, args, &WorkerEvents));
    answer(result.map_err(storage_full))
}
