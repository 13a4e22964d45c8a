//! The scoring driver, the same for every variant: it asks the variant's rules to score each
//! round, carries the pot and the totals from round to round, and asks the rules when the
//! game is over.

use crate::error::InputError;
use crate::explain::Step;
use crate::explanation::Explanation;
use crate::i18n::{Digits, Lang};
use crate::model::{Match, Round, Team, TeamPoints, Verdict, Winner};
use crate::options::Options;
use crate::rules::{End, Rules, Standing};
use crate::variant::Variant;
use crate::variants::game;
use serde::Serialize;
use std::sync::atomic::{AtomicU64, Ordering};

/// Matches (and event tables) scored from their first round in this process: one for every
/// [`Scorer`] made. A relaxed counter, read by tests that check how often a request scores.
static SCORINGS: AtomicU64 = AtomicU64::new(0);

/// How many times a match or a table has been scored from its first round in this process
/// (every [`Scorer::new`], whichever route asked for it): tests read it before and after a
/// request to count that request's scorings.
pub fn scorings() -> u64 {
    SCORINGS.load(Ordering::Relaxed)
}

/// The scored result of one round, as docs/match-files.md shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    pub score: TeamPoints,
    pub verdict: Verdict,
    pub pot: i64,
    /// In a match of several games (Baloot's sakkas): the game this round belongs to, from 1;
    /// left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakka: Option<u32>,
    /// In a match of several games: the team that won the game this round ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakka_winner: Option<Team>,
    /// The steps that led to the score, as data; serialized as their sentences in its language (English unless set).
    pub explanation: Explanation,
}

impl RoundResult {
    /// An empty result, to be filled by [`Scorer::score_into`].
    pub fn new() -> RoundResult {
        RoundResult {
            score: TeamPoints::default(),
            verdict: Verdict::Made,
            pot: 0,
            sakka: None,
            sakka_winner: None,
            explanation: Explanation::new(),
        }
    }
}

impl Default for RoundResult {
    fn default() -> Self {
        RoundResult::new()
    }
}

/// The score sheet of a match, as docs/match-files.md shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    pub variant: Variant,
    pub rounds: Vec<RoundResult>,
    /// The running totals after the last round (of the game being played, in a match of
    /// several), pot excluded.
    pub totals: TeamPoints,
    pub pot: i64,
    /// In a match of several games (Baloot's sakkas): the games each team has won; left out
    /// otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakkas: Option<TeamPoints>,
    pub winner: Option<Winner>,
}

impl ScoreSheet {
    /// Writes every round's explanation in `lang` (serialized and in the text sheet).
    pub fn set_lang(&mut self, lang: Lang) {
        for r in &mut self.rounds {
            r.explanation.set_lang(lang);
        }
    }

    /// Writes every round's explanation's numbers in `digits` (Arabic's choice).
    pub fn set_digits(&mut self, digits: Digits) {
        for r in &mut self.rounds {
            r.explanation.set_digits(digits);
        }
    }
}

/// Options for scoring: whether to keep each round's explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreConfig {
    /// `false` leaves every explanation empty (the scores are the same).
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

/// Scores every round of a match, with or without explanations.
pub fn score_match_with(m: &Match, config: ScoreConfig) -> Result<ScoreSheet, InputError> {
    let mut scorer = Scorer::new(m.variant, &m.options)?;
    let mut rounds = Vec::with_capacity(m.rounds.len());
    for round in &m.rounds {
        // Scored in place: a result holds its steps, and is not moved once written.
        rounds.resize_with(rounds.len() + 1, RoundResult::new);
        let result = rounds.last_mut().expect("just added");
        scorer.score_into(round, result)?;
        if !config.explain {
            result.explanation = Explanation::new();
        }
    }
    Ok(ScoreSheet {
        variant: m.variant,
        rounds,
        totals: scorer.totals(),
        pot: scorer.pot(),
        sakkas: scorer.sakkas(),
        winner: scorer.winner(),
    })
}

/// Scores a match round by round, as the rounds come: the pot, the totals and the end of the
/// game are carried from one round to the next. [`score_match`] is this over a whole match;
/// `belote score` feeds it one round at a time while it reads the file.
pub struct Scorer {
    variant: Variant,
    rules: Box<dyn Rules>,
    totals: [i64; 2],
    pot: i64,
    /// Who won, and after which round (0-based).
    winner: Option<(Winner, usize)>,
    /// Rounds scored so far.
    index: usize,
    /// A match of several games (sakkas): the games needed to win it, and where it stands.
    games: Option<Games>,
}

