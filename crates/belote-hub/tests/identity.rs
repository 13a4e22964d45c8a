//! Player identity (HUB.md "Player identity", "Member ids", "Admin endpoints") on the worked
//! example: a link that would seat one player twice refused, merge and split (with the merged
//! id redirecting), hiding (reversible, files untouched), erasure (the name gone from every
//! stored version, resends still answered, a later file's name replaced at intake), and the
//! ranking re-rated each time with `rerate --check` finding nothing to change.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{json, Value};

fn setup() -> Option<(TestHub, Vec<(&'static str, EventFile)>)> {
    let hub = hub(&WE_CLUBS)?;
    let events = worked_example();
    for (club, e) in &events {
        assert_eq!(hub.publish(club, e, 0).status, 201);
    }
    we_members(&hub);
    Some((hub, events))
}

fn check_zero(hub: &TestHub) {
    hub.settle();
    let (v, same) = rt()
        .block_on(async {
            let mut c = belote_hub::admin::open(&hub.database, Duration::from_secs(5)).await?;
            belote_hub::admin::rerate(&mut c, None, true).await
        })
        .unwrap();
    assert!(same, "{v}");
}

fn id_of(ranking: &Value, name: &str, club: &str) -> String {
    ranking["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name && p["clubs"].as_array().unwrap().iter().any(|c| c == club))
        .unwrap_or_else(|| panic!("{name} at {club}"))["player"]
        .as_str()
        .unwrap()
        .to_string()
}

fn admin_post(hub: &TestHub, path: &str, body: Value) -> Answer {
    hub.send("POST", path, &hub.admin, body.to_string().as_bytes())
}

#[test]
fn links_merges_and_splits() {
    let Some((hub, _)) = setup() else { return };
    let original = hub.ranking("klaverjas");
    let k = original.json();
    // Anna and Bram sat at one table: one member id for both is refused, nothing changed.
    let refused = hub.members(
        "dedaele",
        json!([{ "name": "Bram Bakker", "member": "F-1001" }]),
    );
    assert_eq!(
        (refused.status, refused.at()),
        (409, "members[0].member".to_string()),
        "{}",
        refused.text()
    );
    assert!(
        refused.json()["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("F-1001 is "),
        "{}",
        refused.text()
    );
    assert_eq!(hub.ranking("klaverjas").body, original.body);
    let refused = admin_post(
        &hub,
        "/api/v1/admin/players/merge",
        json!({ "players": [id_of(&k, "Anna de Vries", "dedaele"), id_of(&k, "Bram Bakker", "dedaele")] }),
    );
    assert_eq!((refused.status, refused.at()), (409, "players".to_string()));
    // The two Cor Smit never met: merged they are one player, the other id redirects.
    let (cd, cb) = (
        id_of(&k, "Cor Smit", "dedaele"),
        id_of(&k, "Cor Smit", "bedum"),
    );
    // Read before the merge: where an id leads is kept per generation, and the merge is a
    // new one.
    assert_eq!(hub.get(&format!("/api/v1/players/{cb}")).status, 200);
    assert_eq!(hub.get(&format!("/p/{cb}")).status, 200);
    let m = admin_post(
        &hub,
        "/api/v1/admin/players/merge",
        json!({ "players": [cb, cd], "note": "same man" }),
    );
    assert_eq!(m.status, 200, "{}", m.text());
    let (kept, merged) = (
        m.json()["player"].as_str().unwrap().to_string(),
        m.json()["merged"].as_str().unwrap().to_string(),
    );
    assert_eq!(
        kept, cd,
        "the earliest-seen name's id is kept (dedaele published first)"
    );
    assert_eq!(merged, cb);
    let moved = hub.get(&format!("/api/v1/players/{merged}"));
    assert_eq!(
        (moved.status, moved.header("location")),
        (308, Some(format!("/api/v1/players/{kept}").as_str()))
    );
    assert_eq!(
        hub.get(&format!("/p/{merged}")).header("location"),
        Some(format!("/p/{kept}").as_str())
    );
    let after = hub.ranking("klaverjas").json();
    assert_eq!(after["total"], 8);
    let cor = &after["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Cor Smit")
        .unwrap()
        .clone();
    assert_eq!(
        (cor["games"].clone(), cor["clubs"].clone()),
        (json!(6), json!(["bedum", "dedaele"]))
    );
    check_zero(&hub);
    // Split again: the same two players, the same ids, the same ranking byte for byte.
    let s = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{kept}/split"),
        json!({ "names": [{ "club": "bedum", "name": "cor smit" }] }),
    );
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["player"], merged.as_str());
    assert_eq!(hub.get(&format!("/api/v1/players/{merged}")).status, 200);
    assert_eq!(hub.ranking("klaverjas").body, original.body);
    let bad = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{kept}/split"),
        json!({ "names": [{ "club": "bedum", "name": "Nobody" }] }),
    );
    assert_eq!((bad.status, bad.at()), (422, "names[0]".to_string()));
    let all = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{kept}/split"),
        json!({ "names": [{ "club": "dedaele", "name": "Cor Smit" }] }),
    );
    assert_eq!((all.status, all.at()), (422, "names".to_string()));
    let record = hub
        .get_with(
            "/api/v1/admin/identity",
            &[("Authorization", &format!("Bearer {}", hub.admin))],
        )
        .json();
    let actions: Vec<&str> = record
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["action"].as_str().unwrap())
        .collect();
    assert!(actions.ends_with(&["merge", "split"]), "{actions:?}");
    assert!(actions.starts_with(&["link", "link"]), "{actions:?}");
    let members = hub
        .get_with(
            "/api/v1/clubs/dedaele/members",
            &[("Authorization", &format!("Bearer {}", hub.key("dedaele")))],
        )
        .json();
    assert_eq!(members["members"][0]["member"], "F-1001");
    check_zero(&hub);
}

