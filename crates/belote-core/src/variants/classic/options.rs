//! Classic belote's house rules: the typed struct its rules read, and every option with its
//! values, its default (FFB 2016 classic), a one-line summary and its sources (RULES.md A).

use crate::options::{option_enum, OptionEnum, OptionSpec, OptionTable, Options, Val};
use crate::trick::Undertrump;
use crate::variants::french::{DeclarationTie, Rounding};

option_enum! {
    /// What the takers must do to make their contract.
    pub enum ContractRule {
        BeatDefenders = "beat_defenders",
        HalfCardPoints = "half_card_points",
    }
}

option_enum! {
    /// Equal totals (litige).
    pub enum Litige {
        Hold = "hold",
        Inside = "inside",
        Made = "made",
    }
}

/// What defenders who take every trick score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefendersCapot {
    CapotValue,
    Fixed162,
}

impl OptionEnum for DefendersCapot {
    const NAMES: &'static [(Self, Val)] = &[
        (DefendersCapot::CapotValue, Val::Str("capot_value")),
        (DefendersCapot::Fixed162, Val::Num(162)),
    ];
}

option_enum! {
    /// Where the takers' belote goes when they are inside.
    pub enum BeloteOnInside {
        Holder = "holder",
        Defenders = "defenders",
    }
}

option_enum! {
    /// Where the takers' counted declarations go when they are inside.
    pub enum InsideDeclarations {
        Defenders = "defenders",
        Forfeit = "forfeit",
    }
}

option_enum! {
    /// Whether a capot side also takes the other side's counted declarations.
    pub enum CapotDeclarations {
        Transfer = "transfer",
        Void = "void",
    }
}

option_enum! {
    /// Both teams over the target on one deal.
    pub enum BothReachTarget {
        HigherTotal = "higher_total",
        Draw = "draw",
    }
}

/// House rules of French classic belote, as its rules read them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicOptions {
    pub target: i64,
    pub announces: bool,
    pub contract_rule: ContractRule,
    pub litige: Litige,
    pub capot_value: i64,
    pub defenders_capot: DefendersCapot,
    pub belote_on_inside: BeloteOnInside,
    pub inside_declarations: InsideDeclarations,
    pub capot_declarations: CapotDeclarations,
    pub declaration_tie: DeclarationTie,
    pub rounding: Rounding,
    pub both_reach_target: BothReachTarget,
    pub undertrump: Undertrump,
}

impl ClassicOptions {
    pub fn read(o: &Options) -> ClassicOptions {
        ClassicOptions {
            target: o.number("target"),
            announces: o.flag("announces"),
            contract_rule: o.choice("contract_rule"),
            litige: o.choice("litige"),
            capot_value: o.number("capot_value"),
            defenders_capot: o.choice("defenders_capot"),
            belote_on_inside: o.choice("belote_on_inside"),
            inside_declarations: o.choice("inside_declarations"),
            capot_declarations: o.choice("capot_declarations"),
            declaration_tie: o.choice("declaration_tie"),
            rounding: o.choice("rounding"),
            both_reach_target: o.choice("both_reach_target"),
            undertrump: o.choice("undertrump"),
        }
    }
}

/// Classic's options, in FORMAT.md order.
pub const TABLE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[],
};

const SPECS: &[OptionSpec] = &[
    OptionSpec::positive(
        "target",
        501,
        "Points that end the game.",
        "501 (S6, S18 apps); 1000 (Pagat, S2, S7); 1001 or 1010 with rounding (FR-Wiki) — RULES A.8",
    ),
    OptionSpec::flag(
        "announces",
        true,
        "Allow declarations (tierce, cinquante, cent, carrés); belote always counts.",
        "Pagat, FFB web \"avec annonces\" (on); FFB classic 2016 (off) — RULES A.6",
    ),
    OptionSpec::one_of(
        "contract_rule",
        ContractRule::VALUES,
        ContractRule::BeatDefenders.val(),
        "Takers must beat the defenders' total (declarations and belote included), or just take 82 card points.",
        "FFB 2016 §10.1.1 \"strictement supérieur\" (beat_defenders); S2, S3 \"82 points\" — RULES A.3",
    ),
    OptionSpec::one_of(
        "litige",
        Litige::VALUES,
        Litige::Hold.val(),
        "On equal totals the takers' points are held for the next round's winner, or the takers are inside, or they make it.",
        "FFB 2016 §10.1.3 (hold); contree.org S1 (inside); Pagat via R5 (made) — RULES A.3",
    ),
    OptionSpec::one_of(
        "capot_value",
        &[Val::Num(252), Val::Num(250)],
        Val::Num(252),
        "Points for taking all eight tricks: 252 (der becomes 100) or 250.",
        "FFB R1 §9.2, Pagat (252); S4, S5, S6 (250) — RULES A.2",
    ),
    OptionSpec::one_of(
        "defenders_capot",
        &[Val::Str("capot_value"), Val::Num(162)],
        Val::Str("capot_value"),
        "Defenders who take all eight tricks score the capot value, or just the 162 of a dedans.",
        "FFB R1 §10.2 (capot value); Pagat via R5 (162) — RULES A.4",
    ),
    OptionSpec::one_of(
        "belote_on_inside",
        BeloteOnInside::VALUES,
        BeloteOnInside::Holder.val(),
        "When the takers are inside, their belote stays with them, or goes to the defenders.",
        "FFB classic, S2, Pagat \"the 20 always counts\" (holder); some tables (defenders) — RULES A.4",
    ),
    OptionSpec::one_of(
        "inside_declarations",
        InsideDeclarations::VALUES,
        InsideDeclarations::Defenders.val(),
        "When the takers are inside, their counted declarations go to the defenders, or count for nobody.",
        "S1, FFB web (defenders) — RULES A.4, A.6",
    ),
    OptionSpec::one_of(
        "capot_declarations",
        CapotDeclarations::VALUES,
        CapotDeclarations::Transfer.val(),
        "A capot side also takes the other side's counted declarations, or those are void.",
        "FFB web (transfer); Pagat via R5 (void) — RULES A.4",
    ),
    OptionSpec::one_of(
        "declaration_tie",
        DeclarationTie::VALUES,
        DeclarationTie::FirstInTurn.val(),
        "Equal best declarations: the first in order of play wins, or all cancel.",
        "Pagat via R5, S8 (first in turn); FFB coinchée (cancel) — RULES A.6",
    ),
    OptionSpec::one_of(
        "rounding",
        Rounding::VALUES,
        Rounding::None.val(),
        "Round each mark to the nearest ten (5 up, or 6 up), or keep exact points.",
        "FFB classic 2016 §10.3 (none); FFB optional rule §10.3 (nearest 10, 5 up); FFB Équipe Ludique, Cannes 2016 (6 up) — RULES A.7, B.8",
    ),
    OptionSpec::one_of(
        "both_reach_target",
        BothReachTarget::VALUES,
        BothReachTarget::HigherTotal.val(),
        "Both teams over the target on one deal: the higher total wins (equal: play on), or it is a draw.",
        "FFB (higher total); Pagat (draw) — RULES A.8",
    ),
    OptionSpec::one_of(
        "undertrump",
        Undertrump::VALUES,
        Undertrump::Required.val(),
        "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
        "FFB classic, Pagat (required) — RULES 2.2",
    ),
];
