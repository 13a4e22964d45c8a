//! Generates the app's context from tauri.conf.json (at the repository root, the app
//! package's own directory) and an ACL manifest listing the app's own command, so the
//! capability can grant exactly it and nothing else.

/// The app's one command: it forwards every command of the app to `belote-api`'s table.
const COMMANDS: &[&str] = &["dispatch"];

fn main() {
    let attributes = tauri_build::Attributes::new()
        .capabilities_path_pattern("src-tauri/capabilities/**/*")
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(e) = tauri_build::try_build(attributes) {
        panic!("tauri-build failed: {e:#}");
    }
}
