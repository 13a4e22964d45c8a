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
//! `cargo bench -p belote-api --bench review_answer`

#[path = "../../belote-store/benches/support/timing.rs"]
mod timing;

use std::path::PathBuf;

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
            let api = Api::open(dir.clone(), db.clone(), 0);
            let mut ask = || {
                let text = api
                    .dispatch_text(cmd, json!({ "filter": null }), &NoEvents)
                    .expect("the answer");
                bytes = text.len();
            };
            first.push(measure(&mut ask));
            // A write to the history, as the worker's benchmark makes: a match created, then
            // deleted.
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
            changed.push(measure(&mut ask));
            again.push(measure(&mut ask));
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
