//! The hub's benchmark (HUB.md "Scale targets and how they are measured"), driven by
//! `scripts/bench-hub.sh`:
//!
//! - `gen OUT --clubs N [--events 50] [--players 60] [--seed S]`: a federation year made
//!   deterministically from a seed — event files derived from one exported by the app's own
//!   store (names, ids, dates, codes and one deal per table varied), 40 players of the club's
//!   60 at each event, 4 rounds of 12 deals; families French 50 %, klaverjas 30 %, the others
//!   20 %; a fifth of the names with member ids, 5 % of those at two clubs.
//! - `publish URL KEYS OUT [--clients 8] [--count 200]`: same-day events published by 8
//!   clients at once (latency of each 201), each resent (latency of each 200), and the time
//!   from a 201 to the ranking including it (`pending` false).
//! - `late URL KEYS OUT`: one event dated 30 days before the year's last: time until settled.
//! - `reads URL [--readers 64] [--seconds 20] [--etag]`: event, table, player, ranking page
//!   and search reads by 64 readers from 8 loopback addresses; with `--etag`, each sends the
//!   tag it was given (answers 304).
//!
//! Figures are printed as one JSON object per command.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn arg<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn num(args: &[String], name: &str, default: u64) -> u64 {
    arg(args, name).map_or(default, |v| v.parse().expect("a number"))
}

const FAMILIES: [(&str, u64); 5] = [
    ("classic", 50),
    ("klaverjas", 30),
    ("bulgarian", 7),
    ("bela", 7),
    ("baloot", 6),
];

fn deal(w: &str, points: u64) -> Value {
    json!({ "taker": w, "contract": "hearts", "points": { w: points } })
}

/// The template event of `variant`: 40 players, 4 rounds of 10 tables, 12 deals a table,
/// made and exported by the app's store.
fn template(variant: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let mut store = belote_store::Store::open(dir.path().join("t.db")).unwrap();
    let players: Vec<String> = (0..40).map(|i| format!("Player{i:02}x")).collect();
    let def = json!({ "name": "Template", "date": "2026-01-01", "variant": variant,
        "format": { "rounds": 4, "deals": 12 }, "entrants": "players", "players": players,
        "draw": { "first": "random", "then": "random", "seed": 7 } });
    let id = store.create_event(&def).unwrap();
    let mut rng = Rng(99);
    for r in 1..=4 {
        store.draw_round(&id).unwrap();
        for t in 1..=10 {
            let deals: Vec<Value> = (0..12)
                .map(|k| {
                    deal(
                        if (k + rng.below(2)).is_multiple_of(2) {
                            "A"
                        } else {
                            "B"
                        },
                        90 + rng.below(30),
                    )
                })
                .collect();
            store.set_table_deals(&id, r, t, deals).unwrap();
        }
    }
    store.export_event(&id).unwrap()
}

fn code(rng: &mut Rng) -> String {
    const A: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    (0..6).map(|_| A[rng.below(31) as usize] as char).collect()
}

fn date_of(day: u64) -> String {
    let d = chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap() + chrono::Days::new(day);
    d.format("%Y-%m-%d").to_string()
}

