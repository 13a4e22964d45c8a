//! Bulgarian, for the players of Bulgarian belot: the game's words (обявилите, противници,
//! вътре, висяща, капо, контра, белот) and the table's (ръка, коз, цака).

use super::piece::{put, sign, Added, Decl, Declarations, Piece, RoemList, Sum, Zvanja};
use super::Language;
use crate::card::{Rank, Suit};
use crate::explain::{DeclReason, Part, Rule, Step, Track};
use crate::model::{RoemItem, Verdict, Winner};
use crate::trick::{Reason, Why};
use std::fmt::{self, Write};

/// Bulgarian.
pub(crate) struct Bg;

#[rustfmt::skip]
impl Language for Bg {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step) -> fmt::Result {
        match step {
            Step::CardPoints { a, b } => put!(f, "точки от картите: A ", a, ", B ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "без коз: точките се удвояват, A ", a, ", B ", b),
            Step::Capot { team, points } => put!(f, team, " взе всички ръце (капо): ", points, " вместо точките от картите"),
            Step::Valat { team, bonus } => put!(f, "капо: ", team, " взе всички ръце, +", bonus),
            Step::Declared { team, items } => put!(f, team, " обявява ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, tracks(*track), " на ", team, " се броят (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "равни най-добри анонси: нито един анонс не се брои",
                Track::Sequences => "равни най-добри поредици: всички поредици отпадат",
                Track::Carres => "равни карета: всички карета отпадат",
                Track::Zvanja => "равни най-добри звания: нито едно не се брои",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "анонсите на ", team, " (", points, ") не се броят за никого"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "белот за ", team, ": ", points)
                } else {
                    put!(f, count, " белота за ", team, ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, team, ": ", cards, Added(*declarations, " (анонси)"), Added(*belote, " (белот)"), Added(*bonus, " (капо)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "обявилите ", takers, " ", t, " ", cmp, " противници ", o, " ", d, ": ", verdict(*v)),
                    Rule::DoubledMorePoints => put!(f, "контра: обявилите ", takers, " ", t, " ", cmp, " противници ", o, " ", d, ": ", verdict(*v), ", отборът с повече точки взима всичко"),
                    Rule::HalfCardPoints => put!(f, "обявилите ", takers, " имат ", t, " точки от картите (нужни 82, 81 = висяща): ", verdict(*v)),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (нужни ", need, ")"));
                        let defence = must_beat_defence.then_some((", противници ", d));
                        put!(f, "обявилите ", takers, " ", t, " при обява ", bid, need, defence, ": ", verdict(*v))
                    }
                    Rule::BidCapot => put!(f, "обявено капо от ", takers, ": ", verdict(*v)),
                    Rule::TakersCapot => put!(f, "обявилите ", takers, " взеха всички ръце: ", verdict(*v)),
                    Rule::DefendersCapot => put!(f, "противниците ", o, " взеха всички ръце: ", verdict(*v)),
                    Rule::CallerMustBeat => put!(f, "обявилите ", takers, " ", t, " ", cmp, " ", o, " ", d, equal.then_some(", равни"), ": ", caller_verdict(*v)),
                    Rule::PlayersMustBeat => put!(f, "играещите ", takers, " ", t, " ", cmp, " ", o, " ", d, equal.then_some(", равни"), ": ", players_verdict(*v)),
                }
            }
            Step::Scores { team, parts, total } => put!(f, team, " записва ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "контра: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, team, ": ", from, " закръглено на ", to),
            Step::PotHeld { amount, pot } => put!(f, "висяща: ", amount, " остават за следващото раздаване (висящи: ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, team, " взима висящите ", amount),
            Step::GameOver { winner, a, b } => match winner {
                Winner::Draw => put!(f, "край на играта при A ", a, ", B ", b, ": равен резултат"),
                w @ (Winner::A | Winner::B) => put!(f, "край на играта при A ", a, ", B ", b, ": печели ", w.as_str()),
            },
            Step::PlayOn { a, b } => put!(f, "и двата отбора минаха целта с A ", a, ", B ", b, ": играта продължава"),
            Step::NoEndOnValat => f.write_str("с капо не се излиза: играе се още едно раздаване"),
            Step::Zvanja { team, items } => put!(f, team, " обявява звания: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "бела (поп и дама коз) за ", team, ": ", points),
            Step::Belot { team, reason } => put!(f, "белот за ", team, why_belot(*reason), ": раздаването не се играе и ", team, " печели играта"),
            Step::Stiglja { team, bonus } => put!(f, "щигля: ", team, " взе всички ръце, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "щигля: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "званията (", zvanja, ") и белата (", bela, ") на ", from)?,
                    (true, false) => put!(f, "званията (", zvanja, ") на ", from)?,
                    (false, _) => put!(f, "белата (", bela, ") на ", from)?,
                }
                match to {
                    Some(t) => put!(f, " отиват при ", t),
                    None => put!(f, " не се броят за никого"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "роем за ", team, ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "пит: ", team, " взе всички ръце, но защитаващите не получават бонус за това")
                } else {
                    put!(f, "пит: ", team, " взе всички ръце, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, team, " има ", Sum(self, parts), total),
        }
    }

    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = why.best;
        match why.reason {
            Reason::Lead => put!(f, "първата карта на ръката е свободна"),
            Reason::FollowSuit => put!(f, "трябва да се отговори на цвета: играна е ", led),
            Reason::FollowAndBeat => put!(f, "трябва да се отговори (", led, ") и да се качи над ", best),
            Reason::FollowCannotBeat => put!(f, "трябва да се отговори (", led, "); нищо не бие ", best, ", затова всяка ", led),
            Reason::TrumpLedOvertrump => put!(f, "игран е коз: трябва да се качи над ", best),
            Reason::TrumpLedAnyTrump => put!(f, "игран е коз: нищо не бие ", best, ", затова всеки коз"),
            Reason::CannotFollowAnyCard => put!(f, "няма ", led, ": всяка карта"),
            Reason::PartnerWinning => put!(f, "няма от цвета и партньорът държи ръката: всяка карта"),
            Reason::NoTrumpInHand => put!(f, "няма ", led, " и няма коз: всяка карта"),
            Reason::MustTrump => put!(f, "няма ", led, " и противник държи ръката: трябва да се цака с коз"),
            Reason::MustOvertrump => put!(f, "няма ", led, ", противник държи ръката с ", best, ": трябва да се качи с по-висок коз"),
            Reason::MustUndertrump => put!(f, "не може да се отговори или да се бие ", best, ": все пак трябва коз"),
            Reason::MayDiscard => put!(f, "не може да се отговори или да се бие ", best, ": всяка карта"),
            Reason::FollowTrumped => put!(f, "трябва да се отговори (", led, "); ръката е цакана, затова всяка ", led),
            Reason::VoidMustTrump => put!(f, "няма ", led, ": трябва да се цака с коз, който и да държи ръката"),
            Reason::VoidMustOvertrump => put!(f, "няма ", led, ": трябва коз, по-висок от ", best, ", дори над партньора"),
            Reason::NoUndertrumping => put!(f, "няма ", led, " и не може да се бие ", best, ": карта, която не е коз (без подцакване)"),
            Reason::OnlyLowerTrumps => put!(f, "няма ", led, " и има само козове, по-ниски от ", best, ": който и да е от тях"),
            Reason::PartnerTrumpMustBeat => put!(f, "няма ", led, ", партньорът държи ръката с ", best, ": всяка карта, но козът трябва да е по-висок"),
        }
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::CardPoints => "точки от картите",
            Part::PointsMade => "изкарани точки",
            Part::Deal => "цялото раздаване",
            Part::Capot => "капо",
            Part::Declarations => "анонси",
            Part::Belote => "белот",
            Part::Bid => "обява",
            Part::FailBase => "основа",
            Part::Doubled => "удвоена стойност",
            Part::GamePoints => "точки",
            Part::Pot => "висящи",
            Part::Zvanja => "звания",
            Part::Bela => "бела",
            Part::Stiglja => "щигля",
            Part::Roem => "роем",
            Part::Pit => "пит",
        }
    }

    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "каре ", rank.label()),
            Decl::Run { length: 3, top, suit } => run(f, "терца", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "кварта", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "квинта", top, suit),
            Decl::Run { length, top, suit } => run(f, ("поредица от ", length), top, suit),
        }
    }

    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "четири ", plural(rank)),
            Decl::Run { length: 8, suit: s, .. } => put!(f, "белот, всичките осем карти ", suit(s)),
            Decl::Run { length: 3, top, suit } => run(f, "терца", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "кварта", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "квинта", top, suit),
            Decl::Run { length, top, suit } => run(f, ("поредица от ", length), top, suit),
        }
    }

    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result {
        match item {
            RoemItem::Run3 => f.write_str("три поредни"),
            RoemItem::Run4 => f.write_str("четири поредни"),
            RoemItem::Stuk => f.write_str("щук, поп и дама коз"),
            RoemItem::Four(rank) => put!(f, "четири ", plural(rank)),
        }
    }
}

