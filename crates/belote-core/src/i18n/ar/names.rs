//! The Arabic names the sentences give the things of the game: a card, a run, a list of
//! declarations or projects, a score by parts; the Gulf's suits and ranks, Baloot's projects,
//! doubles and tie rules, the reasons declarations win and the verdicts.

use super::Ar;
use crate::card::{Card, Rank, Suit};
use crate::explain::{Decision, DeclNote, DeclReason, Parts, ProjectNote, TieRule, Track};
use crate::i18n::piece::{put, Decl, Piece};
use crate::i18n::Language;
use crate::model::{Double, ProjectKind, Verdict};
use std::fmt::{self, Write};

impl Ar {
    /// A team's score by parts: "١١ (نقاط) و٥ (مشاريع)، المجموع ١٦", or its total alone.
    pub(super) fn sum<W: Write + ?Sized>(
        &self,
        f: &mut W,
        parts: &Parts,
        total: i64,
    ) -> fmt::Result {
        if parts.len() > 1 {
            for (i, (part, n)) in parts.iter().enumerate() {
                put!(
                    f,
                    if i > 0 { " و" } else { "" },
                    self.n(n),
                    " (",
                    self.part(part),
                    ")"
                )?;
            }
            f.write_str("، المجموع ")?;
        }
        self.n(total).put(f)
    }

    /// Items written by `each` with the Arabic comma between them.
    fn list<W: Write + ?Sized, T: Copy>(
        &self,
        f: &mut W,
        items: &[T],
        mut each: impl FnMut(&mut W, T) -> fmt::Result,
    ) -> fmt::Result {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                f.write_str("، ")?;
            }
            each(f, *item)?;
        }
        Ok(())
    }

    pub(super) fn declarations<W: Write + ?Sized>(
        &self,
        f: &mut W,
        items: &[DeclNote],
    ) -> fmt::Result {
        self.list(f, items, |f, d| {
            self.declaration(f, Decl::of(&d))?;
            put!(f, " (", self.n(d.points), ")")
        })
    }

    pub(super) fn zvanja<W: Write + ?Sized>(&self, f: &mut W, items: &[DeclNote]) -> fmt::Result {
        self.list(f, items, |f, d| {
            let zvanje = Decl::of(&d);
            self.zvanje(f, zvanje)?;
            if matches!(zvanje, Decl::Run { length: 8, .. }) {
                return Ok(());
            }
            put!(f, " (", self.n(d.points), ")")
        })
    }

    pub(super) fn projects<W: Write + ?Sized>(
        &self,
        f: &mut W,
        items: &[ProjectNote],
    ) -> fmt::Result {
        self.list(f, items, |f, p| {
            self.project(f, &p)?;
            put!(f, " (", self.n(p.points), ")")
        })
    }

    /// A card: its rank, then its suit: "ولد سبيت".
    pub(super) fn card<W: Write + ?Sized>(&self, f: &mut W, card: Option<Card>) -> fmt::Result {
        match card {
            Some(c) => put!(f, rank(c.rank), " ", suit(c.suit)),
            None => Ok(()),
        }
    }

    /// A run of cards: its name, then its top card and suit.
    pub(super) fn run<W: Write + ?Sized>(
        &self,
        f: &mut W,
        name: &str,
        top: Rank,
        s: Suit,
    ) -> fmt::Result {
        put!(f, name, " حتى ", rank(top), " ", suit(s))
    }

    /// A run named by its length: "سلسلة من ٦".
    pub(super) fn run_of<W: Write + ?Sized>(
        &self,
        f: &mut W,
        length: u8,
        top: Rank,
        s: Suit,
    ) -> fmt::Result {
        put!(
            f,
            "سلسلة من ",
            self.n(i64::from(length)),
            " حتى ",
            rank(top),
            " ",
            suit(s)
        )
    }
}

/// The Gulf's names of the suits: ♠ سبيت، ♥ هاص، ♦ ديمن، ♣ شريا.
pub(super) fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "سبيت",
        Suit::Hearts => "هاص",
        Suit::Diamonds => "ديمن",
        Suit::Clubs => "شريا",
    }
}

