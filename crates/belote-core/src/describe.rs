//! Each variant described for the app and the docs, from the variant's own facts and
//! options: the round facts it records, its contracts with their deal totals, its bids,
//! doubles and declarations, and every option with its values, default, summary and sources
//! (`belote describe`, the app's `describe_variants`). The UI renders round entry, setup and
//! the assistant from this, so a new variant needs no UI code beyond its words.

use crate::card::Contract;
use crate::i18n::{self, Lang};
use crate::model::{Bid, Declaration, Double, ProjectKind, RoemItem};
use crate::options::{OptionInfo, Options, Values};
use crate::rules::{DeclarationContest, Fact, GameLength};
use crate::trick::{PlayFact, PlayScope};
use crate::variant::{Family, Variant};
use crate::variants::game;
use serde::Serialize;

/// What the app needs to know about a variant.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VariantInfo {
    pub variant: Variant,
    /// Its family of games (`"french"`, …): the screens offer a family's variants together.
    pub family: Family,
    /// The game's name in the language asked for (English by default): "Classic belote",
    /// «البلوت السعودي» — the game's word `variant.<variant>`.
    pub name: &'static str,
    /// The round keys the variant records.
    pub facts: Vec<Fact>,
    pub contracts: Vec<ContractInfo>,
    /// The bids of the auction; empty when there is none.
    pub bids: Vec<Bid>,
    /// `["none"]` when there is no doubling.
    pub doubles: Vec<Double>,
    /// The option that allows declarations, or `null` when the contract alone decides.
    pub declarations_option: Option<&'static str>,
    /// `["sequence", "carre"]`, or empty when the variant records no declarations.
    pub declaration_kinds: Vec<&'static str>,
    /// The shortest and longest sequence, or empty.
    pub sequence_lengths: Vec<u8>,
    /// The ranks a carré may have, strongest first, or empty.
    pub carre_ranks: Vec<&'static str>,
    /// The kinds a declaration may be named by instead of its cards (Baloot's projects:
    /// `sira`, `fifty`, `hundred`, `four_hundred`); left out when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub project_kinds: Vec<ProjectKind>,
    /// How the teams' declarations are compared: `"overall"` (the single best declaration
    /// decides, so a four of a kind on either side settles it before sequences are
    /// compared) or `"by_kind"` (sequences and fours separately); `null` without
    /// declarations.
    pub declaration_contest: Option<DeclarationContest>,
    /// The roem a round may list (Klaverjas), or empty.
    pub roem_items: Vec<RoemItemInfo>,
    pub target_default: i64,
    /// What ends a game under the default options: `{"target": n}` or `{"deals": n}`.
    pub length_default: GameLength,
    /// The options the rule of play reads (`belote legal` takes them in its `options`).
    pub play_options: Vec<&'static str>,
    /// The facts a `belote legal` question of the variant may give beside the cards, and where
    /// each may be true (Baloot's `ashkal` in Sun, `locked` in Hokum, `aka` on a plain suit led
    /// in Hokum); empty in the other variants.
    pub play_facts: Vec<PlayFactInfo>,
    /// Whether `belote legal` answers for the variant (its rule of play is specified).
    pub legal_play: bool,
    pub options: Vec<OptionInfo>,
}

/// A contract of a variant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ContractInfo {
    pub contract: Contract,
    /// Card points of a whole deal as entered on the table.
    pub deal_total: u32,
    /// Most belotes both teams together may announce.
    pub max_belotes: u8,
    /// Whether declarations can exist in this contract at all.
    pub declarations: bool,
    /// The doubles a round of this contract may have (Baloot's Sun: `none` and `double`).
    pub doubles: Vec<Double>,
    /// What an undoubled deal of this contract is worth on the score sheet in game points,
    /// both sides together, projects aside (Baloot: 26 in Sun, 16 in Hokum) — where a round
    /// may give the sheet's numbers (`score`) instead of card points; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_points: Option<i64>,
}

/// A fact a legal-play question may give beside the cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayFactInfo {
    /// Its key in the question: `ashkal`, `locked`, `aka`.
    pub key: &'static str,
    /// Where it may be true: `no_trumps` (Sun), `trumps` (a trump suit), `plain_led` (a trump
    /// suit, and a card of another suit led).
    pub applies: PlayScope,
}

impl From<PlayFact> for PlayFactInfo {
    fn from(fact: PlayFact) -> PlayFactInfo {
        PlayFactInfo {
            key: fact.key(),
            applies: fact.scope(),
        }
    }
}

