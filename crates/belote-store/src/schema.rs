//! Schema migrations. The version lives in SQLite's `user_version`; [`migrate`] applies the
//! pending ones atomically. `rusqlite_migration` validates them (and builds older versions in
//! tests).
//!
//! Never edit a migration once it has shipped: add a new one at the end.

use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::{Migrations, M};

/// Version 1: matches and their rounds (the docs/match-files.md facts, in order) with derived caches.
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
    fact     TEXT NOT NULL,                    -- the docs/match-files.md round object (source of truth)
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

/// Version 3: events (club nights and tournaments) — their entrants, drawn rounds, tables with
/// their codes and deals (the docs/match-files.md round facts, in order), and each table's log of the
/// phones' operations. Standings are derived, never stored.
const V3: &str = r#"
CREATE TABLE events (
    pk         INTEGER PRIMARY KEY,
    id         TEXT NOT NULL UNIQUE CHECK (length(id) > 0),
    created    TEXT NOT NULL,              -- RFC 3339
    definition TEXT NOT NULL,              -- JSON: the definition, defaults and seed filled in, without its entrants
    version    INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1) -- raised by every committed change
);

CREATE TABLE event_entrants (
    event_pk  INTEGER NOT NULL REFERENCES events (pk) ON DELETE CASCADE,
    number    INTEGER NOT NULL CHECK (number >= 1),
    name      TEXT NOT NULL,
    players   TEXT,                        -- a team's players (JSON array), NULL when not given
    withdrawn INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_pk, number)
) WITHOUT ROWID;

CREATE TABLE event_rounds (
    event_pk INTEGER NOT NULL REFERENCES events (pk) ON DELETE CASCADE,
    number   INTEGER NOT NULL CHECK (number >= 1),
    byes     TEXT NOT NULL,                -- JSON array of entrant numbers
    attempt  INTEGER NOT NULL DEFAULT 0,   -- earlier draws of this round (a redraw draws afresh)
    PRIMARY KEY (event_pk, number)
) WITHOUT ROWID;

CREATE TABLE event_tables (
    pk       INTEGER PRIMARY KEY,
    event_pk INTEGER NOT NULL,
    round    INTEGER NOT NULL,
    number   INTEGER NOT NULL CHECK (number >= 1),
    code     TEXT NOT NULL UNIQUE,         -- unique in the database
    side_a   TEXT NOT NULL,                -- JSON array of entrant numbers, in seat order
    side_b   TEXT NOT NULL,
    UNIQUE (event_pk, round, number),
    FOREIGN KEY (event_pk, round) REFERENCES event_rounds (event_pk, number) ON DELETE CASCADE
);

CREATE TABLE event_deals (
    table_pk INTEGER NOT NULL REFERENCES event_tables (pk) ON DELETE CASCADE,
    pos      INTEGER NOT NULL CHECK (pos >= 0),
    fact     TEXT NOT NULL,                -- the docs/match-files.md round object (source of truth)
    PRIMARY KEY (table_pk, pos)
) WITHOUT ROWID;

CREATE TABLE event_ops (
    table_pk INTEGER NOT NULL REFERENCES event_tables (pk) ON DELETE CASCADE,
    op       TEXT NOT NULL,                -- the phone's id of the operation
    request  TEXT NOT NULL,                -- JSON: what it asked, to tell a replay from a reuse
    PRIMARY KEY (table_pk, op)
) WITHOUT ROWID;
"#;

/// Version 4: seasons (docs/events.md "Seasons") — a definition over stored events, in season
/// order, and its excused absences. A season's standings are derived, never stored.
const V4: &str = r#"
CREATE TABLE seasons (
    pk         INTEGER PRIMARY KEY,
    id         TEXT NOT NULL UNIQUE CHECK (length(id) > 0),
    created    TEXT NOT NULL,              -- RFC 3339
    definition TEXT NOT NULL               -- JSON: name, ranking (defaults filled in), side
);

CREATE TABLE season_events (
    season_pk INTEGER NOT NULL REFERENCES seasons (pk) ON DELETE CASCADE,
    pos       INTEGER NOT NULL CHECK (pos >= 0), -- season order, from 0
    event_pk  INTEGER NOT NULL REFERENCES events (pk),
    PRIMARY KEY (season_pk, pos),
    UNIQUE (season_pk, event_pk)
) WITHOUT ROWID;

