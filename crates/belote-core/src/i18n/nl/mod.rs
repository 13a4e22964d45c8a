//! Dutch, the language of Klaverjas's players: the game's own words (roem, stuk, pit, nat,
//! spelende partij) and the table's (slag, troef, bekennen, introeven, overtroeven,
//! ondertroeven, maat).

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

/// Dutch.
pub(crate) struct Nl;

#[rustfmt::skip]
impl Language for Nl {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result {
        // The one place a side is written: `A` on `belote score`, its name in the app.
        let side = |team: &Team| sides.name(*team);
        match step {
            Step::CardPoints { a, b } => put!(f, "kaartpunten: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "zonder troef: kaartpunten verdubbeld tot ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Capot { team, points } => put!(f, side(team), " haalde alle slagen (capot): ", points, " in plaats van de kaartpunten"),
            Step::Valat { team, bonus } => put!(f, "valat: ", side(team), " haalde alle slagen, +", bonus),
            Step::Declared { team, items } => put!(f, side(team), " meldt ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, "de ", tracks(*track), " van ", side(team), " tellen (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "gelijke beste meldingen aan beide kanten: geen melding telt",
                Track::Sequences => "gelijke beste reeksen aan beide kanten: alle reeksen vervallen",
                Track::Carres => "gelijke carrés: alle carrés vervallen",
                Track::Zvanja => "gelijke beste zvanja aan beide kanten: geen zvanje telt",
                Track::Projects => "gelijke beste projecten aan beide kanten: geen project telt",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "de meldingen van ", side(team), " (", points, ") tellen voor niemand"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "belote voor ", side(team), ": ", points)
                } else {
                    put!(f, count, " belotes voor ", side(team), ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, side(team), ": ", cards, Added(*declarations, " (meldingen)"), Added(*belote, " (belote)"), Added(*bonus, " (capot)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                let said = self.verdict(decided_by.verdict_style(), *v);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "spelers ", side(takers), " ", t, " ", cmp, " tegenpartij ", side(&o), " ", d, ": ", said),
                    Rule::DoubledMorePoints => put!(f, "gedoubleerd: spelers ", side(takers), " ", t, " ", cmp, " tegenpartij ", side(&o), " ", d, ": ", said, ", de partij met meer punten krijgt alles"),
                    Rule::HalfCardPoints => put!(f, "spelers ", side(takers), " haalden ", t, " kaartpunten (82 nodig, 81 is gelijk): ", said),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (", need, " nodig)"));
                        let defence = must_beat_defence.then_some((", tegenpartij ", d));
                        put!(f, "spelers ", side(takers), " ", t, " tegen een bod van ", bid, need, defence, ": ", said)
                    }
                    Rule::BidCapot => put!(f, "capot geboden door ", side(takers), ": ", said),
                    Rule::TakersCapot => put!(f, "spelers ", side(takers), " haalden alle slagen: ", said),
                    Rule::DefendersCapot => put!(f, "tegenpartij ", side(&o), " haalde alle slagen: ", said),
                    Rule::CallerMustBeat => put!(f, "roepende partij ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", gelijk"), ": ", said),
                    Rule::PlayersMustBeat => put!(f, "spelende partij ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", gelijk"), ": ", said),
                }
            }
            Step::Scores { team, parts, total } => put!(f, side(team), " schrijft ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "gedoubleerd: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, side(team), ": ", from, " afgerond op ", to),
            Step::PotHeld { amount, pot } => put!(f, "gelijk: ", amount, " in de pot (pot nu ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, side(team), " wint de pot van ", amount),
            Step::GameOver { winner, a, b } => match winner.side() {
                None => put!(f, "einde van de partij bij ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": gelijkspel"),
                Some(w) => put!(f, "einde van de partij bij ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": ", side(&w), " wint"),
            },
            Step::PlayOn { a, b } => put!(f, "beide partijen over het doel met ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": er wordt doorgespeeld"),
            Step::NoEndOnValat => f.write_str("op een valat wordt de partij niet gewonnen: nog een spel"),
            Step::Zvanja { team, items } => put!(f, side(team), " meldt zvanja: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (troefheer en troefvrouw) voor ", side(team), ": ", points),
            Step::Belot { team, reason } => put!(f, "belot voor ", side(team), why_belot(*reason), ": het spel wordt niet gespeeld en ", side(team), " wint de partij"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja: ", side(team), " haalde alle slagen, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "de zvanja (", zvanja, ") en de bela (", bela, ") van ", side(from))?,
                    (true, false) => put!(f, "de zvanja (", zvanja, ") van ", side(from))?,
                    (false, _) => put!(f, "de bela (", bela, ") van ", side(from))?,
                }
                match to {
                    Some(t) => put!(f, " gaan naar ", side(t)),
                    None => put!(f, " tellen voor niemand"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem voor ", side(team), ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit: ", side(team), " haalde alle slagen, maar de tegenpartij krijgt daar geen 100 voor")
                } else {
                    put!(f, "pit: ", side(team), " haalde alle slagen, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, side(team), " heeft ", Sum(self, parts), total),
            Step::Bought { taker, contract, ashkal, double, locked } => {
                put!(f, side(taker), " koopt ")?;
                match contract {
                    Contract::Suit(s) => put!(f, "Hokum in ", suit(*s))?,
                    Contract::Hokum | Contract::AllTrumps => put!(f, "Hokum")?,
                    Contract::Sun | Contract::NoTrumps => put!(f, "Sun", ashkal.then_some(" via Ashkal"))?,
                }
                put!(f, raise(*double), locked.then_some(", gesloten"))
            }
            Step::Typed { a, b, taker, low, high, splits } => {
                put!(f, "ingevoerde spelpunten: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b)?;
                match (low, high) {
                    (Some(l), Some(h)) if l != h => put!(f, ": de abnat van koper ", side(taker), " van ", l, " tot ", h, " geven ze (", splits, " verdelingen; hier geteld met ", l, ")"),
                    (Some(l), _) => put!(f, ": ", l, " abnat van koper ", side(taker), " geven ze"),
                    _ => put!(f, ": wat de feiten van het spel geven"),
                }
            }
            Step::Abnat { a, b } => put!(f, "abnat (kaartpunten): ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Converted { team, abnat, points, how } => match how {
                Conversion::NearestTen { rounded } => put!(f, side(team), ": ", abnat, " abnat afgerond op ", rounded, " (zonder abnat) → ", points, " spelpunten"),
                Conversion::Sun => put!(f, side(team), ": ", abnat, " abnat → ", points, " spelpunten (Sun: verdubbeld, ÷ 10, een 5 blijft)"),
                Conversion::Hokum => put!(f, side(team), ": ", abnat, " abnat → ", points, " spelpunten (Hokum: ÷ 10, vanaf 6 naar boven)"),
                Conversion::LargerDown => put!(f, side(team), ": ", abnat, " abnat → ", points, " spelpunten (beide stapels eindigen op 6: de grootste rondt naar beneden af)"),
                Conversion::BuyerUp => put!(f, side(team), ": ", abnat, " abnat → ", points, " spelpunten (beide stapels eindigen op 6: de koper rondt naar boven af)"),
            },
            Step::Rest { team, of, other, points } => put!(f, side(team), " krijgt de rest: ", of, " − ", other, " = ", points),
            Step::Projects { team, items } => put!(f, side(team), " toont ", Projects(self, items)),
            Step::Baloot { team, points } => put!(f, "Baloot (heer en vrouw van troef) voor ", side(team), ": ", points),
            Step::BalootCancelled { team } => put!(f, "de Baloot van ", side(team), " zit in zijn getelde honderd: hij telt niet"),
            Step::Weighed { taker, weigh, takers, others, decision: d } => {
                let o = taker.other();
                let what = match weigh {
                    Weigh::GamePoints => " in spelpunten: ",
                    Weigh::Abnat => " in abnat, projecten meegeteld: ",
                };
                put!(f, "koper ", side(taker), " ", takers, " ", sign(*takers, *others), " ", side(&o), " ", others, what, decision(*d))
            }
            Step::ExactTie { rule, winner } => put!(f, "precies gelijk: ", tie_rule(*rule), "; ", side(winner), " wint het spel"),
            Step::DoubledValue { double, base, level, value } => put!(f, double_name(*double), ": ", base, " × ", level, " = ", value),
            Step::ProjectsMultiplied { points, to } => put!(f, "projecten in het gedubbelde spel: ", points, " → ", to),
            Step::Kaboot { team, reverse, value } => {
                if *reverse {
                    put!(f, "omgekeerde kaboot: ", side(team), " haalde alle slagen nadat de koper uitkwam: ", value)
                } else {
                    put!(f, "kaboot: ", side(team), " haalde alle slagen: ", value)
                }
            }
            Step::Qaid { team } => put!(f, "qaid: de bewezen fout van ", side(team), " beëindigt het spel"),
            Step::Gahwa { team, value } => put!(f, "Gahwa: ", side(team), " wint het spel en de hele partij: ", value, " (geen project of Baloot telt)"),
            Step::Handed { from, what, points, to } => match (what, to) {
                (Handed::Projects, Some(t)) if t == from => put!(f, side(from), " houdt zijn projecten (", points, ")"),
                (Handed::Baloot, Some(t)) if t == from => put!(f, side(from), " houdt zijn Baloot (", points, ")"),
                (Handed::Projects, Some(t)) => put!(f, "de projecten van ", side(from), " (", points, ") gaan naar ", side(t)),
                (Handed::Baloot, Some(t)) => put!(f, "de Baloot van ", side(from), " (", points, ") gaat naar ", side(t)),
                (Handed::Projects, None) => put!(f, "de projecten van ", side(from), " (", points, ") tellen voor niemand"),
                (Handed::Baloot, None) => put!(f, "de Baloot van ", side(from), " (", points, ") telt voor niemand"),
            },
            Step::SakkaOver { winner, sakka, a, b, won } => put!(f, "sakka ", sakka, " naar ", side(winner), " bij ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, "; gewonnen sakka's: ", side(&Team::A), " ", won[0], ", ", side(&Team::B), " ", won[1]),
            Step::MatchOver { winner, a, b } => put!(f, "match voorbij, sakka's ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": ", side(winner), " wint"),
        }
    }

    fn default_side(&self, team: Team) -> &'static str {
        match team {
            Team::A => "Wij",
            Team::B => "Zij",
        }
    }

    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = why.best;
        match why.reason {
            Reason::Lead => put!(f, "de eerste kaart van een slag is vrij"),
            Reason::FollowSuit => put!(f, "kleur bekennen: ", led, " gevraagd"),
            Reason::FollowAndBeat => put!(f, "kleur bekennen (", led, ") en hoger spelen dan ", best),
            Reason::FollowCannotBeat => put!(f, "kleur bekennen (", led, "); niets gaat over ", best, ", dus elke kaart van die kleur"),
            Reason::TrumpLedOvertrump => put!(f, "troef gevraagd: hoger troeven dan ", best),
            Reason::TrumpLedAnyTrump => put!(f, "troef gevraagd: niets gaat over ", best, ", dus elke troef"),
            Reason::CannotFollowAnyCard => put!(f, "kan geen kleur bekennen (", led, "): elke kaart"),
            Reason::PartnerWinning => put!(f, "kan geen kleur bekennen en de maat heeft de slag: elke kaart"),
            Reason::NoTrumpInHand => put!(f, "kan geen kleur bekennen (", led, ") en heeft geen troef: elke kaart"),
            Reason::MustTrump => put!(f, "kan geen kleur bekennen (", led, ") en een tegenstander heeft de slag: introeven"),
            Reason::MustOvertrump => put!(f, "kan geen kleur bekennen (", led, "), een tegenstander heeft de slag met ", best, ": overtroeven"),
            Reason::MustUndertrump => put!(f, "kan geen kleur bekennen of over ", best, " gaan: toch een lagere troef (ondertroeven verplicht)"),
            Reason::MayDiscard => put!(f, "kan geen kleur bekennen of over ", best, " gaan: elke kaart (ondertroeven niet verplicht)"),
            Reason::FollowTrumped => put!(f, "kleur bekennen (", led, "); de slag is ingetroefd, dus elke kaart van die kleur"),
            Reason::VoidMustTrump => put!(f, "kan geen kleur bekennen (", led, "): introeven, ook als de maat de slag heeft"),
            Reason::VoidMustOvertrump => put!(f, "kan geen kleur bekennen (", led, "): hoger troeven dan ", best, ", ook over de maat heen"),
            Reason::NoUndertrumping => put!(f, "kan geen kleur bekennen (", led, ") en niet over ", best, ": een kaart die geen troef is (niet ondertroeven)"),
            Reason::OnlyLowerTrumps => put!(f, "kan geen kleur bekennen (", led, ") en heeft alleen troeven lager dan ", best, ": elk daarvan"),
            Reason::PartnerTrumpMustBeat => put!(f, "kan geen kleur bekennen (", led, ") en de maat heeft de slag met ", best, ": elke kaart, maar een troef moet hoger zijn"),
            Reason::LockedNoTrumpLead => put!(f, "het spel is gesloten: geen troef uitkomen zolang de hand een andere kleur heeft"),
            Reason::LockedOnlyTrumps => put!(f, "het spel is gesloten, maar de hand heeft alleen troef: elke troef mag uitkomen"),
            Reason::TrumpLedPartnerWinning => put!(f, "troef gevraagd en de maat heeft de slag met ", best, ": elke troef, niet over de maat heen"),
            Reason::PartnerAka => put!(f, "kan geen kleur bekennen (", led, "); de maat kwam uit met ", best, " als hoogste kaart (aas of aka) en heeft de slag: elke kaart"),
            Reason::PartnerNotSettled => put!(f, "kan geen kleur bekennen (", led, "); de maat heeft de slag met ", best, ", maar dat is geen aas en geen aka en de laatste speler moet nog: introeven"),
        }
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::CardPoints => "kaartpunten",
            Part::PointsMade => "gemaakte punten",
            Part::Deal => "het hele spel",
            Part::Capot => "capot",
            Part::Declarations => "meldingen",
            Part::Belote => "belote",
            Part::Bid => "bod",
            Part::FailBase => "basis bij nat",
            Part::Doubled => "gedoubleerde waarde",
            Part::GamePoints => "spelpunten",
            Part::Pot => "pot",
            Part::Zvanja => "zvanja",
            Part::Bela => "bela",
            Part::Stiglja => "štiglja",
            Part::Roem => "roem",
            Part::Pit => "pit",
            Part::Base => "het spel",
            Part::Projects => "projecten",
            Part::Baloot => "Baloot",
            Part::Kaboot => "kaboot",
            Part::Gahwa => "Gahwa",
            Part::Raised => "gedubbeld spel",
        }
    }

    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "carré van ", rank.label()),
            Decl::Run { length: 3, top, suit } => run(f, "driekaart", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "vierkaart", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "vijfkaart", top, suit),
            Decl::Run { length, top, suit } => run(f, ("reeks van ", length), top, suit),
        }
    }

    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "vier ", plural(rank)),
            Decl::Run { length: 8, suit: s, .. } => put!(f, "belot, alle acht ", suit(s)),
            Decl::Run { length: 3, top, suit } => run(f, "terca", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "kvarta", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "kvinta", top, suit),
            Decl::Run { length, top, suit } => run(f, ("reeks van ", length), top, suit),
        }
    }

    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result {
        match item {
            RoemItem::Run3 => f.write_str("driekaart"),
            RoemItem::Run4 => f.write_str("vierkaart"),
            RoemItem::Stuk => f.write_str("stuk, troefheer en troefvrouw"),
            RoemItem::Four(rank) => put!(f, "vier ", plural(rank)),
        }
    }
    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result {
        let name = project_name(p.kind);
        match (project_cards(p), p.length) {
            ((Some(top), Some(s)), Some(3 | 4)) => run(f, name, top, s),
            ((Some(top), Some(s)), Some(n)) => {
                put!(f, name, ": ")?;
                run(f, ("reeks van ", n), top, s)
            }
            ((Some(rank), None), _) => put!(f, name, ": vier ", plural(rank)),
            _ => f.write_str(name),
        }
    }
}

/// A Baloot project's name.
fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "sira",
        ProjectKind::Fifty => "vijftig",
        ProjectKind::Hundred => "honderd",
        ProjectKind::FourHundred => "vierhonderd",
    }
}

