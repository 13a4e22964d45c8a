//! Every store operation, on real database files in temp dirs.

mod common;

use belote_core::{Variant, Winner};
use belote_store::{ChangeKind, MatchFilter, MatchState, NewMatch, Store, StoreError};
use common::*;
use serde_json::json;

#[test]
fn create_append_and_reload_from_disk() {
    let db = temp_db();
    let id = {
        let mut store = Store::open(&db.path).unwrap();
        assert!(store.recovery().is_none());
        let id = classic(&mut store);
        assert!(id.starts_with("m-"), "{id}");
        let applied = store.append_round(&id, &a_made()).unwrap();
        assert_eq!(applied.index, 0);
        assert_eq!((applied.sheet.totals.a, applied.sheet.totals.b), (100, 62));
        store.append_round(&id, &b_inside()).unwrap();
        id
    };
    // A new connection sees everything.
    let store = Store::open(&db.path).unwrap();
    let m = store.get_match(&id).unwrap();
    assert_eq!(m.rounds, vec![a_made(), b_inside()]);
    assert_eq!(m.state, MatchState::InPlay);
    assert_eq!(m.finished, None);
    assert_eq!(m.variant, Variant::Classic);
    assert_eq!(m.target, 501);
    assert_eq!(m.teams, teams());
    let sheet = store.score_sheet(&id).unwrap();
    assert_eq!(sheet.rounds.len(), 2);
    assert_eq!((m.totals.a, m.totals.b), (sheet.totals.a, sheet.totals.b));
    let list = store.list_matches(&MatchFilter::default()).unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].rounds, 2);
    assert_eq!(list[0].variant, Variant::Classic);
    assert_eq!(
        serde_json::to_value(&list[0]).unwrap()["variant"],
        "classic"
    );
    assert_eq!(
        store.schema_version().unwrap(),
        belote_store::SCHEMA_VERSION as i64
    );
}

#[test]
fn rounds_keep_their_json_as_given() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    let round = json!({ "contract": "clubs", "taker": "B", "points": { "B": 90, "A": 72 } });
    store.append_round(&id, &round).unwrap();
    let text: String = rusqlite::Connection::open(&db.path)
        .unwrap()
        .query_row("SELECT fact FROM rounds", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        text,
        r#"{"contract":"clubs","taker":"B","points":{"B":90,"A":72}}"#
    );
}

#[test]
fn a_rejected_round_stores_nothing() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    let err = store.append_round(&id, &bad_round()).unwrap_err();
    let input = err.input_error().expect("bad input");
    assert!(input.at.starts_with("rounds[1]"), "{}", input.at);
    assert!(matches!(err, StoreError::Input(_)));
    assert_eq!(store.get_match(&id).unwrap().rounds.len(), 1);
    let err = store.edit_round(&id, 0, &bad_round()).unwrap_err();
    assert!(err.is_input());
    assert_eq!(store.get_match(&id).unwrap().rounds, vec![a_made()]);
    // unknown match, unknown round
    assert!(matches!(
        store.append_round("nope", &a_made()),
        Err(StoreError::UnknownMatch(_))
    ));
    assert!(matches!(
        store.delete_round(&id, 5),
        Err(StoreError::NoSuchRound { .. })
    ));
    assert_eq!(count(&db.path, "SELECT count(*) FROM rounds"), 1);
}

