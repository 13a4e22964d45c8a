//! Reading a Baloot round (BALOOT.md B.1) from any [`Json`], with every check of B.5 that
//! needs only the round and the options, each error at the path the contract gives. What
//! needs the totals before the deal (the Sun double gate) or the contest (equal projects
//! given by kind, a Baloot beside a counted `"hundred"`) is checked when the round is scored.

use super::projects::{self, CARRE_RANKS};
use crate::card::{Contract, Suit};
use crate::error::InputError;
use crate::json::Json;
use crate::model::{BalootFacts, CapotKind, Declaration, Double, ProjectKind, Round, Team};
use crate::options::Options;
use crate::parse::base::{
    err, object, per_team, present, reject_unknown, team_value, whole_number, At,
};
use crate::parse::declarations::parse_declaration;
use crate::parse::facts::given_points;
use crate::rules::Fact;

type Res<T> = Result<T, InputError>;

/// Card abnat of a whole deal: 130 in Sun, 162 in Hokum.
pub fn deal_total(contract: Contract) -> u32 {
    if projects::is_sun(contract) {
        130
    } else {
        162
    }
}

/// Reads one Baloot round (`at` is its path, e.g. `rounds[3]`).
pub fn round<J: Json>(_options: &Options, v: &J, at: &str) -> Res<Round> {
    let here = At::Path(at);
    object(v, here, "a round")?;
    reject_unknown(v, here, &Fact::ALL.map(Fact::key))?;
    let path = |k| here.key(k);
    for (fact, why) in [
        (
            Fact::Bid,
            "Baloot has no bids: the buyer's contract is Sun or Hokum",
        ),
        (
            Fact::Forced,
            "Baloot records no forced buyer: a deal everybody passed is dealt again and is no round",
        ),
        (
            Fact::Roem,
            "Baloot has no roem: give the Baloot (trump K and Q) as \"belote\" and the projects as \"declarations\"",
        ),
    ] {
        if present(v.get(fact.key())).is_some() {
            return err(path(fact.key()), why);
        }
    }

    let taker = match present(v.get("taker")) {
        None => {
            return err(
                path("taker"),
                "each round needs a \"taker\": the buying team, \"A\" or \"B\"",
            )
        }
        Some(t) => team_value(t, path("taker"))?,
    };
    let contract = match present(v.get("contract")) {
        None => {
            return err(
                path("contract"),
                "each round needs a \"contract\": \"sun\", or \"hokum\" (or its trump suit)",
            )
        }
        Some(c) => contract(c, path("contract"))?,
    };
    let sun = projects::is_sun(contract);
    let ashkal = flag(
        v.get("ashkal"),
        path("ashkal"),
        "ashkal",
        "bought by Ashkal",
    )?;
    if ashkal && !sun {
        return err(
            path("ashkal"),
            "Ashkal is a Sun bought for the partner: there is no Ashkal in Hokum",
        );
    }
    let double = double(v.get("double"), sun, path("double"))?;
    let locked = flag(
        v.get("locked"),
        path("locked"),
        "locked",
        "the double was closed",
    )?;
    if locked {
        let why = match double {
            Double::Gahwa => Some("a Gahwa is always open: leave \"locked\" out"),
            Double::Double | Double::Three | Double::Four if !sun => None,
            _ => Some("\"locked\" (closed, مغلق) is said of a Hokum double, three or four"),
        };
        if let Some(why) = why {
            return err(path("locked"), why);
        }
    }
    let capot = team_or_none(v.get("capot"), path("capot"))?;
    let foul = team_or_none(v.get("foul"), path("foul"))?;
    if capot.is_some() && foul.is_some() {
        return err(
            path("foul"),
            "a deal ends by a kaboot or by a proven foul, not both: give \"capot\" or \"foul\"",
        );
    }
    let capot_kind = capot_kind(v.get("capot_kind"), path("capot_kind"))?;
    if capot_kind == CapotKind::Reverse {
        let why = if !sun {
            Some("a reverse kaboot is a Sun's: there is none in Hokum")
        } else if capot.is_none() {
            Some("a reverse kaboot needs the team that took every trick as \"capot\"")
        } else if capot == Some(taker) {
            Some("a reverse kaboot is the defenders' (the buyer led and lost every trick): \"capot\" is the buyer here")
        } else {
            None
        };
        if let Some(why) = why {
            return err(path("capot_kind"), why);
        }
    }
    let total = deal_total(contract);
    let given = given_points(v.get("points"), total, path("points"), true)?;
    if let (Some(t), Some(p)) = (capot, given) {
        if p[t.index()] != total {
            return err(
                path("points"),
                format!(
                    "team {t} took every trick (kaboot), so its card abnat are the deal's {total}, not {}",
                    p[t.index()]
                ),
            );
        }
    }
    let points = given.or(capot.map(|t| match t {
        Team::A => [total, 0],
        Team::B => [0, total],
    }));
    let score = score(v.get("score"), path("score"))?;
    if points.is_none() && score.is_none() && foul.is_none() {
        return err(
            at,
            "give the card abnat (\"points\", e.g. {\"A\": 85}) or the game points as written (\"score\", e.g. {\"A\": 17, \"B\": 9}), or the team that took every trick (\"capot\") or fouled (\"foul\")",
        );
    }
    let belote = baloot(v.get("belote"), sun, path("belote"))?;
    let declarations = declarations(v.get("declarations"), contract, path("declarations"))?;
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
    let round = Round {
        taker,
        forced: false,
        contract,
        bid: None,
        double,
        points: points.unwrap_or([0, 0]),
        capot,
        belote,
        declarations,
        roem: Default::default(),
        dealer,
        baloot: BalootFacts {
            ashkal,
            score,
            points_given: given.is_some(),
            capot_kind,
            locked,
            foul,
        },
    };
    projects::check_cards(&round, here)?;
    Ok(round)
}

