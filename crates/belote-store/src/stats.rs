//! Statistics per team, per player and per variant — of every match, or of the matches a
//! [`MatchFilter`] keeps — and one past match to review: its score sheet with every deal's
//! explanation and its progression.
//!
//! Players and teams are told apart by [`player_key`] (case and spaces ignored, accents
//! kept); each is shown with its name as last written. Unnamed seats ("Player 3") are no
//! player: they are left out of the players' list.

use crate::fast_map::FastMap;

use belote_core::{Lang, ScoreSheet, Variant, Winner};
use rusqlite::types::Value as SqlValue;
use rusqlite::Connection;
use serde::Serialize;

use crate::error::Result;
use crate::filter;
use crate::model::{MatchFilter, MatchRecord};
use crate::open::Store;
use crate::review_rows::{each_match, MatchRow};
use crate::rows::{load_facts, load_row, rescore_stored};
use crate::scan::{Digests, Pair, Tally};
use crate::search::People;

/// A count of doubles (coinche / contra) or redoubles and how many of them paid off.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct DoubleStats {
    pub count: u64,
    pub won: u64,
}

/// The record of one team or one player in one variant. A player plays with their team of
/// each match, so a player's rounds are counted from their team's side.
#[derive(Debug, Clone, Serialize)]
pub struct SideStats {
    /// The team's or the player's name.
    pub name: String,
    pub variant: Variant,
    /// Every match, whatever its state.
    pub matches: u64,
    /// Games that reached a result (won, lost or drawn); abandoned matches, matches still in
    /// play and matches finished by hand without a winner are not games played.
    pub games_played: u64,
    pub games_won: u64,
    pub games_lost: u64,
    pub games_drawn: u64,
    /// `games_won / games_played`, in percent.
    pub win_pct: f64,
    pub longest_win_streak: u64,
    pub rounds_played: u64,
    /// Rounds this side took (won the auction / took the turned card).
    pub rounds_taken: u64,
    /// Rounds taken and made.
    pub rounds_made: u64,
    /// `rounds_made / rounds_taken`, in percent.
    pub made_pct: f64,
    /// Rounds taken and failed ("dedans").
    pub insides: u64,
    /// Rounds taken that ended in a tie (litige / hanging).
    pub litiges: u64,
    /// Rounds in which this side took every trick.
    pub capots: u64,
    /// Points written on the score sheet for this side (pots included when awarded).
    pub points: i64,
    pub avg_points_per_round: f64,
    /// This side doubled the other side's contract (coinche, contra); won: the takers failed.
    pub doubles: DoubleStats,
    /// This side redoubled (surcoinche, recontra); won: the contract was made.
    pub redoubles: DoubleStats,
    /// This side's contract was doubled; won: the contract was made all the same.
    pub doubled_against: DoubleStats,
}

/// Totals of one variant over every match.
#[derive(Debug, Clone, Serialize)]
pub struct VariantStats {
    pub variant: Variant,
    pub matches: u64,
    pub games_played: u64,
    pub rounds: u64,
    pub made: u64,
    pub insides: u64,
    pub litiges: u64,
    pub capots: u64,
    pub doubled: u64,
    pub redoubled: u64,
    /// Both teams' points per round, on average.
    pub avg_points_per_round: f64,
}

impl SideStats {
    /// A side that has played nothing yet.
    fn new(name: &str, variant: Variant) -> SideStats {
        let none = DoubleStats::default();
        SideStats {
            name: name.to_string(),
            variant,
            matches: 0,
            games_played: 0,
            games_won: 0,
            games_lost: 0,
            games_drawn: 0,
            win_pct: 0.0,
            longest_win_streak: 0,
            rounds_played: 0,
            rounds_taken: 0,
            rounds_made: 0,
            made_pct: 0.0,
            insides: 0,
            litiges: 0,
            capots: 0,
            points: 0,
            avg_points_per_round: 0.0,
            doubles: none,
            redoubles: none,
            doubled_against: none,
        }
    }
}

