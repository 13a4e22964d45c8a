//! Scoring one Baloot deal (BALOOT.md A.4–A.8, B.2, B.3): a foul ends it (A.8); else a
//! kaboot (A.7, a Gahwa first); else the card abnat are converted to game points (A.4.1), the
//! buyer's side is weighed against the other in game points and, when equal, in abnat
//! (A.4.2), and the sheet is written — undoubled (A.4.3), doubled (A.5) or Gahwa (A.6). Game
//! points typed as the sheet writes them are checked against every card split that could
//! give them (B.3).
//!
//! Its parts: the abnat's conversion to game points (`convert`), the check of game points
//! typed (`typed`), doubles and the Gahwa (`raised`), a foul and a kaboot (`ends`).

mod convert;
mod ends;
mod raised;
mod typed;

use super::options::{
    BalootInHundred, BalootOnLoss, BalootOptions, Counting, LoserProjects, SunDoubleGate, Tie,
};
use super::projects::{self, is_sun, Counted};
use crate::card::Contract;
use crate::error::InputError;
use crate::explain::{Decision, Handed, Part, Step, Steps, TieRule, Weigh};
use crate::model::{Double, Round, Team, Verdict};
use crate::rules::Outcome;
use crate::variants::common::{award, team_arr};

pub use convert::{hokum_points, sun_points};

type Res<T> = Result<T, InputError>;

/// A Gahwa's value under `gahwa_score: flat`: the whole game.
pub const GAHWA: i64 = 152;

/// One deal scored under a match's options, knowing the totals of the game before it.
pub struct Deal<'a> {
    pub o: &'a BalootOptions,
    /// The round's index in the match, for errors (`rounds[index]`).
    pub index: usize,
    /// The current game's totals before the deal, per team (A, B).
    pub before: [i64; 2],
}

