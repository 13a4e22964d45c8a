//! The default database is the Tauri app's data dir + history.sqlite3 (its own test binary:
//! it sets an environment variable).

#[cfg(target_os = "linux")]
#[test]
fn default_path_follows_xdg_data_home() {
    let dir = tempfile::tempdir().unwrap();
    std::env::set_var("XDG_DATA_HOME", dir.path());
    assert_eq!(
        belote_store::default_db_path(),
        dir.path()
            .join("com.belote.companion")
            .join("history.sqlite3")
    );
    let store = belote_store::Store::open_default().unwrap();
    assert!(store.path().exists());
}