impl VariantStats {
    /// A variant with no match yet.
    fn new(variant: Variant) -> VariantStats {
        VariantStats {
            variant,
            matches: 0,
            games_played: 0,
            rounds: 0,
            made: 0,
            insides: 0,
            litiges: 0,
            capots: 0,
            doubled: 0,
            redoubled: 0,
            avg_points_per_round: 0.0,
        }
    }
}

/// Statistics of the whole history.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Statistics {
    pub teams: Vec<SideStats>,
    pub players: Vec<SideStats>,
    pub variants: Vec<VariantStats>,
}

/// The running totals after each round (round 0 is the start), for a chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ProgressPoint {
    pub round: usize,
    #[serde(rename = "A")]
    pub a: i64,
    #[serde(rename = "B")]
    pub b: i64,
    /// Points held back (litige) after this round.
    pub pot: i64,
}

fn pct(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        (part as f64 * 1000.0 / whole as f64).round() / 10.0
    }
}

fn avg(sum: i64, n: u64) -> f64 {
    if n == 0 {
        0.0
    } else {
        (sum as f64 * 10.0 / n as f64).round() / 10.0
    }
}

#[derive(Default)]
struct Group {
    /// (person, variant) → slot.
    index: FastMap<(u32, usize), usize>,
    sides: Vec<SideStats>,
    streak: Vec<u64>,
}

impl Group {
    /// The slot of person `id` (see [`People`]) in variant `v`; the name shown is the one
    /// last written.
    fn slot(&mut self, id: u32, name: &str, v: usize, variant: Variant) -> usize {
        if let Some(&i) = self.index.get(&(id, v)) {
            let shown = &mut self.sides[i].name;
            if shown != name.trim() {
                name.trim().clone_into(shown);
            }
            return i;
        }
        self.sides.push(SideStats::new(name.trim(), variant));
        self.streak.push(0);
        self.index.insert((id, v), self.sides.len() - 1);
        self.sides.len() - 1
    }

    fn game(&mut self, i: usize, outcome: Option<Outcome>) {
        let s = &mut self.sides[i];
        s.matches += 1;
        let Some(outcome) = outcome else { return };
        s.games_played += 1;
        match outcome {
            Outcome::Won => {
                s.games_won += 1;
                self.streak[i] += 1;
                s.longest_win_streak = s.longest_win_streak.max(self.streak[i]);
            }
            Outcome::Lost => {
                s.games_lost += 1;
                self.streak[i] = 0;
            }
            Outcome::Drawn => {
                s.games_drawn += 1;
                self.streak[i] = 0;
            }
        }
    }

    fn finish(mut self) -> Vec<SideStats> {
        for s in &mut self.sides {
            s.win_pct = pct(s.games_won, s.games_played);
            s.made_pct = pct(s.rounds_made, s.rounds_taken);
            s.avg_points_per_round = avg(s.points, s.rounds_played);
        }
        self.sides
            .sort_by(|x, y| (x.variant.as_str(), &x.name).cmp(&(y.variant.as_str(), &y.name)));
        self.sides
    }
}

#[derive(Clone, Copy)]
enum Outcome {
    Won,
    Lost,
    Drawn,
}

/// The sides of one match: (is_player, slot, team 0 = A / 1 = B), the first `count` of
/// `sides` (its two teams and up to four players; kept in place, not in a `Vec` of each
/// match), and the variant slot.
struct MatchSides {
    variant: usize,
    count: usize,
    sides: [(bool, usize, usize); 6],
}

impl MatchSides {
    fn push(&mut self, side: (bool, usize, usize)) {
        self.sides[self.count] = side;
        self.count += 1;
    }

    fn sides(&self) -> &[(bool, usize, usize)] {
        &self.sides[..self.count]
    }
}

