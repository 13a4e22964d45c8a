//! A throwaway PostgreSQL 15 for the hub's tests, started the way `scripts/hub-db.sh` starts one
//! (HUB.md "A PostgreSQL to try it or test it"): a cluster in a new temporary folder, listening
//! on 127.0.0.1 at a free port with its socket in that folder, trusting local logins; as root the
//! server programs run as the `postgres` user (initdb refuses root).
//!
//! One cluster per test process ([`shared`]); each test takes its own database ([`Cluster::database`]),
//! cloned from a template when one is named, so tests never see each other's rows. The cluster
//! is stopped and its folder removed when the test process ends, however it ends: a small
//! watchdog process waits for the test process to go.
//!
//! `BELOTE_HUB_TESTS=skip` (set explicitly) makes [`shared`] answer `None` and print
//! `hub tests skipped: BELOTE_HUB_TESTS=skip`; otherwise a cluster that cannot be started is a
//! test failure with PostgreSQL's own words.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

/// Where Debian keeps PostgreSQL 15's server programs (off `PATH`).
pub const BIN: &str = "/usr/lib/postgresql/15/bin";

/// The role the cluster is made for (its superuser).
pub const USER: &str = "hub";

/// A running cluster.
#[derive(Debug)]
pub struct Cluster {
    dir: PathBuf,
    port: u16,
    as_postgres: bool,
    /// Serialises `CREATE DATABASE … TEMPLATE` (the template may have no other session).
    create: Mutex<()>,
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

fn free_port() -> Result<u16, String> {
    let l = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    l.local_addr()
        .map(|a| a.port())
        .map_err(|e| format!("no free port: {e}"))
}

impl Cluster {
    /// A server program run as the cluster's owner.
    fn program(&self, name: &str) -> Command {
        program(self.as_postgres, name)
    }

    /// Starts a new cluster (a few seconds).
    pub fn start() -> Result<Cluster, String> {
        if !Path::new(BIN).join("initdb").exists() {
            return Err(format!(
                "PostgreSQL 15 is not installed ({BIN}/initdb missing): apt-get install postgresql-15"
            ));
        }
        let as_postgres = is_root();
        let base = std::env::temp_dir().join(format!(
            "belote-pgtest-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&base).map_err(|e| format!("cannot make {base:?}: {e}"))?;
        if as_postgres {
            run(Command::new("chown").arg("postgres:").arg(&base))?;
        }
        let cluster = Cluster {
            dir: base,
            port: 0,
            as_postgres,
            create: Mutex::new(()),
        };
        run(cluster
            .program("initdb")
            .arg("-D")
            .arg(cluster.dir.join("data"))
            .args(["-U", USER, "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]))?;
        let mut cluster = cluster;
        cluster.port = free_port()?;
        cluster.pg_ctl_start()?;
        watchdog(&cluster);
        Ok(cluster)
    }

    fn pg_ctl_start(&self) -> Result<(), String> {
        run(self
            .program("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .arg("-l")
            .arg(self.dir.join("log"))
            .arg("-w")
            .arg("-o")
            .arg(format!(
                "-c listen_addresses=127.0.0.1 -p {} -k {} -c fsync=off -c max_connections=300",
                self.port,
                self.dir.display()
            ))
            .arg("start"))
        .map_err(|e| format!("{e}\n{}", self.log()))
    }

    /// Stops the server (fast shutdown), keeping its files: [`Cluster::start_again`] brings it
    /// back on the same port — a database restarted under a running hub.
    pub fn stop(&self) -> Result<(), String> {
        run(self
            .program("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "fast", "-w", "stop"]))
    }

    /// Starts the server again after [`Cluster::stop`].
    pub fn start_again(&self) -> Result<(), String> {
        self.pg_ctl_start()
    }

    /// The server's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("log")).unwrap_or_default()
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `name`.
    pub fn url(&self, name: &str) -> String {
        format!("postgresql://{USER}@127.0.0.1:{}/{name}", self.port)
    }

    /// Creates database `name` (a copy of `template` when given) and gives its URL.
    pub fn database(&self, name: &str, template: Option<&str>) -> Result<String, String> {
        let _one = self.create.lock().unwrap_or_else(|e| e.into_inner());
        let mut cmd = self.program("createdb");
        cmd.args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", USER]);
        if let Some(t) = template {
            cmd.args(["-T", t]);
        }
        run(cmd.arg(name))?;
        Ok(self.url(name))
    }

    /// Runs one SQL statement with `psql` in database `name` and gives its output (unaligned,
    /// tuples only).
    pub fn psql(&self, name: &str, sql: &str) -> Result<String, String> {
        let out = Command::new(Path::new(BIN).join("psql"))
            .args(["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"])
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", USER])
            .args(["-d", name, "-c", sql])
            .output()
            .map_err(|e| format!("cannot run psql: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        Ok(String::from_utf8_lossy(&out.stdout).trim_end().to_string())
    }

    /// Where the cluster lives.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

fn program(as_postgres: bool, name: &str) -> Command {
    let path = Path::new(BIN).join(name);
    if as_postgres {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(path);
        c
    } else {
        Command::new(path)
    }
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{cmd:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Stops the cluster and removes its folder once this process is gone (a test binary's
/// statics are never dropped, and a failed test may abort).
fn watchdog(c: &Cluster) {
    let pg_ctl = Path::new(BIN).join("pg_ctl");
    let stop = if c.as_postgres {
        format!(
            "runuser -u postgres -- {} -D {}/data -m immediate -w stop",
            pg_ctl.display(),
            c.dir.display()
        )
    } else {
        format!(
            "{} -D {}/data -m immediate -w stop",
            pg_ctl.display(),
            c.dir.display()
        )
    };
    let script = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; {stop} >/dev/null 2>&1; rm -rf {dir}",
        pid = std::process::id(),
        dir = c.dir.display()
    );
    let _ = Command::new("setsid")
        .args(["sh", "-c", &script])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
}

/// Whether the hub's tests are skipped (`BELOTE_HUB_TESTS=skip`, set explicitly).
pub fn skipped() -> bool {
    std::env::var("BELOTE_HUB_TESTS").is_ok_and(|v| v == "skip")
}

/// The test process's cluster, started at the first call; `None` when the hub's tests are
/// skipped. Panics (a test failure) when PostgreSQL cannot be started.
pub fn shared() -> Option<&'static Cluster> {
    static CLUSTER: OnceLock<Result<Cluster, String>> = OnceLock::new();
    if skipped() {
        eprintln!("hub tests skipped: BELOTE_HUB_TESTS=skip");
        return None;
    }
    match CLUSTER.get_or_init(Cluster::start) {
        Ok(c) => Some(c),
        Err(e) => panic!("cannot start a throwaway PostgreSQL 15 for the hub's tests: {e}"),
    }
}

/// A new database name for one test, unique in this process.
pub fn unique_name(prefix: &str) -> String {
    format!(
        "{prefix}_{}",
        COUNTER.fetch_add(1, Ordering::Relaxed) + 1000
    )
}