/// A roem item as the app offers it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoemItemInfo {
    /// Its name in a match file: `run3`, `stuk`, `four_J`.
    pub item: &'static str,
    /// Its points under the variant's default options.
    pub points: i64,
    /// The option that changes its points, when one does…
    #[serde(skip_serializing_if = "Option::is_none")]
    pub option: Option<&'static str>,
    /// …and its points under each value of that option (`null`: no roem under that value).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points_by: Option<serde_json::Map<String, serde_json::Value>>,
}

/// The roem items of a variant with roem, with their points.
fn roem_items(variant: Variant) -> Vec<RoemItemInfo> {
    let game = game(variant);
    if !game.facts().records(Fact::Roem) {
        return Vec::new();
    }
    let table = game.options();
    let defaults = Options::defaults(variant, table);
    let deciding = game
        .roem_option()
        .and_then(|key| table.spec(key))
        .and_then(|spec| match spec.values {
            Values::OneOf(values) => Some((spec.key, values)),
            _ => None,
        });
    RoemItem::ALL
        .iter()
        .map(|&item| {
            let points = game.roem_value(item, &defaults).unwrap_or(0);
            // The points under each value of the deciding option, kept when they differ.
            let by = deciding.map(|(key, values)| {
                let each: serde_json::Map<String, serde_json::Value> = values
                    .iter()
                    .map(|v| {
                        let mut options = defaults.clone();
                        options.set(key, *v);
                        let name = match v.to_json() {
                            serde_json::Value::String(s) => s,
                            other => other.to_string(),
                        };
                        (name, serde_json::json!(game.roem_value(item, &options)))
                    })
                    .collect();
                (key, each)
            });
            let by = by.filter(|(_, each)| each.values().any(|p| *p != serde_json::json!(points)));
            RoemItemInfo {
                item: item.name(),
                points,
                option: by.as_ref().map(|(key, _)| *key),
                points_by: by.map(|(_, each)| each),
            }
        })
        .collect()
}

/// Describes one variant, its name in English.
pub fn describe(variant: Variant) -> VariantInfo {
    describe_in(variant, Lang::En)
}

/// Describes one variant, its name in `lang`.
pub fn describe_in(variant: Variant, lang: Lang) -> VariantInfo {
    let game = game(variant);
    let facts = game.facts();
    let declares = facts.records(Fact::Declarations);
    let options = option_catalog(variant);
    let target_default = options
        .iter()
        .find(|o| o.key == "target")
        .and_then(|o| o.default.as_i64())
        .unwrap_or(0);
    VariantInfo {
        variant,
        family: variant.family(),
        name: i18n::words(lang).variant(variant),
        facts: facts.round.to_vec(),
        contracts: facts
            .contracts
            .iter()
            .map(|c| ContractInfo {
                contract: c.contract,
                deal_total: c.deal_total,
                max_belotes: if facts.records(Fact::Belote) {
                    c.max_belotes
                } else {
                    0
                },
                declarations: declares && c.declarations,
                doubles: game.doubles_in(c.contract).to_vec(),
                game_points: game.game_points(c.contract),
            })
            .collect(),
        bids: facts.bids.to_vec(),
        doubles: facts.doubles.to_vec(),
        declarations_option: facts.declarations_option.filter(|_| declares),
        declaration_kinds: if declares {
            Declaration::KINDS.to_vec()
        } else {
            Vec::new()
        },
        sequence_lengths: if declares {
            Declaration::SEQUENCE_LENGTHS.to_vec()
        } else {
            Vec::new()
        },
        carre_ranks: if declares {
            game.carre_ranks().iter().map(|r| r.label()).collect()
        } else {
            Vec::new()
        },
        project_kinds: game.project_kinds().to_vec(),
        declaration_contest: declares.then_some(facts.declaration_contest),
        roem_items: roem_items(variant),
        target_default,
        length_default: game.length(&Options::defaults(variant, game.options())),
        play_options: facts.play_options.to_vec(),
        play_facts: facts
            .play_facts
            .iter()
            .map(|f| PlayFactInfo::from(*f))
            .collect(),
        legal_play: game.answers_legal(),
        options,
    }
}

/// Describes every variant, in the order of [`Variant::ALL`], their names in English.
pub fn describe_all() -> Vec<VariantInfo> {
    describe_all_in(Lang::En)
}