/// How a Baloot deal was raised, after what was bought.
fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => ", gedubbeld (×2)",
        Double::Three => ", drie (×3)",
        Double::Four => ", vier (×4)",
        Double::Gahwa => ", Gahwa",
    }
}

/// A Baloot double by its name.
fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "niet gedubbeld",
        Double::Double | Double::Redouble => "dubbel",
        Double::Three => "drie",
        Double::Four => "vier",
        Double::Gahwa => "Gahwa",
    }
}

/// What a Baloot comparison found.
fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "gemaakt",
        Decision::Khasara => "khasara (nat)",
        Decision::Equal => "gelijk",
    }
}

/// The rule that settles an exact Baloot tie.
fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "ieder schrijft het zijne",
        TieRule::BuyerFails => "de koper gaat nat",
        TieRule::ByContract => "Sun gedeeld, Hokum nat",
        TieRule::DoublerLoses => "gedubbeld: wie dubbelde verliest",
        TieRule::LastRaiserLoses => "gedubbeld: wie als laatste verhoogde verliest",
        TieRule::BuyerLoses => "gedubbeld: de koper verliest",
    }
}

/// A run of cards: its name ("tierce", "run of 6"), then its top card and suit.
fn run<W: Write + ?Sized>(f: &mut W, name: impl Piece, top: Rank, s: Suit) -> fmt::Result {
    put!(f, name, " tot de ", top.label(), " van ", suit(s))
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "schoppen",
        Suit::Hearts => "harten",
        Suit::Diamonds => "ruiten",
        Suit::Clubs => "klaveren",
    }
}

