//! House rules, the machinery every variant shares. A variant declares each of its options
//! once, in its own `options.rs`, with `options!`: key, values, default, a one-line
//! summary and sources. From that one declaration come the typed struct its rules read, the
//! struct's reader, and the [`OptionTable`] of [`OptionSpec`]s. This module reads a match
//! file's `options` object against that table into [`Options`], lists the options for the
//! app and the docs ([`OptionInfo`], which `belote describe` serves and `docs/options.md` is
//! generated from), and lets the variant read its typed struct back ([`Options::choice`],
//! [`Options::number`], [`Options::flag`]).
//!
//! In three parts: what a declaration holds (`table.rs`), the macros that write it
//! (`declare.rs`), and here a match's house rules read against it.

use crate::error::InputError;
use crate::listing;
use crate::variant::Variant;
use serde_json::Value;

mod declare;
mod table;
#[cfg(test)]
mod tests;

pub(crate) use declare::{default_in, option_enum, options};
pub use table::{DefaultWhen, OptionInfo, OptionSpec, OptionTable, Profile, Val, Values};

/// The house rules of a match: every option of its variant, as given or by default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    variant: Variant,
    values: Vec<(&'static str, Val)>,
}

impl Options {
    /// The defaults of `table`, the option table of `variant`.
    pub fn defaults(variant: Variant, table: &OptionTable) -> Options {
        Options {
            variant,
            values: table
                .specs
                .iter()
                .map(|s| (s.key, table.default_of(s, &[])))
                .collect(),
        }
    }

    /// Reads the `options` object of a match file (`at` is its path) against the option
    /// table of `variant`; options left out take their defaults.
    pub fn parse(
        variant: Variant,
        table: &OptionTable,
        value: Option<&Value>,
        at: &str,
    ) -> Result<Options, InputError> {
        let obj = match value {
            None | Some(Value::Null) => return Ok(Options::defaults(variant, table)),
            Some(Value::Object(obj)) => obj,
            Some(_) => {
                return Err(InputError::new(
                    at,
                    "options must be an object of house rules, e.g. {\"litige\": \"hold\"}",
                ))
            }
        };
        let mut given: Vec<(&'static str, Val)> = Vec::with_capacity(obj.len());
        for (key, v) in obj {
            let here = format!("{at}.{key}");
            let spec = table.spec(key).ok_or_else(|| {
                let known: Vec<&str> = table.specs.iter().map(|s| s.key).collect();
                InputError::new(
                    &here,
                    format!(
                        "unknown option \"{key}\" for {variant}; known options: {}",
                        listing::and(&known)
                    ),
                )
            })?;
            let val = spec.read(v).ok_or_else(|| {
                InputError::new(
                    &here,
                    format!(
                        "{v} is not a value of option \"{key}\"; allowed: {}",
                        spec.allowed()
                    ),
                )
            })?;
            given.push((spec.key, val));
        }
        let values = table
            .specs
            .iter()
            .map(|s| {
                let given_value = given.iter().find(|(k, _)| *k == s.key).map(|&(_, v)| v);
                (
                    s.key,
                    given_value.unwrap_or_else(|| table.default_of(s, &given)),
                )
            })
            .collect();
        Ok(Options { variant, values })
    }

    /// The variant whose options these are.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn get(&self, key: &str) -> Option<Val> {
        self.values.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }

    /// Sets an option the variant has; returns whether it has it.
    pub fn set(&mut self, key: &str, value: Val) -> bool {
        match self.values.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => {
                slot.1 = value;
                true
            }
            None => false,
        }
    }

    /// Every option with its value, in the order of the variant's table: a match file's
    /// `options` object with nothing left out.
    pub fn to_json(&self) -> serde_json::Map<String, Value> {
        self.values
            .iter()
            .map(|&(k, v)| (k.to_string(), v.to_json()))
            .collect()
    }

    /// The value of a number option.
    pub fn number(&self, key: &str) -> i64 {
        match self.get(key) {
            Some(Val::Num(n)) => n,
            other => {
                debug_assert!(
                    false,
                    "{}: {key} is not a number option ({other:?})",
                    self.variant
                );
                0
            }
        }
    }

    /// The value of a `true`/`false` option.
    pub fn flag(&self, key: &str) -> bool {
        match self.get(key) {
            Some(Val::Bool(b)) => b,
            other => {
                debug_assert!(false, "{}: {key} is not a flag ({other:?})", self.variant);
                false
            }
        }
    }

    /// The value of a choice option, as its enum.
    pub fn choice<E: OptionEnum>(&self, key: &str) -> E {
        let val = self.get(key);
        match E::NAMES.iter().find(|(_, v)| Some(*v) == val) {
            Some(&(e, _)) => e,
            None => {
                debug_assert!(false, "{}: {key} = {val:?} names no value", self.variant);
                E::NAMES[0].0
            }
        }
    }

    /// Points that end the game.
    pub fn target(&self) -> i64 {
        self.number("target")
    }
}

/// A choice option read as a small enum: each value with the JSON value that names it.
/// The crate's `option_enum!` macro writes the enum and this table at once.
pub trait OptionEnum: Copy + 'static {
    /// Never empty; the first entry is the fallback of an impossible value.
    const NAMES: &'static [(Self, Val)];
}
