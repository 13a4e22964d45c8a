//! Reading `stages`, `partners` and `sessions` key by key (docs/events.md "Event definition:
//! stages, partners, sessions"): each value checked where it is, every default filled in. The
//! checks that depend on how many teams there are (pool sizes, places that exist, bracket
//! sizes, the rounds a session starts at) are in `counts`.

use belote_core::parse::{reject_unknown, At};
use belote_core::InputError;
use serde_json::{Map, Value};

use super::parts::{ByePoints, Criterion, EntrantKind, MatchPoints};
use super::read::{
    bad, object, read_bye_at, read_date, read_deals, read_draw_at, read_match_points_at,
    read_ranking_at, whole_in, Res, MAX_NAME_CHARS, MAX_ROUNDS,
};
use super::stages::{
    Bracket, BracketFrom, KnockoutSeeding, KnockoutStage, Partners, Placing, PoolSeeding,
    PoolsStage, RoundsStage, Session, SessionStart, Stage, StageKind, Take, Tie,
};

/// The most stages an event has.
pub const MAX_STAGES: usize = 6;
/// The most brackets a knockout stage has.
pub const MAX_BRACKETS: usize = 8;
/// The most pools a pools stage has (pool letters A … Z).
pub const MAX_POOLS: u32 = 26;
/// The most sessions an event has.
pub const MAX_SESSIONS: usize = 10;

/// What the stages inherit from the event: its ranking, match points, bye and deals.
pub(crate) struct Inherited<'a> {
    pub ranking: &'a [Criterion],
    pub match_points: MatchPoints,
    pub bye: ByePoints,
    pub deals: Option<u32>,
    /// Players whose partners are drawn every round: `rounds` stages only.
    pub players_every_round: bool,
}

pub(crate) fn read_partners(v: Option<&Value>, kind: EntrantKind) -> Res<Option<Partners>> {
    let Some(v) = v else { return Ok(None) };
    if kind == EntrantKind::Teams {
        return bad(
            "partners",
            "\"partners\" is for an event of players: teams are pairs already",
        );
    }
    Partners::ALL
        .into_iter()
        .find(|p| v.as_str() == Some(p.as_str()))
        .map(Some)
        .ok_or_else(|| {
            InputError::new(
                "partners",
                format!("{v} is not a way to pair players: use \"every_round\", \"once\" or \"once_in_order\""),
            )
        })
}

/// An id: 1–32 characters of `a`–`z`, `0`–`9`, `-`, `_`.
fn read_id(v: Option<&Value>, at: &str, what: &str) -> Res<String> {
    let Some(v) = v else {
        return bad(at, format!("{what} needs an \"id\""));
    };
    match v.as_str() {
        Some(s)
            if (1..=32).contains(&s.len())
                && s.bytes().all(|c| {
                    c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-' || c == b'_'
                }) =>
        {
            Ok(s.to_string())
        }
        _ => bad(
            at,
            format!("{v} is not an id: 1 to 32 characters from a–z, 0–9, - and _"),
        ),
    }
}

fn read_label(v: Option<&Value>, at: &str, default: &str) -> Res<String> {
    match v {
        None | Some(Value::Null) => Ok(default.to_string()),
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= MAX_NAME_CHARS => {
            Ok(s.clone())
        }
        Some(v) => bad(
            at,
            format!("{v} is not a name: a non-empty string of at most {MAX_NAME_CHARS} characters"),
        ),
    }
}

/// `{"places": [a, b]}` at `at` (a stage's or a bracket's `from`).
fn read_places(v: &Value, at: &str) -> Res<Take> {
    let at_p = format!("{at}.places");
    let wrong = || {
        InputError::new(
            &at_p,
            format!("{v} is not [a, b]: places from a to b, 1 ≤ a ≤ b (b null: to the last)"),
        )
    };
    let list = v.as_array().filter(|l| l.len() == 2).ok_or_else(wrong)?;
    let first = list[0]
        .as_u64()
        .filter(|&a| (1..=1024).contains(&a))
        .ok_or_else(wrong)? as u32;
    let last = match &list[1] {
        Value::Null => None,
        b => Some(
            b.as_u64()
                .filter(|&b| b >= u64::from(first) && b <= 1024)
                .ok_or_else(wrong)? as u32,
        ),
    };
    Ok(Take { first, last })
}

