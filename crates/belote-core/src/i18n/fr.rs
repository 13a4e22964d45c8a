//! French, for the players of classic belote, contrée and coinche: the game's words (preneurs,
//! défense, dedans, litige, capot, belote, contré) and the table's (pli, atout, fournir,
//! couper, surcouper, pisser).

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

/// French.
pub(crate) struct Fr;

#[rustfmt::skip]
impl Language for Fr {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result {
        // The one place a side is written: `A` on `belote score`, its name in the app.
        let side = |team: &Team| sides.name(*team);
        match step {
            Step::CardPoints { a, b } => put!(f, "points de cartes : ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "sans atout : points doublés, ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Capot { team, points } => put!(f, side(team), " a fait tous les plis (capot) : ", points, " au lieu des points de cartes"),
            Step::Valat { team, bonus } => put!(f, "capot : ", side(team), " a fait tous les plis, +", bonus),
            Step::Declared { team, items } => put!(f, side(team), " annonce ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, "les ", tracks(*track), " de ", side(team), " comptent (", why_declarations(*reason), ") : ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "meilleures annonces égales : aucune annonce ne compte",
                Track::Sequences => "meilleures suites égales : toutes les suites s'annulent",
                Track::Carres => "carrés égaux : tous les carrés s'annulent",
                Track::Zvanja => "meilleurs zvanja égaux : aucun zvanje ne compte",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "les annonces de ", side(team), " (", points, ") ne comptent pour personne"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "belote pour ", side(team), " : ", points)
                } else {
                    put!(f, count, " belotes pour ", side(team), " : ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, side(team), " : ", cards, Added(*declarations, " (annonces)"), Added(*belote, " (belote)"), Added(*bonus, " (capot)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                let said = self.verdict(decided_by.verdict_style(), *v);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "preneurs ", side(takers), " ", t, " ", cmp, " défense ", side(&o), " ", d, " : ", said),
                    Rule::DoubledMorePoints => put!(f, "contré : preneurs ", side(takers), " ", t, " ", cmp, " défense ", side(&o), " ", d, " : ", said, ", le camp qui a le plus de points prend tout"),
                    Rule::HalfCardPoints => put!(f, "les preneurs ", side(takers), " ont ", t, " points de cartes (82 requis, 81 = litige) : ", said),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (", need, " requis)"));
                        let defence = must_beat_defence.then_some((", défense ", d));
                        put!(f, "preneurs ", side(takers), " ", t, " pour un contrat de ", bid, need, defence, " : ", said)
                    }
                    Rule::BidCapot => put!(f, "capot annoncé par ", side(takers), " : ", said),
                    Rule::TakersCapot => put!(f, "les preneurs ", side(takers), " ont fait tous les plis : ", said),
                    Rule::DefendersCapot => put!(f, "la défense ", side(&o), " a fait tous les plis : ", said),
                    Rule::CallerMustBeat => put!(f, "preneur ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", totaux égaux"), " : ", said),
                    Rule::PlayersMustBeat => put!(f, "équipe qui joue ", side(takers), " ", t, " ", cmp, " ", side(&o), " ", d, equal.then_some(", totaux égaux"), " : ", said),
                }
            }
            Step::Scores { team, parts, total } => put!(f, side(team), " marque ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "contrat contré : ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, side(team), " : ", from, " arrondi à ", to),
            Step::PotHeld { amount, pot } => put!(f, "litige : ", amount, " mis en réserve (réserve : ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, side(team), " remporte la réserve de ", amount),
            Step::GameOver { winner, a, b } => match winner.side() {
                None => put!(f, "partie terminée à ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, " : match nul"),
                Some(w) => put!(f, "partie terminée à ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, " : ", side(&w), " gagne"),
            },
            Step::PlayOn { a, b } => put!(f, "les deux camps dépassent l'objectif avec ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, " : on continue"),
            Step::NoEndOnValat => f.write_str("on ne gagne pas la partie sur un capot : une donne de plus"),
            Step::Zvanja { team, items } => put!(f, side(team), " annonce des zvanja : ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (roi et dame d'atout) pour ", side(team), " : ", points),
            Step::Belot { team, reason } => put!(f, "belot pour ", side(team), why_belot(*reason), " : la donne n'est pas jouée et ", side(team), " gagne la partie"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja : ", side(team), " a fait tous les plis, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja : ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "les zvanja (", zvanja, ") et la bela (", bela, ") de ", side(from))?,
                    (true, false) => put!(f, "les zvanja (", zvanja, ") de ", side(from))?,
                    (false, _) => put!(f, "la bela (", bela, ") de ", side(from))?,
                }
                match to {
                    Some(t) => put!(f, " vont à ", side(t)),
                    None => put!(f, " ne comptent pour personne"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem pour ", side(team), " : ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit : ", side(team), " a fait tous les plis, mais la défense n'a pas de prime pour cela")
                } else {
                    put!(f, "pit : ", side(team), " a fait tous les plis, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, side(team), " a ", Sum(self, parts), total),
        }
    }

    fn default_side(&self, team: Team) -> &'static str {
        match team {
            Team::A => "Nous",
            Team::B => "Eux",
        }
    }

    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = why.best;
        match why.reason {
            Reason::Lead => put!(f, "la première carte d'un pli est libre"),
            Reason::FollowSuit => put!(f, "il faut fournir : ", led, " demandé"),
            Reason::FollowAndBeat => put!(f, "il faut fournir (", led, ") et monter sur le ", best),
            Reason::FollowCannotBeat => put!(f, "il faut fournir (", led, ") ; rien ne bat le ", best, ", donc n'importe quel ", led),
            Reason::TrumpLedOvertrump => put!(f, "atout demandé : il faut monter sur le ", best),
            Reason::TrumpLedAnyTrump => put!(f, "atout demandé : rien ne bat le ", best, ", donc n'importe quel atout"),
            Reason::CannotFollowAnyCard => put!(f, "impossible de fournir (", led, ") : carte libre"),
            Reason::PartnerWinning => put!(f, "impossible de fournir et le partenaire est maître : carte libre"),
            Reason::NoTrumpInHand => put!(f, "impossible de fournir (", led, ") et pas d'atout : carte libre"),
            Reason::MustTrump => put!(f, "impossible de fournir (", led, ") et l'adversaire est maître : il faut couper"),
            Reason::MustOvertrump => put!(f, "impossible de fournir (", led, "), l'adversaire est maître avec le ", best, " : il faut surcouper"),
            Reason::MustUndertrump => put!(f, "impossible de fournir ou de battre le ", best, " : il faut quand même pisser (sous-couper)"),
            Reason::MayDiscard => put!(f, "impossible de fournir ou de battre le ", best, " : carte libre (sous-coupe non obligatoire)"),
            Reason::FollowTrumped => put!(f, "il faut fournir (", led, ") ; le pli est coupé, donc n'importe quelle carte de la couleur"),
            Reason::VoidMustTrump => put!(f, "impossible de fournir (", led, ") : il faut couper, même si le partenaire est maître"),
            Reason::VoidMustOvertrump => put!(f, "impossible de fournir (", led, ") : il faut surcouper le ", best, ", même celui du partenaire"),
            Reason::NoUndertrumping => put!(f, "impossible de fournir (", led, ") ou de battre le ", best, " : une carte qui n'est pas de l'atout (pas de sous-coupe)"),
            Reason::OnlyLowerTrumps => put!(f, "impossible de fournir (", led, ") et seulement des atouts plus faibles que le ", best, " : n'importe lequel"),
            Reason::PartnerTrumpMustBeat => put!(f, "impossible de fournir (", led, "), le partenaire est maître avec le ", best, " : carte libre, mais un atout doit le battre"),
        }
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::CardPoints => "points de cartes",
            Part::PointsMade => "points faits",
            Part::Deal => "la donne",
            Part::Capot => "capot",
            Part::Declarations => "annonces",
            Part::Belote => "belote",
            Part::Bid => "contrat",
            Part::FailBase => "chute",
            Part::Doubled => "valeur contrée",
            Part::GamePoints => "points de partie",
            Part::Pot => "litige",
            Part::Zvanja => "zvanja",
            Part::Bela => "bela",
            Part::Stiglja => "štiglja",
            Part::Roem => "roem",
            Part::Pit => "pit",
        }
    }

    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "carré de ", rank.label()),
            Decl::Run { length: 3, top, suit } => run(f, "tierce", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "cinquante", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "cent", top, suit),
            Decl::Run { length, top, suit } => run(f, ("suite de ", length), top, suit),
        }
    }

    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "quatre ", plural(rank)),
            Decl::Run { length: 8, suit: s, .. } => put!(f, "belot, les huit cartes de ", suit(s)),
            Decl::Run { length: 3, top, suit } => run(f, "terca", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "kvarta", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "kvinta", top, suit),
            Decl::Run { length, top, suit } => run(f, ("suite de ", length), top, suit),
        }
    }

    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result {
        match item {
            RoemItem::Run3 => f.write_str("suite de trois"),
            RoemItem::Run4 => f.write_str("suite de quatre"),
            RoemItem::Stuk => f.write_str("stuk, roi et dame d'atout"),
            RoemItem::Four(rank) => put!(f, "quatre ", plural(rank)),
        }
    }
}

