//! Belote contrée and coinche — one game, two registered variants: bids 80…160 or capot,
//! coinche and surcoinche. Coinche is contrée with Pagat's defaults and also plays no trumps
//! and all trumps (on reduced card values, so a deal is still 162). Options in [`options`];
//! the table of cases in `tests/data/contree/`.

pub mod options;

use self::options::{BeloteOnFailure, ContreeOptions, DoubleScheme, ReachTarget, Scoring};
use super::common::{award, end_by_target, team_arr};
use super::french::{self, round_mark, Tally};
use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::explain::{Part, Rounds, Rule, Step, Steps};
use crate::model::{Bid, Double, Round, Verdict};
use crate::options::{OptionTable, Options};
use crate::rules::{
    unreachable_target, ContractFacts, DeclarationContest, End, Fact, Facts, Game, OptionValues,
    Outcome, Rules, Standing, SUIT_CONTRACTS,
};
use crate::trick::{french_play, Play, PlayFacts};
use crate::variant::Variant;

/// Belote contrée or coinche, as registered: its facts and its defaults.
pub struct Contree {
    facts: &'static Facts,
    options: &'static OptionTable,
}

/// Belote contrée, FFB 2016.
pub static CONTREE: Contree = Contree {
    facts: &CONTREE_FACTS,
    options: &options::CONTREE,
};

/// Coinche, Pagat.
pub static COINCHE: Contree = Contree {
    facts: &COINCHE_FACTS,
    options: &options::COINCHE,
};

const ROUND: &[Fact] = &[
    Fact::Taker,
    Fact::Contract,
    Fact::Bid,
    Fact::Double,
    Fact::Points,
    Fact::Capot,
    Fact::Belote,
    Fact::Declarations,
    Fact::Dealer,
];

const BIDS: &[Bid] = &[
    Bid::Points(80),
    Bid::Points(90),
    Bid::Points(100),
    Bid::Points(110),
    Bid::Points(120),
    Bid::Points(130),
    Bid::Points(140),
    Bid::Points(150),
    Bid::Points(160),
    Bid::Capot,
];

const DOUBLES: &[Double] = &[Double::None, Double::Double, Double::Redouble];

static CONTREE_FACTS: Facts = Facts {
    variant: Variant::Contree,
    name: "belote contrée",
    round: ROUND,
    contracts: &SUIT_CONTRACTS,
    bids: BIDS,
    doubles: DOUBLES,
    declarations_option: Some("announces"),
    declaration_contest: DeclarationContest::Overall,
    play_options: &["undertrump"],
    play_facts: &[],
};

/// No trumps and all trumps count 162 too (see [`Contree::card_points`]).
const fn deal_of_162(contract: Contract, max_belotes: u8) -> ContractFacts {
    ContractFacts {
        contract,
        deal_total: 162,
        max_belotes,
        declarations: true,
    }
}

static COINCHE_FACTS: Facts = Facts {
    variant: Variant::Coinche,
    name: "coinche",
    round: ROUND,
    contracts: &[
        ContractFacts::suit(Suit::Clubs),
        ContractFacts::suit(Suit::Diamonds),
        ContractFacts::suit(Suit::Hearts),
        ContractFacts::suit(Suit::Spades),
        deal_of_162(Contract::NoTrumps, 0),
        deal_of_162(Contract::AllTrumps, 4),
    ],
    bids: BIDS,
    doubles: DOUBLES,
    declarations_option: Some("announces"),
    declaration_contest: DeclarationContest::Overall,
    play_options: &["undertrump"],
    play_facts: &[],
};

