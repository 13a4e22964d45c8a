//! Writing the history out: the docs/match-files.md history file (JSON) and the CSV export. Each export
//! reads one consistent snapshot (one read transaction, even while another process writes),
//! streams it match by match, and reaches its destination atomically through a temporary file
//! created exclusively beside it. The destination is never the database or its `-wal`/`-shm`.

use std::io::Write;
use std::path::{Path, PathBuf};

use rusqlite::Connection;
use serde::Serialize;
use serde_json::{json, Value};

use crate::error::{Result, StoreError};
use crate::model::{match_file, MatchState};
use crate::open::Store;
use crate::rows::{load_facts, load_row, read_match_row, score_facts, MatchRow, MATCH_COLUMNS};
use belote_core::Variant;

/// The `format` of a history file.
pub const HISTORY_FORMAT: &str = "belote-history";
/// The history file version this build reads and writes.
pub const HISTORY_VERSION: u64 = 1;

/// What an export writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    /// The docs/match-files.md history file (pretty JSON).
    History,
    /// CSV, one row per round.
    Csv,
}

/// How far a long export is: `done` matches written out of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub done: u64,
    pub total: u64,
}

/// Writes a file through a temporary file, fsynced, then renamed into place: readers see the
/// old file or the complete new one, never a partial one. The temporary file is created
/// exclusively (with a name nobody can guess, never opening a name that already exists, so a
/// symbolic link planted beside the destination is never followed) in the destination's
/// directory, and removed if anything fails. A destination that is a symbolic link is
/// replaced by the new file; what it pointed to is left alone.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> Result<()>,
) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "export".to_string());
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        // As `File::create` would: read-write for all, less the umask.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(&dir).map_err(|e| {
        StoreError::io(
            format!("cannot create a temporary file in {}", dir.display()),
            e,
        )
    })?;
    let cannot_write = |e| StoreError::io(format!("cannot write {}", path.display()), e);
    {
        let mut w = std::io::BufWriter::new(tmp.as_file_mut());
        write(&mut w)?;
        w.flush().map_err(cannot_write)?;
    }
    tmp.as_file().sync_all().map_err(cannot_write)?;
    tmp.persist(path).map_err(|e| cannot_write(e.error))?;
    crate::open::sync_dir(path);
    Ok(())
}

/// In the browser there are no files to write (the history is in SQLite's own storage): the
/// host writes an export where the user wants it ([`Store::write_export`]).
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub fn write_atomically(
    path: &Path,
    _write: impl FnOnce(&mut dyn Write) -> Result<()>,
) -> Result<()> {
    Err(StoreError::io(
        format!("cannot write {} in the browser", path.display()),
        std::io::ErrorKind::Unsupported.into(),
    ))
}

/// The folder (resolved) and the file name `path` names, to compare destinations.
fn folder_and_name(path: &Path) -> Option<(PathBuf, std::ffi::OsString)> {
    let name = path.file_name()?.to_os_string();
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    Some((std::fs::canonicalize(dir).ok()?, name))
}

fn io_err(e: std::io::Error) -> StoreError {
    StoreError::io("cannot write the export", e)
}

/// Calls `f` with every match (oldest first) and its rounds, reading one match at a time.
fn each_match(
    conn: &Connection,
    mut f: impl FnMut(MatchRow, Vec<Value>) -> Result<()>,
) -> Result<()> {
    let sql = format!("SELECT {MATCH_COLUMNS} FROM matches ORDER BY created_ms, pk");
    let mut st = conn.prepare(&sql)?;
    let mut rows = st.query([])?;
    while let Some(r) = rows.next()? {
        let row = read_match_row(r)?.finish()?;
        let facts = load_facts(conn, row.pk)?;
        f(row, facts)?;
    }
    Ok(())
}

fn entry_of(row: &MatchRow, rounds: &[Value]) -> Value {
    let mut entry = json!({
        "id": row.id,
        "created": row.created,
        "finished": row.finished,
        "teams": row.teams,
        "first_dealer": row.first_dealer,
        "match": match_file(row.variant, &row.options, rounds),
    });
    if row.state == MatchState::Abandoned {
        entry["abandoned"] = Value::Bool(true);
    }
    entry
}

/// A read transaction: everything read through it is one snapshot of the database, whatever
/// other processes commit meanwhile. Dropped at the end (nothing to commit).
fn snapshot(conn: &Connection) -> Result<(rusqlite::Transaction<'_>, u64)> {
    let tx = conn.unchecked_transaction()?;
    // The first read fixes the snapshot.
    let total: i64 = tx.query_row("SELECT count(*) FROM matches", [], |r| r.get(0))?;
    Ok((tx, u64::try_from(total).unwrap_or(0)))
}

