//! The Tauri shell of the Belote table companion: its window, and one IPC command that reaches
//! every command of the app through `belote-api`'s table (which holds the history and does the
//! work). Every change is committed to SQLite before the command returns, so what the UI shows
//! is already on disk.
//!
//! Start-up never panics: when the history cannot be opened (a newer app's database, a lock
//! held by another process, an unwritable folder, a full disk), the window opens all the same
//! and `startup_status` tells the UI why, for its start-up screen (Retry, Quit).

mod commands;

use std::path::Path;
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

use belote_api::Api;
use tauri::Manager;

/// When this process started, in milliseconds since the Unix epoch: recorded first thing in
/// [`run`] and reported by `app_info` (`started_ms`), so the end-to-end test can tell how long
/// the app itself takes from its start to a usable first screen (the page records when that
/// was, on the same clock).
static STARTED_MS: OnceLock<u64> = OnceLock::new();

/// [`STARTED_MS`], or now when `run` has not recorded it (a unit test).
pub fn started_ms() -> u64 {
    *STARTED_MS.get_or_init(epoch_ms)
}

fn epoch_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Whether the web view can keep its data (caches, local storage) in `dir`.
fn writable_dir(dir: &Path) -> bool {
    std::fs::create_dir_all(dir).is_ok() && tempfile::tempfile_in(dir).is_ok()
}

/// Creates the main window (tauri.conf.json describes it; `create: false` leaves its creation
/// here). Its web view keeps its data in the app's local data folder; when that folder cannot
/// be written (the very problem the start-up screen may have to report), in a private
/// temporary folder instead, so the window opens all the same.
fn open_main_window(app: &mut tauri::App) -> tauri::Result<()> {
    let Some(config) = app
        .config()
        .app
        .windows
        .iter()
        .find(|w| w.label == "main")
        .cloned()
    else {
        return Ok(());
    };
    let mut builder = tauri::WebviewWindowBuilder::from_config(app.handle(), &config)?;
    let usable = app
        .path()
        .app_local_data_dir()
        .ok()
        .filter(|d| writable_dir(d));
    if usable.is_none() {
        let fallback = tempfile::Builder::new()
            .prefix("belote-webview-")
            .tempdir()
            .map_err(tauri::Error::Io)?;
        builder = builder.data_directory(fallback.path().to_path_buf());
        // Removed when the app exits.
        app.manage(WebviewScratch(fallback));
    }
    builder.build()?;
    Ok(())
}

/// The temporary folder of the web view's data when the app's own cannot be written.
struct WebviewScratch(#[allow(dead_code)] tempfile::TempDir);

/// Without a GPU (no DRM render node: a virtual machine, a container, Xvfb), WebKitGTK would
/// composite the page with Mesa's software OpenGL (llvmpipe), which starts a compositor thread
/// and compiles its shaders with LLVM before the first paint: about 70 ms of CPU at start-up
/// for nothing, as the web process draws this UI just as well itself. So there, WebKit's
/// compositing mode is off (`WEBKIT_DISABLE_COMPOSITING_MODE`), unless the user set that
/// variable. With a GPU nothing changes. Called first thing, while the process has one thread.
#[cfg(target_os = "linux")]
fn render_without_gpu() {
    const VAR: &str = "WEBKIT_DISABLE_COMPOSITING_MODE";
    let gpu = std::fs::read_dir("/dev/dri").is_ok_and(|nodes| {
        nodes
            .flatten()
            .any(|n| n.file_name().to_string_lossy().starts_with("renderD"))
    });
    if !gpu && std::env::var_os(VAR).is_none() {
        std::env::set_var(VAR, "1");
    }
}

/// The app's back end: the history in the app's data folder, and the table phones' server
/// the organiser opens ("open the tables to phones").
fn open_api(data_dir: &Result<std::path::PathBuf, String>) -> Api {
    Api::in_data_dir(data_dir, started_ms())
        .with_phones(Box::new(belote_server::run::TablePhoneServer))
}

/// Opens the display (X11 or Wayland) before anything else of the window system: when there is
/// none, or it cannot be reached (no `DISPLAY`, a server that has gone), the app says so and
/// stops with status 1, where the event loop would panic with a backtrace.
#[cfg(target_os = "linux")]
fn open_display() {
    if let Err(e) = gtk::init() {
        let named = |var: &str| std::env::var(var).ok().filter(|v| !v.is_empty());
        let display = match (named("WAYLAND_DISPLAY"), named("DISPLAY")) {
            (Some(w), _) => format!("the Wayland display {w:?}"),
            (None, Some(x)) => format!("the X display {x:?}"),
            (None, None) => "a display (neither DISPLAY nor WAYLAND_DISPLAY is set)".to_owned(),
        };
        eprintln!("the Belote app cannot open {display}: {e}");
        std::process::exit(1);
    }
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    started_ms();
    #[cfg(target_os = "linux")]
    {
        render_without_gpu();
        open_display();
    }
    let app = tauri::Builder::default()
        .setup(|app| {
            // The history opens on its own thread while the window is built (and WebKit starts
            // its processes): neither waits for the other. The state is in place before setup
            // returns, so before the page can send its first command.
            let data_dir = app.path().app_data_dir().map_err(|e| e.to_string());
            let (window, state) = std::thread::scope(|scope| {
                let opening = std::thread::Builder::new()
                    .name("open-history".into())
                    .spawn_scoped(scope, || open_api(&data_dir));
                let window = open_main_window(app);
                let state = match opening {
                    Ok(thread) => thread
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                    // No thread to spare: open it here, after the window.
                    Err(_) => open_api(&data_dir),
                };
                (window, state)
            });
            app.manage(state);
            if let Err(e) = window {
                // No window can show anything (no display, no web view): say why and stop.
                eprintln!("the Belote app cannot open its window: {e}");
                std::process::exit(1);
            }
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![commands::dispatch])
        .build(tauri::generate_context!());
    match app {
        Ok(app) => app.run(|_, _| {}),
        Err(e) => {
            // Only the window system itself can fail here (no display, no WebView): there is
            // no window to show it in.
            eprintln!("the Belote app cannot start: {e}");
            std::process::exit(1);
        }
    }
}
