//! Dutch, the language of Klaverjas's players: the game's own words (roem, stuk, pit, nat,
//! spelende partij) and the table's (slag, troef, bekennen, introeven, overtroeven,
//! ondertroeven, maat).

use super::piece::{put, sign, Added, Decl, Declarations, Piece, RoemList, Sum, Zvanja};
use super::Language;
use crate::card::{Rank, Suit};
use crate::explain::{DeclReason, Part, Rule, Step, Track};
use crate::model::{RoemItem, Verdict, Winner};
use crate::trick::{Reason, Why};
use std::fmt::{self, Write};

/// Dutch.
pub(crate) struct Nl;

#[rustfmt::skip]
impl Language for Nl {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step) -> fmt::Result {
        match step {
            Step::CardPoints { a, b } => put!(f, "kaartpunten: A ", a, ", B ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "zonder troef: kaartpunten verdubbeld tot A ", a, ", B ", b),
            Step::Capot { team, points } => put!(f, team, " haalde alle slagen (capot): ", points, " in plaats van de kaartpunten"),
            Step::Valat { team, bonus } => put!(f, "valat: ", team, " haalde alle slagen, +", bonus),
            Step::Declared { team, items } => put!(f, team, " meldt ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, "de ", tracks(*track), " van ", team, " tellen (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "gelijke beste meldingen aan beide kanten: geen melding telt",
                Track::Sequences => "gelijke beste reeksen aan beide kanten: alle reeksen vervallen",
                Track::Carres => "gelijke carrés: alle carrés vervallen",
                Track::Zvanja => "gelijke beste zvanja aan beide kanten: geen zvanje telt",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "de meldingen van ", team, " (", points, ") tellen voor niemand"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "belote voor ", team, ": ", points)
                } else {
                    put!(f, count, " belotes voor ", team, ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, team, ": ", cards, Added(*declarations, " (meldingen)"), Added(*belote, " (belote)"), Added(*bonus, " (capot)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "spelers ", takers, " ", t, " ", cmp, " tegenpartij ", o, " ", d, ": ", verdict(*v)),
                    Rule::DoubledMorePoints => put!(f, "gedoubleerd: spelers ", takers, " ", t, " ", cmp, " tegenpartij ", o, " ", d, ": ", verdict(*v), ", de partij met meer punten krijgt alles"),
                    Rule::HalfCardPoints => put!(f, "spelers ", takers, " haalden ", t, " kaartpunten (82 nodig, 81 is gelijk): ", verdict(*v)),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (", need, " nodig)"));
                        let defence = must_beat_defence.then_some((", tegenpartij ", d));
                        put!(f, "spelers ", takers, " ", t, " tegen een bod van ", bid, need, defence, ": ", verdict(*v))
                    }
                    Rule::BidCapot => put!(f, "capot geboden door ", takers, ": ", verdict(*v)),
                    Rule::TakersCapot => put!(f, "spelers ", takers, " haalden alle slagen: ", verdict(*v)),
                    Rule::DefendersCapot => put!(f, "tegenpartij ", o, " haalde alle slagen: ", verdict(*v)),
                    Rule::CallerMustBeat => put!(f, "roepende partij ", takers, " ", t, " ", cmp, " ", o, " ", d, equal.then_some(", gelijk"), ": ", caller_verdict(*v)),
                    Rule::PlayersMustBeat => put!(f, "spelende partij ", takers, " ", t, " ", cmp, " ", o, " ", d, equal.then_some(", gelijk"), ": ", players_verdict(*v)),
                }
            }
            Step::Scores { team, parts, total } => put!(f, team, " schrijft ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "gedoubleerd: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, team, ": ", from, " afgerond op ", to),
            Step::PotHeld { amount, pot } => put!(f, "gelijk: ", amount, " in de pot (pot nu ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, team, " wint de pot van ", amount),
            Step::GameOver { winner, a, b } => match winner {
                Winner::Draw => put!(f, "einde van de partij bij A ", a, ", B ", b, ": gelijkspel"),
                w @ (Winner::A | Winner::B) => put!(f, "einde van de partij bij A ", a, ", B ", b, ": ", w.as_str(), " wint"),
            },
            Step::PlayOn { a, b } => put!(f, "beide partijen over het doel met A ", a, ", B ", b, ": er wordt doorgespeeld"),
            Step::NoEndOnValat => f.write_str("op een valat wordt de partij niet gewonnen: nog een spel"),
            Step::Zvanja { team, items } => put!(f, team, " meldt zvanja: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (troefheer en troefvrouw) voor ", team, ": ", points),
            Step::Belot { team, reason } => put!(f, "belot voor ", team, why_belot(*reason), ": het spel wordt niet gespeeld en ", team, " wint de partij"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja: ", team, " haalde alle slagen, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "de zvanja (", zvanja, ") en de bela (", bela, ") van ", from)?,
                    (true, false) => put!(f, "de zvanja (", zvanja, ") van ", from)?,
                    (false, _) => put!(f, "de bela (", bela, ") van ", from)?,
                }
                match to {
                    Some(t) => put!(f, " gaan naar ", t),
                    None => put!(f, " tellen voor niemand"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem voor ", team, ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit: ", team, " haalde alle slagen, maar de tegenpartij krijgt daar geen 100 voor")
                } else {
                    put!(f, "pit: ", team, " haalde alle slagen, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, team, " heeft ", Sum(self, parts), total),
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
        | DeclReason::HigherValue => "",
    }
}

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "gemaakt",
        Verdict::Inside => "nat",
        Verdict::Tie => "hangt",
    }
}

/// Bela's verdict words.
fn caller_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "gemaakt",
        Verdict::Inside => "gevallen (pad)",
        Verdict::Tie => "hangt (visi)",
    }
}

/// Klaverjas's verdict words: a contract not made is nat, an equal one too.
fn players_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "gemaakt",
        Verdict::Inside | Verdict::Tie => "nat",
    }
}