impl Store {
    /// The history file of docs/match-files.md: every match, oldest first, as one JSON value (held in
    /// memory whole: for large histories prefer [`Store::write_export`]).
    pub fn export_history(&self) -> Result<Value> {
        let (tx, total) = snapshot(&self.conn)?;
        let mut matches = Vec::with_capacity(usize::try_from(total).unwrap_or(0));
        each_match(&tx, |row, rounds| {
            matches.push(entry_of(&row, &rounds));
            Ok(())
        })?;
        Ok(json!({
            "format": HISTORY_FORMAT,
            "version": HISTORY_VERSION,
            "matches": matches,
        }))
    }

    /// The history file of one match (`matches` holds it alone): what passes a match to
    /// another device, which imports it as it would any history file.
    pub fn export_match(&self, id: &str) -> Result<Value> {
        let (tx, _) = snapshot(&self.conn)?;
        let row = load_row(&tx, id)?;
        let rounds = load_facts(&tx, row.pk)?;
        Ok(json!({
            "format": HISTORY_FORMAT,
            "version": HISTORY_VERSION,
            "matches": [entry_of(&row, &rounds)],
        }))
    }

    /// Writes the history file (pretty JSON and a final newline) to `w`.
    pub fn write_history(&self, w: &mut dyn Write) -> Result<()> {
        self.write_export(w, ExportFormat::History, &mut |_| {})
    }

    /// Writes the history file to `path` atomically (temp file, fsync, rename).
    pub fn export_history_to(&self, path: &Path) -> Result<()> {
        self.export_to(path, ExportFormat::History, &mut |_| {})
    }

    /// CSV, one row per round, every match oldest first, with the engine's scores.
    pub fn write_csv(&self, w: &mut dyn Write) -> Result<()> {
        self.write_export(w, ExportFormat::Csv, &mut |_| {})
    }

    /// Writes the CSV export to `path` atomically.
    pub fn export_csv_to(&self, path: &Path) -> Result<()> {
        self.export_to(path, ExportFormat::Csv, &mut |_| {})
    }

