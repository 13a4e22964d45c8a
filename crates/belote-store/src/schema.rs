//! Schema migrations. The version lives in SQLite's `user_version`; [`migrate`] applies the
//! pending ones atomically. `rusqlite_migration` validates them (and builds older versions in
//! tests).
//!
//! Never edit a migration once it has shipped: add a new one at the end.

use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::{Migrations, M};

/// Version 1: matches and their rounds (the FORMAT.md facts, in order) with derived caches.
const V1: &str = r#"
CREATE TABLE matches (
    pk               INTEGER PRIMARY KEY,
    id               TEXT NOT NULL UNIQUE CHECK (length(id) > 0),
    variant          TEXT NOT NULL,
    options          TEXT NOT NULL,            -- the match file's options object, as given
    target           INTEGER NOT NULL,
    team_a           TEXT NOT NULL,
    team_b           TEXT NOT NULL,
    seat0            TEXT NOT NULL,            -- team A
    seat1            TEXT NOT NULL,            -- team B
    seat2            TEXT NOT NULL,            -- team A
    seat3            TEXT NOT NULL,            -- team B
    first_dealer     INTEGER NOT NULL CHECK (first_dealer BETWEEN 0 AND 3),
    created          TEXT NOT NULL,            -- RFC 3339, as given
    created_ms       INTEGER NOT NULL,         -- the same instant, for ordering and filters
    finished         TEXT,                     -- NULL while in play
    finished_ms      INTEGER,
    state            TEXT NOT NULL DEFAULT 'in_play'
                     CHECK (state IN ('in_play', 'finished', 'abandoned')),
    finished_by_hand INTEGER NOT NULL DEFAULT 0, -- finished without a winner from the engine
    -- cache derived by the engine from the rounds, rewritten on every change
    winner           TEXT CHECK (winner IN ('A', 'B', 'draw')),
    total_a          INTEGER NOT NULL DEFAULT 0,
    total_b          INTEGER NOT NULL DEFAULT 0,
    pot              INTEGER NOT NULL DEFAULT 0,
    round_count      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX matches_by_created ON matches (created_ms, pk);

CREATE TABLE rounds (
    match_pk INTEGER NOT NULL REFERENCES matches (pk) ON DELETE CASCADE,
    pos      INTEGER NOT NULL CHECK (pos >= 0),
    fact     TEXT NOT NULL,                    -- the FORMAT.md round object (source of truth)
    -- from the fact, for statistics
    taker    TEXT NOT NULL,
    dbl      TEXT NOT NULL,
    capot    TEXT,
    -- cache derived by the engine, rewritten on every change
    verdict  TEXT NOT NULL,
    score_a  INTEGER NOT NULL,
    score_b  INTEGER NOT NULL,
    pot      INTEGER NOT NULL,
    PRIMARY KEY (match_pk, pos)
) WITHOUT ROWID;
"#;

/// Version 2: the change log behind "undo the last change".
const V2: &str = r#"
CREATE TABLE changes (
    seq      INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id TEXT NOT NULL,
    kind     TEXT NOT NULL,
    at       TEXT NOT NULL,
    undo     TEXT NOT NULL                     -- JSON: what is needed to revert the change
);
CREATE INDEX changes_by_match ON changes (match_id, seq);
"#;

/// The SQL of each version, oldest first.
static STEPS: &[&str] = &[V1, V2];
static MIGRATIONS: &[M<'static>] = &[M::up(V1), M::up(V2)];

/// The schema version this build writes.
pub const SCHEMA_VERSION: usize = 2;

/// All migrations, oldest first (exposed for tests that build older schema versions).
pub fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATIONS)
}

/// What [`migrate`] found.
pub(crate) enum Migrated {
    /// The database is (now) at [`SCHEMA_VERSION`].
    Current,
    /// The database has this newer version: nothing was written.
    TooNew(i64),
}

/// Brings the database to [`SCHEMA_VERSION`]. The version is read first without a lock (an
/// up-to-date database needs no write lock at all); when migrations are due they run in one
/// immediate transaction that reads the version again, so that processes opening a brand-new
/// file at the same moment wait for each other instead of creating the tables twice.
pub(crate) fn migrate(conn: &mut Connection) -> rusqlite::Result<Migrated> {
    let version = |c: &Connection| c.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0));
    let found = version(conn)?;
    if found == SCHEMA_VERSION as i64 {
        return Ok(Migrated::Current);
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let found = version(&tx)?;
    if found > SCHEMA_VERSION as i64 {
        return Ok(Migrated::TooNew(found));
    }
    let from = usize::try_from(found).unwrap_or(0);
    if from < SCHEMA_VERSION {
        for step in &STEPS[from..] {
            tx.execute_batch(step)?;
        }
        tx.pragma_update(None, "user_version", SCHEMA_VERSION as i64)?;
    }
    tx.commit()?;
    Ok(Migrated::Current)
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert_eq!(super::MIGRATIONS.len(), super::SCHEMA_VERSION);
        assert_eq!(super::STEPS.len(), super::SCHEMA_VERSION);
        super::migrations().validate().unwrap();
    }
}
