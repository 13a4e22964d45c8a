//! The readable standings of `belote event standings`: one line per entrant, columns aligned,
//! withdrawn entrants marked. Names are user input and go through [`crate::terminal`], so that
//! none can send control characters to the terminal.

use std::io::{self, Write};

use belote_event::StandingsView;

use crate::terminal::field;

/// Pads `s` to `width` characters (names are counted in characters, not bytes).
pub(crate) fn pad(s: &str, width: usize) -> String {
    let n = s.chars().count();
    format!("{s}{}", " ".repeat(width.saturating_sub(n)))
}

/// A column of names, escaped for the terminal, and its width in characters (4 to 40).
pub(crate) fn name_column<'a>(names: impl Iterator<Item = &'a str>) -> (Vec<String>, usize) {
    let names: Vec<String> = names.map(|n| field(n).into_owned()).collect();
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .clamp(4, 40);
    (names, width)
}

/// `belote event standings` without `--json`.
pub fn write_standings(out: &mut Vec<u8>, view: &StandingsView) -> io::Result<()> {
    writeln!(
        out,
        "{} · round {} of {}",
        field(&view.name),
        view.round,
        view.rounds
    )?;
    let (names, width) = name_column(view.standings.iter().map(|s| s.name.as_str()));
    writeln!(
        out,
        "{:>4}  {:>3}  {}  {:>6} {:>6} {:>6} {:>6} {:>4} {:>4} {:>4} {:>4} {:>4}  {:>5}",
        "rank",
        "#",
        pad("name", width),
        "points",
        "agst",
        "diff",
        "played",
        "won",
        "drwn",
        "lost",
        "byes",
        "mp",
        "prize"
    )?;
    for (s, name) in view.standings.iter().zip(&names) {
        let prize = s.prize.map(|p| p.to_string()).unwrap_or_default();
        let mark = if s.withdrawn { "  (withdrawn)" } else { "" };
        writeln!(
            out,
            "{:>4}  {:>3}  {}  {:>6} {:>6} {:>+6} {:>6} {:>4} {:>4} {:>4} {:>4} {:>4}  {:>5}{mark}",
            s.rank,
            s.entrant,
            pad(name, width),
            s.points,
            s.against,
            s.difference,
            s.played,
            s.wins,
            s.draws,
            s.losses,
            s.byes,
            s.match_points,
            prize
        )?;
    }
    writeln!(
        out,
        "\nagst = points against; diff = points − points against; mp = match points; a bye counts as a won table"
    )
}
