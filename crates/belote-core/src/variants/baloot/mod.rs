//! Saudi Baloot (بلوت), the Belote of Saudi Arabia and the Gulf (BALOOT.md): two contracts,
//! Sun (صن, no trumps, 130 card abnat) and Hokum (حكم, a trump suit, 162), scored in game
//! points — 26 a Sun deal, 16 a Hokum one. The buyer must beat the other side in game points
//! (then in abnat) or fails (khasara) and the other side writes the whole deal; projects are
//! contested (only the team with the single best counts), the Baloot (trump K + Q) always
//! counts for its holder; a deal may be doubled (دبل), tripled (ثري), quadrupled (فور) or
//! turned into a Gahwa (قهوة) that wins the game; a kaboot (all eight tricks) writes 44 or 25;
//! a proven foul (قيد) ends the deal. A game (sakka) runs to 152; a match may be the best of
//! several sakkas.
//!
//! Its round facts are read by [`read`], its projects weighed in [`projects`], a deal scored
//! in [`deal`], its rule of play in [`play`], its house rules declared in [`options`]; the
//! table of cases is in `tests/data/baloot/`.

pub mod deal;
pub mod options;
pub mod play;
pub mod projects;
pub mod read;

use self::deal::Deal;
use self::options::{BalootOptions, BothReachTarget, ReachTarget};
use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::explain::Steps;
use crate::model::{Double, ProjectKind, Round, Verdict, Winner};
use crate::options::{OptionTable, Options};
use crate::rules::{
    unreachable_target, ContractFacts, DeclarationContest, End, Fact, Facts, Game, OptionValues,
    Outcome, Rules, Standing,
};
use crate::trick::{Foul, Play, PlayFact, PlayFacts, Why};
use crate::variant::Variant;
use crate::variants::common::{end_by_target, team_arr};

/// Saudi Baloot.
pub struct Baloot;

/// A Hokum contract: 162 card abnat, one Baloot, projects.
const fn hokum(contract: Contract) -> ContractFacts {
    ContractFacts {
        contract,
        deal_total: 162,
        max_belotes: 1,
        declarations: true,
    }
}

static FACTS: Facts = Facts {
    variant: Variant::Baloot,
    name: "Saudi Baloot",
    round: &[
        Fact::Taker,
        Fact::Contract,
        Fact::Ashkal,
        Fact::Double,
        Fact::Locked,
        Fact::Points,
        Fact::Score,
        Fact::Capot,
        Fact::CapotKind,
        Fact::Foul,
        Fact::Belote,
        Fact::Declarations,
        Fact::Dealer,
    ],
    contracts: &[
        ContractFacts {
            contract: Contract::Sun,
            deal_total: 130,
            max_belotes: 0,
            declarations: true,
        },
        hokum(Contract::Suit(Suit::Clubs)),
        hokum(Contract::Suit(Suit::Diamonds)),
        hokum(Contract::Suit(Suit::Hearts)),
        hokum(Contract::Suit(Suit::Spades)),
        hokum(Contract::Hokum),
    ],
    bids: &[],
    doubles: &[
        Double::None,
        Double::Double,
        Double::Three,
        Double::Four,
        Double::Gahwa,
    ],
    declarations_option: None,
    declaration_contest: DeclarationContest::Overall,
    play_options: &["partner_relief", "undertrump"],
    play_facts: &[PlayFact::Ashkal, PlayFact::Locked, PlayFact::Aka],
};

impl Game for Baloot {
    /// A fixed number of deals: a target no table reaches (each sakka then never ends).
    fn fixed_deals(&self, _deals: u32) -> OptionValues {
        unreachable_target()
    }

    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn options(&self) -> &'static OptionTable {
        &options::TABLE
    }

    /// Hokum's trump suit on its trump values; Sun, and Hokum whose suit was not written, on
    /// the plain values (a Sun deal is 120 + 10).
    fn card_points(&self, contract: Contract, card: Card) -> u32 {
        if contract.is_trump(card.suit) {
            card.rank.trump_points()
        } else {
            card.rank.plain_points()
        }
    }

    fn rules(&self, options: &Options) -> Box<dyn Rules> {
        Box::new(BalootRules(BalootOptions::read(options)))
    }

    fn carre_ranks(&self) -> &'static [Rank] {
        &projects::CARRE_RANKS
    }

    fn doubles_in(&self, contract: Contract) -> &'static [Double] {
        if projects::is_sun(contract) {
            &[Double::None, Double::Double]
        } else {
            FACTS.doubles
        }
    }

    fn game_points(&self, contract: Contract) -> Option<i64> {
        Some(if projects::is_sun(contract) { 26 } else { 16 })
    }

    fn project_kinds(&self) -> &'static [ProjectKind] {
        &ProjectKind::ALL
    }
}

/// The rules of Saudi Baloot under a match's options.
pub struct BalootRules(pub BalootOptions);

impl Rules for BalootRules {
    /// A deal scored as the first of a game (totals 0 : 0).
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        self.score_round_after(round, index, [0, 0], steps)
    }

    fn score_round_after(
        &self,
        round: &Round,
        index: usize,
        before: [i64; 2],
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        Deal {
            o: &self.0,
            index,
            before,
        }
        .score(round, steps)
    }

    /// A Gahwa's winner wins the game whatever the totals. Otherwise a team at the target
    /// (above it under `reach_target: exceed`) ends the game and the higher total wins, even
    /// the team that did not buy; equal totals play on, or that deal's buyer wins.
    fn end(&self, standing: Standing, round: &Round, outcome: &Outcome) -> End {
        let o = &self.0;
        if round.double == Double::Gahwa {
            let winner = match outcome.verdict {
                Verdict::Made => round.taker,
                Verdict::Inside | Verdict::Tie => round.taker.other(),
            };
            return End::Won(Winner::team(winner));
        }
        let equal = match o.both_reach_target {
            BothReachTarget::HigherTotal => End::PlayOn,
            BothReachTarget::Taker => End::Won(Winner::team(round.taker)),
        };
        let reached = |total: i64| match o.reach_target {
            ReachTarget::Reach => total >= o.target,
            ReachTarget::Exceed => total > o.target,
        };
        end_by_target(standing.totals, reached, equal)
    }

    fn games_per_match(&self) -> u32 {
        u32::try_from(self.0.sakkas).unwrap_or(1).max(1)
    }

    /// The projects that count, in game points.
    fn declarations(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<[i64; 2], InputError> {
        let counted = projects::contest(round, index, self.0.trump_sequence_first, steps)?;
        Ok(match counted.team {
            Some(team) => team_arr(team, counted.points, 0),
            None => [0, 0],
        })
    }

    /// BALOOT.md Part E ([`play`]).
    fn play(&self, contract: Contract, trick: &[Card], hand: &[Card], facts: PlayFacts) -> Play {
        play::PlayRule {
            partner_relief: self.0.partner_relief,
            undertrump: self.0.undertrump,
        }
        .play(contract, trick, hand, facts)
    }

    /// The qaid, as Kammelna's menu names it (E.1.8).
    fn foul(&self, contract: Contract, why: &Why, played: Card) -> Option<Foul> {
        Some(play::qaid(contract, why, played))
    }
}
