//! Records of the history, per variant (points differ too much from one game to another to
//! compare): the highest match total, the biggest deal, the most capots (štiglje, pits,
//! valats) in a match, the most contracts made in a row, and the longest winning streaks of a
//! player and of a team — each with the match that holds it.
//!
//! Records are derived like everything else: from the matches and from the engine's scores
//! of their rounds, which the store rewrites on every change. A tie goes to whoever reached
//! it first (in play order). With a player filter, the records are those held by the sides,
//! players and teams that name finds.

use crate::fast_map::FastMap;

use belote_core::{Variant, Winner};
use rusqlite::types::Value as SqlValue;
use rusqlite::Connection;
use serde::Serialize;

use crate::error::Result;
use crate::filter;
use crate::model::{MatchFilter, TeamInfo, Teams};
use crate::open::Store;
use crate::ratings::Game;
use crate::review_rows::{each_match, side_names, MatchRow};
use crate::scan::{Digests, Runs};
use crate::search::{name_matches, People};

/// The records kept, in the order they are listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RecordKind {
    /// The highest total a team wrote in a finished match.
    HighestMatchTotal,
    /// The most points a team wrote for one deal (a pot it won included).
    BiggestDeal,
    /// The most deals in one match in which one team took every trick.
    MostCapots,
    /// The longest run of one team's contracts made, in one match (the other team's deals in
    /// between do not break it; a contract failed or hanging does).
    MostContractsMadeInARow,
    /// The most games a player won one after the other.
    LongestWinningStreak,
    /// The most games a team (by its name) won one after the other.
    LongestTeamWinningStreak,
}

impl RecordKind {
    /// What the record is called in `variant`.
    pub fn label(self, variant: Variant) -> &'static str {
        match self {
            RecordKind::HighestMatchTotal => "highest match total",
            RecordKind::BiggestDeal => "biggest deal",
            RecordKind::MostCapots => match variant {
                Variant::Classic | Variant::Contree | Variant::Coinche => "most capots in a match",
                Variant::Bulgarian => "most valats in a match",
                Variant::Bela => "most štiglje in a match",
                Variant::Klaverjas => "most pits in a match",
                Variant::Baloot => "most kaboots in a match",
            },
            RecordKind::MostContractsMadeInARow => "most contracts made in a row",
            RecordKind::LongestWinningStreak => "longest winning streak (player)",
            RecordKind::LongestTeamWinningStreak => "longest winning streak (team)",
        }
    }
}

/// One record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Record {
    pub variant: Variant,
    pub kind: RecordKind,
    /// What it is called in this variant ("most štiglje in a match").
    pub label: &'static str,
    pub value: i64,
    /// The team's name, or the player's.
    pub holder: String,
    /// The team's players in that match — for a team's streak, in its last game (empty for a
    /// player's streak).
    pub players: Vec<String>,
    /// The match that holds it (a streak: the first game of the streak).
    pub match_id: String,
    /// The deal (1 for the first) of a biggest deal, the first deal of a run of contracts.
    pub deal: Option<usize>,
    /// A streak's last game.
    pub last_match_id: Option<String>,
    /// When the record was set (the match's creation; a streak: its last game).
    pub when: String,
}

/// The records of the matches a filter keeps, variant by variant.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Records {
    /// Every record held, by variant (in the order of [`Variant::ALL`]), then kind.
    pub records: Vec<Record>,
}

/// The best of each kind in each variant so far. A better value wins; an equal one wins only
/// if it came earlier in play order (`order`).
struct Best<'q> {
    slots: FastMap<(Variant, RecordKind), (usize, Record)>,
    /// `--player`: only records held by a side, player or team this finds.
    holder: Option<&'q str>,
}

impl Best<'_> {
    fn offer(
        &mut self,
        variant: Variant,
        kind: RecordKind,
        value: i64,
        order: usize,
        make: impl FnOnce() -> Record,
    ) {
        if value <= 0 {
            return;
        }
        if let Some((held_order, held)) = self.slots.get(&(variant, kind)) {
            if held.value > value || (held.value == value && *held_order <= order) {
                return;
            }
        }
        let record = make();
        if let Some(query) = self.holder {
            let found = name_matches(query, &record.holder)
                || record.players.iter().any(|p| name_matches(query, p));
            if !found {
                return;
            }
        }
        self.slots
            .insert((variant, kind), (order, Record { value, ..record }));
    }
}