/// A rank in the plural, for "four kings".
fn plural(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "zevens",
        Rank::Eight => "achten",
        Rank::Nine => "negens",
        Rank::Ten => "tienen",
        Rank::Jack => "boeren",
        Rank::Queen => "vrouwen",
        Rank::King => "heren",
        Rank::Ace => "azen",
    }
}

/// The declarations a comparison is of.
fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "meldingen",
        Track::Sequences => "reeksen",
        Track::Carres => "carrés",
        Track::Zvanja => "zvanja",
        Track::Projects => "projecten",
    }
}

/// Why a team's declarations win.
fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "zonder tegenspel",
        DeclReason::CarreBeatsSequence => "een carré wint van elke reeks",
        DeclReason::HigherCarre => "hoger carré",
        DeclReason::Longer => "langere reeks",
        DeclReason::HigherTop => "hogere topkaart",
        DeclReason::Trump => "gelijk, maar in troef",
        DeclReason::FirstInTurn => "gelijk, eerst in speelvolgorde",
        DeclReason::HigherValue => "hogere waarde",
        DeclReason::SequenceBeatsCarre => "een reeks wint van vier gelijke",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (twee belots: deze is in troef)",
        DeclReason::FirstInTurn => " (twee belots: deze komt eerst in speelvolgorde)",
        DeclReason::Uncontested
        | DeclReason::CarreBeatsSequence
        | DeclReason::HigherCarre
        | DeclReason::Longer
        | DeclReason::HigherTop
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}
