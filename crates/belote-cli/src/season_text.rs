//! The readable season standings of `belote season standings` (docs/events.md, seasons'
//! "Text output"): the season's name, one line per entrant — rank (blank when not eligible),
//! name, each event's score (a counted one as is, one that does not count in brackets, an
//! absence marked `a`), total or average, results played — then each side ranking. Names are
//! user input and go through [`crate::terminal`].

use std::io::{self, Write};

use belote_event::season::SeasonStandings;

use crate::event_text::{name_column, pad};
use crate::terminal::field;

/// `belote season standings` without `--json`.
pub fn write_season_standings(out: &mut Vec<u8>, view: &SeasonStandings) -> io::Result<()> {
    let finals = view.events.iter().filter(|e| e.is_final).count();
    writeln!(
        out,
        "{} · {finals} of {} event(s) final",
        field(&view.name),
        view.events.len()
    )?;
    let (names, width) = name_column(view.standings.iter().map(|s| s.name.as_str()));
    // Each event's column: a score, "(score)", "scorea" — as wide as its widest cell.
    let cells: Vec<Vec<String>> = view
        .standings
        .iter()
        .map(|s| {
            view.events
                .iter()
                .map(|e| match s.results.iter().find(|r| r.event == e.event) {
                    None => "-".to_string(),
                    Some(r) => {
                        let a = if r.absent { "a" } else { "" };
                        if r.counted {
                            format!("{}{a}", r.score)
                        } else {
                            format!("({}{a})", r.score)
                        }
                    }
                })
                .collect()
        })
        .collect();
    let widths: Vec<usize> = (0..view.events.len())
        .map(|i| {
            cells
                .iter()
                .map(|row| row[i].chars().count())
                .max()
                .unwrap_or(0)
                .max((i + 1).to_string().len())
                .max(4)
        })
        .collect();
    let average = view.standings.iter().any(|s| s.average.is_some());
    let mut header = format!("{:>4}  {}", "rank", pad("name", width));
    for (i, w) in widths.iter().enumerate() {
        header.push_str(&format!("  {:>w$}", i + 1));
    }
    header.push_str(&format!(
        "  {:>8}  {:>6}",
        if average { "average" } else { "total" },
        "played"
    ));
    writeln!(out, "{}", header.trim_end())?;
    for ((s, name), row) in view.standings.iter().zip(&names).zip(&cells) {
        let rank = s.rank.map(|r| r.to_string()).unwrap_or_default();
        let mut line = format!("{rank:>4}  {}", pad(name, width));
        for (cell, w) in row.iter().zip(&widths) {
            line.push_str(&format!("  {cell:>w$}"));
        }
        let value = match &s.average {
            Some(a) => a.text(),
            None => s.total.to_string(),
        };
        line.push_str(&format!("  {value:>8}  {:>6}", s.played));
        writeln!(out, "{line}")?;
    }
    writeln!(out)?;
    for (i, e) in view.events.iter().enumerate() {
        let period = e
            .period
            .map(|p| format!(", period {p}"))
            .unwrap_or_default();
        let state = if e.is_final { "" } else { " (not final)" };
        writeln!(
            out,
            "{:>4}  {} · {}{period}{state}",
            i + 1,
            field(&e.name),
            e.date
        )?;
    }
    writeln!(
        out,
        "(score) = does not count; a = excused absence; - = no result; unranked = not eligible"
    )?;
    if let Some(capots) = &view.sides.capots {
        writeln!(out, "\ncapots")?;
        if capots.is_empty() {
            writeln!(out, "      none yet")?;
        }
        let (names, width) = name_column(capots.iter().map(|c| c.name.as_str()));
        for (c, name) in capots.iter().zip(&names) {
            writeln!(out, "{:>4}  {}  {:>3}", c.rank, pad(name, width), c.capots)?;
        }
    }
    Ok(())
}
