//! Arabic: the game's words (`impl Words for Ar`), the names the screens and the text sheet
//! give every thing of the game, apart from the sentences the explanations are written in
//! (`mod.rs`).

use super::Ar;
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

/// The game's words in Arabic: Baloot's own where the game is Baloot, the other games' as an
/// Arabic speaker would name them. No word sets two numbers apart by signs alone.
#[rustfmt::skip]
impl Words for Ar {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "البلوت الفرنسي الكلاسيكي",
            Variant::Contree => "البلوت الفرنسي كونتريه",
            Variant::Coinche => "كوانش",
            Variant::Bulgarian => "البلوت البلغاري",
            Variant::Bela => "البيلا الكرواتية",
            Variant::Klaverjas => "الكلافرياس الهولندي",
            Variant::Baloot => "البلوت السعودي",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "كل البلوت الفرنسي",
            Family::Bulgarian => "البلوت البلغاري",
            Family::Bela => "البيلا الكرواتية",
            Family::Klaverjas => "الكلافرياس",
            Family::Baloot => "البلوت السعودي",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "شريا",
            Contract::Suit(Suit::Diamonds) => "ديمن",
            Contract::Suit(Suit::Hearts) => "هاص",
            Contract::Suit(Suit::Spades) => "سبيت",
            Contract::NoTrumps => "بلا حكم",
            Contract::AllTrumps => "كله حكم",
            Contract::Sun => "صن",
            Contract::Hokum => "حكم (بلا نوع مكتوب)",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "بلا حكم",
            Contract::AllTrumps => "كله حكم",
            Contract::Sun => "صن",
            Contract::Hokum => "حكم",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "بلا كوانش", Bulgarian => "بلا كونترا", Baloot => "بلا دبل" },
            Double::Double => match family { French | Bela | Klaverjas => "كوانش", Bulgarian => "كونترا", Baloot => "دبل" },
            Double::Redouble => match family { French | Baloot | Bela | Klaverjas => "سوركوانش", Bulgarian => "ريكونترا" },
            Double::Three => "ثري",
            Double::Four => "فور",
            Double::Gahwa => "قهوة (تكسب الصكة)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "كابو",
            Thing::Capot => match family { French | Bulgarian => "كابو", Bela => "شتيليا", Klaverjas => "بِت", Baloot => "كبوت" },
            Thing::Forced => match family { French | Baloot | Bulgarian => "مُجبر", Bela => "موس", Klaverjas => "فيربليخت" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "بيلوت (الشايب والبنت الحكم)", Bela => "بيلا (الشايب والبنت الحكم)", Baloot => "بلوت (الشايب والبنت الحكم)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "بيلوت", Bela => "بيلا", Baloot => "بلوت" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "إعلانات", Bela => "زفانيا", Baloot => "مشاريع" },
            Thing::Roem => "روم",
            Thing::Sequence => "سلسلة",
            Thing::Carre => "أربع من نوع",
            Thing::CarreOf => "أربع {rank}",
            Thing::Ashkal => "أشكال",
            Thing::Locked => "مقفول",
            Thing::Foul => "قيد",
            Thing::Aka => "إكه",
            Thing::ReverseCapot => "كبوت مقلوب",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "تيرس", Bela => "تيرتسا", Baloot => "سرا" }),
            Run::Four => Some(match family { French | Klaverjas => "خمسين", Bulgarian => "كارت", Bela => "كفارتا", Baloot => "خمسين" }),
            Run::Five => Some(match family { French | Klaverjas => "مية", Bulgarian => "كانت", Bela => "كفينتا", Baloot => "مية" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("بيلوت (الثماني كلها)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "ثلاث متتالية",
            RoemWord::Run4 => "أربع متتالية",
            RoemWord::Stuk => "ستوك (الشايب والبنت الحكم)",
            RoemWord::StukShort => "ستوك",
        }
    }

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "سرا",
            ProjectKind::Fifty => "خمسين",
            ProjectKind::Hundred => "مية",
            ProjectKind::FourHundred => "أربعمية",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "الهدف",
            OptionKey::Announces => "الإعلانات",
            OptionKey::ContractRule => "متى ينجح العقد",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "التعادل (ليتيج)", Bela | Klaverjas => "مجموعان متساويان" },
            OptionKey::CapotValue => "قيمة الكابو",
            OptionKey::DefendersCapot => "كابو الدفاع",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "البيلوت عند السقوط", Bela => "البيلا بعد السقوط" },
            OptionKey::InsideDeclarations => "الإعلانات عند السقوط",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "الإعلانات في الكابو", Bela => "الزفانيا بعد الشتيليا" },
            OptionKey::DeclarationTie => "إعلانات متساوية",
            OptionKey::Rounding => "التقريب",
            OptionKey::BothReachTarget => "الفريقان فوق الهدف",
            OptionKey::Undertrump => match family { French | Bulgarian | Bela | Klaverjas => "اللعب تحت الحكم", Baloot => "الدق تحت حكم الخصم" },
            OptionKey::Bid80Needs82 => "طلب الثمانين يحتاج اثنين وثمانين",
            OptionKey::MustBeatDefence => "يجب أيضًا تجاوز الدفاع",
            OptionKey::BeloteCountsForContract => "البيلوت يُحسب للعقد",
            OptionKey::Scoring => "طريقة الحساب",
            OptionKey::FailBase => "أساس العقد الساقط",
            OptionKey::DoubleScheme => "ما يضاعفه الكوانش",
            OptionKey::RedoubleFactor => "مضاعف السوركوانش",
            OptionKey::BeloteOnFailure => "البيلوت عند سقوط العقد",
            OptionKey::CapotUnbid => "كابو بلا طلب",
            OptionKey::CapotBidFailed => "طلب كابو ساقط",
            OptionKey::ReachTarget => "كسب اللعبة",
            OptionKey::TieRounding => "تقريب التوزيعة المعلّقة",
            OptionKey::NtValatDoubled => "فالات بلا حكم مضاعف",
            OptionKey::ValatCancelsDouble => "الفالات يلغي المضاعفة",
            OptionKey::EightCardRun => "سلسلة الثماني أوراق",
            OptionKey::ValatEnd => "الانتهاء على فالات",
            OptionKey::TrumpSequenceFirst => "سلسلة الحكم أولًا",
            OptionKey::System => "النظام",
            OptionKey::FourOfAKind => "أربع من نوع",
            OptionKey::DefendersPit => "بِت الدفاع",
            OptionKey::GameEnd => "نهاية اللعبة",
            OptionKey::Deals => "التوزيعات",
            OptionKey::Sakkas => "الصكات في المباراة",
            OptionKey::Counting => "الحسبة",
            OptionKey::Tie => "التعادل التام",
            OptionKey::HokumRounding => "حسبة الحكم عند الستة والستة",
            OptionKey::BalootCountsForContract => "البلوت يُحسب للمشتري",
            OptionKey::BalootInHundred => "البلوت داخل المية",
            OptionKey::LoserProjects => "مشاريع المشتري الخاسر",
            OptionKey::BalootOnLoss => "بلوت الخاسر",
            OptionKey::ProjectMultiplier => "حسبة المشاريع في الثري والفور",
            OptionKey::DoubledTie => "التعادل في الدبل",
            OptionKey::SunDoubleGate => "من يحق له دبل الصن",
            OptionKey::GahwaScore => "ما تكتبه القهوة",
            OptionKey::KabootDoubled => "الكبوت في الدبل",
            OptionKey::KabootLoserProjects => "مشاريع الفريق المكبوت",
            OptionKey::ReverseKaboot => "الكبوت المقلوب",
            OptionKey::QaydTakesProjects => "القيد يأخذ المشاريع",
            OptionKey::PartnerRelief => "خويك الماكل يفكّك من الدق",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "تجاوز الدفاع",
            ValueName::HalfCardPoints => "اثنان وثمانون من نقاط الورق",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "تُحجز للفائز التالي", Bela => "تُعلّق (فيسي)" },
            ValueName::Inside => match family { French | Baloot | Bulgarian => "سقط", Bela => "المُعلن يسقط (باد)", Klaverjas => "نات" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "نجح", Klaverjas => "نجح (النصف يكفي)" },
            ValueName::CapotValue => "قيمة الكابو",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "يبقى لصاحبه", Bela => "يبقى للمُعلن", Baloot => "يبقى لصاحبه" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "للدفاع", Bela => "للفريق الآخر" },
            ValueName::Forfeit => "لا تُحسب لأحد",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "لصاحب الكابو", Bela => "لفريق الشتيليا", Baloot => "للفائزين" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "تُلغى", Bela => "لا تُحسب لأحد", Baloot => "لا تُحسب لأحد" },
            ValueName::FirstInTurn => "الأول في الدور يفوز",
            ValueName::Cancel => "تُلغى كلها",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "لا شيء", Baloot => "مسموح دائمًا" },
            ValueName::Nearest10 => "لأقرب عشرة، والخمسة تُجبر",
            ValueName::Nearest10SixUp => "لأقرب عشرة، والستة تُجبر",
            ValueName::HigherTotal => "المجموع الأعلى يفوز",
            ValueName::Draw => "تعادل",
            ValueName::Required => "إلزامي",
            ValueName::NotRequired => "غير إلزامي",
            ValueName::MadePlusBid => "النقاط المحققة مع الطلب",
            ValueName::PointsMade => "النقاط المحققة",
            ValueName::BidOnly => "الطلب وحده",
            ValueName::Whole => "مئة وستون مع الطلب، في المضاعف",
            ValueName::Official => "الرسمي",
            ValueName::CallerUp => "الطالبون يُجبرون",
            ValueName::HangingUp => "الجزء المعلّق يُجبر",
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "بالتساوي", Baloot => "كل فريق يكتب ما له" },
            ValueName::OneMoreDeal => "توزيعة أخرى",
            ValueName::Reach => "البلوغ",
            ValueName::Exceed => "التجاوز",
            ValueName::Yes => "نعم",
            ValueName::No => "لا",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "يفوز الفريق المُعلن", Baloot => "يفوز مشتري تلك التوزيعة" },
            ValueName::Amsterdam => "أمستردام",
            ValueName::Rotterdam => "روتردام",
            ValueName::Jacks200 => "الأولاد مئتان، والباقي مئة",
            ValueName::All100 => "كلها مئة",
            ValueName::Pagat => "باغات: الأولاد مئتان، من الإكة إلى العشرة مئة، والباقي لا شيء",
            ValueName::Deals => "بعد عدد من التوزيعات",
            ValueName::Target => "الأول إلى الهدف",
            ValueName::WithAbnat => "بالأبناط",
            ValueName::WithoutAbnat => "بدون أبناط",
            ValueName::BuyerFails => "المشتري يخسر",
            ValueName::ByContract => "الصن يُقسم والحكم يخسر",
            ValueName::DefendersCounted => "تُحسب كومة الدفاع (ثمانية وثمانية)",
            ValueName::LargerDown => "الكومة الأكبر تُكسر",
            ValueName::BuyerUp => "المشتري يُجبر (تسعة وسبعة)",
            ValueName::Counts => "يُحسب",
            ValueName::Cancelled => "يُلغى",
            ValueName::Capped2 => "الكل في اثنين",
            ValueName::Full => "في المستوى",
            ValueName::HundredCapped => "المية بس في اثنين",
            ValueName::DoublerLoses => "يخسر من دبّل",
            ValueName::LastRaiserLoses => "يخسر آخر من رفع",
            ValueName::BuyerLoses => "يخسر المشتري",
            ValueName::Over100 => "المشتري فوق المئة والمدبّل لا يتجاوزها",
            ValueName::At100 => "المشتري عند المئة أو فوقها والمدبّل دونها",
            ValueName::Flat => "ثابت",
            ValueName::ToTarget => "ما ينقصه إلى الهدف",
            ValueName::Multiplied => "مضروب في الدبل",
            ValueName::DefendersTake => "للدفاع إن كبّتوا المشتري",
            ValueName::Settled => "إذا ضمنها (رابع، أو بعد إكة أو إكه)",
            ValueName::Winning => "كل ما كان خويك ماكل",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "نجح",
            (VerdictStyle::Contract, Verdict::Inside) => "سقط",
            (VerdictStyle::Contract, Verdict::Tie) => "معلّق",
            (VerdictStyle::Caller, Verdict::Made) => "نجح",
            (VerdictStyle::Caller, Verdict::Inside) => "سقط (باد)",
            (VerdictStyle::Caller, Verdict::Tie) => "معلّق (فيسي)",
            (VerdictStyle::Players, Verdict::Made) => "نجح",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "نات (سقط)",
            (VerdictStyle::Buyer, Verdict::Made) => "نجح المشتري",
            (VerdictStyle::Buyer, Verdict::Inside) => "خسارة",
            (VerdictStyle::Buyer, Verdict::Tie) => "تعادل",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "النشرة",
            Heading::Round => "التوزيعة",
            Heading::Verdict => "النتيجة",
            Heading::Pot => "الرصيد",
            Heading::Total => "المجموع",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "الرصيد: ", self.n(pot), " (للفائز بالتوزيعة التالية)"),
            Ending::InProgress => f.write_str("اللعبة جارية"),
            Ending::Draw => f.write_str("انتهت اللعبة: تعادل"),
            Ending::Wins(side) => put!(f, "انتهت اللعبة: ", side, " يفوز"),
            Ending::SakkaWon(k, side) => put!(f, "الصكة ", self.n(i64::from(k)), " لصالح ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "الصكات: ", a, " ", self.n(wa), "، ", b, " ", self.n(wb)),
        }
    }

    fn foul(&self, foul: Foul) -> &'static str {
        match foul {
            Foul::Revoke => "قاطع",
            Foul::DidNotTrump => "ما دق بحكم",
            Foul::DidNotRaise => "ما كبر بحكم",
            Foul::LockedTrumpLead => "ربع في الدبل",
        }
    }

    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str) {
        match joint {
            Joint::And => ("، ", " و"),
            Joint::Or => ("، ", " أو "),
        }
    }
}