/// One event of club `club`: the template with its names, id, date, codes and one deal per
/// table varied.
fn derive_event(
    t: &Value,
    club_names: &[String],
    rng: &mut Rng,
    day: u64,
    n: u64,
) -> (String, Vec<u8>) {
    let mut v = t.clone();
    let date = date_of(day);
    let id = format!("e-{date}-{:04x}", (n * 7919 + rng.below(7)) & 0xffff);
    v["event"] = json!(id);
    v["created"] = json!(format!("{date}T18:00:00Z"));
    v["definition"]["date"] = json!(date);
    v["definition"]["name"] = json!(format!("Avond {n}"));
    v["definition"]["draw"]["seed"] = json!(rng.below(1 << 50));
    let mut pool: Vec<&String> = club_names.iter().collect();
    for i in (1..pool.len()).rev() {
        pool.swap(i, rng.below(i as u64 + 1) as usize);
    }
    v["definition"]["players"] = json!(pool[..40].iter().map(|s| s.as_str()).collect::<Vec<_>>());
    for r in v["rounds"].as_array_mut().unwrap() {
        for table in r["tables"].as_array_mut().unwrap() {
            table["code"] = json!(code(rng));
            let k = rng.below(12) as usize;
            let w = if rng.below(2) == 0 { "A" } else { "B" };
            table["deals"][k] = deal(w, 90 + rng.below(30));
        }
    }
    let mut bytes = serde_json::to_vec_pretty(&v).unwrap();
    bytes.push(b'\n');
    (id, bytes)
}

fn gen(args: &[String]) {
    let out = PathBuf::from(&args[0]);
    let clubs = num(args, "--clubs", 100);
    let events = num(args, "--events", 50);
    let players = num(args, "--players", 60);
    let mut rng = Rng(num(args, "--seed", 2026) | 1);
    let templates: HashMap<&str, Value> = FAMILIES.iter().map(|(v, _)| (*v, template(v))).collect();
    std::fs::create_dir_all(out.join("members")).unwrap();
    let mut list = Vec::new();
    let mut shared: Vec<(String, String)> = Vec::new();
    let mut member_no = 0;
    for c in 0..clubs {
        let club = format!("club-{c:04}");
        let mut pick = rng.below(100);
        let variant = FAMILIES
            .iter()
            .find(|(_, w)| {
                if pick < *w {
                    true
                } else {
                    pick -= w;
                    false
                }
            })
            .unwrap()
            .0;
        let names: Vec<String> = (0..players)
            .map(|i| format!("Speler {i} van {club}"))
            .collect();
        let dir = out.join(&club);
        std::fs::create_dir_all(&dir).unwrap();
        for n in 0..events {
            let day = (n * 365 / events + rng.below(3)).min(330);
            let (id, bytes) =
                derive_event(&templates[variant], &names, &mut rng, day, c * events + n);
            std::fs::write(dir.join(format!("{id}.json")), bytes).unwrap();
        }
        // A fifth of the names have member ids; 5 % of those also play at another club.
        let mut members = Vec::new();
        for name in names.iter().take(players as usize / 5) {
            member_no += 1;
            let m = format!("F-{member_no:06}");
            if rng.below(20) == 0 {
                shared.push((m.clone(), name.clone()));
            }
            members.push(json!({ "name": name, "member": m }));
        }
        if c > 0 && !shared.is_empty() && rng.below(4) == 0 {
            let (m, _) = shared.remove(0);
            members.push(json!({ "name": names[players as usize - 1], "member": m }));
        }
        std::fs::write(
            out.join("members").join(format!("{club}.json")),
            json!({ "members": members }).to_string(),
        )
        .unwrap();
        list.push(json!({ "club": club, "variant": variant }));
    }
    std::fs::write(out.join("clubs.json"), json!(list).to_string()).unwrap();
    println!("{}", json!({ "clubs": clubs, "events": clubs * events }));
}

/// A keep-alive HTTP/1.1 connection from a loopback address.
struct Conn {
    stream: BufReader<TcpStream>,
    host: String,
}

impl Conn {
    fn open(host: &str, from: &str) -> Conn {
        use socket2::{Domain, Socket, Type};
        let to: std::net::SocketAddr = host.parse().expect("HOST:PORT");
        let socket = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
        let local: std::net::SocketAddr = format!("{from}:0").parse().unwrap();
        socket.bind(&local.into()).unwrap();
        socket.connect(&to.into()).unwrap();
        let s: TcpStream = socket.into();
        s.set_nodelay(true).unwrap();
        Conn {
            stream: BufReader::new(s),
            host: host.to_string(),
        }
    }

