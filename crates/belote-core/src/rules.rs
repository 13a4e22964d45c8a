//! The seam between the shared machinery and each variant. A [`Game`] says what a round of
//! the variant records ([`Facts`]) and which options it offers, checks what only it checks,
//! and makes the [`Rules`] of a match from the match's options; the rules score its rounds,
//! say when the game is over and which cards may be played. The engine, the parser,
//! `belote legal`, the assistant and `describe` talk to variants through these two traits
//! only, and `variants::game` is the one place that names them.

use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::explain::Steps;
use crate::model::{Bid, Declaration, Double, ProjectKind, RoemItem, Round, Team, Verdict, Winner};
use crate::options::{OptionTable, Options};
use crate::trick::{Foul, Play, PlayFact, PlayFacts, Why};
use crate::variant::Variant;
use serde::Serialize;

/// A fact of a round, as a key of a round in the match file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Fact {
    Taker,
    /// The taker had to take because everybody passed (Bela "mus", Klaverjas "verplicht").
    Forced,
    Contract,
    /// Baloot: Sun bought by Ashkal, for the partner.
    Ashkal,
    Bid,
    Double,
    /// Baloot: the double was closed (no trump lead while holding another suit).
    Locked,
    Points,
    /// Baloot: the game points as the score sheet writes them.
    Score,
    Capot,
    /// Baloot: a normal or a reverse kaboot.
    CapotKind,
    /// Baloot: the team whose proven foul (qaid) ended the deal.
    Foul,
    Belote,
    Declarations,
    /// Klaverjas: the roem each team won.
    Roem,
    Dealer,
}

impl Fact {
    /// Every fact any variant records, in the order of the match file.
    pub const ALL: [Fact; 16] = [
        Fact::Taker,
        Fact::Forced,
        Fact::Contract,
        Fact::Ashkal,
        Fact::Bid,
        Fact::Double,
        Fact::Locked,
        Fact::Points,
        Fact::Score,
        Fact::Capot,
        Fact::CapotKind,
        Fact::Foul,
        Fact::Belote,
        Fact::Declarations,
        Fact::Roem,
        Fact::Dealer,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Fact::Taker => "taker",
            Fact::Forced => "forced",
            Fact::Contract => "contract",
            Fact::Ashkal => "ashkal",
            Fact::Bid => "bid",
            Fact::Double => "double",
            Fact::Locked => "locked",
            Fact::Points => "points",
            Fact::Score => "score",
            Fact::Capot => "capot",
            Fact::CapotKind => "capot_kind",
            Fact::Foul => "foul",
            Fact::Belote => "belote",
            Fact::Declarations => "declarations",
            Fact::Roem => "roem",
            Fact::Dealer => "dealer",
        }
    }
}

/// What a contract is in a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContractFacts {
    pub contract: Contract,
    /// Card points of a whole deal as entered on the table.
    pub deal_total: u32,
    /// Most belotes both teams together may announce.
    pub max_belotes: u8,
    /// Whether declarations can exist in this contract at all.
    pub declarations: bool,
}

impl ContractFacts {
    /// A trump suit: 162 card points, one belote, declarations.
    pub const fn suit(suit: Suit) -> ContractFacts {
        ContractFacts {
            contract: Contract::Suit(suit),
            deal_total: 162,
            max_belotes: 1,
            declarations: true,
        }
    }
}

/// The four trump suits, in the order of docs/match-files.md.
pub const SUIT_CONTRACTS: [ContractFacts; 4] = [
    ContractFacts::suit(Suit::Clubs),
    ContractFacts::suit(Suit::Diamonds),
    ContractFacts::suit(Suit::Hearts),
    ContractFacts::suit(Suit::Spades),
];

/// What a round of a variant records and what those facts may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Facts {
    pub variant: Variant,
    /// The game's name in a sentence: "classic belote", "belote contrée".
    pub name: &'static str,
    /// The round facts the variant records, in the order of the match file.
    pub round: &'static [Fact],
    pub contracts: &'static [ContractFacts],
    /// The bids of the auction; empty when the taker's contract is the trump only.
    pub bids: &'static [Bid],
    /// `[Double::None]` when there is no doubling.
    pub doubles: &'static [Double],
    /// The option that allows declarations, if one does.
    pub declarations_option: Option<&'static str>,
    /// How the declarations of the two teams are compared (when the variant has any).
    pub declaration_contest: DeclarationContest,
    /// The options the rule of play reads (which cards may be played): the assistant asks
    /// for these when it answers a legal-play question.
    pub play_options: &'static [&'static str],
    /// The facts a legal-play question may give beside the cards, which the rule of play
    /// reads (Baloot's `ashkal`, `locked`, `aka`); in any other variant their keys are unknown.
    pub play_facts: &'static [PlayFact],
}

