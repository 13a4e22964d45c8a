//! The season file (docs/events.md, seasons' "Export file"): `{"format": "belote-season",
//! "version": 1, "season", "created", "definition"}`, written from a stored season and read back
//! with the definition checked as `create` checks it, its errors at `definition.…`. It carries
//! no events: they are imported first with their own files.

use belote_core::parse::{reject_unknown, At};
use belote_core::InputError;
use chrono::DateTime;
use serde_json::{json, Value};

use super::definition::{EventKinds, SeasonDefinition};

/// The `format` of a season file.
pub const SEASON_FORMAT: &str = "belote-season";
/// The season file version this build reads and writes.
pub const SEASON_VERSION: u64 = 1;
/// The most a season file may take: a larger one is refused before it is read whole.
pub const MAX_SEASON_BYTES: u64 = 16 << 20;

/// A season as stored: its id, when it was created, its definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Season {
    pub id: String,
    /// RFC 3339.
    pub created: String,
    pub def: SeasonDefinition,
}

/// The season file of `season`.
pub fn to_season_export(season: &Season) -> Value {
    json!({
        "format": SEASON_FORMAT,
        "version": SEASON_VERSION,
        "season": season.id,
        "created": season.created,
        "definition": season.def.to_json(),
    })
}

/// Reads a season file: everything checked (the definition's events against `kinds`),
/// nothing stored.
pub fn from_season_export(v: &Value, kinds: EventKinds) -> Result<Season, InputError> {
    let Some(o) = v.as_object() else {
        return Err(InputError::new("", "a season file must be a JSON object"));
    };
    match o.get("format") {
        Some(Value::String(s)) if s == SEASON_FORMAT => {}
        Some(_) => {
            return Err(InputError::new(
                "format",
                format!("not a season file: `format` must be \"{SEASON_FORMAT}\""),
            ))
        }
        None => return Err(InputError::new("", "not a season file: missing `format`")),
    }
    match o.get("version") {
        Some(n) if n.as_u64() == Some(SEASON_VERSION) => {}
        Some(n) => {
            return Err(InputError::new(
                "version",
                format!(
                    "season file version {n} is not supported (this app reads version \
                     {SEASON_VERSION})"
                ),
            ))
        }
        None => return Err(InputError::new("", "missing `version`")),
    }
    reject_unknown(
        v,
        At::Path(""),
        &["format", "version", "season", "created", "definition"],
    )?;
    let id = match o.get("season") {
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= 100 => s.clone(),
        Some(other) => {
            return Err(InputError::new(
                "season",
                format!("{other} is not a season id (a non-empty string)"),
            ))
        }
        None => return Err(InputError::new("season", "missing `season`")),
    };
    let created = match o.get("created") {
        Some(Value::String(s)) if DateTime::parse_from_rfc3339(s).is_ok() => s.clone(),
        Some(other) => {
            return Err(InputError::new(
                "created",
                format!("{other} is not a date and time (RFC 3339)"),
            ))
        }
        None => return Err(InputError::new("created", "missing `created`")),
    };
    let def = match o.get("definition") {
        Some(d) => SeasonDefinition::parse(d, kinds).map_err(|e| e.under("definition"))?,
        None => return Err(InputError::new("definition", "missing `definition`")),
    };
    Ok(Season { id, created, def })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::definition::EntrantKind;

    fn kinds(id: &str) -> Option<EntrantKind> {
        (id == "e-1").then_some(EntrantKind::Teams)
    }

    #[test]
    fn a_season_file_reads_back() {
        let season = Season {
            id: "s-2026-11-28-4c1d".into(),
            created: "2026-11-28T20:00:00Z".into(),
            def: SeasonDefinition::parse(&json!({ "name": "S", "events": ["e-1"] }), &kinds)
                .unwrap(),
        };
        let file = to_season_export(&season);
        assert_eq!(from_season_export(&file, &kinds).unwrap(), season);
        let mut bad = file.clone();
        bad["definition"]["events"] = json!(["e-1", "e-2"]);
        let e = from_season_export(&bad, &kinds).unwrap_err();
        assert_eq!(e.at, "definition.events[1]");
        let mut bad = file.clone();
        bad["definition"]["ranking"]["aggregate"] = json!("max");
        let e = from_season_export(&bad, &kinds).unwrap_err();
        assert_eq!(e.at, "definition.ranking.aggregate");
        let mut bad = file.clone();
        bad["version"] = json!(2);
        assert_eq!(from_season_export(&bad, &kinds).unwrap_err().at, "version");
        let mut bad = file;
        bad["extra"] = json!(1);
        assert_eq!(from_season_export(&bad, &kinds).unwrap_err().at, "extra");
    }
}
