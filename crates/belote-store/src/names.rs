//! Picking a player or a team by name: the players and teams a query finds, as people type
//! names (see `search`), for filters and head to head to choose from.

use crate::fast_map::FastMap;

use serde::{Deserialize, Serialize};

use crate::error::Result;
use crate::open::Store;
use crate::search::{fold_name, folded_contains, is_unnamed, player_key, SQL_NAME_MATCH};

/// Whether a name found by [`Store::find_names`] is a player's or a team's — or, for head to
/// head only, a fixed team: two players together, whatever their team was called (the teams
/// of the ratings). [`Store::find_names`] never gives a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NameKind {
    Player,
    Team,
    Pair,
}

/// A player or a team whose name a query finds, for picking one (a filter, head to head).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NameHit {
    pub kind: NameKind,
    /// The name as last written in a match.
    pub name: String,
    /// Who it is: [`player_key`] of the name (for a team, of the team's name).
    pub key: String,
    /// Matches with this player or team, whatever their state, and events they entered.
    pub matches: u64,
    /// When the last of them was created.
    pub last_played: String,
}

/// The players and teams a query finds, each counted once per match or event it is in.
pub(crate) struct NameCount {
    folded: String,
    hits: Vec<NameHit>,
    index: FastMap<(NameKind, String), usize>,
}

impl NameCount {
    fn new(query: &str) -> Self {
        NameCount {
            folded: fold_name(query),
            hits: Vec::new(),
            index: FastMap::default(),
        }
    }

    /// Counts `name`, a `kind`, in one match or event created `when`, unless it is blank, an
    /// unnamed seat, not found by the query, or already counted there (`seen`). A name counted
    /// before takes this spelling and date when `newer(its last_played)`.
    pub(crate) fn count(
        &mut self,
        seen: &mut Vec<(NameKind, String)>,
        kind: NameKind,
        name: &str,
        when: &str,
        newer: impl FnOnce(&str) -> bool,
    ) {
        if (kind == NameKind::Player && is_unnamed(name))
            || name.trim().is_empty()
            || !folded_contains(&self.folded, name)
        {
            return;
        }
        let key = player_key(name);
        if seen.contains(&(kind, key.clone())) {
            return;
        }
        seen.push((kind, key.clone()));
        match self.index.get(&(kind, key.clone())) {
            Some(&i) => {
                let hit = &mut self.hits[i];
                hit.matches += 1;
                if newer(&hit.last_played) {
                    hit.name = name.trim().to_string();
                    hit.last_played = when.to_string();
                }
            }
            None => {
                self.index.insert((kind, key.clone()), self.hits.len());
                self.hits.push(NameHit {
                    kind,
                    name: name.trim().to_string(),
                    key,
                    matches: 1,
                    last_played: when.to_string(),
                });
            }
        }
    }
}

impl Store {
    /// The players and teams whose name `query` finds (any part, accents and case ignored),
    /// most matches first. Unnamed seats ([`is_unnamed`]) are left out; an empty query lists
    /// everyone.
    pub fn find_names(&self, query: &str) -> Result<Vec<NameHit>> {
        let mut st = self.conn.prepare_cached(&format!(
            "SELECT team_a, team_b, seat0, seat1, seat2, seat3, created FROM matches \
             WHERE {SQL_NAME_MATCH}(?1, seat0, seat1, seat2, seat3, team_a, team_b) \
             ORDER BY created_ms, pk"
        ))?;
        let mut rows = st.query([query])?;
        let mut names = NameCount::new(query);
        while let Some(r) = rows.next()? {
            let created: String = r.get(6)?;
            let mut seen: Vec<(NameKind, String)> = Vec::with_capacity(6);
            for col in 0..6 {
                let name: String = r.get(col)?;
                let kind = if col < 2 {
                    NameKind::Team
                } else {
                    NameKind::Player
                };
                // Oldest match first: the newest spelling and date stay.
                names.count(&mut seen, kind, &name, &created, |_| true);
            }
        }
        drop(rows);
        drop(st);
        self.add_event_names(&mut names)?;
        let mut hits = names.hits;
        hits.sort_by(|a, b| {
            b.matches
                .cmp(&a.matches)
                .then_with(|| a.key.cmp(&b.key))
                .then_with(|| (a.kind as u8).cmp(&(b.kind as u8)))
        });
        Ok(hits)
    }
}
