//! Arabic numbers: a number in the chosen digits (Western or Arabic-Indic) and a counted
//! noun in its Arabic plural form (نقطة واحدة، نقطتان، ٣ نقاط، ١٧ نقطة).

use super::Ar;
use crate::i18n::piece::{put, Piece};
use crate::i18n::Digits;
use std::fmt::{self, Write};

/// A number in the language's digits.
pub(super) struct N(i64, Digits);

impl Piece for N {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        let text = itoa::Buffer::new().format(self.0).to_string();
        match self.1 {
            Digits::Latin => f.write_str(&text),
            Digits::Arabic => {
                for c in text.chars() {
                    match c.to_digit(10) {
                        Some(d) => f.write_char(char::from_u32(0x0660 + d).unwrap_or(c))?,
                        None => f.write_char(c)?,
                    }
                }
                Ok(())
            }
        }
    }
}

/// The CLDR plural category of `n` in Arabic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Plural {
    One,
    Two,
    /// 3 to 10 (and 103 to 110, …).
    Few,
    /// 11 to 99 (and 111 to 199, …).
    Many,
    /// 0, 100, 101, 102, …
    Other,
}

fn plural(n: i64) -> Plural {
    let n = n.abs();
    match (n, n % 100) {
        (1, _) => Plural::One,
        (2, _) => Plural::Two,
        (_, 3..=10) => Plural::Few,
        (_, 11..=99) => Plural::Many,
        _ => Plural::Other,
    }
}

/// A counted noun's forms: one, two, few (with the number), many and other (with it).
pub(super) struct Noun {
    one: &'static str,
    two: &'static str,
    few: &'static str,
    many: &'static str,
    other: &'static str,
}

/// نقطة: a game point.
pub(super) const POINTS: Noun = Noun {
    one: "نقطة واحدة",
    two: "نقطتان",
    few: "نقاط",
    many: "نقطة",
    other: "نقطة",
};

/// بنط: a card point of Baloot.
pub(super) const ABNAT: Noun = Noun {
    one: "بنط واحد",
    two: "بنطان",
    few: "أبناط",
    many: "بنطًا",
    other: "بنط",
};

/// قسمة: one way of splitting the card abnat.
pub(super) const SPLITS: Noun = Noun {
    one: "قسمة واحدة",
    two: "قسمتان",
    few: "قسمات",
    many: "قسمة",
    other: "قسمة",
};

impl Ar {
    pub(super) fn n(&self, n: i64) -> N {
        N(n, self.digits)
    }

    /// `n` of a counted noun, in its plural form: "نقطتان", "١٧ نقطة".
    pub(super) fn count<W: Write + ?Sized>(&self, f: &mut W, n: i64, noun: &Noun) -> fmt::Result {
        match plural(n) {
            Plural::One => f.write_str(noun.one),
            Plural::Two => f.write_str(noun.two),
            Plural::Few => put!(f, self.n(n), " ", noun.few),
            Plural::Many => put!(f, self.n(n), " ", noun.many),
            Plural::Other => put!(f, self.n(n), " ", noun.other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arabic_plural_forms() {
        let forms: Vec<Plural> = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 200]
            .iter()
            .map(|n| plural(*n))
            .collect();
        use Plural::*;
        assert_eq!(
            forms,
            [Other, One, Two, Few, Few, Many, Many, Other, Other, Other, Few, Many, Other]
        );
        let ar = Ar {
            digits: Digits::Latin,
        };
        let say = |n: i64, noun: &Noun| {
            let mut s = String::new();
            ar.count(&mut s, n, noun).unwrap();
            s
        };
        assert_eq!(say(1, &POINTS), "نقطة واحدة");
        assert_eq!(say(2, &POINTS), "نقطتان");
        assert_eq!(say(5, &POINTS), "5 نقاط");
        assert_eq!(say(17, &POINTS), "17 نقطة");
        assert_eq!(say(85, &ABNAT), "85 بنطًا");
        assert_eq!(say(130, &ABNAT), "130 بنطًا");
        assert_eq!(say(100, &ABNAT), "100 بنط");
    }

    #[test]
    fn arabic_indic_digits() {
        let mut s = String::new();
        N(1520, Digits::Arabic).put(&mut s).unwrap();
        assert_eq!(s, "١٥٢٠");
        s.clear();
        N(-3, Digits::Arabic).put(&mut s).unwrap();
        assert_eq!(s, "-٣");
    }
}