/// How the two teams' declarations are compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeclarationContest {
    /// The single best declaration of either team decides, whatever its kind: a four of a
    /// kind on either side settles it before sequences are compared.
    Overall,
    /// Sequences and fours of a kind are compared separately, each kind on its own
    /// (Bulgarian belot).
    ByKind,
}

impl Facts {
    pub fn records(&self, fact: Fact) -> bool {
        self.round.contains(&fact)
    }

    pub fn contract(&self, contract: Contract) -> Option<&'static ContractFacts> {
        self.contracts.iter().find(|c| c.contract == contract)
    }
}

/// What makes a game end, under a match's options: a target of points, or a number of deals
/// (Klaverjas's `game_end: deals`). The app shows how far away it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameLength {
    Target(i64),
    Deals(i64),
}

/// A target no game reaches: what a variant without a game of a number of deals sets to play
/// a fixed number of deals ([`Game::fixed_deals`]).
pub const UNREACHABLE_TARGET: i64 = 1_000_000_000_000;

/// House rules as option keys and values of a variant (what [`Game::fixed_deals`] sets).
pub type OptionValues = Vec<(&'static str, serde_json::Value)>;

/// A game of a fixed number of deals, said with a target no game reaches (every variant but
/// Klaverjas, which has a game of deals of its own).
pub fn unreachable_target() -> OptionValues {
    vec![("target", serde_json::json!(UNREACHABLE_TARGET))]
}

/// One game of the belote family as a whole: one implementation per variant module.
pub trait Game: Sync {
    /// What a round records, the contracts, bids and doubles.
    fn facts(&self) -> &'static Facts;

    /// The house rules it offers.
    fn options(&self) -> &'static OptionTable;

    /// Card points of one card under `contract`, on the scale the table counts: a trump
    /// suit's values in trumps (every suit in all trumps), the plain values elsewhere.
    fn card_points(&self, contract: Contract, card: Card) -> u32 {
        if contract.is_trump(card.suit) {
            card.rank.trump_points()
        } else {
            card.rank.plain_points()
        }
    }

    /// Whether the deal of `round` was played. A deal that was not (Bela's belot, which
    /// ends the match before a card is played) may leave its card points out; they are then
    /// 0 and 0.
    fn deal_played(&self, _round: &Round) -> bool {
        true
    }

    /// What a roem item is worth in a match played with `options`; `None` when it is no
    /// roem there (and always in a variant without roem).
    fn roem_value(&self, _item: RoemItem, _options: &Options) -> Option<i64> {
        None
    }

    /// The option that changes what roem items are worth, if one does.
    fn roem_option(&self) -> Option<&'static str> {
        None
    }

    /// Checks of a parsed round that only this variant makes (`at` is the round's path);
    /// the shared ones, driven by [`Facts`], are done before.
    fn check_round(&self, _round: &Round, _options: &Options, _at: &str) -> Result<(), InputError> {
        Ok(())
    }

    /// What ends a game played with `options`: by default the `target` option.
    fn length(&self, options: &Options) -> GameLength {
        GameLength::Target(options.target())
    }

    /// The house rules that make a game of exactly `deals` deals which the target does not
    /// end (an event's table of a fixed number of deals), set over the options played: each
    /// variant says it its own way — Klaverjas with its game of deals (`game_end: deals` and
    /// that count), the others with a target no table reaches ([`unreachable_target`]).
    fn fixed_deals(&self, deals: u32) -> OptionValues;

    /// The rules of a match played with `options` (options of this variant).
    fn rules(&self, options: &Options) -> Box<dyn Rules>;

    /// The ranks a four of a kind may have as a declaration, strongest first.
    fn carre_ranks(&self) -> &'static [Rank] {
        &Declaration::CARRE_RANKS
    }

    /// The kinds a declaration may be named by instead of its cards (Baloot's projects:
    /// `"sira"`, …); empty when only cards are given.
    fn project_kinds(&self) -> &'static [ProjectKind] {
        &[]
    }

    /// The doubles a round of `contract` may have (Baloot's Sun is only doubled).
    fn doubles_in(&self, _contract: Contract) -> &'static [Double] {
        self.facts().doubles
    }

    /// What an undoubled deal of `contract` is worth on the score sheet in game points, both
    /// sides together, projects aside, where a round may give the sheet's numbers (Baloot's
    /// `score`); `None` where the sheet writes card points.
    fn game_points(&self, _contract: Contract) -> Option<i64> {
        None
    }

    /// Whether `belote legal` answers for this variant (its rule of play is specified).
    fn answers_legal(&self) -> bool {
        true
    }
}

