//! Explanations as data: every score is built from `Step`s — small values, no text — that
//! are rendered only when asked: in English by `Display`, in the other languages by `i18n`
//! (a round's steps are held by `explanation::Explanation`).

use crate::model::{Bid, Declaration, RoemItem, Team, Verdict, Winner};
use serde::{Serialize, Serializer};
use smallvec::SmallVec;
use std::fmt;

/// Writes an English sentence piece by piece: each piece — a literal, a number, a team — is
/// written straight into the sink ([`Piece`]). This is what `belote score` spends most of
/// its time on, and `write!`'s general machinery (argument tables, padding) costs several
/// times the pieces themselves.
macro_rules! en {
    ($f:expr, $($piece:expr),+ $(,)?) => {{
        $( Piece::put(&$piece, &mut *$f)?; )+
        Ok(())
    }};
}

/// A piece of an English sentence.
trait Piece {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result;
}

impl Piece for &str {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        f.write_str(self)
    }
}

impl Piece for i64 {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        f.write_str(itoa::Buffer::new().format(*self))
    }
}

impl Piece for u32 {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        f.write_str(itoa::Buffer::new().format(*self))
    }
}

impl Piece for u8 {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        f.write_str(itoa::Buffer::new().format(*self))
    }
}

impl Piece for Team {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Piece for DeclNote {
    fn put<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        self.write_en(f)
    }
}

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
        }
    }
}

impl fmt::Display for DeclNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_en(f)
    }
}

impl DeclNote {
    /// The declaration in English: "tierce to the K of hearts", "carré of J".
    pub fn write_en<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        let suit = |c: Option<char>| match c {
            Some('S') => "spades",
            Some('H') => "hearts",
            Some('D') => "diamonds",
            _ => "clubs",
        };
        match (self.kind, self.length) {
            ("sequence", Some(3)) => f.write_str("tierce")?,
            ("sequence", Some(4)) => f.write_str("quarte")?,
            ("sequence", Some(5)) => f.write_str("quinte")?,
            ("sequence", Some(n)) => en!(f, "run of ", n)?,
            _ => return en!(f, "carré of ", self.rank),
        }
        en!(f, " to the ", self.rank, " of ", suit(self.suit))
    }
}

/// Which comparison a declaration step is about (Bulgarian compares two tracks; Bela's one
/// contest is of its zvanja).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    All,
    Sequences,
    Carres,
    Zvanja,
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
    /// Bela: a zvanje worth more points.
    HigherValue,
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
}

impl Part {
    fn en(self) -> &'static str {
        match self {
            Part::CardPoints => "card points",
            Part::PointsMade => "points made",
            Part::Deal => "the deal",
            Part::Capot => "capot",
            Part::Declarations => "declarations",
            Part::Belote => "belote",
            Part::Bid => "bid",
            Part::FailBase => "fail base",
            Part::Doubled => "doubled value",
            Part::GamePoints => "game points",
            Part::Pot => "pot",
            Part::Zvanja => "zvanja",
            Part::Bela => "bela",
            Part::Stiglja => "štiglja",
            Part::Roem => "roem",
            Part::Pit => "pit",
        }
    }
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

/// The sign between the takers' and the defenders' points in a verdict: `>`, `<` or `=`.
pub(crate) fn comparison_sign(a: i64, b: i64) -> &'static str {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => ">",
        std::cmp::Ordering::Less => "<",
        std::cmp::Ordering::Equal => "=",
    }
}

/// English rendering ([`Step::write_en`]).
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_en(f)
    }
}

