//! Names as people type them: "lea", "LÉA" and "Lé" find "Léa", "иван" finds "Иван", "sime"
//! finds "Šime". Searching folds both the query and the names ([`fold_name`], kept with the
//! events in `belote_event::names`, where a season's entrants are told apart the same way)
//! with Unicode's own data — compatibility decomposition (NFKD, `unicode-normalization`),
//! accents and other combining marks dropped, full case folding (`caseless`) — and looks for
//! the folded query anywhere in the folded name. There is no hand-made table of letters: a letter that Unicode does not
//! decompose stays itself. Croatian "đ"/"Đ" is such a letter (so are "ł", "ø" and "æ"): "đ"
//! finds "Đ" and "đ", but neither "d" nor "dj" finds "Đorđe".
//!
//! Players are *identified* more strictly than they are searched: [`player_key`] keeps the
//! accents ("Lea" and "Léa" are two people) and only ignores case, the Unicode form (NFC)
//! and the spaces around and inside the name. A seat whose name is empty or the name the app
//! gives an unnamed seat ("Player 3", "Joueur 3", …) is nobody in particular ([`is_unnamed`]).
//!
//! The same folding is available to SQL as `belote_name_match(query, name, …)` (registered
//! on every connection of the store by [`register`]), so that filters run in the database.

use crate::fast_map::FastMap;
use std::sync::Arc;

use rusqlite::functions::FunctionFlags;
use rusqlite::Connection;

/// The folding itself lives with the events (`belote_event::names`), so that a season's *who
/// is who* is the history's: one rule, used by both.
pub use belote_event::names::{fold_name, is_unnamed, player_key, UNNAMED_PLAYER_PATTERNS};

/// The name of the SQL function: `belote_name_match(query, name1, name2, …)` is 1 when the
/// folded query is part of one of the folded names (an empty query matches every name).
pub(crate) const SQL_NAME_MATCH: &str = "belote_name_match";

/// Whether `name` is found by `query` (both as typed): the folded query is part of the folded
/// name. An empty query finds every name.
pub fn name_matches(query: &str, name: &str) -> bool {
    folded_contains(&fold_name(query), name)
}

/// Whether an already folded query is part of `name` once folded.
pub(crate) fn folded_contains(folded_query: &str, name: &str) -> bool {
    folded_query.is_empty() || fold_name(name).contains(folded_query)
}

/// Who is who within one computation: the [`player_key`] of each distinct name is worked
/// out once, and every name gets a small number (the same for two spellings of one player).
#[derive(Debug, Default)]
pub(crate) struct People {
    /// Name as written → (person, whether the name is an unnamed seat's).
    by_name: FastMap<String, (u32, bool)>,
    by_key: FastMap<String, u32>,
    keys: Vec<String>,
}

impl People {
    /// The number of the person whose [`player_key`] is `key`.
    pub(crate) fn of_key(&mut self, key: &str) -> u32 {
        if let Some(&id) = self.by_key.get(key) {
            return id;
        }
        let id = u32::try_from(self.keys.len()).unwrap_or(u32::MAX);
        self.keys.push(key.to_string());
        self.by_key.insert(key.to_string(), id);
        id
    }

    fn entry(&mut self, name: &str) -> (u32, bool) {
        if let Some(&found) = self.by_name.get(name) {
            return found;
        }
        let id = self.of_key(&player_key(name));
        let found = (id, is_unnamed(name));
        self.by_name.insert(name.to_string(), found);
        found
    }

    /// The number of the person called `name`.
    pub(crate) fn id(&mut self, name: &str) -> u32 {
        self.entry(name).0
    }

    /// The number of the player called `name`, `None` for an unnamed seat ([`is_unnamed`]).
    pub(crate) fn named(&mut self, name: &str) -> Option<u32> {
        let (id, unnamed) = self.entry(name);
        (!unnamed).then_some(id)
    }

    /// The [`player_key`] of person `id`.
    pub(crate) fn key(&self, id: u32) -> &str {
        self.keys.get(id as usize).map_or("", String::as_str)
    }
}

/// Registers `belote_name_match` on a connection. The query (first argument) is folded once
/// per statement, the names on every call; NULL names never match.
pub(crate) fn register(conn: &Connection) -> rusqlite::Result<()> {
    conn.create_scalar_function(
        SQL_NAME_MATCH,
        -1,
        FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC,
        |ctx| {
            if ctx.len() < 2 {
                return Err(rusqlite::Error::UserFunctionError(
                    "belote_name_match needs a query and at least one name".into(),
                ));
            }
            let query: Arc<String> = ctx.get_or_create_aux(0, |v| -> rusqlite::Result<String> {
                Ok(fold_name(v.as_str().unwrap_or("")))
            })?;
            for i in 1..ctx.len() {
                if let Ok(name) = ctx.get_raw(i).as_str() {
                    if folded_contains(&query, name) {
                        return Ok(true);
                    }
                }
            }
            Ok(false)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sql_function_folds_like_rust() {
        let conn = Connection::open_in_memory().unwrap();
        register(&conn).unwrap();
        let hit = |q: &str, a: &str, b: &str| -> bool {
            conn.query_row("SELECT belote_name_match(?1, ?2, ?3)", [q, a, b], |r| {
                r.get(0)
            })
            .unwrap()
        };
        assert!(hit("lea", "Marc", "Léa"));
        assert!(hit("ИВАН", "Иван", "x"));
        assert!(!hit("paul", "Marc", "Léa"));
        let null: bool = conn
            .query_row("SELECT belote_name_match('a', NULL)", [], |r| r.get(0))
            .unwrap();
        assert!(!null);
        assert!(conn
            .query_row("SELECT belote_name_match('a')", [], |r| r.get::<_, bool>(0))
            .is_err());
    }

    #[test]
    fn unnamed_seats() {
        for name in [
            "",
            "  ",
            "Player 1",
            "Joueur 12",
            "Играч 3",
            "Igrač 4",
            "Speler 2",
            "اللاعب 3",
            "اللاعب ٣",
        ] {
            assert!(is_unnamed(name), "{name:?}");
        }
        for name in [
            "Player",
            "Player one",
            "Léa",
            "Player 1b",
            "Joueur 1 bis",
            "اللاعب",
        ] {
            assert!(!is_unnamed(name), "{name:?}");
        }
    }
}
