//! Bulgarian belot's house rules: the typed struct its rules read, and every option with its
//! values, its default (the official rule text, R7), a one-line summary and its sources
//! (RULES.md C).

use crate::options::{option_enum, OptionSpec, OptionTable, Options, Val};
use crate::trick::Undertrump;

option_enum! {
    /// How raw points become game points (tenths).
    pub enum Rounding {
        Official = "official",
        CallerUp = "caller_up",
    }
}

option_enum! {
    /// How the hanging part of a tie is rounded.
    pub enum TieRounding {
        HangingUp = "hanging_up",
        Split = "split",
    }
}

option_enum! {
    /// Whether a game can be won on a valat deal.
    pub enum ValatEnd {
        OneMoreDeal = "one_more_deal",
        None = "none",
    }
}

/// House rules of Bulgarian belot, as its rules read them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BulgarianOptions {
    pub target: i64,
    pub rounding: Rounding,
    pub tie_rounding: TieRounding,
    pub nt_valat_doubled: bool,
    pub valat_cancels_double: bool,
    pub eight_card_run: i64,
    pub valat_end: ValatEnd,
    pub undertrump: Undertrump,
}

impl BulgarianOptions {
    pub fn read(o: &Options) -> BulgarianOptions {
        BulgarianOptions {
            target: o.number("target"),
            rounding: o.choice("rounding"),
            tie_rounding: o.choice("tie_rounding"),
            nt_valat_doubled: o.flag("nt_valat_doubled"),
            valat_cancels_double: o.flag("valat_cancels_double"),
            eight_card_run: o.number("eight_card_run"),
            valat_end: o.choice("valat_end"),
            undertrump: o.choice("undertrump"),
        }
    }
}

/// Bulgarian belot's options, in FORMAT.md order.
pub const TABLE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[],
};

const SPECS: &[OptionSpec] = &[
    OptionSpec::positive(
        "target",
        151,
        "Points that end the game.",
        "151 (R7, R8, S19) — RULES C.9",
    ),
    OptionSpec::one_of(
        "rounding",
        Rounding::VALUES,
        Rounding::Official.val(),
        "Official rounding (problem digit 6 in suits, 4 in all trumps: the side with fewer points rounds up), or the bidders round up.",
        "R7 \"Закръгляване\", R8 (official); R12 scorer app (caller up) — RULES C.5",
    ),
    OptionSpec::one_of(
        "tie_rounding",
        TieRounding::VALUES,
        TieRounding::HangingUp.val(),
        "On a hanging deal the hanging part rounds up, or both parts round alike.",
        "R7 \"особен случай\", R8 (hanging up); R9 (split) — RULES C.5",
    ),
    OptionSpec::flag(
        "nt_valat_doubled",
        false,
        "In no trumps the valat bonus is doubled with the cards (44 instead of 35).",
        "R7, R8, R9 (off, 35); R12 (on, 44) — RULES C.2",
    ),
    OptionSpec::flag(
        "valat_cancels_double",
        false,
        "A valat cancels контра and реконтра.",
        "R7 text (off); R8 code (on) — RULES C.7",
    ),
    OptionSpec::one_of(
        "eight_card_run",
        &[Val::Num(100), Val::Num(120)],
        Val::Num(100),
        "Value of an eight-card run.",
        "R7 \"five or more\" (100); R8 (120) — RULES C.3",
    ),
    OptionSpec::one_of(
        "valat_end",
        ValatEnd::VALUES,
        ValatEnd::OneMoreDeal.val(),
        "No game is won on a valat deal: one more deal is played.",
        "R7 \"С капо не се излиза\" (one more deal) — RULES C.9",
    ),
    OptionSpec::one_of(
        "undertrump",
        Undertrump::VALUES,
        Undertrump::NotRequired.val(),
        "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
        "Bulgarian R7 (not required) — RULES 2.2",
    ),
];
