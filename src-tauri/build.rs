//! Generates the app's context from tauri.conf.json (at the repository root, the app
//! package's own directory) and an ACL manifest listing the app's own commands, so the
//! capability can grant exactly those and nothing else.

const COMMANDS: &[&str] = &[
    "app_info",
    "startup_status",
    "retry_open",
    "quit_app",
    "option_catalog",
    "describe_variants",
    "game_words",
    "create_match",
    "list_matches",
    "get_match",
    "preview_round",
    "append_round",
    "edit_round",
    "delete_round",
    "undo",
    "finish_match",
    "abandon_match",
    "reopen_match",
    "delete_match",
    "statistics",
    "progression",
    "export_history",
    "import_history",
    "legal_check",
    "compare_declarations",
    "count_pile",
    "default_names",
    "event_presets",
    "create_event",
    "list_events",
    "get_event",
    "draw_round",
    "redraw_round",
    "add_entrant",
    "withdraw_entrant",
    "event_table",
    "event_table_preview",
    "event_table_append",
    "event_table_edit",
    "event_table_undo",
    "phones_open",
    "phones_close",
    "phones_status",
    "export_event",
    "import_event",
    "event_print",
    "find_names",
    "history_overview",
    "history_stats",
    "history_ratings",
    "history_records",
    "history_h2h",
    "review_match",
];

fn main() {
    let attributes = tauri_build::Attributes::new()
        .capabilities_path_pattern("src-tauri/capabilities/**/*")
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        panic!("tauri-build failed: {e:#}");
    }
}
