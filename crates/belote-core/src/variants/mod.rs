//! The variants, one module each, and the registry that names them: [`game`] maps each
//! [`Variant`] to its [`Game`]. A variant's module holds its facts, its rules, its legal-play
//! rule and, in its `options.rs`, its house rules; its table of cases is in
//! `tests/data/<module>/`.
//!
//! Adding a variant: write its module (a [`Game`] and its [`Rules`](crate::rules::Rules)),
//! name it in [`Variant`], and give it its line in [`game`] — the compiler points at that
//! line; the parser, the driver, `belote legal`, the assistant, `belote describe`, the CLI
//! and the app need no change, and `tests/generated/` covers it at once. Its cases go in
//! `tests/data/<module>/`. A round fact that no variant records yet (Klaverjas's roem, the
//! `forced` of Bela and Klaverjas) is part of the file format: a [`Fact`](crate::rules::Fact)
//! case, a field of [`Round`](crate::model::Round) and its reader in `parse.rs`, which
//! refuses it in a variant whose facts do not list it. Saudi Baloot's rounds differ in shape
//! (game points typed as the sheet writes them, a foul, projects named by kind) and in where
//! their errors point, so it reads them itself (`baloot::read`) with the parser's pieces, and
//! `parse_round` hands them over; its facts are in [`BalootFacts`](crate::model::BalootFacts).

pub mod baloot;
pub mod bela;
pub mod bulgarian;
pub mod classic;
pub mod common;
pub mod contree;
pub mod french;
pub mod klaverjas;

use crate::rules::Game;
use crate::variant::Variant;

/// The game a variant names.
pub fn game(variant: Variant) -> &'static dyn Game {
    match variant {
        Variant::Classic => &classic::Classic,
        Variant::Contree => &contree::CONTREE,
        Variant::Coinche => &contree::COINCHE,
        Variant::Bulgarian => &bulgarian::Bulgarian,
        Variant::Bela => &bela::Bela,
        Variant::Klaverjas => &klaverjas::Klaverjas,
        Variant::Baloot => &baloot::Baloot,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;
    use crate::options::{Options, Val, Values};

    #[test]
    fn every_variant_is_registered_under_its_own_name() {
        for v in Variant::ALL {
            assert_eq!(game(v).facts().variant, v);
        }
    }

    #[test]
    fn a_full_deck_counts_the_deal_total() {
        let deck: Vec<Card> = Card::deck().collect();
        for v in Variant::ALL {
            let g = game(v);
            // Baloot's `hokum` has a trump suit the sheet did not record: no deck adds it up.
            let known = |c: &&crate::rules::ContractFacts| c.contract != crate::Contract::Hokum;
            for c in g.facts().contracts.iter().filter(known) {
                let points: u32 = deck
                    .iter()
                    .map(|card| g.card_points(c.contract, *card))
                    .sum();
                assert_eq!(points + 10, c.deal_total, "{v} {}", c.contract);
            }
        }
    }

    #[test]
    fn a_game_ends_by_target_or_by_deals() {
        use crate::rules::GameLength;
        let length = |v: Variant, given: serde_json::Value| {
            let options = Options::parse(v, game(v).options(), Some(&given), "options").unwrap();
            game(v).length(&options)
        };
        let none = serde_json::json!({});
        assert_eq!(
            length(Variant::Classic, none.clone()),
            GameLength::Target(501)
        );
        assert_eq!(
            length(Variant::Bela, none.clone()),
            GameLength::Target(1001)
        );
        assert_eq!(length(Variant::Klaverjas, none), GameLength::Deals(16));
        assert_eq!(
            length(Variant::Klaverjas, serde_json::json!({"deals": 8})),
            GameLength::Deals(8)
        );
        assert_eq!(
            length(
                Variant::Klaverjas,
                serde_json::json!({"game_end": "target"})
            ),
            GameLength::Target(1500)
        );
    }

    /// A game of a fixed number of deals, as each variant says it over any of its options: it
    /// is that many deals long (Klaverjas), or its target is out of reach (the others) — and
    /// the options it sets are options of the variant.
    #[test]
    fn a_game_of_n_deals_is_said_by_each_variant() {
        use crate::rules::{GameLength, UNREACHABLE_TARGET};
        for v in Variant::ALL {
            let mut given = serde_json::Map::new();
            given.insert("target".into(), serde_json::json!(300));
            for (key, value) in game(v).fixed_deals(12) {
                given.insert(key.into(), value);
            }
            let options = Options::parse(
                v,
                game(v).options(),
                Some(&serde_json::Value::Object(given)),
                "options",
            )
            .unwrap_or_else(|e| panic!("{v}: {e:?}"));
            let expected = match v {
                Variant::Klaverjas => GameLength::Deals(12),
                Variant::Classic
                | Variant::Contree
                | Variant::Coinche
                | Variant::Bulgarian
                | Variant::Bela
                | Variant::Baloot => GameLength::Target(UNREACHABLE_TARGET),
            };
            assert_eq!(game(v).length(&options), expected, "{v}");
        }
    }

    /// Every value of every option is read back by the variant's rules: a key or value its
    /// typed struct does not know trips a debug assertion here.
    #[test]
    fn every_option_value_reaches_the_rules() {
        for v in Variant::ALL {
            let table = game(v).options();
            for spec in table.specs {
                assert!(
                    match spec.values {
                        Values::OneOf(list) => list.contains(&spec.default),
                        Values::Flag => matches!(spec.default, Val::Bool(_)),
                        Values::Positive => matches!(spec.default, Val::Num(n) if n > 0),
                        Values::Odd => matches!(spec.default, Val::Num(n) if n > 0 && n % 2 == 1),
                    },
                    "{v}: the default of {} is not one of its values",
                    spec.key
                );
                for value in spec.values_json() {
                    let given = serde_json::json!({ spec.key: value });
                    let options = Options::parse(v, table, Some(&given), "options").unwrap();
                    let _ = game(v).rules(&options);
                }
            }
            let _ = game(v).rules(&Options::defaults(v, table));
        }
    }
}
