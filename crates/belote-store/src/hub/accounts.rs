//! The hubs this database publishes to: the address (normalised by the caller), the club's key,
//! the club it belongs to once the hub said so (`GET /api/v1/key`), whether plain http to a
//! machine other than this one was allowed, and which hub is the app's (its settings).

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::rfc3339_ms;
use crate::error::Result;
use crate::open::Store;

/// One hub as this database knows it. The key is as secret as the database file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HubAccount {
    /// The normalised address (`scheme://host[:port]/path/`).
    pub url: String,
    pub key: String,
    /// The club the key belongs to, once the hub said so.
    pub club: Option<String>,
    pub key_id: Option<String>,
    /// Plain http to a machine other than this one was allowed (`--insecure-http`).
    pub insecure_http: bool,
    /// The app's hub (the one its settings name).
    pub app: bool,
}

const COLUMNS: &str = "url, key, club, key_id, insecure, app";

fn account(r: &Row) -> rusqlite::Result<HubAccount> {
    Ok(HubAccount {
        url: r.get(0)?,
        key: r.get(1)?,
        club: r.get(2)?,
        key_id: r.get(3)?,
        insecure_http: r.get(4)?,
        app: r.get(5)?,
    })
}

pub(crate) fn account_in(conn: &Connection, url: &str) -> Result<Option<HubAccount>> {
    Ok(conn
        .prepare_cached(&format!("SELECT {COLUMNS} FROM hubs WHERE url = ?1"))?
        .query_row([url], account)
        .optional()?)
}

impl Store {
    /// The hub at `url` (normalised), when this database has published to it or been told
    /// of it.
    pub fn hub_account(&self, url: &str) -> Result<Option<HubAccount>> {
        account_in(&self.conn, url)
    }

    /// Every hub this database knows, by address.
    pub fn hub_accounts(&self) -> Result<Vec<HubAccount>> {
        let mut st = self
            .conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM hubs ORDER BY url"))?;
        let rows = st.query_map([], account)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The app's hub (its settings), if one is set.
    pub fn app_hub(&self) -> Result<Option<HubAccount>> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM hubs WHERE app = 1 ORDER BY url LIMIT 1"
            ))?
            .query_row([], account)
            .optional()?)
    }

    /// Records the hub at `url` with `key`: a new key forgets the club learnt with the old one
    /// (it is learnt again at the next contact). `insecure_http` only ever allows (a command
    /// run without `--insecure-http` does not take back what an earlier one allowed); `app`
    /// makes it the app's hub (and no other). One transaction.
    pub fn save_hub_account(
        &mut self,
        url: &str,
        key: &str,
        insecure_http: bool,
        app: bool,
        now_ms: i64,
    ) -> Result<HubAccount> {
        let tx = self.write_tx()?;
        let now = rfc3339_ms(now_ms);
        match account_in(&tx, url)? {
            None => {
                tx.execute(
                    "INSERT INTO hubs (url, key, insecure, app, changed) VALUES (?1, ?2, ?3, 0, ?4)",
                    params![url, key, insecure_http, now],
                )?;
            }
            Some(old) => {
                if old.key != key {
                    tx.execute(
                        "UPDATE hubs SET key = ?2, club = NULL, key_id = NULL, changed = ?3 WHERE url = ?1",
                        params![url, key, now],
                    )?;
                }
                if insecure_http && !old.insecure_http {
                    tx.execute(
                        "UPDATE hubs SET insecure = 1, changed = ?2 WHERE url = ?1",
                        params![url, now],
                    )?;
                }
            }
        }
        if app {
            tx.execute("UPDATE hubs SET app = (url = ?1)", [url])?;
        }
        let saved = account_in(&tx, url)?.ok_or_else(|| {
            crate::StoreError::Inconsistent(format!("the hub {url} was not saved"))
        })?;
        tx.commit()?;
        Ok(saved)
    }

    /// Records the club (and key id) the hub gave for `key`, unless the key was changed
    /// meanwhile.
    pub fn set_hub_club(&mut self, url: &str, key: &str, club: &str, key_id: &str) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute(
            "UPDATE hubs SET club = ?3, key_id = ?4 WHERE url = ?1 AND key = ?2",
            params![url, key, club, key_id],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The app no longer publishes to its hub (its settings cleared). The hub's key stays
    /// for the entries still waiting to be sent to it.
    pub fn clear_app_hub(&mut self) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute("UPDATE hubs SET app = 0 WHERE app = 1", [])?;
        tx.commit()?;
        Ok(())
    }
}
