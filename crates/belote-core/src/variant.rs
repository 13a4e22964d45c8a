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
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.as_str()).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.join(""),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
