//! The game's words: the name of every thing of the game the screens and the text sheet show —
//! a variant and its family, a contract, a verdict, a double, a declaration, a roem, a house
//! rule and its values — and the text sheet's frame. Each language writes them once, in its
//! `words.rs` beside its sentences, implementing [`Words`], whose exhaustive `match`es make a
//! word a language lacks a compile error; where a family of games says a thing its own way (a
//! contract doubled is a coinche in the French family, a kontra in the Bulgarian), the word
//! takes the [`Family`] and the match says each family's.
//!
//! [`game_words`](crate::catalog::game_words) lays them out as the screens look them up: one
//! table per language of keys (`contract.hearts`, `opt.litige`), with a variant's own word
//! beside the general one where its family says it differently (`verdict.inside@bela`).

mod keys;
mod things;

use crate::card::Contract;
use crate::i18n::Joint;
use crate::model::{Double, ProjectKind, Verdict};
use crate::trick::Foul;
use crate::variant::{Family, Variant};
use std::fmt;

pub use keys::{OptionKey, ValueName};
pub use things::{Ending, Heading, RoemWord, Run, Thing, VerdictStyle};

/// A language's words for the game (see the module's doc). Every method's `match` names each
/// case, so a new contract, option, value or family is a compile error in every language
/// until it has its word.
pub(crate) trait Words {
    /// A variant's name, as a title: "Classic belote".
    fn variant(&self, v: Variant) -> &'static str;
    /// A family's name, as a choice among games: "All French belote".
    fn family(&self, f: Family) -> &'static str;
    fn contract(&self, c: Contract) -> &'static str;
    /// A contract in short, where a button has little room: `♥`, "NT".
    fn contract_short(&self, c: Contract) -> &'static str;
    /// A verdict, as a round's line and its explanation say it.
    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str;
    fn double(&self, family: Family, d: Double) -> &'static str;
    fn thing(&self, family: Family, t: Thing) -> &'static str;
    /// A sequence's name; `None` where the family has no name for that length.
    fn run(&self, family: Family, r: Run) -> Option<&'static str>;
    fn roem(&self, r: RoemWord) -> &'static str;
    /// A Baloot project named by its kind, as a button adds it: "Sira", "Four hundred".
    fn project_kind(&self, kind: ProjectKind) -> &'static str;
    /// A house rule's name.
    fn option(&self, family: Family, key: OptionKey) -> &'static str;
    /// A house rule's value.
    fn value(&self, family: Family, v: ValueName) -> &'static str;
    /// The text sheet's title and heads.
    fn heading(&self, h: Heading) -> &'static str;
    /// One of the text sheet's last lines.
    fn ending(&self, f: &mut dyn fmt::Write, e: Ending<'_>) -> fmt::Result;
    /// A foul of play as a table calls it (Baloot's qaid): "Revoke", «قاطع».
    fn foul(&self, foul: Foul) -> &'static str;
    /// What stands between a list's items, and before its last one: `(", ", " and ")`.
    fn list_joints(&self, joint: Joint) -> (&'static str, &'static str);
}

/// A language's notes on the games: each house rule's one-line summary, as a variant plays it,
/// and each game's rules in brief (the assistant's reference). Each language writes them in its
/// `notes.rs`; every `match` names each option and each variant, so a new one is a compile
/// error in every language until it is written.
pub(crate) trait Notes {
    /// The summary of the option `key` as `v` plays it. `english` is the engine's own, declared
    /// with the option: English gives it as it is, the other languages translate it.
    fn summary(&self, v: Variant, key: OptionKey, english: &'static str) -> &'static str;
    /// The rules of `v` in brief, a few sentences.
    fn reference(&self, v: Variant) -> &'static [&'static str];
}
