//! The scoring driver, the same for every variant: it asks the variant's rules to score each
//! round, carries the pot and the totals from round to round, and asks the rules when the
//! game is over.

use crate::error::InputError;
use crate::explain::Step;
use crate::model::{Match, TeamPoints, Verdict, Winner};
use crate::rules::{End, Standing};
use crate::variants::game;
use serde::Serialize;

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
    if m.options.variant() != m.variant {
        return Err(InputError::new(
            "options",
            format!(
                "these are options of {}, not of {}",
                m.options.variant(),
                m.variant
            ),
        ));
    }
    let rules = game(m.variant).rules(&m.options);
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
        if outcome.verdict == Verdict::Tie {
            pot += outcome.to_pot;
            steps.push(Step::PotHeld {
                amount: outcome.to_pot,
                pot,
            });
        } else if let Some(to) = rules.pot_winner(round, &outcome).filter(|_| pot != 0) {
            score[to.index()] += pot;
            steps.push(Step::PotAwarded {
                team: to,
                amount: pot,
            });
            pot = 0;
        }
        totals[0] += score[0];
        totals[1] += score[1];
        let standing = Standing {
            totals,
            deals: i + 1,
        };
        match rules.end(standing, round, &outcome) {
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
