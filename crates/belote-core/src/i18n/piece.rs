//! What every language writes its sentences with: [`put!`] writes a sentence piece by piece
//! — a literal, a number, a side's name, a card — straight into any sink ([`Piece`]), and the
//! lists every language writes the same way (a score's parts, declarations, zvanja, roem) are
//! written here once, with the language's own words.
//!
//! This is what `belote score` spends most of its time on: `write!`'s general machinery
//! (argument tables, padding) costs several times the pieces themselves, and a sentence
//! written piece by piece needs no `String` of its own. The small pieces that decide
//! something (a sum, an addition) are inlined into each sentence: a call each cost English
//! `--compact` and `--text` 1% more instructions than before languages had their own files.

use super::Language;
use crate::card::{Card, Rank, Suit};
use crate::explain::{DeclNote, Parts, ProjectNote};
use crate::model::RoemItem;
use std::fmt::Write;

/// Writes a sentence into the sink `$f` from its pieces, in order; `Ok(())` once all are
/// written.
macro_rules! put {
    ($f:expr, $($piece:expr),+ $(,)?) => {{
        $( $crate::i18n::piece::Piece::put(&$piece, &mut *$f)?; )+
        Ok(())
    }};
}
pub(crate) use put;

/// A piece of a sentence: written as it is, with no formatting options.
pub(crate) trait Piece {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result;
}

impl<P: Piece + ?Sized> Piece for &P {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        (**self).put(f)
    }
}

impl Piece for str {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        f.write_str(self)
    }
}

/// Numbers as `Display` writes them ([`crate::decimal`]).
macro_rules! number_pieces {
    ($($t:ty),+) => {$(
        impl Piece for $t {
            #[inline]
            fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
                crate::decimal::with_decimal(i64::from(*self), |text| f.write_str(text))
            }
        }
    )+};
}
number_pieces!(i64, u32, u8);

/// A card as `Display` writes it: `JS`, `10H`.
impl Piece for Card {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        f.write_str(self.rank.label())?;
        f.write_char(self.suit.letter())
    }
}

/// A piece that is there or not: nothing is written for `None` (the card to beat when
/// there is none; a clause said only when it applies, `(t == d).then_some(", equal")`).
impl<P: Piece> Piece for Option<P> {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        match self {
            Some(p) => p.put(f),
            None => Ok(()),
        }
    }
}

/// A clause of several pieces, for an optional one: `need.then_some((" (", n, " needed)"))`.
macro_rules! tuple_pieces {
    ($(($($p:ident),+)),+) => {$(
        impl<$($p: Piece),+> Piece for ($($p,)+) {
            #[allow(non_snake_case)]
            fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
                let ($($p,)+) = self;
                $( $p.put(f)?; )+
                Ok(())
            }
        }
    )+};
}
tuple_pieces!((A, B), (A, B, C));

/// The sign between the takers' and the defenders' points in a verdict: `>`, `<` or `=`.
pub(crate) fn sign(a: i64, b: i64) -> &'static str {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => ">",
        std::cmp::Ordering::Less => "<",
        std::cmp::Ordering::Equal => "=",
    }
}

/// A declaration as the languages name it: a run of cards (Bela's belot is a run of all
/// eight) or four of a rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decl {
    Run { length: u8, top: Rank, suit: Suit },
    Four(Rank),
}

impl Decl {
    /// The declaration a note is of.
    pub(crate) fn of(d: &DeclNote) -> Decl {
        let rank = rank_of(d.rank);
        match (d.kind, d.length) {
            ("sequence", Some(length)) => Decl::Run {
                length,
                top: rank,
                suit: suit_of(d.suit),
            },
            _ => Decl::Four(rank),
        }
    }

    /// Bela: all eight cards of a suit, which wins the match and is worth no points.
    fn is_belot(self) -> bool {
        matches!(self, Decl::Run { length: 8, .. })
    }
}

fn suit_of(letter: Option<char>) -> Suit {
    match letter {
        Some('S') => Suit::Spades,
        Some('H') => Suit::Hearts,
        Some('D') => Suit::Diamonds,
        _ => Suit::Clubs,
    }
}

