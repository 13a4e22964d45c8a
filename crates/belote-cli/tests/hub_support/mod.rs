//! For the club's side against a real hub: `belote hub serve` run as its own process on a fresh
//! database of the test process's throwaway PostgreSQL 15 (`belote-pgtest`), stopped and started
//! again on the same port; a proxy on loopback that can lose the hub's answers on the way back
//! (the hub has committed, the client never hears); and events made with the real `belote`.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use belote_hub_client::{Client, Method, Outcome};
use serde_json::{json, Value};

use super::common::*;

/// A hub process on a database of its own.
pub struct Hub {
    pub database: String,
    /// `http://127.0.0.1:PORT/`.
    pub url: String,
    /// An admin key of the hub.
    pub admin: String,
    port: u16,
    child: Option<Child>,
}

impl Drop for Hub {
    fn drop(&mut self) {
        self.stop();
    }
}

fn run_belote(args: &[&str]) -> Value {
    let r = belote(args, "");
    assert_eq!(r.code, 0, "belote {args:?}: {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("JSON")
}

impl Hub {
    /// A hub on a fresh database; `None` when the hub's tests are skipped
    /// (`BELOTE_HUB_TESTS=skip`).
    pub fn start() -> Option<Hub> {
        let cluster = belote_pgtest::shared()?;
        let name = belote_pgtest::unique_name("client");
        let database = cluster.database(&name, None).unwrap();
        let admin = run_belote(&["hub", "admin-key", "issue", "--database", &database])["key"]
            .as_str()
            .unwrap()
            .to_string();
        let mut hub = Hub {
            database,
            url: String::new(),
            admin,
            port: 0,
            child: None,
        };
        hub.serve("127.0.0.1:0");
        Some(hub)
    }

    fn serve(&mut self, listen: &str) {
        let mut child = Command::new(BELOTE)
            .args([
                "hub",
                "serve",
                "--database",
                &self.database,
                "--listen",
                listen,
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("belote hub serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let ready: Value = serde_json::from_str(line.trim())
            .unwrap_or_else(|e| panic!("belote hub serve said {line:?}: {e}"));
        self.url = ready["url"].as_str().unwrap().to_string();
        self.port = self
            .url
            .trim_end_matches('/')
            .rsplit(':')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        self.child = Some(child);
    }

    /// Stops the hub (SIGTERM, then waits).
    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            unsafe { libc::kill(c.id() as i32, libc::SIGTERM) };
            let _ = c.wait();
        }
    }

    /// Starts it again on the same address.
    pub fn start_again(&mut self) {
        self.serve(&format!("127.0.0.1:{}", self.port));
    }

    /// A new club `id` and its key.
    pub fn club(&self, id: &str) -> String {
        let v = run_belote(&[
            "hub",
            "club",
            "create",
            &format!("Club {id}"),
            "--id",
            id,
            "--database",
            &self.database,
        ]);
        v["key"].as_str().unwrap().to_string()
    }

    /// `GET path` (under the hub) with `key`: (status, JSON).
    pub fn get(&self, path: &str, key: &str) -> (u16, Value) {
        match Client::new().send(Method::Get, &format!("{}{path}", self.url), key, None) {
            Outcome::Answer { status, body, .. } => (status, Outcome::json(&body)),
            other => panic!("GET {path}: {other:?}"),
        }
    }

    /// The versions the hub keeps of publication `id` at `club` (read with an admin key, which
    /// reads withdrawn ones too): (version, supersedes, sha256 or null, withdrawn).
    pub fn versions(&self, club: &str, kind: &str, id: &str) -> Vec<(i64, i64, Value, bool)> {
        let (status, v) = self.get(&format!("api/v1/clubs/{club}/{kind}s/{id}"), &self.admin);
        if status == 404 {
            return Vec::new();
        }
        assert_eq!(status, 200, "{v}");
        v["versions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| {
                (
                    x["version"].as_i64().unwrap(),
                    x["supersedes"].as_i64().unwrap(),
                    x["sha256"].clone(),
                    x["withdrawn"].as_bool().unwrap(),
                )
            })
            .collect()
    }
}

/// A proxy to `upstream` (`127.0.0.1:PORT`) that passes everything, or — while `lose` is set —
/// lets each request reach the hub, waits for the first bytes of its answer and then closes
/// both connections: the hub committed, the client heard nothing.
pub struct Proxy {
    pub url: String,
    pub lose: Arc<AtomicBool>,
}

impl Proxy {
    pub fn to(upstream_url: &str) -> Proxy {
        let upstream = upstream_url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/", listener.local_addr().unwrap());
        let lose = Arc::new(AtomicBool::new(false));
        let l = Arc::clone(&lose);
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let upstream = upstream.clone();
                let lose = l.load(Ordering::SeqCst);
                std::thread::spawn(move || relay(client, &upstream, lose));
            }
        });
        Proxy { url, lose }
    }
}

