//! A table's deals are a match of the event's variant, scored by the engine under the
//! event's options (see [`Definition::table_options`]): its totals, whether it is complete,
//! its score sheet and the state of its table — all from one scoring, the only route by which
//! an event's table is scored.

use belote_core::error::join_path;
use belote_core::parse::parse_round;
use belote_core::{
    InputError, Options, Round, RoundResult, ScoreSheet, Scorer, TableState, TeamPoints, Variant,
};
use serde_json::Value;

use crate::definition::{Definition, Stage, StageKind, Tie};

/// The result of a table, from its deals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableScore {
    /// Deals entered.
    pub deals: usize,
    /// Of those, the extra deals a knockout table took because its totals ended equal: the
    /// deals beyond its stage's count, or after its game to the target ended a draw (0 when
    /// none were needed).
    pub extra_deals: usize,
    /// All its deals are entered, or its game has ended.
    pub complete: bool,
    /// The final totals of its match (a pot still held is paid to no one).
    pub totals: TeamPoints,
    pub sheet: ScoreSheet,
    /// The state of the table, from the same scoring: whose deal it is, what is left to play,
    /// the rules in force (what the app's round entry and scoreboard read).
    pub state: TableState,
}

/// Who won a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    A,
    B,
    Draw,
}

impl Outcome {
    /// The side with more points wins; equal totals are a draw.
    pub fn of(a: i64, b: i64) -> Outcome {
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::A,
            std::cmp::Ordering::Less => Outcome::B,
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }
}

impl TableScore {
    /// Who won, by the totals.
    pub fn outcome(&self) -> Outcome {
        Outcome::of(self.totals.a, self.totals.b)
    }
}

/// What an appended deal made of a table ([`TableRules::append`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Appended {
    /// The table with the deal.
    Scored(TableScore),
    /// The table was complete already: no deal can follow (its score without the deal).
    Complete(TableScore),
}

/// What scores an event's tables: its variant, the options a table plays under, and the number
/// of deals of a table (`None`: one game to the target). Built once per event.
#[derive(Debug, Clone)]
pub struct TableRules {
    pub variant: Variant,
    pub options: Options,
    pub deals: Option<u32>,
    /// A knockout table: what decides equal totals (`None` elsewhere).
    pub tie: Option<Tie>,
    /// The event's definition, for a knockout table's extra deals (a match of more deals).
    def: Option<Box<Definition>>,
}

/// A table being scored deal by deal: one [`Scorer`] for the whole table.
struct Walk<'a> {
    rules: &'a TableRules,
    scorer: Scorer,
    rounds: Vec<Round>,
    results: Vec<RoundResult>,
}

impl Walk<'_> {
    /// Whether no deal can follow: all the table's deals are in, or its game has ended.
    fn complete(&self) -> bool {
        self.scorer.winner().is_some()
            || self
                .rules
                .deals
                .is_some_and(|n| self.rounds.len() == n as usize)
    }

    /// Scores the next deal; an error is at `rounds[i]…`, and a deal beyond the table's count,
    /// or after its game has ended, is bad input at `rounds[i]`.
    fn push(&mut self, deal: &Value) -> Result<(), InputError> {
        let i = self.rounds.len();
        let at = format!("rounds[{i}]");
        if let Some(n) = self.rules.deals {
            if i >= n as usize {
                return Err(InputError::new(
                    at,
                    format!(
                        "a table of this event plays {n} deals: deal {} is one too many",
                        i + 1
                    ),
                ));
            }
        }
        if let Some(w) = self.scorer.winner() {
            return Err(InputError::new(
                at,
                format!(
                    "this table's game ended after deal {i} ({}): no deal can follow",
                    match w {
                        belote_core::Winner::Draw => "a draw".to_string(),
                        w => format!("{} won", w.as_str()),
                    }
                ),
            ));
        }
        let round = parse_round(self.rules.variant, &self.rules.options, deal, &at)?;
        let mut result = RoundResult::new();
        self.scorer.score_into(&round, &mut result)?;
        self.rounds.push(round);
        self.results.push(result);
        Ok(())
    }

    fn finish(self) -> TableScore {
        let complete = self.complete();
        let sheet = ScoreSheet {
            variant: self.rules.variant,
            rounds: self.results,
            totals: self.scorer.totals(),
            pot: self.scorer.pot(),
            sakkas: self.scorer.sakkas(),
            winner: self.scorer.winner(),
        };
        // An event's table is first dealt by seat 0, like a match with no dealer given.
        let state = TableState::of(&self.rules.options, &self.rounds, 0, &sheet);
        TableScore {
            deals: self.rounds.len(),
            extra_deals: 0,
            complete,
            totals: sheet.totals,
            sheet,
            state,
        }
    }
}

