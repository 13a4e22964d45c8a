//! The printed pages of an event (`event_print`) over a real database, and their QR codes read
//! back: each SVG the app prints is rasterized from its own drawing (the modules it paints) and
//! decoded with `rqrr`, which must give back the table's code, or its phone page's address
//! while the tables are open to phones.

mod common;

use common::*;
use std::path::Path;

use belote_api::phones::{qr_svg, RunningServer, TableServer};
use belote_api::{Api, ErrorKind, NoEvents};
use serde_json::{json, Value};

/// Rasterizes the QR code SVG the app draws, at 2 pixels a unit, and decodes it.
fn decode(svg: &str) -> String {
    let (w, h, grey) = qr_image(svg, 2);
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| grey[y * w + x]);
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the image");
    let (_, text) = grids[0].decode().expect("a readable QR code");
    text
}

#[test]
fn qr_codes_read_back_as_their_text() {
    for text in [
        "K7P2QX",
        "23456Z",
        "http://192.168.1.20:8080/t/K7P2QX",
        "http://[fe80::1]:8080/t/ABCDEF",
    ] {
        let svg = qr_svg(text).unwrap();
        assert!(svg.contains("<svg"), "{svg}");
        assert!(
            svg_attr(&svg, "width") >= 200,
            "big enough to scan from paper"
        );
        assert_eq!(decode(&svg), text);
    }
}

/// A stand-in for the phones' listener (`belote-server` builds on this crate): it reports a
/// port, and writes with a store of its own; the address the QR codes hold is composed by the
/// app as for the real server.
struct FakeServer;
struct Listening(std::path::PathBuf);

impl TableServer for FakeServer {
    fn start(&self, db: &Path, _bind: &str) -> Result<Box<dyn RunningServer>, String> {
        Ok(Box::new(Listening(db.to_path_buf())))
    }
}

impl RunningServer for Listening {
    fn port(&self) -> u16 {
        8123
    }
    fn write(
        &self,
        _event: Option<&str>,
        work: belote_api::phones::StoreWork,
    ) -> Result<(), String> {
        let mut store = belote_store::Store::open(&self.0).map_err(|e| e.to_string())?;
        work(&mut store);
        Ok(())
    }
    fn close(self: Box<Self>) {}
}

/// A concours of 5 teams (one bye a round), names that are markup, accents and quotes.
fn concours(api: &Api) -> Value {
    let def = json!({
        "name": "Concours <b>d'été</b> & \"amis\"",
        "date": "2026-12-05",
        "variant": "classic",
        "options": {"announces": false},
        "format": {"rounds": 3, "deals": 2},
        "teams": [
            {"name": "Les <Cochons>", "players": ["Jean", "Zoë"]},
            {"name": "Duo & \"Fils\""},
            {"name": "Atout Cœur"},
            {"name": "Les Capots"},
            {"name": "Dix de Der"}
        ],
        "draw": {"first": "order", "seed": 7},
        "prizes": {"places": 2, "booby": true}
    });
    call(api, "create_event", json!({ "definition": def }))
}

const A100: &str = r#"{"taker": "A", "contract": "hearts", "points": {"A": 100}}"#;

#[test]
fn the_pages_of_an_event_with_qr_codes_of_codes_or_phone_pages() {
    let (_dir, api) = fresh();
    let api = api.with_phones(Box::new(FakeServer));
    let ev = concours(&api);
    let id = ev["event"].as_str().unwrap().to_string();

    // Before the first draw: no sheet, no plan; the standings and prizes already.
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["round"], 0);
    assert_eq!(p["tables"], json!([]));
    assert_eq!(p["standings"].as_array().unwrap().len(), 5);

    call(&api, "draw_round", json!({ "event": id }));
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["name"], "Concours <b>d'été</b> & \"amis\"");
    assert_eq!(p["round"], 1);
    assert_eq!(p["rounds"], 3);
    assert_eq!(p["deals"], 2);
    assert_eq!(p["uses_match_points"], false);
    assert_eq!(p["qr"], "code");
    // Order draw: 1–2, 3–4, and 5 sits out.
    let tables = p["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    assert_eq!(
        tables[0]["names"],
        json!({"A": "Les <Cochons>", "B": "Duo & \"Fils\""})
    );
    assert_eq!(tables[0]["players"]["A"], json!(["Jean", "Zoë"]));
    assert_eq!(tables[0]["players"]["B"], json!([]));
    assert_eq!(p["byes"], json!([{"entrant": 5, "name": "Dix de Der"}]));
    let screen = call(&api, "get_event", json!({ "event": id }));
    for (t, drawn) in tables
        .iter()
        .zip(screen["draws"][0]["tables"].as_array().unwrap())
    {
        assert_eq!(t["code"], drawn["code"]);
        assert_eq!(t["qr_text"], t["code"]);
        assert_eq!(
            decode(t["qr_svg"].as_str().unwrap()),
            t["code"].as_str().unwrap()
        );
    }

    // Open to phones: each QR code holds the table's phone page.
    let status = call(
        &api,
        "phones_open",
        json!({ "event": id, "bind": "127.0.0.1:0" }),
    );
    assert_eq!(status["url"], "http://127.0.0.1:8123/");
    let p = call(&api, "event_print", json!({ "event": id, "round": 1 }));
    assert_eq!(p["qr"], "page");
    for (t, phone) in p["tables"]
        .as_array()
        .unwrap()
        .iter()
        .zip(status["tables"].as_array().unwrap())
    {
        let page = format!("http://127.0.0.1:8123/t/{}", t["code"].as_str().unwrap());
        assert_eq!(t["qr_text"], page.as_str());
        assert_eq!(
            phone["url"],
            page.as_str(),
            "the page the phones' panel shows"
        );
        assert_eq!(decode(t["qr_svg"].as_str().unwrap()), page);
    }
    call(&api, "phones_close", Value::Null);
    assert_eq!(
        call(&api, "event_print", json!({ "event": id }))["qr"],
        "code"
    );

    // The prize list: 2 places and the booby prize for the last listed team.
    for t in 1..=2 {
        for _ in 0..2 {
            call(
                &api,
                "event_table_append",
                json!({"event": id, "round": 1, "table": t,
                       "deal": serde_json::from_str::<Value>(A100).unwrap()}),
            );
        }
    }
    let p = call(&api, "event_print", json!({ "event": id }));
    let standings = p["standings"].as_array().unwrap();
    let prizes = p["prizes"].as_array().unwrap();
    assert_eq!(prizes.len(), 3);
    assert_eq!(prizes[0]["entrant"], standings[0]["entrant"]);
    assert_eq!(prizes[1]["entrant"], standings[1]["entrant"]);
    assert_eq!(prizes[2]["entrant"], standings[4]["entrant"]);
    assert_eq!(
        prizes
            .iter()
            .map(|x| x["booby"].clone())
            .collect::<Vec<_>>(),
        [json!(false), json!(false), json!(true)]
    );
    assert_eq!(p["tables"][0]["complete"], true);
    assert_eq!(p["tables"][0]["totals"], json!({"A": 200, "B": 124}));

    // A round that was not drawn, and bad arguments: said at their place.
    let e = api
        .dispatch("event_print", json!({"event": id, "round": 2}), &NoEvents)
        .unwrap_err();
    assert_eq!(
        (e.kind, e.at.as_deref()),
        (ErrorKind::NotFound, Some("round"))
    );
    let e = api
        .dispatch("event_print", json!({"event": id, "round": 0}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.at.as_deref(), Some("round"));
    let e = api
        .dispatch("event_print", json!({"round": 1}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.at.as_deref(), Some("args"));
    let e = api
        .dispatch("event_print", json!({"event": "e-nope"}), &NoEvents)
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotFound);
}

