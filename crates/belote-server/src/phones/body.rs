//! A write's JSON body, read key by key: not JSON, a missing or ill-typed key, or a key the
//! request does not have is 400 at that key; a body over the limit is 413.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use serde_json::{Map, Value};

use super::error::PhoneError;

/// The largest body a phone may send (docs/events.md): 64 KiB.
pub const MAX_BODY: usize = 64 * 1024;

/// A body's keys, each checked once taken.
pub struct Body(Map<String, Value>);

impl Body {
    /// Reads `bytes` as a JSON object whose keys are all among `allowed`.
    pub fn read(
        bytes: Result<Bytes, BytesRejection>,
        allowed: &[&str],
    ) -> Result<Body, PhoneError> {
        let bytes = bytes.map_err(|r| {
            if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
                PhoneError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "body",
                    format!("a request body is at most {} KiB", MAX_BODY / 1024),
                )
            } else {
                PhoneError::bad_request("body", format!("the body could not be read: {r}"))
            }
        })?;
        let value: Value = serde_json::from_slice(&bytes)
            .map_err(|e| PhoneError::bad_request("body", format!("the body is not JSON: {e}")))?;
        let Value::Object(map) = value else {
            return Err(PhoneError::bad_request(
                "body",
                "the body must be a JSON object",
            ));
        };
        if let Some(key) = map.keys().find(|k| !allowed.contains(&k.as_str())) {
            return Err(PhoneError::bad_request(
                key,
                format!(
                    "unknown key {key:?}: this request takes {}",
                    allowed.join(", ")
                ),
            ));
        }
        Ok(Body(map))
    }

    fn take(&mut self, key: &str) -> Result<Value, PhoneError> {
        self.0
            .remove(key)
            .ok_or_else(|| PhoneError::bad_request(key, format!("{key} is missing")))
    }

    /// `op`: the client's id of the operation, 1 to 64 characters.
    pub fn op(&mut self) -> Result<String, PhoneError> {
        match self.take("op")? {
            Value::String(op) if (1..=64).contains(&op.chars().count()) => Ok(op),
            _ => Err(PhoneError::bad_request(
                "op",
                "op must be a string of 1 to 64 characters",
            )),
        }
    }

    /// `number`: a deal number, from 1.
    pub fn number(&mut self) -> Result<usize, PhoneError> {
        self.take("number")?
            .as_u64()
            .filter(|n| *n >= 1)
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| {
                PhoneError::bad_request("number", "number must be a whole number from 1")
            })
    }

    /// `number` when it is given.
    pub fn optional_number(&mut self) -> Result<Option<usize>, PhoneError> {
        if self.0.contains_key("number") {
            self.number().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `deal`: the round facts, an object (the engine checks what is in it).
    pub fn deal(&mut self) -> Result<Value, PhoneError> {
        match self.take("deal")? {
            deal @ Value::Object(_) => Ok(deal),
            _ => Err(PhoneError::bad_request(
                "deal",
                "deal must be an object: the deal's facts",
            )),
        }
    }
}

/// A deal number in a path (`/deals/N`): a whole number (0 is a deal that does not exist).
pub fn path_number(text: &str) -> Result<usize, PhoneError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 9 {
        return Err(PhoneError::bad_request(
            "number",
            format!("{text:?} is not a deal number"),
        ));
    }
    text.parse()
        .map_err(|_| PhoneError::bad_request("number", format!("{text:?} is not a deal number")))
}
