//! Croatian bela: the caller must score strictly more than the other team or falls (pad)
//! and the other team writes the whole deal; zvanja are contested (only the team with the
//! single best one counts, all of its own), the bela (trump K + Q) always counts, a štiglja
//! (all eight tricks) adds 90 and takes the swept team's share, and a belot (all eight cards
//! of a suit) wins the match before the deal is played. Game to 1001. Options in
//! [`options`], the zvanja contest in [`zvanja`]; the table of cases in `tests/data/bela/`.

pub mod options;
pub mod zvanja;

use self::options::{BelaOptions, BeloteOnInside, BothReachTarget, CapotDeclarations, Litige};
use self::zvanja::{has_belot, Contest};
use super::common::{award, end_by_target, team_arr};
use crate::card::{Card, Contract};
use crate::error::InputError;
use crate::explain::{Part, Parts, Rule, Step, Steps};
use crate::model::{Double, Round, Team, Verdict, Winner};
use crate::options::{OptionTable, Options};
use crate::rules::{
    unreachable_target, DeclarationContest, End, Fact, Facts, Game, OptionValues, Outcome, Rules,
    Standing, SUIT_CONTRACTS,
};
use crate::trick::{any, Play, PlayFacts, Reason, SuitTrick, Why};
use crate::variant::Variant;
use std::cmp::Ordering;

/// Croatian bela.
pub struct Bela;

static FACTS: Facts = Facts {
    variant: Variant::Bela,
    name: "Croatian bela",
    round: &[
        Fact::Taker,
        Fact::Forced,
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
    declarations_option: None,
    declaration_contest: DeclarationContest::Overall,
    play_options: &[],
    play_facts: &[],
};

/// The štiglja bonus: 162 + 90 = 252 for all eight tricks.
const STIGLJA: i64 = 90;

impl Game for Bela {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn options(&self) -> &'static OptionTable {
        &options::TABLE
    }

    /// A belot ends the match before a card is played.
    fn deal_played(&self, round: &Round) -> bool {
        !has_belot(round)
    }

    /// A fixed number of deals: a target no table reaches.
    fn fixed_deals(&self, _deals: u32) -> OptionValues {
        unreachable_target()
    }

    fn rules(&self, options: &Options) -> Box<dyn Rules> {
        Box::new(BelaRules(BelaOptions::read(options)))
    }
}

/// The rules of Croatian bela under a match's options.
pub struct BelaRules(pub BelaOptions);

impl Rules for BelaRules {
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        let o = &self.0;
        let c = round.taker;
        let d = c.other();
        let cards = [i64::from(round.points[0]), i64::from(round.points[1])];
        if !has_belot(round) {
            steps.push(Step::CardPoints {
                a: cards[0],
                b: cards[1],
            });
        }
        let contest = zvanja::contest(round, o.trump_sequence_first, index, steps)?;
        if let Contest::Belot { team, reason } = contest {
            steps.push(Step::Belot { team, reason });
            return Ok(Outcome {
                verdict: if team == c {
                    Verdict::Made
                } else {
                    Verdict::Inside
                },
                score: [0, 0],
                to_pot: 0,
            });
        }

