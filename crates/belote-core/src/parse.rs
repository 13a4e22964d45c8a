//! Reading a match file (FORMAT.md) into the model, validating every value and pointing
//! errors at the offending one.

use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::model::{Bid, Declaration, Double, Match, Round, Team};
use crate::options::Options;
use crate::variant::Variant;
use serde_json::{Map, Value};

type Res<T> = Result<T, InputError>;

fn err<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

/// Reads a JSON number that is a whole number.
pub(crate) fn whole_number(v: &Value) -> Option<i64> {
    v.as_i64().or_else(|| {
        v.as_f64()
            .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
            .map(|f| f as i64)
    })
}

fn object<'a>(v: &'a Value, at: &str, what: &str) -> Res<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| InputError::new(at, format!("{what} must be a JSON object")))
}

fn reject_unknown(obj: &Map<String, Value>, at: &str, known: &[&str]) -> Res<()> {
    for key in obj.keys() {
        if !known.contains(&key.as_str()) {
            let here = if at.is_empty() {
                key.clone()
            } else {
                format!("{at}.{key}")
            };
            return err(
                here,
                format!(
                    "unknown key \"{key}\"; expected one of: {}",
                    known.join(", ")
                ),
            );
        }
    }
    Ok(())
}

fn team_value(v: &Value, at: &str) -> Res<Team> {
    v.as_str()
        .and_then(Team::parse)
        .ok_or_else(|| InputError::new(at, format!("{v} is not a team: use \"A\" or \"B\"")))
}

/// Reads the per-team object `{"A": …, "B": …}`, rejecting other keys.
fn per_team<'a>(v: &'a Value, at: &str, what: &str) -> Res<[Option<&'a Value>; 2]> {
    let obj = object(v, at, what)?;
    reject_unknown(obj, at, &["A", "B"])?;
    Ok([obj.get("A"), obj.get("B")])
}

/// Parses and validates a whole match file.
pub fn parse_match(v: &Value) -> Res<Match> {
    let obj = object(v, "", "a match file")?;
    reject_unknown(obj, "", &["variant", "options", "rounds"])?;
    let variant = match obj.get("variant") {
        None => {
            return err(
                "variant",
                "the match file needs a \"variant\": classic, contree, coinche or bulgarian",
            )
        }
        Some(v) => v.as_str().and_then(Variant::parse).ok_or_else(|| {
            InputError::new(
                "variant",
                format!("{v} is not a variant: use classic, contree, coinche or bulgarian"),
            )
        })?,
    };
    let options = Options::parse(variant, obj.get("options"), "options")?;
    let rounds = match obj.get("rounds") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, r)| parse_round(variant, &options, r, &format!("rounds[{i}]")))
            .collect::<Res<Vec<_>>>()?,
        Some(_) => return err("rounds", "rounds must be an array of round objects"),
    };
    Ok(Match {
        variant,
        options,
        rounds,
    })
}

const ROUND_KEYS: &[&str] = &[
    "taker",
    "contract",
    "bid",
    "double",
    "points",
    "capot",
    "belote",
    "declarations",
    "dealer",
];

