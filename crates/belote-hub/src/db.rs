//! The hub's PostgreSQL: the URL read, the first connection retried for the connect timeout,
//! the server and database checked (PostgreSQL 15 or later, UTF8), the schema brought up to
//! date under an advisory lock (HUB.md "Starting the hub"), and the pool the requests use.

use std::future::Future;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, StatementCache, Timeouts};
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, GenericClient, NoTls, Row, Statement};

use crate::error::{HubError, Result};

/// The embedded migrations (`migrations/V<N>__<name>.sql`).
mod embedded {
    refinery::embed_migrations!("migrations");
}

tokio::task_local! {
    /// The statement cache of the pooled connection a write goes through.
    static STATEMENTS: Arc<StatementCache>;
}

/// Runs `f` with `cache`, the statement cache of the one pooled connection `f` uses: the
/// statements `statement` prepares are then prepared once per connection, not once per use
/// (a publication runs about thirty; parsing and planning them was a fifth of the database's
/// time).
pub async fn with_statements<F: Future>(cache: Arc<StatementCache>, f: F) -> F::Output {
    STATEMENTS.scope(cache, f).await
}

/// `sql` prepared on `db`'s connection: taken from the connection's cache inside
/// `with_statements`, prepared afresh elsewhere (as a query given as text would be).
pub async fn statement<C: GenericClient>(
    db: &C,
    sql: &str,
) -> std::result::Result<Statement, tokio_postgres::Error> {
    match STATEMENTS.try_with(Arc::clone) {
        Ok(cache) => cache.prepare(db.client(), sql).await,
        Err(_) => db.prepare(sql).await,
    }
}

