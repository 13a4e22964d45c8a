//! The files `belote history` reads and writes: a 40 MB import in bounded memory, the CSV
//! export made safe for spreadsheets, and clear errors for files it cannot read or write.

mod common;

use std::io::Write;

use common::*;
use serde_json::{json, Value};

/// Writes a history file of at least `bytes` bytes, pretty-printed like the app's own export:
/// realistic classic matches of 40 rounds with declarations and belotes.
fn big_history(path: &std::path::Path, bytes: u64) -> usize {
    let rounds: Vec<Value> = (0..40)
        .map(|k| match k % 3 {
            0 => json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 },
                         "declarations": { "A": [{ "type": "sequence", "length": 3, "top": "K", "suit": "H" }] },
                         "dealer": 0 }),
            1 => json!({ "taker": "B", "contract": "spades", "points": { "B": 92 }, "belote": { "B": 1 } }),
            _ => json!({ "taker": "A", "contract": "clubs", "points": { "A": 70 } }),
        })
        .collect();
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    out.write_all(b"{\n  \"format\": \"belote-history\",\n  \"version\": 1,\n  \"matches\": [")
        .unwrap();
    let (mut written, mut n) = (0u64, 0usize);
    while written < bytes {
        let mut m = entry(&format!("m-{n:07}"), "2026-01-01T00:00:00Z", rounds.clone());
        m["match"]["options"] = json!({ "target": 1_000_000 });
        let text = serde_json::to_string_pretty(&m).unwrap();
        let sep: &[u8] = if n == 0 { b"\n" } else { b",\n" };
        out.write_all(sep).unwrap();
        out.write_all(text.as_bytes()).unwrap();
        written += (sep.len() + text.len()) as u64;
        n += 1;
    }
    out.write_all(b"\n  ]\n}\n").unwrap();
    n
}

/// Runs `belote ARGS` and returns its exit code and peak resident memory in bytes, measured
/// by the kernel for that process (`wait4`).
#[cfg(target_os = "linux")]
#[allow(clippy::zombie_processes)] // reaped by `wait4` below, which also gives its usage
fn run_measured(args: &[&str]) -> (i32, u64, String) {
    use std::process::{Command, Stdio};
    let child = Command::new(BELOTE)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut stdout = child.stdout.unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut s).unwrap();
        s
    });
    let mut status = 0;
    // SAFETY: `rusage` is plain data filled in by the kernel; `pid` is our own child, which
    // nothing else waits for (the `Child` handle was consumed above).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid);
    assert!(libc::WIFEXITED(status));
    let out = reader.join().unwrap();
    (
        libc::WEXITSTATUS(status),
        usage.ru_maxrss as u64 * 1024,
        out,
    )
}

#[cfg(target_os = "linux")]
#[test]
fn a_40_mb_history_imports_in_bounded_memory() {
    let db = temp_db();
    let file = db.dir.path().join("big.json");
    let count = big_history(&file, 40 << 20);
    let size = std::fs::metadata(&file).unwrap().len();
    assert!(size >= 40 << 20);
    let (code, peak, out) = run_measured(&[
        "history",
        "import",
        file.to_str().unwrap(),
        "--db",
        db.arg(),
    ]);
    assert_eq!(code, 0);
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report, json!({ "imported": count, "skipped": 0 }));
    eprintln!(
        "imported {count} matches ({:.1} MB) with a peak resident memory of {:.1} MB",
        size as f64 / 1e6,
        peak as f64 / 1e6
    );
    // Well under 400 MB: the file is read one match at a time.
    assert!(peak < 100 << 20, "peak resident memory {peak} bytes");
}

#[test]
fn the_csv_export_is_safe_to_open_in_a_spreadsheet() {
    let db = temp_db();
    let mut m = entry("=1+1", "2026-11-21T20:15:00Z", vec![a_made()]);
    m["teams"]["A"]["name"] = json!("@SUM(1,2)");
    m["teams"]["B"]["name"] = json!("-2+3, \"Eux\"");
    let r = belote(
        &["history", "import", "-", "--db", db.arg()],
        &history_file(vec![m]).to_string(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = belote(&["history", "export", "--csv", "--db", db.arg()], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let row = r.stdout.lines().nth(1).unwrap();
    assert_eq!(
        row,
        "'=1+1,classic,2026-11-21T20:15:00Z,,in_play,\"'@SUM(1,2)\",\"'-2+3, \"\"Eux\"\"\",1,A,\
         hearts,,none,,100,,,,made,100,62,0,100,62,"
    );
}

#[test]
fn an_export_onto_the_history_itself_is_refused() {
    let db = temp_db();
    let r = belote(
        &["history", "import", "-", "--db", db.arg()],
        &matches_file("m", 2, 3).to_string(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let wal = format!("{}-wal", db.arg());
    for dest in [db.arg(), wal.as_str()] {
        let r = belote(&["history", "export", dest, "--db", db.arg()], "");
        let e = error_of(&r);
        assert_eq!(e["at"], "FILE");
        assert!(
            e["message"].as_str().unwrap().contains("match history"),
            "{e}"
        );
    }
    // The history is still there, whole.
    let r = belote(&["history", "list", "--json", "--db", db.arg()], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let list: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(list.as_array().unwrap().len(), 2);
}

#[test]
fn files_that_cannot_be_read_or_written() {
    let db = temp_db();
    let missing = db.dir.path().join("missing.json");
    let r = belote(
        &[
            "history",
            "import",
            missing.to_str().unwrap(),
            "--db",
            db.arg(),
        ],
        "",
    );
    let e = error_of(&r);
    assert_eq!(e["at"], "");
    assert!(e["message"].as_str().unwrap().contains("missing.json"));
    let r = belote(
        &[
            "history",
            "import",
            db.dir.path().to_str().unwrap(),
            "--db",
            db.arg(),
        ],
        "",
    );
    assert_eq!(error_of(&r)["at"], "");
    // A bad file never creates or touches the history.
    assert!(!db.path.exists());

    let nowhere = db.dir.path().join("no-such-folder").join("out.json");
    let r = belote(
        &[
            "history",
            "export",
            nowhere.to_str().unwrap(),
            "--db",
            db.arg(),
        ],
        "",
    );
    let e = error_of(&r);
    assert_eq!(e["at"], "FILE");
    assert!(e["message"].as_str().unwrap().contains("no-such-folder"));
    let r = belote(
        &[
            "history",
            "export",
            db.dir.path().to_str().unwrap(),
            "--db",
            db.arg(),
        ],
        "",
    );
    assert_eq!(error_of(&r)["at"], "FILE");
    // Nothing half-written is left behind.
    let left: Vec<_> = std::fs::read_dir(db.dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn an_import_from_standard_input_is_checked_whole_first() {
    let db = temp_db();
    let mut file = matches_file("m", 3, 2);
    file["matches"][2]["match"]["rounds"][1] = bad_round();
    let r = belote(
        &["history", "import", "-", "--db", db.arg()],
        &file.to_string(),
    );
    assert!(error_at(&r).starts_with("matches[2].match.rounds[1]"));
    assert!(!db.path.exists(), "a bad file created the history");
    let r = belote(
        &["history", "import", "-", "--db", db.arg()],
        &matches_file("m", 3, 2).to_string(),
    );
    assert_eq!(r.stdout.trim(), r#"{"imported":3,"skipped":0}"#);
}
