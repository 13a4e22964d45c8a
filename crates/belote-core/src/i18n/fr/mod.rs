//! French, for the players of classic belote, contrée and coinche: the game's words (preneurs,
//! défense, dedans, litige, capot, belote, contré) and the table's (pli, atout, fournir,
//! couper, surcouper, pisser).

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
                Track::Projects => "meilleurs projets égaux des deux côtés : aucun projet ne compte",
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
            Step::Bought { taker, contract, ashkal, double, locked } => {
                put!(f, side(taker), " achète ")?;
                match contract {
                    Contract::Suit(s) => put!(f, "Hokum à ", suit(*s))?,
                    Contract::Hokum | Contract::AllTrumps => put!(f, "Hokum")?,
                    Contract::Sun | Contract::NoTrumps => put!(f, "Sun", ashkal.then_some(" par Ashkal"))?,
                }
                put!(f, raise(*double), locked.then_some(", fermé"))
            }
            Step::Typed { a, b, taker, low, high, splits } => {
                put!(f, "points de partie saisis : ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b)?;
                match (low, high) {
                    (Some(l), Some(h)) if l != h => put!(f, ": les abnat du preneur ", side(taker), " de ", l, " à ", h, " les donnent (", splits, " partages ; compté ici avec ", l, ")"),
                    (Some(l), _) => put!(f, ": les abnat ", l, " du preneur ", side(taker), " les donnent"),
                    _ => put!(f, ": ce que donnent les faits de la donne"),
                }
            }
            Step::Abnat { a, b } => put!(f, "abnat (points de cartes) : ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Converted { team, abnat, points, how } => match how {
                Conversion::NearestTen { rounded } => put!(f, side(team), " : ", abnat, " abnat arrondis à ", rounded, " (sans abnat) → ", points, " points de partie"),
                Conversion::Sun => put!(f, side(team), " : ", abnat, " abnat → ", points, " points de partie (Sun : doublé, ÷ 10, un 5 reste)"),
                Conversion::Hokum => put!(f, side(team), " : ", abnat, " abnat → ", points, " points de partie (Hokum : ÷ 10, arrondi au-dessus dès 6)"),
                Conversion::LargerDown => put!(f, side(team), " : ", abnat, " abnat → ", points, " points de partie (les deux tas finissent par 6 : le plus gros arrondit en dessous)"),
                Conversion::BuyerUp => put!(f, side(team), " : ", abnat, " abnat → ", points, " points de partie (les deux tas finissent par 6 : le preneur arrondit au-dessus)"),
            },
            Step::Rest { team, of, other, points } => put!(f, side(team), " prend le reste : ", of, " − ", other, " = ", points),
            Step::Projects { team, items } => put!(f, side(team), " montre ", Projects(self, items)),
            Step::Baloot { team, points } => put!(f, "Baloot (roi et dame d'atout) pour ", side(team), " : ", points),
            Step::BalootCancelled { team } => put!(f, "le Baloot de ", side(team), " est dans sa cent comptée : il ne compte pas"),
            Step::Weighed { taker, weigh, takers, others, decision: d } => {
                let o = taker.other();
                let what = match weigh {
                    Weigh::GamePoints => " en points de partie : ",
                    Weigh::Abnat => " en abnat, projets compris : ",
                };
                put!(f, "preneur ", side(taker), " ", takers, " ", sign(*takers, *others), " ", side(&o), " ", others, what, decision(*d))
            }
            Step::ExactTie { rule, winner } => put!(f, "égalité parfaite : ", tie_rule(*rule), " ; ", side(winner), " gagne la donne"),
            Step::DoubledValue { double, base, level, value } => put!(f, double_name(*double), " : ", base, " × ", level, " = ", value),
            Step::ProjectsMultiplied { points, to } => put!(f, "projets dans la donne doublée : ", points, " → ", to),
            Step::Kaboot { team, reverse, value } => {
                if *reverse {
                    put!(f, "kaboot inversé : ", side(team), " a fait tous les plis après l'entame du preneur : ", value)
                } else {
                    put!(f, "kaboot : ", side(team), " a fait tous les plis : ", value)
                }
            }
            Step::Qaid { team } => put!(f, "qaid : la faute prouvée de ", side(team), " met fin à la donne"),
            Step::Gahwa { team, value } => put!(f, "Gahwa : ", side(team), " gagne la donne et toute la partie : ", value, " (aucun projet ni Baloot ne compte)"),
            Step::Handed { from, what, points, to } => match (what, to) {
                (Handed::Projects, Some(t)) if t == from => put!(f, side(from), " garde ses projets (", points, ")"),
                (Handed::Baloot, Some(t)) if t == from => put!(f, side(from), " garde son Baloot (", points, ")"),
                (Handed::Projects, Some(t)) => put!(f, "les projets de ", side(from), " (", points, ") vont à ", side(t)),
                (Handed::Baloot, Some(t)) => put!(f, "le Baloot de ", side(from), " (", points, ") va à ", side(t)),
                (Handed::Projects, None) => put!(f, "les projets de ", side(from), " (", points, ") ne comptent pour personne"),
                (Handed::Baloot, None) => put!(f, "le Baloot de ", side(from), " (", points, ") ne compte pour personne"),
            },
            Step::SakkaOver { winner, sakka, a, b, won } => put!(f, "sakka ", sakka, " pour ", side(winner), " à ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, " ; sakkas gagnées : ", side(&Team::A), " ", won[0], ", ", side(&Team::B), " ", won[1]),
            Step::MatchOver { winner, a, b } => put!(f, "match terminé, sakkas ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, " : ", side(winner), " gagne"),
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
            Reason::LockedNoTrumpLead => put!(f, "le jeu est fermé : on n'entame pas atout tant qu'on a une autre couleur"),
            Reason::LockedOnlyTrumps => put!(f, "le jeu est fermé, mais la main n'a que de l'atout : n'importe lequel peut être entamé"),
            Reason::TrumpLedPartnerWinning => put!(f, "atout demandé et le partenaire est maître avec le ", best, " : n'importe quel atout, inutile de monter sur le partenaire"),
            Reason::PartnerAka => put!(f, "impossible de fournir (", led, ") ; le partenaire a entamé le ", best, " en carte maîtresse (as ou aka) et reste maître : carte libre"),
            Reason::PartnerNotSettled => put!(f, "impossible de fournir (", led, ") ; le partenaire est maître avec le ", best, ", mais ce n'est ni un as ni un aka et le dernier joueur n'a pas joué : il faut couper"),
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
            Part::Base => "la donne",
            Part::Projects => "projets",
            Part::Baloot => "Baloot",
            Part::Kaboot => "kaboot",
            Part::Gahwa => "Gahwa",
            Part::Raised => "donne doublée",
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
    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result {
        let name = project_name(p.kind);
        match (project_cards(p), p.length) {
            ((Some(top), Some(s)), Some(3 | 4)) => run(f, name, top, s),
            ((Some(top), Some(s)), Some(n)) => {
                put!(f, name, ": ")?;
                run(f, ("suite de ", n), top, s)
            }
            ((Some(rank), None), _) => put!(f, name, ": quatre ", plural(rank)),
            _ => f.write_str(name),
        }
    }
}

/// A Baloot project's name.
fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "sira",
        ProjectKind::Fifty => "cinquante",
        ProjectKind::Hundred => "cent",
        ProjectKind::FourHundred => "quatre cents",
    }
}

/// How a Baloot deal was raised, after what was bought.
fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => ", doublé (×2)",
        Double::Three => ", trois (×3)",
        Double::Four => ", quatre (×4)",
        Double::Gahwa => ", Gahwa",
    }
}

/// A Baloot double by its name.
fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "non doublé",
        Double::Double | Double::Redouble => "doublé",
        Double::Three => "trois",
        Double::Four => "quatre",
        Double::Gahwa => "Gahwa",
    }
}

/// What a Baloot comparison found.
fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "contrat rempli",
        Decision::Khasara => "khasara (chute)",
        Decision::Equal => "égalité",
    }
}

/// The rule that settles an exact Baloot tie.
fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "chacun marque les siens",
        TieRule::BuyerFails => "le preneur chute",
        TieRule::ByContract => "Sun partagé, Hokum chute",
        TieRule::DoublerLoses => "donne doublée : l'équipe qui a doublé perd",
        TieRule::LastRaiserLoses => "donne doublée : l'équipe qui a surenchéri la dernière perd",
        TieRule::BuyerLoses => "donne doublée : le preneur perd",
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
        Track::Projects => "projets",
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
        DeclReason::SequenceBeatsCarre => "une suite bat un carré",
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
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}
