//! The `belote` command: `score`, `legal`, `describe` and `history` (docs/commands.md), `event`,
//! `season` and `serve`, the table phones' server (docs/events.md).

use std::io::Write;
use std::process::ExitCode;

mod args;
mod cli;
mod event;
mod event_stage_text;
mod event_text;
mod history;
mod history_review;
mod history_text;
mod hub;
mod score;
mod season;
mod season_text;
mod serve;

// Text made safe for a terminal: the score sheet's own rule, for every command's text.
use belote_sheet::terminal;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = cli::run(
        &args,
        &mut stdin.lock(),
        &mut stdout.lock(),
        &mut stderr.lock(),
    );
    let _ = std::io::stdout().flush();
    ExitCode::from(code)
}