impl Step {
    /// The step in plain English, written into any text sink — a `Formatter` (`Display`),
    /// a `String`, or straight into `belote score`'s JSON output. The one English renderer.
    pub fn write_en<W: fmt::Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        match self {
            Step::CardPoints { a, b } => en!(f, "card points: A ", *a, ", B ", *b),
            Step::NoTrumpsDoubled { a, b } => {
                en!(f, "no trumps: card points doubled to A ", *a, ", B ", *b)
            }
            Step::Capot { team, points } => en!(
                f,
                *team,
                " took every trick (capot): ",
                *points,
                " instead of the card points"
            ),
            Step::Valat { team, bonus } => {
                en!(f, "valat: ", *team, " took every trick, +", *bonus)
            }
            Step::Declared { team, items } => {
                en!(f, *team, " declares ")?;
                for (i, d) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    en!(f, *d, " (", d.points, ")")?;
                }
                Ok(())
            }
            Step::DeclarationsWon {
                team,
                track,
                reason,
                points,
            } => {
                let what = match track {
                    Track::All => "declarations",
                    Track::Sequences => "sequences",
                    Track::Carres => "carrés",
                    Track::Zvanja => "zvanja",
                };
                let why = match reason {
                    DeclReason::Uncontested => "uncontested",
                    DeclReason::CarreBeatsSequence => "a carré beats any sequence",
                    DeclReason::HigherCarre => "higher carré",
                    DeclReason::Longer => "longer sequence",
                    DeclReason::HigherTop => "higher top card",
                    DeclReason::Trump => "equal, but in trumps",
                    DeclReason::FirstInTurn => "equal, first in order of play",
                    DeclReason::HigherValue => "higher value",
                };
                en!(f, *team, "'s ", what, " count (", why, "): ", *points)
            }
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::Sequences => "equal best sequences on both sides: all sequences cancel",
                Track::Carres => "equal carrés: all carrés cancel",
                Track::All => "equal best declarations on both sides: no declaration counts",
                Track::Zvanja => "equal best zvanja on both sides: no zvanje counts",
            }),
            Step::DeclarationsVoid { team, points } => {
                en!(f, *team, "'s declarations (", *points, ") count for nobody")
            }
            Step::Belote {
                team,
                count,
                points,
            } => {
                if *count == 1 {
                    en!(f, "belote for ", *team, ": ", *points)
                } else {
                    en!(f, *count, " belotes for ", *team, ": ", *points)
                }
            }
            Step::Total {
                team,
                cards,
                declarations,
                belote,
                bonus,
                total,
            } => {
                if *declarations == 0 && *belote == 0 && *bonus == 0 {
                    return en!(f, *team, " has ", *total);
                }
                en!(f, *team, ": ", *cards)?;
                if *declarations != 0 {
                    en!(f, " + ", *declarations, " (declarations)")?;
                }
                if *belote != 0 {
                    en!(f, " + ", *belote, " (belote)")?;
                }
                if *bonus != 0 {
                    en!(f, " + ", *bonus, " (valat)")?;
                }
                en!(f, " = ", *total)
            }
            Step::Verdict {
                takers,
                takers_points: t,
                defenders_points: d,
                verdict,
                decided_by,
            } => {
                let v = verdict.as_str();
                let o = takers.other();
                let sign = comparison_sign(*t, *d);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => en!(
                        f,
                        "takers ",
                        *takers,
                        " ",
                        *t,
                        " ",
                        sign,
                        " defenders ",
                        o,
                        " ",
                        *d,
                        ": ",
                        v
                    ),
                    Rule::DoubledMorePoints => en!(
                        f,
                        "doubled: takers ",
                        *takers,
                        " ",
                        *t,
                        " ",
                        sign,
                        " defenders ",
                        o,
                        " ",
                        *d,
                        ": ",
                        v,
                        ", the side with more points takes everything"
                    ),
                    Rule::HalfCardPoints => en!(
                        f,
                        "takers ",
                        *takers,
                        " took ",
                        *t,
                        " card points (82 needed, 81 is a tie): ",
                        v
                    ),
                    Rule::Bid {
                        bid,
                        need,
                        must_beat_defence,
                    } => {
                        en!(f, "takers ", *takers, " ", *t, " against a bid of ", *bid)?;
                        if *need != i64::from(*bid) {
                            en!(f, " (", *need, " needed)")?;
                        }
                        if *must_beat_defence {
                            en!(f, ", defenders ", *d)?;
                        }
                        en!(f, ": ", v)
                    }
                    Rule::BidCapot => en!(f, "capot bid by ", *takers, ": ", v),
                    Rule::TakersCapot => en!(f, "takers ", *takers, " took every trick: ", v),
                    Rule::DefendersCapot => en!(f, "defenders ", o, " took every trick: ", v),
                    Rule::CallerMustBeat => {
                        let v = match verdict {
                            Verdict::Made => "passed",
                            Verdict::Inside => "fall (pad)",
                            Verdict::Tie => "hanging (visi)",
                        };
                        let equal = if t == d { ", equal totals" } else { "" };
                        en!(
                            f, "caller ", *takers, " ", *t, " ", sign, " ", o, " ", *d, equal,
                            ": ", v
                        )
                    }
                    Rule::PlayersMustBeat => {
                        let v = match verdict {
                            Verdict::Made => "made",
                            _ => "nat",
                        };
                        let equal = if t == d { ", equal totals" } else { "" };
                        en!(
                            f,
                            "playing team ",
                            *takers,
                            " ",
                            *t,
                            " ",
                            sign,
                            " ",
                            o,
                            " ",
                            *d,
                            equal,
                            ": ",
                            v
                        )
                    }
                }
            }
            Step::Scores { team, parts, total } => {
                en!(f, *team, " scores ")?;
                if parts.len() > 1 {
                    for (i, (p, n)) in parts.iter().enumerate() {
                        if i > 0 {
                            f.write_str(" + ")?;
                        }
                        en!(f, n, " (", p.en(), ")")?;
                    }
                    f.write_str(" = ")?;
                }
                en!(f, *total)
            }
            Step::Doubled { factor } => en!(f, "contract doubled: ×", *factor),
            Step::Rounded { team, from, to, .. } => {
                en!(f, *team, ": ", *from, " rounded to ", *to)
            }
            Step::PotHeld { amount, pot } => {
                en!(f, "tie: ", *amount, " held in the pot (pot now ", *pot, ")")
            }
            Step::PotAwarded { team, amount } => {
                en!(f, *team, " wins the pot of ", *amount)
            }
            Step::GameOver { winner, a, b } => match winner {
                Winner::Draw => en!(f, "game over at A ", *a, ", B ", *b, ": a draw"),
                w => en!(
                    f,
                    "game over at A ",
                    *a,
                    ", B ",
                    *b,
                    ": ",
                    w.as_str(),
                    " wins"
                ),
            },
            Step::PlayOn { a, b } => {
                en!(
                    f,
                    "both over the target with A ",
                    *a,
                    ", B ",
                    *b,
                    ": play on"
                )
            }
            Step::NoEndOnValat => f.write_str("no game is won on a valat deal: one more deal"),
            Step::Zvanja { team, items } => {
                write!(f, "{team} calls zvanja: ")?;
                for (i, d) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if d.length == Some(8) {
                        write!(f, "belot, all eight {}", suit_en(d.suit))?;
                    } else {
                        write!(f, "{} ({})", Zvanje(d), d.points)?;
                    }
                }
                Ok(())
            }
            Step::Bela { team, points } => {
                en!(f, "bela (trump K and Q) for ", *team, ": ", *points)
            }
            Step::Belot { team, reason } => {
                write!(f, "belot for {team}")?;
                match reason {
                    DeclReason::Trump => f.write_str(" (two belots: this one is in trumps)")?,
                    DeclReason::FirstInTurn => {
                        f.write_str(" (two belots: this one comes first in order of play)")?
                    }
                    _ => {}
                }
                write!(f, ": the deal is not played and {team} wins the match")
            }
            Step::Stiglja { team, bonus } => {
                en!(f, "štiglja: ", *team, " took every trick, +", *bonus)
            }
            Step::SweptShare {
                from,
                to,
                zvanja,
                bela,
            } => {
                write!(f, "štiglja: {from}'s ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => write!(f, "zvanja ({zvanja}) and bela ({bela})")?,
                    (true, false) => write!(f, "zvanja ({zvanja})")?,
                    _ => write!(f, "bela ({bela})")?,
                }
                match to {
                    Some(t) => write!(f, " go to {t}"),
                    None => f.write_str(" count for nobody"),
                }
            }
            Step::Roem {
                team,
                items,
                points,
            } => {
                en!(f, "roem for ", *team, ": ")?;
                if items.is_empty() {
                    return en!(f, *points);
                }
                for (i, (item, n)) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" + ")?;
                    }
                    write!(f, "{n} ({})", RoemEn(*item))?;
                }
                if items.len() > 1 {
                    write!(f, " = {points}")?;
                }
                Ok(())
            }
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    write!(
                        f,
                        "pit: {team} took every trick, but defenders get no bonus for it"
                    )
                } else {
                    en!(f, "pit: ", *team, " took every trick, +", *bonus)
                }
            }
            Step::Tally { team, parts, total } => {
                en!(f, *team, " has ")?;
                if parts.len() > 1 {
                    for (i, (p, n)) in parts.iter().enumerate() {
                        if i > 0 {
                            f.write_str(" + ")?;
                        }
                        en!(f, n, " (", p.en(), ")")?;
                    }
                    f.write_str(" = ")?;
                }
                en!(f, *total)
            }
        }
    }
}