/// A rounds or pools stage's `from`: `{"places": [a, b]}`.
fn read_stage_from(v: &Value, at: &str) -> Res<Take> {
    let o = object(v, at, "from")?;
    reject_unknown(v, At::Path(at), &["places"])?;
    match o.get("places") {
        None => bad(at, "\"from\" needs its \"places\": [a, b]"),
        Some(p) => read_places(p, at),
    }
}

const COMMON_KEYS: [&str; 4] = ["id", "name", "kind", "deals"];
const ROUNDS_KEYS: [&str; 6] = ["from", "ranking", "match_points", "rounds", "draw", "bye"];
const POOLS_KEYS: [&str; 6] = [
    "from",
    "ranking",
    "match_points",
    "pools",
    "seeding",
    "legs",
];
const KNOCKOUT_KEYS: [&str; 3] = ["brackets", "seeding", "tie"];

/// Reads `stages`.
pub(crate) fn read_stages(v: &Value, up: &Inherited) -> Res<Vec<Stage>> {
    let Some(list) = v
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= MAX_STAGES)
    else {
        return bad(
            "stages",
            format!("{v} is not a list of stages: 1 to {MAX_STAGES} stages, run in order"),
        );
    };
    let mut out: Vec<Stage> = Vec::with_capacity(list.len());
    for (i, sv) in list.iter().enumerate() {
        let at = format!("stages[{i}]");
        let o = object(sv, &at, "a stage")?;
        if out.iter().any(|s| s.knockout().is_some()) {
            return bad(
                &at,
                "no stage can follow a knockout stage: its brackets decide the places",
            );
        }
        let id = read_id(o.get("id"), &format!("{at}.id"), "a stage")?;
        if out.iter().any(|s| s.id == id) {
            return bad(
                format!("{at}.id"),
                format!("{id:?} is already a stage's id"),
            );
        }
        let name = read_label(o.get("name"), &format!("{at}.name"), &id)?;
        let kind_v = o.get("kind");
        let kind_name = match kind_v.and_then(Value::as_str) {
            Some(k @ ("rounds" | "pools" | "knockout")) => k,
            _ => {
                return bad(
                    format!("{at}.kind"),
                    format!(
                        "{} is not a kind of stage: use \"rounds\", \"pools\" or \"knockout\"",
                        kind_v.map_or("nothing".to_string(), Value::to_string)
                    ),
                )
            }
        };
        if kind_name != "rounds" && up.players_every_round {
            return bad(
                format!("{at}.kind"),
                format!(
                    "{kind_name} are played by fixed pairs: players whose partners are drawn every round play \"rounds\" stages only"
                ),
            );
        }
        let mut keys: Vec<&str> = COMMON_KEYS.to_vec();
        keys.extend_from_slice(match kind_name {
            "rounds" => &ROUNDS_KEYS[..],
            "pools" => &POOLS_KEYS[..],
            _ => &KNOCKOUT_KEYS[..],
        });
        if kind_name == "knockout" {
            for key in ["ranking", "match_points", "from"] {
                if o.contains_key(key) {
                    return bad(
                        format!("{at}.{key}"),
                        format!(
                            "a knockout stage has no \"{key}\": its brackets decide the places, and each bracket says where its teams come from"
                        ),
                    );
                }
            }
        }
        reject_unknown(sv, At::Path(&at), &keys)?;
        let deals = match o.get("deals") {
            None => up.deals,
            Some(Value::Null) => None,
            Some(d) => Some(read_deals(d, &format!("{at}.deals"))?),
        };
        let first = i == 0;
        let from = if kind_name == "knockout" {
            None
        } else {
            match (o.get("from"), first) {
                (Some(_), true) => {
                    return bad(
                        format!("{at}.from"),
                        "the first stage takes every entrant: it has no \"from\"",
                    )
                }
                (None, false) => return bad(
                    format!("{at}.from"),
                    "a later stage needs its \"from\": {\"places\": [a, b]} of the stage before",
                ),
                (Some(f), false) => Some(read_stage_from(f, &format!("{at}.from"))?),
                (None, true) => None,
            }
        };
        let ranking = match o.get("ranking") {
            None => up.ranking.to_vec(),
            Some(r) => read_ranking_at(r, &format!("{at}.ranking"))?,
        };
        let match_points = match o.get("match_points") {
            None => up.match_points,
            Some(m) => read_match_points_at(m, &format!("{at}.match_points"), up.match_points)?,
        };
        let kind = match kind_name {
            "rounds" => StageKind::Rounds(read_rounds(o, &at, up)?),
            "pools" => StageKind::Pools(read_pools(o, &at, first)?),
            _ => StageKind::Knockout(read_knockout(o, &at, first)?),
        };
        out.push(Stage {
            id,
            name,
            deals,
            from,
            ranking,
            match_points,
            kind,
        });
    }
    Ok(out)
}

