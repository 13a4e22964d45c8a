//! Load generator for `belote serve` (scripts/bench-serve.sh runs it; not a test): two phones
//! per table writing every deal of their table at once over kept-alive connections, as phones
//! on a hall's Wi-Fi would, both racing for each deal number (one is stored, the other hears
//! 409 with the table and moves on). Meanwhile a probe writes to a table of another event and
//! times each write until its message arrives on that event's stream.
//!
//! `phones_load URL EVENT CODES PROBE_EVENT PROBE_CODE DEALS [SERVER_PID]` (CODES: comma-separated).
//! Prints one JSON line: deals stored per second, write latency p50/p99/max (ms), 409s, the
//! stream delay p50/max (ms) and the server's peak memory (VmHWM, KiB).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::sync::mpsc;
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

/// A kept-alive connection that sends a request and reads its answer (status and body).
struct Conn {
    stream: BufReader<TcpStream>,
    host: String,
}

impl Conn {
    /// A connection from loopback address `from` (each phone is a device of its own).
    fn open(host: &str, from: &str) -> Conn {
        let s = connect_from(host, from);
        s.set_nodelay(true).unwrap();
        Conn {
            stream: BufReader::new(s),
            host: host.to_string(),
        }
    }

    fn post(&mut self, path: &str, body: &str) -> (u16, String) {
        let req = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.host,
            body.len()
        );
        self.stream
            .get_mut()
            .write_all(req.as_bytes())
            .expect("send");
        let mut status = 0;
        let mut length = 0usize;
        let mut line = String::new();
        loop {
            line.clear();
            self.stream.read_line(&mut line).expect("read");
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some(code) = l.strip_prefix("HTTP/1.1 ") {
                status = code[..3].parse().unwrap_or(0);
            } else if let Some((n, v)) = l.split_once(':') {
                if n.eq_ignore_ascii_case("content-length") {
                    length = v.trim().parse().unwrap_or(0);
                }
            }
        }
        let mut body = vec![0; length];
        self.stream.read_exact(&mut body).expect("body");
        (status, String::from_utf8_lossy(&body).into_owned())
    }
}

fn connect_from(host: &str, from: &str) -> TcpStream {
    use socket2::{Domain, Socket, Type};
    let to: std::net::SocketAddr = host.parse().expect("HOST:PORT");
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).expect("socket");
    let local: std::net::SocketAddr = format!("{from}:0").parse().expect("an address");
    socket.bind(&local.into()).expect("bind");
    socket.connect(&to.into()).expect("connect");
    socket.into()
}

/// The loopback address of phone `i` (127.0.1.x, 127.0.2.x, …).
fn device(i: usize) -> String {
    format!("127.0.{}.{}", 1 + i / 250, 1 + i % 250)
}

fn deal(n: usize) -> String {
    format!(
        "{{\"taker\": \"{}\", \"contract\": \"hearts\", \"points\": {{\"A\": {}}}}}",
        if n.is_multiple_of(2) { "A" } else { "B" },
        40 + (n * 7) % 80
    )
}

