//! Name search and player identity: the table of tests/data/names.json read by one loop each,
//! the history list found by part of a name, and the app's unnamed seats.

mod review;

use belote_store::{
    fold_name, is_unnamed, name_matches, player_key, MatchFilter, NameKind, UNNAMED_PLAYER_PATTERNS,
};
use review::*;

#[test]
fn names_are_found_as_typed() {
    let table = data("names.json");
    let cases = table["find"].as_array().expect("find");
    assert!(cases.len() >= 25);
    let mut wrong = Vec::new();
    for case in cases {
        let (query, name) = (
            case["query"].as_str().unwrap(),
            case["name"].as_str().unwrap(),
        );
        let expected = case["found"].as_bool().unwrap();
        if name_matches(query, name) != expected {
            wrong.push(format!(
                "{query:?} in {name:?}: expected {expected} ({}); folded {:?} / {:?}",
                case["why"],
                fold_name(query),
                fold_name(name)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn players_are_who_their_key_says() {
    let table = data("names.json");
    let mut wrong = Vec::new();
    for case in table["same"].as_array().expect("same") {
        let (a, b) = (case["a"].as_str().unwrap(), case["b"].as_str().unwrap());
        let expected = case["same"].as_bool().unwrap();
        if (player_key(a) == player_key(b)) != expected {
            wrong.push(format!(
                "{a:?} / {b:?}: expected same = {expected} ({})",
                case["why"]
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The names the store takes for unnamed seats are the ones every UI catalog gives them.
#[test]
fn unnamed_seats_follow_the_app_catalogs() {
    let lang = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/js/lang");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&lang).expect("ui/js/lang") {
        let path = entry.unwrap().path();
        // The catalogues' folders (organiser/) hold no setup words.
        if path.is_dir() {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines() {
            if let Some(rest) = line.trim().strip_prefix("\"setup.player_n\": \"") {
                found.push(rest.trim_end_matches(',').trim_end_matches('"').to_string());
            }
        }
    }
    assert_eq!(found.len(), UNNAMED_PLAYER_PATTERNS.len(), "{found:?}");
    for pattern in &found {
        assert!(
            UNNAMED_PLAYER_PATTERNS.contains(&pattern.as_str()),
            "{pattern:?} is not in UNNAMED_PLAYER_PATTERNS"
        );
        assert!(is_unnamed(&pattern.replace("{n}", "3")));
    }
}

#[test]
fn the_history_list_finds_players_and_teams_by_part_of_their_name() {
    let mut t = temp_store();
    import(
        &mut t.store,
        &[
            Game::classic(
                "m-1",
                "2026-01-01T20:00:00Z",
                ["Nous", "Léa", "Šime"],
                ["Eux", "Иван", "Paul"],
            )
            .won_by_a(),
            Game::classic(
                "m-2",
                "2026-01-02T20:00:00Z",
                ["Les Rouges", "Đorđe", "Zoë"],
                ["Eux", "Marc", "Paul"],
            )
            .won_by_b(),
        ],
    );
    let ids = |q: &str| -> Vec<String> {
        t.store
            .list_matches(&MatchFilter {
                player: Some(q.to_string()),
                ..MatchFilter::default()
            })
            .unwrap()
            .into_iter()
            .map(|m| m.id)
            .collect()
    };
    assert_eq!(ids("lea"), ["m-1"]);
    assert_eq!(ids("LÉA"), ["m-1"]);
    // "Lé" is part of "Léa" and of "Les Rouges"
    assert_eq!(ids("Lé"), ["m-1", "m-2"]);
    assert_eq!(ids("иван"), ["m-1"]);
    assert_eq!(ids("sime"), ["m-1"]);
    assert_eq!(ids("đorđe"), ["m-2"]);
    assert!(ids("dorde").is_empty());
    assert_eq!(ids("zoe"), ["m-2"]);
    assert_eq!(ids("rouge"), ["m-2"]);
    assert_eq!(ids("eux"), ["m-1", "m-2"]);
    assert_eq!(ids("paul"), ["m-1", "m-2"]);
    assert!(ids("nobody").is_empty());
}

#[test]
fn names_to_pick_from() {
    let mut t = temp_store();
    import(
        &mut t.store,
        &[
            Game::classic(
                "m-1",
                "2026-01-01T20:00:00Z",
                ["Nous", "léa", "Player 3"],
                ["Eux", "Marc", "Paul"],
            )
            .won_by_a(),
            Game::classic(
                "m-2",
                "2026-01-02T20:00:00Z",
                ["Les Rouges", "Léa", "Zoë"],
                ["Eux", "Marc", "LÉA"],
            )
            .won_by_b(),
        ],
    );
    let hits = t.store.find_names("le").unwrap();
    let seen: Vec<(NameKind, &str, u64)> = hits
        .iter()
        .map(|h| (h.kind, h.name.as_str(), h.matches))
        .collect();
    // "léa", "Léa" and "LÉA" are one player (counted once in m-2, where the name sits twice),
    // written as in the last match's first seat; "Les Rouges" is a team.
    assert_eq!(
        seen,
        [
            (NameKind::Player, "Léa", 2),
            (NameKind::Team, "Les Rouges", 1)
        ]
    );
    // unnamed seats are nobody to pick
    assert!(t.store.find_names("player").unwrap().is_empty());
    let everyone = t.store.find_names("").unwrap();
    assert_eq!(everyone.len(), 7, "{everyone:?}");
    assert_eq!(everyone[0].matches, 2);
}