/// The text of every match read, one after the other in one string: a match's names are
/// pieces of it ([`Span`]), not strings of their own — made into strings only for the few
/// matches that hold a record.
#[derive(Default)]
struct Texts(String);

/// A piece of [`Texts`].
#[derive(Debug, Clone, Copy)]
struct Span {
    at: usize,
    len: usize,
}

impl Texts {
    fn put(&mut self, text: &str) -> Span {
        let at = self.0.len();
        self.0.push_str(text);
        Span {
            at,
            len: text.len(),
        }
    }

    fn get(&self, span: Span) -> &str {
        &self.0[span.at..span.at + span.len]
    }
}

struct MatchInfo {
    /// Its place in play order.
    order: usize,
    variant: Variant,
    id: Span,
    /// The team names (A, B), then the seats 0 to 3 (0 and 2 are team A).
    names: [Span; 6],
    created: Span,
}

fn team(teams: &Teams, side: usize) -> &TeamInfo {
    if side == 0 {
        &teams.a
    } else {
        &teams.b
    }
}

fn record<'a>(
    texts: &'a Texts,
    m: &'a MatchInfo,
    kind: RecordKind,
    side: usize,
    deal: Option<usize>,
) -> impl FnOnce() -> Record + 'a {
    move || {
        let (holder, players) = side_names(&m.names, side);
        Record {
            variant: m.variant,
            kind,
            label: kind.label(m.variant),
            value: 0,
            holder: texts.get(holder).to_string(),
            players: players.map(|p| texts.get(p).to_string()).to_vec(),
            match_id: texts.get(m.id).to_string(),
            deal,
            last_match_id: None,
            when: texts.get(m.created).to_string(),
        }
    }
}

fn close_match(best: &mut Best<'_>, texts: &Texts, m: &MatchInfo, runs: &[Runs; 2]) {
    for (side, r) in runs.iter().enumerate() {
        let kind = RecordKind::BiggestDeal;
        let at = Some(r.deal_at + 1);
        best.offer(
            m.variant,
            kind,
            r.deal,
            m.order,
            record(texts, m, kind, side, at),
        );
        let kind = RecordKind::MostCapots;
        best.offer(
            m.variant,
            kind,
            r.capots,
            m.order,
            record(texts, m, kind, side, None),
        );
        let kind = RecordKind::MostContractsMadeInARow;
        let first = Some(r.best_start + 1);
        best.offer(
            m.variant,
            kind,
            r.best,
            m.order,
            record(texts, m, kind, side, first),
        );
    }
}

/// Winning streaks over `games` (in play order), per variant: players by [`player_key`],
/// teams by the key of their name.
fn streaks(best: &mut Best<'_>, games: &[Game]) {
    #[derive(Default)]
    struct Run {
        len: i64,
        first: String,
    }
    let mut people = People::default();
    let mut runs: FastMap<(Variant, bool, u32), Run> = FastMap::default();
    for (order, g) in games.iter().enumerate() {
        for side in 0..2 {
            let t = team(&g.teams, side);
            let won = matches!((g.winner, side), (Winner::A, 0) | (Winner::B, 1));
            let mut holders: Vec<(bool, u32, &str)> = Vec::with_capacity(3);
            if !t.name.trim().is_empty() {
                holders.push((true, people.id(&t.name), &t.name));
            }
            for p in &t.players {
                if let Some(id) = people.named(p) {
                    holders.push((false, id, p));
                }
            }
            holders.dedup_by(|x, y| x.0 == y.0 && x.1 == y.1);
            for (is_team, id, name) in holders {
                let run = runs.entry((g.variant, is_team, id)).or_default();
                if !won {
                    run.len = 0;
                    continue;
                }
                if run.len == 0 {
                    g.id.clone_into(&mut run.first);
                }
                run.len += 1;
                let kind = if is_team {
                    RecordKind::LongestTeamWinningStreak
                } else {
                    RecordKind::LongestWinningStreak
                };
                let (len, first) = (run.len, run.first.clone());
                best.offer(g.variant, kind, len, order, || Record {
                    variant: g.variant,
                    kind,
                    label: kind.label(g.variant),
                    value: 0,
                    holder: name.trim().to_string(),
                    players: if is_team {
                        t.players.to_vec()
                    } else {
                        Vec::new()
                    },
                    match_id: first,
                    deal: None,
                    last_match_id: Some(g.id.clone()),
                    when: g.when.clone(),
                });
            }
        }
    }
}