fn read_rounds(o: &Map<String, Value>, at: &str, up: &Inherited) -> Res<RoundsStage> {
    let rounds = match o.get("rounds") {
        None => {
            return bad(
                format!("{at}.rounds"),
                "a rounds stage needs \"rounds\": 1 to 20",
            )
        }
        Some(r) => whole_in(
            r,
            &format!("{at}.rounds"),
            1..=i64::from(MAX_ROUNDS),
            "a number of rounds",
        )? as u32,
    };
    let draw = match o.get("draw") {
        None => super::read::DEFAULT_DRAW,
        Some(d) => read_draw_at(d, &format!("{at}.draw"), false)?,
    };
    let bye = match o.get("bye") {
        None => up.bye,
        Some(b) => read_bye_at(b, &format!("{at}.bye"))?,
    };
    Ok(RoundsStage { rounds, draw, bye })
}

fn read_pools(o: &Map<String, Value>, at: &str, first: bool) -> Res<PoolsStage> {
    let pools = match o.get("pools") {
        None => {
            return bad(
                format!("{at}.pools"),
                "a pools stage needs \"pools\": 1 to 26",
            )
        }
        Some(p) => whole_in(
            p,
            &format!("{at}.pools"),
            1..=i64::from(MAX_POOLS),
            "a number of pools",
        )? as u32,
    };
    let seeding = match o.get("seeding") {
        None if first => PoolSeeding::Lot,
        None => PoolSeeding::Serpentine,
        Some(v) => match v.as_str() {
            Some("serpentine") => PoolSeeding::Serpentine,
            Some("lot") => PoolSeeding::Lot,
            _ => {
                return bad(
                    format!("{at}.seeding"),
                    format!("{v} is not a way to deal pools: use \"serpentine\" or \"lot\""),
                )
            }
        },
    };
    let legs = match o.get("legs") {
        None => 1,
        Some(v) => match v.as_u64() {
            Some(n @ (1 | 2)) => n as u32,
            _ => {
                return bad(
                    format!("{at}.legs"),
                    format!("{v} is not a number of legs: 1, or 2 to meet twice"),
                )
            }
        },
    };
    Ok(PoolsStage {
        pools,
        seeding,
        legs,
    })
}

