//! The one error type of the core: bad input, located by a path into the input JSON.

use serde::Serialize;
use thiserror::Error;

/// Bad input, with `at` pointing at the offending value (e.g. `rounds[1].points.B`).
///
/// This is the error shape of docs/match-files.md: `{"error": {"at": …, "message": …}}`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct InputError {
    /// Path of the offending value: keys joined by `.`, array indices in brackets.
    pub at: String,
    /// A readable sentence saying what is wrong.
    pub message: String,
}

impl InputError {
    pub fn new(at: impl Into<String>, message: impl Into<String>) -> Self {
        InputError {
            at: at.into(),
            message: message.into(),
        }
    }

    /// Re-points the error under `prefix`: `"matches[3].match"` + `"rounds[2]"` gives
    /// `"matches[3].match.rounds[2]"`.
    pub fn under(self, prefix: &str) -> Self {
        let at = join_path(prefix, &self.at);
        InputError { at, ..self }
    }

    /// What the error is about, read from its path: the round fact it is at (a round entry
    /// shows it beside that part), the round as a whole, or something outside the rounds.
    pub fn kind(&self) -> InputKind {
        InputKind::of_path(&self.at)
    }

    /// The JSON error object of docs/match-files.md.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({ "error": { "at": self.at, "message": self.message } })
    }
}

/// What an [`InputError`] is about. Its path names the value; this names the part of a round
/// (a match file's `rounds[i]`, a table's `deal`) it is in, so that a round entry can say
/// which part is wrong without reading paths itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum InputKind {
    /// The card points (`rounds[i].points…`).
    Points,
    /// Baloot's game points typed as the sheet writes them (`rounds[i].score…`): not a result
    /// of the deal, or not what its card abnat give.
    Score,
    /// The belote (`rounds[i].belote…`).
    Belote,
    /// The roem (`rounds[i].roem…`).
    Roem,
    /// The declarations (`rounds[i].declarations…`), but for a declarer's seat.
    Declarations,
    /// A seat: a declaration's (`….declarations.A[0].seat`) or the dealer's
    /// (`rounds[i].dealer`). A round entry that left seats out asks for them.
    Seat,
    /// The bid (`rounds[i].bid`).
    Bid,
    /// The round as a whole (`rounds[i]`): no round can follow a game that is over.
    Round,
    /// Another fact of a round: taker, contract, double, capot, …
    Fact,
    /// Not in a round: the file, its variant or options, an argument, an id.
    Other,
}

impl InputKind {
    /// The kind of an error at `at`.
    pub fn of_path(at: &str) -> InputKind {
        // The segments after the innermost round: `rounds[3]` or a table's `deal`.
        let segments: Vec<&str> = at.split('.').collect();
        let Some(round) = segments
            .iter()
            .rposition(|s| *s == "deal" || (s.starts_with("rounds[") && s.ends_with(']')))
        else {
            return InputKind::Other;
        };
        let rest = &segments[round + 1..];
        let Some(first) = rest.first() else {
            return InputKind::Round;
        };
        let key = first.split('[').next().unwrap_or(first);
        match key {
            "points" => InputKind::Points,
            "score" => InputKind::Score,
            "belote" => InputKind::Belote,
            "roem" => InputKind::Roem,
            "bid" => InputKind::Bid,
            "dealer" => InputKind::Seat,
            "declarations" if rest.last() == Some(&"seat") => InputKind::Seat,
            "declarations" => InputKind::Declarations,
            _ => InputKind::Fact,
        }
    }
}

/// Joins two paths: `join_path("rounds[1]", "points")` is `rounds[1].points`, and an index
/// suffix is appended without a dot.
pub fn join_path(prefix: &str, rest: &str) -> String {
    match (prefix.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_string(),
        (false, true) => prefix.to_string(),
        (false, false) if rest.starts_with('[') => format!("{prefix}{rest}"),
        (false, false) => format!("{prefix}.{rest}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn under_joins_paths() {
        let e = InputError::new("rounds[2].points", "bad").under("matches[3].match");
        assert_eq!(e.at, "matches[3].match.rounds[2].points");
        let e = InputError::new("", "bad").under("matches[0]");
        assert_eq!(e.at, "matches[0]");
        assert_eq!(join_path("rounds", "[1]"), "rounds[1]");
    }

    #[test]
    fn the_kind_is_the_part_of_the_round_the_path_is_in() {
        for (at, kind) in [
            ("rounds[2].points.A", InputKind::Points),
            ("rounds[0].points", InputKind::Points),
            ("rounds[3].score", InputKind::Score),
            ("rounds[3].score.A", InputKind::Score),
            ("rounds[1].belote.B", InputKind::Belote),
            ("rounds[1].roem.A[2]", InputKind::Roem),
            ("rounds[4].declarations.A[0].top", InputKind::Declarations),
            ("rounds[4].declarations.B[1].seat", InputKind::Seat),
            ("rounds[4].dealer", InputKind::Seat),
            ("rounds[0].bid", InputKind::Bid),
            ("rounds[12]", InputKind::Round),
            ("rounds[0].taker", InputKind::Fact),
            ("rounds[0].contract", InputKind::Fact),
            ("matches[3].match.rounds[2].points.A", InputKind::Points),
            ("deal.points.A", InputKind::Points),
            ("options.litige", InputKind::Other),
            ("rounds", InputKind::Other),
            ("variant", InputKind::Other),
            ("", InputKind::Other),
        ] {
            assert_eq!(InputError::new(at, "x").kind(), kind, "{at}");
        }
    }
}
