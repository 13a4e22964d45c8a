//! The matches as the review reads them — statistics, records and the games rated — in one
//! pass over the `matches` table in play order, each row's text borrowed from SQLite rather
//! than copied. The overview of a history feeds the three from the same pass: one query, one
//! sort, where each used to read the table again (docs/performance.md).

use belote_core::{Variant, Winner};
use rusqlite::types::Value as SqlValue;
use rusqlite::Connection;

use crate::error::Result;
use crate::rows::{parse_variant, winner_of};

/// One match of the review, its text borrowed from the row being read.
pub(crate) struct MatchRow<'r> {
    pub pk: i64,
    pub id: &'r str,
    pub variant: Variant,
    /// The team names (A, B), then the seats 0 to 3 (0 and 2 are team A).
    pub names: [&'r str; 6],
    pub created: &'r str,
    /// When the result was known (the match's creation while it has none), as written and in
    /// milliseconds: the play order.
    pub when: &'r str,
    pub when_ms: i64,
    pub state: &'r str,
    pub winner: Option<Winner>,
    pub totals: [i64; 2],
}

/// The team of `side` (0 = A, 1 = B) in a match's `names` as [`MatchRow::names`] orders them:
/// its name and its two players (seats 0 and 2 are team A, 1 and 3 team B).
pub(crate) fn side_names<T: Copy>(names: &[T; 6], side: usize) -> (T, [T; 2]) {
    (names[side], [names[2 + side], names[4 + side]])
}

impl MatchRow<'_> {
    /// Finished with a result (neither in play, abandoned nor finished by hand without one).
    pub fn has_result(&self) -> bool {
        self.state == "finished" && self.winner.is_some()
    }
}

fn text<'r>(r: &'r rusqlite::Row<'_>, i: usize) -> rusqlite::Result<&'r str> {
    r.get_ref(i)?.as_str().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, Box::new(e))
    })
}

/// Calls `each` for every match `condition` keeps (with its `args`), in play order. Meant to
/// run inside the caller's read transaction.
pub(crate) fn each_match(
    conn: &Connection,
    condition: &str,
    args: &[SqlValue],
    mut each: impl FnMut(&MatchRow<'_>) -> Result<()>,
) -> Result<()> {
    let mut st = conn.prepare_cached(&format!(
        "SELECT pk, id, variant, team_a, team_b, seat0, seat1, seat2, seat3, created, \
         coalesce(finished, created), coalesce(finished_ms, created_ms), state, winner, \
         total_a, total_b \
         FROM matches WHERE {condition} ORDER BY coalesce(finished_ms, created_ms), pk"
    ))?;
    let mut rows = st.query(rusqlite::params_from_iter(args.iter()))?;
    while let Some(r) = rows.next()? {
        let row = MatchRow {
            pk: r.get(0)?,
            id: text(r, 1)?,
            variant: parse_variant(text(r, 2)?)?,
            names: [
                text(r, 3)?,
                text(r, 4)?,
                text(r, 5)?,
                text(r, 6)?,
                text(r, 7)?,
                text(r, 8)?,
            ],
            created: text(r, 9)?,
            when: text(r, 10)?,
            when_ms: r.get(11)?,
            state: text(r, 12)?,
            winner: winner_of(r.get_ref(13)?.as_str_or_null().map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(
                    13,
                    rusqlite::types::Type::Text,
                    Box::new(e),
                )
            })?)?,
            totals: [r.get(14)?, r.get(15)?],
        };
        each(&row)?;
    }
    Ok(())
}
