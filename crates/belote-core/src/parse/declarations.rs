//! A round's declarations: each one read and checked (a sequence that can exist, a carré of a
//! rank that counts), whether the contract and the options allow any, and that no card is
//! shown twice — by the two teams, in two runs of one team, or by a belote and the other
//! team's declarations.

use super::base::{err, object, per_team, present, reject_unknown, whole_number, At, Res};
use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::json::Json;
use crate::listing;
use crate::model::{Declaration, Team};
use crate::options::{Options, Val};
use crate::rules::{ContractFacts, Fact, Game};

pub(super) fn parse_declarations<J: Json>(
    game: &dyn Game,
    options: &Options,
    contract: &ContractFacts,
    v: Option<&J>,
    at: At,
) -> Res<[Vec<Declaration>; 2]> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok([Vec::new(), Vec::new()]);
    };
    let facts = game.facts();
    if !facts.records(Fact::Declarations) {
        return err(at, format!("{} has no declarations", facts.name));
    }
    let [a, b] = per_team(v, at, "declarations")?;
    let mut out: [Vec<Declaration>; 2] = [Vec::new(), Vec::new()];
    for (i, (team, list)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(list) = list else { continue };
        let here = at.key(team.as_str());
        let arr = list.as_array().ok_or_else(|| {
            InputError::new(here, "declarations are given per team as an array, e.g. {\"A\": [{\"type\": \"carre\", \"rank\": \"J\"}]}")
        })?;
        for (j, d) in arr.iter().enumerate() {
            out[i].push(parse_declaration(
                d,
                team,
                here.index(j),
                game.carre_ranks(),
            )?);
        }
    }
    if out.iter().all(|l| l.is_empty()) {
        return Ok(out);
    }
    if let Some(why) = declarations_forbidden(game, options, contract) {
        let team = if out[0].is_empty() { Team::B } else { Team::A };
        return err(
            format!("{at}.{team}"),
            format!("declarations are not allowed here: {why}"),
        );
    }
    check_declared_cards(&out, at)?;
    Ok(out)
}

/// Why declarations cannot exist in this contract under these options, if they cannot.
fn declarations_forbidden(
    game: &dyn Game,
    options: &Options,
    contract: &ContractFacts,
) -> Option<String> {
    if !contract.declarations {
        return Some(format!(
            "no declarations are allowed in {}",
            contract.contract
        ));
    }
    let key = game.facts().declarations_option?;
    if options.flag(key) {
        return None;
    }
    let table = game.options();
    let off_by_default = table
        .spec(key)
        .is_some_and(|s| table.default_of(s, &[]) == Val::Bool(false));
    Some(if off_by_default {
        format!(
            "{} is played without announces (set \"{key}\": true to allow them)",
            game.facts().name
        )
    } else {
        format!("announces are off (\"{key}\": false)")
    })
}

/// One declaration object (a sequence or a carré of one of `carre_ranks`).
pub(crate) fn parse_declaration<J: Json>(
    v: &J,
    team: Team,
    at: At,
    carre_ranks: &[Rank],
) -> Res<Declaration> {
    object(v, at, "a declaration")?;
    let obj = v;
    let field = |k| at.key(k);
    let seat = match present(obj.get("seat")) {
        None => None,
        Some(s) => {
            let n = whole_number(s)
                .filter(|n| (0..4).contains(n))
                .ok_or_else(|| {
                    InputError::new(
                        field("seat"),
                        format!("{s} is not a seat: seats are 0 to 3"),
                    )
                })?;
            if Team::of_seat(n as u8) != team {
                return err(
                    field("seat"),
                    format!("seat {n} plays for team {}, not team {team} (A: seats 0 and 2, B: 1 and 3)", Team::of_seat(n as u8)),
                );
            }
            Some(n as u8)
        }
    };
    let rank_of = |k: &'static str| -> Res<Rank> {
        let r = obj
            .get(k)
            .ok_or_else(|| InputError::new(field(k), format!("the declaration needs \"{k}\"")))?;
        r.as_str().and_then(Rank::parse).ok_or_else(|| {
            InputError::new(field(k), format!("{r} is not a rank: use 7 8 9 10 J Q K A"))
        })
    };
    match obj.get("type").and_then(J::as_str) {
        Some("sequence") => {
            reject_unknown(obj, at, &["type", "length", "top", "suit", "seat"])?;
            let length = match obj.get("length") {
                None => return err(field("length"), "a sequence needs its \"length\" (3 to 8)"),
                Some(l) => whole_number(l)
                    .filter(|n| {
                        let [shortest, longest] = Declaration::SEQUENCE_LENGTHS;
                        (i64::from(shortest)..=i64::from(longest)).contains(n)
                    })
                    .ok_or_else(|| InputError::new(field("length"), format!("{l} is not a sequence length: 3 to 8 cards")))?
                    as u8,
            };
            let top = rank_of("top")?;
            let suit = match obj.get("suit") {
                None => return err(field("suit"), "a sequence needs its \"suit\": S, H, D or C"),
                Some(s) => s
                    .as_str()
                    .and_then(Suit::parse)
                    .ok_or_else(|| InputError::new(field("suit"), format!("{s} is not a suit: use S, H, D or C")))?,
            };
            if top.index() + 1 < length {
                return err(
                    at,
                    format!(
                        "no sequence of {length} cards can end at the {}: the lowest card is the 7",
                        top.label()
                    ),
                );
            }
            Ok(Declaration::Sequence { length, top, suit, seat })
        }
        Some("carre") => {
            reject_unknown(obj, at, &["type", "rank", "seat"])?;
            let rank = rank_of("rank")?;
            if !carre_ranks.contains(&rank) {
                let ranks: Vec<&str> = carre_ranks.iter().map(|r| r.label()).collect();
                return err(at, format!("a carré of {}s is not a declaration: only {} count", rank.label(), listing::and(&ranks)));
            }
            Ok(Declaration::Carre { rank, seat })
        }
        _ => err(
            field("type"),
            "a declaration's \"type\" is \"sequence\" (with length, top, suit) or \"carre\" (with rank)",
        ),
    }
}

