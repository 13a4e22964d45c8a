//! A round's facts read one at a time — the bid, `forced`, the double, the card points, the
//! belote, the roem — each checked against what its variant records and allows.

use super::base::{absent, err, per_team, present, whole_number, At, Res};
use crate::error::InputError;
use crate::json::Json;
use crate::model::{Bid, Double, Roem, RoemItem, Team};
use crate::rules::{ContractFacts, Fact, Facts};

/// The bids in words: "80 to 160 in steps of 10, or \"capot\"".
fn bid_words(bids: &[Bid]) -> String {
    let numbers: Vec<u32> = bids
        .iter()
        .filter_map(|b| match b {
            Bid::Points(p) => Some(*p),
            Bid::Capot => None,
        })
        .collect();
    let mut words = match numbers.as_slice() {
        [] => String::new(),
        [one] => one.to_string(),
        [first, second, .., last] => {
            format!(
                "{first} to {last} in steps of {}",
                second.saturating_sub(*first)
            )
        }
        [first, last] => format!("{first} or {last}"),
    };
    if bids.contains(&Bid::Capot) {
        words += if words.is_empty() {
            "\"capot\""
        } else {
            ", or \"capot\""
        };
    }
    words
}

pub(super) fn parse_bid<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<Option<Bid>> {
    let variant = facts.variant;
    if !facts.records(Fact::Bid) {
        return if absent(v) {
            Ok(None)
        } else {
            err(
                at,
                format!("{variant} has no bids: the taker's contract is the trump only"),
            )
        };
    }
    let bids = facts.bids;
    let Some(b) = present(v) else {
        return err(
            at,
            format!("a {variant} round needs the \"bid\": {}", bid_words(bids)),
        );
    };
    let found = match b.as_str() {
        Some("capot") => Some(Bid::Capot),
        _ => whole_number(b)
            .and_then(|n| u32::try_from(n).ok())
            .map(Bid::Points),
    };
    match found.filter(|b| bids.contains(b)) {
        Some(bid) => Ok(Some(bid)),
        None => err(
            at,
            format!("{b} is not a bid: bids are {}", bid_words(bids)),
        ),
    }
}

/// `forced`: `true` when the taker had to take because all passed.
pub(super) fn parse_forced<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<bool> {
    let Some(v) = present(v) else {
        return Ok(false);
    };
    if !facts.records(Fact::Forced) {
        return err(
            at,
            format!(
                "{} records no forced taker: leave \"forced\" out",
                facts.name
            ),
        );
    }
    v.as_bool().ok_or_else(|| {
        InputError::new(
            at,
            format!(
                "{v} is not true or false: \"forced\" says whether the taker had to take because all passed"
            ),
        )
    })
}

/// The roem numbers a table can add up: whole tens from 0, and never 10 or 30 (the smallest
/// roem is 20, the next 40).
fn roem_number_ok(n: i64) -> bool {
    n >= 0 && n % 10 == 0 && n != 10 && n != 30
}

/// The most roem one deal can hold (eight tricks of four of a kind, four jacks 200).
const MOST_ROEM: i64 = 900;

/// `roem` per team: a number, or a list of the roem called. Only the shape is read here; what
/// the roem may add up to depends on the options (the variant's `check_round`).
pub(super) fn parse_roem<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<[Roem; 2]> {
    let Some(v) = present(v) else {
        return Ok(Default::default());
    };
    if !facts.records(Fact::Roem) {
        return err(at, format!("{} has no roem", facts.name));
    }
    let [a, b] = per_team(v, at, "roem")?;
    let mut out: [Roem; 2] = Default::default();
    for (i, (team, val)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(val) = val else { continue };
        let here = at.key(team.as_str());
        out[i] = if let Some(list) = val.as_array() {
            let mut items = Vec::with_capacity(list.len());
            for (j, item) in list.iter().enumerate() {
                let found = item.as_str().and_then(RoemItem::parse).ok_or_else(|| {
                    InputError::new(
                        here.index(j),
                        format!("{item} is not a roem: use run3, run4, stuk or four_7 … four_A"),
                    )
                })?;
                items.push(found);
            }
            Roem::Items(items)
        } else if val.is_number() {
            let n = whole_number(val).filter(|n| roem_number_ok(*n)).ok_or_else(|| {
                InputError::new(
                    here,
                    format!("{val} is not a roem total: roem comes in whole tens from 0, and 10 or 30 cannot be made"),
                )
            })?;
            if n > MOST_ROEM {
                return err(
                    here,
                    format!("{n} roem is impossible: a deal holds at most {MOST_ROEM}"),
                );
            }
            Roem::Points(n as u32)
        } else {
            return err(
                here,
                format!("{val} is not roem: give the team's roem as a number, e.g. 20, or as a list, e.g. [\"run3\", \"stuk\"]"),
            );
        };
    }
    Ok(out)
}