#[test]
fn hiding_and_erasure() {
    let Some((hub, events)) = setup() else { return };
    let original = hub.ranking("klaverjas");
    let k = original.json();
    let els = id_of(&k, "Els Jansen", "dedaele");
    let h = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{els}/hide"),
        json!({ "hidden": true }),
    );
    assert_eq!(h.json(), json!({ "player": els, "hidden": true }));
    let hidden = hub.ranking("klaverjas").json();
    let shown = hidden["players"][3]["name"].as_str().unwrap().to_string();
    assert!(shown.starts_with("Anonymous "), "{shown}");
    assert!(!hub.ranking("klaverjas").text().contains("Els Jansen"));
    assert!(!hub
        .get(&format!("/c/dedaele/e/{}", events[4].1.id))
        .text()
        .contains("Els Jansen"));
    assert!(hub.get("/api/v1/search?q=els").json()["players"]
        .as_array()
        .unwrap()
        .is_empty());
    let file = hub.get_with(
        &format!("/api/v1/clubs/dedaele/events/{}/file", events[4].1.id),
        &[("Authorization", &format!("Bearer {}", hub.key("dedaele")))],
    );
    assert!(
        file.text().contains("Els Jansen"),
        "the club's file keeps the name"
    );
    admin_post(
        &hub,
        &format!("/api/v1/admin/players/{els}/hide"),
        json!({ "hidden": false }),
    );
    assert_eq!(hub.ranking("klaverjas").body, original.body);

    // Erasure: Kees Dekker (bedum, E4).
    let kees = id_of(&k, "Kees Dekker", "bedum");
    let e = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{kees}/erase"),
        json!({ "note": "asked by mail" }),
    );
    assert_eq!(e.status, 200, "{}", e.text());
    let pseudonym = e.json()["pseudonym"].as_str().unwrap().to_string();
    assert!(
        pseudonym.starts_with("Anonymous ") && pseudonym.len() == 16,
        "{pseudonym}"
    );
    assert_eq!(e.json()["versions_rewritten"], 1);
    let erased = hub.ranking("klaverjas").json();
    let row = erased["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["player"] == kees.as_str())
        .unwrap()
        .clone();
    let before = k["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["player"] == kees.as_str())
        .unwrap()
        .clone();
    assert_eq!(row["name"], pseudonym.as_str());
    for key in ["rank", "rating", "uncertainty", "conservative", "games"] {
        assert_eq!(row[key], before[key], "{key} must not change on erasure");
    }
    // The name is gone from every stored version of every publication.
    let admin = format!("Bearer {}", hub.admin);
    for (club, ev) in &events {
        let f = hub.get_with(
            &format!("/api/v1/clubs/{club}/events/{}/file?version=1", ev.id),
            &[("Authorization", &admin)],
        );
        assert!(!f.text().contains("Kees Dekker"), "{club} {}", ev.id);
    }
    // A resend of the old file is still answered, and changes nothing.
    let resent = hub.publish("bedum", &events[3].1, 0);
    assert_eq!(
        (resent.status, resent.json()["version"].clone()),
        (200, json!(1))
    );
    // A later file with the name: replaced at intake, with a warning.
    let later = event_file(
        json!({ "name": "Bedum 3", "date": "2026-10-20", "variant": "klaverjas", "format": { "rounds": 3, "deals": 1 },
                "entrants": "players", "players": ["Jan Kok", "KEES DEKKER", "Ineke Mulder", "A. de Vries"],
                "draw": { "first": "order", "then": "order" } }),
        &["A", "A", "A"],
    );
    let p = hub.publish("bedum", &later, 0);
    assert_eq!(p.status, 201, "{}", p.text());
    let warnings = p.json()["warnings"].clone();
    assert_eq!(warnings[0]["at"], "definition.players[1]", "{warnings}");
    let stored = hub.get_with(
        &format!("/api/v1/clubs/bedum/events/{}/file", later.id),
        &[("Authorization", &admin)],
    );
    assert!(stored.text().contains(&pseudonym) && !stored.text().to_lowercase().contains("kees"));
    // An erased player cannot be hidden, split or merged.
    let no = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{kees}/hide"),
        json!({ "hidden": true }),
    );
    assert_eq!((no.status, no.at()), (409, "player".to_string()));
    let no = admin_post(
        &hub,
        "/api/v1/admin/players/merge",
        json!({ "players": [kees, els] }),
    );
    assert_eq!((no.status, no.at()), (409, "players".to_string()));
    check_zero(&hub);
}

