//! The Tauri shell of the Belote table companion: thin commands over the rules engine
//! (`belote-core`) and the match history (`belote-store`). Every change is committed to
//! SQLite before the command returns, so what the UI shows is already on disk.

mod commands;
mod error;
mod view;

use belote_store::{Store, DB_FILE_NAME};
use std::sync::Mutex;
use tauri::Manager;

/// What the commands share: the open history, and what the start-up check found.
pub struct AppState {
    pub store: Mutex<Store>,
    /// A damaged database moved aside at start-up, as a sentence for the user.
    pub recovered: Option<String>,
    pub data_dir: std::path::PathBuf,
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .setup(|app| {
            let data_dir = app.path().app_data_dir()?;
            std::fs::create_dir_all(&data_dir)?;
            let path = data_dir.join(DB_FILE_NAME);
            let store = Store::open(&path)?;
            let recovered = store.recovery().map(|r| r.message(&path));
            app.manage(AppState {
                store: Mutex::new(store),
                recovered,
                data_dir,
            });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::app_info,
            commands::option_catalog,
            commands::describe_variants,
            commands::create_match,
            commands::list_matches,
            commands::get_match,
            commands::preview_round,
            commands::append_round,
            commands::edit_round,
            commands::delete_round,
            commands::undo,
            commands::finish_match,
            commands::abandon_match,
            commands::reopen_match,
            commands::delete_match,
            commands::statistics,
            commands::progression,
            commands::export_history,
            commands::import_history,
            commands::legal_check,
            commands::compare_declarations,
            commands::count_pile,
        ])
        .run(tauri::generate_context!())
        .expect("error while running the Belote app");
}
