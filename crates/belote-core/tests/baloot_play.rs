//! Saudi Baloot's rule of play (BALOOT.md Part E) as properties of `belote legal`, over tricks
//! and hands dealt from one shuffled deck: the card played is legal exactly when it is in
//! `allowed`; `allowed` is never empty; following suit is always legal when possible in Sun;
//! the options only widen or narrow `allowed`, and only where E.2 says; the question's facts
//! change only what E.7 says they change; an illegal card, and only one, names its qaid.
//! (The 60 worked cases and the bad input are data: `tests/data/baloot/legal*.json`.)

use belote_core::legal_value;
use proptest::prelude::*;
use serde_json::{json, Value};

const RANKS: [&str; 8] = ["7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
const CONTRACTS: [&str; 5] = ["sun", "clubs", "diamonds", "hearts", "spades"];

fn deck() -> Vec<String> {
    SUITS
        .iter()
        .flat_map(|s| RANKS.iter().map(move |r| format!("{r}{s}")))
        .collect()
}

fn suit(card: &str) -> char {
    card.chars().last().unwrap()
}

fn rank(card: &str) -> &str {
    &card[..card.len() - 1]
}

/// The trump suit's letter of a contract, `None` in Sun.
fn trump_of(contract: &str) -> Option<char> {
    match contract {
        "clubs" => Some('C'),
        "diamonds" => Some('D'),
        "hearts" => Some('H'),
        "spades" => Some('S'),
        _ => None,
    }
}

/// Strength in a trick (E.1.2): trumps J 9 A 10 K Q 8 7 above every other card, the suit led
/// A 10 K Q J 9 8 7, anything else nothing.
fn strength(card: &str, led: char, trump: Option<char>) -> i32 {
    let at = |order: [&str; 8]| order.iter().position(|r| *r == rank(card)).unwrap() as i32;
    if Some(suit(card)) == trump {
        100 - at(["J", "9", "A", "10", "K", "Q", "8", "7"])
    } else if suit(card) == led {
        50 - at(["A", "10", "K", "Q", "J", "9", "8", "7"])
    } else {
        0
    }
}

/// Index of the card winning `trick`.
fn winner(trick: &[String], trump: Option<char>) -> usize {
    let led = suit(&trick[0]);
    (0..trick.len())
        .max_by_key(|&i| strength(&trick[i], led, trump))
        .unwrap()
}

/// A question as E.3 writes it, and the deal it comes from.
#[derive(Debug, Clone)]
struct Deal {
    contract: &'static str,
    trick: Vec<String>,
    hand: Vec<String>,
    locked: bool,
    aka: bool,
    ashkal: bool,
    partner_relief: &'static str,
    undertrump: &'static str,
}

impl Deal {
    fn trump(&self) -> Option<char> {
        trump_of(self.contract)
    }

    fn question(&self, card: &str) -> Value {
        let mut q = json!({"variant": "baloot", "contract": self.contract,
            "options": {"partner_relief": self.partner_relief, "undertrump": self.undertrump},
            "trick": self.trick, "hand": self.hand, "card": card});
        for (key, on) in [
            ("locked", self.locked),
            ("aka", self.aka),
            ("ashkal", self.ashkal),
        ] {
            if on {
                q[key] = json!(true);
            }
        }
        q
    }

    fn answer(&self, card: &str) -> Value {
        serde_json::to_value(legal_value(&self.question(card)).unwrap()).unwrap()
    }

    /// The legal cards, as asked about the hand's first card.
    fn allowed(&self) -> Vec<String> {
        let a = self.answer(&self.hand[0]);
        serde_json::from_value(a["allowed"].clone()).unwrap()
    }

    fn trumps(&self) -> Vec<String> {
        let t = self.trump();
        self.hand
            .iter()
            .filter(|c| Some(suit(c)) == t)
            .cloned()
            .collect()
    }

    /// Void in a plain suit led in Hokum (the only place E.2's options matter).
    fn void_in_plain_lead(&self) -> bool {
        match (self.trump(), self.trick.first()) {
            (Some(t), Some(first)) => {
                let led = suit(first);
                led != t && !self.hand.iter().any(|c| suit(c) == led)
            }
            _ => false,
        }
    }

    fn partner_winning(&self) -> bool {
        self.trick.len() >= 2 && winner(&self.trick, self.trump()) == self.trick.len() - 2
    }
}

fn deal() -> impl Strategy<Value = Deal> {
    (
        Just(deck()).prop_shuffle(),
        0usize..=3,
        1usize..=8,
        prop::sample::select(CONTRACTS.to_vec()),
        any::<[bool; 3]>(),
        prop::sample::select(vec!["settled", "winning"]),
        prop::sample::select(vec!["not_required", "required"]),
    )
        .prop_map(
            |(cards, n, m, contract, [locked, aka, ashkal], relief, under)| {
                let trick = cards[..n].to_vec();
                let hand = cards[n..n + m].to_vec();
                let trump = trump_of(contract);
                // Each fact only where E.6 lets it be true.
                let plain_led = trump.zip(trick.first()).is_some_and(|(t, c)| suit(c) != t);
                Deal {
                    contract,
                    locked: locked && trump.is_some(),
                    aka: aka && plain_led,
                    ashkal: ashkal && trump.is_none(),
                    trick,
                    hand,
                    partner_relief: relief,
                    undertrump: under,
                }
            },
        )
}

fn subset(a: &[String], b: &[String]) -> bool {
    a.iter().all(|c| b.contains(c))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The card played is legal exactly when it is in `allowed`, whichever card is asked
    /// about; `allowed` is never empty and never changes with the card asked about; an
    /// illegal card names a qaid, a legal one none.
    #[test]
    fn legal_exactly_when_allowed(d in deal()) {
        let allowed = d.allowed();
        prop_assert!(!allowed.is_empty());
        prop_assert!(subset(&allowed, &d.hand));
        for card in &d.hand {
            let a = d.answer(card);
            prop_assert_eq!(a["legal"].as_bool(), Some(allowed.contains(card)));
            prop_assert_eq!(&a["allowed"], &json!(allowed));
            prop_assert_eq!(a.get("qaid").is_some(), !allowed.contains(card), "{}", a);
            prop_assert!(a["rule"].is_string());
        }
    }

    /// In Sun a player who holds the suit led may play any card of it, and only those; a void
    /// player any card.
    #[test]
    fn sun_follows_suit(d in deal()) {
        prop_assume!(!d.trick.is_empty());
        let d = Deal { contract: "sun", locked: false, aka: false, ..d };
        let led = suit(&d.trick[0]);
        let follow: Vec<String> = d.hand.iter().filter(|c| suit(c) == led).cloned().collect();
        let allowed = d.allowed();
        if follow.is_empty() {
            prop_assert_eq!(allowed, d.hand.clone());
        } else {
            prop_assert_eq!(allowed, follow);
        }
    }

    /// `partner_relief: winning` only widens `allowed`, and only for a void 3rd player behind
    /// a winning partner whose led card is neither an ace nor called «إكه»: from the trumps to
    /// every card.
    #[test]
    fn partner_relief_only_widens_where_e2_says(d in deal()) {
        let settled = Deal { partner_relief: "settled", ..d.clone() }.allowed();
        let winning = Deal { partner_relief: "winning", ..d.clone() }.allowed();
        prop_assert!(subset(&settled, &winning));
        if settled != winning {
            prop_assert!(d.void_in_plain_lead() && d.partner_winning());
            prop_assert_eq!(d.trick.len(), 2);
            prop_assert!(rank(&d.trick[0]) != "A" && !d.aka);
            prop_assert_eq!(settled, d.trumps());
            prop_assert_eq!(winning, d.hand.clone());
        }
    }

    /// `undertrump: required` only narrows `allowed`, and only for a void player facing an
    /// opponent's trump that none of the hand's trumps beats: from every card to the trumps.
    #[test]
    fn undertrump_only_narrows_where_e2_says(d in deal()) {
        let free = Deal { undertrump: "not_required", ..d.clone() }.allowed();
        let required = Deal { undertrump: "required", ..d.clone() }.allowed();
        prop_assert!(subset(&required, &free));
        if required != free {
            let trump = d.trump().unwrap();
            prop_assert!(d.void_in_plain_lead());
            let win = winner(&d.trick, Some(trump));
            prop_assert_eq!(suit(&d.trick[win]), trump, "an opponent's trump is winning");
            let best = strength(&d.trick[win], suit(&d.trick[0]), Some(trump));
            prop_assert!(!d.trumps().is_empty());
            prop_assert!(d.trumps().iter().all(|c| strength(c, suit(&d.trick[0]), Some(trump)) < best));
            prop_assert_eq!(required, d.trumps());
            prop_assert_eq!(free, d.hand.clone());
        }
    }

    /// `locked` changes only the lead, `aka` only the 3rd player's answer, `ashkal` nothing.
    #[test]
    fn the_facts_change_only_what_they_say(d in deal()) {
        // Each fact is compared with the same question without that fact alone: the others
        // may change the answer where they apply (a locked game's 3rd player with «إكه»).
        let allowed = d.allowed();
        if d.locked && !d.trick.is_empty() {
            prop_assert_eq!(&allowed, &Deal { locked: false, ..d.clone() }.allowed());
        }
        if d.aka && d.trick.len() != 2 {
            prop_assert_eq!(&allowed, &Deal { aka: false, ..d.clone() }.allowed());
        }
        if d.ashkal {
            prop_assert_eq!(&allowed, &Deal { ashkal: false, ..d.clone() }.allowed());
        }
        if d.locked && d.trick.is_empty() {
            let trump = d.trump().unwrap();
            let plain_cards: Vec<String> = d.hand.iter().filter(|c| suit(c) != trump).cloned().collect();
            let expected = if plain_cards.is_empty() { d.hand.clone() } else { plain_cards };
            prop_assert_eq!(d.allowed(), expected);
        }
    }
}

/// Every reason answers in every language, the rule's code the same in each.
#[test]
fn the_rule_is_the_same_in_every_language() {
    let q = json!({"variant": "baloot", "contract": "hearts", "aka": true,
        "trick": ["10S", "9S"], "hand": ["8H", "AD"], "card": "AD"});
    let mut reasons = Vec::new();
    for lang in belote_core::Lang::ALL {
        let a = belote_core::legal_value_in(&q, lang).unwrap();
        assert_eq!(
            serde_json::to_value(a.rule).unwrap(),
            json!("partner_aka"),
            "{lang:?}"
        );
        reasons.push(a.reason);
    }
    reasons.dedup();
    assert_eq!(reasons.len(), 6, "{reasons:?}");
    assert!(reasons[5].contains("إكه"), "{}", reasons[5]);
}
