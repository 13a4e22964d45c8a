//! Errors cross the IPC boundary once, serialized as `{kind, message}` (plus `at` for bad
//! input, pointing at the offending value of the round or match file).

use belote_core::InputError;
use belote_store::StoreError;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IpcError {
    /// `input`, `not_found`, `not_in_play`, `storage`, `unavailable` (no history is open: the
    /// start-up screen says why).
    pub kind: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
}

impl IpcError {
    pub fn storage(message: impl Into<String>) -> IpcError {
        IpcError {
            kind: "storage",
            message: message.into(),
            at: None,
        }
    }

    pub fn unavailable(message: impl Into<String>) -> IpcError {
        IpcError {
            kind: "unavailable",
            message: message.into(),
            at: None,
        }
    }
}

impl From<InputError> for IpcError {
    fn from(e: InputError) -> IpcError {
        IpcError {
            kind: "input",
            message: e.message,
            at: Some(e.at),
        }
    }
}

impl From<StoreError> for IpcError {
    fn from(e: StoreError) -> IpcError {
        if let Some(input) = e.input_error() {
            if let StoreError::Input(_) = e {
                return input.into();
            }
        }
        let kind = match &e {
            StoreError::Input(_) => "input",
            StoreError::UnknownMatch(_) | StoreError::NoSuchRound { .. } => "not_found",
            StoreError::NotInPlay { .. } => "not_in_play",
            _ => "storage",
        };
        IpcError {
            kind,
            message: e.to_string(),
            at: None,
        }
    }
}

pub type IpcResult<T> = Result<T, IpcError>;
