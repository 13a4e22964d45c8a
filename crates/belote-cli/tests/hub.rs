//! `belote hub serve` and the admin commands (HUB.md "Starting the hub", "`belote hub migrate`
//! and the admin commands"): each refusal at start (exit 2, one JSON error line, nothing on
//! stdout), the ready line and a clean stop on SIGTERM, clubs and keys, `load` and `rerate`.

use std::io::{BufRead, BufReader};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

fn belote(args: &[&str], database: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_belote"));
    c.args(args).env_remove("BELOTE_HUB_DATABASE");
    if let Some(d) = database {
        c.env("BELOTE_HUB_DATABASE", d);
    }
    c.output().unwrap()
}

fn error(o: &Output) -> (i32, String, String) {
    let line = String::from_utf8_lossy(&o.stderr);
    let v: Value = serde_json::from_str(line.lines().last().unwrap_or(""))
        .unwrap_or_else(|_| panic!("not a JSON error: {line}"));
    assert!(
        o.stdout.is_empty(),
        "stdout: {}",
        String::from_utf8_lossy(&o.stdout)
    );
    (
        o.status.code().unwrap_or(-1),
        v["error"]["at"].as_str().unwrap().to_string(),
        v["error"]["message"].as_str().unwrap().to_string(),
    )
}

