//! Statistics per team, per player and per variant, and a match's score progression.

use std::collections::HashMap;

use belote_core::Variant;
use serde::Serialize;

use crate::error::Result;
use crate::open::Store;
use crate::rows::parse_variant;

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
    index: HashMap<(String, Variant), usize>,
    sides: Vec<SideStats>,
    streak: Vec<u64>,
}

impl Group {
    fn slot(&mut self, name: &str, variant: Variant) -> usize {
        let key = (name.to_string(), variant);
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        self.sides.push(SideStats::new(name, variant));
        self.streak.push(0);
        self.index.insert(key, self.sides.len() - 1);
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
        // By the variant's name, then the side's.
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

/// The sides of one match: (is_player, slot, team 0 = A / 1 = B), and the variant slot.
struct MatchSides {
    variant: usize,
    sides: Vec<(bool, usize, usize)>,
}

struct RoundFacts<'a> {
    taker: &'a str,
    dbl: &'a str,
    capot: Option<&'a str>,
    verdict: &'a str,
    score: [i64; 2],
}

fn count_round(s: &mut SideStats, team: usize, r: &RoundFacts<'_>) {
    let me = if team == 0 { "A" } else { "B" };
    let took = r.taker == me;
    s.rounds_played += 1;
    s.points += r.score[team];
    if r.capot == Some(me) {
        s.capots += 1;
    }
    if took {
        s.rounds_taken += 1;
        match r.verdict {
            "made" => s.rounds_made += 1,
            "inside" => s.insides += 1,
            _ => s.litiges += 1,
        }
    }
    let made = r.verdict == "made";
    if r.dbl != "none" {
        if took {
            s.doubled_against.count += 1;
            s.doubled_against.won += u64::from(made);
            if r.dbl == "redouble" {
                s.redoubles.count += 1;
                s.redoubles.won += u64::from(made);
            }
        } else {
            s.doubles.count += 1;
            s.doubles.won += u64::from(r.verdict == "inside");
        }
    }
}

impl Store {
    /// Statistics per team, per player and per variant over the whole history.
    pub fn statistics(&self) -> Result<Statistics> {
        let mut teams = Group::default();
        let mut players = Group::default();
        let mut variants: Vec<VariantStats> = Vec::new();
        let mut variant_index: HashMap<Variant, usize> = HashMap::new();
        let mut by_pk: HashMap<i64, MatchSides> = HashMap::new();

        // One read transaction: matches and rounds from the same snapshot, whatever another
        // process commits meanwhile.
        let snapshot = self.conn.unchecked_transaction()?;
        let mut st = snapshot.prepare(
            "SELECT pk, variant, team_a, team_b, seat0, seat1, seat2, seat3, state, winner \
             FROM matches ORDER BY coalesce(finished_ms, created_ms), pk",
        )?;
        let mut q = st.query([])?;
        while let Some(r) = q.next()? {
            let pk: i64 = r.get(0)?;
            let variant: String = r.get(1)?;
            let variant = parse_variant(&variant)?;
            let names: [String; 6] = [
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
            ];
            let state: String = r.get(8)?;
            let winner: Option<String> = r.get(9)?;
            let v = *variant_index.entry(variant).or_insert_with(|| {
                variants.push(VariantStats::new(variant));
                variants.len() - 1
            });
            let counted = state != "abandoned" && winner.is_some();
            variants[v].matches += 1;
            variants[v].games_played += u64::from(counted);
            let outcome = |team: usize| -> Option<Outcome> {
                if !counted {
                    return None;
                }
                Some(match (winner.as_deref(), team) {
                    (Some("A"), 0) | (Some("B"), 1) => Outcome::Won,
                    (Some("draw"), _) => Outcome::Drawn,
                    _ => Outcome::Lost,
                })
            };
            let mut sides = Vec::with_capacity(6);
            for (team, name) in names[..2].iter().enumerate() {
                let i = teams.slot(name, variant);
                teams.game(i, outcome(team));
                sides.push((false, i, team));
            }
            // seats 0 and 2 are team A, seats 1 and 3 team B
            let seats = [(2, 0), (3, 1), (4, 0), (5, 1)];
            let mut seen: Vec<&str> = Vec::with_capacity(4);
            for (col, team) in seats {
                let name = names[col].as_str();
                if seen.contains(&name) {
                    continue;
                }
                seen.push(name);
                let i = players.slot(name, variant);
                players.game(i, outcome(team));
                sides.push((true, i, team));
            }
            by_pk.insert(pk, MatchSides { variant: v, sides });
        }
        drop(q);
        drop(st);

        let mut variant_points: Vec<i64> = vec![0; variants.len()];
        let mut st = snapshot
            .prepare("SELECT match_pk, taker, dbl, capot, verdict, score_a, score_b FROM rounds")?;
        let mut q = st.query([])?;
        while let Some(r) = q.next()? {
            let pk: i64 = r.get(0)?;
            let Some(m) = by_pk.get(&pk) else { continue };
            let taker = r.get_ref(1)?.as_str().unwrap_or("");
            let dbl = r.get_ref(2)?.as_str().unwrap_or("none");
            let capot = r.get_ref(3)?.as_str_or_null().ok().flatten();
            let verdict = r.get_ref(4)?.as_str().unwrap_or("");
            let facts = RoundFacts {
                taker,
                dbl,
                capot,
                verdict,
                score: [r.get(5)?, r.get(6)?],
            };
            let v = &mut variants[m.variant];
            v.rounds += 1;
            match verdict {
                "made" => v.made += 1,
                "inside" => v.insides += 1,
                _ => v.litiges += 1,
            }
            v.capots += u64::from(capot.is_some());
            v.doubled += u64::from(dbl != "none");
            v.redoubled += u64::from(dbl == "redouble");
            variant_points[m.variant] += facts.score[0] + facts.score[1];
            for &(is_player, i, team) in &m.sides {
                let group = if is_player { &mut players } else { &mut teams };
                count_round(&mut group.sides[i], team, &facts);
            }
        }
        for (v, points) in variants.iter_mut().zip(variant_points) {
            v.avg_points_per_round = avg(points, v.rounds);
        }
        variants.sort_by_key(|v| v.variant.as_str());
        Ok(Statistics {
            teams: teams.finish(),
            players: players.finish(),
            variants,
        })
    }

    /// The running totals of a match after each round, starting from 0–0.
    pub fn progression(&self, id: &str) -> Result<Vec<ProgressPoint>> {
        let sheet = self.score_sheet(id)?;
        let mut out = Vec::with_capacity(sheet.rounds.len() + 1);
        let (mut a, mut b) = (0, 0);
        out.push(ProgressPoint {
            round: 0,
            a,
            b,
            pot: 0,
        });
        for (i, r) in sheet.rounds.iter().enumerate() {
            a += r.score.a;
            b += r.score.b;
            out.push(ProgressPoint {
                round: i + 1,
                a,
                b,
                pot: r.pot,
            });
        }
        Ok(out)
    }
}