        let mut zv = [0i64; 2];
        if let Contest::Counts { team, points, .. } = contest {
            zv[team.index()] = points;
        }
        let mut bela = [0i64; 2];
        for team in Team::BOTH {
            if round.belote_of(team) > 0 {
                let points = 20 * i64::from(round.belote_of(team));
                steps.push(Step::Bela { team, points });
                bela[team.index()] = points;
            }
        }
        let mut bonus = [0i64; 2];
        if let Some(s) = round.capot {
            let w = s.other();
            bonus[s.index()] = STIGLJA;
            steps.push(Step::Stiglja {
                team: s,
                bonus: STIGLJA,
            });
            let (zw, bw) = (zv[w.index()], bela[w.index()]);
            if zw + bw != 0 {
                let to = match o.capot_declarations {
                    CapotDeclarations::Transfer => {
                        zv[s.index()] += zw;
                        bela[s.index()] += bw;
                        Some(s)
                    }
                    CapotDeclarations::Void => None,
                };
                zv[w.index()] = 0;
                bela[w.index()] = 0;
                steps.push(Step::SweptShare {
                    from: w,
                    to,
                    zvanja: zw,
                    bela: bw,
                });
            }
        }
        let parts = |t: Team| {
            let i = t.index();
            [
                (Part::CardPoints, cards[i]),
                (Part::Stiglja, bonus[i]),
                (Part::Zvanja, zv[i]),
                (Part::Bela, bela[i]),
            ]
        };
        let total = |t: Team| parts(t).iter().map(|(_, n)| n).sum::<i64>();
        let (tc, td) = (total(c), total(d));
        for t in [c, d] {
            let shown = Parts::nonzero(&parts(t));
            if shown.len() > 1 || shown.iter().any(|(p, _)| p != Part::CardPoints) {
                steps.push(Step::Tally {
                    team: t,
                    parts: shown,
                    total: total(t),
                });
            }
        }
        let verdict = match tc.cmp(&td) {
            Ordering::Greater => Verdict::Made,
            Ordering::Less => Verdict::Inside,
            Ordering::Equal => match o.litige {
                Litige::Inside => Verdict::Inside,
                Litige::Hold => Verdict::Tie,
            },
        };
        steps.push(Step::Verdict {
            takers: c,
            takers_points: tc,
            defenders_points: td,
            verdict,
            decided_by: Rule::CallerMustBeat,
        });
        let (sc, sd, to_pot) = match verdict {
            Verdict::Made => (award(c, &parts(c), steps), award(d, &parts(d), steps), 0),
            Verdict::Inside => {
                let kept = match o.belote_on_inside {
                    BeloteOnInside::Holder => bela[c.index()],
                    BeloteOnInside::Defenders => 0,
                };
                let sd = award(
                    d,
                    &[
                        (Part::Deal, cards[0] + cards[1]),
                        (Part::Stiglja, bonus[0] + bonus[1]),
                        (Part::Zvanja, zv[0] + zv[1]),
                        (Part::Bela, bela[0] + bela[1] - kept),
                    ],
                    steps,
                );
                (award(c, &[(Part::Bela, kept)], steps), sd, 0)
            }
            Verdict::Tie => (0, award(d, &parts(d), steps), tc),
        };
        Ok(Outcome {
            verdict,
            score: team_arr(c, sc, sd),
            to_pot,
        })
    }

    /// A belot ends the match without a deal, so the pot is never paid.
    fn pot_winner(&self, round: &Round, outcome: &Outcome) -> Option<Team> {
        if has_belot(round) {
            return None;
        }
        match outcome.verdict {
            Verdict::Made => Some(round.taker),
            Verdict::Inside => Some(round.taker.other()),
            Verdict::Tie => None,
        }
    }

    /// A belot wins the match whatever the totals. Otherwise a team at or above the target
    /// wins on the higher total; equal totals play on, or under `both_reach_target: taker`
    /// that deal's caller wins.
    fn end(&self, standing: Standing, round: &Round, outcome: &Outcome) -> End {
        if has_belot(round) {
            let team = match outcome.verdict {
                Verdict::Made => round.taker,
                _ => round.taker.other(),
            };
            return End::Won(Winner::team(team));
        }
        let equal = match self.0.both_reach_target {
            BothReachTarget::HigherTotal => End::PlayOn,
            BothReachTarget::Taker => End::Won(Winner::team(round.taker)),
        };
        end_by_target(standing.totals, |x| x >= self.0.target, equal)
    }

    fn declarations(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<[i64; 2], InputError> {
        Ok(
            match zvanja::contest(round, self.0.trump_sequence_first, index, steps)? {
                Contest::Counts { team, points, .. } => team_arr(team, points, 0),
                Contest::Belot { team, reason } => {
                    steps.push(Step::Belot { team, reason });
                    [0, 0]
                }
                Contest::None => [0, 0],
            },
        )
    }

    fn play(&self, contract: Contract, trick: &[Card], hand: &[Card], _facts: PlayFacts) -> Play {
        bela_play(contract, trick, hand)
    }
}

/// Bela's rule of play: follow suit and, unless the trick is trumped, beat the highest card
/// of the suit led if the hand can; void, trump — above the highest trump if the hand can,
/// else below — whoever is winning; trumps led, beat the highest trump if able. A winning
/// partner releases nothing.
pub fn bela_play(contract: Contract, trick: &[Card], hand: &[Card]) -> Play {
    let lead = || Play {
        allowed: vec![true; hand.len()],
        why: Why {
            reason: Reason::Lead,
            led: None,
            best: None,
        },
    };
    // A Bela contract is always a suit; the parser sees to it.
    let Contract::Suit(trump) = contract else {
        return crate::trick::french_play(
            contract,
            crate::trick::Undertrump::Required,
            trick,
            hand,
        );
    };
    let Some(t) = SuitTrick::new(trump, trick, hand) else {
        return lead();
    };
    if t.led == trump {
        return t.trump_led();
    }
    let follow = t.mask(|c| c.suit == t.led);
    if !any(&follow) {
        return t.void_must_trump();
    }
    if t.best_trump.is_some() {
        return t.answer(follow, Reason::FollowTrumped, None);
    }
    let best = trick
        .iter()
        .copied()
        .filter(|c| c.suit == t.led)
        .max_by_key(|c| c.rank.plain_strength());
    let beats = |c: &Card| {
        c.suit == t.led && best.is_none_or(|b| c.rank.plain_strength() > b.rank.plain_strength())
    };
    let higher = t.mask(beats);
    if any(&higher) {
        t.answer(higher, Reason::FollowAndBeat, best)
    } else {
        t.answer(follow, Reason::FollowCannotBeat, best)
    }
}
