//! "Open the tables to phones": the organiser's commands that start the table phones' server
//! (the same server as `belote serve`) for an event, on its own thread, bound to the machine's
//! network address; show its address and each table's QR code (the table's phone page with
//! its code) with the deals entered so far; and close it. Nothing is served until the
//! organiser opens it.
//!
//! The server itself lives in `belote-server`, which builds on this crate: the host hands it
//! in as a [`TableServer`] (the Tauri shell: `belote_server::run::TablePhoneServer`).

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

use belote_event::SideNames;
use belote_store::Store;
use qrcode::render::svg;
use qrcode::QrCode;
use serde::Serialize;

use crate::error::{ApiError, ApiResult, ErrorKind};

pub(crate) mod server;

use crate::state::{lock, Api};
use server::Open;
pub use server::{Phones, RunningServer, StoreWork, TableServer};

/// Where the app serves the phones: every network of the machine, on port 8080 (another port
/// when that one is taken).
pub const DEFAULT_BIND: &str = "0.0.0.0:8080";

/// What the organiser's "phones" panel shows.
#[derive(Debug, Clone, Serialize)]
pub struct PhonesStatus {
    /// Whether the tables are open to phones.
    pub open: bool,
    pub event: Option<String>,
    /// The server's address (`http://192.168.1.20:PORT/`).
    pub url: Option<String>,
    /// The event's projector page.
    pub projector: Option<String>,
    /// The event's current round (0: none drawn).
    pub round: u32,
    pub tables: Vec<PhoneTable>,
}

/// A table of the current round, as the panel shows it.
#[derive(Debug, Clone, Serialize)]
pub struct PhoneTable {
    pub table: u32,
    pub names: SideNames,
    pub code: String,
    /// Deals entered so far.
    pub deals: usize,
    pub complete: bool,
    /// The table's phone page.
    pub url: String,
    /// Its QR code, an SVG image.
    pub qr_svg: String,
}

