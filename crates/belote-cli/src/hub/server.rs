//! `belote hub serve|migrate|club|key|admin-key|load|rerate`: the hub's own commands (HUB.md
//! "Starting the hub").

use std::io::Write;

use crate::args::usage_error;

/// Runs one of the hub's own commands (`args` from the command's name on).
pub fn run(args: &[String], _stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    usage_error(
        format!("belote hub {} is not available in this build", args[0]),
        stderr,
    )
}
