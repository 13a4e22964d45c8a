//! The app's outbox sender: one thread with a connection of its own to the history, which
//! sends the outbox whenever something is due (the waits of HUB.md: 5 s, 10 s, … 15 min) and
//! at once when poked (a publication, the settings saved, the network back). It never holds
//! the app's own connection, so the screens are never kept waiting by a slow hub. It stops
//! when the app's state is dropped (between two requests: a request in hand is finished, or
//! times out).

use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use belote_hub_client::{next_due, now_ms, send_pass, Client, Pass, Supersede};
use belote_store::Store;

#[derive(Default)]
struct Wake {
    /// Something to send now, whatever the waits.
    at_once: bool,
    /// Look again (a new entry may be due).
    poked: bool,
    stop: bool,
}

struct Shared {
    wake: Mutex<Wake>,
    cv: Condvar,
}

/// The background sender (see the module's documentation).
pub(crate) struct Sender {
    shared: Arc<Shared>,
}

/// The shortest time between two passes, so that a wait that cannot be met (a hub that keeps
/// answering "now") never spins.
const BREATH: Duration = Duration::from_millis(500);

impl Sender {
    /// Starts the thread over `store` (a connection of its own).
    pub(crate) fn start(store: Store) -> Sender {
        let shared = Arc::new(Shared {
            wake: Mutex::new(Wake::default()),
            cv: Condvar::new(),
        });
        let theirs = Arc::clone(&shared);
        let _ = std::thread::Builder::new()
            .name("hub-outbox".into())
            .spawn(move || run(store, &theirs));
        Sender { shared }
    }

    /// Wakes the thread: `at_once` sends every waiting entry now.
    pub(crate) fn poke(&self, at_once: bool) {
        if let Ok(mut w) = self.shared.wake.lock() {
            w.poked = true;
            w.at_once |= at_once;
            self.shared.cv.notify_one();
        }
    }
}

impl Drop for Sender {
    fn drop(&mut self) {
        if let Ok(mut w) = self.shared.wake.lock() {
            w.stop = true;
            self.shared.cv.notify_one();
        }
    }
}

fn run(mut store: Store, shared: &Shared) {
    let client = Client::new();
    let mut at_once = true;
    loop {
        let pass = Pass {
            at_once,
            supersede: Supersede::No,
        };
        // A failure of the history (locked for long, a full disk) is tried again at the next
        // wake; the entries stay as they were.
        let _ = send_pass(&mut store, &client, &pass, &now_ms);
        let due = next_due(&store).ok().flatten();
        let Ok(mut w) = shared.wake.lock() else {
            return;
        };
        // Wait for a poke, the stop, or the time of the next entry due.
        let mut overdue = false;
        while !w.stop && !w.poked {
            let now = now_ms();
            match due {
                Some(at) if at <= now => {
                    overdue = true;
                    break;
                }
                Some(at) => {
                    let d = Duration::from_millis(u64::try_from(at - now).unwrap_or(0));
                    let Ok((g, waited)) = shared.cv.wait_timeout(w, d.max(BREATH)) else {
                        return;
                    };
                    w = g;
                    if waited.timed_out() {
                        break;
                    }
                }
                None => {
                    let Ok(g) = shared.cv.wait(w) else {
                        return;
                    };
                    w = g;
                }
            }
        }
        if w.stop {
            return;
        }
        at_once = std::mem::take(&mut w.at_once);
        w.poked = false;
        drop(w);
        if overdue {
            std::thread::sleep(BREATH);
        }
    }
}
