//! The app's "open the tables to phones" (belote-api's phones commands over this server): the
//! server starts on its own thread only when asked, shows each table's page and QR code, counts
//! the deals the phones enter as they come, and stops when closed.

mod common;

use std::net::TcpStream;

use belote_api::phones::Phones;
use belote_api::{Api, ErrorKind};
use belote_server::run::TablePhoneServer;
use common::{club, http, port_of};
use serde_json::json;

#[test]
fn the_tables_open_to_phones_only_when_asked_and_close_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let (event, code) = club(&db);
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
    let port = port_of(&url);
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

#[test]
fn while_the_tables_are_open_every_change_of_the_events_goes_to_the_one_writer() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("history.sqlite3");
    let (event, code) = club(&db);
    let api = Api::open(dir.path().to_path_buf(), db, 0).with_phones(Box::new(TablePhoneServer));
    let writer = |api: &Api| {
        api.write_events(None, |_store| {
            Ok(std::thread::current().name().map(str::to_string))
        })
        .unwrap()
    };
    assert_ne!(writer(&api).as_deref(), Some("belote-phones-writer"));
    let status = api.phones_open(&event, Some("127.0.0.1:0")).unwrap();
    let port = port_of(&status.url.unwrap());
    assert_eq!(writer(&api).as_deref(), Some("belote-phones-writer"));

    // The organiser's deal, then a phone's: both there, in that order.
    let deal = |taker: &str| json!({"taker": taker, "contract": "hearts", "points": {taker: 100}});
    let mine = api
        .event_table_append(&event, 1, 1, &deal("B"), Some("en"))
        .unwrap();
    assert_eq!(mine.view.rounds.len(), 1);
    let body = json!({"op": "p1", "number": 2, "deal": deal("A")});
    let (s, t) = http(
        port,
        "POST",
        &format!("/api/tables/{code}/deals"),
        &body.to_string(),
    );
    assert_eq!((s, &t["deals"]), (200, &json!(2)));
    // A phone that thought it was first gets the organiser's deal back (409 with the table).
    let body = json!({"op": "p2", "number": 2, "deal": deal("A")});
    let (s, t) = http(
        port,
        "POST",
        &format!("/api/tables/{code}/deals"),
        &body.to_string(),
    );
    assert_eq!((s, &t["error"]["table"]["deals"]), (409, &json!(2)));
    // The organiser's undo takes the phone's deal off, as a phone's would; a correction too.
    let after = api.event_table_undo(&event, 1, 1, Some("en")).unwrap();
    assert_eq!(after.view.rounds.len(), 1);
    let fixed = api
        .event_table_edit(&event, 1, 1, 0, &deal("A"), Some("en"))
        .unwrap();
    assert_eq!(fixed.view.record.totals.a, 100);
    // A late entrant and a withdrawal, on the writer too; the phones see the same table.
    api.add_entrant(&event, &json!({"name": "Les Retardataires"}))
        .unwrap();
    let (s, t) = http(port, "GET", &format!("/api/tables/{code}"), "");
    assert_eq!(
        (s, &t["totals"]["A"], &t["deals"]),
        (200, &json!(100), &json!(1))
    );

    api.phones_close().unwrap();
    assert_ne!(writer(&api).as_deref(), Some("belote-phones-writer"));
}
