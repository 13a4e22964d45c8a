//! Ratings: the rating system's published examples, the cases of tests/data/ratings.json
//! (read by one loop), play order, and ratings that follow every change to a past match.

mod review;

use belote_store::{player_key, rating_config, Family, MatchFilter, Ratings};
use review::*;
use serde_json::{json, Value};
use skillratings::weng_lin::{weng_lin, weng_lin_two_teams, WengLinRating};
use skillratings::Outcomes;

fn ratings_of(v: &Value) -> Vec<WengLinRating> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|r| WengLinRating {
            rating: r[0].as_f64().unwrap(),
            uncertainty: r[1].as_f64().unwrap(),
        })
        .collect()
}

#[test]
fn the_published_examples_hold_with_our_parameters() {
    let table = data("weng_lin_examples.json");
    let config = rating_config();
    let mut wrong = Vec::new();
    for ex in table["examples"].as_array().unwrap() {
        let (one, two) = (ratings_of(&ex["one"]), ratings_of(&ex["two"]));
        let outcome = match ex["outcome"].as_str().unwrap() {
            "win" => Outcomes::WIN,
            "loss" => Outcomes::LOSS,
            _ => Outcomes::DRAW,
        };
        let (after_one, after_two) = if one.len() == 1 && two.len() == 1 {
            let (a, b) = weng_lin(&one[0], &two[0], &outcome, &config);
            (vec![a], vec![b])
        } else {
            weng_lin_two_teams(&one, &two, &outcome, &config)
        };
        for (got, want) in [(after_one, &ex["one_after"]), (after_two, &ex["two_after"])] {
            for (g, w) in got.iter().zip(want.as_array().unwrap()) {
                let rating = (g.rating * 100.0).round();
                let uncertainty = (g.uncertainty * 100.0).round();
                if Some(rating) != w[0].as_f64()
                    || (!w[1].is_null() && Some(uncertainty) != w[1].as_f64())
                {
                    wrong.push(format!(
                        "{}: got {rating} / {uncertainty}, want {w}",
                        ex["what"]
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn names(list: &[belote_store::Rated]) -> Vec<&str> {
    list.iter().map(|r| r.name.as_str()).collect()
}

#[test]
fn ratings_cases() {
    let table = data("ratings.json");
    let mut wrong = Vec::new();
    for case in table["cases"].as_array().unwrap() {
        let label = case["name"].as_str().unwrap();
        let mut t = temp_store();
        import_data(&mut t.store, &case["history"]);
        let filter = MatchFilter {
            family: case["filter"]["family"]
                .as_str()
                .map(|f| Family::parse(f).unwrap()),
            ..MatchFilter::default()
        };
        let r = t.store.ratings(&filter).unwrap();
        if Some(r.games) != case["games"].as_u64() {
            wrong.push(format!("{label}: {} games rated", r.games));
        }
        let first: Vec<&str> = case["first"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        if names(&r.players).get(..first.len()) != Some(&first[..]) {
            wrong.push(format!("{label}: players {:?}", names(&r.players)));
        }
        if let Some(key) = case["first_team"].as_str() {
            if r.teams.first().map(|t| t.key.as_str()) != Some(key) {
                wrong.push(format!("{label}: teams {:?}", names(&r.teams)));
            }
        }
        if let Some(n) = case["teams"].as_u64() {
            if r.teams.len() as u64 != n {
                wrong.push(format!("{label}: {} teams", r.teams.len()));
            }
        }
        for name in case["absent"].as_array().into_iter().flatten() {
            let key = player_key(name.as_str().unwrap());
            if r.players.iter().any(|p| p.key == key) {
                wrong.push(format!("{label}: {name} is rated"));
            }
        }
        // ranks are 1, 2, 3… in the order of the conservative rating
        for list in [&r.players, &r.teams] {
            for (i, p) in list.iter().enumerate() {
                let ordered = i == 0 || list[i - 1].conservative >= p.conservative;
                if p.rank != i + 1 || !ordered {
                    wrong.push(format!("{label}: rank {} at {i}", p.rank));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn rating(r: &Ratings, name: &str) -> (f64, f64) {
    let p = r
        .players
        .iter()
        .find(|p| p.key == player_key(name))
        .unwrap_or_else(|| panic!("{name} is not rated"));
    (p.rating, p.uncertainty)
}

/// Ana and Ben win, then lose; played the other way round, the same results give other
/// ratings. Won then lost ends below the pair that lost then won: the loss came as favourites.
#[test]
fn the_order_of_play_matters() {
    let games = |first: &str, second: &str| {
        json!([
            { "id": "m-1", "created": first, "a": ["T1", "Ana", "Ben"], "b": ["T2", "Cleo", "Dan"], "result": "A" },
            { "id": "m-2", "created": second, "a": ["T1", "Ana", "Ben"], "b": ["T2", "Cleo", "Dan"], "result": "B" },
        ])
    };
    let mut won_first = temp_store();
    import_data(
        &mut won_first.store,
        &games("2026-01-01T20:00:00Z", "2026-01-02T20:00:00Z"),
    );
    let mut lost_first = temp_store();
    import_data(
        &mut lost_first.store,
        &games("2026-01-02T20:00:00Z", "2026-01-01T20:00:00Z"),
    );
    let a = won_first.store.ratings(&MatchFilter::default()).unwrap();
    let b = lost_first.store.ratings(&MatchFilter::default()).unwrap();
    let (ana_a, ana_b) = (rating(&a, "Ana"), rating(&b, "Ana"));
    assert_ne!(ana_a, ana_b);
    // won, then lost: below the players who won last
    assert!(ana_a.0 < rating(&a, "Cleo").0, "{a:?}");
    assert!(ana_b.0 > rating(&b, "Cleo").0, "{b:?}");
    // the games are listed in play order
    let ids: Vec<String> = b.players.iter().map(|p| p.last_game.clone()).collect();
    assert!(ids.iter().all(|id| id == "m-1"), "{ids:?}");
}

#[test]
fn ratings_follow_every_change_to_a_past_match() {
    let mut t = temp_store();
    import_data(
        &mut t.store,
        &json!([
            { "id": "m-1", "created": "2026-01-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "A" },
            { "id": "m-2", "created": "2026-01-02T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "A" },
        ]),
    );
    let before = t.store.ratings(&MatchFilter::default()).unwrap();
    assert_eq!(before.players[0].name, "Léa");
    assert_eq!(before.games, 2);
    // The capot that won m-2 was B's after all: A 200, B 62 + 62 + 252 = 376, Eux win m-2.
    t.store.edit_round("m-2", 2, &b_capot()).unwrap();
    let edited = t.store.ratings(&MatchFilter::default()).unwrap();
    assert_ne!(rating(&before, "Léa"), rating(&edited, "Léa"));
    assert!(rating(&edited, "Léa").0 < rating(&before, "Léa").0);
    assert!(rating(&edited, "Иван").0 > rating(&before, "Иван").0);
    assert_eq!(edited.players[0].won + edited.players[0].lost, 2);
    // Deleting a match takes its game away; undo brings it back.
    t.store.delete_match("m-1").unwrap();
    let deleted = t.store.ratings(&MatchFilter::default()).unwrap();
    assert_eq!(deleted.games, 1);
    assert_eq!(deleted.players[0].games, 1);
    t.store.undo(None).unwrap();
    assert_eq!(t.store.ratings(&MatchFilter::default()).unwrap(), edited);
    // Deleting the last round of a won match puts it back in play: no game any more.
    t.store.delete_round("m-2", 2).unwrap();
    assert_eq!(t.store.ratings(&MatchFilter::default()).unwrap().games, 1);
}

#[test]
fn the_player_filter_picks_rows_not_games() {
    let mut t = temp_store();
    import_data(
        &mut t.store,
        &json!([
            { "id": "m-1", "created": "2026-01-01T20:00:00Z", "a": ["Nous", "Léa", "Šime"], "b": ["Eux", "Иван", "Paul"], "result": "A" },
            { "id": "m-2", "created": "2026-01-02T20:00:00Z", "a": ["Eux", "Иван", "Paul"], "b": ["Les Rouges", "Zoë", "Tom"], "result": "A" },
        ]),
    );
    let all = t.store.ratings(&MatchFilter::default()).unwrap();
    let ivan = t
        .store
        .ratings(&MatchFilter {
            player: Some("иван".into()),
            ..MatchFilter::default()
        })
        .unwrap();
    assert_eq!(names(&ivan.players), ["Иван"]);
    assert_eq!(ivan.games, 2);
    assert_eq!(rating(&ivan, "Иван"), rating(&all, "Иван"));
    // teams found by a player's name or by the team's name
    assert_eq!(names(&ivan.teams), ["Paul & Иван"]);
    let eux = t
        .store
        .ratings(&MatchFilter {
            player: Some("EUX".into()),
            ..MatchFilter::default()
        })
        .unwrap();
    assert_eq!(names(&eux.teams), ["Paul & Иван"]);
    assert!(eux.players.is_empty());
}

/// The trend is the rating before the last games and after each of them, in play order: it
/// follows the results (up after a win, down after a loss), covers at most TREND_GAMES games,
/// and its change is its last value less its first.
#[test]
fn the_trend_follows_the_last_games() {
    let mut t = temp_store();
    let mut games = Vec::new();
    // Ana and Ben win 12 games in a row against Cleo and Dan, then lose one.
    for i in 1..=13 {
        games.push(json!({
            "id": format!("m-{i:02}"),
            "created": format!("2026-01-{i:02}T20:00:00Z"),
            "a": ["T1", "Ana", "Ben"], "b": ["T2", "Cleo", "Dan"],
            "result": if i == 13 { "B" } else { "A" },
        }));
    }
    import_data(&mut t.store, &json!(games));
    let r = t.store.ratings(&MatchFilter::default()).unwrap();
    let ana = r.players.iter().find(|p| p.name == "Ana").unwrap();
    assert_eq!(ana.trend.len(), belote_store::TREND_GAMES + 1);
    assert_eq!(*ana.trend.last().unwrap(), ana.rating);
    let steps: Vec<bool> = ana.trend.windows(2).map(|w| w[1] > w[0]).collect();
    let mut want = vec![true; belote_store::TREND_GAMES - 1];
    want.push(false);
    assert_eq!(steps, want, "{:?}", ana.trend);
    let change = ana.trend.last().unwrap() - ana.trend[0];
    assert!(
        (ana.change - change).abs() < 0.011,
        "{} vs {change}",
        ana.change
    );
    assert!(ana.change > 0.0);
    let cleo = r.players.iter().find(|p| p.name == "Cleo").unwrap();
    assert!(cleo.change < 0.0);
    // One game: the first rating, then the one after it.
    let team = r.teams.iter().find(|p| p.name == "Ana & Ben").unwrap();
    assert_eq!(team.trend.len(), belote_store::TREND_GAMES + 1);
    let mut one = temp_store();
    import_data(&mut one.store, &json!([games[0]]));
    let r = one.store.ratings(&MatchFilter::default()).unwrap();
    let ana = r.players.iter().find(|p| p.name == "Ana").unwrap();
    assert_eq!(ana.trend, vec![25.0, ana.rating]);
}