fn read_knockout(o: &Map<String, Value>, at: &str, first: bool) -> Res<KnockoutStage> {
    let seeding = match (o.get("seeding"), first) {
        (None, true) => Some(KnockoutSeeding::Lot),
        (None, false) => None,
        (Some(v), false) => {
            return bad(
                format!("{at}.seeding"),
                format!(
                    "{v}: a later knockout is seeded by the stage before, so it has no \"seeding\""
                ),
            )
        }
        (Some(v), true) => match v.as_str() {
            Some("lot") => Some(KnockoutSeeding::Lot),
            Some("order") => Some(KnockoutSeeding::Order),
            _ => {
                return bad(
                    format!("{at}.seeding"),
                    format!("{v} is not a way to seed a bracket: use \"lot\" or \"order\""),
                )
            }
        },
    };
    let tie = match o.get("tie") {
        None => Tie::ExtraDeal,
        Some(v) => match v.as_str() {
            Some("extra_deal") => Tie::ExtraDeal,
            Some("seed") => Tie::Seed,
            _ => {
                return bad(
                    format!("{at}.tie"),
                    format!(
                        "{v} is not a way to decide an equal table: use \"extra_deal\" or \"seed\""
                    ),
                )
            }
        },
    };
    let at_b = format!("{at}.brackets");
    let list = match o.get("brackets") {
        None => return bad(&at_b, "a knockout stage needs its \"brackets\": 1 to 8"),
        Some(Value::Array(l)) if !l.is_empty() && l.len() <= MAX_BRACKETS => l,
        Some(v) => {
            return bad(
                &at_b,
                format!("{v} is not a list of brackets: 1 to {MAX_BRACKETS}"),
            )
        }
    };
    let mut brackets: Vec<Bracket> = Vec::with_capacity(list.len());
    for (j, bv) in list.iter().enumerate() {
        let at_j = format!("{at_b}[{j}]");
        let bo = object(bv, &at_j, "a bracket")?;
        reject_unknown(bv, At::Path(&at_j), &["id", "name", "from", "placing"])?;
        let id = read_id(bo.get("id"), &format!("{at_j}.id"), "a bracket")?;
        if brackets.iter().any(|b| b.id == id) {
            return bad(
                format!("{at_j}.id"),
                format!("{id:?} is already a bracket's id in this stage"),
            );
        }
        let name = read_label(bo.get("name"), &format!("{at_j}.name"), &id)?;
        let at_f = format!("{at_j}.from");
        let from = match bo.get("from") {
            None if first && j == 0 => BracketFrom::Everyone,
            None => {
                return bad(
                    &at_f,
                    if first {
                        "a later bracket of a first-stage knockout needs \"from\": {\"losers\": ID}"
                    } else {
                        "a bracket needs its \"from\": {\"places\": [a, b]} or {\"losers\": ID}"
                    },
                )
            }
            Some(f) => {
                let fo = object(f, &at_f, "from")?;
                reject_unknown(f, At::Path(&at_f), &["places", "losers"])?;
                match (fo.get("places"), fo.get("losers")) {
                    (Some(p), None) => {
                        if first {
                            return bad(
                                format!("{at_f}.places"),
                                "a first-stage knockout takes every entrant: no places come before it",
                            );
                        }
                        BracketFrom::Places(read_places(p, &at_f)?)
                    }
                    (None, Some(l)) => {
                        let at_l = format!("{at_f}.losers");
                        let giver = brackets
                            .iter()
                            .position(|b| l.as_str() == Some(b.id.as_str()))
                            .ok_or_else(|| {
                                InputError::new(
                                    &at_l,
                                    format!("{l} is not an earlier bracket of this stage"),
                                )
                            })?;
                        if brackets
                            .iter()
                            .any(|b| b.from == BracketFrom::Losers(giver))
                        {
                            return bad(
                                &at_l,
                                format!("the losers of {l} already go to another bracket"),
                            );
                        }
                        if brackets[giver].placing == Placing::All {
                            return bad(
                                format!("{at_b}[{giver}].placing"),
                                format!(
                                    "bracket {l} plays every place, yet its round-1 losers go to bracket {id:?}: use \"none\" or \"third\""
                                ),
                            );
                        }
                        BracketFrom::Losers(giver)
                    }
                    _ => {
                        return bad(
                            &at_f,
                            "\"from\" is {\"places\": [a, b]} or {\"losers\": ID}",
                        )
                    }
                }
            }
        };
        let placing = match bo.get("placing") {
            None => Placing::Third,
            Some(v) => match v.as_str() {
                Some("none") => Placing::None,
                Some("third") => Placing::Third,
                Some("all") => Placing::All,
                _ => {
                    return bad(
                        format!("{at_j}.placing"),
                        format!("{v} is not a placing: use \"none\", \"third\" or \"all\""),
                    )
                }
            },
        };
        // A giver read earlier cannot play every place once its losers are taken.
        brackets.push(Bracket {
            id,
            name,
            from,
            placing,
        });
    }
    Ok(KnockoutStage {
        brackets,
        seeding,
        tie,
    })
}

