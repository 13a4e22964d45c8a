//! The readers every part of a match file is read with: the path of a value ([`At`]), an
//! error at it, a whole number, an object and its known keys, a team, a per-team object, a
//! fact left out. Apart from the rest of `parse` so that a variant's own round reader
//! (Baloot's) uses them without importing the match reader that calls it.

use crate::error::InputError;
use crate::json::Json;
use crate::listing;
use crate::model::Team;
use std::fmt;

pub(crate) type Res<T> = Result<T, InputError>;

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
    match obj.key_not_in(known) {
        Some(key) => Err(unknown_key(key, at, known)),
        None => Ok(()),
    }
}

fn unknown_key(key: &str, at: At, known: &[&str]) -> InputError {
    let here = match at {
        At::Path("") => key.to_string(),
        at => format!("{at}.{key}"),
    };
    InputError::new(
        here,
        format!(
            "unknown key \"{key}\"; expected one of: {}",
            listing::or(known)
        ),
    )
}

/// The values of an object's keys `known`, each at its key's index, from one pass over
/// the object (rather than a search of it for each key); a key not in `known` is refused as
/// [`reject_unknown`] refuses it.
pub(crate) fn known_keys<'a, J: Json, const N: usize>(
    obj: &'a J,
    at: At,
    known: &[&str; N],
) -> Res<[Option<&'a J>; N]> {
    let mut values = [None; N];
    let mut unknown = None;
    obj.each_entry(
        |key, value| match known.iter().position(|k| crate::json::same_key(k, key)) {
            Some(i) => values[i] = values[i].or(Some(value)),
            None => {
                unknown.get_or_insert(key);
            }
        },
    );
    match unknown {
        Some(key) => Err(unknown_key(key, at, known)),
        None => Ok(values),
    }
}

pub(crate) fn team_value<J: Json>(v: &J, at: At) -> Res<Team> {
    v.as_str()
        .and_then(Team::parse)
        .ok_or_else(|| InputError::new(at, format!("{v} is not a team: use \"A\" or \"B\"")))
}

/// Reads the per-team object `{"A": …, "B": …}`, rejecting other keys.
pub(crate) fn per_team<'a, J: Json>(v: &'a J, at: At, what: &str) -> Res<[Option<&'a J>; 2]> {
    object(v, at, what)?;
    known_keys(v, at, &["A", "B"])
}

/// Is a fact left out, or null?
pub(crate) fn absent<J: Json>(v: Option<&J>) -> bool {
    v.is_none_or(J::is_null)
}

/// A fact's value, unless it is left out or null.
pub(crate) fn present<J: Json>(v: Option<&J>) -> Option<&J> {
    v.filter(|v| !v.is_null())
}
