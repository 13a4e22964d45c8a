//! Helpers of the `belote serve` tests: the real binary started on a free loopback port, a
//! phone's requests (plain HTTP/1.1 over a socket, one connection per request), the stream's
//! messages, and events made in the history to serve.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use belote_store::Store;
use serde_json::{json, Value};

pub const BELOTE: &str = env!("CARGO_BIN_EXE_belote");

/// A `belote serve` process, killed when dropped.
pub struct Server {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Server {
    /// Starts `belote serve --db DB` and waits for its ready line.
    pub fn start(db: &Path) -> Server {
        let mut child = Command::new(BELOTE)
            .args(["serve", "--db"])
            .arg(db)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("spawn belote serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .expect("ready line");
        let ready: Value = serde_json::from_str(&line).expect("the ready line is JSON");
        let url = ready["url"].as_str().expect("url").to_string();
        let hostport = url
            .strip_prefix("http://")
            .and_then(|u| u.strip_suffix('/'))
            .expect("http://HOST:PORT/");
        Server {
            child,
            addr: hostport.parse().expect("an address"),
        }
    }

    pub fn get(&self, path: &str) -> Answer {
        request(self.addr, "GET", path, None)
    }

    pub fn post(&self, path: &str, body: &Value) -> Answer {
        request(self.addr, "POST", path, Some(&body.to_string()))
    }

    pub fn put(&self, path: &str, body: &Value) -> Answer {
        request(self.addr, "PUT", path, Some(&body.to_string()))
    }

    /// A phone appends `deal` as deal `number` with `op`.
    pub fn append(&self, code: &str, op: &str, number: usize, deal: &Value) -> Answer {
        self.post(
            &format!("/api/tables/{code}/deals"),
            &json!({ "op": op, "number": number, "deal": deal }),
        )
    }

    /// Sends SIGTERM and waits: the exit code.
    pub fn terminate(mut self) -> Option<i32> {
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let status = self.child.wait().expect("wait");
        status.code()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: its status, its headers (lower-case names) and its body as JSON (`null` when it
/// is not JSON).
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub text: String,
    pub json: Value,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The error's `at`, after checking the error's shape.
    pub fn error_at(&self) -> &str {
        let e = &self.json["error"];
        assert!(
            e["message"].is_string(),
            "not an error: {} {}",
            self.status,
            self.text
        );
        e["at"].as_str().expect("at")
    }
}

/// Sends one request on a connection of its own (`Connection: close`) and reads the answer.
pub fn request(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> Answer {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(b) = body {
        head.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            b.len()
        ));
    }
    head.push_str("\r\n");
    let mut bytes = head.into_bytes();
    bytes.extend_from_slice(body.unwrap_or("").as_bytes());
    raw(addr, &bytes)
}

/// Sends `bytes` as they are and reads the answer until the server closes.
pub fn raw(addr: SocketAddr, bytes: &[u8]) -> Answer {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    s.write_all(bytes).expect("send");
    let mut got = Vec::new();
    s.read_to_end(&mut got).expect("read the answer");
    parse(&got)
}

/// Reads an HTTP/1.1 answer (a body of a known length, or chunked).
pub fn parse(got: &[u8]) -> Answer {
    let text = String::from_utf8_lossy(got).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.contains("chunked"));
    let body = if chunked {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    let json = serde_json::from_str(&body).unwrap_or(Value::Null);
    Answer {
        status,
        headers,
        text: body,
        json,
    }
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].strip_prefix("\r\n").unwrap_or(&rest[n..]);
    }
    out
}

/// An event's stream: each `data:` message's version, as it comes.
pub fn stream(addr: SocketAddr, event: &str) -> mpsc::Receiver<i64> {
    let mut s = TcpStream::connect(addr).expect("connect");
    write!(
        s,
        "GET /api/events/{event}/stream HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(s).lines() {
            let Ok(line) = line else { return };
            if let Some(data) = line.strip_prefix("data: ") {
                let v: Value = serde_json::from_str(data).expect("a JSON message");
                if tx.send(v["version"].as_i64().expect("version")).is_err() {
                    return;
                }
            }
        }
    });
    rx
}

/// A temporary history.
pub struct TempDb {
    pub dir: tempfile::TempDir,
    pub path: PathBuf,
}

pub fn temp_db() -> TempDb {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("history.sqlite3");
    TempDb { dir, path }
}

/// A concours of `teams` teams drawn in order (tables 1–2, 3–4, …) playing `deals` deals,
/// its first round drawn: the event's id and its tables' codes.
pub fn concours(db: &Path, teams: usize, deals: u32) -> (String, Vec<String>) {
    let list: Vec<Value> = (1..=teams)
        .map(|k| json!({ "name": format!("Team {k}") }))
        .collect();
    let def = json!({ "name": "Concours", "date": "2026-12-05", "variant": "classic",
        "options": { "announces": false }, "format": { "rounds": 3, "deals": deals },
        "teams": list, "draw": { "first": "order" } });
    let mut store = Store::open(db).unwrap();
    let id = store.create_event(&def).unwrap();
    let round = store.draw_round(&id).unwrap();
    (id, round.tables.into_iter().map(|t| t.code).collect())
}

/// A deal A makes with `points`.
pub fn deal(points: i64) -> Value {
    json!({ "taker": "A", "contract": "hearts", "points": { "A": points } })
}

/// A connection to `addr` from the loopback address `from` (127.0.0.2 is another device).
pub fn connect_from(from: &str, addr: SocketAddr) -> std::io::Result<TcpStream> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
    let local: SocketAddr = format!("{from}:0").parse().expect("an address");
    socket.bind(&local.into())?;
    socket.connect(&addr.into())?;
    Ok(socket.into())
}

/// Whether the server closed `s` (reads nothing more) within `wait`.
pub fn closed_within(s: &mut TcpStream, wait: Duration) -> bool {
    s.set_read_timeout(Some(wait)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}