impl Game for Contree {
    fn facts(&self) -> &'static Facts {
        self.facts
    }

    fn options(&self) -> &'static OptionTable {
        self.options
    }

    /// Suits as usual; tout atout and sans atout on Pagat's reduced values, so that a deal is
    /// still 162.
    fn card_points(&self, contract: Contract, card: Card) -> u32 {
        match contract {
            Contract::Suit(t) if t == card.suit => card.rank.trump_points(),
            Contract::Suit(_) | Contract::Hokum => card.rank.plain_points(),
            Contract::AllTrumps => match card.rank {
                Rank::Jack => 14,
                Rank::Nine => 9,
                Rank::Ace => 6,
                Rank::Ten => 5,
                Rank::King => 3,
                Rank::Queen => 1,
                Rank::Eight | Rank::Seven => 0,
            },
            Contract::NoTrumps | Contract::Sun => match card.rank {
                Rank::Ace => 19,
                r => r.plain_points(),
            },
        }
    }

    /// A fixed number of deals: a target no table reaches.
    fn fixed_deals(&self, _deals: u32) -> OptionValues {
        unreachable_target()
    }

    fn rules(&self, options: &Options) -> Box<dyn Rules> {
        Box::new(ContreeRules(ContreeOptions::read(options)))
    }
}

/// The rules of contrée or coinche under a match's options.
pub struct ContreeRules(pub ContreeOptions);

/// What a bid capot scores, made or failed, before doubling.
const CAPOT_BID: i64 = 500;

impl Rules for ContreeRules {
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
        let bid = round.bid.unwrap_or(Bid::Points(80));
        let bid_points = match bid {
            Bid::Points(p) => i64::from(p),
            Bid::Capot => 0,
        };

        if let Some(c) = round.capot {
            let points = if c == t { o.capot_unbid } else { 162 };
            if bid != Bid::Capot || c != t {
                steps.push(Step::Capot { team: c, points });
            }
        } else {
            tally.push_total(t, steps);
            tally.push_total(d, steps);
        }
        let for_contract = tally.of(tally.cards, t)
            + decl_t
            + if o.belote_counts_for_contract {
                bel_t
            } else {
                0
            };
        let defence = tally.total(d);
        let (made, rule) = match (bid, round.capot) {
            (Bid::Capot, c) => (c == Some(t), Rule::BidCapot),
            (_, Some(c)) if c == t => (true, Rule::TakersCapot),
            (_, Some(_)) => (false, Rule::DefendersCapot),
            (Bid::Points(p), None) => {
                let need = if p == 80 && o.bid_80_needs_82 {
                    82
                } else {
                    i64::from(p)
                };
                let made = for_contract >= need && (!o.must_beat_defence || for_contract > defence);
                (
                    made,
                    Rule::Bid {
                        bid: p,
                        need,
                        must_beat_defence: o.must_beat_defence,
                    },
                )
            }
        };
        let verdict = if made { Verdict::Made } else { Verdict::Inside };
        steps.push(Step::Verdict {
            takers: t,
            takers_points: for_contract,
            defenders_points: defence,
            verdict,
            decided_by: rule,
        });

