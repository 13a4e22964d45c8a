//! The rules assistant's questions, answered from the same rules the scores use:
//! "whose declarations count?" and "how many points is this pile?".

use crate::card::{Card, Contract};
use crate::counter::pile_points;
use crate::error::InputError;
use crate::explain::{Step, Steps};
use crate::model::TeamPoints;
use crate::options::Val;
use crate::parse::{contract_names, parse_contract, parse_options, parse_round};
use crate::rules::{Fact, Game};
use crate::variant::Variant;
use crate::variants::game;
use serde::Serialize;
use serde_json::{json, Value};

/// Which team's declarations count, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeclarationVerdict {
    /// Declaration points that count per team.
    pub counted: TeamPoints,
    pub explanation: Vec<String>,
    pub steps: Vec<Step>,
}

/// The variant's game and the contract of a question.
fn variant_and_contract(
    obj: &serde_json::Map<String, Value>,
) -> Result<(Variant, &'static dyn Game, Contract), InputError> {
    let variant = obj
        .get("variant")
        .and_then(Value::as_str)
        .and_then(Variant::parse)
        .ok_or_else(|| {
            InputError::new("variant", format!("give the variant: {}", Variant::names()))
        })?;
    let game = game(variant);
    let contract = match obj.get("contract") {
        Some(c) if c.as_str().and_then(Contract::parse).is_some() => {
            parse_contract(game.facts(), c, "contract")?.contract
        }
        _ => {
            return Err(InputError::new(
                "contract",
                format!("give the contract: {}", contract_names(game.facts(), true)),
            ))
        }
    };
    Ok((variant, game, contract))
}

/// Compares two teams' declarations: `{"variant", "contract", "options"?, "declarations":
/// {"A": […], "B": […]}, "dealer"?}` (declarations as in a match file).
pub fn compare_declarations(v: &Value) -> Result<DeclarationVerdict, InputError> {
    let obj = v
        .as_object()
        .ok_or_else(|| InputError::new("", "the question must be a JSON object"))?;
    let (variant, game, contract) = variant_and_contract(obj)?;
    let facts = game.facts();
    if !facts.records(Fact::Declarations) {
        return Err(InputError::new(
            "variant",
            format!("{} has no declarations to compare", facts.name),
        ));
    }
    let mut options = parse_options(variant, obj.get("options"), "options")?;
    // Declarations are the question here, so they are allowed whatever the option says.
    if let Some(key) = facts.declarations_option {
        options.set(key, Val::Bool(true));
    }
    let mut round = json!({"taker": "A", "contract": contract.name(), "points": {"A": 81}});
    if let Some(bid) = facts.bids.first() {
        round["bid"] = json!(bid);
    }
    for key in ["declarations", "dealer"] {
        if let Some(x) = obj.get(key) {
            round[key] = x.clone();
        }
    }
    let round = parse_round(variant, &options, &round, "").map_err(|e| InputError {
        at: e.at.trim_start_matches('.').to_string(),
        ..e
    })?;
    let mut steps = Steps::new();
    let counted = game
        .rules(&options)
        .declarations(&round, 0, &mut steps)
        .map_err(|e| InputError {
            at: e.at.trim_start_matches("rounds[0].").to_string(),
            ..e
        })?;
    Ok(DeclarationVerdict {
        counted: TeamPoints::from_array(counted),
        explanation: steps.iter().map(Step::en).collect(),
        steps: steps.into_vec(),
    })
}

/// The card counter's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PileCount {
    /// Card points of the pile (with the last trick if it won it).
    pub points: u32,
    /// The deal's total on the same scale (162, 258 or Bulgarian no trumps 130).
    pub total: u32,
    /// The other team's card points.
    pub other: u32,
}

