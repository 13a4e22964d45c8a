//! French: the game's words (`impl Words for Fr`), the names the screens and the
//! text sheet give every thing of the game, apart from the sentences the explanations are
//! written in (`mod.rs`).

use super::Fr;
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
impl Words for Fr {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "Belote classique",
            Variant::Contree => "Belote contrée",
            Variant::Coinche => "Coinche",
            Variant::Bulgarian => "Belote bulgare",
            Variant::Bela => "Bela croate",
            Variant::Klaverjas => "Klaverjas hollandais",
            Variant::Baloot => "Baloot saoudien",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "Toute la belote française",
            Family::Bulgarian => "Belote bulgare",
            Family::Bela => "Bela croate",
            Family::Klaverjas => "Klaverjas",
            Family::Baloot => "Baloot saoudien",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "Trèfle",
            Contract::Suit(Suit::Diamonds) => "Carreau",
            Contract::Suit(Suit::Hearts) => "Cœur",
            Contract::Suit(Suit::Spades) => "Pique",
            Contract::NoTrumps => "Sans atout",
            Contract::AllTrumps => "Tout atout",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "SA",
            Contract::AllTrumps => "TA",
            Contract::Sun => "Sun",
            Contract::Hokum => "Hokum",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "Pas de coinche", Bulgarian => "Sans contre", Baloot => "Pas de double" },
            Double::Double => match family { French | Bela | Klaverjas => "Coinche ×2", Bulgarian => "Contre (kontra)", Baloot => "Double (×2)" },
            Double::Redouble => match family { French | Baloot | Bela | Klaverjas => "Surcoinche", Bulgarian => "Surcontre" },
            Double::Three => "Trois (×3)",
            Double::Four => "Quatre (×4)",
            Double::Gahwa => "Gahwa (gagne la partie)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Capot",
            Thing::Capot => match family { French | Bulgarian => "Capot", Bela => "Štiglja", Klaverjas => "Pit", Baloot => "Kaboot" },
            Thing::Forced => match family { French | Baloot | Bulgarian => "Forcé", Bela => "Mus", Klaverjas => "Verplicht" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Belote (roi et dame d'atout)", Bela => "Bela (R+D d'atout)", Baloot => "Baloot (R+D d'atout)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "Belote", Bela => "Bela", Baloot => "Baloot" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "Annonces", Bela => "Zvanja", Baloot => "Projets" },
            Thing::Roem => "Roem",
            Thing::Sequence => "Suite",
            Thing::Carre => "Carré",
            Thing::CarreOf => "Carré de {rank}",
            Thing::Ashkal => "Ashkal",
            Thing::Locked => "Fermé (verrouillé)",
            Thing::Foul => "Faute (qaid)",
            Thing::Aka => "Aka (carte maîtresse annoncée)",
            Thing::ReverseCapot => "Kaboot inversé",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "Tierce", Bela => "Terca", Baloot => "Sira" }),
            Run::Four => Some(match family { French | Klaverjas => "Cinquante", Bulgarian => "Quarte", Bela => "Kvarta", Baloot => "Cinquante" }),
            Run::Five => Some(match family { French | Klaverjas => "Cent", Bulgarian => "Quinte", Bela => "Kvinta", Baloot => "Cent" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("Belot (les huit)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "Trois qui se suivent",
            RoemWord::Run4 => "Quatre qui se suivent",
            RoemWord::Stuk => "Stuk (R+D d'atout)",
            RoemWord::StukShort => "Stuk",
        }
    }

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "Sira",
            ProjectKind::Fifty => "Cinquante",
            ProjectKind::Hundred => "Cent",
            ProjectKind::FourHundred => "Quatre cents",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Objectif",
            OptionKey::Announces => "Annonces",
            OptionKey::ContractRule => "Contrat rempli si",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "Litige", Bela | Klaverjas => "Totaux égaux" },
            OptionKey::CapotValue => "Valeur du capot",
            OptionKey::DefendersCapot => "Capot de la défense",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "Belote si dedans", Bela => "Bela après une chute" },
            OptionKey::InsideDeclarations => "Annonces si dedans",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "Annonces sur un capot", Bela => "Zvanja après une štiglja" },
            OptionKey::DeclarationTie => "Annonces égales",
            OptionKey::Rounding => "Arrondi",
            OptionKey::BothReachTarget => "Les deux au-delà de l'objectif",
            OptionKey::Undertrump => "Pisser (sous-couper)",
            OptionKey::Bid80Needs82 => "80 demande 82",
            OptionKey::MustBeatDefence => "Battre aussi la défense",
            OptionKey::BeloteCountsForContract => "La belote aide le contrat",
            OptionKey::Scoring => "Décompte",
            OptionKey::FailBase => "Base de la chute",
            OptionKey::DoubleScheme => "La coinche multiplie",
            OptionKey::RedoubleFactor => "Facteur de surcoinche",
            OptionKey::BeloteOnFailure => "Belote si chute",
            OptionKey::CapotUnbid => "Capot non annoncé",
            OptionKey::CapotBidFailed => "Capot annoncé chuté",
            OptionKey::ReachTarget => "Gagner la partie",
            OptionKey::TieRounding => "Arrondi d'une donne suspendue",
            OptionKey::NtValatDoubled => "Capot doublé à sans atout",
            OptionKey::ValatCancelsDouble => "Le capot annule la contre",
            OptionKey::EightCardRun => "Suite de huit cartes",
            OptionKey::ValatEnd => "Finir sur un capot",
            OptionKey::TrumpSequenceFirst => "Suite à l'atout d'abord",
            OptionKey::System => "Système",
            OptionKey::FourOfAKind => "Carré",
            OptionKey::DefendersPit => "Pit de la défense",
            OptionKey::GameEnd => "Fin de partie",
            OptionKey::Deals => "Donnes",
            OptionKey::Sakkas => "Sakkas par match",
            OptionKey::Counting => "Décompte",
            OptionKey::Tie => "Égalité parfaite",
            OptionKey::HokumRounding => "Hokum 86/76",
            OptionKey::BalootCountsForContract => "Le Baloot compte pour le contrat",
            OptionKey::BalootInHundred => "Baloot dans une cent",
            OptionKey::LoserProjects => "Projets du preneur chuté",
            OptionKey::BalootOnLoss => "Baloot du perdant",
            OptionKey::ProjectMultiplier => "Projets en donne doublée",
            OptionKey::DoubledTie => "Égalité en donne doublée",
            OptionKey::SunDoubleGate => "Qui peut doubler le Sun",
            OptionKey::GahwaScore => "La Gahwa marque",
            OptionKey::KabootDoubled => "Kaboot en donne doublée",
            OptionKey::KabootLoserProjects => "Projets de l'équipe balayée",
            OptionKey::ReverseKaboot => "Kaboot inversé",
            OptionKey::QaydTakesProjects => "Une faute cède les projets",
            OptionKey::PartnerRelief => "Partenaire maître qui dispense de couper",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "battre la défense",
            ValueName::HalfCardPoints => "82 points de cartes",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "en réserve pour le suivant", Bela => "suspendu (visi)" },
            ValueName::Inside => match family { French | Baloot | Bulgarian => "dedans", Bela => "le preneur tombe (pad)", Klaverjas => "nat" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "fait", Klaverjas => "fait (la moitié suffit)" },
            ValueName::CapotValue => "valeur du capot",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "reste à son détenteur", Bela => "le preneur la garde", Baloot => "reste à son détenteur" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "à la défense", Bela => "à l'autre équipe" },
            ValueName::Forfeit => "perdues pour tous",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "au camp du capot", Bela => "à l'équipe de la štiglja", Baloot => "vont aux gagnants" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "perdues", Bela => "ne comptent pour personne", Baloot => "ne comptent pour personne" },
            ValueName::FirstInTurn => "la première gagne",
            ValueName::Cancel => "tout s'annule",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "aucun", Baloot => "toujours permis" },
            ValueName::Nearest10 => "à la dizaine, 5 en haut",
            ValueName::Nearest10SixUp => "à la dizaine, 6 en haut",
            ValueName::HigherTotal => "le plus haut total gagne",
            ValueName::Draw => "match nul",
            ValueName::Required => "obligatoire",
            ValueName::NotRequired => "pas obligatoire",
            ValueName::MadePlusBid => "points faits + contrat",
            ValueName::PointsMade => "points faits",
            ValueName::BidOnly => "contrat seul",
            ValueName::Whole => "(160 + contrat) × n",
            ValueName::Official => "officiel",
            ValueName::CallerUp => "preneurs vers le haut",
            ValueName::HangingUp => "réserve vers le haut",
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "pareil", Baloot => "chacun marque les siens" },
            ValueName::OneMoreDeal => "une donne de plus",
            ValueName::Reach => "atteindre",
            ValueName::Exceed => "dépasser",
            ValueName::Yes => "oui",
            ValueName::No => "non",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "le preneur gagne", Baloot => "le preneur de la donne gagne" },
            ValueName::Amsterdam => "Amsterdam",
            ValueName::Rotterdam => "Rotterdam",
            ValueName::Jacks200 => "valets 200, autres 100",
            ValueName::All100 => "tous 100",
            ValueName::Pagat => "Pagat : V 200, de l'as au 10 100, du 9 au 7 rien",
            ValueName::Deals => "en un nombre de donnes",
            ValueName::Target => "premier à l'objectif",
            ValueName::WithAbnat => "avec abnat",
            ValueName::WithoutAbnat => "sans abnat",
            ValueName::BuyerFails => "le preneur chute",
            ValueName::ByContract => "Sun partagé, Hokum chute",
            ValueName::DefendersCounted => "8 : 8 (compter la défense)",
            ValueName::LargerDown => "le plus gros arrondit en dessous",
            ValueName::BuyerUp => "9 : 7 (le preneur arrondit au-dessus)",
            ValueName::Counts => "compte quand même",
            ValueName::Cancelled => "est annulé",
            ValueName::Capped2 => "×2 à tout niveau",
            ValueName::Full => "× le niveau",
            ValueName::HundredCapped => "cents ×2, le reste × le niveau",
            ValueName::DoublerLoses => "celui qui a doublé perd",
            ValueName::LastRaiserLoses => "le dernier à surenchérir perd",
            ValueName::BuyerLoses => "le preneur perd",
            ValueName::Over100 => "preneur au-delà de 100, doubleurs à 100 ou moins",
            ValueName::At100 => "preneur à 100 ou plus, doubleurs sous 100",
            ValueName::Flat => "fixe",
            ValueName::ToTarget => "ce qui manque pour l'objectif",
            ValueName::Multiplied => "multiplié par le double",
            ValueName::DefendersTake => "à la défense, si elle a balayé le preneur",
            ValueName::Settled => "seulement s'il est sûr (4e, ou derrière un as ou un aka)",
            ValueName::Winning => "dès que le partenaire est maître",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "contrat rempli",
            (VerdictStyle::Contract, Verdict::Inside) => "dedans",
            (VerdictStyle::Contract, Verdict::Tie) => "litige",
            (VerdictStyle::Caller, Verdict::Made) => "passé",
            (VerdictStyle::Caller, Verdict::Inside) => "chute (pad)",
            (VerdictStyle::Caller, Verdict::Tie) => "en attente (visi)",
            (VerdictStyle::Players, Verdict::Made) => "fait",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "nat (chute)",
            (VerdictStyle::Buyer, Verdict::Made) => "réussi",
            (VerdictStyle::Buyer, Verdict::Inside) => "khasara",
            (VerdictStyle::Buyer, Verdict::Tie) => "égalité",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "feuille de marque",
            Heading::Round => "donne",
            Heading::Verdict => "résultat",
            Heading::Pot => "réserve",
            Heading::Total => "total",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "réserve : ", pot, " (pour le gagnant de la donne suivante)"),
            Ending::InProgress => f.write_str("partie en cours"),
            Ending::Draw => f.write_str("partie terminée : match nul"),
            Ending::Wins(side) => put!(f, "partie terminée : ", side, " gagne"),
            Ending::SakkaWon(k, side) => put!(f, "sakka ", k, " gagnée par ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "sakkas gagnées : ", a, " ", wa, ", ", b, " ", wb),
        }
    }

    fn foul(&self, foul: Foul) -> &'static str {
        match foul {
            Foul::Revoke => "Renonce",
            Foul::DidNotTrump => "N'a pas coupé",
            Foul::DidNotRaise => "N'a pas surcoupé",
            Foul::LockedTrumpLead => "Atout entamé dans un jeu fermé",
        }
    }

    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str) {
        match joint {
            Joint::And => (", ", " et "),
            Joint::Or => (", ", " ou "),
        }
    }
}
