//! Ranking a group (an event, a rounds stage, a pool) by its criteria, each high to low
//! (docs/events.md "Ranking and tie-breaks"): start with the whole group as one class; each
//! criterion in turn splits every class of two or more into classes of equal value, higher
//! first; entrants left in one class share a rank and are listed in seed order.
//!
//! Besides the counters: `head_to_head` (among entrants still equal, the match points each
//! scored at the tables between them, only when every two of them met, applied again to the
//! smaller classes it makes), `buchholz` (per round, the opponents' match points; a bye 0),
//! `median_buchholz` (the same less the highest and the lowest value) and `opponents_points`.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use crate::definition::{Criterion, Definition};
use crate::draw::pair_key;
use crate::standings::{
    award_prizes, count_rows, flip, ByeRule, GroupRules, Member, RoundResults, Standing,
};
use crate::table::Outcome;

/// The tie-break values of one entrant.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Values {
    pub buchholz: i64,
    pub median_buchholz: i64,
    pub opponents_points: i64,
}

impl Values {
    /// The value of a tie-break criterion shown in the rows (0 for the others).
    pub fn get(&self, c: Criterion) -> i64 {
        match c {
            Criterion::Buchholz => self.buchholz,
            Criterion::MedianBuchholz => self.median_buchholz,
            Criterion::OpponentsPoints => self.opponents_points,
            _ => 0,
        }
    }
}

/// A group ranked: row indices in listing order, each one's rank, and every row's values
/// (by row index).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ranked {
    pub order: Vec<usize>,
    pub ranks: Vec<u32>,
    pub values: Vec<Values>,
}

/// The tie-break values of every row, from the rounds' complete tables and byes.
pub fn tie_values(rows: &[Standing], rounds: &[RoundResults]) -> Vec<Values> {
    let index: HashMap<u32, usize> = rows
        .iter()
        .enumerate()
        .map(|(i, s)| (s.entrant, i))
        .collect();
    let mut per_round: Vec<Vec<i64>> = vec![Vec::new(); rows.len()];
    let mut opp_points = vec![0i64; rows.len()];
    for round in rounds {
        for t in &round.complete {
            for (side, other) in [(&t.a, &t.b), (&t.b, &t.a)] {
                let (mp, pts): (i64, i64) = other
                    .iter()
                    .filter_map(|o| index.get(o))
                    .map(|&j| (rows[j].match_points, rows[j].points))
                    .fold((0, 0), |(m, p), (x, y)| (m + x, p + y));
                for e in side {
                    if let Some(&i) = index.get(e) {
                        per_round[i].push(mp);
                        opp_points[i] += pts;
                    }
                }
            }
        }
        for e in &round.byes {
            if let Some(&i) = index.get(e) {
                per_round[i].push(0);
            }
        }
    }
    per_round
        .into_iter()
        .zip(opp_points)
        .map(|(mut v, opponents_points)| {
            let buchholz = v.iter().sum();
            let median_buchholz = if v.len() < 3 {
                buchholz
            } else {
                v.sort_unstable();
                v[1..v.len() - 1].iter().sum()
            };
            Values {
                buchholz,
                median_buchholz,
                opponents_points,
            }
        })
        .collect()
}

/// Who met whom at a complete table (as opponents), and each table as (side, other side,
/// outcome for the side).
struct Meetings<'a> {
    met: HashSet<(u32, u32)>,
    tables: Vec<(&'a [u32], &'a [u32], Outcome)>,
}