/// Counts a pile: `{"variant", "contract", "cards": […], "last_trick": bool}`; with
/// `"complement": true` the cards are those of the other pile.
pub fn count_pile(v: &Value) -> Result<PileCount, InputError> {
    let obj = v
        .as_object()
        .ok_or_else(|| InputError::new("", "the question must be a JSON object"))?;
    let (_, game, contract) = variant_and_contract(obj)?;
    let list = obj.get("cards").and_then(Value::as_array).ok_or_else(|| {
        InputError::new(
            "cards",
            "give the pile's cards as a list, e.g. [\"JS\", \"10H\"]",
        )
    })?;
    let mut cards: Vec<Card> = Vec::with_capacity(list.len());
    for (i, c) in list.iter().enumerate() {
        let at = format!("cards[{i}]");
        let card = c
            .as_str()
            .ok_or_else(|| InputError::new(&at, format!("{c} is not a card")))?
            .parse::<Card>()
            .map_err(|e| InputError::new(&at, e.to_string()))?;
        if cards.contains(&card) {
            return Err(InputError::new(at, format!("the {card} appears twice")));
        }
        cards.push(card);
    }
    let flag = |k: &str| obj.get(k).and_then(Value::as_bool).unwrap_or(false);
    let total = game
        .facts()
        .contract(contract)
        .map_or(162, |c| c.deal_total);
    let counted = pile_points(game, contract, &cards, flag("last_trick"));
    let (points, other) = if flag("complement") {
        (total - counted, counted)
    } else {
        (counted, total - counted)
    };
    Ok(PileCount {
        points,
        total,
        other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_are_compared_the_variant_way() {
        let q = json!({"variant": "bulgarian", "contract": "hearts", "declarations": {
            "A": [{"type": "sequence", "length": 3, "top": "A", "suit": "S"}, {"type": "carre", "rank": "9"}],
            "B": [{"type": "sequence", "length": 3, "top": "A", "suit": "D"}, {"type": "carre", "rank": "J"}]}});
        let v = compare_declarations(&q).unwrap();
        // Equal best sequences cancel; the carré of jacks beats the nines.
        assert_eq!(v.counted, TeamPoints::new(0, 200));
        let q = json!({"variant": "classic", "contract": "hearts", "declarations": {
            "A": [{"type": "sequence", "length": 3, "top": "K", "suit": "H"}],
            "B": [{"type": "sequence", "length": 3, "top": "K", "suit": "S"}]}});
        assert_eq!(
            compare_declarations(&q).unwrap().counted,
            TeamPoints::new(20, 0)
        );
        let q = json!({"variant": "classic", "contract": "hearts", "declarations": {
            "A": [{"type": "sequence", "length": 3, "top": "K", "suit": "D"}],
            "B": [{"type": "sequence", "length": 3, "top": "K", "suit": "S"}]}});
        assert_eq!(compare_declarations(&q).unwrap_err().at, "dealer");
    }

    #[test]
    fn bela_zvanja_are_compared_the_bela_way() {
        // Four kings beat a kvinta of equal value, and count all of B's zvanja.
        let q = json!({"variant": "bela", "contract": "hearts", "declarations": {
            "A": [{"type": "sequence", "length": 5, "top": "Q", "suit": "S"}],
            "B": [{"type": "carre", "rank": "K"}, {"type": "sequence", "length": 3, "top": "9", "suit": "D"}]}});
        let v = compare_declarations(&q).unwrap();
        assert_eq!(v.counted, TeamPoints::new(0, 120));
        assert!(v.explanation.iter().any(|l| l.contains("B's zvanja count")));
        // A belot: nothing is counted, the match is won.
        let q = json!({"variant": "bela", "contract": "hearts", "declarations": {
            "A": [{"type": "sequence", "length": 8, "top": "A", "suit": "S"}]}});
        let v = compare_declarations(&q).unwrap();
        assert_eq!(v.counted, TeamPoints::new(0, 0));
        assert!(v.explanation.iter().any(|l| l.starts_with("belot for A")));
        // Klaverjas has roem, not declarations.
        let q = json!({"variant": "klaverjas", "contract": "hearts", "declarations": {}});
        assert_eq!(compare_declarations(&q).unwrap_err().at, "variant");
    }

    #[test]
    fn baloot_projects_are_compared_the_baloot_way() {
        // In Hokum four aces are a hundred, beaten by a run of a hundred; in game points.
        let q = json!({"variant": "baloot", "contract": "hearts", "declarations": {
            "A": [{"type": "carre", "rank": "A"}],
            "B": [{"type": "sequence", "length": 5, "top": "Q", "suit": "S"}, "sira"]}});
        let v = compare_declarations(&q).unwrap();
        assert_eq!(v.counted, TeamPoints::new(0, 12));
        assert!(v
            .explanation
            .iter()
            .any(|l| l.contains("a run beats four of a kind")));
        // Equal siras given by kind cannot be told apart.
        let q = json!({"variant": "baloot", "contract": "sun", "declarations": {
            "A": ["sira"], "B": ["sira"]}});
        assert_eq!(compare_declarations(&q).unwrap_err().at, "declarations");
    }

    #[test]
    fn a_missing_contract_lists_the_variants_own() {
        // Baloot's are Sun and Hokum (a suit, or "hokum" unwritten: BALOOT.md B.1), not all trumps.
        let q = json!({"variant": "baloot", "contract": "trumps", "cards": ["AH"]});
        let e = count_pile(&q).unwrap_err();
        assert_eq!(e.at, "contract");
        assert_eq!(
            e.message,
            "give the contract: sun (or no_trumps), clubs, diamonds, hearts, spades or hokum"
        );
        let q = json!({"variant": "classic", "cards": ["AH"]});
        assert_eq!(
            count_pile(&q).unwrap_err().message,
            "give the contract: clubs, diamonds, hearts, spades, no_trumps or all_trumps"
        );
    }

    #[test]
    fn piles_and_complements() {
        let q = json!({"variant": "classic", "contract": "spades", "cards": ["JS", "9S", "AH"], "last_trick": true});
        assert_eq!(
            count_pile(&q).unwrap(),
            PileCount {
                points: 55,
                total: 162,
                other: 107
            }
        );
        let q = json!({"variant": "bulgarian", "contract": "no_trumps", "cards": ["AH", "10H"], "complement": true});
        assert_eq!(
            count_pile(&q).unwrap(),
            PileCount {
                points: 109,
                total: 130,
                other: 21
            }
        );
        assert_eq!(
            count_pile(&json!({"variant": "classic", "contract": "spades", "cards": ["JS", "JS"]}))
                .unwrap_err()
                .at,
            "cards[1]"
        );
    }
}
