//! The readable output of a staged event (docs/events.md "Stages"): `belote event bracket`
//! — each bracket round by round, one line a match — and `belote event standings` of a staged
//! event or one with sessions — the event's ranking with where each team finished, then each
//! stage's groups. Names are user input and go through [`crate::terminal`].

use std::collections::HashMap;
use std::io::{self, Write};

use belote_event::{Standing, StandingsView};
use serde_json::Value;

use crate::event_text::{name_column, pad};
use crate::terminal::field;

/// The session heading of standings between sessions: *after session k (name, date)*, and the
/// next session's date.
fn session_heading(view: &StandingsView) -> Option<String> {
    let sessions = view.sessions.as_ref()?;
    let k = view.session? as usize;
    let now = sessions.get(k.checked_sub(1)?)?;
    let next = sessions.get(k)?;
    if !now.complete {
        return None;
    }
    let name = now
        .name
        .as_deref()
        .map(|n| format!("{}, ", field(n)))
        .unwrap_or_default();
    Some(format!(
        "after session {k} ({name}{}) · next: session {}, {}",
        now.date,
        k + 1,
        next.date
    ))
}

/// `belote event standings` of a staged event (or one with sessions), without `--json`.
pub fn write_staged_standings(out: &mut Vec<u8>, view: &StandingsView) -> io::Result<()> {
    let stage = view
        .stage
        .as_deref()
        .map(|s| format!(" · stage {}", field(s)))
        .unwrap_or_default();
    let done = if view.is_final == Some(true) {
        " · final"
    } else {
        ""
    };
    writeln!(
        out,
        "{} · round {} of {}{stage}{done}",
        field(&view.name),
        view.round,
        view.rounds
    )?;
    if let Some(h) = session_heading(view) {
        writeln!(out, "{h}")?;
    }
    write_rows(out, &view.standings, true)?;
    for s in view.stages.iter().flatten() {
        writeln!(
            out,
            "\nstage {} ({}, {}){}",
            field(s["name"].as_str().unwrap_or_default()),
            s["kind"].as_str().unwrap_or_default(),
            s["status"].as_str().unwrap_or_default(),
            match s["first_round"].as_u64() {
                Some(f) => format!(
                    ", rounds {f}–{}",
                    f + s["rounds"].as_u64().unwrap_or(1).max(1) - 1
                ),
                None => String::new(),
            }
        )?;
        for g in s["groups"].as_array().into_iter().flatten() {
            let label = g["group"].as_str().map(field);
            if let Some(rows) = g["standings"].as_array() {
                if let Some(l) = &label {
                    writeln!(out, "pool {l}")?;
                }
                let rows: Vec<Standing> = rows
                    .iter()
                    .filter_map(|r| serde_json::from_value(r.clone()).ok())
                    .collect();
                let places: Vec<String> = g["standings"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|r| {
                        let to = r["to"]
                            .as_str()
                            .map(|t| format!(" → {}", field(t)))
                            .unwrap_or_default();
                        format!(
                            "{}{to}",
                            r["place"]
                                .as_u64()
                                .map(|p| p.to_string())
                                .unwrap_or_else(|| "–".into())
                        )
                    })
                    .collect();
                write_group(out, &rows, &places)?;
            } else if let Some(places) = g["places"].as_array() {
                let list: Vec<String> = places
                    .iter()
                    .map(|p| format!("{} #{}", p["place"], p["entrant"]))
                    .collect();
                writeln!(
                    out,
                    "bracket {}: {}",
                    label.unwrap_or_default(),
                    list.join(", ")
                )?;
            }
        }
    }
    writeln!(
        out,
        "\nagst = points against; diff = points − points against; mp = match points; place = where the team finished"
    )
}