    fn send(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> (u16, HashMap<String, String>, Vec<u8>) {
        let mut req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\n",
            self.host,
            body.len()
        );
        for (k, v) in headers {
            req.push_str(&format!("{k}: {v}\r\n"));
        }
        req.push_str("\r\n");
        let s = self.stream.get_mut();
        s.write_all(req.as_bytes()).unwrap();
        s.write_all(body).unwrap();
        let mut status = 0;
        let mut hs = HashMap::new();
        let mut line = String::new();
        loop {
            line.clear();
            self.stream.read_line(&mut line).unwrap();
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some(code) = l.strip_prefix("HTTP/1.1 ") {
                status = code[..3].parse().unwrap_or(0);
            } else if let Some((n, v)) = l.split_once(':') {
                hs.insert(n.to_ascii_lowercase(), v.trim().to_string());
            }
        }
        let n: usize = hs
            .get("content-length")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let mut b = vec![0; n];
        self.stream.read_exact(&mut b).unwrap();
        (status, hs, b)
    }
}

fn host_of(url: &str) -> String {
    url.trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string()
}

fn pct(mut v: Vec<f64>, p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    (v[i] * 100.0).round() / 100.0
}

fn settle(c: &mut Conn) {
    loop {
        let (status, _, b) = c.send("GET", "/api/v1/status", &[], b"");
        let v: Value = serde_json::from_slice(&b)
            .unwrap_or_else(|_| panic!("status {status}: {}", String::from_utf8_lossy(&b)));
        if v["pending"]
            .as_object()
            .unwrap()
            .values()
            .all(|x| x == false)
        {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn publish(args: &[String]) {
    let host = host_of(&args[0]);
    let keys: Value = serde_json::from_str(&std::fs::read_to_string(&args[1]).unwrap()).unwrap();
    let out = Path::new(&args[2]);
    let clients = num(args, "--clients", 8) as usize;
    let count = num(args, "--count", 200) as usize;
    let clubs: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(out.join("clubs.json")).unwrap()).unwrap();
    let variants: Vec<&str> = FAMILIES.iter().map(|f| f.0).collect();
    let templates: HashMap<&str, Value> = variants.iter().map(|v| (*v, template(v))).collect();
    let mut rng = Rng(4242);
    let today = (chrono::Utc::now().date_naive()
        - chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap())
    .num_days() as u64;
    let mut jobs = Vec::new();
    for i in 0..count {
        let c = &clubs[rng.below(clubs.len() as u64) as usize];
        let club = c["club"].as_str().unwrap().to_string();
        let names: Vec<String> = (0..60).map(|k| format!("Speler {k} van {club}")).collect();
        let (id, bytes) = derive_event(
            &templates[c["variant"].as_str().unwrap()],
            &names,
            &mut rng,
            today,
            9_000_000 + i as u64,
        );
        jobs.push((club, id, bytes));
    }
    let jobs = Arc::new(jobs);
    let run = |resend: bool| -> Vec<f64> {
        let next = Arc::new(AtomicUsize::new(0));
        let times = Arc::new(Mutex::new(Vec::new()));
        let threads: Vec<_> = (0..clients)
            .map(|t| {
                let (jobs, next, times, keys, host) = (
                    Arc::clone(&jobs),
                    Arc::clone(&next),
                    Arc::clone(&times),
                    keys.clone(),
                    host.clone(),
                );
                std::thread::spawn(move || {
                    let mut c = Conn::open(&host, &format!("127.0.0.{}", 10 + t));
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some((club, id, body)) = jobs.get(i) else {
                            break;
                        };
                        let auth = format!("Bearer {}", keys[club].as_str().unwrap());
                        let start = Instant::now();
                        let (status, _, b) = c.send(
                            "PUT",
                            &format!("/api/v1/clubs/{club}/events/{id}"),
                            &[("Authorization", &auth)],
                            body,
                        );
                        let ms = start.elapsed().as_secs_f64() * 1000.0;
                        assert_eq!(
                            status,
                            if resend { 200 } else { 201 },
                            "{}",
                            String::from_utf8_lossy(&b)
                        );
                        times.lock().unwrap().push(ms);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        Arc::try_unwrap(times).unwrap().into_inner().unwrap()
    };
    let mut c = Conn::open(&host, "127.0.0.2");
    settle(&mut c);
    let first = run(false);
    settle(&mut c);
    let again = run(true);
    // Time from a 201 to the ranking including it, one publication at a time.
    let mut visible = Vec::new();
    for i in 0..20 {
        let club = clubs[i % clubs.len()]["club"].as_str().unwrap().to_string();
        let names: Vec<String> = (0..60).map(|k| format!("Speler {k} van {club}")).collect();
        let variant = clubs[i % clubs.len()]["variant"].as_str().unwrap();
        let (id, body) = derive_event(
            &templates[variant],
            &names,
            &mut rng,
            today,
            9_500_000 + i as u64,
        );
        let auth = format!("Bearer {}", keys[&club].as_str().unwrap());
        let start = Instant::now();
        let (status, _, _) = c.send(
            "PUT",
            &format!("/api/v1/clubs/{club}/events/{id}"),
            &[("Authorization", &auth)],
            &body,
        );
        assert_eq!(status, 201);
        settle(&mut c);
        visible.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    println!(
        "{}",
        json!({
            "publish_ms": { "count": first.len(), "p50": pct(first.clone(), 0.5), "p99": pct(first, 0.99) },
            "resend_ms": { "p50": pct(again.clone(), 0.5), "p99": pct(again, 0.99) },
            "to_ranking_ms": { "p50": pct(visible.clone(), 0.5), "p99": pct(visible.clone(), 0.99), "max": pct(visible, 1.0) },
        })
    );
}

fn late(args: &[String]) {
    let host = host_of(&args[0]);
    let keys: Value = serde_json::from_str(&std::fs::read_to_string(&args[1]).unwrap()).unwrap();
    let out = Path::new(&args[2]);
    let clubs: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(out.join("clubs.json")).unwrap()).unwrap();
    let c0 = clubs
        .iter()
        .find(|c| c["variant"] == "classic")
        .unwrap_or(&clubs[0]);
    let club = c0["club"].as_str().unwrap().to_string();
    let names: Vec<String> = (0..60).map(|k| format!("Speler {k} van {club}")).collect();
    let mut rng = Rng(77);
    let (id, body) = derive_event(
        &template(c0["variant"].as_str().unwrap()),
        &names,
        &mut rng,
        330 - 30,
        9_900_000,
    );
    let mut c = Conn::open(&host, "127.0.0.3");
    settle(&mut c);
    let auth = format!("Bearer {}", keys[&club].as_str().unwrap());
    let start = Instant::now();
    let (status, _, b) = c.send(
        "PUT",
        &format!("/api/v1/clubs/{club}/events/{id}"),
        &[("Authorization", &auth)],
        &body,
    );
    assert_eq!(status, 201, "{}", String::from_utf8_lossy(&b));
    settle(&mut c);
    println!(
        "{}",
        json!({ "late_event_s": (start.elapsed().as_secs_f64() * 100.0).round() / 100.0, "family": c0["variant"] })
    );
}

fn reads(args: &[String]) {
    let host = host_of(&args[0]);
    let readers = num(args, "--readers", 64) as usize;
    let seconds = num(args, "--seconds", 20);
    let etag = args.iter().any(|a| a == "--etag");
    let mut c = Conn::open(&host, "127.0.0.4");
    let get = |c: &mut Conn, p: &str| -> Value {
        serde_json::from_slice(&c.send("GET", p, &[], b"").2).unwrap()
    };
    let mut paths: Vec<String> = Vec::new();
    let clubs = get(&mut c, "/api/v1/clubs?limit=1000");
    for cl in clubs["clubs"].as_array().unwrap().iter().take(40) {
        let club = cl["club"].as_str().unwrap();
        let v = get(&mut c, &format!("/api/v1/clubs/{club}?limit=3"));
        for e in v["events"].as_array().unwrap() {
            let id = e["event"].as_str().unwrap();
            paths.push(format!("/api/v1/clubs/{club}/events/{id}"));
            paths.push(format!(
                "/api/v1/clubs/{club}/events/{id}/rounds/2/tables/3"
            ));
        }
    }
    for f in ["french", "klaverjas", "bulgarian"] {
        let r = get(&mut c, &format!("/api/v1/ranking/{f}?limit=100"));
        for p in r["players"].as_array().unwrap().iter().take(30) {
            paths.push(format!("/api/v1/players/{}", p["player"].as_str().unwrap()));
        }
        for page in 0..5 {
            paths.push(format!(
                "/api/v1/ranking/{f}?offset={}&limit=100",
                page * 100
            ));
        }
    }
    for q in ["speler 1", "club-00", "avond 4", "van club-0012"] {
        paths.push(format!("/api/v1/search?q={}", q.replace(' ', "%20")));
    }
    let tags: HashMap<String, String> = if etag {
        paths
            .iter()
            .map(|p| {
                (
                    p.clone(),
                    c.send("GET", p, &[], b"")
                        .1
                        .get("etag")
                        .cloned()
                        .unwrap_or_default(),
                )
            })
            .collect()
    } else {
        HashMap::new()
    };
    // Warm the hub's answers once, as a results night's first readers would.
    for p in &paths {
        c.send("GET", p, &[], b"");
    }
    let paths = Arc::new(paths);
    let tags = Arc::new(tags);
    let stop = Instant::now() + Duration::from_secs(seconds);
    let times = Arc::new(Mutex::new(Vec::new()));
    let threads: Vec<_> = (0..readers)
        .map(|t| {
            let (paths, tags, times, host) = (
                Arc::clone(&paths),
                Arc::clone(&tags),
                Arc::clone(&times),
                host.clone(),
            );
            std::thread::spawn(move || {
                let mut conn = Conn::open(&host, &format!("127.0.1.{}", 1 + t % 8));
                let mut rng = Rng(t as u64 * 31 + 7);
                let mut mine = Vec::new();
                while Instant::now() < stop {
                    let p = &paths[rng.below(paths.len() as u64) as usize];
                    let tag = tags.get(p).cloned().unwrap_or_default();
                    let h: Vec<(&str, &str)> = if etag {
                        vec![("If-None-Match", tag.as_str())]
                    } else {
                        vec![]
                    };
                    let start = Instant::now();
                    let (status, _, b) = conn.send("GET", p, &h, b"");
                    mine.push(start.elapsed().as_secs_f64() * 1000.0);
                    assert_eq!(
                        status,
                        if etag { 304 } else { 200 },
                        "{p}: {}",
                        String::from_utf8_lossy(&b)
                    );
                }
                times.lock().unwrap().extend(mine);
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let times = Arc::try_unwrap(times).unwrap().into_inner().unwrap();
    let n = times.len();
    println!(
        "{}",
        json!({
            "reads": n, "per_second": (n as f64 / seconds as f64).round(),
            "p50_ms": pct(times.clone(), 0.5), "p99_ms": pct(times, 0.99), "etag": etag, "paths": paths.len(),
        })
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = &args[1..];
    match args.first().map(String::as_str) {
        Some("gen") => gen(rest),
        Some("publish") => publish(rest),
        Some("late") => late(rest),
        Some("reads") => reads(rest),
        _ => {
            eprintln!("usage: hub_bench gen|publish|late|reads … (see the file's comment)");
            std::process::exit(2);
        }
    }
    let _ = std::io::stdout().flush();
    let _ = std::io::stdin().read(&mut [0u8; 0]);
}
