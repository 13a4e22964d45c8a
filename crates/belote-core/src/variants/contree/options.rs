//! The house rules of belote contrée and coinche — one game with two sets of defaults: the
//! typed struct its rules read, every option with its values, the contrée default (FFB 2016)
//! and the coinche default (Pagat) where they differ, a one-line summary and the sources
//! (RULES.md B).

use crate::options::{option_enum, OptionSpec, OptionTable, Options, Profile, Val};
use crate::trick::Undertrump;
use crate::variants::french::{DeclarationTie, Rounding};

option_enum! {
    /// What a made contract scores.
    pub enum Scoring {
        MadePlusBid = "made_plus_bid",
        PointsMade = "points_made",
        BidOnly = "bid_only",
    }
}

option_enum! {
    /// What a coinche multiplies.
    pub enum DoubleScheme {
        Whole = "whole",
        BidOnly = "bid_only",
    }
}

option_enum! {
    /// Where the takers' belote goes when they fail.
    pub enum BeloteOnFailure {
        Defenders = "defenders",
        Holder = "holder",
    }
}

option_enum! {
    /// Whether the target must be reached or exceeded.
    pub enum ReachTarget {
        Reach = "reach",
        Exceed = "exceed",
    }
}

/// House rules of belote contrée and coinche, as their rules read them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContreeOptions {
    pub target: i64,
    pub announces: bool,
    pub bid_80_needs_82: bool,
    pub must_beat_defence: bool,
    pub belote_counts_for_contract: bool,
    pub scoring: Scoring,
    pub fail_base: i64,
    pub double_scheme: DoubleScheme,
    pub redouble_factor: i64,
    pub belote_on_failure: BeloteOnFailure,
    pub capot_unbid: i64,
    pub capot_bid_failed: i64,
    pub declaration_tie: DeclarationTie,
    pub rounding: Rounding,
    pub reach_target: ReachTarget,
    pub undertrump: Undertrump,
}

impl ContreeOptions {
    pub fn read(o: &Options) -> ContreeOptions {
        ContreeOptions {
            target: o.number("target"),
            announces: o.flag("announces"),
            bid_80_needs_82: o.flag("bid_80_needs_82"),
            must_beat_defence: o.flag("must_beat_defence"),
            belote_counts_for_contract: o.flag("belote_counts_for_contract"),
            scoring: o.choice("scoring"),
            fail_base: o.number("fail_base"),
            double_scheme: o.choice("double_scheme"),
            redouble_factor: o.number("redouble_factor"),
            belote_on_failure: o.choice("belote_on_failure"),
            capot_unbid: o.number("capot_unbid"),
            capot_bid_failed: o.number("capot_bid_failed"),
            declaration_tie: o.choice("declaration_tie"),
            rounding: o.choice("rounding"),
            reach_target: o.choice("reach_target"),
            undertrump: o.choice("undertrump"),
        }
    }
}

/// Contrée's options and defaults (FFB).
pub const CONTREE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[],
};

/// Coinche: the same options, Pagat's defaults where they differ.
pub const COINCHE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[Profile {
        when: None,
        defaults: &[
            ("announces", Val::Bool(true)),
            ("double_scheme", DoubleScheme::BidOnly.val()),
            ("belote_on_failure", BeloteOnFailure::Holder.val()),
            ("capot_unbid", Val::Num(250)),
            ("undertrump", Undertrump::Required.val()),
        ],
    }],
};

/// In FORMAT.md's order: the default first.
const ROUNDING: &[Val] = &[
    Rounding::Nearest10.val(),
    Rounding::Nearest10SixUp.val(),
    Rounding::None.val(),
];

const DECLARATION_TIE: &[Val] = &[
    DeclarationTie::Cancel.val(),
    DeclarationTie::FirstInTurn.val(),
];

