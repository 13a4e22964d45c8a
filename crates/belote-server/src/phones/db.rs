//! The database behind the phones: one writer thread that owns the writing connection and
//! commits the writes waiting in its queue together (one wait for the disk for a burst of
//! tables, each write still all or nothing), and a few reading connections used on tokio's
//! blocking threads. No SQLite work ever runs on the async threads, so a slow disk delays
//! writes but never the other requests.
//!
//! The writer is the one place where the events are written while the server runs: the
//! organiser's own changes in the app (a correction, a deal entered at the organiser's table, a
//! draw) are queued to it too ([`Db::run`]) and applied in turn with the phones' writes, so the
//! two are serialized in one place and the streams hear of both at once.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::{mpsc, Arc, Mutex};
use std::thread;

use belote_event::ScoredTable;
use belote_store::{PhoneWrite, Store};
use tokio::sync::oneshot;

use super::error::PhoneError;
use super::stream::{Versions, POLL};
use tokio::sync::watch;

/// Writes applied in one transaction at most.
const MAX_BATCH: usize = 256;

/// Reading connections kept open at most.
const MAX_READERS: usize = 8;

/// Work for the writer, done in the order it was queued.
enum Job {
    /// A phone's write: applied with the others waiting, in one transaction.
    Phone {
        write: PhoneWrite,
        answer: oneshot::Sender<Result<ScoredTable, PhoneError>>,
    },
    /// Any other change of the events (the organiser's), run alone with the writer's store;
    /// then the stream of `event`, if any, hears of it.
    Run {
        event: Option<String>,
        work: StoreWork,
    },
}

/// A change of the events to run on the writer ([`Db::run`]): it answers its caller itself.
pub type StoreWork = Box<dyn FnOnce(&mut Store) + Send>;

/// The phones' database: a queue to the writer, and the readers.
pub struct Db {
    writer: Mutex<Option<mpsc::Sender<Job>>>,
    thread: Mutex<Option<thread::JoinHandle<()>>>,
    readers: Mutex<Vec<Store>>,
    /// Opens more readers (never used for anything else).
    spare: Mutex<Store>,
}

impl Db {
    /// Opens the history at `path` (checked and migrated as `belote` opens it) and starts the
    /// writer; committed writes are announced to `versions`.
    pub fn open(path: &Path, versions: Arc<Versions>) -> Result<Db, belote_store::StoreError> {
        let writer_store = Store::open(path)?;
        let spare = writer_store.open_another()?;
        let reader = writer_store.open_another()?;
        let (tx, rx) = mpsc::channel::<Job>();
        let thread = thread::Builder::new()
            .name("belote-phones-writer".into())
            .spawn(move || write_loop(writer_store, rx, versions))
            .map_err(|source| belote_store::StoreError::Io {
                context: "cannot start the writer thread".into(),
                source,
            })?;
        Ok(Db {
            writer: Mutex::new(Some(tx)),
            thread: Mutex::new(Some(thread)),
            readers: Mutex::new(vec![reader]),
            spare: Mutex::new(spare),
        })
    }

    /// Queues `write` and waits for its answer: `Ok` once it is committed, with the table
    /// scored as the write left it.
    pub async fn write(&self, write: PhoneWrite) -> Result<ScoredTable, PhoneError> {
        let (answer, answered) = oneshot::channel();
        let sent = {
            let writer = self.writer.lock().unwrap_or_else(|p| p.into_inner());
            writer
                .as_ref()
                .map(|w| w.send(Job::Phone { write, answer }).is_ok())
                .unwrap_or(false)
        };
        if !sent {
            return Err(PhoneError::unavailable("the server is stopping"));
        }
        answered
            .await
            .unwrap_or_else(|_| Err(PhoneError::unavailable("the server is stopping")))
    }

    /// Queues `work` for the writer, to run in turn with the phones' writes (it answers its
    /// caller itself); then the stream of `event` hears of the change. `Err` when the server is
    /// stopping (nothing is run).
    pub fn run(&self, event: Option<String>, work: StoreWork) -> Result<(), PhoneError> {
        let writer = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        let sent = writer
            .as_ref()
            .is_some_and(|w| w.send(Job::Run { event, work }).is_ok());
        if sent {
            Ok(())
        } else {
            Err(PhoneError::unavailable("the server is stopping"))
        }
    }