pub(super) fn parse_double<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<Double> {
    let double = match present(v) {
        None => Double::None,
        Some(d) => match d.as_str() {
            Some("none") => Double::None,
            Some("double") => Double::Double,
            Some("redouble") => Double::Redouble,
            _ => {
                return err(
                    at,
                    format!("{d} is not a double: use \"none\", \"double\" or \"redouble\""),
                )
            }
        },
    };
    if !facts.doubles.contains(&double) {
        return err(
            at,
            format!(
                "{} has no coinche or double: leave \"double\" out",
                facts.name
            ),
        );
    }
    Ok(double)
}

/// The card points per team, or `None` when neither they nor a capot are given.
pub(super) fn parse_points<J: Json>(
    v: Option<&J>,
    capot: Option<Team>,
    total: u32,
    at: At,
) -> Res<Option<[u32; 2]>> {
    let points = match (given_points(v, total, at, false)?, capot) {
        (Some(points), _) => points,
        (None, Some(t)) => match t {
            Team::A => [total, 0],
            Team::B => [0, total],
        },
        (None, None) => return Ok(None),
    };
    if let Some(t) = capot {
        if points[t.other().index()] != 0 {
            return err(
                format!("{at}.{}", t.other()),
                format!(
                    "team {t} took every trick (capot), so team {} has 0 card points, not {}",
                    t.other(),
                    points[t.other().index()]
                ),
            );
        }
    }
    Ok(Some(points))
}

/// The card points given per team, each in 0…`total`, the other team's derived when one is
/// given and both adding up to `total` (else an error at team B's, or with `whole` at the
/// points); `None` when none are given.
pub(crate) fn given_points<J: Json>(
    v: Option<&J>,
    total: u32,
    at: At,
    whole: bool,
) -> Res<Option<[u32; 2]>> {
    let given = match present(v) {
        None => [None, None],
        Some(p) => {
            let [a, b] = per_team(p, at, "points")?;
            let mut out = [None, None];
            for (i, (team, val)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
                if let Some(val) = val {
                    let here = at.key(team.as_str());
                    let n = whole_number(val).ok_or_else(|| {
                        InputError::new(here, format!("{val} is not a whole number of card points"))
                    })?;
                    if !(0..=i64::from(total)).contains(&n) {
                        return err(
                            here,
                            format!("{n} card points is impossible: a deal has 0 to {total}"),
                        );
                    }
                    out[i] = Some(n as u32);
                }
            }
            out
        }
    };
    Ok(Some(match given {
        [Some(a), Some(b)] => {
            if a + b != total {
                return err(
                    if whole {
                        at.to_string()
                    } else {
                        format!("{at}.B")
                    },
                    format!(
                        "A {a} + B {b} = {} card points, but a deal has {total}",
                        a + b
                    ),
                );
            }
            [a, b]
        }
        [Some(a), None] => [a, total - a],
        [None, Some(b)] => [total - b, b],
        [None, None] => return Ok(None),
    }))
}

pub(super) fn parse_belote<J: Json>(
    facts: &Facts,
    contract: &ContractFacts,
    v: Option<&J>,
    at: At,
) -> Res<[u8; 2]> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok([0, 0]);
    };
    if !facts.records(Fact::Belote) {
        return err(at, format!("{} has no belote", facts.name));
    }
    let [a, b] = per_team(v, at, "belote")?;
    let max = u32::from(contract.max_belotes);
    let contract = contract.contract;
    let mut out = [0u8; 2];
    let mut sum = 0u32;
    for (i, (team, val)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(val) = val else { continue };
        let here = at.key(team.as_str());
        let n = whole_number(val)
            .filter(|n| *n >= 0)
            .ok_or_else(|| InputError::new(here, format!("{val} is not a number of belotes")))?;
        if n == 0 {
            continue;
        }
        if max == 0 {
            return err(here, format!("no belote can be announced in {contract}"));
        }
        sum += n.min(100) as u32;
        if sum > max {
            return err(
                here,
                if max == 1 {
                    format!("only one belote (trump K+Q) exists in a {contract} contract")
                } else {
                    format!("at most {max} belotes exist in {contract} (one per suit)")
                },
            );
        }
        out[i] = n as u8;
    }
    Ok(out)
}
