//! Where the letters beyond ASCII of a piece of the sheet are, for the WebAssembly module's
//! `score`, which decodes the long ASCII stretches between them apart (`web.rs`).
// Used by the WebAssembly module only; tested natively too.
#![cfg_attr(
    not(all(target_family = "wasm", target_os = "unknown")),
    allow(dead_code)
)]

/// The fewest bytes, on average, between two runs of letters beyond ASCII for a piece to be
/// decoded in stretches: each stretch costs a call of `TextDecoder` (about a microsecond under
/// node), the slow path about a nanosecond a byte more than the fast one. A sheet whose
/// explanations are in Bulgarian or Arabic is decoded whole, as before.
const ASCII_PER_CUT: usize = 1024;

/// How many of `bytes`' first bytes are ASCII (eight at a time).
fn ascii_prefix(bytes: &[u8]) -> usize {
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let high = u64::from_le_bytes(word.try_into().unwrap_or_default()) & 0x8080_8080_8080_8080;
        if high != 0 {
            return at + (high.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + words
        .remainder()
        .iter()
        .take_while(|b| b.is_ascii())
        .count()
}

/// Checks that `bytes` are UTF-8, but for the first bytes of a character they end in the
/// middle of (`all`: those too), and puts in `cuts` the start and end of each run of bytes
/// beyond ASCII, when there are few enough of them (else none). Answers how many bytes are
/// whole characters, or None when they are not UTF-8.
pub(crate) fn utf8_runs(bytes: &[u8], all: bool, cuts: &mut Vec<u32>) -> Option<usize> {
    cuts.clear();
    let most = bytes.len() / ASCII_PER_CUT;
    // The end of the whole characters of `rest`, which starts at `at`.
    let whole = |at: usize, rest: &[u8]| match std::str::from_utf8(rest) {
        Ok(_) => Some(at + rest.len()),
        Err(e) if e.error_len().is_none() && !all => Some(at + e.valid_up_to()),
        Err(_) => None,
    };
    let mut at = 0;
    loop {
        at += ascii_prefix(&bytes[at..]);
        if at == bytes.len() {
            return Some(at);
        }
        if cuts.len() / 2 >= most {
            // Too many stretches: the piece is decoded whole.
            cuts.clear();
            return whole(at, &bytes[at..]);
        }
        let end = bytes[at..]
            .iter()
            .position(u8::is_ascii)
            .map_or(bytes.len(), |n| at + n);
        // A character cut short before an ASCII byte is not UTF-8; one cut short by the
        // piece's end is whole in the next piece.
        let run_end = if end < bytes.len() {
            std::str::from_utf8(&bytes[at..end]).ok()?;
            end
        } else {
            whole(at, &bytes[at..])?
        };
        if run_end > at {
            cuts.extend([at as u32, run_end as u32]);
        }
        if end == bytes.len() {
            return Some(run_end);
        }
        at = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The old way: the whole characters of `bytes` (None: not UTF-8).
    fn expected(bytes: &[u8], all: bool) -> Option<usize> {
        match std::str::from_utf8(bytes) {
            Ok(_) => Some(bytes.len()),
            Err(e) if e.error_len().is_none() && !all => Some(e.valid_up_to()),
            Err(_) => None,
        }
    }

    /// `utf8_runs` agrees with `from_utf8`, and its cuts are exactly the runs beyond ASCII.
    fn check(bytes: &[u8]) {
        let mut cuts = Vec::new();
        for all in [false, true] {
            let whole = utf8_runs(bytes, all, &mut cuts);
            assert_eq!(whole, expected(bytes, all), "{bytes:?} {all}");
            let Some(whole) = whole else { continue };
            if cuts.is_empty() {
                continue;
            }
            let mut runs = Vec::new();
            let mut at = 0;
            while at < whole {
                if bytes[at].is_ascii() {
                    at += 1;
                    continue;
                }
                let start = at;
                while at < whole && !bytes[at].is_ascii() {
                    at += 1;
                }
                runs.extend([start as u32, at as u32]);
            }
            assert_eq!(cuts, runs, "{bytes:?}");
        }
    }

    #[test]
    fn runs_beyond_ascii_are_found_and_checked() {
        assert_eq!(ascii_prefix(b""), 0);
        assert_eq!(ascii_prefix("abcdefghijé".as_bytes()), 10);
        assert_eq!(ascii_prefix("abcdefé".as_bytes()), 6);
        assert_eq!(ascii_prefix("abcdefghijklmnop".as_bytes()), 16);
        let stretch = "x".repeat(3000);
        let text = format!("{stretch}carré{stretch}été{stretch}😀 ∑{stretch}é");
        let bytes = text.as_bytes();
        for end in 0..=bytes.len() {
            if end % 997 == 0
                || end + 12 >= bytes.len()
                || bytes[end.saturating_sub(4)..end]
                    .iter()
                    .any(|b| !b.is_ascii())
            {
                check(&bytes[..end]);
            }
        }
        let mut cuts = Vec::new();
        assert_eq!(utf8_runs(bytes, true, &mut cuts), Some(bytes.len()));
        assert_eq!(cuts.len(), 12, "six runs: {cuts:?}");
        // Not UTF-8: a character cut short before ASCII, a stray continuation byte.
        check(
            &[b'a'; 2000]
                .iter()
                .chain(&[0xc3, b'a'])
                .copied()
                .collect::<Vec<_>>(),
        );
        check(
            &[b'a'; 2000]
                .iter()
                .chain(&[0xa9, b'a'])
                .copied()
                .collect::<Vec<_>>(),
        );
        check(
            &[b'a'; 2000]
                .iter()
                .chain(&[0xff])
                .copied()
                .collect::<Vec<_>>(),
        );
        // Too many runs for the piece's size: none, the piece decoded whole.
        let dense = "été ".repeat(1000);
        assert_eq!(
            utf8_runs(dense.as_bytes(), true, &mut cuts),
            Some(dense.len())
        );
        assert!(cuts.is_empty());
        check(dense.as_bytes());
        check(&dense.as_bytes()[..dense.len() - 2]);
    }
}