/// Adds a match's tally to one of its sides (`team` 0 = A, 1 = B).
fn add_tally(s: &mut SideStats, tally: &Tally, team: usize) {
    let add = |x: &mut DoubleStats, y: Pair| {
        x.count += y.count;
        x.won += y.won;
    };
    s.rounds_played += tally.rounds;
    s.points += tally.points[team];
    s.capots += tally.capots[team];
    s.rounds_taken += tally.taken[team];
    s.rounds_made += tally.made[team];
    s.insides += tally.insides[team];
    s.litiges += tally.litiges[team];
    add(&mut s.doubles, tally.doubles[team]);
    add(&mut s.redoubles, tally.redoubles[team]);
    add(&mut s.doubled_against, tally.doubled_against[team]);
}

/// Adds a match's tally to its variant's totals (`points`: both teams' points).
fn add_tally_to_variant(v: &mut VariantStats, points: &mut i64, tally: &Tally) {
    v.rounds += tally.rounds;
    v.made += tally.made[0] + tally.made[1];
    v.insides += tally.insides[0] + tally.insides[1];
    v.litiges += tally.litiges[0] + tally.litiges[1];
    v.capots += tally.capots[0] + tally.capots[1];
    v.doubled += tally.doubled;
    v.redoubled += tally.redoubled;
    *points += tally.points[0] + tally.points[1];
}

/// Statistics being worked out: the matches first ([`StatsBuilder::read_matches`]), then
/// each match's rounds ([`StatsBuilder::add_rounds`]).
#[derive(Default)]
pub(crate) struct StatsBuilder {
    people: People,
    teams: Group,
    players: Group,
    variants: Vec<VariantStats>,
    variant_points: Vec<i64>,
    variant_index: FastMap<Variant, usize>,
    by_pk: FastMap<i64, MatchSides>,
}

impl StatsBuilder {
    /// Reads the matches `condition` keeps.
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

    /// Counts one match for its variant and each of its sides.
    pub(crate) fn add_match(&mut self, m: &MatchRow<'_>) {
        let variant = m.variant;
        let names = &m.names;
        let v = match self.variant_index.get(&variant) {
            Some(&v) => v,
            None => {
                self.variants.push(VariantStats::new(variant));
                self.variant_points.push(0);
                let v = self.variants.len() - 1;
                self.variant_index.insert(variant, v);
                v
            }
        };
        let counted = m.state != "abandoned" && m.winner.is_some();
        self.variants[v].matches += 1;
        self.variants[v].games_played += u64::from(counted);
        let outcome = |team: usize| -> Option<Outcome> {
            if !counted {
                return None;
            }
            Some(match (m.winner, team) {
                (Some(Winner::A), 0) | (Some(Winner::B), 1) => Outcome::Won,
                (Some(Winner::Draw), _) => Outcome::Drawn,
                _ => Outcome::Lost,
            })
        };
        let mut sides = MatchSides {
            variant: v,
            count: 0,
            sides: [(false, 0, 0); 6],
        };
        for (team, name) in names[..2].iter().enumerate() {
            let i = self.teams.slot(self.people.id(name), name, v, variant);
            self.teams.game(i, outcome(team));
            sides.push((false, i, team));
        }
        // seats 0 and 2 are team A, seats 1 and 3 team B
        let seats = [(2, 0), (3, 1), (4, 0), (5, 1)];
        let mut seen = [None; 4];
        for (n, (col, team)) in seats.into_iter().enumerate() {
            let name = names[col];
            let Some(id) = self.people.named(name) else {
                continue;
            };
            if seen[..n].contains(&Some(id)) {
                continue;
            }
            seen[n] = Some(id);
            let i = self.players.slot(id, name, v, variant);
            self.players.game(i, outcome(team));
            sides.push((true, i, team));
        }
        self.by_pk.insert(m.pk, sides);
    }