/// Parses one round (`at` is its path, e.g. `rounds[3]`).
pub fn parse_round(variant: Variant, options: &Options, v: &Value, at: &str) -> Res<Round> {
    let obj = object(v, at, "a round")?;
    reject_unknown(obj, at, ROUND_KEYS)?;
    let path = |k: &str| format!("{at}.{k}");

    let taker = match obj.get("taker") {
        None => {
            return err(
                path("taker"),
                "each round needs a \"taker\": \"A\" or \"B\"",
            )
        }
        Some(t) => team_value(t, &path("taker"))?,
    };

    let contract = match obj.get("contract") {
        None => return err(path("contract"), "each round needs a \"contract\""),
        Some(c) => c.as_str().and_then(Contract::parse).ok_or_else(|| {
            InputError::new(
                path("contract"),
                format!("{c} is not a contract: use clubs, diamonds, hearts, spades, no_trumps or all_trumps"),
            )
        })?,
    };
    if !variant.allows(contract) {
        return err(
            path("contract"),
            format!(
                "{variant} is played in a trump suit only; {contract} is not a {variant} contract"
            ),
        );
    }

    let bid = parse_bid(variant, obj.get("bid"), &path("bid"))?;
    let double = parse_double(variant, obj.get("double"), &path("double"))?;
    let capot = match obj.get("capot") {
        None | Some(Value::Null) => None,
        Some(t) => Some(team_value(t, &path("capot"))?),
    };
    let total = variant.deal_total(contract);
    let points = parse_points(obj.get("points"), capot, total, &path("points"))?;
    let belote = parse_belote(contract, obj.get("belote"), &path("belote"))?;
    let dealer = match obj.get("dealer") {
        None | Some(Value::Null) => None,
        Some(d) => Some(
            whole_number(d)
                .filter(|n| (0..4).contains(n))
                .map(|n| n as u8)
                .ok_or_else(|| {
                    InputError::new(
                        path("dealer"),
                        format!("{d} is not a seat: seats are 0 to 3"),
                    )
                })?,
        ),
    };
    let declarations = parse_declarations(
        variant,
        options,
        contract,
        obj.get("declarations"),
        &path("declarations"),
    )?;
    check_belote_cards(contract, &belote, &declarations, &path("belote"))?;

    Ok(Round {
        taker,
        contract,
        bid,
        double,
        points,
        capot,
        belote,
        declarations,
        dealer,
    })
}

fn parse_bid(variant: Variant, v: Option<&Value>, at: &str) -> Res<Option<Bid>> {
    match (variant.has_bids(), v) {
        (false, None) | (false, Some(Value::Null)) => Ok(None),
        (false, Some(_)) => err(
            at,
            format!("{variant} has no bids: the taker's contract is the trump only"),
        ),
        (true, None) | (true, Some(Value::Null)) => err(
            at,
            format!("a {variant} round needs the \"bid\": 80 to 160 in steps of 10, or \"capot\""),
        ),
        (true, Some(Value::String(s))) if s == "capot" => Ok(Some(Bid::Capot)),
        (true, Some(b)) => match whole_number(b) {
            Some(n) if (80..=160).contains(&n) && n % 10 == 0 => Ok(Some(Bid::Points(n as u32))),
            _ => err(
                at,
                format!("{b} is not a bid: bids are 80 to 160 in steps of 10, or \"capot\""),
            ),
        },
    }
}

