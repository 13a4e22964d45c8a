//! Croatian bela's house rules: the typed struct its rules read, and every option with its
//! values, its default, a one-line summary and who plays it. The defaults follow the
//! majority of the Croatian score-keepers and rule books read; the other side is named with
//! its sources.

use crate::options::{option_enum, OptionSpec, OptionTable, Options};

option_enum! {
    /// Equal totals: a fall for the caller, or the caller's total hangs (visi).
    pub enum Litige {
        Inside = "inside",
        Hold = "hold",
    }
}

option_enum! {
    /// Where a swept team's counted zvanja and bela go after a štiglja.
    pub enum CapotDeclarations {
        Transfer = "transfer",
        Void = "void",
    }
}

option_enum! {
    /// Where a fallen caller's bela goes.
    pub enum BeloteOnInside {
        Defenders = "defenders",
        Holder = "holder",
    }
}

option_enum! {
    /// Both teams over the target with equal totals.
    pub enum BothReachTarget {
        HigherTotal = "higher_total",
        Taker = "taker",
    }
}

/// House rules of Croatian bela, as its rules read them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BelaOptions {
    pub target: i64,
    pub litige: Litige,
    pub capot_declarations: CapotDeclarations,
    pub belote_on_inside: BeloteOnInside,
    pub trump_sequence_first: bool,
    pub both_reach_target: BothReachTarget,
}

impl BelaOptions {
    pub fn read(o: &Options) -> BelaOptions {
        BelaOptions {
            target: o.number("target"),
            litige: o.choice("litige"),
            capot_declarations: o.choice("capot_declarations"),
            belote_on_inside: o.choice("belote_on_inside"),
            trump_sequence_first: o.flag("trump_sequence_first"),
            both_reach_target: o.choice("both_reach_target"),
        }
    }
}

/// Bela's options, in FORMAT.md order.
pub const TABLE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[],
};

const SPECS: &[OptionSpec] = &[
    OptionSpec::positive(
        "target",
        1001,
        "Points that end the game: 1001, or a short game of 501 or 701.",
        "1001: Croatian club rulebook, Bela league score-keeper, Blok za Belu, bela-block, Belatro; 501 and 701: BelaScore, the BelaRules page",
    ),
    OptionSpec::one_of(
        "litige",
        Litige::VALUES,
        Litige::Inside.val(),
        "Equal totals are a fall for the caller (pad), or the caller's total hangs (visi) for the next deal's winner.",
        "Croatian club rulebook \"manje ili jednako … pao\", Bela league score-keeper, Blok za Belu, java-bela, Belatro, the Beljot rules text (fall); the BelaRules page (visi)",
    ),
    OptionSpec::one_of(
        "capot_declarations",
        CapotDeclarations::VALUES,
        CapotDeclarations::Transfer.val(),
        "After a štiglja the swept team's counted zvanja and bela go to the team that took every trick, or count for nobody.",
        "Bela league score-keeper, Blok za Belu, the Beljot rules text \"zvanja obaju timova\", the bela_blok app (transfer); Croatian club rulebook, bela-block, Belatro (void)",
    ),
    OptionSpec::one_of(
        "belote_on_inside",
        BeloteOnInside::VALUES,
        BeloteOnInside::Defenders.val(),
        "A fallen caller's bela goes to the other team with everything else, or the caller still writes it.",
        "Bela league score-keeper, Blok za Belu, java-bela, Belatro (defenders); the BelaRules page \"bela se uvijek piše\" (holder)",
    ),
    OptionSpec::flag(
        "trump_sequence_first",
        false,
        "Between runs of equal value and top card, a run in trumps wins before order of play decides.",
        "Croatian club rulebook, java-bela (order of play only); the Beljot rules text (trump run first)",
    ),
    OptionSpec::one_of(
        "both_reach_target",
        BothReachTarget::VALUES,
        BothReachTarget::HigherTotal.val(),
        "Both teams over the target with equal totals: play another deal, or the caller of that deal wins.",
        "Bela league score-keeper, Belatro (another deal); the Beljot rules text (the caller)",
    ),
];
