//! The schema at start (HUB.md "Starting the hub"): a fresh database migrated, a second start
//! changing nothing, a newer schema refused untouched, `--no-migrate` on an old schema refused,
//! an applied migration that is not this belote's refused with or without `--no-migrate`.

use belote_hub::db;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// A new, empty database of the tests' cluster (`None`: the hub's tests are skipped).
fn fresh_database(prefix: &str) -> Option<String> {
    let cluster = belote_pgtest::shared()?;
    Some(
        cluster
            .database(&belote_pgtest::unique_name(prefix), None)
            .unwrap(),
    )
}

async fn connect(url: &str) -> tokio_postgres::Client {
    let config = db::config(url).unwrap();
    db::connect_retrying(&config, std::time::Duration::from_secs(5))
        .await
        .unwrap()
}

#[test]
fn a_fresh_database_is_migrated_once_and_a_newer_one_refused() {
    let Some(url) = fresh_database("migrate") else {
        return;
    };
    runtime().block_on(async {
        let mut client = connect(&url).await;
        let refused = db::prepare(&mut client, false).await.unwrap_err();
        assert!(
            refused
                .message
                .contains("the schema is 0, this belote needs"),
            "{}",
            refused.message
        );
        let first = db::prepare(&mut client, true).await.unwrap();
        assert_eq!(first.schema, db::SCHEMA);
        assert_eq!(first.applied, (1..=db::SCHEMA).collect::<Vec<_>>());
        assert!(first.warning.is_none(), "{:?}", first.warning);
        let again = db::prepare(&mut client, true).await.unwrap();
        assert!(again.applied.is_empty());
        assert_eq!(
            db::prepare(&mut client, false).await.unwrap().schema,
            db::SCHEMA
        );
        // An applied migration that is not this belote's is refused with --no-migrate too.
        let checksum: String = client
            .query_one(
                "SELECT checksum FROM belote_hub.refinery_schema_history WHERE version = 1",
                &[],
            )
            .await
            .unwrap()
            .get(0);
        client
            .execute(
                "UPDATE belote_hub.refinery_schema_history SET checksum = '1' WHERE version = 1",
                &[],
            )
            .await
            .unwrap();
        for migrate in [false, true] {
            let r = db::prepare(&mut client, migrate).await.unwrap_err();
            assert!(
                r.message.contains("differs from this belote's"),
                "{migrate}: {}",
                r.message
            );
        }
        client
            .execute(
                "UPDATE belote_hub.refinery_schema_history SET checksum = $1 WHERE version = 1",
                &[&checksum],
            )
            .await
            .unwrap();
        client
            .execute("UPDATE belote_hub.schema SET version = version + 6", &[])
            .await
            .unwrap();
        let newer = db::prepare(&mut client, true).await.unwrap_err();
        assert_eq!(newer.at, "--database");
        assert_eq!(
            newer.message,
            format!(
                "the hub database has schema {}, newer than this belote ({}): upgrade belote",
                db::SCHEMA + 6,
                db::SCHEMA
            )
        );
    });
}

/// A database of schema 1 holding results is upgraded in place: each result gets its event's
/// place in the order of events (migration 2), nothing else changes.
#[test]
fn a_schema_1_database_with_results_is_upgraded() {
    let Some(url) = fresh_database("upgrade") else {
        return;
    };
    runtime().block_on(async {
        let mut client = connect(&url).await;
        db::migrate_to(&mut client, 1).await.unwrap();
        assert_eq!(db::schema_version(&client).await.unwrap(), 1);
        client
            .batch_execute(
                "INSERT INTO belote_hub.clubs (club, name, fold) VALUES ('lyon', 'Lyon', 'lyon'); \
                 INSERT INTO belote_hub.publications (pk, club, kind, id, created, current) VALUES \
                   (1, 'lyon', 'event', 'e-1', '2026-01-01', 1), (2, 'lyon', 'event', 'e-2', '2026-01-02', 1); \
                 INSERT INTO belote_hub.events (publication, club, event, version, name, date, variant, \
                   family, kind, entrants, received, fold) VALUES \
                   (1, 'lyon', 'e-1', 1, 'One', '2026-01-01', 'classic', 'french', 'teams', 2, now(), 'one'), \
                   (2, 'lyon', 'e-2', 1, 'Two', '2026-01-09', 'classic', 'french', 'teams', 2, now(), 'two'); \
                 INSERT INTO belote_hub.results (publication, name, written, entrant, entrant_name, rank, \
                   of, points, played, wins, draws, losses) VALUES \
                   (1, 7, 'Jean  Martin', 1, 'A', 1, 2, 100, 1, 1, 0, 0), \
                   (2, 7, 'Jean Martin', 2, 'B', 2, 2, 90, 1, 0, 0, 1), \
                   (2, 8, 'Ana Horvat', 1, 'A', 1, 2, 120, 1, 1, 0, 0);",
            )
            .await
            .unwrap();
        let up = db::prepare(&mut client, true).await.unwrap();
        assert_eq!(up.applied, (2..=db::SCHEMA).collect::<Vec<_>>());
        assert_eq!(up.schema, db::SCHEMA);
        let rows = client
            .query(
                "SELECT publication, name, written, date, event, club, points FROM belote_hub.results \
                 ORDER BY publication, name",
                &[],
            )
            .await
            .unwrap();
        let got: Vec<(i64, i64, String, String, String, String, i64)> = rows
            .iter()
            .map(|r| {
                (
                    r.get(0),
                    r.get(1),
                    r.get(2),
                    r.get(3),
                    r.get(4),
                    r.get(5),
                    r.get(6),
                )
            })
            .collect();
        let row = |p: i64, n: i64, w: &str, d: &str, e: &str, pts: i64| {
            (p, n, w.to_string(), d.to_string(), e.to_string(), "lyon".to_string(), pts)
        };
        assert_eq!(
            got,
            vec![
                row(1, 7, "Jean  Martin", "2026-01-01", "e-1", 100),
                row(2, 7, "Jean Martin", "2026-01-09", "e-2", 90),
                row(2, 8, "Ana Horvat", "2026-01-09", "e-2", 120),
            ]
        );
        // A name's latest written form is read down the new index.
        let latest: String = client
            .query_one(
                "SELECT written FROM belote_hub.results WHERE name = 7 \
                 ORDER BY date DESC, event DESC, club DESC LIMIT 1",
                &[],
            )
            .await
            .unwrap()
            .get(0);
        assert_eq!(latest, "Jean Martin");
    });
}
