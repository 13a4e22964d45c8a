//! Dutch, the language of Klaverjas's players: the game's own words (roem, stuk, pit, nat,
//! spelende partij) and the table's (slag, troef, bekennen, introeven, overtroeven,
//! ondertroeven, maat).

use super::piece::{put, sign, Added, Decl, Declarations, Piece, RoemList, Sum, Zvanja};
use super::words::{
    Ending, Heading, OptionKey, RoemWord, Run, Thing, ValueName, VerdictStyle, Words,
};
use super::{Language, Sides};
use crate::card::{Contract, Rank, Suit};
use crate::explain::{DeclReason, Part, Rule, Step, Track};
use crate::model::{Double, RoemItem, Team, Verdict};
use crate::trick::{Reason, Why};
use crate::variant::Family::{self, Bela, Bulgarian, French, Klaverjas};
use crate::variant::Variant;
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

/// The game's words (the screens' and the text sheet's).
#[rustfmt::skip]
impl Words for Nl {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "Klassieke belote",
            Variant::Contree => "Belote contrée",
            Variant::Coinche => "Coinche",
            Variant::Bulgarian => "Bulgaarse belot",
            Variant::Bela => "Kroatische bela",
            Variant::Klaverjas => "Klaverjassen",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "Franse belote (alle)",
            Family::Bulgarian => "Bulgaarse belot",
            Family::Bela => "Kroatische bela",
            Family::Klaverjas => "Klaverjassen",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "Klaveren",
            Contract::Suit(Suit::Diamonds) => "Ruiten",
            Contract::Suit(Suit::Hearts) => "Harten",
            Contract::Suit(Suit::Spades) => "Schoppen",
            Contract::NoTrumps => "Zonder troef",
            Contract::AllTrumps => "Alles troef",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "ZT",
            Contract::AllTrumps => "AT",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "Geen coinche", Bulgarian => "Geen doublet" },
            Double::Double => match family { French | Bela | Klaverjas => "Coinche ×2", Bulgarian => "Doublet (kontra)" },
            Double::Redouble => match family { French | Bela | Klaverjas => "Surcoinche", Bulgarian => "Redoublet" },
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Capot",
            Thing::Capot => match family { French | Bulgarian => "Capot", Bela => "Štiglja", Klaverjas => "Pit" },
            Thing::Forced => match family { French | Bulgarian | Klaverjas => "Verplicht", Bela => "Mus" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Belote (troefheer en -vrouw)", Bela => "Bela (troefheer en -vrouw)" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "Meldingen", Bela => "Zvanja" },
            Thing::Roem => "Roem",
            Thing::Sequence => "Reeks",
            Thing::Carre => "Vier gelijke",
            Thing::CarreOf => "Vier {rank}",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "Tierce", Bela => "Terca" }),
            Run::Four => Some(match family { French | Klaverjas => "Vijftig", Bulgarian => "Quarte", Bela => "Kvarta" }),
            Run::Five => Some(match family { French | Klaverjas => "Honderd", Bulgarian => "Quinte", Bela => "Kvinta" }),
            Run::Eight => match family { French | Bulgarian | Klaverjas => None, Bela => Some("Belot (alle acht)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "Drie op rij",
            RoemWord::Run4 => "Vier op rij",
            RoemWord::Stuk => "Stuk (troefheer en -vrouw)",
            RoemWord::StukShort => "Stuk",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Doel",
            OptionKey::Announces => "Meldingen",
            OptionKey::ContractRule => "Contract gemaakt als",
            OptionKey::Litige => match family { French | Bulgarian => "Gelijkspel (litige)", Bela | Klaverjas => "Gelijke totalen" },
            OptionKey::CapotValue => "Waarde van capot",
            OptionKey::DefendersCapot => "Capot van de verdediging",
            OptionKey::BeloteOnInside => match family { French | Bulgarian | Klaverjas => "Belote bij nat", Bela => "Bela na een val" },
            OptionKey::InsideDeclarations => "Meldingen bij nat",
            OptionKey::CapotDeclarations => match family { French | Bulgarian | Klaverjas => "Meldingen bij capot", Bela => "Zvanja na een štiglja" },
            OptionKey::DeclarationTie => "Gelijke meldingen",
            OptionKey::Rounding => "Afronden",
            OptionKey::BothReachTarget => "Beide over het doel",
            OptionKey::Undertrump => "Ondertroeven",
            OptionKey::Bid80Needs82 => "80 vraagt 82",
            OptionKey::MustBeatDefence => "Moet ook de verdediging verslaan",
            OptionKey::BeloteCountsForContract => "Belote telt mee voor het contract",
            OptionKey::Scoring => "Telling",
            OptionKey::FailBase => "Basis bij nat",
            OptionKey::DoubleScheme => "Coinche vermenigvuldigt",
            OptionKey::RedoubleFactor => "Factor van surcoinche",
            OptionKey::BeloteOnFailure => "Belote als het contract nat gaat",
            OptionKey::CapotUnbid => "Niet geboden capot",
            OptionKey::CapotBidFailed => "Mislukt capotbod",
            OptionKey::ReachTarget => "De partij winnen",
            OptionKey::TieRounding => "Afronden bij een hangend spel",
            OptionKey::NtValatDoubled => "Valat zonder troef verdubbeld",
            OptionKey::ValatCancelsDouble => "Valat heft het doublet op",
            OptionKey::EightCardRun => "Reeks van acht kaarten",
            OptionKey::ValatEnd => "Eindigen op een valat",
            OptionKey::TrumpSequenceFirst => "Troefreeks eerst",
            OptionKey::System => "Systeem",
            OptionKey::FourOfAKind => "Vier gelijke",
            OptionKey::DefendersPit => "Pit van de tegenpartij",
            OptionKey::GameEnd => "Einde van de partij",
            OptionKey::Deals => "Spellen",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "verdediging verslaan",
            ValueName::HalfCardPoints => "82 kaartpunten",
            ValueName::Hold => match family { French | Bulgarian | Klaverjas => "blijft staan voor de volgende winnaar", Bela => "blijft hangen (visi)" },
            ValueName::Inside => match family { French | Bulgarian | Klaverjas => "nat", Bela => "troefmakers vallen (pad)" },
            ValueName::Made => match family { French | Bulgarian | Bela => "gemaakt", Klaverjas => "gehaald (de helft is genoeg)" },
            ValueName::CapotValue => "waarde van capot",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "blijft bij de houder", Bela => "troefmakers houden hem" },
            ValueName::Defenders => match family { French | Bulgarian | Klaverjas => "naar de verdediging", Bela => "naar het andere team" },
            ValueName::Forfeit => "tellen voor niemand",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "naar de capotkant", Bela => "naar het štiglja-team" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "vervallen", Bela => "tellen voor niemand" },
            ValueName::FirstInTurn => "de eerste wint",
            ValueName::Cancel => "alle vervallen",
            ValueName::None => "geen",
            ValueName::Nearest10 => "op tientallen, 5 omhoog",
            ValueName::Nearest10SixUp => "op tientallen, 6 omhoog",
            ValueName::HigherTotal => "hoogste totaal wint",
            ValueName::Draw => "gelijkspel",
            ValueName::Required => "verplicht",
            ValueName::NotRequired => "niet verplicht",
            ValueName::MadePlusBid => "behaalde punten + bod",
            ValueName::PointsMade => "behaalde punten",
            ValueName::BidOnly => "alleen het bod",
            ValueName::Whole => "(160 + bod) × n",
            ValueName::Official => "officieel",
            ValueName::CallerUp => "bieders omhoog",
            ValueName::HangingUp => "hangend deel omhoog",
            ValueName::Split => "beide gelijk",
            ValueName::OneMoreDeal => "nog een spel",
            ValueName::Reach => "halen",
            ValueName::Exceed => "overschrijden",
            ValueName::Yes => "ja",
            ValueName::No => "nee",
            ValueName::Taker => "de troefmakers winnen",
            ValueName::Amsterdam => "Amsterdams",
            ValueName::Rotterdam => "Rotterdams",
            ValueName::Jacks200 => "boeren 200, andere 100",
            ValueName::All100 => "alle 100",
            ValueName::Pagat => "Pagat: B 200, A t/m 10 100, 9 t/m 7 niets",
            ValueName::Deals => "na een aantal spellen",
            ValueName::Target => "wie het eerst het doel haalt",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "gemaakt",
            (VerdictStyle::Contract, Verdict::Inside) => "nat",
            (VerdictStyle::Contract, Verdict::Tie) => "hangt",
            (VerdictStyle::Caller, Verdict::Made) => "gemaakt",
            (VerdictStyle::Caller, Verdict::Inside) => "gevallen (pad)",
            (VerdictStyle::Caller, Verdict::Tie) => "hangt (visi)",
            (VerdictStyle::Players, Verdict::Made) => "gemaakt",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "nat",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "scoreblad",
            Heading::Round => "spel",
            Heading::Verdict => "uitslag",
            Heading::Pot => "pot",
            Heading::Total => "totaal",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "pot: ", pot, " (voor de winnaar van het volgende spel)"),
            Ending::InProgress => f.write_str("partij bezig"),
            Ending::Draw => f.write_str("partij voorbij: gelijkspel"),
            Ending::Wins(side) => put!(f, "partij voorbij: ", side, " wint"),
        }
    }
}
