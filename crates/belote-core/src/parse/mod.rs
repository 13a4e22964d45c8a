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
use crate::model::{Match, Round};
use crate::options::Options;
use crate::rules::{ContractFacts, Fact, Facts};
use crate::variant::Variant;
use crate::variants::game;
use serde_json::Value;

pub(crate) mod base;
pub(crate) mod declarations;
pub(crate) mod facts;

pub(crate) use base::{err, known_keys, object, present, team_value, Res};
pub use base::{reject_unknown, whole_number, At};
use declarations::{check_belote_cards, parse_declarations};
use facts::{parse_belote, parse_bid, parse_double, parse_forced, parse_points, parse_roem};

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
    contract_at(facts, v, At::Path(at), true)
}

/// Reads the contract of a question on the cards in play (`belote legal`): as
/// [`parse_contract`], but a contract that does not say its trump suit (Baloot's `"hokum"`)
/// is not offered when the value cannot be read, since the question must name the suit
/// (BALOOT.md E.3). `"hokum"` itself is still read, so that its caller can say why it is refused.
pub fn parse_play_contract<J: Json>(facts: &Facts, v: &J, at: &str) -> Res<&'static ContractFacts> {
    contract_at(facts, v, At::Path(at), false)
}

/// The contracts to offer when a `facts` variant's contract cannot be read: "clubs, diamonds,
/// hearts, spades, no_trumps or all_trumps" for the variants that name theirs by those words;
/// a variant with contracts of its own names (Baloot's Sun and Hokum) lists its own, with
/// Hokum without its suit only when `unnamed_suit` allows it (BALOOT.md B.1, E.3).
pub(crate) fn contract_names(facts: &Facts, unnamed_suit: bool) -> String {
    let own_names = facts
        .contracts
        .iter()
        .any(|c| matches!(c.contract, Contract::Sun | Contract::Hokum));
    if !own_names {
        return "clubs, diamonds, hearts, spades, no_trumps or all_trumps".to_string();
    }
    let names: Vec<&str> = facts
        .contracts
        .iter()
        .filter(|c| unnamed_suit || c.contract != Contract::Hokum)
        .map(|c| match c.contract {
            Contract::Sun => "sun (or no_trumps)",
            other => other.name(),
        })
        .collect();
    crate::listing::or(&names)
}

fn contract_at<J: Json>(
    facts: &Facts,
    v: &J,
    at: At,
    unnamed_suit: bool,
) -> Res<&'static ContractFacts> {
    let contract = v.as_str().and_then(Contract::parse).ok_or_else(|| {
        InputError::new(
            at,
            format!(
                "{v} is not a contract: use {}",
                contract_names(facts, unnamed_suit)
            ),
        )
    })?;
    // `no_trumps` names a variant's contract without trumps whatever its own name (Baloot's Sun).
    let contract = match contract {
        Contract::NoTrumps if facts.contract(contract).is_none() => facts
            .contracts
            .iter()
            .map(|c| c.contract)
            .find(|c| !c.has_trumps())
            .unwrap_or(contract),
        other => other,
    };
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
    // Every fact's value from one pass over the round (Fact::ALL is in the facts' order).
    let facts_given = known_keys(v, here, &Fact::ALL.map(Fact::key))?;
    let get = |fact: Fact| facts_given[fact as usize];
    let path = |k| here.key(k);
    for fact in [
        Fact::Ashkal,
        Fact::Locked,
        Fact::Score,
        Fact::CapotKind,
        Fact::Foul,
    ] {
        if present(get(fact)).is_some() {
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

    let taker = match get(Fact::Taker) {
        None => {
            return err(
                path("taker"),
                "each round needs a \"taker\": \"A\" or \"B\"",
            )
        }
        Some(t) => team_value(t, path("taker"))?,
    };
    let contract = match get(Fact::Contract) {
        None => return err(path("contract"), "each round needs a \"contract\""),
        Some(c) => contract_at(facts, c, path("contract"), true)?,
    };
    let forced = parse_forced(facts, get(Fact::Forced), path("forced"))?;
    let bid = parse_bid(facts, get(Fact::Bid), path("bid"))?;
    let double = parse_double(facts, get(Fact::Double), path("double"))?;
    let capot = match present(get(Fact::Capot)) {
        None => None,
        Some(t) => Some(team_value(t, path("capot"))?),
    };
    let points = parse_points(
        get(Fact::Points),
        capot,
        contract.deal_total,
        path("points"),
    )?;
    let belote = parse_belote(facts, contract, get(Fact::Belote), path("belote"))?;
    let dealer = match present(get(Fact::Dealer)) {
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
        get(Fact::Declarations),
        path("declarations"),
    )?;
    let roem = parse_roem(facts, get(Fact::Roem), path("roem"))?;
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
