//! The names of the games this engine scores: a small `Copy` enum that every other module may
//! use without pulling in anything else.

use crate::card::Contract;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The four games this engine scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    Classic,
    Contree,
    Coinche,
    Bulgarian,
}

impl Variant {
    pub const ALL: [Variant; 4] = [
        Variant::Classic,
        Variant::Contree,
        Variant::Coinche,
        Variant::Bulgarian,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Contree => "contree",
            Variant::Coinche => "coinche",
            Variant::Bulgarian => "bulgarian",
        }
    }

    pub fn parse(s: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.as_str() == s)
    }

    /// Does this variant allow the contract? Classic and contrée play the four suits only.
    pub fn allows(self, contract: Contract) -> bool {
        match (self, contract) {
            (_, Contract::Suit(_)) => true,
            (Variant::Classic | Variant::Contree, _) => false,
            (Variant::Coinche | Variant::Bulgarian, _) => true,
        }
    }

    /// Card points of a whole deal as entered on the table (Bulgarian no trumps is
    /// entered on its 0–130 scale and doubled by the engine).
    pub fn deal_total(self, contract: Contract) -> u32 {
        match (self, contract) {
            (Variant::Bulgarian, Contract::AllTrumps) => 258,
            (Variant::Bulgarian, Contract::NoTrumps) => 130,
            _ => 162,
        }
    }

    /// Contrée and coinche are the bidding games (bid 80…160 or capot, coinche/surcoinche).
    pub fn has_bids(self) -> bool {
        matches!(self, Variant::Contree | Variant::Coinche)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
