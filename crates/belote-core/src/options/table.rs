//! What a variant declares of each house rule: its values ([`Val`], [`Values`]), its
//! default and words ([`OptionSpec`]), the defaults another option's value selects
//! ([`Profile`]), the whole [`OptionTable`], and the catalogue the app and the docs list
//! ([`OptionInfo`]).

use crate::listing;
use serde::{Serialize, Serializer};
use serde_json::{json, Value};

/// An option's value as a match file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Val {
    Str(&'static str),
    Num(i64),
    Bool(bool),
}

impl Val {
    pub fn to_json(self) -> Value {
        match self {
            Val::Str(s) => json!(s),
            Val::Num(n) => json!(n),
            Val::Bool(b) => json!(b),
        }
    }
}

impl Serialize for Val {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Val::Str(v) => s.serialize_str(v),
            Val::Num(n) => s.serialize_i64(n),
            Val::Bool(b) => s.serialize_bool(b),
        }
    }
}

/// The values an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Values {
    /// One of these, strings or numbers.
    OneOf(&'static [Val]),
    /// `true` or `false`.
    Flag,
    /// Any positive whole number.
    Positive,
    /// Any odd positive whole number (a match of best of N games).
    Odd,
}

/// One house rule of a variant: its key, values and default, and what the app says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: Values,
    pub default: Val,
    /// One English sentence saying what the option changes.
    pub summary: &'static str,
    /// Which sources play each value (docs/options.md).
    pub source: &'static str,
}

impl OptionSpec {
    /// An option that takes one of `values`.
    pub const fn one_of(
        key: &'static str,
        values: &'static [Val],
        default: Val,
        summary: &'static str,
        source: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: Values::OneOf(values),
            default,
            summary,
            source,
        }
    }

    /// A `true`/`false` option.
    pub const fn flag(
        key: &'static str,
        default: bool,
        summary: &'static str,
        source: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: Values::Flag,
            default: Val::Bool(default),
            summary,
            source,
        }
    }

    /// An option that takes any positive whole number.
    pub const fn positive(
        key: &'static str,
        default: i64,
        summary: &'static str,
        source: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: Values::Positive,
            default: Val::Num(default),
            summary,
            source,
        }
    }

    /// `"choice"`, `"boolean"` or `"number"` (any positive number, or any odd one), as the
    /// app shows it.
    pub fn kind(&self) -> &'static str {
        match self.values {
            Values::OneOf(_) => "choice",
            Values::Flag => "boolean",
            Values::Positive | Values::Odd => "number",
        }
    }

    /// The allowed values; empty when any positive number will do.
    pub fn values_json(&self) -> Vec<Value> {
        match self.values {
            Values::OneOf(list) => list.iter().map(|v| v.to_json()).collect(),
            Values::Flag => vec![json!(true), json!(false)],
            Values::Positive | Values::Odd => Vec::new(),
        }
    }

    /// Reads a JSON value of this option, if it is allowed.
    pub(super) fn read(&self, v: &Value) -> Option<Val> {
        match self.values {
            Values::OneOf(list) => list.iter().copied().find(|x| match (x, v) {
                (Val::Str(s), Value::String(t)) => s == t,
                (Val::Num(n), Value::Number(_)) => v.as_i64() == Some(*n),
                (Val::Bool(b), Value::Bool(c)) => b == c,
                _ => false,
            }),
            Values::Flag => v.as_bool().map(Val::Bool),
            Values::Positive | Values::Odd => {
                let n = v.as_i64().or_else(|| {
                    v.as_f64()
                        .filter(|f| f.fract() == 0.0 && *f < 1e15)
                        .map(|f| f as i64)
                })?;
                let odd = self.values != Values::Odd || n % 2 == 1;
                (n > 0 && odd).then_some(Val::Num(n))
            }
        }
    }

    /// The allowed values in words, for an error message.
    pub(super) fn allowed(&self) -> String {
        match self.values {
            Values::Positive => "any positive whole number".to_string(),
            Values::Odd => "any odd positive whole number".to_string(),
            _ => {
                let values: Vec<String> = self.values_json().iter().map(Value::to_string).collect();
                let values: Vec<&str> = values.iter().map(String::as_str).collect();
                listing::or(&values)
            }
        }
    }
}

/// Defaults that differ from the specs' under a profile: while another option has a given
/// value (Klaverjas's `system`), or always (`when: None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Profile {
    /// The option value that selects the profile; `None`: always.
    pub when: Option<(&'static str, Val)>,
    pub defaults: &'static [(&'static str, Val)],
}

/// Every option of a variant, in the order the app lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionTable {
    pub specs: &'static [OptionSpec],
    pub profiles: &'static [Profile],
}

impl OptionTable {
    pub fn spec(&self, key: &str) -> Option<&'static OptionSpec> {
        self.specs.iter().find(|s| s.key == key)
    }

    /// The default of `spec` in a match that sets `given`.
    pub fn default_of(&self, spec: &OptionSpec, given: &[(&'static str, Val)]) -> Val {
        let mut default = spec.default;
        for profile in self.profiles {
            let applies = profile
                .when
                .is_none_or(|(k, v)| given.iter().any(|&(gk, gv)| gk == k && gv == v));
            if let Some(&(_, v)) = profile
                .defaults
                .iter()
                .find(|(k, _)| applies && *k == spec.key)
            {
                default = v;
            }
        }
        default
    }

    /// Every option with its default, as the app and the docs list them.
    pub fn catalog(&self) -> Vec<OptionInfo> {
        self.specs
            .iter()
            .map(|s| OptionInfo {
                key: s.key,
                kind: s.kind(),
                values: s.values_json(),
                default: self.default_of(s, &[]).to_json(),
                default_when: self
                    .profiles
                    .iter()
                    .filter_map(|p| {
                        let (option, value) = p.when?;
                        let &(_, default) = p.defaults.iter().find(|(k, _)| *k == s.key)?;
                        Some(DefaultWhen {
                            option,
                            value: value.to_json(),
                            default: default.to_json(),
                        })
                    })
                    .collect(),
                odd: s.values == Values::Odd,
                summary: s.summary,
                source: s.source,
            })
            .collect()
    }
}

/// One house-rule option as the app shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    /// `"choice"`, `"boolean"` or `"number"`.
    pub kind: &'static str,
    /// The allowed values; empty for a number (any positive number).
    pub values: Vec<Value>,
    pub default: Value,
    /// Other defaults that another option's value selects (Klaverjas's `system`); left out
    /// when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub default_when: Vec<DefaultWhen>,
    /// A number that must be odd (a match of best of N games); left out when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub odd: bool,
    pub summary: &'static str,
    pub source: &'static str,
}

/// An option's default while another option has a given value: `{"option": "system",
/// "value": "rotterdam", "default": "all_100"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DefaultWhen {
    pub option: &'static str,
    pub value: Value,
    pub default: Value,
}
