//! Embeds the UI's files (`ui/` at the repository's root) in the server's binary: writes a
//! table of `(path, bytes)` with `include_bytes!` for every regular file under `ui/`, so the
//! pages are served from the binary and never from the disk. Symbolic links and anything else
//! that is not a regular file are left out.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

fn walk(dir: &Path, base: &Path, out: &mut Vec<(String, PathBuf)>) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let path = e.path();
        // Not followed: a link could point anywhere on the machine that builds.
        let Ok(meta) = fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            walk(&path, base, out);
        } else if meta.is_file() {
            println!("cargo:rerun-if-changed={}", path.display());
            let rel = path.strip_prefix(base).expect("under the UI folder");
            let rel = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            out.push((rel, path));
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let ui = manifest.join("../../ui");
    let ui = ui.canonicalize().unwrap_or(ui);
    let mut files = Vec::new();
    walk(&ui, &ui, &mut files);
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("ui_files.rs");
    let mut f = fs::File::create(&out).expect("write the UI table");
    writeln!(
        f,
        "/// Every file of the UI: its path under `ui/` and its bytes."
    )
    .unwrap();
    writeln!(f, "pub static FILES: &[(&str, &[u8])] = &[").unwrap();
    for (rel, path) in files {
        writeln!(
            f,
            "    ({rel:?}, include_bytes!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    writeln!(f, "];").unwrap();
}
