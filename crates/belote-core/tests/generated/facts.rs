//! Round facts no parser lets through, and any trick and hand: strategies for any rank, suit,
//! card, contract, team, declaration, round and roem the model can hold.

use belote_core::{
    Bid, Card, Contract, Declaration, Double, Rank, Roem, RoemItem, Round, Suit, Team,
};
use proptest::prelude::*;

fn any_rank() -> impl Strategy<Value = Rank> {
    prop::sample::select(Rank::ALL.to_vec())
}

fn any_suit() -> impl Strategy<Value = Suit> {
    prop::sample::select(Suit::ALL.to_vec())
}

pub(super) fn any_card() -> impl Strategy<Value = Card> {
    (any_rank(), any_suit()).prop_map(|(r, s)| Card::new(r, s))
}

pub(super) fn any_contract() -> impl Strategy<Value = Contract> {
    prop_oneof![
        any_suit().prop_map(Contract::Suit),
        Just(Contract::NoTrumps),
        Just(Contract::AllTrumps),
    ]
}

fn any_team() -> impl Strategy<Value = Team> {
    prop::sample::select(Team::BOTH.to_vec())
}

fn any_declaration() -> impl Strategy<Value = Declaration> {
    let seat = prop::option::of(any::<u8>());
    prop_oneof![
        (any::<u8>(), any_rank(), any_suit(), seat.clone()).prop_map(
            |(length, top, suit, seat)| {
                Declaration::Sequence {
                    length,
                    top,
                    suit,
                    seat,
                }
            }
        ),
        (any_rank(), seat).prop_map(|(rank, seat)| Declaration::Carre { rank, seat }),
    ]
}

/// Any round the model can hold: points beyond the deal, bids that do not exist, a hundred
/// belotes, declarations of any length and seat, any dealer.
pub(super) fn any_round() -> impl Strategy<Value = Round> {
    (
        (
            any_team(),
            any_contract(),
            prop::option::of(prop_oneof![
                any::<u32>().prop_map(Bid::Points),
                Just(Bid::Capot),
            ]),
        ),
        (
            prop::sample::select(vec![Double::None, Double::Double, Double::Redouble]),
            prop_oneof![
                any::<[u32; 2]>(),
                (0u32..300, 0u32..300).prop_map(|(a, b)| [a, b])
            ],
            prop::option::of(any_team()),
            any::<[u8; 2]>(),
        ),
        (
            prop::collection::vec(any_declaration(), 0..4),
            prop::collection::vec(any_declaration(), 0..4),
            prop::option::of(any::<u8>()),
        ),
        (any::<bool>(), any_roem(), any_roem()),
    )
        .prop_map(
            |(
                (taker, contract, bid),
                (double, points, capot, belote),
                (a, b, dealer),
                (forced, roem_a, roem_b),
            )| Round {
                taker,
                forced,
                contract,
                bid,
                double,
                points,
                capot,
                belote,
                declarations: [a, b],
                roem: [roem_a, roem_b],
                dealer,
                baloot: Default::default(),
            },
        )
}

/// Any roem the model can hold: any number, any list of items.
fn any_roem() -> impl Strategy<Value = Roem> {
    prop_oneof![
        any::<u32>().prop_map(Roem::Points),
        prop::collection::vec(prop::sample::select(RoemItem::ALL.to_vec()), 0..12)
            .prop_map(Roem::Items),
    ]
}
