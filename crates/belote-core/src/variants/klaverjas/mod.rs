//! Dutch klaverjas, Amsterdam and Rotterdam systems: roem is scored per trick and goes to
//! the team that wins it; the playing team must score more than the other team (card points
//! plus roem) or goes nat, and the other team writes 162 and every roem of the deal; a pit
//! (all eight tricks) adds 100. There is never a pot. A game is 16 deals, or a target. The
//! systems differ only in the rule of play. Options in [`options`], roem in [`roem`]; the
//! table of cases in `tests/data/klaverjas/`.

pub mod options;
pub mod roem;

use self::options::{GameEnd, KlaverjasOptions, Litige, System};
use super::common::{award, end_by_target, team_arr};
use crate::card::{Card, Contract};
use crate::error::InputError;
use crate::explain::{Part, Parts, Rule, Step, Steps};
use crate::model::{Double, RoemItem, Round, Team, Verdict, Winner};
use crate::options::{OptionTable, Options};
use crate::rules::{
    DeclarationContest, End, Fact, Facts, Game, GameLength, OptionValues, Outcome, Rules, Standing,
    SUIT_CONTRACTS,
};
use crate::trick::{any, Play, PlayFacts, Reason, SuitTrick, Why};
use crate::variant::Variant;
use std::cmp::Ordering;

/// Dutch klaverjas.
pub struct Klaverjas;

static FACTS: Facts = Facts {
    variant: Variant::Klaverjas,
    name: "Dutch klaverjas",
    round: &[
        Fact::Taker,
        Fact::Forced,
        Fact::Contract,
        Fact::Points,
        Fact::Capot,
        Fact::Roem,
        Fact::Dealer,
    ],
    contracts: &SUIT_CONTRACTS,
    bids: &[],
    doubles: &[Double::None],
    declarations_option: None,
    declaration_contest: DeclarationContest::Overall,
    play_options: &["system"],
    play_facts: &[],
};

/// The pit bonus: 162 + 100 = 262 for all eight tricks.
const PIT: i64 = 100;

impl Game for Klaverjas {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn options(&self) -> &'static OptionTable {
        &options::TABLE
    }

    fn roem_value(&self, item: RoemItem, options: &Options) -> Option<i64> {
        roem::item_value(item, KlaverjasOptions::read(options).four_of_a_kind)
    }

    fn roem_option(&self) -> Option<&'static str> {
        Some("four_of_a_kind")
    }

    /// Roem: items the options know, none for a team without a trick, and no more than one
    /// deal can hold.
    fn check_round(&self, round: &Round, options: &Options, at: &str) -> Result<(), InputError> {
        roem::check(round, KlaverjasOptions::read(options).four_of_a_kind, at)
    }

    /// 16 deals by default, or a target under `game_end: target`.
    fn length(&self, options: &Options) -> GameLength {
        let o = KlaverjasOptions::read(options);
        match o.game_end {
            GameEnd::Deals => GameLength::Deals(o.deals),
            GameEnd::Target => GameLength::Target(o.target),
        }
    }

    /// A fixed number of deals: its own game of deals, of that count.
    fn fixed_deals(&self, deals: u32) -> OptionValues {
        vec![
            ("game_end", serde_json::json!("deals")),
            ("deals", serde_json::json!(deals)),
        ]
    }

    fn rules(&self, options: &Options) -> Box<dyn Rules> {
        Box::new(KlaverjasRules(KlaverjasOptions::read(options)))
    }
}

/// The rules of Klaverjas under a match's options.
pub struct KlaverjasRules(pub KlaverjasOptions);

impl Rules for KlaverjasRules {
    fn score_round(
        &self,
        round: &Round,
        _index: usize,
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        let o = &self.0;
        let p = round.taker;
        let d = p.other();
        let cards = [i64::from(round.points[0]), i64::from(round.points[1])];
        steps.push(Step::CardPoints {
            a: cards[0],
            b: cards[1],
        });
        let mut roem = [0i64; 2];
        for team in Team::BOTH {
            let given = round.roem_of(team);
            if given.is_none() {
                continue;
            }
            let points = roem::value(given, o.four_of_a_kind);
            roem[team.index()] = points;
            steps.push(Step::Roem {
                team,
                items: given
                    .items()
                    .iter()
                    .map(|i| (*i, roem::item_value(*i, o.four_of_a_kind).unwrap_or(0)))
                    .collect(),
                points,
            });
        }
        let mut pit = [0i64; 2];
        if let Some(s) = round.capot {
            let bonus = if s == p || o.defenders_pit { PIT } else { 0 };
            pit[s.index()] = bonus;
            steps.push(Step::Pit { team: s, bonus });
        }
        let total = |t: Team| cards[t.index()] + roem[t.index()];
        let (tp, td) = (total(p), total(d));
        for t in [p, d] {
            if roem[t.index()] != 0 {
                steps.push(Step::Tally {
                    team: t,
                    parts: Parts::exact(&[
                        (Part::CardPoints, cards[t.index()]),
                        (Part::Roem, roem[t.index()]),
                    ]),
                    total: total(t),
                });
            }
        }
        let verdict = match tp.cmp(&td) {
            Ordering::Greater => Verdict::Made,
            Ordering::Less => Verdict::Inside,
            Ordering::Equal => match o.litige {
                Litige::Made => Verdict::Made,
                Litige::Inside => Verdict::Inside,
            },
        };
        steps.push(Step::Verdict {
            takers: p,
            takers_points: tp,
            defenders_points: td,
            verdict,
            decided_by: Rule::PlayersMustBeat,
        });
        let own = |t: Team| {
            let i = t.index();
            [
                (Part::CardPoints, cards[i]),
                (Part::Roem, roem[i]),
                (Part::Pit, pit[i]),
            ]
        };
        let (sp, sd) = match verdict {
            Verdict::Inside => {
                let sd = award(
                    d,
                    &[
                        (Part::Deal, cards[0] + cards[1]),
                        (Part::Roem, roem[0] + roem[1]),
                        (Part::Pit, pit[d.index()]),
                    ],
                    steps,
                );
                (award(p, &[], steps), sd)
            }
            _ => (award(p, &own(p), steps), award(d, &own(d), steps)),
        };
        Ok(Outcome {
            verdict,
            score: team_arr(p, sp, sd),
            to_pot: 0,
        })
    }

