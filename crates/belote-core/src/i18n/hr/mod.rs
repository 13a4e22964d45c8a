//! Croatian, the language of Bela's players: the game's own words (zvanja, terca, kvarta,
//! kvinta, bela, belot, štiglja, pad, visi) and the table's (štih, adut, rezati).

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

/// Croatian.
pub(crate) struct Hr;

#[rustfmt::skip]
impl Language for Hr {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result {
        // The one place a side is written: `A` on `belote score`, its name in the app.
        let side = |team: &Team| sides.name(*team);
        match step {
            Step::CardPoints { a, b } => put!(f, "bodovi iz karata: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "bez aduta: bodovi iz karata udvostručeni na ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Capot { team, points } => put!(f, side(team), " je uzeo sve štihove (kapot): ", points, " umjesto bodova iz karata"),
            Step::Valat { team, bonus } => put!(f, "valat: ", side(team), " je uzeo sve štihove, +", bonus),
            Step::Declared { team, items } => put!(f, side(team), " zove ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, tracks(*track), " tima ", side(team), " se broje (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "jednaka najbolja zvanja na obje strane: nijedno zvanje se ne broji",
                Track::Sequences => "jednaki najbolji nizovi na obje strane: svi nizovi otpadaju",
                Track::Carres => "jednake četiri iste karte: sve takve četvorke otpadaju",
                Track::Zvanja => "jednaka najbolja zvanja na obje strane: nijedno zvanje se ne broji",
                Track::Projects => "jednaki najbolji projekti s obje strane: nijedan projekt se ne broji",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "zvanja tima ", side(team), " (", points, ") ne broje se nikome"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "bela za ", side(team), ": ", points)
                } else {
                    put!(f, count, " bele za ", side(team), ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, side(team), ": ", cards, Added(*declarations, " (zvanja)"), Added(*belote, " (bela)"), Added(*bonus, " (kapot)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                let said = self.verdict(decided_by.verdict_style(), *v);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "tim ", side(takers), " (zvao) ", t, " ", cmp, " tim ", side(&o), " ", d, ": ", said),
                    Rule::DoubledMorePoints => put!(f, "kontra: tim ", side(takers), " (zvao) ", t, " ", cmp, " tim ", side(&o), " ", d, ": ", said, ", tim s više bodova uzima sve"),
                    Rule::HalfCardPoints => put!(f, "tim ", side(takers), " (zvao) ima ", t, " bodova iz karata (treba 82, 81 je neriješeno): ", said),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (treba ", need, ")"));
                        let defence = must_beat_defence.then_some((", protivnici ", d));
                        put!(f, "tim ", side(takers), " (zvao) ", t, " uz licitaciju ", bid, need, defence, ": ", said)
                    }
                    Rule::BidCapot => put!(f, "kapot zvao tim ", side(takers), ": ", said),
                    Rule::TakersCapot => put!(f, "tim ", side(takers), " (zvao) uzeo je sve štihove: ", said),
                    Rule::DefendersCapot => put!(f, "protivnici ", side(&o), " uzeli su sve štihove: ", said),
                    Rule::CallerMustBeat => put!(f, "tim ", side(takers), " (zvao adut) ", t, " ", cmp, " tim ", side(&o), " ", d, equal.then_some(", jednako"), ": ", said),
                    Rule::PlayersMustBeat => put!(f, "tim ", side(takers), " (igra) ", t, " ", cmp, " tim ", side(&o), " ", d, equal.then_some(", jednako"), ": ", said),
                }
            }
            Step::Scores { team, parts, total } => put!(f, side(team), " piše ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "kontra: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, side(team), ": ", from, " zaokruženo na ", to),
            Step::PotHeld { amount, pot } => put!(f, "visi: ", amount, " čeka sljedeće dijeljenje (ukupno visi ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, side(team), " uzima ono što visi: ", amount),
            Step::GameOver { winner, a, b } => match winner.side() {
                None => put!(f, "kraj igre kod ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": neriješeno"),
                Some(w) => put!(f, "kraj igre kod ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": pobjeđuje ", side(&w)),
            },
            Step::PlayOn { a, b } => put!(f, "oba tima preko cilja s ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": igra se dalje"),
            Step::NoEndOnValat => f.write_str("igra se ne dobiva na valatu: još jedno dijeljenje"),
            Step::Zvanja { team, items } => put!(f, side(team), " zove: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (kralj i dama u adutu) za ", side(team), ": ", points),
            Step::Belot { team, reason } => put!(f, "belot za ", side(team), why_belot(*reason), ": dijeljenje se ne igra i ", side(team), " dobiva igru"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja: ", side(team), " je uzeo sve štihove, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "zvanja (", zvanja, ") i bela (", bela, ") tima ", side(from))?,
                    (true, false) => put!(f, "zvanja (", zvanja, ") tima ", side(from))?,
                    (false, _) => put!(f, "bela (", bela, ") tima ", side(from))?,
                }
                match to {
                    Some(t) => put!(f, " idu timu ", side(t)),
                    None => put!(f, " ne broje se nikome"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem za ", side(team), ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit: ", side(team), " je uzeo sve štihove, ali tim koji ne igra za to ne dobiva bonus")
                } else {
                    put!(f, "pit: ", side(team), " je uzeo sve štihove, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, side(team), " ima ", Sum(self, parts), total),
            Step::Bought { taker, contract, ashkal, double, locked } => {
                put!(f, side(taker), " kupuje ")?;
                match contract {
                    Contract::Suit(s) => put!(f, "Hokum, adut ", suit(*s))?,
                    Contract::Hokum | Contract::AllTrumps => put!(f, "Hokum")?,
                    Contract::Sun | Contract::NoTrumps => put!(f, "Sun", ashkal.then_some(" preko Ashkala"))?,
                }
                put!(f, raise(*double), locked.then_some(", zatvoreno"))
            }
            Step::Typed { a, b, taker, low, high, splits } => {
                put!(f, "upisani bodovi igre: ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b)?;
                match (low, high) {
                    (Some(l), Some(h)) if l != h => put!(f, ": daju ih abnati kupca ", side(taker), " od ", l, " do ", h, " (", splits, " podjela; ovdje računato s ", l, ")"),
                    (Some(l), _) => put!(f, ": daje ih ", l, " abnata kupca ", side(taker), ""),
                    _ => put!(f, ": to daju činjenice dijeljenja"),
                }
            }
            Step::Abnat { a, b } => put!(f, "abnati (bodovi karata): ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b),
            Step::Converted { team, abnat, points, how } => match how {
                Conversion::NearestTen { rounded } => put!(f, side(team), ": ", abnat, " abnata zaokruženo na ", rounded, " (bez abnata) → ", points, " bodova igre"),
                Conversion::Sun => put!(f, side(team), ": ", abnat, " abnata → ", points, " bodova igre (Sun: udvostručeno, ÷ 10, 5 ostaje)"),
                Conversion::Hokum => put!(f, side(team), ": ", abnat, " abnata → ", points, " bodova igre (Hokum: ÷ 10, od 6 naviše zaokružuje se gore)"),
                Conversion::LargerDown => put!(f, side(team), ": ", abnat, " abnata → ", points, " bodova igre (obje hrpe završavaju na 6: veća se zaokružuje dolje)"),
                Conversion::BuyerUp => put!(f, side(team), ": ", abnat, " abnata → ", points, " bodova igre (obje hrpe završavaju na 6: kupac zaokružuje gore)"),
            },
            Step::Rest { team, of, other, points } => put!(f, side(team), " dobiva ostatak: ", of, " − ", other, " = ", points),
            Step::Projects { team, items } => put!(f, side(team), " pokazuje ", Projects(self, items)),
            Step::Baloot { team, points } => put!(f, "Baloot (kralj i dama aduta) za ", side(team), ": ", points),
            Step::BalootCancelled { team } => put!(f, "Baloot od ", side(team), " je u njegovoj brojanoj stotici: ne broji se"),
            Step::Weighed { taker, weigh, takers, others, decision: d } => {
                let o = taker.other();
                let what = match weigh {
                    Weigh::GamePoints => " u bodovima igre: ",
                    Weigh::Abnat => " u abnatima, s projektima: ",
                };
                put!(f, "kupac ", side(taker), " ", takers, " ", sign(*takers, *others), " ", side(&o), " ", others, what, decision(*d))
            }
            Step::ExactTie { rule, winner } => put!(f, "potpuno izjednačeno: ", tie_rule(*rule), "; ", side(winner), " dobiva dijeljenje"),
            Step::DoubledValue { double, base, level, value } => put!(f, double_name(*double), ": ", base, " × ", level, " = ", value),
            Step::ProjectsMultiplied { points, to } => put!(f, "projekti u udvojenom dijeljenju: ", points, " → ", to),
            Step::Kaboot { team, reverse, value } => {
                if *reverse {
                    put!(f, "obrnuti kaboot: ", side(team), " je uzeo sve štihove nakon što je kupac izašao: ", value)
                } else {
                    put!(f, "kaboot: ", side(team), " je uzeo sve štihove: ", value)
                }
            }
            Step::Qaid { team } => put!(f, "qaid: dokazani prekršaj od ", side(team), " završava dijeljenje"),
            Step::Gahwa { team, value } => put!(f, "Gahwa: ", side(team), " dobiva dijeljenje i cijelu igru: ", value, " (ne broje se ni projekti ni Baloot)"),
            Step::Handed { from, what, points, to } => match (what, to) {
                (Handed::Projects, Some(t)) if t == from => put!(f, side(from), " zadržava svoje projekte (", points, ")"),
                (Handed::Baloot, Some(t)) if t == from => put!(f, side(from), " zadržava svoj Baloot (", points, ")"),
                (Handed::Projects, Some(t)) => put!(f, "projekti od ", side(from), " (", points, ") idu timu ", side(t)),
                (Handed::Baloot, Some(t)) => put!(f, "Baloot od ", side(from), " (", points, ") ide timu ", side(t)),
                (Handed::Projects, None) => put!(f, "projekti od ", side(from), " (", points, ") ne broje se nikome"),
                (Handed::Baloot, None) => put!(f, "Baloot od ", side(from), " (", points, ") ne broji se nikome"),
            },
            Step::SakkaOver { winner, sakka, a, b, won } => put!(f, "sakka ", sakka, " za ", side(winner), " kod ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, "; dobivene sakke: ", side(&Team::A), " ", won[0], ", ", side(&Team::B), " ", won[1]),
            Step::MatchOver { winner, a, b } => put!(f, "meč je gotov, sakke ", side(&Team::A), " ", a, ", ", side(&Team::B), " ", b, ": ", side(winner), " pobjeđuje"),
        }
    }

    fn default_side(&self, team: Team) -> &'static str {
        match team {
            Team::A => "Mi",
            Team::B => "Vi",
        }
    }

    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = why.best;
        match why.reason {
            Reason::Lead => put!(f, "prva karta štiha je slobodna"),
            Reason::FollowSuit => put!(f, "treba odgovoriti na boju: igra se ", led),
            Reason::FollowAndBeat => put!(f, "treba odgovoriti na boju (", led, ") i staviti jaču kartu od ", best),
            Reason::FollowCannotBeat => put!(f, "treba odgovoriti na boju (", led, "); ništa ne tuče ", best, ", pa bilo koja karta te boje"),
            Reason::TrumpLedOvertrump => put!(f, "igra se adut: treba staviti jači adut od ", best),
            Reason::TrumpLedAnyTrump => put!(f, "igra se adut: ništa ne tuče ", best, ", pa bilo koji adut"),
            Reason::CannotFollowAnyCard => put!(f, "nema boje (", led, "): bilo koja karta"),
            Reason::PartnerWinning => put!(f, "nema boje, a štih drži partner: bilo koja karta"),
            Reason::NoTrumpInHand => put!(f, "nema boje (", led, ") ni aduta: bilo koja karta"),
            Reason::MustTrump => put!(f, "nema boje (", led, "), a štih drži protivnik: treba rezati adutom"),
            Reason::MustOvertrump => put!(f, "nema boje (", led, "), protivnik drži štih s ", best, ": treba staviti jači adut"),
            Reason::MustUndertrump => put!(f, "ne može odgovoriti na boju ni tući ", best, ": ipak treba staviti manji adut"),
            Reason::MayDiscard => put!(f, "ne može odgovoriti na boju ni tući ", best, ": bilo koja karta (manji adut nije obvezan)"),
            Reason::FollowTrumped => put!(f, "treba odgovoriti na boju (", led, "); štih je već rezan adutom, pa bilo koja karta te boje"),
            Reason::VoidMustTrump => put!(f, "nema boje (", led, "): treba rezati adutom, bez obzira tko drži štih"),
            Reason::VoidMustOvertrump => put!(f, "nema boje (", led, "): treba staviti adut jači od ", best, ", bez obzira tko drži štih"),
            Reason::NoUndertrumping => put!(f, "nema boje (", led, ") i ne može tući ", best, ": karta koja nije adut (manji adut se ne stavlja)"),
            Reason::OnlyLowerTrumps => put!(f, "nema boje (", led, "), a ima samo adute manje od ", best, ": bilo koji od njih"),
            Reason::PartnerTrumpMustBeat => put!(f, "nema boje (", led, "), a partner drži štih s ", best, ": bilo koja karta, ali adut mora biti jači"),
            Reason::LockedNoTrumpLead => put!(f, "igra je zatvorena: ne izlazi se adutom dok je u ruci druga boja"),
            Reason::LockedOnlyTrumps => put!(f, "igra je zatvorena, ali u ruci su samo aduti: može se izaći bilo kojim"),
            Reason::TrumpLedPartnerWinning => put!(f, "igra se adut, a partner drži štih s ", best, ": bilo koji adut, partnera ne treba tući"),
            Reason::PartnerAka => put!(f, "nema boje (", led, "); partner je izašao s ", best, " kao najjačom kartom (as ili aka) i drži štih: bilo koja karta"),
            Reason::PartnerNotSettled => put!(f, "nema boje (", led, "); partner drži štih s ", best, ", ali to nije ni as ni aka, a zadnji igrač još nije igrao: treba rezati adutom"),
        }
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::CardPoints => "bodovi iz karata",
            Part::PointsMade => "osvojeni bodovi",
            Part::Deal => "cijelo dijeljenje",
            Part::Capot => "kapot",
            Part::Declarations => "zvanja",
            Part::Belote => "bela",
            Part::Bid => "licitacija",
            Part::FailBase => "osnova za pad",
            Part::Doubled => "kontrirana vrijednost",
            Part::GamePoints => "bodovi igre",
            Part::Pot => "visi",
            Part::Zvanja => "zvanja",
            Part::Bela => "bela",
            Part::Stiglja => "štiglja",
            Part::Roem => "roem",
            Part::Pit => "pit",
            Part::Base => "dijeljenje",
            Part::Projects => "projekti",
            Part::Baloot => "Baloot",
            Part::Kaboot => "kaboot",
            Part::Gahwa => "Gahwa",
            Part::Raised => "udvojeno dijeljenje",
        }
    }

    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "četiri ", rank.label()),
            Decl::Run { length: 3, top, suit } => run(f, "terca", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "kvarta", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "kvinta", top, suit),
            Decl::Run { length, top, suit } => run(f, ("niz od ", length), top, suit),
        }
    }

    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(rank) => put!(f, "četiri ", plural(rank)),
            Decl::Run { length: 8, suit: s, .. } => put!(f, "belot, svih osam karata boje ", suit(s)),
            Decl::Run { length: 3, top, suit } => run(f, "terca", top, suit),
            Decl::Run { length: 4, top, suit } => run(f, "kvarta", top, suit),
            Decl::Run { length: 5, top, suit } => run(f, "kvinta", top, suit),
            Decl::Run { length, top, suit } => run(f, ("niz od ", length), top, suit),
        }
    }

    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result {
        match item {
            RoemItem::Run3 => f.write_str("tri u nizu"),
            RoemItem::Run4 => f.write_str("četiri u nizu"),
            RoemItem::Stuk => f.write_str("stuk, kralj i dama u adutu"),
            RoemItem::Four(rank) => put!(f, "četiri ", plural(rank)),
        }
    }
    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result {
        let name = project_name(p.kind);
        match (project_cards(p), p.length) {
            ((Some(top), Some(s)), Some(3 | 4)) => run(f, name, top, s),
            ((Some(top), Some(s)), Some(n)) => {
                put!(f, name, ": ")?;
                run(f, ("niz od ", n), top, s)
            }
            ((Some(rank), None), _) => put!(f, name, ": četiri ", plural(rank)),
            _ => f.write_str(name),
        }
    }
}

/// A Baloot project's name.
fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "sira",
        ProjectKind::Fifty => "pedeset",
        ProjectKind::Hundred => "sto",
        ProjectKind::FourHundred => "četiristo",
    }
}

