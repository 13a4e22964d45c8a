//! Explanations as data: every score is built from `Step`s — small values, no text — that
//! are written only when asked, in any of the product's languages (`i18n`; a round's steps
//! are held by `explanation::Explanation`).

use crate::card::Contract;
use crate::i18n::words::VerdictStyle;
use crate::model::{Declaration, Double, ProjectKind, RoemItem, Team, Verdict, Winner};
use serde::{Serialize, Serializer};
use smallvec::SmallVec;
use std::fmt;

/// A declaration as shown in an explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DeclNote {
    /// `"sequence"` or `"carre"`.
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<u8>,
    /// Top card of a sequence or rank of a carré.
    pub rank: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<char>,
    pub points: i64,
}

impl DeclNote {
    pub fn new(d: &Declaration, points: i64) -> DeclNote {
        match *d {
            Declaration::Sequence {
                length, top, suit, ..
            } => DeclNote {
                kind: "sequence",
                length: Some(length),
                rank: top.label(),
                suit: Some(suit.letter()),
                points,
            },
            Declaration::Carre { rank, .. } => DeclNote {
                kind: "carre",
                length: None,
                rank: rank.label(),
                suit: None,
                points,
            },
            // A Baloot project named by its kind: `rank` holds the kind's name.
            Declaration::Project { kind } => DeclNote {
                kind: "project",
                length: None,
                rank: kind.name(),
                suit: None,
                points,
            },
        }
    }
}

/// A Baloot project as shown in an explanation: its kind and, when its cards were given, its
/// shape; `points` are game points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ProjectNote {
    pub kind: ProjectKind,
    /// The run's length, for a run given by its cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<u8>,
    /// The run's top card or the four's rank, when the cards were given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rank: Option<&'static str>,
    /// The run's suit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<char>,
    pub points: i64,
}

/// Which comparison a declaration step is about (Bulgarian compares two tracks; Bela's one
/// contest is of its zvanja, Baloot's of its projects).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    All,
    Sequences,
    Carres,
    Zvanja,
    /// Baloot's projects (مشاريع), in game points.
    Projects,
}

/// Why a team's best declaration wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeclReason {
    /// The other team declared nothing comparable.
    Uncontested,
    CarreBeatsSequence,
    HigherCarre,
    Longer,
    HigherTop,
    Trump,
    FirstInTurn,
    /// Bela: a zvanje worth more points; Baloot: a bigger project.
    HigherValue,
    /// Baloot: between hundreds, a run beats four of a kind.
    SequenceBeatsCarre,
}

/// What decided the verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "rule")]
pub enum Rule {
    /// Takers' total against the defenders' total.
    BeatDefenders,
    /// Takers' card points against 81 (half the deal).
    HalfCardPoints,
    /// Takers' total against the bid (and the defenders' total when they must beat it).
    Bid {
        bid: u32,
        need: i64,
        must_beat_defence: bool,
    },
    /// A capot bid: all eight tricks needed.
    BidCapot,
    /// The takers took every trick.
    TakersCapot,
    /// The defenders took every trick.
    DefendersCapot,
    /// Bulgarian: the bidders' points against the opponents'.
    MorePoints,
    /// Bulgarian double: the side with more points takes everything.
    DoubledMorePoints,
    /// Bela: the caller's total must be strictly above the other team's.
    CallerMustBeat,
    /// Klaverjas: the playing team's total must be above the other team's (or equal, under
    /// `litige: made`).
    PlayersMustBeat,
}

impl Rule {
    /// The words its verdict is said in: a bela caller passes or falls, a klaverjas playing
    /// team goes nat; every other rule's takers make it or are inside.
    pub fn verdict_style(&self) -> VerdictStyle {
        match self {
            Rule::BeatDefenders
            | Rule::HalfCardPoints
            | Rule::Bid { .. }
            | Rule::BidCapot
            | Rule::TakersCapot
            | Rule::DefendersCapot
            | Rule::MorePoints
            | Rule::DoubledMorePoints => VerdictStyle::Contract,
            Rule::CallerMustBeat => VerdictStyle::Caller,
            Rule::PlayersMustBeat => VerdictStyle::Players,
        }
    }
}