impl<'a> Meetings<'a> {
    fn of(rounds: &'a [RoundResults]) -> Meetings<'a> {
        let mut met = HashSet::new();
        let mut tables = Vec::new();
        for r in rounds {
            for t in &r.complete {
                for x in &t.a {
                    for y in &t.b {
                        met.insert(pair_key(*x, *y));
                    }
                }
                let o = t.outcome();
                tables.push((t.a.as_slice(), t.b.as_slice(), o));
                tables.push((t.b.as_slice(), t.a.as_slice(), flip(o)));
            }
        }
        Meetings { met, tables }
    }
}

/// Splits `class` (row indices) by head-to-head, again and again while it splits.
fn head_to_head(
    class: Vec<usize>,
    rows: &[Standing],
    rules: &GroupRules,
    m: &Meetings,
    out: &mut Vec<Vec<usize>>,
) {
    let entrants: Vec<u32> = class.iter().map(|&i| rows[i].entrant).collect();
    let all_met = entrants.iter().enumerate().all(|(k, &x)| {
        entrants[k + 1..]
            .iter()
            .all(|&y| m.met.contains(&pair_key(x, y)))
    });
    if !all_met {
        out.push(class);
        return;
    }
    let members: HashSet<u32> = entrants.iter().copied().collect();
    let mp = rules.match_points;
    let value = |e: u32| -> i64 {
        m.tables
            .iter()
            .filter(|(side, other, _)| {
                side.contains(&e) && other.iter().any(|o| members.contains(o))
            })
            .map(|(_, _, o)| match o {
                Outcome::A => mp.win,
                Outcome::Draw => mp.draw,
                Outcome::B => mp.loss,
            })
            .sum()
    };
    let values: Vec<i64> = entrants.iter().map(|&e| value(e)).collect();
    let parts = split_by(&class, |k| values[k]);
    if parts.len() == 1 {
        out.push(class);
        return;
    }
    for p in parts {
        if p.len() >= 2 {
            head_to_head(p, rows, rules, m, out);
        } else {
            out.push(p);
        }
    }
}

/// Splits `class` into classes of equal value, higher first; each keeps its order. `value`
/// takes the position in `class`.
fn split_by(class: &[usize], value: impl Fn(usize) -> i64) -> Vec<Vec<usize>> {
    let mut keyed: Vec<(i64, usize)> = class
        .iter()
        .enumerate()
        .map(|(k, &i)| (value(k), i))
        .collect();
    keyed.sort_by_key(|x| std::cmp::Reverse(x.0));
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut last = None;
    for (v, i) in keyed {
        if last == Some(v) {
            out.last_mut().expect("a class").push(i);
        } else {
            out.push(vec![i]);
            last = Some(v);
        }
    }
    out
}

/// Ranks `rows` (in seed order) by `rules.ranking` over `rounds`.
pub fn order_group(rows: &[Standing], rules: &GroupRules, rounds: &[RoundResults]) -> Ranked {
    let needs_values = rules.ranking.iter().any(|c| c.is_shown_value());
    let values = if needs_values {
        tie_values(rows, rounds)
    } else {
        vec![Values::default(); rows.len()]
    };
    let meetings = rules
        .ranking
        .contains(&Criterion::HeadToHead)
        .then(|| Meetings::of(rounds));
    let mut classes: Vec<Vec<usize>> = vec![(0..rows.len()).collect()];
    for &c in rules.ranking {
        let mut next = Vec::with_capacity(classes.len());
        for class in classes {
            if class.len() < 2 {
                next.push(class);
                continue;
            }
            match (c, &meetings) {
                (Criterion::HeadToHead, Some(m)) => head_to_head(class, rows, rules, m, &mut next),
                _ => {
                    let value = |i: usize| rows[i].counter(c).unwrap_or_else(|| values[i].get(c));
                    next.extend(split_by(&class, |k| value(class[k])));
                }
            }
        }
        classes = next;
    }
    let mut order = Vec::with_capacity(rows.len());
    let mut ranks = Vec::with_capacity(rows.len());
    for class in classes {
        let rank = order.len() as u32 + 1;
        let mut class = class;
        class.sort_unstable();
        for i in class {
            order.push(i);
            ranks.push(rank);
        }
    }
    Ranked {
        order,
        ranks,
        values,
    }
}

/// A group's standings in listing order, ranked (no prizes): `members` in seed order, the
/// final fallback of the ranking.
pub fn group_standings(
    members: &[Member],
    rules: &GroupRules,
    rounds: &[RoundResults],
) -> Vec<Standing> {
    let rows = count_rows(members, rules, rounds);
    let Ranked {
        order,
        ranks,
        values,
    } = order_group(&rows, rules, rounds);
    order
        .into_iter()
        .zip(ranks)
        .map(|(i, rank)| {
            let mut s = rows[i].clone();
            s.rank = rank;
            for &c in rules.ranking {
                if c.is_shown_value() {
                    s.values
                        .insert(c.as_str().into(), Value::from(values[i].get(c)));
                }
            }
            s
        })
        .collect()
}

/// The standings of every entrant (withdrawn ones included), in listing order.
pub fn standings(def: &Definition, withdrawn: &[u32], rounds: &[RoundResults]) -> Vec<Standing> {
    let members: Vec<Member> = def
        .entrants
        .iter()
        .zip(1..)
        .map(|(e, n)| Member {
            entrant: n,
            name: e.name.clone(),
            withdrawn: withdrawn.contains(&n),
        })
        .collect();
    let rules = GroupRules {
        ranking: &def.ranking,
        match_points: def.match_points,
        byes: ByeRule::Scored(def.bye),
    };
    let mut lines = group_standings(&members, &rules, rounds);
    award_prizes(def, &mut lines);
    lines
}
