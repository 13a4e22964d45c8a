//! Classic belote's house rules, each declared once: its values, its default (FFB 2016
//! classic), a one-line summary and its sources (docs/options.md). The struct its rules read, the
//! reader and the option table are written from this by `options!`.

use crate::options::options;
use crate::trick::Undertrump;
use crate::variants::french::{DeclarationTie, Rounding};

options! {
    /// House rules of French classic belote, as its rules read them.
    pub struct ClassicOptions {
        target: number = 501,
            "Points that end the game.",
            sources "501 (S6, S18 apps); 1000 (Pagat, S2, S7); 1001 or 1010 with rounding (FR-Wiki) — RULES A.8";
        announces: flag = true,
            "Allow tierce, fifty, hundred and four of a kind (belote always counts).",
            sources "Pagat, FFB web \"avec annonces\" (on); FFB classic 2016 (off) — RULES A.6";
        contract_rule: enum ContractRule {
            BeatDefenders = "beat_defenders",
            HalfCardPoints = "half_card_points",
        } = BeatDefenders,
            "Takers must beat the defenders' total (declarations and belote included), or just take 82 card points.",
            sources "FFB 2016 §10.1.1 \"strictement supérieur\" (beat_defenders); S2, S3 \"82 points\" — RULES A.3";
        litige: enum Litige { Hold = "hold", Inside = "inside", Made = "made" } = Hold,
            "On equal totals the takers' points are held for the next round's winner, or the takers are inside, or they make it.",
            sources "FFB 2016 §10.1.3 (hold); contree.org S1 (inside); Pagat via R5 (made) — RULES A.3";
        capot_value: number of [252, 250] = 252,
            "Points for taking all eight tricks: 252 (der becomes 100) or 250.",
            sources "FFB R1 §9.2, Pagat (252); S4, S5, S6 (250) — RULES A.2";
        defenders_capot: enum DefendersCapot {
            CapotValue = "capot_value",
            Fixed162 = num 162,
        } = CapotValue,
            "Defenders who take all eight tricks score the capot value, or 162.",
            sources "FFB R1 §10.2 (capot value); Pagat via R5 (162) — RULES A.4";
        belote_on_inside: enum BeloteOnInside { Holder = "holder", Defenders = "defenders" } = Holder,
            "When the takers are inside, their belote stays with them, or goes to the defenders.",
            sources "FFB classic, S2, Pagat \"the 20 always counts\" (holder); some tables (defenders) — RULES A.4";
        inside_declarations: enum InsideDeclarations {
            Defenders = "defenders",
            Forfeit = "forfeit",
        } = Defenders,
            "When the takers are inside, their counted declarations go to the defenders, or count for nobody.",
            sources "S1, FFB web (defenders) — RULES A.4, A.6";
        capot_declarations: enum CapotDeclarations { Transfer = "transfer", Void = "void" } = Transfer,
            "A capot side also takes the other side's counted declarations, or those are void.",
            sources "FFB web (transfer); Pagat via R5 (void) — RULES A.4";
        declaration_tie: DeclarationTie = FirstInTurn,
            "Equal best declarations: the first in order of play wins, or all cancel.",
            sources "Pagat via R5, S8 (first in turn); FFB coinchée (cancel) — RULES A.6";
        rounding: Rounding = None,
            "Round each mark to the nearest ten (5 up or 6 up), or count exact points.",
            sources "FFB classic 2016 §10.3 (none); FFB optional rule §10.3 (nearest 10, 5 up); FFB Équipe Ludique, Cannes 2016 (6 up) — RULES A.7, B.8";
        both_reach_target: enum BothReachTarget { HigherTotal = "higher_total", Draw = "draw" } = HigherTotal,
            "Both teams over the target on one deal: the higher total wins (equal: play on), or it is a draw.",
            sources "FFB (higher total); Pagat (draw) — RULES A.8";
        undertrump: Undertrump = Required,
            "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
            sources "FFB classic, Pagat (required) — RULES 2.2";
    }
    /// Classic's options, in docs/match-files.md order.
    pub const TABLE;
}