fn json(o: &Output) -> Value {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn refusals_at_start() {
    let start = Instant::now();
    let (code, at, message) = error(&belote(&["hub", "serve"], None));
    assert_eq!((code, at.as_str()), (2, "--database"));
    assert!(message.starts_with("no database given"), "{message}");
    assert!(start.elapsed() < Duration::from_secs(1));
    // Nobody listens on this port: retried for the connect timeout, then refused with the
    // host, the port and the cause.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("postgresql://hub@127.0.0.1:{port}/belote_hub");
    let start = Instant::now();
    let (code, at, message) = error(&belote(
        &["hub", "serve", "--database", &url, "--connect-timeout", "1"],
        None,
    ));
    assert_eq!((code, at.as_str()), (2, "--database"));
    assert!(message.contains(&format!("127.0.0.1:{port}")), "{message}");
    assert!(start.elapsed() >= Duration::from_secs(1) && start.elapsed() < Duration::from_secs(8));
    let (code, at, _) = error(&belote(
        &["hub", "serve", "--database", "mysql://nope"],
        None,
    ));
    assert_eq!((code, at.as_str()), (2, "--database"));
    let (code, at, _) = error(&belote(&["hub", "club", "list", "--bogus"], None));
    assert_eq!((code, at.as_str()), (2, "args"));

    let Some(cluster) = belote_pgtest::shared() else {
        return;
    };
    let url = cluster
        .database(&belote_pgtest::unique_name("cli"), None)
        .unwrap();
    // TLS is asked for by the URL; this server has none: refused, saying so.
    let tls = format!("{url}?sslmode=require");
    let (code, at, message) = error(&belote(
        &[
            "hub",
            "migrate",
            "--database",
            &tls,
            "--connect-timeout",
            "0",
        ],
        None,
    ));
    assert_eq!((code, at.as_str()), (2, "--database"));
    assert!(message.contains("TLS"), "{message}");
    let (code, at, message) = error(&belote(&["hub", "serve", "--no-migrate"], Some(&url)));
    assert_eq!((code, at.as_str()), (2, "--database"));
    assert_eq!(
        message,
        "the schema is 0, this belote needs 2: run `belote hub migrate`"
    );
    assert_eq!(
        cluster
            .psql(
                url.rsplit('/').next().unwrap(),
                "SELECT to_regclass('belote_hub.schema')"
            )
            .unwrap(),
        "",
        "nothing created"
    );
    let m = json(&belote(&["hub", "migrate"], Some(&url)));
    assert_eq!(m, serde_json::json!({ "schema": 2, "applied": [1, 2] }));
    assert_eq!(
        json(&belote(&["hub", "migrate", "--database", &url], None))["applied"],
        serde_json::json!([])
    );
    let (code, at, _) = error(&belote(
        &["hub", "serve", "--listen", "256.0.0.1:80"],
        Some(&url),
    ));
    assert_eq!((code, at.as_str()), (2, "--listen"));
    let name = url.rsplit('/').next().unwrap().to_string();
    cluster
        .psql(&name, "UPDATE belote_hub.schema SET version = 7")
        .unwrap();
    let (code, at, message) = error(&belote(&["hub", "serve"], Some(&url)));
    assert_eq!((code, at.as_str()), (2, "--database"));
    assert_eq!(
        message,
        "the hub database has schema 7, newer than this belote (2): upgrade belote"
    );
    let (code, _, _) = error(&belote(&["hub", "club", "list"], Some(&url)));
    assert_eq!(code, 2, "admin commands refuse a newer schema too");
    assert_eq!(
        cluster
            .psql(&name, "SELECT version FROM belote_hub.schema")
            .unwrap(),
        "7",
        "nothing changed"
    );
}

#[test]
fn serve_prints_its_url_and_stops_cleanly_on_sigterm() {
    let Some(cluster) = belote_pgtest::shared() else {
        return;
    };
    let url = cluster
        .database(&belote_pgtest::unique_name("cli"), None)
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_belote"))
        .args(["hub", "serve", "--database", &url, "--bind", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let ready: Value = serde_json::from_str(&line).unwrap();
    assert_eq!(ready["schema"], 2);
    let base = ready["url"].as_str().unwrap();
    assert!(
        base.starts_with("http://127.0.0.1:") && base.ends_with('/'),
        "{base}"
    );
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn clubs_keys_load_and_rerate() {
    let Some(cluster) = belote_pgtest::shared() else {
        return;
    };
    let url = cluster
        .database(&belote_pgtest::unique_name("cli"), None)
        .unwrap();
    let d = Some(url.as_str());
    let club = json(&belote(
        &[
            "hub",
            "club",
            "create",
            "De Daele",
            "--id",
            "dedaele",
            "--country",
            "nl",
        ],
        d,
    ));
    assert_eq!(
        club.as_object().unwrap().keys().collect::<Vec<_>>(),
        ["club", "name", "country", "key", "key_id"]
    );
    assert_eq!(club["country"], "NL");
    assert!(club["key"].as_str().unwrap().starts_with("bhk_"));
    let stored = cluster.psql(url.rsplit('/').next().unwrap(), "SELECT count(*) FROM belote_hub.keys WHERE encode(hash, 'hex') LIKE '%' || 'bhk_' || '%'").unwrap();
    assert_eq!(stored, "0");
    for (args, at) in [
        (
            vec!["hub", "club", "create", "X", "--id", "dedaele"],
            "--id",
        ),
        (vec!["hub", "club", "create", "X", "--id", "9lives"], "--id"),
        (vec!["hub", "club", "create", " ", "--id", "blank"], "NAME"),
        (
            vec![
                "hub",
                "club",
                "create",
                "X",
                "--id",
                "cc",
                "--country",
                "NLD",
            ],
            "--country",
        ),
        (vec!["hub", "key", "issue", "nowhere"], "CLUB"),
        (vec!["hub", "key", "revoke", "000000000000"], "KEY_ID"),
        (vec!["hub", "rerate", "--family", "chess"], "--family"),
    ] {
        let (code, got, _) = error(&belote(&args, d));
        assert_eq!((code, got.as_str()), (2, at), "{args:?}");
    }
    for _ in 0..4 {
        json(&belote(&["hub", "key", "issue", "dedaele"], d));
    }
    let (code, at, _) = error(&belote(&["hub", "key", "issue", "dedaele"], d));
    assert_eq!((code, at.as_str()), (2, "CLUB"), "at most 5 keys");
    let keys = json(&belote(&["hub", "key", "list", "dedaele"], d));
    assert_eq!(keys.as_array().unwrap().len(), 5);
    let id = keys[0]["key_id"].as_str().unwrap();
    assert_eq!(
        json(&belote(&["hub", "key", "revoke", id], d)),
        serde_json::json!({ "key_id": id, "revoked": true })
    );
    json(&belote(&["hub", "key", "revoke", id], d));
    json(&belote(&["hub", "key", "issue", "dedaele"], d));
    let admin = json(&belote(&["hub", "admin-key", "issue"], d));
    assert!(admin["key"].as_str().unwrap().starts_with("bha_"));
    // load: a folder of event files, one refused, the ranking settled at the end.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let def = r#"{"name":"Avond","date":"2026-10-01","variant":"klaverjas","format":{"rounds":1,"deals":1},"entrants":"players","players":["An","Bo","Cas","Dirk"],"draw":{"first":"order","then":"order"}}"#;
    let run = |args: &[&str], input: &str| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_belote"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        std::io::Write::write_all(c.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
        let o = c.wait_with_output().unwrap();
        assert!(o.status.success());
        String::from_utf8(o.stdout).unwrap()
    };
    let dbs = db.to_str().unwrap();
    let ev: Value =
        serde_json::from_str(&run(&["event", "create", "-", "--db", dbs], def)).unwrap();
    let ev = ev["event"].as_str().unwrap();
    run(&["event", "draw", ev, "--db", dbs], "");
    run(
        &["event", "deals", ev, "1", "1", "-", "--db", dbs],
        r#"{"rounds":[{"taker":"A","contract":"hearts","points":{"A":100}}]}"#,
    );
    let files = dir.path().join("files");
    std::fs::create_dir(&files).unwrap();
    run(
        &[
            "event",
            "export",
            ev,
            files.join("a.json").to_str().unwrap(),
            "--db",
            dbs,
        ],
        "",
    );
    std::fs::write(files.join("b.json"), "{\"format\": \"belote-event\"").unwrap();
    let loaded = json(&belote(
        &["hub", "load", files.to_str().unwrap(), "--club", "dedaele"],
        d,
    ));
    assert_eq!(
        (loaded["published"].clone(), loaded["unchanged"].clone()),
        (serde_json::json!(1), serde_json::json!(0))
    );
    assert_eq!(loaded["refused"][0]["file"], "b.json");
    let again = json(&belote(
        &["hub", "load", files.to_str().unwrap(), "--club", "dedaele"],
        d,
    ));
    assert_eq!(again["unchanged"], 1);
    let check = json(&belote(&["hub", "rerate", "--check"], d));
    let klaverjas = check["families"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["family"] == "klaverjas")
        .unwrap()
        .clone();
    assert_eq!(
        (
            klaverjas["games"].clone(),
            klaverjas["players"].clone(),
            klaverjas["changed"].clone()
        ),
        (
            serde_json::json!(1),
            serde_json::json!(4),
            serde_json::json!(0)
        )
    );
    cluster
        .psql(
            url.rsplit('/').next().unwrap(),
            "UPDATE belote_hub.ratings SET mu = mu + 1e-12",
        )
        .unwrap();
    let o = belote(&["hub", "rerate", "--check", "--family", "klaverjas"], d);
    assert_eq!(
        o.status.code(),
        Some(1),
        "a stored rating one bit off is found"
    );
    let fixed = json(&belote(&["hub", "rerate", "--family", "klaverjas"], d));
    assert_eq!(fixed["families"][0]["family"], "klaverjas");
    assert_eq!(
        json(&belote(&["hub", "rerate", "--check"], d))["families"][3]["changed"],
        0
    );
    let clubs = json(&belote(&["hub", "club", "list"], d));
    assert_eq!(
        (clubs[0]["events"].clone(), clubs[0]["keys"].clone()),
        (serde_json::json!(1), serde_json::json!(5))
    );
}
