//! English, the language of `belote score` unless told otherwise (and of `Step`'s and
//! `Why`'s `Display`).

mod notes;
mod words;

use super::piece::{
    project_cards, put, sign, Added, Decl, Declarations, Piece, Projects, RoemList, Sum, Zvanja,
};
use super::words::Words;
use super::{Language, Sides};
use crate::card::{Contract, Rank, Suit};
use crate::explain::{
    Conversion, Decision, DeclReason, Handed, Part, ProjectNote, Rule, Step, TieRule, Track, Weigh,
};
use crate::model::{Double, ProjectKind, RoemItem, Team};
use crate::trick::{Reason, Why};
use std::fmt::{self, Write};

/// English.
pub(crate) struct En;

#[rustfmt::skip]
impl Language for En {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result {
        // The one place a side is written: `A` on `belote score`, its name in the app.
        let side = |team: &Team| sides.name(*team);
        match step {
            Step::CardPoints { a, b } => put!(f, "card points: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "no trumps: card points doubled to ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Capot { team, points } => put!(f, side(team), " took every trick (capot): ", points, " instead of the card points"),
            Step::Valat { team, bonus } => put!(f, "valat: ", side(team), " took every trick, +", bonus),
            Step::Declared { team, items } => put!(f, side(team), " declares ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, side(team), "'s ", tracks(*track), " count (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "equal best declarations on both sides: no declaration counts",
                Track::Sequences => "equal best sequences on both sides: all sequences cancel",
                Track::Carres => "equal carrés: all carrés cancel",
                Track::Zvanja => "equal best zvanja on both sides: no zvanje counts",
                Track::Projects => "equal best projects on both sides: no project counts",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, side(team), "'s declarations (", points, ") count for nobody"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "belote for ", side(team), ": ", points)
                } else {
                    put!(f, count, " belotes for ", side(team), ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                if *declarations == 0 && *belote == 0 && *bonus == 0 {
                    return put!(f, side(team), " has ", total);
                }
                put!(f, side(team), ": ", cards, Added(*declarations, " (declarations)"), Added(*belote, " (belote)"), Added(*bonus, " (valat)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                let said = self.verdict(decided_by.verdict_style(), *v);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "takers ", side(takers), " ", t, " ", cmp, " defenders ", side(&o), " ", d, ": ", said),
                    Rule::DoubledMorePoints => put!(f, "doubled: takers ", side(takers), " ", t, " ", cmp, " defenders ", side(&o), " ", d, ": ", said, ", the side with more points takes everything"),
                    Rule::HalfCardPoints => put!(f, "takers ", side(takers), " took ", t, " card points (82 needed, 81 is a tie): ", said),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (", need, " needed)"));
                        let defence = must_beat_defence.then_some((", defenders ", d));
                        put!(f, "takers ", side(takers), " ", t, " against a bid of ", bid, need, defence, ": ", said)
                    }
                    Rule::BidCapot => put!(f, "capot bid by ", side(takers), ": ", said),
                    Rule::TakersCapot => put!(f, "takers ", side(takers), " took every trick: ", said),
                    Rule::DefendersCapot => put!(f, "defenders ", side(&o), " took every trick: ", said),
                    Rule::CallerMustBeat => put!(f, "caller ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", equal totals"), ": ", said),
                    Rule::PlayersMustBeat => put!(f, "playing team ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", equal totals"), ": ", said),
                }
            }
            Step::Scores { team, parts, total } => put!(f, side(team), " scores ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "contract doubled: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, side(team), ": ", from, " rounded to ", to),
            Step::PotHeld { amount, pot } => put!(f, "tie: ", amount, " held in the pot (pot now ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, side(team), " wins the pot of ", amount),
            Step::GameOver { winner, a, b } => match winner.side() {
                None => put!(f, "game over at ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": a draw"),
                Some(w) => put!(f, "game over at ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": ", side(&w), " wins"),
            },
            Step::PlayOn { a, b } => put!(f, "both over the target with ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": play on"),
            Step::NoEndOnValat => f.write_str("no game is won on a valat deal: one more deal"),
            Step::Zvanja { team, items } => put!(f, side(team), " calls zvanja: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (trump K and Q) for ", side(team), ": ", points),
            Step::Belot { team, reason } => put!(f, "belot for ", side(team), why_belot(*reason), ": the deal is not played and ", side(team), " wins the match"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja: ", side(team), " took every trick, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja: ", side(from), "'s ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "zvanja (", zvanja, ") and bela (", bela, ")")?,
                    (true, false) => put!(f, "zvanja (", zvanja, ")")?,
                    (false, _) => put!(f, "bela (", bela, ")")?,
                }
                match to {
                    Some(t) => put!(f, " go to ", side(t)),
                    None => put!(f, " count for nobody"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem for ", side(team), ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit: ", side(team), " took every trick, but defenders get no bonus for it")
                } else {
                    put!(f, "pit: ", side(team), " took every trick, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, side(team), " has ", Sum(self, parts), total),
            Step::Bought { taker, contract, ashkal, double, locked } => {
                put!(f, side(taker), " bought ")?;
                match contract {
                    Contract::Suit(s) => put!(f, "Hokum in ", suit(*s))?,
                    Contract::Hokum | Contract::AllTrumps => put!(f, "Hokum")?,
                    Contract::Sun | Contract::NoTrumps => put!(f, "Sun", ashkal.then_some(" by Ashkal"))?,
                }
                put!(f, raise(*double), locked.then_some(", closed"))
            }
            Step::Typed { a, b, taker, low, high, splits } => {
                put!(f, "typed game points ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b)?;
                match (low, high) {
                    (Some(l), Some(h)) if l != h => put!(f, ": the buyer ", side(taker), "'s card abnat from ", l, " to ", h, " give them (", splits, " splits; scored here with ", l, ")"),
                    (Some(l), _) => put!(f, ": the buyer ", side(taker), "'s card abnat ", l, " give them"),
                    _ => put!(f, ": what the deal's facts give"),
                }
            }
            Step::Abnat { a, b } => put!(f, "card abnat: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Converted { team, abnat, points, how } => match how {
                Conversion::NearestTen { rounded } => put!(f, side(team), ": ", abnat, " abnat rounded to ", rounded, " (without abnat) → ", points, " game points"),
                Conversion::Sun => put!(f, side(team), ": ", abnat, " abnat → ", points, " game points (Sun: doubled, ÷ 10, a 5 stays)"),
                Conversion::Hokum => put!(f, side(team), ": ", abnat, " abnat → ", points, " game points (Hokum: ÷ 10, 6 and up rounds up)"),
                Conversion::LargerDown => put!(f, side(team), ": ", abnat, " abnat → ", points, " game points (both piles end in 6: the larger rounds down)"),
                Conversion::BuyerUp => put!(f, side(team), ": ", abnat, " abnat → ", points, " game points (both piles end in 6: the buyer rounds up)"),
            },
            Step::Rest { team, of, other, points } => put!(f, side(team), " gets the rest: ", of, " − ", other, " = ", points),
            Step::Projects { team, items } => put!(f, side(team), " shows ", Projects(self, items)),
            Step::Baloot { team, points } => put!(f, "Baloot (K and Q of trumps) for ", side(team), ": ", points),
            Step::BalootCancelled { team } => put!(f, side(team), "'s Baloot lies in its counted hundred: it does not count"),
            Step::Weighed { taker, weigh, takers, others, decision: d } => {
                let o = taker.other();
                let what = match weigh {
                    Weigh::GamePoints => " in game points: ",
                    Weigh::Abnat => " in abnat, projects included: ",
                };
                put!(f, "buyer ", side(taker), " ", takers, " ", sign(*takers, *others), " ", side(&o), " ", others, what, decision(*d))
            }
            Step::ExactTie { rule, winner } => put!(f, "exact tie: ", tie_rule(*rule), "; ", side(winner), " wins the deal"),
            Step::DoubledValue { double, base, level, value } => put!(f, double_name(*double), ": ", base, " × ", level, " = ", value),
            Step::ProjectsMultiplied { points, to } => put!(f, "projects in the doubled deal: ", points, " → ", to),
            Step::Kaboot { team, reverse, value } => {
                if *reverse {
                    put!(f, "reverse kaboot: ", side(team), " took every trick after the buyer led: ", value)
                } else {
                    put!(f, "kaboot: ", side(team), " took every trick: ", value)
                }
            }
            Step::Qaid { team } => put!(f, "qaid: ", side(team), "'s proven foul ends the deal"),
            Step::Gahwa { team, value } => put!(f, "Gahwa: ", side(team), " wins the deal and the whole game: ", value, " (no project or Baloot counts)"),
            Step::Handed { from, what, points, to } => {
                let (thing, go, count) = match what {
                    Handed::Projects => ("projects", ") go to ", ") count for nobody"),
                    Handed::Baloot => ("Baloot", ") goes to ", ") counts for nobody"),
                };
                match to {
                    Some(t) if t == from => put!(f, side(from), " keeps its ", thing, " (", points, ")"),
                    Some(t) => put!(f, side(from), "'s ", thing, " (", points, go, side(t)),
                    None => put!(f, side(from), "'s ", thing, " (", points, count),
                }
            }
            Step::SakkaOver { winner, sakka, a, b, won } => put!(f, "sakka ", sakka, " to ", side(winner), " at ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, "; sakkas won: ", side(&Team::A), " ", won[0], ", ", side(&Team::B), " ", won[1]),
            Step::MatchOver { winner, a, b } => put!(f, "match over, sakkas ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": ", side(winner), " wins"),
        }
    }

    fn default_side(&self, team: Team) -> &'static str {
        match team {
            Team::A => "Us",
            Team::B => "Them",
        }
    }

    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = why.best;
        match why.reason {
            Reason::Lead => put!(f, "the first card of a trick may be any card"),
            Reason::FollowSuit => put!(f, "must follow suit: ", led, " were led"),
            Reason::FollowAndBeat => put!(f, "must follow suit (", led, ") and beat the ", best),
            Reason::FollowCannotBeat => put!(f, "must follow suit (", led, "); no card beats the ", best, ", so any ", led),
            Reason::TrumpLedOvertrump => put!(f, "trumps were led: must play a trump higher than the ", best),
            Reason::TrumpLedAnyTrump => put!(f, "trumps were led: no trump beats the ", best, ", so any trump"),
            Reason::CannotFollowAnyCard => put!(f, "cannot follow suit (", led, "): any card"),
            Reason::PartnerWinning => put!(f, "cannot follow suit and partner is winning the trick: any card"),
            Reason::NoTrumpInHand => put!(f, "cannot follow suit (", led, ") and holds no trump: any card"),
            Reason::MustTrump => put!(f, "cannot follow suit (", led, ") and an opponent is winning: must trump"),
            Reason::MustOvertrump => put!(f, "cannot follow suit (", led, ") and an opponent is winning with the ", best, ": must overtrump"),
            Reason::MustUndertrump => put!(f, "cannot follow suit or beat the ", best, ": must still play a trump (undertrump required)"),
            Reason::MayDiscard => put!(f, "cannot follow suit or beat the ", best, ": any card (undertrump not required)"),
            Reason::FollowTrumped => put!(f, "must follow suit (", led, "); the trick is trumped, so any card of ", led),
            Reason::VoidMustTrump => put!(f, "cannot follow suit (", led, "): must trump, whoever is winning"),
            Reason::VoidMustOvertrump => put!(f, "cannot follow suit (", led, "): must play a trump higher than the ", best, ", whoever is winning"),
            Reason::NoUndertrumping => put!(f, "cannot follow suit (", led, ") or beat the ", best, ": a card that is not a trump (no undertrumping)"),
            Reason::OnlyLowerTrumps => put!(f, "cannot follow suit (", led, ") and holds only trumps lower than the ", best, ": any of them"),
            Reason::PartnerTrumpMustBeat => put!(f, "cannot follow suit (", led, ") and partner is winning with the ", best, ": any card, but a trump must beat it"),
            Reason::LockedNoTrumpLead => put!(f, "the game is locked: a trump may not be led while the hand holds another suit"),
            Reason::LockedOnlyTrumps => put!(f, "the game is locked, but the hand holds only trumps: any of them may be led"),
            Reason::TrumpLedPartnerWinning => put!(f, "trumps were led and partner is winning with the ", best, ": any trump, no need to beat partner"),
            Reason::PartnerAka => put!(f, "cannot follow suit (", led, "); partner led the ", best, " as the master card (ace or aka) and is winning: any card"),
            Reason::PartnerNotSettled => put!(f, "cannot follow suit (", led, "); partner is winning with the ", best, ", but it is neither an ace nor an aka and the last player is still to come: must trump"),
        }
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
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
            Part::Base => "the deal",
            Part::Projects => "projects",
            Part::Baloot => "Baloot",
            Part::Kaboot => "kaboot",
            Part::Gahwa => "Gahwa",
            Part::Raised => "doubled deal",
        }
    }

    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "carré of ", rank.label()),
            Decl::Run { length: 3, top, suit } => run(f, "tierce", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "quarte", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "quinte", top, suit),
            Decl::Run { length, top, suit } => run(f, ("run of ", length), top, suit),
        }
    }

    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "four ", plural(rank)),
            Decl::Run { length: 8, suit: s, .. } => put!(f, "belot, all eight ", suit(s)),
            Decl::Run { length: 3, top, suit } => run(f, "terca", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "kvarta", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "kvinta", top, suit),
            Decl::Run { length, top, suit } => run(f, ("run of ", length), top, suit),
        }
    }

    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result {
        match item {
            RoemItem::Run3 => f.write_str("run of three"),
            RoemItem::Run4 => f.write_str("run of four"),
            RoemItem::Stuk => f.write_str("stuk, trump K and Q"),
            RoemItem::Four(rank) => put!(f, "four ", plural(rank)),
        }
    }

    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result {
        let name = project_name(p.kind);
        match (project_cards(p), p.length) {
            ((Some(top), Some(s)), Some(3 | 4)) => put!(f, name, " to the ", top.label(), " of ", suit(s)),
            ((Some(top), Some(s)), Some(n)) => put!(f, name, ": run of ", n, " to the ", top.label(), " of ", suit(s)),
            ((Some(rank), None), _) => put!(f, name, ": four ", plural(rank)),
            _ => f.write_str(name),
        }
    }
}

/// A Baloot project's name.
fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "sira",
        ProjectKind::Fifty => "fifty",
        ProjectKind::Hundred => "hundred",
        ProjectKind::FourHundred => "four hundred",
    }
}

/// How a Baloot deal was raised, after what was bought: ", doubled (×2)".
fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => ", doubled (×2)",
        Double::Three => ", three (×3)",
        Double::Four => ", four (×4)",
        Double::Gahwa => ", Gahwa",
    }
}

