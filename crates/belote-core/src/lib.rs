//! Belote rules engine: scores classic belote, belote contrée and coinche, Bulgarian belot,
//! Croatian bela, Dutch klaverjas and Saudi Baloot from the facts of each round, explains every score,
//! answers "was this play legal?", and describes each variant for the app.
//!
//! The JSON contract is docs/match-files.md: [`score_value`] reads a match file and returns the
//! [`ScoreSheet`] whose serialization is the `belote score` output; [`legal_value`] answers a
//! `belote legal` question; [`describe()`] is `belote describe`. Bad input is an
//! [`InputError`] with the path of the offending value, never a panic.
//!
//! Each variant is a module of [`variants`] behind the [`Game`] and [`Rules`] traits
//! ([`rules`]); everything else — the driver ([`engine`]), the parser, the option machinery
//! ([`options`]), explanations and their languages — is written once for all of them.

pub mod assist;
pub mod bytes;
pub mod card;
pub mod catalog;
pub mod counter;
pub mod decimal;
pub mod describe;
pub mod engine;
pub mod error;
pub mod explain;
pub mod explanation;
pub mod i18n;
pub mod json;
pub mod legal;
pub mod listing;
pub mod model;
pub mod options;
pub mod parse;
pub mod rules;
pub mod stream;
pub mod table;
mod text;
pub mod trick;
pub mod variant;
pub mod variants;

pub use card::{Card, Contract, Rank, Suit};
pub use catalog::{game_words, GameWords};
pub use describe::{
    describe, describe_all, describe_all_in, describe_in, option_catalog, ContractInfo,
    PlayFactInfo, RoemItemInfo, VariantInfo,
};
pub use engine::{
    score_match, score_match_with, scorings, RoundResult, ScoreConfig, ScoreSheet, Scorer,
};
pub use error::{InputError, InputKind};
pub use explain::Step;
pub use explanation::Explanation;
pub use i18n::words::{OptionKey, ValueName, VerdictStyle};
pub use i18n::{render_all, render_all_in, Digits, Lang, Sides};
pub use legal::{legal_value, legal_value_in, LegalAnswer};
pub use model::{
    BalootFacts, Bid, CapotKind, Declaration, Double, Match, ProjectKind, Roem, RoemItem, Round,
    Team, TeamPoints, Verdict, Winner,
};
pub use options::{OptionInfo, Options};
pub use parse::parse_match;
pub use rules::{Game, Rules};
pub use table::{score_table, RoemValue, RoundState, TableState};
pub use text::TextSheet;
pub use variant::{Family, Variant};
pub use variants::game;

/// Validates and scores a match file (docs/match-files.md).
pub fn score_value(match_file: &serde_json::Value) -> Result<ScoreSheet, InputError> {
    score_match(&parse_match(match_file)?)
}

/// Reads a match file from JSON text, validates and scores it.
pub fn score_str(text: &str) -> Result<ScoreSheet, InputError> {
    score_value(&read_json(text)?)
}

/// Parses JSON text, reporting a syntax error as bad input at the root.
pub fn read_json(text: &str) -> Result<serde_json::Value, InputError> {
    serde_json::from_str(text)
        .map_err(|e| InputError::new("", format!("the input is not valid JSON: {e}")))
}