/// A run of cards: its name ("tierce", "run of 6"), then its top card and suit.
fn run<W: Write + ?Sized>(f: &mut W, name: impl Piece, top: Rank, s: Suit) -> fmt::Result {
    put!(f, name, " до ", top.label(), " ", suit(s))
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "пика",
        Suit::Hearts => "купа",
        Suit::Diamonds => "каро",
        Suit::Clubs => "спатия",
    }
}

/// A rank in the plural, for "four kings".
fn plural(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "седмици",
        Rank::Eight => "осмици",
        Rank::Nine => "деветки",
        Rank::Ten => "десетки",
        Rank::Jack => "валета",
        Rank::Queen => "дами",
        Rank::King => "попа",
        Rank::Ace => "аса",
    }
}

/// The declarations a comparison is of.
fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "анонсите",
        Track::Sequences => "поредните карти",
        Track::Carres => "каретата",
        Track::Zvanja => "званията",
    }
}

/// Why a team's declarations win.
fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "без съперник",
        DeclReason::CarreBeatsSequence => "каре бие всяка поредица",
        DeclReason::HigherCarre => "по-силно каре",
        DeclReason::Longer => "по-дълга поредица",
        DeclReason::HigherTop => "по-висока старша карта",
        DeclReason::Trump => "равни, но в коз",
        DeclReason::FirstInTurn => "равни, първа по ред на игра",
        DeclReason::HigherValue => "по-висока стойност",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (два белота: този е в коз)",
        DeclReason::FirstInTurn => " (два белота: този е пръв по ред на игра)",
        DeclReason::Uncontested
        | DeclReason::CarreBeatsSequence
        | DeclReason::HigherCarre
        | DeclReason::Longer
        | DeclReason::HigherTop
        | DeclReason::HigherValue => "",
    }
}

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "изкарана",
        Verdict::Inside => "вътре",
        Verdict::Tie => "висяща",
    }
}

/// Bela's verdict words.
fn caller_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "минаха",
        Verdict::Inside => "паднаха (pad)",
        Verdict::Tie => "виси (visi)",
    }
}

/// Klaverjas's verdict words: a contract not made is nat, an equal one too.
fn players_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "изкарана",
        Verdict::Inside | Verdict::Tie => "nat (паднаха)",
    }
}