/// The machine's address on its network (the one a route to the outside would use; nothing
/// is sent to find it), or loopback when it has none.
pub fn network_address() -> IpAddr {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| {
            // Connecting a UDP socket sends nothing: it only picks the outgoing interface.
            s.connect((Ipv4Addr::new(10, 254, 254, 254), 9))?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// The phone page of the table with `code` on the server at `url` (`http://HOST:PORT/`).
pub fn table_page(url: &str, code: &str) -> String {
    format!("{url}t/{code}")
}

/// `qr` of `text` as an SVG image.
pub fn qr_svg(text: &str) -> ApiResult<String> {
    let code = QrCode::new(text.as_bytes())
        .map_err(|e| ApiError::storage(format!("cannot make the QR code of {text}: {e}")))?;
    Ok(code
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .quiet_zone(true)
        .build())
}

impl Phones {
    /// Opens the tables of `event` to phones: the server on `bind` (default [`DEFAULT_BIND`]),
    /// shown at the machine's network address. Opening again for
    /// another event moves the server to it.
    pub fn open(&self, api: &Api, event: &str, bind: Option<&str>) -> ApiResult<PhonesStatus> {
        // The event must exist (its error as the app says it).
        api.store()?.event(event)?;
        let mut open = lock(&self.open)?;
        if let Some(o) = open.as_mut() {
            if bind.is_none() {
                o.event = event.to_string();
                drop(open);
                return self.status(api);
            }
        }
        if let Some(o) = open.take() {
            o.server.close();
        }
        // The same port each time when it is free: a phone's page (and the deals it keeps
        // while the laptop is away) belongs to its address, port included.
        let (bind, server) = match bind {
            Some(b) => (b, self.server.start(&api.db_path, b)),
            None => match self.server.start(&api.db_path, DEFAULT_BIND) {
                Ok(s) => (DEFAULT_BIND, Ok(s)),
                Err(_) => ("0.0.0.0:0", self.server.start(&api.db_path, "0.0.0.0:0")),
            },
        };
        let server = server.map_err(|e| ApiError::new(ErrorKind::Unavailable, e))?;
        let host = match bind.rsplit_once(':').map(|(h, _)| h) {
            Some("0.0.0.0") | Some("[::]") | None => network_address().to_string(),
            Some(h) => h.trim_matches(['[', ']']).to_string(),
        };
        *open = Some(Open {
            event: event.to_string(),
            host,
            server,
        });
        drop(open);
        self.status(api)
    }

    /// Runs `change` with the store that writes the events: while the tables are open to
    /// phones, the server's one writer — so the organiser's changes and the phones' writes are
    /// serialized in one place, and the phones' pages hear of them at once —, otherwise the
    /// app's own store. `event`: the event it changes, if one.
    pub fn write<T: Send + 'static>(
        &self,
        api: &Api,
        event: Option<&str>,
        change: impl FnOnce(&mut Store) -> ApiResult<T> + Send + 'static,
    ) -> ApiResult<T> {
        let open = lock(&self.open)?;
        let Some(o) = open.as_ref() else {
            drop(open);
            return change(&mut *api.store()?);
        };
        let (answer, answered) = std::sync::mpsc::channel();
        o.server
            .write(
                event,
                Box::new(move |store: &mut Store| {
                    let _ = answer.send(change(store));
                }),
            )
            .map_err(ApiError::unavailable)?;
        // Held until the change is done: the server is not closed under it.
        let done = answered.recv();
        drop(open);
        done.unwrap_or_else(|_| {
            Err(ApiError::unavailable(
                "the phones' server stopped before the change was made",
            ))
        })
    }

    /// Closes the tables to phones (the requests in hand are finished first).
    pub fn close(&self, api: &Api) -> ApiResult<PhonesStatus> {
        if let Some(o) = lock(&self.open)?.take() {
            o.server.close();
        }
        self.status(api)
    }

    /// The server's address while the tables of `event` are open to phones (`None`: they
    /// are not).
    pub fn url_of(&self, event: &str) -> ApiResult<Option<String>> {
        Ok(lock(&self.open)?
            .as_ref()
            .filter(|o| o.event == event)
            .map(Open::url))
    }

    /// Whether the tables are open, where, and each table's page, QR code and deals so far.
    pub fn status(&self, api: &Api) -> ApiResult<PhonesStatus> {
        let open = lock(&self.open)?;
        let Some(o) = open.as_ref() else {
            return Ok(PhonesStatus {
                open: false,
                event: None,
                url: None,
                projector: None,
                round: 0,
                tables: Vec::new(),
            });
        };
        let url = o.url();
        let scored = api.store()?.scored_event(&o.event)?;
        let event = &scored.event;
        // The phones' view of the event just read: its current round's tables, in the order of
        // the round's tables (whose codes it leaves out).
        let view = scored.event_view();
        let drawn = event.rounds.last().map_or(&[][..], |r| &r.tables[..]);
        let tables = drawn
            .iter()
            .zip(&view.tables)
            .map(|(drawn, t)| {
                let page = table_page(&url, &drawn.code);
                Ok(PhoneTable {
                    table: t.table,
                    names: t.names.clone(),
                    code: drawn.code.clone(),
                    deals: t.deals,
                    complete: t.complete,
                    qr_svg: qr_svg(&page)?,
                    url: page,
                })
            })
            .collect::<ApiResult<Vec<_>>>()?;
        Ok(PhonesStatus {
            open: true,
            event: Some(o.event.clone()),
            projector: Some(format!("{url}e/{}", o.event)),
            url: Some(url),
            round: view.round,
            tables,
        })
    }
}

/// The organiser's commands of the phones' server.
impl Api {
    /// The table phones' server, when this host has one.
    fn phones(&self) -> ApiResult<&Phones> {
        self.phones.get().ok_or_else(|| {
            ApiError::unavailable("this app cannot open the tables to phones (no server)")
        })
    }

    /// Opens the tables of `event` to phones (see [`Phones::open`]).
    pub fn phones_open(&self, event: &str, bind: Option<&str>) -> ApiResult<PhonesStatus> {
        self.phones()?.open(self, event, bind)
    }

    pub fn phones_close(&self) -> ApiResult<PhonesStatus> {
        self.phones()?.close(self)
    }

    pub fn phones_status(&self) -> ApiResult<PhonesStatus> {
        self.phones()?.status(self)
    }
}