/// A component of a team's score for the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    CardPoints,
    /// Points made: card points, counted declarations and belote.
    PointsMade,
    /// The whole deal (162) to the defenders of a failed contract.
    Deal,
    Capot,
    Declarations,
    Belote,
    Bid,
    FailBase,
    /// A coinched/контра value.
    Doubled,
    /// Bulgarian: game points (rounded tenths).
    GamePoints,
    Pot,
    /// Bela's declarations.
    Zvanja,
    /// Bela's trump K + Q.
    Bela,
    /// Bela: the bonus for all eight tricks.
    Stiglja,
    /// Klaverjas: roem won in the tricks.
    Roem,
    /// Klaverjas: the bonus for all eight tricks.
    Pit,
    /// Baloot: the deal's whole value (26 in Sun, 16 in Hokum) to the winners.
    Base,
    /// Baloot: projects (مشاريع), in game points.
    Projects,
    /// Baloot: the K and Q of trumps.
    Baloot,
    /// Baloot: all eight tricks (كبوت).
    Kaboot,
    /// Baloot: a Gahwa won (the whole game).
    Gahwa,
    /// Baloot: a doubled, tripled or quadrupled deal's value (the base times the level).
    Raised,
}

/// The parts of a team's score ([`Step::Scores`]), held inline: at most [`Parts::CAP`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Parts {
    len: u8,
    parts: [Part; Parts::CAP],
    amounts: [i64; Parts::CAP],
}

impl Parts {
    /// The most parts a score has (cards or a base, declarations, belote, and one more).
    pub const CAP: usize = 4;

    /// The parts of `list` that are not zero, in order (at most [`Parts::CAP`] of them;
    /// [`award`](crate::variants::common::award) checks that at compile time).
    pub fn nonzero(list: &[(Part, i64)]) -> Parts {
        let mut out = Parts {
            len: 0,
            parts: [Part::Pot; Parts::CAP],
            amounts: [0; Parts::CAP],
        };
        for &(part, amount) in list.iter().filter(|(_, n)| *n != 0).take(Parts::CAP) {
            out.parts[usize::from(out.len)] = part;
            out.amounts[usize::from(out.len)] = amount;
            out.len += 1;
        }
        out
    }

    /// All the parts of `list`, zeros included, in order; the compiler checks that there
    /// are at most [`Parts::CAP`].
    pub fn exact<const N: usize>(list: &[(Part, i64); N]) -> Parts {
        const { assert!(N <= Parts::CAP, "a score has at most Parts::CAP parts") };
        let mut out = Parts {
            len: 0,
            parts: [Part::Pot; Parts::CAP],
            amounts: [0; Parts::CAP],
        };
        for &(part, amount) in list {
            out.parts[usize::from(out.len)] = part;
            out.amounts[usize::from(out.len)] = amount;
            out.len += 1;
        }
        out
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Each part with its amount, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Part, i64)> + '_ {
        (0..self.len()).map(|i| (self.parts[i], self.amounts[i]))
    }

    /// The sum of the parts.
    pub fn sum(&self) -> i64 {
        self.iter().map(|(_, n)| n).sum()
    }
}

impl fmt::Debug for Parts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Serialized as the list of `[part, amount]` pairs.
impl Serialize for Parts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// What a rounding step rounds, and so whether it changes the team's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Rounds {
    /// The team's score, already stated by its `Scores` step: the difference counts.
    Score,
    /// Points converted before they are scored (the `Scores` step states the result).
    Points,
    /// The takers' points held in the pot by a tie.
    Pot,
}

/// How a Baloot team's card abnat became game points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "rule")]
pub enum Conversion {
    /// Sun: doubled and divided by ten, a units digit of 5 kept exact (65 → 13).
    Sun,
    /// Hokum: divided by ten, units 6 to 9 rounded up (86 → 9).
    Hokum,
    /// Hokum, both piles ending in 6: the side with more abnat rounds down.
    LargerDown,
    /// Hokum, both piles ending in 6: the buyer rounds up.
    BuyerUp,
    /// Without abnat: the pile rounded to tens, 5 up (65 → 70), then to game points.
    NearestTen { rounded: i64 },
}

/// What a Baloot comparison of the two teams weighs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Weigh {
    /// Game points: converted abnat, counted projects and (by the option) the Baloot.
    GamePoints,
    /// Equal game points: both piles' abnat with the raw projects (and Baloot).
    Abnat,
}

/// What a Baloot comparison found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// The buyer is ahead: the deal is made.
    Made,
    /// The buyer is behind: khasara (خسارة).
    Khasara,
    /// Equal: counted further, or an exact tie.
    Equal,
}

