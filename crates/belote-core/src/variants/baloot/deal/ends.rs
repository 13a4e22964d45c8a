//! The deals not decided by their abnat (BALOOT.md A.7, A.8): a proven foul (قيد) and a
//! kaboot (كبوت).

use super::raised::level;
use super::{outcome, verdict, Deal};
use crate::explain::{Handed, Part, Step, Steps};
use crate::model::{CapotKind, Double, Round, Team};
use crate::rules::Outcome;
use crate::variants::baloot::options::{KabootDoubled, KabootLoserProjects};
use crate::variants::baloot::projects::{is_sun, Counted};
use crate::variants::common::{award, team_arr};

impl Deal<'_> {
    /// A proven foul (قيد): the innocent team writes the base (times the level) with its own
    /// counted projects and Baloot — and the offender's projects under
    /// `qayd_takes_projects` — the offender 0; in a Gahwa the innocent team wins the game.
    pub(super) fn foul(
        &self,
        round: &Round,
        offender: Team,
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Outcome {
        let innocent = offender.other();
        steps.push(Step::Qaid { team: offender });
        if round.double == Double::Gahwa {
            return self.gahwa(round, innocent, steps);
        }
        let sun = is_sun(round.contract);
        let base = if sun { 26 } else { 16 };
        let level = level(round.double);
        let value = base * level;
        if level > 1 {
            steps.push(Step::DoubledValue {
                double: round.double,
                base,
                level,
                value,
            });
        }
        let offenders = counted.points_of(offender);
        let taken = offenders > 0 && self.o.qayd_takes_projects;
        if offenders > 0 {
            steps.push(Step::Handed {
                from: offender,
                what: Handed::Projects,
                points: offenders,
                to: taken.then_some(innocent),
            });
        }
        if baloot[offender.index()] > 0 {
            steps.push(Step::Handed {
                from: offender,
                what: Handed::Baloot,
                points: baloot[offender.index()],
                to: None,
            });
        }
        let projects = if counted.team == Some(innocent) || taken {
            self.multiplied(counted, sun, level, steps)
        } else {
            0
        };
        let base_part = if level > 1 { Part::Raised } else { Part::Base };
        let si = award(
            innocent,
            &[
                (base_part, value),
                (Part::Projects, projects),
                (Part::Baloot, baloot[innocent.index()]),
            ],
            steps,
        );
        let so = award(offender, &[(Part::Base, 0)], steps);
        outcome(verdict(round, innocent), team_arr(innocent, si, so))
    }

    /// A kaboot (كبوت): the sweeping team writes 44 in Sun, 25 in Hokum (a reverse kaboot
    /// 88 or 44, never multiplied) with its own counted projects and Baloot, and the swept
    /// team's per `kaboot_loser_projects`; the swept team writes 0. A Gahwa is still a Gahwa.
    pub(super) fn kaboot(
        &self,
        round: &Round,
        sweeper: Team,
        counted: &Counted,
        baloot: [i64; 2],
        steps: &mut Steps,
    ) -> Outcome {
        let swept = sweeper.other();
        let sun = is_sun(round.contract);
        let reverse = round.baloot.capot_kind == CapotKind::Reverse;
        let value = if reverse {
            self.o.reverse_kaboot
        } else if sun {
            44
        } else {
            25
        };
        steps.push(Step::Kaboot {
            team: sweeper,
            reverse,
            value,
        });
        if round.double == Double::Gahwa {
            return self.gahwa(round, sweeper, steps);
        }
        let multiplied = !reverse
            && round.double != Double::None
            && self.o.kaboot_doubled == KabootDoubled::Multiplied;
        let level = if multiplied { level(round.double) } else { 1 };
        let written = value * level;
        if multiplied {
            steps.push(Step::DoubledValue {
                double: round.double,
                base: value,
                level,
                value: written,
            });
        }
        let moved = match self.o.kaboot_loser_projects {
            KabootLoserProjects::Void => false,
            KabootLoserProjects::DefendersTake => sweeper != round.taker,
            KabootLoserProjects::Transfer => true,
        };
        let to = moved.then_some(sweeper);
        let lost = counted.points_of(swept);
        if lost > 0 {
            steps.push(Step::Handed {
                from: swept,
                what: Handed::Projects,
                points: lost,
                to,
            });
        }
        let lost_baloot = baloot[swept.index()];
        if lost_baloot > 0 {
            steps.push(Step::Handed {
                from: swept,
                what: Handed::Baloot,
                points: lost_baloot,
                to,
            });
        }
        let projects = if counted.team == Some(sweeper) || (lost > 0 && moved) {
            self.multiplied(counted, sun, level, steps)
        } else {
            0
        };
        let baloots = baloot[sweeper.index()] + if moved { lost_baloot } else { 0 };
        let ss = award(
            sweeper,
            &[
                (Part::Kaboot, written),
                (Part::Projects, projects),
                (Part::Baloot, baloots),
            ],
            steps,
        );
        let sl = award(swept, &[(Part::Kaboot, 0)], steps);
        outcome(verdict(round, sweeper), team_arr(sweeper, ss, sl))
    }
}