/// A card's rank: الإكة (ace), الشايب (king), البنت (queen), الولد (jack), and the numbers.
fn rank(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "إكة",
        Rank::King => "شايب",
        Rank::Queen => "بنت",
        Rank::Jack => "ولد",
        Rank::Ten => "عشرة",
        Rank::Nine => "تسعة",
        Rank::Eight => "ثمانية",
        Rank::Seven => "سبعة",
    }
}

/// A rank in the plural, for "four kings": أربع شياب.
pub(super) fn ranks(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "إكك",
        Rank::King => "شياب",
        Rank::Queen => "بنات",
        Rank::Jack => "أولاد",
        Rank::Ten => "عشرات",
        Rank::Nine => "تسعات",
        Rank::Eight => "ثمانيات",
        Rank::Seven => "سبعات",
    }
}

/// A Baloot project's name.
pub(super) fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "سرا",
        ProjectKind::Fifty => "خمسين",
        ProjectKind::Hundred => "مية",
        ProjectKind::FourHundred => "أربعمية",
    }
}

/// How a Baloot deal was raised, after what was bought.
pub(super) fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => "، دبل",
        Double::Three => "، ثري",
        Double::Four => "، فور",
        Double::Gahwa => "، قهوة",
    }
}

/// A Baloot double by its name.
pub(super) fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "بلا دبل",
        Double::Double | Double::Redouble => "دبل",
        Double::Three => "ثري",
        Double::Four => "فور",
        Double::Gahwa => "قهوة",
    }
}

/// What a Baloot comparison found.
pub(super) fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "نجح المشتري",
        Decision::Khasara => "خسارة",
        Decision::Equal => "تساوٍ",
    }
}

/// The rule that settles an exact Baloot tie.
pub(super) fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "كل فريق يكتب ما له",
        TieRule::BuyerFails => "المشتري يخسر",
        TieRule::ByContract => "الصن يُقسم والحكم يخسر فيه المشتري",
        TieRule::DoublerLoses => "في الدبل يخسر من دبّل",
        TieRule::LastRaiserLoses => "في الدبل يخسر آخر من رفع",
        TieRule::BuyerLoses => "في الدبل يخسر المشتري",
    }
}

/// The declarations a comparison is of.
pub(super) fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "إعلانات",
        Track::Sequences => "سلاسل",
        Track::Carres => "كاريهات",
        Track::Zvanja => "زفانيا",
        Track::Projects => "مشاريع",
    }
}

/// Why a team's declarations win.
pub(super) fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "بلا منافس",
        DeclReason::CarreBeatsSequence => "الكاريه يغلب أي سلسلة",
        DeclReason::HigherCarre => "أربع أعلى",
        DeclReason::Longer => "سلسلة أطول",
        DeclReason::HigherTop => "رأسها أعلى",
        DeclReason::Trump => "متساوية، لكنها من الحكم",
        DeclReason::FirstInTurn => "متساوية، والأولى في دور اللعب",
        DeclReason::HigherValue => "قيمة أعلى",
        DeclReason::SequenceBeatsCarre => "السلسلة تغلب الأربع",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
pub(super) fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (بيلوتان: هذا من الحكم)",
        DeclReason::FirstInTurn => " (بيلوتان: هذا الأول في دور اللعب)",
        DeclReason::Uncontested
        | DeclReason::CarreBeatsSequence
        | DeclReason::HigherCarre
        | DeclReason::Longer
        | DeclReason::HigherTop
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}

pub(super) fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "نجح",
        Verdict::Inside => "سقط",
        Verdict::Tie => "معلّق",
    }
}

/// Bela's verdict words.
pub(super) fn caller_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "نجح",
        Verdict::Inside => "سقط (باد)",
        Verdict::Tie => "معلّق (فيسي)",
    }
}

/// Klaverjas's verdict words: a contract not made is nat, an equal one too.
pub(super) fn players_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "نجح",
        Verdict::Inside | Verdict::Tie => "نات (سقط)",
    }
}