fn relay(client: TcpStream, upstream: &str, lose: bool) {
    let Ok(mut up) = TcpStream::connect(upstream) else {
        return;
    };
    // The request's first bytes say what it is: only writes have their answers lost (the
    // client's question of which club its key is for goes through).
    let mut c_in = client.try_clone().unwrap();
    let mut first = [0u8; 8 * 1024];
    let n = match c_in.read(&mut first) {
        Ok(n) if n > 0 => n,
        _ => return,
    };
    let lose = lose && !first.starts_with(b"GET ");
    if up.write_all(&first[..n]).is_err() {
        return;
    }
    let (mut up_out, up_w) = (up.try_clone().unwrap(), up.try_clone().unwrap());
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut c_in, &mut up_out);
        let _ = up_w.shutdown(Shutdown::Write);
    });
    let mut up_in = up;
    let mut client_out = client;
    let mut buf = [0u8; 16 * 1024];
    loop {
        match up_in.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                if lose {
                    break;
                }
                if client_out.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
        }
    }
    let _ = client_out.shutdown(Shutdown::Both);
    let _ = up_in.shutdown(Shutdown::Both);
}

/// An evening of four players at `date` (one round, one table, one deal in which side A takes
/// `a` card points); its id.
pub fn evening(d: &str, name: &str, date: &str, players: [&str; 4], a: u32) -> String {
    let def = json!({ "name": name, "date": date, "variant": "klaverjas",
        "format": { "rounds": 1, "deals": 1 }, "entrants": "players", "players": players,
        "draw": { "first": "order" } });
    let r = belote(&["event", "create", "-", "--db", d], &def.to_string());
    assert_eq!(r.code, 0, "{}", r.stderr);
    let id = serde_json::from_str::<Value>(&r.stdout).unwrap()["event"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(belote(&["event", "draw", &id, "--db", d], "").code, 0);
    correct(d, &id, a);
    id
}

/// Sets the evening's one deal: side A takes `a` card points.
pub fn correct(d: &str, id: &str, a: u32) {
    let deals = json!({"rounds": [{"taker": "A", "contract": "hearts", "points": {"A": a}}]});
    let r = belote(
        &["event", "deals", id, "1", "1", "-", "--db", d],
        &deals.to_string(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

/// The SHA-256 of `belote event export ID` (what the hub must hold).
pub fn file_sha(d: &str, id: &str) -> String {
    let r = belote(&["event", "export", id, "--db", d], "");
    assert_eq!(r.code, 0);
    belote_hub_client::queue::sha256_hex(r.stdout.as_bytes())
}

/// `belote hub ARGS` with the key in the environment.
pub fn hub_cmd(args: &[&str], key: &str) -> Run {
    let mut all = vec!["hub"];
    all.extend_from_slice(args);
    belote_env(&all, "", &[("BELOTE_HUB_KEY", key)])
}

/// The JSON a successful `belote hub` command printed.
pub fn ok(r: &Run) -> Value {
    assert_eq!(r.code, 0, "stderr: {}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("stdout is JSON")
}

/// The outbox as `belote hub outbox --json` lists it.
pub fn outbox(d: &str) -> Vec<Value> {
    let r = belote(&["hub", "outbox", "--db", d, "--json"], "");
    ok(&r).as_array().unwrap().clone()
}

pub const WAIT: Duration = Duration::from_millis(100);
