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

#[test]
fn a_fresh_database_is_migrated_once_and_a_newer_one_refused() {
    let Some(cluster) = belote_pgtest::shared() else {
        return;
    };
    let name = belote_pgtest::unique_name("migrate");
    let url = cluster.database(&name, None).unwrap();
    runtime().block_on(async {
        let config = db::config(&url).unwrap();
        let mut client = db::connect_retrying(&config, std::time::Duration::from_secs(5))
            .await
            .unwrap();
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
