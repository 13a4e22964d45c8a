//! Statistics filtered like the history list (variant, player or team, dates, state): the
//! cases of tests/data/filters.json, read by one loop.

mod review;

use belote_core::Variant;
use belote_store::{player_key, MatchFilter, MatchState};
use chrono::{DateTime, Utc};
use review::*;
use serde_json::Value;

fn filter_of(v: &Value) -> MatchFilter {
    let time = |k: &str| {
        v[k].as_str()
            .map(|t| DateTime::parse_from_rfc3339(t).unwrap().with_timezone(&Utc))
    };
    MatchFilter {
        variant: v["variant"].as_str().map(|s| Variant::parse(s).unwrap()),
        player: v["player"].as_str().map(str::to_string),
        since: time("since"),
        until: time("until"),
        state: v["state"].as_str().map(|s| match s {
            "in_play" => MatchState::InPlay,
            "finished" => MatchState::Finished,
            _ => MatchState::Abandoned,
        }),
        ..MatchFilter::default()
    }
}

#[test]
fn statistics_and_the_list_keep_the_same_matches() {
    let table = data("filters.json");
    let mut t = temp_store();
    import_data(&mut t.store, &table["history"]);
    let mut wrong = Vec::new();
    for case in table["cases"].as_array().unwrap() {
        let filter = filter_of(&case["filter"]);
        let label = case["filter"].to_string();
        let ids: Vec<String> = t
            .store
            .list_matches(&filter)
            .unwrap()
            .into_iter()
            .map(|m| m.id)
            .collect();
        let expected: Vec<&str> = case["ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        if ids != expected {
            wrong.push(format!("{label}: list {ids:?}, expected {expected:?}"));
        }
        let stats = t.store.statistics_of(&filter).unwrap();
        let total: u64 = stats.variants.iter().map(|v| v.matches).sum();
        if total != expected.len() as u64 {
            wrong.push(format!("{label}: statistics count {total} matches"));
        }
        for (name, counts) in case["players"].as_object().unwrap() {
            let rows: Vec<_> = stats
                .players
                .iter()
                .filter(|p| player_key(&p.name) == player_key(name))
                .collect();
            let played: u64 = rows.iter().map(|p| p.games_played).sum();
            let won: u64 = rows.iter().map(|p| p.games_won).sum();
            let want = (counts[0].as_u64().unwrap(), counts[1].as_u64().unwrap());
            if rows.is_empty() || (played, won) != want {
                wrong.push(format!(
                    "{label}: {name} played/won {:?}, expected {want:?}",
                    (!rows.is_empty()).then_some((played, won))
                ));
            }
        }
        for name in case["absent"].as_array().into_iter().flatten() {
            let name = name.as_str().unwrap();
            if stats
                .players
                .iter()
                .any(|p| player_key(&p.name) == player_key(name))
            {
                wrong.push(format!("{label}: {name} should not be among the players"));
            }
        }
        let variants = case["variants"].as_object().unwrap();
        if stats.variants.len() != variants.len() {
            wrong.push(format!("{label}: {} variants", stats.variants.len()));
        }
        for (variant, count) in variants {
            let got = stats
                .variants
                .iter()
                .find(|v| v.variant.as_str() == variant)
                .map(|v| v.matches);
            if got != count.as_u64() {
                wrong.push(format!(
                    "{label}: {variant} has {got:?} matches, expected {count}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_player_is_one_whatever_the_case_and_unnamed_seats_are_nobody() {
    let table = data("filters.json");
    let mut t = temp_store();
    import_data(&mut t.store, &table["history"]);
    let stats = t.store.statistics().unwrap();
    // Léa (m-1 to m-3) and léa (m-5) are one player in classic, written as last seen.
    let lea: Vec<_> = stats
        .players
        .iter()
        .filter(|p| player_key(&p.name) == "léa" && p.variant == Variant::Classic)
        .collect();
    assert_eq!(lea.len(), 1);
    assert_eq!(lea[0].name, "léa");
    assert_eq!(lea[0].matches, 3);
    assert!(!stats.players.iter().any(|p| p.name == "Player 2"));
}