    /// Adds the rounds of every match read (their digests), each to every side of its match.
    pub(crate) fn add_digests(&mut self, digests: &Digests) {
        for (pk, m) in &self.by_pk {
            let Some(d) = digests.get(pk) else {
                continue;
            };
            add_tally_to_variant(
                &mut self.variants[m.variant],
                &mut self.variant_points[m.variant],
                &d.tally,
            );
            for &(is_player, i, team) in m.sides() {
                let group = if is_player {
                    &mut self.players
                } else {
                    &mut self.teams
                };
                add_tally(&mut group.sides[i], &d.tally, team);
            }
        }
    }

    pub(crate) fn finish(mut self) -> Statistics {
        for (v, points) in self.variants.iter_mut().zip(self.variant_points) {
            v.avg_points_per_round = avg(points, v.rounds);
        }
        self.variants.sort_by_key(|v| v.variant.as_str());
        Statistics {
            teams: self.teams.finish(),
            players: self.players.finish(),
            variants: self.variants,
        }
    }
}

impl Store {
    /// Statistics per team, per player and per variant over the whole history.
    pub fn statistics(&self) -> Result<Statistics> {
        self.statistics_of(&MatchFilter::default())
    }

    /// Statistics of the matches `filter` keeps (its variant, player or team, dates and state;
    /// `newest_first` and `limit` do not apply). With a player, every side of the matches they
    /// played is counted: their partners' and opponents' records in those matches too.
    pub fn statistics_of(&self, filter: &MatchFilter) -> Result<Statistics> {
        let (condition, args) = filter::condition(filter);
        // One read transaction: matches and rounds from the same snapshot, whatever another
        // process commits meanwhile.
        let snapshot = self.conn.unchecked_transaction()?;
        let mut stats = StatsBuilder::default();
        stats.read_matches(&snapshot, &condition, &args)?;
        stats.add_digests(&*self.digests.get(&self.conn)?);
        drop(snapshot);
        Ok(stats.finish())
    }

    /// The running totals of a match after each round, starting from 0–0. Any match: in
    /// play, finished or abandoned.
    pub fn progression(&self, id: &str) -> Result<Vec<ProgressPoint>> {
        Ok(progression_of(&self.score_sheet(id)?))
    }

    /// Everything to review one past match, whatever its state, from one snapshot: the match
    /// and its rounds, the score sheet with every deal's explanation in `lang`, and the running
    /// totals for a chart.
    pub fn review_match(&self, id: &str, lang: Lang) -> Result<MatchReview> {
        let snapshot = self.conn.unchecked_transaction()?;
        let row = load_row(&snapshot, id)?;
        let facts = load_facts(&snapshot, row.pk)?;
        drop(snapshot);
        let mut sheet = rescore_stored(&row, &facts)?;
        sheet.set_lang(lang);
        let progression = progression_of(&sheet);
        Ok(MatchReview {
            record: row.into_record(facts)?,
            sheet,
            progression,
        })
    }
}

/// One past match to review: see [`Store::review_match`].
#[derive(Debug, Clone, Serialize)]
pub struct MatchReview {
    pub record: MatchRecord,
    /// The engine's score sheet: every deal's score, verdict, pot and explanation.
    pub sheet: ScoreSheet,
    /// The running totals after each deal, from 0–0.
    pub progression: Vec<ProgressPoint>,
}

/// The running totals of a score sheet after each round, starting from 0–0 — and in a match
/// of several games (Baloot's sakkas), from 0–0 again with each game, as the engine's totals.
pub fn progression_of(sheet: &ScoreSheet) -> Vec<ProgressPoint> {
    let mut out = Vec::with_capacity(sheet.rounds.len() + 1);
    let (mut a, mut b) = (0, 0);
    out.push(ProgressPoint {
        round: 0,
        a,
        b,
        pot: 0,
    });
    let mut game = None;
    for (i, r) in sheet.rounds.iter().enumerate() {
        if r.sakka != game {
            game = r.sakka;
            (a, b) = (0, 0);
        }
        a += r.score.a;
        b += r.score.b;
        out.push(ProgressPoint {
            round: i + 1,
            a,
            b,
            pot: r.pot,
        });
    }
    out
}
