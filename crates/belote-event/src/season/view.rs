//! The season standings as typed values whose serialization is the JSON of docs/events.md
//! ("Season standings"), and the line of `belote season list`.

use std::cmp::Ordering;

use serde::{Serialize, Serializer};

use crate::standings::div_round_half_up;

/// An average kept exact (a total over a count), ranked on its exact value and written
/// rounded half up to 2 decimals (`8.5`, `7`, `8.33`).
#[derive(Debug, Clone, Copy)]
pub struct Average {
    pub total: i64,
    /// At least 1.
    pub count: u32,
}

impl Average {
    pub fn new(total: i64, count: u32) -> Average {
        Average {
            total,
            count: count.max(1),
        }
    }

    /// The value in hundredths, rounded half up.
    pub fn hundredths(&self) -> i64 {
        div_round_half_up(self.total * 100, i64::from(self.count))
    }

    /// With its 2 decimals: `8.50`, `7.00`, `8.33`.
    pub fn text(&self) -> String {
        let h = self.hundredths();
        let sign = if h < 0 { "-" } else { "" };
        format!("{sign}{}.{:02}", h.abs() / 100, h.abs() % 100)
    }
}

impl PartialEq for Average {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other).is_eq()
    }
}

impl Eq for Average {}

impl PartialOrd for Average {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Average {
    /// The exact values compared: `a/b` against `c/d` as `a·d` against `c·b`.
    fn cmp(&self, other: &Self) -> Ordering {
        let a = i128::from(self.total) * i128::from(other.count);
        let b = i128::from(other.total) * i128::from(self.count);
        a.cmp(&b)
    }
}

impl Serialize for Average {
    /// A JSON number rounded half up to 2 decimals: a whole one as an integer.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let h = self.hundredths();
        if h % 100 == 0 {
            s.serialize_i64(h / 100)
        } else {
            s.serialize_f64(h as f64 / 100.0)
        }
    }
}

/// An event of the season: `{"event", "name", "date", "final", "period"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonEventLine {
    pub event: String,
    pub name: String,
    pub date: String,
    #[serde(rename = "final")]
    pub is_final: bool,
    /// Its period (from 1), `None` without periods.
    pub period: Option<u32>,
}

/// A result or an excused absence: `{"event", "score", "absent", "counted"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonResult {
    pub event: String,
    pub score: i64,
    pub absent: bool,
    pub counted: bool,
}

/// A period where the entrant has a result: `{"period", "result", "counted"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PeriodLine {
    pub period: u32,
    pub result: i64,
    pub counted: bool,
}

/// One season entrant's line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonStanding {
    /// `None` when not eligible.
    pub rank: Option<u32>,
    pub name: String,
    pub eligible: bool,
    /// Results (excused absences aside).
    pub played: u32,
    pub absences: u32,
    pub total: i64,
    /// With `"aggregate": "average"`; `null` with `"sum"`.
    pub average: Option<Average>,
    /// Results and absences, in season order.
    pub results: Vec<SeasonResult>,
    /// With periods only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub periods: Option<Vec<PeriodLine>>,
    /// With the side ranking `capots` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capots: Option<u32>,
}

/// A line of a side ranking: `{"rank", "name", "capots"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SideLine {
    pub rank: u32,
    pub name: String,
    pub capots: u32,
}

/// The side rankings named in the definition's `side` (`{}` without any).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
pub struct Sides {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capots: Option<Vec<SideLine>>,
}

/// The season standings: `{"season", "name", "events", "standings", "sides"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonStandings {
    pub season: String,
    pub name: String,
    pub events: Vec<SeasonEventLine>,
    pub standings: Vec<SeasonStanding>,
    pub sides: Sides,
}

/// One line of `belote season list`: `{"season", "name", "events"}` (how many).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeasonSummary {
    pub season: String,
    pub name: String,
    pub events: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn averages_print_half_up_and_compare_exactly() {
        let text = |t, c| Average::new(t, c).text();
        assert_eq!(text(17, 2), "8.50");
        assert_eq!(text(14, 2), "7.00");
        assert_eq!(text(-3, 2), "-1.50");
        assert_eq!(text(25, 3), "8.33");
        assert_eq!(text(1001, 200), "5.01");
        assert_eq!(text(2, 3), "0.67");
        // 0.125 is exactly half a hundredth: up.
        assert_eq!(text(1, 8), "0.13");
        assert!(Average::new(1, 3) < Average::new(333_334, 1_000_000));
        assert_eq!(Average::new(2, 4), Average::new(1, 2));
        assert_eq!(
            serde_json::to_string(&[Average::new(17, 2), Average::new(7, 1)]).unwrap(),
            "[8.5,7]"
        );
        assert_eq!(serde_json::to_string(&Average::new(25, 3)).unwrap(), "8.33");
    }
}