impl Deal<'_> {
    fn err<T>(&self, key: &str, message: impl Into<String>) -> Res<T> {
        Err(InputError::new(
            format!("rounds[{}].{key}", self.index),
            message,
        ))
    }

    /// Scores `round`: what was bought, the Sun double's gate, then the deal from its card
    /// abnat — or from every split of them that gives the game points typed.
    pub fn score(&self, round: &Round, steps: &mut Steps) -> Res<Outcome> {
        steps.push(Step::Bought {
            taker: round.taker,
            contract: round.contract,
            ashkal: round.baloot.ashkal,
            double: round.double,
            locked: round.baloot.locked,
        });
        self.check_gate(round)?;
        match round.baloot.score {
            None => self.play(round, steps),
            Some(typed) => self.typed(round, typed, steps),
        }
    }

    /// A Sun is doubled only by the team behind (`sun_double_gate`), on the totals before.
    fn check_gate(&self, round: &Round) -> Res<()> {
        if !is_sun(round.contract) || round.double == Double::None {
            return Ok(());
        }
        let (t, d) = (round.taker, round.taker.other());
        let (bt, bd) = (self.before[t.index()], self.before[d.index()]);
        let (open, line) = match self.o.sun_double_gate {
            SunDoubleGate::Always => return Ok(()),
            SunDoubleGate::Over100 => (
                bt > 100 && bd <= 100,
                "above 100 and the doublers at most 100",
            ),
            SunDoubleGate::At100 => (
                bt >= 100 && bd < 100,
                "at 100 or more and the doublers below 100",
            ),
        };
        if open {
            return Ok(());
        }
        self.err(
            "double",
            format!(
                "a Sun is doubled only by the team behind: the buyer's team {t} must be {line} (sun_double_gate), and the totals are {t} {bt}, {d} {bd}"
            ),
        )
    }

    /// The deal from its facts: the projects' contest and the Baloot, then the rest.
    fn play(&self, round: &Round, steps: &mut Steps) -> Res<Outcome> {
        let mut shown = Steps::new();
        let counted =
            projects::contest(round, self.index, self.o.trump_sequence_first, &mut shown)?;
        let baloot = self.baloots(round, &counted, &mut shown)?;
        let extras = Extras {
            counted: &counted,
            baloot,
            steps: &shown,
        };
        Ok(self.after_projects(round, &extras, steps))
    }

    /// The deal once its projects and Baloot are known: a foul, a kaboot, or the card abnat.
    /// The steps come in BALOOT.md B.2's order: the card abnat and their conversion, the
    /// projects and their contest, then the comparison and what each side writes.
    fn after_projects(&self, round: &Round, extras: &Extras, steps: &mut Steps) -> Outcome {
        let (counted, baloot) = (extras.counted, extras.baloot);
        if let Some(offender) = round.baloot.foul {
            steps.extend(extras.steps.iter().cloned());
            return self.foul(round, offender, counted, baloot, steps);
        }
        if let Some(sweeper) = round.capot {
            steps.extend(extras.steps.iter().cloned());
            return self.kaboot(round, sweeper, counted, baloot, steps);
        }
        let abnat = [i64::from(round.points[0]), i64::from(round.points[1])];
        steps.push(Step::Abnat {
            a: abnat[0],
            b: abnat[1],
        });
        let conv = self.convert(round, abnat, steps);
        steps.extend(extras.steps.iter().cloned());
        self.played(round, abnat, conv, counted, baloot, steps)
    }

    /// A deal played out: made or khasara by the card abnat converted, then written
    /// undoubled, doubled or as a Gahwa.
    fn played(
        &self,
        round: &Round,
        abnat: [i64; 2],
        conv: [i64; 2],
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Outcome {
        let decision = self.weigh(round, abnat, conv, counted, baloot, steps);
        match round.double {
            Double::None => self.undoubled(round, decision, conv, counted, baloot, steps),
            Double::Gahwa => {
                let winner = self.winner(round, decision, steps);
                self.gahwa(round, winner, steps)
            }
            _ => {
                let winner = self.winner(round, decision, steps);
                self.doubled(round, winner, counted, baloot, steps)
            }
        }
    }

    /// The Baloot per team in game points (2, Hokum only), less one cancelled inside its
    /// team's counted run of a hundred (`baloot_in_hundred: cancelled`).
    fn baloots(&self, round: &Round, counted: &Counted, steps: &mut Steps) -> Res<[i64; 2]> {
        let mut out = [0i64; 2];
        if is_sun(round.contract) {
            return Ok(out);
        }
        for team in Team::BOTH {
            if round.belote_of(team) == 0 {
                continue;
            }
            steps.push(Step::Baloot { team, points: 2 });
            out[team.index()] = 2;
            if self.o.baloot_in_hundred != BalootInHundred::Cancelled || counted.team != Some(team)
            {
                continue;
            }
            let (run_with_kq, by_kind) = projects::hundreds_unclear(round, team);
            if let Some(j) = by_kind {
                return self.err(
                    &format!("declarations.{team}[{j}]"),
                    "under baloot_in_hundred: cancelled, give this hundred by its cards (a sequence or carré object): whether the Baloot's K and Q lie in it decides whether the Baloot counts",
                );
            }
            let cancelled = match round.contract {
                Contract::Suit(trump) => projects::hundred_holds_baloot(round, team, trump),
                _ if run_with_kq => {
                    return self.err(
                        "contract",
                        "under baloot_in_hundred: cancelled, a run of a hundred through a K and Q decides the Baloot only in trumps: give the trump suit as the contract, e.g. \"hearts\"",
                    )
                }
                _ => false,
            };
            if cancelled {
                steps.push(Step::BalootCancelled { team });
                out[team.index()] = 0;
            }
        }
        Ok(out)
    }

    /// The buyer's side against the other: game points (converted abnat, counted projects,
    /// the Baloot while it counts for the contract), and when equal, with abnat, both piles'
    /// abnat with the raw projects and Baloot.
    fn weigh(
        &self,
        round: &Round,
        abnat: [i64; 2],
        conv: [i64; 2],
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Decision {
        let (t, d) = (round.taker, round.taker.other());
        let counts = self.o.baloot_counts_for_contract;
        let b = |team: Team| if counts { baloot[team.index()] } else { 0 };
        let side = |team: Team| conv[team.index()] + counted.points_of(team) + b(team);
        let decision = |x: i64, y: i64| match x.cmp(&y) {
            std::cmp::Ordering::Greater => Decision::Made,
            std::cmp::Ordering::Less => Decision::Khasara,
            std::cmp::Ordering::Equal => Decision::Equal,
        };
        let (gt, gd) = (side(t), side(d));
        let by_points = decision(gt, gd);
        steps.push(Step::Weighed {
            taker: t,
            weigh: Weigh::GamePoints,
            takers: gt,
            others: gd,
            decision: by_points,
        });
        if by_points != Decision::Equal || self.o.counting == Counting::WithoutAbnat {
            return by_points;
        }
        let raw = |team: Team| abnat[team.index()] + counted.abnat_of(team) + 10 * b(team);
        let (rt, rd) = (raw(t), raw(d));
        let by_abnat = decision(rt, rd);
        steps.push(Step::Weighed {
            taker: t,
            weigh: Weigh::Abnat,
            takers: rt,
            others: rd,
            decision: by_abnat,
        });
        by_abnat
    }

    /// An undoubled deal: made, each team writes its own; khasara, the buyer writes 0 and the
    /// other team the deal's base with every counted project and Baloot the options give it.
    fn undoubled(
        &self,
        round: &Round,
        decision: Decision,
        conv: [i64; 2],
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Outcome {
        let (t, d) = (round.taker, round.taker.other());
        let sun = is_sun(round.contract);
        let made = match decision {
            Decision::Made => true,
            Decision::Khasara => false,
            Decision::Equal => {
                let (rule, made) = match self.o.tie {
                    Tie::Split => (TieRule::Split, true),
                    Tie::BuyerFails => (TieRule::BuyerFails, false),
                    Tie::ByContract => (TieRule::ByContract, sun),
                };
                steps.push(Step::ExactTie {
                    rule,
                    winner: if made { t } else { d },
                });
                made
            }
        };
        let own = |team: Team| {
            [
                (Part::GamePoints, conv[team.index()]),
                (Part::Projects, counted.points_of(team)),
                (Part::Baloot, baloot[team.index()]),
            ]
        };
        if made {
            let st = award(t, &own(t), steps);
            let sd = award(d, &own(d), steps);
            return outcome(Verdict::Made, team_arr(t, st, sd));
        }
        let share = self.loser_share(t, counted, baloot, steps);
        let base = if sun { 26 } else { 16 };
        let sd = award(
            d,
            &[
                (Part::Base, base),
                (Part::Projects, counted.points_of(d) + share.projects),
                (Part::Baloot, baloot[d.index()] + share.baloot),
            ],
            steps,
        );
        let st = award(t, &[(Part::Baloot, share.kept)], steps);
        outcome(Verdict::Inside, team_arr(t, st, sd))
    }

    /// What the losing team hands over: its counted projects (`loser_projects`) and its Baloot
    /// (`baloot_on_loss`), each with the step that says where it goes.
    fn loser_share(
        &self,
        loser: Team,
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Share {
        let winner = loser.other();
        let mut share = Share::default();
        let projects = counted.points_of(loser);
        if projects > 0 {
            let to = match self.o.loser_projects {
                LoserProjects::Transfer => {
                    share.projects = projects;
                    Some(winner)
                }
                LoserProjects::Void => None,
            };
            steps.push(Step::Handed {
                from: loser,
                what: Handed::Projects,
                points: projects,
                to,
            });
        }
        let own = baloot[loser.index()];
        if own > 0 {
            let to = match self.o.baloot_on_loss {
                BalootOnLoss::Transfer => {
                    share.baloot = own;
                    Some(winner)
                }
                BalootOnLoss::Holder => {
                    share.kept = own;
                    Some(loser)
                }
                BalootOnLoss::Void => None,
            };
            steps.push(Step::Handed {
                from: loser,
                what: Handed::Baloot,
                points: own,
                to,
            });
        }
        share
    }
}

/// The projects that count and the Baloots of a deal, with the steps that showed them.
struct Extras<'a> {
    counted: &'a Counted,
    baloot: [i64; 2],
    steps: &'a Steps,
}

/// What a losing team hands over: projects and Baloot to the winners, a Baloot it keeps.
#[derive(Debug, Default)]
struct Share {
    projects: i64,
    baloot: i64,
    kept: i64,
}

/// `made` when the buyer's team won the deal, `inside` otherwise.
fn verdict(round: &Round, winner: Team) -> Verdict {
    if winner == round.taker {
        Verdict::Made
    } else {
        Verdict::Inside
    }
}

fn outcome(verdict: Verdict, score: [i64; 2]) -> Outcome {
    Outcome {
        verdict,
        score,
        to_pot: 0,
    }
}
