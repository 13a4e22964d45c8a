//! The legal-play checker: which cards of a hand may be played to the current trick.

use crate::card::{Card, Contract, Suit};
use crate::error::InputError;
use crate::options::{Options, Undertrump};
use crate::variant::Variant;
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

/// The rule that decides which cards are legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    Lead,
    FollowSuit,
    /// All trumps: follow suit and beat the best card if able.
    FollowAndBeat,
    /// All trumps: follow suit, no card beats the best one.
    FollowCannotBeat,
    /// Trumps led: play a higher trump if able.
    TrumpLedOvertrump,
    /// Trumps led, no higher trump: any trump.
    TrumpLedAnyTrump,
    CannotFollowAnyCard,
    PartnerWinning,
    NoTrumpInHand,
    MustTrump,
    MustOvertrump,
    MustUndertrump,
    MayDiscard,
}

impl Reason {
    pub fn en(self, led: Option<Suit>, best: Option<Card>) -> String {
        let led = led.map_or("", Suit::name);
        let best = best.map(|c| c.to_string()).unwrap_or_default();
        match self {
            Reason::Lead => "the first card of a trick may be any card".into(),
            Reason::FollowSuit => format!("must follow suit: {led} were led"),
            Reason::FollowAndBeat => format!("must follow suit ({led}) and beat the {best}"),
            Reason::FollowCannotBeat => {
                format!("must follow suit ({led}); no card beats the {best}, so any {led}")
            }
            Reason::TrumpLedOvertrump => {
                format!("trumps were led: must play a trump higher than the {best}")
            }
            Reason::TrumpLedAnyTrump => {
                format!("trumps were led: no trump beats the {best}, so any trump")
            }
            Reason::CannotFollowAnyCard => format!("cannot follow suit ({led}): any card"),
            Reason::PartnerWinning => {
                "cannot follow suit and partner is winning the trick: any card".into()
            }
            Reason::NoTrumpInHand => {
                format!("cannot follow suit ({led}) and holds no trump: any card")
            }
            Reason::MustTrump => {
                format!("cannot follow suit ({led}) and an opponent is winning: must trump")
            }
            Reason::MustOvertrump => format!(
                "cannot follow suit ({led}) and an opponent is winning with the {best}: must overtrump"
            ),
            Reason::MustUndertrump => format!(
                "cannot follow suit or beat the {best}: must still play a trump (undertrump required)"
            ),
            Reason::MayDiscard => format!(
                "cannot follow suit or beat the {best}: any card (undertrump not required)"
            ),
        }
    }
}

/// Strength of `card` in a trick led with `led` under `contract`; `None` if it cannot win.
fn strength(contract: Contract, led: Suit, card: Card) -> Option<(u8, u8)> {
    match contract {
        Contract::Suit(t) if card.suit == t => Some((1, card.rank.trump_strength())),
        Contract::Suit(_) | Contract::NoTrumps if card.suit == led => {
            Some((0, card.rank.plain_strength()))
        }
        Contract::AllTrumps if card.suit == led => Some((0, card.rank.trump_strength())),
        _ => None,
    }
}

/// Index of the card currently winning `trick`.
pub fn winning_index(contract: Contract, trick: &[Card]) -> Option<usize> {
    let led = trick.first()?.suit;
    trick
        .iter()
        .enumerate()
        .filter_map(|(i, c)| strength(contract, led, *c).map(|s| (s, i)))
        .max()
        .map(|(_, i)| i)
}