/// Sun (`"sun"`, `"no_trumps"`), or Hokum: a suit, or `"hokum"` when the suit was not written.
fn contract<J: Json>(v: &J, at: At) -> Res<Contract> {
    match v.as_str() {
        Some("sun" | "no_trumps") => Ok(Contract::Sun),
        Some("hokum") => Ok(Contract::Hokum),
        Some("clubs") => Ok(Contract::Suit(Suit::Clubs)),
        Some("diamonds") => Ok(Contract::Suit(Suit::Diamonds)),
        Some("hearts") => Ok(Contract::Suit(Suit::Hearts)),
        Some("spades") => Ok(Contract::Suit(Suit::Spades)),
        Some("all_trumps") => err(
            at,
            "all_trumps is not a Baloot contract: Baloot is played in Sun (no trumps) or in Hokum (a trump suit)",
        ),
        _ => err(
            at,
            format!("{v} is not a Baloot contract: use \"sun\", \"hokum\", or Hokum's trump suit \"clubs\", \"diamonds\", \"hearts\" or \"spades\""),
        ),
    }
}

/// An optional `true`/`false`; `false` and left out mean the same.
fn flag<J: Json>(v: Option<&J>, at: At, key: &str, says: &str) -> Res<bool> {
    match present(v) {
        None => Ok(false),
        Some(b) => b.as_bool().ok_or_else(|| {
            InputError::new(
                at,
                format!("{b} is not true or false: \"{key}\" says whether {says}"),
            )
        }),
    }
}

fn team_or_none<J: Json>(v: Option<&J>, at: At) -> Res<Option<Team>> {
    present(v).map(|t| team_value(t, at)).transpose()
}

/// `double`: none, double (دبل), three (ثري), four (فور) or gahwa (قهوة); in Sun a double only.
fn double<J: Json>(v: Option<&J>, sun: bool, at: At) -> Res<Double> {
    let Some(d) = present(v) else {
        return Ok(Double::None);
    };
    let double = match d.as_str().and_then(Double::parse) {
        Some(Double::Redouble) => {
            return err(
                at,
                "Baloot has no redouble: the chain is \"double\" (دبل), \"three\" (ثري), \"four\" (فور), \"gahwa\" (قهوة)",
            )
        }
        Some(double) => double,
        None => {
            return err(
                at,
                format!("{d} is not a double: use \"none\", \"double\", \"three\", \"four\" or \"gahwa\""),
            )
        }
    };
    if sun && !matches!(double, Double::None | Double::Double) {
        return err(
            at,
            "Sun is only doubled (دبل): there is no three, four or Gahwa in Sun",
        );
    }
    Ok(double)
}

