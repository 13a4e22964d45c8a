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

/// Checks the error shape of docs/commands.md (exit 2, nothing on stdout, one JSON line on stderr) and
/// returns the error object.
pub fn error_of(r: &Run) -> Value {
    assert_eq!(r.code, 2, "stderr: {}", r.stderr);
    assert!(r.stdout.is_empty(), "stdout: {}", r.stdout);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let v: Value = serde_json::from_str(r.stderr.trim()).expect("stderr is one JSON line");
    assert!(v["error"]["message"].as_str().is_some(), "{v}");
    v["error"].clone()
}

/// The `at` of a docs/match-files.md error (see [`error_of`]).
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

/// Whether this system lets an unprivileged test make a private mount namespace (as root of
/// a user namespace), where it can mount a tiny tmpfs or a read-only folder without touching
/// the machine. When it does not, the tests that need it say so and skip.
pub fn mount_namespaces_work() -> bool {
    Command::new("unshare")
        .args(["--user", "--map-root-user", "--mount", "true"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// Runs the shell `script` in a private mount namespace (see [`mount_namespaces_work`]) with
/// `$BELOTE` naming the binary. Each command of the script that runs `belote` should print
/// its exit code; the output is returned whole.
pub fn in_mount_namespace(script: &str, env: &[(&str, &str)]) -> Run {
    let mut cmd = Command::new("unshare");
    cmd.args(["--user", "--map-root-user", "--mount", "sh", "-c", script])
        .env("BELOTE", BELOTE)
        .stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run unshare");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A file's bytes and the sidecar files SQLite would create beside it.
pub fn snapshot_of(path: &std::path::Path) -> (Vec<u8>, Vec<String>) {
    let sidecars = ["-wal", "-shm", "-journal"]
        .iter()
        .filter(|s| std::path::Path::new(&format!("{}{s}", path.display())).exists())
        .map(|s| s.to_string())
        .collect();
    (std::fs::read(path).unwrap(), sidecars)
}

/// A history file of `n` classic matches named `prefix-k`, each with `rounds` rounds (to a
/// target high enough that none of them ends).
pub fn matches_file(prefix: &str, n: usize, rounds: usize) -> Value {
    history_file(
        (0..n)
            .map(|k| {
                let mut m = entry(
                    &format!("{prefix}-{k}"),
                    "2026-01-01T00:00:00Z",
                    (0..rounds)
                        .map(|r| if r % 2 == 0 { a_made() } else { b_inside() })
                        .collect(),
                );
                m["match"]["options"] = json!({ "target": 1_000_000 });
                m
            })
            .collect(),
    )
}

/// The keys of a JSON object, in their order: the shape of an output.
pub fn keys_of(v: &Value) -> Vec<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}
