//! `belote history` on a database it cannot use: written by a newer version, locked by another
//! process beyond the wait, a `--db` path where no database can be created, a full disk. Each
//! is exit 2 with one JSON error line at `--db` naming the file and the cause — never a panic,
//! never exit 1 with free text — and nothing stored is lost or changed.

mod common;

use std::path::Path;

use common::*;
use rusqlite::Connection;

/// The `--db` error of a run: checks the shape and that it names `path`; returns the message.
fn db_error(r: &Run, path: &Path) -> String {
    let e = error_of(r);
    assert_eq!(e["at"], "--db", "{e}");
    let message = e["message"].as_str().unwrap().to_string();
    assert!(
        message.contains(&path.display().to_string()),
        "{message} does not name {}",
        path.display()
    );
    message
}

fn write_file(dir: &Path, name: &str, v: &serde_json::Value) -> String {
    let p = dir.join(name);
    std::fs::write(&p, v.to_string()).unwrap();
    p.to_str().unwrap().to_string()
}

#[test]
fn a_newer_database_is_refused_and_left_byte_for_byte_untouched() {
    let db = temp_db();
    let file = write_file(db.dir.path(), "in.json", &matches_file("m", 2, 1));
    assert_eq!(
        belote(&["history", "import", &file, "--db", db.arg()], "").code,
        0
    );
    Connection::open(&db.path)
        .unwrap()
        .execute_batch("PRAGMA user_version = 42")
        .unwrap();
    let before = snapshot_of(&db.path);
    assert!(before.1.is_empty(), "{:?}", before.1);
    for args in [
        vec!["list"],
        vec!["list", "--json"],
        vec!["show", "m-0"],
        vec!["stats"],
        vec!["export"],
        vec!["export", "--csv"],
        vec!["import", file.as_str()],
    ] {
        let mut all = vec!["history"];
        all.extend(args.iter().copied());
        all.extend(["--db", db.arg()]);
        let r = belote(&all, "");
        let message = db_error(&r, &db.path);
        assert!(
            message.contains("newer") && message.contains("42"),
            "{message}"
        );
        assert_eq!(snapshot_of(&db.path), before, "{args:?} touched the file");
    }
}

#[test]
fn a_database_locked_beyond_the_wait_is_reported() {
    let db = temp_db();
    let file = write_file(db.dir.path(), "in.json", &matches_file("m", 2, 1));
    let more = write_file(db.dir.path(), "more.json", &matches_file("n", 2, 1));
    assert_eq!(
        belote(&["history", "import", &file, "--db", db.arg()], "").code,
        0
    );
    let wait = [("BELOTE_BUSY_TIMEOUT_MS", "200")];

    // Another process writes and keeps its transaction open: readers still read (WAL), a
    // writer waits 200 ms, then gives up with the error.
    let holder = Connection::open(&db.path).unwrap();
    holder
        .execute_batch("BEGIN EXCLUSIVE; DELETE FROM changes;")
        .unwrap();
    let r = belote_env(&["history", "import", &more, "--db", db.arg()], "", &wait);
    let message = db_error(&r, &db.path);
    assert!(
        message.contains("locked") && message.contains("200 ms"),
        "{message}"
    );
    let r = belote_env(&["history", "list", "--json", "--db", db.arg()], "", &wait);
    assert_eq!(r.code, 0, "{}", r.stderr);
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);

    // A database in a rollback journal, locked whole by another process: even opening it
    // waits, then fails the same way.
    {
        let conn = Connection::open(&db.path).unwrap();
        let _: String = conn
            .query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0))
            .unwrap();
    }
    let holder = Connection::open(&db.path).unwrap();
    holder
        .execute_batch("BEGIN EXCLUSIVE; DELETE FROM changes;")
        .unwrap();
    for args in [vec!["list"], vec!["import", more.as_str()]] {
        let mut all = vec!["history"];
        all.extend(args.iter().copied());
        all.extend(["--db", db.arg()]);
        let r = belote_env(&all, "", &wait);
        assert!(db_error(&r, &db.path).contains("locked"));
    }
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);

    // Once the lock is gone, everything is there and the import goes through.
    let r = belote(&["history", "import", &more, "--db", db.arg()], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = belote(&["history", "list", "--json", "--db", db.arg()], "");
    let list: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(list.as_array().unwrap().len(), 4);
}

