//! Klaverjas's house rules: the typed struct its rules read, and every option with its
//! values, its default, a one-line summary and who plays it. The city system (Amsterdam, the
//! default, or Rotterdam) decides the rule of play and the default of `four_of_a_kind`.

use crate::options::{option_enum, OptionSpec, OptionTable, Options, Profile};

option_enum! {
    /// The city system: who must trump when void.
    pub enum System {
        Amsterdam = "amsterdam",
        Rotterdam = "rotterdam",
    }
}

option_enum! {
    /// What four of a kind in one trick is worth.
    pub enum FourOfAKind {
        /// Four jacks 200, any other four 100.
        Jacks200 = "jacks_200",
        /// Every four 100.
        All100 = "all_100",
        /// Four jacks 200, aces, kings, queens or tens 100; nines, eights, sevens no roem.
        Pagat = "pagat",
    }
}

option_enum! {
    /// Equal totals: nat, or made.
    pub enum Litige {
        Inside = "inside",
        Made = "made",
    }
}

option_enum! {
    /// What ends the game: a number of deals, or a target.
    pub enum GameEnd {
        Deals = "deals",
        Target = "target",
    }
}

/// House rules of Klaverjas, as its rules read them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KlaverjasOptions {
    pub system: System,
    pub four_of_a_kind: FourOfAKind,
    pub litige: Litige,
    pub defenders_pit: bool,
    pub game_end: GameEnd,
    pub deals: i64,
    pub target: i64,
}

impl KlaverjasOptions {
    pub fn read(o: &Options) -> KlaverjasOptions {
        KlaverjasOptions {
            system: o.choice("system"),
            four_of_a_kind: o.choice("four_of_a_kind"),
            litige: o.choice("litige"),
            defenders_pit: o.flag("defenders_pit"),
            game_end: o.choice("game_end"),
            deals: o.number("deals"),
            target: o.number("target"),
        }
    }
}

/// Klaverjas's options, in FORMAT.md order; Rotterdam's default for four of a kind.
pub const TABLE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[Profile {
        when: Some(("system", System::Rotterdam.val())),
        defaults: &[("four_of_a_kind", FourOfAKind::All100.val())],
    }],
};

const SPECS: &[OptionSpec] = &[
    OptionSpec::one_of(
        "system",
        System::VALUES,
        System::Amsterdam.val(),
        "Amsterdam: a player void in the suit led need not trump over a winning partner and never undertrumps; Rotterdam: always trump, overtrump if able, else undertrump. Also sets the default value of four of a kind.",
        "Amsterdam: the Dutch klaverjas union (NKU), KBN club rules, Pagat, klaverjassen sites; Rotterdam: the NKU Rotterdam sheet, BoardGameArena, nimble.expert",
    ),
    OptionSpec::one_of(
        "four_of_a_kind",
        FourOfAKind::VALUES,
        FourOfAKind::Jacks200.val(),
        "Four of a kind in one trick: jacks 200 and any other four 100 (Amsterdam's default), every four 100 (Rotterdam's default), or Pagat's jacks 200, aces to tens 100 and no roem for nines, eights, sevens.",
        "jacks_200: KBN club rules, Dutch Wikipedia; all_100: the NKU Rotterdam sheet and score-keeping apps; pagat: Pagat, BoardGameArena",
    ),
    OptionSpec::one_of(
        "litige",
        Litige::VALUES,
        Litige::Inside.val(),
        "Equal totals: the playing team goes nat, or it has made its game (half is enough).",
        "Pagat, the NKU, BoardGameArena, nimble.expert, score-keeping apps (nat); klaverjassenonline.nl \"minstens de helft\" (made)",
    ),
    OptionSpec::flag(
        "defenders_pit",
        true,
        "Defenders who take every trick also get the 100 of a pit.",
        "Pagat, BoardGameArena (yes); some score-keeping apps (no)",
    ),
    OptionSpec::one_of(
        "game_end",
        GameEnd::VALUES,
        GameEnd::Deals.val(),
        "The game is a fixed number of deals (16: each player deals four times), or the first team to the target wins.",
        "Pagat, the NKU, Dutch Wikipedia (16 deals); Dutch Wikipedia, BoardGameArena (target)",
    ),
    OptionSpec::positive(
        "deals",
        16,
        "Deals in a game when it ends by deals.",
        "16 (\"boompje\": Pagat, the NKU); 8 (BoardGameArena)",
    ),
    OptionSpec::positive(
        "target",
        1500,
        "Points that end the game when it ends by target.",
        "1500 (Dutch Wikipedia, BoardGameArena); 750 (BoardGameArena short game)",
    ),
];