/// A suit's English name from its letter.
fn suit_en(letter: Option<char>) -> &'static str {
    match letter {
        Some('S') => "spades",
        Some('H') => "hearts",
        Some('D') => "diamonds",
        _ => "clubs",
    }
}

/// A rank's English plural from its label, for "four kings".
fn rank_plural_en(label: &str) -> &'static str {
    match label {
        "A" => "aces",
        "K" => "kings",
        "Q" => "queens",
        "J" => "jacks",
        "10" => "tens",
        "9" => "nines",
        "8" => "eights",
        _ => "sevens",
    }
}

/// A Bela zvanje in English with its own names: "kvarta to the K of spades", "four kings".
struct Zvanje<'a>(&'a DeclNote);

impl fmt::Display for Zvanje<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = self.0;
        match d.length {
            None => write!(f, "four {}", rank_plural_en(d.rank)),
            Some(n) => {
                match n {
                    3 => f.write_str("terca")?,
                    4 => f.write_str("kvarta")?,
                    5 => f.write_str("kvinta")?,
                    n => write!(f, "run of {n}")?,
                }
                write!(f, " to the {} of {}", d.rank, suit_en(d.suit))
            }
        }
    }
}

/// A Klaverjas roem item in English.
struct RoemEn(RoemItem);

impl fmt::Display for RoemEn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            RoemItem::Run3 => f.write_str("run of three"),
            RoemItem::Run4 => f.write_str("run of four"),
            RoemItem::Stuk => f.write_str("stuk, trump K and Q"),
            RoemItem::Four(r) => write!(f, "four {}", rank_plural_en(r.label())),
        }
    }
}

