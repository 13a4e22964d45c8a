//! Placeholder until the Tauri shell lands.
