//! Scoring one Baloot deal (BALOOT.md A.4–A.8, B.2, B.3): a foul ends it (A.8); else a
//! kaboot (A.7, a Gahwa first); else the card abnat are converted to game points (A.4.1), the
//! buyer's side is weighed against the other in game points and, when equal, in abnat
//! (A.4.2), and the sheet is written — undoubled (A.4.3), doubled (A.5) or Gahwa (A.6). Game
//! points typed as the sheet writes them are checked against every card split that could
//! give them (B.3).

use super::options::{
    BalootInHundred, BalootOnLoss, BalootOptions, Counting, DoubledTie, GahwaScore, HokumRounding,
    KabootDoubled, KabootLoserProjects, LoserProjects, ProjectMultiplier, ReachTarget,
    SunDoubleGate, Tie,
};
use super::projects::{self, is_sun, Counted};
use super::read::deal_total;
use crate::card::Contract;
use crate::error::InputError;
use crate::explain::{Conversion, Decision, Handed, Part, Step, Steps, TieRule, Weigh};
use crate::model::{CapotKind, Double, ProjectKind, Round, Team, Verdict};
use crate::rules::Outcome;
use crate::variants::common::{award, team_arr};

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

/// Sun converts doubled, ÷ 10, a units digit of 5 kept exact: 64 → 12, 65 → 13, 66 → 14.
pub fn sun_points(abnat: i64) -> i64 {
    let units = abnat.rem_euclid(10);
    2 * abnat.div_euclid(10)
        + match units {
            0..=4 => 0,
            5 => 1,
            _ => 2,
        }
}

/// Hokum converts ÷ 10, units 6 to 9 rounded up: 85 → 8, 86 → 9.
pub fn hokum_points(abnat: i64) -> i64 {
    abnat.div_euclid(10) + i64::from(abnat.rem_euclid(10) >= 6)
}

/// The level of a double: none ×1, دبل ×2, ثري ×3, فور ×4 (a Gahwa is scored apart).
fn level(double: Double) -> i64 {
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

    /// The typed game points (B.3): accepted iff the round's other facts give exactly them —
    /// for a kaboot, a foul or given abnat the one result they give, else some split of the
    /// card abnat.
    fn typed(&self, round: &Round, typed: [i64; 2], steps: &mut Steps) -> Res<Outcome> {
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

    /// Card abnat to game points per team (A, B), as `counting` and `hokum_rounding` say.
    fn convert(&self, round: &Round, abnat: [i64; 2], steps: &mut Steps) -> [i64; 2] {
        let (t, d) = (round.taker, round.taker.other());
        let (at, ad) = (abnat[t.index()], abnat[d.index()]);
        let sun = is_sun(round.contract);
        let base = if sun { 26 } else { 16 };
        let mut convert = |team: Team, abnat: i64, points: i64, how: Conversion| {
            steps.push(Step::Converted {
                team,
                abnat,
                points,
                how,
            });
            points
        };
        let (ct, cd) = if self.o.counting == Counting::WithoutAbnat {
            let rounded = (ad + 5).div_euclid(10) * 10;
            let cd = if sun { rounded / 5 } else { rounded / 10 };
            let cd = convert(d, ad, cd, Conversion::NearestTen { rounded });
            (base - cd, cd)
        } else if sun {
            let ct = convert(t, at, sun_points(at), Conversion::Sun);
            let cd = convert(d, ad, sun_points(ad), Conversion::Sun);
            return team_arr(t, ct, cd);
        } else {
            let both_six = at.rem_euclid(10) == 6 && ad.rem_euclid(10) == 6;
            match (self.o.hokum_rounding, both_six) {
                (HokumRounding::LargerDown, true) => {
                    let (larger, smaller) = if at > ad { (t, d) } else { (d, t) };
                    let (al, asm) = (abnat[larger.index()], abnat[smaller.index()]);
                    let cl = convert(larger, al, al.div_euclid(10), Conversion::LargerDown);
                    let cs = convert(smaller, asm, hokum_points(asm), Conversion::Hokum);
                    return team_arr(larger, cl, cs);
                }
                (HokumRounding::BuyerUp, true) => {
                    let ct = convert(t, at, hokum_points(at), Conversion::BuyerUp);
                    steps.push(Step::Rest {
                        team: d,
                        of: base,
                        other: ct,
                        points: base - ct,
                    });
                    return team_arr(t, ct, base - ct);
                }
                _ => {
                    let cd = convert(d, ad, hokum_points(ad), Conversion::Hokum);
                    (base - cd, cd)
                }
            }
        };
        steps.push(Step::Rest {
            team: t,
            of: base,
            other: cd,
            points: ct,
        });
        team_arr(t, ct, cd)
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

    /// Who wins a doubled deal or a Gahwa: the side ahead; an exact tie per `doubled_tie`.
    fn winner(&self, round: &Round, decision: Decision, steps: &mut Steps) -> Team {
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
    fn doubled(
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
    fn gahwa(&self, round: &Round, winner: Team, steps: &mut Steps) -> Outcome {
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

    /// A proven foul (قيد): the innocent team writes the base (times the level) with its own
    /// counted projects and Baloot — and the offender's projects under
    /// `qayd_takes_projects` — the offender 0; in a Gahwa the innocent team wins the game.
    fn foul(
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
    fn kaboot(
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

    /// The counted projects' game points at a double's `level`, per `project_multiplier`;
    /// the step says what they became when they are multiplied.
    fn multiplied(&self, counted: &Counted, sun: bool, level: i64, steps: &mut Steps) -> i64 {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions() {
        let sun: Vec<i64> = [64, 65, 66, 75, 85, 45, 24, 25, 26, 130, 0]
            .iter()
            .map(|a| sun_points(*a))
            .collect();
        assert_eq!(sun, [12, 13, 14, 15, 17, 9, 4, 5, 6, 26, 0]);
        let hokum: Vec<i64> = [85, 86, 81, 76, 162, 0, 56]
            .iter()
            .map(|a| hokum_points(*a))
            .collect();
        assert_eq!(hokum, [8, 9, 8, 8, 16, 0, 6]);
        // Sun's two sides always add up to 26.
        for a in 0..=130 {
            assert_eq!(sun_points(a) + sun_points(130 - a), 26, "{a}");
        }
    }
}
