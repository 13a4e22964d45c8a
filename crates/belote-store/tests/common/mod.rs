#![allow(dead_code)]

pub mod other_process;

use std::path::PathBuf;

use belote_core::Variant;
use belote_store::{NewMatch, Store, TeamInfo, Teams};
use serde_json::{json, Value};

pub struct TempDb {
    pub dir: tempfile::TempDir,
    pub path: PathBuf,
}

/// A test's temporary path as text (they are UTF-8).
pub fn path_str(path: &std::path::Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

pub fn temp_db() -> TempDb {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("history.sqlite3");
    TempDb { dir, path }
}

pub fn teams() -> Teams {
    let team = |name: &str, a: &str, b: &str| TeamInfo {
        name: name.to_string(),
        players: [a.to_string(), b.to_string()],
    };
    Teams {
        a: team("Nous", "Ana", "Marc"),
        b: team("Eux", "Léa", "Paul"),
    }
}

pub fn classic(store: &mut Store) -> String {
    store
        .create_match(&NewMatch {
            variant: Variant::Classic,
            options: json!({}),
            teams: teams(),
            first_dealer: 0,
        })
        .expect("create")
        .id
}

/// A made round for A: A scores 100, B 62.
pub fn a_made() -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } })
}

/// A round B takes and fails: B is inside.
pub fn b_inside() -> Value {
    json!({ "taker": "B", "contract": "spades", "points": { "A": 100 } })
}

/// B takes and makes every card point: A scores 0.
pub fn b_all() -> Value {
    json!({ "taker": "B", "contract": "spades", "points": { "A": 0, "B": 162 } })
}

/// A round the engine rejects (points outside 0…162).
pub fn bad_round() -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": 200 } })
}

pub fn count(store_path: &std::path::Path, sql: &str) -> i64 {
    let conn = rusqlite::Connection::open(store_path).expect("open");
    conn.query_row(sql, [], |r| r.get(0)).expect("query")
}

/// What `PRAGMA integrity_check` says of the database at `path` (`["ok"]` when it is sound).
pub fn integrity_check(path: &std::path::Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(path).expect("open");
    let rows = conn
        .prepare("PRAGMA integrity_check")
        .expect("prepare")
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    rows
}

pub fn history_file(matches: Vec<Value>) -> Value {
    json!({ "format": "belote-history", "version": 1, "matches": matches })
}

pub fn entry(id: &str, created: &str, rounds: Vec<Value>) -> Value {
    json!({
        "id": id,
        "created": created,
        "finished": null,
        "teams": { "A": { "name": "Nous", "players": ["Ana", "Marc"] },
                   "B": { "name": "Eux", "players": ["Léa", "Paul"] } },
        "first_dealer": 0,
        "match": { "variant": "classic", "options": {}, "rounds": rounds }
    })
}