fn rank_of(label: &str) -> Rank {
    match label {
        "A" => Rank::Ace,
        "K" => Rank::King,
        "Q" => Rank::Queen,
        "J" => Rank::Jack,
        "10" => Rank::Ten,
        "9" => Rank::Nine,
        "8" => Rank::Eight,
        _ => Rank::Seven,
    }
}

/// ` + n (label)`, or nothing when `n` is 0: an addition to a team's total, with its
/// label as written after the number (`" (belote)"`).
pub(crate) struct Added(pub i64, pub &'static str);

impl Piece for Added {
    #[inline(always)]
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        if self.0 == 0 {
            return Ok(());
        }
        put!(f, " + ", self.0, self.1)
    }
}

/// Each item written by `each`, with `sep` between them.
#[inline(always)]
fn list<W: Write + ?Sized, T>(
    f: &mut W,
    items: impl IntoIterator<Item = T>,
    sep: &str,
    mut each: impl FnMut(&mut W, T) -> std::fmt::Result,
) -> std::fmt::Result {
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        each(f, item)?;
    }
    Ok(())
}

/// A score's parts summed, `n (part) + m (part) = `, before the total; nothing for a score
/// of one part, which is its total.
pub(crate) struct Sum<'a, L>(pub &'a L, pub &'a Parts);

impl<L: Language> Piece for Sum<'_, L> {
    #[inline(always)]
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        let Sum(lang, parts) = *self;
        if parts.len() <= 1 {
            return Ok(());
        }
        list(f, parts.iter(), " + ", |f, (part, n)| {
            put!(f, n, " (", lang.part(part), ")")
        })?;
        f.write_str(" = ")
    }
}

/// Declarations with their points: `tierce to the K of hearts (20), carré of J (200)`.
pub(crate) struct Declarations<'a, L>(pub &'a L, pub &'a [DeclNote]);

impl<L: Language> Piece for Declarations<'_, L> {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        let Declarations(lang, items) = *self;
        list(f, items, ", ", |f, d| {
            lang.declaration(f, Decl::of(d))?;
            put!(f, " (", d.points, ")")
        })
    }
}

/// Bela's zvanja with their points, `terca to the K of spades (20), four kings (100)`; a
/// belot has none.
pub(crate) struct Zvanja<'a, L>(pub &'a L, pub &'a [DeclNote]);

impl<L: Language> Piece for Zvanja<'_, L> {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        let Zvanja(lang, items) = *self;
        list(f, items, ", ", |f, d| {
            let zvanje = Decl::of(d);
            lang.zvanje(f, zvanje)?;
            let points = (!zvanje.is_belot()).then_some((" (", d.points, ")"));
            points.put(f)
        })
    }
}

/// Baloot's projects with their game points: `sira (4), hundred: four kings (20)`.
pub(crate) struct Projects<'a, L>(pub &'a L, pub &'a [ProjectNote]);

impl<L: Language> Piece for Projects<'_, L> {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        let Projects(lang, items) = *self;
        list(f, items, ", ", |f, p| {
            lang.project(f, p)?;
            put!(f, " (", p.points, ")")
        })
    }
}

/// A project's top card or rank and suit, read back from its note.
pub(crate) fn project_cards(p: &ProjectNote) -> (Option<Rank>, Option<Suit>) {
    (p.rank.map(rank_of), p.suit.map(|s| suit_of(Some(s))))
}

/// Klaverjas roem item by item, `20 (stuk) + 50 (run of four) = 70`, or only its points
/// when it was entered as a number.
pub(crate) struct RoemList<'a, L>(pub &'a L, pub &'a [(RoemItem, i64)], pub i64);

impl<L: Language> Piece for RoemList<'_, L> {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> std::fmt::Result {
        let RoemList(lang, items, points) = *self;
        if items.is_empty() {
            return points.put(f);
        }
        list(f, items, " + ", |f, (item, n)| {
            put!(f, n, " (")?;
            lang.roem_item(f, *item)?;
            f.write_str(")")
        })?;
        let total = (items.len() > 1).then_some((" = ", points));
        total.put(f)
    }
}
