//! `belote serve` against hostile or careless clients: a slowloris client trickling its
//! headers from many connections, connections opened and left silent, too many connections
//! from one address, oversized headers; pages with a strict Content-Security-Policy and no
//! CORS; and no file outside the UI — whatever the path (`..`, `%2e%2e`, a symbolic link in
//! the folder the server runs from) — because the UI's files are embedded in the binary.

mod phones;

use std::io::Write;
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use phones::*;
use serde_json::json;

/// As the server sets it (belote_server::listen::HEADER_TIMEOUT).
const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

#[test]
fn a_slowloris_client_cannot_starve_the_tables() {
    let db = temp_db();
    let (_, codes) = concours(&db.path, 4, 40);
    let server = Server::start(&db.path);
    // Another device opens many connections and sends its headers a byte at a time.
    let mut slow: Vec<TcpStream> = Vec::new();
    for _ in 0..200 {
        match connect_from("127.0.0.2", server.addr) {
            Ok(mut s) => {
                let _ = s.write_all(b"POST /api/tables/AAAAAA/deals HTTP/1.1\r\nHost: x\r\n");
                slow.push(s);
            }
            Err(_) => break,
        }
    }
    let trickle = thread::spawn(move || {
        for _ in 0..8 {
            for s in slow.iter_mut() {
                let _ = s.write_all(b"X");
            }
            thread::sleep(Duration::from_millis(500));
        }
        slow
    });
    // Meanwhile the phones of both tables write, and are answered at once.
    for n in 1..=20usize {
        for code in &codes {
            let t0 = Instant::now();
            let a = server.append(code, &format!("{code}-{n}"), n, &deal(100));
            assert_eq!(a.status, 200, "{}", a.text);
            assert!(
                t0.elapsed() < Duration::from_secs(2),
                "a write waited {:?}",
                t0.elapsed()
            );
        }
    }
    let mut slow = trickle.join().unwrap();
    // The slow connections are closed once their time for headers is up (most were never
    // even kept: an address holds a bounded number of connections).
    let t0 = Instant::now();
    for s in slow.iter_mut() {
        let left = (HEADER_TIMEOUT + Duration::from_secs(5)).saturating_sub(t0.elapsed());
        assert!(
            closed_within(s, left.max(Duration::from_millis(10))),
            "a slow connection stayed open"
        );
    }
}

#[test]
fn silent_connections_are_closed_and_one_address_holds_a_bounded_number() {
    let db = temp_db();
    let server = Server::start(&db.path);
    let t0 = Instant::now();
    let mut silent: Vec<TcpStream> = (0..40)
        .map(|_| connect_from("127.0.0.3", server.addr).expect("connect"))
        .collect();
    // Beyond its share, an address's connections are closed at once.
    let mut refused = 0;
    for s in silent.iter_mut().skip(32) {
        if closed_within(s, Duration::from_secs(2)) {
            refused += 1;
        }
    }
    assert_eq!(refused, 8);
    // Another address is served meanwhile.
    assert_eq!(server.get("/").status, 200);
    // The silent ones are closed after the header timeout.
    for s in silent.iter_mut().take(32) {
        assert!(closed_within(s, HEADER_TIMEOUT + Duration::from_secs(5)));
    }
    assert!(
        t0.elapsed() >= HEADER_TIMEOUT - Duration::from_secs(1),
        "{:?}",
        t0.elapsed()
    );
    // And the address may connect again.
    let mut s = connect_from("127.0.0.3", server.addr).unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut got = Vec::new();
    std::io::Read::read_to_end(&mut s, &mut got).unwrap();
    assert!(got.starts_with(b"HTTP/1.1 200"));
}

#[test]
fn oversized_headers_are_refused() {
    let db = temp_db();
    let server = Server::start(&db.path);
    let big = format!(
        "GET / HTTP/1.1\r\nHost: x\r\nX-Pad: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(64 * 1024)
    );
    let mut s = TcpStream::connect(server.addr).unwrap();
    let _ = s.write_all(big.as_bytes());
    let mut got = Vec::new();
    let _ = std::io::Read::read_to_end(&mut s, &mut got);
    let head = String::from_utf8_lossy(&got);
    assert!(got.is_empty() || head.starts_with("HTTP/1.1 431"), "{head}");
    assert_eq!(server.get("/").status, 200);
}

