//! Writes a large, valid match file on stdout for benchmarking `belote score`
//! (`scripts/bench-cli.sh` runs it): `gen_match VARIANT ROUNDS [SEED]`. The rounds come from
//! the benchmarks' one generator (`benches/support/synthetic.rs`): deterministic, so every run
//! writes the same bytes, one round a line.

#[path = "../benches/support/synthetic.rs"]
mod synthetic;

use std::io::{BufWriter, Write};
use std::process::ExitCode;
use synthetic::{head, round, Rng, SEED, VARIANTS};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().map(String::as_str).unwrap_or("");
    let rounds = args.get(1).and_then(|n| n.parse::<u64>().ok());
    let seed = match args.get(2) {
        None => Some(SEED),
        Some(s) => s.parse::<u64>().ok(),
    };
    let (Some(rounds), Some(seed), true, true) =
        (rounds, seed, VARIANTS.contains(&variant), args.len() <= 3)
    else {
        eprintln!("usage: gen_match {} ROUNDS [SEED]", VARIANTS.join("|"));
        return ExitCode::from(2);
    };
    let mut rng = Rng(seed.max(1));
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let head = head(variant).to_string();
    // `{"variant":…,"options":{…}` then the rounds, one a line.
    let result = (|| -> std::io::Result<()> {
        write!(out, "{},\"rounds\":[", &head[..head.len() - 1])?;
        for i in 0..rounds {
            if i > 0 {
                out.write_all(b",")?;
            }
            out.write_all(b"\n")?;
            serde_json::to_writer(&mut out, &round(&mut rng, variant))?;
        }
        out.write_all(b"\n]}\n")?;
        out.flush()
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen_match: {e}");
            ExitCode::FAILURE
        }
    }
}