    /// By deals: after the last deal the higher total wins, equal totals are a draw. By
    /// target: a team at or above it wins on the higher total; equal totals play on.
    fn end(&self, standing: Standing, _round: &Round, _outcome: &Outcome) -> End {
        let totals = standing.totals;
        match self.0.game_end {
            GameEnd::Deals => {
                if (standing.deals as i64) < self.0.deals {
                    return End::Continue;
                }
                End::Won(match totals[0].cmp(&totals[1]) {
                    Ordering::Greater => Winner::A,
                    Ordering::Less => Winner::B,
                    Ordering::Equal => Winner::Draw,
                })
            }
            GameEnd::Target => end_by_target(totals, |x| x >= self.0.target, End::PlayOn),
        }
    }

    fn play(&self, contract: Contract, trick: &[Card], hand: &[Card], _facts: PlayFacts) -> Play {
        klaverjas_play(self.0.system, contract, trick, hand)
    }
}

/// Klaverjas's rule of play. Both systems: follow suit with any card of it; trumps led, beat
/// the highest trump if able (a partner's too). Void in a plain suit led: Rotterdam always
/// trumps, above the highest trump if able, else below; Amsterdam need not trump over a
/// winning partner but a trump played must beat the highest one, must trump (and overtrump)
/// an opponent, and never undertrumps — a hand of nothing but lower trumps plays any of them.
pub fn klaverjas_play(system: System, contract: Contract, trick: &[Card], hand: &[Card]) -> Play {
    // A Klaverjas contract is always a suit; the parser sees to it.
    let Contract::Suit(trump) = contract else {
        return crate::trick::french_play(
            contract,
            crate::trick::Undertrump::Required,
            trick,
            hand,
        );
    };
    let Some(t) = SuitTrick::new(trump, trick, hand) else {
        return Play {
            allowed: vec![true; hand.len()],
            why: Why {
                reason: Reason::Lead,
                led: None,
                best: None,
            },
        };
    };
    if t.led == trump {
        return t.trump_led();
    }
    let follow = t.mask(|c| c.suit == t.led);
    if any(&follow) {
        return t.answer(follow, Reason::FollowSuit, None);
    }
    match system {
        System::Rotterdam => t.void_must_trump(),
        System::Amsterdam => amsterdam_void(&t),
    }
}

/// Amsterdam, void in the plain suit led.
fn amsterdam_void(t: &SuitTrick) -> Play {
    let trumps = t.mask(|c| t.is_trump(c));
    if !any(&trumps) {
        return t.answer(t.any_card(), Reason::NoTrumpInHand, None);
    }
    let higher = t.mask(|c| t.beats_trumps(c));
    let only_lower = || t.answer(t.any_card(), Reason::OnlyLowerTrumps, t.best_trump);
    if t.partner_winning() {
        if t.best_trump.is_none() {
            return t.answer(t.any_card(), Reason::PartnerWinning, None);
        }
        let allowed = t.mask(|c| !t.is_trump(c) || t.beats_trumps(c));
        return if any(&allowed) {
            t.answer(allowed, Reason::PartnerTrumpMustBeat, t.best_trump)
        } else {
            only_lower()
        };
    }
    if t.best_trump.is_none() {
        return t.answer(trumps, Reason::MustTrump, None);
    }
    if any(&higher) {
        return t.answer(higher, Reason::MustOvertrump, t.best_trump);
    }
    let others = t.mask(|c| !t.is_trump(c));
    if any(&others) {
        t.answer(others, Reason::NoUndertrumping, t.best_trump)
    } else {
        only_lower()
    }
}