/// `"deals": N` of a table in an answer (or in the 409's `error.table`).
fn deals_in(body: &str) -> Option<usize> {
    let at = body.find("\"deals\":")? + 8;
    let digits: String = body[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 6 {
        eprintln!("usage: phones_load URL EVENT CODES PROBE_EVENT PROBE_CODE DEALS [SERVER_PID]");
        std::process::exit(2);
    }
    let host = args[0]
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let codes: Vec<String> = args[2].split(',').map(str::to_string).collect();
    let (probe_event, probe_code) = (args[3].clone(), args[4].clone());
    let deals: usize = args[5].parse().expect("DEALS");
    let pid = args.get(6).cloned();

    let phones = codes.len() * 2;
    let start = Arc::new(Barrier::new(phones + 1));
    let workers: Vec<_> = codes
        .iter()
        .flat_map(|code| [(code.clone(), 'a'), (code.clone(), 'b')])
        .enumerate()
        .map(|(i, (code, phone))| {
            let (host, start) = (host.clone(), Arc::clone(&start));
            thread::spawn(move || {
                let mut conn = Conn::open(&host, &device(i));
                let mut latencies = Vec::new();
                let mut conflicts = 0;
                let mut count = 0;
                start.wait();
                while count < deals {
                    let n = count + 1;
                    let body = format!(
                        "{{\"op\": \"{code}-{phone}-{n}\", \"number\": {n}, \"deal\": {}}}",
                        deal(n)
                    );
                    let t0 = Instant::now();
                    let (status, answer) = conn.post(&format!("/api/tables/{code}/deals"), &body);
                    latencies.push(t0.elapsed().as_secs_f64() * 1000.0);
                    match status {
                        200 => count = deals_in(&answer).unwrap_or(n),
                        409 => {
                            conflicts += 1;
                            count = deals_in(&answer).unwrap_or(n);
                        }
                        other => panic!("status {other}: {answer}"),
                    }
                }
                (latencies, conflicts)
            })
        })
        .collect();

    // The probe: its own event's stream, a write, the time until the message.
    let (tx, rx) = mpsc::channel::<Instant>();
    {
        let mut s = connect_from(&host, "127.0.0.2");
        write!(
            s,
            "GET /api/events/{probe_event}/stream HTTP/1.1\r\nHost: {host}\r\n\r\n"
        )
        .unwrap();
        thread::spawn(move || {
            for line in BufReader::new(s).lines() {
                let Ok(line) = line else { return };
                if line.starts_with("data: ") && tx.send(Instant::now()).is_err() {
                    return;
                }
            }
        });
    }
    rx.recv_timeout(Duration::from_secs(5))
        .expect("the stream's first message");
    start.wait();
    let t0 = Instant::now();
    let probe = {
        let host = host.clone();
        thread::spawn(move || {
            let mut conn = Conn::open(&host, "127.0.0.2");
            let mut delays = Vec::new();
            for n in 1..=20usize {
                thread::sleep(Duration::from_millis(150));
                let body = format!(
                    "{{\"op\": \"probe-{n}\", \"number\": {n}, \"deal\": {}}}",
                    deal(n)
                );
                let sent = Instant::now();
                let (status, answer) = conn.post(&format!("/api/tables/{probe_code}/deals"), &body);
                assert_eq!(status, 200, "{answer}");
                let seen = rx.recv_timeout(Duration::from_secs(5)).expect("a message");
                delays.push(seen.duration_since(sent).as_secs_f64() * 1000.0);
            }
            delays
        })
    };
    let mut latencies = Vec::new();
    let mut conflicts = 0;
    for w in workers {
        let (l, c) = w.join().expect("a phone");
        latencies.extend(l);
        conflicts += c;
    }
    let elapsed = t0.elapsed().as_secs_f64();
    let mut delays = probe.join().expect("the probe");
    latencies.sort_by(f64::total_cmp);
    delays.sort_by(f64::total_cmp);
    let peak_kib = pid
        .and_then(|pid| std::fs::read_to_string(format!("/proc/{pid}/status")).ok())
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1).map(str::to_string))
        })
        .unwrap_or_else(|| "null".into());
    let stored = codes.len() * deals;
    println!(
        "{{\"tables\": {}, \"phones\": {phones}, \"deals_stored\": {stored}, \"writes\": {}, \"conflicts\": {conflicts}, \
         \"seconds\": {elapsed:.2}, \"deals_per_s\": {:.0}, \"writes_per_s\": {:.0}, \
         \"write_ms\": {{\"p50\": {:.1}, \"p99\": {:.1}, \"max\": {:.1}}}, \
         \"stream_ms\": {{\"p50\": {:.1}, \"max\": {:.1}}}, \"server_peak_kib\": {peak_kib}}}",
        codes.len(),
        latencies.len(),
        stored as f64 / elapsed,
        latencies.len() as f64 / elapsed,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
        percentile(&delays, 0.5),
        percentile(&delays, 1.0),
    );
}
