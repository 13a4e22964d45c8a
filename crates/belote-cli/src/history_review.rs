//! The human-readable output of reviewing past matches: ratings, head to head and records.
//! Every name and id goes through [`crate::terminal`], as in `history_text`.

use std::io::{self, Write};

use belote_store::{Rated, Ratings};

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
