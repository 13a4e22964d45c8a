//! A table's deals are a match of the event's variant, scored by the engine under the
//! event's options (see [`Definition::table_options`]): its totals, whether it is complete,
//! and its score sheet.

use belote_core::error::join_path;
use belote_core::parse::parse_round;
use belote_core::{InputError, Options, RoundResult, ScoreSheet, Scorer, TeamPoints, Variant};
use serde_json::Value;

use crate::definition::Definition;

/// The result of a table, from its deals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableScore {
    /// Deals entered.
    pub deals: usize,
    /// All its deals are entered, or its game has ended.
    pub complete: bool,
    /// The final totals of its match (a pot still held is paid to no one).
    pub totals: TeamPoints,
    pub sheet: ScoreSheet,
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

/// What scores an event's tables: its variant, the options a table plays under, and the number
/// of deals of a table (`None`: one game to the target). Built once per event.
#[derive(Debug, Clone)]
pub struct TableRules {
    pub variant: Variant,
    pub options: Options,
    pub deals: Option<u32>,
}

impl TableRules {
    pub fn of(def: &Definition) -> Result<TableRules, InputError> {
        Ok(TableRules {
            variant: def.variant,
            options: def.table_options()?,
            deals: def.format.deals,
        })
    }

    /// Scores a table's deals (round facts). An error is at `rounds[i]…`, as in a match file;
    /// a deal beyond the table's count, or after its game has ended, is bad input at
    /// `rounds[i]`.
    pub fn score(&self, deals: &[Value]) -> Result<TableScore, InputError> {
        let mut scorer = Scorer::new(self.variant, &self.options)?;
        let mut rounds = Vec::with_capacity(deals.len());
        for (i, deal) in deals.iter().enumerate() {
            let at = format!("rounds[{i}]");
            if let Some(n) = self.deals {
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
            if let Some(w) = scorer.winner() {
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
            let round = parse_round(self.variant, &self.options, deal, &at)?;
            let mut result = RoundResult::new();
            scorer.score_into(&round, &mut result)?;
            rounds.push(result);
        }
        let winner = scorer.winner();
        let complete = winner.is_some() || self.deals.is_some_and(|n| deals.len() == n as usize);
        let sheet = ScoreSheet {
            variant: self.variant,
            rounds,
            totals: scorer.totals(),
            pot: scorer.pot(),
            sakkas: scorer.sakkas(),
            winner,
        };
        Ok(TableScore {
            deals: deals.len(),
            complete,
            totals: sheet.totals,
            sheet,
        })
    }
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
    fn errors_are_re_rooted() {
        let e = InputError::new("rounds[3].points.A", "x");
        assert_eq!(
            deals_error_under(e.clone(), "rounds[1].tables[0]").at,
            "rounds[1].tables[0].deals[3].points.A"
        );
        assert_eq!(deal_error(e).at, "deal.points.A");
    }
}
