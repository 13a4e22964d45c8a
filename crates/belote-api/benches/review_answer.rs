//! The review of a long history as the app's back end answers it, natively: the command
//! `history_overview` (statistics, ratings and records at once) dispatched by the one command
//! table and its answer written as JSON text (`Api::dispatch_text`), as the web app's worker
//! answers the page — the like-for-like native figure for the worker's (`scripts/bench-web-
//! engine.sh review`; belote-store's `review_bench` times the store's answer alone).
//!
//! Needs a history: `BELOTE_REVIEW_BENCH_DB=PATH` as belote-store's `review_bench` leaves it
//! (run that first with the same variable). Each question is timed on a freshly opened back
//! end (its first question, as a fresh worker's; the opening not counted), after a change (a
//! match created and deleted), and asked again, nothing changed; median of 7 each, as the
//! worker's benchmark asks them.
//!
//! With `BELOTE_REVIEW_ANSWER_ONCE=COMMAND`, one run of that question only (its opening
//! question answered once first, as in a run of the full benchmark every run after the first
//! finds the process warm), printed as one line of JSON — `{"cmd", "first_ms", "changed_ms",
//! "again_ms"}` — for the worker's benchmark to pair with each of its own runs
//! (`tests/web/bench-review.js`).
//!
//! `cargo bench -p belote-api --bench review_answer`

#[path = "../../belote-store/benches/support/timing.rs"]
mod timing;

use std::path::{Path, PathBuf};
use std::time::Duration;

use belote_api::{Api, NoEvents};
use serde_json::json;
use timing::{load_average, measure, medians, ms};

fn main() {
    let Some(db) = std::env::var_os("BELOTE_REVIEW_BENCH_DB").map(PathBuf::from) else {
        eprintln!(
            "review_answer: set BELOTE_REVIEW_BENCH_DB to the history belote-store's review_bench \
             leaves there"
        );
        return;
    };
    if !db.exists() {
        eprintln!("review_answer: no history at {}", db.display());
        return;
    }
    let dir = db.parent().map(PathBuf::from).unwrap_or_default();
    if let Ok(cmd) = std::env::var("BELOTE_REVIEW_ANSWER_ONCE") {
        // As every run of the full benchmark but its first finds the process: warm.
        run(&dir, &db, &cmd);
        let ([first, changed, again], _) = run(&dir, &db, &cmd);
        println!(
            "{}",
            json!({ "cmd": cmd, "first_ms": ms(first.0), "changed_ms": ms(changed.0),
                "again_ms": ms(again.0) })
        );
        return;
    }
    let runs = 7;
    let mut bytes = 0;
    println!(
        "the review's answer as JSON text, natively (median of {runs}; load average {}):",
        load_average()
    );
    for cmd in [
        "history_overview",
        "history_stats",
        "history_ratings",
        "history_records",
    ] {
        let (mut first, mut changed, mut again) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            let ([f, c, a], size) = run(&dir, &db, cmd);
            first.push(f);
            changed.push(c);
            again.push(a);
            bytes = size;
        }
        let [first, changed, again] = [first, changed, again].map(medians);
        println!(
            "  {cmd:<18} first {:>6.1} ms (CPU {:>6.1}), after a change {:>6.1} ms (CPU {:>6.1}), \
             again {:>6.1} ms (CPU {:>6.1}); {bytes} bytes",
            ms(first.0),
            ms(first.1),
            ms(changed.0),
            ms(changed.1),
            ms(again.0),
            ms(again.1)
        );
    }
}

/// One run of `cmd` on a freshly opened back end: its first question, the question after a
/// change and asked again (wall and CPU time each), and the answer's size in bytes.
fn run(dir: &Path, db: &Path, cmd: &str) -> ([(Duration, Duration); 3], usize) {
    let api = Api::open(dir.to_path_buf(), db.to_path_buf(), 0);
    let mut bytes = 0;
    let mut ask = || {
        let text = api
            .dispatch_text(cmd, json!({ "filter": null }), &NoEvents)
            .expect("the answer");
        bytes = text.len();
    };
    let first = measure(&mut ask);
    // A write to the history, as the worker's benchmark makes: a match created, then deleted.
    let made = api
        .dispatch(
            "create_match",
            json!({ "variant": "classic", "first_dealer": 0, "teams": {
                "A": { "name": "X", "players": ["X1", "X2"] },
                "B": { "name": "Y", "players": ["Y1", "Y2"] } } }),
            &NoEvents,
        )
        .expect("a match created");
    api.dispatch(
        "delete_match",
        json!({ "id": made["record"]["id"] }),
        &NoEvents,
    )
    .expect("the match deleted");
    let changed = measure(&mut ask);
    let again = measure(&mut ask);
    ([first, changed, again], bytes)
}
