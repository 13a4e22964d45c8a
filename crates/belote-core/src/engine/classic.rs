//! French classic belote (prise à la retourne), FFB 2016 defaults.

use super::{declarations, end_by_target, End, Outcome, Rules};
use crate::error::InputError;
use crate::explain::{Part, Rule, Step};
use crate::model::{Round, Team, Verdict, Winner};
use crate::options::{
    BeloteOnInside, BothReachTarget, CapotDeclarations, ClassicOptions, ContractRule,
    DefendersCapot, InsideDeclarations, Litige, Rounding,
};
use std::cmp::Ordering;

pub struct Classic<'a>(pub &'a ClassicOptions);

/// The facts of a round that every French variant computes first.
pub(crate) struct Tally {
    pub taker: Team,
    pub defenders: Team,
    /// Card points per team (A, B); a capot side's are the deal total.
    pub cards: [i64; 2],
    /// Counted declarations per team (A, B), after the comparison.
    pub decl: [i64; 2],
    /// Belote points per team (A, B).
    pub belote: [i64; 2],
}

impl Tally {
    /// Card points, declarations compared, belotes: the steps every French score starts with.
    pub fn french(
        round: &Round,
        tie: crate::options::DeclarationTie,
        index: usize,
        steps: &mut Vec<Step>,
    ) -> Result<Tally, InputError> {
        let cards = [i64::from(round.points[0]), i64::from(round.points[1])];
        steps.push(Step::CardPoints {
            a: cards[0],
            b: cards[1],
        });
        let decl = declarations::french(round, tie, index, steps)?;
        let belote = belotes(round, steps);
        Ok(Tally {
            taker: round.taker,
            defenders: round.taker.other(),
            cards,
            decl,
            belote,
        })
    }

    /// Cards + counted declarations + belote of `team`.
    pub fn total(&self, team: Team) -> i64 {
        let i = team.index();
        self.cards[i] + self.decl[i] + self.belote[i]
    }

    /// Records a team's total when it is more than its card points (the card points step
    /// already says those).
    pub fn push_total(&self, team: Team, steps: &mut Vec<Step>) {
        let i = team.index();
        if self.decl[i] != 0 || self.belote[i] != 0 {
            steps.push(Step::Total {
                team,
                cards: self.cards[i],
                declarations: self.decl[i],
                belote: self.belote[i],
                bonus: 0,
                total: self.total(team),
            });
        }
    }

    pub fn of(&self, arr: [i64; 2], team: Team) -> i64 {
        arr[team.index()]
    }
}

pub(crate) fn belotes(round: &Round, steps: &mut Vec<Step>) -> [i64; 2] {
    let mut out = [0; 2];
    for team in Team::BOTH {
        let count = round.belote_of(team);
        if count > 0 {
            let points = 20 * i64::from(count);
            steps.push(Step::Belote {
                team,
                count,
                points,
            });
            out[team.index()] = points;
        }
    }
    out
}

/// Builds a team's score from parts, skipping zero parts, and records the step.
pub(crate) fn award(team: Team, parts: &[(Part, i64)], steps: &mut Vec<Step>) -> i64 {
    let parts: Vec<(Part, i64)> = parts.iter().copied().filter(|(_, n)| *n != 0).collect();
    let total = parts.iter().map(|(_, n)| n).sum();
    steps.push(Step::Scores { team, parts, total });
    total
}

/// Rounds a mark per the option and records the step when it changes.
pub(crate) fn round_mark(
    rounding: Rounding,
    team: Team,
    points: i64,
    steps: &mut Vec<Step>,
) -> i64 {
    let to = rounding.apply(points);
    if to != points {
        steps.push(Step::Rounded {
            team,
            from: points,
            to,
        });
    }
    to
}