/// `Bid` as a number for rules; a capot bid has none.
pub fn bid_number(bid: Option<Bid>) -> u32 {
    match bid {
        Some(Bid::Points(p)) => p,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Rank, Suit};

    /// Every step's English sentence, word for word (the output of `belote score`).
    #[test]
    fn every_step_in_english() {
        use Team::{A, B};
        let tierce = Declaration::Sequence {
            length: 3,
            top: Rank::King,
            suit: Suit::Hearts,
            seat: Some(0),
        };
        let run = Declaration::Sequence {
            length: 6,
            top: Rank::Ace,
            suit: Suit::Clubs,
            seat: None,
        };
        let carre = Declaration::Carre {
            rank: Rank::Jack,
            seat: None,
        };
        let verdict = |decided_by, verdict, t, d| Step::Verdict {
            takers: B,
            takers_points: t,
            defenders_points: d,
            verdict,
            decided_by,
        };
        let bid = |bid, need, must_beat_defence| Rule::Bid {
            bid,
            need,
            must_beat_defence,
        };
        let cases: Vec<(Step, &str)> = vec![
            (Step::CardPoints { a: 102, b: 60 }, "card points: A 102, B 60"),
            (
                Step::NoTrumpsDoubled { a: 0, b: 260 },
                "no trumps: card points doubled to A 0, B 260",
            ),
            (
                Step::Capot { team: A, points: 252 },
                "A took every trick (capot): 252 instead of the card points",
            ),
            (
                Step::Valat { team: B, bonus: 90 },
                "valat: B took every trick, +90",
            ),
            (
                Step::Declared {
                    team: A,
                    items: vec![
                        DeclNote::new(&tierce, 20),
                        DeclNote::new(&run, 100),
                        DeclNote::new(&carre, 200),
                    ],
                },
                "A declares tierce to the K of hearts (20), run of 6 to the A of clubs (100), carré of J (200)",
            ),
            (
                Step::DeclarationsWon {
                    team: B,
                    track: Track::Carres,
                    reason: DeclReason::HigherCarre,
                    points: 150,
                },
                "B's carrés count (higher carré): 150",
            ),
            (
                Step::DeclarationsCancel { track: Track::All },
                "equal best declarations on both sides: no declaration counts",
            ),
            (
                Step::DeclarationsVoid { team: A, points: 50 },
                "A's declarations (50) count for nobody",
            ),
            (
                Step::Belote { team: B, count: 1, points: 20 },
                "belote for B: 20",
            ),
            (
                Step::Belote { team: A, count: 3, points: 60 },
                "3 belotes for A: 60",
            ),
            (
                Step::Total {
                    team: A,
                    cards: 90,
                    declarations: 0,
                    belote: 0,
                    bonus: 0,
                    total: 90,
                },
                "A has 90",
            ),
            (
                Step::Total {
                    team: B,
                    cards: 90,
                    declarations: 20,
                    belote: 20,
                    bonus: 90,
                    total: 220,
                },
                "B: 90 + 20 (declarations) + 20 (belote) + 90 (valat) = 220",
            ),
            (
                verdict(Rule::BeatDefenders, Verdict::Inside, 70, 92),
                "takers B 70 < defenders A 92: inside",
            ),
            (
                verdict(Rule::DoubledMorePoints, Verdict::Made, 9, -3),
                "doubled: takers B 9 > defenders A -3: made, the side with more points takes everything",
            ),
            (
                verdict(Rule::HalfCardPoints, Verdict::Tie, 81, 81),
                "takers B took 81 card points (82 needed, 81 is a tie): tie",
            ),
            (
                verdict(bid(80, 82, true), Verdict::Made, 90, 72),
                "takers B 90 against a bid of 80 (82 needed), defenders 72: made",
            ),
            (
                verdict(bid(100, 100, false), Verdict::Inside, 90, 72),
                "takers B 90 against a bid of 100: inside",
            ),
            (
                verdict(Rule::BidCapot, Verdict::Made, 252, 0),
                "capot bid by B: made",
            ),
            (
                verdict(Rule::TakersCapot, Verdict::Made, 252, 0),
                "takers B took every trick: made",
            ),
            (
                verdict(Rule::DefendersCapot, Verdict::Inside, 0, 252),
                "defenders A took every trick: inside",
            ),
            (
                Step::Scores {
                    team: A,
                    parts: Parts::nonzero(&[(Part::CardPoints, 102)]),
                    total: 102,
                },
                "A scores 102",
            ),
            (
                Step::Scores {
                    team: B,
                    parts: Parts::nonzero(&[
                        (Part::Deal, 162),
                        (Part::Declarations, 0),
                        (Part::Belote, 20),
                    ]),
                    total: 182,
                },
                "B scores 162 (the deal) + 20 (belote) = 182",
            ),
            (Step::Doubled { factor: 4 }, "contract doubled: ×4"),
            (
                Step::Rounded {
                    team: A,
                    from: 85,
                    to: 90,
                    what: Rounds::Score,
                },
                "A: 85 rounded to 90",
            ),
            (
                Step::PotHeld { amount: 81, pot: 162 },
                "tie: 81 held in the pot (pot now 162)",
            ),
            (
                Step::PotAwarded { team: B, amount: 81 },
                "B wins the pot of 81",
            ),
            (
                Step::GameOver {
                    winner: Winner::A,
                    a: 1002,
                    b: 640,
                },
                "game over at A 1002, B 640: A wins",
            ),
            (
                Step::GameOver {
                    winner: Winner::Draw,
                    a: 1002,
                    b: 1002,
                },
                "game over at A 1002, B 1002: a draw",
            ),
            (
                Step::PlayOn { a: 510, b: 510 },
                "both over the target with A 510, B 510: play on",
            ),
            (
                Step::NoEndOnValat,
                "no game is won on a valat deal: one more deal",
            ),
        ];
        for (step, want) in cases {
            assert_eq!(step.to_string(), want, "{step:?}");
            let mut sink = String::new();
            step.write_en(&mut sink).unwrap();
            assert_eq!(sink, want);
        }
    }
}