fn capot_kind<J: Json>(v: Option<&J>, at: At) -> Res<CapotKind> {
    match present(v).map(|k| (k, k.as_str())) {
        None | Some((_, Some("normal"))) => Ok(CapotKind::Normal),
        Some((_, Some("reverse"))) => Ok(CapotKind::Reverse),
        Some((k, _)) => err(
            at,
            format!("{k} is not a kind of kaboot: use \"normal\" or \"reverse\""),
        ),
    }
}

/// `score`: both teams' game points as the sheet writes them.
fn score<J: Json>(v: Option<&J>, at: At) -> Res<Option<[i64; 2]>> {
    let Some(s) = present(v) else {
        return Ok(None);
    };
    let [a, b] = per_team(s, at, "score")?;
    let mut out = [0i64; 2];
    for (i, (team, val)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(val) = val else {
            return err(
                at,
                format!("give both teams' game points as the sheet writes them, e.g. {{\"A\": 17, \"B\": 9}}: team {team}'s are missing"),
            );
        };
        out[i] = whole_number(val)
            .filter(|n| (0..=100_000).contains(n))
            .ok_or_else(|| {
                InputError::new(
                    at.key(team.as_str()),
                    format!("{val} is not a number of game points: a whole number from 0"),
                )
            })?;
    }
    Ok(Some(out))
}

/// `belote`: the Baloot (trump K and Q in one hand), `{"B": 1}`; Hokum only, one a deal.
fn baloot<J: Json>(v: Option<&J>, sun: bool, at: At) -> Res<[u8; 2]> {
    let Some(v) = present(v) else {
        return Ok([0, 0]);
    };
    let [a, b] = per_team(v, at, "belote")?;
    let mut out = [0u8; 2];
    for (i, val) in [a, b].into_iter().enumerate() {
        let Some(val) = val else { continue };
        match whole_number(val) {
            Some(0) => {}
            Some(1) => out[i] = 1,
            _ => {
                return err(
                    at,
                    format!("{val} is not a Baloot: write 1 for the team that held the trump K and Q, e.g. {{\"B\": 1}}"),
                )
            }
        }
    }
    if out == [1, 1] {
        return err(
            at,
            "there is one Baloot a deal: the trump K and Q are in one hand",
        );
    }
    if sun && out != [0, 0] {
        return err(at, "there is no Baloot in Sun: it is the K and Q of trumps");
    }
    Ok(out)
}

/// `declarations`: per team, projects by kind (`"sira"`, `"fifty"`, `"hundred"`,
/// `"four_hundred"`) or by their cards (a sequence or carré object).
fn declarations<J: Json>(v: Option<&J>, contract: Contract, at: At) -> Res<[Vec<Declaration>; 2]> {
    let mut out: [Vec<Declaration>; 2] = [Vec::new(), Vec::new()];
    let Some(v) = present(v) else {
        return Ok(out);
    };
    let [a, b] = per_team(v, at, "declarations")?;
    for (i, (team, list)) in [(Team::A, a), (Team::B, b)].into_iter().enumerate() {
        let Some(list) = list else { continue };
        let here = at.key(team.as_str());
        let items = list.as_array().ok_or_else(|| {
            InputError::new(
                here,
                "projects are given per team as a list, e.g. {\"A\": [\"sira\", {\"type\": \"carre\", \"rank\": \"K\"}]}",
            )
        })?;
        for (j, item) in items.iter().enumerate() {
            let item_at = here.index(j);
            let d = match item.as_str() {
                Some(name) => Declaration::Project {
                    kind: ProjectKind::parse(name).ok_or_else(|| {
                        InputError::new(
                            item_at,
                            format!("{item} is not a project: use \"sira\", \"fifty\", \"hundred\" or \"four_hundred\", or give its cards"),
                        )
                    })?,
                },
                None => parse_declaration(item, team, item_at, &CARRE_RANKS)?,
            };
            if let Err(why) = projects::kind_of(&d, contract) {
                return err(item_at, why);
            }
            out[i].push(d);
        }
    }
    Ok(out)
}
