//! House rules: one options struct per variant, defaults from FORMAT.md, and a catalog
//! that describes every option (values, default, a one-line summary, sources) for the app.

use crate::error::InputError;
use crate::trick::Undertrump;
use crate::variant::Variant;
use serde::Serialize;
use serde_json::{json, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContractRule {
    BeatDefenders,
    HalfCardPoints,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Litige {
    Hold,
    Inside,
    Made,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefendersCapot {
    CapotValue,
    Fixed162,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BeloteOnInside {
    Holder,
    Defenders,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InsideDeclarations {
    Defenders,
    Forfeit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CapotDeclarations {
    Transfer,
    Void,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeclarationTie {
    FirstInTurn,
    Cancel,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    None,
    Nearest10,
    Nearest10SixUp,
}

impl Rounding {
    /// Rounds a mark to the nearest ten (5 up, or 6 up); `None` leaves it as it is.
    pub fn apply(self, points: i64) -> i64 {
        let up_from = match self {
            Rounding::None => return points,
            Rounding::Nearest10 => 5,
            Rounding::Nearest10SixUp => 6,
        };
        let q = points.div_euclid(10);
        let d = points.rem_euclid(10);
        if d >= up_from {
            (q + 1) * 10
        } else {
            q * 10
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BothReachTarget {
    HigherTotal,
    Draw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scoring {
    MadePlusBid,
    PointsMade,
    BidOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DoubleScheme {
    Whole,
    BidOnly,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BeloteOnFailure {
    Defenders,
    Holder,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReachTarget {
    Reach,
    Exceed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BgRounding {
    Official,
    CallerUp,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRounding {
    HangingUp,
    Split,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValatEnd {
    OneMoreDeal,
    None,
}

/// House rules of French classic belote.
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

impl Default for ClassicOptions {
    fn default() -> Self {
        ClassicOptions {
            target: 501,
            announces: true,
            contract_rule: ContractRule::BeatDefenders,
            litige: Litige::Hold,
            capot_value: 252,
            defenders_capot: DefendersCapot::CapotValue,
            belote_on_inside: BeloteOnInside::Holder,
            inside_declarations: InsideDeclarations::Defenders,
            capot_declarations: CapotDeclarations::Transfer,
            declaration_tie: DeclarationTie::FirstInTurn,
            rounding: Rounding::None,
            both_reach_target: BothReachTarget::HigherTotal,
            undertrump: Undertrump::Required,
        }
    }
}

/// House rules of belote contrée and coinche (the same game with two sets of defaults).
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
    /// FFB contrée defaults.
    pub fn contree() -> Self {
        ContreeOptions {
            target: 701,
            announces: false,
            bid_80_needs_82: false,
            must_beat_defence: false,
            belote_counts_for_contract: true,
            scoring: Scoring::MadePlusBid,
            fail_base: 160,
            double_scheme: DoubleScheme::Whole,
            redouble_factor: 4,
            belote_on_failure: BeloteOnFailure::Defenders,
            capot_unbid: 252,
            capot_bid_failed: 500,
            declaration_tie: DeclarationTie::Cancel,
            rounding: Rounding::Nearest10,
            reach_target: ReachTarget::Reach,
            undertrump: Undertrump::NotRequired,
        }
    }

    /// Pagat's coinche defaults.
    pub fn coinche() -> Self {
        ContreeOptions {
            announces: true,
            double_scheme: DoubleScheme::BidOnly,
            belote_on_failure: BeloteOnFailure::Holder,
            capot_unbid: 250,
            undertrump: Undertrump::Required,
            ..ContreeOptions::contree()
        }
    }
}

/// House rules of Bulgarian belot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BulgarianOptions {
    pub target: i64,
    pub rounding: BgRounding,
    pub tie_rounding: TieRounding,
    pub nt_valat_doubled: bool,
    pub valat_cancels_double: bool,
    pub eight_card_run: i64,
    pub valat_end: ValatEnd,
    pub undertrump: Undertrump,
}

impl Default for BulgarianOptions {
    fn default() -> Self {
        BulgarianOptions {
            target: 151,
            rounding: BgRounding::Official,
            tie_rounding: TieRounding::HangingUp,
            nt_valat_doubled: false,
            valat_cancels_double: false,
            eight_card_run: 100,
            valat_end: ValatEnd::OneMoreDeal,
            undertrump: Undertrump::NotRequired,
        }
    }
}

/// The house rules of a match, one struct per family of variants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Options {
    Classic(ClassicOptions),
    Contree(ContreeOptions),
    Bulgarian(BulgarianOptions),
}

impl Options {
    /// The defaults of FORMAT.md for `variant`.
    pub fn defaults(variant: Variant) -> Options {
        match variant {
            Variant::Classic => Options::Classic(ClassicOptions::default()),
            Variant::Contree => Options::Contree(ContreeOptions::contree()),
            Variant::Coinche => Options::Contree(ContreeOptions::coinche()),
            Variant::Bulgarian => Options::Bulgarian(BulgarianOptions::default()),
        }
    }

    pub fn target(&self) -> i64 {
        match self {
            Options::Classic(o) => o.target,
            Options::Contree(o) => o.target,
            Options::Bulgarian(o) => o.target,
        }
    }

    pub fn undertrump(&self) -> Undertrump {
        match self {
            Options::Classic(o) => o.undertrump,
            Options::Contree(o) => o.undertrump,
            Options::Bulgarian(o) => o.undertrump,
        }
    }

    /// Reads the `options` object of a match file (`at` is its path) over the defaults.
    pub fn parse(variant: Variant, value: Option<&Value>, at: &str) -> Result<Options, InputError> {
        let mut options = Options::defaults(variant);
        let Some(value) = value else {
            return Ok(options);
        };
        if value.is_null() {
            return Ok(options);
        }
        let obj = value.as_object().ok_or_else(|| {
            InputError::new(
                at,
                "options must be an object of house rules, e.g. {\"litige\": \"hold\"}",
            )
        })?;
        for (key, v) in obj {
            let here = format!("{at}.{key}");
            let spec = SPECS
                .iter()
                .find(|s| s.key == key && s.applies_to(variant))
                .ok_or_else(|| {
                    InputError::new(
                        &here,
                        format!(
                            "unknown option \"{key}\" for {variant}; known options: {}",
                            keys_of(variant).join(", ")
                        ),
                    )
                })?;
            let choice = spec.read(v).ok_or_else(|| {
                InputError::new(
                    &here,
                    format!(
                        "{v} is not a value of option \"{key}\"; allowed: {}",
                        spec.describe_values()
                    ),
                )
            })?;
            options.set(key, &choice);
        }
        Ok(options)
    }

    fn set(&mut self, key: &str, v: &Choice) {
        match self {
            Options::Classic(o) => match (key, v) {
                ("target", Choice::Num(n)) => o.target = *n,
                ("announces", Choice::Bool(b)) => o.announces = *b,
                ("contract_rule", Choice::Str(s)) => {
                    o.contract_rule = match *s {
                        "half_card_points" => ContractRule::HalfCardPoints,
                        _ => ContractRule::BeatDefenders,
                    }
                }
                ("litige", Choice::Str(s)) => {
                    o.litige = match *s {
                        "inside" => Litige::Inside,
                        "made" => Litige::Made,
                        _ => Litige::Hold,
                    }
                }
                ("capot_value", Choice::Num(n)) => o.capot_value = *n,
                ("defenders_capot", c) => {
                    o.defenders_capot = match c {
                        Choice::Num(162) => DefendersCapot::Fixed162,
                        _ => DefendersCapot::CapotValue,
                    }
                }
                ("belote_on_inside", Choice::Str(s)) => {
                    o.belote_on_inside = match *s {
                        "defenders" => BeloteOnInside::Defenders,
                        _ => BeloteOnInside::Holder,
                    }
                }
                ("inside_declarations", Choice::Str(s)) => {
                    o.inside_declarations = match *s {
                        "forfeit" => InsideDeclarations::Forfeit,
                        _ => InsideDeclarations::Defenders,
                    }
                }
                ("capot_declarations", Choice::Str(s)) => {
                    o.capot_declarations = match *s {
                        "void" => CapotDeclarations::Void,
                        _ => CapotDeclarations::Transfer,
                    }
                }
                ("declaration_tie", Choice::Str(s)) => o.declaration_tie = declaration_tie(s),
                ("rounding", Choice::Str(s)) => o.rounding = rounding(s),
                ("both_reach_target", Choice::Str(s)) => {
                    o.both_reach_target = match *s {
                        "draw" => BothReachTarget::Draw,
                        _ => BothReachTarget::HigherTotal,
                    }
                }
                ("undertrump", Choice::Str(s)) => o.undertrump = undertrump(s),
                _ => {}
            },
            Options::Contree(o) => match (key, v) {
                ("target", Choice::Num(n)) => o.target = *n,
                ("announces", Choice::Bool(b)) => o.announces = *b,
                ("bid_80_needs_82", Choice::Bool(b)) => o.bid_80_needs_82 = *b,
                ("must_beat_defence", Choice::Bool(b)) => o.must_beat_defence = *b,
                ("belote_counts_for_contract", Choice::Bool(b)) => {
                    o.belote_counts_for_contract = *b
                }
                ("scoring", Choice::Str(s)) => {
                    o.scoring = match *s {
                        "points_made" => Scoring::PointsMade,
                        "bid_only" => Scoring::BidOnly,
                        _ => Scoring::MadePlusBid,
                    }
                }
                ("fail_base", Choice::Num(n)) => o.fail_base = *n,
                ("double_scheme", Choice::Str(s)) => {
                    o.double_scheme = match *s {
                        "bid_only" => DoubleScheme::BidOnly,
                        _ => DoubleScheme::Whole,
                    }
                }
                ("redouble_factor", Choice::Num(n)) => o.redouble_factor = *n,
                ("belote_on_failure", Choice::Str(s)) => {
                    o.belote_on_failure = match *s {
                        "holder" => BeloteOnFailure::Holder,
                        _ => BeloteOnFailure::Defenders,
                    }
                }
                ("capot_unbid", Choice::Num(n)) => o.capot_unbid = *n,
                ("capot_bid_failed", Choice::Num(n)) => o.capot_bid_failed = *n,
                ("declaration_tie", Choice::Str(s)) => o.declaration_tie = declaration_tie(s),
                ("rounding", Choice::Str(s)) => o.rounding = rounding(s),
                ("reach_target", Choice::Str(s)) => {
                    o.reach_target = match *s {
                        "exceed" => ReachTarget::Exceed,
                        _ => ReachTarget::Reach,
                    }
                }
                ("undertrump", Choice::Str(s)) => o.undertrump = undertrump(s),
                _ => {}
            },
            Options::Bulgarian(o) => match (key, v) {
                ("target", Choice::Num(n)) => o.target = *n,
                ("rounding", Choice::Str(s)) => {
                    o.rounding = match *s {
                        "caller_up" => BgRounding::CallerUp,
                        _ => BgRounding::Official,
                    }
                }
                ("tie_rounding", Choice::Str(s)) => {
                    o.tie_rounding = match *s {
                        "split" => TieRounding::Split,
                        _ => TieRounding::HangingUp,
                    }
                }
                ("nt_valat_doubled", Choice::Bool(b)) => o.nt_valat_doubled = *b,
                ("valat_cancels_double", Choice::Bool(b)) => o.valat_cancels_double = *b,
                ("eight_card_run", Choice::Num(n)) => o.eight_card_run = *n,
                ("valat_end", Choice::Str(s)) => {
                    o.valat_end = match *s {
                        "none" => ValatEnd::None,
                        _ => ValatEnd::OneMoreDeal,
                    }
                }
                ("undertrump", Choice::Str(s)) => o.undertrump = undertrump(s),
                _ => {}
            },
        }
    }
}

fn declaration_tie(s: &str) -> DeclarationTie {
    match s {
        "cancel" => DeclarationTie::Cancel,
        _ => DeclarationTie::FirstInTurn,
    }
}

fn rounding(s: &str) -> Rounding {
    match s {
        "nearest_10" => Rounding::Nearest10,
        "nearest_10_six_up" => Rounding::Nearest10SixUp,
        _ => Rounding::None,
    }
}

fn undertrump(s: &str) -> Undertrump {
    match s {
        "not_required" => Undertrump::NotRequired,
        _ => Undertrump::Required,
    }
}

/// A validated option value.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Choice {
    Str(&'static str),
    Num(i64),
    Bool(bool),
}

/// The values an option takes.
#[derive(Debug, Clone, Copy)]
enum Values {
    /// One of these strings.
    Strs(&'static [&'static str]),
    /// One of these numbers.
    Nums(&'static [i64]),
    /// `true` or `false`.
    Bool,
    /// Any positive whole number.
    Positive,
    /// `"capot_value"` or the number 162.
    CapotValueOr162,
}

/// Which variants an option exists in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    Classic,
    Contree,
    Bulgarian,
    All,
    ClassicAndContree,
}

struct Spec {
    key: &'static str,
    family: Family,
    values: Values,
    summary: &'static str,
    source: &'static str,
}

impl Spec {
    fn applies_to(&self, variant: Variant) -> bool {
        match (self.family, variant) {
            (Family::All, _) => true,
            (Family::Classic, Variant::Classic) => true,
            (Family::Contree, Variant::Contree | Variant::Coinche) => true,
            (Family::Bulgarian, Variant::Bulgarian) => true,
            (Family::ClassicAndContree, v) => v != Variant::Bulgarian,
            _ => false,
        }
    }

    fn read(&self, v: &Value) -> Option<Choice> {
        match self.values {
            Values::Strs(list) => {
                let s = v.as_str()?;
                list.iter().find(|x| **x == s).map(|x| Choice::Str(x))
            }
            Values::Nums(list) => {
                let n = v.as_i64()?;
                list.contains(&n).then_some(Choice::Num(n))
            }
            Values::Bool => v.as_bool().map(Choice::Bool),
            Values::Positive => {
                let n = v.as_i64().or_else(|| {
                    v.as_f64()
                        .filter(|f| f.fract() == 0.0 && *f < 1e15)
                        .map(|f| f as i64)
                })?;
                (n > 0).then_some(Choice::Num(n))
            }
            Values::CapotValueOr162 => match v {
                Value::String(s) if s == "capot_value" => Some(Choice::Str("capot_value")),
                Value::Number(_) if v.as_i64() == Some(162) => Some(Choice::Num(162)),
                _ => None,
            },
        }
    }

    fn values_json(&self) -> Vec<Value> {
        match self.values {
            Values::Strs(list) => list.iter().map(|s| json!(s)).collect(),
            Values::Nums(list) => list.iter().map(|n| json!(n)).collect(),
            Values::Bool => vec![json!(true), json!(false)],
            Values::Positive => vec![],
            Values::CapotValueOr162 => vec![json!("capot_value"), json!(162)],
        }
    }

    fn describe_values(&self) -> String {
        match self.values {
            Values::Positive => "any positive whole number".to_string(),
            _ => self
                .values_json()
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

const ROUNDING_SUMMARY: &str =
    "Round each mark to the nearest ten (5 up, or 6 up), or keep exact points.";

/// Every option of FORMAT.md with its values, a one-line summary and its sources (RULES.md).
const SPECS: &[Spec] = &[
    Spec { key: "target", family: Family::All, values: Values::Positive,
        summary: "Points that end the game.",
        source: "Classic 501 (S6, S18); contrée/coinche 701 (S18); Bulgarian 151 (R7, S19)" },
    Spec { key: "announces", family: Family::ClassicAndContree, values: Values::Bool,
        summary: "Allow declarations (tierce, cinquante, cent, carrés); belote always counts.",
        source: "Pagat, FFB web \"avec annonces\" (on); FFB classic 2016 and FFB contrée (off) — RULES A.6, B.7" },
    Spec { key: "contract_rule", family: Family::Classic, values: Values::Strs(&["beat_defenders", "half_card_points"]),
        summary: "Takers must beat the defenders' total (declarations and belote included), or just take 82 card points.",
        source: "FFB 2016 §10.1.1 \"strictement supérieur\" (beat_defenders); S2, S3 \"82 points\" — RULES A.3" },
    Spec { key: "litige", family: Family::Classic, values: Values::Strs(&["hold", "inside", "made"]),
        summary: "On equal totals the takers' points are held for the next round's winner, or the takers are inside, or they make it.",
        source: "FFB 2016 §10.1.3 (hold); contree.org S1 (inside); Pagat via R5 (made) — RULES A.3" },
    Spec { key: "capot_value", family: Family::Classic, values: Values::Nums(&[252, 250]),
        summary: "Points for taking all eight tricks: 252 (der becomes 100) or 250.",
        source: "FFB R1 §9.2, Pagat (252); S4, S5, S6 (250) — RULES A.2" },
    Spec { key: "defenders_capot", family: Family::Classic, values: Values::CapotValueOr162,
        summary: "Defenders who take all eight tricks score the capot value, or just the 162 of a dedans.",
        source: "FFB R1 §10.2 (capot value); Pagat via R5 (162) — RULES A.4" },
    Spec { key: "belote_on_inside", family: Family::Classic, values: Values::Strs(&["holder", "defenders"]),
        summary: "When the takers are inside, their belote stays with them, or goes to the defenders.",
        source: "FFB classic, S2, Pagat \"the 20 always counts\" (holder); some tables (defenders) — RULES A.4" },
    Spec { key: "inside_declarations", family: Family::Classic, values: Values::Strs(&["defenders", "forfeit"]),
        summary: "When the takers are inside, their counted declarations go to the defenders, or count for nobody.",
        source: "S1, FFB web (defenders) — RULES A.4, A.6" },
    Spec { key: "capot_declarations", family: Family::Classic, values: Values::Strs(&["transfer", "void"]),
        summary: "A capot side also takes the other side's counted declarations, or those are void.",
        source: "FFB web (transfer); Pagat via R5 (void) — RULES A.4" },
    Spec { key: "declaration_tie", family: Family::ClassicAndContree, values: Values::Strs(&["first_in_turn", "cancel"]),
        summary: "Equal best declarations: the first in order of play wins, or all cancel.",
        source: "Pagat via R5, S8 (first in turn); FFB coinchée (cancel) — RULES A.6, B.7" },
    Spec { key: "rounding", family: Family::ClassicAndContree, values: Values::Strs(&["none", "nearest_10", "nearest_10_six_up"]),
        summary: ROUNDING_SUMMARY,
        source: "FFB classic 2016 §10.3 (none); FFB contrée, Pagat (nearest 10, 5 up); FFB Équipe Ludique, Cannes 2016 (6 up) — RULES A.7, B.8" },
    Spec { key: "both_reach_target", family: Family::Classic, values: Values::Strs(&["higher_total", "draw"]),
        summary: "Both teams over the target on one deal: the higher total wins (equal: play on), or it is a draw.",
        source: "FFB (higher total); Pagat (draw) — RULES A.8" },
    Spec { key: "undertrump", family: Family::All, values: Values::Strs(&["required", "not_required"]),
        summary: "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
        source: "FFB classic, Pagat (required); FFB contrée, Bulgarian R7 (not required) — RULES 2.2" },
    Spec { key: "bid_80_needs_82", family: Family::Contree, values: Values::Bool,
        summary: "A bid of 80 needs 82 points.",
        source: "Pagat, Casimir (on); FFB (off) — RULES B.2" },
    Spec { key: "must_beat_defence", family: Family::Contree, values: Values::Bool,
        summary: "Takers must also score more than the defenders.",
        source: "FFB coinchée 2015, FR-Wiki Coinche (on); FFB contrée 2016 (off) — RULES B.2" },
    Spec { key: "belote_counts_for_contract", family: Family::Contree, values: Values::Bool,
        summary: "The belote helps reach the bid.",
        source: "FFB all versions, Pagat (on); GameDuell (off) — RULES B.2" },
    Spec { key: "scoring", family: Family::Contree, values: Values::Strs(&["made_plus_bid", "points_made", "bid_only"]),
        summary: "Made: points made plus the bid, points made only, or the bid only.",
        source: "FFB coinche, Pagat, S11 (made plus bid); FFB contrée option, S13 (points made); ASCEE, Casimir (bid only) — RULES B.3" },
    Spec { key: "fail_base", family: Family::Contree, values: Values::Nums(&[160, 162]),
        summary: "Defenders of a failed contract score this plus the bid.",
        source: "FFB, Pagat (160); exoty, BGA, Cannes 2016 (162) — RULES B.3" },
    Spec { key: "double_scheme", family: Family::Contree, values: Values::Strs(&["whole", "bid_only"]),
        summary: "A coinche multiplies (160 + bid), or the bid only (160 + bid × m).",
        source: "FFB 2016 table, S11 (whole); FFB 2016 Note 1, Pagat (bid only) — RULES B.4" },
    Spec { key: "redouble_factor", family: Family::Contree, values: Values::Nums(&[4, 3]),
        summary: "Multiplier of a surcoinche.",
        source: "FFB 2015/2016, Pagat, Wikipedia (×4); Équipe Ludique, Cannes 2016, S14 (×3) — RULES B.4" },
    Spec { key: "belote_on_failure", family: Family::Contree, values: Values::Strs(&["defenders", "holder"]),
        summary: "When the takers fail, their belote goes to the defenders, or stays with them.",
        source: "FFB contrée (defenders, \"prenable\"); FFB coinchée, Pagat (holder) — RULES B.6" },
    Spec { key: "capot_unbid", family: Family::Contree, values: Values::Nums(&[252, 250]),
        summary: "Points made by a capot that was not bid.",
        source: "FFB 2016 (252); Pagat (250) — RULES B.5" },
    Spec { key: "capot_bid_failed", family: Family::Contree, values: Values::Nums(&[500, 410]),
        summary: "Defenders' score when a capot bid fails.",
        source: "FFB 2016 (500); FR-Wiki contrée, Pagat variant (410) — RULES B.5" },
    Spec { key: "reach_target", family: Family::Contree, values: Values::Strs(&["reach", "exceed"]),
        summary: "Reaching the target wins, or it must be exceeded.",
        source: "FFB, Pagat (reach); BGA, Essarts (exceed) — RULES B.9" },
    Spec { key: "rounding", family: Family::Bulgarian, values: Values::Strs(&["official", "caller_up"]),
        summary: "Official rounding (problem digit 6 in suits, 4 in all trumps: the side with fewer points rounds up), or the bidders round up.",
        source: "R7 \"Закръгляване\", R8 (official); R12 scorer app (caller up) — RULES C.5" },
    Spec { key: "tie_rounding", family: Family::Bulgarian, values: Values::Strs(&["hanging_up", "split"]),
        summary: "On a hanging deal the hanging part rounds up, or both parts round alike.",
        source: "R7 \"особен случай\", R8 (hanging up); R9 (split) — RULES C.5" },
    Spec { key: "nt_valat_doubled", family: Family::Bulgarian, values: Values::Bool,
        summary: "In no trumps the valat bonus is doubled with the cards (44 instead of 35).",
        source: "R7, R8, R9 (off, 35); R12 (on, 44) — RULES C.2" },
    Spec { key: "valat_cancels_double", family: Family::Bulgarian, values: Values::Bool,
        summary: "A valat cancels контра and реконтра.",
        source: "R7 text (off); R8 code (on) — RULES C.7" },
    Spec { key: "eight_card_run", family: Family::Bulgarian, values: Values::Nums(&[100, 120]),
        summary: "Value of an eight-card run.",
        source: "R7 \"five or more\" (100); R8 (120) — RULES C.3" },
    Spec { key: "valat_end", family: Family::Bulgarian, values: Values::Strs(&["one_more_deal", "none"]),
        summary: "No game is won on a valat deal: one more deal is played.",
        source: "R7 \"С капо не се излиза\" (one more deal) — RULES C.9" },
];

fn keys_of(variant: Variant) -> Vec<&'static str> {
    SPECS
        .iter()
        .filter(|s| s.applies_to(variant))
        .map(|s| s.key)
        .collect()
}

/// One house-rule option as the app shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    /// The allowed values; empty for `target` (any positive number).
    pub values: Vec<Value>,
    pub default: Value,
    pub summary: &'static str,
    pub source: &'static str,
}

/// Every option of `variant`, with its default, in FORMAT.md order.
pub fn option_catalog(variant: Variant) -> Vec<OptionInfo> {
    let defaults = defaults_json(variant);
    SPECS
        .iter()
        .filter(|s| s.applies_to(variant))
        .map(|s| OptionInfo {
            key: s.key,
            values: s.values_json(),
            default: defaults.get(s.key).cloned().unwrap_or(Value::Null),
            summary: s.summary,
            source: s.source,
        })
        .collect()
}

/// The defaults of `variant` as the JSON option object.
pub fn defaults_json(variant: Variant) -> serde_json::Map<String, Value> {
    let v = match Options::defaults(variant) {
        Options::Classic(_) => json!({
            "target": 501, "announces": true, "contract_rule": "beat_defenders", "litige": "hold",
            "capot_value": 252, "defenders_capot": "capot_value", "belote_on_inside": "holder",
            "inside_declarations": "defenders", "capot_declarations": "transfer",
            "declaration_tie": "first_in_turn", "rounding": "none",
            "both_reach_target": "higher_total", "undertrump": "required"
        }),
        Options::Contree(o) => json!({
            "target": o.target, "announces": o.announces, "bid_80_needs_82": false,
            "must_beat_defence": false, "belote_counts_for_contract": true,
            "scoring": "made_plus_bid", "fail_base": 160,
            "double_scheme": if o.double_scheme == DoubleScheme::Whole { "whole" } else { "bid_only" },
            "redouble_factor": 4,
            "belote_on_failure": if o.belote_on_failure == BeloteOnFailure::Defenders { "defenders" } else { "holder" },
            "capot_unbid": o.capot_unbid, "capot_bid_failed": 500, "declaration_tie": "cancel",
            "rounding": "nearest_10", "reach_target": "reach",
            "undertrump": if o.undertrump == Undertrump::Required { "required" } else { "not_required" }
        }),
        Options::Bulgarian(_) => json!({
            "target": 151, "rounding": "official", "tie_rounding": "hanging_up",
            "nt_valat_doubled": false, "valat_cancels_double": false, "eight_card_run": 100,
            "valat_end": "one_more_deal", "undertrump": "not_required"
        }),
    };
    match v {
        Value::Object(m) => m,
        _ => serde_json::Map::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalog_defaults_parse_back_to_the_defaults() {
        for variant in Variant::ALL {
            let obj = Value::Object(defaults_json(variant));
            let parsed = Options::parse(variant, Some(&obj), "options").unwrap();
            assert_eq!(parsed, Options::defaults(variant), "{variant}");
            for info in option_catalog(variant) {
                assert!(!info.default.is_null(), "{variant} {}", info.key);
            }
        }
    }

    #[test]
    fn unknown_options_and_values_are_errors() {
        let e = Options::parse(Variant::Classic, Some(&json!({"litig": "hold"})), "options")
            .unwrap_err();
        assert_eq!(e.at, "options.litig");
        let e = Options::parse(
            Variant::Classic,
            Some(&json!({"litige": "maybe"})),
            "options",
        )
        .unwrap_err();
        assert_eq!(e.at, "options.litige");
        let e = Options::parse(
            Variant::Bulgarian,
            Some(&json!({"litige": "hold"})),
            "options",
        )
        .unwrap_err();
        assert_eq!(e.at, "options.litige");
        let e =
            Options::parse(Variant::Classic, Some(&json!({"target": 0})), "options").unwrap_err();
        assert_eq!(e.at, "options.target");
        assert!(Options::parse(
            Variant::Classic,
            Some(&json!({"defenders_capot": 162})),
            "o"
        )
        .is_ok());
    }

    #[test]
    fn rounding_to_tens() {
        assert_eq!(Rounding::Nearest10.apply(84), 80);
        assert_eq!(Rounding::Nearest10.apply(85), 90);
        assert_eq!(Rounding::Nearest10SixUp.apply(85), 80);
        assert_eq!(Rounding::Nearest10SixUp.apply(86), 90);
        assert_eq!(Rounding::None.apply(86), 86);
    }
}
