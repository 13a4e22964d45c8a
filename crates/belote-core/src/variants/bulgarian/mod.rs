//! Bulgarian belot (бридж-белот): raw points, game points in tenths with the official
//! rounding, hanging points, контра/реконтра, valat, and no game won on a valat deal.
//! Options in [`options`], declarations in [`declarations`]; the table of cases in
//! `tests/data/bulgarian/`.

pub mod declarations;
pub mod options;

use self::options::{BulgarianOptions, Rounding, TieRounding, ValatEnd};
use super::common::{award, belotes, end_by_target, team_arr};
use crate::card::{Card, Contract, Suit};
use crate::error::InputError;
use crate::explain::{Part, Rounds, Rule, Step, Steps};
use crate::model::{Double, Round, Team, Verdict};
use crate::options::{OptionTable, Options};
use crate::rules::{
    unreachable_target, ContractFacts, DeclarationContest, End, Fact, Facts, Game, OptionValues,
    Outcome, Rules, Standing,
};
use crate::trick::{french_play, Play, PlayFacts};
use crate::variant::Variant;
use std::cmp::Ordering;

/// Bulgarian belot.
pub struct Bulgarian;

static FACTS: Facts = Facts {
    variant: Variant::Bulgarian,
    name: "Bulgarian belot",
    round: &[
        Fact::Taker,
        Fact::Contract,
        Fact::Double,
        Fact::Points,
        Fact::Capot,
        Fact::Belote,
        Fact::Declarations,
        Fact::Dealer,
    ],
    contracts: &[
        ContractFacts::suit(Suit::Clubs),
        ContractFacts::suit(Suit::Diamonds),
        ContractFacts::suit(Suit::Hearts),
        ContractFacts::suit(Suit::Spades),
        // Entered on its 0–130 scale and doubled by the engine; no declarations, no belote.
        ContractFacts {
            contract: Contract::NoTrumps,
            deal_total: 130,
            max_belotes: 0,
            declarations: false,
        },
        ContractFacts {
            contract: Contract::AllTrumps,
            deal_total: 258,
            max_belotes: 4,
            declarations: true,
        },
    ],
    bids: &[],
    doubles: &[Double::None, Double::Double, Double::Redouble],
    declarations_option: None,
    declaration_contest: DeclarationContest::ByKind,
    play_options: &["undertrump"],
    play_facts: &[],
};

impl Game for Bulgarian {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn options(&self) -> &'static OptionTable {
        &options::TABLE
    }

    /// A fixed number of deals: a target no table reaches.
    fn fixed_deals(&self, _deals: u32) -> OptionValues {
        unreachable_target()
    }

    fn rules(&self, options: &Options) -> Box<dyn Rules> {
        Box::new(BulgarianRules(BulgarianOptions::read(options)))
    }
}

/// The rules of Bulgarian belot under a match's options.
pub struct BulgarianRules(pub BulgarianOptions);

/// The valat (капо) bonus.
const VALAT: i64 = 90;

/// Which way a team's points go at the problem digit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AtProblemDigit {
    Up,
    Down,
}

/// Raw points to game points: tenths, with the problem digit 6 in a suit and 4 in all
/// trumps; no trumps (doubled, so even) to the nearest ten.
fn game_points(contract: Contract, pts: i64, way: AtProblemDigit) -> i64 {
    let (q, d) = (pts.div_euclid(10), pts.rem_euclid(10));
    let p = match contract {
        Contract::NoTrumps | Contract::Sun => return q + i64::from(d >= 5),
        Contract::Suit(_) | Contract::Hokum => 6,
        Contract::AllTrumps => 4,
    };
    match d.cmp(&p) {
        Ordering::Greater => q + 1,
        Ordering::Equal if way == AtProblemDigit::Up => q + 1,
        _ => q,
    }
}

/// A whole deal's raw points in game points (inside, doubled and hanging-double scores).
fn round_total(pts: i64) -> i64 {
    (pts + 5).div_euclid(10)
}

impl BulgarianRules {
    /// Game points of (bidders, opponents) for a made deal or the two parts of a tie, per the
    /// rounding option. `tie` rounds the opponents as winners and the hanging part per
    /// `tie_rounding`.
    fn split(&self, round: &Round, raw: [i64; 2], cards: [i64; 2], tie: bool) -> (i64, i64) {
        let o = &self.0;
        let (t, d) = (round.taker, round.taker.other());
        let (rb, ro) = (raw[t.index()], raw[d.index()]);
        let hanging_way = match o.tie_rounding {
            TieRounding::HangingUp => AtProblemDigit::Up,
            TieRounding::Split => AtProblemDigit::Down,
        };
        match (o.rounding, round.contract) {
            (Rounding::CallerUp, Contract::NoTrumps) => {
                // Rounded on the 0–130 scale before doubling; the opponents get the rest of 13.
                let cb = cards[t.index()];
                let b13 = cb / 10 + i64::from(cb % 10 >= 5);
                let (b13, o13) = if tie && o.tie_rounding == TieRounding::Split {
                    (13 - b13, 13 - b13)
                } else {
                    (b13, 13 - b13)
                };
                let bonus = |team: Team| (raw[team.index()] - 2 * cards[team.index()]) / 10;
                (b13 * 2 + bonus(t), o13 * 2 + bonus(d))
            }
            (Rounding::CallerUp, c) => {
                let b_way = if tie { hanging_way } else { AtProblemDigit::Up };
                (
                    game_points(c, rb, b_way),
                    game_points(c, ro, AtProblemDigit::Down),
                )
            }
            (Rounding::Official, c) => {
                let way = |mine: i64, theirs: i64| {
                    if mine > theirs {
                        AtProblemDigit::Down
                    } else {
                        AtProblemDigit::Up
                    }
                };
                if tie {
                    (
                        game_points(c, rb, hanging_way),
                        game_points(c, ro, AtProblemDigit::Down),
                    )
                } else {
                    (
                        game_points(c, rb, way(rb, ro)),
                        game_points(c, ro, way(ro, rb)),
                    )
                }
            }
        }
    }
}

