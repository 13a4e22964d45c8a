//! One match entry of a docs/match-files.md history file, checked field by field (its match by the
//! engine) and turned into a [`FullMatch`] ready to insert; errors point at the value.

use belote_core::{parse_match, score_value, InputError, Variant, Winner};
use serde_json::{json, Map, Value};

use crate::model::{MatchState, TeamInfo, Teams};
use crate::rows::{parse_time, FullMatch};

pub(crate) fn bad(at: impl Into<String>, message: impl Into<String>) -> InputError {
    InputError::new(at, message)
}

fn get_str<'a>(o: &'a Map<String, Value>, key: &str, at: &str) -> Result<&'a str, InputError> {
    match o.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(bad(
            format!("{at}.{key}"),
            format!("`{key}` must be a string"),
        )),
        None => Err(bad(at, format!("missing `{key}`"))),
    }
}

fn parse_team(teams: &Map<String, Value>, key: &str, at: &str) -> Result<TeamInfo, InputError> {
    let at_team = format!("{at}.{key}");
    let team = match teams.get(key) {
        Some(Value::Object(o)) => o,
        Some(_) => {
            return Err(bad(
                &at_team,
                "a team must be an object {\"name\", \"players\"}",
            ))
        }
        None => return Err(bad(at, format!("missing team `{key}`"))),
    };
    let name = get_str(team, "name", &at_team)?.to_string();
    let at_players = format!("{at_team}.players");
    let players = match team.get("players") {
        Some(Value::Array(a)) => a,
        Some(_) => return Err(bad(&at_players, "`players` must be an array of two names")),
        None => return Err(bad(&at_team, "missing `players`")),
    };
    if players.len() != 2 {
        return Err(bad(
            &at_players,
            format!("a team has two players, not {}", players.len()),
        ));
    }
    let mut names = [String::new(), String::new()];
    for (i, p) in players.iter().enumerate() {
        names[i] = p
            .as_str()
            .ok_or_else(|| {
                bad(
                    format!("{at_players}[{i}]"),
                    "a player is a name (a string)",
                )
            })?
            .to_string();
    }
    Ok(TeamInfo {
        name,
        players: names,
    })
}

pub(crate) fn parse_entry(entry: &Value, at: &str) -> Result<FullMatch, InputError> {
    let o = entry
        .as_object()
        .ok_or_else(|| bad(at, "a match entry must be an object"))?;
    let id = get_str(o, "id", at)?;
    if id.is_empty() {
        return Err(bad(format!("{at}.id"), "`id` must not be empty"));
    }
    let created = get_str(o, "created", at)?;
    let created_ms = parse_time(created).ok_or_else(|| {
        bad(
            format!("{at}.created"),
            "`created` must be an RFC 3339 time like 2026-11-21T20:15:00Z",
        )
    })?;
    let (finished, finished_ms) = match o.get("finished") {
        None | Some(Value::Null) => (None, None),
        Some(Value::String(s)) => {
            let ms = parse_time(s).ok_or_else(|| {
                bad(
                    format!("{at}.finished"),
                    "`finished` must be null or an RFC 3339 time like 2026-11-21T21:02:40Z",
                )
            })?;
            (Some(s.clone()), Some(ms))
        }
        Some(_) => {
            return Err(bad(
                format!("{at}.finished"),
                "`finished` must be null or an RFC 3339 time",
            ))
        }
    };
    let at_teams = format!("{at}.teams");
    let teams = match o.get("teams") {
        Some(Value::Object(t)) => t,
        Some(_) => return Err(bad(&at_teams, "`teams` must be an object {\"A\", \"B\"}")),
        None => return Err(bad(at, "missing `teams`")),
    };
    let teams = Teams {
        a: parse_team(teams, "A", &at_teams)?,
        b: parse_team(teams, "B", &at_teams)?,
    };
    let first_dealer = match o.get("first_dealer") {
        Some(v) => v
            .as_u64()
            .filter(|d| *d <= 3)
            .map(|d| d as u8)
            .ok_or_else(|| {
                bad(
                    format!("{at}.first_dealer"),
                    "the first dealer is a seat from 0 to 3",
                )
            })?,
        None => return Err(bad(at, "missing `first_dealer`")),
    };
    let abandoned = match o.get("abandoned") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            return Err(bad(
                format!("{at}.abandoned"),
                "`abandoned` must be true or false",
            ))
        }
    };
    let at_match = format!("{at}.match");
    let file = o.get("match").ok_or_else(|| bad(at, "missing `match`"))?;
    let sheet = score_value(file).map_err(|e| e.under(&at_match))?;
    let target = parse_match(file).map_err(|e| e.under(&at_match))?.target();
    // score_value accepted it, so these are present and well-formed.
    let variant = file
        .get("variant")
        .and_then(Value::as_str)
        .and_then(Variant::parse)
        .ok_or_else(|| bad(&at_match, "missing `variant`"))?;
    let options = match file.get("options") {
        None | Some(Value::Null) => json!({}),
        Some(v) => v.clone(),
    };
    let facts = file
        .get("rounds")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let state = if abandoned {
        MatchState::Abandoned
    } else if finished.is_some() {
        MatchState::Finished
    } else {
        MatchState::InPlay
    };
    // A match the engine declares over is finished: storing it "in play" with a winner would
    // be half true, and inventing an end time would be too. The file has to say when.
    if let (MatchState::InPlay, Some(winner)) = (state, sheet.winner) {
        let result = match winner {
            Winner::A => "team A wins",
            Winner::B => "team B wins",
            Winner::Draw => "it is a draw",
        };
        return Err(bad(
            format!("{at}.finished"),
            format!(
                "the rounds end the game ({result}) but `finished` is null; give the time the \
                 match ended, like 2026-11-21T21:02:40Z"
            ),
        ));
    }
    Ok(FullMatch {
        id: id.to_string(),
        created: created.to_string(),
        created_ms,
        finished,
        finished_ms,
        state,
        by_hand: state == MatchState::Finished && sheet.winner.is_none(),
        teams,
        first_dealer,
        variant,
        options,
        target,
        facts,
        sheet,
    })
}
