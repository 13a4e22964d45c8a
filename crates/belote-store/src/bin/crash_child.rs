//! Test helper for `tests/crash.rs` and `tests/process_locks.rs`: another process using the
//! history (not part of the app).
//!
//! `belote-store-crash-child DB append [N]`: appends rounds to the history `DB`, printing
//! `ID INDEX` on its own line after each round is acknowledged (committed); starts a new match
//! when one ends. Runs until killed, or for N rounds.
//!
//! `belote-store-crash-child DB import FILE`: imports the history file FILE, then prints `done`.
//!
//! `belote-store-crash-child DB lock-holder` (Unix): prints the process id of a process holding
//! a lock on the bytes SQLite locks in the database file DB (`none` when there is none), as
//! another process sees them. It opens DB without SQLite: it must hold no connection to it.

use std::io::Write;
use std::process::ExitCode;

use belote_core::Variant;
use belote_store::{NewMatch, Store, StoreError, TeamInfo, Teams};
use serde_json::json;

fn new_match(store: &mut Store) -> Result<String, StoreError> {
    let team = |name: &str, p: [&str; 2]| TeamInfo {
        name: name.to_string(),
        players: [p[0].to_string(), p[1].to_string()],
    };
    let m = store.create_match(&NewMatch {
        variant: Variant::Classic,
        options: json!({ "target": 3001 }),
        teams: Teams {
            a: team("Nous", ["Ana", "Marc"]),
            b: team("Eux", ["Léa", "Paul"]),
        },
        first_dealer: 0,
    })?;
    Ok(m.id)
}

fn append(store: &mut Store, limit: u64) -> Result<(), StoreError> {
    let mut out = std::io::stdout().lock();
    let mut id = new_match(store)?;
    let mut n = 0u64;
    while n < limit {
        let round = if n % 3 == 2 {
            json!({ "taker": "B", "contract": "spades", "points": { "B": 92 } })
        } else {
            json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } })
        };
        match store.append_round(&id, &round) {
            Ok(applied) => {
                // Printed only after the commit: this round is acknowledged.
                let _ = writeln!(out, "{id} {}", applied.index);
                let _ = out.flush();
                if applied.sheet.winner.is_some() {
                    id = new_match(store)?;
                }
                n += 1;
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let result = match (args.get(1), args.get(2).map(String::as_str)) {
        (Some(db), Some("append")) => {
            let limit = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(u64::MAX);
            Store::open(db).and_then(|mut s| append(&mut s, limit))
        }
        (Some(db), Some("import")) => match args.get(3).map(std::fs::read_to_string) {
            Some(Ok(text)) => Store::open(db).and_then(|mut s| {
                let report = s.import_history_text(&text)?;
                println!("done {} {}", report.imported, report.skipped);
                Ok(())
            }),
            _ => {
                eprintln!("cannot read the file to import");
                return ExitCode::from(2);
            }
        },
        (Some(db), Some("lock-holder")) => return lock_holder(db),
        _ => {
            eprintln!(
                "usage: belote-store-crash-child DB append [N] | DB import FILE | DB lock-holder"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// SQLite's lock bytes in a database file: the pending byte at 1 GiB, the reserved byte and
/// the 510 shared bytes after it.
#[cfg(unix)]
const LOCK_BYTES: (i64, i64) = (0x4000_0000, 512);

#[cfg(unix)]
fn lock_holder(db: &str) -> ExitCode {
    use std::os::unix::io::AsRawFd;
    let file = match std::fs::File::open(db) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("cannot open {db}: {e}");
            return ExitCode::FAILURE;
        }
    };
    // SAFETY: a zeroed `flock` is a valid value; F_GETLK only fills it in.
    let mut probe: libc::flock = unsafe { std::mem::zeroed() };
    probe.l_type = libc::F_WRLCK as _;
    probe.l_whence = libc::SEEK_SET as _;
    probe.l_start = LOCK_BYTES.0 as _;
    probe.l_len = LOCK_BYTES.1 as _;
    // SAFETY: F_GETLK on a descriptor we own, with a valid `flock`.
    if unsafe { libc::fcntl(file.as_raw_fd(), libc::F_GETLK, &mut probe) } != 0 {
        eprintln!("F_GETLK failed: {}", std::io::Error::last_os_error());
        return ExitCode::FAILURE;
    }
    if i32::from(probe.l_type) == libc::F_UNLCK {
        println!("none");
    } else {
        println!("{}", probe.l_pid);
    }
    ExitCode::SUCCESS
}

#[cfg(not(unix))]
fn lock_holder(_db: &str) -> ExitCode {
    eprintln!("lock-holder is for Unix only");
    ExitCode::from(2)
}