impl TableRules {
    pub fn of(def: &Definition) -> Result<TableRules, InputError> {
        Ok(TableRules {
            variant: def.variant,
            options: def.table_options()?,
            deals: def.format.deals,
            tie: None,
            def: None,
        })
    }

    /// The rules of a table of `stage` (its deals; a knockout's tie rule).
    pub fn of_stage(def: &Definition, stage: &Stage) -> Result<TableRules, InputError> {
        let tie = match &stage.kind {
            StageKind::Knockout(k) => Some(k.tie),
            _ => None,
        };
        Ok(TableRules {
            variant: def.variant,
            options: def.table_options_for(stage.deals)?,
            deals: stage.deals,
            tie,
            def: (tie == Some(Tie::ExtraDeal)).then(|| Box::new(def.clone())),
        })
    }

    /// Whether equal totals call for one more deal (a knockout under `"extra_deal"`).
    fn extra_deals(&self) -> Option<&Definition> {
        match self.tie {
            Some(Tie::ExtraDeal) => self.def.as_deref(),
            _ => None,
        }
    }

    /// The same rules for a match of `n` deals (a knockout table's extra deals).
    fn with_deals(&self, def: &Definition, n: u32) -> Result<TableRules, InputError> {
        Ok(TableRules {
            variant: self.variant,
            options: def.table_options_for(Some(n))?,
            deals: Some(n),
            tie: None,
            def: None,
        })
    }

    /// A knockout table under `"extra_deal"`: its stage's deals, then one more deal at a time
    /// while the totals are equal, all scored as one match of that many deals; complete once
    /// the totals differ (one game to the target: a game that ends a draw takes its extra
    /// deals as a match of its own, whose totals are added).
    fn score_extra(&self, def: &Definition, deals: &[Value]) -> Result<TableScore, InputError> {
        let Some(n) = self.deals else {
            return self.score_game_extra(def, deals);
        };
        let k = deals.len();
        if k <= n as usize {
            let mut s = self.with_deals(def, n)?.score(deals)?;
            s.complete = k == n as usize && s.totals.a != s.totals.b;
            return Ok(s);
        }
        for i in n as usize..k {
            let before = self.with_deals(def, i as u32)?.score(&deals[..i])?;
            if before.totals.a != before.totals.b {
                return Err(InputError::new(
                    format!("rounds[{i}]"),
                    format!(
                        "a knockout table plays {n} deals, and one more only while the totals are equal: after deal {i} they are {}–{}",
                        before.totals.a, before.totals.b
                    ),
                ));
            }
        }
        let mut s = self.with_deals(def, k as u32)?.score(deals)?;
        s.complete = s.totals.a != s.totals.b;
        s.extra_deals = k - n as usize;
        Ok(s)
    }

    /// [`TableRules::score_extra`] for one game to the target.
    fn score_game_extra(
        &self,
        def: &Definition,
        deals: &[Value],
    ) -> Result<TableScore, InputError> {
        let plain = TableRules {
            tie: None,
            def: None,
            ..self.clone()
        };
        let mut walk = plain.walk()?;
        let mut i = 0;
        while i < deals.len() && walk.scorer.winner().is_none() {
            walk.push(&deals[i])?;
            i += 1;
        }
        let drawn = walk.scorer.winner() == Some(belote_core::Winner::Draw);
        let mut s = walk.finish();
        if !drawn {
            if i < deals.len() {
                // The game has ended: the deal after it is refused as usual.
                return plain.score(deals);
            }
            return Ok(s);
        }
        let rest = &deals[i..];
        if rest.is_empty() {
            s.complete = false;
            return Ok(s);
        }
        let extra = self
            .with_deals(def, rest.len() as u32)?
            .score(rest)
            .map_err(|e| shift(e, i))?;
        s.deals += extra.deals;
        s.extra_deals = extra.deals;
        s.totals.a += extra.totals.a;
        s.totals.b += extra.totals.b;
        s.sheet.totals = s.totals;
        s.sheet.rounds.extend(extra.sheet.rounds);
        s.complete = s.totals.a != s.totals.b;
        Ok(s)
    }

