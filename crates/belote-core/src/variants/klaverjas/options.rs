//! Klaverjas's house rules, each declared once: its values, its default, a one-line summary
//! and who plays it. The city system (Amsterdam, the default, or Rotterdam) decides the rule
//! of play and the default of `four_of_a_kind`. The struct its rules read, the reader and the
//! option table are written from this by `options!`.

use crate::options::options;

options! {
    /// House rules of Klaverjas, as its rules read them.
    pub struct KlaverjasOptions {
        system: enum System { Amsterdam = "amsterdam", Rotterdam = "rotterdam" } = Amsterdam,
            "Amsterdam: a player void in the suit led need not trump over a winning partner and never undertrumps. Rotterdam: always trump, overtrump if you can, else undertrump. Also sets the default value of four of a kind.",
            sources "Amsterdam: the Dutch klaverjas union (NKU), KBN club rules, Pagat, klaverjassen sites; Rotterdam: the NKU Rotterdam sheet, BoardGameArena, nimble.expert";
        four_of_a_kind: enum FourOfAKind {
            /// Four jacks 200, any other four 100.
            Jacks200 = "jacks_200",
            /// Every four 100.
            All100 = "all_100",
            /// Four jacks 200, aces, kings, queens or tens 100; nines, eights, sevens no roem.
            Pagat = "pagat",
        } = Jacks200, or All100 when system = System::Rotterdam,
            "Four of a kind in one trick: jacks 200 and any other four 100 (Amsterdam's default), every four 100 (Rotterdam's default), or Pagat's jacks 200, aces to tens 100 and no roem for nines, eights, sevens.",
            sources "jacks_200: KBN club rules, Dutch Wikipedia; all_100: the NKU Rotterdam sheet and score-keeping apps; pagat: Pagat, BoardGameArena";
        litige: enum Litige { Inside = "inside", Made = "made" } = Inside,
            "Equal totals: the playing team goes nat, or it has made its game (half is enough).",
            sources "Pagat, the NKU, BoardGameArena, nimble.expert, score-keeping apps (nat); klaverjassenonline.nl \"minstens de helft\" (made)";
        defenders_pit: flag = true,
            "Defenders who take every trick also get the 100 of a pit.",
            sources "Pagat, BoardGameArena (yes); some score-keeping apps (no)";
        game_end: enum GameEnd { Deals = "deals", Target = "target" } = Deals,
            "The game is a fixed number of deals (16: each player deals four times), or the first team to the target wins.",
            sources "Pagat, the NKU, Dutch Wikipedia (16 deals); Dutch Wikipedia, BoardGameArena (target)";
        deals: number = 16,
            "Deals in a game when it ends by deals.",
            sources "16 (\"boompje\": Pagat, the NKU); 8 (BoardGameArena)";
        target: number = 1500,
            "Points that end the game when it ends by target.",
            sources "1500 (Dutch Wikipedia, BoardGameArena); 750 (BoardGameArena short game)";
    }
    /// Klaverjas's options, in docs/match-files.md order; Rotterdam's default for four of a kind.
    pub const TABLE;
}
