//! The hub's tests' harness: a hub served in this process on its own database (cloned from a
//! migrated template) of the test process's throwaway PostgreSQL 15, a small HTTP client, and
//! the worked example's five events (HUB.md) made by the app's own store.

#![allow(dead_code)]

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use belote_hub::admin;
use belote_hub::serve::{self, ServeOptions};
use serde_json::{json, Value};

/// A migrated template database, made once per test process.
fn template() -> &'static str {
    static T: OnceLock<()> = OnceLock::new();
    T.get_or_init(|| {
        let c = belote_pgtest::shared().expect("checked by the caller");
        let url = c.database("hub_template", None).unwrap();
        rt().block_on(admin::migrate(&url, Duration::from_secs(10)))
            .unwrap();
    });
    "hub_template"
}

pub fn rt() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| serve::runtime().unwrap())
}

/// A hub on a database of its own.
pub struct TestHub {
    pub url: String,
    pub database: String,
    pub db_name: String,
    pub keys: Mutex<HashMap<String, String>>,
    pub admin: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for TestHub {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
    }
}

/// Starts a hub on a fresh database with clubs `clubs` (a key each) and an admin key; `None`
/// when the hub's tests are skipped.
pub fn hub(clubs: &[&str]) -> Option<TestHub> {
    hub_with(clubs, 0)
}

pub fn hub_with(clubs: &[&str], read_limit: u32) -> Option<TestHub> {
    let cluster = belote_pgtest::shared()?;
    let t = template();
    let name = belote_pgtest::unique_name("hub");
    let database = cluster.database(&name, Some(t)).unwrap();
    let opts = ServeOptions {
        database: database.clone(),
        listen: "127.0.0.1:0".into(),
        connect_timeout: Duration::from_secs(10),
        migrate: true,
        read_limit,
        trusted: Vec::new(),
        read_databases: Vec::new(),
    };
    let started = rt().block_on(serve::start(&opts)).unwrap();
    let url = started.url.trim_end_matches('/').to_string();
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    rt().spawn(started.serve(async {
        let _ = rx.await;
    }));
    let mut keys = HashMap::new();
    let admin_key = rt().block_on(async {
        let mut client = admin::open(&database, Duration::from_secs(5))
            .await
            .unwrap();
        for c in clubs {
            let v = admin::club_create(&mut client, &format!("Club {c}"), c, None)
                .await
                .unwrap();
            keys.insert(c.to_string(), v["key"].as_str().unwrap().to_string());
        }
        admin::admin_key_issue(&client).await.unwrap()["key"]
            .as_str()
            .unwrap()
            .to_string()
    });
    Some(TestHub {
        url,
        database,
        db_name: name,
        keys: Mutex::new(keys),
        admin: admin_key,
        stop: Some(tx),
    })
}

/// An HTTP answer.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(&name.to_ascii_lowercase())
            .map(String::as_str)
    }

    /// The error's `at` (panics when the answer is no error).
    pub fn at(&self) -> String {
        self.json()["error"]["at"]
            .as_str()
            .unwrap_or_else(|| panic!("no error: {}", self.text()))
            .to_string()
    }
}

/// One request, on a connection of its own.
pub fn request(method: &str, url: &str, headers: &[(&str, &str)], body: &[u8]) -> Answer {
    let rest = url.strip_prefix("http://").unwrap();
    let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let path = if path.is_empty() { "/" } else { path };
    let mut s = TcpStream::connect(host).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes()).unwrap();
    s.write_all(body).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP answer");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: HashMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = raw[split + 4..].to_vec();
    if headers
        .get("transfer-encoding")
        .is_some_and(|t| t == "chunked")
    {
        body = unchunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn unchunk(mut b: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = b.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&b[..end]).trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        out.extend_from_slice(&b[end + 2..end + 2 + size]);
        b = &b[end + 2 + size + 2..];
    }
    out
}

impl TestHub {
    pub fn key(&self, club: &str) -> String {
        self.keys.lock().unwrap()[club].clone()
    }

    pub fn get(&self, path: &str) -> Answer {
        request("GET", &format!("{}{path}", self.url), &[], b"")
    }

    pub fn get_with(&self, path: &str, headers: &[(&str, &str)]) -> Answer {
        request("GET", &format!("{}{path}", self.url), headers, b"")
    }

    pub fn send(&self, method: &str, path: &str, key: &str, body: &[u8]) -> Answer {
        let auth = format!("Bearer {key}");
        request(
            method,
            &format!("{}{path}", self.url),
            &[("Authorization", &auth)],
            body,
        )
    }

    /// Publishes event file `file` as `club` superseding `supersedes`.
    pub fn publish(&self, club: &str, file: &EventFile, supersedes: i32) -> Answer {
        self.send(
            "PUT",
            &format!(
                "/api/v1/clubs/{club}/events/{}?supersedes={supersedes}",
                file.id
            ),
            &self.key(club),
            &file.bytes,
        )
    }

    pub fn members(&self, club: &str, members: Value) -> Answer {
        self.send(
            "PUT",
            &format!("/api/v1/clubs/{club}/members"),
            &self.key(club),
            json!({ "members": members }).to_string().as_bytes(),
        )
    }

    /// Waits until no family is pending re-rating.
    pub fn settle(&self) {
        for _ in 0..600 {
            let s = self.get("/api/v1/status").json();
            if s["pending"]
                .as_object()
                .unwrap()
                .values()
                .all(|v| v == false)
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("the ranking never settled");
    }

    /// The ranking of `family` once settled.
    pub fn ranking(&self, family: &str) -> Answer {
        self.settle();
        self.get(&format!("/api/v1/ranking/{family}"))
    }
}

/// An event file as `belote event export` writes it.
#[derive(Debug, Clone)]
pub struct EventFile {
    pub id: String,
    pub bytes: Vec<u8>,
}

impl EventFile {
    pub fn value(&self) -> Value {
        serde_json::from_slice(&self.bytes).unwrap()
    }