    fn walk(&self) -> Result<Walk<'_>, InputError> {
        Ok(Walk {
            rules: self,
            scorer: Scorer::new(self.variant, &self.options)?,
            rounds: Vec::new(),
            results: Vec::new(),
        })
    }

    /// Scores a table's deals (round facts). An error is at `rounds[i]…`, as in a match file;
    /// a deal beyond the table's count, or after its game has ended, is bad input at
    /// `rounds[i]`.
    pub fn score(&self, deals: &[Value]) -> Result<TableScore, InputError> {
        if let Some(def) = self.extra_deals() {
            return self.score_extra(def, deals);
        }
        let mut walk = self.walk()?;
        for deal in deals {
            walk.push(deal)?;
        }
        Ok(walk.finish())
    }

    /// Scores a table's `deals` and then `deal` after them, in one scoring: the table with the
    /// deal, or [`Appended::Complete`] when no deal could follow them. An error is at
    /// `rounds[i]…` (the new deal's `i` is `deals.len()`).
    pub fn append(&self, deals: &[Value], deal: &Value) -> Result<Appended, InputError> {
        if self.extra_deals().is_some() {
            let now = self.score(deals)?;
            if now.complete {
                return Ok(Appended::Complete(now));
            }
            let mut all = deals.to_vec();
            all.push(deal.clone());
            return Ok(Appended::Scored(self.score(&all)?));
        }
        let mut walk = self.walk()?;
        for d in deals {
            walk.push(d)?;
        }
        if walk.complete() {
            return Ok(Appended::Complete(walk.finish()));
        }
        walk.push(deal)?;
        Ok(Appended::Scored(walk.finish()))
    }
}

/// An error of deals scored from deal `by` on, named as a deal of the whole table.
fn shift(e: InputError, by: usize) -> InputError {
    let at = match e.at.strip_prefix("rounds[") {
        Some(rest) => match rest.split_once(']') {
            Some((i, tail)) => match i.parse::<usize>() {
                Ok(i) => format!("rounds[{}]{tail}", i + by),
                Err(_) => e.at.clone(),
            },
            None => e.at.clone(),
        },
        None => e.at.clone(),
    };
    InputError { at, ..e }
}

/// Re-roots an error of a table's deals (`rounds[3].points.A`) under `prefix` with the deals
/// named `deals`: `rounds[2].tables[0]` gives `rounds[2].tables[0].deals[3].points.A`.
pub fn deals_error_under(e: InputError, prefix: &str) -> InputError {
    let rest = e.at.strip_prefix("rounds").unwrap_or(&e.at).to_string();
    let at = join_path(prefix, &format!("deals{rest}"));
    InputError { at, ..e }
}