/// Who an exact Baloot tie goes to, by the option that decides it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// Undoubled, `tie: split`: each team writes its own.
    Split,
    /// Undoubled, `tie: buyer_fails`.
    BuyerFails,
    /// Undoubled, `tie: by_contract`: Sun split, Hokum khasara.
    ByContract,
    /// Doubled, `doubled_tie: doubler_loses`.
    DoublerLoses,
    /// Doubled, `doubled_tie: last_raiser_loses`.
    LastRaiserLoses,
    /// Doubled, `doubled_tie: buyer_loses`.
    BuyerLoses,
}

/// What a Baloot team hands over (or keeps) when it loses the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Handed {
    Projects,
    Baloot,
}

/// The steps of one round, as the rules record them: up to [`STEPS_INLINE`] held in place,
/// more on the heap. A round's steps then live inside its result, and a sheet's rounds share
/// the one allocation of its list of rounds instead of one each, which was a third of the
/// engine's time (callgrind: malloc and free).
pub type Steps = SmallVec<[Step; STEPS_INLINE]>;

/// Steps a round holds without an allocation of its own: most rounds record 5 to 10.
pub const STEPS_INLINE: usize = 10;

/// One step of an explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "step")]
pub enum Step {
    /// Card points of the deal as counted (other team's derived).
    CardPoints { a: i64, b: i64 },
    /// Bulgarian no trumps: the card points are doubled.
    NoTrumpsDoubled { a: i64, b: i64 },
    /// One team took all eight tricks.
    Capot { team: Team, points: i64 },
    /// Bulgarian valat bonus.
    Valat { team: Team, bonus: i64 },
    /// Declarations a team gave.
    Declared { team: Team, items: Vec<DeclNote> },
    /// The team whose declarations count, and why.
    DeclarationsWon {
        team: Team,
        track: Track,
        reason: DeclReason,
        points: i64,
    },
    /// Equal best declarations: all declarations of the track cancel.
    DeclarationsCancel { track: Track },
    /// Declarations that count for nobody.
    DeclarationsVoid { team: Team, points: i64 },
    /// Belote(s) announced by a team.
    Belote { team: Team, count: u8, points: i64 },
    /// A team's total: cards + declarations + belote (+ valat/capot bonus).
    Total {
        team: Team,
        cards: i64,
        declarations: i64,
        belote: i64,
        bonus: i64,
        total: i64,
    },
    /// The verdict and what decided it.
    Verdict {
        takers: Team,
        takers_points: i64,
        defenders_points: i64,
        verdict: Verdict,
        decided_by: Rule,
    },
    /// A team's score for the round, by parts.
    Scores {
        team: Team,
        parts: Parts,
        total: i64,
    },
    /// A coinche/контра multiplier.
    Doubled { factor: i64 },
    /// Points rounded to tens (or Bulgarian tenths); `what` says which points.
    Rounded {
        team: Team,
        from: i64,
        to: i64,
        what: Rounds,
    },
    /// Points held in the pot after a tie.
    PotHeld { amount: i64, pot: i64 },
    /// The pot goes to a team.
    PotAwarded { team: Team, amount: i64 },
    /// The game is over.
    GameOver { winner: Winner, a: i64, b: i64 },
    /// Both teams reached the target with equal totals: play on.
    PlayOn { a: i64, b: i64 },
    /// The game cannot end on a valat deal.
    NoEndOnValat,
    /// Bela: the zvanja a team called.
    Zvanja { team: Team, items: Vec<DeclNote> },
    /// Bela: the trump K + Q of one hand, called when played.
    Bela { team: Team, points: i64 },
    /// Bela: the best zvanje is a belot (all eight cards of a suit): the deal is not played
    /// and its team wins the match. `reason` says why when two belots meet.
    Belot { team: Team, reason: DeclReason },
    /// Bela: one team took all eight tricks.
    Stiglja { team: Team, bonus: i64 },
    /// Bela: the counted zvanja and bela of a swept team go to the sweeper (`to`), or to
    /// nobody.
    SweptShare {
        from: Team,
        to: Option<Team>,
        zvanja: i64,
        bela: i64,
    },
    /// Klaverjas: the roem a team won, item by item when called as a list.
    Roem {
        team: Team,
        items: Vec<(RoemItem, i64)>,
        points: i64,
    },
    /// Klaverjas: one team took all eight tricks; `bonus` is 0 for defenders without
    /// `defenders_pit`.
    Pit { team: Team, bonus: i64 },
    /// A team's total for the verdict, by parts.
    Tally {
        team: Team,
        parts: Parts,
        total: i64,
    },
    /// Baloot: who bought what, and how the deal was raised.
    Bought {
        taker: Team,
        contract: Contract,
        ashkal: bool,
        double: Double,
        locked: bool,
    },
    /// Baloot: the game points typed as the sheet writes them, and the buyer's card abnat
    /// that give them (`low` to `high`, `splits` of them); all `None` when the round's other
    /// facts give the one result (the abnat given, a kaboot, a foul).
    Typed {
        a: i64,
        b: i64,
        taker: Team,
        low: Option<i64>,
        high: Option<i64>,
        splits: u32,
    },
    /// Baloot: the card abnat of the deal as counted, the last trick's 10 included.
    Abnat { a: i64, b: i64 },
    /// Baloot: a team's card abnat in game points.
    Converted {
        team: Team,
        abnat: i64,
        points: i64,
        how: Conversion,
    },
    /// Baloot: a team's game points as the rest of the deal's `of` (26 in Sun, 16 in Hokum)
    /// once the other team's `other` are counted.
    Rest {
        team: Team,
        of: i64,
        other: i64,
        points: i64,
    },
    /// Baloot: the projects a team showed, each with its game points.
    Projects { team: Team, items: Vec<ProjectNote> },
    /// Baloot: the K and Q of trumps in one hand.
    Baloot { team: Team, points: i64 },
    /// Baloot: a Baloot whose K and Q lie in its team's counted run of a hundred does not
    /// count (`baloot_in_hundred: cancelled`).
    BalootCancelled { team: Team },
    /// Baloot: the buyer's side against the other side, in game points or (equal) in abnat.
    Weighed {
        taker: Team,
        weigh: Weigh,
        takers: i64,
        others: i64,
        decision: Decision,
    },
    /// Baloot: an exact tie (equal game points and equal abnat) and the team that wins it.
    ExactTie { rule: TieRule, winner: Team },
    /// Baloot: a doubled deal's value, the base times the level.
    DoubledValue {
        double: Double,
        base: i64,
        level: i64,
        value: i64,
    },
    /// Baloot: projects in a doubled deal, `points` becoming `to`.
    ProjectsMultiplied { points: i64, to: i64 },
    /// Baloot: a team took all eight tricks (كبوت), normal or reverse, worth `value`.
    Kaboot {
        team: Team,
        reverse: bool,
        value: i64,
    },
    /// Baloot: a team's proven foul (قيد) ended the deal.
    Qaid { team: Team },
    /// Baloot: the winner of a Gahwa (قهوة) wins the game, writing `value`.
    Gahwa { team: Team, value: i64 },
    /// Baloot: a team's counted projects or Baloot go to `to` (`Some(from)`: it keeps them;
    /// `None`: they count for nobody).
    Handed {
        from: Team,
        what: Handed,
        points: i64,
        to: Option<Team>,
    },
    /// Baloot: a game (sakka) of a match of several is over; `won` counts the sakkas each team
    /// has won so far.
    SakkaOver {
        winner: Team,
        sakka: u32,
        a: i64,
        b: i64,
        won: [i64; 2],
    },
    /// Baloot: the match of sakkas is over; `a` and `b` are the sakkas won.
    MatchOver { winner: Team, a: i64, b: i64 },
}

impl Step {
    /// The step in plain English.
    pub fn en(&self) -> String {
        self.to_string()
    }

    /// What this step adds to a team's score for the round: a team's scores, a rounding of
    /// that score, the pot it wins. The contributions of a round's steps add up to its score.
    pub fn contribution(&self) -> Option<(Team, i64)> {
        match *self {
            Step::Scores { team, total, .. } => Some((team, total)),
            Step::Rounded {
                team,
                from,
                to,
                what: Rounds::Score,
            } => Some((team, to - from)),
            Step::PotAwarded { team, amount } => Some((team, amount)),
            _ => None,
        }
    }

    /// What this step puts into the pot (a tie) or takes out of it (the pot is won).
    pub fn pot_change(&self) -> i64 {
        match *self {
            Step::PotHeld { amount, .. } => amount,
            Step::PotAwarded { amount, .. } => -amount,
            _ => 0,
        }
    }
}