/// A Baloot double by its name.
fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "not doubled",
        Double::Double | Double::Redouble => "double",
        Double::Three => "three",
        Double::Four => "four",
        Double::Gahwa => "Gahwa",
    }
}

/// What a Baloot comparison found.
fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "made",
        Decision::Khasara => "khasara",
        Decision::Equal => "equal",
    }
}

/// The rule that settles an exact Baloot tie.
fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "each side writes its own",
        TieRule::BuyerFails => "the buyer fails",
        TieRule::ByContract => "Sun is split, Hokum fails the buyer",
        TieRule::DoublerLoses => "in a doubled deal the team that doubled loses",
        TieRule::LastRaiserLoses => "in a doubled deal the team that raised last loses",
        TieRule::BuyerLoses => "in a doubled deal the buyer loses",
    }
}

/// A run of cards: its name ("tierce", "run of 6"), then its top card and suit.
fn run<W: Write + ?Sized>(f: &mut W, name: impl Piece, top: Rank, s: Suit) -> fmt::Result {
    put!(f, name, " to the ", top.label(), " of ", suit(s))
}

impl Step {
    /// The step in plain English, written into any text sink — a `Formatter` (`Display`),
    /// a `String`, or straight into `belote score`'s JSON output.
    pub fn write_en<W: Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        En.step(f, self, Sides::LETTERS)
    }
}

