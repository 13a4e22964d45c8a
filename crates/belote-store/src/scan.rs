//! What the statistics and the records need of each match's rounds, added up per match: a
//! [`MatchDigest`]. The digests come from one pass over every round, in the table's key order,
//! with the engine's verdict and score of each round (the store rewrites them whenever a round
//! of its match changes).
//!
//! The digests of the whole history are kept in memory by the `Store`, keyed by the
//! database's change counter: SQLite's `data_version` (which changes whenever another
//! connection commits) and this connection's total of changed rows (which grows with each of
//! its own writes). Any change to the history, by this program or another, changes the key, and
//! the next question reads the rounds again; nothing is ever answered from an older history.
//! When the only changes since are this connection's own, only the matches they touched are
//! read again: SQLite's update hook names every row of `matches` this connection inserts,
//! updates or deletes, and every change to a match's rounds rewrites its row there (its
//! summary, `rows::write_match_cache`; a deleted match takes its rounds with it). A save then
//! costs the next question one match's rounds, not the whole history's.

use crate::fast_map::FastMap;
use std::cell::RefCell;
use std::sync::{Arc, Mutex, PoisonError};

use rusqlite::hooks::Action;
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

/// Calls `each_match(pk, rounds)` for every match with rounds, its rounds in order. Meant to
/// run inside the caller's read transaction.
fn scan_rounds(conn: &Connection, mut each_match: impl FnMut(i64, &[RoundRow])) -> Result<()> {
    let mut st = conn.prepare(
        "SELECT match_pk, taker, dbl, capot, verdict, score_a, score_b FROM rounds \
         ORDER BY match_pk, pos",
    )?;
    let mut rows = st.query([])?;
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
        rounds.push(round_row(r, 1)?);
    }
    if let Some(done) = current {
        each_match(done, &rounds);
    }
    Ok(())
}

/// The round of a row whose columns from `at` on are taker, dbl, capot, verdict, score_a and
/// score_b.
fn round_row(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<RoundRow> {
    Ok(RoundRow {
        taker: team_of(r.get_ref(at)?.as_bytes().ok()),
        dbl: match r.get_ref(at + 1)?.as_bytes().unwrap_or(b"none") {
            b"none" => Dbl::None,
            b"redouble" => Dbl::Redouble,
            _ => Dbl::Double,
        },
        capot: team_of(r.get_ref(at + 2)?.as_bytes_or_null().ok().flatten()),
        verdict: match r.get_ref(at + 3)?.as_bytes().unwrap_or(b"") {
            b"made" => Verdict::Made,
            b"inside" => Verdict::Inside,
            _ => Verdict::Tie,
        },
        score: [r.get(at + 4)?, r.get(at + 5)?],
    })
}

/// The rounds of one match, in order (none for a match deleted or without rounds).
fn match_rounds(conn: &Connection, pk: i64) -> Result<Vec<RoundRow>> {
    let mut st = conn.prepare_cached(
        "SELECT taker, dbl, capot, verdict, score_a, score_b FROM rounds \
         WHERE match_pk = ?1 ORDER BY pos",
    )?;
    let rounds = st
        .query_map([pk], |r| round_row(r, 0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rounds)
}

/// A count of doubles and how many of them paid off.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Pair {
    pub count: u64,
    pub won: u64,
}

/// One match's rounds added up per team (0 = A, 1 = B), for the statistics.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tally {
    pub rounds: u64,
    pub points: [i64; 2],
    pub capots: [u64; 2],
    pub taken: [u64; 2],
    pub made: [u64; 2],
    pub insides: [u64; 2],
    pub litiges: [u64; 2],
    /// The team doubled the other's contract; won: the takers failed.
    pub doubles: [Pair; 2],
    /// The team redoubled; won: the contract was made.
    pub redoubles: [Pair; 2],
    /// The team's contract was doubled; won: made all the same.
    pub doubled_against: [Pair; 2],
    pub doubled: u64,
    pub redoubled: u64,
}

impl Tally {
    fn of(rounds: &[RoundRow]) -> Tally {
        let mut t = Tally::default();
        for r in rounds {
            t.round(r);
        }
        t
    }

    fn round(&mut self, r: &RoundRow) {
        self.rounds += 1;
        self.points[0] += r.score[0];
        self.points[1] += r.score[1];
        if let Some(c) = r.capot {
            self.capots[c] += 1;
        }
        let made = r.verdict == Verdict::Made;
        let inside = r.verdict == Verdict::Inside;
        let doubled = r.dbl != Dbl::None;
        self.doubled += u64::from(doubled);
        self.redoubled += u64::from(r.dbl == Dbl::Redouble);
        let Some(t) = r.taker else { return };
        self.taken[t] += 1;
        match r.verdict {
            Verdict::Made => self.made[t] += 1,
            Verdict::Inside => self.insides[t] += 1,
            Verdict::Tie => self.litiges[t] += 1,
        }
        if doubled {
            let against = &mut self.doubled_against[t];
            against.count += 1;
            against.won += u64::from(made);
            if r.dbl == Dbl::Redouble {
                self.redoubles[t].count += 1;
                self.redoubles[t].won += u64::from(made);
            }
            let d = &mut self.doubles[1 - t];
            d.count += 1;
            d.won += u64::from(inside);
        }
    }
}

