//! Klaverjas roem: what each called roem is worth under `four_of_a_kind`, and the checks a
//! deal's roem must pass — items the option knows, none for a team that took no trick, at
//! most one stuk, each four of a kind once, at most eight runs and fours (one a trick), and
//! no more than a deal can hold. The engine does not try to prove a number reachable beyond
//! these rules.

use super::options::FourOfAKind;
use crate::card::Rank;
use crate::error::InputError;
use crate::model::{Roem, RoemItem, Round, Team};

/// What a called roem is worth; `None` when it is no roem under `four` (Pagat's fours of
/// nines, eights and sevens).
pub fn item_value(item: RoemItem, four: FourOfAKind) -> Option<i64> {
    match item {
        RoemItem::Run3 | RoemItem::Stuk => Some(20),
        RoemItem::Run4 => Some(50),
        RoemItem::Four(Rank::Jack) => Some(match four {
            FourOfAKind::All100 => 100,
            FourOfAKind::Jacks200 | FourOfAKind::Pagat => 200,
        }),
        RoemItem::Four(Rank::Nine | Rank::Eight | Rank::Seven) if four == FourOfAKind::Pagat => {
            None
        }
        RoemItem::Four(_) => Some(100),
    }
}

/// A team's roem: the number as given, or the sum of its items.
pub fn value(roem: &Roem, four: FourOfAKind) -> i64 {
    match roem {
        Roem::Points(n) => i64::from(*n),
        Roem::Items(items) => items
            .iter()
            .map(|i| item_value(*i, four).unwrap_or(0))
            .sum(),
    }
}

/// The most roem one deal can hold under `four`: eight tricks of four of a kind.
pub fn most(four: FourOfAKind) -> i64 {
    match four {
        FourOfAKind::All100 => 800,
        FourOfAKind::Jacks200 | FourOfAKind::Pagat => 900,
    }
}

/// Checks a deal's roem (`at` is the round's path).
pub fn check(round: &Round, four: FourOfAKind, at: &str) -> Result<(), InputError> {
    let here = |team: Team| format!("{at}.roem.{team}");
    for team in Team::BOTH {
        for (j, item) in round.roem_of(team).items().iter().enumerate() {
            if item_value(*item, four).is_none() {
                return Err(InputError::new(
                    format!("{}[{j}]", here(team)),
                    format!(
                        "{} is no roem under \"four_of_a_kind\": \"pagat\" (only jacks, aces, kings, queens and tens)",
                        item.name()
                    ),
                ));
            }
        }
    }
    if let Some(sweeper) = round.capot {
        let swept = sweeper.other();
        if !round.roem_of(swept).is_none() {
            return Err(InputError::new(
                here(swept),
                format!(
                    "team {swept} took no trick (team {sweeper} took them all), so it won no roem"
                ),
            ));
        }
    }
    let mut stuks = 0;
    let mut tricks = 0;
    let mut fours: Vec<Rank> = Vec::new();
    for team in Team::BOTH {
        for (j, item) in round.roem_of(team).items().iter().enumerate() {
            let path = || format!("{}[{j}]", here(team));
            match item {
                RoemItem::Stuk => {
                    stuks += 1;
                    if stuks > 1 {
                        return Err(InputError::new(
                            path(),
                            "only one stuk exists: the trump king and queen",
                        ));
                    }
                    continue;
                }
                RoemItem::Four(rank) => {
                    if fours.contains(rank) {
                        return Err(InputError::new(
                            path(),
                            format!("four {}s can be roem only once in a deal", rank.label()),
                        ));
                    }
                    fours.push(*rank);
                }
                RoemItem::Run3 | RoemItem::Run4 => {}
            }
            tricks += 1;
            if tricks > 8 {
                return Err(InputError::new(
                    path(),
                    "a deal has eight tricks, and a trick holds one run or one four of a kind: at most eight of them",
                ));
            }
        }
    }
    let total: i64 = Team::BOTH
        .iter()
        .map(|t| value(round.roem_of(*t), four))
        .sum();
    let cap = most(four);
    if total > cap {
        return Err(InputError::new(
            format!("{at}.roem"),
            format!("{total} roem in one deal is impossible: a deal holds at most {cap}"),
        ));
    }
    Ok(())
}