fn hide(hub: &TestHub, player: &str, hidden: bool) {
    let h = admin_post(
        hub,
        &format!("/api/v1/admin/players/{player}/hide"),
        json!({ "hidden": hidden }),
    );
    assert_eq!(h.status, 200, "{}", h.text());
}

fn found(hub: &TestHub, q: &str) -> Vec<String> {
    hub.get(&format!("/api/v1/search?q={q}")).json()["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn unhiding_shows_the_player_again_and_search_finds_them() {
    let Some((hub, _)) = setup() else { return };
    let k = hub.ranking("klaverjas").json();
    let els = id_of(&k, "Els Jansen", "dedaele");
    assert_eq!(found(&hub, "els"), ["Els Jansen"]);
    hide(&hub, &els, true);
    assert!(found(&hub, "els").is_empty());
    hide(&hub, &els, false);
    assert_eq!(found(&hub, "els"), ["Els Jansen"]);
    let p = hub.get(&format!("/api/v1/players/{els}")).json();
    assert_eq!(p["name"], "Els Jansen");
    assert!(hub.get(&format!("/p/{els}")).text().contains("Els Jansen"));
    // Hidden again: masked again, out of search again.
    hide(&hub, &els, true);
    assert!(found(&hub, "els").is_empty());
    assert!(!hub.get(&format!("/p/{els}")).text().contains("Els Jansen"));
}

/// Publishes a season of dedaele's two evenings (E1, E5); its path.
fn dedaele_season(hub: &TestHub, events: &[(&'static str, EventFile)]) -> String {
    let season = json!({
        "format": "belote-season", "version": 1, "season": "s-2026-10-01-abcd",
        "created": "2026-10-01T10:00:00Z",
        "definition": { "name": "Winter", "events": [events[0].1.id, events[4].1.id] }
    });
    let path = "/api/v1/clubs/dedaele/seasons/s-2026-10-01-abcd".to_string();
    let a = hub.send(
        "PUT",
        &path,
        &hub.key("dedaele"),
        &serde_json::to_vec_pretty(&season).unwrap(),
    );
    assert_eq!(a.status, 201, "{}", a.text());
    path
}

#[test]
fn a_hidden_name_is_masked_in_seasons() {
    let Some((hub, events)) = setup() else { return };
    let path = dedaele_season(&hub, &events);
    let page = "/c/dedaele/s/s-2026-10-01-abcd";
    assert!(hub.get(&path).text().contains("Els Jansen"));
    assert!(hub.get(page).text().contains("Els Jansen"));
    let k = hub.ranking("klaverjas").json();
    let els = id_of(&k, "Els Jansen", "dedaele");
    hide(&hub, &els, true);
    let s = hub.get(&path);
    assert!(!s.text().contains("Els Jansen"), "{}", s.text());
    assert!(s.json()["standings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["name"].as_str().unwrap().starts_with("Anonymous ")));
    assert!(
        s.text().contains("Anna de Vries"),
        "the others keep their names"
    );
    let html = hub.get(page);
    assert_eq!(html.status, 200);
    assert!(!html.text().contains("Els Jansen"));
    hide(&hub, &els, false);
    assert!(hub.get(&path).text().contains("Els Jansen"));
}

/// A mêlée at dedaele (pairs in registration order): "Els Jansen & Anna de Vries" against
/// "Bram Bakker & Dirk Visser".
fn melee(hub: &TestHub) -> EventFile {
    let e = event_file(
        json!({ "name": "Mêlée", "date": "2026-10-12", "variant": "klaverjas",
                "format": { "rounds": 1, "deals": 1 }, "entrants": "players",
                "partners": "once_in_order",
                "players": ["Els Jansen", "Anna de Vries", "Bram Bakker", "Dirk Visser"],
                "draw": { "first": "order", "then": "order" } }),
        &["A"],
    );
    let p = hub.publish("dedaele", &e, 0);
    assert_eq!(p.status, 201, "{}", p.text());
    e
}

fn entrants(hub: &TestHub, player: &str) -> Vec<String> {
    hub.get(&format!("/api/v1/players/{player}")).json()["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["entrant"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_partners_entrant_name_masks_hidden_and_erased_names() {
    let Some((hub, _)) = setup() else { return };
    let k = hub.ranking("klaverjas").json();
    let (els, anna) = (
        id_of(&k, "Els Jansen", "dedaele"),
        id_of(&k, "Anna de Vries", "dedaele"),
    );
    let m = melee(&hub);
    let pair = "Els Jansen & Anna de Vries".to_string();
    assert!(
        entrants(&hub, &anna).contains(&pair),
        "{:?}",
        entrants(&hub, &anna)
    );
    hide(&hub, &els, true);
    let shown = entrants(&hub, &anna);
    assert!(!shown.iter().any(|e| e.contains("Els Jansen")), "{shown:?}");
    assert!(
        shown
            .iter()
            .any(|e| e.starts_with("Anonymous ") && e.ends_with(" & Anna de Vries")),
        "{shown:?}"
    );
    assert!(!hub.get(&format!("/p/{anna}")).text().contains("Els Jansen"));
    let event = hub.get(&format!("/api/v1/clubs/dedaele/events/{}", m.id));
    assert!(!event.text().contains("Els Jansen"), "{}", event.text());
    assert!(!hub
        .get(&format!("/c/dedaele/e/{}", m.id))
        .text()
        .contains("Els Jansen"));
    // Els's own page shows her side with her pseudonym and her partner.
    let own = entrants(&hub, &els);
    assert!(
        own.iter()
            .any(|e| e.ends_with(" & Anna de Vries") && !e.contains("Els")),
        "{own:?}"
    );
    hide(&hub, &els, false);
    assert!(entrants(&hub, &anna).contains(&pair));
    // Erased: the partner's entrant carries the pseudonym, wherever it is shown.
    let e = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{els}/erase"),
        json!({}),
    );
    assert_eq!(e.status, 200, "{}", e.text());
    let pseudonym = e.json()["pseudonym"].as_str().unwrap().to_string();
    let shown = entrants(&hub, &anna);
    assert!(
        shown.contains(&format!("{pseudonym} & Anna de Vries")),
        "{shown:?}"
    );
    for path in [
        format!("/api/v1/players/{anna}"),
        format!("/p/{anna}"),
        format!("/api/v1/clubs/dedaele/events/{}", m.id),
        format!("/c/dedaele/e/{}", m.id),
    ] {
        assert!(!hub.get(&path).text().contains("Els Jansen"), "{path}");
    }
    check_zero(&hub);
}

fn merged(hub: &TestHub, p: &str, q: &str) -> String {
    let m = admin_post(
        hub,
        "/api/v1/admin/players/merge",
        json!({ "players": [p, q] }),
    );
    assert_eq!(m.status, 200, "{}", m.text());
    m.json()["player"].as_str().unwrap().to_string()
}

fn clubs_of(hub: &TestHub, player: &str) -> Vec<String> {
    let a = hub.get(&format!("/api/v1/players/{player}"));
    assert_eq!(a.status, 200, "{player}: {}", a.text());
    a.json()["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            format!(
                "{}: {}",
                n["club"].as_str().unwrap(),
                n["name"].as_str().unwrap()
            )
        })
        .collect()
}

#[test]
fn a_split_keeps_together_only_what_a_member_id_held() {
    let Some((hub, _)) = setup() else { return };
    let k = hub.ranking("klaverjas").json();
    let c = hub.ranking("french").json();
    let (cd, cb, jm) = (
        id_of(&k, "Cor Smit", "dedaele"),
        id_of(&k, "Cor Smit", "bedum"),
        id_of(&c, "Jean Martin", "champcommun"),
    );
    // Cor Smit at bedum and Jean Martin, each merged with Cor Smit at dedaele only: split off
    // together, nothing holds them together, so they are two players again.
    assert_eq!(merged(&hub, &cb, &cd), cd);
    assert_eq!(merged(&hub, &jm, &cd), cd);
    let s = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{cd}/split"),
        json!({ "names": [{ "club": "bedum", "name": "Cor Smit" },
                          { "club": "champcommun", "name": "Jean Martin" }] }),
    );
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(clubs_of(&hub, &cb), ["bedum: Cor Smit"]);
    assert_eq!(clubs_of(&hub, &jm), ["champcommun: Jean Martin"]);
    assert_eq!(clubs_of(&hub, &cd), ["dedaele: Cor Smit"]);
    // Anna's two names, held together by F-1001 only: split off together they stay one player.
    let anna = id_of(&k, "Anna de Vries", "dedaele");
    assert_eq!(merged(&hub, &anna, &jm), anna);
    let s = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{anna}/split"),
        json!({ "names": [{ "club": "dedaele", "name": "Anna de Vries" },
                          { "club": "bedum", "name": "A. de Vries" }] }),
    );
    assert_eq!(s.status, 200, "{}", s.text());
    assert_eq!(s.json()["player"], anna.as_str());
    assert_eq!(
        clubs_of(&hub, &anna),
        ["bedum: A. de Vries", "dedaele: Anna de Vries"]
    );
    assert_eq!(clubs_of(&hub, &jm), ["champcommun: Jean Martin"]);
    check_zero(&hub);
}

/// One number from the hub's database.
fn count(hub: &TestHub, sql: &str) -> i64 {
    rt().block_on(async {
        let c = belote_hub::admin::open(&hub.database, Duration::from_secs(5))
            .await
            .unwrap();
        c.query_one(sql, &[]).await.unwrap().get(0)
    })
}

#[test]
fn erasure_keeps_no_plain_text_of_the_name() {
    let Some((hub, events)) = setup() else { return };
    let k = hub.ranking("klaverjas").json();
    let anna = id_of(&k, "Anna de Vries", "dedaele");
    hide(&hub, &anna, true);
    hide(&hub, &anna, false);
    let admin = format!("Bearer {}", hub.admin);
    let record = || {
        hub.get_with("/api/v1/admin/identity", &[("Authorization", &admin)])
            .text()
    };
    assert!(record().contains("Anna de Vries") && record().contains("A. de Vries"));
    let e = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{anna}/erase"),
        json!({ "note": "Anna de Vries asked by mail" }),
    );
    assert_eq!(e.status, 200, "{}", e.text());
    let pseudonym = e.json()["pseudonym"].as_str().unwrap().to_string();
    let r = record();
    assert!(!r.contains("de Vries"), "{r}");
    assert!(r.contains(&pseudonym), "{r}");
    assert_eq!(
        count(&hub, "SELECT count(*) FROM belote_hub.names WHERE key LIKE '%vries%' OR written LIKE '%Vries%' OR fold LIKE '%vries%'"),
        0
    );
    assert_eq!(
        count(&hub, "SELECT count(*) FROM belote_hub.results WHERE written LIKE '%Vries%' OR entrant_name LIKE '%Vries%'"),
        0
    );
    assert_eq!(count(&hub, "SELECT count(*) FROM belote_hub.erased"), 2);
    // The event pages still link the pseudonym to the player.
    let event = hub
        .get(&format!("/api/v1/clubs/dedaele/events/{}", events[0].1.id))
        .json();
    let row = event["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == pseudonym.as_str())
        .unwrap()
        .clone();
    assert_eq!(row["people"][0]["player"], anna.as_str(), "{row}");
    // A later file naming her at either club: replaced at intake, and still her results.
    let later = event_file(
        json!({ "name": "Avond 3", "date": "2026-10-20", "variant": "klaverjas", "format": { "rounds": 1, "deals": 1 },
                "entrants": "players", "players": ["anna DE VRIES", "Bram Bakker", "Dirk Visser", "Cor Smit"],
                "draw": { "first": "order", "then": "order" } }),
        &["A"],
    );
    let p = hub.publish("dedaele", &later, 0);
    assert_eq!(p.status, 201, "{}", p.text());
    assert_eq!(p.json()["warnings"][0]["at"], "definition.players[0]");
    let stored = hub.get_with(
        &format!("/api/v1/clubs/dedaele/events/{}/file", later.id),
        &[("Authorization", &admin)],
    );
    assert!(stored.text().contains(&pseudonym) && !stored.text().to_lowercase().contains("vries"));
    let player = hub.get(&format!("/api/v1/players/{anna}")).json();
    assert_eq!(player["name"], pseudonym.as_str());
    assert!(
        player["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["event"] == later.id.as_str()),
        "{player}"
    );
    check_zero(&hub);
}

#[test]
fn a_split_name_shows_a_null_member_id_to_its_club() {
    let Some((hub, _)) = setup() else { return };
    let k = hub.ranking("klaverjas").json();
    let anna = id_of(&k, "Anna de Vries", "dedaele");
    let s = admin_post(
        &hub,
        &format!("/api/v1/admin/players/{anna}/split"),
        json!({ "names": [{ "club": "bedum", "name": "A. de Vries" }] }),
    );
    assert_eq!(s.status, 200, "{}", s.text());
    let new = s.json()["player"].as_str().unwrap().to_string();
    assert_ne!(new, anna);
    let members = |club: &str| {
        hub.get_with(
            &format!("/api/v1/clubs/{club}/members"),
            &[("Authorization", &format!("Bearer {}", hub.key(club)))],
        )
        .json()["members"]
            .clone()
    };
    assert_eq!(
        members("bedum"),
        json!([{ "name": "A. de Vries", "member": null, "player": new }])
    );
    assert_eq!(members("dedaele")[0]["member"], "F-1001");
    let conflicts = hub.get_with(
        "/api/v1/admin/conflicts",
        &[("Authorization", &format!("Bearer {}", hub.admin))],
    );
    assert_eq!(conflicts.status, 200, "{}", conflicts.text());
    // Null again changes nothing; the club may attach a member id again, which links again.
    let again = hub.members("bedum", json!([{ "name": "A. de Vries", "member": null }]));
    assert_eq!(again.json()["unchanged"], 1, "{}", again.text());
    let set = hub.members(
        "bedum",
        json!([{ "name": "A. de Vries", "member": "F-1001" }]),
    );
    assert_eq!(
        (set.status, set.json()["set"].clone()),
        (200, json!(1)),
        "{}",
        set.text()
    );
    assert_eq!(members("bedum")[0]["player"], anna.as_str());
    check_zero(&hub);
}