/// What a variant's rules make of one round, before the pot is settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub verdict: Verdict,
    /// The round's own score per team (A, B), pot not included.
    pub score: [i64; 2],
    /// Points a tie adds to the pot.
    pub to_pot: i64,
}

/// Where a match stands after a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// Totals per team (A, B), pot excluded.
    pub totals: [i64; 2],
    /// Deals played so far, this one included.
    pub deals: usize,
}

/// How a game stands after a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    Continue,
    Won(Winner),
    /// Both over the target with equal totals.
    PlayOn,
    /// Over the target, but no game is won on a valat deal.
    NoEndOnValat,
}

/// The rules of one variant under one match's options.
pub trait Rules {
    /// Scores one round; `index` places it in the match for errors (`rounds[index]`).
    fn score_round(
        &self,
        round: &Round,
        index: usize,
        steps: &mut Steps,
    ) -> Result<Outcome, InputError>;

    /// Who wins the pot held from earlier ties: the takers of a made round, the defenders
    /// of a failed one, nobody after a tie (the pot grows). A variant whose round can end
    /// the match without paying the pot (Bela's belot) says so here.
    fn pot_winner(&self, round: &Round, outcome: &Outcome) -> Option<Team> {
        match outcome.verdict {
            Verdict::Made => Some(round.taker),
            Verdict::Inside => Some(round.taker.other()),
            Verdict::Tie => None,
        }
    }

    /// Scores one round knowing the totals of the game being played before it (a Baloot
    /// Sun double is allowed only to the team behind; a Gahwa may write what the winner lacks);
    /// by default the rules need only the round.
    fn score_round_after(
        &self,
        round: &Round,
        index: usize,
        _before: [i64; 2],
        steps: &mut Steps,
    ) -> Result<Outcome, InputError> {
        self.score_round(round, index, steps)
    }

    /// Is the game over after `round`, scored as `outcome`?
    fn end(&self, standing: Standing, round: &Round, outcome: &Outcome) -> End;

    /// How many games make a match: a match is best of this many (Baloot's sakkas); 1 when a
    /// match is one game.
    fn games_per_match(&self) -> u32 {
        1
    }

    /// Which declarations count, per team (A, B): the assistant's question, answered the way
    /// `score_round` answers it. A variant without declarations counts none.
    fn declarations(
        &self,
        _round: &Round,
        _index: usize,
        _steps: &mut Steps,
    ) -> Result<[i64; 2], InputError> {
        Ok([0, 0])
    }

    /// Which cards of `hand` may be played to `trick` (the cards already played, in order),
    /// the question having said `facts` (each `false` in a variant that reads none).
    fn play(&self, contract: Contract, trick: &[Card], hand: &[Card], facts: PlayFacts) -> Play;

    /// The foul the table calls when `played` breaks the rule `why` names, in a game that
    /// names its fouls of play (Baloot's qaid); `None` in the others.
    fn foul(&self, _contract: Contract, _why: &Why, _played: Card) -> Option<Foul> {
        None
    }
}

#[cfg(test)]
mod fact_tests {
    #[test]
    fn all_facts_in_their_order() {
        // parse_round finds a fact's value at its index in Fact::ALL.
        for (i, fact) in super::Fact::ALL.into_iter().enumerate() {
            assert_eq!(fact as usize, i, "{fact:?}");
        }
    }
}