#[test]
fn game_end_then_edit_resumes_the_game() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    for _ in 0..5 {
        let a = store.append_round(&id, &a_made()).unwrap();
        assert!(a.sheet.winner.is_none());
    }
    let last = store.append_round(&id, &a_made()).unwrap();
    assert_eq!(last.sheet.winner, Some(Winner::A));
    assert_eq!(last.state, MatchState::Finished);
    let m = store.get_match(&id).unwrap();
    assert_eq!(m.state, MatchState::Finished);
    assert!(m.finished.is_some());
    assert_eq!(m.winner, Some(Winner::A));
    // The engine rejects a round after the end: a round after the end is bad input.
    let err = store.append_round(&id, &a_made()).unwrap_err();
    assert_eq!(err.input_error().unwrap().at, "rounds[6]");
    // Edit round 1 so that B takes every point: A no longer reaches 501.
    let edited = store.edit_round(&id, 0, &b_all()).unwrap();
    assert_eq!(edited.sheet.winner, None);
    assert_eq!(edited.state, MatchState::InPlay);
    let m = store.get_match(&id).unwrap();
    assert_eq!(m.state, MatchState::InPlay);
    assert_eq!(m.finished, None);
    assert_eq!(m.winner, None);
    assert_eq!(m.rounds[0], b_all());
    // Every later round was re-scored: cached rows agree with the engine.
    let sheet = store.score_sheet(&id).unwrap();
    assert_eq!((m.totals.a, m.totals.b), (sheet.totals.a, sheet.totals.b));
    let cached: i64 = count(&db.path, "SELECT sum(score_a) FROM rounds");
    assert_eq!(cached, sheet.totals.a);
    // Delete a round, then insert one back.
    store.delete_round(&id, 0).unwrap();
    assert_eq!(store.get_match(&id).unwrap().rounds.len(), 5);
    store.insert_round(&id, 0, &b_all()).unwrap();
    let m = store.get_match(&id).unwrap();
    assert_eq!(m.rounds.len(), 6);
    assert_eq!(m.rounds[0], b_all());
    assert_eq!(store.unfinished_matches().unwrap().len(), 1);
}

#[test]
fn undo_reverts_each_kind_of_change() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    store.append_round(&id, &a_made()).unwrap();
    let snapshot = |s: &Store| {
        let m = s.get_match(&id).unwrap();
        (m.rounds, m.state, m.finished, m.totals.a, m.totals.b)
    };
    let before = snapshot(&store);

    store.edit_round(&id, 0, &b_inside()).unwrap();
    assert_eq!(
        store.undo(Some(&id)).unwrap().unwrap().kind,
        ChangeKind::Edit
    );
    assert_eq!(snapshot(&store), before);

    store.delete_round(&id, 0).unwrap();
    assert_eq!(
        store.undo(None).unwrap().unwrap().kind,
        ChangeKind::DeleteRound
    );
    assert_eq!(snapshot(&store), before);

    store.insert_round(&id, 1, &b_inside()).unwrap();
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Insert);
    assert_eq!(snapshot(&store), before);

    store.append_round(&id, &b_inside()).unwrap();
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Append);
    assert_eq!(snapshot(&store), before);

    store.finish_match(&id).unwrap();
    assert_eq!(store.get_match(&id).unwrap().state, MatchState::Finished);
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Finish);
    assert_eq!(snapshot(&store), before);

    store.abandon_match(&id).unwrap();
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Abandon);
    assert_eq!(snapshot(&store), before);

    store.delete_match(&id).unwrap();
    assert!(matches!(
        store.get_match(&id),
        Err(StoreError::UnknownMatch(_))
    ));
    assert_eq!(
        store.undo(None).unwrap().unwrap().kind,
        ChangeKind::DeleteMatch
    );
    assert_eq!(snapshot(&store), before);

    // Undo down to the creation: the match is gone, then nothing is left to undo.
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Append);
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Append);
    assert_eq!(store.undo(None).unwrap().unwrap().kind, ChangeKind::Create);
    assert!(store.get_match(&id).is_err());
    assert!(store.undo(None).unwrap().is_none());
    assert_eq!(count(&db.path, "SELECT count(*) FROM matches"), 0);
}

#[test]
fn undo_restores_a_finished_game() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    for _ in 0..6 {
        store.append_round(&id, &a_made()).unwrap();
    }
    let won = store.get_match(&id).unwrap();
    assert_eq!(won.state, MatchState::Finished);
    store.delete_round(&id, 5).unwrap();
    assert_eq!(store.get_match(&id).unwrap().state, MatchState::InPlay);
    store.undo(Some(&id)).unwrap();
    let back = store.get_match(&id).unwrap();
    assert_eq!(back.state, MatchState::Finished);
    assert_eq!(back.finished, won.finished);
    assert_eq!(back.winner, Some(Winner::A));
}