/// Per team of one match, for the records: its biggest deal (and which, from 0), its capots,
/// and its longest run of contracts made (and the deal it began).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Runs {
    pub deal: i64,
    pub deal_at: usize,
    pub capots: i64,
    pub best: i64,
    pub best_start: usize,
}

fn runs_of(rounds: &[RoundRow]) -> [Runs; 2] {
    let mut runs = [Runs::default(); 2];
    let mut current = [(0i64, 0usize); 2];
    for (deal, r) in rounds.iter().enumerate() {
        for (side, points) in r.score.into_iter().enumerate() {
            if points > runs[side].deal {
                runs[side].deal = points;
                runs[side].deal_at = deal;
            }
        }
        if let Some(side) = r.capot {
            runs[side].capots += 1;
        }
        if let Some(side) = r.taker {
            let (run, start) = &mut current[side];
            if r.verdict == Verdict::Made {
                if *run == 0 {
                    *start = deal;
                }
                *run += 1;
                if *run > runs[side].best {
                    runs[side].best = *run;
                    runs[side].best_start = *start;
                }
            } else {
                *run = 0;
            }
        }
    }
    runs
}

/// What the statistics and the records need of one match's rounds.
#[derive(Debug, Clone)]
pub(crate) struct MatchDigest {
    pub tally: Tally,
    pub runs: [Runs; 2],
}

/// The digest of every match with rounds, by the match's key (`matches.pk`).
pub(crate) type Digests = FastMap<i64, MatchDigest>;

impl MatchDigest {
    fn of(rounds: &[RoundRow]) -> MatchDigest {
        MatchDigest {
            tally: Tally::of(rounds),
            runs: runs_of(rounds),
        }
    }
}

/// The change counter the digests were read at: (`data_version`, this connection's total of
/// changed rows).
type ChangeKey = (i64, u64);

/// The most matches written between two questions that are read again one by one; past it
/// (an import), the whole history is read again.
const MOST_TOUCHED: usize = 256;

/// The matches this connection wrote since the digests were last read (from the update hook);
/// `None` when more than [`MOST_TOUCHED`].
type Touched = Arc<Mutex<Option<Vec<i64>>>>;

/// The digests of the whole history as last read, and when (see the module's documentation).
#[derive(Debug)]
pub(crate) struct DigestCache {
    held: RefCell<Option<(ChangeKey, Arc<Digests>)>>,
    touched: Touched,
}

impl DigestCache {
    /// A cache for `conn`'s questions, told by SQLite of every row of `matches` that `conn`
    /// writes.
    pub(crate) fn watching(conn: &Connection) -> Result<DigestCache> {
        let touched: Touched = Arc::new(Mutex::new(Some(Vec::new())));
        let told = Arc::clone(&touched);
        conn.update_hook(Some(move |_: Action, _: &str, table: &str, pk: i64| {
            if table == "matches" {
                let mut touched = told.lock().unwrap_or_else(PoisonError::into_inner);
                if let Some(pks) = touched.as_mut() {
                    // A match written again (a round after a round) is counted once.
                    if pks.contains(&pk) {
                        return;
                    }
                    if pks.len() < MOST_TOUCHED {
                        pks.push(pk);
                    } else {
                        *touched = None;
                    }
                }
            }
        }))?;
        Ok(DigestCache {
            held: RefCell::new(None),
            touched,
        })
    }

    /// The matches written since the last call, forgotten (`None`: too many to read one by one).
    fn take_touched(&self) -> Option<Vec<i64>> {
        let mut touched = self.touched.lock().unwrap_or_else(PoisonError::into_inner);
        touched.replace(Vec::new())
    }

    /// The digest of every match's rounds, as of the caller's read transaction (which must be
    /// open on `conn`, the connection this cache belongs to, so that the key and the rounds
    /// are of one snapshot): kept from the last call when the history has not changed since,
    /// the matches this connection wrote read again when only it changed the history, else
    /// all read again.
    pub(crate) fn get(&self, conn: &Connection) -> Result<Arc<Digests>> {
        let version: i64 = conn.query_row("PRAGMA data_version", [], |r| r.get(0))?;
        let key = (version, conn.total_changes());
        let touched = self.take_touched();
        let mut held = self.held.borrow_mut();
        if let Some((held_key, digests)) = held.as_mut() {
            if *held_key == key {
                return Ok(Arc::clone(digests));
            }
            // Only this connection wrote since: its matches read again.
            if held_key.0 == version {
                if let Some(pks) = touched {
                    let map = Arc::make_mut(digests);
                    for pk in pks {
                        let rounds = match_rounds(conn, pk)?;
                        if rounds.is_empty() {
                            map.remove(&pk);
                        } else {
                            map.insert(pk, MatchDigest::of(&rounds));
                        }
                    }
                    *held_key = key;
                    return Ok(Arc::clone(digests));
                }
            }
        }
        *held = None;
        let mut digests = Digests::default();
        scan_rounds(conn, |pk, rounds| {
            digests.insert(pk, MatchDigest::of(rounds));
        })?;
        let digests = Arc::new(digests);
        *held = Some((key, Arc::clone(&digests)));
        Ok(digests)
    }
}
