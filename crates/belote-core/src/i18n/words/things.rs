//! The things of the game a language names besides its variants, contracts, options and
//! values: how a family says its verdicts, the round's things, runs, roem, and the text
//! sheet's heads and last lines.

use crate::variant::Family;

/// How a game says its verdicts: a contract made or inside (and a tie held), a bela caller who
/// passes or falls (or hangs), a klaverjas playing team that makes it or goes nat, a Baloot
/// buyer who makes it or fails (khasara).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VerdictStyle {
    Contract,
    Caller,
    Players,
    Buyer,
}

impl VerdictStyle {
    pub const ALL: [VerdictStyle; 4] = [
        VerdictStyle::Contract,
        VerdictStyle::Caller,
        VerdictStyle::Players,
        VerdictStyle::Buyer,
    ];
}

impl Family {
    /// How the family's games say their verdicts.
    pub fn verdict_style(self) -> VerdictStyle {
        match self {
            Family::French | Family::Bulgarian => VerdictStyle::Contract,
            Family::Bela => VerdictStyle::Caller,
            Family::Klaverjas => VerdictStyle::Players,
            Family::Baloot => VerdictStyle::Buyer,
        }
    }
}

/// The things of a round the screens name, each in its family's word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Thing {
    /// The capot bid of an auction.
    CapotBid,
    /// All eight tricks: capot, štiglja, pit.
    Capot,
    /// A taker who had to take because all passed: mus, verplicht.
    Forced,
    /// The trump K and Q: belote, bela.
    Belote,
    /// The same in a word, where a button has little room.
    BeloteShort,
    /// Declarations: annonces, zvanja.
    Declarations,
    /// Klaverjas's roem.
    Roem,
    /// A sequence, as a kind of declaration.
    Sequence,
    /// Four of a kind, as a kind of declaration.
    Carre,
    /// Four of a kind of one rank: `{rank}` is the rank's label.
    CarreOf,
    /// Baloot's Sun bought for the partner (أشكال).
    Ashkal,
    /// Baloot's closed (locked) double (مقفول): no trump led while holding another suit.
    Locked,
    /// Baloot's proven foul (قيد) that ends the deal.
    Foul,
    /// Baloot's reverse kaboot (كبوت مقلوب).
    ReverseCapot,
    /// Baloot's «إكه» call: the card led is the highest left in its suit.
    Aka,
}

impl Thing {
    pub const ALL: [Thing; 15] = [
        Thing::CapotBid,
        Thing::Capot,
        Thing::Forced,
        Thing::Belote,
        Thing::BeloteShort,
        Thing::Declarations,
        Thing::Roem,
        Thing::Sequence,
        Thing::Carre,
        Thing::CarreOf,
        Thing::Ashkal,
        Thing::Locked,
        Thing::Foul,
        Thing::ReverseCapot,
        Thing::Aka,
    ];

    /// Its key in the screens' table.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Thing::CapotBid => "bid.capot",
            Thing::Capot => "round.capot",
            Thing::Forced => "entry.forced",
            Thing::Belote => "entry.belote",
            Thing::BeloteShort => "entry.belote.short",
            Thing::Declarations => "entry.declarations",
            Thing::Roem => "entry.roem",
            Thing::Sequence => "decl.sequence",
            Thing::Carre => "decl.carre",
            Thing::CarreOf => "decl.carre_of",
            Thing::Ashkal => "entry.ashkal",
            Thing::Locked => "entry.locked",
            Thing::Foul => "entry.foul",
            Thing::ReverseCapot => "entry.reverse_capot",
            Thing::Aka => "entry.aka",
        }
    }
}

/// A sequence declared, by its length: tierce, fifty, hundred; bela's run of eight, the belot.
/// A run of 6 or 7 has no name of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Run {
    Three,
    Four,
    Five,
    Eight,
}

impl Run {
    pub const ALL: [Run; 4] = [Run::Three, Run::Four, Run::Five, Run::Eight];

    pub fn length(self) -> u8 {
        match self {
            Run::Three => 3,
            Run::Four => 4,
            Run::Five => 5,
            Run::Eight => 8,
        }
    }
}

/// Klaverjas's roem items as round entry offers them (four of a kind: [`Thing::CarreOf`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoemWord {
    Run3,
    Run4,
    Stuk,
    /// The stuk in short, in a list of roem called.
    StukShort,
}

impl RoemWord {
    pub const ALL: [RoemWord; 4] = [
        RoemWord::Run3,
        RoemWord::Run4,
        RoemWord::Stuk,
        RoemWord::StukShort,
    ];

    pub(crate) fn key(self) -> &'static str {
        match self {
            RoemWord::Run3 => "roem.run3",
            RoemWord::Run4 => "roem.run4",
            RoemWord::Stuk => "roem.stuk",
            RoemWord::StukShort => "roem.short.stuk",
        }
    }
}

/// The text sheet's title and column heads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Heading {
    /// After the game's name: "Classic belote — score sheet".
    ScoreSheet,
    Round,
    Verdict,
    Pot,
    /// The last line's head, in the round column.
    Total,
}

/// The text sheet's last lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending<'a> {
    /// Points still held after the last round.
    PotHeld(i64),
    InProgress,
    Draw,
    /// The side's name.
    Wins(&'a str),
    /// A game of a match of several (Baloot's sakkas) won: its number, the side's name.
    SakkaWon(u32, &'a str),
    /// The games each side has won in a match of several: each side's name and count.
    Sakkas([(&'a str, i64); 2]),
}
