//! Between devices: the history as a file the page hands to the share sheet or saves as a
//! download (the browser has no folder to write it to), and one match passed to another phone
//! by QR code.
//!
//! A match's code holds its facts only — the one-match history file of docs/match-files.md,
//! the same file `belote history import` reads — deflated (raw DEFLATE) and written in base45
//! (RFC 9285), whose 45 characters are exactly those of a QR code's alphanumeric mode: 2 bytes
//! in 3 characters of 5.5 bits each, where base64 would need byte mode at 8 bits a character.
//! The receiving phone reads the code from a camera frame (its grey levels) with `rqrr`, in
//! the back end, and checks the match as any import does (the engine scores it) before
//! anything is stored.

use belote_core::TeamPoints;
use belote_store::{check_history, ExportFormat, StoreError};
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};
use serde::Serialize;
use serde_json::Value;

use crate::error::{ApiError, ApiResult};
use crate::sink::EventSink;
use crate::state::Api;
use crate::view::Names;

/// What starts every match code: the app and the code's version.
pub const CODE_PREFIX: &str = "BELOTE:1:";
/// The most a code's deflated match may unfold to: far above any real match (a thousand
/// rounds take about 100 kB), far below what would hurt a phone.
const MAX_MATCH_BYTES: usize = 1 << 20;
/// The most a QR code holds in alphanumeric mode (version 40, error correction L).
const MAX_CODE_CHARS: usize = 4296;
/// The largest camera frame read for a code (pixels): a 1920 × 1080 frame.
const MAX_FRAME_PIXELS: usize = 1920 * 1080;

/// A history file to hand to the user: its file name, media type and text.
#[derive(Debug, Clone, Serialize)]
pub struct HistoryFile {
    pub name: String,
    pub mime: &'static str,
    pub text: String,
}

/// A match as a QR code: the code's text, the code as an SVG image, its width in modules and
/// how many bytes the deflated match took.
#[derive(Debug, Clone, Serialize)]
pub struct MatchCode {
    pub code: String,
    pub svg: String,
    pub modules: usize,
    pub bytes: usize,
}

/// A match read from a code, checked (the engine scored it), not yet stored: what the
/// receiving phone shows before the user imports it.
#[derive(Debug, Clone, Serialize)]
pub struct ScannedMatch {
    /// The code's text, to hand back to `import_match_code`.
    pub code: String,
    pub id: String,
    pub variant: String,
    pub names: Names,
    pub rounds: usize,
    pub totals: TeamPoints,
    /// `in_play`, `finished` or `abandoned`.
    pub state: &'static str,
    /// Whether this history already holds a match with that id (an import skips it).
    pub known: bool,
}

/// How a code's import went: the match's id, and whether it was stored (`false`: this
/// history already held that match, which was left as it was).
#[derive(Debug, Clone, Serialize)]
pub struct CodeImport {
    pub id: String,
    pub imported: bool,
}

/// A code that is not a readable match: bad input at `code`.
fn bad_code(message: impl Into<String>) -> ApiError {
    ApiError::input_at("code", message)
}

impl Api {
    /// The whole history as one file's text (the history file, or CSV with one row a round),
    /// named for today, from one snapshot of the history, with `history-progress` events
    /// (`op: "export"`, matches written): for a host that gives the file to the user itself
    /// (the browser's share sheet or download) rather than writing it in the data folder.
    pub fn history_file(&self, format: &str, events: &dyn EventSink) -> ApiResult<HistoryFile> {
        let (format, ext, mime) = if format == "csv" {
            (ExportFormat::Csv, "csv", "text/csv")
        } else {
            (ExportFormat::History, "json", "application/json")
        };
        let store = self.store()?;
        let mut bytes = Vec::new();
        let mut reporter = crate::commands::Reporter::new(events, "export");
        store.write_export(&mut bytes, format, &mut |p| {
            reporter.report(p.done, p.total)
        })?;
        let text = String::from_utf8(bytes)
            .map_err(|e| ApiError::storage(format!("the export is not UTF-8: {e}")))?;
        let day = chrono::Utc::now().format("%Y-%m-%d");
        Ok(HistoryFile {
            name: format!("belote-history-{day}.{ext}"),
            mime,
            text,
        })
    }