/// Each card exists once: the two teams cannot show the same card, and one team cannot use a
/// card in two sequences or two carrés (a card may serve a carré and a sequence of one team).
fn check_declared_cards(decls: &[Vec<Declaration>; 2], at: At) -> Res<()> {
    let mut owner: Vec<(Card, usize, bool)> = Vec::new();
    for (t, list) in decls.iter().enumerate() {
        let team = if t == 0 { Team::A } else { Team::B };
        for (j, d) in list.iter().enumerate() {
            let is_carre = matches!(d, Declaration::Carre { .. });
            for card in d.cards() {
                for &(c, other_t, other_carre) in &owner {
                    if c != card {
                        continue;
                    }
                    if other_t != t {
                        let what = if is_carre && other_carre {
                            format!("both teams declare the carré of {}", card.rank.label())
                        } else {
                            format!("the {card} cannot be in both teams' declarations")
                        };
                        return err(format!("{at}.{team}[{j}]"), what);
                    }
                    if other_carre == is_carre {
                        return err(
                            format!("{at}.{team}[{j}]"),
                            format!("the {card} is used twice in team {team}'s declarations"),
                        );
                    }
                }
                owner.push((card, t, is_carre));
            }
        }
    }
    Ok(())
}

/// A belote needs the trump K and Q in one hand of the announcing team: the other team
/// cannot have declared either card.
pub(super) fn check_belote_cards(
    contract: Contract,
    belote: &[u8; 2],
    decls: &[Vec<Declaration>; 2],
    at: At,
) -> Res<()> {
    if belote == &[0, 0] {
        return Ok(());
    }
    let trump;
    let suits: &[Suit] = match contract {
        Contract::Suit(s) => {
            trump = [s];
            &trump
        }
        Contract::AllTrumps => &Suit::ALL,
        // No belote, or Baloot's own check (its Baloot against the projects).
        Contract::NoTrumps | Contract::Sun | Contract::Hokum => return Ok(()),
    };
    let held_by = |t: usize, suit: Suit| {
        decls[t].iter().any(|d| {
            d.cards()
                .iter()
                .any(|c| c.suit == suit && matches!(c.rank, Rank::King | Rank::Queen))
        })
    };
    let mut union = 0;
    let mut avail = [0u8; 2];
    for &s in suits {
        let free_for = [!held_by(1, s), !held_by(0, s)];
        for t in 0..2 {
            avail[t] += u8::from(free_for[t]);
        }
        union += u8::from(free_for[0] || free_for[1]);
    }
    for (t, team) in [(0, Team::A), (1, Team::B)] {
        if belote[t] > avail[t] {
            return err(
                format!("{at}.{team}"),
                format!(
                    "team {team} cannot hold a trump K and Q that team {} shows in its declarations",
                    team.other()
                ),
            );
        }
    }
    if belote[0] + belote[1] > union {
        return err(
            format!("{at}.B"),
            "these belotes need more K+Q pairs than the declarations leave",
        );
    }
    Ok(())
}