#[test]
fn a_db_path_where_no_database_can_be_created() {
    let dir = tempfile::tempdir().unwrap();
    let regular = dir.path().join("a-file");
    std::fs::write(&regular, b"keep").unwrap();
    for path in [
        regular.join("history.sqlite3"),
        regular.join("deeper").join("history.sqlite3"),
        dir.path().to_path_buf(),
        #[cfg(unix)]
        std::path::PathBuf::from("/dev/null"),
    ] {
        let p = path.to_str().unwrap();
        for args in [vec!["list", "--db", p], vec!["stats", "--db", p]] {
            let mut all = vec!["history"];
            all.extend(args);
            let r = belote(&all, "");
            let message = db_error(&r, &path);
            assert!(
                message.contains("cannot be created or written")
                    || message.contains("folder")
                    || message.contains("not a regular file"),
                "{message}"
            );
        }
    }
    assert_eq!(std::fs::read(&regular).unwrap(), b"keep");
    assert!(!std::path::Path::new("/dev/null-wal").exists());
}

#[cfg(unix)]
#[test]
fn a_folder_that_cannot_be_written() {
    use std::os::unix::fs::PermissionsExt;
    // A folder without write permission stops everyone but root; a read-only mount stops root
    // too. Use whichever this test can set up.
    let dir = tempfile::tempdir().unwrap();
    let ro = dir.path().join("ro");
    std::fs::create_dir(&ro).unwrap();
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
    let blocked = std::fs::write(ro.join("probe"), b"").is_err();
    let db = ro.join("history.sqlite3");
    if blocked {
        let r = belote(&["history", "list", "--db", db.to_str().unwrap()], "");
        let message = db_error(&r, &db);
        assert!(
            message.contains("cannot be created or written"),
            "{message}"
        );
    } else if mount_namespaces_work() {
        // Root: a read-only bind mount of the folder, in a private mount namespace.
        let _ = std::fs::remove_file(ro.join("probe"));
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
        let script = format!(
            "mount --bind {d} {d} && mount -o remount,bind,ro {d} {d} && \
             \"$BELOTE\" history list --db {d}/history.sqlite3",
            d = ro.display()
        );
        let r = in_mount_namespace(&script, &[]);
        let message = db_error(&r, &db);
        assert!(
            message.contains("cannot be created or written"),
            "{message}"
        );
    } else {
        eprintln!(
            "skipped: running as root (permissions do not stop root) and this system does not \
             allow a private mount namespace for a read-only mount"
        );
    }
    let _ = std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755));
}

#[test]
fn a_full_disk_is_reported_and_nothing_stored_is_lost() {
    if !mount_namespaces_work() {
        eprintln!(
            "skipped: this system does not allow a private mount namespace, where the test \
             mounts a tiny file system to fill"
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let small = write_file(dir.path(), "small.json", &matches_file("s", 3, 2));
    let big = write_file(dir.path(), "big.json", &matches_file("b", 400, 3));
    let disk = dir.path().join("disk");
    std::fs::create_dir(&disk).unwrap();
    let db = disk.join("history.sqlite3");
    // A 224 KiB file system: the small import fits, the big one does not; then the history
    // still holds exactly the small one.
    let script = format!(
        "mount -t tmpfs -o size=224k tmpfs {disk} || exit 99
         \"$BELOTE\" history import {small} --db {db}; echo \"small=$?\" >&2
         \"$BELOTE\" history import {big} --db {db} 2>&1; echo \"big=$?\" >&2
         \"$BELOTE\" history list --json --db {db}; echo \"list=$?\" >&2",
        disk = disk.display(),
        db = db.display()
    );
    let r = in_mount_namespace(&script, &[]);
    assert!(r.stderr.contains("small=0"), "{}", r.stderr);
    assert!(r.stderr.contains("big=2"), "{}", r.stderr);
    assert!(r.stderr.contains("list=0"), "{}", r.stderr);
    let mut lines = r.stdout.lines();
    assert_eq!(lines.next(), Some(r#"{"imported":3,"skipped":0}"#));
    let error: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(error["error"]["at"], "--db");
    let message = error["error"]["message"].as_str().unwrap();
    assert!(message.contains("disk is full"), "{message}");
    assert!(message.contains(&db.display().to_string()), "{message}");
    let list: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["s-0", "s-1", "s-2"]);

    // A brand-new history on a disk with no room at all.
    let script = format!(
        "mount -t tmpfs -o size=16k tmpfs {disk} || exit 99
         \"$BELOTE\" history list --db {db}",
        disk = disk.display(),
        db = db.display()
    );
    let r = in_mount_namespace(&script, &[]);
    assert!(db_error(&r, &db).contains("disk is full"));
}