#[test]
fn finish_abandon_reopen() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    let m = store.abandon_match(&id).unwrap();
    assert_eq!(m.state, MatchState::Abandoned);
    assert!(m.finished.is_some());
    assert!(matches!(
        store.append_round(&id, &a_made()),
        Err(StoreError::NotInPlay { .. })
    ));
    assert!(store.finish_match(&id).is_err());
    let m = store.reopen_match(&id).unwrap();
    assert_eq!(m.state, MatchState::InPlay);
    assert_eq!(m.finished, None);
    store.append_round(&id, &a_made()).unwrap();
    let m = store.finish_match(&id).unwrap();
    assert_eq!(m.state, MatchState::Finished);
    assert_eq!(m.winner, None);
    // A round edit keeps a match finished by hand finished.
    store.edit_round(&id, 0, &b_inside()).unwrap();
    assert_eq!(store.get_match(&id).unwrap().state, MatchState::Finished);
    assert!(store.unfinished_matches().unwrap().is_empty());
}

#[test]
fn list_and_filter() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let first = classic(&mut store);
    let other = store
        .create_match(&NewMatch {
            variant: Variant::Contree,
            options: serde_json::Value::Null,
            teams: belote_store::Teams {
                a: belote_store::TeamInfo {
                    name: "Les Bleus".into(),
                    players: ["Zoé".into(), "Marc".into()],
                },
                b: belote_store::TeamInfo {
                    name: "Les Rouges".into(),
                    players: ["Ivo".into(), "Lin".into()],
                },
            },
            first_dealer: 3,
        })
        .unwrap();
    assert_eq!(other.target, 701);
    let all = store.list_matches(&MatchFilter::default()).unwrap();
    assert_eq!(
        all.iter().map(|m| m.id.clone()).collect::<Vec<_>>(),
        vec![first.clone(), other.id.clone()]
    );
    let by_variant = store
        .list_matches(&MatchFilter {
            variant: Some(Variant::Contree),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(by_variant.len(), 1);
    assert_eq!(by_variant[0].id, other.id);
    let by_player = |p: &str| {
        store
            .list_matches(&MatchFilter {
                player: Some(p.into()),
                ..Default::default()
            })
            .unwrap()
            .len()
    };
    assert_eq!(by_player("Marc"), 2);
    assert_eq!(by_player("Zoé"), 1);
    assert_eq!(by_player("Les Rouges"), 1);
    assert_eq!(by_player("Nobody"), 0);
    let future = chrono::Utc::now() + chrono::Duration::days(1);
    let since = store
        .list_matches(&MatchFilter {
            since: Some(future),
            ..Default::default()
        })
        .unwrap();
    assert!(since.is_empty());
    let until = store
        .list_matches(&MatchFilter {
            until: Some(future),
            newest_first: true,
            ..Default::default()
        })
        .unwrap();
    assert_eq!(until[0].id, other.id);
    // Bad options are rejected by the engine.
    let err = store
        .create_match(&NewMatch {
            variant: Variant::Classic,
            options: json!({ "no_such_option": true }),
            teams: teams(),
            first_dealer: 0,
        })
        .unwrap_err();
    assert!(err.input_error().unwrap().at.starts_with("options"));
    let err = store
        .create_match(&NewMatch {
            variant: Variant::Classic,
            options: json!({}),
            teams: teams(),
            first_dealer: 4,
        })
        .unwrap_err();
    assert_eq!(err.input_error().unwrap().at, "first_dealer");
}

#[test]
fn delete_match_removes_its_rounds() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    let keep = classic(&mut store);
    store.append_round(&keep, &a_made()).unwrap();
    store.delete_match(&id).unwrap();
    assert!(store.get_match(&id).is_err());
    assert_eq!(count(&db.path, "SELECT count(*) FROM rounds"), 1);
    assert!(matches!(
        store.delete_match(&id),
        Err(StoreError::UnknownMatch(_))
    ));
}

