//! French, for the players of classic belote, contrée and coinche: the game's words (preneurs,
//! défense, dedans, litige, capot, belote, contré) and the table's (pli, atout, fournir,
//! couper, surcouper, pisser).

use super::piece::{put, sign, Added, Decl, Declarations, Piece, RoemList, Sum, Zvanja};
use super::Language;
use crate::card::{Rank, Suit};
use crate::explain::{DeclReason, Part, Rule, Step, Track};
use crate::model::{RoemItem, Verdict, Winner};
use crate::trick::{Reason, Why};
use std::fmt::{self, Write};

/// French.
pub(crate) struct Fr;

#[rustfmt::skip]
impl Language for Fr {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step) -> fmt::Result {
        match step {
            Step::CardPoints { a, b } => put!(f, "points de cartes : A ", a, ", B ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "sans atout : points doublés, A ", a, ", B ", b),
            Step::Capot { team, points } => put!(f, team, " a fait tous les plis (capot) : ", points, " au lieu des points de cartes"),
            Step::Valat { team, bonus } => put!(f, "capot : ", team, " a fait tous les plis, +", bonus),
            Step::Declared { team, items } => put!(f, team, " annonce ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, "les ", tracks(*track), " de ", team, " comptent (", why_declarations(*reason), ") : ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "meilleures annonces égales : aucune annonce ne compte",
                Track::Sequences => "meilleures suites égales : toutes les suites s'annulent",
                Track::Carres => "carrés égaux : tous les carrés s'annulent",
                Track::Zvanja => "meilleurs zvanja égaux : aucun zvanje ne compte",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "les annonces de ", team, " (", points, ") ne comptent pour personne"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "belote pour ", team, " : ", points)
                } else {
                    put!(f, count, " belotes pour ", team, " : ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, team, " : ", cards, Added(*declarations, " (annonces)"), Added(*belote, " (belote)"), Added(*bonus, " (capot)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "preneurs ", takers, " ", t, " ", cmp, " défense ", o, " ", d, " : ", verdict(*v)),
                    Rule::DoubledMorePoints => put!(f, "contré : preneurs ", takers, " ", t, " ", cmp, " défense ", o, " ", d, " : ", verdict(*v), ", le camp qui a le plus de points prend tout"),
                    Rule::HalfCardPoints => put!(f, "les preneurs ", takers, " ont ", t, " points de cartes (82 requis, 81 = litige) : ", verdict(*v)),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (", need, " requis)"));
                        let defence = must_beat_defence.then_some((", défense ", d));
                        put!(f, "preneurs ", takers, " ", t, " pour un contrat de ", bid, need, defence, " : ", verdict(*v))
                    }
                    Rule::BidCapot => put!(f, "capot annoncé par ", takers, " : ", verdict(*v)),
                    Rule::TakersCapot => put!(f, "les preneurs ", takers, " ont fait tous les plis : ", verdict(*v)),
                    Rule::DefendersCapot => put!(f, "la défense ", o, " a fait tous les plis : ", verdict(*v)),
                    Rule::CallerMustBeat => put!(f, "preneur ", takers, " ", t, " ", cmp, " ", o, " ", d, equal.then_some(", totaux égaux"), " : ", caller_verdict(*v)),
                    Rule::PlayersMustBeat => put!(f, "équipe qui joue ", takers, " ", t, " ", cmp, " ", o, " ", d, equal.then_some(", totaux égaux"), " : ", players_verdict(*v)),
                }
            }
            Step::Scores { team, parts, total } => put!(f, team, " marque ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "contrat contré : ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, team, " : ", from, " arrondi à ", to),
            Step::PotHeld { amount, pot } => put!(f, "litige : ", amount, " mis en réserve (réserve : ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, team, " remporte la réserve de ", amount),
            Step::GameOver { winner, a, b } => match winner {
                Winner::Draw => put!(f, "partie terminée à A ", a, ", B ", b, " : match nul"),
                w @ (Winner::A | Winner::B) => put!(f, "partie terminée à A ", a, ", B ", b, " : ", w.as_str(), " gagne"),
            },
            Step::PlayOn { a, b } => put!(f, "les deux camps dépassent l'objectif avec A ", a, ", B ", b, " : on continue"),
            Step::NoEndOnValat => f.write_str("on ne gagne pas la partie sur un capot : une donne de plus"),
            Step::Zvanja { team, items } => put!(f, team, " annonce des zvanja : ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (roi et dame d'atout) pour ", team, " : ", points),
            Step::Belot { team, reason } => put!(f, "belot pour ", team, why_belot(*reason), " : la donne n'est pas jouée et ", team, " gagne la partie"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja : ", team, " a fait tous les plis, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja : ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "les zvanja (", zvanja, ") et la bela (", bela, ") de ", from)?,
                    (true, false) => put!(f, "les zvanja (", zvanja, ") de ", from)?,
                    (false, _) => put!(f, "la bela (", bela, ") de ", from)?,
                }
                match to {
                    Some(t) => put!(f, " vont à ", t),
                    None => put!(f, " ne comptent pour personne"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem pour ", team, " : ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit : ", team, " a fait tous les plis, mais la défense n'a pas de prime pour cela")
                } else {
                    put!(f, "pit : ", team, " a fait tous les plis, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, team, " a ", Sum(self, parts), total),
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

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "contrat rempli",
        Verdict::Inside => "dedans",
        Verdict::Tie => "litige",
    }
}

/// Bela's verdict words.
fn caller_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "passé",
        Verdict::Inside => "chute (pad)",
        Verdict::Tie => "en attente (visi)",
    }
}

/// Klaverjas's verdict words: a contract not made is nat, an equal one too.
fn players_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "fait",
        Verdict::Inside | Verdict::Tie => "nat (chute)",
    }
}
