//! Croatian: the game's words (`impl Words for Hr`), the names the screens and the
//! text sheet give every thing of the game, apart from the sentences the explanations are
//! written in (`mod.rs`).

use super::Hr;
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
impl Words for Hr {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "Klasični belot",
            Variant::Contree => "Belot contrée",
            Variant::Coinche => "Coinche",
            Variant::Bulgarian => "Bugarski belot",
            Variant::Bela => "Hrvatska bela",
            Variant::Klaverjas => "Nizozemski klaverjas",
            Variant::Baloot => "Saudijski baloot",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "Francuski belot (svi)",
            Family::Bulgarian => "Bugarski belot",
            Family::Bela => "Hrvatska bela",
            Family::Klaverjas => "Klaverjas",
            Family::Baloot => "Saudijski baloot",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "Tref",
            Contract::Suit(Suit::Diamonds) => "Karo",
            Contract::Suit(Suit::Hearts) => "Herc",
            Contract::Suit(Suit::Spades) => "Pik",
            Contract::NoTrumps => "Bez aduta",
            Contract::AllTrumps => "Svi aduti",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "BA",
            Contract::AllTrumps => "SA",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bulgarian | Bela | Klaverjas => "Bez kontre", Baloot => "Bez dupla" },
            Double::Double => match family { French | Bela | Klaverjas => "Kontra ×2", Bulgarian => "Kontra", Baloot => "Duplo (×2)" },
            Double::Redouble => "Rekontra",
            Double::Three => "Tri (×3)",
            Double::Four => "Četiri (×4)",
            Double::Gahwa => "Gahwa (dobiva igru)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Kapot",
            Thing::Capot => match family { French | Bulgarian => "Kapot", Bela => "Štiglja", Klaverjas => "Pit", Baloot => "Kaboot" },
            Thing::Forced => match family { French | Baloot | Bulgarian => "Morao", Bela => "Mus", Klaverjas => "Verplicht" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Belot (kralj i dama aduta)", Bela => "Bela (kralj i dama aduta)", Baloot => "Baloot (K+D aduta)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "Belot", Bela => "Bela", Baloot => "Baloot" },
            Thing::Declarations => match family { French | Bulgarian | Bela | Klaverjas => "Zvanja", Baloot => "Projekti" },
            Thing::Roem => "Roem",
            Thing::Sequence => "Niz",
            Thing::Carre => "Četiri iste",
            Thing::CarreOf => "Četiri {rank}",
            Thing::Ashkal => "Ashkal",
            Thing::Locked => "Zatvoreno",
            Thing::Foul => "Prekršaj (qaid)",
            Thing::Aka => "Aka (najavljena najjača karta)",
            Thing::ReverseCapot => "Obrnuti kaboot",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Bela | Klaverjas => "Terca", Baloot => "Sira" }),
            Run::Four => Some(match family { French | Klaverjas => "Kvarta (50)", Bulgarian | Bela => "Kvarta", Baloot => "Pedeset" }),
            Run::Five => Some(match family { French | Klaverjas => "Kvinta (100)", Bulgarian | Bela => "Kvinta", Baloot => "Sto" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("Belot (svih osam)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "Tri u nizu",
            RoemWord::Run4 => "Četiri u nizu",
            RoemWord::Stuk => "Stuk (kralj i dama aduta)",
            RoemWord::StukShort => "Stuk",
        }
    }

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "Sira",
            ProjectKind::Fifty => "Pedeset",
            ProjectKind::Hundred => "Sto",
            ProjectKind::FourHundred => "Četiristo",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Cilj",
            OptionKey::Announces => "Zvanja",
            OptionKey::ContractRule => "Ugovor je ispunjen kad",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "Jednako (litige)", Bela | Klaverjas => "Jednaki zbrojevi" },
            OptionKey::CapotValue => "Vrijednost kapota",
            OptionKey::DefendersCapot => "Kapot branitelja",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "Belot kad padnu", Bela => "Bela kad se padne" },
            OptionKey::InsideDeclarations => "Zvanja kad padnu",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "Zvanja kod kapota", Bela => "Zvanja kod štiglje" },
            OptionKey::DeclarationTie => "Jednaka zvanja",
            OptionKey::Rounding => "Zaokruživanje",
            OptionKey::BothReachTarget => "Obje ekipe preko cilja",
            OptionKey::Undertrump => "Podrezivanje",
            OptionKey::Bid80Needs82 => "80 traži 82",
            OptionKey::MustBeatDefence => "Mora nadmašiti i branitelje",
            OptionKey::BeloteCountsForContract => "Belot pomaže ugovoru",
            OptionKey::Scoring => "Bodovanje",
            OptionKey::FailBase => "Osnovica pada",
            OptionKey::DoubleScheme => "Kontra množi",
            OptionKey::RedoubleFactor => "Faktor rekontre",
            OptionKey::BeloteOnFailure => "Belot kad ugovor padne",
            OptionKey::CapotUnbid => "Nenajavljeni kapot",
            OptionKey::CapotBidFailed => "Pali najavljeni kapot",
            OptionKey::ReachTarget => "Pobjeda u igri",
            OptionKey::TieRounding => "Zaokruživanje kad visi",
            OptionKey::NtValatDoubled => "Valat bez aduta udvostručen",
            OptionKey::ValatCancelsDouble => "Valat poništava kontru",
            OptionKey::EightCardRun => "Niz od osam karata",
            OptionKey::ValatEnd => "Kraj na valatu",
            OptionKey::TrumpSequenceFirst => "Prvo niz u adutu",
            OptionKey::System => "Sustav",
            OptionKey::FourOfAKind => "Četiri iste",
            OptionKey::DefendersPit => "Pit branitelja",
            OptionKey::GameEnd => "Kraj igre",
            OptionKey::Deals => "Dijeljenja",
            OptionKey::Sakkas => "Sakke u meču",
            OptionKey::Counting => "Brojanje",
            OptionKey::Tie => "Potpuno izjednačeno",
            OptionKey::HokumRounding => "Hokum 86/76",
            OptionKey::BalootCountsForContract => "Baloot se broji za ugovor",
            OptionKey::BalootInHundred => "Baloot u stotici",
            OptionKey::LoserProjects => "Projekti palog kupca",
            OptionKey::BalootOnLoss => "Baloot gubitnika",
            OptionKey::ProjectMultiplier => "Projekti u udvojenom dijeljenju",
            OptionKey::DoubledTie => "Jednako u udvojenom dijeljenju",
            OptionKey::SunDoubleGate => "Tko smije udvojiti Sun",
            OptionKey::GahwaScore => "Gahwa piše",
            OptionKey::KabootDoubled => "Kaboot u udvojenom dijeljenju",
            OptionKey::KabootLoserProjects => "Projekti pometenog tima",
            OptionKey::ReverseKaboot => "Obrnuti kaboot",
            OptionKey::QaydTakesProjects => "Prekršaj predaje projekte",
            OptionKey::PartnerRelief => "Partner koji nosi oslobađa",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "nadmašiti branitelje",
            ValueName::HalfCardPoints => "82 boda iz karata",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "visi za sljedećeg pobjednika", Bela => "visi" },
            ValueName::Inside => match family { French | Baloot | Bulgarian => "pali", Bela => "pad (zvali su pali)", Klaverjas => "nat" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "prošli", Klaverjas => "prošli (pola je dovoljno)" },
            ValueName::CapotValue => "vrijednost kapota",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "ostaje vlasniku", Bela => "ostaje onima koji su zvali", Baloot => "ostaje vlasniku" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "braniteljima", Bela => "drugoj ekipi" },
            ValueName::Forfeit => "ne broje se nikome",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "ekipi s kapotom", Bela => "ekipi sa štigljom", Baloot => "idu pobjednicima" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "propadaju", Bela => "ne broje se nikome", Baloot => "ne broje se nikome" },
            ValueName::FirstInTurn => "pobjeđuje prvo po redu",
            ValueName::Cancel => "sva se poništavaju",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "bez", Baloot => "uvijek dopušteno" },
            ValueName::Nearest10 => "na desetice, 5 gore",
            ValueName::Nearest10SixUp => "na desetice, 6 gore",
            ValueName::HigherTotal => "pobjeđuje veći zbroj",
            ValueName::Draw => "neriješeno",
            ValueName::Required => "obavezno",
            ValueName::NotRequired => "nije obavezno",
            ValueName::MadePlusBid => "osvojeni bodovi + zvanje",
            ValueName::PointsMade => "osvojeni bodovi",
            ValueName::BidOnly => "samo zvanje",
            ValueName::Whole => "(160 + zvanje) × n",
            ValueName::Official => "službeno",
            ValueName::CallerUp => "zaokružuju oni koji su zvali",
            ValueName::HangingUp => "dio koji visi prema gore",
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "oba jednako", Baloot => "svatko piše svoje" },
            ValueName::OneMoreDeal => "još jedno dijeljenje",
            ValueName::Reach => "dostići",
            ValueName::Exceed => "prijeći",
            ValueName::Yes => "da",
            ValueName::No => "ne",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "pobjeđuje ekipa koja je zvala", Baloot => "pobjeđuje kupac tog dijeljenja" },
            ValueName::Amsterdam => "Amsterdam",
            ValueName::Rotterdam => "Rotterdam",
            ValueName::Jacks200 => "dečki 200, ostali 100",
            ValueName::All100 => "svi 100",
            ValueName::Pagat => "Pagat: J 200, od A do 10 100, od 9 do 7 ništa",
            ValueName::Deals => "nakon broja dijeljenja",
            ValueName::Target => "prvi do cilja",
            ValueName::WithAbnat => "s abnatima",
            ValueName::WithoutAbnat => "bez abnata",
            ValueName::BuyerFails => "kupac pada",
            ValueName::ByContract => "Sun dijeljen, Hokum pada",
            ValueName::DefendersCounted => "8 : 8 (broji se obrana)",
            ValueName::LargerDown => "veća dolje",
            ValueName::BuyerUp => "9 : 7 (kupac gore)",
            ValueName::Counts => "ipak se broji",
            ValueName::Cancelled => "se poništava",
            ValueName::Capped2 => "×2 na svakoj razini",
            ValueName::Full => "× razina",
            ValueName::HundredCapped => "stotice ×2, ostalo × razina",
            ValueName::DoublerLoses => "gubi onaj koji je udvojio",
            ValueName::LastRaiserLoses => "gubi zadnji koji je podigao",
            ValueName::BuyerLoses => "gubi kupac",
            ValueName::Over100 => "kupac iznad 100, udvajači do 100",
            ValueName::At100 => "kupac od 100, udvajači ispod 100",
            ValueName::Flat => "fiksno",
            ValueName::ToTarget => "koliko nedostaje do cilja",
            ValueName::Multiplied => "puta dupla",
            ValueName::DefendersTake => "obrani, ako je pomela kupca",
            ValueName::Settled => "samo kad je sigurno (4., ili iza asa ili ake)",
            ValueName::Winning => "kad god partner nosi",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "prošao",
            (VerdictStyle::Contract, Verdict::Inside) => "pao",
            (VerdictStyle::Contract, Verdict::Tie) => "visi",
            (VerdictStyle::Caller, Verdict::Made) => "prošao",
            (VerdictStyle::Caller, Verdict::Inside) => "pad",
            (VerdictStyle::Caller, Verdict::Tie) => "visi",
            (VerdictStyle::Players, Verdict::Made) => "prošao",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "nat (pao)",
            (VerdictStyle::Buyer, Verdict::Made) => "prošao",
            (VerdictStyle::Buyer, Verdict::Inside) => "khasara",
            (VerdictStyle::Buyer, Verdict::Tie) => "izjednačeno",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "bodovna lista",
            Heading::Round => "runda",
            Heading::Verdict => "ishod",
            Heading::Pot => "visi",
            Heading::Total => "ukupno",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "visi: ", pot, " (za pobjednika sljedeće runde)"),
            Ending::InProgress => f.write_str("igra je u tijeku"),
            Ending::Draw => f.write_str("kraj igre: neriješeno"),
            Ending::Wins(side) => put!(f, "kraj igre: pobjeđuje ", side),
            Ending::SakkaWon(k, side) => put!(f, "sakku ", k, " dobiva ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "dobivene sakke: ", a, " ", wa, ", ", b, " ", wb),
        }
    }

    fn foul(&self, foul: Foul) -> &'static str {
        match foul {
            Foul::Revoke => "Nije poštovao boju",
            Foul::DidNotTrump => "Nije rezao",
            Foul::DidNotRaise => "Nije nadrezao",
            Foul::LockedTrumpLead => "Izašao adutom u zatvorenoj igri",
        }
    }

    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str) {
        match joint {
            Joint::And => (", ", " i "),
            Joint::Or => (", ", " ili "),
        }
    }
}
