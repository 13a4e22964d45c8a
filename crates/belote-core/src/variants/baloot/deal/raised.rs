//! A raised deal (BALOOT.md A.5, A.6): the level of a double, who wins an exact tie, the
//! doubled deal's sheet and its projects multiplied, and the Gahwa.

use super::{outcome, verdict, Deal, GAHWA};
use crate::explain::{Decision, Part, Step, Steps, TieRule};
use crate::model::{Double, ProjectKind, Round, Team};
use crate::rules::Outcome;
use crate::variants::baloot::options::{DoubledTie, GahwaScore, ProjectMultiplier, ReachTarget};
use crate::variants::baloot::projects::{self, is_sun, Counted};
use crate::variants::common::{award, team_arr};

/// The level of a double: none ×1, دبل ×2, ثري ×3, فور ×4 (a Gahwa is scored apart).
pub(super) fn level(double: Double) -> i64 {
    match double {
        Double::None | Double::Gahwa => 1,
        Double::Double | Double::Redouble => 2,
        Double::Three => 3,
        Double::Four => 4,
    }
}

/// The team that raised last: دبل and فور are the defenders', ثري and قهوة the buyer's.
fn last_raiser(round: &Round) -> Team {
    match round.double {
        Double::Three | Double::Gahwa => round.taker,
        Double::None | Double::Double | Double::Redouble | Double::Four => round.taker.other(),
    }
}

impl Deal<'_> {
    /// Who wins a doubled deal or a Gahwa: the side ahead; an exact tie per `doubled_tie`.
    pub(super) fn winner(&self, round: &Round, decision: Decision, steps: &mut Steps) -> Team {
        let (t, d) = (round.taker, round.taker.other());
        match decision {
            Decision::Made => t,
            Decision::Khasara => d,
            Decision::Equal => {
                let (rule, loser) = match self.o.doubled_tie {
                    DoubledTie::DoublerLoses => (TieRule::DoublerLoses, d),
                    DoubledTie::LastRaiserLoses => (TieRule::LastRaiserLoses, last_raiser(round)),
                    DoubledTie::BuyerLoses => (TieRule::BuyerLoses, t),
                };
                let winner = loser.other();
                steps.push(Step::ExactTie { rule, winner });
                winner
            }
        }
    }

    /// A doubled deal (دبل، ثري، فور): the winner writes the base times the level, the counted
    /// projects multiplied per `project_multiplier` (the loser's per `loser_projects`) and the
    /// Baloots unmultiplied (the loser's per `baloot_on_loss`); the loser writes 0.
    pub(super) fn doubled(
        &self,
        round: &Round,
        winner: Team,
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Outcome {
        let loser = winner.other();
        let sun = is_sun(round.contract);
        let base = if sun { 26 } else { 16 };
        let level = level(round.double);
        let value = base * level;
        steps.push(Step::DoubledValue {
            double: round.double,
            base,
            level,
            value,
        });
        let share = self.loser_share(loser, counted, baloot, steps);
        let projects = if counted.team == Some(winner) || share.projects > 0 {
            self.multiplied(counted, sun, level, steps)
        } else {
            0
        };
        let sw = award(
            winner,
            &[
                (Part::Raised, value),
                (Part::Projects, projects),
                (Part::Baloot, baloot[winner.index()] + share.baloot),
            ],
            steps,
        );
        let sl = award(loser, &[(Part::Baloot, share.kept)], steps);
        outcome(verdict(round, winner), team_arr(winner, sw, sl))
    }

    /// A Gahwa (قهوة): its winner takes the whole game — 152, or what it lacks to the target
    /// (`gahwa_score`) — with no project or Baloot; the other team writes 0.
    pub(super) fn gahwa(&self, round: &Round, winner: Team, steps: &mut Steps) -> Outcome {
        let value = match self.o.gahwa_score {
            GahwaScore::Flat => GAHWA,
            GahwaScore::ToTarget => {
                let line = self.o.target
                    + match self.o.reach_target {
                        ReachTarget::Reach => 0,
                        ReachTarget::Exceed => 1,
                    };
                (line - self.before[winner.index()]).max(0)
            }
        };
        steps.push(Step::Gahwa {
            team: winner,
            value,
        });
        let sw = award(winner, &[(Part::Gahwa, value)], steps);
        let sl = award(winner.other(), &[(Part::Gahwa, 0)], steps);
        outcome(verdict(round, winner), team_arr(winner, sw, sl))
    }

    /// The counted projects' game points at a double's `level`, per `project_multiplier`;
    /// the step says what they became when they are multiplied.
    pub(super) fn multiplied(
        &self,
        counted: &Counted,
        sun: bool,
        level: i64,
        steps: &mut Steps,
    ) -> i64 {
        if level <= 1 {
            return counted.points;
        }
        let factor = |kind: ProjectKind| match self.o.project_multiplier {
            ProjectMultiplier::Capped2 => 2,
            ProjectMultiplier::Full => level,
            ProjectMultiplier::HundredCapped => match kind {
                ProjectKind::Hundred | ProjectKind::FourHundred => 2,
                ProjectKind::Sira | ProjectKind::Fifty => level,
            },
        };
        let to = counted
            .kinds
            .iter()
            .map(|&k| projects::game_points(k, sun) * factor(k))
            .sum();
        if counted.points > 0 {
            steps.push(Step::ProjectsMultiplied {
                points: counted.points,
                to,
            });
        }
        to
    }
}
