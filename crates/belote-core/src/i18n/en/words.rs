//! English: the game's words (`impl Words for En`), the names the screens and the
//! text sheet give every thing of the game, apart from the sentences the explanations are
//! written in (`mod.rs`).

use super::En;
use crate::card::{Contract, Suit};
use crate::i18n::piece::put;
use crate::i18n::words::{
    Ending, Heading, OptionKey, RoemWord, Run, Thing, ValueName, VerdictStyle, Words,
};
use crate::i18n::Joint;
use crate::listing;
use crate::model::{Double, ProjectKind, Verdict};
use crate::trick::Foul;
use crate::variant::Family::{self, Baloot, Bela, Bulgarian, French, Klaverjas};
use crate::variant::Variant;
use std::fmt::{self, Write};

/// The game's words (the screens' and the text sheet's).
#[rustfmt::skip]
impl Words for En {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "Classic belote",
            Variant::Contree => "Belote contrée",
            Variant::Coinche => "Coinche",
            Variant::Bulgarian => "Bulgarian belot",
            Variant::Bela => "Croatian bela",
            Variant::Klaverjas => "Dutch klaverjas",
            Variant::Baloot => "Saudi Baloot",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "All French belote",
            Family::Bulgarian => "Bulgarian belot",
            Family::Bela => "Croatian bela",
            Family::Klaverjas => "Klaverjas",
            Family::Baloot => "Saudi Baloot",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "Clubs",
            Contract::Suit(Suit::Diamonds) => "Diamonds",
            Contract::Suit(Suit::Hearts) => "Hearts",
            Contract::Suit(Suit::Spades) => "Spades",
            Contract::NoTrumps => "No trumps",
            Contract::AllTrumps => "All trumps",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "NT",
            Contract::AllTrumps => "AT",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "No coinche", Bulgarian => "No double", Baloot => "No double" },
            Double::Double => match family { French | Bela | Klaverjas => "Coinche ×2", Bulgarian => "Double (kontra)", Baloot => "Double (×2)" },
            Double::Redouble => match family { French | Baloot | Bela | Klaverjas => "Surcoinche", Bulgarian => "Redouble" },
            Double::Three => "Three (×3)",
            Double::Four => "Four (×4)",
            Double::Gahwa => "Gahwa (wins the game)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Capot",
            Thing::Capot => match family { French | Bulgarian => "Capot", Bela => "Štiglja", Klaverjas => "Pit", Baloot => "Kaboot" },
            Thing::Forced => match family { French | Baloot | Bulgarian => "Forced", Bela => "Mus", Klaverjas => "Verplicht" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Belote (trump K+Q)", Bela => "Bela (trump K+Q)", Baloot => "Baloot (trump K+Q)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "Belote", Bela => "Bela", Baloot => "Baloot" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "Declarations", Bela => "Zvanja", Baloot => "Projects" },
            Thing::Roem => "Roem",
            Thing::Sequence => "Sequence",
            Thing::Carre => "Four of a kind",
            Thing::CarreOf => "Four {rank}",
            Thing::Ashkal => "Ashkal",
            Thing::Locked => "Closed (locked)",
            Thing::Foul => "Foul (qaid)",
            Thing::Aka => "Aka (the master card called)",
            Thing::ReverseCapot => "Reverse kaboot",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "Tierce", Bela => "Terca", Baloot => "Sira" }),
            Run::Four => Some(match family { French | Klaverjas => "Fifty", Bulgarian => "Quarte", Bela => "Kvarta", Baloot => "Fifty" }),
            Run::Five => Some(match family { French | Klaverjas => "Hundred", Bulgarian => "Quinte", Bela => "Kvinta", Baloot => "Hundred" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("Belot (all eight)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "Three in sequence",
            RoemWord::Run4 => "Four in sequence",
            RoemWord::Stuk => "Stuk (trump K+Q)",
            RoemWord::StukShort => "Stuk",
        }
    }

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "Sira",
            ProjectKind::Fifty => "Fifty",
            ProjectKind::Hundred => "Hundred",
            ProjectKind::FourHundred => "Four hundred",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Target",
            OptionKey::Announces => "Declarations",
            OptionKey::ContractRule => "Contract made when",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "Tie (litige)", Bela | Klaverjas => "Equal totals" },
            OptionKey::CapotValue => "Capot value",
            OptionKey::DefendersCapot => "Defenders' capot",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "Belote when inside", Bela => "Bela after a fall" },
            OptionKey::InsideDeclarations => "Declarations when inside",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "Declarations on a capot", Bela => "Zvanja after a štiglja" },
            OptionKey::DeclarationTie => "Equal declarations",
            OptionKey::Rounding => "Rounding",
            OptionKey::BothReachTarget => "Both over the target",
            OptionKey::Undertrump => "Undertrumping",
            OptionKey::Bid80Needs82 => "80 needs 82",
            OptionKey::MustBeatDefence => "Must also beat the defence",
            OptionKey::BeloteCountsForContract => "Belote helps the contract",
            OptionKey::Scoring => "Scoring",
            OptionKey::FailBase => "Failed contract base",
            OptionKey::DoubleScheme => "Coinche multiplies",
            OptionKey::RedoubleFactor => "Surcoinche factor",
            OptionKey::BeloteOnFailure => "Belote when the contract fails",
            OptionKey::CapotUnbid => "Unbid capot",
            OptionKey::CapotBidFailed => "Failed capot bid",
            OptionKey::ReachTarget => "Winning the game",
            OptionKey::TieRounding => "Rounding a hanging deal",
            OptionKey::NtValatDoubled => "No-trumps valat doubled",
            OptionKey::ValatCancelsDouble => "Valat cancels the double",
            OptionKey::EightCardRun => "Eight-card run",
            OptionKey::ValatEnd => "Ending on a valat",
            OptionKey::TrumpSequenceFirst => "Trump run first",
            OptionKey::System => "System",
            OptionKey::FourOfAKind => "Four of a kind",
            OptionKey::DefendersPit => "Defenders' pit",
            OptionKey::GameEnd => "End of the game",
            OptionKey::Deals => "Deals",
            OptionKey::Sakkas => "Sakkas in a match",
            OptionKey::Counting => "Counting",
            OptionKey::Tie => "Exact tie",
            OptionKey::HokumRounding => "Hokum 86/76",
            OptionKey::BalootCountsForContract => "Baloot counts for the contract",
            OptionKey::BalootInHundred => "Baloot inside a hundred",
            OptionKey::LoserProjects => "The failed buyer's projects",
            OptionKey::BalootOnLoss => "The loser's Baloot",
            OptionKey::ProjectMultiplier => "Projects when doubled",
            OptionKey::DoubledTie => "Exact tie when doubled",
            OptionKey::SunDoubleGate => "Who may double Sun",
            OptionKey::GahwaScore => "Gahwa writes",
            OptionKey::KabootDoubled => "Kaboot in a doubled deal",
            OptionKey::KabootLoserProjects => "The swept team's projects",
            OptionKey::ReverseKaboot => "Reverse kaboot",
            OptionKey::QaydTakesProjects => "A foul hands over projects",
            OptionKey::PartnerRelief => "Released by a winning partner",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "beat the defenders",
            ValueName::HalfCardPoints => "82 card points",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "held for the next winner", Bela => "it hangs (visi)" },
            ValueName::Inside => match family { French | Baloot | Bulgarian => "inside", Bela => "the caller falls (pad)", Klaverjas => "nat" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "made", Klaverjas => "made (half is enough)" },
            ValueName::CapotValue => "capot value",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "stays with the holder", Bela => "the caller keeps it", Baloot => "stays with its holder" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "to the defenders", Bela => "to the other team" },
            ValueName::Forfeit => "count for nobody",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "go to the capot side", Bela => "to the štiglja team", Baloot => "go to the winners" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "void", Bela => "count for nobody", Baloot => "count for nobody" },
            ValueName::FirstInTurn => "first in turn wins",
            ValueName::Cancel => "all cancel",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "none", Baloot => "always allowed" },
            ValueName::Nearest10 => "nearest ten, 5 up",
            ValueName::Nearest10SixUp => "nearest ten, 6 up",
            ValueName::HigherTotal => "higher total wins",
            ValueName::Draw => "draw",
            ValueName::Required => "required",
            ValueName::NotRequired => "not required",
            ValueName::MadePlusBid => "points made + bid",
            ValueName::PointsMade => "points made",
            ValueName::BidOnly => "bid only",
            ValueName::Whole => "(160 + bid) × n",
            ValueName::Official => "official",
            ValueName::CallerUp => "bidders round up",
            ValueName::HangingUp => "hanging part up",
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "both alike", Baloot => "each writes its own" },
            ValueName::OneMoreDeal => "one more deal",
            ValueName::Reach => "reach",
            ValueName::Exceed => "exceed",
            ValueName::Yes => "yes",
            ValueName::No => "no",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "the calling team wins", Baloot => "that deal's buyer wins" },
            ValueName::Amsterdam => "Amsterdam",
            ValueName::Rotterdam => "Rotterdam",
            ValueName::Jacks200 => "Jacks 200, others 100",
            ValueName::All100 => "all 100",
            ValueName::Pagat => "Pagat: J 200, A to 10 100, 9 to 7 none",
            ValueName::Deals => "after a number of deals",
            ValueName::Target => "first to the target",
            ValueName::WithAbnat => "with abnat",
            ValueName::WithoutAbnat => "without abnat",
            ValueName::BuyerFails => "the buyer fails",
            ValueName::ByContract => "Sun split, Hokum fails",
            ValueName::DefendersCounted => "8 : 8 (count the defenders)",
            ValueName::LargerDown => "the larger rounds down",
            ValueName::BuyerUp => "9 : 7 (the buyer rounds up)",
            ValueName::Counts => "still counts",
            ValueName::Cancelled => "is cancelled",
            ValueName::Capped2 => "×2 at every level",
            ValueName::Full => "× the level",
            ValueName::HundredCapped => "hundreds ×2, the rest × the level",
            ValueName::DoublerLoses => "the doubler loses",
            ValueName::LastRaiserLoses => "the last to raise loses",
            ValueName::BuyerLoses => "the buyer loses",
            ValueName::Over100 => "buyer above 100, doublers 100 or less",
            ValueName::At100 => "buyer 100 or more, doublers below 100",
            ValueName::Flat => "flat",
            ValueName::ToTarget => "what it lacks to the target",
            ValueName::Multiplied => "times the double",
            ValueName::DefendersTake => "to the defenders, if they swept the buyer",
            ValueName::Settled => "only when settled (4th, or behind an ace or aka)",
            ValueName::Winning => "whenever partner is winning",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "made",
            (VerdictStyle::Contract, Verdict::Inside) => "inside",
            (VerdictStyle::Contract, Verdict::Tie) => "tie",
            (VerdictStyle::Caller, Verdict::Made) => "passed",
            (VerdictStyle::Caller, Verdict::Inside) => "fall (pad)",
            (VerdictStyle::Caller, Verdict::Tie) => "hanging (visi)",
            (VerdictStyle::Players, Verdict::Made) => "made",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "nat",
            (VerdictStyle::Buyer, Verdict::Made) => "made",
            (VerdictStyle::Buyer, Verdict::Inside) => "khasara",
            (VerdictStyle::Buyer, Verdict::Tie) => "tie",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "score sheet",
            Heading::Round => "round",
            Heading::Verdict => "verdict",
            Heading::Pot => "pot",
            Heading::Total => "total",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "pot: ", pot, " (held for the next round's winner)"),
            Ending::InProgress => f.write_str("game in progress"),
            Ending::Draw => f.write_str("game over: a draw"),
            Ending::Wins(side) => put!(f, "game over: ", side, " wins"),
            Ending::SakkaWon(k, side) => put!(f, "sakka ", k, " won by ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "sakkas won: ", a, " ", wa, ", ", b, " ", wb),
        }
    }

    fn foul(&self, foul: Foul) -> &'static str {
        match foul {
            Foul::Revoke => "Revoke",
            Foul::DidNotTrump => "Did not trump",
            Foul::DidNotRaise => "Did not overtrump",
            Foul::LockedTrumpLead => "Led a trump in a locked game",
        }
    }

    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str) {
        match joint {
            Joint::And => (listing::BETWEEN, listing::AND),
            Joint::Or => (listing::BETWEEN, listing::OR),
        }
    }
}
