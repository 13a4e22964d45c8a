//! Croatian bela's house rules, each declared once: its values, its default, a one-line
//! summary and who plays it. The defaults follow the majority of the Croatian score-keepers
//! and rule books read; the other side is named with its sources. The struct its rules read,
//! the reader and the option table are written from this by `options!`.

use crate::options::options;

options! {
    /// House rules of Croatian bela, as its rules read them.
    pub struct BelaOptions {
        target: number = 1001,
            "Points that end the game: 1001, or a short game of 501 or 701.",
            sources "1001: Croatian club rulebook, Bela league score-keeper, Blok za Belu, bela-block, Belatro; 501 and 701: BelaScore, the BelaRules page";
        litige: enum Litige { Inside = "inside", Hold = "hold" } = Inside,
            "Equal totals: the caller falls (pad), or the caller's total hangs (visi) for the next deal's winner.",
            sources "Croatian club rulebook \"manje ili jednako … pao\", Bela league score-keeper, Blok za Belu, java-bela, Belatro, the Beljot rules text (fall); the BelaRules page (visi)";
        capot_declarations: enum CapotDeclarations { Transfer = "transfer", Void = "void" } = Transfer,
            "After a štiglja the swept team's counted zvanja and bela go to the team that took every trick, or count for nobody.",
            sources "Bela league score-keeper, Blok za Belu, the Beljot rules text \"zvanja obaju timova\", the bela_blok app (transfer); Croatian club rulebook, bela-block, Belatro (void)";
        belote_on_inside: enum BeloteOnInside { Defenders = "defenders", Holder = "holder" } = Defenders,
            "A fallen caller's bela goes to the other team with everything else, or the caller still writes it.",
            sources "Bela league score-keeper, Blok za Belu, java-bela, Belatro (defenders); the BelaRules page \"bela se uvijek piše\" (holder)";
        trump_sequence_first: flag = false,
            "Between runs of equal value and top card, a run in trumps wins before order of play decides.",
            sources "Croatian club rulebook, java-bela (order of play only); the Beljot rules text (trump run first)";
        both_reach_target: enum BothReachTarget { HigherTotal = "higher_total", Taker = "taker" } = HigherTotal,
            "Both teams over the target with equal totals: play another deal, or the caller of that deal wins.",
            sources "Bela league score-keeper, Belatro (another deal); the Beljot rules text (the caller)";
    }
    /// Bela's options, in docs/match-files.md order.
    pub const TABLE;
}