    /// Writes an export to `path` atomically (see [`write_atomically`]), telling `progress`
    /// after each match. Refused ([`StoreError::Io`], nothing written) when `path` names the
    /// database itself or its `-wal`, `-shm` or `-journal` file: the export would take its
    /// place, and every connection open on it would go on writing to a file nobody reads.
    pub fn export_to(
        &self,
        path: &Path,
        format: ExportFormat,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<()> {
        if self.is_own_file(path) {
            return Err(StoreError::io(
                format!("cannot write {}", path.display()),
                std::io::Error::new(
                    std::io::ErrorKind::InvalidInput,
                    format!(
                        "it is a file of the match history {} (the database, or one that SQLite \
                         keeps beside it); export to another file",
                        self.path().display()
                    ),
                ),
            ));
        }
        write_atomically(path, |w| self.write_export(w, format, progress))
    }

    /// Whether writing `path` atomically would replace the database or one of SQLite's files
    /// beside it: the same name in the same folder, however the path is spelt (a symbolic
    /// link or a hard link named `path` is itself replaced, which is harmless).
    fn is_own_file(&self, path: &Path) -> bool {
        let Some(target) = folder_and_name(path) else {
            return false;
        };
        let mut databases = vec![self.path().to_path_buf()];
        // SQLite puts the -wal and -shm files beside the file a symbolic link points to.
        if let Ok(real) = std::fs::canonicalize(self.path()) {
            databases.push(real);
        }
        databases.iter().any(|db| {
            ["", "-wal", "-shm", "-journal"].iter().any(|extra| {
                let mut name = db.as_os_str().to_os_string();
                name.push(extra);
                folder_and_name(Path::new(&name)).as_ref() == Some(&target)
            })
        })
    }

    /// Writes an export to `w` from one snapshot of the database, one match at a time (memory
    /// stays bounded), telling `progress` after each match.
    pub fn write_export(
        &self,
        w: &mut dyn Write,
        format: ExportFormat,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<()> {
        let (tx, total) = snapshot(&self.conn)?;
        match format {
            ExportFormat::History => write_history_file(&tx, total, w, progress)?,
            ExportFormat::Csv => write_csv_file(&tx, total, w, progress)?,
        }
        w.flush().map_err(io_err)
    }
}

/// The history file, byte for byte as `serde_json::to_writer_pretty` writes the whole value,
/// but one match at a time.
fn write_history_file(
    conn: &Connection,
    total: u64,
    w: &mut dyn Write,
    progress: &mut dyn FnMut(Progress),
) -> Result<()> {
    let json_err = |e: serde_json::Error| io_err(std::io::Error::other(e));
    write!(
        w,
        "{{\n  \"format\": {},\n  \"version\": {},\n  \"matches\": [",
        serde_json::to_string(HISTORY_FORMAT).map_err(json_err)?,
        HISTORY_VERSION
    )
    .map_err(io_err)?;
    let mut done = 0u64;
    each_match(conn, |row, rounds| {
        let text = serde_json::to_string_pretty(&entry_of(&row, &rounds)).map_err(json_err)?;
        // Two levels in: JSON strings never hold a raw newline, so every line is indented.
        w.write_all(if done == 0 { b"\n" } else { b",\n" })
            .map_err(io_err)?;
        for (i, line) in text.split('\n').enumerate() {
            if i > 0 {
                w.write_all(b"\n").map_err(io_err)?;
            }
            w.write_all(b"    ").map_err(io_err)?;
            w.write_all(line.as_bytes()).map_err(io_err)?;
        }
        done += 1;
        progress(Progress { done, total });
        Ok(())
    })?;
    if done > 0 {
        w.write_all(b"\n  ").map_err(io_err)?;
    }
    w.write_all(b"]\n}\n").map_err(io_err)
}

/// A CSV cell: text (made inert for spreadsheets, quoted when needed) or a number.
enum Cell {
    Text(String),
    Number(String),
}

impl Cell {
    fn of(v: Option<&Value>) -> Cell {
        match v {
            None | Some(Value::Null) => Cell::Text(String::new()),
            Some(Value::String(s)) => Cell::Text(s.clone()),
            Some(n @ Value::Number(_)) => Cell::Number(n.to_string()),
            Some(other) => Cell::Text(other.to_string()),
        }
    }

    fn write(&self) -> String {
        match self {
            Cell::Number(n) => n.clone(),
            Cell::Text(s) => csv_field(&inert(s)),
        }
    }
}

fn write_csv_file(
    conn: &Connection,
    total: u64,
    w: &mut dyn Write,
    progress: &mut dyn FnMut(Progress),
) -> Result<()> {
    const HEADER: &[&str] = &[
        "match_id", "variant", "created", "finished", "state", "team_a", "team_b", "round",
        "taker", "contract", "bid", "double", "capot", "points_a", "points_b", "belote_a",
        "belote_b", "verdict", "score_a", "score_b", "pot", "total_a", "total_b", "sakka",
    ];
    writeln!(w, "{}", HEADER.join(",")).map_err(io_err)?;
    let mut st = conn.prepare(
        "SELECT m.id, m.variant, m.created, m.finished, m.state, m.team_a, m.team_b, \
         r.pos, r.fact, r.verdict, r.score_a, r.score_b, r.pot, m.pk, m.options \
         FROM rounds r JOIN matches m ON m.pk = r.match_pk \
         ORDER BY m.created_ms, m.pk, r.pos",
    )?;
    let mut q = st.query([])?;
    let mut current: Option<i64> = None;
    let mut done = 0u64; // matches whose rows are all written
    let (mut total_a, mut total_b) = (0i64, 0i64);
    // In a match of several games (Baloot's sakkas): the game of each round, as the engine
    // numbers them; the running totals start again with each.
    let mut games: Vec<Option<u32>> = Vec::new();
    let mut game: Option<u32> = None;
    while let Some(r) = q.next()? {
        let pk: i64 = r.get(13)?;
        if current != Some(pk) {
            if current.is_some() {
                done += 1;
                progress(Progress { done, total });
            }
            current = Some(pk);
            total_a = 0;
            total_b = 0;
            games = games_of(conn, pk, &r.get::<_, String>(1)?, &r.get::<_, String>(14)?)?;
            game = None;
        }
        let pos: i64 = r.get(7)?;
        let sakka = usize::try_from(pos)
            .ok()
            .and_then(|i| games.get(i).copied())
            .flatten();
        if sakka != game {
            game = sakka;
            total_a = 0;
            total_b = 0;
        }
        let fact: Value = serde_json::from_str(&r.get::<_, String>(8)?)
            .map_err(|e| StoreError::Inconsistent(format!("stored round is not JSON: {e}")))?;
        let (score_a, score_b): (i64, i64) = (r.get(10)?, r.get(11)?);
        total_a += score_a;
        total_b += score_b;
        let text = |i: usize| -> rusqlite::Result<Cell> { Ok(Cell::Text(r.get(i)?)) };
        let number = |n: i64| Cell::Number(n.to_string());
        let cells = [
            text(0)?,
            text(1)?,
            text(2)?,
            Cell::Text(r.get::<_, Option<String>>(3)?.unwrap_or_default()),
            text(4)?,
            text(5)?,
            text(6)?,
            number(pos + 1),
            Cell::of(fact.get("taker")),
            Cell::of(fact.get("contract")),
            Cell::of(fact.get("bid")),
            Cell::of(fact.get("double").or(Some(&Value::String("none".into())))),
            Cell::of(fact.get("capot")),
            Cell::of(fact.pointer("/points/A")),
            Cell::of(fact.pointer("/points/B")),
            Cell::of(fact.pointer("/belote/A")),
            Cell::of(fact.pointer("/belote/B")),
            text(9)?,
            number(score_a),
            number(score_b),
            number(r.get(12)?),
            number(total_a),
            number(total_b),
            sakka.map_or(Cell::Text(String::new()), |k| number(i64::from(k))),
        ];
        let line: Vec<String> = cells.iter().map(Cell::write).collect();
        writeln!(w, "{}", line.join(",")).map_err(io_err)?;
    }
    // Matches without rounds have no row: the export is complete all the same.
    progress(Progress { done: total, total });
    Ok(())
}

/// The game (sakka) of each round of match `pk`, when it is a match of several games (an
/// option `sakkas` above 1): the engine scores it to number them. Empty otherwise.
fn games_of(conn: &Connection, pk: i64, variant: &str, options: &str) -> Result<Vec<Option<u32>>> {
    let options: Value = serde_json::from_str(options)
        .map_err(|e| StoreError::Inconsistent(format!("stored options are not JSON: {e}")))?;
    let several = options
        .get("sakkas")
        .and_then(Value::as_u64)
        .is_some_and(|n| n > 1);
    let Some(variant) = Variant::parse(variant).filter(|_| several) else {
        return Ok(Vec::new());
    };
    let facts = load_facts(conn, pk)?;
    let sheet = score_facts(variant, &options, &facts).map_err(|e| {
        StoreError::Inconsistent(format!(
            "stored rounds no longer score: {} (at {})",
            e.message, e.at
        ))
    })?;
    Ok(sheet.rounds.iter().map(|r| r.sakka).collect())
}

/// Spreadsheet-safe text: a cell that a spreadsheet would read as a formula (starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so it is shown as the
/// text it is. Names are user input; numbers are written as numbers and never changed.
fn inert(s: &str) -> std::borrow::Cow<'_, str> {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}").into()
    } else {
        s.into()
    }
}