/// How a Baloot deal was raised, after what was bought.
fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => ", duplo (×2)",
        Double::Three => ", tri (×3)",
        Double::Four => ", četiri (×4)",
        Double::Gahwa => ", Gahwa",
    }
}

/// A Baloot double by its name.
fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "bez dupla",
        Double::Double | Double::Redouble => "duplo",
        Double::Three => "tri",
        Double::Four => "četiri",
        Double::Gahwa => "Gahwa",
    }
}

/// What a Baloot comparison found.
fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "prošao",
        Decision::Khasara => "khasara (pao)",
        Decision::Equal => "jednako",
    }
}

/// The rule that settles an exact Baloot tie.
fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "svatko piše svoje",
        TieRule::BuyerFails => "kupac pada",
        TieRule::ByContract => "Sun se dijeli, Hokum pada",
        TieRule::DoublerLoses => "u udvojenom dijeljenju gubi tim koji je udvojio",
        TieRule::LastRaiserLoses => "u udvojenom dijeljenju gubi tim koji je zadnji podigao",
        TieRule::BuyerLoses => "u udvojenom dijeljenju gubi kupac",
    }
}

/// A run of cards: its name ("tierce", "run of 6"), then its top card and suit.
fn run<W: Write + ?Sized>(f: &mut W, name: impl Piece, top: Rank, s: Suit) -> fmt::Result {
    put!(f, name, " do ", top.label(), " ", suit(s))
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "pik",
        Suit::Hearts => "herc",
        Suit::Diamonds => "karo",
        Suit::Clubs => "tref",
    }
}

