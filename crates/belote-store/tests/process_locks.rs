//! One process opening the history again while it has it open, with other processes using it
//! at the same time (two `retry_open`s racing in the app do this).
//!
//! On Unix, closing any descriptor of a file drops all of the process's POSIX locks on it, so
//! `Store::open` must never open the database with plain file I/O. If it did, the first store's
//! lock on the database would be gone; another process's SQLite closing its connection would
//! then believe it is the last one, checkpoint and delete the `-wal` file the first store still
//! writes to, and what that store writes afterwards would be lost (and the file damaged). The
//! SQLite built into this app double-checks through the `-shm` file before deleting, but older
//! ones do not (such as the 3.40 `sqlite3` shell of Debian 12, used here when there is one).
#![cfg(unix)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use belote_store::Store;
use common::*;

/// Not a test: what the other process does (`common::other_process`).
#[test]
#[ignore = "run by the other tests, as another process"]
fn the_other_process() {
    other_process::serve();
}

/// Runs the helper in another process: it opens the history, starts a match, appends `n`
/// rounds and closes it. Returns the rounds it acknowledged, as `(match id, index)`.
fn other_process_appends(path: &Path, n: usize) -> Vec<(String, usize)> {
    let out = other_process::command(&["append", path_str(path), &n.to_string()])
        .output()
        .expect("run the helper");
    assert!(
        out.status.success(),
        "the other process failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let acks: Vec<(String, usize)> = other_process::said(&stdout)
        .into_iter()
        .map(|l| {
            let (id, index) = l.split_once(' ').unwrap();
            (id.to_string(), index.parse().unwrap())
        })
        .collect();
    assert_eq!(acks.len(), n);
    acks
}

/// The process holding a lock on the database file, as another process sees it.
fn lock_holder(path: &Path) -> Option<u32> {
    let out = other_process::command(&["lock-holder", path_str(path)])
        .output()
        .expect("run the helper");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    match other_process::said(&text).concat().as_str() {
        "none" => None,
        pid => Some(pid.parse().unwrap()),
    }
}

/// Another program's SQLite writes one row into a table of its own: the `sqlite3` shell, when
/// there is one. Returns whether it ran.
fn sqlite_shell_writes(path: &Path, n: usize) -> bool {
    let sql = format!("CREATE TABLE IF NOT EXISTS visitor (n); INSERT INTO visitor VALUES ({n});");
    match Command::new("sqlite3")
        .args(["-cmd", ".timeout 5000"])
        .arg(path)
        .arg(sql)
        .output()
    {
        Ok(out) => {
            assert!(
                out.status.success(),
                "sqlite3: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            true
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
        Err(e) => panic!("cannot run sqlite3: {e}"),
    }
}

fn wal_of(path: &Path) -> PathBuf {
    PathBuf::from(format!("{}-wal", path.display()))
}

#[test]
fn opening_the_history_again_keeps_this_processs_lock_on_it() {
    let db = temp_db();
    let me = std::process::id();
    let mut first = Store::open(&db.path).unwrap();
    let id = classic(&mut first);
    first.append_round(&id, &a_made()).unwrap();
    assert_eq!(lock_holder(&db.path), Some(me));

    let second = Store::open(&db.path).unwrap();
    assert_eq!(
        lock_holder(&db.path),
        Some(me),
        "opening the history again dropped the first store's lock on it"
    );
    drop(second);
    assert_eq!(lock_holder(&db.path), Some(me));

    drop(first);
    assert_eq!(lock_holder(&db.path), None);
}

#[test]
fn other_processes_lose_nothing_while_this_process_opens_the_history_again() {
    let db = temp_db();
    // Rounds other processes acknowledged, as (match id, index).
    let mut acknowledged: Vec<(String, usize)> = Vec::new();
    let mut shell_rows = 0;

    // A store of this process, with committed rounds still in the -wal file.
    let mut first = Store::open(&db.path).unwrap();
    let mine = classic(&mut first);
    for _ in 0..2 {
        first.append_round(&mine, &a_made()).unwrap();
    }
    let mut my_rounds = 2;
    assert!(std::fs::metadata(wal_of(&db.path)).unwrap().len() > 0);

    // The same process opens the history again. Other processes write and close while that
    // second store is open, then after it is gone.
    let second = Store::open(&db.path).unwrap();
    acknowledged.extend(other_process_appends(&db.path, 3));
    drop(second);
    acknowledged.extend(other_process_appends(&db.path, 3));
    if sqlite_shell_writes(&db.path, 1) {
        shell_rows += 1;
    } else {
        eprintln!("no sqlite3 command here: only this app's SQLite writes from other processes");
    }

    // This process still has the history open: none of the others was the last to close it,
    // so the -wal file `first` writes to is still there.
    assert!(
        wal_of(&db.path).exists(),
        "another process deleted the -wal file while this process had the history open"
    );

    // `first` goes on writing; other processes write after it; then `first` closes.
    for _ in 0..2 {
        first.append_round(&mine, &a_made()).unwrap();
    }
    my_rounds += 2;
    acknowledged.extend(other_process_appends(&db.path, 3));
    if sqlite_shell_writes(&db.path, 2) {
        shell_rows += 1;
    }
    drop(first);

    // Every acknowledged write is there, and the file is sound.
    assert_eq!(integrity_check(&db.path), ["ok"]);
    let store = Store::open(&db.path).unwrap();
    assert!(store.recovery().is_none());
    assert_eq!(store.get_match(&mine).unwrap().rounds.len(), my_rounds);
    for (id, index) in &acknowledged {
        let rounds = store.get_match(id).map(|m| m.rounds.len());
        assert!(
            matches!(rounds, Ok(n) if n > *index),
            "round {index} of {id}, acknowledged by another process, is lost: {rounds:?}"
        );
    }
    assert_eq!(store.integrity_check().unwrap(), Ok(()));
    if shell_rows > 0 {
        assert_eq!(count(&db.path, "SELECT count(*) FROM visitor"), shell_rows);
    }
}