        let holder_keeps = o.belote_on_failure == BeloteOnFailure::Holder;
        let factor = match round.double {
            Double::None => 1,
            Double::Double => 2,
            Double::Redouble => o.redouble_factor,
            // Baloot's raises: never a contrée double (the parser refuses them).
            Double::Three | Double::Four | Double::Gahwa => 1,
        };
        let (st, sd) = if factor > 1 {
            steps.push(Step::Doubled { factor });
            let value = match (bid, o.double_scheme) {
                (Bid::Capot, _) => CAPOT_BID * factor,
                (Bid::Points(_), DoubleScheme::Whole) => (160 + bid_points) * factor,
                (Bid::Points(_), DoubleScheme::BidOnly) => 160 + bid_points * factor,
            };
            if made {
                let st = award(t, &[(Part::Doubled, value), (Part::Belote, bel_t)], steps);
                (st, award(d, &[], steps))
            } else {
                let moved = if holder_keeps { 0 } else { bel_t };
                let sd = award(
                    d,
                    &[(Part::Doubled, value), (Part::Belote, bel_d + moved)],
                    steps,
                );
                let st = award(t, &[(Part::Belote, bel_t - moved)], steps);
                (st, sd)
            }
        } else {
            match (o.scoring, made) {
                // The bid only; belotes follow the general rules (the defenders keep theirs
                // when the takers make it, `belote_on_failure` decides when they fail).
                (Scoring::BidOnly, true) => {
                    let v = if bid == Bid::Capot {
                        CAPOT_BID
                    } else {
                        bid_points
                    };
                    let st = award(t, &[(Part::Bid, v), (Part::Belote, bel_t)], steps);
                    (st, award(d, &[(Part::Belote, bel_d)], steps))
                }
                (Scoring::BidOnly, false) => {
                    let v = if bid == Bid::Capot {
                        o.capot_bid_failed
                    } else {
                        bid_points
                    };
                    let moved = if holder_keeps { 0 } else { bel_t };
                    let sd = award(d, &[(Part::Bid, v), (Part::Belote, bel_d + moved)], steps);
                    (award(t, &[(Part::Belote, bel_t - moved)], steps), sd)
                }
                (Scoring::MadePlusBid | Scoring::PointsMade, true) => {
                    let plus_bid = if o.scoring == Scoring::MadePlusBid {
                        bid_points
                    } else {
                        0
                    };
                    match (bid, round.capot) {
                        // A capot (bid: 500; unbid: 252 or 250) is a fixed award, not rounded;
                        // the capot side also takes the other side's declarations.
                        (_, Some(_)) => {
                            let (value, plus_bid) = match bid {
                                Bid::Capot => (CAPOT_BID, 0),
                                Bid::Points(_) => (o.capot_unbid, plus_bid),
                            };
                            let st = award(
                                t,
                                &[
                                    (Part::Capot, value),
                                    (Part::Declarations, decl_t + decl_d),
                                    (Part::Belote, bel_t),
                                    (Part::Bid, plus_bid),
                                ],
                                steps,
                            );
                            (st, award(d, &[(Part::Belote, bel_d)], steps))
                        }
                        (_, None) => {
                            let own_t =
                                round_mark(o.rounding, t, tally.total(t), Rounds::Points, steps);
                            let own_d =
                                round_mark(o.rounding, d, tally.total(d), Rounds::Points, steps);
                            let st = award(
                                t,
                                &[(Part::PointsMade, own_t), (Part::Bid, plus_bid)],
                                steps,
                            );
                            (st, award(d, &[(Part::PointsMade, own_d)], steps))
                        }
                    }
                }
                // Failed: the defenders score the fail base (a failed capot bid: its own
                // value), the bid under made-plus-bid, every counted declaration and belote.
                (Scoring::MadePlusBid | Scoring::PointsMade, false) => {
                    let (base, part, plus_bid) = match (bid, o.scoring) {
                        (Bid::Capot, _) => (o.capot_bid_failed, Part::Capot, 0),
                        (_, Scoring::MadePlusBid) => (o.fail_base, Part::FailBase, bid_points),
                        _ => (o.fail_base, Part::FailBase, 0),
                    };
                    let moved = if holder_keeps { 0 } else { bel_t };
                    let sd = award(
                        d,
                        &[
                            (part, base),
                            (Part::Bid, plus_bid),
                            (Part::Declarations, decl_t + decl_d),
                            (Part::Belote, bel_d + moved),
                        ],
                        steps,
                    );
                    let st = award(t, &[(Part::Belote, bel_t - moved)], steps);
                    (st, sd)
                }
            }
        };
        Ok(Outcome {
            verdict,
            score: team_arr(t, st, sd),
            to_pot: 0,
        })
    }

    fn end(&self, standing: Standing, _round: &Round, _outcome: &Outcome) -> End {
        let target = self.0.target;
        match self.0.reach_target {
            ReachTarget::Reach => end_by_target(standing.totals, |x| x >= target, End::PlayOn),
            ReachTarget::Exceed => end_by_target(standing.totals, |x| x > target, End::PlayOn),
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
