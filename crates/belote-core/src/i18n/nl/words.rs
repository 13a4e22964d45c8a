//! Dutch: the game's words (`impl Words for Nl`), the names the screens and the
//! text sheet give every thing of the game, apart from the sentences the explanations are
//! written in (`mod.rs`).

use super::Nl;
use crate::card::{Contract, Suit};
use crate::i18n::piece::put;
use crate::i18n::words::{
    Ending, Heading, OptionKey, RoemWord, Run, Thing, ValueName, VerdictStyle, Words,
};
use crate::i18n::Joint;
use crate::model::{Double, ProjectKind, Verdict};
use crate::trick::Foul;
use crate::variant::Family::{self, Baloot, Bela, Bulgarian, French, Klaverjas};
use crate::variant::Variant;
use std::fmt::{self, Write};

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
            Variant::Baloot => "Saudisch baloot",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "Franse belote (alle)",
            Family::Bulgarian => "Bulgaarse belot",
            Family::Bela => "Kroatische bela",
            Family::Klaverjas => "Klaverjassen",
            Family::Baloot => "Saudisch baloot",
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
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "ZT",
            Contract::AllTrumps => "AT",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "Geen coinche", Bulgarian => "Geen doublet", Baloot => "Niet gedubbeld" },
            Double::Double => match family { French | Bela | Klaverjas => "Coinche ×2", Bulgarian => "Doublet (kontra)", Baloot => "Dubbel (×2)" },
            Double::Redouble => match family { French | Baloot | Bela | Klaverjas => "Surcoinche", Bulgarian => "Redoublet" },
            Double::Three => "Drie (×3)",
            Double::Four => "Vier (×4)",
            Double::Gahwa => "Gahwa (wint de partij)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Capot",
            Thing::Capot => match family { French | Bulgarian => "Capot", Bela => "Štiglja", Klaverjas => "Pit", Baloot => "Kaboot" },
            Thing::Forced => match family { French | Baloot | Bulgarian | Klaverjas => "Verplicht", Bela => "Mus" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Belote (troefheer en -vrouw)", Bela => "Bela (troefheer en -vrouw)", Baloot => "Baloot (troef H+V)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "Belote", Bela => "Bela", Baloot => "Baloot" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "Meldingen", Bela => "Zvanja", Baloot => "Projecten" },
            Thing::Roem => "Roem",
            Thing::Sequence => "Reeks",
            Thing::Carre => "Vier gelijke",
            Thing::CarreOf => "Vier {rank}",
            Thing::Ashkal => "Ashkal",
            Thing::Locked => "Gesloten",
            Thing::Foul => "Fout (qaid)",
            Thing::Aka => "Aka (hoogste kaart gemeld)",
            Thing::ReverseCapot => "Omgekeerde kaboot",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "Tierce", Bela => "Terca", Baloot => "Sira" }),
            Run::Four => Some(match family { French | Klaverjas => "Vijftig", Bulgarian => "Quarte", Bela => "Kvarta", Baloot => "Vijftig" }),
            Run::Five => Some(match family { French | Klaverjas => "Honderd", Bulgarian => "Quinte", Bela => "Kvinta", Baloot => "Honderd" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("Belot (alle acht)") },
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

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "Sira",
            ProjectKind::Fifty => "Vijftig",
            ProjectKind::Hundred => "Honderd",
            ProjectKind::FourHundred => "Vierhonderd",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Doel",
            OptionKey::Announces => "Meldingen",
            OptionKey::ContractRule => "Contract gemaakt als",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "Gelijkspel (litige)", Bela | Klaverjas => "Gelijke totalen" },
            OptionKey::CapotValue => "Waarde van capot",
            OptionKey::DefendersCapot => "Capot van de verdediging",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "Belote bij nat", Bela => "Bela na een val" },
            OptionKey::InsideDeclarations => "Meldingen bij nat",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "Meldingen bij capot", Bela => "Zvanja na een štiglja" },
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
            OptionKey::Sakkas => "Sakka's per match",
            OptionKey::Counting => "Tellen",
            OptionKey::Tie => "Precies gelijk",
            OptionKey::HokumRounding => "Hokum 86/76",
            OptionKey::BalootCountsForContract => "Baloot telt mee voor het contract",
            OptionKey::BalootInHundred => "Baloot in een honderd",
            OptionKey::LoserProjects => "Projecten van een natte koper",
            OptionKey::BalootOnLoss => "Baloot van de verliezer",
            OptionKey::ProjectMultiplier => "Projecten bij dubbelen",
            OptionKey::DoubledTie => "Gelijk bij dubbelen",
            OptionKey::SunDoubleGate => "Wie Sun mag dubbelen",
            OptionKey::GahwaScore => "Gahwa schrijft",
            OptionKey::KabootDoubled => "Kaboot bij dubbelen",
            OptionKey::KabootLoserProjects => "Projecten van het geveegde team",
            OptionKey::ReverseKaboot => "Omgekeerde kaboot",
            OptionKey::QaydTakesProjects => "Een fout geeft de projecten af",
            OptionKey::PartnerRelief => "Maat aan slag ontslaat",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "verdediging verslaan",
            ValueName::HalfCardPoints => "82 kaartpunten",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "blijft staan voor de volgende winnaar", Bela => "blijft hangen (visi)" },
            ValueName::Inside => match family { French | Baloot | Bulgarian | Klaverjas => "nat", Bela => "troefmakers vallen (pad)" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "gemaakt", Klaverjas => "gehaald (de helft is genoeg)" },
            ValueName::CapotValue => "waarde van capot",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "blijft bij de houder", Bela => "troefmakers houden hem", Baloot => "blijft bij de houder" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "naar de verdediging", Bela => "naar het andere team" },
            ValueName::Forfeit => "tellen voor niemand",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "naar de capotkant", Bela => "naar het štiglja-team", Baloot => "gaan naar de winnaars" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "vervallen", Bela => "tellen voor niemand", Baloot => "tellen voor niemand" },
            ValueName::FirstInTurn => "de eerste wint",
            ValueName::Cancel => "alle vervallen",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "geen", Baloot => "altijd toegestaan" },
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
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "beide gelijk", Baloot => "ieder schrijft het zijne" },
            ValueName::OneMoreDeal => "nog een spel",
            ValueName::Reach => "halen",
            ValueName::Exceed => "overschrijden",
            ValueName::Yes => "ja",
            ValueName::No => "nee",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "de troefmakers winnen", Baloot => "de koper van dat spel wint" },
            ValueName::Amsterdam => "Amsterdams",
            ValueName::Rotterdam => "Rotterdams",
            ValueName::Jacks200 => "boeren 200, andere 100",
            ValueName::All100 => "alle 100",
            ValueName::Pagat => "Pagat: B 200, A t/m 10 100, 9 t/m 7 niets",
            ValueName::Deals => "na een aantal spellen",
            ValueName::Target => "wie het eerst het doel haalt",
            ValueName::WithAbnat => "met abnat",
            ValueName::WithoutAbnat => "zonder abnat",
            ValueName::BuyerFails => "de koper gaat nat",
            ValueName::ByContract => "Sun gedeeld, Hokum nat",
            ValueName::DefendersCounted => "8 : 8 (tel de verdedigers)",
            ValueName::LargerDown => "de grootste naar beneden",
            ValueName::BuyerUp => "9 : 7 (de koper naar boven)",
            ValueName::Counts => "telt toch",
            ValueName::Cancelled => "vervalt",
            ValueName::Capped2 => "×2 op elk niveau",
            ValueName::Full => "× het niveau",
            ValueName::HundredCapped => "honderden ×2, de rest × het niveau",
            ValueName::DoublerLoses => "wie dubbelde verliest",
            ValueName::LastRaiserLoses => "wie het laatst verhoogde verliest",
            ValueName::BuyerLoses => "de koper verliest",
            ValueName::Over100 => "koper boven 100, dubbelaars tot 100",
            ValueName::At100 => "koper vanaf 100, dubbelaars onder 100",
            ValueName::Flat => "vast",
            ValueName::ToTarget => "wat tot het doel ontbreekt",
            ValueName::Multiplied => "maal het dubbel",
            ValueName::DefendersTake => "naar de verdedigers, als zij de koper veegden",
            ValueName::Settled => "alleen als het vaststaat (4e, of achter een aas of aka)",
            ValueName::Winning => "zodra de maat aan slag is",
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
            (VerdictStyle::Buyer, Verdict::Made) => "gemaakt",
            (VerdictStyle::Buyer, Verdict::Inside) => "khasara",
            (VerdictStyle::Buyer, Verdict::Tie) => "gelijk",
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
            Ending::SakkaWon(k, side) => put!(f, "sakka ", k, " gewonnen door ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "gewonnen sakka's: ", a, " ", wa, ", ", b, " ", wb),
        }
    }

    fn foul(&self, foul: Foul) -> &'static str {
        match foul {
            Foul::Revoke => "Verzaakt",
            Foul::DidNotTrump => "Niet getroefd",
            Foul::DidNotRaise => "Niet overgetroefd",
            Foul::LockedTrumpLead => "Troef uitgekomen in een gesloten spel",
        }
    }

    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str) {
        match joint {
            Joint::And => (", ", " en "),
            Joint::Or => (", ", " of "),
        }
    }
}