/// Where a match of several games stands.
#[derive(Debug, Clone, Copy)]
struct Games {
    /// Games a team must win to win the match (more than half).
    needed: i64,
    /// Games won per team (A, B).
    won: [i64; 2],
    /// The game being played, from 1.
    current: u32,
    /// The last round ended a game: the next starts the next one at 0 : 0.
    ended: bool,
}

impl Scorer {
    /// A scorer for a match of `variant` played with `options`.
    pub fn new(variant: Variant, options: &Options) -> Result<Scorer, InputError> {
        if options.variant() != variant {
            return Err(InputError::new(
                "options",
                format!(
                    "these are options of {}, not of {variant}",
                    options.variant()
                ),
            ));
        }
        let rules = game(variant).rules(options);
        let games = match rules.games_per_match() {
            0 | 1 => None,
            n => Some(Games {
                needed: i64::from(n / 2 + 1),
                won: [0; 2],
                current: 1,
                ended: false,
            }),
        };
        SCORINGS.fetch_add(1, Ordering::Relaxed);
        Ok(Scorer {
            variant,
            rules,
            totals: [0; 2],
            pot: 0,
            winner: None,
            index: 0,
            games,
        })
    }

    /// Scores the next round.
    pub fn score(&mut self, round: &Round) -> Result<RoundResult, InputError> {
        let mut out = RoundResult::new();
        self.score_into(round, &mut out)?;
        Ok(out)
    }

    /// Scores the next round into `out`, reusing its explanation's storage. On an error (the
    /// round is at `rounds[i]`), nothing is counted and the scorer stays where it was.
    pub fn score_into(&mut self, round: &Round, out: &mut RoundResult) -> Result<(), InputError> {
        let i = self.index;
        if let Some((w, k)) = self.winner {
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
        let steps = out.explanation.steps_mut();
        steps.clear();
        // After a game of a match of several, the next starts at 0 : 0.
        let mut games = self.games;
        let before = match &mut games {
            Some(g) if g.ended => {
                g.ended = false;
                g.current += 1;
                [0; 2]
            }
            _ => self.totals,
        };
        let outcome = self.rules.score_round_after(round, i, before, steps)?;
        let mut totals = before;
        let mut pot = self.pot;
        let mut score = outcome.score;
        if outcome.verdict == Verdict::Tie {
            pot += outcome.to_pot;
            steps.push(Step::PotHeld {
                amount: outcome.to_pot,
                pot,
            });
        } else if let Some(to) = self.rules.pot_winner(round, &outcome).filter(|_| pot != 0) {
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
        let mut sakka_winner = None;
        match self.rules.end(standing, round, &outcome) {
            End::Continue => {}
            End::Won(w) => match (&mut games, w.side()) {
                (Some(g), Some(team)) => {
                    g.won[team.index()] += 1;
                    g.ended = true;
                    sakka_winner = Some(team);
                    steps.push(Step::SakkaOver {
                        winner: team,
                        sakka: g.current,
                        a: totals[0],
                        b: totals[1],
                        won: g.won,
                    });
                    if g.won[team.index()] >= g.needed {
                        self.winner = Some((w, i));
                        steps.push(Step::MatchOver {
                            winner: team,
                            a: g.won[0],
                            b: g.won[1],
                        });
                    }
                }
                _ => {
                    self.winner = Some((w, i));
                    steps.push(Step::GameOver {
                        winner: w,
                        a: totals[0],
                        b: totals[1],
                    });
                }
            },
            End::PlayOn => steps.push(Step::PlayOn {
                a: totals[0],
                b: totals[1],
            }),
            End::NoEndOnValat => steps.push(Step::NoEndOnValat),
        }
        self.totals = totals;
        self.pot = pot;
        self.index += 1;
        out.sakka = games.map(|g| g.current);
        out.sakka_winner = sakka_winner;
        self.games = games;
        out.score = TeamPoints::from_array(score);
        out.verdict = outcome.verdict;
        out.pot = pot;
        Ok(())
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The running totals, pot excluded (of the game being played, in a match of several;
    /// after a round that ended one, that game's final totals).
    pub fn totals(&self) -> TeamPoints {
        TeamPoints::from_array(self.totals)
    }

    /// In a match of several games: the games each team has won.
    pub fn sakkas(&self) -> Option<TeamPoints> {
        self.games.map(|g| TeamPoints::from_array(g.won))
    }

    /// The points held in the pot.
    pub fn pot(&self) -> i64 {
        self.pot
    }

    pub fn winner(&self) -> Option<Winner> {
        self.winner.map(|(w, _)| w)
    }

    /// The rounds scored so far.
    pub fn rounds(&self) -> usize {
        self.index
    }
}
