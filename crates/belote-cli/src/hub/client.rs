//! `belote hub publish|withdraw|member|outbox`: the club's side of the hub (HUB.md "Publishing
//! from the app and the command line: the outbox").

use std::io::Write;

use crate::args::usage_error;

/// Runs one of the club's hub commands (`args` from the command's name on).
pub fn run(args: &[String], _stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    usage_error(
        format!("belote hub {} is not available in this build", args[0]),
        stderr,
    )
}