/// A rank in the plural, for "four kings".
fn plural(rank: Rank) -> &'static str {
    match rank {
        Rank::Seven => "sedmice",
        Rank::Eight => "osmice",
        Rank::Nine => "devetke",
        Rank::Ten => "desetke",
        Rank::Jack => "dečka",
        Rank::Queen => "dame",
        Rank::King => "kralja",
        Rank::Ace => "asa",
    }
}

/// The declarations a comparison is of.
fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "zvanja",
        Track::Sequences => "nizovi",
        Track::Carres => "četiri iste",
        Track::Zvanja => "zvanja",
        Track::Projects => "projekti",
    }
}

/// Why a team's declarations win.
fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "bez konkurencije",
        DeclReason::CarreBeatsSequence => "četiri iste karte tuku svaki niz",
        DeclReason::HigherCarre => "jače četiri iste karte",
        DeclReason::Longer => "duži niz",
        DeclReason::HigherTop => "viša najjača karta",
        DeclReason::Trump => "jednako, ali u adutu",
        DeclReason::FirstInTurn => "jednako, prvi po redu igre",
        DeclReason::HigherValue => "veća vrijednost",
        DeclReason::SequenceBeatsCarre => "niz pobjeđuje četiri iste",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (dva belota: ovaj je u adutu)",
        DeclReason::FirstInTurn => " (dva belota: ovaj je prvi po redu igre)",
        DeclReason::Uncontested
        | DeclReason::CarreBeatsSequence
        | DeclReason::HigherCarre
        | DeclReason::Longer
        | DeclReason::HigherTop
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}
