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

/// The round of `variant` that `taker` takes and makes (a capot when `capot`).
pub fn round_of(variant: &str, taker: &str, capot: bool) -> Value {
    let mut r = if capot {
        json!({ "taker": taker, "contract": "hearts", "capot": taker })
    } else {
        json!({ "taker": taker, "contract": "hearts", "points": { taker: 100 } })
    };
    if variant == "coinche" || variant == "contree" {
        r["bid"] = json!(80);
    }
    r
}

/// The history-file entries of the matches described in a data file: each
/// `{"id", "created", "variant" (classic), "a": [team, player, player], "b": […],
/// "result": "A" | "B" | "in_play" | "abandoned", "rounds" (optional: given as is)}`.
/// A match won by a team is two made rounds and a capot of that team (classic and bela to 300,
/// coinche to 500); one in play or abandoned has one round of A.
pub fn entries(games: &Value) -> Vec<Value> {
    games
        .as_array()
        .expect("a list of matches")
        .iter()
        .map(|g| {
            let s = |k: &str| g[k].as_str().unwrap_or_default().to_string();
            let variant = g["variant"].as_str().unwrap_or("classic");
            let result = s("result");
            let rounds = match (&g["rounds"], result.as_str()) {
                (Value::Array(rs), _) => rs.clone(),
                (_, "A" | "B") => vec![
                    round_of(variant, &result, false),
                    round_of(variant, &result, false),
                    round_of(variant, &result, true),
                ],
                _ => vec![round_of(variant, "A", false)],
            };
            let target =
                g["target"]
                    .as_i64()
                    .unwrap_or(if variant == "coinche" { 500 } else { 300 });
            let team = |k: &str| json!({ "name": g[k][0], "players": [g[k][1], g[k][2]] });
            let mut entry = json!({
                "id": s("id"),
                "created": s("created"),
                "finished": if result == "in_play" { Value::Null } else { json!(s("created")) },
                "teams": { "A": team("a"), "B": team("b") },
                "first_dealer": 0,
                "match": { "variant": variant, "options": { "target": target }, "rounds": rounds },
            });
            if result == "abandoned" {
                entry["abandoned"] = json!(true);
            }
            entry
        })
        .collect()
}

/// Imports the matches described in a data file (see [`entries`]).
pub fn import_data(store: &mut Store, games: &Value) {
    let file = json!({ "format": "belote-history", "version": 1, "matches": entries(games) });
    store.import_history(&file).expect("import");
}