/// Describes every variant, their names in `lang`.
pub fn describe_all_in(lang: Lang) -> Vec<VariantInfo> {
    Variant::ALL
        .into_iter()
        .map(|v| describe_in(v, lang))
        .collect()
}

/// Every option of `variant`, with its default, in the order the app lists them.
pub fn option_catalog(variant: Variant) -> Vec<OptionInfo> {
    game(variant).options().catalog()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    /// A variant's name is its game word, in the language asked for.
    #[test]
    fn names_are_in_the_language_asked_for() {
        assert_eq!(describe(Variant::Classic).name, "Classic belote");
        assert_eq!(
            describe_in(Variant::Baloot, Lang::Ar).name,
            "البلوت السعودي"
        );
        for lang in Lang::ALL {
            let words = crate::game_words(lang);
            for info in describe_all_in(lang) {
                let word = words.get(&format!("variant.{}", info.variant));
                assert_eq!(Some(info.name), word, "{lang:?}");
            }
        }
    }

    #[test]
    fn contree_is_described_as_the_interface_says() {
        let v = serde_json::to_value(describe(Variant::Contree)).unwrap();
        assert_eq!(v["variant"], "contree");
        assert_eq!(v["family"], "french");
        assert_eq!(
            v["facts"],
            json!([
                "taker",
                "contract",
                "bid",
                "double",
                "points",
                "capot",
                "belote",
                "declarations",
                "dealer"
            ])
        );
        assert_eq!(v["contracts"].as_array().unwrap().len(), 4);
        assert_eq!(
            v["contracts"][2],
            json!({"contract": "hearts", "deal_total": 162, "max_belotes": 1, "declarations": true,
                "doubles": ["none", "double", "redouble"]})
        );
        assert_eq!(
            v["bids"],
            json!([80, 90, 100, 110, 120, 130, 140, 150, 160, "capot"])
        );
        assert_eq!(v["doubles"], json!(["none", "double", "redouble"]));
        assert_eq!(v["declarations_option"], "announces");
        assert_eq!(v["declaration_kinds"], json!(["sequence", "carre"]));
        assert_eq!(v["sequence_lengths"], json!([3, 8]));
        assert_eq!(v["carre_ranks"], json!(["J", "9", "A", "10", "K", "Q"]));
        assert_eq!(v["target_default"], 701);
        let rounding = v["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["key"] == "rounding")
            .unwrap();
        assert_eq!(rounding["kind"], "choice");
        assert_eq!(
            rounding["values"],
            json!(["nearest_10", "nearest_10_six_up", "none"])
        );
        assert_eq!(rounding["default"], "nearest_10");
        assert!(!rounding["summary"].as_str().unwrap().is_empty());
        assert!(!rounding["source"].as_str().unwrap().is_empty());
    }

    #[test]
    fn variants_differ_where_their_rules_do() {
        let classic = describe(Variant::Classic);
        assert!(classic.bids.is_empty());
        assert_eq!(classic.doubles, vec![Double::None]);
        assert!(!classic.facts.contains(&Fact::Bid));
        let coinche = describe(Variant::Coinche);
        assert_eq!(coinche.contracts.len(), 6);
        assert!(coinche.contracts.iter().all(|c| c.deal_total == 162));
        let announces = |v: &VariantInfo| {
            v.options
                .iter()
                .find(|o| o.key == "announces")
                .map(|o| o.default.clone())
        };
        assert_eq!(announces(&coinche), Some(json!(true)));
        assert_eq!(announces(&describe(Variant::Contree)), Some(json!(false)));
        let bulgarian = serde_json::to_value(describe(Variant::Bulgarian)).unwrap();
        assert_eq!(bulgarian["declarations_option"], Value::Null);
        assert_eq!(
            bulgarian["contracts"][4],
            json!({"contract": "no_trumps", "deal_total": 130, "max_belotes": 0, "declarations": false,
                "doubles": ["none", "double", "redouble"]})
        );
        assert_eq!(bulgarian["contracts"][5]["deal_total"], 258);
        assert_eq!(bulgarian["target_default"], 151);
        // Only a sheet of game points says what a deal is worth on it.
        let baloot = serde_json::to_value(describe(Variant::Baloot)).unwrap();
        let worth: Vec<(String, Value)> = baloot["contracts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    c["contract"].as_str().unwrap().to_string(),
                    c["game_points"].clone(),
                )
            })
            .collect();
        assert_eq!(worth[0], ("sun".to_string(), json!(26)));
        assert!(worth[1..].iter().all(|(_, g)| *g == json!(16)), "{worth:?}");
    }

    #[test]
    fn declarations_compared_overall_or_by_kind_and_none_without_declarations() {
        let contest =
            |v: Variant| serde_json::to_value(describe(v)).unwrap()["declaration_contest"].clone();
        for v in [
            Variant::Classic,
            Variant::Contree,
            Variant::Coinche,
            Variant::Bela,
        ] {
            assert_eq!(contest(v), "overall", "{v}");
        }
        assert_eq!(contest(Variant::Bulgarian), "by_kind");
        assert_eq!(contest(Variant::Klaverjas), Value::Null);
    }

    #[test]
    fn the_default_length_of_a_game_is_a_target_or_a_number_of_deals() {
        let length =
            |v: Variant| serde_json::to_value(describe(v)).unwrap()["length_default"].clone();
        assert_eq!(length(Variant::Classic), json!({"target": 501}));
        assert_eq!(length(Variant::Bela), json!({"target": 1001}));
        assert_eq!(length(Variant::Klaverjas), json!({"deals": 16}));
    }

    /// Every option named as read by the rule of play is an option of the variant, and its
    /// values really give different answers to some legal-play question.
    #[test]
    fn play_options_change_the_legal_play() {
        // Spades trump. Seat 0 led A♥; then an opponent trumped, or the partner is winning.
        let positions = [
            json!({"trick": ["AH", "9S"], "hand": ["7S", "KD"]}),
            json!({"trick": ["AH", "7D"], "hand": ["7S", "KD"]}),
            json!({"trick": ["AH", "JS", "8H"], "hand": ["7S", "KD"]}),
            json!({"trick": ["KH", "7H"], "hand": ["7S", "KD"]}),
        ];
        for info in describe_all() {
            let v = info.variant;
            for key in &info.play_options {
                let opt = info.options.iter().find(|o| o.key == *key);
                let opt = opt.unwrap_or_else(|| panic!("{v}: {key} is not an option"));
                let differs = positions.iter().any(|p| {
                    let answers: Vec<_> = opt
                        .values
                        .iter()
                        .map(|value| {
                            let q = json!({"variant": v, "contract": "spades", "options": {*key: value},
                                "trick": p["trick"], "hand": p["hand"], "card": p["hand"][0]});
                            crate::legal::legal_value(&q).unwrap().allowed
                        })
                        .collect();
                    answers.windows(2).any(|w| w[0] != w[1])
                });
                assert!(differs, "{v}: {key} never changes the legal play");
            }
        }
        assert_eq!(describe(Variant::Klaverjas).play_options, vec!["system"]);
        assert!(describe(Variant::Klaverjas).legal_play);
        let baloot = describe(Variant::Baloot);
        assert!(baloot.legal_play);
        assert_eq!(baloot.play_options, vec!["partner_relief", "undertrump"]);
        assert_eq!(
            serde_json::to_value(&baloot.play_facts).unwrap(),
            json!([{"key": "ashkal", "applies": "no_trumps"}, {"key": "locked", "applies": "trumps"},
                {"key": "aka", "applies": "plain_led"}])
        );
        assert!(describe(Variant::Bela).play_options.is_empty());
        assert!(describe(Variant::Bela).play_facts.is_empty());
    }

    /// What the description promises, the parser keeps: bids and doubles are recorded
    /// exactly when the description lists them, and every option default parses back.
    #[test]
    fn descriptions_agree_with_the_parser() {
        for info in describe_all() {
            let v = info.variant;
            assert_eq!(
                info.facts.contains(&Fact::Bid),
                !info.bids.is_empty(),
                "{v}"
            );
            assert_eq!(
                info.facts.contains(&Fact::Double),
                info.doubles != [Double::None],
                "{v}"
            );
            let defaults: serde_json::Map<String, Value> = info
                .options
                .iter()
                .map(|o| (o.key.to_string(), o.default.clone()))
                .collect();
            let parsed = crate::parse::parse_options(v, Some(&Value::Object(defaults)), "o");
            assert_eq!(
                parsed.unwrap(),
                crate::options::Options::defaults(v, game(v).options()),
                "{v}"
            );
            for c in &info.contracts {
                let round = json!({"taker": "A", "contract": c.contract, "points": {"A": c.deal_total},
                    "bid": info.bids.first()});
                let file = json!({"variant": v, "rounds": [round]});
                assert!(crate::score_value(&file).is_ok(), "{v} {}", c.contract);
            }
        }
    }
}