fn parse_double(variant: Variant, v: Option<&Value>, at: &str) -> Res<Double> {
    let double = match v {
        None | Some(Value::Null) => Double::None,
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
    if variant == Variant::Classic && double != Double::None {
        return err(
            at,
            "classic belote has no coinche or double: leave \"double\" out",
        );
    }
    Ok(double)
}

fn parse_points(v: Option<&Value>, capot: Option<Team>, total: u32, at: &str) -> Res<[u32; 2]> {
    let given = match v {
        None | Some(Value::Null) => [None, None],
        Some(p) => {
            let [a, b] = per_team(p, at, "points")?;
            let mut out = [None, None];
            for (i, (team, val)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
                if let Some(val) = val {
                    let here = format!("{at}.{team}");
                    let n = whole_number(val).ok_or_else(|| {
                        InputError::new(
                            &here,
                            format!("{val} is not a whole number of card points"),
                        )
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
    let points = match (given, capot) {
        ([Some(a), Some(b)], _) => {
            if a + b != total {
                return err(
                    format!("{at}.B"),
                    format!("A {a} + B {b} = {} card points, but a deal has {total}", a + b),
                );
            }
            [a, b]
        }
        ([Some(a), None], _) => [a, total - a],
        ([None, Some(b)], _) => [total - b, b],
        ([None, None], Some(t)) => match t {
            Team::A => [total, 0],
            Team::B => [0, total],
        },
        ([None, None], None) => {
            return err(
                at,
                "give the card points of one team, e.g. {\"A\": 102}, or the team that took every trick as \"capot\"",
            )
        }
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
    Ok(points)
}

fn parse_belote(contract: Contract, v: Option<&Value>, at: &str) -> Res<[u8; 2]> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok([0, 0]);
    };
    let [a, b] = per_team(v, at, "belote")?;
    let max = u32::from(contract.max_belotes());
    let mut out = [0u8; 2];
    let mut sum = 0u32;
    for (i, (team, val)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(val) = val else { continue };
        let here = format!("{at}.{team}");
        let n = whole_number(val)
            .filter(|n| *n >= 0)
            .ok_or_else(|| InputError::new(&here, format!("{val} is not a number of belotes")))?;
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

fn parse_declarations(
    variant: Variant,
    options: &Options,
    contract: Contract,
    v: Option<&Value>,
    at: &str,
) -> Res<[Vec<Declaration>; 2]> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok([Vec::new(), Vec::new()]);
    };
    let [a, b] = per_team(v, at, "declarations")?;
    let mut out: [Vec<Declaration>; 2] = [Vec::new(), Vec::new()];
    for (i, (team, list)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(list) = list else { continue };
        let here = format!("{at}.{team}");
        let arr = list.as_array().ok_or_else(|| {
            InputError::new(&here, "declarations are given per team as an array, e.g. {\"A\": [{\"type\": \"carre\", \"rank\": \"J\"}]}")
        })?;
        for (j, d) in arr.iter().enumerate() {
            out[i].push(parse_declaration(d, team, &format!("{here}[{j}]"))?);
        }
    }
    if out.iter().all(|l| l.is_empty()) {
        return Ok(out);
    }
    let allowed = match options {
        Options::Classic(o) => o
            .announces
            .then_some(())
            .ok_or("announces are off (\"announces\": false)"),
        Options::Contree(o) => o
            .announces
            .then_some(())
            .ok_or(if variant == Variant::Contree {
                "belote contrée is played without announces (set \"announces\": true to allow them)"
            } else {
                "announces are off (\"announces\": false)"
            }),
        Options::Bulgarian(_) => (contract != Contract::NoTrumps)
            .then_some(())
            .ok_or("no declarations are allowed in no trumps"),
    };
    if let Err(why) = allowed {
        let team = if out[0].is_empty() { Team::B } else { Team::A };
        return err(
            format!("{at}.{team}"),
            format!("declarations are not allowed here: {why}"),
        );
    }
    check_declared_cards(&out, at)?;
    Ok(out)
}

fn parse_declaration(v: &Value, team: Team, at: &str) -> Res<Declaration> {
    let obj = object(v, at, "a declaration")?;
    let field = |k: &str| format!("{at}.{k}");
    let seat = match obj.get("seat") {
        None | Some(Value::Null) => None,
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
    let rank_of = |k: &str| -> Res<Rank> {
        let r = obj
            .get(k)
            .ok_or_else(|| InputError::new(field(k), format!("the declaration needs \"{k}\"")))?;
        r.as_str().and_then(Rank::parse).ok_or_else(|| {
            InputError::new(field(k), format!("{r} is not a rank: use 7 8 9 10 J Q K A"))
        })
    };
    match obj.get("type").and_then(Value::as_str) {
        Some("sequence") => {
            reject_unknown(obj, at, &["type", "length", "top", "suit", "seat"])?;
            let length = match obj.get("length") {
                None => return err(field("length"), "a sequence needs its \"length\" (3 to 8)"),
                Some(l) => whole_number(l)
                    .filter(|n| (3..=8).contains(n))
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
            if matches!(rank, Rank::Seven | Rank::Eight) {
                return err(at, format!("a carré of {}s is not a declaration: only J, 9, A, 10, K and Q count", rank.label()));
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
fn check_declared_cards(decls: &[Vec<Declaration>; 2], at: &str) -> Res<()> {
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
fn check_belote_cards(
    contract: Contract,
    belote: &[u8; 2],
    decls: &[Vec<Declaration>; 2],
    at: &str,
) -> Res<()> {
    if belote == &[0, 0] {
        return Ok(());
    }
    let suits: Vec<Suit> = match contract {
        Contract::Suit(s) => vec![s],
        Contract::AllTrumps => Suit::ALL.to_vec(),
        Contract::NoTrumps => return Ok(()),
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
    for &s in &suits {
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