/// A run of cards: its name ("tierce", "run of 6"), then its top card and suit.
fn run<W: Write + ?Sized>(f: &mut W, name: impl Piece, top: Rank, s: Suit) -> fmt::Result {
    put!(f, name, " au ", top.label(), " de ", suit(s))
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "pique",
        Suit::Hearts => "cœur",
        Suit::Diamonds => "carreau",
        Suit::Clubs => "trèfle",
    }
}

/// A rank in the plural, for "four kings".
fn plural(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "sept",
        Rank::Eight => "huit",
        Rank::Nine => "neuf",
        Rank::Ten => "dix",
        Rank::Jack => "valets",
        Rank::Queen => "dames",
        Rank::King => "rois",
        Rank::Ace => "as",
    }
}

/// The declarations a comparison is of.
fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "annonces",
        Track::Sequences => "suites",
        Track::Carres => "carrés",
        Track::Zvanja => "zvanja",
    }
}

/// Why a team's declarations win.
fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "sans concurrence",
        DeclReason::CarreBeatsSequence => "un carré bat toute suite",
        DeclReason::HigherCarre => "carré plus fort",
        DeclReason::Longer => "suite plus longue",
        DeclReason::HigherTop => "carte de tête plus haute",
        DeclReason::Trump => "égalité, mais à l'atout",
        DeclReason::FirstInTurn => "égalité, première dans l'ordre de jeu",
        DeclReason::HigherValue => "valeur plus haute",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (deux belots : celui-ci est à l'atout)",
        DeclReason::FirstInTurn => " (deux belots : celui-ci vient le premier dans l'ordre de jeu)",
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
impl Words for Fr {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "Belote classique",
            Variant::Contree => "Belote contrée",
            Variant::Coinche => "Coinche",
            Variant::Bulgarian => "Belote bulgare",
            Variant::Bela => "Bela croate",
            Variant::Klaverjas => "Klaverjas hollandais",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "Toute la belote française",
            Family::Bulgarian => "Belote bulgare",
            Family::Bela => "Bela croate",
            Family::Klaverjas => "Klaverjas",
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
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "SA",
            Contract::AllTrumps => "TA",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "Pas de coinche", Bulgarian => "Sans contre" },
            Double::Double => match family { French | Bela | Klaverjas => "Coinche ×2", Bulgarian => "Contre (kontra)" },
            Double::Redouble => match family { French | Bela | Klaverjas => "Surcoinche", Bulgarian => "Surcontre" },
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "Capot",
            Thing::Capot => match family { French | Bulgarian => "Capot", Bela => "Štiglja", Klaverjas => "Pit" },
            Thing::Forced => match family { French | Bulgarian => "Forcé", Bela => "Mus", Klaverjas => "Verplicht" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "Belote (roi et dame d'atout)", Bela => "Bela (R+D d'atout)" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "Annonces", Bela => "Zvanja" },
            Thing::Roem => "Roem",
            Thing::Sequence => "Suite",
            Thing::Carre => "Carré",
            Thing::CarreOf => "Carré de {rank}",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "Tierce", Bela => "Terca" }),
            Run::Four => Some(match family { French | Klaverjas => "Cinquante", Bulgarian => "Quarte", Bela => "Kvarta" }),
            Run::Five => Some(match family { French | Klaverjas => "Cent", Bulgarian => "Quinte", Bela => "Kvinta" }),
            Run::Eight => match family { French | Bulgarian | Klaverjas => None, Bela => Some("Belot (les huit)") },
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

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "Objectif",
            OptionKey::Announces => "Annonces",
            OptionKey::ContractRule => "Contrat rempli si",
            OptionKey::Litige => match family { French | Bulgarian => "Litige", Bela | Klaverjas => "Totaux égaux" },
            OptionKey::CapotValue => "Valeur du capot",
            OptionKey::DefendersCapot => "Capot de la défense",
            OptionKey::BeloteOnInside => match family { French | Bulgarian | Klaverjas => "Belote si dedans", Bela => "Bela après une chute" },
            OptionKey::InsideDeclarations => "Annonces si dedans",
            OptionKey::CapotDeclarations => match family { French | Bulgarian | Klaverjas => "Annonces sur un capot", Bela => "Zvanja après une štiglja" },
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
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "battre la défense",
            ValueName::HalfCardPoints => "82 points de cartes",
            ValueName::Hold => match family { French | Bulgarian | Klaverjas => "en réserve pour le suivant", Bela => "suspendu (visi)" },
            ValueName::Inside => match family { French | Bulgarian => "dedans", Bela => "le preneur tombe (pad)", Klaverjas => "nat" },
            ValueName::Made => match family { French | Bulgarian | Bela => "fait", Klaverjas => "fait (la moitié suffit)" },
            ValueName::CapotValue => "valeur du capot",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "reste à son détenteur", Bela => "le preneur la garde" },
            ValueName::Defenders => match family { French | Bulgarian | Klaverjas => "à la défense", Bela => "à l'autre équipe" },
            ValueName::Forfeit => "perdues pour tous",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "au camp du capot", Bela => "à l'équipe de la štiglja" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "perdues", Bela => "ne comptent pour personne" },
            ValueName::FirstInTurn => "la première gagne",
            ValueName::Cancel => "tout s'annule",
            ValueName::None => "aucun",
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
            ValueName::Split => "pareil",
            ValueName::OneMoreDeal => "une donne de plus",
            ValueName::Reach => "atteindre",
            ValueName::Exceed => "dépasser",
            ValueName::Yes => "oui",
            ValueName::No => "non",
            ValueName::Taker => "le preneur gagne",
            ValueName::Amsterdam => "Amsterdam",
            ValueName::Rotterdam => "Rotterdam",
            ValueName::Jacks200 => "valets 200, autres 100",
            ValueName::All100 => "tous 100",
            ValueName::Pagat => "Pagat : V 200, de l'as au 10 100, du 9 au 7 rien",
            ValueName::Deals => "en un nombre de donnes",
            ValueName::Target => "premier à l'objectif",
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
        }
    }
}
