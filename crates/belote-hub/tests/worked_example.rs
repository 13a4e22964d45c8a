//! HUB.md's worked example (three clubs, five events, twelve players, two member ids) and its
//! seven invariants, against a real hub on a real PostgreSQL 15. The expected rankings are read
//! from `tests/data/worked-example.json`, rows written as the contract's tables write them.

mod common;

use common::*;
use serde_json::{json, Value};

fn data() -> Value {
    serde_json::from_str(include_str!("data/worked-example.json")).unwrap()
}

fn num(x: &Value) -> String {
    let s = format!("{:.2}", x.as_f64().unwrap());
    match s.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => s,
    }
}

/// A ranking's rows as HUB.md's tables write them.
fn table(r: &Value) -> Vec<String> {
    r["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let clubs: Vec<&str> = p["clubs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap())
                .collect();
            format!(
                "{} | {} | {} | {} | {}–{} | {} | {} | {}",
                p["rank"],
                p["name"].as_str().unwrap(),
                clubs.join(", "),
                p["games"],
                p["won"],
                p["lost"],
                num(&p["rating"]),
                num(&p["uncertainty"]),
                num(&p["conservative"])
            )
        })
        .collect()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

fn publish_all(hub: &TestHub, events: &[(&str, EventFile)], order: &[usize]) {
    for &i in order {
        let (club, file) = &events[i];
        let a = hub.publish(club, file, 0);
        assert_eq!(a.status, 201, "E{}: {}", i + 1, a.text());
    }
}

fn check_zero(hub: &TestHub) {
    hub.settle();
    let (v, same) = rt()
        .block_on(async {
            let mut c =
                belote_hub::admin::open(&hub.database, std::time::Duration::from_secs(5)).await?;
            belote_hub::admin::rerate(&mut c, None, true).await
        })
        .unwrap();
    assert!(same, "rerate --check found differences: {v}");
}

/// A player's line "name [clubs] games conservative" for the partial expectations.
fn find<'a>(r: &'a Value, name: &str, club: Option<&str>) -> &'a Value {
    r["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| {
            p["name"] == name
                && club.is_none_or(|c| p["clubs"].as_array().unwrap().iter().any(|x| x == c))
        })
        .unwrap_or_else(|| panic!("{name} {club:?} is not ranked: {r}"))
}

