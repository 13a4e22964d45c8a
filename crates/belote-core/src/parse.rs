//! Reading a match file (docs/match-files.md) into the model, validating every value and pointing
//! errors at the offending one. What a round may hold comes from its variant's
//! [`Facts`]: which facts it records, its contracts with their deal totals and belotes, its
//! bids and doubles, whether declarations exist; the variant's own checks come last
//! ([`Game::check_round`]).
//!
//! A round is read from any [`Json`] (a `serde_json::Value`, or the values `belote score`
//! reads while it streams), and the path of a value ([`At`]) is written out only when an
//! error names it: reading a good round allocates nothing but its declarations.

use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::json::Json;
use crate::model::{Bid, Declaration, Double, Match, Roem, RoemItem, Round, Team};
use crate::options::{Options, Val};
use crate::rules::{ContractFacts, Fact, Facts, Game};
use crate::variant::Variant;
use crate::variants::game;
use serde_json::Value;
use std::fmt;

type Res<T> = Result<T, InputError>;

pub(crate) fn err<T>(at: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(InputError::new(at, message))
}

/// The path of a value in the input (`rounds[2].points.A`), written out only when an error
/// needs it.
#[derive(Debug, Clone, Copy)]
pub enum At<'a> {
    /// A path already written out, e.g. `rounds[2]`.
    Path(&'a str),
    /// A key of an object: `{parent}.{key}`.
    Key(&'a At<'a>, &'a str),
    /// An element of an array: `{parent}[{index}]`.
    Index(&'a At<'a>, usize),
}

impl<'a> At<'a> {
    pub fn key(&'a self, key: &'a str) -> At<'a> {
        At::Key(self, key)
    }

    pub fn index(&'a self, index: usize) -> At<'a> {
        At::Index(self, index)
    }
}

impl fmt::Display for At<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Path(p) => f.write_str(p),
            At::Key(parent, key) => write!(f, "{parent}.{key}"),
            At::Index(parent, i) => write!(f, "{parent}[{i}]"),
        }
    }
}

impl From<At<'_>> for String {
    fn from(at: At<'_>) -> String {
        at.to_string()
    }
}

/// Reads a JSON number that is a whole number.
pub fn whole_number<J: Json>(v: &J) -> Option<i64> {
    v.as_i64().or_else(|| {
        v.as_f64()
            .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
            .map(|f| f as i64)
    })
}

pub(crate) fn object<J: Json>(v: &J, at: At, what: &str) -> Res<()> {
    if v.is_object() {
        Ok(())
    } else {
        err(at, format!("{what} must be a JSON object"))
    }
}

/// An error at the first key of the object `obj` that is not one of `known`.
pub fn reject_unknown<J: Json>(obj: &J, at: At, known: &[&str]) -> Res<()> {
    if let Some(key) = obj.key_not_in(known) {
        let here = match at {
            At::Path("") => key.to_string(),
            at => format!("{at}.{key}"),
        };
        return err(
            here,
            format!(
                "unknown key \"{key}\"; expected one of: {}",
                known.join(", ")
            ),
        );
    }
    Ok(())
}

pub(crate) fn team_value<J: Json>(v: &J, at: At) -> Res<Team> {
    v.as_str()
        .and_then(Team::parse)
        .ok_or_else(|| InputError::new(at, format!("{v} is not a team: use \"A\" or \"B\"")))
}

/// Reads the per-team object `{"A": …, "B": …}`, rejecting other keys.
pub(crate) fn per_team<'a, J: Json>(v: &'a J, at: At, what: &str) -> Res<[Option<&'a J>; 2]> {
    object(v, at, what)?;
    reject_unknown(v, at, &["A", "B"])?;
    Ok([v.get("A"), v.get("B")])
}

/// Is a fact left out, or null?
fn absent<J: Json>(v: Option<&J>) -> bool {
    v.is_none_or(J::is_null)
}

/// A fact's value, unless it is left out or null.
pub(crate) fn present<J: Json>(v: Option<&J>) -> Option<&J> {
    v.filter(|v| !v.is_null())
}

/// A variant's name as a [`Variant`]; anything else is an error at `at` that lists the names.
pub fn read_variant(v: &Value, at: &str) -> Res<Variant> {
    v.as_str().and_then(Variant::parse).ok_or_else(|| {
        InputError::new(
            at,
            format!("{v} is not a variant: use {}", Variant::names()),
        )
    })
}

/// The keys of a match file, in the order docs/match-files.md gives them.
pub const MATCH_KEYS: [&str; 3] = ["variant", "options", "rounds"];

/// Parses and validates a whole match file.
pub fn parse_match(v: &Value) -> Res<Match> {
    let root = At::Path("");
    object(v, root, "a match file")?;
    reject_unknown(v, root, &MATCH_KEYS)?;
    let obj = v.as_object().expect("checked just above");
    let variant = match obj.get("variant") {
        None => {
            return err(
                "variant",
                format!("the match file needs a \"variant\": {}", Variant::names()),
            )
        }
        Some(v) => read_variant(v, "variant")?,
    };
    let options = parse_options(variant, obj.get("options"), "options")?;
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

/// Reads the `options` object of a match file or question (`at` is its path) for `variant`.
pub fn parse_options(variant: Variant, value: Option<&Value>, at: &str) -> Res<Options> {
    Options::parse(variant, game(variant).options(), value, at)
}

/// Reads a contract that `facts`' variant plays (`at` is its path).
pub fn parse_contract<J: Json>(facts: &Facts, v: &J, at: &str) -> Res<&'static ContractFacts> {
    contract_at(facts, v, At::Path(at))
}

