//! Bulgarian, for the players of Bulgarian belot: the game's words (обявилите, противници,
//! вътре, висяща, капо, контра, белот) and the table's (ръка, коз, цака).

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

/// Bulgarian.
pub(crate) struct Bg;

#[rustfmt::skip]
impl Language for Bg {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result {
        // The one place a side is written: `A` on `belote score`, its name in the app.
        let side = |team: &Team| sides.name(*team);
        match step {
            Step::CardPoints { a, b } => put!(f, "точки от картите: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "без коз: точките се удвояват, ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Capot { team, points } => put!(f, side(team), " взе всички ръце (капо): ", points, " вместо точките от картите"),
            Step::Valat { team, bonus } => put!(f, "капо: ", side(team), " взе всички ръце, +", bonus),
            Step::Declared { team, items } => put!(f, side(team), " обявява ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, tracks(*track), " на ", side(team), " се броят (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "равни най-добри анонси: нито един анонс не се брои",
                Track::Sequences => "равни най-добри поредици: всички поредици отпадат",
                Track::Carres => "равни карета: всички карета отпадат",
                Track::Zvanja => "равни най-добри звания: нито едно не се брои",
                Track::Projects => "равни най-добри проекти от двете страни: никой проект не се брои",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "анонсите на ", side(team), " (", points, ") не се броят за никого"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "белот за ", side(team), ": ", points)
                } else {
                    put!(f, count, " белота за ", side(team), ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, side(team), ": ", cards, Added(*declarations, " (анонси)"), Added(*belote, " (белот)"), Added(*bonus, " (капо)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                let said = self.verdict(decided_by.verdict_style(), *v);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "обявилите ", side(takers), " ", t, " ", cmp, " противници ", side(&o), " ", d, ": ", said),
                    Rule::DoubledMorePoints => put!(f, "контра: обявилите ", side(takers), " ", t, " ", cmp, " противници ", side(&o), " ", d, ": ", said, ", отборът с повече точки взима всичко"),
                    Rule::HalfCardPoints => put!(f, "обявилите ", side(takers), " имат ", t, " точки от картите (нужни 82, 81 = висяща): ", said),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (нужни ", need, ")"));
                        let defence = must_beat_defence.then_some((", противници ", d));
                        put!(f, "обявилите ", side(takers), " ", t, " при обява ", bid, need, defence, ": ", said)
                    }
                    Rule::BidCapot => put!(f, "обявено капо от ", side(takers), ": ", said),
                    Rule::TakersCapot => put!(f, "обявилите ", side(takers), " взеха всички ръце: ", said),
                    Rule::DefendersCapot => put!(f, "противниците ", side(&o), " взеха всички ръце: ", said),
                    Rule::CallerMustBeat => put!(f, "обявилите ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", равни"), ": ", said),
                    Rule::PlayersMustBeat => put!(f, "играещите ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", равни"), ": ", said),
                }
            }
            Step::Scores { team, parts, total } => put!(f, side(team), " записва ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "контра: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, side(team), ": ", from, " закръглено на ", to),
            Step::PotHeld { amount, pot } => put!(f, "висяща: ", amount, " остават за следващото раздаване (висящи: ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, side(team), " взима висящите ", amount),
            Step::GameOver { winner, a, b } => match winner.side() {
                None => put!(f, "край на играта при ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": равен резултат"),
                Some(w) => put!(f, "край на играта при ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": печели ", side(&w)),
            },
            Step::PlayOn { a, b } => put!(f, "и двата отбора минаха целта с ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": играта продължава"),
            Step::NoEndOnValat => f.write_str("с капо не се излиза: играе се още едно раздаване"),
            Step::Zvanja { team, items } => put!(f, side(team), " обявява звания: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "бела (поп и дама коз) за ", side(team), ": ", points),
            Step::Belot { team, reason } => put!(f, "белот за ", side(team), why_belot(*reason), ": раздаването не се играе и ", side(team), " печели играта"),
            Step::Stiglja { team, bonus } => put!(f, "щигля: ", side(team), " взе всички ръце, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "щигля: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "званията (", zvanja, ") и белата (", bela, ") на ", side(from))?,
                    (true, false) => put!(f, "званията (", zvanja, ") на ", side(from))?,
                    (false, _) => put!(f, "белата (", bela, ") на ", side(from))?,
                }
                match to {
                    Some(t) => put!(f, " отиват при ", side(t)),
                    None => put!(f, " не се броят за никого"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "роем за ", side(team), ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "пит: ", side(team), " взе всички ръце, но защитаващите не получават бонус за това")
                } else {
                    put!(f, "пит: ", side(team), " взе всички ръце, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, side(team), " има ", Sum(self, parts), total),
            Step::Bought { taker, contract, ashkal, double, locked } => {
                put!(f, side(taker), " купи ")?;
                match contract {
                    Contract::Suit(s) => put!(f, "Хокум, коз ", suit(*s))?,
                    Contract::Hokum | Contract::AllTrumps => put!(f, "Хокум")?,
                    Contract::Sun | Contract::NoTrumps => put!(f, "Сън", ashkal.then_some(" с Ашкал"))?,
                }
                put!(f, raise(*double), locked.then_some(", затворено"))
            }
            Step::Typed { a, b, taker, low, high, splits } => {
                put!(f, "въведени точки от играта: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b)?;
                match (low, high) {
                    (Some(l), Some(h)) if l != h => put!(f, ": дават ги абнат на купувача ", side(taker), " от ", l, " до ", h, " (", splits, " разпределения; тук е сметнато с ", l, ")"),
                    (Some(l), _) => put!(f, ": дават ги ", l, " абнат на купувача ", side(taker), ""),
                    _ => put!(f, ": това дават фактите на раздаването"),
                }
            }
            Step::Abnat { a, b } => put!(f, "абнат (точки от карти): ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Converted { team, abnat, points, how } => match how {
                Conversion::NearestTen { rounded } => put!(f, side(team), ": ", abnat, " абнат, закръглени до ", rounded, " (без абнат) → ", points, " точки от играта"),
                Conversion::Sun => put!(f, side(team), ": ", abnat, " абнат → ", points, " точки от играта (Сън: удвоено, ÷ 10, 5 остава)"),
                Conversion::Hokum => put!(f, side(team), ": ", abnat, " абнат → ", points, " точки от играта (Хокум: ÷ 10, от 6 нагоре се закръгля нагоре)"),
                Conversion::LargerDown => put!(f, side(team), ": ", abnat, " абнат → ", points, " точки от играта (и двете купчини завършват на 6: по-голямата се закръгля надолу)"),
                Conversion::BuyerUp => put!(f, side(team), ": ", abnat, " абнат → ", points, " точки от играта (и двете купчини завършват на 6: купувачът закръгля нагоре)"),
            },
            Step::Rest { team, of, other, points } => put!(f, side(team), " взима остатъка: ", of, " − ", other, " = ", points),
            Step::Projects { team, items } => put!(f, side(team), " показва ", Projects(self, items)),
            Step::Baloot { team, points } => put!(f, "Балут (поп и дама коз) за ", side(team), ": ", points),
            Step::BalootCancelled { team } => put!(f, "Балутът на ", side(team), " е в преброената му стотица: не се брои"),
            Step::Weighed { taker, weigh, takers, others, decision: d } => {
                let o = taker.other();
                let what = match weigh {
                    Weigh::GamePoints => " в точки от играта: ",
                    Weigh::Abnat => " в абнат, с проектите: ",
                };
                put!(f, "купувач ", side(taker), " ", takers, " ", sign(*takers, *others), " ", side(&o), " ", others, what, decision(*d))
            }
            Step::ExactTie { rule, winner } => put!(f, "пълно равенство: ", tie_rule(*rule), "; ", side(winner), " печели раздаването"),
            Step::DoubledValue { double, base, level, value } => put!(f, double_name(*double), ": ", base, " × ", level, " = ", value),
            Step::ProjectsMultiplied { points, to } => put!(f, "проекти в удвоеното раздаване: ", points, " → ", to),
            Step::Kaboot { team, reverse, value } => {
                if *reverse {
                    put!(f, "обърнат кабут: ", side(team), " взе всички ръце след извеждането на купувача: ", value)
                } else {
                    put!(f, "кабут: ", side(team), " взе всички ръце: ", value)
                }
            }
            Step::Qaid { team } => put!(f, "каид: доказаното нарушение на ", side(team), " приключва раздаването"),
            Step::Gahwa { team, value } => put!(f, "Гахуа: ", side(team), " печели раздаването и цялата игра: ", value, " (проекти и Балут не се броят)"),
            Step::Handed { from, what, points, to } => match (what, to) {
                (Handed::Projects, Some(t)) if t == from => put!(f, side(from), " запазва проектите си (", points, ")"),
                (Handed::Baloot, Some(t)) if t == from => put!(f, side(from), " запазва Балута си (", points, ")"),
                (Handed::Projects, Some(t)) => put!(f, "проектите на ", side(from), " (", points, ") отиват при ", side(t)),
                (Handed::Baloot, Some(t)) => put!(f, "Балутът на ", side(from), " (", points, ") отива при ", side(t)),
                (Handed::Projects, None) => put!(f, "проектите на ", side(from), " (", points, ") не се броят за никого"),
                (Handed::Baloot, None) => put!(f, "Балутът на ", side(from), " (", points, ") не се брои за никого"),
            },
            Step::SakkaOver { winner, sakka, a, b, won } => put!(f, "сака ", sakka, " за ", side(winner), " при ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, "; спечелени саки: ", side(&Team::A), " ", won[0], ", ", side(&Team::B), " ", won[1]),
            Step::MatchOver { winner, a, b } => put!(f, "мачът свърши, саки ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": ", side(winner), " печели"),
        }
    }

    fn default_side(&self, team: Team) -> &'static str {
        match team {
            Team::A => "Ние",
            Team::B => "Вие",
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
            Reason::LockedNoTrumpLead => put!(f, "играта е затворена: не се извежда коз, докато в ръката има друг цвят"),
            Reason::LockedOnlyTrumps => put!(f, "играта е затворена, но в ръката има само козове: всеки от тях може да се изведе"),
            Reason::TrumpLedPartnerWinning => put!(f, "игран е коз и партньорът държи ръката с ", best, ": всеки коз, без качване над партньора"),
            Reason::PartnerAka => put!(f, "няма ", led, "; партньорът изведе ", best, " като най-силна карта (асо или ака) и държи ръката: всяка карта"),
            Reason::PartnerNotSettled => put!(f, "няма ", led, "; партньорът държи ръката с ", best, ", но това не е нито асо, нито ака, а последният играч още не е играл: трябва да се цака с коз"),
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
            Part::Base => "раздаването",
            Part::Projects => "проекти",
            Part::Baloot => "Балут",
            Part::Kaboot => "кабут",
            Part::Gahwa => "Гахуа",
            Part::Raised => "удвоено раздаване",
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
    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result {
        let name = project_name(p.kind);
        match (project_cards(p), p.length) {
            ((Some(top), Some(s)), Some(3 | 4)) => run(f, name, top, s),
            ((Some(top), Some(s)), Some(n)) => {
                put!(f, name, ": ")?;
                run(f, ("поредица от ", n), top, s)
            }
            ((Some(rank), None), _) => put!(f, name, ": четири ", plural(rank)),
            _ => f.write_str(name),
        }
    }
}

/// A Baloot project's name.
fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "сира",
        ProjectKind::Fifty => "петдесет",
        ProjectKind::Hundred => "сто",
        ProjectKind::FourHundred => "четиристотин",
    }
}

/// How a Baloot deal was raised, after what was bought.
fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => ", удвоено (×2)",
        Double::Three => ", три (×3)",
        Double::Four => ", четири (×4)",
        Double::Gahwa => ", Гахуа",
    }
}

/// A Baloot double by its name.
fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "без удвояване",
        Double::Double | Double::Redouble => "удвояване",
        Double::Three => "три",
        Double::Four => "четири",
        Double::Gahwa => "Гахуа",
    }
}

/// What a Baloot comparison found.
fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "изкарана",
        Decision::Khasara => "хасара (вътре)",
        Decision::Equal => "равни",
    }
}

/// The rule that settles an exact Baloot tie.
fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "всеки пише своето",
        TieRule::BuyerFails => "купувачът пада",
        TieRule::ByContract => "Сън се дели, Хокум пада",
        TieRule::DoublerLoses => "при удвояване губи удвоилият",
        TieRule::LastRaiserLoses => "при удвояване губи последно вдигналият",
        TieRule::BuyerLoses => "при удвояване губи купувачът",
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
        Track::Projects => "проекти",
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
        DeclReason::SequenceBeatsCarre => "поредица бие каре",
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
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}