    /// Match `id` as a QR code for another phone to scan: its facts only, as a one-match
    /// history file. A match too long for one code is bad input at `id` (the history file
    /// passes any match).
    pub fn match_code(&self, id: &str) -> ApiResult<MatchCode> {
        let file = self.store()?.export_match(id)?;
        let json = serde_json::to_vec(&file)
            .map_err(|e| ApiError::storage(format!("cannot write the match: {e}")))?;
        let deflated = miniz_oxide::deflate::compress_to_vec(&json, 10);
        let code = format!("{CODE_PREFIX}{}", base45::encode(&deflated));
        if code.len() > MAX_CODE_CHARS {
            return Err(ApiError::input_at(
                "id",
                format!(
                    "this match is too long for one code ({} characters, a code holds {}): \
                     pass it as a history file instead",
                    code.len(),
                    MAX_CODE_CHARS
                ),
            ));
        }
        // Alphanumeric mode (the text is all base45), error correction M where it fits (a
        // screen seen by a camera, 15 % of the code may be lost), else L.
        let qr = QrCode::with_error_correction_level(code.as_bytes(), EcLevel::M)
            .or_else(|_| QrCode::with_error_correction_level(code.as_bytes(), EcLevel::L))
            .map_err(|e| ApiError::storage(format!("cannot make the match's QR code: {e}")))?;
        let modules = qr.width();
        let svg = qr
            .render::<svg::Color<'_>>()
            .min_dimensions(320, 320)
            .quiet_zone(true)
            .build();
        Ok(MatchCode {
            code,
            svg,
            modules,
            bytes: deflated.len(),
        })
    }

    /// Looks for a match's code in a camera frame: `luma` is the frame's grey levels, one byte
    /// a pixel, row by row, in base64. `None` when no code can be read in it (the camera
    /// goes on looking); a code that is not a Belote match, or a match that does not check,
    /// is bad input at `code`.
    pub fn scan_match_code(
        &self,
        width: usize,
        height: usize,
        luma: &str,
    ) -> ApiResult<Option<ScannedMatch>> {
        let pixels = width
            .checked_mul(height)
            .filter(|&n| n > 0 && n <= MAX_FRAME_PIXELS)
            .ok_or_else(|| {
                ApiError::input_at(
                    "width",
                    format!("a frame of {width} × {height} pixels cannot be read"),
                )
            })?;
        let grey = base64::decode(luma)
            .filter(|g| g.len() == pixels)
            .ok_or_else(|| {
                ApiError::input_at(
                    "luma",
                    format!("the frame's grey levels are not {pixels} bytes in base64"),
                )
            })?;
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| grey[y * width + x]);
        for grid in image.detect_grids() {
            let mut text = Vec::new();
            if grid.decode_to(&mut text).is_err() {
                continue;
            }
            let text = String::from_utf8_lossy(&text);
            return self.read_match_code(text.trim()).map(Some);
        }
        Ok(None)
    }

    /// The match a code's text holds, checked as an import would check it, with what the
    /// receiving phone shows of it.
    pub fn read_match_code(&self, code: &str) -> ApiResult<ScannedMatch> {
        let (file, json) = unpack(code)?;
        check_history(json.as_slice()).map_err(|e| match e {
            StoreError::Input(input) => bad_code(format!(
                "the match in this code does not check: {} (at {})",
                input.message, input.at
            )),
            other => ApiError::from(other),
        })?;
        let entry = file
            .pointer("/matches/0")
            .filter(|_| file["matches"].as_array().is_some_and(|m| m.len() == 1))
            .ok_or_else(|| bad_code("this code does not hold exactly one match"))?;
        let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
        let sheet = belote_core::score_value(&entry["match"])?;
        let id = text(&entry["id"]);
        let known = match self.store()?.get_match(&id) {
            Ok(_) => true,
            Err(StoreError::UnknownMatch(_)) => false,
            Err(e) => return Err(e.into()),
        };
        let state = if entry["abandoned"].as_bool() == Some(true) {
            "abandoned"
        } else if entry["finished"].is_string() {
            "finished"
        } else {
            "in_play"
        };
        Ok(ScannedMatch {
            code: code.to_string(),
            variant: text(&entry["match"]["variant"]),
            names: Names {
                a: text(&entry["teams"]["A"]["name"]),
                b: text(&entry["teams"]["B"]["name"]),
            },
            rounds: sheet.rounds.len(),
            totals: sheet.totals,
            state,
            known,
            id,
        })
    }

    /// Stores the match a code holds, checked and written as any import (all or nothing; a
    /// match this history already holds is left as it is).
    pub fn import_match_code(&self, code: &str) -> ApiResult<CodeImport> {
        let scanned = self.read_match_code(code)?;
        let (_, json) = unpack(code)?;
        let text = String::from_utf8(json).map_err(|_| bad_code("the code is not text"))?;
        let report = self.store()?.import_history_text(&text)?;
        Ok(CodeImport {
            id: scanned.id,
            imported: report.imported == 1,
        })
    }
}

/// The history file a code holds (parsed, and as its JSON bytes).
fn unpack(code: &str) -> ApiResult<(Value, Vec<u8>)> {
    let body = code
        .strip_prefix(CODE_PREFIX)
        .ok_or_else(|| bad_code("this code is not a Belote match"))?;
    let deflated =
        base45::decode(body).ok_or_else(|| bad_code("this code is damaged (not base45)"))?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_MATCH_BYTES)
        .map_err(|_| bad_code("this code is damaged (its match cannot be unpacked)"))?;
    let file: Value = serde_json::from_slice(&json)
        .map_err(|e| bad_code(format!("this code's match is not JSON: {e}")))?;
    Ok((file, json))
}

