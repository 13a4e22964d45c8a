//! Bulgarian belot's house rules, each declared once: its values, its default (the official
//! rule text, R7), a one-line summary and its sources (docs/options.md). The struct its rules read,
//! the reader and the option table are written from this by `options!`.

use crate::options::options;
use crate::trick::Undertrump;

options! {
    /// House rules of Bulgarian belot, as its rules read them.
    pub struct BulgarianOptions {
        target: number = 151,
            "Points that end the game.",
            sources "151 (R7, R8, S19) — RULES C.9";
        rounding: enum Rounding { Official = "official", CallerUp = "caller_up" } = Official,
            "Official rounding (problem digit 6 in suits, 4 in all trumps: the side with fewer points rounds up), or the bidders round up.",
            sources "R7 \"Закръгляване\", R8 (official); R12 scorer app (caller up) — RULES C.5";
        tie_rounding: enum TieRounding { HangingUp = "hanging_up", Split = "split" } = HangingUp,
            "On a hanging deal the hanging part rounds up, or both parts round alike.",
            sources "R7 \"особен случай\", R8 (hanging up); R9 (split) — RULES C.5";
        nt_valat_doubled: flag = false,
            "In no trumps the valat bonus is doubled with the cards (44 instead of 35).",
            sources "R7, R8, R9 (off, 35); R12 (on, 44) — RULES C.2";
        valat_cancels_double: flag = false,
            "A valat cancels kontra and rekontra.",
            sources "R7 text (off); R8 code (on) — RULES C.7";
        eight_card_run: number of [100, 120] = 100,
            "Value of an eight-card run.",
            sources "R7 \"five or more\" (100); R8 (120) — RULES C.3";
        valat_end: enum ValatEnd { OneMoreDeal = "one_more_deal", None = "none" } = OneMoreDeal,
            "No game is won on a valat deal: one more deal is played.",
            sources "R7 \"С капо не се излиза\" (one more deal) — RULES C.9";
        undertrump: Undertrump = NotRequired,
            "A player who cannot overtrump an opponent's trump must still play a lower trump, or may discard.",
            sources "Bulgarian R7 (not required) — RULES 2.2";
    }
    /// Bulgarian belot's options, in docs/match-files.md order.
    pub const TABLE;
}