#[test]
fn the_worked_example_gives_the_contracts_rankings_and_keeps_its_invariants() {
    let Some(hub) = hub(&WE_CLUBS) else { return };
    let d = data();
    let events = worked_example();
    // Invariant 5: E1 published last is rated first (dated first); members before events.
    we_members(&hub);
    publish_all(&hub, &events, &[1, 2, 3, 4, 0]);
    let k = hub.ranking("klaverjas");
    let kj = k.json();
    assert_eq!(table(&kj), strings(&d["klaverjas"]["rows"]));
    assert_eq!(
        (kj["events"].clone(), kj["games"].clone()),
        (json!(4), json!(12))
    );
    let f = hub.ranking("french").json();
    assert_eq!(table(&f), strings(&d["french"]["rows"]));
    assert_eq!(
        (f["events"].clone(), f["games"].clone()),
        (json!(1), json!(2))
    );
    // Invariant 6: families are separate; Bram's klaverjas games are 6.
    assert_eq!(find(&kj, "Bram Bakker", None)["games"], 6);
    // Anna's display name is the dedaele one; Bram is "Bram Bakker" in the French ranking too.
    assert!(table(&f)
        .iter()
        .any(|l| l.contains("| Bram Bakker | champcommun |")));
    check_zero(&hub);

    // Invariant 2: withdrawing E4 gives the ranking of the other four; publishing it again
    // gives back the full ranking byte for byte.
    let e4 = &events[3].1;
    let w = hub.send(
        "DELETE",
        &format!("/api/v1/clubs/bedum/events/{}", e4.id),
        &hub.key("bedum"),
        b"",
    );
    assert_eq!(w.status, 200, "{}", w.text());
    assert_eq!(w.json()["withdrawn"], true);
    assert_eq!(w.json()["sha256"], Value::Null);
    let without = hub.ranking("klaverjas").json();
    let got: Vec<String> = without["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let name = p["name"].as_str().unwrap();
            let club = if name == "Cor Smit" {
                format!(" {}", p["clubs"][0].as_str().unwrap())
            } else {
                String::new()
            };
            let games = if name == "Anna de Vries" {
                format!(" {}", p["games"])
            } else {
                String::new()
            };
            format!("{name}{club}{games} {}", num(&p["conservative"]))
        })
        .collect();
    assert_eq!(got, strings(&d["without_e4"]["rows"]));
    assert!(!without.to_string().contains("Kees Dekker"));
    assert_eq!(
        hub.get(&format!("/api/v1/clubs/bedum/events/{}", e4.id))
            .status,
        410
    );
    check_zero(&hub);
    let again = hub.publish("bedum", e4, 2);
    assert_eq!(
        (again.status, again.json()["version"].clone()),
        (201, json!(3)),
        "{}",
        again.text()
    );
    let back = hub.ranking("klaverjas");
    assert_eq!(
        back.body, k.body,
        "the ranking after E4's return is not byte for byte the same"
    );
    assert_eq!(back.header("etag"), k.header("etag"));
    check_zero(&hub);

    // Invariant 3: member ids decide.
    assert_eq!(
        hub.members("bedum", json!([{ "name": "A. de Vries", "member": null }]))
            .json()["removed"],
        1
    );
    let split = hub.ranking("klaverjas").json();
    assert_eq!(split["total"], d["without_f1001_at_bedum"]["players"]);
    for (name, club, games, cons) in [
        ("Anna de Vries", "dedaele", 6, "6.24"),
        ("A. de Vries", "bedum", 6, "5.72"),
    ] {
        let p = find(&split, name, Some(club));
        assert_eq!(
            (p["games"].clone(), num(&p["conservative"])),
            (json!(games), cons.to_string()),
            "{name}"
        );
    }
    check_zero(&hub);
    assert_eq!(
        hub.members(
            "bedum",
            json!([{ "name": "a. de vries", "member": "f-1001" }])
        )
        .json()["set"],
        1
    );
    assert_eq!(
        hub.ranking("klaverjas").body,
        k.body,
        "attaching F-1001 again must give back the table"
    );

    // Invariant 4: a correction of E2 re-rates from 2026-10-03; E1's ratings unchanged.
    let anna = kj["players"][0]["player"].as_str().unwrap().to_string();
    let before = hub.get(&format!("/api/v1/players/{anna}")).json();
    let e2 = &events[1].1;
    let corrected = e2.with(|v| v["rounds"][0]["tables"][0]["deals"] = json!([won_by("B")]));
    let c = hub.publish("bedum", &corrected, 1);
    assert_eq!(
        (c.status, c.json()["version"].clone()),
        (201, json!(2)),
        "{}",
        c.text()
    );
    let after = hub.ranking("klaverjas").json();
    assert_eq!(after["players"][0]["name"], "Jan Kok");
    assert_eq!(num(&after["players"][0]["conservative"]), "9.36");
    assert_eq!(after["players"][1]["name"], "Anna de Vries");
    assert_eq!(num(&after["players"][1]["conservative"]), "7.65");
    assert_eq!(
        num(&find(&after, "Ineke Mulder", None)["conservative"]),
        "3.25"
    );
    let cor = find(&after, "Cor Smit", Some("bedum"));
    assert_eq!(
        (
            num(&cor["conservative"]),
            cor["won"].clone(),
            cor["lost"].clone()
        ),
        ("−0.51".into(), json!(1), json!(2))
    );
    let later = hub.get(&format!("/api/v1/players/{anna}")).json();
    assert_eq!(
        before["ratings"]["klaverjas"]["history"][0], later["ratings"]["klaverjas"]["history"][0],
        "E1's rating must not change"
    );
    check_zero(&hub);

    // Invariant 1 (across hubs): another hub given the events in another order, the member
    // ids last, answers the same bytes once player ids are replaced by names and clubs.
    let c = hub.publish("bedum", e2, 2);
    assert_eq!(c.status, 201, "{}", c.text());
    let first = hub.ranking("klaverjas").json();
    let Some(other) = common::hub(&WE_CLUBS) else {
        return;
    };
    publish_all(&other, &events, &[4, 0, 3, 2, 1]);
    we_members(&other);
    let second = other.ranking("klaverjas").json();
    assert_eq!(without_ids(&first), without_ids(&second));
    check_zero(&other);
}

/// Both rankings of the worked example without their random ids.
fn both_rankings(hub: &TestHub) -> (Value, Value) {
    (
        without_ids(&hub.ranking("klaverjas").json()),
        without_ids(&hub.ranking("french").json()),
    )
}

/// Publications run side by side (each holding its club's and its players' locks, the identity
/// lock shared) give what one after another gives — also when member ids arrive among them
/// (an identity change, which holds the identity lock alone).
#[test]
fn publications_at_once_give_the_same_rankings() {
    let events = worked_example();
    let Some(one_by_one) = hub(&WE_CLUBS) else {
        return;
    };
    we_members(&one_by_one);
    publish_all(&one_by_one, &events, &[0, 1, 2, 3, 4]);
    let expected = both_rankings(&one_by_one);
    assert_eq!(
        table(&hub_ranking_json(&one_by_one, "klaverjas")),
        strings(&data()["klaverjas"]["rows"])
    );
    for members_among_them in [false, true] {
        let Some(at_once) = hub(&WE_CLUBS) else {
            return;
        };
        if !members_among_them {
            we_members(&at_once);
        }
        std::thread::scope(|s| {
            for (club, file) in &events {
                let at_once = &at_once;
                s.spawn(move || {
                    let a = at_once.publish(club, file, 0);
                    assert_eq!(a.status, 201, "{club} {}: {}", file.id, a.text());
                });
            }
            if members_among_them {
                s.spawn(|| we_members(&at_once));
            }
        });
        assert_eq!(
            both_rankings(&at_once),
            expected,
            "members among the publications: {members_among_them}"
        );
        check_zero(&at_once);
    }
}

fn hub_ranking_json(hub: &TestHub, family: &str) -> Value {
    hub.ranking(family).json()
}
