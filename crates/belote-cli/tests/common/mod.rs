//! Helpers shared by the `belote` command's tests: run the real binary, read its error line,
//! and build history files.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

/// The `belote` binary built by Cargo for these tests.
pub const BELOTE: &str = env!("CARGO_BIN_EXE_belote");

/// What one run of `belote` did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `belote ARGS` with `stdin` as its standard input and waits for it.
pub fn belote(args: &[&str], stdin: &str) -> Run {
    belote_env(args, stdin, &[])
}

/// [`belote`] with extra environment variables.
pub fn belote_env(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> Run {
    let mut cmd = Command::new(BELOTE);
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("spawn belote");
    {
        let mut input = child.stdin.take().unwrap();
        // The command may exit before reading its input (a usage error): ignore a broken pipe.
        let _ = input.write_all(stdin.as_bytes());
    }
    let out = child.wait_with_output().expect("wait for belote");
    Run {
        code: out.status.code().expect("belote exited by a signal"),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// Checks the FORMAT.md error shape (exit 2, nothing on stdout, one JSON line on stderr) and
/// returns the error object.
pub fn error_of(r: &Run) -> Value {
    assert_eq!(r.code, 2, "stderr: {}", r.stderr);
    assert!(r.stdout.is_empty(), "stdout: {}", r.stdout);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let v: Value = serde_json::from_str(r.stderr.trim()).expect("stderr is one JSON line");
    assert!(v["error"]["message"].as_str().is_some(), "{v}");
    v["error"].clone()
}

/// The `at` of a FORMAT.md error (see [`error_of`]).
pub fn error_at(r: &Run) -> String {
    error_of(r)["at"].as_str().unwrap().to_string()
}

pub struct TempDb {
    pub dir: tempfile::TempDir,
    pub path: PathBuf,
}

impl TempDb {
    pub fn arg(&self) -> &str {
        self.path.to_str().unwrap()
    }
}

pub fn temp_db() -> TempDb {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("history.sqlite3");
    TempDb { dir, path }
}

/// A made round for A: A scores 100, B 62.
pub fn a_made() -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } })
}

/// A round B takes and fails: B is inside.
pub fn b_inside() -> Value {
    json!({ "taker": "B", "contract": "spades", "points": { "A": 100 } })
}

/// A round the engine rejects (points outside 0…162).
pub fn bad_round() -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": 200 } })
}

pub fn history_file(matches: Vec<Value>) -> Value {
    json!({ "format": "belote-history", "version": 1, "matches": matches })
}

pub fn entry(id: &str, created: &str, rounds: Vec<Value>) -> Value {
    json!({
        "id": id,
        "created": created,
        "finished": null,
        "teams": { "A": { "name": "Nous", "players": ["Ana", "Marc"] },
                   "B": { "name": "Eux", "players": ["Léa", "Paul"] } },
        "first_dealer": 0,
        "match": { "variant": "classic", "options": {}, "rounds": rounds }
    })
}
