//! Hash maps for the review's own keys — match keys, player numbers, variants, folded names —
//! with a small multiplicative hash instead of the standard library's keyed SipHash. The
//! review looks up a name or a number for every match of the history (hundreds of thousands
//! of lookups for a long one), and SipHash cost more there than the work around it, most of
//! all in the WebAssembly module (docs/performance.md, "The engine in the browser"). The keys
//! are the user's own history on the user's own device, not a stranger's input, so a hash
//! that a chosen set of keys could make collide is no risk here; the results hub, which takes
//! input from the network, keeps the standard library's maps.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A `HashMap` with [`Multiply`] as its hash.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Multiply>>;

/// Each word of the key added to the state, then the state multiplied by an odd constant;
/// the result rotated so that its best-mixed (high) bits are the ones the table's index uses.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Multiply(u64);

/// An odd constant with its bits well spread (any such works; this one is from the digits of
/// the golden ratio, 2^64 / φ, made odd).
const FACTOR: u64 = 0x9e37_79b9_7f4a_7c15;

impl Multiply {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = self.0.wrapping_add(word).wrapping_mul(FACTOR);
    }
}

impl Hasher for Multiply {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            // Byte by byte, not by a copy of a variable length: in the WebAssembly module that
            // is a `memory.copy`, a call out of the module's code for a few bytes.
            let word = rest
                .iter()
                .rev()
                .fold(0u64, |word, &b| (word << 8) | u64::from(b));
            // The length too: "a" and "a\0" differ.
            self.add(word ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    fn hash<T: std::hash::Hash + ?Sized>(t: &T) -> u64 {
        BuildHasherDefault::<Multiply>::default().hash_one(t)
    }

    #[test]
    fn keys_that_differ_hash_apart() {
        // Names of every length around a word's, and the same bytes cut differently.
        let names: Vec<String> = (0..40)
            .map(|n| "é".repeat(n % 5) + &"x".repeat(n))
            .collect();
        let mut seen = std::collections::HashSet::new();
        for name in &names {
            assert!(seen.insert(hash(name.as_str())), "{name:?}");
        }
        assert_ne!(hash(&("ab", "c")), hash(&("a", "bc")));
        assert_ne!(hash("a"), hash("a\0"));
        assert_ne!(hash(&(1u32, 2usize)), hash(&(2u32, 1usize)));
        // Consecutive numbers spread over a table's low bits.
        let buckets: std::collections::HashSet<u64> =
            (0..1024i64).map(|n| hash(&n) & 1023).collect();
        assert!(buckets.len() > 600, "{}", buckets.len());
    }

    #[test]
    fn a_map_finds_what_it_holds() {
        let mut map: FastMap<String, usize> = FastMap::default();
        for n in 0..10_000 {
            map.insert(format!("player {n}"), n);
        }
        assert!((0..10_000).all(|n| map[&format!("player {n}")] == n));
    }
}