fn contract_at<J: Json>(facts: &Facts, v: &J, at: At) -> Res<&'static ContractFacts> {
    let contract = v.as_str().and_then(Contract::parse).ok_or_else(|| {
        InputError::new(
            at,
            format!("{v} is not a contract: use clubs, diamonds, hearts, spades, no_trumps or all_trumps"),
        )
    })?;
    facts.contract(contract).ok_or_else(|| {
        let variant = facts.variant;
        let suits_only = facts
            .contracts
            .iter()
            .all(|c| matches!(c.contract, Contract::Suit(_)));
        let message = if suits_only {
            format!(
                "{variant} is played in a trump suit only; {contract} is not a {variant} contract"
            )
        } else {
            format!("{contract} is not a {variant} contract")
        };
        InputError::new(at, message)
    })
}

/// Parses one round of a `variant` match (`at` is its path, e.g. `rounds[3]`).
pub fn parse_round<J: Json>(variant: Variant, options: &Options, v: &J, at: &str) -> Res<Round> {
    if variant == Variant::Baloot {
        // A Saudi deal has facts of its own shape (a typed score, a foul, projects named by
        // kind) and its errors point where BALOOT.md says: its own reader, from these pieces.
        return crate::variants::baloot::read::round(options, v, at);
    }
    let game = game(variant);
    let facts = game.facts();
    let here = At::Path(at);
    object(v, here, "a round")?;
    reject_unknown(v, here, &Fact::ALL.map(Fact::key))?;
    let path = |k| here.key(k);
    for fact in [
        Fact::Ashkal,
        Fact::Locked,
        Fact::Score,
        Fact::CapotKind,
        Fact::Foul,
    ] {
        if present(v.get(fact.key())).is_some() {
            return err(
                path(fact.key()),
                format!(
                    "{} records no \"{}\": it is a fact of Saudi Baloot",
                    facts.name,
                    fact.key()
                ),
            );
        }
    }

    let taker = match v.get("taker") {
        None => {
            return err(
                path("taker"),
                "each round needs a \"taker\": \"A\" or \"B\"",
            )
        }
        Some(t) => team_value(t, path("taker"))?,
    };
    let contract = match v.get("contract") {
        None => return err(path("contract"), "each round needs a \"contract\""),
        Some(c) => contract_at(facts, c, path("contract"))?,
    };
    let forced = parse_forced(facts, v.get("forced"), path("forced"))?;
    let bid = parse_bid(facts, v.get("bid"), path("bid"))?;
    let double = parse_double(facts, v.get("double"), path("double"))?;
    let capot = match present(v.get("capot")) {
        None => None,
        Some(t) => Some(team_value(t, path("capot"))?),
    };
    let points = parse_points(v.get("points"), capot, contract.deal_total, path("points"))?;
    let belote = parse_belote(facts, contract, v.get("belote"), path("belote"))?;
    let dealer = match present(v.get("dealer")) {
        None => None,
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
        game,
        options,
        contract,
        v.get("declarations"),
        path("declarations"),
    )?;
    let roem = parse_roem(facts, v.get("roem"), path("roem"))?;
    let round = Round {
        taker,
        forced,
        contract: contract.contract,
        bid,
        double,
        points: points.unwrap_or([0, 0]),
        capot,
        belote,
        declarations,
        roem,
        dealer,
        baloot: Default::default(),
    };
    if points.is_none() && game.deal_played(&round) {
        return err(
            path("points"),
            "give the card points of one team, e.g. {\"A\": 102}, or the team that took every trick as \"capot\"",
        );
    }
    check_belote_cards(
        round.contract,
        &round.belote,
        &round.declarations,
        path("belote"),
    )?;
    game.check_round(&round, options, at)?;
    Ok(round)
}

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

fn parse_bid<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<Option<Bid>> {
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
fn parse_forced<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<bool> {
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
pub(crate) fn roem_number_ok(n: i64) -> bool {
    n >= 0 && n % 10 == 0 && n != 10 && n != 30
}

/// The most roem one deal can hold (eight tricks of four of a kind, four jacks 200).
const MOST_ROEM: i64 = 900;

/// `roem` per team: a number, or a list of the roem called. Only the shape is read here; what
/// the roem may add up to depends on the options (the variant's `check_round`).
fn parse_roem<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<[Roem; 2]> {
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

fn parse_double<J: Json>(facts: &Facts, v: Option<&J>, at: At) -> Res<Double> {
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
fn parse_points<J: Json>(
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

fn parse_belote<J: Json>(
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

fn parse_declarations<J: Json>(
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
                return err(at, format!("a carré of {}s is not a declaration: only {} count", rank.label(), ranks.join(", ")));
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
fn check_belote_cards(
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
