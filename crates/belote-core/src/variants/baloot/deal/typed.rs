//! Game points typed as the sheet writes them (BALOOT.md B.3), checked against every card
//! split that could give them.

use super::{Deal, Extras, Res};
use crate::explain::{Step, Steps};
use crate::model::Round;
use crate::rules::Outcome;
use crate::variants::baloot::projects;
use crate::variants::baloot::read::deal_total;
use crate::variants::common::team_arr;

impl Deal<'_> {
    /// The typed game points (B.3): accepted iff the round's other facts give exactly them —
    /// for a kaboot, a foul or given abnat the one result they give, else some split of the
    /// card abnat.
    pub(super) fn typed(&self, round: &Round, typed: [i64; 2], steps: &mut Steps) -> Res<Outcome> {
        let taker = round.taker;
        let facts_decide =
            round.baloot.points_given || round.capot.is_some() || round.baloot.foul.is_some();
        // The projects and the Baloot do not depend on the card abnat: weighed once.
        let mut shown = Steps::new();
        let counted =
            projects::contest(round, self.index, self.o.trump_sequence_first, &mut shown)?;
        let baloot = self.baloots(round, &counted, &mut shown)?;
        let extras = Extras {
            counted: &counted,
            baloot,
            steps: &shown,
        };
        if facts_decide {
            let mut inner = Steps::new();
            let out = self.after_projects(round, &extras, &mut inner);
            if out.score != typed {
                let [a, b] = out.score;
                return self.err(
                    "score",
                    format!(
                        "the typed score A {}, B {} is not what the deal's facts give: A {a}, B {b}",
                        typed[0], typed[1]
                    ),
                );
            }
            steps.push(Step::Typed {
                a: typed[0],
                b: typed[1],
                taker,
                low: None,
                high: None,
                splits: 1,
            });
            steps.extend(inner);
            return Ok(out);
        }
        let total = deal_total(round.contract);
        let mut split = round.clone();
        let mut found: Option<(Outcome, Steps)> = None;
        let (mut low, mut high, mut splits) = (None, None, 0u32);
        let mut others: Vec<[i64; 2]> = Vec::new();
        let mut inner = Steps::new();
        for a in 0..=total {
            split.points = team_arr(taker, a, total - a);
            inner.clear();
            let out = self.after_projects(&split, &extras, &mut inner);
            if out.score == typed {
                splits += 1;
                low.get_or_insert(i64::from(a));
                high = Some(i64::from(a));
                if found.is_none() {
                    found = Some((out, std::mem::take(&mut inner)));
                }
            } else if !others.contains(&out.score) {
                others.push(out.score);
            }
        }
        let Some((out, inner)) = found else {
            let [x, y] = typed;
            others.sort_by_key(|[a, b]| ((a - x).abs() + (b - y).abs(), -a));
            let nearest: Vec<String> = others
                .iter()
                .take(3)
                .map(|[a, b]| format!("A {a}, B {b}"))
                .collect();
            return self.err(
                "score",
                format!(
                    "A {x}, B {y} is not a result of this deal: no split of the card abnat gives it under these house rules; the nearest are {}",
                    nearest.join(" · ")
                ),
            );
        };
        steps.push(Step::Typed {
            a: typed[0],
            b: typed[1],
            taker,
            low,
            high,
            splits,
        });
        steps.extend(inner);
        Ok(out)
    }
}
