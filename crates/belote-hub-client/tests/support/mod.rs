//! For the outbox's tests: a scripted HTTP server on loopback that answers each request with
//! the next reply of its script (or drops the connection after reading the request: an answer
//! lost on the way), answers `GET /api/v1/key` by itself, and records every request it read.
//! It stands for the network, not for the hub: the hub's own rules are tested end to end
//! against the real `belote hub serve` (tests/hub_e2e.rs).

#![allow(dead_code)]

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};

use belote_store::Store;
use serde_json::{json, Value};

/// What the server does with the next request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// An answer: status, JSON body, extra headers.
    Answer(u16, Value, Vec<(&'static str, String)>),
    /// Reads the request, then closes the connection without a word.
    Drop,
}

pub fn answer(status: u16, body: Value) -> Reply {
    Reply::Answer(status, body, Vec::new())
}

/// A receipt of version `v`.
pub fn receipt(status: u16, v: i64) -> Reply {
    answer(
        status,
        json!({"kind": "event", "club": "dedaele", "version": v, "received": "2026-10-02T08:14:03Z"}),
    )
}

/// One request as the server read it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: String,
    pub path: String,
    pub authorization: String,
    pub gzip: bool,
    /// The body, gzip undone.
    pub body: Vec<u8>,
}

pub struct Fake {
    pub url: String,
    script: Arc<Mutex<VecDeque<Reply>>>,
    pub seen: Arc<Mutex<Vec<Seen>>>,
}

impl Fake {
    pub fn start() -> Fake {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/", listener.local_addr().unwrap());
        let script: Arc<Mutex<VecDeque<Reply>>> = Arc::default();
        let seen: Arc<Mutex<Vec<Seen>>> = Arc::default();
        let (s, r) = (Arc::clone(&script), Arc::clone(&seen));
        std::thread::spawn(move || {
            for conn in listener.incoming().flatten() {
                serve(conn, &s, &r);
            }
        });
        Fake { url, script, seen }
    }

    /// Adds replies to the script.
    pub fn then(&self, replies: impl IntoIterator<Item = Reply>) {
        self.script.lock().unwrap().extend(replies);
    }

    /// The requests read so far, `GET /api/v1/key` left out.
    pub fn requests(&self) -> Vec<Seen> {
        self.seen
            .lock()
            .unwrap()
            .iter()
            .filter(|s| s.path != "/api/v1/key")
            .cloned()
            .collect()
    }

    pub fn left(&self) -> usize {
        self.script.lock().unwrap().len()
    }
}

fn serve(conn: TcpStream, script: &Mutex<VecDeque<Reply>>, seen: &Mutex<Vec<Seen>>) {
    let mut reader = BufReader::new(conn.try_clone().unwrap());
    let mut line = String::new();
    if reader.read_line(&mut line).unwrap_or(0) == 0 {
        return;
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or_default().to_string();
    let path = parts.next().unwrap_or_default().to_string();
    let (mut length, mut gzip, mut authorization) = (0usize, false, String::new());
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h).unwrap_or(0) == 0 || h == "\r\n" {
            break;
        }
        let (name, value) = h.split_once(':').unwrap_or((&h, ""));
        let value = value.trim();
        match name.to_ascii_lowercase().as_str() {
            "content-length" => length = value.parse().unwrap_or(0),
            "content-encoding" => gzip = value == "gzip",
            "authorization" => authorization = value.to_string(),
            _ => {}
        }
    }
    let mut body = vec![0; length];
    if reader.read_exact(&mut body).is_err() {
        return;
    }
    if gzip {
        let mut plain = Vec::new();
        flate2::read::GzDecoder::new(&body[..])
            .read_to_end(&mut plain)
            .unwrap();
        body = plain;
    }
    seen.lock().unwrap().push(Seen {
        method,
        path: path.clone(),
        authorization,
        gzip,
        body,
    });
    let reply = if path == "/api/v1/key" {
        answer(
            200,
            json!({"key_id": "0123456789ab", "club": "dedaele", "admin": false}),
        )
    } else {
        script.lock().unwrap().pop_front().unwrap_or_else(|| {
            answer(
                500,
                json!({"error": {"at": "", "message": "the script ran out"}}),
            )
        })
    };
    let mut conn = conn;
    match reply {
        Reply::Drop => {}
        Reply::Answer(status, body, headers) => {
            let body = body.to_string();
            let mut head = format!(
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
                body.len()
            );
            for (k, v) in headers {
                head.push_str(&format!("{k}: {v}\r\n"));
            }
            head.push_str("\r\n");
            let _ = conn.write_all(head.as_bytes());
            let _ = conn.write_all(body.as_bytes());
        }
    }
}

/// A fresh history in a temporary folder.
pub fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("history.sqlite3")).unwrap();
    (dir, store)
}

/// A final evening of four players, one table, one deal in which side A takes `a` card
/// points; its id.
pub fn evening(store: &mut Store, name: &str, a: u32) -> String {
    let id = store
        .create_event(
            &json!({ "name": name, "date": "2026-10-01", "variant": "classic",
            "options": { "announces": false }, "format": { "rounds": 1, "deals": 1 },
            "entrants": "players", "players": ["Léa", "Jan", "Piet", "Kees"],
            "draw": { "first": "order" } }),
        )
        .unwrap();
    store.draw_round(&id).unwrap();
    correct(store, &id, a);
    id
}

/// Corrects the evening's one deal: side A takes `a` card points.
pub fn correct(store: &mut Store, id: &str, a: u32) {
    store
        .set_table_deals(
            id,
            1,
            1,
            vec![json!({"taker": "A", "contract": "hearts", "points": {"A": a}})],
        )
        .unwrap();
}

/// A port nothing listens on (bound, read, closed).
pub fn dead_url() -> String {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    drop(l);
    format!("http://127.0.0.1:{port}/")
}

pub const KEY: &str = "bhk_0000000000000000000000000000000000000000000000000000000000000001";