    pub fn with(&self, f: impl FnOnce(&mut Value)) -> EventFile {
        let mut v = self.value();
        f(&mut v);
        let mut bytes = serde_json::to_vec_pretty(&v).unwrap();
        bytes.push(b'\n');
        EventFile {
            id: self.id.clone(),
            bytes,
        }
    }
}

/// A deal won by side `w` ("A" or "B").
pub fn won_by(w: &str) -> Value {
    json!({ "taker": w, "contract": "hearts", "points": { w: 100 } })
}

/// An event made by the app's store: `definition` with `"draw": order/order` and one deal a
/// table, each round's tables won as `winners` says (one letter per table, rounds in order);
/// `rounds_played` rounds drawn (all when `None`).
pub fn event_file(definition: Value, winners: &[&str]) -> EventFile {
    let dir = tempfile::tempdir().unwrap();
    let mut store = belote_store::Store::open(dir.path().join("club.db")).unwrap();
    let id = store.create_event(&definition).unwrap();
    for (r, round) in winners.iter().enumerate() {
        store.draw_round(&id).unwrap();
        for (t, w) in round.chars().enumerate() {
            store
                .set_table_deals(
                    &id,
                    r as u32 + 1,
                    t as u32 + 1,
                    vec![won_by(&w.to_string())],
                )
                .unwrap();
        }
    }
    let mut bytes = Vec::new();
    store.write_event(&id, &mut bytes).unwrap();
    EventFile { id, bytes }
}

fn players_event(name: &str, date: &str, variant: &str, players: &[&str], rounds: u32) -> Value {
    json!({ "name": name, "date": date, "variant": variant,
            "format": { "rounds": rounds, "deals": 1 }, "entrants": "players", "players": players,
            "draw": { "first": "order", "then": "order" } })
}

/// The worked example's events E1…E5 (HUB.md), with their clubs.
pub fn worked_example() -> Vec<(&'static str, EventFile)> {
    vec![
        (
            "dedaele",
            event_file(
                players_event(
                    "Avond 1",
                    "2026-10-01",
                    "klaverjas",
                    &["Anna de Vries", "Bram Bakker", "Cor Smit", "Dirk Visser"],
                    3,
                ),
                &["A", "B", "A"],
            ),
        ),
        (
            "bedum",
            event_file(
                players_event(
                    "Bedum 1",
                    "2026-10-03",
                    "klaverjas",
                    &["A. de Vries", "Ineke Mulder", "Jan Kok", "Cor Smit"],
                    3,
                ),
                &["A", "A", "B"],
            ),
        ),
        (
            "champcommun",
            event_file(
                json!({ "name": "Concours", "date": "2026-10-04", "variant": "classic",
            "format": { "rounds": 2, "deals": 1 }, "entrants": "teams",
            "teams": [ { "name": "Les Cochons", "players": ["Jean Martin", "Paul Roux"] },
                       { "name": "Duo", "players": ["B. Bakker", "Léa Petit"] } ],
            "draw": { "first": "order", "then": "order" } }),
                &["B", "A"],
            ),
        ),
        (
            "bedum",
            event_file(
                players_event(
                    "Bedum 2",
                    "2026-10-08",
                    "klaverjas",
                    &["A. de Vries", "Ineke Mulder", "Jan Kok", "Kees Dekker"],
                    3,
                ),
                &["B", "A", "A"],
            ),
        ),
        (
            "dedaele",
            event_file(
                players_event(
                    "Avond 2",
                    "2026-10-10",
                    "klaverjas",
                    &["Anna de Vries", "Bram Bakker", "Dirk Visser", "Els Jansen"],
                    3,
                ),
                &["A", "B", "A"],
            ),
        ),
    ]
}

pub const WE_CLUBS: [&str; 3] = ["dedaele", "bedum", "champcommun"];

/// The worked example's member ids.
pub fn we_members(hub: &TestHub) {
    assert_eq!(
        hub.members(
            "dedaele",
            json!([{ "name": "Anna de Vries", "member": "F-1001" },
                                             { "name": "Bram Bakker", "member": "F-1002" }])
        )
        .status,
        200
    );
    assert_eq!(
        hub.members(
            "bedum",
            json!([{ "name": "A. de Vries", "member": "F-1001" }])
        )
        .status,
        200
    );
    assert_eq!(
        hub.members(
            "champcommun",
            json!([{ "name": "B. Bakker", "member": "F-1002" }])
        )
        .status,
        200
    );
}

/// A ranking as lines "name clubs games W–L conservative", for comparing with HUB.md's tables.
pub fn lines(ranking: &Value) -> Vec<String> {
    ranking["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            format!(
                "{} {} {} [{}] {} {}-{} {:.2} {:.2} {:.2}",
                p["rank"],
                p["name"].as_str().unwrap(),
                p["games"],
                p["clubs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap())
                    .collect::<Vec<_>>()
                    .join(","),
                p["events"],
                p["won"],
                p["lost"],
                p["rating"].as_f64().unwrap(),
                p["uncertainty"].as_f64().unwrap(),
                p["conservative"].as_f64().unwrap(),
            )
        })
        .collect()
}

/// A ranking with each player id replaced by its name and clubs (ids are random per hub).
pub fn without_ids(ranking: &Value) -> Value {
    let mut v = ranking.clone();
    for p in v["players"].as_array_mut().unwrap() {
        p["player"] = json!(format!("{} {}", p["name"], p["clubs"]));
    }
    v
}