    /// Runs `read` with a reading connection, on a blocking thread.
    pub async fn read<T: Send + 'static>(
        self: &Arc<Self>,
        read: impl FnOnce(&Store) -> Result<T, PhoneError> + Send + 'static,
    ) -> Result<T, PhoneError> {
        let db = Arc::clone(self);
        tokio::task::spawn_blocking(move || {
            let store = db.reader()?;
            let answer = read(&store);
            db.give_back(store);
            answer
        })
        .await
        .unwrap_or_else(|e| Err(PhoneError::unavailable(format!("the read stopped: {e}"))))
    }

    fn reader(&self) -> Result<Store, PhoneError> {
        if let Some(store) = self.readers.lock().unwrap_or_else(|p| p.into_inner()).pop() {
            return Ok(store);
        }
        let spare = self.spare.lock().unwrap_or_else(|p| p.into_inner());
        Ok(spare.open_another()?)
    }

    fn give_back(&self, store: Store) {
        let mut readers = self.readers.lock().unwrap_or_else(|p| p.into_inner());
        if readers.len() < MAX_READERS {
            readers.push(store);
        }
    }

    /// Stops the writer once the writes already queued are done (their answers sent).
    pub fn close(&self) {
        self.writer.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(t) = self.thread.lock().unwrap_or_else(|p| p.into_inner()).take() {
            let _ = t.join();
        }
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        self.close();
    }
}

/// The writer: takes every job waiting, applies each run of phones' writes in one transaction
/// and the organiser's changes one by one, in the order they came; answers each write once it
/// is committed, and tells the streams of the events that changed.
fn write_loop(mut store: Store, rx: mpsc::Receiver<Job>, versions: Arc<Versions>) {
    while let Ok(first) = rx.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let mut changed = BTreeSet::new();
        let mut phones = Vec::new();
        for job in jobs {
            match job {
                Job::Phone { write, answer } => phones.push((write, answer)),
                Job::Run { event, work } => {
                    apply_phones(&mut store, std::mem::take(&mut phones), &mut changed);
                    // A panic in the work must not end the writer: the phones still write.
                    let _ =
                        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(&mut store)));
                    changed.extend(event);
                }
            }
        }
        apply_phones(&mut store, phones, &mut changed);
        for event in changed {
            if let Ok(version) = store.event_version(&event) {
                versions.publish(&event, version);
            }
        }
    }
}

/// Applies phones' writes in one transaction and answers each; adds the events they changed
/// to `changed`.
fn apply_phones(
    store: &mut Store,
    jobs: Vec<(PhoneWrite, oneshot::Sender<Result<ScoredTable, PhoneError>>)>,
    changed: &mut BTreeSet<String>,
) {
    if jobs.is_empty() {
        return;
    }
    let writes: Vec<PhoneWrite> = jobs.iter().map(|(w, _)| w.clone()).collect();
    match store.phone_writes(&writes) {
        Ok(answers) => {
            for ((_, answer_to), answer) in jobs.into_iter().zip(answers) {
                let answer = answer.map_err(PhoneError::from);
                if let Ok(table) = &answer {
                    changed.insert(table.event.clone());
                }
                let _ = answer_to.send(answer);
            }
        }
        Err(e) => {
            let e = PhoneError::from(e);
            for (_, answer_to) in jobs {
                let _ = answer_to.send(Err(e.clone()));
            }
        }
    }
}

/// Reads the versions of the watched events every [`POLL`] until `stop`: changes made by
/// anyone else reach the streams too.
pub async fn poll_versions(versions: Arc<Versions>, db: Arc<Db>, mut stop: watch::Receiver<bool>) {
    let mut tick = tokio::time::interval(POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stop.wait_for(|s| *s) => return,
        }
        let watched = versions.watched();
        if watched.is_empty() {
            continue;
        }
        let read = db
            .read(move |store| {
                Ok(watched
                    .into_iter()
                    .filter_map(|e| store.event_version(&e).ok().map(|v| (e, v)))
                    .collect::<Vec<_>>())
            })
            .await;
        if let Ok(found) = read {
            for (event, version) in found {
                versions.publish(&event, version);
            }
        }
    }
}