/// Without a phones' server in the host (the CLI's, the bridge's), the codes are printed.
#[test]
fn without_a_phones_server_the_qr_codes_hold_the_codes() {
    let (_dir, api) = fresh();
    let ev = concours(&api);
    let id = ev["event"].as_str().unwrap();
    call(&api, "draw_round", json!({ "event": id }));
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["qr"], "code");
    for t in p["tables"].as_array().unwrap() {
        assert_eq!(
            decode(t["qr_svg"].as_str().unwrap()),
            t["code"].as_str().unwrap()
        );
    }
}

/// An event of players: a side is two players, named; who sits out is named too.
#[test]
fn an_event_of_players_names_its_sides_and_byes() {
    let (_dir, api) = fresh();
    let def = json!({
        "name": "Klaverjasavond", "variant": "klaverjas", "format": {"rounds": 2, "deals": 16},
        "entrants": "players", "draw": {"first": "order"},
        "players": ["Ans", "Bram", "Cor", "Dirk", "Éls", "Fien", "Gijs", "Henk", "Ida"]
    });
    let ev = call(&api, "create_event", json!({ "definition": def }));
    let id = ev["event"].as_str().unwrap();
    call(&api, "draw_round", json!({ "event": id }));
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["entrants"], "players");
    assert_eq!(p["deals"], 16);
    assert_eq!(p["byes"], json!([{"entrant": 9, "name": "Ida"}]));
    let t = &p["tables"][0];
    assert_eq!(t["players"]["A"], json!(["Ans", "Dirk"]));
    assert_eq!(t["names"]["A"], "Ans & Dirk");
}

/// A score sheet prints its round's session's date (docs/events.md "Sessions"), the other
/// pages the event's (the first session's); an event without sessions prints its date.
#[test]
fn a_sheet_prints_the_date_of_its_session() {
    let (_dir, api) = fresh();
    let def = json!({
        "name": "Week-end", "variant": "classic", "options": {"announces": false},
        "format": {"rounds": 2, "deals": 1},
        "teams": [{"name": "Un"}, {"name": "Deux"}, {"name": "Trois"}, {"name": "Quatre"}],
        "draw": {"first": "order", "seed": 7},
        "sessions": [{"name": "Samedi", "date": "2027-03-06"},
                     {"name": "Dimanche", "date": "2027-03-07", "starts": {"round": 2}}]
    });
    let ev = call(&api, "create_event", json!({ "definition": def }));
    let id = ev["event"].as_str().unwrap().to_string();
    call(&api, "draw_round", json!({ "event": id }));
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["date"], "2027-03-06");
    assert_eq!(p["tables"][0]["date"], "2027-03-06");
    for t in 1..=2 {
        call(
            &api,
            "event_table_append",
            json!({"event": id, "round": 1, "table": t,
                   "deal": serde_json::from_str::<Value>(A100).unwrap()}),
        );
    }
    call(&api, "draw_round", json!({ "event": id }));
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["round"], 2);
    assert_eq!(
        p["date"], "2027-03-06",
        "the event's date: the first session's"
    );
    let tables = p["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    assert!(
        tables.iter().all(|t| t["date"] == "2027-03-07"),
        "{tables:?}"
    );
    let p = call(&api, "event_print", json!({ "event": id, "round": 1 }));
    assert_eq!(p["tables"][0]["date"], "2027-03-06");

    // Without sessions: the event's date.
    let ev = concours(&api);
    let id = ev["event"].as_str().unwrap().to_string();
    call(&api, "draw_round", json!({ "event": id }));
    let p = call(&api, "event_print", json!({ "event": id }));
    assert_eq!(p["tables"][0]["date"], "2026-12-05");
}
