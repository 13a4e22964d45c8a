//! The human-readable output of `belote history`: a line per match, one match's score sheet,
//! the statistics tables. Every name, id and stored text goes through [`crate::terminal`], so that
//! nothing that came from a name or a file can send control characters to the terminal.

use std::io::{self, Write};

use belote_core::{ScoreSheet, Winner};
use belote_store::{MatchRecord, MatchState, MatchSummary, SideStats, Statistics};

use crate::terminal::{field, lines};

/// One line of `belote history list`.
pub fn list_line(m: &MatchSummary) -> String {
    let (a, b) = (field(&m.teams.a.name), field(&m.teams.b.name));
    let status = match (m.state, m.winner) {
        (MatchState::Abandoned, _) => "abandoned".to_string(),
        (_, Some(Winner::A)) => format!("won by {a}"),
        (_, Some(Winner::B)) => format!("won by {b}"),
        (_, Some(Winner::Draw)) => "draw".to_string(),
        (MatchState::Finished, None) => "finished".to_string(),
        (MatchState::InPlay, None) => "in play".to_string(),
    };
    format!(
        "{}  {}  {:<9}  {a} {} – {} {b}  ({} rounds, {})",
        field(&m.id),
        field(&m.created),
        m.variant.as_str(),
        m.totals.a,
        m.totals.b,
        m.rounds,
        status
    )
}

/// `belote history show ID`: the match, its teams, the engine's score sheet and the result.
pub fn write_show(out: &mut Vec<u8>, record: &MatchRecord, sheet: &ScoreSheet) -> io::Result<()> {
    let finished = field(record.finished.as_deref().unwrap_or_default()).into_owned();
    let status = match record.state {
        MatchState::InPlay => "in play".to_string(),
        MatchState::Abandoned => format!("abandoned {finished}"),
        MatchState::Finished => format!("finished {finished}"),
    };
    let t = &record.teams;
    let (a, b) = (field(&t.a.name), field(&t.b.name));
    writeln!(
        out,
        "{} · {} · target {} · created {} · {}",
        field(&record.id),
        record.variant.as_str(),
        record.target,
        field(&record.created),
        status.trim_end()
    )?;
    writeln!(
        out,
        "A = {a} ({}, {})   B = {b} ({}, {})   first dealer: seat {}",
        field(&t.a.players[0]),
        field(&t.a.players[1]),
        field(&t.b.players[0]),
        field(&t.b.players[1]),
        record.first_dealer
    )?;
    writeln!(out)?;
    let text = sheet.to_text();
    out.extend_from_slice(lines(&text).as_bytes());
    if !text.ends_with('\n') {
        out.push(b'\n');
    }
    let result = match sheet.winner {
        Some(Winner::A) => format!("Winner: {a} (A)"),
        Some(Winner::B) => format!("Winner: {b} (B)"),
        Some(Winner::Draw) => "Result: draw".to_string(),
        None => "No winner yet".to_string(),
    };
    writeln!(
        out,
        "{a}: {} – {b}: {} · {}",
        sheet.totals.a, sheet.totals.b, result
    )
}

fn write_sides(out: &mut Vec<u8>, title: &str, sides: &[SideStats]) -> io::Result<()> {
    writeln!(out, "{title}")?;
    if sides.is_empty() {
        writeln!(out, "  (none)")?;
        return Ok(());
    }
    writeln!(
        out,
        "  {:<20} {:<9} {:>5} {:>4} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>9} {:>6}",
        "name",
        "variant",
        "games",
        "won",
        "win%",
        "rounds",
        "taken",
        "made%",
        "inside",
        "litige",
        "capot",
        "avg pts",
        "doubles",
        "streak"
    )?;
    for s in sides {
        writeln!(
            out,
            "  {:<20} {:<9} {:>5} {:>4} {:>6.1} {:>6} {:>6} {:>6.1} {:>6} {:>6} {:>6} {:>7.1} {:>9} {:>6}",
            field(&s.name),
            s.variant.as_str(),
            s.games_played,
            s.games_won,
            s.win_pct,
            s.rounds_played,
            s.rounds_taken,
            s.made_pct,
            s.insides,
            s.litiges,
            s.capots,
            s.avg_points_per_round,
            format!("{}/{}", s.doubles.won, s.doubles.count),
            s.longest_win_streak
        )?;
    }
    Ok(())
}

/// `belote history stats` without `--json`.
pub fn write_stats_text(out: &mut Vec<u8>, stats: &Statistics) -> io::Result<()> {
    write_sides(out, "Teams", &stats.teams)?;
    writeln!(out)?;
    write_sides(out, "Players", &stats.players)?;
    writeln!(out)?;
    writeln!(out, "Variants")?;
    if stats.variants.is_empty() {
        writeln!(out, "  (none)")?;
    }
    for v in &stats.variants {
        writeln!(
            out,
            "  {:<9} {} matches, {} games, {} rounds: {} made, {} inside, {} litiges, {} capots, \
             {} doubled ({} redoubled), {:.1} points a round",
            v.variant.as_str(),
            v.matches,
            v.games_played,
            v.rounds,
            v.made,
            v.insides,
            v.litiges,
            v.capots,
            v.doubled,
            v.redoubled,
            v.avg_points_per_round
        )?;
    }
    writeln!(
        out,
        "\ndoubles = won/count of the doubles (coinche, contra) this side made; streak = longest run of games won"
    )
}
