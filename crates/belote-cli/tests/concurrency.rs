//! Many `belote history` processes on one database at the same moment, a brand-new file
//! included: all of them succeed and nothing is lost.

mod common;

use std::process::{Child, Command, Stdio};

use common::*;
use serde_json::Value;

/// Starts `belote ARGS` for each argument list, all before waiting for any; returns each
/// one's exit code and stderr. Each waits up to 60 s for the others' locks
/// (`BELOTE_BUSY_TIMEOUT_MS`) rather than the default 5 s: these tests are about every process
/// getting its turn and nothing being lost, and on a busy test machine one stalled write
/// (a debug build's import, an `fsync` held up by the disk) once kept the lock past 5 s while
/// nineteen imports queued behind it.
fn all_at_once(runs: &[Vec<String>]) -> Vec<(i32, String)> {
    let children: Vec<Child> = runs
        .iter()
        .map(|args| {
            Command::new(BELOTE)
                .args(args)
                .env("BELOTE_BUSY_TIMEOUT_MS", "60000")
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn belote")
        })
        .collect();
    children
        .into_iter()
        .map(|c| {
            let out = c.wait_with_output().unwrap();
            (
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        })
        .collect()
}

#[test]
fn forty_processes_open_a_brand_new_file_at_once() {
    for _ in 0..3 {
        let db = temp_db();
        let runs: Vec<Vec<String>> = (0..40)
            .map(|_| {
                ["history", "list", "--json", "--db", db.arg()]
                    .map(String::from)
                    .to_vec()
            })
            .collect();
        for (code, stderr) in all_at_once(&runs) {
            assert_eq!(code, 0, "{stderr}");
            assert!(stderr.is_empty(), "{stderr}");
        }
    }
}

#[test]
fn twenty_imports_at_once_into_a_brand_new_file_lose_nothing() {
    let db = temp_db();
    let runs: Vec<Vec<String>> = (0..20)
        .map(|i| {
            let file = db.dir.path().join(format!("in-{i}.json"));
            std::fs::write(&file, matches_file(&format!("p{i}"), 25, 3).to_string()).unwrap();
            vec![
                "history".into(),
                "import".into(),
                file.to_str().unwrap().into(),
                "--db".into(),
                db.arg().into(),
            ]
        })
        .collect();
    for (code, stderr) in all_at_once(&runs) {
        assert_eq!(code, 0, "{stderr}");
    }
    let r = belote(&["history", "export", "--db", db.arg()], "");
    let file: Value = serde_json::from_str(&r.stdout).unwrap();
    let matches = file["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 500);
    let rounds: usize = matches
        .iter()
        .map(|m| m["match"]["rounds"].as_array().unwrap().len())
        .sum();
    assert_eq!(rounds, 1500);
}
