//! One pass over the rounds of the matches a filter keeps, match by match, in the table's key
//! order: what the statistics and the records both read. Each round comes with the engine's
//! verdict and score, which the store rewrites whenever a round of its match changes.

use rusqlite::types::Value;
use rusqlite::Connection;

use crate::error::Result;

/// A double on a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dbl {
    None,
    Double,
    Redouble,
}

/// The engine's verdict on a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    Made,
    Inside,
    /// A tie (litige, hanging).
    Tie,
}

/// One round as the review reads it. Teams are 0 (A) and 1 (B).
#[derive(Debug, Clone, Copy)]
pub(crate) struct RoundRow {
    pub taker: Option<usize>,
    pub dbl: Dbl,
    pub capot: Option<usize>,
    pub verdict: Verdict,
    pub score: [i64; 2],
}

fn team_of(text: Option<&[u8]>) -> Option<usize> {
    match text {
        Some(b"A") => Some(0),
        Some(b"B") => Some(1),
        _ => None,
    }
}

/// Calls `each_match(pk, rounds)` for every match `condition` (over `matches`, with `args`)
/// keeps that has rounds, its rounds in order. Meant to run inside the caller's read
/// transaction, with the same condition as its query of the matches.
pub(crate) fn scan_rounds(
    conn: &Connection,
    condition: &str,
    args: &[Value],
    mut each_match: impl FnMut(i64, &[RoundRow]),
) -> Result<()> {
    // Unfiltered, every round is read without asking the matches table.
    let kept = if args.is_empty() {
        String::new()
    } else {
        format!("WHERE match_pk IN (SELECT pk FROM matches WHERE {condition})")
    };
    let mut st = conn.prepare(&format!(
        "SELECT match_pk, taker, dbl, capot, verdict, score_a, score_b FROM rounds {kept} \
         ORDER BY match_pk, pos"
    ))?;
    let mut rows = st.query(rusqlite::params_from_iter(args.iter()))?;
    let mut current: Option<i64> = None;
    let mut rounds: Vec<RoundRow> = Vec::with_capacity(64);
    while let Some(r) = rows.next()? {
        let pk: i64 = r.get(0)?;
        if current != Some(pk) {
            if let Some(done) = current {
                each_match(done, &rounds);
            }
            current = Some(pk);
            rounds.clear();
        }
        rounds.push(RoundRow {
            taker: team_of(r.get_ref(1)?.as_bytes().ok()),
            dbl: match r.get_ref(2)?.as_bytes().unwrap_or(b"none") {
                b"none" => Dbl::None,
                b"redouble" => Dbl::Redouble,
                _ => Dbl::Double,
            },
            capot: team_of(r.get_ref(3)?.as_bytes_or_null().ok().flatten()),
            verdict: match r.get_ref(4)?.as_bytes().unwrap_or(b"") {
                b"made" => Verdict::Made,
                b"inside" => Verdict::Inside,
                _ => Verdict::Tie,
            },
            score: [r.get(5)?, r.get(6)?],
        });
    }
    if let Some(done) = current {
        each_match(done, &rounds);
    }
    Ok(())
}
