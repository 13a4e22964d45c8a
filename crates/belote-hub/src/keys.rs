//! Keys (HUB.md "Authentication"): `bhk_` (a club's) or `bha_` (an admin's) and 64 lowercase
//! hexadecimal digits, 256 bits from the operating system's cryptographic source. Only the
//! SHA-256 of the whole key is stored, and found by; its first 12 hex digits are the key's id.

use sha2::{Digest, Sha256};

use crate::error::{HubError, Result};

/// A club's key prefix.
pub const CLUB_PREFIX: &str = "bhk_";
/// An admin's key prefix.
pub const ADMIN_PREFIX: &str = "bha_";

/// Lowercase hexadecimal.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 15)] as char);
    }
    s
}

/// SHA-256 in lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// A new key with `prefix`: (the key, its hash, its id).
pub fn new_key(prefix: &str) -> Result<(String, Vec<u8>, String)> {
    let mut secret = [0u8; 32];
    getrandom::fill(&mut secret)
        .map_err(|e| HubError::Internal(format!("no random numbers from the system: {e}")))?;
    let key = format!("{prefix}{}", hex(&secret));
    let (hash, id) = hash_key(&key);
    Ok((key, hash, id))
}

/// A key's stored hash and its id.
pub fn hash_key(key: &str) -> (Vec<u8>, String) {
    let hash = Sha256::digest(key.as_bytes()).to_vec();
    let id = hex(&hash[..6]);
    (hash, id)
}

/// Whether `s` has a key's form (either prefix, 64 lowercase hex digits).
pub fn well_formed(s: &str) -> bool {
    let body = s
        .strip_prefix(CLUB_PREFIX)
        .or_else(|| s.strip_prefix(ADMIN_PREFIX));
    body.is_some_and(|b| b.len() == 64 && b.bytes().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')))
}

/// `n` random characters of the table-code alphabet (player ids, pseudonyms).
pub fn random_code(n: usize) -> Result<String> {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    let mut out = String::with_capacity(n);
    let mut buf = [0u8; 64];
    while out.len() < n {
        getrandom::fill(&mut buf)
            .map_err(|e| HubError::Internal(format!("no random numbers from the system: {e}")))?;
        // 31 letters: keep bytes below 248 (8 × 31) so that each letter is equally likely.
        for b in buf.iter().filter(|b| **b < 248) {
            if out.len() == n {
                break;
            }
            out.push(ALPHABET[usize::from(*b % 31)] as char);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_have_their_form_and_id() {
        let (key, hash, id) = new_key(CLUB_PREFIX).unwrap();
        assert!(well_formed(&key), "{key}");
        assert_eq!(key.len(), 68);
        assert_eq!(hash.len(), 32);
        assert_eq!(id, sha256_hex(key.as_bytes())[..12]);
        assert!(!well_formed("bhk_00"));
        assert!(!well_formed(&key.to_uppercase()));
    }

    #[test]
    fn codes_use_the_table_alphabet() {
        let c = random_code(10).unwrap();
        assert_eq!(c.len(), 10);
        assert!(c
            .bytes()
            .all(|b| b"23456789ABCDEFGHJKMNPQRSTUVWXYZ".contains(&b)));
    }
}
