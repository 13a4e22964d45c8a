//! `belote describe`: every variant as a JSON array, one variant as an object, and an unknown
//! variant as bad input (exit 2, the JSON error line on stderr).

use serde_json::Value;
use std::process::{Command, Output};

fn belote(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_belote"))
        .args(args)
        .output()
        .expect("the belote binary runs")
}

#[test]
fn describes_every_variant_or_one() {
    let all = belote(&["describe"]);
    assert!(all.status.success());
    let list: Value = serde_json::from_slice(&all.stdout).unwrap();
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["variant"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["classic", "contree", "coinche", "bulgarian"]);

    let one = belote(&["describe", "coinche"]);
    assert!(one.status.success());
    let coinche: Value = serde_json::from_slice(&one.stdout).unwrap();
    assert_eq!(coinche, list[2]);
    assert_eq!(coinche["contracts"].as_array().unwrap().len(), 6);
    assert_eq!(coinche["bids"][9], "capot");
}

#[test]
fn an_unknown_variant_is_bad_input() {
    let out = belote(&["describe", "bela"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(err["error"]["at"], "variant");
    assert_eq!(
        belote(&["describe", "classic", "extra"]).status.code(),
        Some(2)
    );
}
