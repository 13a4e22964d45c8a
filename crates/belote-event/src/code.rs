//! Table codes: 6 characters from `23456789ABCDEFGHJKMNPQRSTUVWXYZ` (no 0/O, 1/I/L), drawn
//! from the operating system's cryptographic source. Whoever holds a code may enter that
//! table's deals, so a code must not be guessable.

/// The characters of a code.
pub const CODE_ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// The length of a code.
pub const CODE_LEN: usize = 6;

/// A new random code. `Err` when the system has no random source to give.
pub fn random_code() -> Result<String, getrandom::Error> {
    let mut code = String::with_capacity(CODE_LEN);
    let mut bytes = [0u8; 16];
    while code.len() < CODE_LEN {
        getrandom::fill(&mut bytes)?;
        // 248 = 8 × 31: keeping only bytes below it leaves every character equally likely.
        for &b in bytes.iter().filter(|&&b| b < 248) {
            if code.len() < CODE_LEN {
                code.push(char::from(CODE_ALPHABET[usize::from(b % 31)]));
            }
        }
    }
    Ok(code)
}

/// A seed for an event's random draws, from the same source: a whole number below 2^53, so
/// that scripts reading the export as JSON numbers keep it exact.
pub fn random_seed() -> Result<u64, getrandom::Error> {
    Ok(getrandom::u64()? >> 11)
}

/// Whether `s` has the shape of a table code.
pub fn is_code(s: &str) -> bool {
    s.len() == CODE_LEN && s.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_the_shape() {
        for _ in 0..100 {
            let c = random_code().unwrap();
            assert!(is_code(&c), "{c}");
        }
        assert!(!is_code("K7P2Q0"));
        assert!(!is_code("k7p2qx"));
        assert!(random_seed().unwrap() < 1 << 53);
    }
}