#[test]
fn pages_carry_a_strict_policy_and_no_cors() {
    let db = temp_db();
    let (event, codes) = concours(&db.path, 2, 12);
    let server = Server::start(&db.path);
    for path in [
        "/",
        "/index.html",
        "/js/app.js",
        "/styles.css",
        &format!("/api/tables/{}", codes[0]),
        &format!("/api/events/{event}"),
    ] {
        let a = server.get(path);
        assert_eq!(a.status, 200, "{path}");
        let csp = a.header("content-security-policy").expect("a policy");
        assert!(csp.starts_with("default-src 'self'"), "{csp}");
        assert!(
            csp.contains("frame-ancestors 'none'") && !csp.contains("unsafe"),
            "{csp}"
        );
        assert_eq!(a.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(a.header("referrer-policy"), Some("no-referrer"));
        assert!(a.header("access-control-allow-origin").is_none());
    }
    for (path, kind) in [
        ("/", "text/html"),
        ("/js/app.js", "text/javascript"),
        ("/styles.css", "text/css"),
    ] {
        assert!(
            server
                .get(path)
                .header("content-type")
                .unwrap()
                .starts_with(kind),
            "{path}"
        );
    }
    // A preflight from another origin gets no permission.
    let preflight =
        "OPTIONS /api/tables/AAAAAA/deals HTTP/1.1\r\nHost: x\r\nOrigin: http://evil.example\r\n\
                     Access-Control-Request-Method: POST\r\nConnection: close\r\n\r\n";
    let a = raw(server.addr, preflight.as_bytes());
    assert!(a.header("access-control-allow-origin").is_none(), "{a:?}");
    assert_ne!(a.status, 200);
    let a = request(
        server.addr,
        "POST",
        &format!("/api/tables/{}/undo", codes[0]),
        Some(&json!({"op": "o"}).to_string()),
    );
    assert!(a.header("access-control-allow-origin").is_none());
}

#[test]
fn no_file_outside_the_ui_is_ever_served() {
    // The server runs in a folder holding a secret, a `ui` folder with a link to it, and a
    // copy of a page: none of them is served, since the pages come from the binary.
    let db = temp_db();
    let dir = db.dir.path();
    std::fs::write(dir.join("secret.txt"), "secret").unwrap();
    std::fs::create_dir_all(dir.join("ui/js")).unwrap();
    std::os::unix::fs::symlink(dir.join("secret.txt"), dir.join("ui/secret.txt")).unwrap();
    std::os::unix::fs::symlink(dir.join("secret.txt"), dir.join("ui/js/link.js")).unwrap();
    std::fs::write(dir.join("ui/index.html"), "not the real page").unwrap();
    let mut child = Command::new(BELOTE)
        .args(["serve", "--db"])
        .arg(&db.path)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    let url: serde_json::Value = serde_json::from_str(&line).unwrap();
    let addr = url["url"]
        .as_str()
        .unwrap()
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap();

    let index = request(addr, "GET", "/", None);
    assert_eq!(index.status, 200);
    assert!(index.text.contains("<!doctype html>") && !index.text.contains("not the real page"));
    for path in [
        "/secret.txt",
        "/js/link.js",
        "/../secret.txt",
        "/..%2fsecret.txt",
        "/%2e%2e/secret.txt",
        "/%2e%2e%2f%2e%2e%2fetc/passwd",
        "/js/../../secret.txt",
        "/js/..%5c..%5csecret.txt",
        "/./index.html",
        "//etc/passwd",
        "/etc/passwd",
        "/js/",
        "/js",
        "/Cargo.toml",
        "/%69ndex.html",
        "/index.html%00.js",
    ] {
        let a = request(addr, "GET", path, None);
        assert_eq!(a.status, 404, "{path}: {}", a.text);
        assert!(
            !a.text.contains("secret") && !a.text.contains("root:"),
            "{path}"
        );
    }
    let _ = child.kill();
    let _ = child.wait();
}
