//! French classic belote (prise à la retourne), FFB 2016 defaults: what a round records, how
//! it is scored and when the game ends. Its options are in [`options`]; its table of cases
//! in `tests/data/classic/`.

pub mod options;

use self::options::{
    BeloteOnInside, BothReachTarget, CapotDeclarations, ClassicOptions, ContractRule,
    DefendersCapot, InsideDeclarations, Litige,
};
use super::common::{award, end_by_target, team_arr};
use super::french::{self, round_mark, Tally};
use crate::card::{Card, Contract};
use crate::error::InputError;
use crate::explain::{Part, Rounds, Rule, Step, Steps};
use crate::model::{Double, Round, Verdict, Winner};
use crate::options::{OptionTable, Options};
use crate::rules::{
    unreachable_target, DeclarationContest, End, Fact, Facts, Game, OptionValues, Outcome, Rules,
    Standing, SUIT_CONTRACTS,
};
use crate::trick::{french_play, Play, PlayFacts};
use crate::variant::Variant;
use std::cmp::Ordering;

/// Classic belote.
pub struct Classic;

static FACTS: Facts = Facts {
    variant: Variant::Classic,
    name: "classic belote",
    round: &[
        Fact::Taker,
        Fact::Contract,
        Fact::Points,
        Fact::Capot,
        Fact::Belote,
        Fact::Declarations,
        Fact::Dealer,
    ],
    contracts: &SUIT_CONTRACTS,
    bids: &[],
    doubles: &[Double::None],
    declarations_option: Some("announces"),
    declaration_contest: DeclarationContest::Overall,
    play_options: &["undertrump"],
    play_facts: &[],
};

impl Game for Classic {
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
        Box::new(ClassicRules(ClassicOptions::read(options)))
    }
}

/// The rules of classic belote under a match's options.
pub struct ClassicRules(pub ClassicOptions);

impl Rules for ClassicRules {
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        let o = &self.0;
        let tally = Tally::new(round, o.declaration_tie, index, steps)?;
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
                to_pot = round_mark(o.rounding, t, tt, Rounds::Pot, steps);
                (0, sd)
            }
        };
        let st = round_mark(o.rounding, t, st, Rounds::Score, steps);
        let sd = round_mark(o.rounding, d, sd, Rounds::Score, steps);
        Ok(Outcome {
            verdict,
            score: team_arr(t, st, sd),
            to_pot,
        })
    }

    /// Reaching the target wins. Both teams over it on the same deal: the higher total wins
    /// (equal totals: play on), or under `both_reach_target: draw` the game is drawn whatever
    /// the totals (Pagat: "If both sides reach 1000 points on the same hand, the game is drawn").
    fn end(&self, standing: Standing, _round: &Round, _outcome: &Outcome) -> End {
        let target = self.0.target;
        let reached = |x: i64| x >= target;
        let totals = standing.totals;
        match self.0.both_reach_target {
            BothReachTarget::Draw if reached(totals[0]) && reached(totals[1]) => {
                End::Won(Winner::Draw)
            }
            _ => end_by_target(totals, reached, End::PlayOn),
        }
    }

    fn declarations(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<[i64; 2], InputError> {
        french::declarations(round, self.0.declaration_tie, index, steps)
    }

    fn play(&self, contract: Contract, trick: &[Card], hand: &[Card], _facts: PlayFacts) -> Play {
        french_play(contract, self.0.undertrump, trick, hand)
    }
}
