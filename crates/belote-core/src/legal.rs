//! The `belote legal` question (docs/commands.md): reads it, asks the variant's rule of play which
//! cards are legal, and answers with the reason rendered in the asked language, the rule's code,
//! and in a game that names its fouls of play (Baloot) the foul an illegal card is.

use crate::card::{Card, Contract};
use crate::error::InputError;
use crate::i18n::{self, Joint, Lang};
use crate::parse::{parse_options, parse_play_contract, read_variant};
use crate::trick::{Foul, PlayFact, PlayFacts, Reason};
use crate::variant::Variant;
use crate::variants::game;
use serde::Serialize;
use serde_json::Value;

/// The answer of `belote legal`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LegalAnswer {
    pub legal: bool,
    /// The legal cards, in the order of the hand.
    pub allowed: Vec<String>,
    /// The rule that decides, in words.
    pub reason: String,
    /// The rule that decides, as a code the same in every language (the rule of play's
    /// [`Reason`]).
    pub rule: Reason,
    /// For a card the rule forbids, in a game that names its fouls of play (Baloot's qaid):
    /// the foul the table calls.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub qaid: Option<Foul>,
}

/// The keys every question has.
const KEYS: [&str; 6] = ["variant", "contract", "options", "trick", "hand", "card"];

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

/// Answers a `belote legal` question with the reason in `lang`. Bad input is checked in the
/// order BALOOT.md E.6 gives: the keys, `variant`, `contract`, `options`, the cards, then the
/// facts a variant's question may give beside them ([`PlayFact`]).
pub fn legal_value_in(v: &Value, lang: Lang) -> Result<LegalAnswer, InputError> {
    let obj = v
        .as_object()
        .ok_or_else(|| InputError::new("", "a legal-play question must be a JSON object"))?;
    // The keys a question of its variant may have: a variant's own play facts are unknown
    // keys in the others (when the variant cannot be read, its own error comes next).
    let named = obj
        .get("variant")
        .and_then(Value::as_str)
        .and_then(Variant::parse);
    let play_facts: Vec<PlayFact> = match named {
        Some(variant) => game(variant).facts().play_facts.to_vec(),
        None => PlayFact::ALL.to_vec(),
    };
    for key in obj.keys() {
        if !KEYS.contains(&key.as_str()) && !play_facts.iter().any(|f| f.key() == key) {
            let expected: Vec<&str> = KEYS
                .iter()
                .copied()
                .chain(play_facts.iter().map(|f| f.key()))
                .collect();
            return Err(InputError::new(
                key.as_str(),
                format!(
                    "unknown key \"{key}\"; expected {}",
                    i18n::list(Lang::En, &expected, Joint::Or)
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
        Some(x) => parse_play_contract(game.facts(), x, "contract")?.contract,
    };
    if contract == Contract::Hokum {
        // Which cards are legal depends on the trump suit, which a round may leave out.
        return Err(InputError::new(
            "contract",
            "a Hokum needs its trump suit here: give clubs, diamonds, hearts or spades",
        ));
    }
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
    let facts = play_facts_of(obj, &play_facts, contract, &trick)?;
    let rules = game.rules(&options);
    let play = rules.play(contract, &trick, &hand, facts);
    let allowed: Vec<Card> = hand
        .iter()
        .zip(&play.allowed)
        .filter(|(_, ok)| **ok)
        .map(|(c, _)| *c)
        .collect();
    let legal = allowed.contains(&card);
    Ok(LegalAnswer {
        legal,
        allowed: allowed.iter().map(Card::to_string).collect(),
        reason: i18n::render_why(&play.why, lang),
        rule: play.why.reason,
        qaid: if legal {
            None
        } else {
            rules.foul(contract, &play.why, card)
        },
    })
}

/// The play facts a question gives: each a boolean (`false` as if left out), and `true` only
/// where it can be ([`PlayFact::misplaced`]).
fn play_facts_of(
    obj: &serde_json::Map<String, Value>,
    known: &[PlayFact],
    contract: Contract,
    trick: &[Card],
) -> Result<PlayFacts, InputError> {
    let mut facts = PlayFacts::default();
    for &fact in known {
        let key = fact.key();
        let Some(value) = obj.get(key) else {
            continue;
        };
        let value = value.as_bool().ok_or_else(|| {
            InputError::new(
                key,
                format!("{value} is not true or false: \"{key}\" is a yes or no"),
            )
        })?;
        if value {
            if let Some(why) = fact.misplaced(contract, trick) {
                return Err(InputError::new(key, why));
            }
        }
        facts = facts.with(fact, value);
    }
    Ok(facts)
}
