//! Whole numbers written in decimal, as `Display` writes them — the sheet's scores and the
//! sentences' numbers, a few in every round. Those from 0 to 999, nearly all of them, are
//! read from one text of them all, made when the crate is compiled: a lookup rather than
//! `itoa`'s general conversion, which costs the WebAssembly module more than the lookup
//! does (docs/performance.md, "The engine in the browser").

/// The numbers from 0 to 999 written one after the other: "0123…9101112…999".
const SMALL: &str = match std::str::from_utf8(&small_bytes()) {
    Ok(text) => text,
    Err(_) => panic!("digits are ASCII"),
};

const SMALL_LEN: usize = 10 + 90 * 2 + 900 * 3;

const fn small_bytes() -> [u8; SMALL_LEN] {
    let mut bytes = [0u8; SMALL_LEN];
    let (mut n, mut at) = (0usize, 0usize);
    while n < 1000 {
        if n >= 100 {
            bytes[at] = b'0' + (n / 100) as u8;
            at += 1;
        }
        if n >= 10 {
            bytes[at] = b'0' + (n / 10 % 10) as u8;
            at += 1;
        }
        bytes[at] = b'0' + (n % 10) as u8;
        at += 1;
        n += 1;
    }
    bytes
}

/// `n` in decimal when it is from 0 to 999.
#[inline]
fn small(n: i64) -> Option<&'static str> {
    let n = usize::try_from(n).ok().filter(|&n| n < 1000)?;
    let (start, len) = match n {
        0..=9 => (n, 1),
        10..=99 => (10 + (n - 10) * 2, 2),
        _ => (190 + (n - 100) * 3, 3),
    };
    SMALL.get(start..start + len)
}

/// Calls `f` with `n` written in decimal.
#[inline]
pub fn with_decimal<R>(n: i64, f: impl FnOnce(&str) -> R) -> R {
    match small(n) {
        Some(text) => f(text),
        None => f(itoa::Buffer::new().format(n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_display_writes_them() {
        for n in (-1100..=1100).chain([i64::MIN, i64::MAX, 4_000_000, -7]) {
            assert_eq!(with_decimal(n, str::to_string), n.to_string());
        }
    }
}