impl Rules for Classic<'_> {
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Vec<Step>,
    ) -> Result<Outcome, InputError> {
        let o = self.0;
        let tally = Tally::french(round, o.declaration_tie, index, steps)?;
        let (t, d) = (tally.taker, tally.defenders);
        let (bel_t, bel_d) = (tally.of(tally.belote, t), tally.of(tally.belote, d));
        let (decl_t, decl_d) = (tally.of(tally.decl, t), tally.of(tally.decl, d));

        if let Some(c) = round.capot {
            let points = if c == t || o.defenders_capot == DefendersCapot::CapotValue {
                o.capot_value
            } else {
                162
            };
            steps.push(Step::Capot { team: c, points });
        }
        let (tt, dd) = (tally.total(t), tally.total(d));
        if round.capot.is_none() {
            tally.push_total(t, steps);
            tally.push_total(d, steps);
        }

        let (verdict, rule) = match round.capot {
            Some(c) if c == t => (Verdict::Made, Rule::TakersCapot),
            Some(_) => (Verdict::Inside, Rule::DefendersCapot),
            None => {
                let (cmp, rule) = match o.contract_rule {
                    ContractRule::BeatDefenders => (tt.cmp(&dd), Rule::BeatDefenders),
                    ContractRule::HalfCardPoints => {
                        (tally.of(tally.cards, t).cmp(&81), Rule::HalfCardPoints)
                    }
                };
                let v = match cmp {
                    Ordering::Greater => Verdict::Made,
                    Ordering::Less => Verdict::Inside,
                    Ordering::Equal => match o.litige {
                        Litige::Hold => Verdict::Tie,
                        Litige::Inside => Verdict::Inside,
                        Litige::Made => Verdict::Made,
                    },
                };
                (v, rule)
            }
        };
        let shown_t = if rule == Rule::HalfCardPoints {
            tally.of(tally.cards, t)
        } else {
            tt
        };
        steps.push(Step::Verdict {
            takers: t,
            takers_points: shown_t,
            defenders_points: dd,
            verdict,
            decided_by: rule,
        });

        let mut to_pot = 0;
        let (st, sd) = match (verdict, round.capot) {
            (Verdict::Made, Some(_)) => {
                let taken = match o.capot_declarations {
                    CapotDeclarations::Transfer => decl_d,
                    CapotDeclarations::Void => {
                        if decl_d != 0 {
                            steps.push(Step::DeclarationsVoid {
                                team: d,
                                points: decl_d,
                            });
                        }
                        0
                    }
                };
                let st = award(
                    t,
                    &[
                        (Part::Capot, o.capot_value),
                        (Part::Declarations, decl_t + taken),
                        (Part::Belote, bel_t),
                    ],
                    steps,
                );
                let sd = award(d, &[(Part::Belote, bel_d)], steps);
                (st, sd)
            }
            (Verdict::Made, None) => {
                let st = award(
                    t,
                    &[
                        (Part::CardPoints, tally.of(tally.cards, t)),
                        (Part::Declarations, decl_t),
                        (Part::Belote, bel_t),
                    ],
                    steps,
                );
                let sd = award(
                    d,
                    &[
                        (Part::CardPoints, tally.of(tally.cards, d)),
                        (Part::Declarations, decl_d),
                        (Part::Belote, bel_d),
                    ],
                    steps,
                );
                (st, sd)
            }
            (Verdict::Inside, capot) => {
                let (base, base_part, takers_decl_go) = match capot {
                    Some(_) => {
                        let base = match o.defenders_capot {
                            DefendersCapot::CapotValue => o.capot_value,
                            DefendersCapot::Fixed162 => 162,
                        };
                        (
                            base,
                            Part::Capot,
                            o.capot_declarations == CapotDeclarations::Transfer,
                        )
                    }
                    None => (
                        162,
                        Part::Deal,
                        o.inside_declarations == InsideDeclarations::Defenders,
                    ),
                };
                let moved = if takers_decl_go {
                    decl_t
                } else {
                    if decl_t != 0 {
                        steps.push(Step::DeclarationsVoid {
                            team: t,
                            points: decl_t,
                        });
                    }
                    0
                };
                let belote_moves = o.belote_on_inside == BeloteOnInside::Defenders;
                let sd = award(
                    d,
                    &[
                        (base_part, base),
                        (Part::Declarations, decl_d + moved),
                        (Part::Belote, bel_d + if belote_moves { bel_t } else { 0 }),
                    ],
                    steps,
                );
                let st = award(
                    t,
                    &[(Part::Belote, if belote_moves { 0 } else { bel_t })],
                    steps,
                );
                (st, sd)
            }
            (Verdict::Tie, _) => {
                let sd = award(
                    d,
                    &[
                        (Part::CardPoints, tally.of(tally.cards, d)),
                        (Part::Declarations, decl_d),
                        (Part::Belote, bel_d),
                    ],
                    steps,
                );
                to_pot = round_mark(o.rounding, t, tt, steps);
                (0, sd)
            }
        };
        let st = round_mark(o.rounding, t, st, steps);
        let sd = round_mark(o.rounding, d, sd, steps);
        Ok(Outcome {
            verdict,
            score: super::team_arr(t, st, sd),
            to_pot,
            capot: round.capot.is_some(),
        })
    }

    /// Reaching the target wins. Both teams over it on the same deal: the higher total wins
    /// (equal totals: play on), or under `both_reach_target: draw` the game is drawn whatever
    /// the totals (Pagat: "If both sides reach 1000 points on the same hand, the game is drawn").
    fn end(&self, totals: [i64; 2], _outcome: &Outcome) -> End {
        let target = self.0.target;
        let reached = |x: i64| x >= target;
        match self.0.both_reach_target {
            BothReachTarget::Draw if reached(totals[0]) && reached(totals[1]) => {
                End::Won(Winner::Draw)
            }
            _ => end_by_target(totals, reached, End::PlayOn),
        }
    }
}
