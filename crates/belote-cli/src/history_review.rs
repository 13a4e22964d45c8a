//! The human-readable output of reviewing past matches: ratings, head to head and records.
//! Every name and id goes through [`crate::terminal`], as in `history_text`.

use std::io::{self, Write};

use belote_store::{H2hOutcome, HeadToHead, NameKind, Rated, Ratings, Records, TeamInfo};

use crate::terminal::field;

fn write_rated(out: &mut Vec<u8>, title: &str, list: &[Rated]) -> io::Result<()> {
    writeln!(out, "{title}")?;
    if list.is_empty() {
        return writeln!(out, "  (none)");
    }
    writeln!(
        out,
        "  {:>3}  {:<28} {:>6} {:>6} {:>6} {:>5} {:>4} {:>4} {:>5}  last played",
        "#", "name", "rating", "±", "floor", "games", "won", "lost", "drawn"
    )?;
    for r in list {
        let name = if r.team_name.is_empty() {
            field(&r.name).into_owned()
        } else {
            format!("{} ({})", field(&r.name), field(&r.team_name))
        };
        writeln!(
            out,
            "  {:>3}  {:<28} {:>6.1} {:>6.1} {:>6.1} {:>5} {:>4} {:>4} {:>5}  {}",
            r.rank,
            name,
            r.rating,
            r.uncertainty,
            r.conservative,
            r.games,
            r.won,
            r.lost,
            r.drawn,
            field(&r.last_played)
        )?;
    }
    Ok(())
}

/// `belote history ratings` without `--json`.
pub fn write_ratings_text(out: &mut Vec<u8>, ratings: &Ratings) -> io::Result<()> {
    let s = &ratings.system;
    writeln!(
        out,
        "{} games rated with {} (start {} ± {:.2}, β {:.2})",
        ratings.games, s.name, s.initial_rating, s.initial_uncertainty, s.beta
    )?;
    writeln!(out)?;
    write_rated(out, "Players", &ratings.players)?;
    writeln!(out)?;
    write_rated(out, "Teams", &ratings.teams)?;
    writeln!(
        out,
        "\nrating ± uncertainty; floor = rating - 3 × uncertainty, what the lists are ordered by"
    )
}

fn team_text(t: &TeamInfo) -> String {
    format!(
        "{} ({}, {})",
        field(&t.name),
        field(&t.players[0]),
        field(&t.players[1])
    )
}

/// How many of the last results `belote history h2h` prints as text (`--json` has them all).
const LAST_RESULTS: usize = 10;

/// `belote history h2h` without `--json`.
pub fn write_h2h_text(out: &mut Vec<u8>, h: &HeadToHead) -> io::Result<()> {
    let who = |kind: NameKind| match kind {
        NameKind::Player => "player",
        NameKind::Team => "team",
        NameKind::Pair => "pair",
    };
    let (x, y) = (field(&h.first.name), field(&h.second.name));
    let plural = |n: u64| if n == 1 { "" } else { "s" };
    writeln!(
        out,
        "{x} ({}) against {y} ({}): {} game{}, {x} won {}, {y} won {}, {} drawn",
        who(h.first.kind),
        who(h.second.kind),
        h.games,
        plural(h.games),
        h.won[0],
        h.won[1],
        h.drawn
    )?;
    writeln!(out, "points: {x} {} – {} {y}", h.points[0], h.points[1])?;
    if h.partners.games > 0 {
        writeln!(
            out,
            "as partners: {} game{}, {} won, {} lost, {} drawn",
            h.partners.games,
            plural(h.partners.games),
            h.partners.won,
            h.partners.lost,
            h.partners.drawn
        )?;
    }
    if h.results.is_empty() {
        return Ok(());
    }
    writeln!(out, "\nlast results, the last first:")?;
    for r in h.results.iter().take(LAST_RESULTS) {
        let result = match r.outcome {
            H2hOutcome::First => format!("{x} won"),
            H2hOutcome::Second => format!("{y} won"),
            H2hOutcome::Draw => "draw".to_string(),
        };
        writeln!(
            out,
            "  {}  {}  {:<9}  {} – {}  {}   {} v {}",
            field(&r.id),
            field(&r.when),
            field(&r.variant),
            r.points[0],
            r.points[1],
            result,
            team_text(&r.teams.a),
            team_text(&r.teams.b)
        )?;
    }
    if h.results.len() > LAST_RESULTS {
        writeln!(
            out,
            "  … and {} earlier (--json lists them all)",
            h.results.len() - LAST_RESULTS
        )?;
    }
    Ok(())
}

/// `belote history records` without `--json`.
pub fn write_records_text(out: &mut Vec<u8>, records: &Records) -> io::Result<()> {
    if records.records.is_empty() {
        return writeln!(out, "No records yet.");
    }
    let mut variant = None;
    for r in &records.records {
        if variant != Some(r.variant) {
            if variant.is_some() {
                writeln!(out)?;
            }
            writeln!(out, "{}", r.variant.as_str())?;
            variant = Some(r.variant);
        }
        let who = if r.players.is_empty() || r.last_match_id.is_some() {
            field(&r.holder).into_owned()
        } else {
            format!(
                "{} ({}, {})",
                field(&r.holder),
                field(&r.players[0]),
                field(r.players.get(1).map_or("", String::as_str))
            )
        };
        let at = match (&r.last_match_id, r.deal) {
            (Some(last), _) if *last != r.match_id => {
                format!("{} to {}", field(&r.match_id), field(last))
            }
            (None, Some(deal)) => format!("{}, deal {deal}", field(&r.match_id)),
            _ => field(&r.match_id).into_owned(),
        };
        writeln!(out, "  {:<34} {:>6}  {:<32} {}", r.label, r.value, who, at)?;
    }
    Ok(())
}