/// Base45 (RFC 9285): two bytes in three characters of a QR code's alphanumeric mode.
pub mod base45 {
    const ALPHABET: &[u8; 45] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

    pub fn encode(bytes: &[u8]) -> String {
        let mut out = String::with_capacity(bytes.len().div_ceil(2) * 3);
        let mut put = |mut n: usize, digits: usize| {
            for _ in 0..digits {
                out.push(ALPHABET[n % 45] as char);
                n /= 45;
            }
        };
        for pair in bytes.chunks(2) {
            match *pair {
                [a, b] => put(usize::from(a) * 256 + usize::from(b), 3),
                [a] => put(usize::from(a), 2),
                _ => unreachable!("chunks of two"),
            }
        }
        out
    }

    /// The bytes `text` encodes; `None` when it is not base45.
    pub fn decode(text: &str) -> Option<Vec<u8>> {
        let digit = |c: u8| ALPHABET.iter().position(|&a| a == c);
        let text = text.as_bytes();
        let mut out = Vec::with_capacity(text.len() / 3 * 2 + 1);
        for group in text.chunks(3) {
            let mut n = 0usize;
            for &c in group.iter().rev() {
                n = n * 45 + digit(c)?;
            }
            match group.len() {
                3 if n <= 0xFFFF => out.extend_from_slice(&[(n >> 8) as u8, n as u8]),
                2 if n <= 0xFF => out.push(n as u8),
                _ => return None,
            }
        }
        Some(out)
    }
}

/// Standard base64 (RFC 4648, padding optional), for a camera frame's grey levels.
mod base64 {
    pub fn decode(text: &str) -> Option<Vec<u8>> {
        let value = |c: u8| -> Option<u32> {
            Some(match c {
                b'A'..=b'Z' => c - b'A',
                b'a'..=b'z' => c - b'a' + 26,
                b'0'..=b'9' => c - b'0' + 52,
                b'+' => 62,
                b'/' => 63,
                _ => return None,
            } as u32)
        };
        let text = text.trim_end_matches('=').as_bytes();
        let mut out = Vec::with_capacity(text.len() * 3 / 4);
        for group in text.chunks(4) {
            let mut n = 0u32;
            for &c in group {
                n = n << 6 | value(c)?;
            }
            match group.len() {
                4 => out.extend_from_slice(&[(n >> 16) as u8, (n >> 8) as u8, n as u8]),
                3 => out.extend_from_slice(&[(n >> 10) as u8, (n >> 2) as u8]),
                2 => out.push((n >> 4) as u8),
                _ => return None,
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    #[test]
    fn base45_is_rfc_9285() {
        // The RFC's own examples.
        for (bytes, text) in [
            (&b"AB"[..], "BB8"),
            (b"Hello!!", "%69 VD92EX0"),
            (b"base-45", "UJCLQE7W581"),
            (b"ietf!", "QED8WEX0"),
            (b"", ""),
        ] {
            assert_eq!(base45::encode(bytes), text);
            assert_eq!(base45::decode(text).as_deref(), Some(bytes));
        }
        // Out of range or outside the alphabet.
        for bad in ["GGW", "ZZ", "A", "ab", "BB8!"] {
            assert_eq!(base45::decode(bad), None, "{bad}");
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(base45::decode(&base45::encode(&all)), Some(all));
    }

    #[test]
    fn base64_reads_what_browsers_write() {
        assert_eq!(base64::decode("TWFu").as_deref(), Some(&b"Man"[..]));
        assert_eq!(base64::decode("TWE=").as_deref(), Some(&b"Ma"[..]));
        assert_eq!(base64::decode("TQ==").as_deref(), Some(&b"M"[..]));
        assert_eq!(base64::decode("TQ").as_deref(), Some(&b"M"[..]));
        assert_eq!(
            base64::decode("////").as_deref(),
            Some(&[255u8, 255, 255][..])
        );
        assert_eq!(base64::decode("T"), None);
        assert_eq!(base64::decode("TW!u"), None);
    }

    #[test]
    fn a_code_that_is_not_a_match_says_so() {
        for (code, says) in [
            ("https://example.org/", "not a Belote match"),
            ("BELOTE:1:abc", "not base45"),
            ("BELOTE:1:BB8", "cannot be unpacked"),
        ] {
            let e = unpack(code).unwrap_err();
            assert_eq!((e.kind, e.at.as_deref()), (ErrorKind::Input, Some("code")));
            assert!(e.message.contains(says), "{code}: {}", e.message);
        }
        // A bomb: a megabyte and a half of zeros deflates to almost nothing.
        let zeros = miniz_oxide::deflate::compress_to_vec(&vec![b' '; 3 << 19], 10);
        let e = unpack(&format!("{CODE_PREFIX}{}", base45::encode(&zeros))).unwrap_err();
        assert!(e.message.contains("cannot be unpacked"), "{}", e.message);
    }
}
