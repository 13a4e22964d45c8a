//! Helpers of the review tests (search, filters, ratings, head to head, records): a history
//! built from a short description of each match, imported as a history file.
#![allow(dead_code)]

use belote_store::Store;
use serde_json::{json, Value};

pub struct TempStore {
    pub dir: tempfile::TempDir,
    pub store: Store,
}

pub fn temp_store() -> TempStore {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path().join("history.sqlite3")).expect("open");
    TempStore { dir, store }
}

/// A classic round A takes and makes: A 100, B 62.
pub fn a_made() -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } })
}

/// A classic round B takes and makes: B 100, A 62.
pub fn b_made() -> Value {
    json!({ "taker": "B", "contract": "spades", "points": { "B": 100 } })
}

/// A classic round A takes and fails: B scores 162.
pub fn a_inside() -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": 60 } })
}

/// A classic capot by A: 252.
pub fn a_capot() -> Value {
    json!({ "taker": "A", "contract": "hearts", "capot": "A" })
}

/// A classic capot by B: 252.
pub fn b_capot() -> Value {
    json!({ "taker": "B", "contract": "spades", "capot": "B" })
}

/// One match of a history file. `a` and `b` are `[team name, seat player, seat player]`.
pub struct Game<'a> {
    pub id: &'a str,
    pub created: &'a str,
    pub variant: &'a str,
    pub a: [&'a str; 3],
    pub b: [&'a str; 3],
    pub rounds: Vec<Value>,
    /// Target of the match (classic: small, so that a few rounds finish it).
    pub target: i64,
    pub abandoned: bool,
}

impl<'a> Game<'a> {
    /// A classic match to 300 points.
    pub fn classic(id: &'a str, created: &'a str, a: [&'a str; 3], b: [&'a str; 3]) -> Self {
        Game {
            id,
            created,
            variant: "classic",
            a,
            b,
            rounds: vec![],
            target: 300,
            abandoned: false,
        }
    }

    /// Won by A: two made rounds and a capot (452 – 124).
    pub fn won_by_a(mut self) -> Self {
        self.rounds = vec![a_made(), a_made(), a_capot()];
        self
    }

    /// Won by B: two made rounds and a capot (124 – 452).
    pub fn won_by_b(mut self) -> Self {
        self.rounds = vec![b_made(), b_made(), b_capot()];
        self
    }

    pub fn rounds(mut self, rounds: Vec<Value>) -> Self {
        self.rounds = rounds;
        self
    }

    pub fn abandoned(mut self) -> Self {
        self.abandoned = true;
        self
    }

    pub fn entry(&self) -> Value {
        let mut entry = json!({
            "id": self.id,
            "created": self.created,
            "finished": self.created,
            "teams": {
                "A": { "name": self.a[0], "players": [self.a[1], self.a[2]] },
                "B": { "name": self.b[0], "players": [self.b[1], self.b[2]] },
            },
            "first_dealer": 0,
            "match": {
                "variant": self.variant,
                "options": { "target": self.target },
                "rounds": self.rounds,
            },
        });
        if self.abandoned {
            entry["abandoned"] = json!(true);
        }
        entry
    }
}

pub fn import(store: &mut Store, games: &[Game<'_>]) {
    let file = json!({
        "format": "belote-history",
        "version": 1,
        "matches": games.iter().map(Game::entry).collect::<Vec<_>>(),
    });
    store.import_history(&file).expect("import");
}

/// The test data file `tests/data/NAME`, as JSON.
pub fn data(name: &str) -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}