CREATE TABLE season_absences (
    pk        INTEGER PRIMARY KEY,         -- the order they were given in
    season_pk INTEGER NOT NULL,
    event_pk  INTEGER NOT NULL,
    name      TEXT NOT NULL,               -- as written
    FOREIGN KEY (season_pk, event_pk) REFERENCES season_events (season_pk, event_pk)
        ON DELETE CASCADE
);
CREATE INDEX season_absences_by_season ON season_absences (season_pk, pk);
"#;

/// Version 5: stages (docs/events.md "Stages"): what a staged event keeps besides its rounds
/// — a mêlée's pairs and each seeded stage's seeding, stored when the stage was seeded and
/// never recomputed — and each table's group (pool or bracket) and places at stake, fixed
/// when it was drawn. NULL for every event without stages.
const V5: &str = r#"
ALTER TABLE events ADD COLUMN staging TEXT;        -- JSON: {"pairs", "seedings": [...]}
ALTER TABLE event_tables ADD COLUMN grp TEXT;      -- a pool's letter or a bracket's id
ALTER TABLE event_tables ADD COLUMN places TEXT;   -- JSON [lo, hi] in a knockout
"#;

/// Version 6: publishing to results hubs (HUB.md "the outbox") — the hubs this database
/// publishes to (address, key, the club the key belongs to), the outbox of publications and
/// withdrawals in queue order, and what each hub last acknowledged of each publication.
const V6: &str = r#"
CREATE TABLE hubs (
    url      TEXT PRIMARY KEY,             -- normalised: scheme://host[:port]/path/
    key      TEXT NOT NULL,                -- the club's key (as secret as this file)
    club     TEXT,                         -- learnt from GET /api/v1/key; NULL until then
    key_id   TEXT,
    insecure INTEGER NOT NULL DEFAULT 0,   -- plain http to a non-loopback address allowed
    app      INTEGER NOT NULL DEFAULT 0,   -- the app's hub (its settings)
    changed  TEXT NOT NULL                 -- RFC 3339
) WITHOUT ROWID;

CREATE TABLE hub_outbox (
    entry        INTEGER PRIMARY KEY AUTOINCREMENT, -- the queue's order; never reused
    hub          TEXT NOT NULL REFERENCES hubs (url),
    club         TEXT,                     -- fixed when first sent
    kind         TEXT NOT NULL CHECK (kind IN ('event', 'season')),
    id           TEXT NOT NULL,
    action       TEXT NOT NULL CHECK (action IN ('publish', 'withdraw')),
    body         BLOB,                     -- the file as sent; NULL for a withdrawal and once acknowledged
    sha256       TEXT,                     -- of the file, lowercase hex
    state        TEXT NOT NULL DEFAULT 'queued'
                 CHECK (state IN ('queued', 'pending', 'acknowledged', 'conflict', 'refused')),
    queued       TEXT NOT NULL,            -- RFC 3339
    attempts     INTEGER NOT NULL DEFAULT 0,
    failures     INTEGER NOT NULL DEFAULT 0, -- failed attempts in a row, for the backoff
    last_attempt TEXT,
    next_attempt TEXT,
    next_ms      INTEGER,                  -- next_attempt in ms since the epoch
    supersedes   INTEGER,                  -- fixed when first sent
    force        INTEGER NOT NULL DEFAULT 0, -- on a conflict, supersede the hub's current version
    version      INTEGER,                  -- the hub's, once acknowledged
    status       INTEGER,                  -- the hub's last HTTP status
    error        TEXT                      -- JSON: the hub's error, or why it could not be reached
);
CREATE INDEX hub_outbox_by_publication ON hub_outbox (hub, kind, id, entry);

CREATE TABLE hub_publications (
    hub       TEXT NOT NULL,
    club      TEXT NOT NULL,
    kind      TEXT NOT NULL,
    id        TEXT NOT NULL,
    version   INTEGER NOT NULL,            -- the last version the hub acknowledged from here
    sha256    TEXT,                        -- its file's; NULL for a withdrawal
    withdrawn INTEGER NOT NULL,
    received  TEXT,                        -- the hub's time of that version
    entry     INTEGER NOT NULL,            -- the outbox entry it acknowledged
    PRIMARY KEY (hub, club, kind, id)
) WITHOUT ROWID;
"#;

/// The SQL of each version, oldest first.
static STEPS: &[&str] = &[V1, V2, V3, V4, V5, V6];
static MIGRATIONS: &[M<'static>] = &[
    M::up(V1),
    M::up(V2),
    M::up(V3),
    M::up(V4),
    M::up(V5),
    M::up(V6),
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: usize = 6;

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