fn write_rows(out: &mut Vec<u8>, rows: &[Standing], finish: bool) -> io::Result<()> {
    let (names, width) = name_column(rows.iter().map(|s| s.name.as_str()));
    writeln!(
        out,
        "{:>4}  {:>3}  {}  {:>12} {:>5}  {:>6} {:>6} {:>6} {:>6} {:>4} {:>4} {:>4} {:>4} {:>4}  {:>5}",
        "rank", "#", pad("name", width), if finish { "finish" } else { "" }, "place", "points", "agst",
        "diff", "played", "won", "drwn", "lost", "byes", "mp", "prize"
    )?;
    for (s, name) in rows.iter().zip(&names) {
        let f = s.finish.as_ref();
        let group = f
            .map(|f| f.group.clone().unwrap_or_else(|| f.stage.clone()))
            .map(|g| field(&g).into_owned())
            .unwrap_or_default();
        let place = f
            .and_then(|f| f.place)
            .map(|p| p.to_string())
            .unwrap_or_default();
        let prize = s.prize.map(|p| p.to_string()).unwrap_or_default();
        let mark = if s.withdrawn { "  (withdrawn)" } else { "" };
        writeln!(
            out,
            "{:>4}  {:>3}  {}  {:>12} {:>5}  {:>6} {:>6} {:>+6} {:>6} {:>4} {:>4} {:>4} {:>4} {:>4}  {:>5}{mark}",
            s.rank, s.entrant, pad(name, width), group, place, s.points, s.against, s.difference,
            s.played, s.wins, s.draws, s.losses, s.byes, s.match_points, prize
        )?;
    }
    Ok(())
}

fn write_group(out: &mut Vec<u8>, rows: &[Standing], places: &[String]) -> io::Result<()> {
    let (names, width) = name_column(rows.iter().map(|s| s.name.as_str()));
    for ((s, name), place) in rows.iter().zip(&names).zip(places) {
        // The tie-break values the ranking uses (a row read back holds its other keys too).
        let values: Vec<String> = s
            .values
            .iter()
            .filter(|(k, _)| {
                ["buchholz", "median_buchholz", "opponents_points"].contains(&k.as_str())
            })
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        writeln!(
            out,
            "{:>4}  {:>3}  {}  {:>6} {:>6} {:>+6} {:>6} {:>4} {:>4} {:>4} {:>4} {:>4}  place {place}{}",
            s.rank, s.entrant, pad(name, width), s.points, s.against, s.difference, s.played,
            s.wins, s.draws, s.losses, s.byes, s.match_points,
            if values.is_empty() { String::new() } else { format!("  ({})", values.join(", ")) }
        )?;
    }
    Ok(())
}

/// `belote event bracket` without `--json`: each bracket, round by round, one line a match —
/// its table, the seeds and names, the totals, the team through.
pub fn write_bracket(
    out: &mut Vec<u8>,
    view: &Value,
    names: &HashMap<u32, String>,
) -> io::Result<()> {
    let name = |t: &Value| -> String {
        t.as_u64()
            .and_then(|n| names.get(&(n as u32)))
            .map(|n| field(n).into_owned())
            .unwrap_or_else(|| "—".to_string())
    };
    for b in view["brackets"].as_array().into_iter().flatten() {
        writeln!(
            out,
            "bracket {} ({} teams, placing {})",
            field(b["name"].as_str().unwrap_or_default()),
            b["teams"],
            b["placing"].as_str().unwrap_or_default()
        )?;
        let seeds: Vec<u64> = b["seeds"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64)
            .collect();
        let seed = |t: &Value| -> String {
            t.as_u64()
                .and_then(|n| seeds.iter().position(|&s| s == n))
                .map(|p| format!("({})", p + 1))
                .unwrap_or_default()
        };
        let mut last = 0;
        for m in b["matches"].as_array().into_iter().flatten() {
            let round = m["round"].as_u64().unwrap_or(0);
            if round != last {
                writeln!(
                    out,
                    "  round {round} (places {}–{})",
                    m["places"][0], m["places"][1]
                )?;
                last = round;
            }
            let table = m["table"]
                .as_u64()
                .map(|t| format!("table {t}"))
                .unwrap_or_else(|| "–".into());
            let totals = match m["totals"].as_object() {
                Some(t) => format!("{}–{}", t["A"], t["B"]),
                None => String::new(),
            };
            let through = if m["winner"].is_null() {
                String::new()
            } else {
                format!("→ {}", name(&m["winner"]))
            };
            writeln!(
                out,
                "    {table:<9} {}{} v {}{}  {totals}  {through} [{}]",
                seed(&m["A"]),
                name(&m["A"]),
                seed(&m["B"]),
                name(&m["B"]),
                m["result"].as_str().unwrap_or_default()
            )?;
        }
        let places: Vec<String> = b["places"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| format!("{}. {}", p["place"], name(&p["entrant"])))
            .collect();
        writeln!(out, "  places: {}", places.join(", "))?;
    }
    Ok(())
}