/// RFC 4180 quoting: a field holding a comma, a quote or a line break is quoted, its quotes
/// doubled.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Writes `v` as pretty JSON and a final newline to `w` (an event or season file).
pub(crate) fn write_pretty(v: &serde_json::Value, w: &mut dyn Write) -> Result<()> {
    let io = |e| StoreError::io("cannot write the export", e);
    serde_json::to_writer_pretty(&mut *w, v).map_err(|e| io(std::io::Error::from(e)))?;
    w.write_all(b"\n").map_err(io)?;
    w.flush().map_err(io)
}

/// Writes `v` as pretty JSON and a final newline to `path`, atomically
/// ([`write_atomically`]).
pub(crate) fn write_pretty_to(v: &serde_json::Value, path: &Path) -> Result<()> {
    write_atomically(path, |w| {
        let io = |e| StoreError::io(format!("cannot write {}", path.display()), e);
        serde_json::to_writer_pretty(&mut *w, v).map_err(|e| io(std::io::Error::from(e)))?;
        w.write_all(b"\n").map_err(io)
    })
}

/// Reads a JSON file (`what`: "the event file") whole from `reader`, refusing one larger than
/// `limit` bytes before it is held in memory whole.
pub(crate) fn read_json_within(
    reader: impl std::io::Read,
    limit: u64,
    what: &str,
) -> Result<serde_json::Value> {
    use std::io::Read;
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| StoreError::io(format!("cannot read {what}"), e))?;
    if bytes.len() as u64 > limit {
        return Err(belote_core::InputError::new(
            "",
            format!(
                "the file is larger than {} MiB, the most {what} may take",
                limit >> 20
            ),
        )
        .into());
    }
    serde_json::from_slice(&bytes).map_err(|e| {
        belote_core::InputError::new("", format!("{what} is not valid JSON: {e}")).into()
    })
}

#[cfg(test)]
mod tests {
    use super::{csv_field, inert};

    #[test]
    fn csv_cells_are_inert_and_quoted() {
        let cell = |s: &str| csv_field(&inert(s));
        assert_eq!(cell("Nous"), "Nous");
        assert_eq!(cell("=1+2"), "'=1+2");
        assert_eq!(cell("+33 6"), "'+33 6");
        assert_eq!(cell("-x"), "'-x");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("\tx"), "'\tx");
        assert_eq!(cell("\rx"), "\"'\rx\"");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("two\nlines"), "\"two\nlines\"");
        assert_eq!(cell("=a,\"b\""), "\"'=a,\"\"b\"\"\"");
    }
}