/// The legal cards of `hand` (as a mask in hand order) and the deciding rule.
pub fn legal_cards(
    contract: Contract,
    undertrump: Undertrump,
    trick: &[Card],
    hand: &[Card],
) -> (Vec<bool>, Reason, Option<Card>) {
    let all = vec![true; hand.len()];
    let Some(first) = trick.first() else {
        return (all, Reason::Lead, None);
    };
    let led = first.suit;
    let mask = |f: &dyn Fn(&Card) -> bool| hand.iter().map(f).collect::<Vec<bool>>();
    let any = |m: &[bool]| m.iter().any(|b| *b);
    let win = winning_index(contract, trick).unwrap_or(0);
    let best = trick[win];
    let follow = mask(&|c| c.suit == led);
    match contract {
        Contract::NoTrumps => {
            if any(&follow) {
                (follow, Reason::FollowSuit, None)
            } else {
                (all, Reason::CannotFollowAnyCard, None)
            }
        }
        Contract::AllTrumps => {
            if !any(&follow) {
                return (all, Reason::CannotFollowAnyCard, None);
            }
            let best_led = trick
                .iter()
                .filter(|c| c.suit == led)
                .map(|c| c.rank.trump_strength())
                .max()
                .unwrap_or(0);
            let best_card = trick
                .iter()
                .copied()
                .filter(|c| c.suit == led)
                .max_by_key(|c| c.rank.trump_strength());
            let higher = mask(&|c| c.suit == led && c.rank.trump_strength() > best_led);
            if any(&higher) {
                (higher, Reason::FollowAndBeat, best_card)
            } else {
                (follow, Reason::FollowCannotBeat, best_card)
            }
        }
        Contract::Suit(t) => {
            let best_trump = trick
                .iter()
                .copied()
                .filter(|c| c.suit == t)
                .max_by_key(|c| c.rank.trump_strength());
            let beats = |c: &Card| {
                c.suit == t
                    && best_trump.is_none_or(|b| c.rank.trump_strength() > b.rank.trump_strength())
            };
            if led == t {
                if !any(&follow) {
                    return (all, Reason::NoTrumpInHand, None);
                }
                let higher = mask(&|c| beats(c));
                return if any(&higher) {
                    (higher, Reason::TrumpLedOvertrump, best_trump)
                } else {
                    (follow, Reason::TrumpLedAnyTrump, best_trump)
                };
            }
            if any(&follow) {
                return (follow, Reason::FollowSuit, None);
            }
            let partner_winning = trick.len() >= 2 && win == trick.len() - 2;
            if partner_winning {
                return (all, Reason::PartnerWinning, Some(best));
            }
            let trumps = mask(&|c| c.suit == t);
            if !any(&trumps) {
                return (all, Reason::NoTrumpInHand, None);
            }
            if best_trump.is_none() {
                return (trumps, Reason::MustTrump, None);
            }
            let higher = mask(&|c| beats(c));
            if any(&higher) {
                (higher, Reason::MustOvertrump, best_trump)
            } else if undertrump == Undertrump::Required {
                (trumps, Reason::MustUndertrump, best_trump)
            } else {
                (all, Reason::MayDiscard, best_trump)
            }
        }
    }
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

/// Answers a `belote legal` question (FORMAT.md).
pub fn legal_value(v: &Value) -> Result<LegalAnswer, InputError> {
    legal_value_in(v, crate::i18n::Lang::En)
}

/// Answers a `belote legal` question with the reason in `lang`.
pub fn legal_value_in(v: &Value, lang: crate::i18n::Lang) -> Result<LegalAnswer, InputError> {
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
        Some(x) => x.as_str().and_then(Variant::parse).ok_or_else(|| {
            InputError::new(
                "variant",
                format!("{x} is not a variant: use classic, contree, coinche or bulgarian"),
            )
        })?,
    };
    let contract = match obj.get("contract") {
        None => return Err(InputError::new("contract", "the question needs a \"contract\"")),
        Some(x) => x.as_str().and_then(Contract::parse).ok_or_else(|| {
            InputError::new("contract", format!("{x} is not a contract: use clubs, diamonds, hearts, spades, no_trumps or all_trumps"))
        })?,
    };
    if !variant.allows(contract) {
        return Err(InputError::new(
            "contract",
            format!(
                "{variant} is played in a trump suit only; {contract} is not a {variant} contract"
            ),
        ));
    }
    let options = Options::parse(variant, obj.get("options"), "options")?;
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
    let (mask, reason, best) = legal_cards(contract, options.undertrump(), &trick, &hand);
    let led = trick.first().map(|c| c.suit);
    let allowed: Vec<Card> = hand
        .iter()
        .zip(&mask)
        .filter(|(_, ok)| **ok)
        .map(|(c, _)| *c)
        .collect();
    Ok(LegalAnswer {
        legal: allowed.contains(&card),
        allowed: allowed.iter().map(Card::to_string).collect(),
        reason: crate::i18n::legal_reason(reason, led, best, lang),
    })
}
