//! The names of the games this engine scores: a small `Copy` enum that any module may use
//! without pulling in anything else. What each game is lives in its module under
//! `variants/`, found through `variants::game`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The games this engine scores, as a match file names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    Classic,
    Contree,
    /// Contrée with Pagat's defaults, also played in no trumps and all trumps.
    Coinche,
    Bulgarian,
    /// Croatian bela.
    Bela,
    /// Dutch klaverjas, Amsterdam and Rotterdam systems (an option of one variant).
    Klaverjas,
    /// Saudi Baloot (بلوت): Sun and Hokum, scored in game points.
    Baloot,
}

impl Variant {
    pub const ALL: [Variant; 7] = [
        Variant::Classic,
        Variant::Contree,
        Variant::Coinche,
        Variant::Bulgarian,
        Variant::Bela,
        Variant::Klaverjas,
        Variant::Baloot,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Contree => "contree",
            Variant::Coinche => "coinche",
            Variant::Bulgarian => "bulgarian",
            Variant::Bela => "bela",
            Variant::Klaverjas => "klaverjas",
            Variant::Baloot => "baloot",
        }
    }

    pub fn parse(s: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.as_str() == s)
    }

    /// Every name, for a message: "classic, contree, coinche, bulgarian, bela, klaverjas or
    /// baloot".
    pub fn names() -> String {
        one_of(Variant::ALL.map(Variant::as_str))
    }
}

/// Names as a choice in words: "a, b or c".
fn one_of<const N: usize>(names: [&str; N]) -> String {
    crate::listing::or(&names)
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Variant {
    /// The family of games this variant belongs to.
    pub fn family(self) -> Family {
        match self {
            Variant::Classic | Variant::Contree | Variant::Coinche => Family::French,
            Variant::Bulgarian => Family::Bulgarian,
            Variant::Bela => Family::Bela,
            Variant::Klaverjas => Family::Klaverjas,
            Variant::Baloot => Family::Baloot,
        }
    }
}

/// Families of variants: games close enough that a rating carries over from one to the
/// other, and that call their things by the same words (a contract doubled is a coinche in
/// the French family, a kontra in the Bulgarian; a failed contract falls in bela).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// Classic belote, contrée and coinche.
    French,
    Bulgarian,
    /// Croatian bela.
    Bela,
    /// Dutch klaverjas (both systems).
    Klaverjas,
    /// Saudi Baloot.
    Baloot,
}

impl Family {
    pub const ALL: [Family; 5] = [
        Family::French,
        Family::Bulgarian,
        Family::Bela,
        Family::Klaverjas,
        Family::Baloot,
    ];

    /// The family of `variant` ([`Variant::family`]).
    pub fn of(variant: Variant) -> Family {
        variant.family()
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Family::French => "french",
            Family::Bulgarian => "bulgarian",
            Family::Bela => "bela",
            Family::Klaverjas => "klaverjas",
            Family::Baloot => "baloot",
        }
    }

    pub fn parse(s: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.as_str() == s)
    }

    /// The variants of the family.
    pub fn variants(self) -> impl Iterator<Item = Variant> {
        Variant::ALL.into_iter().filter(move |v| v.family() == self)
    }

    /// Every name, for a message: "french, bulgarian, bela, klaverjas or baloot".
    pub fn names() -> String {
        one_of(Family::ALL.map(Family::as_str))
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_is_in_one_family_and_every_family_has_a_variant() {
        for f in Family::ALL {
            assert!(f.variants().next().is_some(), "{f}");
            assert_eq!(Family::parse(f.as_str()), Some(f));
        }
        let counted: usize = Family::ALL.iter().map(|f| f.variants().count()).sum();
        assert_eq!(counted, Variant::ALL.len());
        assert_eq!(
            Family::names(),
            "french, bulgarian, bela, klaverjas or baloot"
        );
    }
}
