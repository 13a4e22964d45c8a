//! The scoring engine: one `Rules` implementation per variant, one driver that carries the
//! pot and the totals from round to round and decides when the game is over.

mod bulgarian;
mod classic;
mod contree;
pub mod declarations;

use crate::error::InputError;
use crate::explain::Step;
use crate::model::{Match, Round, Team, TeamPoints, Verdict, Winner};
use crate::options::Options;
use serde::Serialize;

pub use bulgarian::Bulgarian;
pub use classic::Classic;
pub use contree::Contree;

/// What a variant's rules make of one round, before the pot is settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub verdict: Verdict,
    /// The round's own score per team (A, B), pot not included.
    pub score: [i64; 2],
    /// Points a tie adds to the pot.
    pub to_pot: i64,
    /// A team took every trick.
    pub capot: bool,
}

/// How a game stands after a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    Continue,
    Won(Winner),
    /// Both over the target with equal totals.
    PlayOn,
    /// Over the target, but no game is won on a valat deal.
    NoEndOnValat,
}

/// The rules of one variant.
pub trait Rules {
    /// Scores one round; `index` places it in the match for errors (`rounds[index]`).
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Vec<Step>,
    ) -> Result<Outcome, InputError>;

    /// Is the game over with these totals after a round with this outcome?
    fn end(&self, totals: [i64; 2], outcome: &Outcome) -> End;
}

/// Shared end-of-game rule: a team over the target wins; both over, the higher total wins;
/// equal totals per `equal`.
pub(crate) fn end_by_target(totals: [i64; 2], reached: impl Fn(i64) -> bool, equal: End) -> End {
    match (reached(totals[0]), reached(totals[1])) {
        (false, false) => End::Continue,
        (true, false) => End::Won(Winner::A),
        (false, true) => End::Won(Winner::B),
        (true, true) => match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => End::Won(Winner::A),
            std::cmp::Ordering::Less => End::Won(Winner::B),
            std::cmp::Ordering::Equal => equal,
        },
    }
}

/// The scored result of one round, as FORMAT.md prints it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    pub score: TeamPoints,
    pub verdict: Verdict,
    pub pot: i64,
    pub explanation: Vec<String>,
    /// The same explanation as data, for rendering in other languages.
    #[serde(skip)]
    pub steps: Vec<Step>,
}

/// The score sheet of a match, as FORMAT.md prints it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    pub variant: crate::variant::Variant,
    pub rounds: Vec<RoundResult>,
    pub totals: TeamPoints,
    pub pot: i64,
    pub winner: Option<Winner>,
}

/// Which rules a match plays by.
pub fn rules_of(options: &Options) -> Box<dyn Rules + '_> {
    match options {
        Options::Classic(o) => Box::new(Classic(o)),
        Options::Contree(o) => Box::new(Contree(o)),
        Options::Bulgarian(o) => Box::new(Bulgarian(o)),
    }
}

/// Options for scoring: whether to render the English explanation strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreConfig {
    pub explain: bool,
}

impl Default for ScoreConfig {
    fn default() -> Self {
        ScoreConfig { explain: true }
    }
}

/// Scores every round of a match from its facts.
pub fn score_match(m: &Match) -> Result<ScoreSheet, InputError> {
    score_match_with(m, ScoreConfig::default())
}

/// Scores every round of a match, with or without English explanation strings (the steps
/// are always kept).
pub fn score_match_with(m: &Match, config: ScoreConfig) -> Result<ScoreSheet, InputError> {
    let rules = rules_of(&m.options);
    let mut totals = [0i64; 2];
    let mut pot = 0i64;
    let mut winner: Option<(Winner, usize)> = None;
    let mut rounds = Vec::with_capacity(m.rounds.len());
    for (i, round) in m.rounds.iter().enumerate() {
        if let Some((w, k)) = winner {
            let who = match w {
                Winner::Draw => "a draw".to_string(),
                w => format!("{} won", w.as_str()),
            };
            return Err(InputError::new(
                format!("rounds[{i}]"),
                format!(
                    "the game ended after round {} ({who}): no round can follow",
                    k + 1
                ),
            ));
        }
        let mut steps = Vec::with_capacity(12);
        let outcome = rules.score_round(round, i, &mut steps)?;
        let mut score = outcome.score;
        match outcome.verdict {
            Verdict::Tie => {
                pot += outcome.to_pot;
                steps.push(Step::PotHeld {
                    amount: outcome.to_pot,
                    pot,
                });
            }
            Verdict::Made | Verdict::Inside => {
                if pot != 0 {
                    let to = if outcome.verdict == Verdict::Made {
                        round.taker
                    } else {
                        round.taker.other()
                    };
                    score[to.index()] += pot;
                    steps.push(Step::PotAwarded {
                        team: to,
                        amount: pot,
                    });
                    pot = 0;
                }
            }
        }
        totals[0] += score[0];
        totals[1] += score[1];
        match rules.end(totals, &outcome) {
            End::Continue => {}
            End::Won(w) => {
                winner = Some((w, i));
                steps.push(Step::GameOver {
                    winner: w,
                    a: totals[0],
                    b: totals[1],
                });
            }
            End::PlayOn => steps.push(Step::PlayOn {
                a: totals[0],
                b: totals[1],
            }),
            End::NoEndOnValat => steps.push(Step::NoEndOnValat),
        }
        let explanation = if config.explain {
            steps.iter().map(Step::en).collect()
        } else {
            Vec::new()
        };
        rounds.push(RoundResult {
            score: TeamPoints::from_array(score),
            verdict: outcome.verdict,
            pot,
            explanation,
            steps,
        });
    }
    Ok(ScoreSheet {
        variant: m.variant,
        rounds,
        totals: TeamPoints::from_array(totals),
        pot,
        winner: winner.map(|(w, _)| w),
    })
}

/// Helpers shared by the variants.
pub(crate) fn team_arr<T: Copy>(team: Team, mine: T, other: T) -> [T; 2] {
    match team {
        Team::A => [mine, other],
        Team::B => [other, mine],
    }
}
