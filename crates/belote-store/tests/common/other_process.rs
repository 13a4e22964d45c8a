//! Another process using the history, for the crash and process-lock tests: the test binary
//! itself, started again ([`command`]) to run only its test `the_other_process` (ignored in
//! ordinary runs), which calls [`serve`]: it does what it was asked, then exits. Nothing of this is part of the store: the
//! crate ships no helper binary.
//!
//! What it can be asked (the words of [`command`]):
//! - `append DB [N]`: appends rounds to the history `DB`, saying `ID INDEX` after each round
//!   is acknowledged (committed); starts a new match when one ends. Runs until killed, or for
//!   N rounds.
//! - `import DB FILE`: imports the history file FILE, then says `done IMPORTED SKIPPED`.
//! - `lock-holder DB` (Unix): says the process id of a process holding a lock on the bytes
//!   SQLite locks in the database file DB (`none` when there is none), as another process
//!   sees them. It opens DB without SQLite: it holds no connection to it.
//!
//! It speaks on standard output, each line after [`SAYS`]: the test harness prints lines of
//! its own there too ([`said`] keeps only the other process's).

use std::io::Write;
use std::process::Command;

use belote_core::Variant;
use belote_store::{NewMatch, Store, StoreError, TeamInfo, Teams};
use serde_json::json;

/// The variable that carries the request to the other process (its words, one a line).
const REQUEST: &str = "BELOTE_STORE_OTHER_PROCESS";
/// What starts each line the other process says.
pub const SAYS: &str = "other process: ";

/// This test binary, to be started as the other process doing `words`. The test file must
/// have a test `the_other_process` that calls [`serve`].
pub fn command(words: &[&str]) -> Command {
    let exe = std::env::current_exe().expect("the test binary");
    let mut c = Command::new(exe);
    c.args([
        "the_other_process",
        "--exact",
        "--ignored",
        "--nocapture",
        "--quiet",
    ])
    .env(REQUEST, words.join("\n"));
    c
}

/// The lines the other process said, in `stdout`, without [`SAYS`].
pub fn said(stdout: &str) -> Vec<&str> {
    stdout.lines().filter_map(said_in).collect()
}

/// What the other process said in this line of its standard output, if anything (the
/// harness may have begun the line).
pub fn said_in(line: &str) -> Option<&str> {
    line.split_once(SAYS).map(|(_, said)| said)
}

/// In the other process: does what it was asked and exits. In the tests themselves (no
/// request): nothing.
pub fn serve() {
    let Ok(request) = std::env::var(REQUEST) else {
        return;
    };
    let words: Vec<&str> = request.split('\n').collect();
    let done = run(&words).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        false
    });
    let _ = std::io::stdout().flush();
    std::process::exit(if done { 0 } else { 1 });
}

/// Does what `words` ask; `Ok(false)` when it cannot (said on standard error).
fn run(words: &[&str]) -> Result<bool, StoreError> {
    match words {
        ["append", db, rest @ ..] => {
            let limit = rest
                .first()
                .and_then(|n| n.parse().ok())
                .unwrap_or(u64::MAX);
            append(&mut Store::open(db)?, limit)?;
        }
        ["import", db, file] => {
            let Ok(text) = std::fs::read_to_string(file) else {
                eprintln!("cannot read the file to import");
                return Ok(false);
            };
            let report = Store::open(db)?.import_history_text(&text)?;
            println!("{SAYS}done {} {}", report.imported, report.skipped);
        }
        ["lock-holder", db] => return Ok(lock_holder(db)),
        _ => {
            eprintln!("asked {words:?}: append DB [N] | import DB FILE | lock-holder DB");
            return Ok(false);
        }
    }
    Ok(true)
}

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
        let applied = store.append_round(&id, &round)?;
        // Said only after the commit: this round is acknowledged.
        let _ = writeln!(out, "{SAYS}{id} {}", applied.index);
        let _ = out.flush();
        if applied.sheet.winner.is_some() {
            id = new_match(store)?;
        }
        n += 1;
    }
    Ok(())
}

/// SQLite's lock bytes in a database file: the pending byte at 1 GiB, the reserved byte and
/// the 510 shared bytes after it.
#[cfg(unix)]
const LOCK_BYTES: (i64, i64) = (0x4000_0000, 512);

#[cfg(unix)]
fn lock_holder(db: &str) -> bool {
    use std::os::unix::io::AsRawFd;
    let file = match std::fs::File::open(db) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("cannot open {db}: {e}");
            return false;
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
        return false;
    }
    if i32::from(probe.l_type) == libc::F_UNLCK {
        println!("{SAYS}none");
    } else {
        println!("{SAYS}{}", probe.l_pid);
    }
    true
}

#[cfg(not(unix))]
fn lock_holder(_db: &str) -> bool {
    eprintln!("lock-holder is for Unix only");
    false
}
