//! Which matches a query reads: a [`MatchFilter`] turned into an SQL condition on the
//! `matches` table with its parameters. The history list, the statistics, the ratings, head to
//! head and the records all filter the same way, in SQLite.

use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::types::Value;

use crate::model::MatchFilter;
use crate::search::SQL_NAME_MATCH;

/// An instant as the filters take it (`since`, `until`): a time in RFC 3339
/// (`2026-11-21T20:15:00Z`) or a day (`2026-11-21`, from midnight UTC). `None` for anything else.
pub fn parse_instant(text: &str) -> Option<DateTime<Utc>> {
    if let Ok(t) = DateTime::parse_from_rfc3339(text) {
        return Some(t.with_timezone(&Utc));
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|d| d.and_utc())
}

/// The condition (`1 = 1 AND …`, over the columns of `matches`, unqualified) and its
/// parameters, numbered from `?1`. `newest_first` and `limit` are the caller's.
pub(crate) fn condition(filter: &MatchFilter) -> (String, Vec<Value>) {
    let mut sql = String::from("1 = 1");
    let mut args: Vec<Value> = Vec::new();
    if let Some(v) = filter.variant {
        args.push(v.as_str().to_string().into());
        sql += &format!(" AND variant = ?{}", args.len());
    }
    if let Some(f) = filter.family {
        let marks: Vec<String> = f
            .variants()
            .map(|v| {
                args.push(v.as_str().to_string().into());
                format!("?{}", args.len())
            })
            .collect();
        sql += &format!(" AND variant IN ({})", marks.join(", "));
    }
    if let Some(p) = &filter.player {
        args.push(p.clone().into());
        sql += &format!(
            " AND {SQL_NAME_MATCH}(?{}, seat0, seat1, seat2, seat3, team_a, team_b)",
            args.len()
        );
    }
    if let Some(t) = filter.since {
        args.push(t.timestamp_millis().into());
        sql += &format!(" AND created_ms >= ?{}", args.len());
    }
    if let Some(t) = filter.until {
        args.push(t.timestamp_millis().into());
        sql += &format!(" AND created_ms < ?{}", args.len());
    }
    if let Some(s) = filter.state {
        args.push(s.as_str().to_string().into());
        sql += &format!(" AND state = ?{}", args.len());
    }
    (sql, args)
}