/// Raw points converted to game points before they are scored.
fn converted(team: Team, from: i64, to: i64, steps: &mut Steps) {
    steps.push(Step::Rounded {
        team,
        from,
        to,
        what: Rounds::Points,
    });
}

impl Rules for BulgarianRules {
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        let o = &self.0;
        let (t, d) = (round.taker, round.taker.other());
        let nt = round.contract == Contract::NoTrumps;
        let cards = [i64::from(round.points[0]), i64::from(round.points[1])];
        steps.push(Step::CardPoints {
            a: cards[0],
            b: cards[1],
        });
        let factor_nt = if nt { 2 } else { 1 };
        let doubled_cards = [cards[0] * factor_nt, cards[1] * factor_nt];
        if nt {
            steps.push(Step::NoTrumpsDoubled {
                a: doubled_cards[0],
                b: doubled_cards[1],
            });
        }
        let decl = self.declarations(round, index, steps)?;
        let bel = belotes(round, steps);
        let mut bonus = [0i64; 2];
        if let Some(c) = round.capot {
            let b = if nt && o.nt_valat_doubled {
                2 * VALAT
            } else {
                VALAT
            };
            bonus[c.index()] = b;
            steps.push(Step::Valat { team: c, bonus: b });
        }
        let raw: [i64; 2] = std::array::from_fn(|i| doubled_cards[i] + decl[i] + bel[i] + bonus[i]);
        for team in [t, d] {
            let i = team.index();
            steps.push(Step::Total {
                team,
                cards: doubled_cards[i],
                declarations: decl[i],
                belote: bel[i],
                bonus: bonus[i],
                total: raw[i],
            });
        }
        let total = raw[0] + raw[1];
        let (rb, ro) = (raw[t.index()], raw[d.index()]);
        let verdict = match rb.cmp(&ro) {
            Ordering::Greater => Verdict::Made,
            Ordering::Less => Verdict::Inside,
            Ordering::Equal => Verdict::Tie,
        };
        let factor = match round.double {
            Double::None => 1,
            Double::Double => 2,
            Double::Redouble => 4,
            // Baloot's raises: never a Bulgarian double (the parser refuses them).
            Double::Three | Double::Four | Double::Gahwa => 1,
        };
        let factor = if round.capot.is_some() && o.valat_cancels_double {
            1
        } else {
            factor
        };
        steps.push(Step::Verdict {
            takers: t,
            takers_points: rb,
            defenders_points: ro,
            verdict,
            decided_by: if factor > 1 {
                Rule::DoubledMorePoints
            } else {
                Rule::MorePoints
            },
        });

        let mut to_pot = 0;
        let (st, sd) = if factor > 1 {
            steps.push(Step::Doubled { factor });
            let whole = round_total(total);
            converted(if rb >= ro { t } else { d }, total, whole, steps);
            let value = whole * factor;
            match verdict {
                Verdict::Made => (
                    award(t, &[(Part::Doubled, value)], steps),
                    award(d, &[], steps),
                ),
                Verdict::Inside => (
                    award(t, &[], steps),
                    award(d, &[(Part::Doubled, value)], steps),
                ),
                Verdict::Tie => {
                    to_pot = value;
                    (0, 0)
                }
            }
        } else {
            match verdict {
                Verdict::Made => {
                    let (gb, go) = self.split(round, raw, cards, false);
                    converted(t, rb, gb, steps);
                    converted(d, ro, go, steps);
                    (
                        award(t, &[(Part::GamePoints, gb)], steps),
                        award(d, &[(Part::GamePoints, go)], steps),
                    )
                }
                Verdict::Inside => {
                    let whole = round_total(total);
                    converted(d, total, whole, steps);
                    (
                        award(t, &[], steps),
                        award(d, &[(Part::GamePoints, whole)], steps),
                    )
                }
                Verdict::Tie => {
                    let (hang, go) = self.split(round, raw, cards, true);
                    converted(t, rb, hang, steps);
                    converted(d, ro, go, steps);
                    to_pot = hang;
                    (0, award(d, &[(Part::GamePoints, go)], steps))
                }
            }
        };
        Ok(Outcome {
            verdict,
            score: team_arr(t, st, sd),
            to_pot,
        })
    }

    /// The usual end at the target, except that no game is won on a valat deal under
    /// `valat_end: one_more_deal`.
    fn end(&self, standing: Standing, round: &Round, _outcome: &Outcome) -> End {
        let target = self.0.target;
        let end = end_by_target(standing.totals, |x| x >= target, End::PlayOn);
        if round.capot.is_some()
            && self.0.valat_end == ValatEnd::OneMoreDeal
            && end != End::Continue
        {
            return End::NoEndOnValat;
        }
        end
    }

    fn declarations(
        &self,
        round: &Round,
        _index: usize,
        steps: &mut Steps,
    ) -> Result<[i64; 2], InputError> {
        Ok(declarations::compare(round, self.0.eight_card_run, steps))
    }

    fn play(&self, contract: Contract, trick: &[Card], hand: &[Card], _facts: PlayFacts) -> Play {
        french_play(contract, self.0.undertrump, trick, hand)
    }
}
