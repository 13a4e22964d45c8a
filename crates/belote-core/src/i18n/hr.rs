//! Croatian, the language of Bela's players: the game's own words (zvanja, terca, kvarta,
//! kvinta, bela, belot, štiglja, pad, visi) and the table's (štih, adut, rezati).

use super::piece::{put, sign, Added, Decl, Declarations, Piece, RoemList, Sum, Zvanja};
use super::Language;
use crate::card::{Rank, Suit};
use crate::explain::{DeclReason, Part, Rule, Step, Track};
use crate::model::{RoemItem, Verdict, Winner};
use crate::trick::{Reason, Why};
use std::fmt::{self, Write};

/// Croatian.
pub(crate) struct Hr;

#[rustfmt::skip]
impl Language for Hr {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step) -> fmt::Result {
        match step {
            Step::CardPoints { a, b } => put!(f, "bodovi iz karata: A ", a, ", B ", b),
            Step::NoTrumpsDoubled { a, b } => put!(f, "bez aduta: bodovi iz karata udvostručeni na A ", a, ", B ", b),
            Step::Capot { team, points } => put!(f, team, " je uzeo sve štihove (kapot): ", points, " umjesto bodova iz karata"),
            Step::Valat { team, bonus } => put!(f, "valat: ", team, " je uzeo sve štihove, +", bonus),
            Step::Declared { team, items } => put!(f, team, " zove ", Declarations(self, items)),
            Step::DeclarationsWon { team, track, reason, points } => put!(f, tracks(*track), " tima ", team, " se broje (", why_declarations(*reason), "): ", points),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "jednaka najbolja zvanja na obje strane: nijedno zvanje se ne broji",
                Track::Sequences => "jednaki najbolji nizovi na obje strane: svi nizovi otpadaju",
                Track::Carres => "jednake četiri iste karte: sve takve četvorke otpadaju",
                Track::Zvanja => "jednaka najbolja zvanja na obje strane: nijedno zvanje se ne broji",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "zvanja tima ", team, " (", points, ") ne broje se nikome"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "bela za ", team, ": ", points)
                } else {
                    put!(f, count, " bele za ", team, ": ", points)
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                put!(f, team, ": ", cards, Added(*declarations, " (zvanja)"), Added(*belote, " (bela)"), Added(*bonus, " (kapot)"), " = ", total)
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let (o, cmp, equal) = (takers.other(), sign(*t, *d), t == d);
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "tim ", takers, " (zvao) ", t, " ", cmp, " tim ", o, " ", d, ": ", verdict(*v)),
                    Rule::DoubledMorePoints => put!(f, "kontra: tim ", takers, " (zvao) ", t, " ", cmp, " tim ", o, " ", d, ": ", verdict(*v), ", tim s više bodova uzima sve"),
                    Rule::HalfCardPoints => put!(f, "tim ", takers, " (zvao) ima ", t, " bodova iz karata (treba 82, 81 je neriješeno): ", verdict(*v)),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        let need = (*need != i64::from(*bid)).then_some((" (treba ", need, ")"));
                        let defence = must_beat_defence.then_some((", protivnici ", d));
                        put!(f, "tim ", takers, " (zvao) ", t, " uz licitaciju ", bid, need, defence, ": ", verdict(*v))
                    }
                    Rule::BidCapot => put!(f, "kapot zvao tim ", takers, ": ", verdict(*v)),
                    Rule::TakersCapot => put!(f, "tim ", takers, " (zvao) uzeo je sve štihove: ", verdict(*v)),
                    Rule::DefendersCapot => put!(f, "protivnici ", o, " uzeli su sve štihove: ", verdict(*v)),
                    Rule::CallerMustBeat => put!(f, "tim ", takers, " (zvao adut) ", t, " ", cmp, " tim ", o, " ", d, equal.then_some(", jednako"), ": ", caller_verdict(*v)),
                    Rule::PlayersMustBeat => put!(f, "tim ", takers, " (igra) ", t, " ", cmp, " tim ", o, " ", d, equal.then_some(", jednako"), ": ", players_verdict(*v)),
                }
            }
            Step::Scores { team, parts, total } => put!(f, team, " piše ", Sum(self, parts), total),
            Step::Doubled { factor } => put!(f, "kontra: ×", factor),
            Step::Rounded { team, from, to, .. } => put!(f, team, ": ", from, " zaokruženo na ", to),
            Step::PotHeld { amount, pot } => put!(f, "visi: ", amount, " čeka sljedeće dijeljenje (ukupno visi ", pot, ")"),
            Step::PotAwarded { team, amount } => put!(f, team, " uzima ono što visi: ", amount),
            Step::GameOver { winner, a, b } => match winner {
                Winner::Draw => put!(f, "kraj igre kod A ", a, ", B ", b, ": neriješeno"),
                w @ (Winner::A | Winner::B) => put!(f, "kraj igre kod A ", a, ", B ", b, ": pobjeđuje ", w.as_str()),
            },
            Step::PlayOn { a, b } => put!(f, "oba tima preko cilja s A ", a, ", B ", b, ": igra se dalje"),
            Step::NoEndOnValat => f.write_str("igra se ne dobiva na valatu: još jedno dijeljenje"),
            Step::Zvanja { team, items } => put!(f, team, " zove: ", Zvanja(self, items)),
            Step::Bela { team, points } => put!(f, "bela (kralj i dama u adutu) za ", team, ": ", points),
            Step::Belot { team, reason } => put!(f, "belot za ", team, why_belot(*reason), ": dijeljenje se ne igra i ", team, " dobiva igru"),
            Step::Stiglja { team, bonus } => put!(f, "štiglja: ", team, " je uzeo sve štihove, +", bonus),
            Step::SweptShare { from, to, zvanja, bela } => {
                put!(f, "štiglja: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "zvanja (", zvanja, ") i bela (", bela, ") tima ", from)?,
                    (true, false) => put!(f, "zvanja (", zvanja, ") tima ", from)?,
                    (false, _) => put!(f, "bela (", bela, ") tima ", from)?,
                }
                match to {
                    Some(t) => put!(f, " idu timu ", t),
                    None => put!(f, " ne broje se nikome"),
                }
            }
            Step::Roem { team, items, points } => put!(f, "roem za ", team, ": ", RoemList(self, items, *points)),
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "pit: ", team, " je uzeo sve štihove, ali tim koji ne igra za to ne dobiva bonus")
                } else {
                    put!(f, "pit: ", team, " je uzeo sve štihove, +", bonus)
                }
            }
            Step::Tally { team, parts, total } => put!(f, team, " ima ", Sum(self, parts), total),
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
        | DeclReason::HigherValue => "",
    }
}

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "prošao",
        Verdict::Inside => "pao",
        Verdict::Tie => "visi",
    }
}

/// Bela's verdict words.
fn caller_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "prošao",
        Verdict::Inside => "pad",
        Verdict::Tie => "visi",
    }
}

/// Klaverjas's verdict words: a contract not made is nat, an equal one too.
fn players_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "prošao",
        Verdict::Inside | Verdict::Tie => "nat (pao)",
    }
}
