//! The letters beyond ASCII of a piece of the sheet marked in ASCII, for the WebAssembly
//! module's `score`, which decodes the piece through `TextDecoder`'s ASCII fast path and puts
//! the letters back in the string (`web.rs`).
// Used by the WebAssembly module only; tested natively too.
#![cfg_attr(
    not(all(target_family = "wasm", target_os = "unknown")),
    allow(dead_code)
)]

/// The first byte of a marked letter; the second is `b'0'` and the letter's index.
pub(crate) const MARK: u8 = 0x01;

/// The most different letters a piece may have to be marked: the decoded piece is searched
/// once for each (an English sheet has "é" and "×", a French one "é" and "œ").
pub(crate) const MOST_LETTERS: usize = 3;

/// How many of `bytes`' first bytes are ASCII other than 0x00 and [`MARK`] (eight at a time).
fn plain_prefix(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
        // The high bit of each byte of 0x80 and above, or below 2 (the lowest one flagged is
        // always one of those; a borrow may flag bytes after it).
        let special = (w | (w.wrapping_sub(2 * ONES) & !w)) & HIGH;
        if special != 0 {
            return at + (special.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + words
        .remainder()
        .iter()
        .take_while(|&&b| b.is_ascii() && b > MARK)
        .count()
}

/// The two-byte character (U+0080 to U+07FF) at the start of `bytes`.
fn two_bytes(bytes: &[u8]) -> Option<u16> {
    match bytes {
        [lead @ 0xC2..=0xDF, next, ..] if next & 0xC0 == 0x80 => {
            Some(u16::from(lead & 0x1F) << 6 | u16::from(next & 0x3F))
        }
        _ => None,
    }
}

/// Checks that `bytes` are UTF-8, but for the first bytes of a character they end in the
/// middle of (`all`: those too), and answers how many bytes are whole characters (None: they
/// are not UTF-8). When the letters beyond ASCII of those are no more than
/// [`MOST_LETTERS`] different two-byte characters, and no byte is [`MARK`] or 0, each letter
/// is replaced in `bytes` by [`MARK`] and `b'0'` plus its index in `letters`: the same length,
/// all ASCII. Otherwise `letters` is left empty and `bytes` as they were.
pub(crate) fn mark_letters(bytes: &mut [u8], all: bool, letters: &mut Vec<u16>) -> Option<usize> {
    letters.clear();
    let mut at = 0;
    let whole = loop {
        at += plain_prefix(&bytes[at..]);
        if at == bytes.len() {
            break at;
        }
        if let Some(letter) = two_bytes(&bytes[at..]) {
            if letters.contains(&letter) || letters.len() < MOST_LETTERS {
                if !letters.contains(&letter) {
                    letters.push(letter);
                }
                at += 2;
                continue;
            }
        } else if at + 1 == bytes.len() && !all && (0xC2..=0xDF).contains(&bytes[at]) {
            // A letter whose second byte is in the next piece.
            break at;
        }
        // Anything else: checked as a whole, decoded as it is.
        letters.clear();
        return match std::str::from_utf8(&bytes[at..]) {
            Ok(_) => Some(bytes.len()),
            Err(e) if e.error_len().is_none() && !all => Some(at + e.valid_up_to()),
            Err(_) => None,
        };
    };
    if !letters.is_empty() {
        let mut at = 0;
        loop {
            at += plain_prefix(&bytes[at..whole]);
            if at == whole {
                break;
            }
            // Only ASCII and the letters are left: a letter starts here.
            let letter = two_bytes(&bytes[at..]).unwrap_or_default();
            let index = letters
                .iter()
                .position(|&l| l == letter)
                .unwrap_or_default();
            bytes[at] = MARK;
            bytes[at + 1] = b'0' + index as u8;
            at += 2;
        }
    }
    Some(whole)
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

    /// `mark_letters` agrees with `from_utf8`, and the marked piece, its letters put back,
    /// is the piece.
    fn check(bytes: &[u8]) -> Vec<u16> {
        let mut letters = Vec::new();
        let mut seen = Vec::new();
        for all in [false, true] {
            let mut marked = bytes.to_vec();
            let whole = mark_letters(&mut marked, all, &mut letters);
            assert_eq!(whole, expected(bytes, all), "{bytes:?} {all}");
            let Some(whole) = whole else {
                assert!(letters.is_empty());
                continue;
            };
            if letters.is_empty() {
                assert_eq!(marked, bytes);
                continue;
            }
            assert!(letters.len() <= MOST_LETTERS);
            assert_eq!(marked[whole..], bytes[whole..]);
            let mut text = std::str::from_utf8(&marked[..whole]).unwrap().to_string();
            assert!(text.is_ascii());
            for (i, &l) in letters.iter().enumerate() {
                let mark = format!("{}{}", MARK as char, (b'0' + i as u8) as char);
                text = text.replace(&mark, &char::from_u32(l.into()).unwrap().to_string());
            }
            assert_eq!(text.as_bytes(), &bytes[..whole]);
            seen = letters.clone();
        }
        seen
    }

    #[test]
    fn plain_bytes_are_counted_eight_at_a_time() {
        let text: Vec<u8> = (0u8..=255).collect();
        for start in 0..text.len() {
            for len in 0..20.min(text.len() - start) {
                let bytes = &text[start..start + len];
                let plain = bytes
                    .iter()
                    .take_while(|&&b| (2..0x80).contains(&b))
                    .count();
                assert_eq!(plain_prefix(bytes), plain, "{bytes:?}");
            }
        }
        assert_eq!(plain_prefix(b"abcdefghijklmnopq\x01"), 17);
        assert_eq!(plain_prefix(b"abcdefghijk\x00lmn"), 11);
        assert_eq!(plain_prefix("abcdefghijé".as_bytes()), 10);
    }

    #[test]
    fn letters_are_marked_and_checked() {
        let stretch = "x".repeat(300);
        let text = format!("{stretch}carré{stretch}été{stretch}3 × 4{stretch}é");
        let bytes = text.as_bytes();
        for end in 0..=bytes.len() {
            check(&bytes[..end]);
        }
        assert_eq!(check(bytes), ['é' as u16, '×' as u16]);
        // A third and a fourth letter, a letter of three bytes, a mark byte: not marked.
        assert_eq!(check(format!("{text}œ").as_bytes()).len(), 3);
        assert!(check(format!("{text}œš").as_bytes()).is_empty());
        assert!(check(format!("{text}∑").as_bytes()).is_empty());
        assert!(check(format!("{text}😀").as_bytes()).is_empty());
        assert!(check(format!("{text}\u{1}0").as_bytes()).is_empty());
        assert!(check(format!("{text}\0").as_bytes()).is_empty());
        // Not UTF-8: a letter cut short before ASCII, a stray continuation byte, 0xFF, an
        // overlong letter.
        for bad in [
            &[0xc3, b'a'][..],
            &[0xa9, b'a'],
            &[0xff],
            &[0xc0, 0x80],
            &[0xe2, 0x88],
        ] {
            check(&[b'a'; 20].iter().chain(bad).copied().collect::<Vec<_>>());
            check(&[0xc3, 0xa9].iter().chain(bad).copied().collect::<Vec<_>>());
        }
    }
}
