//! The house rules of belote contrée and coinche — one game with two sets of defaults — each
//! declared once: its values, the contrée default (FFB 2016) and the coinche default (Pagat)
//! where they differ, a one-line summary and the sources (docs/options.md). The struct its rules
//! read, the reader and both option tables are written from this by `options!`.

use crate::options::options;
use crate::trick::Undertrump;
use crate::variants::french::{DeclarationTie, Rounding};

options! {
    /// House rules of belote contrée and coinche, as their rules read them.
    pub struct ContreeOptions {
        target: number = 701,
            "Points that end the game.",
            sources "701 (S18, GameDuell); 1000 (FR-Wiki contrée); 2000 (Pagat, S11, S13, BGA) — RULES B.9";
        announces: flag = false, or true in COINCHE,
            "Allow tierce, fifty, hundred and four of a kind (belote always counts).",
            sources "FFB contrée (off); Pagat coinche (on) — RULES B.7";
        bid_80_needs_82: flag = false,
            "A bid of 80 needs 82 points.",
            sources "Pagat, Casimir (on); FFB (off) — RULES B.2";
        must_beat_defence: flag = false,
            "Takers must also score more than the defenders.",
            sources "FFB coinchée 2015, FR-Wiki Coinche (on); FFB contrée 2016 (off) — RULES B.2";
        belote_counts_for_contract: flag = true,
            "The belote helps reach the bid.",
            sources "FFB all versions, Pagat (on); GameDuell (off) — RULES B.2";
        scoring: enum Scoring {
            MadePlusBid = "made_plus_bid",
            PointsMade = "points_made",
            BidOnly = "bid_only",
        } = MadePlusBid,
            "Made: points made plus the bid, points made only, or the bid only.",
            sources "FFB coinche, Pagat, S11 (made plus bid); FFB contrée option, S13 (points made); ASCEE, Casimir (bid only) — RULES B.3";
        fail_base: number of [160, 162] = 160,
            "Defenders of a failed contract score this plus the bid.",
            sources "FFB, Pagat (160); exoty, BGA, Cannes 2016 (162) — RULES B.3";
        double_scheme: enum DoubleScheme { Whole = "whole", BidOnly = "bid_only" } = Whole,
            or BidOnly in COINCHE,
            "A coinche multiplies (160 + bid), or the bid only (160 + bid × m).",
            sources "FFB 2016 table, S11 (whole); FFB 2016 Note 1, Pagat (bid only) — RULES B.4";
        redouble_factor: number of [4, 3] = 4,
            "Multiplier of a surcoinche.",
            sources "FFB 2015/2016, Pagat, Wikipedia (×4); Équipe Ludique, Cannes 2016, S14 (×3) — RULES B.4";
        belote_on_failure: enum BeloteOnFailure { Defenders = "defenders", Holder = "holder" } = Defenders,
            or Holder in COINCHE,
            "When the takers fail, their belote goes to the defenders, or stays with them.",
            sources "FFB contrée (defenders, \"prenable\"); FFB coinchée, Pagat (holder) — RULES B.6";
        capot_unbid: number of [252, 250] = 252, or 250 in COINCHE,
            "Points made by a capot that was not bid.",
            sources "FFB 2016 (252); Pagat (250) — RULES B.5";
        capot_bid_failed: number of [500, 410] = 500,
            "Defenders' score when a capot bid fails.",
            sources "FFB 2016 (500); FR-Wiki contrée, Pagat variant (410) — RULES B.5";
        // docs/match-files.md lists the default first.
        declaration_tie: DeclarationTie of [Cancel, FirstInTurn] = Cancel,
            "Equal best declarations: all cancel, or the first in order of play wins.",
            sources "FFB coinchée (cancel); Pagat via R5, S8 (first in turn) — RULES B.7";
        rounding: Rounding of [Nearest10, Nearest10SixUp, None] = Nearest10,
            "Round each side's points made to the nearest ten (5 up or 6 up), or count exact points.",
            sources "FFB contrée 2015/2016, Pagat (nearest 10, 5 up); FFB Équipe Ludique, Cannes 2016 (6 up); BGA (none) — RULES B.8";
        reach_target: enum ReachTarget { Reach = "reach", Exceed = "exceed" } = Reach,
            "Reaching the target wins, or it must be exceeded.",
            sources "FFB, Pagat (reach); BGA, Essarts (exceed) — RULES B.9";
        undertrump: Undertrump = NotRequired, or Required in COINCHE,
            "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
            sources "FFB contrée (not required); Pagat coinche (required) — RULES 2.2";
    }
    /// Contrée's options and defaults (FFB).
    pub const CONTREE;
    /// Coinche: the same options, Pagat's defaults where they differ.
    pub const COINCHE;
}
