//! The table phones' server as the app holds it ([`Phones`]): the server the host hands in
//! ([`TableServer`]) and the one open, if any. Apart from the organiser's commands
//! (`mod.rs`), which need the app's state, so that the state can hold it.

use std::path::Path;
use std::sync::Mutex;

use belote_store::Store;

/// Starts the table phones' server.
pub trait TableServer: Send + Sync {
    /// Serves the history at `db` on `bind` (`HOST:PORT`) until the answer is closed.
    fn start(&self, db: &Path, bind: &str) -> Result<Box<dyn RunningServer>, String>;
}

/// A change of the events, run with the store that writes them.
pub type StoreWork = Box<dyn FnOnce(&mut Store) + Send>;

/// A running table phones' server.
pub trait RunningServer: Send {
    /// The port it listens on.
    fn port(&self) -> u16;
    /// Runs `work` on the server's one writer, in turn with the phones' writes; the stream of
    /// `event`, if any, then hears of the change. `work` answers its caller itself; `Err` when
    /// it could not be queued (the server is stopping).
    fn write(&self, event: Option<&str>, work: StoreWork) -> Result<(), String>;
    /// Stops it (the requests in hand are finished first).
    fn close(self: Box<Self>);
}

pub(super) struct Open {
    pub(super) event: String,
    pub(super) host: String,
    pub(super) server: Box<dyn RunningServer>,
}

impl Open {
    /// The server's address (`http://192.168.1.20:PORT/`).
    pub(super) fn url(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        format!("http://{host}:{}/", self.server.port())
    }
}

/// The phones' server of the app: at most one open at a time.
pub struct Phones {
    pub(super) server: Box<dyn TableServer>,
    pub(super) open: Mutex<Option<Open>>,
}

impl Phones {
    pub fn new(server: Box<dyn TableServer>) -> Phones {
        Phones {
            server,
            open: Mutex::new(None),
        }
    }
}