/// An error about one deal (`rounds[i]…`) as the phones' API names it: `deal…`.
pub fn deal_error(e: InputError) -> InputError {
    let at = match e.at.strip_prefix("rounds[") {
        Some(rest) => match rest.split_once(']') {
            Some((_, tail)) => format!("deal{tail}"),
            None => "deal".to_string(),
        },
        None => e.at.clone(),
    };
    InputError { at, ..e }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn def(variant: &str, deals: Value) -> Definition {
        Definition::parse(
            &json!({ "name": "t", "variant": variant, "format": { "rounds": 1, "deals": deals },
                     "teams": [ { "name": "A" }, { "name": "B" } ] }),
            "2026-01-01",
        )
        .unwrap()
    }

    #[test]
    fn fixed_deals_ignore_the_target() {
        let rules = TableRules::of(&def("classic", json!(3))).unwrap();
        let capot = json!({ "taker": "A", "contract": "hearts", "capot": "A" });
        let s = rules.score(&[capot.clone(), capot.clone()]).unwrap();
        assert!(!s.complete);
        let s = rules
            .score(&[capot.clone(), capot.clone(), capot.clone()])
            .unwrap();
        assert!(s.complete);
        assert_eq!(s.sheet.winner, None);
        assert_eq!(s.totals.a, 3 * 252);
        let e = rules.score(&vec![capot; 4]).unwrap_err();
        assert_eq!(e.at, "rounds[3]");
    }

    #[test]
    fn klaverjas_fixed_deals_end_by_deals() {
        let rules = TableRules::of(&def("klaverjas", json!(2))).unwrap();
        let d = json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } });
        let s = rules.score(&[d.clone(), d]).unwrap();
        assert!(s.complete);
        assert_eq!(s.sheet.winner, Some(belote_core::Winner::A));
    }

    #[test]
    fn one_game_to_the_target() {
        let rules = TableRules::of(&def("classic", Value::Null)).unwrap();
        let capot = json!({ "taker": "A", "contract": "hearts", "capot": "A" });
        let s = rules.score(&[capot.clone(), capot.clone()]).unwrap();
        assert!(s.complete, "504 reaches 501");
        assert_eq!(rules.score(&vec![capot; 3]).unwrap_err().at, "rounds[2]");
    }

    #[test]
    fn an_appended_deal_is_scored_with_the_others() {
        let rules = TableRules::of(&def("classic", json!(2))).unwrap();
        let d = json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } });
        let one = rules.append(&[], &d).unwrap();
        let Appended::Scored(one) = one else {
            panic!("not scored: {one:?}")
        };
        assert_eq!((one.deals, one.complete, one.totals.a), (1, false, 100));
        assert_eq!(one, rules.score(std::slice::from_ref(&d)).unwrap());
        assert_eq!(one.state.by_round.len(), 1);
        assert_eq!(
            one.state.deals_left, None,
            "the target is only out of reach"
        );
        let full = [d.clone(), d.clone()];
        match rules.append(&full, &d).unwrap() {
            Appended::Complete(s) => assert!(s.complete && s.deals == 2),
            other => panic!("{other:?}"),
        }
        let bad = json!({ "taker": "A", "contract": "hearts", "points": { "A": 170 } });
        assert_eq!(
            rules.append(&[d], &bad).unwrap_err().at,
            "rounds[1].points.A"
        );
    }

    #[test]
    fn a_drawn_game_to_the_target_counts_its_extra_deals() {
        // One game to 150 a knockout table, drawn when both sides reach it on one deal.
        let def = Definition::parse(
            &json!({ "name": "t", "variant": "classic",
                     "options": { "target": 150, "both_reach_target": "draw" },
                     "format": { "deals": null },
                     "teams": [ { "name": "A" }, { "name": "B" } ],
                     "stages": [ { "id": "ko", "kind": "knockout", "seeding": "order",
                                   "tie": "extra_deal", "brackets": [ { "id": "ko" } ] } ] }),
            "2026-01-01",
        )
        .unwrap();
        let rules = TableRules::of_stage(&def, &def.stage_list()[0]).unwrap();
        let a_takes = json!({ "taker": "A", "contract": "hearts", "points": { "A": 100 } });
        let b_takes = json!({ "taker": "B", "contract": "hearts", "points": { "B": 100 } });
        let won = rules.score(&[a_takes.clone(), a_takes.clone()]).unwrap();
        assert!(won.complete);
        assert_eq!(won.extra_deals, 0, "a game won at the target needs none");
        let drawn = rules.score(&[a_takes.clone(), b_takes.clone()]).unwrap();
        assert!(!drawn.complete, "a drawn game takes an extra deal");
        assert_eq!(drawn.extra_deals, 0);
        let decided = rules.score(&[a_takes.clone(), b_takes, a_takes]).unwrap();
        assert!(decided.complete);
        assert_eq!((decided.deals, decided.extra_deals), (3, 1));
    }

    #[test]
    fn errors_are_re_rooted() {
        let e = InputError::new("rounds[3].points.A", "x");
        assert_eq!(
            deals_error_under(e.clone(), "rounds[1].tables[0]").at,
            "rounds[1].tables[0].deals[3].points.A"
        );
        assert_eq!(deal_error(e).at, "deal.points.A");
    }
}
