//! Reading a match file (docs/match-files.md) into the model, validating every value and pointing
//! errors at the offending one. What a round may hold comes from its variant's
//! [`Facts`]: which facts it records, its contracts with their deal totals and belotes, its
//! bids and doubles, whether declarations exist; the variant's own checks come last
//! ([`Game::check_round`]).
//!
//! A round is read from any [`Json`] (a `serde_json::Value`, or the values `belote score`
//! reads while it streams), and the path of a value ([`At`]) is written out only when an
//! error names it: reading a good round allocates nothing but its declarations.

use crate::card::Contract;
use crate::error::InputError;
use crate::json::Json;
use crate::model::{Match, Round, Team};
use crate::options::Options;
use crate::rules::{ContractFacts, Fact, Facts};
use crate::variant::Variant;
use crate::variants::game;
use serde_json::Value;
use std::fmt;

mod declarations;
mod facts;

pub(crate) use declarations::parse_declaration;
use declarations::{check_belote_cards, parse_declarations};
pub(crate) use facts::given_points;
use facts::{parse_belote, parse_bid, parse_double, parse_forced, parse_points, parse_roem};

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
