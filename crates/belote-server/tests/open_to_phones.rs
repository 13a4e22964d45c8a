//! The app's "open the tables to phones" (belote-api's phones commands over this server): the
//! server starts on its own thread only when asked, shows each table's page and QR code, counts
//! the deals the phones enter as they come, and stops when closed.

use std::io::{Read, Write};
use std::net::TcpStream;

use belote_api::phones::Phones;
use belote_api::{Api, ErrorKind};
use belote_server::run::TablePhoneServer;
use belote_store::Store;
use serde_json::{json, Value};

fn http(port: u16, method: &str, path: &str, body: &str) -> (u16, Value) {
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

#[test]
fn the_tables_open_to_phones_only_when_asked_and_close_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let (event, code) = {
        let mut store = Store::open(&db).unwrap();
        let id = store
            .create_event(&json!({ "name": "Club", "variant": "classic", "format": { "rounds": 2, "deals": 4 },
                "teams": [{ "name": "Les Cochons" }, { "name": "Duo 2" }], "draw": { "first": "order" } }))
            .unwrap();
        let round = store.draw_round(&id).unwrap();
        (id, round.tables[0].code.clone())
    };
    let api = Api::open(dir.path().to_path_buf(), db.clone(), 0);
    let phones = Phones::new(Box::new(TablePhoneServer));

    let status = phones.status(&api).unwrap();
    assert!(!status.open && status.url.is_none());
    let e = phones
        .open(&api, "e-none", Some("127.0.0.1:0"))
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound);

    let status = phones.open(&api, &event, Some("127.0.0.1:0")).unwrap();
    assert!(status.open);
    let url = status.url.clone().unwrap();
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let port: u16 = url
        .trim_end_matches('/')
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(
        status.projector.as_deref(),
        Some(format!("{url}e/{event}").as_str())
    );
    assert_eq!(status.round, 1);
    let t = &status.tables[0];
    assert_eq!((t.table, t.code.as_str(), t.deals), (1, code.as_str(), 0));
    assert_eq!(t.names.a, "Les Cochons");
    assert_eq!(t.url, format!("{url}t/{code}"));
    assert!(
        t.qr_svg.contains("<svg") && t.qr_svg.contains("<path"),
        "{}",
        &t.qr_svg[..80]
    );

    // A phone enters a deal: the panel counts it.
    let (s, table) = http(port, "GET", &format!("/api/tables/{code}"), "");
    assert_eq!((s, &table["deals"]), (200, &json!(0)));
    let body = json!({"op": "p1", "number": 1, "deal": {"taker": "A", "contract": "hearts", "points": {"A": 100}}});
    let (s, _) = http(
        port,
        "POST",
        &format!("/api/tables/{code}/deals"),
        &body.to_string(),
    );
    assert_eq!(s, 200);
    assert_eq!(phones.status(&api).unwrap().tables[0].deals, 1);
    let (s, _) = http(port, "GET", &format!("/t/{code}"), "");
    assert_eq!(s, 200);

    // Closed: nothing listens any more.
    let status = phones.close(&api).unwrap();
    assert!(!status.open);
    assert!(TcpStream::connect(("127.0.0.1", port)).is_err());
    // The app's own history still works.
    assert_eq!(api.list_matches(None, None, None).unwrap().len(), 0);
}
