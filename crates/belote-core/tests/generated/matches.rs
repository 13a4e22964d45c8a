//! Generating match files from a variant's description: the random choices behind a round,
//! its declarations and roem, and the round, options and match file they build.

use belote_core::rules::Fact;
use belote_core::{describe, Double, ProjectKind, Variant, VariantInfo};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{json, Map, Value};

/// The random choices behind one declaration.
#[derive(Debug, Clone)]
struct DeclSeed {
    team_a: bool,
    carre: bool,
    /// The longest sequence (a Bela belot ends the match, so it stays rare).
    longest: bool,
    suit: Index,
    length: Index,
    top: Index,
    seat: Index,
}

/// The random choices behind one round; [`build_round`] turns them into a round that the
/// variant's description allows (most of the time: belotes and declarations can clash).
#[derive(Debug, Clone)]
struct RoundSeed {
    taker_a: bool,
    contract: Index,
    points: Index,
    both_points: bool,
    capot: Option<bool>,
    bid: Index,
    bad_bid: bool,
    double: Index,
    belote: Option<(bool, Index)>,
    declarations: Vec<DeclSeed>,
    dealer: Option<u8>,
    forced: Option<bool>,
    roem: [Option<RoemSeed>; 2],
}

/// The random choices behind one team's roem: a number (in tens) or a list of items.
#[derive(Debug, Clone)]
enum RoemSeed {
    Number(Index),
    Items(Vec<Index>),
}

fn roem_seed() -> impl Strategy<Value = RoemSeed> {
    prop_oneof![
        any::<Index>().prop_map(RoemSeed::Number),
        prop::collection::vec(any::<Index>(), 0..3).prop_map(RoemSeed::Items),
    ]
}

fn decl_seed() -> impl Strategy<Value = DeclSeed> {
    (
        (
            any::<bool>(),
            prop::bool::weighted(0.08),
            prop::bool::weighted(0.03),
        ),
        any::<Index>(),
        any::<Index>(),
        any::<Index>(),
        any::<Index>(),
    )
        .prop_map(
            |((team_a, carre, longest), suit, length, top, seat)| DeclSeed {
                team_a,
                carre,
                longest,
                suit,
                length,
                top,
                seat,
            },
        )
}

fn round_seed() -> impl Strategy<Value = RoundSeed> {
    (
        (
            any::<bool>(),
            any::<Index>(),
            any::<Index>(),
            prop::bool::weighted(0.1),
        ),
        (
            prop::option::weighted(0.08, any::<bool>()),
            any::<Index>(),
            prop::bool::weighted(0.03),
            any::<Index>(),
        ),
        (
            prop::option::weighted(0.25, (any::<bool>(), any::<Index>())),
            prop::collection::vec(decl_seed(), 0..4),
            prop::option::weighted(0.8, 0u8..4),
        ),
        (
            prop::option::weighted(0.2, any::<bool>()),
            prop::option::weighted(0.4, roem_seed()),
            prop::option::weighted(0.4, roem_seed()),
        ),
    )
        .prop_map(
            |(
                (taker_a, contract, points, both_points),
                (capot, bid, bad_bid, double),
                (belote, declarations, dealer),
                (forced, roem_a, roem_b),
            )| RoundSeed {
                taker_a,
                contract,
                points,
                both_points,
                capot,
                bid,
                bad_bid,
                double,
                belote,
                declarations,
                dealer,
                forced,
                roem: [roem_a, roem_b],
            },
        )
}

fn team(a: bool) -> &'static str {
    if a {
        "A"
    } else {
        "B"
    }
}

/// A declaration, the `k`-th of its team: team A's sequences in hearts and diamonds, team
/// B's in spades and clubs, so that the two teams rarely claim the same card; the team's
/// declarations alternate between its two seats. Where the variant names declarations by
/// their kind (Baloot's projects), a third of them are.
fn build_declaration(info: &VariantInfo, s: &DeclSeed, k: usize) -> Value {
    let seat = if s.team_a { 0 } else { 1 } + 2 * (k % 2) as u8;
    if !info.project_kinds.is_empty() && s.seat.index(4) == 0 {
        // Not Baloot's four hundred, which is four aces in Sun only.
        let kinds: Vec<&ProjectKind> = info
            .project_kinds
            .iter()
            .filter(|k| **k != ProjectKind::FourHundred)
            .collect();
        return json!(kinds[s.top.index(kinds.len())]);
    }
    if s.carre && !info.carre_ranks.is_empty() {
        let rank = info.carre_ranks[s.top.index(info.carre_ranks.len())];
        return json!({"type": "carre", "rank": rank, "seat": seat});
    }
    let [shortest, longest] = [info.sequence_lengths[0], info.sequence_lengths[1]];
    let length = if s.longest {
        longest
    } else {
        shortest + s.length.index(usize::from(longest - shortest)) as u8
    };
    let top = (length - 1 + s.top.index(usize::from(8 - length) + 1) as u8).min(7);
    let suits = if s.team_a { ["H", "D"] } else { ["S", "C"] };
    let ranks = ["7", "8", "9", "10", "J", "Q", "K", "A"];
    json!({"type": "sequence", "length": length, "top": ranks[usize::from(top)],
        "suit": suits[s.suit.index(2)], "seat": seat})
}

