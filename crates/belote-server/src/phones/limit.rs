//! Guessing codes is slowed down: after [`UNKNOWN_PER_MINUTE`] unknown codes within a minute
//! from one address, that address's table requests answer 429 until the minute since those
//! misses has passed (a sliding window: the oldest miss must be a minute old).

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Unknown codes an address may try within [`WINDOW`].
pub const UNKNOWN_PER_MINUTE: usize = 60;

/// The window the misses are counted in.
pub const WINDOW: Duration = Duration::from_secs(60);

/// Addresses remembered at most (beyond it, the ones with no recent miss are forgotten first).
const MAX_ADDRESSES: usize = 4096;

/// The recent misses of every address.
#[derive(Default)]
pub struct Limiter {
    misses: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl Limiter {
    /// How long `addr` must still wait, when it has missed too often.
    pub fn blocked(&self, addr: IpAddr, now: Instant) -> Option<Duration> {
        let mut misses = self.misses.lock().unwrap_or_else(|p| p.into_inner());
        let list = misses.get_mut(&addr)?;
        expire(list, now);
        if list.len() >= UNKNOWN_PER_MINUTE {
            list.front()
                .map(|oldest| WINDOW.saturating_sub(now - *oldest))
        } else {
            None
        }
    }

    /// `addr` asked for a code that does not exist.
    pub fn missed(&self, addr: IpAddr, now: Instant) {
        let mut misses = self.misses.lock().unwrap_or_else(|p| p.into_inner());
        if misses.len() >= MAX_ADDRESSES && !misses.contains_key(&addr) {
            misses.retain(|_, list| {
                expire(list, now);
                !list.is_empty()
            });
            if misses.len() >= MAX_ADDRESSES {
                // Every address missed within the minute: the most forgetful choice is the
                // one that missed least.
                if let Some(least) = misses.iter().min_by_key(|(_, l)| l.len()).map(|(a, _)| *a) {
                    misses.remove(&least);
                }
            }
        }
        let list = misses.entry(addr).or_default();
        expire(list, now);
        list.push_back(now);
        while list.len() > UNKNOWN_PER_MINUTE {
            list.pop_front();
        }
    }
}

fn expire(list: &mut VecDeque<Instant>, now: Instant) {
    while list
        .front()
        .is_some_and(|t| now.duration_since(*t) >= WINDOW)
    {
        list.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_misses_block_an_address_until_the_minute_has_passed() {
        let limiter = Limiter::default();
        let a: IpAddr = "192.168.1.20".parse().unwrap();
        let b: IpAddr = "192.168.1.21".parse().unwrap();
        let t0 = Instant::now();
        for i in 0..59 {
            limiter.missed(a, t0 + Duration::from_millis(i * 100));
        }
        let t = t0 + Duration::from_secs(6);
        assert_eq!(limiter.blocked(a, t), None);
        limiter.missed(a, t);
        assert!(limiter.blocked(a, t).is_some());
        assert_eq!(limiter.blocked(b, t), None, "another address is not slowed");
        // The first miss is a minute old: one slot is free again.
        assert!(limiter
            .blocked(a, t0 + WINDOW - Duration::from_millis(1))
            .is_some());
        assert_eq!(
            limiter.blocked(a, t0 + WINDOW + Duration::from_millis(1)),
            None
        );
        // A minute after the last miss, nothing is left.
        assert_eq!(limiter.blocked(a, t + WINDOW), None);
    }
}