/// The rows of `sql` on `db`, its statement prepared as `statement` says.
pub async fn query<C: GenericClient>(
    db: &C,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<Vec<Row>> {
    Ok(db.query(&statement(db, sql).await?, params).await?)
}

/// The one row of `sql` on `db` (an error when there is none).
pub async fn query_one<C: GenericClient>(
    db: &C,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<Row> {
    Ok(db.query_one(&statement(db, sql).await?, params).await?)
}

/// The row of `sql` on `db`, if any.
pub async fn query_opt<C: GenericClient>(
    db: &C,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<Option<Row>> {
    Ok(db.query_opt(&statement(db, sql).await?, params).await?)
}

/// Runs `sql` on `db`: the rows it changed.
pub async fn execute<C: GenericClient>(
    db: &C,
    sql: &str,
    params: &[&(dyn ToSql + Sync)],
) -> Result<u64> {
    Ok(db.execute(&statement(db, sql).await?, params).await?)
}

/// The schema version this program knows: the number of its migrations.
pub const SCHEMA: i32 = 2;

/// The advisory lock two hubs starting together take around migrations.
const MIGRATION_LOCK: i64 = 0x6265_6c6f_7465_0001;

/// How long a request waits for a connection of the pool (then 503).
pub const POOL_WAIT: Duration = Duration::from_secs(8);

/// A refusal at start: exit 2 at `at` (`--database`), nothing changed.
#[derive(Debug)]
pub struct StartRefusal {
    pub at: &'static str,
    pub message: String,
    /// 1 for a failed migration (rolled back), 2 for everything else.
    pub code: u8,
}

fn refuse(message: impl Into<String>) -> StartRefusal {
    StartRefusal {
        at: "--database",
        message: message.into(),
        code: 2,
    }
}

/// The database's connection settings from a URL (`postgresql://…`), with `PGPASSWORD` when
/// the URL gives no password.
pub fn config(url: &str) -> Result<Config, StartRefusal> {
    let mut config = Config::from_str(&driver_url(url))
        .map_err(|e| refuse(format!("{url:?} is not a PostgreSQL URL: {e}")))?;
    if config.get_password().is_none() {
        if let Ok(p) = std::env::var("PGPASSWORD") {
            config.password(p);
        }
    }
    if config.get_application_name().is_none() {
        config.application_name("belote hub");
    }
    config.connect_timeout(Duration::from_secs(5));
    if !wants_tls(url) {
        config.ssl_mode(tokio_postgres::config::SslMode::Disable);
    }
    Ok(config)
}

/// Where the URL points, for messages: "127.0.0.1:5432".
pub fn place(config: &Config) -> String {
    let host = config
        .get_hosts()
        .first()
        .map(|h| match h {
            tokio_postgres::config::Host::Tcp(h) => h.clone(),
            tokio_postgres::config::Host::Unix(p) => p.display().to_string(),
        })
        .unwrap_or_else(|| "localhost".into());
    let port = config.get_ports().first().copied().unwrap_or(5432);
    format!("{host}:{port}")
}

/// The URL as the driver reads it: `sslmode=verify-ca` and `verify-full` become `require`,
/// the only TLS mode the driver names — the hub's TLS always checks the server's certificate
/// against the system's trusted roots and its name against the URL's host, which is what
/// `verify-full` asks (and more than `verify-ca`).
fn driver_url(url: &str) -> String {
    url.replace("sslmode=verify-full", "sslmode=require")
        .replace("sslmode=verify-ca", "sslmode=require")
}

/// Whether the URL asks for TLS (`sslmode=require`, `verify-ca` or `verify-full`). Without it
/// the hub connects in plain text — a local server, or one on a Unix socket — and never tries
/// TLS on its own (a local Debian server offers it with a certificate nobody trusts).
pub fn wants_tls(url: &str) -> bool {
    [
        "sslmode=require",
        "sslmode=verify-ca",
        "sslmode=verify-full",
    ]
    .iter()
    .any(|m| url.contains(m))
}

/// The TLS connector: rustls with the system's trusted certificates.
fn tls() -> tokio_postgres_rustls::MakeRustlsConnect {
    static TLS: std::sync::OnceLock<tokio_postgres_rustls::MakeRustlsConnect> =
        std::sync::OnceLock::new();
    TLS.get_or_init(|| {
        let mut roots = rustls::RootCertStore::empty();
        for c in rustls_native_certs::load_native_certs().certs {
            let _ = roots.add(c);
        }
        let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map(|b| b.with_root_certificates(roots).with_no_client_auth())
            .unwrap_or_else(|_| {
                rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(
                    rustls::crypto::ring::default_provider(),
                ))
                .with_protocol_versions(&[&rustls::version::TLS13])
                .expect("TLS 1.3 is supported")
                .with_root_certificates(rustls::RootCertStore::empty())
                .with_no_client_auth()
            });
        tokio_postgres_rustls::MakeRustlsConnect::new(config)
    })
    .clone()
}

/// One connection, its driver task spawned.
pub async fn connect(config: &Config) -> Result<Client, tokio_postgres::Error> {
    if config.get_ssl_mode() == tokio_postgres::config::SslMode::Disable {
        let (client, conn) = config.connect(NoTls).await?;
        tokio::spawn(async move {
            let _ = conn.await;
        });
        Ok(client)
    } else {
        let (client, conn) = config.connect(tls()).await?;
        tokio::spawn(async move {
            let _ = conn.await;
        });
        Ok(client)
    }
}

/// Connects, retrying refused or failed connections for `timeout`.
pub async fn connect_retrying(config: &Config, timeout: Duration) -> Result<Client, StartRefusal> {
    let start = Instant::now();
    loop {
        match connect(config).await {
            Ok(c) => return Ok(c),
            Err(e) => {
                if start.elapsed() >= timeout {
                    let cause = e
                        .as_db_error()
                        .map(|d| d.message().to_string())
                        .unwrap_or_else(|| {
                            let s = e.to_string();
                            match std::error::Error::source(&e) {
                                Some(src) => format!("{s}: {src}"),
                                None => s,
                            }
                        });
                    return Err(refuse(format!(
                        "cannot connect to PostgreSQL at {} (database {:?}): {cause}",
                        place(config),
                        config.get_dbname().unwrap_or("")
                    )));
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
        }
    }
}

fn db_refusal(e: tokio_postgres::Error) -> StartRefusal {
    refuse(format!("the database failed: {e}"))
}

/// The schema version the database holds (0 when it has no hub schema).
pub async fn schema_version(client: &Client) -> Result<i32, tokio_postgres::Error> {
    let exists: Option<String> = client
        .query_one("SELECT to_regclass('belote_hub.schema')::text", &[])
        .await?
        .get(0);
    if exists.is_none() {
        return Ok(0);
    }
    let row = client
        .query_opt("SELECT version FROM belote_hub.schema", &[])
        .await?;
    Ok(row.map(|r| r.get(0)).unwrap_or(0))
}

/// The checks made before anything is changed: PostgreSQL 15 or later, a UTF8 database, a
/// schema this program knows. Returns the schema found.
async fn check(client: &Client) -> Result<i32, StartRefusal> {
    let num: String = client
        .query_one("SHOW server_version_num", &[])
        .await
        .map_err(db_refusal)?
        .get(0);
    let num: u32 = num.parse().unwrap_or(0);
    if num < 150000 {
        let shown: String = client
            .query_one("SHOW server_version", &[])
            .await
            .map_err(db_refusal)?
            .get(0);
        return Err(refuse(format!(
            "PostgreSQL {shown} is too old: the hub needs PostgreSQL 15 or later"
        )));
    }
    let encoding: String = client
        .query_one(
            "SELECT pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()",
            &[],
        )
        .await
        .map_err(db_refusal)?
        .get(0);
    if encoding != "UTF8" {
        return Err(refuse(format!(
            "the database's encoding is {encoding}: the hub needs a UTF8 database"
        )));
    }
    let found = schema_version(client).await.map_err(db_refusal)?;
    if found > SCHEMA {
        return Err(refuse(format!(
            "the hub database has schema {found}, newer than this belote ({SCHEMA}): upgrade belote"
        )));
    }
    Ok(found)
}

/// What `migrate` did.
#[derive(Debug, Clone)]
pub struct Migrated {
    pub schema: i32,
    pub applied: Vec<i32>,
    /// The `pg_trgm` extension could not be created: searching goes without its index.
    pub warning: Option<String>,
}

fn divergent_migration(applied: &refinery::Migration, ours: &refinery::Migration) -> StartRefusal {
    refuse(format!(
        "the applied migration {} ({}) differs from this belote's: the database was migrated by another program",
        applied.version(),
        ours.name()
    ))
}

fn unknown_migration(applied: &refinery::Migration) -> StartRefusal {
    refuse(format!(
        "the hub database has migration {} ({}), which this belote does not know: upgrade belote",
        applied.version(),
        applied.name()
    ))
}

fn refinery_refusal(e: refinery::Error) -> StartRefusal {
    use refinery::error::Kind;
    match e.kind() {
        Kind::DivergentVersion(applied, ours) => divergent_migration(applied, ours),
        Kind::MissingVersion(applied) => unknown_migration(applied),
        _ => StartRefusal {
            at: "--database",
            message: format!("a migration failed and was rolled back: {e}"),
            code: 1,
        },
    }
}

/// Brings the schema up to date (`migrate` true) or checks that it is (`--no-migrate`), under
/// the migration lock: two hubs starting together, one migrates and the other waits.
pub async fn prepare(client: &mut Client, migrate: bool) -> Result<Migrated, StartRefusal> {
    let found = check(client).await?;
    if !migrate {
        if found != SCHEMA {
            return Err(refuse(format!(
                "the schema is {found}, this belote needs {SCHEMA}: run `belote hub migrate`"
            )));
        }
        // The migrations applied are this belote's, as `migrate` would check them.
        let mut runner = embedded::migrations::runner();
        runner.set_migration_table_name("belote_hub.refinery_schema_history");
        let applied = runner
            .get_applied_migrations_async(client)
            .await
            .map_err(refinery_refusal)?;
        for a in &applied {
            match runner
                .get_migrations()
                .iter()
                .find(|m| m.version() == a.version())
            {
                None => return Err(unknown_migration(a)),
                Some(ours) if ours.checksum() != a.checksum() => {
                    return Err(divergent_migration(a, ours))
                }
                Some(_) => {}
            }
        }
        return Ok(Migrated {
            schema: found,
            applied: Vec::new(),
            warning: None,
        });
    }
    client
        .execute("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK])
        .await
        .map_err(db_refusal)?;
    let result = migrate_locked(client).await;
    let _ = client
        .execute("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK])
        .await;
    result
}

/// Applies the migrations up to `version` only, as an older belote left the database: for the
/// tests of an upgrade.
#[doc(hidden)]
pub async fn migrate_to(client: &mut Client, version: i32) -> Result<(), StartRefusal> {
    client
        .batch_execute("CREATE SCHEMA IF NOT EXISTS belote_hub")
        .await
        .map_err(db_refusal)?;
    let mut runner = embedded::migrations::runner()
        .set_grouped(false)
        .set_target(refinery::Target::Version(version));
    runner.set_migration_table_name("belote_hub.refinery_schema_history");
    runner.run_async(client).await.map_err(refinery_refusal)?;
    Ok(())
}

async fn migrate_locked(client: &mut Client) -> Result<Migrated, StartRefusal> {
    // Checked again under the lock: another hub may have migrated meanwhile.
    check(client).await?;
    client
        .batch_execute("CREATE SCHEMA IF NOT EXISTS belote_hub")
        .await
        .map_err(db_refusal)?;
    let warning = match client
        .batch_execute("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA belote_hub")
        .await
    {
        Ok(()) => None,
        Err(e) => Some(format!(
            "the pg_trgm extension cannot be created ({}): searching works without its index, more slowly",
            e.as_db_error().map(|d| d.message().to_string()).unwrap_or_else(|| e.to_string())
        )),
    };
    let mut runner = embedded::migrations::runner()
        .set_grouped(false)
        .set_abort_divergent(true)
        .set_abort_missing(true);
    runner.set_migration_table_name("belote_hub.refinery_schema_history");
    let report = runner.run_async(client).await.map_err(refinery_refusal)?;
    let applied = report
        .applied_migrations()
        .iter()
        .map(|m| m.version())
        .collect();
    if warning.is_none() {
        client
            .batch_execute(
                "CREATE INDEX IF NOT EXISTS names_fold_trgm ON belote_hub.names \
                 USING gin (fold belote_hub.gin_trgm_ops); \
                 CREATE INDEX IF NOT EXISTS events_fold_trgm ON belote_hub.events \
                 USING gin (fold belote_hub.gin_trgm_ops); \
                 CREATE INDEX IF NOT EXISTS clubs_name_trgm ON belote_hub.clubs \
                 USING gin (fold belote_hub.gin_trgm_ops)",
            )
            .await
            .map_err(db_refusal)?;
    }
    let schema = schema_version(client).await.map_err(db_refusal)?;
    Ok(Migrated {
        schema,
        applied,
        warning,
    })
}

/// The pool of connections the requests use. Broken connections (a restarted database) are
/// replaced when next taken.
pub fn pool(config: Config, size: usize) -> Result<Pool> {
    let how = ManagerConfig {
        recycling_method: RecyclingMethod::Fast,
    };
    let manager = if config.get_ssl_mode() == tokio_postgres::config::SslMode::Disable {
        Manager::from_config(config, NoTls, how)
    } else {
        Manager::from_config(config, tls(), how)
    };
    Pool::builder(manager)
        .max_size(size)
        .timeouts(Timeouts {
            wait: Some(POOL_WAIT),
            create: Some(Duration::from_secs(5)),
            recycle: Some(Duration::from_secs(5)),
        })
        .runtime(deadpool_postgres::Runtime::Tokio1)
        .build()
        .map_err(|e| HubError::Internal(format!("cannot make the connection pool: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tls_mode_of_the_contract_is_read() {
        for mode in ["require", "verify-ca", "verify-full"] {
            let url = format!("postgresql://hub@db.example.org:5432/belote_hub?sslmode={mode}");
            let c = config(&url).unwrap_or_else(|r| panic!("{mode}: {}", r.message));
            assert_eq!(c.get_ssl_mode(), tokio_postgres::config::SslMode::Require);
        }
        let plain = config("postgresql://hub@127.0.0.1:5432/belote_hub").unwrap();
        assert_eq!(
            plain.get_ssl_mode(),
            tokio_postgres::config::SslMode::Disable
        );
    }
}