const SPECS: &[OptionSpec] = &[
    OptionSpec::positive(
        "target",
        701,
        "Points that end the game.",
        "701 (S18, GameDuell); 1000 (FR-Wiki contrée); 2000 (Pagat, S11, S13, BGA) — RULES B.9",
    ),
    OptionSpec::flag(
        "announces",
        false,
        "Allow declarations (tierce, cinquante, cent, carrés); belote always counts.",
        "FFB contrée (off); Pagat coinche (on) — RULES B.7",
    ),
    OptionSpec::flag(
        "bid_80_needs_82",
        false,
        "A bid of 80 needs 82 points.",
        "Pagat, Casimir (on); FFB (off) — RULES B.2",
    ),
    OptionSpec::flag(
        "must_beat_defence",
        false,
        "Takers must also score more than the defenders.",
        "FFB coinchée 2015, FR-Wiki Coinche (on); FFB contrée 2016 (off) — RULES B.2",
    ),
    OptionSpec::flag(
        "belote_counts_for_contract",
        true,
        "The belote helps reach the bid.",
        "FFB all versions, Pagat (on); GameDuell (off) — RULES B.2",
    ),
    OptionSpec::one_of(
        "scoring",
        Scoring::VALUES,
        Scoring::MadePlusBid.val(),
        "Made: points made plus the bid, points made only, or the bid only.",
        "FFB coinche, Pagat, S11 (made plus bid); FFB contrée option, S13 (points made); ASCEE, Casimir (bid only) — RULES B.3",
    ),
    OptionSpec::one_of(
        "fail_base",
        &[Val::Num(160), Val::Num(162)],
        Val::Num(160),
        "Defenders of a failed contract score this plus the bid.",
        "FFB, Pagat (160); exoty, BGA, Cannes 2016 (162) — RULES B.3",
    ),
    OptionSpec::one_of(
        "double_scheme",
        DoubleScheme::VALUES,
        DoubleScheme::Whole.val(),
        "A coinche multiplies (160 + bid), or the bid only (160 + bid × m).",
        "FFB 2016 table, S11 (whole); FFB 2016 Note 1, Pagat (bid only) — RULES B.4",
    ),
    OptionSpec::one_of(
        "redouble_factor",
        &[Val::Num(4), Val::Num(3)],
        Val::Num(4),
        "Multiplier of a surcoinche.",
        "FFB 2015/2016, Pagat, Wikipedia (×4); Équipe Ludique, Cannes 2016, S14 (×3) — RULES B.4",
    ),
    OptionSpec::one_of(
        "belote_on_failure",
        BeloteOnFailure::VALUES,
        BeloteOnFailure::Defenders.val(),
        "When the takers fail, their belote goes to the defenders, or stays with them.",
        "FFB contrée (defenders, \"prenable\"); FFB coinchée, Pagat (holder) — RULES B.6",
    ),
    OptionSpec::one_of(
        "capot_unbid",
        &[Val::Num(252), Val::Num(250)],
        Val::Num(252),
        "Points made by a capot that was not bid.",
        "FFB 2016 (252); Pagat (250) — RULES B.5",
    ),
    OptionSpec::one_of(
        "capot_bid_failed",
        &[Val::Num(500), Val::Num(410)],
        Val::Num(500),
        "Defenders' score when a capot bid fails.",
        "FFB 2016 (500); FR-Wiki contrée, Pagat variant (410) — RULES B.5",
    ),
    OptionSpec::one_of(
        "declaration_tie",
        DECLARATION_TIE,
        DeclarationTie::Cancel.val(),
        "Equal best declarations: all cancel, or the first in order of play wins.",
        "FFB coinchée (cancel); Pagat via R5, S8 (first in turn) — RULES B.7",
    ),
    OptionSpec::one_of(
        "rounding",
        ROUNDING,
        Rounding::Nearest10.val(),
        "Round each side's points made to the nearest ten (5 up, or 6 up), or keep exact points.",
        "FFB contrée 2015/2016, Pagat (nearest 10, 5 up); FFB Équipe Ludique, Cannes 2016 (6 up); BGA (none) — RULES B.8",
    ),
    OptionSpec::one_of(
        "reach_target",
        ReachTarget::VALUES,
        ReachTarget::Reach.val(),
        "Reaching the target wins, or it must be exceeded.",
        "FFB, Pagat (reach); BGA, Essarts (exceed) — RULES B.9",
    ),
    OptionSpec::one_of(
        "undertrump",
        Undertrump::VALUES,
        Undertrump::NotRequired.val(),
        "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
        "FFB contrée (not required); Pagat coinche (required) — RULES 2.2",
    ),
];
