//! Bulgarian: the game's words (`impl Words for Bg`), the names the screens and the
//! text sheet give every thing of the game, apart from the sentences the explanations are
//! written in (`mod.rs`).

use super::Bg;
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
impl Words for Bg {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "Класически белот",
            Variant::Contree => "Белот контре",
            Variant::Coinche => "Коанш",
            Variant::Bulgarian => "Бридж-белот",
            Variant::Bela => "Хърватска бела",
            Variant::Klaverjas => "Холандски клаверяс",
            Variant::Baloot => "Саудитски балут",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "Френски белот (всички)",
            Family::Bulgarian => "Бридж-белот",
            Family::Bela => "Хърватска бела",
            Family::Klaverjas => "Клаверяс",
            Family::Baloot => "Саудитски балут",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "Спатия",
            Contract::Suit(Suit::Diamonds) => "Каро",
            Contract::Suit(Suit::Hearts) => "Купа",
            Contract::Suit(Suit::Spades) => "Пика",
            Contract::NoTrumps => "Без коз",
            Contract::AllTrumps => "Всичко коз",
            Contract::Sun => "Сън",
            Contract::Hokum => "Хокум",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "БК",
            Contract::AllTrumps => "ВК",
            Contract::Sun => "Сън",
            Contract::Hokum => "Хокум",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "Без коанш", Bulgarian => "Без контра", Baloot => "Без удвояване" },
            Double::Double => match family { French | Bela | Klaverjas => "Коанш ×2", Bulgarian => "Контра", Baloot => "Удвоено (×2)" },
            Double::Redouble => match family { French | Baloot | Bela | Klaverjas => "Сюркоанш", Bulgarian => "Реконтра" },
            Double::Three => "Три (×3)",
            Double::Four => "Четири (×4)",
            Double::Gahwa => "Гахуа (печели играта)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Капо",
            Thing::Capot => match family { French | Bulgarian => "Капо", Bela => "Štiglja", Klaverjas => "Пит", Baloot => "Кабут" },
            Thing::Forced => match family { French | Baloot | Bulgarian => "Задължително", Bela => "Mus", Klaverjas => "Verplicht" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Белот (поп и дама коз)", Bela => "Бела (поп и дама коз)", Baloot => "Балут (поп и дама коз)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "Белот", Bela => "Бела", Baloot => "Балут" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "Анонси", Bela => "Звания (zvanja)", Baloot => "Проекти" },
            Thing::Roem => "Роем",
            Thing::Sequence => "Поредица",
            Thing::Carre => "Каре",
            Thing::CarreOf => "Каре {rank}",
            Thing::Ashkal => "Ашкал",
            Thing::Locked => "Затворено",
            Thing::Foul => "Нарушение (каид)",
            Thing::Aka => "Ака (обявена най-силна карта)",
            Thing::ReverseCapot => "Обърнат кабут",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Bela | Klaverjas => "Терца", Baloot => "Сира" }),
            Run::Four => Some(match family { French | Klaverjas => "Петдесет", Bulgarian | Bela => "Кварта", Baloot => "Петдесет" }),
            Run::Five => Some(match family { French | Klaverjas => "Сто", Bulgarian | Bela => "Квинта", Baloot => "Сто" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("Белот (и осемте)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "Три поредни",
            RoemWord::Run4 => "Четири поредни",
            RoemWord::Stuk => "Щук (поп и дама коз)",
            RoemWord::StukShort => "Щук",
        }
    }

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "Сира",
            ProjectKind::Fifty => "Петдесет",
            ProjectKind::Hundred => "Сто",
            ProjectKind::FourHundred => "Четиристотин",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Цел",
            OptionKey::Announces => "Анонси",
            OptionKey::ContractRule => "Обявата е изкарана, ако",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "Равенство", Bela | Klaverjas => "Равен резултат" },
            OptionKey::CapotValue => "Стойност на капо",
            OptionKey::DefendersCapot => "Капо на противниците",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "Белот при вътре", Bela => "Бела при падане" },
            OptionKey::InsideDeclarations => "Анонси при вътре",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "Анонси при капо", Bela => "Звания при štiglja" },
            OptionKey::DeclarationTie => "Равни анонси",
            OptionKey::Rounding => "Закръгляване",
            OptionKey::BothReachTarget => "И двата отбора над целта",
            OptionKey::Undertrump => "Задължителен по-нисък коз",
            OptionKey::Bid80Needs82 => "80 иска 82",
            OptionKey::MustBeatDefence => "Да бие и противника",
            OptionKey::BeloteCountsForContract => "Белотът помага на обявата",
            OptionKey::Scoring => "Пресмятане",
            OptionKey::FailBase => "Основа при вътре",
            OptionKey::DoubleScheme => "Коаншът умножава",
            OptionKey::RedoubleFactor => "Множител на сюркоанш",
            OptionKey::BeloteOnFailure => "Белот при вътре",
            OptionKey::CapotUnbid => "Необявено капо",
            OptionKey::CapotBidFailed => "Паднало обявено капо",
            OptionKey::ReachTarget => "Печелене на играта",
            OptionKey::TieRounding => "Закръгляване при висяща",
            OptionKey::NtValatDoubled => "Удвоено капо на без коз",
            OptionKey::ValatCancelsDouble => "Капото отменя контрата",
            OptionKey::EightCardRun => "Поредица от осем карти",
            OptionKey::ValatEnd => "Излизане с капо",
            OptionKey::TrumpSequenceFirst => "Първо поредица в коз",
            OptionKey::System => "Система",
            OptionKey::FourOfAKind => "Каре",
            OptionKey::DefendersPit => "Пит на противниците",
            OptionKey::GameEnd => "Край на играта",
            OptionKey::Deals => "Раздавания",
            OptionKey::Sakkas => "Саки в мач",
            OptionKey::Counting => "Броене",
            OptionKey::Tie => "Пълно равенство",
            OptionKey::HokumRounding => "Хокум 86/76",
            OptionKey::BalootCountsForContract => "Балутът се брои за договора",
            OptionKey::BalootInHundred => "Балут в стотица",
            OptionKey::LoserProjects => "Проектите на паднал купувач",
            OptionKey::BalootOnLoss => "Балутът на загубилия",
            OptionKey::ProjectMultiplier => "Проекти при удвояване",
            OptionKey::DoubledTie => "Равенство при удвояване",
            OptionKey::SunDoubleGate => "Кой може да удвои Сън",
            OptionKey::GahwaScore => "Гахуа пише",
            OptionKey::KabootDoubled => "Кабут при удвояване",
            OptionKey::KabootLoserProjects => "Проектите на обрания отбор",
            OptionKey::ReverseKaboot => "Обърнат кабут",
            OptionKey::QaydTakesProjects => "Нарушението отнема проектите",
            OptionKey::PartnerRelief => "Партньор, който взема, освобождава",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "повече от противника",
            ValueName::HalfCardPoints => "82 точки от картите",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "висят за следващия", Bela => "виси (visi)" },
            ValueName::Inside => match family { French | Baloot | Bulgarian => "вътре", Bela => "обявилият пада (pad)", Klaverjas => "nat" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "изкарана", Klaverjas => "изкарана (половината стига)" },
            ValueName::CapotValue => "стойността на капо",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "остава на притежателя", Bela => "остава на обявилия", Baloot => "остава при държащия" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "при противника", Bela => "за другия отбор" },
            ValueName::Forfeit => "за никого",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "за отбора с капо", Bela => "за отбора със štiglja", Baloot => "отиват при победителите" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "отпадат", Bela => "не се броят за никого", Baloot => "не се броят за никого" },
            ValueName::FirstInTurn => "печели първият",
            ValueName::Cancel => "всички отпадат",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "без", Baloot => "винаги позволено" },
            ValueName::Nearest10 => "до десетица, 5 нагоре",
            ValueName::Nearest10SixUp => "до десетица, 6 нагоре",
            ValueName::HigherTotal => "печели по-високият",
            ValueName::Draw => "равно",
            ValueName::Required => "задължително",
            ValueName::NotRequired => "не е задължително",
            ValueName::MadePlusBid => "точки + обява",
            ValueName::PointsMade => "само точки",
            ValueName::BidOnly => "само обява",
            ValueName::Whole => "(160 + обява) × n",
            ValueName::Official => "официално",
            ValueName::CallerUp => "обявилите нагоре",
            ValueName::HangingUp => "висящите нагоре",
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "еднакво", Baloot => "всеки пише своето" },
            ValueName::OneMoreDeal => "още едно раздаване",
            ValueName::Reach => "достигане",
            ValueName::Exceed => "надминаване",
            ValueName::Yes => "да",
            ValueName::No => "не",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "печели обявилият", Baloot => "купувачът на раздаването печели" },
            ValueName::Amsterdam => "Амстердам",
            ValueName::Rotterdam => "Ротердам",
            ValueName::Jacks200 => "валета 200, другите 100",
            ValueName::All100 => "всички по 100",
            ValueName::Pagat => "Pagat: J 200, от A до 10 по 100, от 9 до 7 нищо",
            ValueName::Deals => "след брой раздавания",
            ValueName::Target => "първият до целта",
            ValueName::WithAbnat => "с абнат",
            ValueName::WithoutAbnat => "без абнат",
            ValueName::BuyerFails => "купувачът пада",
            ValueName::ByContract => "Сън се дели, Хокум пада",
            ValueName::DefendersCounted => "8 : 8 (брои се защитата)",
            ValueName::LargerDown => "по-голямата надолу",
            ValueName::BuyerUp => "9 : 7 (купувачът нагоре)",
            ValueName::Counts => "пак се брои",
            ValueName::Cancelled => "се отменя",
            ValueName::Capped2 => "×2 при всяко ниво",
            ValueName::Full => "× нивото",
            ValueName::HundredCapped => "стотици ×2, останалите × нивото",
            ValueName::DoublerLoses => "удвоилият губи",
            ValueName::LastRaiserLoses => "последно вдигналият губи",
            ValueName::BuyerLoses => "купувачът губи",
            ValueName::Over100 => "купувач над 100, удвояващи до 100",
            ValueName::At100 => "купувач от 100, удвояващи под 100",
            ValueName::Flat => "фиксирано",
            ValueName::ToTarget => "колкото липсва до целта",
            ValueName::Multiplied => "умножено по удвояването",
            ValueName::DefendersTake => "за защитата, ако е обрала купувача",
            ValueName::Settled => "само ако е сигурно (4-ти, или след асо или ака)",
            ValueName::Winning => "щом партньорът взема",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "изкарана",
            (VerdictStyle::Contract, Verdict::Inside) => "вътре",
            (VerdictStyle::Contract, Verdict::Tie) => "висяща",
            (VerdictStyle::Caller, Verdict::Made) => "минаха",
            (VerdictStyle::Caller, Verdict::Inside) => "паднаха (pad)",
            (VerdictStyle::Caller, Verdict::Tie) => "виси (visi)",
            (VerdictStyle::Players, Verdict::Made) => "изкарана",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "nat (паднаха)",
            (VerdictStyle::Buyer, Verdict::Made) => "изкарана",
            (VerdictStyle::Buyer, Verdict::Inside) => "хасара",
            (VerdictStyle::Buyer, Verdict::Tie) => "равенство",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "резултати",
            Heading::Round => "раздаване",
            Heading::Verdict => "изход",
            Heading::Pot => "висящи",
            Heading::Total => "общо",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "висящи: ", pot, " (за победителя в следващото раздаване)"),
            Ending::InProgress => f.write_str("играта продължава"),
            Ending::Draw => f.write_str("край на играта: равен резултат"),
            Ending::Wins(side) => put!(f, "край на играта: ", side, " печели"),
            Ending::SakkaWon(k, side) => put!(f, "сака ", k, " за ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "спечелени саки: ", a, " ", wa, ", ", b, " ", wb),
        }
    }

    fn foul(&self, foul: Foul) -> &'static str {
        match foul {
            Foul::Revoke => "Ренонс",
            Foul::DidNotTrump => "Не цака",
            Foul::DidNotRaise => "Не надцака",
            Foul::LockedTrumpLead => "Изведен коз в затворена игра",
        }
    }

    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str) {
        match joint {
            Joint::And => (", ", " и "),
            Joint::Or => (", ", " или "),
        }
    }
}
