//! What the server's tests share: a request over a connection of its own to a server on
//! loopback, the port of a server's address, and a club's event with its first round drawn.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;

use belote_store::Store;
use serde_json::{json, Value};

/// `METHOD path` with `body` to the server on 127.0.0.1:`port`: its status and its JSON body
/// (`null` when it is not JSON).
pub fn http(port: u16, method: &str, path: &str, body: &str) -> (u16, Value) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut got = String::new();
    s.read_to_string(&mut got).unwrap();
    let status = got[9..12].parse().unwrap();
    let body = got.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

/// The port of a server's address `http://HOST:PORT/`.
pub fn port_of(url: &str) -> u16 {
    url.trim_end_matches('/')
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {url}"))
}

/// A club's event of two teams, 2 rounds of 4 deals, its first round drawn in the history at
/// `db`: the event and its table's code.
pub fn club(db: &Path) -> (String, String) {
    let mut store = Store::open(db).unwrap();
    let id = store
        .create_event(&json!({ "name": "Club", "variant": "classic", "format": { "rounds": 2, "deals": 4 },
            "teams": [{ "name": "Les Cochons" }, { "name": "Duo 2" }], "draw": { "first": "order" } }))
        .unwrap();
    let round = store.draw_round(&id).unwrap();
    (id, round.tables[0].code.clone())
}