/// Reads `sessions` (the round each starts at is checked with the counts).
pub(crate) fn read_sessions(v: &Value, stages: Option<&[Stage]>) -> Res<Vec<Session>> {
    let Some(list) = v
        .as_array()
        .filter(|l| !l.is_empty() && l.len() <= MAX_SESSIONS)
    else {
        return bad(
            "sessions",
            format!("{v} is not a list of sessions: 1 to {MAX_SESSIONS}"),
        );
    };
    let mut out = Vec::with_capacity(list.len());
    for (i, sv) in list.iter().enumerate() {
        let at = format!("sessions[{i}]");
        let o = object(sv, &at, "a session")?;
        reject_unknown(sv, At::Path(&at), &["name", "date", "starts"])?;
        let name = match o.get("name") {
            None | Some(Value::Null) => None,
            Some(n) => Some(read_label(Some(n), &format!("{at}.name"), "")?),
        };
        let date = match o.get("date") {
            None => {
                return bad(
                    format!("{at}.date"),
                    "a session needs its \"date\": YYYY-MM-DD",
                )
            }
            Some(d) => read_date(d, &format!("{at}.date"))?,
        };
        let at_s = format!("{at}.starts");
        let starts = match (o.get("starts"), i) {
            (None, 0) => None,
            (Some(_), 0) => {
                return bad(
                    &at_s,
                    "the first session starts with round 1: it has no \"starts\"",
                )
            }
            (None, _) => {
                return bad(
                    &at_s,
                    "a later session needs \"starts\": {\"stage\": ID, \"round\": r}",
                )
            }
            (Some(s), _) => Some(read_start(s, &at_s, stages)?),
        };
        out.push(Session { name, date, starts });
    }
    Ok(out)
}

fn read_start(v: &Value, at: &str, stages: Option<&[Stage]>) -> Res<SessionStart> {
    let o = object(v, at, "starts")?;
    reject_unknown(v, At::Path(at), &["stage", "round"])?;
    let stage = match (o.get("stage"), stages) {
        (Some(s), None) => {
            return bad(
                format!("{at}.stage"),
                format!(
                "{s}: an event without stages starts a session at an event round, {{\"round\": R}}"
            ),
            )
        }
        (None, Some(_)) => {
            return bad(
                at,
                "a session of a staged event starts at {\"stage\": ID, \"round\": r}",
            )
        }
        (None, None) => None,
        (Some(s), Some(stages)) => Some(
            stages
                .iter()
                .position(|st| s.as_str() == Some(st.id.as_str()))
                .ok_or_else(|| {
                    InputError::new(
                        format!("{at}.stage"),
                        format!("{s} is not a stage of this event"),
                    )
                })?,
        ),
    };
    let round = match o.get("round") {
        None if stage.is_some() => 1,
        None => return bad(format!("{at}.round"), "a session starts at {\"round\": R}"),
        Some(r) => whole_in(r, &format!("{at}.round"), 1..=1000, "a round")? as u32,
    };
    Ok(SessionStart { stage, round })
}