#[test]
fn statistics_and_progression() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &b_inside()).unwrap();
    for _ in 0..4 {
        store.append_round(&id, &a_made()).unwrap();
    }
    assert_eq!(store.get_match(&id).unwrap().winner, Some(Winner::A));
    let second = classic(&mut store);
    store.append_round(&second, &a_made()).unwrap();
    let stats = store.statistics().unwrap();
    let nous = stats.teams.iter().find(|t| t.name == "Nous").unwrap();
    assert_eq!(nous.variant, Variant::Classic);
    // Typed in Rust, the variant is still its name in JSON.
    assert_eq!(serde_json::to_value(nous).unwrap()["variant"], "classic");
    assert_eq!(
        serde_json::to_value(&stats.variants[0]).unwrap()["variant"],
        "classic"
    );
    assert_eq!(nous.matches, 2);
    assert_eq!(nous.games_played, 1);
    assert_eq!(nous.games_won, 1);
    assert_eq!(nous.longest_win_streak, 1);
    assert_eq!(nous.rounds_played, 6);
    assert_eq!(nous.rounds_taken, 5);
    assert_eq!(nous.rounds_made, 5);
    assert_eq!(nous.made_pct, 100.0);
    let eux = stats.teams.iter().find(|t| t.name == "Eux").unwrap();
    assert_eq!(eux.games_lost, 1);
    assert_eq!(eux.rounds_taken, 1);
    assert_eq!(eux.insides, 1);
    assert_eq!(eux.made_pct, 0.0);
    let ana = stats.players.iter().find(|p| p.name == "Ana").unwrap();
    assert_eq!(ana.games_won, 1);
    assert_eq!(ana.rounds_played, 6);
    assert_eq!(stats.players.len(), 4);
    assert_eq!(stats.variants.len(), 1);
    assert_eq!(stats.variants[0].rounds, 6);
    let sheet = store.score_sheet(&id).unwrap();
    let points: i64 = sheet.rounds.iter().map(|r| r.score.a).sum();
    assert_eq!(nous.points, points + 100);

    let progression = store.progression(&id).unwrap();
    assert_eq!(progression.len(), 6);
    assert_eq!((progression[0].a, progression[0].b), (0, 0));
    let last = progression.last().unwrap();
    assert_eq!((last.a, last.b), (sheet.totals.a, sheet.totals.b));
}

#[test]
fn csv_has_one_row_per_round() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    store.append_round(&id, &a_made()).unwrap();
    store.append_round(&id, &b_inside()).unwrap();
    let out = db.dir.path().join("rounds.csv");
    store.export_csv_to(&out).unwrap();
    let text = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("match_id,variant,"));
    assert!(lines[1].starts_with(&format!("{id},classic,")));
    assert!(lines[2].contains(",2,B,spades,"), "{}", lines[2]);
}

#[test]
fn default_path_is_the_app_data_dir() {
    let p = belote_store::default_db_path();
    assert!(
        p.ends_with("com.belote.companion/history.sqlite3"),
        "{}",
        p.display()
    );
}

#[test]
fn last_change_names_what_undo_would_revert() {
    let db = temp_db();
    let mut store = Store::open(&db.path).unwrap();
    let id = classic(&mut store);
    let last = |store: &Store| store.last_change(&id).unwrap().map(|c| (c.kind, c.index));
    assert_eq!(last(&store), Some((ChangeKind::Create, None)));
    store.append_round(&id, &a_made()).unwrap();
    store.append_round(&id, &a_made()).unwrap();
    assert_eq!(last(&store), Some((ChangeKind::Append, Some(1))));
    store.edit_round(&id, 0, &a_made()).unwrap();
    assert_eq!(last(&store), Some((ChangeKind::Edit, Some(0))));
    store.finish_match(&id).unwrap();
    assert_eq!(last(&store), Some((ChangeKind::Finish, None)));
    store.undo(Some(&id)).unwrap();
    store.undo(Some(&id)).unwrap();
    assert_eq!(last(&store), Some((ChangeKind::Append, Some(1))));
    assert_eq!(store.last_change("no-such-match").unwrap(), None);
}