/// A round of the variant; `declarations`: whether the match's options allow them.
fn build_round(info: &VariantInfo, declarations: bool, s: &RoundSeed) -> Value {
    let contract = &info.contracts[s.contract.index(info.contracts.len())];
    let total = contract.deal_total as usize;
    let mut round = json!({"taker": team(s.taker_a), "contract": contract.contract});
    let records = |f: Fact| info.facts.contains(&f);
    match s.capot {
        Some(a) => round["capot"] = json!(team(a)),
        None => {
            let a = s.points.index(total + 1);
            round["points"] = if s.both_points {
                json!({"A": a, "B": total - a})
            } else {
                json!({"A": a})
            };
        }
    }
    if records(Fact::Bid) {
        round["bid"] = if s.bad_bid {
            json!(85)
        } else {
            json!(info.bids[s.bid.index(info.bids.len())])
        };
    }
    if records(Fact::Double) {
        // One of the contract's doubles, and no double at all half the time or more.
        let doubles = &contract.doubles;
        let pick = s.double.index(3 * doubles.len());
        round["double"] = json!(doubles.get(pick).unwrap_or(&Double::None));
    }
    if let Some((a, n)) = &s.belote {
        if records(Fact::Belote) && contract.max_belotes > 0 {
            let count = 1 + n.index(usize::from(contract.max_belotes));
            round["belote"] = json!({ team(*a): count });
        }
    }
    if declarations && contract.declarations && !s.declarations.is_empty() {
        let mut per_team: Map<String, Value> = Map::new();
        let mut used_suits: Vec<(bool, String)> = Vec::new();
        for d in &s.declarations {
            let k = per_team
                .get(team(d.team_a))
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            let decl = build_declaration(info, d, k);
            // One sequence per suit and team: two would share cards.
            if let Some(suit) = decl["suit"].as_str().map(String::from) {
                if used_suits.contains(&(d.team_a, suit.clone())) {
                    continue;
                }
                used_suits.push((d.team_a, suit));
            }
            let list = per_team
                .entry(team(d.team_a))
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(items) = list {
                items.push(decl);
            }
        }
        round["declarations"] = Value::Object(per_team);
    }
    if let Some(d) = s.dealer {
        round["dealer"] = json!(d);
    }
    if let Some(f) = s.forced.filter(|_| records(Fact::Forced)) {
        round["forced"] = json!(f);
    }
    if records(Fact::Roem) && !info.roem_items.is_empty() {
        let mut roem = Map::new();
        for (i, seed) in s.roem.iter().enumerate() {
            let Some(seed) = seed else { continue };
            let t = team(i == 0);
            // A team that took no trick won no roem.
            if s.capot.is_some_and(|a| team(a) != t) {
                continue;
            }
            // Runs and the fours that no option makes illegal, so most files stay valid.
            let items = ["run3", "run4", "run3", "run4", "four_A", "four_J"];
            roem.insert(
                t.into(),
                match seed {
                    RoemSeed::Number(n) => json!([0, 20, 40, 50, 70, 100, 120, 200][n.index(8)]),
                    RoemSeed::Items(list) => {
                        json!(list
                            .iter()
                            .map(|n| items[n.index(items.len())])
                            .collect::<Vec<_>>())
                    }
                },
            );
        }
        round["roem"] = Value::Object(roem);
    }
    round
}

/// A few options of the variant, each with one of its own values; a target large enough
/// that most games run to their last round.
fn build_options(info: &VariantInfo, picks: &[(Index, Index)], target: i64) -> Value {
    let mut options = Map::new();
    for (which, value) in picks {
        let option = &info.options[which.index(info.options.len())];
        if !option.values.is_empty() {
            let v = option.values[value.index(option.values.len())].clone();
            options.insert(option.key.to_string(), v);
        }
    }
    options.insert("target".into(), json!(target));
    Value::Object(options)
}

fn options_seed() -> impl Strategy<Value = (Vec<(Index, Index)>, i64)> {
    (
        prop::collection::vec((any::<Index>(), any::<Index>()), 0..6),
        prop_oneof![3 => 2000i64..20000, 1 => 1i64..2000],
    )
}

/// A match file of `variant` built from its description.
pub(super) fn match_of(variant: Variant) -> impl Strategy<Value = Value> {
    (options_seed(), prop::collection::vec(round_seed(), 1..7)).prop_map(
        move |((picks, target), seeds)| {
            let info = describe(variant);
            let options = build_options(&info, &picks, target);
            // As the description says: declarations exist where the contract has them and
            // the variant's option, if it has one, allows them.
            let declarations = info.facts.contains(&Fact::Declarations)
                && info.declarations_option.is_none_or(|key| {
                    let default = info.options.iter().find(|o| o.key == key);
                    options.get(key).or(default.map(|o| &o.default)) == Some(&json!(true))
                });
            let rounds: Vec<Value> = seeds
                .iter()
                .map(|s| build_round(&info, declarations, s))
                .collect();
            json!({"variant": variant, "options": options, "rounds": rounds})
        },
    )
}

pub(super) fn any_match() -> impl Strategy<Value = Value> {
    prop::sample::select(Variant::ALL.to_vec()).prop_flat_map(match_of)
}
