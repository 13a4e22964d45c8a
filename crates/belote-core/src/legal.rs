//! The `belote legal` question (docs/commands.md): reads it, asks the variant's rule of play which
//! cards are legal, and answers with the reason rendered in the asked language.

use crate::card::Card;
use crate::error::InputError;
use crate::i18n::{self, Lang};
use crate::parse::{parse_contract, parse_options, read_variant};
use crate::variants::game;
use serde::Serialize;
use serde_json::Value;

/// The answer of `belote legal`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LegalAnswer {
    pub legal: bool,
    /// The legal cards, in the order of the hand.
    pub allowed: Vec<String>,
    /// The rule that decides.
    pub reason: String,
}

fn card_list(v: Option<&Value>, at: &str, seen: &mut Vec<Card>) -> Result<Vec<Card>, InputError> {
    let arr = match v {
        Some(Value::Array(a)) => a,
        None => {
            return Err(InputError::new(
                at,
                format!("\"{at}\" is missing: give a list of cards, e.g. [\"AH\", \"9S\"]"),
            ))
        }
        Some(_) => {
            return Err(InputError::new(
                at,
                format!("\"{at}\" must be a list of cards, e.g. [\"AH\", \"9S\"]"),
            ))
        }
    };
    let mut out = Vec::with_capacity(arr.len());
    for (i, c) in arr.iter().enumerate() {
        let here = format!("{at}[{i}]");
        let card = c
            .as_str()
            .ok_or_else(|| {
                InputError::new(&here, format!("{c} is not a card: write e.g. \"10H\""))
            })?
            .parse::<Card>()
            .map_err(|e| InputError::new(&here, e.to_string()))?;
        if seen.contains(&card) {
            return Err(InputError::new(
                here,
                format!("the {card} appears twice: each card exists once"),
            ));
        }
        seen.push(card);
        out.push(card);
    }
    Ok(out)
}

/// Answers a `belote legal` question (docs/commands.md).
pub fn legal_value(v: &Value) -> Result<LegalAnswer, InputError> {
    legal_value_in(v, Lang::En)
}

/// Answers a `belote legal` question with the reason in `lang`.
pub fn legal_value_in(v: &Value, lang: Lang) -> Result<LegalAnswer, InputError> {
    let obj = v
        .as_object()
        .ok_or_else(|| InputError::new("", "a legal-play question must be a JSON object"))?;
    for key in obj.keys() {
        if !["variant", "contract", "options", "trick", "hand", "card"].contains(&key.as_str()) {
            return Err(InputError::new(
                key.as_str(),
                format!(
                    "unknown key \"{key}\"; expected variant, contract, options, trick, hand, card"
                ),
            ));
        }
    }
    let variant = match obj.get("variant") {
        None => {
            return Err(InputError::new(
                "variant",
                "the question needs a \"variant\"",
            ))
        }
        Some(x) => read_variant(x, "variant")?,
    };
    let game = game(variant);
    if !game.answers_legal() {
        return Err(InputError::new(
            "variant",
            format!(
                "belote legal does not answer for {} yet: its rule of play is not specified",
                game.facts().name
            ),
        ));
    }
    let contract = match obj.get("contract") {
        None => {
            return Err(InputError::new(
                "contract",
                "the question needs a \"contract\"",
            ))
        }
        Some(x) => parse_contract(game.facts(), x, "contract")?.contract,
    };
    let options = parse_options(variant, obj.get("options"), "options")?;
    let mut seen = Vec::new();
    let trick = card_list(obj.get("trick"), "trick", &mut seen)?;
    if trick.len() > 3 {
        return Err(InputError::new(
            "trick",
            format!(
                "a trick holds 0 to 3 cards before this play, not {}",
                trick.len()
            ),
        ));
    }
    let hand = card_list(obj.get("hand"), "hand", &mut seen)?;
    if hand.is_empty() || hand.len() > 8 {
        return Err(InputError::new(
            "hand",
            format!("a hand holds 1 to 8 cards, not {}", hand.len()),
        ));
    }
    let card = match obj.get("card") {
        None => {
            return Err(InputError::new(
                "card",
                "the question needs the \"card\" played",
            ))
        }
        Some(c) => c
            .as_str()
            .ok_or_else(|| {
                InputError::new("card", format!("{c} is not a card: write e.g. \"10H\""))
            })?
            .parse::<Card>()
            .map_err(|e| InputError::new("card", e.to_string()))?,
    };
    if !hand.contains(&card) {
        return Err(InputError::new(
            "card",
            format!("the {card} is not in the hand"),
        ));
    }
    let play = game.rules(&options).play(contract, &trick, &hand);
    let allowed: Vec<Card> = hand
        .iter()
        .zip(&play.allowed)
        .filter(|(_, ok)| **ok)
        .map(|(c, _)| *c)
        .collect();
    Ok(LegalAnswer {
        legal: allowed.contains(&card),
        allowed: allowed.iter().map(Card::to_string).collect(),
        reason: i18n::render_why(&play.why, lang),
    })
}