/// The step in English (`i18n` writes it in the other languages).
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        En.step(f, self, Sides::LETTERS)
    }
}

/// The reason in English (`i18n` writes it in the other languages).
impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        En.why(f, self)
    }
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// A rank in the plural, for "four kings".
fn plural(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "sevens",
        Rank::Eight => "eights",
        Rank::Nine => "nines",
        Rank::Ten => "tens",
        Rank::Jack => "jacks",
        Rank::Queen => "queens",
        Rank::King => "kings",
        Rank::Ace => "aces",
    }
}

/// The declarations a comparison is of.
fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "declarations",
        Track::Sequences => "sequences",
        Track::Carres => "carrés",
        Track::Zvanja => "zvanja",
        Track::Projects => "projects",
    }
}

/// Why a team's declarations win.
fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "uncontested",
        DeclReason::CarreBeatsSequence => "a carré beats any sequence",
        DeclReason::HigherCarre => "higher carré",
        DeclReason::Longer => "longer sequence",
        DeclReason::HigherTop => "higher top card",
        DeclReason::Trump => "equal, but in trumps",
        DeclReason::FirstInTurn => "equal, first in order of play",
        DeclReason::HigherValue => "higher value",
        DeclReason::SequenceBeatsCarre => "a run beats four of a kind",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (two belots: this one is in trumps)",
        DeclReason::FirstInTurn => " (two belots: this one comes first in order of play)",
        DeclReason::Uncontested
        | DeclReason::CarreBeatsSequence
        | DeclReason::HigherCarre
        | DeclReason::Longer
        | DeclReason::HigherTop
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}

#[cfg(test)]
mod tests;