/// Records being worked out: the matches ([`RecordsBuilder::read_matches`]), each match's
/// rounds ([`RecordsBuilder::add_rounds`]), then the games for the streaks.
pub(crate) struct RecordsBuilder<'q> {
    best: Best<'q>,
    matches: FastMap<i64, MatchInfo>,
    texts: Texts,
}

impl<'q> RecordsBuilder<'q> {
    /// Records held by the sides, players and teams `holder` finds (all without it).
    pub(crate) fn new(holder: Option<&'q str>) -> Self {
        RecordsBuilder {
            best: Best {
                slots: FastMap::default(),
                holder,
            },
            matches: FastMap::default(),
            texts: Texts::default(),
        }
    }

    /// Reads the matches `condition` keeps, in play order; the totals of those with a result.
    pub(crate) fn read_matches(
        &mut self,
        conn: &Connection,
        condition: &str,
        args: &[SqlValue],
    ) -> Result<()> {
        each_match(conn, condition, args, |m| {
            self.add_match(m);
            Ok(())
        })
    }

    /// One match, the next in play order: its totals if it has a result.
    pub(crate) fn add_match(&mut self, row: &MatchRow<'_>) {
        let texts = &mut self.texts;
        let m = MatchInfo {
            order: self.matches.len(),
            variant: row.variant,
            id: texts.put(row.id),
            names: row.names.map(|name| texts.put(name)),
            created: texts.put(row.created),
        };
        if row.has_result() {
            for (side, total) in row.totals.into_iter().enumerate() {
                let kind = RecordKind::HighestMatchTotal;
                let make = record(&self.texts, &m, kind, side, None);
                self.best.offer(m.variant, kind, total, m.order, make);
            }
        }
        self.matches.insert(row.pk, m);
    }

    /// The deals, capots and runs of contracts of every match read (their digests).
    pub(crate) fn add_digests(&mut self, digests: &Digests) {
        for (pk, m) in &self.matches {
            if let Some(d) = digests.get(pk) {
                close_match(&mut self.best, &self.texts, m, &d.runs);
            }
        }
    }

    /// The winning streaks of `games` (in play order), and the records, by variant then kind.
    pub(crate) fn finish(mut self, games: &[Game]) -> Records {
        streaks(&mut self.best, games);
        let mut records: Vec<Record> = self.best.slots.into_values().map(|(_, r)| r).collect();
        let order = |v: Variant| Variant::ALL.iter().position(|x| *x == v);
        records.sort_by_key(|r| (order(r.variant), r.kind));
        Records { records }
    }
}

impl Store {
    /// The records of the matches `filter` keeps, variant by variant. Totals and streaks count
    /// finished matches with a result; deals, capots and runs of contracts count every match.
    pub fn records(&self, filter: &MatchFilter) -> Result<Records> {
        let (condition, args) = filter::condition(filter);
        let snapshot = self.conn.unchecked_transaction()?;
        let mut records = RecordsBuilder::new(filter.player.as_deref());
        records.read_matches(&snapshot, &condition, &args)?;
        records.add_digests(&*self.digests.get(&self.conn)?);
        // With a player, the games are theirs: every streak of a holder they find is whole.
        // Streaks count the matches of the history (each record links to its match).
        let games = self.match_games(filter)?;
        drop(snapshot);
        Ok(records.finish(&games))
    }
}
